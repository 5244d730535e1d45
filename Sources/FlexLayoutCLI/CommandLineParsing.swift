import FlexLayoutFormat

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
  /// A one-letter alias with its dash (`-o`), if any.
  var shortName: String? = nil
  /// Whether the option must be given.
  var isRequired = false
  /// Whether the option may be given more than once (its values are kept in order).
  var isRepeatable = false

  /// The option in a usage line: `--from <a>`, `[--step <s>]`, `--width <w> [--width <w> ...]`.
  var usage: String {
    let single = "\(shortName.map { "\($0)|" } ?? "")\(name) \(valueName)"
    switch (isRequired, isRepeatable) {
    case (true, true): return "\(single) [\(name) \(valueName) ...]"
    case (true, false): return single
    case (false, true): return "[\(single) ...]"
    case (false, false): return "[\(single)]"
    }
  }
}

/// The parsed command line of one subcommand.
struct Invocation {
  var positionals: [String] = []
  /// The value of each option given, by its long name (the last value of a repeatable option).
  var options: [String: String] = [:]
  /// Every value of each option given, in order, by its long name.
  var values: [String: [String]] = [:]
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

  /// The usage after `USAGE: `, wrapped to fit 100 columns (continuation lines indented to match).
  var usage: String {
    var parts = ["flexlayout", name]
    if !argumentsUsage.isEmpty { parts.append(argumentsUsage) }
    for option in options { parts.append(option.usage) }
    let indent = String(repeating: " ", count: "USAGE: flexlayout \(name) ".count)
    var lines: [String] = []
    var line = ""
    for part in parts {
      if line.isEmpty {
        line = part
      } else if "USAGE: ".count + line.count + 1 + part.count <= 100 || lines.isEmpty && line.count < 30 {
        line += " " + part
      } else {
        lines.append(line)
        line = indent.dropFirst("USAGE: ".count) + part
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: "USAGE: ".count))
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
      guard let option = options.first(where: { $0.name == name || $0.shortName == name }) else {
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
      guard option.isRepeatable || invocation.options[option.name] == nil else {
        throw UsageError(message: "'\(option.name)' given more than once")
      }
      invocation.options[option.name] = value
      invocation.values[option.name, default: []].append(value ?? "")
    }
    if invocation.wantsHelp { return invocation }
    if let missing = options.first(where: { $0.isRequired && invocation.options[$0.name] == nil }) {
      throw UsageError(message: "missing required option '\(missing.name) \(missing.valueName)'")
    }
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
    for option in options {
      let label = (option.shortName.map { "\($0), " } ?? "") + "\(option.name) \(option.valueName)"
      text += HelpFormat.row(label, option.help)
    }
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
  /// Writes progress text straight to the terminal; `nil` when standard error is not a terminal, so
  /// there is no progress at all.
  let progress: ((String) -> Void)?
  var standardOutput = ""
  var standardError = ""
  /// Whether standard output is written even though the exit code is not 0 (`check` exits 1 with its report).
  var keepsOutputOnFailure = false

  init(
    readStandardInput: @escaping () -> [UInt8], standardInputIsTerminal: Bool, progress: ((String) -> Void)? = nil
  ) {
    self.readStandardInput = readStandardInput
    self.standardInputIsTerminal = standardInputIsTerminal
    self.progress = progress
  }

  func print(_ text: String) { standardOutput += text + "\n" }

  func error(_ text: String) { standardError += "error: " + text + "\n" }

  func warning(_ text: String) { standardError += "warning: " + text + "\n" }
}
