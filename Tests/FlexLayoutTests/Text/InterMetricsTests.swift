import Foundation
import Testing

@testable import FlexLayout

/// `Fixtures/text/inter-advances.json`: Inter's advances read from the font files a second way (fontTools'
/// best cmap and glyph-set widths, where the table reads cmap subtable (3, 1) and hmtx), by
/// Scripts/generate-text-metrics.py. A null advance is a scalar the font has no glyph for.
private struct InterAdvancesFixture: Decodable {
  /// A sentence and its total advance per weight, in font units.
  struct Sentence: Decodable {
    let text: String
    let regular: Double
    let semibold: Double
  }

  let unitsPerEm: Double
  let typoAscender: Double
  let typoDescender: Double
  let typoLineGap: Double
  let regular: [String: Double?]
  let semibold: [String: Double?]
  let sentences: [Sentence]

  static func load() throws -> InterAdvancesFixture {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
        .appendingPathComponent("text/inter-advances.json"))
    return try JSONDecoder().decode(InterAdvancesFixture.self, from: Data(contentsOf: url))
  }
}

/// The generated Inter advance table (Sources/FlexLayout/Text/InterMetrics.swift) against the fixture.
@Suite("InterMetrics")
struct InterMetricsTests {
  @Test("units per em and the vertical metrics are the font's")
  func fontMetrics() throws {
    let fixture = try InterAdvancesFixture.load()
    #expect(InterMetrics.unitsPerEm == fixture.unitsPerEm)
    // The table takes hhea's; Inter's hhea and OS/2 typo metrics are the same (USE_TYPO_METRICS).
    #expect(InterMetrics.ascender == fixture.typoAscender)
    #expect(InterMetrics.descender == fixture.typoDescender)
    #expect(InterMetrics.lineGap == fixture.typoLineGap)
    #expect(InterMetrics.ascender > 0 && InterMetrics.descender < 0)
  }

  @Test("every fixture character's advance, in both weights, nil where the font has no glyph")
  func characterAdvances() throws {
    let fixture = try InterAdvancesFixture.load()
    for (semibold, expected) in [(false, fixture.regular), (true, fixture.semibold)] {
      // The fixture is not vacuous: about 50 characters across every range, some without a glyph.
      #expect(expected.count >= 40)
      #expect(expected.values.contains { $0 == nil })
      #expect(expected.values.contains { $0 == 0 })  // U+200B ZERO WIDTH SPACE: a glyph, advance 0
      var rangesSeen = Set<Int>()
      for (key, advance) in expected {
        let scalars = Array(key.unicodeScalars)
        try #require(scalars.count == 1, "fixture key \(key.debugDescription) is one scalar")
        let scalar = scalars[0]
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x17F, 0x2000...0x206F, 0x20A0...0x20BF]
        if let range = ranges.firstIndex(where: { $0.contains(scalar.value) }) { rangesSeen.insert(range) }
        #expect(
          InterMetrics.advance(of: scalar, semibold: semibold) == advance,
          "U+\(String(scalar.value, radix: 16, uppercase: true)) \(key.debugDescription) semibold: \(semibold)")
      }
      #expect(rangesSeen == [0, 1, 2, 3], "the fixture has characters in every covered range")
    }
  }

  @Test("every fixture sentence's total advance, in both weights")
  func sentenceTotals() throws {
    let fixture = try InterAdvancesFixture.load()
    #expect(fixture.sentences.count >= 4)
    for sentence in fixture.sentences {
      for (semibold, expected) in [(false, sentence.regular), (true, sentence.semibold)] {
        var total = 0.0
        for scalar in sentence.text.unicodeScalars {
          let advance = try #require(
            InterMetrics.advance(of: scalar, semibold: semibold), "\(scalar.debugDescription) has an advance")
          total += advance
        }
        #expect(total == expected, "\(sentence.text.debugDescription) semibold: \(semibold)")
      }
    }
  }

  @Test(
    "scalars outside the covered ranges have no advance",
    arguments: [
      "中", "😀", "\u{1F}", "\u{7F}", "\u{9F}", "\u{180}", "\u{1FFF}", "\u{2070}", "\u{209F}", "\u{20C0}",
      "\u{FFFD}", "\u{10FFFF}",
    ] as [Unicode.Scalar])
  func outsideTheRanges(scalar: Unicode.Scalar) {
    #expect(InterMetrics.advance(of: scalar, semibold: false) == nil)
    #expect(InterMetrics.advance(of: scalar, semibold: true) == nil)
  }

  @Test(
    "each range's first and last scalar has an advance",
    arguments: ["\u{20}", "\u{7E}", "\u{A0}", "\u{17F}", "\u{2000}", "\u{205F}", "\u{20A0}", "\u{20BF}"]
      as [Unicode.Scalar])
  func rangeEnds(scalar: Unicode.Scalar) throws {
    let regular = try #require(InterMetrics.advance(of: scalar, semibold: false))
    let semibold = try #require(InterMetrics.advance(of: scalar, semibold: true))
    #expect(regular > 0 && regular < 2 * InterMetrics.unitsPerEm)
    #expect(semibold > 0 && semibold < 2 * InterMetrics.unitsPerEm)
  }

  @Test("the widths are proportional, and semibold is wider than regular for W")
  func proportional() throws {
    let regularW = try #require(InterMetrics.advance(of: "W", semibold: false))
    let semiboldW = try #require(InterMetrics.advance(of: "W", semibold: true))
    let regularI = try #require(InterMetrics.advance(of: "i", semibold: false))
    #expect(semiboldW > regularW)
    #expect(regularW > 3 * regularI)
    // In points: 17-point regular "W" is 2672 / 2816 × 17 ≈ 16.13.
    #expect(abs(regularW / InterMetrics.unitsPerEm * 17 - 16.13) < 0.01)
  }
}
