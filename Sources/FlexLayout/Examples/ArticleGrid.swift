extension Examples {
  /// **Article grid**: a `grid` with one adaptive column of cards between `minimum` and `maximum` points
  /// (260–340 by default; 160–320 in the compact variant), 16 points apart, in 16 points of padding, rows
  /// 16 points apart. At 390 points the 160–320 variant shows two columns of 171 points. Docs/Examples.md
  /// tables the column counts at 390, 744, 820, 1024, 1180 and 1366 points.
  public static func articleGrid(minimum: Double = 260, maximum: Double = 340, articles: Int = 12) -> Node {
    .grid(
      [.adaptive(min: minimum, max: maximum, spacing: 16, alignment: .top)], rowSpacing: 16,
      (0..<articles).map { index in articleCard(index) }
    ).id("articles").padding(16).scroll()
  }

  static func articleCard(_ index: Int) -> Node {
    let titles = [
      "Layout without size classes", "Resizable windows everywhere", "The proposal and the response",
      "Breakpoints that scale with type",
    ]
    return .vstack(
      spacing: 8, alignment: .leading,
      [
        .flexible(minHeight: 120, maxHeight: 120),
        clipped(titles[index % titles.count], .headline, lineLimit: 2),
        clipped(
          "A short summary of the article that wraps onto a few lines in narrow cards.", .subheadline, lineLimit: 3),
      ]
    ).id("card-\(index)")
  }
}
