extension LayoutPass {
  /// Places the children of `node`, which was proposed `p` and answered `size` (S1.1), recording
  /// each child's frame relative to `node` and placing it in turn.
  ///
  /// A node placed with exactly the proposal of its previous placement has, by construction, the same
  /// children frames as then, so its whole subtree is skipped: in a resize sweep only the parts of the
  /// tree whose proposals changed are walked.
  @inline(__always)
  mutating func place(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    // Leaves have nothing to place (checked here, inline, at every call site, from the kind alone).
    if tree.kinds[node].isLeaf { return }
    try placeContainer(node, Int(tree.childStart[node]), Int(tree.childStart[node + 1]), p, size)
  }

  /// `place` for a node with children (or a grid).
  @inline(never)
  private mutating func placeContainer(_ node: Int, _ start: Int, _ end: Int, _ p: Proposal, _ size: Size)
    throws(LayoutError)
  {
    let widthKey = Proposal.key(p.width)
    let heightKey = Proposal.key(p.height)
    // A subtree that reads its container is placed every time: its placement key would need the container.
    let reusable = !tree.containerDependent[node]
    if reusable && placedWidthKey[node] == widthKey && placedHeightKey[node] == heightKey {
      statistics.placementsReused += 1
      reusedInPass[node] = pass
      return
    }
    placedWidthKey[node] = LayoutPass.noKey
    statistics.placements += 1
    try placeChildren(node, start, end, p, size)
    if reusable {
      placedWidthKey[node] = widthKey
      placedHeightKey[node] = heightKey
    }
  }

  @inline(never)
  private mutating func placeChildren(_ node: Int, _ start: Int, _ end: Int, _ p: Proposal, _ size: Size)
    throws(LayoutError)
  {
    switch tree.kinds[node] {
    case .fixed, .flexible, .text, .measured, .spacer:
      return
    case .hstack, .vstack:
      try placeStack(node, start, end, p, size, axis: tree.kinds[node] == .hstack ? .horizontal : .vertical)
    case .zstack:
      try placeZStack(node, start, end, size)
    case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame:
      try placeModifier(node, p, size)
    case .flow:
      try placeFlow(node, start, end, p, size)
    case .grid:
      try placeGrid(node, start, end, p)
    case .viewThatFits:
      try placeChosen(node, try viewThatFitsChoice(node, p), p)
    case .buckets:
      try placeChosen(node, bucketsChoice(node, p), p)
    case .split:
      try placeSplit(node, start, p, size)
    }
  }

  /// S4.2: every child is proposed the final size and aligned inside it.
  @inline(never)
  private mutating func placeZStack(_ node: Int, _ start: Int, _ end: Int, _ size: Size) throws(LayoutError) {
    let parameters = tree.params[node]
    let proposal = Proposal(width: size.width, height: size.height)
    for slot in start..<end {
      try placeAligned(Int(tree.childList[slot]), proposal, in: size, parameters)
    }
  }

  /// Places the single child of a modifier (S5, S13): aligned inside the modifier's size for frames,
  /// aspect ratios and container-relative frames, at a fixed offset for padding, fixedSize and scroll.
  @inline(never)
  private mutating func placeModifier(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    let parameters = tree.params[node]
    let child = onlyChild(node)
    switch tree.kinds[node] {
    case .padding:
      try placeAt(child, paddingChildProposal(parameters, p), x: parameters.b, y: parameters.a)
    case .fixedSize:
      try placeAt(child, fixedSizeChildProposal(parameters, p), x: 0, y: 0)
    case .scroll:
      let outer = enterContainer(of: p)
      defer { container = outer }
      try placeAt(child, scrollChildProposal(parameters, p), x: 0, y: 0)
    default:
      try placeAligned(child, try alignedChildProposal(node, parameters, p, size), in: size, parameters)
    }
  }

  /// The proposal a frame, flexible frame, aspect ratio or container-relative frame places its child with.
  @inline(never)
  private mutating func alignedChildProposal(
    _ node: Int, _ parameters: NodeParameters, _ p: Proposal, _ size: Size
  ) throws(LayoutError) -> Proposal {
    switch tree.kinds[node] {
    case .frame:
      return frameChildProposal(parameters, p)
    case .flexibleFrame:
      // S5.2: the final size, except nil where the incoming proposal and the ideal were nil and the
      // size lies strictly between the minimum and the maximum.
      let width = FlexibleAxis(min: parameters.a, ideal: parameters.b, max: parameters.c)
      let height = FlexibleAxis(min: parameters.d, ideal: parameters.e, max: parameters.f)
      return Proposal(
        width: width.keepsUnspecified(incoming: p.width, size: size.width) ? .nan : size.width,
        height: height.keepsUnspecified(incoming: p.height, size: size.height) ? .nan : size.height)
    case .aspectRatio:
      return try aspectRatioChildProposal(node, parameters, p)
    default:  // .containerRelativeFrame
      let fixed = containerRelativeLengths(parameters)
      return Proposal(
        width: fixed.width.isNaN ? p.width : fixed.width, height: fixed.height.isNaN ? p.height : fixed.height)
    }
  }

  /// S3.6: sizes the children again with the placing proposal and lays them end to end.
  @inline(never)
  private mutating func placeStack(
    _ node: Int, _ start: Int, _ end: Int, _ p: Proposal, _ size: Size, axis: Axis
  ) throws(LayoutError) {
    let minorSize = size[axis.other]
    let placingMinor = p[axis.other].isNaN ? minorSize : p[axis.other]
    let placing = Proposal(p[axis], placingMinor, along: axis)
    let majorKey = Proposal.key(placing[axis])
    let minorKey = Proposal.key(placingMinor)
    let distributedMajor = axis == .horizontal ? distributedWidthKey[node] : distributedHeightKey[node]
    let distributedMinor = axis == .horizontal ? distributedHeightKey[node] : distributedWidthKey[node]
    if distributedMajor == majorKey && distributedMinor != minorKey && tree.separable[node] {
      // A separable stack's allocation along its axis does not depend on the minor proposal: only the
      // children's minor lengths need answering again.
      for slot in start..<end {
        slotMinor[slot] = try length(Int(tree.childList[slot]), axis.other, placingMinor)
      }
      if axis == .horizontal { distributedHeightKey[node] = minorKey } else { distributedWidthKey[node] = minorKey }
    } else if distributedMajor != majorKey || distributedMinor != minorKey {
      _ = try distribute(node, placing, axis: axis)
    }
    let alignment = tree.params[node].alignment(along: axis.other)
    var position = 0.0
    if tree.params[node].flags & NodeParameters.identicalLeaves != 0 {
      // Plain leaves alike: the gaps are the first child's and the second's, and leaves place nothing.
      let firstGap = tree.params[Int(tree.childList[start])].gapBefore
      let gap = end - start > 1 ? tree.params[Int(tree.childList[start + 1])].gapBefore : 0
      for slot in start..<end {
        let child = Int(tree.childList[slot])
        position = position + (slot == start ? firstGap : gap)
        let offset = alignment.offset(child: slotMinor[slot], in: minorSize)
        placed[child] =
          axis == .horizontal
          ? Rect(x: position, y: offset, width: slotMajor[slot], height: slotMinor[slot])
          : Rect(x: offset, y: position, width: slotMinor[slot], height: slotMajor[slot])
        position = position + slotMajor[slot]
      }
      return
    }
    for slot in start..<end {
      let child = Int(tree.childList[slot])
      position = position + tree.params[child].gapBefore
      let childSize = Size(slotMajor[slot], slotMinor[slot], along: axis)
      let offset = alignment.offset(child: slotMinor[slot], in: minorSize)
      placed[child] =
        axis == .horizontal
        ? Rect(x: position, y: offset, width: childSize.width, height: childSize.height)
        : Rect(x: offset, y: position, width: childSize.width, height: childSize.height)
      position = position + slotMajor[slot]
      try place(child, Proposal(slotProposal[slot], placingMinor, along: axis), childSize)
    }
  }

  /// Sizes `child` for `proposal`, aligns it inside `space` by the parent's alignment, and places it.
  @inline(never)
  private mutating func placeAligned(
    _ child: Int, _ proposal: Proposal, in space: Size, _ parameters: NodeParameters
  ) throws(LayoutError) {
    let childSize = try size(child, proposal)
    placed[child] = Rect(
      origin: Point(
        x: parameters.horizontalAlignment.offset(child: childSize.width, in: space.width),
        y: parameters.verticalAlignment.offset(child: childSize.height, in: space.height)),
      size: childSize)
    try place(child, proposal, childSize)
  }

  /// Sizes `child` for `proposal`, puts it at (`x`, `y`) in its parent, and places it.
  @inline(never)
  private mutating func placeAt(_ child: Int, _ proposal: Proposal, x: Double, y: Double) throws(LayoutError) {
    let childSize = try size(child, proposal)
    placed[child] = Rect(origin: Point(x: x, y: y), size: childSize)
    try place(child, proposal, childSize)
  }
}
