extension LiveTree {
  /// The visible content leaves in the order a screen reader should follow: top to bottom, then leading to
  /// trailing (left to right, or right to left when the layout direction is right-to-left), grouped by the
  /// tree.
  ///
  /// Content leaves are the visible `fixed`, `flexible`, `text` and `measured` leaves; spacers are left out.
  /// The rule, deterministic for any tree:
  ///
  /// 1. Walk the tree depth-first from the root, skipping invisible nodes, so the leaves of one subtree
  ///    (a card, a column, a toolbar) are read together.
  /// 2. Order each node's visible children in **rows**: sort them by their frame's top edge (ties: by the
  ///    leading edge, then by child index); a child joins the current row when its top edge lies above the
  ///    row's bottom edge (`top < bottom`) or equals the row's top, and the row's bottom grows to the lowest
  ///    bottom edge of its children; otherwise it starts a new row. Rows are read top to bottom.
  /// 3. Within a row, children are read by their leading edge — the frame's minimum x left to right, or
  ///    its maximum x right to left, descending — ties by top edge, then by child index.
  ///
  /// So an `hstack`'s children read leading to trailing, a `vstack`'s top to bottom, a flow's and a grid's
  /// line by line, a split's columns leading to trailing, and a `zstack`'s overlapping layers by their
  /// leading edge. Frames are the final ones (mirrored and rounded).
  ///
  /// - Complexity: O(n log n) for n nodes.
  /// - Throws: ``LiveTreeError/Code/noLayout``, ``LiveTreeError/Code/layoutOutdated``.
  public func readingOrder() throws(LiveTreeError) -> [NodeHandle] {
    try readableSlot(nil)
    resolveFinishedFrames()
    var order: [NodeHandle] = []
    let rightToLeft = lastEnvironment.layoutDirection == .rightToLeft
    var pending = [rootSlot]
    var children: [Int] = []
    while let node = pending.popLast() {
      let descriptor = arena.kinds[node].descriptor
      if descriptor.isContent { order.append(handle(node)) }
      if descriptor.family == .leaf { continue }
      children.removeAll(keepingCapacity: true)
      var position = 0
      for slot in arena.slots(of: node) {
        if isShown(node, position) { children.append(Int(arena.childList[slot])) }
        position += 1
      }
      let rows = Self.rows(children, finished, rightToLeft: rightToLeft)
      pending.append(contentsOf: rows.reversed())
    }
    return order
  }

  /// Orders sibling nodes by rows of overlapping vertical extent, then by leading edge (see
  /// ``readingOrder()``); `siblings` are in child order, and ties keep it.
  static func rows(_ siblings: [Int], _ frames: [Rect], rightToLeft: Bool) -> [Int] {
    guard siblings.count > 1 else { return siblings }
    // Positions among the siblings stand for the nodes, so that ties keep child order.
    func frame(_ position: Int) -> Rect { frames[siblings[position]] }
    func leading(_ position: Int) -> Double { rightToLeft ? -frame(position).maxX : frame(position).x }
    let byTop = siblings.indices.sorted { a, b in
      if frame(a).y != frame(b).y { return frame(a).y < frame(b).y }
      if leading(a) != leading(b) { return leading(a) < leading(b) }
      return a < b
    }
    var ordered: [Int] = []
    ordered.reserveCapacity(siblings.count)
    var row: [Int] = []
    var rowTop = 0.0
    var rowBottom = 0.0
    func flush() {
      row.sort { a, b in
        if leading(a) != leading(b) { return leading(a) < leading(b) }
        if frame(a).y != frame(b).y { return frame(a).y < frame(b).y }
        return a < b
      }
      ordered.append(contentsOf: row.map { siblings[$0] })
      row.removeAll(keepingCapacity: true)
    }
    for position in byTop {
      let current = frame(position)
      if !row.isEmpty && (current.y < rowBottom || current.y == rowTop) {
        row.append(position)
        rowBottom = Swift.max(rowBottom, current.maxY)
      } else {
        if !row.isEmpty { flush() }
        row.append(position)
        rowTop = current.y
        rowBottom = current.maxY
      }
    }
    flush()
    return ordered
  }
}
