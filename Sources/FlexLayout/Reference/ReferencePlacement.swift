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
    if case .grid = tree.node(index).kind {
      try placeGrid(index, origin, p)  // S9.7: a grid reports its widths even without items
      return
    }
    if tree.children(index).isEmpty { return }  // leaves, empty stacks and flows
    statistics.placements += 1
    switch tree.node(index).kind {
    case .hstack, .vstack: try placeStack(index, origin, p, s)
    case .zstack: try placeZStack(index, origin, s)
    case .frame: try placeFixedFrame(index, origin, p, s)
    case .flexibleFrame: try placeFlexibleFrame(index, origin, p, s)
    case .padding: try placePadding(index, origin, p)
    case .fixedSize, .aspectRatio: try placeAtOrigin(index, origin, p)
    case .scroll:
      let outer = enterContainer(of: p)  // S13
      defer { container = outer }
      try placeAtOrigin(index, origin, p)
    case .containerRelativeFrame:
      guard case .containerRelativeFrame(let frame) = tree.node(index).kind else { preconditionFailure() }
      try placeAligned(tree.child(index), frame.alignment, in: s, origin, containerRelativeChildProposal(frame, p))
    case .flow: try placeFlow(index, origin, p)
    case .viewThatFits, .buckets: try placeSelector(index, origin, p)
    case .split: try placeSplit(index, origin, p)
    case .grid: preconditionFailure("placed above")
    case .fixed, .flexible, .text, .measured, .spacer: preconditionFailure("a leaf has no children")
    }
  }

  /// `origin + (dx, dy)`.
  static func offset(_ origin: Point, _ dx: Double, _ dy: Double) -> Point {
    Point(x: origin.x + dx, y: origin.y + dy)
  }

  /// Places `child` with `proposal`, aligned inside a space of size `space` at `origin` (S6).
  mutating func placeAligned(
    _ child: Int, _ alignment: Alignment, in space: Size, _ origin: Point, _ proposal: ProposedSize
  ) throws(LayoutError) {
    let c = try size(child, proposal)
    let dx = alignment.horizontal.axisAlignment.offset(child: c.width, in: space.width)
    let dy = alignment.vertical.axisAlignment.offset(child: c.height, in: space.height)
    try place(child, at: Self.offset(origin, dx, dy), proposal)
  }

  /// S3.6: sizing runs again with `(p_major, p_minor ?? S_minor)`; each child sits at the running
  /// position along the axis and is aligned across it inside the stack's size `s`.
  private mutating func placeStack(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size)
    throws(LayoutError)
  {
    let (axis, _) = stackAxisAndSpacing(index)
    let alignment: AxisAlignment
    switch tree.node(index).kind {
    case .hstack(_, let vertical): alignment = vertical.axisAlignment
    case .vstack(_, let horizontal): alignment = horizontal.axisAlignment
    default: preconditionFailure("not a stack")
    }
    let children = tree.children(index)
    let placing = ProposedSize(p[axis], p[axis.other] ?? s[axis.other], along: axis)
    let arrangement = try arrangeStack(index, placing)
    var pos = 0.0
    for position in children.indices {
      if position > 0 { pos = pos + arrangement.gaps[position] }
      let childSize = arrangement.sizes[position]
      let minorOffset = alignment.offset(child: childSize[axis.other], in: s[axis.other])
      let dx = axis == .horizontal ? pos : minorOffset
      let dy = axis == .horizontal ? minorOffset : pos
      try place(children[position], at: Self.offset(origin, dx, dy), arrangement.proposals[position])
      pos = pos + childSize[axis]
    }
  }

  /// S4.2: every child is proposed the final size `s` and aligned inside it.
  private mutating func placeZStack(_ index: Int, _ origin: Point, _ s: Size) throws(LayoutError) {
    guard case .zstack(let alignment) = tree.node(index).kind else { preconditionFailure() }
    for child in tree.children(index) {
      try placeAligned(child, alignment, in: s, origin, ProposedSize(s))
    }
  }

  /// S5.1: the child gets the frame's child proposal and is aligned inside the frame.
  private mutating func placeFixedFrame(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size)
    throws(LayoutError)
  {
    guard case .frame(let width, let height, let alignment) = tree.node(index).kind else {
      preconditionFailure()
    }
    let childProposal = Self.fixedFrameChildProposal(width: width, height: height, p)
    try placeAligned(tree.child(index), alignment, in: s, origin, childProposal)
  }

  /// S5.2 (D8): the child is proposed the final size, or nil on an axis that keeps its ideal, and is
  /// aligned inside the frame.
  private mutating func placeFlexibleFrame(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size)
    throws(LayoutError)
  {
    guard case .flexibleFrame(let frame, let alignment) = tree.node(index).kind else { preconditionFailure() }
    let horizontal = ReferenceFlexibleAxis(frame, .horizontal)
    let vertical = ReferenceFlexibleAxis(frame, .vertical)
    let childProposal = ProposedSize(
      width: horizontal.placementProposal(incoming: p.width, size: s.width),
      height: vertical.placementProposal(incoming: p.height, size: s.height))
    try placeAligned(tree.child(index), alignment, in: s, origin, childProposal)
  }

  /// S5.3: the child sits at (leading, top) with the inset proposal.
  private mutating func placePadding(_ index: Int, _ origin: Point, _ p: ProposedSize) throws(LayoutError) {
    guard case .padding(let insets) = tree.node(index).kind else { preconditionFailure() }
    let childOrigin = Self.offset(origin, insets.leading, insets.top)
    try place(tree.child(index), at: childOrigin, Self.paddingChildProposal(insets, p))
  }

  /// S5.4, S5.5, S5.6: the child sits at (0, 0) with the modifier's child proposal. (For aspectRatio the
  /// child's answer is the modifier's size, so centring it is an offset of 0.)
  private mutating func placeAtOrigin(_ index: Int, _ origin: Point, _ p: ProposedSize) throws(LayoutError) {
    let childProposal: ProposedSize
    switch tree.node(index).kind {
    case .fixedSize(let horizontal, let vertical):
      childProposal = Self.fixedSizeChildProposal(horizontal, vertical, p)
    case .aspectRatio:
      childProposal = try aspectRatioChildProposal(index, p)
    case .scroll(let axes):
      childProposal = Self.scrollChildProposal(axes, p)
    default:
      preconditionFailure("not a fixedSize, aspectRatio or scroll")
    }
    try place(tree.child(index), at: Self.offset(origin, 0, 0), childProposal)
  }
}
