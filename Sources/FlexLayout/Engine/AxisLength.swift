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
      return Self.simpleLeafLength(kind, tree.params[node], axis, value)
    }
    let slot = Int(tree.cacheSlots[node])
    // Without a slot, a separable node that is not a plain leaf is a modifier of one (see `TreeCompiler`).
    if slot < 0 { return modifierOfLeafLength(node, axis, value) }
    let constant = tree.axisConstants[slot &* 2 &+ (axis == .horizontal ? 0 : 1)]
    if !constant.isNaN {
      statistics.cacheHits += 1
      return constant
    }
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
  static func simpleLeafLength(
    _ kind: CompiledKind, _ parameters: NodeParameters, _ axis: Axis, _ v: Double
  ) -> Double {
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
    switch tree.kinds[node] {
    case .fixed, .flexible, .spacer:
      return Self.simpleLeafLength(tree.kinds[node], tree.params[node], axis, v)
    case .hstack, .vstack:
      let major: Axis = tree.kinds[node] == .hstack ? .horizontal : .vertical
      if axis == major {
        return try distribute(node, Proposal(v, .nan, along: major), axis: major, majorOnly: true)[major]
      }
      // S3.5: the minor size is the largest child's minor answer, which depends only on the minor proposal.
      // The answers are also the slots' minor answers for this minor proposal: placement reuses them.
      setDistributedKey(node, along: axis, LayoutPass.noKey)
      var largest = 0.0
      for slot in Int(tree.childStart[node])..<Int(tree.childStart[node + 1]) {
        let answer = try length(Int(tree.childList[slot]), axis, v)
        slotMinor[slot] = answer
        largest = Swift.max(largest, answer)
      }
      setDistributedKey(node, along: axis, Proposal.key(v))
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
    case .frame, .flexibleFrame, .padding, .fixedSize, .scroll:
      let step = tree.modifierStep(node, axis, v)
      if !step.answer.isNaN { return step.answer }
      let child = try length(onlyChild(node), axis, step.childProposal)
      return tree.modifierLength(node, axis, v, step.childProposal, child: child)
    case .text, .measured, .aspectRatio, .flow, .grid, .viewThatFits, .buckets, .split, .containerRelativeFrame:
      preconditionFailure("only separable nodes are sized one axis at a time")
    }
  }

  /// A frame, flexible frame, padding, fixedSize or scroll whose child is a fixed, flexible or spacer
  /// leaf: computed in one small call, without the recursion's cost (nothing below can throw).
  @inline(never)
  private mutating func modifierOfLeafLength(_ node: Int, _ axis: Axis, _ v: Double) -> Double {
    statistics.sizeComputations += 2
    let step = tree.modifierStep(node, axis, v)
    if !step.answer.isNaN { return step.answer }
    let child = onlyChild(node)
    let childLength = Self.simpleLeafLength(tree.kinds[child], tree.params[child], axis, step.childProposal)
    return tree.modifierLength(node, axis, v, step.childProposal, child: childLength)
  }
}

// Methods of the (immutable) tree, not of the pass: calling them never copies the pass's state.
extension CompiledTree {

  /// S5.1–S5.6 along one axis for the separable modifiers, first half: the modifier's length when its
  /// child need not be asked (`answer`, else NaN), and the length to propose to the child.
  @inline(__always)
  func modifierStep(_ node: Int, _ axis: Axis, _ v: Double) -> (answer: Double, childProposal: Double) {
    let parameters = params[node]
    let horizontal = axis == .horizontal
    switch kinds[node] {
    case .frame:
      return (horizontal ? parameters.a : parameters.b, v)
    case .flexibleFrame:
      let constraints = flexibleAxis(parameters, axis)
      let decided = constraints.decided(v)
      return (decided, decided.isNaN ? constraints.childProposal(v) : .nan)
    case .padding:
      let insets = horizontal ? parameters.b + parameters.d : parameters.a + parameters.c
      return (.nan, v.isNaN ? Double.nan : Swift.max(v - insets, 0))
    default:  // .fixedSize, .scroll: nil on the fixed (scrolling) axes
      return (.nan, parameters.flags & (horizontal ? 1 : 2) != 0 ? .nan : v)
    }
  }

  /// Second half: the modifier's length from its child's length `child` for the proposal `q`.
  @inline(__always)
  func modifierLength(_ node: Int, _ axis: Axis, _ v: Double, _ q: Double, child: Double) -> Double {
    let parameters = params[node]
    switch kinds[node] {
    case .flexibleFrame:
      return flexibleAxis(parameters, axis).resolve(child, q)
    case .padding:
      let insets = axis == .horizontal ? parameters.b + parameters.d : parameters.a + parameters.c
      return Swift.max(child + insets, 0)
    case .scroll:
      return v.isNaN ? child : v
    default:  // .frame, .fixedSize
      return child
    }
  }

  @inline(__always)
  private func flexibleAxis(_ parameters: NodeParameters, _ axis: Axis) -> FlexibleAxis {
    axis == .horizontal
      ? FlexibleAxis(min: parameters.a, ideal: parameters.b, max: parameters.c)
      : FlexibleAxis(min: parameters.d, ideal: parameters.e, max: parameters.f)
  }
}
