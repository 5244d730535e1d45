import Foundation
import Testing

@testable import FlexLayoutFormat

/// The strict JSON reader: values, every error class with its position and pointer, limits.
@Suite("Format: JSON reader")
struct FormatJSONReaderTests {
  /// Parses `text` and returns the error, recording an issue when it parses.
  func syntaxError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), sourceLocation: sourceLocation)
  }

  func syntaxError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    do {
      _ = try JSONReader.parse(bytes)
      Issue.record("parsed, but an error was expected", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryValueType() throws {
    let document = try JSONReader.parse(
      #"{"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d\u00e9\n"}, "e": {}, "f": []}"#)
    let root = document.root
    #expect(document.kind(root) == .object)
    #expect(document.members(root).map(\.key) == ["a", "b", "e", "f"])
    let array = try #require(document.member(root, "a"))
    let elements = document.elements(array)
    #expect(elements.compactMap(document.number) == [1, -2.5, 300])
    #expect(document.bool(elements[3]) == true)
    #expect(document.bool(elements[4]) == false)
    #expect(document.isNull(elements[5]))
    let inner = try #require(document.member(root, "b"))
    let string = try #require(document.member(inner, "c"))
    #expect(document.string(string) == "dé\n")
    #expect(document.pointer(of: string) == "/b/c")
    #expect(document.pointer(of: elements[2]) == "/a/2")
    #expect(document.elements(try #require(document.member(root, "f"))).isEmpty)
    #expect(document.members(try #require(document.member(root, "e"))).isEmpty)
  }

  @Test func topLevelScalarsAndWhitespace() throws {
    #expect(try JSONReader.parse(" \t\r\n 42 \n").number(0) == 42)
    #expect(try JSONReader.parse("\"x\"").string(0) == "x")
    #expect(try JSONReader.parse("null").isNull(0))
  }

  @Test func numbersAreReadToTheNearestDouble() throws {
    let cases: [(String, Double)] = [
      ("0", 0), ("-0", -0.0), ("1", 1), ("123456789012345", 123_456_789_012_345),
      ("1234567890123456789", 1_234_567_890_123_456_768), ("0.1", 0.1), ("53.6", 53.6),
      ("43.333333333333336", 43.333333333333336), ("1e-5", 1e-5), ("1E+20", 1e20), ("2.5e-3", 0.0025),
      ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0), ("1.7976931348623157e308", .greatestFiniteMagnitude),
      ("123456789012345678901234567890", 123_456_789_012_345_678_901_234_567_890.0),
    ]
    for (text, expected) in cases {
      let value = try #require(try JSONReader.parse(text).number(0), "\(text)")
      #expect(value.bitPattern == expected.bitPattern, "\(text) read as \(value)")
    }
  }

  @Test func aMillionDigitNumberIsBoundedAndRejectedAsTooLarge() {
    let digits = String(repeating: "9", count: 1_000_000)
    let start = ContinuousClock.now
    let error = syntaxError(digits)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(error?.message.contains("too large") == true)
  }

  @Test func numberGrammarErrors() {
    let cases: [(String, String)] = [
      ("01", "leading zeros"), ("-", "expected a digit after '-'"), ("1.", "after the decimal point"),
      ("1e", "exponent"), ("1e+", "exponent"), ("+1", "expected a value, got '+'"), (".5", "expected a value"),
      ("1e400", "too large"), ("-1e400", "too large"), ("0x10", "after the end of the JSON value"),
    ]
    for (text, fragment) in cases {
      let error = syntaxError(text)
      #expect(error?.kind == .syntax, "\(text)")
      #expect(error?.message.contains(fragment) == true, "\(text): \(error?.message ?? "")")
    }
  }

  @Test func bareNaNAndInfinityPointToTheInfinityString() {
    for text in ["NaN", "Infinity", "-Infinity", "[1, Infinity]", "{\"w\": NaN}", "inf"] {
      let error = syntaxError(text)
      #expect(error?.kind == .syntax, "\(text)")
      if text.lowercased().contains("inf") {
        #expect(error?.message.contains("\"infinity\"") == true, "\(text): \(error?.message ?? "")")
      } else {
        #expect(error?.message.contains("NaN is not valid JSON") == true, "\(text): \(error?.message ?? "")")
      }
    }
    #expect(syntaxError("{\"w\": NaN}")?.pointer == "/w")
    #expect(syntaxError("[1, Infinity]")?.pointer == "/1")
  }

  @Test func literalErrors() {
    #expect(syntaxError("True")?.message.contains("lowercase") == true)
    #expect(syntaxError("nul")?.message.contains("unexpected token nul") == true)
    #expect(syntaxError("[undefined]")?.message.contains("unexpected token undefined") == true)
  }

  @Test func structuralErrorsWithPositions() throws {
    let truncated = try #require(syntaxError(#"{"root":{"kind":"hstack","children":["#))
    #expect(truncated.message == "unexpected end of input; expected a value")
    #expect(truncated.pointer == "/root/children/0")
    #expect(truncated.line == 1)
    #expect(truncated.column == 38)

    let missingComma = try #require(syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}"))
    #expect(missingComma.message == "expected ',' or '}' after an object member, got '\"'")
    #expect((missingComma.line, missingComma.column) == (3, 3))
    #expect(missingComma.pointer == "/a")

    let arrayComma = try #require(syntaxError("[1 2]"))
    #expect(arrayComma.message.hasPrefix("expected ',' or ']' after an array element"))
    #expect(arrayComma.pointer == "/0")

    #expect(syntaxError("[1,]")?.message == "trailing comma before ']'")
    #expect(syntaxError("{\"a\":1,}")?.message == "trailing comma before '}'")
    #expect(syntaxError("{a:1}")?.message.hasPrefix("expected a member name in double quotes") == true)
    #expect(syntaxError("{\"a\" 1}")?.message.hasPrefix("expected ':' after member name \"a\"") == true)
    #expect(syntaxError("[")?.message == "unexpected end of input; expected a value")
    #expect(syntaxError("{")?.message == "unexpected end of input; expected a member name")
    #expect(syntaxError("[1")?.message == "unexpected end of input; expected ',' or ']'")
  }

  @Test func emptyAndWhitespaceInputs() {
    #expect(syntaxError("")?.message == "empty input")
    #expect(syntaxError("  \n ")?.message == "no JSON value in the input (only whitespace)")
  }

  @Test func trailingGarbageIsRejected() throws {
    for text in ["{}{}", "{}x", "[] ]", "1 2", "{} // comment", "null\u{0}"] {
      let error = try #require(syntaxError(text), "\(text)")
      #expect(error.message.contains("after the end of the JSON value"), "\(text): \(error.message)")
    }
    #expect(syntaxError("{}\n\n  x")?.line == 3)
  }

  @Test func duplicateKeysAreRejectedWithTheirPointer() throws {
    let error = try #require(syntaxError(#"{"proposal": {"width": 10, "width": 20}}"#))
    #expect(error.message.hasPrefix("duplicate member name \"width\""))
    #expect(error.pointer == "/proposal/width")
    #expect(error.column == 28)
    // Objects with many members switch to a set: still caught, and fast.
    var members = (0..<5_000).map { "\"k\($0)\": \($0)" }
    members.append("\"k4321\": 0")
    let large = try #require(syntaxError("{" + members.joined(separator: ",") + "}"))
    #expect(large.message.contains("\"k4321\""))
    // The same name in different objects is fine.
    _ = try JSONReader.parse(#"{"a": {"x": 1}, "b": {"x": 2}}"#)
  }

  @Test func stringEscapes() throws {
    let document = try JSONReader.parse(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u4e2d", "\ud83d\ude00", "\u0000"]"#)
    let strings = document.elements(document.root).compactMap(document.string)
    #expect(strings == ["\"\\/\u{08}\u{0C}\n\r\t", "Aé中", "😀", "\u{0}"])
  }

  @Test func invalidEscapesAndSurrogates() {
    #expect(syntaxError(#"["\x"]"#)?.message.hasPrefix("invalid escape '\\x'") == true)
    #expect(syntaxError(#"["\u12"]"#)?.message.contains("four hexadecimal digits") == true)
    let lone = syntaxError(#"["\ud800"]"#)
    #expect(lone?.kind == .encoding)
    #expect(lone?.message.contains("lone high surrogate") == true)
    #expect(syntaxError(#"["\udc00"]"#)?.message.contains("lone low surrogate") == true)
    #expect(syntaxError(#"["\ud800\u0041"]"#)?.message.contains("not a low surrogate") == true)
    #expect(syntaxError("[\"a\nb\"]")?.message.contains("control character U+000A must be escaped") == true)
    #expect(syntaxError("[\"abc")?.message.hasPrefix("unterminated string") == true)
  }

  @Test func invalidUTF8IsAnEncodingError() throws {
    let quote = UInt8(ascii: "\"")
    let invalid: [[UInt8]] = [
      [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3],
      [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]
    for sequence in invalid {
      let error = try #require(syntaxError([quote] + sequence + [quote]), "\(sequence)")
      #expect(error.kind == .encoding, "\(sequence): \(error.message)")
      #expect(error.column == 2, "\(sequence)")
    }
    let valid: [UInt8] = [quote, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, quote]
    #expect(try JSONReader.parse(valid).string(0) == "é€😀")
  }

  @Test func byteOrderMarksAndUTF16() throws {
    #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).elements(0).count == 1)
    let utf16 = [UInt8]("{}".data(using: .utf16) ?? Data())
    #expect(syntaxError(utf16)?.message.contains("UTF-16") == true)
    #expect(syntaxError([0x7B, 0x00, 0x7D, 0x00])?.kind == .encoding)
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let error = try #require(syntaxError("{\"é\": x}"))
    #expect((error.line, error.column) == (1, 7))
  }

  @Test func pointersEscapeTildeAndSlash() throws {
    let document = try JSONReader.parse(#"{"a/b": {"c~d": 1}}"#)
    let outer = try #require(document.member(document.root, "a/b"))
    let inner = try #require(document.member(outer, "c~d"))
    #expect(document.pointer(of: inner) == "/a~1b/c~0d")
    #expect(syntaxError(#"{"a/b": [x]}"#)?.pointer == "/a~1b/0")
  }

  @Test func hundredThousandLevelsEndInALimitErrorNotACrash() throws {
    for (open, close) in [("[", "]"), ("{\"child\":", "}")] {
      let depth = 100_000
      let text = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
      let start = ContinuousClock.now
      let error = try #require(syntaxError(text))
      #expect(ContinuousClock.now - start < .seconds(5))
      #expect(error.kind == .limit)
      #expect(error.message == "nesting is deeper than the limit of 12500 levels")
    }
  }

  @Test func nestingUpToTheLimitParses() throws {
    let depth = JSONReader.Limits.standard.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let document = try JSONReader.parse(text)
    #expect(document.count == depth)
    #expect(document.location(of: depth - 1) == (1, depth))
    let deeper = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
    #expect(syntaxError(deeper)?.kind == .limit)
  }

  @Test func valueAndSizeLimits() {
    let limits = JSONReader.Limits(maximumDepth: 10, maximumValues: 5, maximumBytes: 20)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse("[1,2,3,4,5]", limits: limits) }
    do {
      _ = try JSONReader.parse("[1,2,3,4,5]", limits: limits)
    } catch {
      #expect(error.kind == .limit)
      #expect(error.message == "more than 5 values")
    }
    do {
      _ = try JSONReader.parse(String(repeating: " ", count: 30) + "1", limits: limits)
    } catch {
      #expect(error.kind == .limit)
    }
  }
}
