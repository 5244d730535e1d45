/// HStack and VStack (Docs/Semantics.md S3): the fitting order, the distribution of the major length, the
/// stack's size and length along one axis, its placement, and its constant lengths.
/// The reference reading of the same rules is `ReferenceStack.swift`, beside this file.
///
/// The stack's per-child scratch (see ``LayoutPass``): `childLow` holds each child's probe at 0 along the axis
/// (kept with the fitting order; the allocation reads it), `childOrder` the fitting order, and `childProposal`,
/// `childMajor`, `childMinor` the last distribution — the length proposed to each child along the axis and its
/// answer — which placement reads. While an hstack sorts, `childMinor` and `childHigh` hold the range of a
/// child's flexibility over every height (see `fittingOrderHoldsAtEveryHeight`); no stack reads `childHigh`
/// otherwise. `orderKey` names the minor proposal the order was computed for,
/// `distributedWidthKey`/`distributedHeightKey` the proposal the distribution answers.
extension LayoutPass {
  static let separableOrderKey = UInt64.max - 1

  // MARK: Sizing (S3.3–S3.5)

  /// Sizes a stack's children for `p` and returns the stack's size.
  ///
  /// With `majorOnly` (separable stacks asked for their length along the axis) the children's minor answers
  /// are left alone: they do not depend on the major proposals, so they stay valid for the minor proposal their
  /// key names (placement answers them when the key differs), and the returned minor size is NaN.
  mutating func distribute(_ node: Int, _ p: Proposal, axis: Axis, majorOnly: Bool = false) throws(LayoutError)
    -> Size
  {
    let slots = tree.slots(of: node)
    if slots.isEmpty { return .zero }
    let major = p[axis]
    let minor = p[axis.other]
    // Whether this distribution reads the height proposal (an hstack's minor): see `LayoutPass.heightRead`. A
    // vstack's always does, so what it asks inside need not be checked.
    let tracksHeight = axis == .horizontal && !majorOnly
    let outerRead = beginHeightTracking(tracksHeight)
    // The slots are in flux until the end (the minor answers too, unless only major lengths are computed).
    setDistributedKey(node, along: axis, LayoutPass.noKey)
    if !majorOnly { setDistributedKey(node, along: axis.other, LayoutPass.noKey) }
    if major.isNaN {
      // S3.3: every child is asked for its ideal length along the axis.
      for slot in slots {
        let child = Int(tree.childList[slot])
        childProposal[slot] = .nan
        if majorOnly {
          childMajor[slot] = try length(child, axis, .nan)
        } else {
          let answer = try size(child, Proposal(.nan, minor, along: axis))
          childMajor[slot] = answer[axis]
          childMinor[slot] = answer[axis.other]
        }
      }
    } else {
      try orderChildren(node, slots, minor: minor, axis: axis)
      try allocate(node, slots, major: major, minor: minor, axis: axis, majorOnly: majorOnly)
    }
    // S3.5: the running position gives the major size; the minor size is the largest child (S19.3: the
    // union of the children lined up by their guide values, when some deviate).
    var position = 0.0
    var minorSize = majorOnly ? Double.nan : 0
    for slot in slots {
      position = position + tree.gapsBefore[Int(tree.childList[slot])]
      position = position + childMajor[slot]
      if !majorOnly { minorSize = Swift.max(minorSize, childMinor[slot]) }
    }
    if !majorOnly && tree.flags[node] & NodeFlags.alignsByGuides != 0 {
      minorSize = try stackMinorByGuides(node, axis: axis, minor: minor) ?? minorSize
      // A child container's guide values may move with the height though its size does not.
      if tree.flags[node] & NodeFlags.childrenAreLeaves == 0 { heightRead = true }
    }
    // Negative spacing may overlap children but never makes the stack's size negative.
    let size = Size(Swift.max(position, 0), minorSize, along: axis)
    let free = endHeightTracking(tracksHeight && !tree.isContainerDependent(node), outerRead: outerRead)
    if tree.isContainerDependent(node) { return size }
    setDistributedKey(node, along: axis, Proposal.key(major))
    if !majorOnly { setDistributedKey(node, along: axis.other, free ? LayoutPass.anyHeight : Proposal.key(minor)) }
    return size
  }

  /// A separable stack's length along `axis` for the proposed length `v` (see ``length(_:_:_:)``).
  mutating func stackLength(_ node: Int, stackAxis major: Axis, _ axis: Axis, _ v: Double) throws(LayoutError)
    -> Double
  {
    if axis == major {
      return try distribute(node, Proposal(v, .nan, along: major), axis: major, majorOnly: true)[major]
    }
    // S3.5: the minor size is the largest child's minor answer, which depends only on the minor proposal.
    // The answers are also the slots' minor answers for this minor proposal: placement reuses them.
    setDistributedKey(node, along: axis, LayoutPass.noKey)
    var largest = 0.0
    for slot in tree.slots(of: node) {
      let answer = try length(Int(tree.childList[slot]), axis, v)
      childMinor[slot] = answer
      largest = Swift.max(largest, answer)
    }
    setDistributedKey(node, along: axis, Proposal.key(v))
    return largest
  }

  /// Records which proposed length along `axis` the stack's slots answer (`noKey`: none).
  @inline(__always)
  func setDistributedKey(_ node: Int, along axis: Axis, _ key: UInt64) {
    if axis == .horizontal { distributedWidthKey[node] = key } else { distributedHeightKey[node] = key }
  }

  /// S3.4 steps 1–2: probes each child at 0 and ∞ along the axis and sorts the fitting order, unless the
  /// order is already known for this minor proposal (it depends on nothing else).
  @inline(never)
  private mutating func orderChildren(_ node: Int, _ slots: Range<Int>, minor: Double, axis: Axis)
    throws(LayoutError)
  {
    // A separable stack's probes do not depend on the minor proposal: one order serves them all. Nor do an
    // hstack's whose probes read no height (`LayoutPass.heightRead`): their order is kept as `anyHeight`.
    let separable = tree.isSeparable(node)
    let key = separable ? LayoutPass.separableOrderKey : Proposal.key(minor)
    let tracksHeight = axis == .horizontal && !separable
    // Below a container-relative frame the probes depend on the container too (S13.4): no reuse.
    if !tree.isContainerDependent(node) {
      if orderKey[node] == key {
        // An order kept for one height only was made of probes that read it.
        if tracksHeight { heightRead = true }
        return
      }
      if tracksHeight && orderKey[node] == LayoutPass.anyHeight { return }
    }
    orderKey[node] = LayoutPass.noKey  // stays invalid if a probe throws
    let start = slots.lowerBound
    if tree.flags[node] & NodeFlags.identicalLeaves != 0 {
      // Children alike probe alike: equal keys, so the fitting order is the index order (ties by index).
      for slot in slots { childOrder[slot] = Int32(slot - start) }
      orderKey[node] = tracksHeight ? LayoutPass.anyHeight : key
      return
    }
    let outerRead = beginHeightTracking(tracksHeight)
    var someKeyMoves = false
    for slot in slots {
      let child = Int(tree.childList[slot])
      let kind = tree.kinds[child]
      let low: Double
      let high: Double
      if kind.isPlainLeaf {
        statistics.sizeComputations += 2
        let leaf = PlainLeaf(tree, kind, child)
        low = leaf.length(axis, 0)
        high = leaf.length(axis, .infinity)
      } else if kind == .text && !heightRead && tree.kindCounts.typeSizeSetting == 0 {
        (low, high) = try probeText(child, slot, minor)
        if !childHigh[slot].isNaN { someKeyMoves = true }
      } else {
        low = try majorLength(child, 0, minor, axis)
        high = try majorLength(child, .infinity, minor, axis)
      }
      childLow[slot] = low
      childOrder[slot] = Int32(slot - start)
      // The sort keys, in slots the allocation overwrites next (`distribute` has marked them in flux):
      // priority and flexibility (`max − min`, ∞ when that is NaN: a child answering ∞ to both probes).
      let flexibility = high - low
      childMajor[slot] = tree.priorities[child]
      childProposal[slot] = flexibility.isNaN ? .infinity : flexibility
    }
    sortFittingOrder(slots)
    if someKeyMoves && !heightRead && !fittingOrderHoldsAtEveryHeight(slots) { heightRead = true }
    orderKey[node] = endHeightTracking(tracksHeight, outerRead: outerRead) ? LayoutPass.anyHeight : key
  }

  /// Whether the fitting order just sorted is the one every height proposal would sort, though some children's
  /// keys move with the height (their flexibility's range is in `childMinor`…`childHigh`): each neighbouring
  /// pair is decided by priority, or by keys that hold at every height, or by ranges that do not meet. Then
  /// every height sorts the same sequence, so the order serves every height; and so does the allocation on it,
  /// which reads the probes at 0 only of children below the top priority (S3.4.3), if those keys hold too.
  ///
  /// Only texts' keys move, and each text was probed by ``probeText(_:_:_:)`` (the order read no height), so
  /// `childHigh` is read for texts only: other children's slots may hold anything, or not exist.
  private func fittingOrderHoldsAtEveryHeight(_ slots: Range<Int>) -> Bool {
    let start = slots.lowerBound
    let top = priority(ofOrdered: start, start)
    func keyHolds(_ slot: Int) -> Bool { tree.kinds[Int(tree.childList[slot])] != .text || childHigh[slot].isNaN }
    for position in slots {
      let b = start + Int(childOrder[position])
      let bHolds = keyHolds(b)
      if !bHolds && priority(ofOrdered: position, start) != top { return false }
      if position == start { continue }
      let a = start + Int(childOrder[position - 1])
      let aHolds = keyHolds(a)
      if aHolds && bHolds || priority(ofOrdered: position - 1, start) != priority(ofOrdered: position, start) {
        continue
      }
      let mostA = aHolds ? childProposal[a] : childHigh[a]
      let leastB = bHolds ? childProposal[b] : childMinor[b]
      if !(mostA < leastB) { return false }
    }
    return true
  }

  /// Sorts `childOrder[slots]` by ``comesFirst(_:_:_:)``: a linear check first (already sorted is common),
  /// then insertion sort for short runs and bottom-up merges through `sortScratch`, so it is O(n log n) and
  /// allocates nothing. The key is a total order, so the result does not depend on the algorithm.
  @inline(never)
  private mutating func sortFittingOrder(_ slots: Range<Int>) {
    let start = slots.lowerBound
    let end = slots.upperBound
    // Children already in fitting order (equal priorities and flexibilities, the common case of many alike
    // children) cost one linear check.
    var sorted = true
    var position = start + 1
    while position < end {
      if comesFirst(Int(childOrder[position]), Int(childOrder[position - 1]), start) {
        sorted = false
        break
      }
      position += 1
    }
    if sorted { return }
    let run = 16
    var runStart = start
    while runStart < end {
      let runEnd = Swift.min(runStart + run, end)
      if runStart + 1 < runEnd {
        for position in (runStart + 1)..<runEnd {
          let value = childOrder[position]
          var hole = position
          while hole > runStart && comesFirst(Int(value), Int(childOrder[hole - 1]), start) {
            childOrder[hole] = childOrder[hole - 1]
            hole -= 1
          }
          childOrder[hole] = value
        }
      }
      runStart = runEnd
    }
    var width = run
    while start + width < end {
      var left = start
      while left + width < end {
        let middle = left + width
        let right = Swift.min(left + 2 * width, end)
        var a = left
        var b = middle
        var out = left
        while a < middle && b < right {
          if comesFirst(Int(childOrder[b]), Int(childOrder[a]), start) {
            sortScratch[out - start] = childOrder[b]
            b += 1
          } else {
            sortScratch[out - start] = childOrder[a]
            a += 1
          }
          out += 1
        }
        while a < middle {
          sortScratch[out - start] = childOrder[a]
          a += 1
          out += 1
        }
        while b < right {
          sortScratch[out - start] = childOrder[b]
          b += 1
          out += 1
        }
        for position in left..<right { childOrder[position] = sortScratch[position - start] }
        left = right
      }
      width *= 2
    }
  }

  /// A child's answer along the stack's axis: one axis only when the child is separable.
  @inline(__always)
  private mutating func majorLength(_ child: Int, _ value: Double, _ minor: Double, _ axis: Axis)
    throws(LayoutError) -> Double
  {
    if tree.isSeparable(child) { return try length(child, axis, value) }
    return try size(child, Proposal(value, minor, along: axis))[axis]
  }

  /// An hstack's probes of a text child at widths 0 and ∞, while its order reads no height yet. A text whose
  /// height moves with the height proposal (one character a line at width 0) may keep the same width, which
  /// is all the fitting order sees: then its keys hold at every height (`childHigh` NaN). When the width moves
  /// too, it stays between its two ends, the widest kept line only growing with the lines kept: the range of
  /// its flexibility over every height goes to `childMinor`…`childHigh` (see `fittingOrderHoldsAtEveryHeight`).
  @inline(never)
  private mutating func probeText(_ child: Int, _ slot: Int, _ minor: Double) throws(LayoutError)
    -> (low: Double, high: Double)
  {
    let low = try textProbe(child, 0, minor)
    // Unbounded, a text without forced breaks is one line at any height.
    let high: (value: Double, least: Double, most: Double)
    if tree.flags[child] & NodeFlags.textBreaksLines == 0 {
      let width = try size(child, Proposal(width: .infinity, height: minor)).width
      high = (width, width, width)
    } else {
      high = try textProbe(child, .infinity, minor)
    }
    if low.least.bitPattern == low.most.bitPattern && high.least.bitPattern == high.most.bitPattern {
      childHigh[slot] = .nan
    } else {
      childMinor[slot] = high.least - low.most
      childHigh[slot] = high.most - low.least
    }
    return (low.value, high.value)
  }

  /// A text's width at the proposed `width`, with the least and most it is under any height proposal.
  @inline(__always)
  private mutating func textProbe(_ child: Int, _ width: Double, _ height: Double) throws(LayoutError)
    -> (value: Double, least: Double, most: Double)
  {
    let answer = try size(child, Proposal(width: width, height: height)).width
    if !heightRead || tree.flags[child] & NodeFlags.textReservesLines != 0 {
      heightRead = false
      return (answer, answer, answer)
    }
    heightRead = false
    let words = typeSize == .large ? tree.values : scaledValues
    let ends = Self.textWidthEnds(tree, child, words, typeSize, width)
    if ends.tight.bitPattern == ends.unbounded.bitPattern { return (answer, answer, answer) }
    return (answer, Swift.min(ends.tight, ends.unbounded, answer), Swift.max(ends.tight, ends.unbounded, answer))
  }

  /// The fitting order (S3.4.2): the key `(−priority, flex, flex == ∞ ? −min : 0, index)` ascending, over the
  /// keys `orderChildren` left in `childMajor` (priority) and `childProposal` (flexibility).
  @inline(__always)
  private func comesFirst(_ a: Int, _ b: Int, _ start: Int) -> Bool {
    let priorityA = childMajor[start + a]
    let priorityB = childMajor[start + b]
    if priorityA != priorityB { return priorityA > priorityB }
    let flexA = childProposal[start + a]
    let flexB = childProposal[start + b]
    if flexA != flexB { return flexA < flexB }
    if flexA == .infinity {
      let minA = childLow[start + a]
      let minB = childLow[start + b]
      if minA != minB { return minA > minB }
    }
    return a < b
  }

  /// S3.4 steps 3–4: hands out the major length group by group in fitting order.
  @inline(never)
  private mutating func allocate(
    _ node: Int, _ slots: Range<Int>, major: Double, minor: Double, axis: Axis, majorOnly: Bool
  ) throws(LayoutError) {
    let start = slots.lowerBound
    let end = slots.upperBound
    var available = major - tree.stackInternalSpacing(node)
    let flagBits = tree.flags[node]
    if flagBits & NodeFlags.identicalLeaves != 0 {
      allocateToAlikeLeaves(slots, available: available, minor: minor, axis: axis, majorOnly: majorOnly)
      return
    }
    let uniformPriority = flagBits & NodeFlags.uniformPriority != 0
    if !uniformPriority {
      let firstPriority = priority(ofOrdered: start, start)
      for position in start..<end where priority(ofOrdered: position, start) != firstPriority {
        let next = available - childLow[start + Int(childOrder[position])]
        if !next.isNaN { available = next }
      }
    }
    var groupStart = start
    while groupStart < end {
      var groupEnd = end
      if !uniformPriority {
        let groupPriority = priority(ofOrdered: groupStart, start)
        groupEnd = groupStart + 1
        while groupEnd < end && priority(ofOrdered: groupEnd, start) == groupPriority { groupEnd += 1 }
      }
      if groupStart > start {
        for position in groupStart..<groupEnd {
          let next = available + childLow[start + Int(childOrder[position])]
          if !next.isNaN { available = next }
        }
      }
      for position in groupStart..<groupEnd {
        let slot = start + Int(childOrder[position])
        let proposed = Swift.max(available / Double(groupEnd - position), 0)
        let child = Int(tree.childList[slot])
        let answerMajor: Double
        if majorOnly {
          answerMajor = try length(child, axis, proposed)
        } else {
          let answer = try size(child, Proposal(proposed, minor, along: axis))
          answerMajor = answer[axis]
          childMinor[slot] = answer[axis.other]
        }
        childProposal[slot] = proposed
        childMajor[slot] = answerMajor
        let next = available - answerMajor
        if !next.isNaN { available = next }
      }
      groupStart = groupEnd
    }
  }

  /// `allocate` for children that are plain leaves alike: one priority group, and every child answers from the
  /// same record, read once. The same operations in the same order as the general loop.
  private mutating func allocateToAlikeLeaves(
    _ slots: Range<Int>, available: Double, minor: Double, axis: Axis, majorOnly: Bool
  ) {
    var available = available
    let start = slots.lowerBound
    let end = slots.upperBound
    let first = Int(tree.childList[start])
    let leaf = PlainLeaf(tree, tree.kinds[first], first)
    statistics.sizeComputations += end - start
    if !majorOnly && !heightRead && tree.plainLeafConstant(first, along: .vertical).isNaN { heightRead = true }
    for position in start..<end {
      let slot = start + Int(childOrder[position])
      let proposed = Swift.max(available / Double(end - position), 0)
      let answerMajor: Double
      if majorOnly {
        answerMajor = leaf.length(axis, proposed)
      } else {
        let answer = leaf.size(Proposal(proposed, minor, along: axis))
        answerMajor = answer[axis]
        childMinor[slot] = answer[axis.other]
      }
      childProposal[slot] = proposed
      childMajor[slot] = answerMajor
      let next = available - answerMajor
      if !next.isNaN { available = next }
    }
  }

  @inline(__always)
  private func priority(ofOrdered position: Int, _ start: Int) -> Double {
    tree.priorities[Int(tree.childList[start + Int(childOrder[position])])]
  }

  // MARK: Placement (S3.6)

  /// Sizes the children again with the placing proposal and lays them end to end.
  @inline(never)
  mutating func placeStack(_ node: Int, _ p: Proposal, _ size: Size, axis: Axis) throws(LayoutError) {
    let slots = tree.slots(of: node)
    let minorSize = size[axis.other]
    let placingMinor = try distributeForPlacing(node, p, size, axis: axis)
    let alignment = tree.storedAlignment(node).along(axis.other)
    var position = 0.0
    if tree.flags[node] & NodeFlags.identicalLeaves != 0, let firstSlot = slots.first {
      // Plain leaves alike: the gaps are the first child's and the second's, and leaves place nothing.
      let firstGap = tree.gapsBefore[Int(tree.childList[firstSlot])]
      let gap = slots.count > 1 ? tree.gapsBefore[Int(tree.childList[firstSlot + 1])] : 0
      for slot in slots {
        let child = Int(tree.childList[slot])
        position = position + (slot == firstSlot ? firstGap : gap)
        let offset = alignment.offset(child: childMinor[slot], in: minorSize)
        setPlaced(
          child,
          axis == .horizontal
            ? Rect(x: position, y: offset, width: childMajor[slot], height: childMinor[slot])
            : Rect(x: offset, y: position, width: childMinor[slot], height: childMajor[slot]))
        position = position + childMajor[slot]
      }
      return
    }
    if tree.flags[node] & NodeFlags.alignsByGuides != 0 {
      try placeStackChildrenByGuides(node, axis: axis, placingMinor: placingMinor, minorSize: minorSize)
      return
    }
    for slot in slots {
      let child = Int(tree.childList[slot])
      position = position + tree.gapsBefore[child]
      let childSize = Size(childMajor[slot], childMinor[slot], along: axis)
      let offset = alignment.offset(child: childMinor[slot], in: minorSize)
      setPlaced(
        child,
        axis == .horizontal
          ? Rect(x: position, y: offset, width: childSize.width, height: childSize.height)
          : Rect(x: offset, y: position, width: childSize.width, height: childSize.height))
      position = position + childMajor[slot]
      try place(child, Proposal(childProposal[slot], placingMinor, along: axis), childSize)
    }
  }

  /// S3.6: distributes the stack again for the placing proposal `(p_major, p_minor ?? size_minor)`, unless its
  /// slots already answer it; returns the placing minor proposal.
  @inline(__always)
  mutating func distributeForPlacing(_ node: Int, _ p: Proposal, _ size: Size, axis: Axis) throws(LayoutError)
    -> Double
  {
    let slots = tree.slots(of: node)
    let placingMinor = p[axis.other].isNaN ? size[axis.other] : p[axis.other]
    let placing = Proposal(p[axis], placingMinor, along: axis)
    let majorKey = Proposal.key(placing[axis])
    let minorKey = Proposal.key(placingMinor)
    let distributedMajor = axis == .horizontal ? distributedWidthKey[node] : distributedHeightKey[node]
    var distributedMinor = axis == .horizontal ? distributedHeightKey[node] : distributedWidthKey[node]
    // A distribution that read no height answers every height (an hstack's, `LayoutPass.heightRead`).
    if distributedMinor == LayoutPass.anyHeight { distributedMinor = minorKey }
    if distributedMajor == majorKey && distributedMinor != minorKey && tree.isSeparable(node) {
      // A separable stack's allocation along its axis does not depend on the minor proposal: only the
      // children's minor lengths need answering again.
      for slot in slots {
        childMinor[slot] = try length(Int(tree.childList[slot]), axis.other, placingMinor)
      }
      if axis == .horizontal { distributedHeightKey[node] = minorKey } else { distributedWidthKey[node] = minorKey }
    } else if distributedMajor != majorKey || distributedMinor != minorKey {
      _ = try distribute(node, placing, axis: axis)
    }
    return placingMinor
  }
}

extension LayoutArena {
  // MARK: Constant lengths

  /// A stack's length along `axis` when no proposal changes it: along its axis, every child answers its
  /// constant to whatever it is proposed (S3.5, summed with the gaps); across, the largest child. NaN when a
  /// child's length varies.
  func stackConstant(_ node: Int, along axis: Axis) -> Double {
    let stackAxis: Axis = kinds[node] == .hstack ? .horizontal : .vertical
    var position = 0.0
    var largest = 0.0
    for slot in slots(of: node) {
      let child = Int(childList[slot])
      let length = constantLength(of: child, along: axis)
      if length.isNaN { return .nan }
      position = position + gapsBefore[child]
      position = position + length
      largest = Swift.max(largest, length)
    }
    return stackAxis == axis ? Swift.max(position, 0) : largest
  }
}
