/// Sizing of separable nodes one axis at a time (see `LayoutTree.separable`).
///
/// For a separable node, `size(node, (w, h))` is `(length(node, .horizontal, w), length(node, .vertical,
/// h))`, and each length is computed with the same operations, in the same order, as the two-dimensional
/// rules of Docs/Semantics.md — only without the other axis, which cannot change it. So the answers are
/// bit for bit the ones the full computation gives, and an answer along one axis is reused for every
/// proposal that shares that axis's length.
extension LayoutPass {
  static let separableOrderKey = UInt64.max - 1

  /// The length of separable `node` along `axis` for the proposed length `value` (NaN: unspecified).
  @inline(__always)
  mutating func length(_ node: Int, _ axis: Axis, _ value: Double) throws(LayoutError) -> Double {
    let kind = tree.kinds[node]
    if kind.isSimpleLeaf {
      statistics.sizeComputations += 1
      return simpleLeafLength(kind, tree.params[node], axis, value)
    }
    let slot = Int(tree.cacheSlots[node])
    if slot < 0 { return try computeLength(node, axis, value) }
    let key = Proposal.key(value)
    if let hit = axisCache.lookup(slot, axis, key) {
      statistics.cacheHits += 1
      return hit
    }
    let answer = try computeLength(node, axis, value)
    axisCache.store(slot, axis, key, answer)
    return answer
  }

  /// S2.1, S2.2, S2.5 along one axis: a fixed, flexible or spacer leaf's length for the proposed `v`.
  @inline(__always)
  func simpleLeafLength(_ kind: CompiledKind, _ parameters: NodeParameters, _ axis: Axis, _ v: Double) -> Double {
    let horizontal = axis == .horizontal
    switch kind {
    case .fixed:
      return horizontal ? parameters.a : parameters.b
    case .flexible:
      if horizontal { return v.isNaN ? parameters.b : Swift.min(Swift.max(v, parameters.a), parameters.c) }
      return v.isNaN ? parameters.e : Swift.min(Swift.max(v, parameters.d), parameters.f)
    default:
      // S2.5: along its stack's axis (or any axis outside a stack) at least minLength; 0 across.
      let oriented = parameters.flags
      if oriented != 0 && (oriented == 1) != horizontal { return 0 }
      return v.isNaN ? parameters.a : Swift.max(v, parameters.a)
    }
  }

  private mutating func computeLength(_ node: Int, _ axis: Axis, _ v: Double) throws(LayoutError) -> Double {
    statistics.sizeComputations += 1
    let parameters = tree.params[node]
    let horizontal = axis == .horizontal
    switch tree.kinds[node] {
    case .fixed, .flexible, .spacer:
      return simpleLeafLength(tree.kinds[node], parameters, axis, v)
    case .hstack, .vstack:
      let major: Axis = tree.kinds[node] == .hstack ? .horizontal : .vertical
      if axis == major {
        return try distribute(node, Proposal(v, .nan, along: major), axis: major, majorOnly: true)[major]
      }
      // S3.5: the minor size is the largest child's minor answer, which depends only on the minor proposal.
      var largest = 0.0
      for slot in Int(tree.childStart[node])..<Int(tree.childStart[node + 1]) {
        largest = Swift.max(largest, try length(Int(tree.childList[slot]), axis, v))
      }
      return largest
    case .zstack:
      // S4.1: the largest answer among the highest-priority children.
      let start = Int(tree.childStart[node])
      let end = Int(tree.childStart[node + 1])
      var top = -Double.infinity
      for slot in start..<end { top = Swift.max(top, tree.params[Int(tree.childList[slot])].priority) }
      var largest = 0.0
      for slot in start..<end where tree.params[Int(tree.childList[slot])].priority == top {
        largest = Swift.max(largest, try length(Int(tree.childList[slot]), axis, v))
      }
      return largest
    case .frame:
      let fixed = horizontal ? parameters.a : parameters.b
      return fixed.isNaN ? try length(onlyChild(node), axis, v) : fixed
    case .flexibleFrame:
      let constraints =
        horizontal
        ? FlexibleAxis(min: parameters.a, ideal: parameters.b, max: parameters.c)
        : FlexibleAxis(min: parameters.d, ideal: parameters.e, max: parameters.f)
      let decided = constraints.decided(v)
      if !decided.isNaN { return decided }
      let q = constraints.childProposal(v)
      return constraints.resolve(try length(onlyChild(node), axis, q), q)
    case .padding:
      let insets = horizontal ? parameters.b + parameters.d : parameters.a + parameters.c
      let q = v.isNaN ? Double.nan : Swift.max(v - insets, 0)
      return Swift.max(try length(onlyChild(node), axis, q) + insets, 0)
    case .fixedSize:
      let fixed = parameters.flags & (horizontal ? 1 : 2) != 0
      return try length(onlyChild(node), axis, fixed ? .nan : v)
    case .scroll:
      let scrolls = parameters.flags & (horizontal ? 1 : 2) != 0
      let c = try length(onlyChild(node), axis, scrolls ? .nan : v)
      return v.isNaN ? c : v
    case .text, .measured, .aspectRatio, .flow, .grid, .viewThatFits, .buckets, .split, .containerRelativeFrame:
      preconditionFailure("only separable nodes are sized one axis at a time")
    }
  }
}
