import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// The property-based tests of issue 5: seeded random trees, proposals and environments, checked against invariants of
/// the layout and against the reference solver.
///
/// See Docs/Testing.md.
///
/// Each property is its own suite `…Property` inside this one, so `swift test --filter Properties` (or
/// `--filter Property`) selects them all, and `--filter CacheTransparencyProperty` one of them.
@Suite enum Properties {}

/// Case generators shared by the properties.
enum Cases {
  /// Any tree, any proposal, any environment.
  static func any(_ generator: inout Generator) -> LayoutCase {
    LayoutCase(tree: generator.tree(), proposal: generator.proposal(), environment: generator.environment())
  }

  /// Any tree and proposal, laid out exactly: no display scale, left-to-right, any Dynamic Type size.
  static func exact(_ generator: inout Generator) -> LayoutCase {
    var environment = generator.environment(scales: [nil])
    environment.layoutDirection = .leftToRight
    return LayoutCase(tree: generator.tree(), proposal: generator.proposal(), environment: environment)
  }

  /// Whether a case is laid out exactly (no display scale, left-to-right).
  static func isExact(_ value: LayoutCase) -> Bool {
    value.environment.displayScale == nil && value.environment.layoutDirection == .leftToRight
  }
}

/// Runs `check` on each solver's result for `value`, with the tree as the solvers see it (Dynamic Type–scaled
/// lengths resolved, S14) (a case where both solvers fail with the same error
/// passes; any other disagreement is reported by the differential property, and here too).
func eachSolver(_ value: LayoutCase, _ check: (Solver, LayoutResult, FlatTree) -> String?) -> String? {
  let node = value.tree.node()
  let flat = FlatTree(value.tree.resolved(at: value.environment.dynamicTypeSize))
  var outcomes: [Outcome] = []
  for solver in Solver.allCases {
    let outcome = solver.layout(node, value.proposal, value.environment)
    outcomes.append(outcome)
    if let result = outcome.result, let message = check(solver, result, flat) { return "\(solver): \(message)" }
  }
  if let difference = outcomes[0].difference(from: outcomes[1]) { return "engine vs reference: \(difference)" }
  return nil
}
