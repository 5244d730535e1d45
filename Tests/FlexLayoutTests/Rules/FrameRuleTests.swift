import Testing

@testable import FlexLayout

extension Rules {
  /// S5.1 fixed frames and S5.2 flexible frames.
  @Suite("Rules: frames (S5.1, S5.2)")
  struct FrameRuleTests {
    // MARK: S5.1 fixed frame

    @Test("S5.1 a fixed frame centres an overflowing child (negative origin)")
    func centresOverflowingChild() throws {
      let tree = Node.fixed(width: 160, height: 80).id("child").frame(width: 100, height: 50)
      let result = try layoutBoth(tree, proposal(300, 300))
      #expect(result.size == Size(width: 100, height: 50))
      #expect(result["child"] == rect(-30, -15, 160, 80))
    }

    @Test(
      "S5.1/S6 the child is aligned inside the frame",
      arguments: [
        (Alignment.topLeading, rect(0, 0, 20, 10)),
        (.center, rect(40, 45, 20, 10)),
        (.bottomTrailing, rect(80, 90, 20, 10)),
        (.leading, rect(0, 45, 20, 10)),
        (.bottom, rect(40, 90, 20, 10)),
      ])
    func alignment(alignment: Alignment, expected: Rect) throws {
      let tree = Node.fixed(width: 20, height: 10).id("child").frame(width: 100, height: 100, alignment: alignment)
      let result = try layoutBoth(tree, proposal(nil, nil))
      #expect(result["child"] == expected)
    }

    @Test("S5.1 one fixed side: the child is proposed it and the frame keeps the child's other side")
    func oneSide() throws {
      let tree = Node.flexible().id("child").frame(width: 40)
      let result = try layoutBoth(tree, proposal(nil, nil))
      #expect(result.size == Size(width: 40, height: 10))
      #expect(result["child"] == rect(0, 0, 40, 10))
      let proposed = try layoutBoth(tree, proposal(300, 70))
      #expect(proposed.size == Size(width: 40, height: 70))
    }

    // MARK: S5.2 flexible frame

    @Test("S5.2 maxWidth: .infinity fills the proposed width")
    func maxWidthInfinityFills() throws {
      let tree = Node.flexible().id("color").frame(maxWidth: .infinity).id("flex").frame(width: 200, height: 200)
      let result = try layoutBoth(tree, proposal(390, 844))
      #expect(result["flex"] == rect(0, 0, 200, 200))
      #expect(result["color"] == rect(0, 0, 200, 200))
    }

    @Test("S5.2 maxWidth: .infinity around text takes the whole width; the text keeps its own")
    func maxWidthInfinityAroundText() throws {
      let tree = Node.text("hello").id("text").frame(maxWidth: .infinity, alignment: .leading)
      let result = try layoutBoth(tree, proposal(300, nil))
      #expect(result.size == Size(width: 300, height: 17))
      #expect(result["text"] == rect(0, 0, 40, 17))
    }

    @Test("S5.2 min and max set: the proposal is clamped without asking the child")
    func minAndMaxClamp() throws {
      let tree = Node.fixed(width: 10, height: 10).id("child").frame(minWidth: 50, maxWidth: 100)
      let result = try layoutBoth(tree, proposal(300, 300))
      #expect(result.size == Size(width: 100, height: 10))
      #expect(result["child"] == rect(45, 0, 10, 10))
      let narrow = try layoutBoth(tree, proposal(20, 300))
      #expect(narrow.size.width == 50)
    }

    @Test("S5.2 an ideal answers an unspecified proposal")
    func idealForUnspecified() throws {
      let tree = Node.flexible().id("child").frame(idealWidth: 70)
      let result = try layoutBoth(tree, proposal(nil, nil))
      #expect(result.size == Size(width: 70, height: 10))
      #expect(result["child"] == rect(0, 0, 70, 10))
    }

    @Test(
      "S5.2 only a minimum: max(min(q, c), min)",
      arguments: [
        // (proposed width, child width, frame width)
        (200.0, 20.0, 50.0),  // the child is smaller than min: min
        (200.0, 300.0, 200.0),  // the child is larger than the proposal: the proposal
        (10.0, 20.0, 50.0),  // the proposal is clamped up to min first
      ])
    func onlyMinimum(width: Double, childWidth: Double, frameWidth: Double) throws {
      let tree = Node.fixed(width: childWidth, height: 10).id("child").frame(minWidth: 50)
      let result = try layoutBoth(tree, proposal(width, nil))
      #expect(result.size == Size(width: frameWidth, height: 10))
      #expect(result["child"]?.x == (frameWidth - childWidth) / 2)
    }

    @Test(
      "S5.2 only a maximum: min(max(q, c), max)",
      arguments: [
        (200.0, 20.0, 100.0),  // takes the proposal up to max
        (60.0, 20.0, 60.0),  // takes the proposal
        (10.0, 20.0, 20.0),  // the child is larger than the proposal: the child
      ])
    func onlyMaximum(width: Double, childWidth: Double, frameWidth: Double) throws {
      let tree = Node.fixed(width: childWidth, height: 10).frame(maxWidth: 100)
      let result = try layoutBoth(tree, proposal(width, nil))
      #expect(result.size == Size(width: frameWidth, height: 10))
    }

    @Test("S5.2 normalisation: an ideal below min is raised to min, a max below ideal is raised to ideal")
    func normalisation() throws {
      let raisedIdeal = try layoutBoth(Node.flexible().frame(minWidth: 20, idealWidth: 10), proposal(nil, nil))
      #expect(raisedIdeal.size.width == 20)
      #expect(raisedIdeal.diagnostics.isEmpty)
      let raisedMax = try layoutBoth(Node.flexible().frame(idealWidth: 30, maxWidth: 20), proposal(100, nil))
      #expect(raisedMax.size.width == 30)
      #expect(raisedMax.diagnostics.isEmpty)
    }

    @Test("S5.2 (D7) min > max: the minimum wins and a diagnostic names the node")
    func contradictory() throws {
      let tree = Node.vstack([
        Node.fixed(width: 10, height: 10),
        Node.flexible().frame(minWidth: 80, maxWidth: 40).id("bad"),
        Node.flexible().frame(minHeight: 30, maxHeight: 10).frame(minWidth: 5, maxWidth: 1),
      ])
      let result = try layoutBoth(tree, proposal(300, 100))
      #expect(result["bad"]?.width == 80)
      #expect(result.diagnostics.map(\.path) == ["/root/children/1", "/root/children/2", "/root/children/2/child"])
      #expect(result.diagnostics.allSatisfy { $0.message.contains("contradictory") })
      #expect(result.diagnostics[0].message.contains("minWidth"))
    }

    @Test("S5.2 (D8) placement keeps nil on an axis whose size lies strictly inside (min, max)")
    func placementKeepsUnspecified() throws {
      // The child answers 20 tall when the height is unspecified and (proposal + 1) otherwise.
      let child = Node.measured { p in Size(width: p.width ?? 10, height: p.height.map { $0 + 1 } ?? 20) }
      let inside = try layoutBoth(child.id("child").frame(maxHeight: 100), proposal(50, nil))
      #expect(inside.size == Size(width: 50, height: 20))
      #expect(inside["child"] == rect(0, 0, 50, 20))
      // With an ideal, the child is proposed the final size (30) and answers 31, centred at -0.5.
      let ideal = try layoutBoth(child.id("child").frame(idealHeight: 30, maxHeight: 100), proposal(50, nil))
      #expect(ideal.size == Size(width: 50, height: 30))
      #expect(ideal["child"] == rect(0, -0.5, 50, 31))
      // At the maximum (not strictly inside) the child is proposed the final size too.
      let atMax = try layoutBoth(child.id("child").frame(maxHeight: 20), proposal(50, nil))
      #expect(atMax["child"] == rect(0, -0.5, 50, 21))
    }

    @Test("S5.2 an infinite proposal through a max-∞ frame probes infinity inside a stack")
    func infiniteProbe() throws {
      let tree = Node.hstack(
        spacing: 0,
        [
          Node.flexible().frame(maxWidth: .infinity).id("filler"),
          Node.fixed(width: 40, height: 10).id("fixed"),
        ])
      let result = try layoutBoth(tree, proposal(200, 10))
      #expect(result["filler"] == rect(0, 0, 160, 10))
      #expect(result["fixed"] == rect(160, 0, 40, 10))
    }
  }
}
