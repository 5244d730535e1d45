extension Examples {
  /// **Size-class matrix**: the four arrangements of panes A–D that apps pick from size classes, chosen
  /// here by width and height `buckets` instead:
  ///
  /// - width < **600**: A, B, C stacked vertically;
  /// - 600 ≤ width < **1000** and height < **500**: A B C in a row;
  /// - 600 ≤ width < 1000 and height ≥ 500: a 2 × 2 grid of A B / C D;
  /// - width ≥ 1000: A B C D in a row.
  ///
  /// A nil (unspecified) axis picks the last bucket on that axis.
  public static func sizeClassMatrix() -> Node {
    .buckets(
      thresholds: [600, 1000],
      [
        .vstack([pane("A"), pane("B"), pane("C")]).id("stacked"),
        .buckets(
          .vertical, thresholds: [500],
          [
            .hstack([pane("A"), pane("B"), pane("C")]).id("row-of-three"),
            .grid([.flexible(), .flexible()], [pane("A"), pane("B"), pane("C"), pane("D")]).id("two-by-two"),
          ]
        ).id("by-height"),
        .hstack([pane("A"), pane("B"), pane("C"), pane("D")]).id("row-of-four"),
      ]
    ).id("size-class-matrix")
  }

  static func pane(_ name: String) -> Node {
    .zstack([.flexible(minWidth: 80, minHeight: 80), label(name, .title)])
  }
}
