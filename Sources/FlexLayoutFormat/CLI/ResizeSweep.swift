import FlexLayout

/// The identified nodes of a tree in document (preorder) order, with how many identified ancestors each
/// has and whether it is an adaptive container that reports a selection.
struct TreeOutline {
  struct Entry {
    let id: String
    /// The node's preorder number, its ``NodeID/index``.
    let index: Int
    /// The number of identified ancestors (0 for the outermost identified nodes).
    let depth: Int
    /// Whether the node is a `grid`, `viewThatFits`, `buckets` or `split`.
    let isAdaptive: Bool
  }

  /// Every identified node, in preorder.
  let entries: [Entry]
  /// The adaptive containers among ``entries``.
  let adaptive: [Entry]
  /// The preorder numbers of the leaves without an id, spacers excepted (the content of a picture).
  let anonymousLeaves: [Int]

  /// Walks `root` without recursion.
  init(_ root: Node) {
    var entries: [Entry] = []
    var leaves: [Int] = []
    var index = 0
    var stack: [(node: Node, depth: Int)] = [(root, 0)]
    while let (node, depth) = stack.popLast() {
      var childDepth = depth
      if let id = node.id {
        let isAdaptive: Bool
        switch node.kind {
        case .grid, .viewThatFits, .buckets, .split: isAdaptive = true
        default: isAdaptive = false
        }
        entries.append(Entry(id: id, index: index, depth: depth, isAdaptive: isAdaptive))
        childDepth += 1
      } else {
        switch node.kind {
        case .fixed, .flexible, .text, .measured: leaves.append(index)
        default: break
        }
      }
      index += 1
      for child in node.children.reversed() { stack.append((child, childDepth)) }
    }
    self.entries = entries
    self.adaptive = entries.filter(\.isAdaptive)
    self.anonymousLeaves = leaves
  }
}

/// What an adaptive container's selection means for the arrangement on screen: the chosen child, the
/// visible split columns, or the number of grid cell columns (not their widths, which change with every
/// size).
enum Arrangement: Hashable {
  case child(Int)
  case columns([Int])
  case cellColumns(Int)

  init(_ selection: Selection) {
    switch selection {
    case .child(let index): self = .child(index)
    case .columns(let columns): self = .columns(columns)
    case .widths(let widths): self = .cellColumns(widths.count)
    }
  }
}

/// The selections of one layout for every identified adaptive container, in document order; `nil` for a
/// container that was not laid out (inside an unchosen branch).
struct SelectionState {
  let ids: [String]
  let selections: [Selection?]

  init(_ result: LayoutResult, outline: TreeOutline) {
    ids = outline.adaptive.map(\.id)
    selections = outline.adaptive.map { entry in
      guard entry.index < result.visibility.count, result.visibility[entry.index] else { return nil }
      return result.selections[NodeID(entry.index)]
    }
  }

  /// The arrangement of each container (`nil` when hidden), in document order.
  var arrangements: [Arrangement?] { selections.map { $0.map(Arrangement.init) } }

  /// Whether the two states show the same arrangement.
  func hasSameArrangement(as other: SelectionState) -> Bool {
    arrangements == other.arrangements
  }

  /// The laid-out containers as `id: value` pairs.
  var visible: [(id: String, selection: Selection)] {
    zip(ids, selections).compactMap { id, selection in selection.map { (id, $0) } }
  }

  /// The containers whose arrangement differs from `previous`: id, before and after.
  func changes(from previous: SelectionState) -> [(id: String, before: Selection?, after: Selection?)] {
    let before = previous.arrangements
    let after = arrangements
    return ids.indices.compactMap { index in
      before[index] == after[index] ? nil : (ids[index], previous.selections[index], selections[index])
    }
  }

  /// A selection as text, `hidden` for `nil`.
  ///
  /// For example `0`, `[0, 1, 2]`, `3 columns of 218.333` or `2 columns [70, 57]`. Grid widths are
  /// rounded to a thousandth of a point (the JSON result has them exactly).
  static func text(_ selection: Selection?) -> String {
    guard let selection else { return "hidden" }
    switch selection {
    case .child(let index): return String(index)
    case .columns(let columns): return "[" + columns.map(String.init).joined(separator: ", ") + "]"
    case .widths(let widths):
      let rounded = widths.map { JSONWriter.number(($0 * 1000).rounded() / 1000) }
      let count = "\(widths.count) column\(widths.count == 1 ? "" : "s")"
      if let first = rounded.first, rounded.allSatisfy({ $0 == first }) { return "\(count) of \(first)" }
      return "\(count) [" + rounded.joined(separator: ", ") + "]"
    }
  }
}

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

  /// Runs the sweep, reporting progress to `progress`.
  func run(progress: ProgressLine? = nil) throws(SweepError) -> Outcome {
    let outline = TreeOutline(root)
    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(root)
    } catch {
      throw SweepError(size: nil, error: error)
    }
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
