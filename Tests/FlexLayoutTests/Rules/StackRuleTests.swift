import Testing

@testable import FlexLayout

extension Rules {
  /// S3: hstack and vstack sizing and placement.
  @Suite("Rules: stacks (S3)")
  struct StackRuleTests {
    @Test(
      "S3.4 equal children share the major length equally",
      arguments: [
        // (spacing, proposed width, expected child width, expected x of each child)
        (0.0, 300.0, 100.0, [0.0, 100, 200]),
        (10.0, 320.0, 100.0, [0.0, 110, 220]),
        (0.0, 30.0, 10.0, [0.0, 10, 20]),
      ])
    func equalShares(spacing: Double, width: Double, childWidth: Double, xs: [Double]) throws {
      let stack = Node.hstack(spacing: spacing, (0..<3).map { Node.flexible().id("c\($0)") })
      let result = try layoutBoth(stack, proposal(width, 100))
      for index in 0..<3 {
        #expect(result["c\(index)"] == rect(xs[index], 0, childWidth, 100))
      }
      #expect(result.size == Size(width: width, height: 100))
    }

    @Test("S3.4 the same rule along the vertical axis")
    func verticalShares() throws {
      let stack = Node.vstack(spacing: 0, (0..<3).map { Node.flexible().id("c\($0)") })
      let result = try layoutBoth(stack, proposal(50, 300))
      #expect(result["c0"] == rect(0, 0, 50, 100))
      #expect(result["c1"] == rect(0, 100, 50, 100))
      #expect(result["c2"] == rect(0, 200, 50, 100))
    }

    @Test("S3.4 max 100 next to min 100 at 150: 75 and 100, the stack overflows to 175 centred at -12.5")
    func maxNextToMin() throws {
      let tree = Node.hstack(
        spacing: 0,
        [
          Node.flexible().frame(maxWidth: 100).id("red"),
          Node.flexible().frame(minWidth: 100).id("green"),
        ]
      ).id("stack").frame(width: 150, height: 100).id("frame")
      let result = try layoutBoth(tree, proposal(390, 844))
      #expect(result["frame"] == rect(0, 0, 150, 100))
      #expect(result["stack"] == rect(-12.5, 0, 175, 100))
      #expect(result["red"] == rect(-12.5, 0, 75, 100))
      #expect(result["green"] == rect(62.5, 0, 100, 100))
    }

    @Test("S3.4.2 fitting order: the less flexible child is sized first")
    func lessFlexibleFirst() throws {
      // The capped child (flex 30) goes first although it comes second: 100/2 = 50 → 30, then 70 is left.
      let stack = Node.hstack(spacing: 0, [Node.flexible().id("a"), Node.flexible(maxWidth: 30).id("b")])
      let result = try layoutBoth(stack, proposal(100, 10))
      #expect(result["a"] == rect(0, 0, 70, 10))
      #expect(result["b"] == rect(70, 0, 30, 10))
    }

    @Test("S3.4.2 fitting order: of two infinitely flexible children the larger minimum goes first")
    func largerMinimumFirst() throws {
      // b (min 60) first: 100/2 = 50 → 60; a gets the remaining 40. In source order a would take 50, b 60.
      let stack = Node.hstack(
        spacing: 0,
        [Node.flexible().frame(minWidth: 20).id("a"), Node.flexible().frame(minWidth: 60).id("b")])
      let result = try layoutBoth(stack, proposal(100, 10))
      #expect(result["a"]?.width == 40)
      #expect(result["b"]?.width == 60)
      #expect(result.size.width == 100)
    }

    @Test("S3.4.2 fitting order: equal keys keep source order")
    func tiesInSourceOrder() throws {
      // Three identical text children: the first is offered 100/3 and wraps; the others share the rest.
      let words = Node.text(wordWidths: [20, 20], spaceWidth: 4, lineHeight: 10)
      let stack = Node.hstack(spacing: 0, [words.id("a"), words.id("b"), words.id("c")])
      let result = try layoutBoth(stack, proposal(110, nil))
      // a: offered 36.67 → two lines, 20 wide; b: offered 90/2 = 45 → one line, 44; c: offered 46 → 44.
      #expect(result["a"] == rect(0, 0, 20, 20))
      #expect(result["b"] == rect(20, 5, 44, 10))
      #expect(result["c"] == rect(64, 5, 44, 10))
    }

    @Test("S3.4 priority groups reserve the minimums of lower groups")
    func priorityGroupsReserve() throws {
      let low = Node.flexible().frame(minWidth: 50).id("low")
      let high = Node.flexible().id("high")
      // Priority 1 is offered 300 − 50 (low's minimum) = 250; low gets its 50 back.
      let prioritised = try layoutBoth(.hstack(spacing: 0, [low, high.layoutPriority(1)]), proposal(300, 10))
      #expect(prioritised["low"] == rect(0, 0, 50, 10))
      #expect(prioritised["high"] == rect(50, 0, 250, 10))
      // Without the priority both are infinitely flexible and share: 150 each.
      let equal = try layoutBoth(.hstack(spacing: 0, [low, high]), proposal(300, 10))
      #expect(equal["low"]?.width == 150)
      #expect(equal["high"]?.width == 150)
    }

    @Test("S3.4 a lower group gets only what the higher group left, at least its minimums")
    func lowerGroupsGetTheRest() throws {
      let stack = Node.hstack(
        spacing: 0,
        [
          Node.flexible().frame(minWidth: 30).id("low"),
          Node.fixed(width: 90, height: 10).layoutPriority(2).id("fixed"),
          Node.flexible().layoutPriority(1).id("middle"),
        ])
      // fixed (2): offered 100 − 30 = 70, takes 90 → −20 left; middle (1): offered max(−20, 0) = 0 → 0;
      // low (0): −20 + 30 = 10 → offered 10, answers its minimum 30. The stack overflows to 120.
      let result = try layoutBoth(stack, proposal(100, 10))
      #expect(result["low"] == rect(0, 0, 30, 10))
      #expect(result["fixed"] == rect(30, 0, 90, 10))
      #expect(result["middle"] == rect(120, 0, 0, 10))
      #expect(result.size == Size(width: 120, height: 10))
    }

    @Test("S3.4.3 available never becomes NaN: an infinite minimum in a lower group is reserved as −∞")
    func noNaNProposals() {
      // The fill child's minimum height is ∞ (fill with an unspecified width scales to infinity), so the
      // reservation leaves −∞, and giving it back (−∞ + ∞) keeps −∞ instead of NaN: the child is proposed
      // height 0, still answers ∞, and the stack is infinite. (A NaN proposal would read as "unspecified".)
      let stack = Node.vstack([
        Node.fixed(width: 10, height: 10).id("fixed"),
        Node.flexible().aspectRatio(1.5, contentMode: .fill).layoutPriority(-1).id("fill"),
      ])
      let error = layoutErrorBoth(stack, proposal(nil, 800))
      // Named where the infinity comes from (S1.3): the fill's flexible leaf, not the stack that sums it.
      #expect(error?.path == "/root/children/1/child")
      #expect(error?.message.contains("infinite") == true)
    }

    @Test("S3.4 children never shrink below their minimum: the stack overflows its frame")
    func overflowInsteadOfShrinking() throws {
      let stack = Node.hstack(
        spacing: 0, [Node.fixed(width: 100, height: 10).id("a"), Node.fixed(width: 100, height: 10).id("b")]
      ).id("stack").frame(width: 150)
      let result = try layoutBoth(stack, proposal(150, 10))
      #expect(result["stack"] == rect(-25, 0, 200, 10))
      #expect(result["a"] == rect(-25, 0, 100, 10))
      #expect(result["b"] == rect(75, 0, 100, 10))
    }

    @Test("S3.4 an infinite major proposal offers every child infinity")
    func infiniteMajorProposal() throws {
      let stack = Node.hstack([Node.fixed(width: 30, height: 10).id("a"), Node.flexible(maxWidth: 50).id("b")])
      let result = try layoutBoth(stack, proposal(.infinity, 10))
      #expect(result["a"] == rect(0, 0, 30, 10))
      #expect(result["b"] == rect(38, 0, 50, 10))
      #expect(result.size == Size(width: 88, height: 10))
    }

    @Test("S3.3 an unspecified major proposal asks every child for its ideal length")
    func unspecifiedMajor() throws {
      let stack = Node.hstack([
        Node.flexible().id("color"),
        Node.fixed(width: 20, height: 5).id("fixed"),
        Node.text("ab cd").id("text"),
      ])
      let result = try layoutBoth(stack, proposal(nil, nil))
      // Placed with the stack's height (S3.6), the colour fills it; the others keep their ideal sizes.
      #expect(result["color"] == rect(0, 0, 10, 17))
      #expect(result["fixed"] == rect(18, 6, 20, 5))
      #expect(result["text"] == rect(46, 0, 40, 17))
      #expect(result.size == Size(width: 86, height: 17))
    }

    @Test(
      "S3.5 the minor size is the largest child; S3.6/S6 children are aligned across the axis",
      arguments: [
        (HorizontalAlignment.leading, [0.0, 0.0]),
        (.center, [15.0, 0.0]),
        (.trailing, [30.0, 0.0]),
      ])
    func minorAlignment(alignment: HorizontalAlignment, xs: [Double]) throws {
      let stack = Node.vstack(
        spacing: 0, alignment: alignment,
        [Node.fixed(width: 20, height: 10).id("narrow"), Node.fixed(width: 50, height: 10).id("wide")])
      let result = try layoutBoth(stack, proposal(nil, nil))
      #expect(result.size == Size(width: 50, height: 20))
      #expect(result["narrow"] == rect(xs[0], 0, 20, 10))
      #expect(result["wide"] == rect(xs[1], 10, 50, 10))
    }

    @Test("S3.6 placement proposes the stack's minor size when the minor proposal was nil")
    func placementUsesMinorSize() throws {
      // Sized at (200, nil) the colour answers its ideal height 10; placed at (200, 40) it fills 40.
      let stack = Node.hstack([Node.fixed(width: 50, height: 40).id("fixed"), Node.flexible().id("color")])
      let result = try layoutBoth(stack, proposal(200, nil))
      #expect(result.size == Size(width: 200, height: 40))
      #expect(result["fixed"] == rect(0, 0, 50, 40))
      #expect(result["color"] == rect(58, 0, 142, 40))
    }

    @Test("S3.1 default gaps are 8; an explicit spacing replaces them, negative overlaps")
    func gaps() throws {
      let children = [Node.fixed(width: 10, height: 10).id("a"), Node.fixed(width: 10, height: 10).id("b")]
      let standard = try layoutBoth(.hstack(children), proposal(nil, nil))
      #expect(standard["b"]?.x == 18)
      #expect(standard.size.width == 28)
      let overlapping = try layoutBoth(.hstack(spacing: -5, children), proposal(nil, nil))
      #expect(overlapping["b"]?.x == 5)
      #expect(overlapping.size.width == 15)
    }

    @Test("S3.5 a stack is never narrower than 0, even when negative spacing overlaps more than its content")
    func negativeSpacingFloorsAtZero() throws {
      let stack = Node.hstack(
        spacing: -30, [Node.fixed(width: 10, height: 10).id("a"), Node.fixed(width: 10, height: 10).id("b")])
      let result = try layoutBoth(stack, proposal(nil, nil))
      #expect(result.size == Size(width: 0, height: 10))
      #expect(result["a"] == rect(0, 0, 10, 10))
      #expect(result["b"] == rect(-20, 0, 10, 10))
    }

    @Test("S3.7 a stack without children is 0 × 0")
    func emptyStack() throws {
      let result = try layoutBoth(.hstack([]).padding(5), proposal(100, 100))
      #expect(result.frames[1] == rect(5, 5, 0, 0))
      #expect(result.size == Size(width: 10, height: 10))
    }

    @Test("S3.4 nested stacks: each level distributes what its parent proposed")
    func nestedStacks() throws {
      let inner = Node.vstack(spacing: 0, [Node.flexible().id("top"), Node.flexible().id("bottom")])
      let outer = Node.hstack(spacing: 10, [Node.flexible().id("left"), inner.id("inner")])
      let result = try layoutBoth(outer, proposal(210, 100))
      #expect(result["left"] == rect(0, 0, 100, 100))
      #expect(result["inner"] == rect(110, 0, 100, 100))
      #expect(result["top"] == rect(110, 0, 100, 50))
      #expect(result["bottom"] == rect(110, 50, 100, 50))
    }
  }
}
