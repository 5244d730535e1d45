import Testing

@testable import FlexLayout

extension Rules {
  /// S2.9 (issue 29.3): a word wider than its line breaks between characters, in the string forms.
  @Suite("Rules: long words break at characters (S2.9)")
  struct CharacterBreakRuleTests {
    /// A monospaced text of 10-point characters in 10-point lines.
    static func text(_ string: String, lineLimit: Int? = nil) -> Node {
      Node(.text(TextLeaf(string, charWidth: 10, lineHeight: 10, lineLimit: lineLimit)))
    }

    @Test(
      "S2.9 a word wider than the line fills lines with its characters; its last piece stays open",
      arguments: [
        // (string, width, size)
        ("abcdefghij", 35.0, Size(width: 30, height: 40)),  // abc | def | ghi | j
        ("abcdefghij", 100.0, Size(width: 100, height: 10)),  // fits whole: never broken
        ("abcdefghij", 99.9, Size(width: 90, height: 20)),  // abcdefghi | j
        ("abcdefg h", 50.0, Size(width: 50, height: 20)),  // abcde | fg h: the next word joins the last piece
        ("hi abcdefgh", 50.0, Size(width: 50, height: 30)),  // hi | abcde | fgh: the word moves first
        ("abc", 5.0, Size(width: 10, height: 30)),  // narrower than a character: one a line
        ("abc", 0.0, Size(width: 10, height: 30)),  // the minimum probe: the widest character
      ])
    func breaksAtCharacters(string: String, width: Double, expected: Size) throws {
      let result = try layoutBoth(Self.text(string), proposal(width, nil))
      #expect(result.size == expected, "\(string) at \(width)")
    }

    /// The text lines the engine reports for `node` at `width`.
    static func lines(_ node: Node, _ width: Double, _ environment: LayoutEnvironment = .standard) throws
      -> TextLines?
    {
      let engine = try LayoutEngine(node)
      engine.reportsTextLines = true
      return try engine.layout(proposal: proposal(width, nil), environment: environment).textLines(of: NodeID(0))
    }

    @Test("S2.9 at width 0 (the minimum probe) each character is a line; the first ones are kept; zero widths join")
    func zeroWidthProbe() throws {
      // Proportional characters, two words, a line limit and a height: the kept lines are the first characters.
      let words = TextLeaf(
        wordWidths: [12, 9], spaceWidth: 3, lineHeight: 10, characterWidths: [[5, 7], [2, 3, 4]])
      #expect(try layoutBoth(Node(.text(words)), proposal(0, nil)).size == Size(width: 7, height: 50))
      var limited = words
      limited.lineLimit = 1
      #expect(try layoutBoth(Node(.text(limited)), proposal(0, nil)).size == Size(width: 5, height: 10))
      #expect(try layoutBoth(Node(.text(words)), proposal(0, 30)).size == Size(width: 7, height: 30))
      let lines = try #require(try Self.lines(Node(.text(limited)), 0))
      #expect(lines.needed == 5 && lines.kept == 1 && lines.brokenWords == 1)
      // Zero-width characters and words are not positive: they share lines by the general rule.
      let zeros = TextLeaf(wordWidths: [0, 5], spaceWidth: 0, lineHeight: 10, characterWidths: [[0, 0], [5, 0]])
      #expect(try layoutBoth(Node(.text(zeros)), proposal(0, nil)).size == Size(width: 5, height: 30))  // 0 | 5 | 0
      // Dynamic Type scales the characters with the words (S7.1): the widest at accessibility5.
      let scaled = try layoutBoth(
        Node(.text(words)), proposal(0, nil), LayoutEnvironment(dynamicTypeSize: .accessibility5))
      #expect(scaled.size.width == DynamicTypeSize.accessibility5.scaleText(7))
    }

    @Test("S2.9 no breaking without a finite width: the ideal size is one line")
    func idealIsOneLine() throws {
      for width in [nil, .infinity] as [Double?] {
        let result = try layoutBoth(Self.text("abcdefghij"), proposal(width, nil))
        #expect(result.size == Size(width: 100, height: 10))
      }
    }

    @Test("S2.9 the words form has no characters: a long word sticks out whole, as before")
    func wordsKeepTheirRule() throws {
      let node = Node(.text(TextLeaf(wordWidths: [80, 10], spaceWidth: 10, lineHeight: 10)))
      let result = try layoutBoth(node, proposal(50, nil))
      #expect(result.size == Size(width: 80, height: 20))
    }

    @Test("S2.9 a line limit keeps the first pieces; the lost ones count as needed lines")
    func lineLimitKeepsPieces() throws {
      let result = try layoutBoth(Self.text("abcdefghij", lineLimit: 2), proposal(35, nil))
      #expect(result.size == Size(width: 30, height: 20))
      let lines = try #require(try Self.lines(Self.text("abcdefghij", lineLimit: 2), 35))
      #expect(lines.needed == 4 && lines.kept == 2 && lines.isTruncated)
    }

    @Test("S2.9 a styled word breaks at its Inter advances, each line within the width")
    func styledWordsBreak() throws {
      let string = "Donaudampfschifffahrtsgesellschaft"
      let leaf = TextLeaf(string, style: .body)
      #expect(leaf.characterWidths.count == 1 && leaf.characterWidths[0].count == string.count)
      for width in [40.0, 80, 120, 160] {
        let result = try layoutBoth(Node(.text(leaf)), proposal(width, nil))
        #expect(result.size.width <= width, "at \(width)")
        let needed = try #require(try Self.lines(Node(.text(leaf)), width)?.needed)
        #expect(Double(needed) >= (leaf.wordWidths[0] / width).rounded(.up), "at \(width)")
      }
    }

    @Test("S2.9 character widths scale with Dynamic Type as the words do")
    func scaledCharacters() throws {
      let environment = LayoutEnvironment(dynamicTypeSize: .accessibility3)
      let node = Node(.text(TextLeaf("abcdefghij", style: .caption)))
      let large = try layoutBoth(node, proposal(nil, nil)).size.width
      let scaled = try layoutBoth(node, proposal(nil, nil), environment).size.width
      #expect(scaled > large)
      let broken = try layoutBoth(node, proposal(scaled / 2, nil), environment)
      #expect(broken.size.width <= scaled / 2)
      #expect((try Self.lines(node, scaled / 2, environment)?.needed ?? 0) >= 2)
    }

    @Test("S2.9 validation: one non-empty list of finite, non-negative widths per word")
    func validation() {
      let cases: [([[Double]], String)] = [
        ([[1]], "characters"),  // one list for two words
        ([[1], []], "characters/1"),
        ([[1], [.nan]], "characters/1/0"),
        ([[1], [-1]], "characters/1/0"),
      ]
      for (characters, path) in cases {
        let leaf = TextLeaf(wordWidths: [1, 1], characterWidths: characters)
        let error = layoutErrorBoth(Node(.text(leaf)), proposal(10, nil))
        #expect(error?.path.hasSuffix(path) == true, "\(characters): \(String(describing: error))")
      }
    }
  }
}
