import Testing

@testable import FlexLayoutTesting

/// The properties' runner: FlexLayoutTesting's ``PropertyCheck`` (which answers a failure and prints nothing),
/// with the failure printed and recorded as a Swift Testing issue at the property's call.
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
    guard
      let failure = PropertyCheck.run(
        name: name, cases: count, generate: generate, shrink: shrink, describe: describe, property: property)
    else { return }
    print(failure.report)
    Issue.record(Comment(rawValue: failure.report), sourceLocation: sourceLocation)
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
