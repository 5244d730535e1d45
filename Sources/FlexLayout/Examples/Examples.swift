/// The built-in example screens: real adaptive layouts that the CLI's `demo` and `example` commands,
/// the tests and the benchmark use. Each one answers "how much room does this component really have?"
/// with content-derived breakpoints instead of size classes.
///
/// Every example is a plain ``Node`` tree; its doc comment states the thresholds it encodes, and
/// Docs/Examples.md tables the widths at which its arrangement changes.
public enum Examples {
  /// A named example.
  public struct Entry: Sendable {
    /// The name used by `flexlayout example NAME`.
    public let name: String
    /// One line saying what it shows.
    public let summary: String
    /// The example's tree.
    public let root: Node
    /// A typical window proposal for it, in points.
    public let proposal: ProposedSize
  }

  /// Every built-in example, in a fixed order.
  public static let all: [Entry] = [
    Entry(
      name: "inbox", summary: "mail screen: one, two or three columns at 680 and 960 pt",
      root: inbox(), proposal: ProposedSize(width: 1024, height: 768)),
    Entry(
      name: "product-page", summary: "product detail: narrow < 600 ≤ medium < 900 ≤ wide, chip flows",
      root: productPage(), proposal: ProposedSize(width: 820, height: 1180)),
    Entry(
      name: "article-grid", summary: "adaptive article cards, 260–340 pt, in 16 pt padding",
      root: articleGrid(), proposal: ProposedSize(width: 1024, height: 768)),
    Entry(
      name: "article-grid-compact", summary: "the article grid's 160–320 pt variant",
      root: articleGrid(minimum: 160, maximum: 320), proposal: ProposedSize(width: 390, height: 844)),
    Entry(
      name: "report-builder", summary: "canvas and inspector side by side from 728 pt, else stacked",
      root: reportBuilder(), proposal: ProposedSize(width: 1024, height: 768)),
    Entry(
      name: "size-class-matrix", summary: "four arrangements chosen by width and height buckets",
      root: sizeClassMatrix(), proposal: ProposedSize(width: 820, height: 600)),
    Entry(
      name: "readable-article", summary: "text capped at a readable 700 pt and centred, scaled 24 pt icon",
      root: readableArticle(), proposal: ProposedSize(width: 1024, height: 768)),
    Entry(
      name: "axis-switch", summary: "two blocks side by side from 624 pt (280 + 24 + 320), else stacked",
      root: axisSwitch(), proposal: ProposedSize(width: 820, height: 600)),
    Entry(
      name: "poll-card",
      summary:
        "a card over a tab bar (safeAreaInset): hidden 100% rooms under overlays, a badge, footer row from 451.4375 pt",
      root: pollCard(), proposal: ProposedSize(width: 390, height: 844)),
  ]

  /// The example named `name`, if there is one.
  public static func named(_ name: String) -> Entry? {
    all.first { $0.name == name }
  }
}

// MARK: - Building blocks

extension Examples {
  /// A text leaf in the examples' type: `string` in the text style `style` (body unless given), measured in
  /// the style's typeface and scaled by the style's own Dynamic Type table (Docs/Semantics.md S2.8).
  static func label(_ string: String, _ style: TextStyle = .body, lineLimit: Int? = nil) -> Node {
    .text(string, style: style, lineLimit: lineLimit)
  }

  /// A label clipped to its line limit on purpose (a list row's subject, a card's summary): the layout audit's
  /// `text-truncated` is allowed on it (Docs/Audits.md).
  static func clipped(_ string: String, _ style: TextStyle = .body, lineLimit: Int) -> Node {
    label(string, style, lineLimit: lineLimit).audit(allow: [.textTruncated])
  }

  /// A button: a label in 12 × 6 point padding.
  static func button(_ title: String) -> Node {
    label(title, lineLimit: 1).padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
  }

  /// A chip for a flow: a short subheadline label in 10 × 4 point padding.
  static func chip(_ title: String) -> Node {
    label(title, .subheadline, lineLimit: 1).padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
  }

  /// An icon: a 24-point square.
  static func icon() -> Node { .fixed(width: 24, height: 24) }
}
