import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 20 (S2.9): a text whose words have characters is never wider than a finite width proposal at least
  /// as wide as its widest character: its long words break.
  @Suite struct TextWidthProperty {
    @Test("(20) a text with characters is never wider than a finite proposal ≥ its widest character (S2.9)")
    func textsStayWithinTheirWidth() {
      PropertyRunner.checkLayouts(
        "text within its width",
        generate: { generator in
          var leaf = generator.text()
          if leaf.characterWidths.isEmpty {
            leaf.characterWidths = leaf.wordWidths.map { generator.characterWidths(of: $0) }
          }
          let width =
            generator.random.pick([0, 1.0 / 3, 7.5, 20, 40, 100, 333.3]) + Double(generator.random.int(in: 0...60))
          var environment = generator.environment(scales: [nil])
          environment.layoutDirection = .leftToRight
          return LayoutCase(
            tree: TreeSpec(.text(leaf)),
            proposal: ProposedSize(width: width, height: generator.random.chance(0.5) ? nil : 40),
            environment: environment)
        }
      ) { value in
        guard case .text(let leaf) = value.tree.kind, let width = value.proposal.width else { return "not a text" }
        let size = value.environment.dynamicTypeSize
        let widest = leaf.characterWidths.joined().map { leaf.scaledLength($0, at: size) }.max() ?? 0
        guard width >= widest else { return nil }
        for solver in Solver.allCases {
          guard case .laidOut(let result) = solver.layout(value.tree.node(), value.proposal, value.environment) else {
            return "\(solver) failed"
          }
          if result.frames[0].width > width {
            return "\(solver): \(result.frames[0].width) wide for a width of \(width) (widest character \(widest))"
          }
        }
        return nil
      }
    }
  }
}
