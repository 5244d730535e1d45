import FlexLayout
import FlexLayoutFormat
import Foundation

/// `flexlayout render [<file>|-] --width W [--width W2 ...] [--height H] [-o <file.svg>]`.
enum RenderCommand {
  /// The most panels one picture may have.
  static let maximumPanels = 100

  static let subcommand = Subcommand(
    name: "render",
    abstract: "Draw a request's layout at one or more widths as an SVG picture.",
    discussion: """
      Lays the request out at each --width (in the order given) and draws one panel per width, side by
      side: every identified node that is laid out as a rectangle labelled with its id, coloured by how
      many identified ancestors it has, over the root's dashed outline. Each panel is titled with its
      width and lists the root's size and the selections of the adaptive containers. The picture goes to
      standard output, or to the file given with -o.
      """,
    argumentsUsage: "[<file>]",
    argumentHelp: [("<file>", "The request file, or '-' for standard input (default).")],
    options: [
      OptionSpec(
        name: "--width", valueName: "<w>", help: "A proposed width: points, 'infinity' or 'null'. Repeat for more.",
        isRequired: true, isRepeatable: true),
      OptionSpec(
        name: "--height", valueName: "<h>",
        help: "The proposed height (default: the request's): points, 'infinity', 'null'."),
      OptionSpec(name: "--output", valueName: "<file.svg>", help: "Write the SVG to this file.", shortName: "-o"),
      OptionSpec(
        name: "--baselines", valueName: "<show|hide>",
        help: "Draw each text leaf's line baselines as red dashes (default: hide)."),
    ],
    maximumPositionals: 1, minimumPositionals: 0, run: run)

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    var widths: [Double?] = []
    var height: Double??
    var baselines = false
    do throws(UsageError) {
      let texts = invocation.values["--width"] ?? []
      guard texts.count <= maximumPanels else {
        throw UsageError(message: "at most \(maximumPanels) widths, got \(texts.count)")
      }
      for text in texts { widths.append(try FlexLayoutCommand.dimension(text, option: "--width")) }
      if let text = invocation.options["--height"] {
        height = .some(try FlexLayoutCommand.dimension(text, option: "--height"))
      }
      switch invocation.options["--baselines"] {
      case nil, "hide": baselines = false
      case "show": baselines = true
      case let other?: throw UsageError(message: "'--baselines' is 'show' or 'hide', got '\(other)'")
      }
      if let path = invocation.options["--output"], path.isEmpty {
        throw UsageError(message: "'--output' needs a file name")
      }
      try RequestInput.checkNotTerminal(invocation, io)
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help render", io)
    }
    let request: LayoutRequest
    switch RequestInput.load(invocation, io) {
    case .success(let decoded): request = decoded
    case .failure(let code): return code
    }
    let proposals = widths.map { ProposedSize(width: $0, height: height ?? request.proposal.height) }
    let svg: String
    switch picture(of: request.root, at: proposals, environment: request.environment, baselines: baselines, io) {
    case .success(let text): svg = text
    case .failure(let code): return code
    }
    if let path = invocation.options["--output"] {
      return write(svg, to: path, io)
    }
    io.standardOutput += svg
    return FlexLayoutCommand.ExitCode.success
  }

  enum Outcome {
    case success(String)
    case failure(Int32)
  }

  /// Lays `root` out at each proposal with one engine and draws the panels.
  static func picture(
    of root: Node, at proposals: [ProposedSize], environment: LayoutEnvironment, baselines: Bool = false,
    _ io: CommandIO
  ) -> Outcome {
    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(root)
    } catch {
      return .failure(FlexLayoutCommand.report(FormatError(error), io))
    }
    // The picture draws each text on the lines the layout wrapped it into.
    engine.reportsTextLines = true
    var panels: [LayoutPicture.Panel] = []
    for proposal in proposals {
      do {
        let result = try engine.layout(proposal: proposal, environment: environment)
        for diagnostic in result.diagnostics { io.warning(diagnostic.description) }
        panels.append(
          LayoutPicture.Panel(
            title: title(proposal), result: result, typeSize: environment.dynamicTypeSize,
            layoutDirection: environment.layoutDirection))
      } catch {
        var formatError = FormatError(error)
        for index in formatError.issues.indices { formatError.issues[index].message += " (at \(title(proposal)))" }
        return .failure(FlexLayoutCommand.report(formatError, io))
      }
    }
    let picture = LayoutPicture.svg(outline: TreeOutline(root), panels: panels, baselines: baselines)
    if picture.omitted > 0 {
      io.warning(
        "\(picture.omitted) frames were not drawn: a panel draws at most \(LayoutPicture.maximumFrames) frames")
    }
    return .success(picture.svg)
  }

  /// `width 390`, `width 390, height 768`, `width unspecified`.
  static func title(_ proposal: ProposedSize) -> String {
    func text(_ value: Double?) -> String {
      guard let value else { return "unspecified" }
      return value.isInfinite ? "infinity" : JSONWriter.number(value)
    }
    var title = "width \(text(proposal.width))"
    if let height = proposal.height { title += ", height \(text(height))" }
    return title
  }

  /// Writes `text` to `path`; reports a failure as invalid input (exit 1).
  static func write(_ text: String, to path: String, _ io: CommandIO) -> Int32 {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return FlexLayoutCommand.ExitCode.success
    } catch {
      io.error("cannot write '\(path)': \(error.localizedDescription)")
      return FlexLayoutCommand.ExitCode.invalidInput
    }
  }
}
