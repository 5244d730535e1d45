import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutCLI
@testable import FlexLayoutFormat

/// One transition as `flexlayout sweep` prints it.
struct PrintedTransition: Equatable, CustomStringConvertible {
  var size: Double
  /// `id: (before, after)` as printed.
  var changes: [String: (before: String, after: String)] = [:]

  static func == (a: PrintedTransition, b: PrintedTransition) -> Bool {
    a.size == b.size && a.changes.mapValues { [$0.before, $0.after] } == b.changes.mapValues { [$0.before, $0.after] }
  }

  var description: String { "\(size): \(changes)" }

  /// The transitions of a sweep's standard output (the starting block is skipped).
  static func parse(_ output: String, axis: String = "width") -> [PrintedTransition] {
    var transitions: [PrintedTransition] = []
    var inTransition = false
    for line in output.split(separator: "\n").map(String.init) {
      if line.hasPrefix("\(axis) "), line.hasSuffix(":") {
        inTransition = !line.hasSuffix("(start):")
        if inTransition, let size = Double(line.dropFirst(axis.count + 1).dropLast()) {
          transitions.append(PrintedTransition(size: size))
        }
      } else if line.hasPrefix("  "), inTransition {
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " ") else { continue }
        let id = String(trimmed[..<space])
        let values = trimmed[space...].trimmingCharacters(in: .whitespaces).components(separatedBy: " → ")
        if values.count == 2 { transitions[transitions.count - 1].changes[id] = (values[0], values[1]) }
      } else {
        inTransition = false
      }
    }
    return transitions
  }
}

/// `flexlayout sweep`: the transitions of every example, checked against layouts by the reference solver
/// at each transition and its neighbour, and against the tables of Docs/Examples.md.
@Suite("CLI: sweep")
struct CLISweepTests {
  typealias Outcome = (stdout: String, stderr: String, exitCode: Int32)

  func run(_ arguments: [String], stdin: String = "", progress: ((String) -> Void)? = nil) -> Outcome {
    FlexLayoutCommand.run(arguments: arguments, stdin: { Data(stdin.utf8) }, progress: progress)
  }

  /// The transition widths from 320 to 1440 of Docs/Examples.md, at the default Dynamic Type size, for
  /// the seed screens (the sweep of any other example is checked against the reference solver only).
  static let documentedTransitions: [String: [Double]] = [
    "inbox": [680, 960],
    "product-page": [600, 900],
    "article-grid": [568, 844, 1120, 1396],
    "article-grid-compact": [368, 544, 720, 896, 1072, 1248, 1424],
    "report-builder": [728],
    "size-class-matrix": [600, 1000],
  ]

  /// Each identified adaptive container's selection text at `width`, by the reference solver.
  static func referenceSelections(
    _ root: Node, width: Double, height: Double?, environment: LayoutEnvironment = .standard
  ) throws -> [String: String] {
    let result = try ReferenceSolver.layout(
      root, proposal: ProposedSize(width: width, height: height), environment: environment)
    let state = SelectionState(result, outline: TreeOutline(root))
    return Dictionary(uniqueKeysWithValues: zip(state.ids, state.selections.map(SelectionState.text)))
  }

  /// The grid-aware arrangement at `width`, by the reference solver, in document order.
  static func referenceArrangement(
    _ root: Node, width: Double, height: Double?, environment: LayoutEnvironment = .standard
  ) throws -> [Arrangement?] {
    let result = try ReferenceSolver.layout(
      root, proposal: ProposedSize(width: width, height: height), environment: environment)
    return SelectionState(result, outline: TreeOutline(root)).arrangements
  }

  @Test(arguments: Examples.all.map(\.name))
  func transitionsOfEachExample(name: String) throws {
    let example = try #require(Examples.named(name))
    let request = ExampleCommands.request(example)
    let outcome = run(["sweep", "--from", "320", "--to", "1440"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    let height = example.proposal.height
    #expect(
      outcome.stdout.hasPrefix(
        "sweep of the width from 320 to 1440, step 1, height \(height.map(JSONWriter.number) ?? "unspecified"): "
          + "1121 sizes\nwidth 320 (start):\n"))
    let transitions = PrintedTransition.parse(outcome.stdout)
    if let documented = Self.documentedTransitions[name] {
      #expect(transitions.map(\.size) == documented, "\(outcome.stdout)")
    }

    // Each transition against the library's own layouts at the width and one point below.
    for transition in transitions {
      let before = try Self.referenceSelections(example.root, width: transition.size - 1, height: height)
      let after = try Self.referenceSelections(example.root, width: transition.size, height: height)
      #expect(!transition.changes.isEmpty)
      for (id, change) in transition.changes {
        #expect(before[id] == change.before, "\(name) at \(transition.size): \(id)")
        #expect(after[id] == change.after, "\(name) at \(transition.size): \(id)")
      }
      // Every container whose arrangement differs is listed; the others are not.
      let arrangementBefore = try Self.referenceArrangement(example.root, width: transition.size - 1, height: height)
      let arrangementAfter = try Self.referenceArrangement(example.root, width: transition.size, height: height)
      let ids = TreeOutline(example.root).adaptive.map(\.id)
      let changed = Set(ids.indices.filter { arrangementBefore[$0] != arrangementAfter[$0] }.map { ids[$0] })
      #expect(changed == Set(transition.changes.keys), "\(name) at \(transition.size)")
    }
    // Between transitions nothing changes: the arrangement at the start of each run of widths is the one
    // at its end (the selections are monotone in the width, issue 3).
    let bounds = [320] + transitions.map(\.size) + [1441]
    for (start, next) in zip(bounds, bounds.dropFirst()) {
      let first = try Self.referenceArrangement(example.root, width: start, height: height)
      let last = try Self.referenceArrangement(example.root, width: next - 1, height: height)
      #expect(first == last, "\(name): \(start) to \(next - 1)")
    }
    let summary = try #require(outcome.stdout.split(separator: "\n").last)
    #expect(summary.hasPrefix("1121 layouts in "))
    let count = transitions.count
    #expect(summary.hasSuffix(" layouts per second), \(count) transition\(count == 1 ? "" : "s")"))
  }

  /// At accessibility sizes the inbox's explicit thresholds (760 and 1080) apply; between them, at 765, the
  /// two-column detail's three body-text action buttons start to fit (Docs/Examples.md).
  @Test func transitionsFollowTheRequestsEnvironment() throws {
    let example = try #require(Examples.named("inbox"))
    let environment = LayoutEnvironment(dynamicTypeSize: .accessibility1)
    let request = requestJSON(root: example.root, proposal: example.proposal, environment: environment)
    let outcome = run(["sweep", "--from", "320", "--to", "1440"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let transitions = PrintedTransition.parse(outcome.stdout)
    #expect(transitions.map(\.size) == [760, 765, 1080])
    #expect(transitions.dropFirst().first?.changes.mapValues { [$0.before, $0.after] } == ["two-actions": ["1", "0"]])
    #expect(transitions.first?.changes["inbox"]?.before == "0")
    #expect(transitions.first?.changes["inbox"]?.after == "1")
  }

  @Test func sweepingTheHeight() throws {
    let example = try #require(Examples.named("size-class-matrix"))
    let outcome = run(
      ["sweep", "--axis", "height", "--from", "100", "--to", "900", "--width", "800"],
      stdin: ExampleCommands.request(example))
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("sweep of the height from 100 to 900, step 1, width 800: 801 sizes\n"))
    let transitions = PrintedTransition.parse(outcome.stdout, axis: "height")
    #expect(transitions.map(\.size) == [500])
    #expect(transitions.first?.changes["by-height"].map { [$0.before, $0.after] } == ["0", "1"])
    #expect(transitions.first?.changes["two-by-two"]?.after == "2 columns of 396")
  }

  @Test func fractionalStepsAndTheLastSize() throws {
    let example = try #require(Examples.named("article-grid-compact"))
    let request = ExampleCommands.request(example)
    let outcome = run(["sweep", "--from", "360", "--to", "370", "--step", "0.25"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("from 360 to 370, step 0.25, height 844: 41 sizes\n"))
    #expect(PrintedTransition.parse(outcome.stdout).map(\.size) == [368])
    let uneven = run(["sweep", "--from", "0", "--to", "1", "--step", "0.3"], stdin: request)
    // The sizes are from + i × step, exactly as laid out (3 × 0.3 is 0.8999999999999999 in binary).
    #expect(uneven.stdout.contains("from 0 to 0.8999999999999999, step 0.3, height 844: 4 sizes\n"))
    #expect(ResizeSweep.sizeCount(from: 0, to: 1, step: 0.1) == 11)
    #expect(ResizeSweep.sizeCount(from: 5, to: 5, step: 1) == 1)
    #expect(ResizeSweep.sizeCount(from: 320, to: 1440, step: 1) == 1121)
  }

  @Test func treesWithoutAdaptiveContainers() {
    let request = #"{"root": {"kind": "hstack", "id": "row", "children": [{"kind": "flexible", "id": "a"}]}}"#
    let outcome = run(["sweep", "--from", "0", "--to", "10"], stdin: request)
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.stdout.hasPrefix(
        "sweep of the width from 0 to 10, step 1, height unspecified: 11 sizes\nwidth 0 (start):\n"
          + "  no identified grid, viewThatFits, buckets or split to follow\n11 layouts in "))
  }

  @Test func usageErrorsExit64() {
    let request = ExampleCommands.request(Examples.all[0])
    let cases: [([String], String)] = [
      (["sweep"], "error: missing required option '--from <a>'"),
      (["sweep", "--from", "1"], "error: missing required option '--to <b>'"),
      (["sweep", "--from", "10", "--to", "5"], "error: '--to' (5) must not be less than '--from' (10)"),
      (["sweep", "--from", "x", "--to", "5"], "error: invalid value 'x' for '--from' (expected points from 0 to 1e7)"),
      (["sweep", "--from", "1", "--to", "infinity"], "error: invalid value 'infinity' for '--to'"),
      (["sweep", "--from", "-1", "--to", "5"], "error: invalid value '-1' for '--from'"),
      (["sweep", "--from", "1", "--to", "5", "--step", "0"], "error: invalid value '0' for '--step'"),
      (["sweep", "--from", "1", "--to", "5", "--step", "nan"], "error: invalid value 'nan' for '--step'"),
      (["sweep", "--from", "1", "--to", "5", "--axis", "depth"], "error: invalid value 'depth' for '--axis'"),
      (
        ["sweep", "--from", "1", "--to", "5", "--width", "3"], "error: '--width' cannot be set while sweeping the width"
      ),
      (
        ["sweep", "--axis", "height", "--from", "1", "--to", "5", "--height", "3"],
        "error: '--height' cannot be set while sweeping the height"
      ),
      (["sweep", "--from", "1", "--to", "5", "--height", "tall"], "error: invalid value 'tall' for '--height'"),
      (["sweep", "--from", "1", "--to", "5", "--from", "2"], "error: '--from' given more than once"),
      (["sweep", "--from", "1", "--to", "5", "a.json", "b.json"], "error: unexpected argument 'b.json'"),
    ]
    for (arguments, prefix) in cases {
      let outcome = run(arguments, stdin: request)
      #expect(outcome.exitCode == 64, "\(arguments)")
      #expect(outcome.stdout.isEmpty, "\(arguments)")
      #expect(outcome.stderr.hasPrefix(prefix), "\(arguments): \(outcome.stderr)")
      #expect(outcome.stderr.contains("\nUSAGE: flexlayout sweep [<file>] --from <a> --to <b>"), "\(arguments)")
    }
    let terminal = FlexLayoutCommand.run(
      arguments: ["sweep", "--from", "1", "--to", "2"], stdin: { Data() }, stdinIsTerminal: true)
    #expect(terminal.exitCode == 64)
    #expect(terminal.stderr.hasPrefix("error: no input"))
  }

  @Test func inputErrorsAndLimits() {
    let invalid = run(["sweep", "--from", "1", "--to", "2"], stdin: #"{"root": {"kind": "grid", "children": []}}"#)
    #expect(invalid.exitCode == 1)
    #expect(invalid.stdout.isEmpty)
    #expect(invalid.stderr.hasPrefix(#"error: /root/columns: missing required field "columns""#))
    let tooMany = run(["sweep", "--from", "0", "--to", "1000000", "--step", "0.5"], stdin: "{}")
    #expect(tooMany.exitCode == 3)
    #expect(tooMany.stdout.isEmpty)
    #expect(
      tooMany.stderr
        == "error: the sweep has 2000001 sizes, more than the limit of 1000000; use a larger --step\n")
    let deep = run(["sweep", "--from", "0", "--to", "1"], stdin: String(repeating: "[", count: 100_000))
    #expect(deep.exitCode == 3)
    // A layout error names the size it happened at.
    let greedy = #"{"root": {"kind": "flexible", "id": "greedy"}}"#
    let failing = run(["sweep", "--axis", "height", "--from", "0", "--to", "1", "--width", "infinity"], stdin: greedy)
    #expect(failing.exitCode == 1)
    #expect(failing.stdout.isEmpty)
    #expect(failing.stderr.hasPrefix("error: "))
    #expect(failing.stderr.contains("(at height 0)"), "\(failing.stderr)")
  }

  /// No progress without a terminal; with one, the line is drawn and then erased.
  @Test func progressOnlyForATerminal() throws {
    let request = ExampleCommands.request(try #require(Examples.named("report-builder")))
    let quiet = run(["sweep", "--from", "320", "--to", "400"], stdin: request)
    #expect(quiet.stderr.isEmpty)

    let io = CommandIO(readStandardInput: { [] }, standardInputIsTerminal: false, progress: nil)
    let silent = ProgressLine(io, label: "x", total: 10)
    silent.update(64)
    silent.finish()
    #expect(io.standardError.isEmpty)

    let drawn = LockedStrings()
    let terminal = CommandIO(readStandardInput: { [] }, standardInputIsTerminal: false) { drawn.append($0) }
    let line = ProgressLine(terminal, label: "sweep", total: 1000)
    line.update(64)
    #expect(drawn.values.isEmpty, "nothing in the first half second")
    Thread.sleep(forTimeInterval: 0.6)
    line.update(63)
    #expect(drawn.values.isEmpty, "checked only every 64 steps")
    line.update(128)
    line.update(192)
    #expect(drawn.values == ["\r\u{1B}[Ksweep: 128 of 1000 (12 %)"], "at most ten redraws a second")
    line.finish()
    #expect(drawn.values.last == "\r\u{1B}[K")
    #expect(terminal.standardError.isEmpty, "progress never goes into the buffered standard error")
  }
}

/// Strings appended from a closure.
final class LockedStrings: @unchecked Sendable {
  private let lock = NSLock()
  private var strings: [String] = []

  func append(_ value: String) { lock.withLock { strings.append(value) } }
  var values: [String] { lock.withLock { strings } }
}
