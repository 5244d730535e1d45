/// The facts of a tree that do not depend on a proposal, derived from the nodes' fields and the tree's shape:
/// effective priorities (S3.2), spacer orientations (S2.5), a stack's gaps (S3.1) and flags, which nodes are
/// separable and depend on their container, which cache each node gets, and the constant lengths of separable
/// subtrees.
///
/// Every fact of a node is a function of its own fields, its children's facts and (for a spacer's orientation)
/// its ancestors. ``refreshFacts(_:)`` recomputes one node's; a compiled tree calls it once per node in
/// postorder, and a live tree calls it for the nodes an edit touched and then for their ancestors while
/// something their parents read changed. Both read the same functions, so an edited tree has exactly the
/// facts a freshly compiled one has.
extension LayoutArena {
  /// What a refresh changed, which decides what else must be refreshed or recomputed.
  struct FactChanges: OptionSet {
    let rawValue: UInt8
    /// Something the parent's facts read: the effective priority, separability, container dependence, the
    /// constant lengths or the cache class (a parent's own cache class reads its child's kind).
    static let parentFacts = FactChanges(rawValue: 1)
    /// The node's own answers may differ for the same proposals (a stack's gaps or flags, a cache moved).
    static let answers = FactChanges(rawValue: 2)
  }

  // MARK: Context from above

  /// S2.5 (D9): the axis of the nearest stack enclosing `node`, seen through the one-child modifiers that pass
  /// it (``KindDescriptor/passesStackAxis``); `nil` outside any stack.
  func enclosingStackAxis(of node: Int) -> Axis? {
    var current = node
    while true {
      let parent = Int(parents[current])
      guard parent >= 0 else { return nil }
      let descriptor = kinds[parent].descriptor
      if case .stack(let axis) = descriptor.role { return axis }
      // S20.5: a custom layout's stack orientation, if it declares one.
      if descriptor.role == .custom { return customLayout(parent).stackOrientation }
      // A decoration passes the axis to its primary only (S15.1): its content sees no stack.
      guard descriptor.passesStackAxis, descriptor.family != .decorated || child(parent, 0) == current else {
        return nil
      }
      current = parent
    }
  }

  /// Sets a spacer's orientation from its enclosing stack (S2.5); returns whether it changed.
  @discardableResult
  func orientSpacer(_ node: Int) -> Bool {
    guard kinds[node].descriptor.readsStackAxis else { return false }
    let orientation: UInt8
    switch enclosingStackAxis(of: node) {
    case .horizontal?: orientation = 1
    case .vertical?: orientation = 2
    case nil: orientation = 0
    }
    if flags[node] == orientation { return false }
    flags[node] = orientation
    return true
  }

  /// The spacers whose orientation reads `node`'s kind: the spacer at the end of each chain of axis-passing
  /// modifiers that starts at one of `node`'s children (or at `node` itself when `includingSelf`).
  func spacersBelow(_ node: Int, includingSelf: Bool, _ body: (Int) -> Void) {
    func follow(_ start: Int) {
      var current = start
      while true {
        if kinds[current].descriptor.readsStackAxis {
          body(current)
          return
        }
        guard kinds[current].descriptor.passesStackAxis, childCount[current] > 0 else { return }
        current = onlyChild(current)
      }
    }
    if includingSelf {
      follow(node)
    } else {
      for slot in slots(of: node) { follow(Int(childList[slot])) }
    }
  }

  /// The stack whose gaps read `node`'s spacer edges: its parent stack, reached through axis-passing
  /// modifiers, or -1.
  func stackReadingEdges(of node: Int) -> Int {
    var current = node
    while true {
      let parent = Int(parents[current])
      guard parent >= 0 else { return -1 }
      let kind = kinds[parent]
      if kind == .hstack || kind == .vstack { return parent }
      guard kind.descriptor.passesStackAxis else { return -1 }
      current = parent
    }
  }

  /// S3.1 (D9): whether `node` has a spacer edge at its start and at its end along a stack's `axis`. A spacer
  /// has both; an axis-passing modifier passes its child's on, except that a padding with a non-zero inset on
  /// a side removes that side and a frame constraining `axis` (a container-relative frame sizing it) removes
  /// both.
  func spacerEdges(of node: Int, along axis: Axis) -> (start: Bool, end: Bool) {
    var current = node
    var start = true
    var end = true
    while true {
      switch kinds[current].descriptor.role {
      case .leaf(.spacer):
        return (start, end)
      case .modifier(let modifier):
        // Each modifier says which of its child's edges it keeps (Layouts/Modifiers).
        let kept = spacerEdgesKept(by: current, modifier, along: axis)
        start = start && kept.start
        end = end && kept.end
        if !start && !end { return (false, false) }
      case .decoration(.background), .decoration(.overlay):
        break  // S15.1: the primary's edges (the walk goes on to the first child)
      case .leaf, .stack, .zstack, .flow, .grid, .selector, .split, .decoration(.safeAreaInset), .custom:
        return (false, false)
      }
      guard childCount[current] > 0 else { return (false, false) }
      current = onlyChild(current)
    }
  }

  // MARK: Refreshing one node

  /// S3.2: `node`'s effective priority from its own and its children's fields (its only child's, when its kind
  /// defaults to its child's).
  func effectivePriority(_ node: Int) -> Double {
    if let own = explicitPriorities[Int32(node)], !own.isNaN { return own }
    switch kinds[node].descriptor.defaultPriority {
    case .zero: return 0
    case .lowest: return -.infinity
    case .child: return childCount[node] > 0 ? priorities[onlyChild(node)] : 0
    }
  }

  /// S13: whether `node`'s answers depend on its container: it is a container-relative frame or a child's are.
  func derivesContainerDependence(_ node: Int) -> Bool {
    if kinds[node] == .containerRelativeFrame { return true }
    for slot in slots(of: node) where isContainerDependent(Int(childList[slot])) { return true }
    return false
  }

  /// Recomputes the derived facts of `node` from its own fields and its children's facts, and says what
  /// changed. The children's facts must be up to date; a spacer's orientation is set by ``orientSpacer(_:)``.
  func refreshFacts(_ node: Int) -> FactChanges {
    var changes: FactChanges = []
    let kind = kinds[node]

    // S3.2: the effective priority.
    let priority = effectivePriority(node)
    if priorities[node].bitPattern != priority.bitPattern {
      priorities[node] = priority
      changes.insert(.parentFacts)
    }

    // S3.1: a stack's gaps, its internal spacing and its flags; a flow's alike items.
    let descriptor = kind.descriptor
    switch descriptor.role {
    case .stack(let axis):
      if refreshStackFacts(node, axis: axis) { changes.insert(.answers) }
    case .flow:
      let flagBits: UInt8 = childrenAreAlikeLeaves(node) ? NodeFlags.identicalLeaves : 0
      if flags[node] != flagBits {
        flags[node] = flagBits
        changes.insert(.answers)
      }
    case .leaf, .zstack, .modifier, .grid, .selector, .split, .decoration, .custom:
      break
    }

    // S19.2: the explicit guide values the node may pass up. A stack or zstack that aligns by them is sized
    // from them too, so it is not separable.
    let mask = computeGuideMask(node)
    if guideMasks[node] != mask {
      guideMasks[node] = mask
      changes.insert(.parentFacts)
    }
    var guided = false
    switch descriptor.role {
    case .stack: guided = flags[node] & NodeFlags.alignsByGuides != 0
    case .zstack:
      let bits: UInt8 =
        (alignsByGuides(node, .horizontal) ? NodeFlags.zstackGuidedHorizontally : 0)
        | (alignsByGuides(node, .vertical) ? NodeFlags.zstackGuidedVertically : 0)
      if flags[node] != bits {
        flags[node] = bits
        changes.insert(.answers)
      }
      guided = bits != 0
    case .leaf, .modifier, .flow, .grid, .selector, .split, .decoration, .custom: break
    }

    // Separability and container dependence (S13), from the children.
    let dependent = derivesContainerDependence(node)
    var childrenSeparable = true
    for slot in slots(of: node) where !isSeparable(Int(childList[slot])) { childrenSeparable = false }
    let separable: Bool
    switch descriptor.separability {
    case .always: separable = true
    case .whenChildrenAre: separable = childrenSeparable && !dependent && !guided
    case .never: separable = false
    }
    var newTraits = traits[node].intersection(.axisSlot)
    if separable { newTraits.insert(.separable) }
    if dependent { newTraits.insert(.containerDependent) }
    if traits[node] != newTraits {
      if traits[node].contains(.containerDependent) != dependent {
        containerDependentNodeCount += dependent ? 1 : -1
      }
      traits[node] = newTraits
      changes.formUnion([.parentFacts, .answers])
    }

    // The cache the node gets: none for plain leaves and separable modifiers of plain leaves (cheaper to
    // recompute than to look up), per-axis for other separable nodes, two-dimensional for the rest.
    let wantsAxisSlot: Bool
    let wantsSizeSlot: Bool
    if descriptor.separability == .always {
      (wantsAxisSlot, wantsSizeSlot) = (false, false)
    } else if separable {
      let ofPlainLeaf =
        descriptor.family == .modifier && childCount[node] > 0 && kinds[onlyChild(node)].isPlainLeaf
      (wantsAxisSlot, wantsSizeSlot) = (!ofPlainLeaf, false)
    } else {
      (wantsAxisSlot, wantsSizeSlot) = (false, true)
    }
    // A new slot holds nothing of the node's: its parent cannot rely on the old answers being kept.
    if assignCacheSlot(node, axis: wantsAxisSlot, size: wantsSizeSlot) { changes.formUnion([.answers, .parentFacts]) }

    // Constant lengths of separable subtrees: read by the parent's constant and by the passes. A node without a
    // cache computes its constant from its fields when asked, so any refresh of it may change what its parent
    // stored.
    if separable && !wantsAxisSlot && !wantsSizeSlot { changes.insert(.parentFacts) }
    if wantsAxisSlot {
      let container = Int(containerIndex[node])
      for axis in [Axis.horizontal, .vertical] {
        let index = 2 &* container &+ (axis == .horizontal ? 0 : 1)
        let constant = computeConstantLength(node, along: axis)
        if axisConstants[index].bitPattern != constant.bitPattern {
          axisConstants[index] = constant
          changes.insert(.parentFacts)
        }
      }
    }
    return changes
  }

  /// Gives `node` the cache it needs, releasing the one it had; returns whether its slot changed.
  private func assignCacheSlot(_ node: Int, axis: Bool, size: Bool) -> Bool {
    let current = cacheSlots[node]
    let hasAxis = current >= 0 && traits[node].contains(.axisSlot)
    let hasSize = current >= 0 && !traits[node].contains(.axisSlot)
    if hasAxis == axis && hasSize == size { return false }
    if hasAxis { axisSlots.release(current) }
    if hasSize { sizeSlots.release(current) }
    traits[node].remove(.axisSlot)
    if axis {
      cacheSlots[node] = axisSlots.allocate()
      traits[node].insert(.axisSlot)
    } else if size {
      cacheSlots[node] = sizeSlots.allocate()
    } else {
      cacheSlots[node] = -1
    }
    return true
  }

  /// S3.1: sets the gaps before a stack's children, its internal spacing and its flags; returns whether any
  /// changed.
  private func refreshStackFacts(_ node: Int, axis: Axis) -> Bool {
    var changed = false
    let spacing = stackSpacing(node)
    var previousEnd = false
    var internalSpacing = 0.0
    let range = slots(of: node)
    for slot in range {
      let child = Int(childList[slot])
      let edges = spacing.isNaN ? spacerEdges(of: child, along: axis) : (start: false, end: false)
      var gap = 0.0
      if slot > range.lowerBound {
        gap = spacing.isNaN ? ((previousEnd || edges.start) ? 0 : 8) : spacing
        internalSpacing = internalSpacing + gap
      }
      if gapsBefore[child].bitPattern != gap.bitPattern {
        gapsBefore[child] = gap
        changed = true
      }
      previousEnd = edges.end
    }
    let internalIndex = Int(recordStart[node]) + 1
    if values[internalIndex].bitPattern != internalSpacing.bitPattern {
      values[internalIndex] = internalSpacing
      changed = true
    }
    let flagBits = derivedStackFlags(node, axis: axis)
    if flags[node] != flagBits {
      flags[node] = flagBits
      changed = true
    }
    largestChildCount = Swift.max(largestChildCount, range.count)
    return changed
  }

  /// A stack's flags (``NodeFlags``) from its fields and its children's facts.
  func derivedStackFlags(_ node: Int, axis: Axis) -> UInt8 {
    let range = slots(of: node)
    let firstPriority = range.first.map { priorities[Int(childList[$0])] } ?? 0
    var uniform = true
    var leaves = true
    for slot in range {
      let child = Int(childList[slot])
      if slot > range.lowerBound { uniform = uniform && priorities[child] == firstPriority }
      leaves = leaves && kinds[child].isLeaf
    }
    var flagBits: UInt8 = uniform ? NodeFlags.uniformPriority : 0
    if childrenAreAlikeLeaves(node) { flagBits |= NodeFlags.identicalLeaves }
    if alignsByGuides(node, axis.other) { flagBits |= NodeFlags.alignsByGuides }
    if leaves { flagBits |= NodeFlags.childrenAreLeaves }
    return flagBits
  }

  /// Whether a stack's or flow's children are fixed, flexible or spacer leaves of one kind with the same record
  /// (their gaps aside), so that they answer alike.
  private func childrenAreAlikeLeaves(_ node: Int) -> Bool {
    let range = slots(of: node)
    guard let firstSlot = range.first else { return false }
    let first = Int(childList[firstSlot])
    guard kinds[first].isPlainLeaf else { return false }
    for slot in range.dropFirst() where !sameLeaf(first, Int(childList[slot])) { return false }
    return true
  }

  // MARK: Constant lengths

  /// The length of separable `node` along `axis` when no proposal can change it, else NaN: the stored value
  /// for nodes with a per-axis cache, computed for plain leaves and their modifiers, NaN for the others.
  func constantLength(of node: Int, along axis: Axis) -> Double {
    guard isSeparable(node) else { return .nan }
    if traits[node].contains(.axisSlot) {
      return axisConstants[2 &* Int(containerIndex[node]) &+ (axis == .horizontal ? 0 : 1)]
    }
    return computeConstantLength(node, along: axis)
  }

  /// The constant length of separable `node` from its own fields and its children's constants, with the
  /// sizing code's own operations in its order (so it is bit for bit what a pass would compute); NaN where
  /// the length varies.
  func computeConstantLength(_ node: Int, along axis: Axis) -> Double {
    switch kinds[node].descriptor.role {
    case .leaf:
      return kinds[node].isPlainLeaf ? plainLeafConstant(node, along: axis) : .nan
    case .stack:
      return stackConstant(node, along: axis)
    case .zstack:
      return zstackConstant(node, along: axis)
    case .modifier(let modifier):
      // A live tree refreshes a modifier before its child arrives; it is not laid out until then.
      return childCount[node] > 0 ? modifierConstant(node, modifier, along: axis) : .nan
    case .decoration(let decoration):
      return childCount[node] > 0 ? decorationConstant(node, decoration, along: axis) : .nan
    case .flow, .grid, .selector, .split, .custom:
      return .nan
    }
  }
}

extension NodeKind {
  /// Fixed, flexible and spacer leaves: their answers need nothing but their record.
  @inline(__always)
  var isPlainLeaf: Bool {
    // The descriptor's fact (``KindDescriptor/isPlainLeaf``) written as one bit test: reading it through the
    // role costs two table lookups in the passes' hottest loops. KindReachTests checks the two agree.
    Self.plainLeaves & (1 << UInt64(rawValue)) != 0
  }

  /// The plain leaves as bits by raw value (fixed, flexible, spacer: the plain leaves' code switches over
  /// `LeafKind`). Computed from constants, so the optimiser folds it (a stored static would be a lazy global).
  @inline(__always)
  private static var plainLeaves: UInt64 {
    1 << UInt64(NodeKind.fixed.rawValue) | 1 << UInt64(NodeKind.flexible.rawValue)
      | 1 << UInt64(NodeKind.spacer.rawValue)
  }

  /// The kinds without children.
  @inline(__always)
  var isLeaf: Bool { descriptor.family == .leaf }
}
