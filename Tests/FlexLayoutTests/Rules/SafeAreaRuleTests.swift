import Testing

@testable import FlexLayout
import FlexLayoutFormat

extension Rules {
  /// S18: safe areas.
  @Suite("Rules: safe areas (S18)")
  struct SafeAreaRuleTests {
    /// An iPhone-like window: 390 × 844 with a 47-point status bar and a 34-point home indicator.
    static let phone = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    @Test("S18.1 the root is laid out inside the insets, at (leading, top); right to left it mirrors in the window")
    func rootInsideTheInsets() throws {
      let result = try layoutBoth(Node.flexible().id("root"), proposal(390, 844), Self.phone)
      #expect(result["root"] == rect(0, 47, 390, 763))
      var sideways = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 10))
      let landscape = try layoutBoth(Node.fixed(width: 100, height: 50).id("root"), proposal(844, 390), sideways)
      #expect(landscape["root"] == rect(44, 0, 100, 50))
      sideways.layoutDirection = .rightToLeft
      // The window is 44 + 100 + 10 wide: the root sits 10 from the left, the leading inset on the right.
      #expect(
        try layoutBoth(Node.fixed(width: 100, height: 50).id("root"), proposal(844, 390), sideways)["root"]
          == rect(10, 0, 100, 50))
    }

    @Test("S18.2 ignoresSafeArea grows only into the margins its frame touches (the edge-touching rule)")
    func edgeTouching() throws {
      let screen = Node.vstack(
        spacing: 0,
        [
          Node.fixed(width: 100, height: 40).id("title"),
          Node.flexible().id("color").ignoresSafeArea().id("ignoring"),
        ])
      let result = try layoutBoth(screen, proposal(390, 844), Self.phone)
      #expect(result["ignoring"] == rect(0, 87, 390, 723))
      // The top touches the title, not the status bar: the color grows down by 34 only.
      #expect(result["color"] == rect(0, 87, 390, 757))
      // On its own, a color that ignores the safe area fills the window.
      let alone = try layoutBoth(Node.flexible().id("color").ignoresSafeArea(), proposal(390, 844), Self.phone)
      #expect(alone["color"] == rect(0, 0, 390, 844))
      // Only the edges asked for.
      let top = try layoutBoth(Node.flexible().id("color").ignoresSafeArea(edges: .top), proposal(390, 844), Self.phone)
      #expect(top["color"] == rect(0, 0, 390, 810))
    }

    @Test("S18.2 without insets ignoresSafeArea changes nothing")
    func noInsetsNoChange() throws {
      let plain = try layoutBoth(Node.hstack([.text("abc"), Node.flexible().id("x")]), proposal(300, 100))
      let ignoring = try layoutBoth(
        Node.hstack([.text("abc"), Node.flexible().id("x").ignoresSafeArea()]), proposal(300, 100))
      #expect(ignoring["x"] == plain["x"])
    }

    @Test("S18.3 safeAreaInset: the bar at its edge, the main content in the rest, its safe area grown by the bar")
    func bottomBar() throws {
      let screen = Node.flexible().id("content").ignoresSafeArea().id("main")
        .safeAreaInset(edge: .bottom, spacing: 0, Node.flexible(minHeight: 49, maxHeight: 49).id("bar")).id("screen")
      let result = try layoutBoth(screen, proposal(390, 844), Self.phone)
      #expect(result["screen"] == rect(0, 47, 390, 763))
      #expect(result["bar"] == rect(0, 761, 390, 49))
      #expect(result["main"] == rect(0, 47, 390, 714))
      // The content reaches up into the status bar, and down under the bar and the home indicator.
      #expect(result["content"] == rect(0, 0, 390, 844))
      // Stacking the bar below instead gives the content no way under it.
      let stacked = Node.vstack(
        spacing: 0,
        [
          Node.flexible().id("content").ignoresSafeArea(), Node.flexible(minHeight: 49, maxHeight: 49),
        ])
      #expect(try layoutBoth(stacked, proposal(390, 844), Self.phone)["content"] == rect(0, 0, 390, 761))
    }

    @Test(
      "S18.3 the spacing (8 by default), the other edges, and the bar's alignment across",
      arguments: [
        (Edge.top, Alignment.leading, rect(0, 0, 50, 20), rect(0, 28, 200, 72)),
        (.bottom, .trailing, rect(150, 80, 50, 20), rect(0, 0, 200, 72)),
        (.leading, .top, rect(0, 0, 50, 20), rect(58, 0, 142, 100)),
        (.trailing, .bottom, rect(150, 80, 50, 20), rect(0, 0, 142, 100)),
      ])
    func edgesAndAlignment(edge: Edge, alignment: Alignment, bar: Rect, main: Rect) throws {
      let node = Node.flexible().id("main").safeAreaInset(
        edge: edge, alignment: alignment, Node.fixed(width: 50, height: 20).id("bar"))
      let result = try layoutBoth(node, proposal(200, 100))
      #expect(result.size == Size(width: 200, height: 100))
      #expect(result["bar"] == bar)
      #expect(result["main"] == main)
    }

    @Test("S18.5 a scroll under a bottom bar reaches under it and the status bar; its content stays inset")
    func scrollUnderTheBar() throws {
      let list = Node.vstack(spacing: 0, (0..<30).map { Node.fixed(width: 390, height: 44).id("row-\($0)") })
      let screen = list.id("list").scroll().id("scroll").safeAreaInset(
        edge: .bottom, spacing: 0, Node.flexible(minHeight: 49, maxHeight: 49).id("bar"))
      let result = try layoutBoth(screen, proposal(390, 844), Self.phone)
      // Proposed 714 high (763 − 49), the scroll's frame is the whole window; its content starts at the safe area.
      #expect(result["scroll"] == rect(0, 0, 390, 844))
      #expect(result["list"]?.origin == Point(x: 0, y: 47))
      #expect(result["bar"] == rect(0, 761, 390, 49))
      // Stacked instead, the scroll ends at the bar.
      let stacked = Node.vstack(spacing: 0, [list.scroll().id("scroll"), Node.flexible(minHeight: 49, maxHeight: 49)])
      #expect(try layoutBoth(stacked, proposal(390, 844), Self.phone)["scroll"] == rect(0, 0, 390, 761))
      // Without any safe area a scroll is laid out as ever.
      #expect(try layoutBoth(list.scroll().id("scroll"), proposal(390, 844))["scroll"] == rect(0, 0, 390, 844))
    }

    @Test("S18.3 a main content infinite even at 0 leaves the bar 0 (found by a soak: ∞ − ∞ is no proposal)")
    func infiniteMainContent() {
      let measured = Node.measured { p in Size(width: p.width ?? 10, height: p.height ?? 10) }
      let node = Node.flexible(idealWidth: 1, idealHeight: 1).aspectRatio(contentMode: .fill)
        .safeAreaInset(edge: .trailing, measured)
      // Both solvers fail alike, at the infinite root, without proposing the bar NaN.
      #expect(layoutErrorBoth(node, proposal(.infinity, nil))?.path == "/root")
    }

    @Test("S18.1 insets must be finite and ≥ 0, named by path")
    func invalidInsets() {
      let environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: -1))
      #expect(layoutErrorBoth(.spacer(), proposal(100, 100), environment)?.path == "/environment/safeAreaInsets/top")
    }

    @Test("S18.2 issue 28: a background's ignoresSafeAreaEdges lets its content, not the view, reach under the bars")
    func backgroundIgnoringSafeAreaEdges() throws {
      let environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
      let card = Node.flexible().id("card")
      let fill = Node.flexible().id("fill")
      // A view background stays in the safe area; a shape style's, as SwiftUI's `.background(.red)`, reaches
      // under both bars where the node touches them, and its primary stays where it was.
      let view = try layoutBoth(card.background(fill), proposal(390, 844), environment)
      #expect(view["fill"] == rect(0, 47, 390, 763))
      let style = try layoutBoth(card.background(ignoresSafeAreaEdges: .all, fill), proposal(390, 844), environment)
      #expect(style["card"] == rect(0, 47, 390, 763))
      #expect(style["fill"] == rect(0, 0, 390, 844))
      // The JSON shorthand is the content wrapped in ignoresSafeArea, on the edges named.
      let decoded = try LayoutRequest(
        json:
          #"{"root": {"kind": "background", "ignoresSafeAreaEdges": ["top"], "child": {"kind": "flexible", "id": "card"}, "content": {"kind": "flexible", "id": "fill"}}}"#
      ).root
      let top = try layoutBoth(decoded, proposal(390, 844), environment)
      #expect(top["fill"] == rect(0, 0, 390, 810))
      guard case .ignoresSafeArea(let edges) = decoded.children[1].kind else {
        Issue.record("the content is not wrapped")
        return
      }
      #expect(edges == .top)
    }

    @Test("S18.6 safeAreaPadding lays out as a padding of its length on its edges")
    func safeAreaPaddingPads() throws {
      let leaf = Node.fixed(width: 100, height: 50).id("leaf")
      let padded = try layoutBoth(leaf.safeAreaPadding(.all, 10).id("node"), proposal(300, 200))
      let plain = try layoutBoth(leaf.padding(10).id("node"), proposal(300, 200))
      #expect(padded["node"] == rect(0, 0, 120, 70) && padded["leaf"] == rect(10, 10, 100, 50))
      #expect(padded["node"] == plain["node"] && padded["leaf"] == plain["leaf"])
      // Only the edges asked for; 16 by default, as padding().
      let top = try layoutBoth(leaf.safeAreaPadding(.top, 30).id("node"), proposal(300, 200))
      #expect(top["node"] == rect(0, 0, 100, 80) && top["leaf"] == rect(0, 30, 100, 50))
      let standard = try layoutBoth(leaf.safeAreaPadding().id("node"), proposal(300, 200))
      #expect(standard["leaf"] == rect(16, 16, 100, 50))
    }

    @Test("S18.6 its insets are safe area: content that ignores it grows over them, a padding's does not")
    func safeAreaPaddingIsSafeArea() throws {
      let color = Node.flexible().id("color").ignoresSafeArea().id("ignoring")
      let padded = try layoutBoth(color.safeAreaPadding(.all, 16), proposal(200, 100))
      #expect(padded["ignoring"] == rect(16, 16, 168, 68))
      #expect(padded["color"] == rect(0, 0, 200, 100))
      let plain = try layoutBoth(color.padding(16), proposal(200, 100))
      #expect(plain["color"] == rect(16, 16, 168, 68))
      // Inside the window's insets the two add up: the color reaches the window's edges.
      let window = try layoutBoth(color.safeAreaPadding(.vertical, 10), proposal(390, 844), Self.phone)
      #expect(window["ignoring"] == rect(0, 57, 390, 743))
      #expect(window["color"] == rect(0, 0, 390, 844))
    }

    @Test("S18.6 a horizontal scroll in safeAreaPadding(.horizontal, 20) spans the node, its content inset by 20")
    func safeAreaPaddingAroundAScroll() throws {
      let strip = Node.fixed(width: 600, height: 50).id("row").scroll(.horizontal).id("scroll")
        .safeAreaPadding(.horizontal, 20).id("node")
      let result = try layoutBoth(strip, proposal(390, 844))
      #expect(result["node"] == rect(0, 0, 390, 50))
      #expect(result["scroll"] == rect(0, 0, 390, 50))
      #expect(result["row"] == rect(20, 0, 600, 50))
      // A padding keeps the scroll inside it.
      let padded = try layoutBoth(
        Node.fixed(width: 600, height: 50).id("row").scroll(.horizontal).id("scroll").padding(
          EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)), proposal(390, 844))
      #expect(padded["scroll"] == rect(20, 0, 350, 50))
    }

    @Test("S18.6 a negative or non-finite length is refused at the field")
    func safeAreaPaddingLengthIsChecked() throws {
      for length in [-1.0, .infinity, .nan] {
        let node = Node.fixed(width: 10, height: 10).safeAreaPadding(.all, length)
        #expect(throws: LayoutError.self) { try node.validate() }
        do {
          try node.validate()
        } catch {
          #expect(error.path == "/root/length", "\(length): \(error)")
        }
      }
    }
  }
}
