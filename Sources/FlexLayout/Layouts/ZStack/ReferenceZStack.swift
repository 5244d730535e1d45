/// The reference reading of S4 (zstacks): see `ZStack.swift`, beside this file.
extension ReferencePass {
  // MARK: - S4 ZStack

  /// S4.1: every child is proposed `p`; the size per axis is the largest answer among the children of
  /// the highest priority.
  mutating func zstackSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    let children = tree.children(index)
    if children.isEmpty { return .zero }
    guard case .zstack(let alignment) = tree.node(index).kind else { preconditionFailure() }
    var sizes: [Size] = []
    for child in children { sizes.append(try size(child, p)) }
    // S19.3: per axis the union of the top-priority children lined up by their guide values (the largest
    // when none deviates).
    let proposals = [ProposedSize](repeating: p, count: children.count)
    let counted = topPriorityMask(children)
    let width = try alignedOffsets(children, proposals, sizes, .horizontal(alignment.horizontal), 0, counted).union
    let height = try alignedOffsets(children, proposals, sizes, .vertical(alignment.vertical), 0, counted).union
    return Size(width: width, height: height)
  }

  /// S4.2: every child is proposed the final size `s` and aligned inside it.
  mutating func placeZStack(_ index: Int, _ origin: Point, _ s: Size) throws(LayoutError) {
    let exact = ProposedSize(s)
    for (child, offset) in try zstackOffsets(index, s) {
      try place(child, at: Self.offset(origin, offset.x, offset.y), exact)
    }
  }

  /// S4.2, S19.3: each child of the zstack at `index` with where it sits in the final size `s`, proposed `s`.
  mutating func zstackOffsets(_ index: Int, _ s: Size) throws(LayoutError) -> [(Int, Point)] {
    guard case .zstack(let alignment) = tree.node(index).kind else { preconditionFailure() }
    let children = tree.children(index)
    let exact = ProposedSize(s)
    var sizes: [Size] = []
    for child in children { sizes.append(try size(child, exact)) }
    let proposals = [ProposedSize](repeating: exact, count: children.count)
    let counted = topPriorityMask(children)
    let x = try alignedOffsets(children, proposals, sizes, .horizontal(alignment.horizontal), s.width, counted)
    let y = try alignedOffsets(children, proposals, sizes, .vertical(alignment.vertical), s.height, counted)
    return children.indices.map { (children[$0], Point(x: x.offsets[$0], y: y.offsets[$0])) }
  }
}
