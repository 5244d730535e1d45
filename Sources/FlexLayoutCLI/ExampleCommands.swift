import FlexLayout
import FlexLayoutFormat

/// `flexlayout examples` and `flexlayout example NAME`: the library's built-in examples
/// (`Examples.all` in FlexLayout, Docs/Examples.md).
enum ExampleCommands {
  static let list = Subcommand(
    name: "examples",
    abstract: "List the built-in examples.",
    discussion: """
      The examples are the library's seed screens (Docs/Examples.md), each an adaptive layout with
      content-derived breakpoints. Print one as a request with 'flexlayout example <name>'.
      """,
    argumentsUsage: "", argumentHelp: [], options: [], maximumPositionals: 0, minimumPositionals: 0,
    run: { _, io in
      let width = Examples.all.map(\.name.count).max() ?? 0
      for example in Examples.all {
        io.print(example.name + String(repeating: " ", count: width + 2 - example.name.count) + example.summary)
      }
      return FlexLayoutCommand.ExitCode.success
    })

  static let show = Subcommand(
    name: "example",
    abstract: "Print a built-in example as a JSON request.",
    discussion: """
      Prints the request (the example's tree at its typical window size) on standard output, ready to
      edit or to pipe into another command, e.g.
      flexlayout example inbox | flexlayout sweep --from 320 --to 1440
      """,
    argumentsUsage: "<name>", argumentHelp: [("<name>", "An example name; see 'flexlayout examples'.")],
    options: [], maximumPositionals: 1, minimumPositionals: 1,
    run: { invocation, io in
      let name = invocation.positionals.first ?? ""
      guard let example = Examples.named(name) else {
        let names = Examples.all.map(\.name)
        let hint = Suggestions.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        return FlexLayoutCommand.usageError(
          "unknown example '\(name)'\(hint); the examples are \(names.joined(separator: ", "))",
          usage: "flexlayout example <name>", helpCommand: "examples", io)
      }
      io.standardOutput += request(example)
      return FlexLayoutCommand.ExitCode.success
    })

  /// The example as a request: its tree and its proposal, in the default environment.
  static func request(_ example: Examples.Entry) -> String {
    requestJSON(root: example.root, proposal: example.proposal, environment: .standard)
  }
}
