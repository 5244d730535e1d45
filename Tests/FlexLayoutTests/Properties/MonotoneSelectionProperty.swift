import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// A root adaptive container and an increasing sweep of proposals along the axis it selects on.
struct SweepCase {
  var target: LayoutCase
  /// The axis the sweep grows.
  var axis: Axis
  /// The lengths along `axis`, ascending; the other axis keeps the target's proposal.
  var lengths: [Double]

  func proposal(_ length: Double) -> ProposedSize {
    var proposal = target.proposal
    proposal[axis] = length
    return proposal
  }

  func shrinkCandidates() -> [SweepCase] {
    var result: [SweepCase] = []
    if lengths.count > 2 {
      // Keep the two ends of every adjacent pair in turn: a backwards move needs only two lengths.
      for index in lengths.indices.dropLast() {
        result.append(SweepCase(target: target, axis: axis, lengths: [lengths[index], lengths[index + 1]]))
      }
    }
    result += target.shrinkCandidates(keep: { Properties.MonotoneSelectionProperty.isAdaptiveRoot($0.tree) }).map {
      SweepCase(target: $0, axis: axis, lengths: lengths)
    }
    return result
  }

  var description: String {
    "Sweep along \(axis): \(lengths.map(CaseDescription.number).joined(separator: ", "))\n" + target.description
  }
}

/// How far along a selection is, for the monotone properties: the chosen child of a viewThatFits (which
/// must not increase) or a buckets (must not decrease), the number of visible split columns and of grid
/// cell columns (must not decrease).
private func rank(_ selection: Selection?) -> Int? {
  switch selection {
  case .child(let index): return index
  case .columns(let columns): return columns.count
  case .widths(let widths): return widths.count
  case nil: return nil
  }
}

extension Properties {
  /// Property 10: selections move one way only as the proposal grows.
  @Suite struct MonotoneSelectionProperty {
    static func isAdaptiveRoot(_ tree: TreeSpec) -> Bool {
      switch tree.kind {
      case .viewThatFits, .buckets, .grid, .split: return true
      default: return false
      }
    }

    static func sweep(_ generator: inout Generator) -> SweepCase {
      // Container-relative frames are left out: their length follows the root proposal (S13), so a child's
      // ideal size can grow faster than the proposal and a viewThatFits rightly move to a later child.
      generator.options.containerRelativeFrames = false
      var root: TreeSpec
      repeat { root = generator.tree() } while !isAdaptiveRoot(root)
      var axis = Axis.horizontal
      switch root.kind {
      case .buckets(let bucketAxis, _, _): axis = bucketAxis
      case .viewThatFits(let axes): axis = axes.contains(.horizontal) ? .horizontal : .vertical
      default: break
      }
      var lengths: [Double] = [0]
      while lengths.count < 40 {
        let last = lengths[lengths.count - 1]
        let next = generator.random.chance(0.2) ? last.nextUp : last + generator.length(upTo: 90)
        lengths.append(next)
      }
      var environment = generator.environment()
      environment.displayScale = nil
      let target = LayoutCase(tree: root, proposal: generator.proposal(), environment: environment)
      return SweepCase(target: target, axis: axis, lengths: lengths)
    }

    /// viewThatFits never picks a later child, buckets never an earlier one, splits show no fewer columns
    /// and grids no fewer cell columns.
    @Test("(10) monotone selections as the proposal grows (viewThatFits, buckets, split, grid)")
    func monotoneSelections() {
      PropertyRunner.check(
        "monotone selections", cases: PropertyConfig.cases(scaledBy: 0.5), generate: Self.sweep,
        shrink: { $0.shrinkCandidates() }, describe: \.description
      ) { value in
        let node = value.target.tree.node()
        let increasing: Bool
        if case .viewThatFits = value.target.tree.kind { increasing = false } else { increasing = true }
        guard let engine = try? LayoutEngine(node) else { return "the engine rejected a valid tree" }
        var previous: (length: Double, rank: Int)?
        for length in value.lengths {
          let proposal = value.proposal(length)
          let warm = Outcome { try engine.layout(proposal: proposal, environment: value.target.environment) }
          let reference = Solver.reference.layout(node, proposal, value.target.environment)
          if let difference = warm.difference(from: reference) {
            return "at \(proposal), warm engine vs reference: \(difference)"
          }
          guard let result = reference.result, let rank = rank(result.selections[NodeID.root]) else { continue }
          if let previous, increasing ? rank < previous.rank : rank > previous.rank {
            return "the selection went \(increasing ? "back" : "forward") from \(previous.rank) at \(previous.length) "
              + "to \(rank) at \(length) (\(value.axis)): \(String(describing: result.selections[NodeID.root]))"
          }
          previous = (length, rank)
        }
        return nil
      }
    }
  }
}
