import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 2: the engine equals the reference solver bit for bit.
  @Suite struct DifferentialProperty {
    @Test("(2) engine == reference, bit for bit (frames, ids, diagnostics; or errors at the same node)")
    func engineEqualsReference() {
      PropertyRunner.checkLayouts(
        "engine equals reference",
        generate: { generator in
          generator.options.safeAreaInsets = true
          return Cases.any(&generator)
        }
      ) { value in
        let node = value.tree.node()
        let engine = Solver.engine.layout(node, value.proposal, value.environment)
        let reference = Solver.reference.layout(node, value.proposal, value.environment)
        return engine.difference(from: reference).map { "engine vs reference: \($0)" }
      }
    }

    @Test("(2) engine and reference throw identical errors (path, id and message)")
    func identicalErrors() {
      PropertyRunner.checkLayouts("identical errors", generate: Cases.any) { value in
        let node = value.tree.node()
        let engine = Solver.engine.layout(node, value.proposal, value.environment)
        let reference = Solver.reference.layout(node, value.proposal, value.environment)
        return engine.difference(from: reference, messages: true).map { "engine vs reference: \($0)" }
      }
    }

    @Test("(2) engine == reference on larger trees with finite proposals")
    func engineEqualsReferenceOnLargerTrees() {
      PropertyRunner.checkLayouts(
        "engine equals reference, larger trees", cases: PropertyConfig.cases(scaledBy: 0.25),
        generate: { generator in
          generator.options.maxNodes = 120
          generator.options.maxDepth = 9
          generator.options.maxChildren = 8
          return LayoutCase(
            tree: generator.tree(), proposal: generator.finiteProposal(), environment: generator.environment())
        }
      ) { value in
        let node = value.tree.node()
        let engine = Solver.engine.layout(node, value.proposal, value.environment)
        let reference = Solver.reference.layout(node, value.proposal, value.environment)
        return engine.difference(from: reference).map { "engine vs reference: \($0)" }
      }
    }
  }
}
