import FlexLayout
import FlexLayoutCLI
import FlexLayoutFormat
import Foundation

@testable import FlexLayoutTesting

/// How many inputs the fuzz tests run, read once from the environment.
///
/// - `FLEXLAYOUT_FUZZ_CASES`: inputs per fuzz test (default 2,500; the suite's two tests run 5,000).
/// - `FLEXLAYOUT_FUZZ_NESTING`: the deepest chain of nodes a nesting mutation adds (default 300; the
///   format's limit is 4,096 levels, which a debug build lays out slowly).
/// - `FLEXLAYOUT_SEED` and `FLEXLAYOUT_BASE_SEED` work as for the properties (``PropertyConfig``).
enum FuzzConfig {
  static let cases: Int = integer("FLEXLAYOUT_FUZZ_CASES") ?? 2_500
  static let maximumNesting: Int = integer("FLEXLAYOUT_FUZZ_NESTING") ?? 300
  /// The longest any one input may take, decoding, laying out and running the CLI included.
  static let timeLimit: Duration = .seconds(10)

  private static func integer(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }
}

/// The checks applied to every fuzz input.
enum FuzzHarness {
  /// The exit codes the CLI may return on any input: success, invalid input, limit, usage.
  static let allowedExitCodes: Set<Int32> = [0, 1, 3, 64]

  /// Decodes `bytes` as a request: a ``FormatError`` must name a JSON Pointer in every issue; a request
  /// that decodes must lay out identically with the engine and the reference (bit for bit, errors
  /// included) and survive an encode/decode round trip with the same layout.
  ///
  /// Returns `nil` when the input passes, else what went wrong; `decoded` reports whether it decoded.
  static func checkDecoder(_ bytes: [UInt8], decoded: inout Bool) -> String? {
    let request: LayoutRequest
    do {
      request = try LayoutRequest(json: bytes)
    } catch {
      decoded = false
      if error.issues.isEmpty { return "a FormatError without issues" }
      for issue in error.issues where !isPointer(issue.path) {
        return "issue path \(String(reflecting: issue.path)) is not a JSON Pointer: \(issue)"
      }
      if error.issues.count > DecodingOptions.strict.maximumErrors {
        return "\(error.issues.count) issues, more than the cap"
      }
      return nil
    }
    decoded = true
    let engine = Solver.engine.layout(request.root, request.proposal, request.environment)
    let reference = Solver.reference.layout(request.root, request.proposal, request.environment)
    if let difference = engine.difference(from: reference, messages: true) {
      return "engine vs reference: \(difference)"
    }
    if case .failed(let error) = engine, !isPointer(error.path) {
      return "layout error path \(String(reflecting: error.path)) is not a JSON Pointer"
    }
    let again: LayoutRequest
    do {
      again = try LayoutRequest(json: request.json())
    } catch {
      return "the re-encoded request does not decode: \(error)"
    }
    let roundTrip = Solver.engine.layout(again.root, again.proposal, again.environment)
    if let difference = roundTrip.difference(from: engine, messages: true) {
      return "re-encoded vs decoded: \(difference)"
    }
    return nil
  }

  /// Runs `flexlayout` in process on `bytes` as standard input with `arguments`: the exit code must be
  /// 0, 1, 3 or 64; on failure standard output is empty and every `error:` line names a JSON Pointer
  /// (or the document); on success of `layout`, the reference engine's output is
  /// byte for byte the same.
  static func checkCLI(_ bytes: [UInt8], arguments: [String], succeeded: inout Bool) -> String? {
    let data = Data(bytes)
    let outcome = FlexLayoutCommand.run(arguments: arguments, stdin: { data })
    succeeded = outcome.exitCode == 0
    guard allowedExitCodes.contains(outcome.exitCode) else {
      return "exit code \(outcome.exitCode) for \(arguments); stderr: \(outcome.stderr.prefix(500))"
    }
    if outcome.exitCode != 0 {
      if !outcome.stdout.isEmpty { return "standard output not empty on exit \(outcome.exitCode)" }
      let errors = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
      if errors.isEmpty { return "exit \(outcome.exitCode) without an error line: \(outcome.stderr.prefix(500))" }
      // Usage errors (64) name an option or subcommand, not a place in the input.
      if outcome.exitCode != 64 {
        for line in errors where !namesPlace(line.dropFirst("error: ".count)) {
          return "error line names no JSON Pointer: \(line.prefix(300))"
        }
      }
      return nil
    }
    if arguments.first == "layout", !arguments.contains("--engine") {
      let reference = FlexLayoutCommand.run(arguments: arguments + ["--engine", "reference"], stdin: { data })
      if reference.exitCode != outcome.exitCode || reference.stdout != outcome.stdout
        || reference.stderr != outcome.stderr
      {
        return "CLI fast vs reference differ: exit \(outcome.exitCode) vs \(reference.exitCode)"
      }
    }
    return nil
  }

  /// The arguments for one input: `layout` nine times in ten, otherwise options with awkward values,
  /// `render`, or a broken command line.
  static func arguments(seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed ^ 0xA5A5_A5A5_A5A5_A5A5)
    guard random.chance(0.1) else { return random.chance(0.5) ? ["layout"] : ["layout", "-"] }
    let values = ["NaN", "1e400", "-0", "-1", "0", "100", "infinity", "null", "1e7", "10000001", "abc", "", " 5"]
    switch random.int(below: 8) {
    case 0: return ["layout", "--width", random.pick(values), "--height", random.pick(values)]
    case 1: return ["layout", "--scale", random.pick(values)]
    case 2: return ["layout", "--engine", random.pick(["fast", "reference", "slow", ""])]
    case 3: return ["render", "-", "--width", random.pick(values)]
    case 4: return ["render"]
    case 5: return ["layout", "-", random.pick(["extra", "--bogus", "-", "--width"])]
    case 6: return [random.pick(["", "lay", "--help", "-x", "help", "example"])]
    default: return []
    }
  }

  /// Whether `path` is an RFC 6901 JSON Pointer: empty, or `/`-separated tokens whose `~` escapes are
  /// `~0` or `~1`.
  static func isPointer(_ path: String) -> Bool {
    // Scalars, not Characters: "/" followed by a combining mark is one Character that is not "/".
    guard path.isEmpty || path.unicodeScalars.first == "/" else { return false }
    var scalars = path.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "~" {
        guard let next = scalars.next(), next == "0" || next == "1" else { return false }
      }
    }
    return true
  }

  /// Whether an `error:` message starts with the place it is about: a JSON Pointer (`/root/...`, as
  /// ``FormatIssue/description`` prints it, long ones abbreviated), `(document)`, or the cap notice.
  ///
  /// Only the start is checked: a key may hold a newline, which the CLI prints raw (see
  /// ``FuzzRegressions``), so one issue can span lines. The decoder check validates the paths themselves.
  static func namesPlace(_ message: Substring) -> Bool {
    message.unicodeScalars.first == "/" || message.hasPrefix("(document): ")
      || message.hasPrefix("too many errors; stopped after")
  }
}
