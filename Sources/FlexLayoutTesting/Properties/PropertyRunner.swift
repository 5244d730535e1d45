import FlexLayout

/// One generated input: a tree, a proposal and an environment.
struct LayoutCase: Hashable, Sendable {
  var tree: TreeSpec
  var proposal: ProposedSize
  var environment: LayoutEnvironment

  /// Smaller cases: a smaller tree, then a simpler proposal, then a simpler environment.
  ///
  /// `keep` filters out candidates that leave the property's domain (e.g. the root must stay a stack).
  func shrinkCandidates(keep: (LayoutCase) -> Bool = { _ in true }) -> [LayoutCase] {
    var result = Shrinker.candidates(tree).map { LayoutCase(tree: $0, proposal: proposal, environment: environment) }
    result += Shrinker.candidates(proposal).map { LayoutCase(tree: tree, proposal: $0, environment: environment) }
    result += Shrinker.candidates(environment).map { LayoutCase(tree: tree, proposal: proposal, environment: $0) }
    return result.filter(keep)
  }

  var description: String { CaseDescription.full(tree, proposal, environment) }
}

/// The first failing case of a property run, shrunk: what
/// ``PropertyCheck/run(name:cases:seed:baseSeed:filter:generate:shrink:describe:property:)`` answers when a case
/// fails. Turn it into a test failure: `Issue.record(Comment(rawValue: failure.report))` in Swift Testing,
/// `XCTFail(failure.report)` in XCTest.
public struct PropertyFailure<Case> {
  /// The property's name, as given to the runner.
  public var name: String
  /// The seed of the failing case: `FLEXLAYOUT_SEED` set to it reruns exactly this case (and shrinks it again).
  public var seed: UInt64
  /// The failing case's index among the cases run (0 for the first; the report counts from 1).
  public var caseIndex: Int
  /// How many cases the run had (1 when a single seed was given).
  public var caseCount: Int
  /// The case as generated.
  public var originalCase: Case
  /// The property's message for the case as generated.
  public var message: String
  /// The smallest failing case the shrinker reached (the original when no candidate fails, or without `shrink`).
  public var shrunkCase: Case
  /// The property's message for the shrunk case.
  public var shrunkMessage: String
  /// How many shrinking steps were taken (0 when no candidate fails).
  public var shrinkSteps: Int
  /// The one command that reruns the failing case: `FLEXLAYOUT_SEED=0x… swift test --filter <filter>`.
  public var replay: String
  /// The whole report, several lines: the property, the case number and seed, the replay line, both messages,
  /// and the shrunk case as `describe` printed it.
  public var report: String
}

extension PropertyFailure: Sendable where Case: Sendable {}

extension PropertyFailure: CustomStringConvertible {
  /// The ``report``.
  public var description: String { report }
}

/// Runs a property over seeded random cases and answers the first failure, shrunk, with its seed: a property
/// test of your own component in one call, from Swift Testing or XCTest (this library imports neither).
///
/// ```swift
/// let failure = PropertyCheck.run(
///   name: "time label stays visible", filter: "MessageRowTests",
///   generate: { g in Row(subject: g.string(length: 0...200), width: g.width(in: 320...1440)) },
///   shrink: { row in Shrinker.candidates(of: row, varying: \.subject, by: Shrinker.candidates) },
///   property: { row in timeLabelVisible(row) ? nil : "time label clipped" })
/// #expect(failure == nil, "\(failure?.report ?? "")")
/// ```
public enum PropertyCheck {
  /// Checks `property` on `count` cases drawn by `generate`, one fresh ``Generator`` per case seed.
  ///
  /// The case seeds are `seed` alone when it is given (by default `FLEXLAYOUT_SEED`), otherwise `count` seeds
  /// derived from `baseSeed` (by default `FLEXLAYOUT_BASE_SEED`, else a fixed seed) and `name`: rename a property
  /// and it draws other cases. `count` defaults to `FLEXLAYOUT_PROPERTY_CASES` (else 1,000); 0 runs nothing. See
  /// ``PropertyConfig``.
  ///
  /// `property` returns `nil` when the case passes and a message when it fails. On the first failure the
  /// case is shrunk with `shrink` (``Shrinker/shrink(_:message:budget:candidates:failure:)``, at most 6,000
  /// evaluations of `property`), and the answer holds the seed that reruns it, the original and the minimal
  /// failure, a one-line ``PropertyFailure/replay`` (`FLEXLAYOUT_SEED=0x… swift test --filter <filter>`; give
  /// `filter` your test's name), and a report ending with the minimal case printed by `describe`.
  ///
  /// Returns `nil` when every case passes. Prints nothing and records nothing: the caller turns the failure into a
  /// test failure. `generate`, `shrink` and `property` must be deterministic (draw only from the generator) for a
  /// seed to name a case.
  public static func run<Case>(
    name: String,
    cases count: Int = PropertyConfig.cases,
    seed: UInt64? = PropertyConfig.seed,
    baseSeed: UInt64 = PropertyConfig.baseSeed,
    filter: String = "<this test>",
    generate: (inout Generator) -> Case,
    shrink: (Case) -> [Case] = { _ in [] },
    describe: (Case) -> String = { String(describing: $0) },
    property: (Case) -> String?
  ) -> PropertyFailure<Case>? {
    let seeds = PropertyConfig.caseSeeds(property: name, count: count, seed: seed, baseSeed: baseSeed)
    for (index, seed) in seeds.enumerated() {
      var generator = Generator(seed: seed)
      let value = generate(&generator)
      guard let message = property(value) else { continue }
      let shrunk = Shrinker.shrink(value, message: message, candidates: shrink, failure: property)
      let replay = "FLEXLAYOUT_SEED=\(PropertyConfig.format(seed)) swift test --filter \(filter)"
      let report = """
        Property "\(name)" failed on case \(index + 1) of \(seeds.count), seed \(PropertyConfig.format(seed)).
        Rerun just this case: \(replay)
        Failure: \(message)
        Minimal failure after \(shrunk.steps) shrinking steps: \(shrunk.message)
        \(describe(shrunk.value))
        """
      return PropertyFailure(
        name: name, seed: seed, caseIndex: index, caseCount: seeds.count, originalCase: value, message: message,
        shrunkCase: shrunk.value, shrunkMessage: shrunk.message, shrinkSteps: shrunk.steps, replay: replay,
        report: report)
    }
    return nil
  }
}
