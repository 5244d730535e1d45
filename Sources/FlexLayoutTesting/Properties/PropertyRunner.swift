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

/// The first failing case of a property run, shrunk: what ``PropertyCheck/run(name:cases:seed:baseSeed:filter:generate:shrink:describe:property:)``
/// answers when a case fails.
struct PropertyFailure<Case> {
  /// The property's name, as given to the runner.
  var name: String
  /// The seed of the failing case: `FLEXLAYOUT_SEED` set to it reruns exactly this case.
  var seed: UInt64
  /// The failing case's index among the cases run (0 for the first; the report prints it from 1).
  var caseIndex: Int
  /// How many cases the run had.
  var caseCount: Int
  /// The case as generated.
  var originalCase: Case
  /// The property's message for the case as generated.
  var message: String
  /// The smallest failing case the shrinker reached (the original when nothing smaller fails).
  var shrunkCase: Case
  /// The property's message for the shrunk case.
  var shrunkMessage: String
  /// How many shrinking steps were taken (0 when nothing smaller fails).
  var shrinkSteps: Int
  /// The command that reruns the failing case: `FLEXLAYOUT_SEED=0x… swift test --filter <filter>`.
  var replay: String
  /// The whole report: the property, case and seed, the replay line, both messages and the shrunk case as
  /// `describe` printed it.
  var report: String
}

extension PropertyFailure: Sendable where Case: Sendable {}

extension PropertyFailure: CustomStringConvertible {
  var description: String { report }
}

/// Runs a property over seeded random cases and answers the first failure, shrunk, with its seed.
enum PropertyCheck {
  /// Checks `property` on `count` cases drawn by `generate` (one fresh generator per case seed).
  ///
  /// `property` returns `nil` when the case passes and a message when it fails. On the first failure the
  /// case is shrunk with `shrink`, and the answer holds the seed that reruns it (`FLEXLAYOUT_SEED`), the
  /// original and the minimal failure, and a report ending with the minimal case printed by `describe`.
  /// Prints nothing and records nothing: the caller turns the failure into a test failure.
  static func run<Case>(
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
