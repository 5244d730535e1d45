import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// A tree, the proposals (and environments) of earlier passes, and the pass under test.
struct HistoryCase {
  /// One earlier pass.
  struct Step: Hashable {
    var proposal: ProposedSize
    var environment: LayoutEnvironment
  }

  var target: LayoutCase
  var history: [Step]

  /// Draws a 50-step history around a random target; one step in five changes the environment.
  static func generate(_ generator: inout Generator, steps: Int = 50) -> HistoryCase {
    let target = Cases.any(&generator)
    let proposals = generator.history(steps: steps, around: target.proposal)
    let history = proposals.map { proposal in
      Step(
        proposal: proposal,
        environment: generator.random.chance(0.2) ? generator.environment() : target.environment)
    }
    return HistoryCase(target: target, history: history)
  }

  /// Shorter histories first (halves, then single steps dropped), then steps in the target's environment,
  /// then a smaller target.
  func shrinkCandidates() -> [HistoryCase] {
    var result: [HistoryCase] = []
    let count = history.count
    if count > 1 {
      result.append(HistoryCase(target: target, history: Array(history.prefix(count / 2))))
      result.append(HistoryCase(target: target, history: Array(history.suffix(count - count / 2))))
    }
    for index in history.indices {
      var shorter = history
      shorter.remove(at: index)
      result.append(HistoryCase(target: target, history: shorter))
    }
    for index in history.indices where history[index].environment != target.environment {
      var simpler = history
      simpler[index].environment = target.environment
      result.append(HistoryCase(target: target, history: simpler))
    }
    for index in history.indices {
      for proposal in Shrinker.candidates(history[index].proposal) {
        var simpler = history
        simpler[index].proposal = proposal
        result.append(HistoryCase(target: target, history: simpler))
      }
    }
    result += target.shrinkCandidates().map { HistoryCase(target: $0, history: history) }
    return result
  }

  var description: String {
    let steps = history.map { step in
      step.environment == target.environment
        ? "  \(CaseDescription.swift(step.proposal))"
        : "  \(CaseDescription.swift(step.proposal)) in \(CaseDescription.swift(step.environment))"
    }
    return "History of \(history.count) earlier passes:\n\(steps.joined(separator: "\n"))\nThen the pass under test.\n"
      + target.description
  }
}

extension Properties {
  /// Property 3: caches never change a result.
  @Suite struct CacheTransparencyProperty {
    @Test("(3) cache transparency: after a 50-step history a warm pass equals a cold one; a repeat changes nothing")
    func warmEqualsCold() {
      PropertyRunner.check(
        "cache transparency", generate: { HistoryCase.generate(&$0) }, shrink: { $0.shrinkCandidates() },
        describe: \.description
      ) { value in
        let target = value.target
        let node = target.tree.node()
        let engine: LayoutEngine
        do {
          engine = try LayoutEngine(node)
        } catch {
          return "the engine rejected a valid tree: \(error)"
        }
        for step in value.history {
          _ = Outcome { try engine.layout(proposal: step.proposal, environment: step.environment) }
        }
        let warm = Outcome { try engine.layout(proposal: target.proposal, environment: target.environment) }
        let cold = Solver.engine.layout(node, target.proposal, target.environment)
        if let difference = warm.difference(from: cold) { return "warm vs cold: \(difference)" }
        let again = Outcome { try engine.layout(proposal: target.proposal, environment: target.environment) }
        if let difference = again.difference(from: warm) { return "second pass vs first: \(difference)" }
        return nil
      }
    }

    @Test("(3) a repeat pass at the same proposal calls no measure function (answers are kept across passes)")
    func repeatPassMeasuresNothing() {
      PropertyRunner.check(
        "repeat pass measures nothing", cases: PropertyConfig.cases(scaledBy: 0.5),
        generate: { HistoryCase.generate(&$0, steps: 10) }, shrink: { $0.shrinkCandidates() },
        describe: \.description
      ) { value in
        let target = value.target
        // S20.4: a custom layout's cache is made again in every pass that calls the layout, and the equal-width
        // row's asks its children's ideal sizes: requests a pass that only places (a container-dependent
        // subtree is placed every pass) did not make the time before, which can find a measured leaf's answer
        // evicted. Its own requests are the layout's cost, outside this property.
        if target.tree.containsLayout(named: EqualWidthRow.name) { return nil }
        let log = MeasureLog()
        guard let engine = try? LayoutEngine(target.tree.node(log: log)) else {
          return "the engine rejected a valid tree"
        }
        for step in value.history {
          _ = Outcome { try engine.layout(proposal: step.proposal, environment: step.environment) }
        }
        let first = Outcome { try engine.layout(proposal: target.proposal, environment: target.environment) }
        guard case .laidOut = first else { return nil }
        _ = log.drain()
        _ = Outcome { try engine.layout(proposal: target.proposal, environment: target.environment) }
        let calls = log.drain()
        if !calls.isEmpty {
          let list = calls.prefix(8).map { "leaf #\($0.leaf) at \($0.proposal)" }.joined(separator: ", ")
          return "the repeat pass called measure functions \(calls.count) times: \(list)"
        }
        return nil
      }
    }
  }
}
