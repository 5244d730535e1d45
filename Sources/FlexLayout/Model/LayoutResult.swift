/// The outcome of one layout pass: every node's frame in root coordinates, and what the pass did.
///
/// A result is an immutable value and safe to send between threads. Frames are indexed by
/// ``NodeID`` (preorder). Each frame is final: mirrored for right-to-left layouts and rounded to the
/// pixel grid when the environment has a `displayScale`. No frame contains NaN, an infinity or −0.
public struct LayoutResult: Sendable {
  /// The root's size in points (the root's final frame size).
  public var size: Size { frames.isEmpty ? .zero : frames[0].size }
  /// Every node's frame, in root coordinates, indexed by ``NodeID/index``.
  public var frames: [Rect]
  /// The node ids of the tree, mapped to their nodes.
  public var ids: [String: NodeID]
  /// Non-fatal notes about the input (e.g. contradictory frame constraints that were resolved).
  public var diagnostics: [LayoutDiagnostic]
  /// Whether each node was laid out in this pass (false inside unchosen branches), by ``NodeID/index``.
  public var visibility: [Bool]
  /// The choice of every laid-out adaptive container: `viewThatFits` and `buckets` (the chosen child),
  /// `split` (the visible columns) and `grid` (the resolved cell widths).
  public var selections: [NodeID: Selection]
  /// Counters describing the work the pass did.
  public var statistics: LayoutStatistics
  /// How each visible text wrapped where it was placed (``TextLines``), indexed by ``NodeID/index`` (`nil` for
  /// other nodes and texts not laid out); empty unless the solver was asked to report it
  /// (``LayoutEngine/reportsTextLines``). Read one with ``textLines(of:)``.
  public var textLines: [TextLines?] = []

  /// How text `node` wrapped where it was placed, when it is a visible text and text lines were reported.
  public func textLines(of node: NodeID) -> TextLines? {
    node.index < textLines.count ? textLines[node.index] : nil
  }
  /// The drawing order when it differs from preorder, else empty (most trees: no copy per pass).
  private var drawingTable: [NodeID]
  /// Each node's marks, or empty when no node has one.
  private var marksTable: [NodeMarks]

  /// What `node`'s kind and its ancestors' mark on it (``NodeMarks``): hidden, for now. Marks say how to draw
  /// a node that was laid out; whether it was laid out at all is told by ``visibility``.
  public func marks(of node: NodeID) -> NodeMarks { marksTable.isEmpty ? [] : marksTable[node.index] }

  /// Whether any node carries a mark.
  public var hasMarks: Bool { !marksTable.isEmpty }

  /// Whether `node` is marked hidden (Docs/Semantics.md S16.3): it or an ancestor is a `hidden` node. A hidden
  /// node is laid out and has its frame; a renderer draws none of them. (Nodes not laid out at all are told
  /// by ``visibility``.)
  public func isHidden(_ node: NodeID) -> Bool { marks(of: node).contains(.hidden) }

  /// Every node, back to front (Docs/Semantics.md S15.4): a node before its children, a child's subtree
  /// before its next sibling's, and a background's content before its primary. Without backgrounds this is
  /// preorder (``NodeID`` order). Nodes not laid out are listed too; ``visibility`` says which were.
  public var drawingOrder: [NodeID] {
    drawingTable.isEmpty ? frames.indices.map(NodeID.init) : drawingTable
  }

  /// Creates a result. `drawingOrder` lists every node back to front, or is empty to mean preorder; `marks`
  /// gives each node's marks, or is empty when no node has one.
  public init(
    frames: [Rect], ids: [String: NodeID], diagnostics: [LayoutDiagnostic] = [],
    visibility: [Bool]? = nil, selections: [NodeID: Selection] = [:], drawingOrder: [NodeID] = [],
    marks: [NodeMarks] = [], statistics: LayoutStatistics = LayoutStatistics()
  ) {
    drawingTable = drawingOrder
    marksTable = marks.contains { !$0.isEmpty } ? marks : []
    self.frames = frames
    self.ids = ids
    self.diagnostics = diagnostics
    self.visibility = visibility ?? [Bool](repeating: true, count: frames.count)
    self.selections = selections
    self.statistics = statistics
  }

  /// Whether `node` was laid out in this pass.
  public func isVisible(_ node: NodeID) -> Bool { visibility[node.index] }

  /// The choice of the adaptive container named `id`, if it was laid out.
  public func selection(_ id: String) -> Selection? {
    ids[id].flatMap { selections[$0] }
  }

  /// The frame of `node` in root coordinates.
  public subscript(node: NodeID) -> Rect { frames[node.index] }

  /// The frame of the node named `id` in root coordinates, or `nil` when no node has that id.
  public subscript(id: String) -> Rect? {
    ids[id].map { frames[$0.index] }
  }

  /// A description of the first frame where `self` and `other` differ in any bit, or `nil` when every
  /// frame is bit-for-bit identical (Double bit patterns, so 0 and −0 differ and NaN equals NaN).
  public func firstBitDifference(from other: LayoutResult) -> String? {
    guard frames.count == other.frames.count else {
      return "node counts differ: \(frames.count) vs \(other.frames.count)"
    }
    if let index = visibility.indices.first(where: { visibility[$0] != other.visibility[$0] }) {
      return "node #\(index) visible: \(visibility[index]) vs \(other.visibility[index])"
    }
    for node in selections.keys.sorted() where selections[node] != other.selections[node] {
      return "selection of node \(node): \(String(describing: selections[node])) vs "
        + String(describing: other.selections[node])
    }
    if marksTable != other.marksTable {
      let index = frames.indices.first { marks(of: NodeID($0)) != other.marks(of: NodeID($0)) } ?? 0
      return "node #\(index) marks: \(marks(of: NodeID(index))) vs \(other.marks(of: NodeID(index)))"
    }
    if !(drawingTable.isEmpty && other.drawingTable.isEmpty) && drawingOrder != other.drawingOrder {
      return "drawing orders differ: \(drawingOrder.map(\.index)) vs \(other.drawingOrder.map(\.index))"
    }
    for node in other.selections.keys.sorted() where selections[node] == nil {
      return "selection of node \(node): nil vs \(String(describing: other.selections[node]))"
    }
    for index in 0..<Swift.max(textLines.count, other.textLines.count)
    where textLines(of: NodeID(index)) != other.textLines(of: NodeID(index)) {
      return "text lines of node #\(index): \(String(describing: textLines(of: NodeID(index)))) vs "
        + String(describing: other.textLines(of: NodeID(index)))
    }
    for index in frames.indices {
      let a = frames[index]
      let b = other.frames[index]
      let same =
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
        && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
      if !same {
        let name = ids.first(where: { $0.value.index == index }).map { " (id \"\($0.key)\")" } ?? ""
        return "node #\(index)\(name): \(a) vs \(b)"
      }
    }
    return nil
  }
}

/// What an adaptive container chose in a pass.
public enum Selection: Hashable, Sendable, CustomStringConvertible {
  /// The index of the child shown by a `viewThatFits` or `buckets`.
  case child(Int)
  /// The indices of the visible columns of a `split`, in order.
  case columns([Int])
  /// The resolved cell widths of a `grid`, one per cell column (adaptive columns expanded), in points.
  case widths([Double])

  public var description: String {
    switch self {
    case .child(let index): return "child \(index)"
    case .columns(let columns): return "columns \(columns)"
    case .widths(let widths): return "widths \(widths)"
    }
  }
}

/// Counters for one layout pass. They describe work, never results: a warm pass and a cold pass give
/// the same frames but different counters.
public struct LayoutStatistics: Hashable, Sendable {
  /// Size computations actually performed (cache misses, including leaves).
  public var sizeComputations: Int = 0
  /// Size requests answered from a cache.
  public var cacheHits: Int = 0
  /// Calls of host measure functions.
  public var measureCalls: Int = 0
  /// Nodes whose children were placed in this pass.
  public var placements: Int = 0
  /// Subtrees whose placement was reused from an earlier pass (same proposal, nothing to redo).
  public var placementsReused: Int = 0

  /// Creates zeroed counters.
  public init() {}
}
