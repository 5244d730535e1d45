import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutCLI
@testable import FlexLayoutFormat

/// The built `flexlayout` executable, run as a separate process.
enum FlexLayoutBinary {
  /// The executable next to the test bundle (`.build/<triple>/debug/flexlayout`), if it was built.
  static let url: URL? = {
    var directories: [URL] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    directories.append(Bundle.module.bundleURL.deletingLastPathComponent())
    for directory in directories {
      let candidate = directory.appendingPathComponent("flexlayout")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// Runs the executable with `arguments` and `input` on standard input; with `shellScript`, runs that
  /// `/bin/sh` script instead, where `"$0"` is the executable.
  static func run(
    _ arguments: [String], input: Data = Data(), shellScript: String? = nil, directory: URL? = nil
  ) throws -> (stdout: String, stderr: String, status: Int32) {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    if let directory { process.currentDirectoryURL = directory }
    if let shellScript {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shellScript, url.path]
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    // Write and read concurrently so large outputs cannot dead-lock on full pipes.
    let writer = Thread {
      try? standardInput.fileHandleForWriting.write(contentsOf: input)
      try? standardInput.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = LockedData()
    let reader = Thread { errorData.set(standardError.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { Thread.sleep(forTimeInterval: 0.001) }
    let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    return (String(decoding: output, as: UTF8.self), String(decoding: errorData.value, as: UTF8.self), status)
  }
}

/// A value written by one thread and read by another.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  func set(_ value: Data) { lock.withLock { data = value } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}

@Suite(
  "CLI: process",
  .enabled(
    if: FlexLayoutBinary.url != nil,
    "the flexlayout executable was not built next to the tests; run 'swift build' first"))
struct CLIProcessTests {
  @Test func helpAndVersion() throws {
    let help = try FlexLayoutBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: "))
    #expect(help.stderr.isEmpty)
    let version = try FlexLayoutBinary.run(["--version"])
    #expect(version.stdout == "flexlayout \(FlexLayoutCommand.version) (format version 1)\n")
  }

  @Test func eachCommandMatchesTheInProcessRun() throws {
    let commands: [[String]] = [
      ["examples"], ["example", "inbox"], ["example", "product-page"], ["help", "layout"], ["help", "sweep"],
      ["help", "render"], ["help", "demo"], ["bogus"], ["layout", "--width"], ["sweep", "--from", "1"],
      ["render", "--width", "1", "--width", "x"], ["demo", "extra"],
    ]
    for arguments in commands {
      let process = try FlexLayoutBinary.run(arguments)
      let inProcess = FlexLayoutCommand.run(arguments: arguments, stdin: { Data() })
      #expect(process.status == inProcess.exitCode, "\(arguments)")
      #expect(process.stdout == inProcess.stdout, "\(arguments)")
      #expect(process.stderr == inProcess.stderr, "\(arguments)")
    }
  }

  @Test func layoutReadsStandardInputAndFiles() throws {
    let request = Data(ExampleCommands.request(Examples.all[0]).utf8)
    let piped = try FlexLayoutBinary.run(["layout", "-", "--width", "390"], input: request)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout.hasPrefix("{\n  \"size\": "))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-process-\(UUID()).json")
    try request.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try FlexLayoutBinary.run(["layout", file.path, "--width", "390"])
    #expect(fromFile.stdout == piped.stdout)
    let reference = try FlexLayoutBinary.run(["layout", file.path, "--width", "390", "--engine", "reference"])
    #expect(reference.stdout == piped.stdout)
  }

  /// `flexlayout example NAME | flexlayout layout` for the examples with scaled lengths and buckets: the
  /// printed request carries the scaled form, and the executable lays it out as the library does.
  @Test func newExamplesThroughAPipe() throws {
    for name in ["readable-article", "axis-switch"] {
      let example = try #require(Examples.named(name))
      let piped = try FlexLayoutBinary.run(
        [], shellScript: "\"$0\" example \(name) | \"$0\" layout --width 700")
      #expect(piped.status == 0, "\(name): \(piped.stderr)")
      let proposal = ProposedSize(width: 700, height: example.proposal.height)
      #expect(piped.stdout == resultJSON(try LayoutEngine(example.root).layout(proposal: proposal)), "\(name)")
    }
    let article = try #require(Examples.named("readable-article"))
    let environment = LayoutEnvironment(dynamicTypeSize: .accessibility2)
    let request = requestJSON(root: article.root, proposal: article.proposal, environment: environment)
    let process = try FlexLayoutBinary.run(["layout", "--engine", "reference"], input: Data(request.utf8))
    #expect(process.status == 0, "\(process.stderr)")
    let expected = try LayoutEngine(article.root).layout(proposal: article.proposal, environment: environment)
    #expect(process.stdout == resultJSON(expected))
  }

  @Test func exitCodesAndEmptyStandardOutputOnErrors() throws {
    let invalid = try FlexLayoutBinary.run(["layout"], input: Data(#"{"root": {"kind": "hstak"}}"#.utf8))
    #expect(invalid.status == 1)
    #expect(invalid.stdout.isEmpty)
    #expect(invalid.stderr.hasPrefix(#"error: /root/kind: unknown kind "hstak" (did you mean "hstack"?)"#))
    let deep = try FlexLayoutBinary.run(["layout"], input: Data(String(repeating: "[", count: 100_000).utf8))
    #expect(deep.status == 3)
    #expect(deep.stdout.isEmpty)
    let usage = try FlexLayoutBinary.run(["layout", "--scale", "-1"])
    #expect(usage.status == 64)
    #expect(usage.stdout.isEmpty)
  }

  /// `swift run flexlayout demo` from a fresh checkout: the pictures go to ./flexlayout-demo.
  @Test func demoWritesItsPicturesIntoTheCurrentFolder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-process-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try FlexLayoutBinary.run(["demo"], directory: directory)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty, "no progress: standard error is a pipe, not a terminal")
    #expect(outcome.stdout.contains("  320 to 679   flexlayout-demo/inbox-320.svg\n"))
    #expect(outcome.stdout.contains("  overview     flexlayout-demo/inbox-overview.svg\n"))
    let pictures = directory.appendingPathComponent("flexlayout-demo")
    let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
    #expect(files == ["inbox-320.svg", "inbox-680.svg", "inbox-960.svg", "inbox-overview.svg", "inbox.html"])
    #expect(outcome.stdout.contains("(open it in a browser): flexlayout-demo/inbox.html\n"))
    for file in files where file.hasSuffix(".svg") {
      let text = try String(contentsOf: pictures.appendingPathComponent(file), encoding: .utf8)
      #expect(throws: Never.self) { try MiniXML.parse(text) }
    }
    // The same text as the in-process run, but for the timing in the summary line.
    let inProcess = FlexLayoutCommand.run(arguments: ["demo", "--output", pictures.path], stdin: { Data() })
    func withoutTiming(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter {
        !$0.contains(" layouts per second") && !$0.contains(".svg") && !$0.contains("inbox.html")
      }
    }
    #expect(withoutTiming(outcome.stdout) == withoutTiming(inProcess.stdout))
  }

  @Test func sweepAndRenderAsProcesses() throws {
    let request = Data(ExampleCommands.request(try #require(Examples.named("article-grid"))).utf8)
    let sweep = try FlexLayoutBinary.run(["sweep", "-", "--from", "320", "--to", "1440"], input: request)
    #expect(sweep.status == 0, "\(sweep.stderr)")
    #expect(sweep.stderr.isEmpty)
    #expect(PrintedTransition.parse(sweep.stdout).map(\.size) == [568, 844, 1120, 1396])
    let render = try FlexLayoutBinary.run(["render", "--width", "390", "--width", "1024"], input: request)
    #expect(render.status == 0, "\(render.stderr)")
    let svg = try MiniXML.parse(render.stdout)
    #expect(CLIRenderTests.panels(svg).count == 2)
    let usage = try FlexLayoutBinary.run(["sweep", "--from", "5", "--to", "1"], input: request)
    #expect(usage.status == 64)
    #expect(usage.stdout.isEmpty)
    let invalid = try FlexLayoutBinary.run(["render", "--width", "5"], input: Data("[]".utf8))
    #expect(invalid.status == 1)
    #expect(invalid.stdout.isEmpty)
  }

  /// RELIABILITY-NOTES §3.2 #40: a closed pipe ends the tool quietly, not with a signal.
  @Test func closedPipeIsNotACrash() throws {
    var json = #"{"root": {"kind": "vstack", "id": "v", "spacing": 0, "children": ["#
    for index in 0..<100_000 {
      json += (index == 0 ? "" : ",") + #"{"kind":"fixed","id":"n\#(index)","width":1,"height":1}"#
    }
    json += "]}}"
    let script = #"{ "$0" layout; echo "flexlayout exited with $?" >&2; } | head -c 100"#
    let outcome = try FlexLayoutBinary.run([], input: Data(json.utf8), shellScript: script)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.count == 100)
    #expect(outcome.stderr == "flexlayout exited with 0\n")
  }
}
