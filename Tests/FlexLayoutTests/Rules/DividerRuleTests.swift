import Testing

@testable import FlexLayout

extension Rules {
  /// S17: dividers.
  @Suite("Rules: divider (S17)")
  struct DividerRuleTests {
    @Test(
      "S17.1 one pixel thick: 1 / displayScale, 1 without a scale, 1 at accessibility sizes",
      arguments: [
        (nil, DynamicTypeSize.large, 1.0), (2, .large, 0.5), (1, .xSmall, 1), (2, .accessibility1, 1),
        (nil, .accessibility5, 1),
      ])
    func thickness(scale: Double?, size: DynamicTypeSize, expected: Double) throws {
      let environment = LayoutEnvironment(displayScale: scale, dynamicTypeSize: size)
      #expect(environment.dividerThickness == expected)
      let stack = Node.vstack(spacing: 0, [Node.fixed(width: 50, height: 10), Node.divider().id("line")])
      let result = try layoutBoth(stack, proposal(100, 100), environment)
      #expect(result["line"] == rect(0, 10, 100, expected))  // the whole width proposal, like a color
    }

    @Test("S17.1 at display scale 3 a divider is a third of a point, one pixel after rounding")
    func thirdOfAPoint() throws {
      let stack = Node.vstack(spacing: 0, [Node.fixed(width: 30, height: 10), Node.divider().id("line")])
      let result = try layoutBoth(stack, proposal(100, 100), LayoutEnvironment(displayScale: 3))
      let line = try #require(result["line"])
      #expect((line.height * 3).rounded() == 1 && line.y == 10)
    }

    @Test("S17.2 in an hstack a divider is vertical and takes the row's whole height proposal; gaps stay 8")
    func verticalInRows() throws {
      let row = Node.hstack([
        Node.fixed(width: 20, height: 10), Node.divider().id("line"), Node.fixed(width: 20, height: 10).id("right"),
      ])
      let result = try layoutBoth(row, proposal(100, 40))
      #expect(result.size == Size(width: 57, height: 40))
      #expect(result["line"] == rect(28, 0, 1, 40))
      #expect(result["right"] == rect(37, 15, 20, 10))
      // Through a padding, the stack is still found (as a spacer finds it).
      let padded = try layoutBoth(
        Node.hstack([
          Node.fixed(width: 20, height: 10),
          Node.divider().id("line").padding(EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)),
        ]),
        proposal(100, 40))
      #expect(padded["line"] == rect(28, 2, 1, 36))
    }

    @Test(
      "S17.2 outside any stack (and in a zstack) a divider is horizontal; along its length it is a color",
      arguments: [
        (proposal(nil, nil), Size(width: 10, height: 1)), (proposal(0, 5), Size(width: 0, height: 1)),
        (proposal(300, nil), Size(width: 300, height: 1)),
      ])
    func horizontalElsewhere(proposed: ProposedSize, expected: Size) throws {
      #expect(try layoutBoth(.divider(), proposed).size == expected)
      #expect(try layoutBoth(.zstack([.divider()]), proposed).size == expected)
      // A scroll hides the stack around it.
      let scrolled = try layoutBoth(Node.hstack([Node.divider().id("line").scroll(.vertical)]), proposed)
      #expect(scrolled["line"]?.height == 1)
    }

    @Test("S17.1 a warm engine that changes display scale answers as a fresh one")
    func warmEngineFollowsTheScale() throws {
      let tree = Node.vstack([Node.text("Inbox"), Node.divider(), Node.hstack([Node.divider(), Node.text("x")])])
      let engine = try LayoutEngine(tree)
      for scale in [nil, 2, 3, nil, 1] as [Double?] {
        let environment = LayoutEnvironment(displayScale: scale)
        let warm = try engine.layout(proposal: ProposedSize(width: 200, height: nil), environment: environment)
        let cold = try LayoutEngine(tree).layout(
          proposal: ProposedSize(width: 200, height: nil), environment: environment)
        #expect(warm.firstBitDifference(from: cold) == nil, "scale \(String(describing: scale))")
      }
    }
  }
}
