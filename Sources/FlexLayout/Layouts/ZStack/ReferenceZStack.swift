/// The reference reading of S4 (zstacks): see `ZStack.swift`, beside this file.
extension ReferencePass {
  // MARK: - S4 ZStack

  /// S4.1: every child is proposed `p`; the size per axis is the largest answer among the children of
  /// the highest priority.
  mutating func zstackSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    let children = tree.children(index)
    if children.isEmpty { return .zero }
    var top = -Double.infinity
    for child in children { top = Swift.max(top, ReferenceTree.priority(of: tree.node(child))) }
    var width = 0.0
    var height = 0.0
    for child in children {
      let c = try size(child, p)
      if ReferenceTree.priority(of: tree.node(child)) == top {
        width = Swift.max(width, c.width)
        height = Swift.max(height, c.height)
      }
    }
    return Size(width: width, height: height)
  }

  /// S4.2: every child is proposed the final size `s` and aligned inside it.
  mutating func placeZStack(_ index: Int, _ origin: Point, _ s: Size) throws(LayoutError) {
    guard case .zstack(let alignment) = tree.node(index).kind else { preconditionFailure() }
    for child in tree.children(index) {
      try placeAligned(child, alignment, in: s, origin, ProposedSize(s))
    }
  }
}
