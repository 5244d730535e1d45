extension Examples {
  /// **Axis switch** (SwiftUI's `AnyLayout` pattern): the same two content blocks side by side in an
  /// HStack with spacing 24 when the width allows both at their minimum widths, else stacked in a VStack
  /// with spacing 16. The blocks' minimums are 280 and 320 points, so the `buckets` threshold is derived
  /// from them: 280 + 24 + 320 = **624** points (scaled by 1.12 … 1.40 at accessibility sizes).
  public static func axisSwitch() -> Node {
    let threshold = axisSwitchMinimums.summary + 24 + axisSwitchMinimums.details
    return .buckets(
      thresholds: [threshold],
      [
        .vstack(spacing: 16, [summaryBlock("stacked-"), detailsBlock("stacked-")]).id("stacked"),
        .hstack(spacing: 24, alignment: .top, [summaryBlock("side-"), detailsBlock("side-")]).id("side-by-side"),
      ]
    ).id("axis-switch")
  }

  /// The minimum widths of the axis-switch blocks, in points.
  static let axisSwitchMinimums = (summary: 280.0, details: 320.0)

  static func summaryBlock(_ prefix: String) -> Node {
    .vstack(spacing: 8, alignment: .leading, [label("Summary"), label("Revenue grew 12 % over the quarter.")])
      .frame(minWidth: axisSwitchMinimums.summary, maxWidth: .infinity, alignment: .topLeading).id("\(prefix)summary")
  }

  static func detailsBlock(_ prefix: String) -> Node {
    .vstack(
      spacing: 8, alignment: .leading,
      [label("Details"), label("Most of the growth came from the new subscription tier in Europe.")]
    ).frame(minWidth: axisSwitchMinimums.details, maxWidth: .infinity, alignment: .topLeading).id("\(prefix)details")
  }
}
