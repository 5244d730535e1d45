import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension TreeSpec {
  /// The same tree with every hstack and vstack replaced by its reimplementation on the public ``Layout``
  /// protocol (``TestLayouts``); a stack whose spacing scales with Dynamic Type (S14) stays built in.
  var stacksAsCustomLayouts: TreeSpec {
    var copy = self
    if scaledLengths.isEmpty, let layout = TestLayouts.stackLayout(for: kind) { copy.kind = .layout(layout) }
    copy.children = children.map(\.stacksAsCustomLayouts)
    return copy
  }

  /// Whether the tree has a custom layout registered as `name`.
  func containsLayout(named name: String) -> Bool {
    if case .layout(let layout) = kind, layout.name == name { return true }
    return children.contains { $0.containsLayout(named: name) }
  }

  /// Whether the tree has a built-in stack.
  var containsStack: Bool {
    switch kind {
    case .hstack, .vstack: return true
    default: return children.contains(where: \.containsStack)
    }
  }
}

extension Properties {
  /// Property 18: custom layouts (Docs/Semantics.md S20).
  @Suite struct CustomLayoutProperty {
    @Test("(18) stacks rewritten as custom layouts give the built-in stacks' frames bit for bit, in both solvers")
    func stacksAsCustomLayoutsMatchStacks() {
      PropertyRunner.checkLayouts(
        "custom-layout stacks equal stacks",
        keep: { $0.tree.containsStack },
        generate: { generator in
          generator.options.safeAreaInsets = generator.random.chance(0.3)
          return Cases.any(&generator)
        }
      ) { value in
        let builtIn = value.tree.node()
        let custom = value.tree.stacksAsCustomLayouts.node()
        for solver in Solver.allCases {
          let expected = solver.layout(builtIn, value.proposal, value.environment)
          let got = solver.layout(custom, value.proposal, value.environment)
          if let difference = got.difference(from: expected) { return "\(solver): custom vs built-in: \(difference)" }
        }
        return nil
      }
    }

    @Test("(18) a warm engine lays custom layouts out as a cold one does, over a sweep of widths")
    func warmEqualsColdWithCustomLayouts() {
      PropertyRunner.checkLayouts(
        "custom layouts warm equals cold", cases: PropertyConfig.cases(scaledBy: 0.25),
        generate: { generator in
          var value = Cases.any(&generator)
          value.tree = TreeSpec(.layout(generator.customLayout()), children: [value.tree, generator.tree()])
          return value
        }
      ) { value in
        let node = value.tree.node()
        guard let warm = try? LayoutEngine(node) else { return nil }
        for width in [320.0, 200, 320, 1440, 0, 200] {
          let proposal = ProposedSize(width: width, height: value.proposal.height)
          let cold = Solver.engine.layout(node, proposal, value.environment)
          let again = Outcome { try warm.layout(proposal: proposal, environment: value.environment) }
          if let difference = again.difference(from: cold) { return "warm vs cold at width \(width): \(difference)" }
        }
        return nil
      }
    }
  }
}
