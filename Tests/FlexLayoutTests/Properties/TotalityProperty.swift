import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 1: every valid input finishes; every frame is finite with sizes ≥ 0 and no −0.
  @Suite struct TotalityProperty {
    @Test("(1) totality: finite frames, sizes ≥ 0, no -0; an error only when both solvers give the same one")
    func totality() {
      var errors = 0
      var cases = 0
      PropertyRunner.checkLayouts("totality", generate: Cases.any) { value in
        cases += 1
        let node = value.tree.node()
        var outcomes: [Outcome] = []
        for solver in Solver.allCases {
          let outcome = solver.layout(node, value.proposal, value.environment)
          if let result = outcome.result, let problem = Checks.wellFormed(result, nodeCount: value.tree.count) {
            return "\(solver): \(problem)"
          }
          outcomes.append(outcome)
        }
        if case .failed = outcomes[0], case .failed = outcomes[1] { errors += 1 }
        if case .failed = outcomes[0], let difference = outcomes[0].difference(from: outcomes[1]) {
          return "an error is allowed only when both solvers throw the same one: \(difference)"
        }
        if case .failed = outcomes[1], let difference = outcomes[0].difference(from: outcomes[1]) {
          return "an error is allowed only when both solvers throw the same one: \(difference)"
        }
        return nil
      }
      print("totality: \(errors) of \(cases) cases ended in the same LayoutError from both solvers")
    }
  }
}
