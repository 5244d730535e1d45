import Testing

@testable import FlexLayout

/// The container-relative and scaled-metric examples (issue 8) at their transitions.
@Suite("Examples: readable article and axis switch")
struct AdaptiveExampleTests {
  @Test("the article column grows with the width up to 700 points, then stays centred")
  func readableWidth() throws {
    let root = Examples.readableArticle()
    for width in [390.0, 731, 732, 733, 1024, 1440] {
      let result = try layoutBoth(root, proposal(width, 900))
      let column = try #require(result["article-column"])
      #expect(column.width == Swift.min(width - 32, 700), "width \(width)")
      #expect(column.x == 16 + (width - 32 - column.width) / 2, "width \(width)")
    }
  }

  @Test(
    "the axis switch stacks below 624 points and goes side by side from 624",
    arguments: [
      DynamicTypeSize.large, .accessibility2,
    ])
  func axisSwitch(_ size: DynamicTypeSize) throws {
    let root = Examples.axisSwitch()
    let threshold = size == .large ? 624.0 : 624 * 120 / 100
    let environment = LayoutEnvironment(dynamicTypeSize: size)
    for (width, expected) in [
      (threshold - 1, Selection.child(0)), (threshold.nextDown, .child(0)), (threshold, .child(1)),
      (threshold + 1, .child(1)),
    ] {
      let result = try layoutBoth(root, proposal(width, 600), environment)
      #expect(result.selection("axis-switch") == expected, "width \(width)")
    }
    let side = try layoutBoth(root, proposal(threshold, 600), environment)
    #expect(side["side-summary"].map { $0.width >= 280 } == true)
    #expect(side["side-details"].map { $0.width >= 320 } == true)
  }
}
