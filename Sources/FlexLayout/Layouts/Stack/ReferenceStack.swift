/// How a stack sized its children for one proposal: what each child was proposed and answered, the gaps,
/// and the stack's own size (S3).
struct ReferenceStackArrangement {
  /// Per child in source order: the proposal it got.
  var proposals: [ProposedSize] = []
  /// Per child in source order: its answer to that proposal.
  var sizes: [Size] = []
  /// Per child in source order: the gap before it (0 for the first).
  var gaps: [Double] = []
  /// The stack's size.
  var size: Size = .zero
}

extension ReferencePass {
  // MARK: - S3 Stacks

  /// S3: the size of an hstack or a vstack.
  mutating func stackSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    try arrangeStack(index, p).size
  }

  /// The axis and spacing of the stack at `index` (reached through the `.stack` role only).
  func stackAxisAndSpacing(_ index: Int) -> (axis: Axis, spacing: Double?) {
    let kind = tree.node(index).kind
    if case .hstack(let spacing, _) = kind { return (.horizontal, spacing) }
    guard case .vstack(let spacing, _) = kind else { preconditionFailure("not a stack") }
    return (.vertical, spacing)
  }

  /// S3.3–S3.5 and S3.7: sizes the children of the stack at `index` along its axis for `p`.
  mutating func arrangeStack(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> ReferenceStackArrangement {
    let children = tree.children(index)
    var arrangement = ReferenceStackArrangement()
    if children.isEmpty { return arrangement }  // S3.7: (0, 0)
    let (axis, spacing) = stackAxisAndSpacing(index)
    arrangement.gaps = tree.gaps(ofStack: index, axis: axis, spacing: spacing)
    let minor = p[axis.other]
    if let major = p[axis] {
      try distribute(children, gaps: arrangement.gaps, major: major, minor: minor, axis: axis, &arrangement)
    } else {
      // S3.3: every child is proposed (nil, p_minor).
      for child in children {
        let proposal = ProposedSize(nil, minor, along: axis)
        arrangement.proposals.append(proposal)
        arrangement.sizes.append(try size(child, proposal))
      }
    }
    // S3.5: the running position gives the major size; the minor size is the largest child's.
    var pos = 0.0
    var minorSize = 0.0
    for position in children.indices {
      if position > 0 { pos = pos + arrangement.gaps[position] }
      pos = pos + arrangement.sizes[position][axis]
      minorSize = Swift.max(minorSize, arrangement.sizes[position][axis.other])
    }
    // S19.3: lined up by their guide values, the children may span more than the largest.
    let across = try alignedOffsets(children, arrangement.proposals, arrangement.sizes, stackGuide(index), 0, nil)
    if across.union != minorSize { minorSize = across.union }
    arrangement.size = Size(Swift.max(pos, 0), minorSize, along: axis)
    return arrangement
  }

  /// S3.4: a concrete major proposal (finite or ∞) is handed out group by group in fitting order.
  private mutating func distribute(
    _ children: [Int], gaps: [Double], major: Double, minor: Double?, axis: Axis,
    _ arrangement: inout ReferenceStackArrangement
  ) throws(LayoutError) {
    let count = children.count
    // S3.4.1: probe each child's minimum and maximum length along the axis.
    var minimums = [Double](repeating: 0, count: count)
    var flexibilities = [Double](repeating: 0, count: count)
    var priorities = [Double](repeating: 0, count: count)
    for position in 0..<count {
      let child = children[position]
      minimums[position] = try size(child, ProposedSize(0, minor, along: axis))[axis]
      let maximum = try size(child, ProposedSize(.infinity, minor, along: axis))[axis]
      let flexibility = maximum - minimums[position]
      flexibilities[position] = flexibility.isNaN ? .infinity : flexibility  // ∞ − ∞ counts as ∞
      priorities[position] = ReferenceTree.priority(of: tree.node(child))  // S3.2
    }
    // S3.4.2: the fitting order, by the key (−priority, flex, flex == ∞ ? −min : 0, index) ascending.
    func key(_ position: Int) -> (Double, Double, Double, Int) {
      let flexibility = flexibilities[position]
      return (-priorities[position], flexibility, flexibility == .infinity ? -minimums[position] : 0, position)
    }
    let order = (0..<count).sorted { key($0) < key($1) }

    // S3.4.3: reserve the minimums of every child outside the first group. Every update of `available`
    // keeps the old value when the result is NaN (∞ − ∞), so no proposal is ever NaN.
    var internalSpacing = 0.0
    for position in 1..<count { internalSpacing = internalSpacing + gaps[position] }
    var available = major - internalSpacing
    func update(_ next: Double) {
      if !next.isNaN { available = next }
    }
    let firstPriority = priorities[order[0]]
    for position in order where priorities[position] != firstPriority {
      update(available - minimums[position])
    }

    // S3.4.4: each group in order gets its own minimums back, then shares what is available.
    var proposals = [ProposedSize](repeating: .unspecified, count: count)
    var sizes = [Size](repeating: .zero, count: count)
    var groupStart = 0
    while groupStart < count {
      let groupPriority = priorities[order[groupStart]]
      var groupEnd = groupStart + 1
      while groupEnd < count && priorities[order[groupEnd]] == groupPriority { groupEnd += 1 }
      if groupStart > 0 {
        for position in order[groupStart..<groupEnd] { update(available + minimums[position]) }
      }
      for rank in groupStart..<groupEnd {
        let position = order[rank]
        let remaining = groupEnd - rank  // r: children of the group not yet sized
        let proposal = ProposedSize(Swift.max(available / Double(remaining), 0), minor, along: axis)
        let answer = try size(children[position], proposal)
        proposals[position] = proposal
        sizes[position] = answer
        update(available - answer[axis])
      }
      groupStart = groupEnd
    }
    arrangement.proposals = proposals
    arrangement.sizes = sizes
  }

  /// S3.6: sizing runs again with `(p_major, p_minor ?? S_minor)`; each child sits at the running
  /// position along the axis and is aligned across it inside the stack's size `s`.
  mutating func placeStack(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size)
    throws(LayoutError)
  {
    let (axis, _) = stackAxisAndSpacing(index)
    let children = tree.children(index)
    let placing = ProposedSize(p[axis], p[axis.other] ?? s[axis.other], along: axis)
    let arrangement = try arrangeStack(index, placing)
    // S19.3: across the axis, lined up by the stack's guide (the plain fraction when no child deviates).
    let across = try alignedOffsets(
      children, arrangement.proposals, arrangement.sizes, stackGuide(index), s[axis.other], nil)
    var pos = 0.0
    for position in children.indices {
      if position > 0 { pos = pos + arrangement.gaps[position] }
      let childSize = arrangement.sizes[position]
      let minorOffset = across.offsets[position]
      let dx = axis == .horizontal ? pos : minorOffset
      let dy = axis == .horizontal ? minorOffset : pos
      try place(children[position], at: Self.offset(origin, dx, dy), arrangement.proposals[position])
      pos = pos + childSize[axis]
    }
  }
}
