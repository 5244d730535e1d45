import FlexLayout

/// The lines a text was wrapped into where it was placed, as runs of its words: what a picture or an explorer
/// page draws, so that it shows exactly the layout's lines (Docs/Semantics.md S2.3).
///
/// With the layout's report (``LayoutResult/textLines``), the words are wrapped greedily at the width the text
/// was *proposed* — the width the layout wrapped them at, not the text's frame, which a display scale rounds to
/// pixels and may make narrower than its widest line — with the engine's arithmetic (`(line + space) + word ≤
/// width`), and the report's kept lines are kept. Without a report (a result from a solver not asked for text
/// lines), the words are wrapped at the frame's width plus one point, which keeps the lines of a frame rounded
/// to a pixel grid of scale 1 or finer in all but rare cases, and as many lines are kept as the frame's height
/// holds.
enum TextLineBreaks {
  /// The most lines drawn of one text.
  static let maximumLines = 1_000

  /// One line as drawn: its words, the first of which may show only some of its characters (a piece of a word
  /// broken between characters, S2.9).
  struct Line: Equatable {
    /// The words on the line, by index.
    var words: Range<Int>
    /// The characters of the first word the line shows, by index among the word's characters; `nil` for the
    /// whole word.
    var first: Range<Int>?
  }

  /// The kept lines of a text whose words are `words` wide with `space` between them (points, already scaled
  /// for the Dynamic Type size), each run between the forced breaks `lineBreaks` (S2.7) wrapped on its own at
  /// `width` (`nil` or infinite: one line per run; an empty run is an empty line), a word wider than a finite
  /// width on its line broken between its `characters` (S2.9; none: never broken), keeping at most `kept` lines
  /// (and at most ``maximumLines``). No words and no breaks: no lines.
  static func lines(
    words: [Double], characters: [[Double]] = [], lineBreaks: [Int] = [], space: Double, width: Double?, kept: Int
  ) -> [Line] {
    guard !words.isEmpty || !lineBreaks.isEmpty, kept > 0 else { return [] }
    let limit = Swift.min(kept, maximumLines)
    // Unspecified or infinite: every join fits (the words are finite).
    let bound = width.flatMap { $0.isNaN ? nil : $0 } ?? .infinity
    var lines: [Line] = []
    var current = Line(words: 0..<0, first: nil)
    var length = 0.0
    /// Opens a line with word `index`, breaking it first when it is wider than the width (S2.9); false when the
    /// kept lines are full.
    func open(_ index: Int) -> Bool {
      current = Line(words: index..<(index + 1), first: nil)
      length = words[index]
      guard bound.isFinite, length > bound, !characters.isEmpty else { return true }
      let widths = characters[index]
      var start = 0
      length = widths[0]
      for character in 1..<widths.count {
        let joined = length + widths[character]
        if joined <= bound {
          length = joined
        } else {
          lines.append(Line(words: index..<(index + 1), first: start..<character))
          if lines.count == limit { return false }
          start = character
          length = widths[character]
        }
      }
      current.first = start..<widths.count
      return true
    }
    var runStart = 0
    for runEnd in lineBreaks + [words.count] {
      defer { runStart = runEnd }
      guard runStart < runEnd else {
        lines.append(Line(words: runStart..<runStart, first: nil))
        if lines.count == limit { return lines }
        continue
      }
      if !open(runStart) { return lines }
      for index in (runStart + 1)..<runEnd {
        let joined = (length + space) + words[index]
        if joined <= bound {
          length = joined
          current.words = current.words.lowerBound..<(index + 1)
        } else {
          lines.append(current)
          if lines.count == limit || !open(index) { return lines }
        }
      }
      lines.append(current)
      if lines.count == limit { return lines }
    }
    return lines
  }

  /// The kept lines of `text` laid out in `frame`, `report` being the layout's ``TextLines`` for it (or `nil`
  /// when the result has none: then the frame decides, as the type's documentation says); lengths scaled for
  /// `typeSize`.
  static func lines(of text: TextLeaf, in frame: Rect, report: TextLines?, _ typeSize: DynamicTypeSize) -> [Line] {
    let words = text.wordWidths.map { text.scaledLength($0, at: typeSize) }
    let characters = text.characterWidths.map { $0.map { text.scaledLength($0, at: typeSize) } }
    let space = text.scaledLength(text.spaceWidth, at: typeSize)
    if let report {
      return lines(
        words: words, characters: characters, lineBreaks: text.lineBreaks, space: space, width: report.proposedWidth,
        kept: report.kept)
    }
    let lineHeight = text.scaledLineHeight(at: typeSize)
    guard lineHeight > 0, frame.width.isFinite, frame.height.isFinite else { return [] }
    let kept = Int(Swift.min(Swift.max(1, (frame.height / lineHeight).rounded()), Double(maximumLines)))
    return lines(
      words: words, characters: characters, lineBreaks: text.lineBreaks, space: space, width: frame.width + 1,
      kept: kept)
  }
}
