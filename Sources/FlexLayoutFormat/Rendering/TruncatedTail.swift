import FlexLayout

extension LayoutPicture {
  /// The last kept line of a truncated text (S2.3) as a renderer draws it, by tail truncation (TextKit's
  /// `byTruncatingTail`, which SwiftUI's `Text` uses): the line goes on with the rest of its paragraph (up to the
  /// next forced break, S2.7) and is cut before the first character that would leave no room for the ellipsis
  /// inside the text's frame; the ellipsis follows the last character kept (Docs/CLI.md, `render`).
  struct TruncatedTail: Equatable {
    /// Every line's words as drawn: the earlier lines as placed, the last one continued and cut.
    let words: [PlacedWord]
    /// Where the ellipsis starts, in points from the text's left edge (left of the line's text, right to left).
    let ellipsisX: Double
    /// The line the ellipsis ends (the last kept line).
    let line: Int

    /// The tail of `placed` (``placedWords(_:in:_:_:report:)`` of `text`, whose last kept line is `lastLine`,
    /// perhaps an empty one) in a frame `width` points wide, with an ellipsis `ellipsis` points wide; lengths
    /// scaled for `typeSize`. A word of a text without characters (given
    /// as widths) is cut at any point, as its bar is drawn. When not even the line's first character fits, the
    /// line keeps nothing and the ellipsis starts at its edge.
    init(
      _ placed: [PlacedWord], of text: TextLeaf, lastLine: Int, width: Double, ellipsis: Double,
      _ typeSize: DynamicTypeSize, _ direction: LayoutDirection
    ) {
      let onLine = placed.filter { $0.line == lastLine }
      var runs = onLine.map { ($0.word, $0.characters) }
      if let last = onLine.last {
        // The rest of a broken word, then the words up to the end of the paragraph.
        let count = text.characterWidths.isEmpty ? 0 : text.characterWidths[last.word].count
        if let shown = last.characters, shown.upperBound < count { runs.append((last.word, shown.upperBound..<count)) }
        let paragraphEnd = text.lineBreaks.first { $0 > last.word } ?? text.wordWidths.count
        for word in (last.word + 1)..<Swift.max(last.word + 1, paragraphEnd) { runs.append((word, nil)) }
      }
      let space = text.scaledLength(text.spaceWidth, at: typeSize)
      let limit = width - ellipsis
      func characterWidth(_ word: Int, _ index: Int) -> Double {
        text.scaledLength(text.characterWidths[word][index], at: typeSize)
      }
      var kept: [PlacedWord] = []
      var end = 0.0
      for (position, (word, characters)) in runs.enumerated() {
        // A space comes before each word but the line's first, not before the rest of a broken word.
        let spaced = position > 0 && (characters == nil || characters?.lowerBound == 0)
        let start = spaced ? end + space : end
        let wordWidth =
          characters.map { pieceWidth(text, word: word, $0, typeSize) }
          ?? text.scaledLength(text.wordWidths[word], at: typeSize)
        if start + wordWidth <= limit {
          kept.append(PlacedWord(word: word, line: lastLine, x: start, width: wordWidth, characters: characters))
          end = start + wordWidth
          continue
        }
        if text.characterWidths.isEmpty {
          if limit > start {
            kept.append(PlacedWord(word: word, line: lastLine, x: start, width: limit - start, characters: nil))
            end = limit
          }
        } else {
          let range = characters ?? 0..<text.characterWidths[word].count
          var fitting = 0.0
          var upper = range.lowerBound
          while upper < range.upperBound, start + fitting + characterWidth(word, upper) <= limit {
            fitting = upper == range.lowerBound ? characterWidth(word, upper) : fitting + characterWidth(word, upper)
            upper += 1
          }
          if upper > range.lowerBound {
            kept.append(
              PlacedWord(word: word, line: lastLine, x: start, width: fitting, characters: range.lowerBound..<upper))
            end = start + fitting
          }
        }
        break
      }
      let mirrored =
        direction == .rightToLeft
        ? kept.map {
          PlacedWord(
            word: $0.word, line: $0.line, x: width - $0.x - $0.width, width: $0.width, characters: $0.characters)
        }
        : kept
      self.words = placed.filter { $0.line < lastLine } + mirrored
      self.ellipsisX = direction == .rightToLeft ? width - end - ellipsis : end
      self.line = lastLine
    }
  }
}
