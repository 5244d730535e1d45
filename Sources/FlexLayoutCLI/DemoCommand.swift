import FlexLayout
import FlexLayoutFormat
import Foundation

/// `flexlayout demo [--output DIR]`: the inbox example through a resize sweep from 320 to 1440 points,
/// its transitions, one SVG picture per arrangement, and an explorer page.
enum DemoCommand {
  /// The example the demo resizes.
  static let exampleName = "inbox"
  /// The sweep: every point from 320 (a small phone) to 1440 (a laptop).
  static let from = 320.0
  static let to = 1440.0
  /// The folder the pictures go to unless `--output` names another.
  static let defaultDirectory = "flexlayout-demo"

  static let subcommand = Subcommand(
    name: "demo",
    abstract: "Resize the inbox example from 320 to 1440 points; draw each arrangement.",
    discussion: """
      Lays out the built-in 'inbox' example at every width from 320 to 1440 points (height 768) with one
      warm LayoutEngine, as a window being resized would, and prints the widths where its arrangement
      changes (one column, list + detail, sidebar + list + detail) with the selections before and after.
      Then it writes one SVG picture per arrangement, at the arrangement's first width, an overview of all
      of them side by side, and an HTML page whose slider resizes the inbox ('explore'), into a folder
      (default ./flexlayout-demo), and prints their paths.
      """,
    argumentsUsage: "", argumentHelp: [],
    options: [
      OptionSpec(
        name: "--output", valueName: "<dir>", help: "The folder for the pictures (default ./flexlayout-demo).",
        shortName: "-o")
    ],
    maximumPositionals: 0, minimumPositionals: 0, run: run)

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    var directory = invocation.options["--output"] ?? defaultDirectory
    guard !directory.isEmpty else {
      return FlexLayoutCommand.usageError(
        "'--output' needs a folder name", usage: subcommand.usage, helpCommand: "help demo", io)
    }
    while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
    guard let example = Examples.named(exampleName) else {
      io.error("internal error: the built-in example '\(exampleName)' is missing")
      return FlexLayoutCommand.ExitCode.internalError
    }
    let height = example.proposal.height
    let sweep = ResizeSweep(
      root: example.root, environment: .standard, axis: .width, otherSize: height, from: from, step: 1,
      count: Int(ResizeSweep.sizeCount(from: from, to: to, step: 1)))
    // One sweep gives the transitions and the explorer page.
    let outcome: ResizeSweep.Outcome
    let page: String
    switch ExploreCommand.page(of: sweep, title: "\(exampleName) (flexlayout demo)", progressLabel: "demo sweep", io) {
    case .success(let (html, result)): (page, outcome) = (html, result)
    case .failure(let failure): return failure.code
    }

    // One picture per distinct arrangement, at the first width that shows it.
    var arrangements: [(first: Double, last: Double, state: SelectionState)] = []
    for span in outcome.spans {
      if let index = arrangements.firstIndex(where: { $0.state.hasSameArrangement(as: span.state) }) {
        arrangements[index].last = span.last
      } else {
        arrangements.append((span.first, span.last, span.state))
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      io.error("cannot create the folder '\(directory)': \(error.localizedDescription)")
      return FlexLayoutCommand.ExitCode.invalidInput
    }
    var files: [(label: String, path: String)] = []
    let firsts = arrangements.map(\.first)
    for (first, last, _) in arrangements {
      let path = "\(directory)/\(exampleName)-\(JSONWriter.number(first)).svg"
      let label = "\(JSONWriter.number(first)) to \(JSONWriter.number(last))"
      files.append((label, path))
    }
    files.append(("overview", "\(directory)/\(exampleName)-overview.svg"))
    let pagePath = "\(directory)/\(exampleName).html"
    let pageCode = RenderCommand.write(page, to: pagePath, io)
    guard pageCode == FlexLayoutCommand.ExitCode.success else { return pageCode }
    let pictures = firsts.map { [$0] } + [firsts]
    for ((_, path), widths) in zip(files, pictures) {
      let proposals = widths.map { ProposedSize(width: $0, height: height) }
      let svg: String
      switch RenderCommand.picture(of: example.root, at: proposals, environment: .standard, io) {
      case .success(let text): svg = text
      case .failure(let code): return code
      }
      let code = RenderCommand.write(svg, to: path, io)
      guard code == FlexLayoutCommand.ExitCode.success else { return code }
    }

    var text = "FlexLayout demo: the built-in \"\(exampleName)\" example\n(\(example.summary)),\n"
    text += "resized from \(JSONWriter.number(from)) to \(JSONWriter.number(to)) points wide, one point at a time, "
    text += "\(height.map(JSONWriter.number) ?? "ideal") high, by one warm LayoutEngine.\n\n"
    text += SweepReport.transitions(outcome, axis: .width)
    let count = arrangements.count
    text += "\n\(count) arrangement\(count == 1 ? "" : "s"), one picture each at its first width, and an overview:\n"
    let labelWidth = (files.map(\.label.count).max() ?? 0) + 2
    for (label, path) in files { text += "  " + SweepReport.padded(label, labelWidth) + path + "\n" }
    text += "and a page whose slider resizes it (open it in a browser): \(pagePath)\n"
    text += "\n" + SweepReport.summary(outcome) + "\n"
    text += "Try: flexlayout example \(exampleName) | flexlayout render --width 390 --width 1024 -o inbox.svg\n"
    text += "     flexlayout example poll-card | flexlayout render --width 390 --width 700 -o poll-card.svg\n"
    text += "     flexlayout example poll-card | flexlayout explore -o poll-card.html\n"
    io.standardOutput += text
    return FlexLayoutCommand.ExitCode.success
  }
}
