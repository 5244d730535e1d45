import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutCLI
@testable import FlexLayoutFormat

/// S2.3 truncation as a fact of the outputs: `layout` (and the C JSON entry point, through the same encoder)
/// marks a text that dropped lines with the lines it needs and keeps; `render` ends its last kept line with an
/// ellipsis.
@Suite("CLI: truncated texts")
struct TruncationOutputTests {
  func run(_ arguments: [String], stdin: String) -> (stdout: String, stderr: String, exitCode: Int32) {
    FlexLayoutCommand.run(arguments: arguments, stdin: { Data(stdin.utf8) })
  }

  static let request = """
    {"formatVersion": 1, "proposal": {"width": 60, "height": null}, "root": {"kind": "vstack", "children": [
      {"kind": "text", "id": "limited", "words": [30, 30, 30], "spaceWidth": 4, "lineHeight": 10, "lineLimit": 2},
      {"kind": "text", "id": "whole", "words": [30, 30], "spaceWidth": 4, "lineHeight": 10},
      {"kind": "frame", "height": 10, "child": {"kind": "text", "id": "short", "text": "one two three", "charWidth": 8}},
      {"kind": "text", "id": "broken", "text": "abcdefghij kl", "charWidth": 8}
    ]}}
    """

  @Test("layout marks each truncated text with the lines it needs and keeps, in both engines, and no other")
  func layoutMarksTruncation() throws {
    for engine in ["fast", "reference"] {
      let outcome = run(["layout", "--engine", engine], stdin: Self.request)
      #expect(outcome.exitCode == 0, "\(outcome.stderr)")
      let lines = outcome.stdout.split(separator: "\n")
      let limited = try #require(lines.first { $0.contains(#""id": "limited""#) })
      #expect(limited.hasSuffix(#", "truncated": {"lines": 3, "kept": 2}},"#), "\(limited)")
      let whole = try #require(lines.first { $0.contains(#""id": "whole""#) })
      #expect(!whole.contains("truncated"), "\(whole)")
      // "one two | three" at 60 pt, two 17-pt lines; a height of 10 keeps one (at least one line, S2.3).
      let short = try #require(lines.first { $0.contains(#""id": "short""#) })
      #expect(short.contains(#""truncated": {"lines": 2, "kept": 1}"#), "\(short)")
      #expect(!short.contains("brokenWords"), "\(short)")
      // S2.9: "abcdefghij" (80 pt) broken at 60 into "abcdefg" | "hij", then "kl" joins: one word broken.
      let broken = try #require(lines.first { $0.contains(#""id": "broken""#) })
      #expect(broken.contains(#""width": 56, "height": 34, "brokenWords": 1}"#), "\(broken)")
      #expect(!broken.contains("truncated"), "\(broken)")
    }
  }

  @Test("render ends a truncated text's last kept line with an ellipsis, and only a truncated one")
  func renderDrawsAnEllipsis() throws {
    let outcome = run(["render", "--width", "60", "--width", "400"], stdin: Self.request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let ellipses = outcome.stdout.components(separatedBy: #"class="ellipsis""#).count - 1
    // At 60 "limited" and "short" are truncated ("broken" keeps its lines); at 400 every text fits one line.
    #expect(ellipses == 2, "\(ellipses) ellipses")
    #expect(outcome.stdout.contains(">…</text>"))
  }
}
