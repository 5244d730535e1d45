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

@Suite("Examples: the axis switch as a live container switched in place (S20.7)")
struct AxisSwitchScreenTests {
  @Test(
    "a sweep 320…1440 switches the one container in place: the blocks' handles stay, frames equal the buckets example's",
    arguments: [DynamicTypeSize.large, .accessibility2])
  func sweepMatchesTheBucketsExample(_ size: DynamicTypeSize) throws {
    let screen = AxisSwitchScreen()
    let environment = LayoutEnvironment(dynamicTypeSize: size)
    let summary = try #require(screen.tree.handle(forID: "summary"))
    let details = try #require(screen.tree.handle(forID: "details"))
    let engine = try LayoutEngine(Examples.axisSwitch())
    var switches = 0
    var wasSideBySide = screen.isSideBySide
    let up = Array(stride(from: 320.0, through: 1440, by: 8))
    let threshold = AxisSwitchScreen.threshold(at: size)
    for width in up + [threshold, threshold.nextDown, threshold] + up.reversed() {
      try screen.layout(width: width, height: 600, environment: environment)
      if screen.isSideBySide != wasSideBySide { switches += 1 }
      wasSideBySide = screen.isSideBySide
      let expected = try engine.layout(proposal: ProposedSize(width: width, height: 600), environment: environment)
      let prefix = expected.selection("axis-switch") == .child(1) ? "side-" : "stacked-"
      #expect(screen.isSideBySide == (prefix == "side-"), "width \(width)")
      #expect(try screen.tree.frame(of: summary) == expected["\(prefix)summary"], "width \(width)")
      #expect(try screen.tree.frame(of: details) == expected["\(prefix)details"], "width \(width)")
    }
    #expect(switches >= 2, "the sweep crosses the threshold and comes back")
    #expect(screen.tree.contains(summary) && screen.tree.contains(details))
  }

  @Test("switching keeps the blocks' cached answers: a switch costs fewer size computations than a fresh tree")
  func switchingKeepsCaches() throws {
    let screen = AxisSwitchScreen()
    try screen.layout(width: 700)
    try screen.layout(width: 500)
    let back = try screen.layout(width: 700)
    let fresh = try AxisSwitchScreen().layout(width: 700)
    #expect(back.statistics.sizeComputations < fresh.statistics.sizeComputations)
  }
}
