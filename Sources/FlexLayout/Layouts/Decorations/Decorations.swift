/// The decorations (Docs/Semantics.md S15): background and overlay. A decoration answers every proposal as
/// its primary (its first child) does, along one axis too when separable, and has the primary's constant
/// lengths and spacer edges; it places the primary at its origin with its own proposal, then proposes the
/// content (its second child) exactly its final size and aligns the content in it. The two differ only in
/// drawing order (S15.4). The reference reading is `ReferenceDecorations.swift`, beside this file.
extension LayoutPass {
  /// S15.1: the primary's answer.
  @inline(__always)
  mutating func decorationSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    try size(tree.onlyChild(node), p)
  }

  /// S15.1 along one axis.
  @inline(__always)
  mutating func decorationLength(_ node: Int, _ axis: Axis, _ v: Double) throws(LayoutError) -> Double {
    try length(tree.onlyChild(node), axis, v)
  }

  /// S15.2–S15.3: the primary at the origin with `p`; the content proposed `size` (the primary's final size)
  /// and aligned in it.
  mutating func placeDecoration(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    try placeAt(tree.child(node, 0), p, x: 0, y: 0)
    let exact = Proposal(width: size.width + 0, height: size.height + 0)
    try placeAligned(tree.child(node, 1), exact, in: size, tree.alignments[node])
  }
}

extension LayoutArena {
  /// S15.1: the primary's constant length along `axis`, or NaN.
  func decorationConstant(_ node: Int, along axis: Axis) -> Double {
    constantLength(of: onlyChild(node), along: axis)
  }
}
