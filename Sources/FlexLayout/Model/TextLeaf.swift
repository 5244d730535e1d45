/// The fields of a ``Node/Kind/text(_:)`` leaf: a synthetic, deterministic text model.
///
/// The text is a list of words with known widths, separated by `spaceWidth`, in lines `lineHeight`
/// tall. It wraps greedily at word boundaries: a word joins the current line while
/// `line + spaceWidth + word ≤ proposed width`, otherwise it starts a new line.
///
/// - A word wider than a finite proposal on the line it starts is broken between characters when the text
///   has ``characterWidths`` (every text made from a string; S2.9): the line takes the characters up to the
///   first that does not fit (at least one), the rest goes on the next lines alike, and the last piece
///   continues as a line that later words may join. A text made from word widths has no characters: such a
///   word sits alone on its line and sticks out, so that text's minimum width is its longest word.
///
/// - Forced line breaks (S2.7, a `"\n"` in a string): `lineBreaks` lists the words that start a new line
///   whatever the width; the text between two breaks wraps on its own, and a break with no word before the
///   next one is an empty line (0 wide, one line tall). A text has `lineBreaks.count + 1` lines at least.
///
/// - Ideal size (unspecified or infinite width): every word on one line (one line per forced break more).
/// - `lineLimit` caps the number of lines; a finite height proposal caps them at
///   `max(1, floor(height / lineHeight))`. A truncated text is as wide as its widest kept line.
/// - No words and no line breaks: 0 × 0 (a text of line breaks only is that many empty lines, 0 wide).
/// - `reservesSpace` (SwiftUI's `lineLimit(n, reservesSpace: true)`): the text is always `lineLimit` lines
///   tall, `lineLimit × lineHeight`, however few lines it fills and whatever height it is proposed; its width
///   is as without it (S2.6). It needs a `lineLimit`.
/// - Dynamic Type scales every length (word widths, space, line height) by the body text size at the
///   environment's ``DynamicTypeSize`` over 17; a text with a ``style`` scales by its own style instead (S2.8):
///   word widths, space and baseline by the style's point size, the line height by the style's leading.
/// - A styled text made from a string (``init(_:style:lineHeight:lineLimit:reservesSpace:baseline:)``) is
///   measured in the style's typeface: the Inter advance widths of its characters at the style's point size
///   (``TextMeasure``), one line as tall as the style's leading.
///
/// - Baselines (S19.1): the first line's baseline is `baseline` below the text's top (by default
///   ``defaultBaselineFraction`` of the line height); the last baseline is the last kept line's,
///   `(kept lines − 1) × lineHeight + baseline`, the lines as laid out for the text's proposal. Dynamic Type
///   scales `baseline` with the other lengths. A text without words or line breaks has no baselines (a parent sees its
///   bottom edge, as for any view without text).
///
/// Valid fields: every length finite and ≥ 0, `lineLimit` ≥ 1 when set.
public struct TextLeaf: Hashable, Sendable {
  /// The width of each word at the `large` Dynamic Type size, in points. Giving the text a different number of
  /// words drops its ``characterWidths``, which no longer describe them (its words then never break).
  public var wordWidths: [Double] {
    didSet { if wordWidths.count != oldValue.count { characterWidths = [] } }
  }
  /// The width of the space between two words on a line, in points.
  public var spaceWidth: Double
  /// The height of one line, in points.
  public var lineHeight: Double
  /// The most lines shown, or `nil` for no limit.
  public var lineLimit: Int?
  /// Whether the text is always `lineLimit` lines tall (S2.6); only with a `lineLimit`.
  public var reservesSpace: Bool
  /// The distance from the top of a line to its baseline, in points; `nil` for ``defaultBaselineFraction`` of
  /// `lineHeight`. May exceed the line height (a baseline below the line), never negative.
  public var baseline: Double?
  /// The advance width of each word's characters at the `large` Dynamic Type size, in points, word by word
  /// (S2.9): what a word wider than its line is broken into. Empty for a text without characters (made from
  /// word widths), whose words are never broken. A text made from a string has one list per word: each
  /// character `charWidth` wide, or its Inter advance at the style's point size (``TextMeasure``). A word's own
  /// width stays its ``wordWidths`` entry; only the pieces of a broken word are sums of its characters.
  /// Valid: empty, or one non-empty list per word, every width finite and ≥ 0.
  public var characterWidths: [[Double]]
  /// The forced line breaks (S2.7): the index in ``wordWidths`` of each word that starts a new line whatever
  /// the width, ascending. An index given twice starts an empty line before that word, and
  /// `wordWidths.count` an empty line after the last word. Valid: each in `0...wordWidths.count`, ascending
  /// (repeats allowed). Empty for a text without forced breaks.
  public var lineBreaks: [Int]
  /// The text style that sizes the text (SwiftUI's `.font(.headline)`), or `nil` for an unstyled text: how its
  /// lengths scale with Dynamic Type (S2.8) and, for a text made from a string, its typeface.
  public var style: TextStyle?
  /// The string the text was made from (``init(_:charWidth:lineHeight:lineLimit:reservesSpace:baseline:)``),
  /// kept so that pictures can show it and a request can be written back in its `text` form; `nil` for a text
  /// made from word widths. Layout never reads it: the widths are the text. See ``stringWords``.
  public internal(set) var string: String?

  /// The words of ``string``, each a run of characters between spaces and line breaks, while they still are
  /// this text's words (each word `characters × spaceWidth` wide and the line breaks where the string has them,
  /// as the string initialiser made them); `nil` for a text without a string or whose widths, space or line
  /// breaks have been changed since.
  public var stringWords: [Substring]? {
    guard let string else { return nil }
    let (words, breaks) = Self.words(of: string)
    guard words.count == wordWidths.count, breaks == lineBreaks,
      characterWidths == Self.characterWidths(of: words, charWidth: style == nil ? spaceWidth : nil, style: style)
    else { return nil }
    if let style {
      // Measured in the style's typeface (S2.8): the widths and the space are still the measure's.
      guard spaceWidth == TextMeasure.spaceWidth(style) else { return nil }
      for (word, width) in zip(words, wordWidths) where TextMeasure.width(of: word, style) != width { return nil }
    } else {
      for (word, width) in zip(words, wordWidths) where Double(word.count) * spaceWidth != width { return nil }
    }
    return words
  }

  /// Whether the text has any line: words, or forced line breaks (S2.3, S2.7: a text without either is
  /// `(0, 0)` and has no baselines).
  public var hasLines: Bool { !wordWidths.isEmpty || !lineBreaks.isEmpty }

  /// `length` (a word width, the space or the baseline, given at `.large`) at the Dynamic Type size `size`:
  /// by the style's point size for a styled text, by the body size otherwise (S7.1, S2.8).
  @inlinable
  public func scaledLength(_ length: Double, at size: DynamicTypeSize) -> Double {
    Self.scaledLength(length, style, at: size)
  }

  /// The line height at the Dynamic Type size `size`: by the style's leading for a styled text, by the body
  /// size otherwise (S7.1, S2.8).
  @inlinable
  public func scaledLineHeight(at size: DynamicTypeSize) -> Double {
    Self.scaledLineHeight(lineHeight, style, at: size)
  }

  /// S7.1, S2.8: a text length at `size`, for a text of `style` (the one rule both solvers and the pictures
  /// read).
  @inlinable
  public static func scaledLength(_ length: Double, _ style: TextStyle?, at size: DynamicTypeSize) -> Double {
    guard let style else { return size.scaleText(length) }
    return style.scale(length, at: size)
  }

  /// S7.1, S2.8: a line height at `size`, for a text of `style`.
  @inlinable
  public static func scaledLineHeight(_ lineHeight: Double, _ style: TextStyle?, at size: DynamicTypeSize)
    -> Double
  {
    guard let style else { return size.scaleText(lineHeight) }
    return style.scaleLineHeight(lineHeight, at: size)
  }

  /// The words of `string` and its forced line breaks (S2.7): words are runs of characters between spaces and
  /// newlines (any `Character.isNewline`: `"\n"`, `"\r\n"`, U+2028, …); each newline starts a new line before
  /// the next word, except one that ends the string, which only ends the last line.
  static func words(of string: String) -> (words: [Substring], lineBreaks: [Int]) {
    var lines = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if lines.count > 1, lines[lines.count - 1].isEmpty { lines.removeLast() }
    var words: [Substring] = []
    var breaks: [Int] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { breaks.append(words.count) }
      words += line.split(separator: " ", omittingEmptySubsequences: true)
    }
    return (words, breaks)
  }

  /// The baseline of a text that gives none, as a fraction of its line height: 0.8, where a system font's
  /// baseline sits in its line (13.6 pt in the default 17-pt line).
  public static let defaultBaselineFraction = 0.8

  /// The character widths of `words` (S2.9): each character `charWidth` wide, or measured in `style`'s
  /// typeface when `charWidth` is nil.
  static func characterWidths(of words: [Substring], charWidth: Double?, style: TextStyle?) -> [[Double]] {
    words.map { word in
      if let charWidth { return [Double](repeating: charWidth, count: word.count) }
      guard let style else { return [] }
      return word.map { TextMeasure.width(of: Substring(String($0)), style) }
    }
  }

  /// Creates a text leaf from word widths; `characterWidths` (S2.9) lets a word wider than its line break
  /// between characters.
  public init(
    wordWidths: [Double], spaceWidth: Double = 4, lineHeight: Double = 17, lineLimit: Int? = nil,
    reservesSpace: Bool = false, baseline: Double? = nil, lineBreaks: [Int] = [], style: TextStyle? = nil,
    characterWidths: [[Double]] = []
  ) {
    self.wordWidths = wordWidths
    self.characterWidths = characterWidths
    self.lineBreaks = lineBreaks
    self.style = style
    self.spaceWidth = spaceWidth
    self.lineHeight = lineHeight
    self.lineLimit = lineLimit
    self.reservesSpace = reservesSpace
    self.baseline = baseline
  }

  /// Creates a text leaf from a string in a monospaced model: each word (a run of characters between
  /// spaces and newlines) is `characters × charWidth` wide, and the space is one `charWidth`. A newline is a
  /// forced line break (S2.7; one that ends the string ends the last line and adds none).
  public init(
    _ string: String, charWidth: Double = 8, lineHeight: Double = 17, lineLimit: Int? = nil,
    reservesSpace: Bool = false, baseline: Double? = nil
  ) {
    let (words, breaks) = Self.words(of: string)
    self.init(
      wordWidths: words.map { Double($0.count) * charWidth }, spaceWidth: charWidth,
      lineHeight: lineHeight, lineLimit: lineLimit, reservesSpace: reservesSpace,
      baseline: baseline, lineBreaks: breaks,
      characterWidths: Self.characterWidths(of: words, charWidth: charWidth, style: nil))
    self.string = string
  }

  /// Creates a styled text from a string (S2.8), measured in the style's typeface: each word (a run of
  /// characters between spaces and newlines) as wide as its characters' advances at the style's point size at
  /// `.large` (``TextMeasure``), the space likewise, and lines `lineHeight` tall, by default the style's
  /// leading. A newline is a forced line break (S2.7).
  public init(
    _ string: String, style: TextStyle, lineHeight: Double? = nil, lineLimit: Int? = nil,
    reservesSpace: Bool = false, baseline: Double? = nil
  ) {
    let (words, breaks) = Self.words(of: string)
    self.init(
      wordWidths: words.map { TextMeasure.width(of: $0, style) }, spaceWidth: TextMeasure.spaceWidth(style),
      lineHeight: lineHeight ?? style.leading(at: .large), lineLimit: lineLimit, reservesSpace: reservesSpace,
      baseline: baseline, lineBreaks: breaks, style: style,
      characterWidths: Self.characterWidths(of: words, charWidth: nil, style: style))
    self.string = string
  }
}
