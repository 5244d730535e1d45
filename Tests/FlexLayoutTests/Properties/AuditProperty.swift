import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 19: the layout audit (Docs/Audits.md) and the text lines it reads.
  @Suite struct AuditProperty {
    @Test("(19) text lines: the engine reports every visible text's wrap as the reference solver does")
    func textLinesAgree() {
      PropertyRunner.checkLayouts("text lines engine equals reference", generate: Cases.any) { value in
        let node = value.tree.node()
        let engine = Outcome {
          let engine = try LayoutEngine(node)
          engine.reportsTextLines = true
          return try engine.layout(proposal: value.proposal, environment: value.environment)
        }
        let reference = Outcome {
          try ReferenceSolver.layout(
            node, proposal: value.proposal, environment: value.environment, reportingTextLines: true)
        }
        return engine.difference(from: reference).map { "engine vs reference: \($0)" }
      }
    }

    @Test("(19) audits: the engine and the reference solver, on one and three threads, give the same findings")
    func auditsAgree() {
      PropertyRunner.checkLayouts(
        "audit engine equals reference", cases: PropertyConfig.cases(scaledBy: 0.1),
        generate: { generator in
          generator.options.safeAreaInsets = false
          return Cases.any(&generator)
        }
      ) { value in
        let root = value.tree.node()
        let height = value.proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let matrix = AuditMatrix(
          from: 0, to: 60, step: 7, heights: [height], dynamicTypeSizes: [.large, .accessibility3],
          layoutDirections: LayoutDirection.allCases, displayScales: [value.environment.displayScale],
          safeAreaInsets: EdgeInsets(top: 3, leading: 2))
        do {
          let engine = try LayoutAudit.run(root, matrix: matrix, options: AuditOptions(threads: 3))
          let reference = try LayoutAudit.run(
            root, matrix: matrix, options: AuditOptions(solver: .reference, threads: 1))
          guard engine.findings == reference.findings else {
            let first = zip(engine.findings, reference.findings).first { $0 != $1 }
            return "engine \(engine.findings.count) vs reference \(reference.findings.count) findings; first "
              + "difference: \(String(describing: first))"
          }
          return nil
        } catch {
          return "the audit threw \(error)"
        }
      }
    }
  }
}
