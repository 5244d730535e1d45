// flexlayout-terminal: a small real renderer on FlexLayout's public live-tree API.
//
// Draws a built-in example as boxes of characters at the terminal's width (1 column = 8 pt, 1 row = 17 pt)
// and re-lays it out incrementally whenever the window is resized. See Docs/Embedding.md.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FlexLayout

let usage = """
  usage: flexlayout-terminal [EXAMPLE] [--width COLUMNS] [--widths C1,C2,...] [--height ROWS] [--rtl] [--list]

  Draws a built-in example (default: inbox) as boxes of characters: nodes with an id are outlined and
  labelled; text is ~, fixed leaves #, flexible leaves ░, measured leaves ▒. 1 column = 8 pt, 1 row = 17 pt.

    --width N        draw once, N columns wide
    --widths A,B,C   draw once per width, re-laying out the same live tree (for scripts and tests)
    --height N       rows to lay out in (default: the terminal's rows - 1, or the example's own height)
    --rtl            right-to-left layout
    --list           list the examples

  On a terminal without --width or --widths it follows the window: it redraws on every resize (SIGWINCH)
  until interrupted. Elsewhere it draws once at 100 columns.
  """

struct Options {
  var example = "inbox"
  var widths: [Int] = []
  var height: Int?
  var rightToLeft = false
  var list = false

  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    func number(_ text: String?, _ flag: String) throws(UsageError) -> Int {
      guard let text, let value = Int(text), value > 0, value <= 10_000 else {
        throw UsageError("\(flag) needs a whole number from 1 to 10000, got \(text ?? "nothing")")
      }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--width": widths = [try number(rest.popFirst(), "--width")]
      case "--widths":
        guard let list = rest.popFirst() else { throw UsageError("--widths needs a list like 40,80,120") }
        widths = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
          widths.append(try number(String(item), "--widths"))
        }
      case "--height": height = try number(rest.popFirst(), "--height")
      case "--rtl": rightToLeft = true
      case "--list": list = true
      case "--help", "-h": throw UsageError(nil)
      default:
        guard !argument.hasPrefix("-") else { throw UsageError("unknown option \(argument)") }
        example = argument
      }
    }
  }
}

struct UsageError: Error {
  var message: String?
  init(_ message: String?) { self.message = message }
}

func fail(_ message: String, status: Int32) -> Never {
  Terminal.writeError(message + "\n")
  exit(status)
}

func main() {
  let options: Options
  do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
  } catch {
    if let message = error.message { fail("flexlayout-terminal: \(message)\n\n\(usage)", status: 2) }
    Terminal.write(usage + "\n")
    exit(0)
  }
  if options.list {
    for entry in Examples.all { Terminal.write("\(entry.name) — \(entry.summary)\n") }
    return
  }
  guard let example = Examples.named(options.example) else {
    fail(
      "flexlayout-terminal: no example named \"\(options.example)\"; one of: "
        + Examples.all.map(\.name).joined(separator: ", "), status: 2)
  }
  let environment = LayoutEnvironment(layoutDirection: options.rightToLeft ? .rightToLeft : .leftToRight)
  let exampleRows = Int(((example.proposal.height ?? 768) / BoxDrawer.pointsPerRow).rounded(.down))
  do {
    let renderer = try TerminalRenderer(example: example)
    if options.widths.isEmpty && Terminal.isInteractive {
      var failure: LiveTreeError?
      Terminal.runResizeLoop {
        let size = Terminal.size() ?? (100, exampleRows + 1)
        let drawing = Result { () throws(LiveTreeError) in
          try renderer.render(
            columns: size.columns, rows: options.height ?? max(size.rows - 1, 1), environment: environment)
        }
        switch drawing {
        case .success(let drawing):
          // Keep the status line on one terminal line.
          var lines = drawing.split(separator: "\n", omittingEmptySubsequences: false)
          lines[0] = lines[0].prefix(size.columns)
          Terminal.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n") + "\n")
        case .failure(let error): failure = error
        }
        return failure == nil
      }
      if let failure { throw failure }
      return
    }
    let drawings = try (options.widths.isEmpty ? [100] : options.widths).map { width throws(LiveTreeError) in
      try renderer.render(columns: width, rows: options.height ?? exampleRows, environment: environment)
    }
    Terminal.write(drawings.joined(separator: "\n\n") + "\n")
  } catch {
    fail("flexlayout-terminal: \(error)", status: 1)
  }
}

main()
