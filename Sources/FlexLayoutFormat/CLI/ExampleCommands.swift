/// `flexlayout examples` and `flexlayout example NAME`.
enum ExampleCommands {
  static let list = Subcommand(
    name: "examples",
    abstract: "List the built-in examples.",
    discussion: "Each example is a complete request; print one with 'flexlayout example <name>'.",
    argumentsUsage: "", argumentHelp: [], options: [], maximumPositionals: 0, minimumPositionals: 0,
    run: { _, io in
      let width = BuiltInExample.all.map(\.name.count).max() ?? 0
      for example in BuiltInExample.all {
        io.print(example.name + String(repeating: " ", count: width + 2 - example.name.count) + example.summary)
      }
      return FlexLayoutCommand.ExitCode.success
    })

  static let show = Subcommand(
    name: "example",
    abstract: "Print a built-in example as a JSON request.",
    discussion: """
      Prints the request on standard output, ready to edit or to pipe into 'flexlayout layout', e.g.
      flexlayout example inbox | flexlayout layout --width 390
      """,
    argumentsUsage: "<name>", argumentHelp: [("<name>", "An example name; see 'flexlayout examples'.")],
    options: [], maximumPositionals: 1, minimumPositionals: 1,
    run: { invocation, io in
      let name = invocation.positionals.first ?? ""
      guard let example = BuiltInExample.named(name) else {
        let names = BuiltInExample.all.map(\.name)
        let hint = Suggestions.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        return FlexLayoutCommand.usageError(
          "unknown example '\(name)'\(hint); the examples are \(names.joined(separator: ", "))",
          usage: "flexlayout example <name>", helpCommand: "examples", io)
      }
      io.standardOutput += example.json
      return FlexLayoutCommand.ExitCode.success
    })
}
