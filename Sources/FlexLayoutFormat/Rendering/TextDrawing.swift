import FlexLayout

extension LayoutPicture {
  /// One word of a text as drawn: which word, its line, and where it starts and how much of it shows (points,
  /// from the text's top-left corner; a word wider than what is left of the frame is cut at its edge).
  struct PlacedWord: Equatable {
    let word: Int
    let line: Int
    let x: Double
    let shownWidth: Double
  }

  /// The words of `text` on the lines the layout wrapped them into at `frame`: greedy lines at the text's own
  /// width (its widest line, so the same lines as at its proposal, S2.3), as many as its height holds (at most
  /// 1,000); lengths scaled for `typeSize`. Words cut to nothing are left out. Right to left, each line starts
  /// at the frame's right edge and runs leftwards (a word's own characters still read left to right).
  static func placedWords(
    _ text: TextLeaf, in frame: Rect, _ typeSize: DynamicTypeSize, _ direction: LayoutDirection = .leftToRight
  ) -> [PlacedWord] {
    let lineHeight = typeSize.scaleText(text.lineHeight)
    guard lineHeight > 0, frame.width.isFinite, frame.height.isFinite else { return [] }
    let space = typeSize.scaleText(text.spaceWidth)
    let keptLines = Swift.min(Swift.max(1, Int((frame.height / lineHeight).rounded())), 1_000)
    var placed: [PlacedWord] = []
    var line = 0
    var x = 0.0
    for (position, word) in text.wordWidths.map(typeSize.scaleText).enumerated() {
      if position > 0 {
        if (x + space) + word <= frame.width {
          x = x + space
        } else {
          line += 1
          x = 0
        }
      }
      if line >= keptLines { break }
      let shown = Swift.min(word, Swift.max(frame.width - x, 0))
      if shown > 0 {
        let start = direction == .rightToLeft ? frame.width - x - shown : x
        placed.append(PlacedWord(word: position, line: line, x: start, shownWidth: shown))
      }
      x = x + word
    }
    return placed
  }

  /// Every visible text's content on the lines the layout wrapped it into (``placedWords(_:in:_:)``): a text
  /// made from a string shows its characters, each word stretched to exactly its width in a monospaced font
  /// and cut to the characters that fit whole; a text given as widths shows each word as a grey bar. Words sit
  /// on their line's baseline (S19.1).
  static func drawTexts(
    _ texts: [(index: Int, text: TextLeaf)], _ result: LayoutResult, _ typeSize: DynamicTypeSize,
    _ direction: LayoutDirection, into writer: inout SVGWriter
  ) {
    let n = SVGWriter.number
    var withStrings: [(index: Int, text: TextLeaf, words: [Substring])] = []
    var withWidths: [(index: Int, text: TextLeaf)] = []
    for (index, text) in texts {
      if let words = text.stringWords {
        withStrings.append((index, text, words))
      } else {
        withWidths.append((index, text))
      }
    }
    if !withStrings.isEmpty {
      writer.start("g", [("class", "strings"), ("font-family", "Menlo, Consolas, monospace"), ("fill", "#222222")])
      for (index, text, words) in withStrings {
        let frame = result.frames[index]
        let lineHeight = typeSize.scaleText(text.lineHeight)
        let charWidth = typeSize.scaleText(text.spaceWidth)
        let baseline = text.baseline.map(typeSize.scaleText) ?? lineHeight * TextLeaf.defaultBaselineFraction
        // A monospaced glyph is about 0.6 em wide; never taller than most of the line.
        let fontSize = Swift.min(lineHeight * 0.8, charWidth / 0.6)
        for word in placedWords(text, in: frame, typeSize, direction) {
          let characters = words[word.word]
          let kept = charWidth > 0 ? Swift.min(characters.count, Int((word.shownWidth / charWidth).rounded(.down))) : 0
          guard kept > 0 else { continue }
          writer.element(
            "text",
            [
              ("x", n(frame.x + word.x)), ("y", n(frame.y + Double(word.line) * lineHeight + baseline)),
              ("font-size", n(fontSize)), ("textLength", n(Double(kept) * charWidth)),
              ("lengthAdjust", "spacingAndGlyphs"),
            ], content: String(characters.prefix(kept)))
        }
      }
      writer.end()
    }
    if !withWidths.isEmpty {
      writer.start("g", [("class", "words"), ("fill", "#8a9099"), ("fill-opacity", "0.55")])
      for (index, text) in withWidths {
        let frame = result.frames[index]
        let lineHeight = typeSize.scaleText(text.lineHeight)
        for word in placedWords(text, in: frame, typeSize, direction) {
          writer.element(
            "rect",
            [
              ("x", n(frame.x + word.x)), ("y", n(frame.y + Double(word.line) * lineHeight + lineHeight * 0.3)),
              ("width", n(word.shownWidth)), ("height", n(lineHeight * 0.45)),
            ])
        }
      }
      writer.end()
    }
  }
}
