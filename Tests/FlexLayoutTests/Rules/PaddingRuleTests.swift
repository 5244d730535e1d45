import Testing

@testable import FlexLayout

extension Rules {
  /// S5.3 padding.
  @Suite("Rules: padding (S5.3)")
  struct PaddingRuleTests {
    @Test(
      "S5.3 the child is proposed the proposal minus the insets, floored at 0; the size is child + insets",
      arguments: [
        // (inset, proposed side, child side, padding side)
        (10.0, 100.0, 80.0, 100.0),
        (30.0, 40.0, 0.0, 60.0),  // the child proposal floors at 0, the padding is larger than proposed
        (0.0, 40.0, 40.0, 40.0),
      ])
    func insetProposal(inset: Double, side: Double, childSide: Double, paddingSide: Double) throws {
      let tree = Node.flexible().id("child").padding(inset)
      let result = try layoutBoth(tree, proposal(side, side))
      #expect(result.size == Size(width: paddingSide, height: paddingSide))
      #expect(result["child"] == rect(inset, inset, childSide, childSide))
    }

    @Test("S5.3 nil stays nil and ∞ stays ∞")
    func unspecifiedAndInfinite() throws {
      let ideal = try layoutBoth(Node.flexible().id("child").padding(5), proposal(nil, nil))
      #expect(ideal.size == Size(width: 20, height: 20))
      #expect(ideal["child"] == rect(5, 5, 10, 10))
      // ∞ − 10 is still ∞: the capped child answers its maximum.
      let infinite = try layoutBoth(
        Node.flexible(maxWidth: 30, maxHeight: 40).padding(5), proposal(.infinity, .infinity))
      #expect(infinite.size == Size(width: 40, height: 50))
    }

    @Test("S5.3 each edge has its own inset; the child sits at (leading, top)")
    func edges() throws {
      let tree = Node.flexible().id("child").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      let result = try layoutBoth(tree, proposal(50, 50))
      #expect(result.size == Size(width: 50, height: 50))
      #expect(result["child"] == rect(2, 1, 44, 46))
    }

    @Test("S5.3 the default padding is 16 on every edge")
    func defaultPadding() throws {
      let result = try layoutBoth(Node.fixed(width: 10, height: 10).id("child").padding(), proposal(nil, nil))
      #expect(result.size == Size(width: 42, height: 42))
      #expect(result["child"] == rect(16, 16, 10, 10))
    }

    @Test("S5.3 (D16) negative insets overlap; the size is floored at 0")
    func negativeInsets() throws {
      let small = try layoutBoth(Node.fixed(width: 10, height: 10).id("child").padding(-20), proposal(100, 100))
      #expect(small.size == Size(width: 0, height: 0))
      #expect(small["child"] == rect(-20, -20, 10, 10))
      // A flexible child is proposed more than the padding was: 100 + 2 × 5.
      let grown = try layoutBoth(Node.flexible().id("child").padding(-5), proposal(100, 100))
      #expect(grown.size == Size(width: 100, height: 100))
      #expect(grown["child"] == rect(-5, -5, 110, 110))
    }
  }
}
