extension Examples {
  /// **Report builder**: a canvas (min 360) and an inspector (min 320) side by side, 16 points apart inside
  /// 16 points of padding, when both fit — `buckets` at **728** points (16 + 360 + 16 + 320 + 16), scaled at
  /// accessibility Dynamic Type sizes by 1.12, 1.20, 1.30, 1.40, 1.40 (815.36, 873.6, 946.4, 1019.2, 1019.2) —
  /// else stacked in a single column, canvas first. (Until issue 26 the threshold was 696, without the
  /// padding: the layout audit found the side-by-side row 32 points wider than the window from 696 to 728.)
  public static func reportBuilder() -> Node {
    .buckets(
      thresholds: [728],
      [
        .vstack(spacing: 16, [canvas("stacked-"), inspector("stacked-")]).padding(16).scroll().id("stacked"),
        .hstack(
          spacing: 16, alignment: .top,
          [canvas("side-").frame(minWidth: 360, maxWidth: .infinity), inspector("side-").frame(width: 320)]
        ).padding(16).id("side-by-side"),
      ]
    ).id("report-builder")
  }

  static func canvas(_ prefix: String) -> Node {
    .zstack(alignment: .topLeading, [.flexible(minHeight: 300), label("Untitled report", .title2).padding(12)])
      .id("\(prefix)canvas")
  }

  static func inspector(_ prefix: String) -> Node {
    .vstack(
      spacing: 8, alignment: .leading,
      [
        label("Inspector", .headline),
        .hstack([label("Chart type"), .spacer(), button("Bar")]),
        .hstack([label("Data source"), .spacer(), button("Q3 sales")]),
        .flow(["Revenue", "Units", "Region", "Month"].map(chip)),
      ]
    ).padding(12).id("\(prefix)inspector")
  }
}
