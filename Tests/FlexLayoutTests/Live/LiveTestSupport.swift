import Testing

@testable import FlexLayout
@testable import FlexLayoutTesting

/// The live-tree tests (run them with `swift test --filter Live`).
@Suite("Live")
enum Live {}

/// Lays out the live tree and the reference solver on the live tree's own snapshot, expects them equal bit for
/// bit.
@discardableResult
func layoutChecked(
  _ tree: LiveTree, _ proposal: ProposedSize, _ environment: LayoutEnvironment = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> LiveLayout {
  let layout = try tree.layout(proposal: proposal, environment: environment)
  let expected = try ReferenceSolver.layout(try tree.snapshot(), proposal: proposal, environment: environment)
  let difference = expected.firstBitDifference(from: (try tree.result()))
  #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  #expect(
    liveIdentical(Rect(origin: .zero, size: layout.size), Rect(origin: .zero, size: expected.size)),
    "the live layout's size \(layout.size) is not the reference's \(expected.size)", sourceLocation: sourceLocation)
  return layout
}

/// The live tests' seeded generator: the tests' one ``SplitMix64``, so a failing random edit sequence can be
/// replayed from its seed on every platform. (Its `pick(_:)` draws as this generator always did.)
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
  /// A uniform integer in `range` (the live tests' spelling of ``int(in:)``).
  mutating func int(_ range: ClosedRange<Int>) -> Int { int(in: range) }

  /// `true` with probability `percent` / 100 (the `Double` overload takes a probability in 0...1).
  mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }
}

/// A mutable value a measure function reads, standing for content the host owns (a string, an image):
/// the test changes it and then calls `markDirty`. Only touched by one thread at a time.
final class MeasureContent: @unchecked Sendable {
  /// The ideal width of the content, in points; the content wraps in lines of 17 points.
  var idealWidth: Double
  /// How many times the measure function ran.
  var calls = 0
  /// The proposals it was called with, in order.
  var proposals: [ProposedSize] = []

  init(idealWidth: Double) { self.idealWidth = idealWidth }

  /// A text-like measure: as wide as the proposal allows (at least 10 points), as many 17-point lines as
  /// the ideal width needs at that width.
  func measure(_ proposal: ProposedSize) -> Size {
    calls += 1
    proposals.append(proposal)
    let ideal = idealWidth
    guard let offered = proposal.width, offered.isFinite else { return Size(width: ideal, height: 17) }
    let width = Swift.min(ideal, Swift.max(offered, 10))
    let lines = width > 0 ? (ideal / width).rounded(.up) : 1
    return Size(width: width, height: Swift.max(lines, 1) * 17)
  }

  /// A measured-leaf kind backed by this content.
  var kind: LiveTree.Kind { .measured(MeasuredLeaf { [self] proposal in measure(proposal) }) }
}

/// An independent model of a live tree's structure, edited alongside it by the random tests: the expected
/// value tree is built from this model, never from the live tree.
struct MirrorTree {
  var kinds: [NodeHandle: LiveTree.Kind] = [:]
  var ids: [NodeHandle: String] = [:]
  var priorities: [NodeHandle: Double] = [:]
  var scaled: [NodeHandle: [ScaledLength: TextStyle]] = [:]
  var layoutValues: [NodeHandle: LayoutValues] = [:]
  var children: [NodeHandle: [NodeHandle]] = [:]
  var parents: [NodeHandle: NodeHandle] = [:]
  var root: NodeHandle?

  var handles: [NodeHandle] { Array(kinds.keys) }

  mutating func add(_ handle: NodeHandle, _ kind: LiveTree.Kind, id: String? = nil) {
    kinds[handle] = kind
    ids[handle] = id
    children[handle] = []
  }

  /// Whether `node` is `ancestor` or below it.
  func isInSubtree(_ node: NodeHandle, of ancestor: NodeHandle) -> Bool {
    var current: NodeHandle? = node
    while let next = current {
      if next == ancestor { return true }
      current = parents[next]
    }
    return false
  }

  /// The number of nodes in the subtree of `node`.
  func subtreeCount(_ node: NodeHandle) -> Int {
    1 + (children[node] ?? []).reduce(0) { $0 + subtreeCount($1) }
  }

  /// The nodes attached under the root, in preorder.
  var attached: [NodeHandle] {
    guard let root else { return [] }
    var order: [NodeHandle] = []
    var pending = [root]
    while let node = pending.popLast() {
      order.append(node)
      pending.append(contentsOf: (children[node] ?? []).reversed())
    }
    return order
  }

  mutating func insert(_ child: NodeHandle, into parent: NodeHandle, at index: Int) {
    children[parent, default: []].insert(child, at: index)
    parents[child] = parent
  }

  mutating func detach(_ child: NodeHandle) {
    guard let parent = parents[child] else { return }
    let index = children[parent]!.firstIndex(of: child)!
    children[parent]!.remove(at: index)
    if case .split(var columns, let divider, let collapsed) = kinds[parent]! {
      columns.remove(at: index)
      kinds[parent] = .split(columns: columns, dividerWidth: divider, collapsedColumn: collapsed)
    }
    parents[child] = nil
  }

  mutating func destroy(_ node: NodeHandle) {
    detach(node)
    var pending = [node]
    while let next = pending.popLast() {
      pending.append(contentsOf: children[next] ?? [])
      kinds[next] = nil
      ids[next] = nil
      priorities[next] = nil
      scaled[next] = nil
      layoutValues[next] = nil
      children[next] = nil
      parents[next] = nil
    }
  }

  /// The value tree under `node`, built by plain recursion from the model.
  func node(_ handle: NodeHandle) -> Node {
    let childNodes = (children[handle] ?? []).map { node($0) }
    var result = Node(kinds[handle]!, children: childNodes, id: ids[handle], layoutPriority: priorities[handle])
    result.scaledLengths = scaled[handle] ?? [:]
    result.layoutValues = layoutValues[handle] ?? LayoutValues()
    return result
  }

  /// Lengths of the node's kind that may scale with Dynamic Type, in order.
  func scalableLengths(_ handle: NodeHandle) -> [ScaledLength] { kinds[handle]!.scalableLengths.sorted() }
}

/// Frames compared bit for bit.
func liveIdentical(_ a: Rect, _ b: Rect) -> Bool {
  a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern && a.width.bitPattern == b.width.bitPattern
    && a.height.bitPattern == b.height.bitPattern
}

/// A rectangle from its coordinates.
func liveRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

extension LiveTree {
  /// The nodes under the root, in preorder (a node, then its children in order), read through the public API.
  func attachedNodes() throws -> [NodeHandle] {
    guard let root else { return [] }
    var order: [NodeHandle] = []
    var pending = [root]
    while let node = pending.popLast() {
      order.append(node)
      pending.append(contentsOf: try children(of: node).reversed())
    }
    return order
  }

  /// The last layout as a ``LayoutResult`` in preorder, read through the public API (frames one by one),
  /// for comparing with a ``LayoutEngine`` or the ``ReferenceSolver``.
  func result() throws -> LayoutResult {
    let order = try attachedNodes()
    var ids: [String: NodeID] = [:]
    var selections: [NodeID: Selection] = [:]
    var frames: [Rect] = []
    var visibility: [Bool] = []
    var marks: [NodeMarks] = []
    var positions: [NodeHandle: Int] = [:]
    for (index, node) in order.enumerated() {
      if let id = try id(of: node) { ids[id] = NodeID(index) }
      frames.append(try #require(try frame(of: node)))
      visibility.append(try isVisible(node))
      marks.append(try self.marks(of: node))
      positions[node] = index
      if let selection = try selection(of: node) { selections[NodeID(index)] = selection }
    }
    // S15.4, read through childrenInDrawingOrder(of:) as a renderer stacks its layers.
    var drawing: [NodeID] = []
    var pending = root.map { [$0] } ?? []
    while let node = pending.popLast() {
      drawing.append(NodeID(positions[node]!))
      pending.append(contentsOf: try childrenInDrawingOrder(of: node).reversed())
    }
    let layout = try #require(lastLayout)
    return LayoutResult(
      frames: frames, ids: ids, diagnostics: layout.diagnostics, visibility: visibility, selections: selections,
      drawingOrder: drawing.map(\.index) == Array(drawing.indices) ? [] : drawing, marks: marks,
      statistics: layout.statistics)
  }

  /// The frame in root coordinates of the node named `id` in the last layout.
  func frame(id: String) throws -> Rect? {
    guard let node = handle(forID: id) else { return nil }
    return try frame(of: node)
  }
}
