/// The decorations (Docs/Semantics.md S15, S18.3): background, overlay and safeAreaInset, each a primary
/// child (the first) with a secondary content (the second). A background or overlay answers every proposal as
/// its primary does, along one axis too when separable, and has the primary's constant lengths and spacer
/// edges; it places the primary at its origin with its own proposal, then proposes the content exactly its
/// final size and aligns the content in it. The two differ only in drawing order (S15.4). A safeAreaInset
/// lays its content out as a bar along an edge and the primary in the rest (`SafeAreaInset.swift`). The
/// reference reading is `ReferenceDecorations.swift`, beside this file.
extension LayoutPass {
  /// S15.1: the primary's answer; S18.3 for a safeAreaInset.
  @inline(__always)
  mutating func decorationSize(_ node: Int, _ decoration: DecorationKind, _ p: Proposal) throws(LayoutError)
    -> Size
  {
    switch decoration {
    case .background, .overlay: return try size(tree.onlyChild(node), p)
    case .safeAreaInset: return try safeAreaInsetLayout(node, p).size
    }
  }

  /// S15.1 along one axis (a safeAreaInset is never sized one axis at a time).
  @inline(__always)
  mutating func decorationLength(_ node: Int, _ axis: Axis, _ v: Double) throws(LayoutError) -> Double {
    try length(tree.onlyChild(node), axis, v)
  }

  /// S15.2–S15.3: the primary at the origin with `p`; the content proposed `size` (the primary's final size)
  /// and aligned in it. S18.3 for a safeAreaInset.
  mutating func placeDecoration(_ node: Int, _ decoration: DecorationKind, _ p: Proposal, _ size: Size)
    throws(LayoutError)
  {
    switch decoration {
    case .background, .overlay:
      try placeAt(tree.child(node, 0), p, x: 0, y: 0)
      let exact = Proposal(width: size.width + 0, height: size.height + 0)
      try placeAligned(tree.child(node, 1), exact, in: size, tree.storedAlignment(node))
    case .safeAreaInset:
      try placeSafeAreaInset(node, size)
    }
  }
}

extension LayoutArena {
  /// S15.1: the primary's constant length along `axis`, or NaN (a safeAreaInset has none).
  func decorationConstant(_ node: Int, _ decoration: DecorationKind, along axis: Axis) -> Double {
    decoration == .safeAreaInset ? .nan : constantLength(of: onlyChild(node), along: axis)
  }
}
