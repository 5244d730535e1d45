import Testing

@testable import FlexLayout

extension Rules {
  /// S4: the overlay stack.
  @Suite("Rules: zstack (S4)")
  struct ZStackRuleTests {
    @Test(
      "S4.1 the size is the largest child per axis; S4.2 children are aligned inside it",
      arguments: [
        (Alignment.center, rect(0, 10, 50, 20), rect(10, 0, 30, 40)),
        (.topLeading, rect(0, 0, 50, 20), rect(0, 0, 30, 40)),
        (.bottomTrailing, rect(0, 20, 50, 20), rect(20, 0, 30, 40)),
        (.top, rect(0, 0, 50, 20), rect(10, 0, 30, 40)),
        (.trailing, rect(0, 10, 50, 20), rect(20, 0, 30, 40)),
      ])
    func alignment(alignment: Alignment, wide: Rect, tall: Rect) throws {
      let stack = Node.zstack(
        alignment: alignment,
        [Node.fixed(width: 50, height: 20).id("wide"), Node.fixed(width: 30, height: 40).id("tall")])
      let result = try layoutBoth(stack, proposal(100, 100))
      #expect(result.size == Size(width: 50, height: 40))
      #expect(result["wide"] == wide)
      #expect(result["tall"] == tall)
    }

    @Test("S4.1 only the children of the highest priority decide the size")
    func highestPriorityDecides() throws {
      let stack = Node.zstack([
        Node.flexible().id("color"),
        Node.fixed(width: 200, height: 200).layoutPriority(-1).id("big"),
      ])
      let result = try layoutBoth(stack, proposal(100, 50))
      #expect(result.size == Size(width: 100, height: 50))
      #expect(result["color"] == rect(0, 0, 100, 50))
      // The lower-priority child is still placed, centred and overflowing.
      #expect(result["big"] == rect(-50, -75, 200, 200))
    }

    @Test("S4.1 a higher priority makes a small child decide the size")
    func raisedPriority() throws {
      let stack = Node.zstack([
        Node.fixed(width: 30, height: 20).layoutPriority(1).id("small"),
        Node.flexible().id("color"),
      ])
      let result = try layoutBoth(stack, proposal(100, 100))
      #expect(result.size == Size(width: 30, height: 20))
      // S4.2: the colour is proposed the final size 30 × 20, not the zstack's 100 × 100.
      #expect(result["color"] == rect(0, 0, 30, 20))
    }

    @Test("S4.2 every child is proposed the final size")
    func childrenGetFinalSize() throws {
      let stack = Node.zstack([Node.fixed(width: 60, height: 30).id("fixed"), Node.flexible().id("color")])
      let result = try layoutBoth(stack, proposal(nil, nil))
      #expect(result.size == Size(width: 60, height: 30))
      #expect(result["color"] == rect(0, 0, 60, 30))
    }

    @Test("S4.1 a zstack without children is 0 × 0")
    func empty() throws {
      let result = try layoutBoth(.zstack([]).frame(width: 40, height: 40, alignment: .topLeading), proposal(nil, nil))
      #expect(result.frames[1] == rect(0, 0, 0, 0))
    }
  }
}
