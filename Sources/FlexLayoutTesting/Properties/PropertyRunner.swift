import FlexLayout
import Testing

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

/// Runs a property over seeded random cases and reports the first failure, shrunk, with its seed.
enum PropertyRunner {
  /// Checks `property` on `count` cases drawn by `generate` (one fresh generator per case seed).
  ///
  /// `property` returns `nil` when the case passes and a message when it fails. On the first failure the
  /// case is shrunk with `shrink`, and one issue is recorded with the seed that reruns it
  /// (`FLEXLAYOUT_SEED`), the original and the minimal failure, and the minimal case printed by `describe`.
  static func check<Case>(
    _ name: String,
    cases count: Int = PropertyConfig.cases,
    sourceLocation: SourceLocation = #_sourceLocation,
    generate: (inout Generator) -> Case,
    shrink: (Case) -> [Case] = { _ in [] },
    describe: (Case) -> String,
    property: (Case) -> String?
  ) {
    let seeds = PropertyConfig.caseSeeds(property: name, count: count)
    for (index, seed) in seeds.enumerated() {
      var generator = Generator(seed: seed)
      let value = generate(&generator)
      guard let message = property(value) else { continue }
      let shrunk = Shrinker.shrink(value, message: message, candidates: shrink, failure: property)
      let report = """
        Property "\(name)" failed on case \(index + 1) of \(seeds.count), seed \(PropertyConfig.format(seed)).
        Rerun just this case: FLEXLAYOUT_SEED=\(PropertyConfig.format(seed)) swift test --filter <this test>
        Failure: \(message)
        Minimal failure after \(shrunk.steps) shrinking steps: \(shrunk.message)
        \(describe(shrunk.value))
        """
      print(report)
      Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
      return
    }
  }

  /// ``check(_:cases:sourceLocation:generate:shrink:describe:property:)`` for ``LayoutCase``s, shrinking
  /// within the cases `keep` accepts.
  static func checkLayouts(
    _ name: String,
    cases count: Int = PropertyConfig.cases,
    sourceLocation: SourceLocation = #_sourceLocation,
    keep: @escaping (LayoutCase) -> Bool = { _ in true },
    generate: (inout Generator) -> LayoutCase,
    property: (LayoutCase) -> String?
  ) {
    check(
      name, cases: count, sourceLocation: sourceLocation, generate: generate,
      shrink: { $0.shrinkCandidates(keep: keep) }, describe: \.description, property: property)
  }
}
