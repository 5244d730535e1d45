import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 14 (issue 18): a host's measure function only ever sees proposals in the domain of S0.2.
  @Suite struct ProposalDomainProperty {
    /// Why `proposal` is outside S0.2's domain (each axis nil, +∞, or finite and ≥ 0), or `nil`.
    static func problem(with proposal: ProposedSize) -> String? {
      for (name, value) in [("width", proposal.width), ("height", proposal.height)] {
        guard let value else { continue }
        if value.isNaN || value < 0 || value == -.infinity {
          return "proposed \(name) \(value) is outside the domain (nil, +∞, or finite and ≥ 0)"
        }
      }
      return nil
    }

    @Test("(14) every proposal a measured leaf receives is nil, +∞, or finite and ≥ 0, in both solvers (S0.2)")
    func measuredLeavesSeeProposalsInTheDomain() {
      PropertyRunner.checkLayouts("proposals in the domain", generate: Cases.any) { value in
        for solver in Solver.allCases {
          let log = MeasureLog()
          _ = solver.layout(value.tree.node(log: log), value.proposal, value.environment)
          for entry in log.entries {
            if let problem = Self.problem(with: entry.proposal) {
              return "\(solver): measured leaf \(entry.leaf): \(problem)"
            }
          }
        }
        return nil
      }
    }

    @Test("(14) the domain check rejects what S0.2 excludes")
    func domainCheckRejectsNegativeAndNaN() {
      #expect(Self.problem(with: ProposedSize(width: -3.686287386450715e-17, height: 0)) != nil)
      #expect(Self.problem(with: ProposedSize(width: 0, height: .nan)) != nil)
      #expect(Self.problem(with: ProposedSize(width: -.infinity, height: nil)) != nil)
      #expect(Self.problem(with: ProposedSize(width: nil, height: .infinity)) == nil)
      #expect(Self.problem(with: ProposedSize(width: 0, height: 12.5)) == nil)
    }
  }
}
