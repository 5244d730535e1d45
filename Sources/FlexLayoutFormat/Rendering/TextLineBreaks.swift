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

  /// The word ranges of each kept line of a text whose words are `words` wide with `space` between them
  /// (points, already scaled for the Dynamic Type size), each run between the forced breaks `lineBreaks` (S2.7)
  /// wrapped on its own at `width` (`nil` or infinite: one line per run; an empty run is an empty line),
  /// keeping at most `kept` lines (and at most ``maximumLines``). No words and no breaks: no lines.
  static func lines(words: [Double], lineBreaks: [Int] = [], space: Double, width: Double?, kept: Int)
    -> [Range<Int>]
  {
    guard !words.isEmpty || !lineBreaks.isEmpty, kept > 0 else { return [] }
    let limit = Swift.min(kept, maximumLines)
    // Unspecified or infinite: every join fits (the words are finite).
    let bound = width.flatMap { $0.isNaN ? nil : $0 } ?? .infinity
    var lines: [Range<Int>] = []
    var runStart = 0
    for runEnd in lineBreaks + [words.count] {
      defer { runStart = runEnd }
      guard runStart < runEnd else {
        lines.append(runStart..<runStart)
        if lines.count == limit { return lines }
        continue
      }
      var start = runStart
      var line = words[runStart]
      for index in (runStart + 1)..<runEnd {
        let joined = (line + space) + words[index]
        if joined <= bound {
          line = joined
        } else {
          lines.append(start..<index)
          if lines.count == limit { return lines }
          start = index
          line = words[index]
        }
      }
      lines.append(start..<runEnd)
      if lines.count == limit { return lines }
    }
    return lines
  }

  /// The kept lines of `text` laid out in `frame`, `report` being the layout's ``TextLines`` for it (or `nil`
  /// when the result has none: then the frame decides, as the type's documentation says); lengths scaled for
  /// `typeSize`.
  static func lines(of text: TextLeaf, in frame: Rect, report: TextLines?, _ typeSize: DynamicTypeSize)
    -> [Range<Int>]
  {
    let words = text.wordWidths.map { text.scaledLength($0, at: typeSize) }
    let space = text.scaledLength(text.spaceWidth, at: typeSize)
    if let report {
      return lines(
        words: words, lineBreaks: text.lineBreaks, space: space, width: report.proposedWidth, kept: report.kept)
    }
    let lineHeight = text.scaledLineHeight(at: typeSize)
    guard lineHeight > 0, frame.width.isFinite, frame.height.isFinite else { return [] }
    let kept = Int(Swift.min(Swift.max(1, (frame.height / lineHeight).rounded()), Double(maximumLines)))
    return lines(words: words, lineBreaks: text.lineBreaks, space: space, width: frame.width + 1, kept: kept)
  }
}
