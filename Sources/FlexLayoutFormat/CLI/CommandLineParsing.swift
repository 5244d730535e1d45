/// A command-line usage error: printed as `error: …` plus the command's usage, exit code 64.
struct UsageError: Error {
  var message: String
}

/// One `--name <value>` option of a subcommand.
struct OptionSpec: Sendable {
  /// The option with its dashes (`--width`).
  let name: String
  /// The value placeholder (`<w>`).
  let valueName: String
  /// One line of help.
  let help: String
}

/// The parsed command line of one subcommand.
struct Invocation {
  var positionals: [String] = []
  var options: [String: String] = [:]
  var wantsHelp = false
}

/// A subcommand: its name, help, arguments and the function that runs it.
struct Subcommand: Sendable {
  let name: String
  /// One line for the subcommand list.
  let abstract: String
  /// A longer description for `flexlayout help <name>` (may be empty).
  let discussion: String
  /// The arguments after the options, such as `[<file>]`.
  let argumentsUsage: String
  /// Help rows for the positional arguments.
  let argumentHelp: [(label: String, help: String)]
  let options: [OptionSpec]
  /// The most positional arguments accepted.
  let maximumPositionals: Int
  /// The fewest positional arguments required.
  let minimumPositionals: Int
  let run: @Sendable (Invocation, CommandIO) -> Int32

  var usage: String {
    var parts = ["flexlayout", name]
    if !argumentsUsage.isEmpty { parts.append(argumentsUsage) }
    for option in options { parts.append("[\(option.name) \(option.valueName)]") }
    return parts.joined(separator: " ")
  }

  /// Parses the arguments after the subcommand name.
  func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var invocation = Invocation()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        invocation.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        invocation.wantsHelp = true
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        let hint = Suggestions.closest(to: name, in: options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(message: "unknown option '\(name)'\(hint)")
      }
      if value == nil {
        guard index < arguments.count else {
          throw UsageError(message: "missing value for '\(name)' (expected \(option.valueName))")
        }
        value = arguments[index]
        index += 1
      }
      guard invocation.options[name] == nil else {
        throw UsageError(message: "'\(name)' given more than once")
      }
      invocation.options[name] = value
    }
    if invocation.wantsHelp { return invocation }
    if invocation.positionals.count > maximumPositionals {
      let extra = invocation.positionals[maximumPositionals]
      throw UsageError(message: "unexpected argument '\(extra)'")
    }
    if invocation.positionals.count < minimumPositionals {
      throw UsageError(message: "missing argument \(argumentsUsage)")
    }
    return invocation
  }

  /// `flexlayout help <name>`.
  var help: String {
    var text = "OVERVIEW: \(abstract)\n\n"
    if !discussion.isEmpty { text += discussion + "\n\n" }
    text += "USAGE: \(usage)\n\n"
    if !argumentHelp.isEmpty {
      text += "ARGUMENTS:\n"
      for row in argumentHelp { text += HelpFormat.row(row.label, row.help) }
      text += "\n"
    }
    text += "OPTIONS:\n"
    for option in options { text += HelpFormat.row("\(option.name) \(option.valueName)", option.help) }
    text += HelpFormat.row("-h, --help", "Show help information.")
    return text
  }
}

/// argument-parser's help layout: 2-space indent, labels padded to a 26-column label column.
enum HelpFormat {
  static func row(_ label: String, _ help: String) -> String {
    let padded = "  " + label
    if padded.count >= 26 { return padded + "\n" + String(repeating: " ", count: 26) + help + "\n" }
    return padded + String(repeating: " ", count: 26 - padded.count) + help + "\n"
  }
}

/// What a subcommand reads and writes.
final class CommandIO {
  let readStandardInput: () -> [UInt8]
  let standardInputIsTerminal: Bool
  var standardOutput = ""
  var standardError = ""

  init(readStandardInput: @escaping () -> [UInt8], standardInputIsTerminal: Bool) {
    self.readStandardInput = readStandardInput
    self.standardInputIsTerminal = standardInputIsTerminal
  }

  func print(_ text: String) { standardOutput += text + "\n" }

  func error(_ text: String) { standardError += "error: " + text + "\n" }

  func warning(_ text: String) { standardError += "warning: " + text + "\n" }
}
