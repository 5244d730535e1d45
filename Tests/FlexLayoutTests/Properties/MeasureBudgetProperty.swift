import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// One link of a chain: wraps the rest of the chain in a container or modifier.
struct ChainLink: Sendable, CustomStringConvertible {
  var name: String
  /// The most measure calls one pass may make on the leaf: 8 for chains of one container (issue 5), 16
  /// for chains that alternate the two stack axes — there a leaf sees, on each axis, at most the four
  /// proposals nil, 0, ∞ and its share, so at most 4 × 4, whatever the depth.
  var budget = 8
  var wrap: @Sendable (TreeSpec) -> TreeSpec

  init(name: String, budget: Int = 8, wrap: @escaping @Sendable (TreeSpec) -> TreeSpec) {
    self.name = name
    self.budget = budget
    self.wrap = wrap
  }

  var description: String { name }

  /// Every container and modifier, on both axes where it has an axis.
  static let all: [ChainLink] = [
    ChainLink(name: "hstack") { TreeSpec(.hstack(spacing: nil, alignment: .center), children: [$0]) },
    ChainLink(name: "vstack") { TreeSpec(.vstack(spacing: nil, alignment: .center), children: [$0]) },
    ChainLink(name: "zstack") { TreeSpec(.zstack(alignment: .center), children: [$0]) },
    ChainLink(name: "hstack+fixed sibling") {
      TreeSpec(.hstack(spacing: nil, alignment: .top), children: [TreeSpec(.fixed(width: 20, height: 1.0 / 3)), $0])
    },
    ChainLink(name: "vstack+flexible sibling") {
      TreeSpec(.vstack(spacing: 2, alignment: .leading), children: [$0, TreeSpec(.flexible(FlexibleLeaf()))])
    },
    ChainLink(name: "zstack+text sibling") {
      TreeSpec(.zstack(alignment: .bottomTrailing), children: [TreeSpec(.text(TextLeaf(wordWidths: [30, 40]))), $0])
    },
    ChainLink(name: "hstack/vstack alternating", budget: 16) {
      if case .hstack = $0.kind {
        return TreeSpec(.vstack(spacing: nil, alignment: .center), children: [$0, TreeSpec(.flexible(FlexibleLeaf()))])
      }
      return TreeSpec(.hstack(spacing: nil, alignment: .center), children: [$0, TreeSpec(.flexible(FlexibleLeaf()))])
    },
    ChainLink(name: "hstack+spacer, priority 1") {
      var child = $0
      child.priority = 1
      return TreeSpec(.hstack(spacing: nil, alignment: .center), children: [child, TreeSpec(.spacer(minLength: 8))])
    },
    ChainLink(name: "frame(width:)") {
      TreeSpec(.frame(width: 300, height: nil, alignment: .leading), children: [$0])
    },
    ChainLink(name: "frame(height:)") {
      TreeSpec(.frame(width: nil, height: 300, alignment: .bottom), children: [$0])
    },
    ChainLink(name: "flexible frame, width") {
      TreeSpec(.flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: .infinity), alignment: .center), children: [$0])
    },
    ChainLink(name: "flexible frame, height") {
      TreeSpec(
        .flexibleFrame(FlexibleFrame(minHeight: 10, idealHeight: 50, maxHeight: 400), alignment: .top), children: [$0])
    },
    ChainLink(name: "padding, horizontal") {
      TreeSpec(.padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0.5)), children: [$0])
    },
    ChainLink(name: "padding, vertical") {
      TreeSpec(.padding(EdgeInsets(top: 1.0 / 3, leading: 0, bottom: -1, trailing: 0)), children: [$0])
    },
    ChainLink(name: "fixedSize, horizontal") {
      TreeSpec(.fixedSize(horizontal: true, vertical: false), children: [$0])
    },
    ChainLink(name: "fixedSize, vertical") { TreeSpec(.fixedSize(horizontal: false, vertical: true), children: [$0]) },
    ChainLink(name: "aspectRatio 1.5 fit") { TreeSpec(.aspectRatio(1.5, contentMode: .fit), children: [$0]) },
    ChainLink(name: "aspectRatio ideal fill") { TreeSpec(.aspectRatio(nil, contentMode: .fill), children: [$0]) },
    ChainLink(name: "scroll, horizontal") { TreeSpec(.scroll(.horizontal), children: [$0]) },
    ChainLink(name: "scroll, vertical") { TreeSpec(.scroll(.vertical), children: [$0]) },
  ]
}

extension Properties {
  /// Property 12: each measured leaf is called at most 8 times per pass, at any depth.
  @Suite struct MeasureBudgetProperty {
    static let depths = [1, 10, 100, 1_000]
    /// A leaf whose size depends on the width proposal, and one whose height follows its width.
    static let leaves: [MeasureModel] = [
      .wrapping(wordWidths: [30, 1.0 / 3, 45.5, 60, 12], spaceWidth: 4, lineHeight: 17),
      .aspect(idealWidth: 40, ratio: 1.5),
    ]
    /// Finite, unspecified, mixed and infinite root proposals; the warm engine takes them in this order.
    static let proposals: [ProposedSize] = [
      ProposedSize(width: 375.5, height: 667),
      ProposedSize(width: nil, height: nil),
      ProposedSize(width: 320, height: nil),
      ProposedSize(width: .infinity, height: 100.3),
    ]

    /// Checks the calls of one pass: at most `budget` per leaf, never the same proposal twice, and the
    /// pass's `measureCalls` statistic equal to the calls made.
    static func checkPass(_ calls: [(leaf: Int, proposal: ProposedSize)], _ outcome: Outcome, budget: Int) -> String? {
      if calls.count > budget {
        return
          "\(calls.count) measure calls (budget \(budget)): \(calls.map { "\($0.proposal)" }.joined(separator: " "))"
      }
      for (index, call) in calls.enumerated() {
        let repeated = calls[..<index].contains {
          $0.proposal.width?.bitPattern == call.proposal.width?.bitPattern
            && $0.proposal.height?.bitPattern == call.proposal.height?.bitPattern
        }
        if repeated { return "measured twice at \(call.proposal) in one pass" }
      }
      if let result = outcome.result, result.statistics.measureCalls != calls.count {
        return "statistics.measureCalls = \(result.statistics.measureCalls), but \(calls.count) calls were made"
      }
      return nil
    }

    @Test(
      "(12) measure-call budget: ≤ 8 calls per pass per leaf in chains of 1…1,000 of every container, both axes (≤ 16 when alternating axes)"
    )
    func measureCallBudget() async {
      // Two threads, each with its own share of the chains.
      let links = ChainLink.all
      let even = links.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      let odd = links.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      async let first = withLargeStack { Self.runChains(even) }
      async let second = withLargeStack { Self.runChains(odd) }
      let (a, b) = await (first, second)
      let failures = a.failures + b.failures
      print(
        "measure-call budget (most calls in one pass at depths \(Self.depths)):\n  "
          + (a.table + b.table).joined(separator: "\n  "))
      if !failures.isEmpty {
        let report =
          "measure-call budget exceeded in \(failures.count) passes; the first ones:\n  "
          + failures.prefix(12).joined(separator: "\n  ")
        print(report)
        Issue.record(Comment(rawValue: report))
      }
    }

    /// Lays out each chain at every depth, leaf and proposal with each solver (at depth 1,000 one leaf and
    /// two proposals, as debug builds take a while there); returns the failures and a table of the most
    /// calls seen in one pass.
    static func runChains(_ links: [ChainLink]) -> (failures: [String], table: [String]) {
      var failures: [String] = []
      var table: [String] = []
      for link in links {
        var worst: [Int] = []
        for depth in Self.depths {
          var most = 0
          let deep = depth >= 1_000
          for model in deep ? [Self.leaves[0]] : Self.leaves {
            var tree = TreeSpec.measured(model)
            for _ in 0..<depth { tree = link.wrap(tree) }
            let log = MeasureLog()
            let node = tree.node(log: log)
            func record(_ solver: String, _ proposal: ProposedSize, _ outcome: Outcome) {
              let calls = log.drain()
              most = Swift.max(most, calls.count)
              if let problem = Self.checkPass(calls, outcome, budget: link.budget) {
                failures.append(
                  "\(link), depth \(depth), leaf \(CaseDescription.swift(model)), \(solver) at \(proposal): \(problem)")
              }
            }
            let warm = try? LayoutEngine(node)
            for proposal in deep ? Array(Self.proposals.prefix(2)) : Self.proposals {
              record("reference", proposal, Solver.reference.layout(node, proposal, .standard))
              record("cold engine", proposal, Solver.engine.layout(node, proposal, .standard))
              if let warm {
                record("warm engine", proposal, Outcome { try warm.layout(proposal: proposal, environment: .standard) })
              }
            }
          }
          worst.append(most)
        }
        table.append("\(link): \(worst)")
      }
      return (failures, table)
    }
  }
}
