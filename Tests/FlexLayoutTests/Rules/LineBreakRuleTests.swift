import Testing

@testable import FlexLayout

extension Rules {
  /// S2.7 forced line breaks (FL-29): a newline in a string, `lineBreaks` in the words form.
  @Suite("Rules: forced line breaks (S2.7)")
  struct LineBreakRuleTests {
    /// Words 10, 20, 30 and 40 wide, 4-point spaces, 10-point lines, a break before the third word.
    static let broken = TextLeaf(wordWidths: [10, 20, 30, 40], spaceWidth: 4, lineHeight: 10, lineBreaks: [2])

    @Test(
      "S2.7 a string's words and breaks: newlines of every kind break, a final one adds no line",
      arguments: [
        ("ab cd\nef", [2.0, 2, 2], [2]),
        ("ab\n\ncd", [2, 2], [1, 1]),  // an empty line between
        ("ab\n", [2], []),  // a final newline only ends the last line
        ("ab\n\n", [2], [1]),  // … so two make one empty line after it
        ("\nab", [2], [0]),  // an empty first line
        ("ab\r\ncd\u{2028}ef\rgh", [2, 2, 2, 2], [1, 2, 3]),
        ("a\tb c", [3, 1], []),  // a tab is part of a word
        ("\n", [], []),  // a text whose only line is empty: no words
      ])
    func stringBreaks(string: String, widths: [Double], breaks: [Int]) {
      let text = TextLeaf(string, charWidth: 1)
      #expect(text.wordWidths == widths, "\(string.debugDescription)")
      #expect(text.lineBreaks == breaks, "\(string.debugDescription)")
      #expect(text.stringWords?.count == widths.count, "the string's words are still the text's")
    }

    @Test(
      "S2.7 each run between breaks wraps on its own; the width is the widest line",
      arguments: [
        // (proposal, expected): runs [10 20] and [30 40].
        (proposal(nil, nil), Size(width: 74, height: 20)),  // ideal: one line per run (30 + 4 + 40)
        (proposal(.infinity, nil), Size(width: 74, height: 20)),
        (proposal(1_000, nil), Size(width: 74, height: 20)),  // never joined across the break
        (proposal(73.9, nil), Size(width: 40, height: 30)),  // 10 20 | 30 | 40
        (proposal(33.9, nil), Size(width: 40, height: 40)),  // 10 | 20 | 30 | 40
        (proposal(0, nil), Size(width: 40, height: 40)),
      ])
    func runsWrapAlone(proposed: ProposedSize, expected: Size) throws {
      let result = try layoutBoth(Node(.text(Self.broken)), proposed)
      #expect(result.size == expected)
    }

    @Test("S2.7 empty runs are empty lines, 0 wide; breaks at either end count")
    func emptyLines() throws {
      let cases: [([Double], [Int], Size)] = [
        ([10, 20], [1, 1], Size(width: 20, height: 30)),  // 10 | (empty) | 20
        ([10], [0], Size(width: 10, height: 20)),  // (empty) | 10
        ([10], [1], Size(width: 10, height: 20)),  // 10 | (empty)
        ([], [0, 0], Size(width: 0, height: 30)),  // three empty lines: 0 wide, three lines tall
        ([], [], Size(width: 0, height: 0)),  // no words, no breaks: (0, 0) as before
      ]
      for (words, breaks, expected) in cases {
        let text = Node(.text(TextLeaf(wordWidths: words, spaceWidth: 4, lineHeight: 10, lineBreaks: breaks)))
        for width in [nil, 0, 100.0] as [Double?] {
          let result = try layoutBoth(text, proposal(width, nil))
          #expect(result.size == expected, "\(words) \(breaks) at \(String(describing: width))")
        }
      }
    }

    @Test("S2.7 the line cap keeps the first lines the breaks made: line limit and height")
    func capReadsTheBrokenLines() throws {
      var limited = Self.broken
      limited.lineLimit = 1
      // Only the first run's line is kept, at any width: 10 + 4 + 20.
      #expect(try layoutBoth(Node(.text(limited)), proposal(nil, nil)).size == Size(width: 34, height: 10))
      // The height holds two of the three lines at 40: 10 20 | 30 (40 is dropped).
      let capped = try layoutBoth(Node(.text(Self.broken)), proposal(40, 25))
      #expect(capped.size == Size(width: 34, height: 20))
      // Reserving two lines: two lines tall whatever the breaks make.
      var reserving = Self.broken
      reserving.lineLimit = 2
      reserving.reservesSpace = true
      #expect(try layoutBoth(Node(.text(reserving)), proposal(0, nil)).size == Size(width: 20, height: 20))
    }

    @Test("S2.7 the text lines report counts forced lines: needed, kept and the widest kept")
    func reportCountsForcedLines() throws {
      var limited = Self.broken
      limited.lineLimit = 2
      let text = Node(.text(limited)).id("text")
      let reference = try ReferenceSolver.layout(
        text, proposal: proposal(50, nil), environment: .standard, reportingTextLines: true)
      let engine = try LayoutEngine(text)
      engine.reportsTextLines = true
      let result = try engine.layout(proposal: proposal(50, nil))
      for lines in [reference.textLines(of: NodeID(0)), result.textLines(of: NodeID(0))] {
        // 10 20 | 30 | 40 at 50: three lines needed, two kept, the widest kept 34.
        #expect(lines == TextLines(needed: 3, kept: 2, widestKeptLine: 34, proposedWidth: 50))
      }
    }

    @Test("S2.7, S19.1 the last baseline is the last kept line's, the breaks counted; right to left alike")
    func lastBaseline() throws {
      let text = Node(.text(TextLeaf("ab\ncd ef", charWidth: 10, lineHeight: 10, baseline: 8))).id("text")
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        var environment = LayoutEnvironment.standard
        environment.layoutDirection = direction
        for (width, lastLine) in [(200.0, 1.0), (30, 2)] {
          let row = Node.hstack(
            spacing: 0, alignment: .lastTextBaseline, [text, Node.fixed(width: 10, height: 50).id("box")])
          let result = try layoutBoth(row, proposal(width + 10, nil), environment)
          let textFrame = try #require(result["text"])
          let box = try #require(result["box"])
          // The box's bottom (its last baseline) meets the text's last line's baseline.
          #expect(textFrame.y + lastLine * 10 + 8 == box.maxY, "\(direction) at \(width)")
        }
      }
    }

    @Test("S2.7 validation names a break out of order or past the last word by its path")
    func validation() throws {
      for breaks in [[3, 1], [5], [-1]] {
        let text = Node(.text(TextLeaf(wordWidths: [1, 2, 3], lineBreaks: breaks)))
        let error = layoutErrorBoth(text, proposal(100, nil))
        #expect(error?.path.hasPrefix("/root/lineBreaks/") == true, "\(breaks): \(String(describing: error))")
      }
    }

    @Test("S2.7 a live tree: setting, moving and removing breaks gives a fresh engine's frames")
    func liveEdits() throws {
      let tree = LiveTree()
      let column = tree.create(.vstack(spacing: 0))
      let text = tree.create(.text(Self.broken), id: "text")
      let below = tree.create(.fixed(width: 10, height: 10), id: "below")
      try tree.insert(text, into: column)
      try tree.insert(below, into: column)
      try tree.setRoot(column)
      for breaks in [[2], [1, 3], [], [0, 4, 4], [2]] {
        var leaf = Self.broken
        leaf.lineBreaks = breaks
        try tree.setKind(.text(leaf), of: text)
        _ = try tree.layout(proposal: proposal(60, nil))
        let fresh = try LayoutEngine(
          Node.vstack(spacing: 0, [Node(.text(leaf)).id("text"), Node.fixed(width: 10, height: 10).id("below")])
        )
        .layout(proposal: proposal(60, nil))
        #expect(try tree.frame(of: text) == fresh["text"], "\(breaks)")
        #expect(try tree.frame(of: below) == fresh["below"], "\(breaks)")
      }
    }
  }
}
