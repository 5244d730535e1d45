/// How a styled text made from a string is measured (Docs/Semantics.md S2.8): with the advance widths of the
/// Inter typeface (``InterMetrics``, regular, or semibold for a semibold style) at the style's point size at
/// the `large` Dynamic Type size.
///
/// - A word is as wide as the sum of its characters' advances, in font units, times the point size over the
///   units per em (summed first, scaled once).
/// - A character is measured by its first Unicode scalar (a combining mark after it adds nothing, as in the
///   font). A character outside the table (CJK, emoji, any script Inter's Latin, Latin-1, Latin Extended-A,
///   punctuation and currency ranges do not cover) is one em wide, the width of a full-width CJK character.
/// - No kerning, no ligatures, no shaping: a word's width never depends on its neighbours' characters.
public enum TextMeasure {
  /// The width of `word` in points in `style` at `.large`.
  public static func width(of word: Substring, _ style: TextStyle) -> Double {
    var units = 0.0
    for character in word { units += advance(of: character, style) }
    return units * style.pointSize(at: .large) / InterMetrics.unitsPerEm
  }

  /// The width of one space in points in `style` at `.large`.
  public static func spaceWidth(_ style: TextStyle) -> Double {
    advance(of: " ", style) * style.pointSize(at: .large) / InterMetrics.unitsPerEm
  }

  /// The advance of `character` in font units: its first scalar's, or one em outside the table.
  static func advance(of character: Character, _ style: TextStyle) -> Double {
    guard let scalar = character.unicodeScalars.first,
      let advance = InterMetrics.advance(of: scalar, semibold: style.isSemibold)
    else { return InterMetrics.unitsPerEm }
    return advance
  }
}
