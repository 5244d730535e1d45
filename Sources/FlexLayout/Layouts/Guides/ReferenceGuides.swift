/// The reference reading of S19 (alignment guides): see `Guides.swift`, beside this file. Every node is asked
/// plainly, with no mask: a node that sets no value answers `nil`.
extension ReferencePass {
  // MARK: - S19.2 Explicit values

  /// The explicit value of the node at `index`, proposed `p`, for `guide`; `nil` for none (and on an axis where
  /// its size is not finite).
  mutating func explicitGuide(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize) throws(LayoutError)
    -> Double?
  {
    let key = ReferenceGuideKey(at: ReferenceKey(node: index, Self.normalized(p), container: container), guide)
    if let known = guideAnswers[key] { return known }
    // S19.2: a value that is not finite (a child placed at an infinite offset) is none.
    let answer = try computeExplicitGuide(index, guide, p).flatMap { $0.isFinite ? $0 : nil }
    guideAnswers[key] = answer
    return answer
  }

  private mutating func computeExplicitGuide(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize)
    throws(LayoutError) -> Double?
  {
    let s = try size(index, p)
    guard s[guide.axis].isFinite else { return nil }
    let kind = tree.node(index).kind
    let children = tree.children(index)
    switch kind.descriptor.explicitGuides {
    case .noValues:
      return nil
    case .own:
      return try leafBaseline(index, guide, p, s)
    case .child:
      switch kind.descriptor.role {
      case .modifier(let modifier):
        let (proposal, origin) = try modifierChild(index, modifier, p, s, drawn: false)
        guard let value = try explicitGuide(children[0], guide, proposal) else { return nil }
        return origin[guide.axis] + value
      case .decoration:
        return try explicitGuide(children[0], guide, p)  // S15.1: the primary, placed as the node
      case .leaf, .stack, .zstack, .flow, .grid, .selector, .split, .custom:
        return nil
      }
    case .childAndOwn:
      guard case .alignmentGuide(let target, let value) = kind else { return nil }
      if target == guide { return try ownGuideValue(index, children[0], value, p, s) }
      return try explicitGuide(children[0], guide, p)
    case .merged:
      if guide.customDefault == nil && Self.isEdgeOrCenter(guide) { return nil }  // never past a stack
      var merged = GuideMerge(rule: GuideMerge.Rule(guide))
      for (child, proposal, origin) in try childPlacements(index, p, s) {
        if let value = try explicitGuide(child, guide, proposal) { merged.add(origin[guide.axis] + value) }
      }
      return merged.count == 0 ? nil : merged.value
    case .shown:
      return try explicitGuide(children[try selectorChoice(index, p)], guide, p)
    case .answeredByLayout:
      return try customExplicitGuide(index, guide, p, s)
    }
  }

  /// Whether `guide` is leading, center, trailing, top, center or bottom.
  static func isEdgeOrCenter(_ guide: AlignmentGuide) -> Bool {
    switch guide {
    case .horizontal(let horizontal): return horizontal.isEdgeOrCenter
    case .vertical(let vertical): return vertical.isEdgeOrCenter
    }
  }

  /// The explicit value for `guide`, or for a custom alignment without one its default guide's.
  mutating func resolvedGuide(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize) throws(LayoutError)
    -> Double?
  {
    if let value = try explicitGuide(index, guide, p) { return value }
    guard let fallback = guide.customDefault else { return nil }
    return try resolvedGuide(index, fallback, p)
  }

  /// S19.3: the value less the guide's default for the node's length (0 without an explicit value).
  mutating func guideDeviation(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize, _ s: Size)
    throws(LayoutError) -> Double
  {
    guard let value = try resolvedGuide(index, guide, p) else { return 0 }
    return value - LayoutArena.defaultGuideValue(guide.fraction, s[guide.axis])
  }

  /// S19.1: a text's first baseline or its last kept line's (wrapped and kept for `p`, as S2.3 lays it out); a
  /// measured leaf's host answer for its size `s`.
  private func leafBaseline(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize, _ s: Size) throws(LayoutError)
    -> Double?
  {
    let last: Bool
    switch guide {
    case .vertical(.firstTextBaseline): last = false
    case .vertical(.lastTextBaseline): last = true
    case .horizontal, .vertical: return nil
    }
    let kind = tree.node(index).kind
    // Only leaves have baselines of their own (its descriptor's explicitGuides says which kinds ask here).
    guard case .leaf(let leafKind) = kind.descriptor.role else { return nil }
    switch leafKind {
    case .measured:
      guard case .measured(let leaf) = kind, let answer = leaf.baselines?(s) else { return nil }
      let value = last ? answer.last : answer.first
      if !value.isFinite { throw tree.failure(index, LayoutArena.badBaselineMessage(value, s)) }
      return value
    case .text:
      guard case .text(let text) = kind, text.hasLines else { return nil }
      let type = typeSizes[index]
      let lineHeight = text.scaledLineHeight(at: type)
      let baseline =
        text.baseline.map { text.scaledLength($0, at: type) } ?? lineHeight * TextLeaf.defaultBaselineFraction
      if !last { return baseline }
      // The last kept line's, the lines as S2.3 and S2.7 wrap and keep them for `p`.
      let kept = textLines(text, type, p).kept
      return Double(kept - 1) * lineHeight + baseline
    case .fixed, .flexible, .spacer, .divider:
      return nil  // no baselines of its own
    }
  }

  /// S19.4: an alignment guide's own value from its child's dimensions (the child answers `s` to `p`).
  private mutating func ownGuideValue(_ index: Int, _ child: Int, _ value: GuideValue, _ p: ProposedSize, _ s: Size)
    throws(LayoutError) -> Double?
  {
    switch value {
    case .guide(let read, let plus):
      let resolved = try resolvedGuide(child, read, p)
      // Not finite (it read a length that is not): none, as `explicitGuide` makes every such value (S19.4).
      return (resolved ?? LayoutArena.defaultGuideValue(read.fraction, s[read.axis])) + plus
    case .widthFraction, .heightFraction:
      return value.value(in: ViewDimensions(width: s.width, height: s.height))
    case .computed(let function):
      var explicit: [AlignmentGuide: Double] = [:]
      for guide in tree.namedGuides {
        if let found = try explicitGuide(child, guide, p) { explicit[guide] = found }
      }
      let answer = function(ViewDimensions(width: s.width, height: s.height, explicit: explicit))
      if !answer.isFinite { throw tree.failure(index, LayoutArena.badGuideMessage(answer, s)) }
      return answer
    }
  }

  // MARK: Where children sit

  /// S19.2: each child of a stack or zstack with its proposal and where it sits, as placed for `p` and `s`.
  private mutating func childPlacements(_ index: Int, _ p: ProposedSize, _ s: Size) throws(LayoutError)
    -> [(Int, ProposedSize, Point)]
  {
    let children = tree.children(index)
    if case .zstack = tree.node(index).kind {
      return try zstackOffsets(index, s).map { ($0.0, ProposedSize(s), $0.1) }
    }
    let (axis, _) = stackAxisAndSpacing(index)
    let placing = ProposedSize(p[axis], p[axis.other] ?? s[axis.other], along: axis)
    let arrangement = try arrangeStack(index, placing)
    let across = try alignedOffsets(
      children, arrangement.proposals, arrangement.sizes, stackGuide(index), s[axis.other], nil)
    var result: [(Int, ProposedSize, Point)] = []
    var pos = 0.0
    for position in children.indices {
      if position > 0 { pos = pos + arrangement.gaps[position] }
      let origin =
        axis == .horizontal
        ? Point(x: pos, y: across.offsets[position]) : Point(x: across.offsets[position], y: pos)
      result.append((children[position], arrangement.proposals[position], origin))
      pos = pos + arrangement.sizes[position][axis]
    }
    return result
  }

  // MARK: - S19.3 Aligning by guides

  /// The guide a stack aligns its children by across its axis.
  func stackGuide(_ index: Int) -> AlignmentGuide {
    let kind = tree.node(index).kind
    if case .hstack(_, let vertical) = kind { return .vertical(vertical) }
    guard case .vstack(_, let horizontal) = kind else { preconditionFailure("not a stack") }
    return .horizontal(horizontal)
  }

  /// Which of `children` have the highest layout priority among them.
  func topPriorityMask(_ children: [Int]) -> [Bool] {
    var top = -Double.infinity
    for child in children { top = Swift.max(top, ReferenceTree.priority(of: tree.node(child))) }
    return children.map { ReferenceTree.priority(of: tree.node($0)) == top }
  }

  /// S19.3: the offsets of `children` (proposed `proposals`, sized `sizes`) along `guide`'s axis in a space of
  /// length `space`, and the union of those `counted` (all when `nil`) lined up by their guide values. Each
  /// child's deviation `e` is its value less the guide's default for its length; with none, or with a child
  /// whose length is not finite, the plain rule: offset `fraction(space − length)`, union the longest.
  /// Otherwise, with `G` the largest value and `U = max(length + (G − value))`, the offset is the plain one plus
  /// `G − default(U) − e`, and the union is `U`.
  mutating func alignedOffsets(
    _ children: [Int], _ proposals: [ProposedSize], _ sizes: [Size], _ guide: AlignmentGuide, _ space: Double,
    _ counted: [Bool]?
  ) throws(LayoutError) -> (offsets: [Double], union: Double) {
    let axis = guide.axis
    let fraction = guide.fraction
    var deviations = [Double](repeating: 0, count: children.count)
    var finite = true
    for position in children.indices {
      if !sizes[position][axis].isFinite { finite = false }
      deviations[position] = try guideDeviation(children[position], guide, proposals[position], sizes[position])
    }
    let plain = sizes.map { fraction.offset(child: $0[axis], in: space) }
    if !finite || deviations.allSatisfy({ $0 == 0 }) {
      var longest = 0.0
      for position in children.indices where counted?[position] ?? true {
        longest = Swift.max(longest, sizes[position][axis])
      }
      return (plain, longest)
    }
    var largest = -Double.infinity
    for position in children.indices where counted?[position] ?? true {
      largest = Swift.max(
        largest, LayoutArena.defaultGuideValue(fraction, sizes[position][axis]) + deviations[position])
    }
    // max(length + (G − value)) rather than G + max(length − value): equal in exact arithmetic, and in floating
    // point never shorter than any child (S19.3).
    var union = -Double.infinity
    for position in children.indices where counted?[position] ?? true {
      let length = sizes[position][axis]
      union = Swift.max(
        union, length + (largest - (LayoutArena.defaultGuideValue(fraction, length) + deviations[position])))
    }
    let shift = largest - LayoutArena.defaultGuideValue(fraction, union)
    return (children.indices.map { plain[$0] + (shift - deviations[$0]) }, union)
  }

  /// S19.3 for a frame's child (and a background's content): the plain offset less the child's deviation.
  mutating func alignedOrigin(_ child: Int, _ alignment: Alignment, in space: Size, _ proposal: ProposedSize)
    throws(LayoutError) -> Point
  {
    let c = try size(child, proposal)
    var x = alignment.horizontal.axisAlignment.offset(child: c.width, in: space.width)
    var y = alignment.vertical.axisAlignment.offset(child: c.height, in: space.height)
    if space.width.isFinite { x = x - (try guideDeviation(child, .horizontal(alignment.horizontal), proposal, c)) }
    if space.height.isFinite { y = y - (try guideDeviation(child, .vertical(alignment.vertical), proposal, c)) }
    return Point(x: x, y: y)
  }
}

/// The key of a node's explicit value for a guide in the reference solver.
struct ReferenceGuideKey: Hashable {
  var at: ReferenceKey
  var guide: AlignmentGuide

  init(at: ReferenceKey, _ guide: AlignmentGuide) {
    self.at = at
    self.guide = guide
  }
}
