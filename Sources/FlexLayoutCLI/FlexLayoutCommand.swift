import FlexLayout
import FlexLayoutFormat
import Foundation

/// The `flexlayout` command-line tool, as a function.
///
/// Arguments and standard input go in; the two output streams and the exit code come out (and progress
/// text, as it happens, for a terminal). `Sources/flexlayout/main.swift` only calls ``main()``; tests
/// call ``run(arguments:stdin:stdinIsTerminal:progress:)`` directly. The subcommands are `layout`,
/// `sweep`, `render`, `explore`, `examples`, `example`, `demo`, `check` and `snapshot`.
///
/// Conventions (Docs/CLI.md): results go to standard output and nothing else does; on any error
/// standard output stays empty, except for the reports of `check` (exit 1: new findings) and `snapshot
/// --verify` (exit 1: changed frames). Progress goes to standard error only when it is a terminal. `--help` and
/// `--version` print to standard output and exit 0.
/// Exit codes: 0 success, 1 invalid input (or findings), 3 limit exceeded, 64 usage error, 70 internal error.
public enum FlexLayoutCommand {
  /// The tool's version: FlexLayout's (``FlexLayoutVersion``).
  public static let version = FlexLayoutVersion.string

  /// Exit codes.
  public enum ExitCode {
    /// Success.
    public static let success: Int32 = 0
    /// The input is not a valid request, cannot be read, or cannot be laid out.
    public static let invalidInput: Int32 = 1
    /// A limit was exceeded (nesting depth, node count, input size).
    public static let limitExceeded: Int32 = 3
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// A bug: the layout produced something that cannot be written (`EX_SOFTWARE`).
    public static let internalError: Int32 = 70
  }

  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: the command-line arguments without the program name (`["layout", "-"]`).
  ///   - stdin: reads all of standard input; called only when a command reads it.
  ///   - stdinIsTerminal: whether standard input is an interactive terminal; commands that read a
  ///     request then report a usage error instead of waiting for typed input.
  ///   - progress: receives progress text for long runs (`sweep`, `explore`, `demo`) as it happens, carriage returns
  ///     and terminal escapes included. Pass it only when standard error is a terminal; with `nil`
  ///     (the default) no progress is shown.
  /// - Returns: what to write to standard output and standard error, and the exit code.
  public static func run(
    arguments: [String], stdin: () -> Data, stdinIsTerminal: Bool = false, progress: ((String) -> Void)? = nil
  ) -> (stdout: String, stderr: String, exitCode: Int32) {
    withoutActuallyEscaping(stdin) { stdin in
      let io = CommandIO(
        readStandardInput: { [UInt8](stdin()) }, standardInputIsTerminal: stdinIsTerminal, progress: progress)
      let code = dispatch(arguments, io)
      // Nothing on standard output on error (but a report that is the failure: `check`'s findings).
      return (code == ExitCode.success || io.keepsOutputOnFailure ? io.standardOutput : "", io.standardError, code)
    }
  }

  /// Runs the tool on the process's arguments and streams, then exits with its exit code.
  public static func main() -> Never {
    StandardStreams.ignoreBrokenPipes()
    let outcome = run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      stdin: { FileHandle.standardInput.readDataToEndOfFile() },
      stdinIsTerminal: StandardStreams.standardInputIsTerminal,
      progress: StandardStreams.standardErrorIsTerminal ? { StandardStreams.write($0, to: 2) } : nil)
    StandardStreams.write(outcome.stdout, to: 1)
    StandardStreams.write(outcome.stderr, to: 2)
    exit(outcome.exitCode)
  }

  // MARK: Dispatch

  /// The command table: one row per subcommand, each defined in its own file.
  static let subcommands: [Subcommand] = [
    LayoutCommand.subcommand, SweepCommand.subcommand, RenderCommand.subcommand, ExploreCommand.subcommand,
    ExampleCommands.list, ExampleCommands.show, DemoCommand.subcommand, CheckCommand.subcommand,
    SnapshotCommand.subcommand,
  ]

  static func dispatch(_ arguments: [String], _ io: CommandIO) -> Int32 {
    guard let first = arguments.first else {
      return usageError("no subcommand given", usage: "flexlayout <subcommand>", helpCommand: "--help", io)
    }
    switch first {
    case "-h", "--help":
      io.standardOutput += overview
      return ExitCode.success
    case "--version":
      io.print("flexlayout \(version) (format version \(flexLayoutFormatVersion))")
      return ExitCode.success
    case "help":
      let rest = Array(arguments.dropFirst())
      guard let name = rest.first else {
        io.standardOutput += overview
        return ExitCode.success
      }
      guard rest.count == 1, let command = subcommands.first(where: { $0.name == name }) else {
        return unknownSubcommand(name, io)
      }
      io.standardOutput += command.help
      return ExitCode.success
    default:
      guard let command = subcommands.first(where: { $0.name == first }) else {
        return unknownSubcommand(first, io)
      }
      do {
        let invocation = try command.parse(Array(arguments.dropFirst()))
        if invocation.wantsHelp {
          io.standardOutput += command.help
          return ExitCode.success
        }
        return command.run(invocation, io)
      } catch {
        return usageError(error.message, usage: command.usage, helpCommand: "help \(command.name)", io)
      }
    }
  }

  static func unknownSubcommand(_ name: String, _ io: CommandIO) -> Int32 {
    let names = subcommands.map(\.name)
    let hint = Suggestions.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    let message = name.hasPrefix("-") ? "unknown option '\(name)'\(hint)" : "unknown subcommand '\(name)'\(hint)"
    return usageError(message, usage: "flexlayout <subcommand>", helpCommand: "--help", io)
  }

  /// Prints `error: message`, the usage line and a pointer to the help; returns 64.
  static func usageError(_ message: String, usage: String, helpCommand: String, _ io: CommandIO) -> Int32 {
    io.error(message)
    io.standardError += "USAGE: \(usage)\n  See 'flexlayout \(helpCommand)' for more information.\n"
    return ExitCode.usage
  }

  static var overview: String {
    var text = """
      OVERVIEW: Lay out trees of views with SwiftUI's proposal/response semantics, headlessly.

      Requests and results are JSON (Docs/Format.md). Results go to standard output; errors and
      warnings to standard error. Exit status: 0 success, 1 invalid input (or, for check and
      snapshot --verify, new findings or changed frames), 3 limit exceeded, 64 usage error.

      USAGE: flexlayout <subcommand>

      OPTIONS:

      """
    text += HelpFormat.row("-h, --help", "Show help information.")
    text += HelpFormat.row("--version", "Show the version.")
    text += "\nSUBCOMMANDS:\n"
    for command in subcommands { text += HelpFormat.row(command.name, command.abstract) }
    text += HelpFormat.row("help", "Show help for a subcommand.")
    text += "\n  See 'flexlayout help <subcommand>' for detailed help.\n"
    return text
  }

  // MARK: Shared pieces

  /// Which solver lays a request out.
  enum Engine: String, CaseIterable {
    /// ``LayoutEngine``, the fast path.
    case fast
    /// ``ReferenceSolver``, the specification as code.
    case reference
  }

  /// Lays `request` out with `engine`.
  static func layout(_ request: LayoutRequest, engine: Engine) throws(LayoutError) -> LayoutResult {
    switch engine {
    case .fast:
      let layoutEngine = try LayoutEngine(request.root)
      layoutEngine.reportsTextLines = true  // a truncated text says so in the result (S2.3)
      return try layoutEngine.layout(proposal: request.proposal, environment: request.environment)
    case .reference:
      return try ReferenceSolver.layout(
        request.root, proposal: request.proposal, environment: request.environment, reportingTextLines: true)
    }
  }

  /// Prints every issue of `error` as an `error:` line and returns its exit code.
  static func report(_ error: FormatError, _ io: CommandIO) -> Int32 {
    for issue in error.issues { io.error(issue.description) }
    if error.isTruncated { io.error("too many errors; stopped after \(error.issues.count)") }
    return error.exitCode
  }

  /// Parses a dimension given on the command line: points, `infinity` or `null`.
  static func dimension(_ text: String, option: String) throws(UsageError) -> Double? {
    switch text {
    case "null": return nil
    case "infinity": return .infinity
    default:
      guard let value = Double(text), value.isFinite, value >= 0, value <= maximumFormatMagnitude else {
        throw UsageError(
          message: "invalid value '\(text)' for '\(option)' (expected points from 0 to 1e7, 'infinity' or 'null')")
      }
      return value + 0
    }
  }
}
