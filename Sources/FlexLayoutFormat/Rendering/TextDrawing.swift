import FlexLayout

extension LayoutPicture {
  /// One word of a text as drawn: which word, its line, where it starts (points from the text's left edge) and
  /// its width (points), or the piece of it a line shows when the word is broken between characters (S2.9). A
  /// text's frame is its widest line, up to the pixel rounding of a display scale, which may leave a word a
  /// fraction of a pixel past the frame's edge.
  struct PlacedWord: Equatable {
    let word: Int
    let line: Int
    let x: Double
    let width: Double
    /// The word's characters drawn here, by index; `nil` for the whole word.
    var characters: Range<Int>? = nil
  }

  /// A visible text as a panel draws it: its words on the lines the layout wrapped them into.
  struct DrawnText {
    /// The text's preorder number.
    let index: Int
    let frame: Rect
    let words: [PlacedWord]
    /// The characters drawn for each word (``GlyphFallback``), or `nil` for a text given as widths: grey bars.
    let characters: [String]?
    /// The line height, the first baseline below the text's top and the monospaced font's size, in points
    /// scaled for the Dynamic Type size; the width of one character (the text's space width).
    let lineHeight: Double
    let baseline: Double
    let fontSize: Double
    let charWidth: Double
    /// The style of a styled text (S2.8), drawn in its typeface; `nil` for a monospaced one.
    let style: TextStyle?
    /// When the layout dropped lines of the text (S2.3, ``TextLines/isTruncated``), its last kept line, continued
    /// and cut to leave room for the ellipsis that ends it (right to left: that starts it); `nil` for a text that
    /// kept all its lines.
    let tail: TruncatedTail?
    /// The ellipsis's width in points (0 without a tail).
    let ellipsisWidth: Double

    /// The text at `index` laid out in `result`, for `typeSize` and `direction`.
    init(
      index: Int, text: TextLeaf, result: LayoutResult, _ typeSize: DynamicTypeSize, _ direction: LayoutDirection
    ) {
      self.index = index
      frame = result.frames[index]
      let report = result.textLines(of: NodeID(index))
      let placed = LayoutPicture.placedWords(text, in: frame, typeSize, direction, report: report)
      characters = text.stringWords?.map { GlyphFallback.drawable($0) }
      lineHeight = text.scaledLineHeight(at: typeSize)
      baseline =
        text.baseline.map { text.scaledLength($0, at: typeSize) } ?? lineHeight * TextLeaf.defaultBaselineFraction
      charWidth = text.scaledLength(text.spaceWidth, at: typeSize)
      style = text.style
      // A styled text at its style's point size; a monospaced glyph is about 0.6 em wide, and never taller than
      // most of the line.
      fontSize = text.style?.pointSize(at: typeSize) ?? Swift.min(lineHeight * 0.8, charWidth / 0.6)
      guard let report, report.isTruncated else {
        words = placed
        tail = nil
        ellipsisWidth = 0
        return
      }
      // The ellipsis is one character: Inter's "…" in a styled text, one `charWidth` in a monospaced one, a
      // short mark after a text given as widths.
      ellipsisWidth =
        characters == nil
        ? Swift.min(lineHeight * 0.8, 12) * 0.8
        : text.style.map { text.scaledLength(TextMeasure.width(of: "…", $0), at: typeSize) } ?? charWidth
      let lastLine = Swift.max(0, Swift.min(report.kept, TextLineBreaks.maximumLines) - 1)
      let tail = TruncatedTail(
        placed, of: text, lastLine: lastLine, width: frame.width, ellipsis: ellipsisWidth, typeSize, direction)
      words = tail.words
      self.tail = tail
    }

    /// The font size of the ellipsis: the text's own, or for a text given as widths a small monospaced one.
    var ellipsisFontSize: Double { characters == nil ? Swift.min(lineHeight * 0.8, 12) : fontSize }

    /// The baseline of `line`, in root coordinates.
    func baseline(ofLine line: Int) -> Double { frame.y + Double(line) * lineHeight + baseline }

    /// Where each word's ink is, in root coordinates: a word of characters from 0.8 em above its baseline to
    /// 0.25 em below it, a word bar its bar; then a truncated text's ellipsis, from 0.8 em of its font above its
    /// baseline. Labels keep off these.
    var inkRects: [Rect] {
      let ellipsis = tail.map { tail in
        Rect(
          x: frame.x + tail.ellipsisX, y: baseline(ofLine: tail.line) - ellipsisFontSize * 0.8, width: ellipsisWidth,
          height: ellipsisFontSize * 1.05)
      }
      return words.map { word in
        if characters != nil {
          let base = baseline(ofLine: word.line)
          return Rect(x: frame.x + word.x, y: base - fontSize * 0.8, width: word.width, height: fontSize * 1.05)
        }
        return Rect(
          x: frame.x + word.x, y: frame.y + Double(word.line) * lineHeight + lineHeight * 0.3, width: word.width,
          height: lineHeight * 0.45)
      } + (ellipsis.map { [$0] } ?? [])
    }
  }

  /// The words of `text` on the lines the layout wrapped them into in `frame` (``TextLineBreaks``: at the width
  /// the text was proposed, with the kept lines of `report`); lengths scaled for `typeSize`. Right to left, each
  /// line starts at the frame's right edge and runs leftwards (a word's own characters still read left to right).
  static func placedWords(
    _ text: TextLeaf, in frame: Rect, _ typeSize: DynamicTypeSize, _ direction: LayoutDirection = .leftToRight,
    report: TextLines? = nil
  ) -> [PlacedWord] {
    let widths = text.wordWidths.map { text.scaledLength($0, at: typeSize) }
    let space = text.scaledLength(text.spaceWidth, at: typeSize)
    var placed: [PlacedWord] = []
    for (line, drawn) in TextLineBreaks.lines(of: text, in: frame, report: report, typeSize).enumerated() {
      var x = 0.0
      for word in drawn.words {
        if word > drawn.words.lowerBound { x = x + space }
        // S2.9: the line's first word may be a piece, as wide as its characters added in order.
        let piece = word == drawn.words.lowerBound ? drawn.first : nil
        let width = piece.map { pieceWidth(text, word: word, $0, typeSize) } ?? widths[word]
        let start = direction == .rightToLeft ? frame.width - x - width : x
        placed.append(PlacedWord(word: word, line: line, x: start, width: width, characters: piece))
        x = x + width
      }
    }
    return placed
  }

  /// Draws `text`: a text made from a string as its characters, each word stretched to exactly its width in a
  /// monospaced font (a styled text in Inter at its style's size and weight, S2.8, stretched alike, so a viewer
  /// without Inter draws its fallback font at the same widths), on its line's baseline (S19.1), in a group of its
  /// own; a text given as widths as a grey bar per word. `clip` is the `clip-path` of a text inside a scroll.
  static func draw(_ text: DrawnText, clip: String?, into writer: inout SVGWriter) {
    let n = SVGWriter.number
    let clipping = clip.map { [("clip-path", $0)] } ?? []
    defer { if let tail = text.tail { drawEllipsis(text, tail, clipping, into: &writer) } }
    guard !text.words.isEmpty else { return }
    if let characters = text.characters {
      let face =
        [("font-family", fontFamily(text.style))] + (text.style?.isSemibold == true ? [("font-weight", "600")] : [])
      writer.start(
        "g", [("class", "string")] + face + [("font-size", n(text.fontSize)), ("fill", "#222222")] + clipping)
      for word in text.words {
        writer.element(
          "text",
          [
            ("x", n(text.frame.x + word.x)), ("y", n(text.baseline(ofLine: word.line))),
            ("textLength", n(word.width)), ("lengthAdjust", "spacingAndGlyphs"),
          ], content: word.characters.map { Self.slice(characters[word.word], $0) } ?? characters[word.word])
      }
      writer.end()
      return
    }
    writer.start("g", [("class", "words"), ("fill", "#8a9099"), ("fill-opacity", "0.55")] + clipping)
    for ink in text.inkRects {
      writer.element("rect", [("x", n(ink.x)), ("y", n(ink.y)), ("width", n(ink.width)), ("height", n(ink.height))])
    }
    writer.end()
  }

  /// The width of the characters `range` of `word` (by index among its characters), scaled for `typeSize` and
  /// added in order: a piece of a broken word (S2.9), as the line breaking sums it.
  static func pieceWidth(_ text: TextLeaf, word: Int, _ range: Range<Int>, _ typeSize: DynamicTypeSize) -> Double {
    range.dropFirst().reduce(text.scaledLength(text.characterWidths[word][range.lowerBound], at: typeSize)) {
      $0 + text.scaledLength(text.characterWidths[word][$1], at: typeSize)
    }
  }

  /// The characters `range` of `word` (by index among its characters): a piece of a broken word (S2.9).
  static func slice(_ word: String, _ range: Range<Int>) -> String {
    String(word.dropFirst(range.lowerBound).prefix(range.count))
  }

  /// The font a text is drawn in: Inter (S2.8) for a styled text, falling back to common sans-serif faces;
  /// a monospaced face otherwise.
  private static func fontFamily(_ style: TextStyle?) -> String {
    style == nil ? "Menlo, Consolas, monospace" : "Inter, Helvetica Neue, Arial, sans-serif"
  }

  /// S2.3: the ellipsis of a truncated text where ``TruncatedTail`` leaves room for it, inside the frame, in the
  /// text's own font (a text given as widths: the monospaced one) stretched to its width, as a renderer would draw
  /// it.
  private static func drawEllipsis(
    _ text: DrawnText, _ tail: TruncatedTail, _ clipping: [(String, String)], into writer: inout SVGWriter
  ) {
    let n = SVGWriter.number
    let size = text.ellipsisFontSize
    writer.element(
      "text",
      [
        ("class", "ellipsis"), ("x", n(text.frame.x + tail.ellipsisX)), ("y", n(text.baseline(ofLine: tail.line))),
        ("textLength", n(text.ellipsisWidth)), ("lengthAdjust", "spacingAndGlyphs"),
        ("font-family", fontFamily(text.style)),
      ]
        + [("font-size", n(size)), ("fill", "#222222")] + clipping, content: "…")
  }
}
