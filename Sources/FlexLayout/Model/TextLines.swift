/// How a text was wrapped where it was placed (Docs/Semantics.md S2.3): what a renderer needs to draw an
/// ellipsis and what the layout audit's `text-truncated`, `word-overflow` and `word-broken` read. Reported per visible text
/// in ``LayoutResult/textLines`` when the solver is asked to (``LayoutEngine/reportsTextLines``,
/// ``ReferenceSolver/layout(_:proposal:environment:reportingTextLines:)``).
public struct TextLines: Sendable, Hashable {
  /// The lines the words wrap into at the proposed width, with no line limit or height: under an unspecified
  /// or infinite width 1 for a text with words, one more per forced line break (S2.7); 0 for a text without
  /// words or breaks.
  public var needed: Int
  /// The lines the text kept (S2.3: its line limit, and the lines its height proposal holds unless it
  /// reserves its lines); `kept < needed` means the text was truncated.
  public var kept: Int
  /// The width of the widest kept line, in points (scaled for the Dynamic Type size). Wider than
  /// ``proposedWidth`` only when a word is wider than it (it sits alone on its line).
  public var widestKeptLine: Double
  /// The width the text was proposed where it was placed: `nil` unspecified, possibly `.infinity`.
  public var proposedWidth: Double?
  /// The words broken between characters (S2.9: wider than the proposed width, and given characters) whose
  /// first piece is on a kept line; 0 for a text without characters or under an unspecified or infinite width.
  public var brokenWords: Int

  /// Creates a report.
  public init(needed: Int, kept: Int, widestKeptLine: Double, proposedWidth: Double?, brokenWords: Int = 0) {
    self.needed = needed
    self.kept = kept
    self.widestKeptLine = widestKeptLine
    self.proposedWidth = proposedWidth
    self.brokenWords = brokenWords
  }

  /// Whether lines were dropped: the text needs more than it kept.
  public var isTruncated: Bool { kept < needed }
}
