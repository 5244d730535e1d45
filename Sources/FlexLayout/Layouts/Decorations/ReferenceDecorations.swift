/// The reference reading of S15 (decorations) and S18.3 (safeAreaInset): see `Decorations.swift`, beside this
/// file.
extension ReferencePass {
  /// S15.1: a background or overlay answers as its primary, its first child; S18.3 for a safeAreaInset.
  mutating func decorationSize(_ index: Int, _ decoration: DecorationKind, _ p: ProposedSize) throws(LayoutError)
    -> Size
  {
    switch decoration {
    case .background, .overlay: return try size(tree.children(index)[0], p)
    case .safeAreaInset: return try safeAreaInsetLayout(index, p).size
    }
  }

  /// S15.2–S15.3: the primary at the node's origin with the node's proposal; the content, its second child,
  /// proposed exactly the node's size `s` and aligned inside it. S18.3 for a safeAreaInset.
  mutating func placeDecoration(
    _ index: Int, _ decoration: DecorationKind, _ origin: Point, _ p: ProposedSize, _ s: Size
  ) throws(LayoutError) {
    let children = tree.children(index)
    switch decoration {
    case .background, .overlay:
      let kind = tree.node(index).kind
      var alignment = Alignment.center
      if case .background(let given) = kind { alignment = given }
      if case .overlay(let given) = kind { alignment = given }
      try place(children[0], at: origin, p)
      try placeAligned(children[1], alignment, in: s, origin, ProposedSize(width: s.width, height: s.height))
    case .safeAreaInset:
      try placeSafeAreaInset(index, origin, s)
    }
  }
}
