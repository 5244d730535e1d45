import Testing

@testable import FlexLayout

extension Rules {
  /// S2.3 the synthetic text leaf and S7.1 Dynamic Type.
  @Suite("Rules: text (S2.3, S7.1)")
  struct TextRuleTests {
    /// Three 32-point words, 8-point spaces, 17-point lines.
    static let threeWords = Node.text("aaaa bbbb cccc")

    @Test(
      "S2.3 greedy wrapping: a word joins while (line + space) + word <= width",
      arguments: [
        // (proposal, expected size)
        (proposal(nil, nil), Size(width: 112, height: 17)),  // ideal: one line
        (proposal(.infinity, nil), Size(width: 112, height: 17)),  // ∞ is the ideal too
        (proposal(200, nil), Size(width: 112, height: 17)),
        (proposal(112, nil), Size(width: 112, height: 17)),  // exactly fits: <=
        (proposal(111.5, nil), Size(width: 72, height: 34)),
        (proposal(80, nil), Size(width: 72, height: 34)),
        (proposal(72, nil), Size(width: 72, height: 34)),
        (proposal(71.9, nil), Size(width: 32, height: 51)),
        (proposal(31.9, nil), Size(width: 24, height: 102)),  // each word broken: aaa | a | bbb | b | ccc | c (S2.9)
        (proposal(0, nil), Size(width: 8, height: 204)),  // minimum: the widest character (S2.9)
      ])
    func wrapping(proposed: ProposedSize, expected: Size) throws {
      let result = try layoutBoth(Self.threeWords, proposed)
      #expect(result.size == expected)
    }

    @Test("S2.3 a word wider than the width sits alone on its line; the minimum width is the longest word")
    func longWord() throws {
      let text = Node.text(wordWidths: [10, 50, 20], spaceWidth: 4, lineHeight: 10)
      let narrow = try layoutBoth(text, proposal(0, nil))
      #expect(narrow.size == Size(width: 50, height: 30))
      // 10 + 4 + 50 = 64 > 40: "10" alone, "50" alone, then 50 + 4 + 20 = 74 > 40: "20" alone.
      let forty = try layoutBoth(text, proposal(40, nil))
      #expect(forty.size == Size(width: 50, height: 30))
    }

    @Test(
      "S2.3 a finite height keeps max(1, floor(h / lineHeight)) lines",
      arguments: [
        (34.0, Size(width: 72, height: 34)),
        (40.0, Size(width: 72, height: 34)),
        (20.0, Size(width: 72, height: 17)),
        (5.0, Size(width: 72, height: 17)),  // at least one line
        (0.0, Size(width: 72, height: 17)),
        (Double.infinity, Size(width: 72, height: 34)),  // not finite: no cap
      ])
    func heightCap(height: Double, expected: Size) throws {
      let result = try layoutBoth(Self.threeWords, proposal(80, height))
      #expect(result.size == expected)
    }

    @Test("S2.3 (D6) lineLimit caps the lines; a truncated text is as wide as its widest kept line")
    func lineLimit() throws {
      let limited = Node.text(wordWidths: [10, 20, 50], spaceWidth: 4, lineHeight: 10, lineLimit: 2)
      let result = try layoutBoth(limited, proposal(0, nil))
      #expect(result.size == Size(width: 20, height: 20))
      let both = try layoutBoth(limited, proposal(0, 10))
      #expect(both.size == Size(width: 10, height: 10))
      let oneLine = try layoutBoth(limited, proposal(nil, nil))
      #expect(oneLine.size == Size(width: 88, height: 10))
    }

    @Test("S2.3 a huge height over a tiny line height does not overflow")
    func hugeHeight() throws {
      let tiny = Node.text(wordWidths: [10, 10], spaceWidth: 1, lineHeight: 1e-300)
      let result = try layoutBoth(tiny, proposal(10, 1e300))
      #expect(result.size == Size(width: 10, height: 2e-300))
    }

    @Test("S2.3 a text without words is 0 × 0")
    func empty() throws {
      let result = try layoutBoth(Node.text(wordWidths: []), proposal(100, 100))
      #expect(result.size == Size(width: 0, height: 0))
    }

    @Test("S2.3 text in a stack: the proposal decides the wrapping (§15.7)")
    func textInStack() throws {
      // The text (min 32, ideal 112) is more flexible than the fixed square, which goes first.
      let stack = Node.hstack(spacing: 0, [Self.threeWords.id("text"), Node.fixed(width: 40, height: 40)])
      let result = try layoutBoth(stack, proposal(120, nil))
      #expect(result["text"] == rect(0, 3, 72, 34))
    }

    @Test(
      "S7.1 (D6) Dynamic Type scales word widths, space and line height by body / 17",
      arguments: DynamicTypeSize.allCases)
    func dynamicType(size: DynamicTypeSize) throws {
      let body = size.bodyPointSize
      let result = try layoutBoth(Node.text("aaaa bbbb"), proposal(nil, nil), LayoutEnvironment(dynamicTypeSize: size))
      let word = 32 * body / 17
      let space = 8 * body / 17
      #expect(result.size.width == (word + space) + word)
      #expect(result.size.height == body)  // 17 × body / 17 is exact
    }

    @Test("S7.1 the scaled lengths decide the wrapping")
    func dynamicTypeWraps() throws {
      let text = Node.text("aaaa bbbb")
      // At xxxLarge the line is 72 × 23 / 17 ≈ 97.4 and fits 100; at accessibility1 it is ≈ 118.6.
      let fits = try layoutBoth(text, proposal(100, nil), LayoutEnvironment(dynamicTypeSize: .xxxLarge))
      #expect(fits.size.height == 23)
      let wraps = try layoutBoth(text, proposal(100, nil), LayoutEnvironment(dynamicTypeSize: .accessibility1))
      #expect(wraps.size == Size(width: 32 * 28 / 17, height: 56))
    }

    @Test("S7.1 Dynamic Type leaves everything but text alone")
    func nonTextUnscaled() throws {
      let tree = Node.hstack([Node.fixed(width: 30, height: 20), Node.flexible()]).padding(4)
      let large = try layoutBoth(tree, proposal(200, nil))
      let huge = try layoutBoth(tree, proposal(200, nil), LayoutEnvironment(dynamicTypeSize: .accessibility5))
      #expect(large.frames == huge.frames)
      #expect(huge.size == Size(width: 200, height: 28))
    }

    @Test(
      "S2.6 reservesSpace: always lineLimit lines tall, whatever the words and the height proposal; width unchanged",
      arguments: [
        (proposal(nil, nil), Size(width: 68, height: 51)),  // one line of words, three lines of room
        (proposal(40, nil), Size(width: 32, height: 51)),  // three lines of words
        (proposal(20, 10), Size(width: 32, height: 51)),  // a height proposal does not cut it
        (proposal(300, 0), Size(width: 68, height: 51)),
      ])
    func reservesSpace(proposed: ProposedSize, expected: Size) throws {
      let text = TextLeaf(wordWidths: [32, 16, 12], spaceWidth: 4, lineHeight: 17, lineLimit: 3, reservesSpace: true)
      #expect(try layoutBoth(Node(.text(text)), proposed).size == expected)
      // Without it, the same text is as tall as its lines (and a height proposal cuts them).
      var plain = text
      plain.reservesSpace = false
      let unreserved = try layoutBoth(Node(.text(plain)), proposed).size
      #expect(unreserved.width == expected.width)
      // An empty text keeps its room too.
      let empty = TextLeaf(wordWidths: [], lineLimit: 2, reservesSpace: true)
      #expect(try layoutBoth(Node(.text(empty)), proposed).size == Size(width: 0, height: 34))
    }

    @Test("S2.6 reservesSpace without a lineLimit is an error naming the field")
    func reservesSpaceNeedsALimit() {
      let error = layoutErrorBoth(
        .vstack([Node(.text(TextLeaf(wordWidths: [8], reservesSpace: true)))]), proposal(100, 100))
      #expect(error?.path == "/root/children/0/reservesSpace")
    }
  }
}
