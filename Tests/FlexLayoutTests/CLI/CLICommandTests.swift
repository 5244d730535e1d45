import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutCLI
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
    for command in FlexLayoutCommand.subcommands.map(\.name) {
      let help = run([command, "--help"])
      #expect(help.exitCode == 0)
      #expect(help.stdout.contains("USAGE: flexlayout \(command)"))
      #expect(run(["help", command]).stdout == help.stdout)
    }
  }

  @Test func helpLinesFitIn100Columns() {
    var texts = [run(["--help"]).stdout]
    for command in FlexLayoutCommand.subcommands.map(\.name) { texts.append(run(["help", command]).stdout) }
    for command in FlexLayoutCommand.subcommands { texts.append(run([command.name, "--bogus"]).stderr) }
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
      (["demo", "extra"], "error: unexpected argument 'extra'"),
      (["demo", "--output", ""], "error: '--output' needs a folder name"),
      (["demo", "-o"], "error: missing value for '-o' (expected <dir>)"),
      (["swep"], "error: unknown subcommand 'swep' (did you mean 'sweep'?)"),
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
    #expect(outcome.stderr.contains("nesting is deeper than the limit of 12500 levels"))
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
    let input = ExampleCommands.request(Examples.all[2])
    let first = run(["layout"], stdin: input)
    #expect(first.exitCode == 0, "\(first.stderr)")
    for _ in 0..<3 { #expect(run(["layout"], stdin: input).stdout == first.stdout) }
  }

  // MARK: examples and demo

  @Test func examplesListAndPrint() throws {
    let list = run(["examples"])
    #expect(list.exitCode == 0)
    #expect(
      list.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" }
        == Examples.all.map { Substring($0.name) })
    for example in Examples.all {
      #expect(list.stdout.contains("  \(example.summary)\n"))
      let printed = run(["example", example.name])
      #expect(printed.exitCode == 0)
      #expect(printed.stdout == requestJSON(root: example.root, proposal: example.proposal, environment: .standard))
      let request = try LayoutRequest(json: printed.stdout)
      #expect(request.proposal == example.proposal)
      #expect(FormatTesting.difference(request.root, example.root) == nil)
      let laidOut = run(["layout"], stdin: printed.stdout)
      #expect(laidOut.exitCode == 0, "\(example.name): \(laidOut.stderr)")
      #expect(laidOut.stderr.isEmpty, "\(example.name): \(laidOut.stderr)")
      let engine = try LayoutEngine(example.root)
      #expect(laidOut.stdout == resultJSON(try engine.layout(proposal: example.proposal)))
      let fast = run(["layout", "--width", "390"], stdin: printed.stdout)
      let reference = run(["layout", "--width", "390", "--engine", "reference"], stdin: printed.stdout)
      #expect(fast.stdout == reference.stdout, "\(example.name)")
    }
  }

  /// The two examples of container-relative sizing and scaled metrics (issue 8) lay out through the tool
  /// exactly as the library lays them out, around their transition widths and under Dynamic Type, where
  /// the readable article's icon is a scaled length that only the JSON's scaled form carries.
  @Test func readableArticleAndAxisSwitchLayOutLikeTheLibrary() throws {
    let widths = [
      "readable-article": [320.0, 390, 731, 732, 733, 1024], "axis-switch": [390.0, 623, 624, 698, 699, 820],
    ]
    for name in ["readable-article", "axis-switch"] {
      let example = try #require(Examples.named(name))
      for size in [DynamicTypeSize.large, .xSmall, .accessibility1, .accessibility3] {
        let environment = LayoutEnvironment(dynamicTypeSize: size)
        let json = requestJSON(root: example.root, proposal: example.proposal, environment: environment)
        let engine = try LayoutEngine(example.root)
        for width in widths[name] ?? [] {
          let proposal = ProposedSize(width: width, height: example.proposal.height)
          let expected = resultJSON(try engine.layout(proposal: proposal, environment: environment))
          for engineName in ["fast", "reference"] {
            let outcome = run(["layout", "--width", "\(width)", "--engine", engineName], stdin: json)
            #expect(outcome.exitCode == 0, "\(name) at \(width), \(size): \(outcome.stderr)")
            #expect(outcome.stdout == expected, "\(name) at \(width), \(size), \(engineName)")
          }
        }
      }
    }
    // The icon grows with Dynamic Type: 24 × 28 / 17 at accessibility1.
    let article = try #require(Examples.named("readable-article"))
    let json = requestJSON(
      root: article.root, proposal: article.proposal, environment: LayoutEnvironment(dynamicTypeSize: .accessibility1))
    #expect(json.contains(#""width": {"scaled": 24, "relativeTo": "body"}"#))
    let outcome = run(["layout"], stdin: json)
    let icon = outcome.stdout.split(separator: "\n").first { $0.contains(#""id": "article-icon""#) }
    #expect(icon?.contains(#""width": \#(JSONWriter.number(24 * 28 / 17)), "#) == true, "\(outcome.stdout)")
  }

  /// The built-in examples are the library's: no second copy lives in the format layer.
  @Test func examplesAreTheLibrarys() {
    #expect(Examples.named("inbox") != nil)
    #expect(run(["examples"]).stdout.split(separator: "\n").count == Examples.all.count)
  }

  @Test func demoSweepsTheInboxAndWritesOnePicturePerArrangement() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-demo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = run(["demo", "--output", directory.path + "/"])
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "FlexLayout demo: the built-in \"inbox\" example")
    #expect(PrintedTransition.parse(outcome.stdout).map(\.size) == [680, 960])
    let inbox = PrintedTransition.parse(outcome.stdout).map { $0.changes["inbox"].map { [$0.before, $0.after] } }
    #expect(inbox == [["0", "1"], ["1", "2"]])
    let files = ["inbox-320.svg", "inbox-680.svg", "inbox-960.svg", "inbox-overview.svg"]
    for (label, file) in zip(["320 to 679", "680 to 959", "960 to 1440", "overview"], files) {
      let path = directory.appendingPathComponent(file).path
      #expect(lines.contains { $0.hasPrefix("  \(label)") && $0.hasSuffix("  \(path)") }, "\(file)")
      let svg = try MiniXML.parse(try String(contentsOfFile: path, encoding: .utf8))
      let panels = CLIRenderTests.panels(svg)
      #expect(panels.count == (file.contains("overview") ? 3 : 1))
    }
    // The explorer page of the same sweep: its ticks at the transitions the demo printed.
    let pagePath = directory.appendingPathComponent("inbox.html").path
    #expect(lines.contains { $0.hasSuffix(": \(pagePath)") })
    let page = try String(contentsOfFile: pagePath, encoding: .utf8)
    let data = try ExplorerPageData(page: page)
    #expect(data.count == 1121 && data.from == 320 && data.height == 768)
    #expect(page.contains("<option value=\"680\"></option>") && page.contains("<option value=\"960\"></option>"))
    let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(contents == (files + ["inbox.html"]).sorted())
    #expect(lines.contains { $0.hasPrefix("1121 layouts in ") && $0.hasSuffix("layouts per second), 2 transitions") })
    for line in lines where !line.contains(directory.path) { #expect(line.count <= 100, "\(line)") }
    // Running it again overwrites the pictures with the same bytes.
    let first = try Data(contentsOf: directory.appendingPathComponent(files[0]))
    #expect(run(["demo", "-o", directory.path]).exitCode == 0)
    #expect(try Data(contentsOf: directory.appendingPathComponent(files[0])) == first)
  }

  @Test func demoReportsAFolderItCannotCreate() throws {
    let file = try temporaryFile("not a folder", name: "file")
    let outcome = run(["demo", "--output", file + "/sub"])
    #expect(outcome.exitCode == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("error: cannot create the folder '\(file)/sub'"))
  }
}
