import Testing

@testable import FlexLayout

extension Rules {
  /// S2.8 styled text (FL-30): each of the eleven styles sizes a text by its own point size and leading.
  @Suite("Rules: text styles (S2.8)")
  struct TextStyleRuleTests {
    /// "Hello, World!" in Inter, in font units (Tests/FlexLayoutTests/Fixtures/text/inter-advances.json):
    /// regular, semibold; 2,816 units per em.
    static let helloUnits = (regular: 16_920.0, semibold: 17_517.0)

    /// Each style's point size and leading at xSmall, large and accessibility5, from the Human Interface
    /// Guidelines' tables (written out here, apart from `TextStyle`'s own).
    static let table: [(TextStyle, sizes: [Double], leadings: [Double])] = [
      (.largeTitle, [31, 34, 60], [38, 41, 70]),
      (.title, [25, 28, 58], [31, 34, 68]),
      (.title2, [19, 22, 56], [24, 28, 66]),
      (.title3, [17, 20, 55], [22, 25, 65]),
      (.headline, [14, 17, 53], [19, 22, 62]),
      (.body, [14, 17, 53], [19, 22, 62]),
      (.callout, [13, 16, 51], [18, 21, 60]),
      (.subheadline, [12, 15, 49], [16, 20, 58]),
      (.footnote, [12, 13, 44], [16, 18, 52]),
      (.caption, [11, 12, 43], [13, 16, 51]),
      (.caption2, [11, 11, 40], [13, 13, 48]),
    ]
    static let sizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility5]

    @Test("S2.8 a styled string: Inter's advances at the style's point size, one line as tall as its leading")
    func everyStyleAtThreeSizes() throws {
      for (style, pointSizes, leadings) in Self.table {
        let text = Node(.text(TextLeaf("Hello, World!", style: style))).id("text")
        let units = style == .headline ? Self.helloUnits.semibold : Self.helloUnits.regular
        for (index, size) in Self.sizes.enumerated() {
          let result = try layoutBoth(text, proposal(nil, nil), LayoutEnvironment(dynamicTypeSize: size))
          let frame = try #require(result["text"])
          let width = units * pointSizes[index] / 2_816
          #expect(abs(frame.width - width) < 1e-9, "\(style) at \(size): \(frame.width), expected \(width)")
          #expect(frame.height == leadings[index], "\(style) at \(size)")
          #expect(style.pointSize(at: size) == pointSizes[index] && style.leading(at: size) == leadings[index])
        }
      }
    }

    @Test("S2.8 a style scales a words-form text by its own table: widths by point size, lines by leading")
    func wordsScaleByTheirStyle() throws {
      // Caption at .large: 12 pt, 16 leading; at accessibility5: 43 pt, 51 leading.
      let caption = Node(.text(TextLeaf(wordWidths: [12, 24], spaceWidth: 6, lineHeight: 16, style: .caption)))
      let large = try layoutBoth(caption, proposal(nil, nil))
      #expect(large.size == Size(width: 42, height: 16))
      let huge = try layoutBoth(caption, proposal(nil, nil), LayoutEnvironment(dynamicTypeSize: .accessibility5))
      #expect(huge.size == Size(width: 12 * 43 / 12 + 6 * 43 / 12 + 24 * 43 / 12, height: 51))
      // Unstyled, the same words scale by body (53 / 17), the line height too.
      var plain = TextLeaf(wordWidths: [12, 24], spaceWidth: 6, lineHeight: 16)
      let body = try layoutBoth(
        Node(.text(plain)), proposal(nil, nil), LayoutEnvironment(dynamicTypeSize: .accessibility5))
      #expect(body.size.height == 16.0 * 53 / 17)
      plain.style = .body
      let styled = try layoutBoth(
        Node(.text(plain)), proposal(nil, nil), LayoutEnvironment(dynamicTypeSize: .accessibility5))
      #expect(styled.size.height == 16.0 * 62 / 22, "a body-styled line follows body's leading, not its point size")
    }

    @Test("S2.6, S2.8 a styled text reserving its lines keeps lineLimit of its style's leadings at every size")
    func reservesSpaceWithAStyle() throws {
      let text = Node(.text(TextLeaf("Due", style: .footnote, lineLimit: 3, reservesSpace: true)))
      for (size, leading) in [(DynamicTypeSize.xSmall, 16.0), (.large, 18), (.accessibility3, 40)] {
        let result = try layoutBoth(text, proposal(200, 10), LayoutEnvironment(dynamicTypeSize: size))
        #expect(result.size.height == 3 * leading, "\(size)")
      }
    }

    @Test("S2.8 styled text wraps, breaks lines and aligns by baselines like any text, in both directions")
    func wrappingAndBaselines() throws {
      let headline = TextLeaf("Quarterly report\nready for review", style: .headline)
      let body = TextLeaf("Tap to open", style: .body)
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        var environment = LayoutEnvironment.standard
        environment.layoutDirection = direction
        let row = Node.hstack(
          spacing: 8, alignment: .firstTextBaseline,
          [Node(.text(headline)).id("headline"), Node(.text(body)).id("body")])
        let result = try layoutBoth(row, proposal(400, nil), environment)
        let first = try #require(result["headline"])
        let second = try #require(result["body"])
        // Both first baselines at 0.8 × 22 below their tops, so the tops line up.
        #expect(first.y == second.y, "\(direction)")
        #expect(first.height == 44, "a forced break: two 22-pt lines however wide")
        #expect(second.height == 22)
        #expect((direction == .leftToRight) == (first.x < second.x), "\(direction)")
      }
    }
  }
}
