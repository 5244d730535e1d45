import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutFormat

/// The command-line tool as a function: streams and exit codes for every command.
@Suite("CLI: commands")
struct CLICommandTests {
  typealias Outcome = (stdout: String, stderr: String, exitCode: Int32)

  func run(_ arguments: [String], stdin: String = "", terminal: Bool = false) -> Outcome {
    FlexLayoutCommand.run(arguments: arguments, stdin: { Data(stdin.utf8) }, stdinIsTerminal: terminal)
  }

  /// A request file in a fresh temporary directory.
  func temporaryFile(_ contents: String, name: String = "request.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-cli-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  let stackRequest = #"""
    {"proposal": {"width": 390, "height": 844}, "root": {"kind": "frame", "id": "frame", "width": 150,
     "height": 100, "child": {"kind": "hstack", "id": "stack", "spacing": 0, "children": [
       {"kind": "frame", "id": "red", "maxWidth": 100, "child": {"kind": "flexible"}},
       {"kind": "frame", "id": "green", "minWidth": 100, "child": {"kind": "flexible"}}]}}}
    """#

  // MARK: help and version

  @Test func helpAndVersionGoToStandardOutput() {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let outcome = run(arguments)
      #expect(outcome.exitCode == 0)
      #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
      #expect(outcome.stdout.contains("SUBCOMMANDS:\n  layout"))
      #expect(outcome.stderr.isEmpty)
    }
    let version = run(["--version"])
    #expect(version == ("flexlayout 0.1.0 (format version 1)\n", "", 0))
    for command in ["layout", "examples", "example", "demo"] {
      let help = run([command, "--help"])
      #expect(help.exitCode == 0)
      #expect(help.stdout.contains("USAGE: flexlayout \(command)"))
      #expect(run(["help", command]).stdout == help.stdout)
    }
  }

  @Test func helpLinesFitIn100Columns() {
    var texts = [run(["--help"]).stdout]
    for command in ["layout", "examples", "example", "demo"] { texts.append(run(["help", command]).stdout) }
    for line in texts.joined().split(separator: "\n") {
      #expect(line.count <= 100, "\(line)")
    }
  }

  // MARK: usage errors

  @Test func usageErrorsExit64WithUsageOnStandardError() {
    let cases: [([String], String)] = [
      ([], "error: no subcommand given"),
      (["lay"], "error: unknown subcommand 'lay'"),
      (["layotu"], "error: unknown subcommand 'layotu' (did you mean 'layout'?)"),
      (["--verbose"], "error: unknown option '--verbose'"),
      (["layout", "--wdith", "3"], "error: unknown option '--wdith' (did you mean '--width'?)"),
      (["layout", "--width"], "error: missing value for '--width' (expected <w>)"),
      (["layout", "--width", "-5"], "error: invalid value '-5' for '--width'"),
      (["layout", "--width", "wide"], "error: invalid value 'wide' for '--width'"),
      (["layout", "--width", "1", "--width", "2"], "error: '--width' given more than once"),
      (["layout", "--scale", "0"], "error: invalid value '0' for '--scale'"),
      (["layout", "--engine", "slow"], "error: invalid value 'slow' for '--engine'"),
      (["layout", "a.json", "b.json"], "error: unexpected argument 'b.json'"),
      (["example"], "error: missing argument <name>"),
      (["example", "inbx"], "error: unknown example 'inbx' (did you mean 'inbox'?)"),
      (["examples", "extra"], "error: unexpected argument 'extra'"),
      (["demo", "--fast", "1"], "error: unknown option '--fast'"),
      (["help", "nothing"], "error: unknown subcommand 'nothing'"),
      (["sweep"], "error: unknown subcommand 'sweep'"),
    ]
    for (arguments, prefix) in cases {
      let outcome = run(arguments)
      #expect(outcome.exitCode == 64, "\(arguments)")
      #expect(outcome.stdout.isEmpty, "\(arguments)")
      #expect(outcome.stderr.hasPrefix(prefix), "\(arguments): \(outcome.stderr)")
      #expect(outcome.stderr.contains("\nUSAGE: flexlayout "), "\(arguments)")
      #expect(outcome.stderr.contains("See 'flexlayout "), "\(arguments)")
    }
  }

  @Test func layoutFromATerminalWithoutAFileIsAUsageError() {
    let outcome = run(["layout"], terminal: true)
    #expect(outcome.exitCode == 64)
    #expect(outcome.stderr.hasPrefix("error: no input"))
  }

  // MARK: layout

  @Test func layoutFromStandardInput() {
    for arguments in [["layout"], ["layout", "-"], ["layout", "--engine", "reference", "-"]] {
      let outcome = run(arguments, stdin: stackRequest)
      #expect(outcome.exitCode == 0, "\(outcome.stderr)")
      #expect(outcome.stderr.isEmpty)
      #expect(
        outcome.stdout == """
          {
            "size": {"width": 150, "height": 100},
            "frames": [
              {"id": "frame", "x": 0, "y": 0, "width": 150, "height": 100},
              {"id": "stack", "x": -12.5, "y": 0, "width": 175, "height": 100},
              {"id": "red", "x": -12.5, "y": 0, "width": 75, "height": 100},
              {"id": "green", "x": 62.5, "y": 0, "width": 100, "height": 100}
            ],
            "selections": {}
          }

          """)
    }
  }

  @Test func layoutFromAFileWithOverrides() throws {
    let path = try temporaryFile(#"{"proposal": {"width": 10, "height": 10}, "root": {"kind": "flexible", "id": "c"}}"#)
    let plain = run(["layout", path])
    #expect(plain.exitCode == 0)
    #expect(plain.stdout.contains(#"{"id": "c", "x": 0, "y": 0, "width": 10, "height": 10}"#))
    let overridden = run(["layout", path, "--width", "33.3", "--height=null", "--scale", "2"])
    #expect(overridden.exitCode == 0, "\(overridden.stderr)")
    #expect(overridden.stdout.contains(#"{"id": "c", "x": 0, "y": 0, "width": 33.5, "height": 10}"#))
    let reference = run(["layout", "--engine=reference", path, "--width", "33.3", "--height=null", "--scale", "2"])
    #expect(reference.stdout == overridden.stdout)
  }

  @Test func invalidInputExits1WithEveryErrorAndNoStandardOutput() {
    let request = #"""
      {"root": {"kind": "hstack", "children": [
        {"kind": "hstak", "children": []},
        {"kind": "fixed", "width": -3, "height": 1}
      ]}}
      """#
    let outcome = run(["layout"], stdin: request)
    #expect(outcome.exitCode == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr == """
        error: /root/children/0/kind: unknown kind "hstak" (did you mean "hstack"?) [line 2, column 12]
        error: /root/children/1/width: width must be ≥ 0, got -3 [line 3, column 30]

        """)
  }

  @Test func syntaxErrorsExit1() {
    for input in ["", "{", #"{"root": {"kind": "spacer"}}}"#, "[NaN]", #"{"a": 1, "a": 2}"#] {
      let outcome = run(["layout"], stdin: input)
      #expect(outcome.exitCode == 1, "\(input)")
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.hasPrefix("error: "), "\(input)")
    }
    #expect(run(["layout"], stdin: "").stderr == "error: (document): empty input [line 1, column 1]\n")
  }

  @Test func tooManyErrorsSaySo() {
    let children = (0..<30).map { _ in #"{"kind": "spacer", "minLength": -1}"# }.joined(separator: ",")
    let outcome = run(["layout"], stdin: #"{"root": {"kind": "vstack", "children": [\#(children)]}}"#)
    #expect(outcome.exitCode == 1)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(lines.last == "error: too many errors; stopped after 20")
  }

  @Test func limitsExit3() {
    let deep = String(repeating: "[", count: 100_000)
    let outcome = run(["layout"], stdin: deep)
    #expect(outcome.exitCode == 3)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("nesting is deeper than the limit of 10000 levels"))
    // The 100,000-level pointer is abbreviated in the message.
    #expect(outcome.stderr.count < 1_000)
  }

  @Test func layoutErrorsExit1AndNameTheNode() {
    let request = #"{"proposal": {"width": "infinity", "height": 10}, "root": {"kind": "flexible", "id": "greedy"}}"#
    let outcome = run(["layout"], stdin: request)
    #expect(outcome.exitCode == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("error: /root: "))
    #expect(outcome.stderr.contains("greedy"))
  }

  @Test func diagnosticsAreWarningsOnStandardError() {
    let request = #"{"root": {"kind": "frame", "minWidth": 300, "maxWidth": 100, "child": {"kind": "flexible"}}}"#
    let outcome = run(["layout"], stdin: request)
    #expect(outcome.exitCode == 0)
    #expect(outcome.stderr.hasPrefix("warning: /root"))
    #expect(outcome.stdout.hasPrefix("{\n  \"size\": {\"width\": 300"))
  }

  @Test func missingFilesAndDirectories() throws {
    let missing = run(["layout", "/nonexistent/request.json"])
    #expect(missing.exitCode == 1)
    #expect(missing.stderr == "error: cannot read '/nonexistent/request.json': no such file\n")
    let directory = FileManager.default.temporaryDirectory.path
    #expect(run(["layout", directory]).stderr.contains("it is a directory"))
  }

  @Test func outputIsByteIdenticalForIdenticalInput() {
    let input = BuiltInExample.articleGrid.json
    let first = run(["layout"], stdin: input)
    #expect(first.exitCode == 0, "\(first.stderr)")
    for _ in 0..<3 { #expect(run(["layout"], stdin: input).stdout == first.stdout) }
  }

  // MARK: examples and demo

  @Test func examplesListAndPrint() throws {
    let list = run(["examples"])
    #expect(list.exitCode == 0)
    #expect(
      list.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
        "inbox", "product-page", "article-grid",
      ])
    for example in BuiltInExample.all {
      let printed = run(["example", example.name])
      #expect(printed.exitCode == 0)
      #expect(printed.stdout == example.json)
      let laidOut = run(["layout"], stdin: printed.stdout)
      #expect(laidOut.exitCode == 0, "\(example.name): \(laidOut.stderr)")
      #expect(laidOut.stderr.isEmpty, "\(example.name): \(laidOut.stderr)")
      let fast = run(["layout", "--width", "390"], stdin: printed.stdout)
      let reference = run(["layout", "--width", "390", "--engine", "reference"], stdin: printed.stdout)
      #expect(fast.stdout == reference.stdout, "\(example.name)")
    }
  }

  @Test func examplesHaveTheIdsTheDemoShows() throws {
    for example in BuiltInExample.all {
      let request = try LayoutRequest(json: example.json)
      let ids = RequestDecoder.ids(in: request.root)
      for id in example.highlights { #expect(ids.contains(id), "\(example.name): \(id)") }
    }
  }

  @Test func demoSummarisesTheInboxAtFiveWidths() {
    let outcome = run(["demo"])
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    for width in ["320", "390", "768", "1024", "1440"] {
      #expect(outcome.stdout.contains("\nwidth \(width): size "), "\(width)")
    }
    #expect(outcome.stdout.contains("  sidebar      (0, 0)        240 × 768\n"))
    #expect(outcome.stdout.contains("width 1440: size 1440 × 768\n"))
    for line in outcome.stdout.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
  }
}
