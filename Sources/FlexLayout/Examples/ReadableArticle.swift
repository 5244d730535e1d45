extension Examples {
  /// **Readable article**: long-form text capped at a readable width of **700** points and centred —
  /// `frame(maxWidth: 700)` inside `frame(maxWidth: .infinity)` — in 16 points of padding, with a
  /// 24-point icon whose size is a scaled metric (relative to body: 24 × body size ÷ 17, so 39.53… at
  /// accessibility1). The text column is `min(width − 32, 700)` wide: it stops growing at 732 points.
  public static func readableArticle() -> Node {
    .vstack(
      spacing: 16, alignment: .leading,
      [
        .hstack([
          Node.fixed(width: 24, height: 24).scaled(.width, .height).id("article-icon"),
          clipped("The case for content-derived breakpoints", .title, lineLimit: 2),
        ]),
        label(
          "Windows no longer come in two shapes. A layout that asks how much room a component really has, "
            + "instead of which size class the window is in, keeps working while the window is dragged from "
            + "one width to another."
        ),
        label(
          "Text set wider than about seventy characters is tiring to read, so the column stops growing at a "
            + "readable width and the space around it grows instead."
        ),
      ]
    ).frame(maxWidth: 700).id("article-column").padding(16).frame(maxWidth: .infinity).id("article").scroll()
  }
}
