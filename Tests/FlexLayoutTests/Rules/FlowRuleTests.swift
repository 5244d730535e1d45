import Testing

@testable import FlexLayout

extension Rules {
  /// S8: wrapping rows.
  @Suite("Rules: flow (S8)")
  struct FlowRuleTests {
    /// A fixed item `width` × `height` named `id`.
    static func item(_ id: String, _ width: Double, _ height: Double = 10) -> Node {
      Node.fixed(width: width, height: height).id(id)
    }

    @Test("S8.2 D11: an item with line + spacing + item == W stays on the line")
    func boundaryStays() throws {
      let flow = Node.flow([Self.item("a", 10), Self.item("b", 82)]).id("flow")
      let result = try layoutBoth(flow, proposal(100, nil))
      #expect(result["b"] == rect(18, 0, 82, 10))
      #expect(result["flow"] == rect(0, 0, 100, 10))
    }

    @Test("S8.2 one ulp more wraps: a wider item, or a narrower width")
    func boundaryWraps() throws {
      let wider = Node.flow([Self.item("a", 10), Self.item("b", Double(82).nextUp)]).id("flow")
      let result = try layoutBoth(wider, proposal(100, nil))
      #expect(result["b"] == rect(0, 18, Double(82).nextUp, 10))
      #expect(result["flow"] == rect(0, 0, Double(82).nextUp, 28))

      let exact = Node.flow([Self.item("a", 10), Self.item("b", 82)]).id("flow")
      let narrower = try layoutBoth(exact, proposal(Double(100).nextDown, nil))
      #expect(narrower["b"] == rect(0, 18, 82, 10))
    }

    @Test("S8.1 an item wider than the line is proposed (W, nil) and sits on a line of its own")
    func wideItemOwnLine() throws {
      // The text's ideal is 124 > 100: proposed (100, nil) it wraps to two lines of 60 (60 × 34). The next
      // item would fit beside it (60 + 8 + 30 ≤ 100) but starts a new line.
      let text = Node.text(wordWidths: [60, 60], spaceWidth: 4, lineHeight: 17).id("text")
      let flow = Node.flow([Self.item("a", 30), text, Self.item("b", 30)]).id("flow")
      let result = try layoutBoth(flow, proposal(100, 500))
      #expect(result["a"] == rect(0, 0, 30, 10))
      #expect(result["text"] == rect(0, 18, 60, 34))
      #expect(result["b"] == rect(0, 60, 30, 10))
      #expect(result["flow"] == rect(0, 0, 60, 70))
    }

    @Test("S8.1 a single item wider than the line opens the first line (never an empty line)")
    func wideFirstItem() throws {
      let flow = Node.flow([Self.item("a", 150), Self.item("b", 20)]).id("flow")
      let result = try layoutBoth(flow, proposal(100, nil))
      // A fixed item answers 150 to (100, nil) too: it overflows its line.
      #expect(result["a"] == rect(0, 0, 150, 10))
      #expect(result["b"] == rect(0, 18, 20, 10))
      #expect(result["flow"] == rect(0, 0, 150, 28))
    }

    @Test(
      "S8.4 lines are aligned inside the flow's width (its widest line); items are top-aligned",
      arguments: [(HorizontalAlignment.leading, 0.0), (.center, 34), (.trailing, 68)])
    func alignment(alignment: HorizontalAlignment, secondLineX: Double) throws {
      let items = [Self.item("a", 50, 10), Self.item("b", 40, 20), Self.item("c", 30, 10)]
      let flow = Node.flow(alignment: alignment, items).id("flow")
      let result = try layoutBoth(flow, proposal(100, 500))
      // Line 0: 50 + 8 + 40 = 98 (height 20); line 1: 30 at y 28.
      #expect(result["flow"] == rect(0, 0, 98, 38))
      #expect(result["a"] == rect(0, 0, 50, 10))
      #expect(result["b"] == rect(58, 0, 40, 20))
      #expect(result["c"] == rect(secondLineX, 28, 30, 10))
    }

    @Test("S8 unspecified or infinite width: one line", arguments: [nil, Double.infinity])
    func oneLine(width: Double?) throws {
      let items = [Self.item("a", 50, 10), Self.item("b", 400, 20), Self.item("c", 30, 10)]
      let flow = Node.flow(spacing: 4, items).id("flow")
      let result = try layoutBoth(flow, proposal(width, nil))
      #expect(result["flow"] == rect(0, 0, 488, 20))
      #expect(result["c"] == rect(458, 0, 30, 10))
    }

    @Test("S8.1 items are proposed their ideal: a flexible item is 10 × 10, the height proposal is unused")
    func idealProposals() throws {
      let flow = Node.flow(spacing: 2, lineSpacing: 3, [Node.flexible().id("a"), Node.flexible().id("b")]).id("flow")
      let result = try layoutBoth(flow, proposal(15, 300))
      #expect(result["a"] == rect(0, 0, 10, 10))
      #expect(result["b"] == rect(0, 13, 10, 10))
      #expect(result["flow"] == rect(0, 0, 10, 23))
    }

    @Test("S8.3 no items: (0, 0)")
    func empty() throws {
      let result = try layoutBoth(Node.flow([]).id("flow"), proposal(100, 100))
      #expect(result["flow"] == rect(0, 0, 0, 0))
    }

    @Test("S8.3 a negative line spacing overlaps lines but never makes the height negative")
    func negativeLineSpacing() throws {
      let items = [Self.item("a", 60), Self.item("b", 60), Self.item("c", 60)]
      let flow = Node.flow(lineSpacing: -20, items).id("flow")
      let result = try layoutBoth(flow, proposal(100, nil))
      // Three lines: 10 − 20 + 10 − 20 + 10 = −10, floored at 0.
      #expect(result["c"] == rect(0, -20, 60, 10))
      #expect(result["flow"] == rect(0, 0, 60, 0))
    }

    @Test("S8 a spacer in a flow has no stack axis: its minimum on both axes")
    func spacerInFlow() throws {
      let flow = Node.flow([Node.spacer(minLength: 12).id("spacer"), Self.item("a", 20)]).id("flow")
      let result = try layoutBoth(flow, proposal(100, nil))
      #expect(result["spacer"] == rect(0, 0, 12, 12))
      #expect(result["a"] == rect(20, 0, 20, 10))
    }

    @Test("S3.2 a flow's layout priority is 0: in a zstack it outranks a spacer and decides the size")
    func priorityZero() throws {
      let tree = Node.zstack([Node.spacer().id("spacer"), Node.flow([Self.item("a", 30, 20)]).id("flow")]).id("z")
      let result = try layoutBoth(tree, proposal(200, 100))
      #expect(result["z"] == rect(0, 0, 30, 20))
      #expect(result["spacer"] == rect(0, 0, 30, 20))
      #expect(result["flow"] == rect(0, 0, 30, 20))
    }

    @Test("S8 a flow in an hstack hugs its content; right-to-left mirrors its lines")
    func inStackRightToLeft() throws {
      let flow = Node.flow(alignment: .leading, [Self.item("a", 50), Self.item("b", 40), Self.item("c", 30)])
      let tree = Node.hstack(spacing: 0, [flow.id("flow"), Node.spacer(minLength: 0)]).id("stack")
      let environment = LayoutEnvironment(layoutDirection: .rightToLeft)
      let result = try layoutBoth(tree, proposal(100, 100), environment)
      // Left to right the flow is 98 wide at x 0; mirrored about the root's 100: x' = 100 − x − w.
      #expect(result["stack"] == rect(0, 0, 100, 28))
      #expect(result["flow"] == rect(2, 0, 98, 28))
      #expect(result["a"] == rect(50, 0, 50, 10))
      #expect(result["c"] == rect(70, 18, 30, 10))
    }
  }
}
