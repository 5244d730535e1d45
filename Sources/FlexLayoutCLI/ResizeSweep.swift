import FlexLayout
import FlexLayoutFormat

/// A resize sweep: one warm ``LayoutEngine`` lays a tree out at every size of a range, and the sizes
/// where any adaptive container's arrangement changes are recorded.
struct ResizeSweep {
  /// The axis that varies.
  enum SweptAxis: String, CaseIterable {
    case width, height
  }

  /// The most sizes one sweep may have.
  static let maximumSizes = 1_000_000

  /// One size where the arrangement changed.
  struct Transition {
    /// The first size with the new arrangement.
    let size: Double
    /// The size before it in the sweep, with the old arrangement.
    let previousSize: Double
    /// The containers that changed: id, selection before and after.
    let changes: [(id: String, before: Selection?, after: Selection?)]
  }

  /// A run of sizes with one arrangement.
  struct Span {
    let first: Double
    var last: Double
    let state: SelectionState
  }

  let root: Node
  let environment: LayoutEnvironment
  let axis: SweptAxis
  /// The size of the axis that does not vary (`nil`: unspecified).
  let otherSize: Double?
  let from: Double
  let step: Double
  let count: Int
  /// Whether each layout reports how its texts wrapped (``LayoutResult/textLines``): `explore` draws the lines.
  var reportsTextLines = false

  /// The number of sizes `from, from + step, …` up to `to`; `to` itself is included when the steps land
  /// on it (within a billionth of a step).
  static func sizeCount(from: Double, to: Double, step: Double) -> Double {
    let steps = ((to - from) / step).rounded(.down)
    let next = steps + 1
    let landsOnEnd = from + next * step <= to + step * 1e-9
    return (landsOnEnd ? next : steps) + 1
  }

  /// The `index`th size of the sweep.
  func size(_ index: Int) -> Double { from + Double(index) * step }

  func proposal(_ size: Double) -> ProposedSize {
    axis == .width ? ProposedSize(width: size, height: otherSize) : ProposedSize(width: otherSize, height: size)
  }

  /// The outcome of a sweep.
  struct Outcome {
    var transitions: [Transition] = []
    var spans: [Span] = []
    var layouts = 0
    var duration: Duration = .zero
  }

  /// Runs the sweep, reporting progress to `progress` and handing each layout, with its index in the sweep, to
  /// `eachLayout` (which `explore` records the frames of).
  func run(
    progress: ProgressLine? = nil, eachLayout: (_ index: Int, _ result: LayoutResult) -> Void = { _, _ in }
  ) throws(SweepError) -> Outcome {
    let outline = TreeOutline(root)
    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(root)
    } catch {
      throw SweepError(size: nil, error: error)
    }
    engine.reportsTextLines = reportsTextLines
    var outcome = Outcome()
    let clock = ContinuousClock()
    let start = clock.now
    var previous: SelectionState?
    for index in 0..<count {
      let size = size(index)
      let result: LayoutResult
      do {
        result = try engine.layout(proposal: proposal(size), environment: environment)
      } catch {
        throw SweepError(size: size, error: error)
      }
      eachLayout(index, result)
      let state = SelectionState(result, outline: outline)
      if let previous, state.hasSameArrangement(as: previous) {
        outcome.spans[outcome.spans.count - 1].last = size
      } else {
        if let previous {
          outcome.transitions.append(
            Transition(size: size, previousSize: self.size(index - 1), changes: state.changes(from: previous)))
        }
        outcome.spans.append(Span(first: size, last: size, state: state))
      }
      previous = state
      outcome.layouts += 1
      progress?.update(index + 1)
    }
    outcome.duration = clock.now - start
    progress?.finish()
    return outcome
  }
}

/// A layout error during a sweep, and the size it happened at (`nil`: compiling the tree).
struct SweepError: Error {
  let size: Double?
  let error: LayoutError
}
