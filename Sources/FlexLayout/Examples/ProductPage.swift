extension Examples {
  /// **Product detail page**: `buckets` on the width at **600** and **900** points (scaled by the Dynamic
  /// Type accessibility factors 1.12 … 1.40).
  ///
  /// - narrow (< 600): one column, the gallery above the info column;
  /// - medium (600 ..< 900): the gallery beside the info column;
  /// - wide (≥ 900): gallery, info column capped at 340 and recommendations capped at 280.
  ///
  /// The size and colour pickers are `flow`s of chips; "Add to Bag" is a `viewThatFits` of a label with
  /// an icon and the icon alone.
  public static func productPage() -> Node {
    .buckets(
      thresholds: [600, 900],
      [
        .vstack(spacing: 16, [gallery(), info(prefix: "narrow-")]).padding().scroll().id("narrow"),
        .hstack(spacing: 24, alignment: .top, [gallery(), info(prefix: "medium-")]).padding().id("medium"),
        .hstack(
          spacing: 24, alignment: .top,
          [
            gallery(), info(prefix: "wide-").frame(maxWidth: 340),
            recommendations().frame(maxWidth: 280),
          ]
        ).padding().id("wide"),
      ]
    ).id("product-page")
  }

  static func gallery() -> Node {
    .flexible(minWidth: 200, idealWidth: 400, minHeight: 200, idealHeight: 400).aspectRatio(1, contentMode: .fit)
  }

  static func info(prefix: String) -> Node {
    .vstack(
      spacing: 12, alignment: .leading,
      [
        clipped("Merino Crew Sweater", .title, lineLimit: 2),
        label("$129", .title3),
        .flow(["XS", "S", "M", "L", "XL", "XXL"].map(chip)).id("\(prefix)sizes"),
        .flow(["Oat", "Charcoal", "Navy", "Forest", "Rust", "Sky Blue"].map(chip)).id("\(prefix)colours"),
        .viewThatFits(
          in: .horizontal,
          [
            .hstack([icon(), label("Add to Bag", .headline, lineLimit: 1)]).padding(12).frame(minWidth: 200),
            icon().padding(12),
          ]
        ).id("\(prefix)add-to-bag"),
        label("Soft, warm and breathable: a sweater for every season, knitted from responsibly sourced wool."),
      ]
    )
  }

  static func recommendations() -> Node {
    .vstack(
      spacing: 12, alignment: .leading,
      [label("You may also like", .headline)]
        + (0..<3).map { _ in
          .hstack([.fixed(width: 64, height: 64), label("Cashmere Scarf $89", .subheadline)])
        }
    )
  }
}
