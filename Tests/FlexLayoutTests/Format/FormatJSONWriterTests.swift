import Testing

@testable import FlexLayoutFormat
@testable import FlexLayoutTesting

/// Number and string output: shortest round-trip numbers, no `-0`, escapes.
@Suite("Format: JSON writer")
struct FormatJSONWriterTests {
  @Test func integersPrintWithoutAFraction() {
    #expect(JSONWriter.number(240) == "240")
    #expect(JSONWriter.number(-12.5) == "-12.5")
    #expect(JSONWriter.number(0) == "0")
    #expect(JSONWriter.number(-0.0) == "0")
    #expect(JSONWriter.number(1e15) == "1000000000000000")
    #expect(JSONWriter.number(9_007_199_254_740_991) == "9007199254740991")
  }

  @Test func fractionsUseTheShortestRoundTripForm() {
    #expect(JSONWriter.number(53.6) == "53.6")
    #expect(JSONWriter.number(0.1) == "0.1")
    #expect(JSONWriter.number(1.0 / 3.0) == "0.3333333333333333")
    #expect(JSONWriter.number(130.0 / 3.0) == "43.333333333333336")
    #expect(JSONWriter.number(1e-5) == "1e-05")
    #expect(JSONWriter.number(1e20) == "1e+20")
    #expect(JSONWriter.number(Double.leastNonzeroMagnitude) == "5e-324")
  }

  @Test func nonFiniteValuesAreNeverBareTokens() {
    #expect(JSONWriter.number(.infinity) == "\"infinity\"")
    #expect(JSONWriter.number(-.infinity) == "\"-infinity\"")
    #expect(JSONWriter.number(.nan) == "\"nan\"")
  }

  @Test func everyWrittenNumberReadsBackBitForBit() throws {
    var generator = SplitMix64(seed: 0x5EED)
    var values: [Double] = [0, 1, -1, 0.5, 1e7, -1e7, 1e-300, 123.456, .greatestFiniteMagnitude]
    for _ in 0..<2_000 {
      values.append(Double(bitPattern: generator.next()))
      values.append(Double(generator.next() % 2_000_000) / 7 - 100_000)
    }
    for value in values where value.isFinite {
      let text = JSONWriter.number(value)
      let parsed = try #require(try JSONReader.parse(text).number(0), "\(text)")
      #expect(parsed.bitPattern == (value + 0).bitPattern, "\(value) written as \(text)")
    }
  }

  @Test func stringsEscapeQuotesBackslashesAndControls() throws {
    #expect(JSONWriter.string("plain") == "\"plain\"")
    #expect(JSONWriter.string("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONWriter.string("\n\r\t\u{08}\u{0C}\u{01}") == #""\n\r\t\b\f\u0001""#)
    #expect(JSONWriter.string("é😀/") == "\"é😀/\"")
    for text in ["", "x\u{0}y", "\u{1F}", "\"\\", "naïve", "emoji 😀 and \u{2028}"] {
      #expect(try JSONReader.parse(JSONWriter.string(text)).string(0) == text)
    }
  }
}
