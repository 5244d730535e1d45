/// Compiles a validated value tree into a ``LayoutArena`` numbered in preorder, with every run packed (a
/// node's children next to each other, in order) and every derived fact computed.
///
/// Two walks without recursion: the first counts what the arena must hold, the second writes the nodes in
/// preorder. Then spacers take their orientation and every node's facts are refreshed in postorder (reverse
/// preorder), exactly as a live tree refreshes the nodes an edit touched.
struct ArenaCompiler {
  /// What a compile produced besides the arena.
  struct Output {
    var arena: LayoutArena
    /// The node ids, mapped to their preorder numbers.
    var ids: [String: NodeID]
    /// Contradictory flexible-frame constraints, in preorder (D7).
    var diagnostics: [LayoutDiagnostic]
    /// The nodes that report a selection (grids, splits, viewThatFits, buckets), in preorder.
    var selectorNodes: [Int32]
    /// The drawing order (S15.4), or empty when it is preorder (the tree has no background).
    var drawingOrder: [NodeID]
    /// Each node's marks (``NodeMarks``), by preorder number, or empty when no node has one.
    var marks: [NodeMarks]
    /// Whether some node declares scaled lengths (``Node/hasScaledLengths``), found by the counting walk.
    var hasScaledLengths: Bool
  }

  /// Compiles `root`, which must be valid (``Node/validate()``).
  static func compile(_ root: Node) -> Output {
    // The sizes of the pools, and where each node's record starts (in preorder, as the second walk numbers the
    // nodes): after the records before it, or at an equal one's (`RecordSharing`).
    var nodes = 0
    var children = 0
    var values = 0
    var columns = 0
    var containers = 0
    var hasScaledLengths = false
    var sharing = RecordSharing()
    var recordStarts: [Int32] = []
    var pending: [Node] = [root]
    while let node = pending.popLast() {
      nodes += 1
      children += node.children.count
      let length = LayoutArena.recordLength(of: node.kind)
      if length > 0, let shared = sharing.sharedStart(for: node.kind, laidOutAt: values) {
        recordStarts.append(Int32(shared))
      } else {
        recordStarts.append(Int32(values))
        values += length
      }
      columns += LayoutArena.columnCount(of: node.kind)
      if !node.kind.tag.isLeaf { containers += 1 }
      if !node.scaledLengths.isEmpty { hasScaledLengths = true }
      // The children go on in reverse, so that the first comes off first (preorder); room grows geometrically.
      var child = node.children.count
      if pending.count + child > pending.capacity {
        pending.reserveCapacity(Swift.max(2 * pending.capacity, pending.count + child))
      }
      while child > 0 {
        child -= 1
        pending.append(node.children[child])
      }
    }
    let arena = LayoutArena(
      nodes: nodes, children: children, values: values, columns: columns, containers: containers, preorder: true)

    // The nodes in preorder; a child's number is written into its parent's run when it is reached.
    var ids: [String: NodeID] = [:]
    var selectorNodes: [Int32] = []
    var walk: [(node: Node, parent: Int32, slot: Int)] = [(root, -1, -1)]
    while let (node, parent, slot) = walk.popLast() {
      let index = arena.nodeEnd
      arena.nodeEnd += 1
      arena.parents[index] = parent
      if slot >= 0 { arena.childList[slot] = Int32(index) }
      if let id = node.id {
        ids[id] = NodeID(index)
        arena.nodeIDs[Int32(index)] = id
      }
      if let priority = node.layoutPriority { arena.explicitPriorities[Int32(index)] = priority }
      if !node.layoutValues.isEmpty { arena.layoutValues[Int32(index)] = node.layoutValues }
      let recordStart = recordStarts[index]
      if recordStart == arena.valueBlocks.end {
        let laidOut = arena.valueBlocks.appendExact(LayoutArena.recordLength(of: node.kind))
        assert(laidOut == Int(recordStart), "records are laid out in preorder")
      }
      arena.recordStart[index] = recordStart
      arena.attachSideFields(node.kind, of: index, packed: true)
      arena.writeFields(node.kind, of: index)
      if node.kind.descriptor.selection != .none { selectorNodes.append(Int32(index)) }
      let start = arena.childBlocks.appendExact(node.children.count)
      arena.childStart[index] = Int32(start)
      arena.childCount[index] = Int32(node.children.count)
      for (position, child) in node.children.enumerated().reversed() {
        walk.append((child, Int32(index), start + position))
      }
    }

    // Facts: orientations top-down, then everything else bottom-up (children have larger numbers).
    for node in 0..<arena.nodeEnd where arena.kinds[node].descriptor.readsStackAxis { arena.orientSpacer(node) }
    for node in stride(from: arena.nodeEnd - 1, through: 0, by: -1) { _ = arena.refreshFacts(node) }
    var subtreeSize = [Int32](repeating: 1, count: arena.nodeEnd)
    for node in stride(from: arena.nodeEnd - 1, to: 0, by: -1) {
      subtreeSize[Int(arena.parents[node])] += subtreeSize[node]
    }
    for node in 0..<arena.nodeEnd { arena.subtreeEnd[node] = Int32(node) + subtreeSize[node] }
    arena.settlePassBuffers()
    let diagnostics = (0..<arena.nodeEnd).flatMap { arena.contradictions(of: $0, root: 0) }
    return Output(
      arena: arena, ids: ids, diagnostics: diagnostics, selectorNodes: selectorNodes,
      drawingOrder: arena.kindCounts.reordering > 0 ? arena.drawingOrder() : [],
      marks: arena.kindCounts.marking > 0
        ? NodeMarks.table(count: arena.nodeEnd, kind: { arena.kinds[$0] }, parent: { Int(arena.parents[$0]) }) : [],
      hasScaledLengths: hasScaledLengths)
  }
}

extension LayoutArena {
  /// S15.4: every node back to front. A node comes before its children and a child's subtree before its next
  /// sibling's, except that a background's content (its second child) comes before its primary.
  func drawingOrder() -> [NodeID] {
    var order: [NodeID] = []
    order.reserveCapacity(nodeEnd)
    var pending = [0]
    while let node = pending.popLast() {
      order.append(NodeID(node))
      let count = Int(childCount[node])
      if kinds[node].descriptor.reordersDrawing {
        pending.append(child(node, 0))
        pending.append(child(node, 1))
      } else {
        for index in stride(from: count - 1, through: 0, by: -1) { pending.append(child(node, index)) }
      }
    }
    return order
  }
}

extension LayoutArena {
  /// Gives a node of `kind`, before its fields are written, what lives beside its record: a container number (by
  /// which ``writeFields(_:of:)`` keeps its alignment) for a
  /// kind with children, a run of column numbers for a grid or split, the measure function of a measured leaf,
  /// the string of a text made from one.
  /// `packed` (a compiled tree) packs the column runs; otherwise they come in power-of-two blocks.
  func attachSideFields(_ kind: Node.Kind, of node: Int, packed: Bool) {
    if !kind.tag.isLeaf {
      containerIndex[node] = containerSlots.allocate()
      for axis in 0..<2 { axisConstants[2 * Int(containerIndex[node]) + axis] = .nan }
    }
    let columns = Self.columnCount(of: kind)
    if columns > 0 {
      aux[node] = Int32(packed ? columnBlocks.appendExact(columns) : columnBlocks.allocate(columns))
    }
    if case .text(let text) = kind, let string = text.string { textStrings[Int32(node)] = string }
    if case .measured(let leaf) = kind {
      aux[node] = Int32(addMeasure(.swift(leaf.measure)))
      if let baselines = leaf.baselines { baselineFunctions[Int32(node)] = baselines }
    }
    if case .layout(let layout) = kind {
      if let free = freeCustomLayouts.popLast() {
        customLayouts[Int(free)] = layout
        aux[node] = free
      } else {
        customLayouts.append(layout)
        aux[node] = Int32(customLayouts.count - 1)
      }
    }
    kindCounts.count(kind.tag, 1)
  }

  /// Stores a measure function; returns its number.
  func addMeasure(_ function: MeasureFunction) -> Int {
    if let free = freeMeasures.popLast() {
      measures[Int(free)] = function
      return Int(free)
    }
    measures.append(function)
    return measures.count - 1
  }

  /// The diagnostics of a flexible frame whose minimum exceeds its maximum on an axis (D7: the minimum wins),
  /// naming the node by its JSON Pointer below `root`.
  func contradictions(of node: Int, root: Int) -> [LayoutDiagnostic] {
    guard kinds[node] == .flexibleFrame, case .flexibleFrame(let frame, _) = kind(of: node) else { return [] }
    var found: [LayoutDiagnostic] = []
    for axis in [Axis.horizontal, .vertical] where frame.normalized(along: axis).contradictory {
      let name = axis == .horizontal ? "Width" : "Height"
      let given = frame.constraints(along: axis)
      found.append(
        LayoutDiagnostic(
          path: pointer(of: node, root: root) ?? "/root",
          message: "contradictory frame constraints: min\(name) \(given.min ?? 0) > max\(name) "
            + "\(given.max ?? 0); the minimum wins"))
    }
    return found
  }
}
