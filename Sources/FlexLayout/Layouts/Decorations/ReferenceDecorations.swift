/// The reference reading of S15 (decorations): see `Decorations.swift`, beside this file.
extension ReferencePass {
  /// S15.1: a background or overlay answers as its primary, its first child.
  mutating func decorationSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    try size(tree.children(index)[0], p)
  }

  /// S15.2–S15.3: the primary at the node's origin with the node's proposal; the content, its second child,
  /// proposed exactly the node's size `s` and aligned inside it.
  mutating func placeDecoration(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size) throws(LayoutError) {
    let alignment: Alignment
    if case .background(let given) = tree.node(index).kind {
      alignment = given
    } else if case .overlay(let given) = tree.node(index).kind {
      alignment = given
    } else {
      preconditionFailure("not a decoration")
    }
    let children = tree.children(index)
    try place(children[0], at: origin, p)
    try placeAligned(children[1], alignment, in: s, origin, ProposedSize(width: s.width, height: s.height))
  }
}
