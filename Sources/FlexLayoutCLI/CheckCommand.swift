import FlexLayout
import FlexLayoutFormat
import FlexLayoutTesting
import Foundation

/// `flexlayout check [<file>|-] [matrix options] [--checks L] [--baseline F] [--format F] [--pictures DIR]`: the
/// layout audit of Docs/Audits.md from the command line.
enum CheckCommand {
  static let subcommand = Subcommand(
    name: "check",
    abstract: "Audit a screen at every width, text size and direction (Docs/Audits.md).",
    discussion: """
      Lays the request out at every width from --from to --to (every --step points, each edge refined to
      1/1024 pt), at each height, Dynamic Type size, direction and display scale, and reports the layout
      defects of Docs/Audits.md: clipped texts, words wider than their line, leaves outside their parent
      or the window, overlapping leaves, texts and targets in the unsafe area, small or crowded touch
      targets, arrangements that flicker or jump, nodes below their minimum width, and the first Dynamic
      Type size that breaks a node. Each finding holds over an exact width interval. Without matrix
      options: 320 to 1440 at 1 pt, the request's height, all 12 Dynamic Type sizes, both directions.
      Exit 0 when every finding is accepted by --baseline (or there is none), 1 when there are new ones,
      3 when the matrix is over 10^7 configurations. Progress is shown on standard error when it is a
      terminal.
      """,
    argumentsUsage: "[<file>]",
    argumentHelp: [("<file>", "The request file, or '-' for standard input (default).")],
    options: MatrixOptions.specs + [
      OptionSpec(
        name: "--checks", valueName: "<list>",
        help: "'all' or a comma list: text-truncated, overlap, … (Docs/Audits.md)."),
      OptionSpec(
        name: "--min-target-size", valueName: "<pt>",
        help: "target-size's minimum in points (44; 48 Android, 24 WCAG 2.5.8)."),
      OptionSpec(name: "--baseline", valueName: "<file>", help: "Accepted findings: only the others fail."),
      OptionSpec(
        name: "--write-baseline", valueName: "<file>",
        help: "Write every finding to this file as a baseline (give each a reason there)."),
      OptionSpec(name: "--format", valueName: "<f>", help: "'text' (default), 'json' or 'junit'."),
      OptionSpec(
        name: "--pictures", valueName: "<dir>",
        help: "One SVG per new finding, its nodes in red, at its first width."),
      OptionSpec(name: "--engine", valueName: "<engine>", help: "'fast' (LayoutEngine, default) or 'reference'."),
      OptionSpec(name: "--threads", valueName: "<n>", help: "Threads (default: the active cores)."),
    ],
    maximumPositionals: 1, minimumPositionals: 0, run: run)

  enum Format: String, CaseIterable {
    case text, json, junit
  }

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    var options = AuditOptions()
    var format = Format.text
    do throws(UsageError) {
      try RequestInput.checkNotTerminal(invocation, io)
      if let text = invocation.options["--checks"] { options.checks = try checks(text) }
      if let text = invocation.options["--min-target-size"] {
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1e4 else {
          throw UsageError(message: "invalid value '\(text)' for '--min-target-size' (expected points ≥ 0)")
        }
        options.minimumTargetSize = value
      }
      if let text = invocation.options["--format"] {
        guard let chosen = Format(rawValue: text) else {
          throw UsageError(
            message: "--format: unknown format \"\(text)\"\(MatrixOptions.hint(text, Format.allCases.map(\.rawValue)))")
        }
        format = chosen
      }
      if let text = invocation.options["--engine"] {
        switch text {
        case "fast": options.solver = .engine
        case "reference": options.solver = .reference
        default: throw UsageError(message: "invalid value '\(text)' for '--engine' (expected 'fast' or 'reference')")
        }
      }
      if let text = invocation.options["--threads"] {
        guard let threads = Int(text), threads >= 1, threads <= 1024 else {
          throw UsageError(message: "invalid value '\(text)' for '--threads' (expected 1 to 1024)")
        }
        options.threads = threads
      }
      for option in ["--pictures", "--baseline", "--write-baseline"] where invocation.options[option] == "" {
        throw UsageError(message: "'\(option)' needs a path")
      }
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help check", io)
    }
    var baseline = AuditBaseline()
    if let path = invocation.options["--baseline"] {
      switch InputFile.read(path, io) {
      case .success(let bytes):
        do {
          baseline = try AuditBaseline(json: bytes)
        } catch {
          io.error("'\(path)' is not an audit baseline:")
          return FlexLayoutCommand.report(error, io)
        }
      case .failure(let code): return code
      }
    }
    let request: LayoutRequest
    switch RequestInput.load(invocation, io) {
    case .success(let decoded): request = decoded
    case .failure(let code): return code
    }
    let matrix: AuditMatrix
    do throws(UsageError) {
      matrix = try MatrixOptions.matrix(
        invocation, request: request, sizes: DynamicTypeSize.allCases, directions: LayoutDirection.allCases)
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help check", io)
    }
    if let code = MatrixOptions.checkSize(matrix, io) { return code }
    let report: AuditReport
    let line = SharedProgress(ProgressLine(io, label: "check", total: matrix.configurationCount, every: 1))
    let perStream = matrix.widthCount
    do {
      report = try LayoutAudit.run(request.root, matrix: matrix, options: options) { done, _ in
        line.update(done * perStream)
      }
    } catch {
      line.finish()
      return reportAuditError(error, io)
    }
    line.finish()
    if let path = invocation.options["--write-baseline"] {
      let written = AuditBaseline(accepting: report.findings, reason: "")
      if RenderCommand.write(written.json, to: path, io) != FlexLayoutCommand.ExitCode.success {
        return FlexLayoutCommand.ExitCode.invalidInput
      }
    }
    if let directory = invocation.options["--pictures"] {
      if let code = FindingPictures.write(report.newFindings(baseline), of: request, to: directory, io) { return code }
    }
    switch format {
    case .text: io.standardOutput += report.text(baseline)
    case .json: io.standardOutput += report.json(baseline)
    case .junit: io.standardOutput += report.junit(baseline)
    }
    if report.newFindings(baseline).isEmpty { return FlexLayoutCommand.ExitCode.success }
    io.keepsOutputOnFailure = true
    return ExitCode.newFindings
  }

  /// `check`'s own exit code: findings no baseline accepts (the report is on standard output).
  enum ExitCode {
    static let newFindings: Int32 = 1
  }

  /// `all`, or a comma list of check names.
  static func checks(_ text: String) throws(UsageError) -> Set<AuditCheck> {
    if text == "all" { return Set(AuditCheck.allCases) }
    var checks = Set<AuditCheck>()
    for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let check = AuditCheck(rawValue: part) else {
        let names = AuditCheck.allCases.map(\.rawValue)
        throw UsageError(message: "--checks: unknown check \"\(part)\"\(MatrixOptions.hint(part, names))")
      }
      checks.insert(check)
    }
    return checks
  }

  /// An audit that could not run: a bad screen is invalid input (its JSON Pointer), a matrix over the limit exit 3.
  static func reportAuditError(_ error: AuditError, _ io: CommandIO) -> Int32 {
    switch error {
    case .invalidScreen(let layoutError): return FlexLayoutCommand.report(FormatError(layoutError), io)
    case .tooManyConfigurations:
      io.error(error.description)
      return FlexLayoutCommand.ExitCode.limitExceeded
    case .invalidField:
      io.error(error.description)
      return FlexLayoutCommand.ExitCode.usage
    }
  }
}

/// A progress line the audit's threads update one at a time (the audit calls its progress serially).
final class SharedProgress: @unchecked Sendable {
  private let line: ProgressLine
  init(_ line: ProgressLine) { self.line = line }
  func update(_ done: Int) { line.update(done) }
  func finish() { line.finish() }
}

/// `--pictures`: one SVG per finding.
enum FindingPictures {
  /// Writes `DIR/NNN-CHECK-wFROM.svg` for each finding: the screen at the finding's first width in its
  /// configuration, its nodes highlighted; returns an exit code on failure.
  static func write(_ findings: [AuditFinding], of request: LayoutRequest, to directory: String, _ io: CommandIO)
    -> Int32?
  {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      io.error("cannot create '\(directory)': \(error.localizedDescription)")
      return FlexLayoutCommand.ExitCode.invalidInput
    }
    let outline = TreeOutline(request.root)
    for (index, finding) in findings.enumerated() {
      let environment = LayoutEnvironment(
        displayScale: finding.displayScale, dynamicTypeSize: finding.dynamicTypeSize,
        layoutDirection: finding.layoutDirection, safeAreaInsets: request.environment.safeAreaInsets)
      let proposal = ProposedSize(width: finding.from, height: finding.height)
      let engine = try? LayoutEngine(request.root)
      engine?.reportsTextLines = true  // the picture draws each text on the lines the layout made
      guard let result = try? engine?.layout(proposal: proposal, environment: environment) else {
        continue  // a layout error: nothing to draw
      }
      let panel = LayoutPicture.Panel(
        title: "\(finding.check) at \(finding.dynamicTypeSize.rawValue), width \(JSONWriter.number(finding.from))",
        result: result, typeSize: finding.dynamicTypeSize, layoutDirection: finding.layoutDirection,
        highlights: finding.nodes.map { result.frames[$0.index] }, note: AuditReport.line(finding))
      let svg = LayoutPicture.svg(outline: outline, panels: [panel]).svg
      let name = String(format: "%03d", index + 1) + "-\(finding.check)-w\(JSONWriter.number(finding.from)).svg"
      let path = (directory as NSString).appendingPathComponent(name)
      if RenderCommand.write(svg, to: path, io) != FlexLayoutCommand.ExitCode.success {
        return FlexLayoutCommand.ExitCode.invalidInput
      }
    }
    return nil
  }
}
