import FlexLayout
import FlexLayoutFormat
import Foundation
import Testing

@testable import FlexLayoutTesting

/// What one fuzz run did, and what went wrong.
struct FuzzReport: Sendable {
  var inputs = 0
  /// Inputs that decoded as valid requests (for the CLI: runs that exited 0).
  var decoded = 0
  var bytes = 0
  var slowest: Duration = .zero
  var failures: [String] = []

  var summary: String {
    "\(inputs) inputs (\(decoded) valid, \(bytes) bytes in all), slowest \(slowest), "
      + "\(failures.count) failures"
  }
}

/// Fuzzing the decoder and the CLI (issue 5): seeded random bytes and mutated valid requests, with zero
/// crashes, traps or hangs allowed. See Docs/Testing.md ("Fuzzing").
///
/// `FLEXLAYOUT_FUZZ_CASES` scales the count; a failure prints the seed (`FLEXLAYOUT_SEED` reruns it) and
/// writes the input to a temporary file for `flexlayout layout <file>`.
@Suite("Fuzz", .timeLimit(.minutes(30)))
struct FuzzTests {
  @Test("decoder: errors name JSON Pointers; valid requests lay out the same in both solvers and round-trip")
  func decoder() async {
    let report = await Self.run(name: "fuzz decoder") { bytes, seed, decoded in
      FuzzHarness.checkDecoder(bytes, decoded: &decoded)
    }
    Self.record(report, name: "decoder")
  }

  @Test("CLI in process: exit codes 0/1/3/64, errors name JSON Pointers, fast == reference output")
  func commandLine() async {
    let report = await Self.run(name: "fuzz cli") { bytes, seed, decoded in
      let arguments = FuzzHarness.arguments(seed: seed)
      let failure = FuzzHarness.checkCLI(bytes, arguments: arguments, succeeded: &decoded)
      return failure.map { "flexlayout \(arguments.joined(separator: " ")): \($0)" }
    }
    Self.record(report, name: "CLI")
  }

  @Test("the mutator is deterministic and produces the kinds of input it promises")
  func mutatorSelfTest() {
    // Always 300 inputs: a replay's FLEXLAYOUT_SEED picks one failing input of the other tests, not of this one.
    let seeds = PropertyConfig.caseSeeds(
      property: "fuzz self-test", count: 300, seed: nil, baseSeed: PropertyConfig.baseSeed)
    var parseable = 0
    var empty = 0
    for seed in seeds {
      let input = Mutator.input(seed: seed, maximumNesting: 20)
      #expect(input == Mutator.input(seed: seed, maximumNesting: 20))
      if input.isEmpty { empty += 1 }
      if (try? LayoutRequestProbe.parse(input)) != nil { parseable += 1 }
    }
    // A mix: many inputs still parse as JSON, many do not.
    #expect(parseable > 30 && parseable < 290, "parseable: \(parseable)")
    #expect(empty < 60)
    let value = FuzzJSON.object([("a", .array([.number("1"), .raw("NaN")])), ("a", .string("\"\u{1}"))])
    #expect(value.text == #"{"a":[1,NaN],"a":"\"\u0001"}"#)
    #expect(value.size == 5)
    #expect(value.replacing(at: 3) { _ in .null }.text == #"{"a":[1,null],"a":"\"\u0001"}"#)
  }

  /// Runs `check` on `FuzzConfig.cases` inputs on a large stack (deep inputs recurse deeply in debug
  /// builds), timing each.
  static func run(
    name: String, _ check: @escaping @Sendable ([UInt8], UInt64, inout Bool) -> String?
  ) async -> FuzzReport {
    let seeds = PropertyConfig.caseSeeds(property: name, count: FuzzConfig.cases)
    return await withLargeStack(megabytes: 512) {
      var report = FuzzReport()
      let clock = ContinuousClock()
      for seed in seeds {
        let input = Mutator.input(seed: seed, maximumNesting: FuzzConfig.maximumNesting)
        var decoded = false
        var failure: String?
        let elapsed = clock.measure { failure = check(input, seed, &decoded) }
        report.inputs += 1
        report.bytes += input.count
        if decoded { report.decoded += 1 }
        report.slowest = Swift.max(report.slowest, elapsed)
        if failure == nil, elapsed > FuzzConfig.timeLimit { failure = "took \(elapsed)" }
        if let failure, report.failures.count < 5 {
          report.failures.append(describe(failure, seed: seed, input: input))
        }
      }
      return report
    }
  }

  /// A failure with its seed and the input: escaped inline when short, and saved to a temporary file.
  static func describe(_ failure: String, seed: UInt64, input: [UInt8]) -> String {
    let seedText = PropertyConfig.format(seed)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-fuzz-\(seedText).json")
    let saved = (try? Data(input).write(to: path)) != nil ? "saved to \(path.path)" : "not saved"
    let text = String(decoding: input.prefix(400), as: UTF8.self)
    return """
      Fuzz input with seed \(seedText) failed: \(failure)
      Rerun: FLEXLAYOUT_SEED=\(seedText) swift test --filter FuzzTests
      Input (\(input.count) bytes, \(saved)): \(String(reflecting: text))\(input.count > 400 ? "…" : "")
      """
  }

  static func record(_ report: FuzzReport, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    print("Fuzz \(name): \(report.summary)")
    for failure in report.failures {
      print(failure)
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }
}

/// Parses JSON with the format's reader, for the mutator's self-test.
enum LayoutRequestProbe {
  static func parse(_ bytes: [UInt8]) throws -> Int {
    try JSONReader.parse(bytes).count
  }
}
