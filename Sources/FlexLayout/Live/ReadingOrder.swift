extension LiveLayout {
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
  public func readingOrder() -> [NodeHandle] {
    var order: [NodeHandle] = []
    guard !handles.isEmpty, result.visibility[0] else { return order }
    let rightToLeft = environment.layoutDirection == .rightToLeft
    var pending = [0]
    var children: [Int] = []
    while let node = pending.popLast() {
      switch structure.roles[node] {
      case .content:
        order.append(handles[node])
        continue
      case .spacer:
        continue
      case .other:
        break
      }
      children.removeAll(keepingCapacity: true)
      for slot in structure.children(of: node) {
        let child = Int(structure.childList[slot])
        if result.visibility[child] { children.append(child) }
      }
      let rows = Self.rows(children, result.frames, rightToLeft: rightToLeft)
      pending.append(contentsOf: rows.reversed())
    }
    return order
  }

  /// Orders sibling nodes by rows of overlapping vertical extent, then by leading edge (see
  /// ``readingOrder()``). Siblings are preorder indices, so their numeric order is their child order.
  static func rows(_ siblings: [Int], _ frames: [Rect], rightToLeft: Bool) -> [Int] {
    guard siblings.count > 1 else { return siblings }
    func leading(_ node: Int) -> Double { rightToLeft ? -frames[node].maxX : frames[node].x }
    let byTop = siblings.sorted { a, b in
      let (fa, fb) = (frames[a], frames[b])
      if fa.y != fb.y { return fa.y < fb.y }
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
        if frames[a].y != frames[b].y { return frames[a].y < frames[b].y }
        return a < b
      }
      ordered.append(contentsOf: row)
      row.removeAll(keepingCapacity: true)
    }
    for node in byTop {
      let frame = frames[node]
      if !row.isEmpty && (frame.y < rowBottom || frame.y == rowTop) {
        row.append(node)
        rowBottom = Swift.max(rowBottom, frame.maxY)
      } else {
        if !row.isEmpty { flush() }
        row.append(node)
        rowTop = frame.y
        rowBottom = frame.maxY
      }
    }
    flush()
    return ordered
  }
}
