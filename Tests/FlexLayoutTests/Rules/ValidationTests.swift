import Testing

@testable import FlexLayout

extension Rules {
  /// S0.5 validation, S2.4 measured leaves, S1.3 infinite frames and deep trees.
  @Suite("Rules: validation and errors (S0.5, S1.3, S2.4)")
  struct ValidationTests {
    /// An invalid tree and the JSON Pointer its error must carry.
    struct InvalidCase: Sendable, CustomTestStringConvertible {
      var path: String
      var node: Node
      var testDescription: String { path }
    }

    static let fixed = Node.fixed(width: 10, height: 10)

    static let invalidCases: [InvalidCase] = [
      InvalidCase(path: "/root/width", node: .fixed(width: -1, height: 10)),
      InvalidCase(path: "/root/height", node: .fixed(width: 1, height: .infinity)),
      InvalidCase(path: "/root/children/1/width", node: .hstack([fixed, fixed.frame(width: -3)])),
      InvalidCase(
        path: "/root/children/1/child/width", node: .hstack([fixed, fixed.frame(width: .nan).padding()])),
      InvalidCase(
        path: "/root/children/0/child/children/2/top",
        node: .zstack([.vstack([fixed, fixed, fixed.padding(.nan)]).padding()])),
      InvalidCase(path: "/root", node: .flexible(minWidth: 20, idealWidth: 10)),
      InvalidCase(path: "/root/maxHeight", node: .flexible(idealHeight: 5, maxHeight: -1)),
      InvalidCase(path: "/root/lineLimit", node: .text("a b", lineLimit: 0)),
      InvalidCase(path: "/root/words/1", node: .text(wordWidths: [1, -2])),
      InvalidCase(path: "/root/spaceWidth", node: .text(wordWidths: [1], spaceWidth: .nan)),
      InvalidCase(path: "/root/minLength", node: .spacer(minLength: -1)),
      InvalidCase(path: "/root/spacing", node: .hstack(spacing: .infinity, [fixed])),
      InvalidCase(path: "/root/child/ratio", node: fixed.aspectRatio(0, contentMode: .fit).padding()),
      InvalidCase(path: "/root/layoutPriority", node: fixed.layoutPriority(.infinity)),
      InvalidCase(path: "/root/minWidth", node: fixed.frame(minWidth: -1)),
      InvalidCase(path: "/root/idealHeight", node: fixed.frame(idealHeight: .infinity)),
      InvalidCase(path: "/root/maxWidth", node: fixed.frame(maxWidth: .nan)),
      InvalidCase(path: "/root/children/1/id", node: .hstack([fixed.id("a"), fixed.id("a")])),
      InvalidCase(path: "/root/id", node: fixed.id("")),
    ]

    @Test("S0.5 invalid fields are rejected with the JSON Pointer of the field", arguments: invalidCases)
    func invalidFields(invalid: InvalidCase) {
      let error = layoutErrorBoth(invalid.node, proposal(100, 100))
      #expect(error?.path == invalid.path, "\(String(describing: error))")
    }

    @Test("S0.5 errors name the node's id")
    func errorsNameTheId() {
      let tree = Node.hstack([Self.fixed, Node.fixed(width: -1, height: 1).id("bad")])
      let error = layoutErrorBoth(tree, proposal(nil, nil))
      #expect(error?.id == "bad")
      #expect(error?.description.contains("\"bad\"") == true)
    }

    // MARK: S0.5 the adaptive containers (S8–S12)

    static let column = SplitColumn(min: 10, fixed)

    static let adaptiveInvalidCases: [InvalidCase] = [
      InvalidCase(path: "/root/columns", node: .grid([], [fixed])),
      InvalidCase(path: "/root/columns/0/min", node: .grid([.adaptive(min: 0)], [fixed])),
      InvalidCase(path: "/root/columns/1/spacing", node: .grid([.fixed(10), .adaptive(min: 8, spacing: -8)], [])),
      InvalidCase(path: "/root/columns/0/max", node: .grid([.flexible(min: 20, max: 10)], [])),
      InvalidCase(path: "/root/columns/0/size", node: .grid([.fixed(-1)], [])),
      InvalidCase(path: "/root/rowSpacing", node: .grid([.fixed(10)], rowSpacing: .nan, [])),
      InvalidCase(
        path: "/root/children/1/children/0/width",
        node: .grid([.fixed(10)], [fixed, .vstack([.fixed(width: -1, height: 1)])])),
      InvalidCase(path: "/root/lineSpacing", node: .flow(lineSpacing: .infinity, [fixed])),
      InvalidCase(path: "/root/children/0/width", node: .flow([fixed.frame(width: .nan)])),
      InvalidCase(path: "/root/children/1/child/width", node: .flow([fixed, fixed.frame(width: .nan).padding()])),
      InvalidCase(path: "/root/children", node: .viewThatFits([])),
      InvalidCase(path: "/root/children/0/children", node: .viewThatFits([.viewThatFits([])])),
      InvalidCase(path: "/root/thresholds/1", node: .buckets(thresholds: [500, 500], [fixed, fixed, fixed])),
      InvalidCase(path: "/root/thresholds/0", node: .buckets(thresholds: [-1], [fixed, fixed])),
      InvalidCase(path: "/root/children", node: .buckets(thresholds: [100, 200], [fixed, fixed])),
      InvalidCase(
        path: "/root/accessibilityThresholds/1",
        node: .buckets(thresholds: [100, 200], accessibilityThresholds: [300, 250], [fixed, fixed, fixed])),
      InvalidCase(
        path: "/root/accessibilityThresholds",
        node: .buckets(thresholds: [100, 200], accessibilityThresholds: [300], [fixed, fixed, fixed])),
      InvalidCase(
        path: "/root/children/2/height",
        node: .buckets(thresholds: [1, 2], [fixed, fixed, .fixed(width: 1, height: -1)])),
      InvalidCase(path: "/root/columns", node: .split([])),
      InvalidCase(path: "/root/collapsedColumn", node: .split([column, column], collapsedColumn: 2)),
      InvalidCase(path: "/root/collapsedColumn", node: .split([column], collapsedColumn: -1)),
      InvalidCase(path: "/root/columns/0/max", node: .split([SplitColumn(min: 10, ideal: 50, max: 40, fixed)])),
      InvalidCase(path: "/root/columns/1/ideal", node: .split([column, SplitColumn(min: 10, ideal: 5, fixed)])),
      InvalidCase(path: "/root/columns/0/fraction", node: .split([SplitColumn(min: 10, fraction: 1.5, fixed)])),
      InvalidCase(path: "/root/dividerWidth", node: .split([column], dividerWidth: -1)),
      InvalidCase(
        path: "/root/columns/1/child/children/0/width",
        node: .split([column, SplitColumn(min: 10, .hstack([.fixed(width: .infinity, height: 1)]))])),
    ]

    @Test(
      "S0.5 invalid flow, grid, viewThatFits, buckets and split fields, with exact paths",
      arguments: adaptiveInvalidCases)
    func invalidAdaptiveFields(invalid: InvalidCase) {
      let error = layoutErrorBoth(invalid.node, proposal(100, 100))
      #expect(error?.path == invalid.path, "\(String(describing: error))")
    }

    @Test("S2.4 layout errors inside the adaptive containers name the node by its path")
    func layoutErrorPaths() {
      let thrower = Node.measured { _ in throw HostFailure() }.id("thrower")
      let split = Node.split([Self.column, SplitColumn(min: 10, thrower)])
      let error = layoutErrorBoth(split, proposal(300, nil))
      #expect(error?.path == "/root/columns/1/child")
      #expect(error?.id == "thrower")
      let grid = Node.grid([.fixed(10)], [Self.fixed, Node.vstack([thrower])])
      #expect(layoutErrorBoth(grid, proposal(300, nil))?.path == "/root/children/1/children/0")
      let fits = Node.viewThatFits([Self.fixed.frame(width: 500), Node.flow([thrower])])
      #expect(layoutErrorBoth(fits, proposal(300, nil))?.path == "/root/children/1/children/0")
      let buckets = Node.buckets(thresholds: [10], [Self.fixed, Node.hstack([Self.fixed, thrower])])
      #expect(layoutErrorBoth(buckets, proposal(300, nil))?.path == "/root/children/1/children/1")
    }

    // MARK: S2.4 measured leaves

    @Test("S2.4 a measured leaf answers what the host measures, once per distinct proposal")
    func measured() throws {
      let leaf = Node.measured { p in Size(width: Swift.min(p.width ?? 60, 60), height: 20) }
      let stack = Node.hstack(spacing: 0, [leaf.id("leaf"), Node.flexible().id("color")])
      let result = try layoutBoth(stack, proposal(100, 20))
      #expect(result["leaf"] == rect(0, 0, 50, 20))
      #expect(result["color"] == rect(50, 0, 50, 20))
      // Probes at 0 and ∞ and the share 50, each once; placement asks again and hits the memo.
      #expect(result.statistics.measureCalls == 3)
    }

    @Test(
      "S2.4 a bad answer or a thrown error fails the layout naming the node",
      arguments: [
        ("NaN", Size(width: .nan, height: 1)),
        ("negative", Size(width: 1, height: -1)),
        ("infinite", Size(width: .infinity, height: 1)),
      ])
    func badMeasurement(name: String, answer: Size) {
      let leaf = Node.measured { _ in answer }.id("host")
      let error = layoutErrorBoth(.vstack([Self.fixed, leaf]), proposal(100, 100))
      #expect(error?.path == "/root/children/1", "\(name)")
      #expect(error?.id == "host")
      #expect(error?.message.contains("measure") == true)
    }

    @Test("S2.4 an infinite answer is fine on an axis proposed infinity")
    func infiniteAnswerToInfiniteProposal() throws {
      let leaf = Node.measured { p in Size(width: p.width ?? 10, height: 10) }
      let result = try layoutBoth(.hstack(spacing: 0, [leaf.id("leaf"), Self.fixed]), proposal(100, nil))
      #expect(result["leaf"] == rect(0, 0, 90, 10))
    }

    struct HostFailure: Error {}

    @Test("S2.4 a measure function that throws fails the layout naming the node")
    func throwingMeasurement() {
      let leaf = Node.measured { _ in throw HostFailure() }.id("thrower")
      let tree = Node.zstack([Self.fixed.padding().frame(width: 30), leaf])
      let error = layoutErrorBoth(tree, proposal(nil, nil))
      #expect(error?.path == "/root/children/1")
      #expect(error?.id == "thrower")
      #expect(error?.message.contains("HostFailure") == true)
    }

    // MARK: S1.3 infinite frames

    @Test("S1.3 an infinite frame is an error naming the node it comes from: the root leaf, a stack's flexible child")
    func infiniteRoot() {
      let error = layoutErrorBoth(Node.flexible().id("color"), proposal(.infinity, 10))
      #expect(error?.path == "/root")
      #expect(error?.id == "color")
      #expect(
        error?.message
          == "frame would be infinite (inf×10.0): an infinite proposal reached a node that takes all the space it is offered"
      )
      // Issue 28: the flexible child that takes the infinite width, not the stack at the root that sums it.
      let stack = Node.hstack([.fixed(width: 1, height: 1), Node.flexible().id("fill")])
      let inside = layoutErrorBoth(stack, proposal(.infinity, .infinity))
      #expect(inside?.path == "/root/children/1" && inside?.id == "fill")
    }

    @Test("S1.3 below a finite parent, the error follows the infinite sizes down to the leaf that takes them")
    func infiniteInside() {
      // The frame is 100 × 100; the scroll view's content fills an unspecified height, so it is infinite on both
      // axes, and so is the scroll view, as wide as its content across its axis (S5.6). The first infinite frame
      // in preorder is the scroll's; down through the aspect ratio, the flexible leaf answered the infinity.
      let fill = Node.flexible().id("leaf").aspectRatio(1, contentMode: .fill).id("fill")
      let tree = fill.scroll().id("scroll").frame(width: 100, height: 100)
      let error = layoutErrorBoth(tree, proposal(nil, nil))
      #expect(error?.path == "/root/child/child/child")
      #expect(error?.id == "leaf")
    }

    // MARK: Deep trees

    /// A chain `levels` deep (the leaf included) of padding(1), pass-through frame and one-child hstack.
    static func chain(levels: Int) -> (node: Node, leafPath: String) {
      var node = Node.fixed(width: 10, height: 10)
      var components: [String] = []
      for level in 0..<(levels - 1) {
        switch level % 3 {
        case 0:
          node = node.padding(1)
          components.append("/child")
        case 1:
          node = node.frame()
          components.append("/child")
        default:
          node = .hstack([node])
          components.append("/children/0")
        }
      }
      return (node, "/root" + components.reversed().joined())
    }

    @Test("S0.5 a chain 4,096 levels deep lays out")
    func deepChain() async throws {
      let (node, _) = Self.chain(levels: Node.maximumDepth)
      let outcome = await onLargeStack { runBoth(node, proposal(5000, 5000)) }
      let result = try checkBoth(outcome)
      #expect(result.frames.count == 4096)
      // 4,095 wrappers: 1,365 paddings of 1 on each side.
      #expect(result.size == Size(width: 2740, height: 2740))
      #expect(result.frames[4095] == rect(1365, 1365, 10, 10))
    }

    @Test("S0.5 a chain 4,097 levels deep is a validation error at the deepest node")
    func tooDeep() async {
      let (node, leafPath) = Self.chain(levels: Node.maximumDepth + 1)
      let outcome = await onLargeStack { runBoth(node, proposal(5000, 5000)) }
      let error = checkErrorBoth(outcome)
      #expect(error?.path == leafPath)
      #expect(error?.message.contains("4096") == true)
    }
  }
}
