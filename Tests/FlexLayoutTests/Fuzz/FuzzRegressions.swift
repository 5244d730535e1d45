import FlexLayout
import FlexLayoutCLI
import FlexLayoutFormat
import Foundation
import Testing

/// Inputs the fuzzers found, as fixed tests.
@Suite("Fuzz regressions")
struct FuzzRegressions {
  /// libFuzzer found a key whose `/` or `~` is followed by a combining mark (U+0314): `JSONPointer.escape`
  /// compared Characters, and `"/\u{314}"` is one Character, not `"/"`, so the pointer came out as
  /// `/root//̔x`, naming a different place. Escaping now works on Unicode scalars.
  @Test("a JSON Pointer escapes '/' and '~' followed by a combining mark")
  func pointerEscapesBeforeCombiningMarks() {
    let input = "{\"root\": {\"kind\": \"fixed\", \"width\": 1, \"height\": 1, \"/\u{314}x\": 1, \"a~\u{314}\": 2}}"
    let issues: [FormatIssue]
    do {
      _ = try LayoutRequest(json: input)
      Issue.record("the unknown fields were accepted")
      return
    } catch {
      issues = error.issues
    }
    #expect(issues.map(\.path) == ["/root/~1\u{314}x", "/root/a~0\u{314}"])
  }

  /// The seeded CLI fuzz test at 20,000 inputs (seed 0x278bbe04abbfbab1): a key holding a newline
  /// (`"\nvironment"`) was printed raw in the `error:` line, so one issue spanned two lines. Control
  /// characters are now written as `\u{…}`.
  @Test("an error line stays one line when a key holds a newline")
  func errorLinesEscapeNewlines() {
    let input = Data(#"{"root": {"kind": "spacer"}, "\nvironment": {}}"#.utf8)
    let outcome = FlexLayoutCommand.run(arguments: ["layout"], stdin: { input })
    #expect(outcome.exitCode == 1)
    #expect(!outcome.stderr.dropLast().contains("\n"), "\(outcome.stderr)")
  }
}
