import Dispatch
import FlexLayout
import Synchronization
import Testing

@testable import FlexLayoutTesting

/// Outcomes written by concurrent iterations, one slot each.
private final class OutcomeSlots: Sendable {
  private let slots: Mutex<[Outcome?]>

  init(count: Int) { slots = Mutex([Outcome?](repeating: nil, count: count)) }

  func set(_ index: Int, _ outcome: Outcome) { slots.withLock { $0[index] = outcome } }
  var values: [Outcome?] { slots.withLock { $0 } }
}

extension Properties {
  /// Property 4: identical results across repeated runs and across threads.
  @Suite struct DeterminismProperty {
    @Test("(4) determinism: repeated runs of each solver give identical results")
    func repeatedRuns() {
      PropertyRunner.checkLayouts("determinism across runs", generate: Cases.any) { value in
        let node = value.tree.node()
        for solver in Solver.allCases {
          let first = solver.layout(node, value.proposal, value.environment)
          let second = solver.layout(value.tree.node(), value.proposal, value.environment)
          if let difference = second.difference(from: first) { return "\(solver), run 2 vs run 1: \(difference)" }
        }
        return nil
      }
    }

    @Test("(4) determinism: concurrentPerform over many trees, one engine per iteration, equals the serial results")
    func acrossThreads() {
      let seeds = PropertyConfig.caseSeeds(property: "determinism across threads", count: PropertyConfig.cases)
      let cases = seeds.map { seed -> LayoutCase in
        var generator = Generator(seed: seed)
        return Cases.any(&generator)
      }
      let nodes = cases.map { $0.tree.node() }
      // One shared compiled tree per case as well: independent engines over the same tree may run at once.
      let trees = nodes.map { try? LayoutTree($0) }
      let serial = cases.indices.map { Solver.engine.layout(nodes[$0], cases[$0].proposal, cases[$0].environment) }
      let serialReference = cases.indices.map {
        Solver.reference.layout(nodes[$0], cases[$0].proposal, cases[$0].environment)
      }

      // Each case twice (once per half of the iterations), so the same tree is laid out on two threads.
      let iterations = cases.count * 2
      let engineSlots = OutcomeSlots(count: iterations)
      let referenceSlots = OutcomeSlots(count: iterations)
      DispatchQueue.concurrentPerform(iterations: iterations) { iteration in
        let index = iteration % cases.count
        let value = cases[index]
        let engineOutcome: Outcome
        if let tree = trees[index] {
          engineOutcome = Outcome {
            try LayoutEngine(tree).layout(proposal: value.proposal, environment: value.environment)
          }
        } else {
          engineOutcome = Solver.engine.layout(nodes[index], value.proposal, value.environment)
        }
        engineSlots.set(iteration, engineOutcome)
        referenceSlots.set(iteration, Solver.reference.layout(nodes[index], value.proposal, value.environment))
      }

      let engineResults = engineSlots.values
      let referenceResults = referenceSlots.values
      for iteration in 0..<iterations {
        let index = iteration % cases.count
        for (name, concurrent, expected) in [
          ("engine", engineResults[iteration], serial[index]),
          ("reference", referenceResults[iteration], serialReference[index]),
        ] {
          guard let concurrent else {
            Issue.record("\(name): iteration \(iteration) produced no result")
            return
          }
          if let difference = concurrent.difference(from: expected) {
            let report = """
              Property "determinism across threads" failed: \(name), concurrent vs serial: \(difference)
              Seed \(PropertyConfig.format(seeds[index])) (case \(index + 1) of \(cases.count)).
              \(cases[index].description)
              """
            print(report)
            Issue.record(Comment(rawValue: report))
            return
          }
        }
      }
    }
  }
}
