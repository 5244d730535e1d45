import FlexLayout
import FlexLayoutFormat
import Foundation

/// `flexlayout explore [<file>|-] [--from A] [--to B] [--step S] [--height H] [-o <file.html>]`.
enum ExploreCommand {
  /// The default sweep: 320 (a small phone) to 1440 (a laptop).
  static let defaultFrom = 320.0
  static let defaultTo = 1440.0
  /// The most widths one page may have.
  static let maximumWidths = 20_000

  static let subcommand = Subcommand(
    name: "explore",
    abstract: "Write an HTML page whose slider resizes a request's layout.",
    discussion: """
      Lays the request out at every width from --from to --to (every --step points; default 320 to
      1440, every point) with one warm LayoutEngine, as 'sweep' does, and writes one self-contained HTML
      page (no network needed) where a slider, or dragging the proposed width's edge in the drawing,
      shows the layout at each width: every identified node as a box labelled with its id, the content
      and its words in grey. The slider marks the widths where the arrangement changes, and the page
      lists what changed at each. The frames are FlexLayout's, computed now; the page only draws them.
      The height is the request's unless --height sets it. The page goes to standard output, or to the
      file given with -o; open 'page.html#width=600' to start at a width.
      """,
    argumentsUsage: "[<file>]",
    argumentHelp: [("<file>", "The request file, or '-' for standard input (default).")],
    options: [
      OptionSpec(name: "--from", valueName: "<a>", help: "The first width, in points (0 to 1e7; default 320)."),
      OptionSpec(name: "--to", valueName: "<b>", help: "The last width, in points (≥ --from; default 1440)."),
      OptionSpec(name: "--step", valueName: "<s>", help: "The step between widths, in points (> 0; default 1)."),
      OptionSpec(
        name: "--height", valueName: "<h>",
        help: "The proposed height (default: the request's): points, 'infinity', 'null'."),
      OptionSpec(name: "--output", valueName: "<file.html>", help: "Write the page to this file.", shortName: "-o"),
    ],
    maximumPositionals: 1, minimumPositionals: 0, run: run)

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    let settings: SweepCommand.Settings
    do throws(UsageError) {
      // The sweep's own checks and messages, with this command's defaults.
      var sweepInvocation = invocation
      sweepInvocation.options["--from"] = invocation.options["--from"] ?? JSONWriter.number(defaultFrom)
      sweepInvocation.options["--to"] = invocation.options["--to"] ?? JSONWriter.number(defaultTo)
      settings = try SweepCommand.settings(sweepInvocation)
      if let path = invocation.options["--output"], path.isEmpty {
        throw UsageError(message: "'--output' needs a file name")
      }
      try RequestInput.checkNotTerminal(invocation, io)
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help explore", io)
    }
    let count = ResizeSweep.sizeCount(from: settings.from, to: settings.to, step: settings.step)
    guard count <= Double(maximumWidths) else {
      io.error(
        "the page would have \(JSONWriter.number(count)) widths, more than the limit of \(maximumWidths); "
          + "use a larger --step")
      return FlexLayoutCommand.ExitCode.limitExceeded
    }
    let request: LayoutRequest
    switch RequestInput.load(invocation, io) {
    case .success(let decoded): request = decoded
    case .failure(let code): return code
    }
    let title = invocation.positionals.first.flatMap { $0 == "-" ? nil : $0 } ?? "standard input"
    switch page(of: request, settings: settings, count: Int(count), title: title, io) {
    case .success(let html):
      if let path = invocation.options["--output"] { return RenderCommand.write(html, to: path, io) }
      io.standardOutput += html
      return FlexLayoutCommand.ExitCode.success
    case .failure(let code):
      return code
    }
  }

  /// Sweeps `request`'s width as `settings` say and writes the page.
  static func page(
    of request: LayoutRequest, settings: SweepCommand.Settings, count: Int, title: String, _ io: CommandIO
  ) -> RenderCommand.Outcome {
    let height = settings.otherSize ?? request.proposal.height
    let sweep = ResizeSweep(
      root: request.root, environment: request.environment, axis: .width, otherSize: height,
      from: settings.from, step: settings.step, count: count)
    switch page(of: sweep, title: title, progressLabel: "explore", io) {
    case .success(let (html, _)): return .success(html)
    case .failure(let failure): return .failure(failure.code)
    }
  }

  /// Runs a width `sweep`, recording every layout, and writes its page; also returns the sweep's outcome (the
  /// demo reports its transitions). Diagnostics are reported once each, as warnings. The frames are recorded in
  /// the pixels of the sweep's display scale, or again in points in the unlikely case that one of them is not
  /// on the pixel grid (``ExplorerRecording``).
  static func page(of sweep: ResizeSweep, title: String, progressLabel: String, _ io: CommandIO) -> Result<
    (html: String, outcome: ResizeSweep.Outcome), PageFailure
  > {
    var sweep = sweep
    sweep.reportsTextLines = true
    let nodes = ExplorerNodes(sweep.root, typeSize: sweep.environment.dynamicTypeSize)
    var recording = ExplorerRecording(nodes, displayScale: sweep.environment.displayScale)
    var diagnostics: [String] = []
    var outcome: ResizeSweep.Outcome
    func run(_ recording: inout ExplorerRecording) throws(SweepError) -> ResizeSweep.Outcome {
      try sweep.run(progress: ProgressLine(io, label: progressLabel, total: sweep.count)) { _, result in
        recording.record(result)
        for diagnostic in result.diagnostics where !diagnostics.contains(diagnostic.description) {
          diagnostics.append(diagnostic.description)
        }
      }
    }
    do {
      outcome = try run(&recording)
      if !recording.isExact {
        recording = ExplorerRecording(nodes)
        outcome = try run(&recording)
      }
    } catch {
      return .failure(PageFailure(code: SweepReport.report(error, axis: .width, io)))
    }
    for diagnostic in diagnostics { io.warning(diagnostic) }
    let transitions = outcome.transitions.map { transition in
      ExplorerPage.Transition(
        index: Int(((transition.size - sweep.from) / sweep.step).rounded()), width: transition.size,
        changes: transition.changes)
    }
    let page = ExplorerPage(
      title: title, recording: recording, from: sweep.from, step: sweep.step, height: sweep.otherSize,
      start: outcome.spans.first?.state.visible ?? [], transitions: transitions)
    return .success((page.html, outcome))
  }

  /// A sweep that failed, with the exit code its error was reported with.
  struct PageFailure: Error {
    let code: Int32
  }
}
