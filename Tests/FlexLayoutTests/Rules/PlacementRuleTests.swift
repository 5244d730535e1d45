import Testing

@testable import FlexLayout

extension Rules {
  /// S16: offset, position, hidden, geometryReader.
  @Suite("Rules: placement modifiers (S16)")
  struct PlacementRuleTests {
    /// `hstack(spacing nil)[fixed 30×20 "a", item, fixed 30×20 "c"]`.
    static func row(_ item: Node) -> Node {
      .hstack([Node.fixed(width: 30, height: 20).id("a"), item, Node.fixed(width: 30, height: 20).id("c")])
    }

    @Test("S16.1 an offset moves its child's subtree and nothing else; its own frame stays")
    func offsetMovesOnlyItsSubtree() throws {
      let plain = try layoutBoth(Self.row(Node.fixed(width: 40, height: 10).id("b")), proposal(300, 100))
      let moved = try layoutBoth(
        Self.row(Node.hstack([Node.fixed(width: 40, height: 10).id("b")]).id("inner").offset(x: 7, y: -3).id("offset")),
        proposal(300, 100))
      #expect(moved["a"] == plain["a"] && moved["c"] == plain["c"] && moved.size == plain.size)
      #expect(moved["offset"] == plain["b"])
      #expect(moved["inner"] == plain["b"].map { rect($0.x + 7, $0.y - 3, $0.width, $0.height) })
      #expect(moved["b"] == plain["b"].map { rect($0.x + 7, $0.y - 3, $0.width, $0.height) })
      // Right to left: the whole layout mirrors, so the child moves 7 to the left.
      var environment = LayoutEnvironment.standard
      environment.layoutDirection = .rightToLeft
      let mirrored = try layoutBoth(
        Self.row(Node.fixed(width: 40, height: 10).offset(x: 7, y: 0).id("offset")), proposal(300, 100), environment)
      let frame = try #require(mirrored["offset"])
      #expect(mirrored.frames[mirrored.ids["offset"]!.index + 1] == rect(frame.x - 7, frame.y, 40, 10))
    }

    @Test("S16.1, S16.3 offset and hidden keep their child's spacer edges and priority")
    func transparentInStacks() throws {
      for wrap in [{ (node: Node) in node.offset(x: 3, y: 0) }, { (node: Node) in node.hidden() }] {
        let stack = Node.hstack([
          Node.fixed(width: 30, height: 20), wrap(.spacer(minLength: 0)), Node.fixed(width: 30, height: 20).id("c"),
        ])
        let result = try layoutBoth(stack, proposal(100, 20))
        #expect(result["c"] == rect(70, 0, 30, 20))  // no gaps beside the spacer
        let ranked = Node.hstack(
          spacing: 0,
          [
            Node.text(wordWidths: [40, 40], lineHeight: 10).id("plain"),
            wrap(Node.text(wordWidths: [40, 40], lineHeight: 10).layoutPriority(1)).id("first"),
          ])
        #expect(try layoutBoth(ranked, proposal(140, nil))["first"]?.width == 84)
      }
    }

    @Test(
      "S16.2 a position takes the proposal (its child's answer where nil) and centres its child on (x, y)",
      arguments: [
        (proposal(200, 100), Size(width: 200, height: 100), rect(10, 15, 20, 10)),
        (proposal(nil, 100), Size(width: 20, height: 100), rect(10, 15, 20, 10)),
        (proposal(nil, nil), Size(width: 20, height: 10), rect(10, 15, 20, 10)),
      ])
    func position(proposed: ProposedSize, size: Size, child: Rect) throws {
      let result = try layoutBoth(
        Node.fixed(width: 20, height: 10).id("child").position(x: 20, y: 20).id("position"), proposed)
      #expect(result["position"]?.size == size)
      #expect(result["child"] == child)
      // The child is proposed the position's size: a flexible child fills it, centred on (x, y).
      let filled = try layoutBoth(Node.flexible().id("fill").position(x: 0, y: 0), proposal(60, 40))
      #expect(filled["fill"] == rect(-30, -20, 60, 40))
    }

    @Test("S16.2, S16.4 position and geometryReader hide their child from the stack: default gaps, no orientation")
    func opaqueInStacks() throws {
      for wrap in [{ (node: Node) in node.position(x: 0, y: 0) }, { (node: Node) in Node.geometryReader(node) }] {
        let stack = Node.hstack([
          Node.fixed(width: 30, height: 20), wrap(.spacer(minLength: 0)).id("wrapped"),
          Node.fixed(width: 30, height: 20),
        ])
        let result = try layoutBoth(stack, proposal(100, 20))
        // 30 + 8 + 24 + 8 + 30: the wrapper takes what is left after the default gaps.
        #expect(result["wrapped"] == rect(38, 0, 24, 20))
      }
    }

    @Test(
      "S16.4 a geometry reader takes the proposal (10 where nil) and places its child, proposed that, top-leading",
      arguments: [
        (proposal(200, 100), rect(0, 0, 200, 100)),
        (proposal(nil, 100), rect(0, 0, 10, 100)),
        (proposal(nil, nil), rect(0, 0, 10, 10)),
      ])
    func geometryReader(proposed: ProposedSize, expected: Rect) throws {
      let result = try layoutBoth(
        Node.geometryReader(Node.flexible(maxWidth: 50).id("child")).id("reader"), proposed)
      #expect(result["reader"] == expected)
      #expect(result["child"] == rect(0, 0, Swift.min(expected.width, 50), expected.height))
      // An infinite proposal stays infinite: a frame that cannot be finite is an error.
      #expect(layoutErrorBoth(Node.geometryReader(.fixed(width: 1, height: 1)), proposal(.infinity, 10)) != nil)
    }

    @Test("S16.3 hidden keeps every frame and marks itself and its subtree hidden, in the result and the JSON")
    func hidden() throws {
      let tree = Node.vstack([
        Node.fixed(width: 10, height: 10).id("shown"),
        Node.hstack([Node.fixed(width: 20, height: 5).id("inside")]).id("group").hidden().id("hidden"),
      ])
      let result = try layoutBoth(tree, proposal(100, 100))
      let unhidden = try layoutBoth(
        Node.vstack([tree.children[0], tree.children[1].children[0]]), proposal(100, 100))
      #expect(result["inside"] == unhidden["inside"] && result["shown"] == unhidden["shown"])
      #expect(result["hidden"] == unhidden["group"])
      let hidden = result.ids.filter { result.isHidden($0.value) }.map(\.key).sorted()
      #expect(hidden == ["group", "hidden", "inside"])
      #expect(result.isVisible(result.ids["inside"]!))  // hidden is not "not laid out"
      #expect(!unhidden.hasMarks)
    }
  }
}
