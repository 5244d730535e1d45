import Testing

@testable import FlexLayout

extension Rules {
  /// S10: ViewThatFits, with S1.5 visibility and S1.6 selections.
  @Suite("Rules: viewThatFits (S10)")
  struct ViewThatFitsRuleTests {
    /// Three fixed children 200, 100 and 50 wide, all 10 tall, named wide, medium and narrow.
    static let threeWidths = Node.viewThatFits([
      Node.fixed(width: 200, height: 10).id("wide"),
      Node.fixed(width: 100, height: 10).id("medium"),
      Node.fixed(width: 50, height: 10).id("narrow"),
    ]).id("fits")

    @Test(
      "S10 the first child whose ideal fits (≤) is chosen; the others are invisible with zero frames",
      arguments: [
        (250.0, 0, "wide"), (200, 0, "wide"), (Double(200).nextDown, 1, "medium"), (150, 1, "medium"),
        (100, 1, "medium"), (99, 2, "narrow"), (50, 2, "narrow"),
      ])
    func firstFit(width: Double, chosen: Int, id: String) throws {
      let result = try layoutBoth(Self.threeWidths, proposal(width, 100))
      #expect(result.selection("fits") == .child(chosen))
      for name in ["wide", "medium", "narrow"] {
        let node = try #require(result.ids[name])
        #expect(result.isVisible(node) == (name == id), "\(name)")
        if name != id { #expect(result[name] == .zero) }
      }
      #expect(result["fits"] == result[id])
    }

    @Test("S10 when nothing fits, the last child is chosen anyway")
    func lastFallback() throws {
      let result = try layoutBoth(Self.threeWidths, proposal(40, 100))
      #expect(result.selection("fits") == .child(2))
      #expect(result["narrow"] == rect(0, 0, 50, 10))
      #expect(result["fits"] == rect(0, 0, 50, 10))
    }

    @Test("S10 a nil proposal on a constrained axis counts as ∞: everything fits")
    func nilIsInfinite() throws {
      let result = try layoutBoth(Self.threeWidths, proposal(nil, nil))
      #expect(result.selection("fits") == .child(0))
      // Height 10 > 5 on the constrained vertical axis: nothing fits, the last is chosen.
      let short = try layoutBoth(Self.threeWidths, proposal(nil, 5))
      #expect(short.selection("fits") == .child(2))
    }

    @Test("S10 the chosen child is laid out with the real proposal, not its ideal")
    func chosenGetsRealProposal() throws {
      let fits = Node.viewThatFits([Node.fixed(width: 300, height: 10).id("a"), Node.flexible().id("b")]).id("fits")
      let result = try layoutBoth(fits, proposal(150, 80))
      #expect(result.selection("fits") == .child(1))
      #expect(result["b"] == rect(0, 0, 150, 80))
      #expect(result["fits"] == rect(0, 0, 150, 80))
    }

    @Test("S10 an unconstrained axis passes the real proposal to the probe")
    func unconstrainedAxisPassesProposal() throws {
      // The measured child is as wide as its height proposal (1,000 when nil). Constrained horizontally,
      // the probe is (nil, 50): 50 ≤ 100 fits. A probe of (nil, nil) would answer 1,000 and not fit.
      let probe = Node.measured { p in Size(width: p.height ?? 1_000, height: 10) }.id("probe")
      let fits = Node.viewThatFits(in: .horizontal, [probe, Node.fixed(width: 5, height: 5).id("fallback")]).id("fits")
      let result = try layoutBoth(fits, proposal(100, 50))
      #expect(result.selection("fits") == .child(0))
      #expect(result["probe"] == rect(0, 0, 50, 10))
    }

    @Test("S10 constrained vertically: the probe keeps the width, so wrapped text is measured")
    func verticalAxis() throws {
      // Proposed (100, nil) the text wraps to two lines (34 tall) > 30; (nil, nil) would be 17 tall.
      let text = Node.text(wordWidths: [60, 60], spaceWidth: 4, lineHeight: 17).id("text")
      let fits = Node.viewThatFits(in: .vertical, [text, Node.fixed(width: 5, height: 5).id("fallback")]).id("fits")
      let result = try layoutBoth(fits, proposal(100, 30))
      #expect(result.selection("fits") == .child(1))
      let roomy = try layoutBoth(fits, proposal(100, 34))
      #expect(roomy.selection("fits") == .child(0))
      #expect(roomy["text"] == rect(0, 0, 60, 34))
    }

    @Test("S10 no constrained axes: the first child always fits")
    func noAxes() throws {
      let fits = Node.viewThatFits(in: [], [Node.fixed(width: 500, height: 500).id("a"), Node.flexible()]).id("fits")
      let result = try layoutBoth(fits, proposal(10, 10))
      #expect(result.selection("fits") == .child(0))
    }

    @Test("S10 a spacer in a viewThatFits has no stack axis, and the viewThatFits has priority 0 and no spacer edge")
    func spacerInside() throws {
      let fits = Node.viewThatFits([Node.spacer().id("spacer")]).id("fits")
      let tree = Node.hstack([Node.fixed(width: 10, height: 10).id("fixed"), fits])
      let result = try layoutBoth(tree, proposal(100, 50))
      // Gap 8 (no spacer edge); the fixed child goes first (flex 0), the viewThatFits gets 100 − 8 − 10.
      #expect(result["fits"] == rect(18, 0, 82, 50))
      #expect(result["spacer"] == rect(18, 0, 82, 50))
    }

    /// Children are ordered widest first, so a wider proposal never picks a later child.
    @Test("S10 the choice never moves to a later child as the width grows (sweep)")
    func monotone() throws {
      let texts = [
        Node.text(wordWidths: [80, 60, 90], lineHeight: 17), Node.text(wordWidths: [80, 60], lineHeight: 17),
        Node.text(wordWidths: [80], lineHeight: 17),
      ]
      let fits = Node.viewThatFits(in: .horizontal, texts).id("fits")
      var previous = Int.max
      for step in 0...300 {
        let result = try layoutBoth(fits, proposal(Double(step), 40))
        guard case .child(let chosen) = result.selection("fits") else {
          Issue.record("no selection at \(step)")
          return
        }
        #expect(chosen <= previous, "at \(step)")
        previous = chosen
      }
    }
  }
}
