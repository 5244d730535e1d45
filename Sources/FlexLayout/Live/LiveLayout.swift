/// The result of one ``LiveTree/layout(proposal:environment:)``: every laid-out node's frame by handle, and
/// what changed since the previous pass.
///
/// A `LiveLayout` is an immutable `Sendable` value: hand it to a render thread, keep it as long as needed
/// (it holds a copy of the tree's shape, not the tree). It covers the nodes attached under the root when
/// the layout ran; queries about any other handle — detached, destroyed, created later, of another tree —
/// answer `nil`, `false` or an empty array.
///
/// Frames are in points, in root coordinates (the root at (0, 0), y down), final: mirrored for
/// right-to-left layouts and rounded to the pixel grid when the environment has a display scale. Nodes
/// inside branches an adaptive container did not choose are invisible, with `.zero` frames.
public struct LiveLayout: Sendable {
  /// The engine's result, indexed by preorder ``NodeID`` (``nodeID(of:)`` maps a handle to it).
  public let result: LayoutResult
  /// The shape of the tree the result describes.
  let structure: LiveStructure
  /// The handle of each node, by preorder index.
  public let handles: [NodeHandle]
  let indexBySlot: [Int32]
  let treeToken: UInt64
  /// The root proposal of the pass, in points.
  public let proposal: ProposedSize
  /// The environment of the pass.
  public let environment: LayoutEnvironment
  /// The nodes whose frame or visibility differs, bit for bit, from the previous successful layout of the
  /// same tree, and the nodes that were not laid out then (new, re-attached, or under a new root), in
  /// preorder. Every node is in it on a tree's first layout. A renderer redraws these (and erases
  /// ``departedHandles``).
  public let changedHandles: [NodeHandle]
  /// The nodes laid out by the previous successful layout that this one does not cover: destroyed,
  /// detached, or no longer under the root.
  public let departedHandles: [NodeHandle]
  /// Whether the tree was recompiled for this pass (it had been edited since the previous one).
  public let recompiled: Bool
  /// The nodes whose cached answers this pass started with: after a recompile, those of the clean
  /// subtrees carried over from the previous compile; without one, every node (the same engine ran again).
  public let reusedNodes: Int

  init(
    result: LayoutResult, structure: LiveStructure, handles: [NodeHandle], indexBySlot: [Int32], treeToken: UInt64,
    proposal: ProposedSize, environment: LayoutEnvironment, changedHandles: [NodeHandle],
    departedHandles: [NodeHandle], recompiled: Bool, reusedNodes: Int
  ) {
    self.result = result
    self.structure = structure
    self.handles = handles
    self.indexBySlot = indexBySlot
    self.treeToken = treeToken
    self.proposal = proposal
    self.environment = environment
    self.changedHandles = changedHandles
    self.departedHandles = departedHandles
    self.recompiled = recompiled
    self.reusedNodes = reusedNodes
  }

  /// The root's size in points.
  public var size: Size { result.size }

  /// The root's handle.
  public var root: NodeHandle { handles[0] }

  /// What the pass did: size computations (cache misses), cache hits, calls of the host's measure
  /// functions, placements and reused placements.
  ///
  /// Counters describe work, never results. `measureCalls` counts the host functions' actual calls; a
  /// measured leaf asked again in the same pass for a proposal it already answered is served by the live
  /// tree's per-pass memo and counted as a cache hit.
  public var statistics: LayoutStatistics { result.statistics }

  /// Non-fatal notes about the tree (e.g. contradictory flexible-frame constraints), by JSON Pointer.
  public var diagnostics: [LayoutDiagnostic] { result.diagnostics }

  /// The node's preorder number in ``result``, or `nil` when this layout does not cover the handle.
  public func nodeID(of node: NodeHandle) -> NodeID? {
    index(of: node).map(NodeID.init)
  }

  /// Whether this layout covers `node` (it was attached under the root when the layout ran).
  public func contains(_ node: NodeHandle) -> Bool { index(of: node) != nil }

  /// The node's frame in root coordinates, in points, or `nil` when this layout does not cover the
  /// handle. An invisible node's frame is `.zero`.
  public func frame(of node: NodeHandle) -> Rect? {
    index(of: node).map { result.frames[$0] }
  }

  /// The node's frame relative to its parent's origin (`frame.origin − parent.frame.origin`, in the same
  /// final coordinates: after right-to-left mirroring and pixel rounding), in points; the root's frame for
  /// the root; `nil` when this layout does not cover the handle.
  public func frameInParent(of node: NodeHandle) -> Rect? {
    guard let index = index(of: node) else { return nil }
    let frame = result.frames[index]
    let parent = Int(structure.parents[index])
    guard parent >= 0 else { return frame }
    let origin = result.frames[parent].origin
    return Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
  }

  /// Whether the node was laid out in this pass (`false` inside unchosen branches of `viewThatFits`,
  /// `buckets` and hidden `split` columns, and for handles this layout does not cover).
  public func isVisible(_ node: NodeHandle) -> Bool {
    index(of: node).map { result.visibility[$0] } ?? false
  }

  /// The choice of a visible adaptive container (`viewThatFits`, `buckets`, `split`, `grid`), or `nil`.
  public func selection(of node: NodeHandle) -> Selection? {
    index(of: node).flatMap { result.selections[NodeID($0)] }
  }

  /// Every visible adaptive container's choice, by handle.
  public var selections: [NodeHandle: Selection] {
    var selections: [NodeHandle: Selection] = [:]
    for (node, selection) in result.selections { selections[handles[node.index]] = selection }
    return selections
  }

  /// The node's parent in this layout, or `nil` for the root and uncovered handles.
  public func parent(of node: NodeHandle) -> NodeHandle? {
    guard let index = index(of: node), structure.parents[index] >= 0 else { return nil }
    return handles[Int(structure.parents[index])]
  }

  /// The node's children in this layout, in order.
  public func children(of node: NodeHandle) -> [NodeHandle] {
    guard let index = index(of: node) else { return [] }
    return structure.children(of: index).map { handles[Int(structure.childList[$0])] }
  }

  /// The node's id in this layout, if it has one.
  public func id(of node: NodeHandle) -> String? {
    index(of: node).flatMap { structure.ids[$0] }
  }

  /// The node whose id is `id` in this layout, or `nil`.
  public func handle(forID id: String) -> NodeHandle? {
    result.ids[id].map { handles[$0.index] }
  }

  /// The node's frame by its id, or `nil`.
  public subscript(id: String) -> Rect? {
    result.ids[id].map { result.frames[$0.index] }
  }

  func index(of node: NodeHandle) -> Int? {
    guard node.tree == treeToken, Int(node.slot) < indexBySlot.count else { return nil }
    let index = Int(indexBySlot[Int(node.slot)])
    guard index >= 0, handles[index] == node else { return nil }
    return index
  }
}
