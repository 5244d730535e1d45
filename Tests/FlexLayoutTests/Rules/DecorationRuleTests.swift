import Testing

@testable import FlexLayout

extension Rules {
  /// S15: background and overlay.
  @Suite("Rules: decorations (S15)")
  struct DecorationRuleTests {
    /// A row whose second item is `item`, laid out at 200 × 100.
    static func row(_ item: Node) -> Node {
      .hstack(
        spacing: nil, [Node.text("Mail Inbox Archive").id("label"), item.id("item"), Node.fixed(width: 30, height: 10)])
    }

    @Test("S15.1 a decoration answers as its primary: the rest of the row is laid out as without it")
    func answersAsPrimary() throws {
      for proposed in [proposal(200, 100), proposal(60, nil), proposal(nil, nil), proposal(0, 0)] {
        let plain = try layoutBoth(Self.row(.flexible(minWidth: 20, maxWidth: 90)), proposed)
        for decorated in [
          Node.flexible(minWidth: 20, maxWidth: 90).background(.fixed(width: 500, height: 500)),
          Node.flexible(minWidth: 20, maxWidth: 90).overlay(alignment: .topLeading, .text("a much longer text")),
        ] {
          let result = try layoutBoth(Self.row(decorated), proposed)
          #expect(result.size == plain.size, "\(proposed)")
          #expect(result["label"] == plain["label"], "\(proposed)")
          #expect(result["item"] == plain["item"], "\(proposed)")
          // The primary has the node's frame.
          #expect(result.frames[result.ids["item"]!.index + 1] == plain["item"], "\(proposed)")
        }
      }
    }

    @Test("S15.1 the primary's spacer edges and priority are the decoration's; a spacer in the content sees no stack")
    func edgesAndPriority() throws {
      // A spacer as the primary touches its neighbours (no gap, S3.1) and lies along the stack (0 high).
      let stack = Node.hstack(
        spacing: nil,
        [
          Node.fixed(width: 20, height: 40),
          Node.spacer(minLength: 0).overlay(Node.spacer(minLength: 80).id("content")).id("decorated"),
          Node.fixed(width: 20, height: 40).id("last"),
        ])
      let result = try layoutBoth(stack, proposal(100, 100))
      #expect(result["decorated"] == rect(20, 20, 60, 0))
      #expect(result["last"] == rect(80, 0, 20, 40))
      // The content's spacer is outside any stack: its minimum holds on both axes (S2.5), so it is 80 × 80.
      #expect(result["content"] == rect(10, -20, 80, 80))

      // A priority on the primary wins the row's width first.
      let row = Node.hstack(
        spacing: 0,
        [
          Node.text(wordWidths: [40, 40], lineHeight: 10).id("plain"),
          Node.text(wordWidths: [40, 40], lineHeight: 10).layoutPriority(1).background(.flexible()).id("first"),
        ])
      // The first is offered 140 − 40 (the other's minimum) and takes its ideal 84; the other wraps.
      let ranked = try layoutBoth(row, proposal(140, nil))
      #expect(ranked["first"] == rect(40, 5, 84, 10))
      #expect(ranked["plain"] == rect(0, 0, 40, 20))
    }

    @Test(
      "S15.2–S15.3 the content is proposed the primary's size and aligned in it, overhanging when larger",
      arguments: [
        (Alignment.center, Size(width: 10, height: 10), rect(15, 10, 10, 10)),
        (.topLeading, Size(width: 10, height: 10), rect(0, 0, 10, 10)),
        (.bottomTrailing, Size(width: 10, height: 10), rect(30, 20, 10, 10)),
        (.center, Size(width: 100, height: 50), rect(-30, -10, 100, 50)),
        (.trailing, Size(width: 100, height: 50), rect(-60, -10, 100, 50)),
      ])
    func contentPlacement(alignment: Alignment, content: Size, expected: Rect) throws {
      for overlay in [false, true] {
        let primary = Node.fixed(width: 40, height: 30).id("primary")
        let drawn = Node.fixed(width: content.width, height: content.height).id("content")
        let node =
          overlay ? primary.overlay(alignment: alignment, drawn) : primary.background(alignment: alignment, drawn)
        let result = try layoutBoth(node.frame(width: 40, height: 30, alignment: .topLeading), proposal(nil, nil))
        #expect(result["primary"] == rect(0, 0, 40, 30))
        #expect(result["content"] == expected, "\(alignment) overlay: \(overlay)")
      }
      // A flexible content takes exactly the primary's size, whatever the node was proposed.
      let filled = try layoutBoth(
        Node.text(wordWidths: [30, 30], lineHeight: 17).background(Node.flexible().id("fill")), proposal(500, 400))
      #expect(filled["fill"] == rect(0, 0, 64, 17))
    }

    @Test("S15.3 leading and trailing alignments mirror in right-to-left layouts")
    func rightToLeft() throws {
      let node = Node.fixed(width: 40, height: 30).overlay(
        alignment: .leading, Node.fixed(width: 10, height: 10).id("badge"))
      var environment = LayoutEnvironment.standard
      environment.layoutDirection = .rightToLeft
      let result = try layoutBoth(node, proposal(nil, nil), environment)
      #expect(result["badge"] == rect(30, 10, 10, 10))
    }

    @Test("S15.4 drawing order: a background's content before its primary, an overlay's after; JSON frames follow it")
    func drawingOrder() throws {
      let tree = Node.vstack([
        Node.fixed(width: 10, height: 10).id("primary").background(Node.flexible().id("behind")).id("background"),
        Node.fixed(width: 10, height: 10).id("base").overlay(Node.flexible().id("front")).id("overlay"),
        Node.fixed(width: 10, height: 10).id("last"),
      ])
      let result = try layoutBoth(tree, proposal(100, 100))
      let names = result.drawingOrder.map { node in result.ids.first { $0.value == node }?.key ?? "#\(node.index)" }
      #expect(names == ["#0", "background", "behind", "primary", "overlay", "base", "front", "last"])
      // Without backgrounds the drawing order is preorder.
      let plain = try layoutBoth(tree.children[1], proposal(100, 100))
      #expect(plain.drawingOrder == plain.frames.indices.map(NodeID.init))
    }
  }
}
