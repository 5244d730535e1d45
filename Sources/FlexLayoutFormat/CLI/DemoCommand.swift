import FlexLayout

/// `flexlayout demo`: the inbox example at five window widths, summarised.
enum DemoCommand {
  /// The widths the demo lays the inbox out at: phones, a tablet, laptops.
  static let widths: [Double] = [320, 390, 768, 1024, 1440]

  static let subcommand = Subcommand(
    name: "demo",
    abstract: "Lay out the inbox example at five widths and summarise each.",
    discussion: """
      Lays out the built-in 'inbox' example at widths 320, 390, 768, 1024 and 1440 (its own height)
      and prints, per width, the root size and the frames of the main identified nodes.
      """,
    argumentsUsage: "", argumentHelp: [], options: [], maximumPositionals: 0, minimumPositionals: 0, run: run)

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    let example = BuiltInExample.inbox
    let request: LayoutRequest
    do {
      request = try LayoutRequest(json: example.json)
    } catch {
      return FlexLayoutCommand.report(error, io)
    }
    let height = request.proposal.height
    var text = "FlexLayout demo: the built-in \"\(example.name)\" example at \(widths.count) widths"
    text += height.map { ", height \(JSONWriter.number($0))" } ?? ""
    text += ".\n\(example.summary)\n"
    text += "Each line is a node id, its origin (x, y) and its size (width × height) in points.\n"
    text += "'flexlayout example \(example.name)' prints the request; pipe it into\n"
    text += "'flexlayout layout --width W' for the full result at any width.\n"

    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(request.root)
    } catch {
      return FlexLayoutCommand.report(FormatError(error), io)
    }
    for width in widths {
      let result: LayoutResult
      do {
        result = try engine.layout(
          proposal: ProposedSize(width: width, height: height), environment: request.environment)
      } catch {
        return FlexLayoutCommand.report(FormatError(error), io)
      }
      text += "\n" + summary(of: result, width: width, highlights: example.highlights)
    }
    io.standardOutput += text
    return FlexLayoutCommand.ExitCode.success
  }

  /// The block printed for one width.
  static func summary(of result: LayoutResult, width: Double, highlights: [String]) -> String {
    let size = result.size
    var text = "width \(JSONWriter.number(width)): size \(JSONWriter.number(size.width)) × "
    text += JSONWriter.number(size.height)
    if size.width > width {
      text += " (wider than the window by \(JSONWriter.number(size.width - width)) points)"
    }
    text += "\n"
    let nameWidth = (highlights.map(\.count).max() ?? 0) + 2
    for id in highlights {
      guard let frame = result[id] else { continue }
      let origin = "(\(JSONWriter.number(frame.x)), \(JSONWriter.number(frame.y)))"
      text += "  " + id + String(repeating: " ", count: nameWidth - id.count)
      text += origin + String(repeating: " ", count: Swift.max(1, 14 - origin.count))
      text += "\(JSONWriter.number(frame.width)) × \(JSONWriter.number(frame.height))\n"
    }
    return text
  }
}
