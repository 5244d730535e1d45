import Testing

@testable import FlexLayout

extension Rules {
  /// S2.5 spacers, their flush gaps (S3.1, D9) and their priority (S3.2).
  @Suite("Rules: spacers (S2.5, S3.1, S3.2)")
  struct SpacerRuleTests {
    @Test("S3.2 HStack { Color; Spacer } at 300: the Color is sized first with 292, the Spacer gets 8")
    func colorThenSpacer() throws {
      let stack = Node.hstack([Node.flexible().id("color"), Node.spacer().id("spacer")])
      let result = try layoutBoth(stack, proposal(300, 100))
      #expect(result["color"] == rect(0, 0, 292, 100))
      // S2.5: 0 across the stack's axis, centred in the stack's height.
      #expect(result["spacer"] == rect(292, 50, 8, 0))
      #expect(result.size == Size(width: 300, height: 100))
    }

    @Test("S3.1 spacers sit flush against their neighbours and share what is left")
    func flushAndShare() throws {
      let stack = Node.hstack([
        Node.fixed(width: 10, height: 10).id("a"), Node.spacer().id("spacer"),
        Node.fixed(width: 10, height: 10).id("b"),
      ])
      let result = try layoutBoth(stack, proposal(100, 10))
      #expect(result["a"] == rect(0, 0, 10, 10))
      #expect(result["spacer"] == rect(10, 5, 80, 0))
      #expect(result["b"] == rect(90, 0, 10, 10))
    }

    @Test("S2.5 along a vstack a spacer is vertical: 0 wide, at least minLength tall")
    func verticalSpacer() throws {
      let stack = Node.vstack([Node.fixed(width: 10, height: 10).id("top"), Node.spacer(minLength: 20).id("spacer")])
      let result = try layoutBoth(stack, proposal(50, 100))
      #expect(result["spacer"] == rect(5, 10, 0, 90))
      let squeezed = try layoutBoth(stack, proposal(50, 15))
      #expect(squeezed["spacer"] == rect(5, 10, 0, 20))
      #expect(squeezed.size == Size(width: 10, height: 30))
    }

    @Test(
      "S2.5 outside any stack a spacer expands on both axes",
      arguments: [
        (proposal(100, 50), Size(width: 100, height: 50)),
        (proposal(nil, nil), Size(width: 8, height: 8)),
        (proposal(3, nil), Size(width: 8, height: 8)),
      ])
    func outsideStacks(proposed: ProposedSize, expected: Size) throws {
      let root = try layoutBoth(Node.spacer(), proposed)
      #expect(root.size == expected)
      let inZStack = try layoutBoth(Node.zstack([Node.spacer().id("spacer")]), proposed)
      #expect(inZStack["spacer"]?.size == expected)
    }

    @Test("S2.5 a scroll view hides the enclosing stack: its spacer expands on both axes, with 8-point gaps")
    func scrollHidesStack() throws {
      let stack = Node.hstack([
        Node.fixed(width: 10, height: 10).id("a"), Node.spacer().id("spacer").scroll(.horizontal),
      ])
      let result = try layoutBoth(stack, proposal(100, 30))
      #expect(result.frames[2] == rect(18, 0, 82, 30))
      #expect(result["spacer"] == rect(18, 0, 8, 30))
    }

    @Test(
      "S3.1 (D9) a padding keeps a spacer's flush edges except where it has an inset along the axis",
      arguments: [
        // (insets, x of the padding, padding width, x of the last child)
        (EdgeInsets(top: 5), 10.0, 80.0, 90.0),
        (EdgeInsets(leading: 4), 18.0, 72.0, 90.0),
        (EdgeInsets(trailing: 4), 10.0, 72.0, 90.0),
        (EdgeInsets(leading: 4, trailing: 4), 18.0, 64.0, 90.0),
      ])
    func paddedSpacer(insets: EdgeInsets, x: Double, width: Double, lastX: Double) throws {
      let stack = Node.hstack([
        Node.fixed(width: 10, height: 10), Node.spacer().padding(insets).id("padding"),
        Node.fixed(width: 10, height: 10).id("last"),
      ])
      let result = try layoutBoth(stack, proposal(100, 20))
      #expect(result["padding"]?.x == x)
      #expect(result["padding"]?.width == width)
      #expect(result["last"]?.x == lastX)
    }

    @Test("S3.1 (D9) a frame constraining the stack's axis restores the default gaps; across it does not")
    func framedSpacer() throws {
      let children = { (spacer: Node) in
        Node.hstack([Node.fixed(width: 10, height: 10), spacer.id("frame"), Node.fixed(width: 10, height: 10)])
      }
      let sized = try layoutBoth(children(Node.spacer().frame(width: 20)), proposal(100, 20))
      #expect(sized["frame"] == rect(18, 5, 20, 0))
      #expect(sized.size.width == 56)
      // A height does not constrain an hstack's axis: flush gaps, and the frame fixes the cross size.
      let tall = try layoutBoth(children(Node.spacer().id("spacer").frame(height: 20)), proposal(100, 20))
      #expect(tall["frame"] == rect(10, 0, 80, 20))
      #expect(tall["spacer"] == rect(10, 10, 80, 0))
      let flexible = try layoutBoth(children(Node.spacer().frame(minWidth: 30)), proposal(100, 20))
      #expect(flexible["frame"]?.x == 18)
      #expect(flexible["frame"]?.width == 64)
    }

    @Test("S3.2 a wrapped spacer has priority 0 and shares space like any child")
    func wrappedSpacerPriority() throws {
      let bare = try layoutBoth(
        .hstack(spacing: 0, [Node.flexible().id("color"), Node.spacer().id("spacer")]), proposal(100, 10))
      #expect(bare["color"]?.width == 92)
      let wrapped = try layoutBoth(
        .hstack(spacing: 0, [Node.flexible().id("color"), Node.spacer().id("spacer").padding(0)]), proposal(100, 10))
      #expect(wrapped["color"]?.width == 50)
      #expect(wrapped["spacer"]?.width == 50)
      let raised = try layoutBoth(
        .hstack(spacing: 0, [Node.flexible().id("color"), Node.spacer().layoutPriority(1).id("spacer")]),
        proposal(100, 10))
      #expect(raised["spacer"]?.width == 100)
      #expect(raised["color"]?.width == 0)
    }

    @Test("S3.2 spacers in a fixedSize keep priority −∞ and are proposed nil")
    func fixedSizeSpacer() throws {
      let stack = Node.hstack([Node.flexible().id("color"), Node.spacer().fixedSize().id("fixed")])
      let result = try layoutBoth(stack, proposal(100, 10))
      #expect(result["color"]?.width == 92)
      #expect(result["fixed"] == rect(92, 5, 8, 0))
    }
  }
}
