import FlexLayout
import FlexLayoutFormat
import Foundation

/// `flexlayout sweep [<file>|-] --from A --to B [--step S] [--axis width|height] [--height H] [--width W]`.
enum SweepCommand {
  static let subcommand = Subcommand(
    name: "sweep",
    abstract: "Resize a request and print the sizes where its arrangement changes.",
    discussion: """
      Lays the request out at every size from --from to --to (every --step points) with one warm
      LayoutEngine, as a window being resized would, and prints each size where an identified grid,
      viewThatFits, buckets or split changes its arrangement (a transition): the selections before and
      after. A grid's arrangement is its number of cell columns. Then a summary: the layouts done, the
      time taken and the layouts per second. The other axis keeps the request's proposal unless --height
      (sweeping the width) or --width (sweeping the height) sets it. Progress is shown on standard error
      when it is a terminal.
      """,
    argumentsUsage: "[<file>]",
    argumentHelp: [("<file>", "The request file, or '-' for standard input (default).")],
    options: [
      OptionSpec(name: "--from", valueName: "<a>", help: "The first size, in points (0 to 1e7).", isRequired: true),
      OptionSpec(name: "--to", valueName: "<b>", help: "The last size, in points (≥ --from).", isRequired: true),
      OptionSpec(name: "--step", valueName: "<s>", help: "The step between sizes, in points (> 0; default 1)."),
      OptionSpec(name: "--axis", valueName: "<axis>", help: "'width' (default) or 'height': the axis that varies."),
      OptionSpec(
        name: "--height", valueName: "<h>", help: "The height while sweeping the width: points, 'infinity', 'null'."),
      OptionSpec(
        name: "--width", valueName: "<w>", help: "The width while sweeping the height: points, 'infinity', 'null'."),
    ],
    maximumPositionals: 1, minimumPositionals: 0, run: run)

  /// The parsed options.
  struct Settings {
    var axis: ResizeSweep.SweptAxis = .width
    var from: Double = 0
    var to: Double = 0
    var step: Double = 1
    /// The size of the other axis, when given: `.some(nil)` is an explicit `null`.
    var otherSize: Double??
  }

  static func settings(_ invocation: Invocation) throws(UsageError) -> Settings {
    var settings = Settings()
    if let name = invocation.options["--axis"] {
      guard let axis = ResizeSweep.SweptAxis(rawValue: name) else {
        throw UsageError(message: "invalid value '\(name)' for '--axis' (expected 'width' or 'height')")
      }
      settings.axis = axis
    }
    settings.from = try points(invocation.options["--from"] ?? "", option: "--from")
    settings.to = try points(invocation.options["--to"] ?? "", option: "--to")
    guard settings.from <= settings.to else {
      throw UsageError(
        message: "'--to' (\(JSONWriter.number(settings.to))) must not be less than '--from' "
          + "(\(JSONWriter.number(settings.from)))")
    }
    if let text = invocation.options["--step"] {
      guard let step = Double(text), step.isFinite, step > 0, step <= maximumFormatMagnitude else {
        throw UsageError(message: "invalid value '\(text)' for '--step' (expected points > 0)")
      }
      settings.step = step
    }
    let (fixed, swept) = settings.axis == .width ? ("--height", "--width") : ("--width", "--height")
    if invocation.options[swept] != nil {
      throw UsageError(
        message: "'\(swept)' cannot be set while sweeping the \(settings.axis.rawValue); "
          + "use --from and --to (or '\(fixed)' for the other axis)")
    }
    if let text = invocation.options[fixed] {
      settings.otherSize = .some(try FlexLayoutCommand.dimension(text, option: fixed))
    }
    return settings
  }

  /// A finite size in points, 0 to 1e7.
  static func points(_ text: String, option: String) throws(UsageError) -> Double {
    guard let value = Double(text), value.isFinite, value >= 0, value <= maximumFormatMagnitude else {
      throw UsageError(message: "invalid value '\(text)' for '\(option)' (expected points from 0 to 1e7)")
    }
    return value + 0
  }

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    let settings: Settings
    do throws(UsageError) {
      settings = try self.settings(invocation)
      try RequestInput.checkNotTerminal(invocation, io)
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help sweep", io)
    }
    let count = ResizeSweep.sizeCount(from: settings.from, to: settings.to, step: settings.step)
    guard count <= Double(ResizeSweep.maximumSizes) else {
      io.error(
        "the sweep has \(JSONWriter.number(count)) sizes, more than the limit of \(ResizeSweep.maximumSizes); "
          + "use a larger --step")
      return FlexLayoutCommand.ExitCode.limitExceeded
    }
    let request: LayoutRequest
    switch RequestInput.load(invocation, io) {
    case .success(let decoded): request = decoded
    case .failure(let code): return code
    }
    let other = settings.axis == .width ? request.proposal.height : request.proposal.width
    let sweep = ResizeSweep(
      root: request.root, environment: request.environment, axis: settings.axis,
      otherSize: settings.otherSize ?? other, from: settings.from, step: settings.step, count: Int(count))
    let outcome: ResizeSweep.Outcome
    do {
      outcome = try sweep.run(progress: ProgressLine(io, label: "sweep", total: sweep.count))
    } catch {
      return SweepReport.report(error, axis: settings.axis, io)
    }
    io.standardOutput += SweepReport.header(sweep)
    io.standardOutput += SweepReport.transitions(outcome, axis: settings.axis)
    io.standardOutput += SweepReport.summary(outcome) + "\n"
    return FlexLayoutCommand.ExitCode.success
  }
}

/// The text of a sweep's outcome, shared by `sweep` and `demo`.
enum SweepReport {
  /// `sweep of the width from 320 to 1440, step 1, height 768: 1121 sizes`.
  static func header(_ sweep: ResizeSweep) -> String {
    let other = sweep.axis == .width ? "height" : "width"
    let otherText = sweep.otherSize.map(JSONWriter.number) ?? "unspecified"
    let last = sweep.size(sweep.count - 1)
    return "sweep of the \(sweep.axis.rawValue) from \(JSONWriter.number(sweep.from)) to "
      + "\(JSONWriter.number(last)), step \(JSONWriter.number(sweep.step)), \(other) \(otherText): "
      + "\(sweep.count) size\(sweep.count == 1 ? "" : "s")\n"
  }

  /// The starting selections, then one block per transition.
  ///
  /// A transition block:
  ///
  /// ```
  /// width 680:
  ///   inbox        0 → 1
  ///   two-columns  hidden → [0, 1]
  /// ```
  static func transitions(_ outcome: ResizeSweep.Outcome, axis: ResizeSweep.SweptAxis) -> String {
    guard let first = outcome.spans.first else { return "" }
    var text = "\(axis.rawValue) \(JSONWriter.number(first.first)) (start):\n"
    let visible = first.state.visible
    if first.state.ids.isEmpty {
      text += "  no identified grid, viewThatFits, buckets or split to follow\n"
    } else if visible.isEmpty {
      text += "  none of the identified adaptive containers is laid out\n"
    }
    let startWidth = (visible.map(\.id.count).max() ?? 0) + 2
    for (id, selection) in visible {
      text += "  " + padded(id, startWidth) + SelectionState.text(selection) + "\n"
    }
    for transition in outcome.transitions {
      text += "\(axis.rawValue) \(JSONWriter.number(transition.size)):\n"
      let width = (transition.changes.map(\.id.count).max() ?? 0) + 2
      for change in transition.changes {
        text +=
          "  " + padded(change.id, width) + SelectionState.text(change.before) + " → "
          + SelectionState.text(change.after) + "\n"
      }
    }
    return text
  }

  /// `1121 layouts in 0.052 s (21558 layouts per second), 2 transitions`.
  static func summary(_ outcome: ResizeSweep.Outcome) -> String {
    let parts = outcome.duration.components
    let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    let perSecond = seconds > 0 ? String(Int((Double(outcome.layouts) / seconds).rounded())) : "∞"
    let count = outcome.transitions.count
    return "\(outcome.layouts) layout\(outcome.layouts == 1 ? "" : "s") in \(String(format: "%.3f", seconds)) s "
      + "(\(perSecond) layouts per second), \(count) transition\(count == 1 ? "" : "s")"
  }

  /// Reports a layout error during a sweep, naming the size; returns the exit code.
  static func report(_ error: SweepError, axis: ResizeSweep.SweptAxis, _ io: CommandIO) -> Int32 {
    var formatError = FormatError(error.error)
    if let size = error.size {
      for index in formatError.issues.indices {
        formatError.issues[index].message += " (at \(axis.rawValue) \(JSONWriter.number(size)))"
      }
    }
    return FlexLayoutCommand.report(formatError, io)
  }

  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(1, width - text.count))
  }
}
