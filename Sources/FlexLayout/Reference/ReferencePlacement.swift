extension ReferencePass {
  // MARK: - S1.1 Placement

  /// Places the node at `index` with its top-leading corner at `origin` (root coordinates) for
  /// `proposal`: records its frame `(origin, size(node, proposal))` and that it is visible (S1.5), then
  /// places its children (only the chosen ones below a viewThatFits, buckets or split).
  ///
  /// A child's origin is its parent's origin plus the child's offset, per axis (`x = parentX + dx`).
  /// Like sizing, this dispatches to one function per kind so that deep trees keep small stack frames.
  mutating func place(_ index: Int, at origin: Point, _ proposal: ProposedSize) throws(LayoutError) {
    let p = Self.normalized(proposal)
    let s = try size(index, p)
    frames[index] = Rect(origin: origin, size: s)
    visibility[index] = true
    if case .text = tree.node(index).kind { placedProposals[index] = p }
    if case .scroll = tree.node(index).kind, !spaces.isEmpty { growScroll(index) }  // S18.5
    if case .grid = tree.node(index).kind {
      try placeGrid(index, origin, p)  // S9.7: a grid reports its widths even without items
      return
    }
    if tree.children(index).isEmpty { return }  // leaves, empty stacks and flows
    statistics.placements += 1
    switch tree.node(index).kind.descriptor.role {
    case .stack: try placeStack(index, origin, p, s)
    case .zstack: try placeZStack(index, origin, s)
    case .modifier(let modifier): try placeModifierChild(index, modifier, origin, p, s)
    case .flow: try placeFlow(index, origin, p)
    case .selector: try placeSelector(index, origin, p)
    case .split: try placeSplit(index, origin, p)
    case .decoration(let decoration): try placeDecoration(index, decoration, origin, p, s)
    case .custom: try placeCustomLayout(index, origin, p, s)
    case .grid: preconditionFailure("placed above")
    case .leaf: preconditionFailure("a leaf has no children")
    }
  }

  /// `origin + (dx, dy)`.
  static func offset(_ origin: Point, _ dx: Double, _ dy: Double) -> Point {
    Point(x: origin.x + dx, y: origin.y + dy)
  }

  /// Places `child` with `proposal`, aligned inside a space of size `space` at `origin` (S6, S19.3).
  mutating func placeAligned(
    _ child: Int, _ alignment: Alignment, in space: Size, _ origin: Point, _ proposal: ProposedSize
  ) throws(LayoutError) {
    let d = try alignedOrigin(child, alignment, in: space, proposal)
    try place(child, at: Self.offset(origin, d.x, d.y), proposal)
  }

}
