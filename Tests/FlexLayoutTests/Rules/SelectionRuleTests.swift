import Testing

@testable import FlexLayout

extension Rules {
  /// S1.5 visibility and S1.6 selections across the adaptive containers (S8–S12).
  @Suite("Rules: visibility and selections (S1.5, S1.6)")
  struct SelectionRuleTests {
    @Test("S1.5 S1.6 a selector inside an unchosen branch is invisible and has no selection")
    func nestedSelectors() throws {
      let inner = Node.buckets(
        thresholds: [50], [Node.fixed(width: 10, height: 10).id("small"), Node.fixed(width: 20, height: 10).id("big")]
      ).id("inner")
      let visibleInner = Node.buckets(
        thresholds: [50], [Node.flexible().id("v0"), Node.flexible().id("v1")]
      ).id("visibleInner")
      let fits = Node.viewThatFits([
        Node.hstack(spacing: 0, [Node.fixed(width: 500, height: 10), inner]).id("tooWide"),
        visibleInner,
      ]).id("fits")
      let result = try layoutBoth(fits, proposal(300, 40))
      #expect(result.selection("fits") == .child(1))
      #expect(result.selection("inner") == nil)
      #expect(result.selection("visibleInner") == .child(1))
      #expect(result.selections.count == 2)
      for name in ["tooWide", "inner", "small", "big", "v0"] {
        let node = try #require(result.ids[name])
        #expect(!result.isVisible(node), "\(name)")
        #expect(result[name] == .zero, "\(name)")
      }
      #expect(result["v1"] == rect(0, 0, 300, 40))
      #expect(result.visibility.filter { $0 }.count == 3)  // fits, visibleInner, v1
    }

    @Test("S1.5 invisible frames stay .zero under right-to-left and pixel rounding")
    func invisibleFramesUnfinished() throws {
      let environment = LayoutEnvironment(displayScale: 3, layoutDirection: .rightToLeft)
      let tree = ViewThatFitsRuleTests.threeWidths.frame(width: 120.1, alignment: .leading)
      let result = try layoutBoth(tree, proposal(300, 100), environment)
      #expect(result["wide"] == .zero)
      #expect(result["narrow"] == .zero)
      // Mirrored: 120.1 − 0 − 100 ≈ 20.1, rounded to thirds: 20; the far edge 120.1 → 120.
      #expect(result["medium"] == rect(20, 0, 100, 10))
    }

    @Test("S1.5 a tree without viewThatFits, buckets or split is visible everywhere; flows report nothing")
    func allVisible() throws {
      let tree = Node.vstack([
        Node.flow([Node.fixed(width: 30, height: 10), Node.fixed(width: 30, height: 10)]).id("flow"),
        Node.grid([.flexible()], [Node.flexible()]).id("grid"),
      ])
      let result = try layoutBoth(tree, proposal(50, 200))
      #expect(result.visibility == [Bool](repeating: true, count: result.frames.count))
      #expect(result.selection("flow") == nil)
      #expect(result.selection("grid") == .widths([50]))
      #expect(result.selections.count == 1)
    }

    @Test("S1.6 a selection is the choice for the placement proposal, not for the stack's probes")
    func placementProposal() throws {
      // The hstack probes the viewThatFits at 0 (nothing fits: the last child) and at ∞ (the first child);
      // placed, it is offered 200 − 50 = 150, where the 120-wide child fits.
      let fits = Node.viewThatFits([
        Node.fixed(width: 160, height: 10).id("a"), Node.fixed(width: 120, height: 10).id("b"),
        Node.fixed(width: 10, height: 10).id("c"),
      ]).id("fits")
      let tree = Node.hstack(spacing: 0, [Node.fixed(width: 50, height: 10), fits])
      let result = try layoutBoth(tree, proposal(200, 10))
      #expect(result.selection("fits") == .child(1))
      #expect(result["b"] == rect(50, 0, 120, 10))
    }

    @Test("S1.6 every visible container of a nested tree reports, keyed by its node id")
    func nestedTree() throws {
      let detail = Node.vstack([
        Node.viewThatFits([
          Node.fixed(width: 500, height: 20).id("oneLine"), Node.fixed(width: 200, height: 40).id("twoLines"),
        ]).id("row"),
        Node.grid([.adaptive(min: 100)], (0..<4).map { _ in Node.flexible(idealHeight: 50) }).id("tiles"),
      ])
      let screen = Node.buckets(
        thresholds: [600],
        [
          detail.id("compact"),
          Node.split(
            [SplitColumn(min: 250, Node.flexible().id("list")), SplitColumn(min: 300, detail.id("regular"))],
            dividerWidth: 1
          ).id("split"),
        ]
      ).id("screen")
      // Ids must be unique: the compact branch's copy of the detail gets the prefix "c.".
      let compactTree = Self.renamed(screen)
      let narrow = try layoutBoth(compactTree, proposal(390, 800))
      #expect(narrow.selection("screen") == .child(0))
      #expect(narrow.selection("split") == nil)
      #expect(narrow.selection("c.row") == .child(1))
      // 390 wide: k = floor(398 / 108) = 3 cells of (390 − 16) / 3.
      #expect(narrow.selection("c.tiles") == .widths([Double](repeating: (390.0 - 2 * 8) / 3, count: 3)))
      #expect(narrow.selection("row") == nil)
      #expect(narrow.selections.count == 3)

      let wide = try layoutBoth(compactTree, proposal(1_024, 800))
      #expect(wide.selection("screen") == .child(1))
      #expect(wide.selection("split") == .columns([0, 1]))
      #expect(wide.selection("row") == .child(0))
      // The detail column is 1024 − 250 − 1 = 773 wide: k = floor(781 / 108) = 7 cells of (773 − 48) / 7.
      #expect(wide.selection("tiles") == .widths([Double](repeating: (773.0 - 6 * 8) / 7, count: 7)))
      #expect(wide.selections.count == 4)
      #expect(wide.selection("c.row") == nil)
      let hidden = try #require(wide.ids["c.tiles"])
      #expect(!wide.isVisible(hidden))
    }

    /// `node` with the ids under the buckets' first child prefixed by "c.", so both branches can share a
    /// subtree shape with unique ids.
    static func renamed(_ node: Node) -> Node {
      guard case .buckets = node.kind else { return node }
      var copy = node
      copy.children[0] = prefixed(node.children[0])
      return copy
    }

    static func prefixed(_ node: Node) -> Node {
      var copy = node
      if let id = node.id { copy.id = "c." + id }
      switch node.kind {
      case .vstack, .viewThatFits, .grid: copy.children = node.children.map(prefixed)
      default: break
      }
      return copy
    }
  }
}
