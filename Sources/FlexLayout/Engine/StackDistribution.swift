extension LayoutPass {
  /// Sizes a stack's children for `p` (S3.3–S3.5) and returns the stack's size.
  ///
  /// Leaves, per child slot, the major proposal it was given (`slotProposal`, NaN for nil) and its
  /// answer (`slotMajor`, `slotMinor`), which placement reads right after; `distributedWidthKey` and
  /// `distributedHeightKey` say which proposal the slots answer. With `majorOnly` (separable stacks asked
  /// for their length along the axis) the children's minor answers are left alone: they do not depend on
  /// the major proposals, so they stay valid for the minor proposal their key names (placement answers
  /// them when the key differs), and the returned minor size is NaN.
  mutating func distribute(_ node: Int, _ p: Proposal, axis: Axis, majorOnly: Bool = false) throws(LayoutError)
    -> Size
  {
    let start = Int(tree.childStart[node])
    let end = Int(tree.childStart[node + 1])
    if start == end { return .zero }
    let major = p[axis]
    let minor = p[axis.other]
    // The slots are in flux until the end (the minor answers too, unless only major lengths are computed).
    setDistributedKey(node, along: axis, LayoutPass.noKey)
    if !majorOnly { setDistributedKey(node, along: axis.other, LayoutPass.noKey) }
    if major.isNaN {
      // S3.3: every child is asked for its ideal length along the axis.
      for slot in start..<end {
        let child = Int(tree.childList[slot])
        slotProposal[slot] = .nan
        if majorOnly {
          slotMajor[slot] = try length(child, axis, .nan)
        } else {
          let answer = try size(child, Proposal(.nan, minor, along: axis))
          slotMajor[slot] = answer[axis]
          slotMinor[slot] = answer[axis.other]
        }
      }
    } else {
      try orderChildren(node, start, end, minor: minor, axis: axis)
      try allocate(node, start, end, major: major, minor: minor, axis: axis, majorOnly: majorOnly)
    }
    // S3.5: the running position gives the major size; the minor size is the largest child.
    var position = 0.0
    var minorSize = majorOnly ? Double.nan : 0
    for slot in start..<end {
      position = position + tree.params[Int(tree.childList[slot])].gapBefore
      position = position + slotMajor[slot]
      if !majorOnly { minorSize = Swift.max(minorSize, slotMinor[slot]) }
    }
    // Negative spacing may overlap children but never makes the stack's size negative.
    let size = Size(Swift.max(position, 0), minorSize, along: axis)
    if tree.containerDependent[node] { return size }
    setDistributedKey(node, along: axis, Proposal.key(major))
    if !majorOnly { setDistributedKey(node, along: axis.other, Proposal.key(minor)) }
    return size
  }

  /// Records which proposed length along `axis` the stack's slots answer (`noKey`: none).
  @inline(__always)
  func setDistributedKey(_ node: Int, along axis: Axis, _ key: UInt64) {
    if axis == .horizontal { distributedWidthKey[node] = key } else { distributedHeightKey[node] = key }
  }

  /// S3.4 steps 1–2: probes each child at 0 and ∞ along the axis and sorts the fitting order, unless the
  /// order is already known for this minor proposal (it depends on nothing else).
  @inline(never)
  private mutating func orderChildren(_ node: Int, _ start: Int, _ end: Int, minor: Double, axis: Axis)
    throws(LayoutError)
  {
    // A separable stack's probes do not depend on the minor proposal: one order serves them all.
    let key = tree.separable[node] ? LayoutPass.separableOrderKey : Proposal.key(minor)
    // Below a container-relative frame the probes depend on the container too (S13.4): no reuse.
    if orderKey[node] == key && !tree.containerDependent[node] { return }
    orderKey[node] = LayoutPass.noKey  // stays invalid if a probe throws
    if tree.params[node].flags & NodeParameters.identicalLeaves != 0 {
      // Children alike probe alike: equal keys, so the fitting order is the index order (ties by index).
      for slot in start..<end { slotOrder[slot] = Int32(slot - start) }
      orderKey[node] = key
      return
    }
    for slot in start..<end {
      let child = Int(tree.childList[slot])
      let kind = tree.kinds[child]
      let low: Double
      let high: Double
      if kind.isSimpleLeaf {
        statistics.sizeComputations += 2
        let parameters = tree.params[child]
        low = Self.simpleLeafLength(kind, parameters, axis, 0)
        high = Self.simpleLeafLength(kind, parameters, axis, .infinity)
      } else {
        low = try majorLength(child, 0, minor, axis)
        high = try majorLength(child, .infinity, minor, axis)
      }
      slotMin[slot] = low
      slotMax[slot] = high
      slotOrder[slot] = Int32(slot - start)
      // The sort keys, in slots the allocation overwrites next (`distribute` has marked them in flux):
      // priority and flexibility (`max − min`, ∞ when that is NaN: a child answering ∞ to both probes).
      let flexibility = high - low
      slotMajor[slot] = tree.params[child].priority
      slotProposal[slot] = flexibility.isNaN ? .infinity : flexibility
    }
    sortFittingOrder(start, end)
    orderKey[node] = key
  }

  /// Sorts `slotOrder[start..<end]` by ``comesFirst(_:_:_:)``: a linear check first (already sorted is
  /// common), then insertion sort for short runs and bottom-up merges through `slotScratch`, so it is
  /// O(n log n) and allocates nothing. The key is a
  /// total order, so the result does not depend on the algorithm.
  @inline(never)
  private mutating func sortFittingOrder(_ start: Int, _ end: Int) {
    // Children already in fitting order (equal priorities and flexibilities, the common case of many
    // alike children) cost one linear check.
    var sorted = true
    var position = start + 1
    while position < end {
      if comesFirst(Int(slotOrder[position]), Int(slotOrder[position - 1]), start) {
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
          let value = slotOrder[position]
          var hole = position
          while hole > runStart && comesFirst(Int(value), Int(slotOrder[hole - 1]), start) {
            slotOrder[hole] = slotOrder[hole - 1]
            hole -= 1
          }
          slotOrder[hole] = value
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
          if comesFirst(Int(slotOrder[b]), Int(slotOrder[a]), start) {
            slotScratch[out - start] = slotOrder[b]
            b += 1
          } else {
            slotScratch[out - start] = slotOrder[a]
            a += 1
          }
          out += 1
        }
        while a < middle {
          slotScratch[out - start] = slotOrder[a]
          a += 1
          out += 1
        }
        while b < right {
          slotScratch[out - start] = slotOrder[b]
          b += 1
          out += 1
        }
        for position in left..<right { slotOrder[position] = slotScratch[position - start] }
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
    if tree.separable[child] { return try length(child, axis, value) }
    return try size(child, Proposal(value, minor, along: axis))[axis]
  }

  /// The fitting order (S3.4.2): the key `(−priority, flex, flex == ∞ ? −min : 0, index)` ascending,
  /// over the keys `orderChildren` left in `slotMajor` (priority) and `slotProposal` (flexibility).
  @inline(__always)
  private func comesFirst(_ a: Int, _ b: Int, _ start: Int) -> Bool {
    let priorityA = slotMajor[start + a]
    let priorityB = slotMajor[start + b]
    if priorityA != priorityB { return priorityA > priorityB }
    let flexA = slotProposal[start + a]
    let flexB = slotProposal[start + b]
    if flexA != flexB { return flexA < flexB }
    if flexA == .infinity {
      let minA = slotMin[start + a]
      let minB = slotMin[start + b]
      if minA != minB { return minA > minB }
    }
    return a < b
  }

  /// S3.4 steps 3–4: hands out the major length group by group in fitting order.
  @inline(never)
  private mutating func allocate(
    _ node: Int, _ start: Int, _ end: Int, major: Double, minor: Double, axis: Axis, majorOnly: Bool
  ) throws(LayoutError) {
    let parameters = tree.params[node]
    var available = major - parameters.a
    if parameters.flags & NodeParameters.identicalLeaves != 0 {
      allocateToAlikeLeaves(start, end, available: available, minor: minor, axis: axis, majorOnly: majorOnly)
      return
    }
    let uniformPriority = parameters.flags & NodeParameters.uniformPriority != 0
    if !uniformPriority {
      let firstPriority = priority(ofOrdered: start, start)
      for position in start..<end where priority(ofOrdered: position, start) != firstPriority {
        let next = available - slotMin[start + Int(slotOrder[position])]
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
          let next = available + slotMin[start + Int(slotOrder[position])]
          if !next.isNaN { available = next }
        }
      }
      for position in groupStart..<groupEnd {
        let slot = start + Int(slotOrder[position])
        let proposed = Swift.max(available / Double(groupEnd - position), 0)
        let child = Int(tree.childList[slot])
        let answerMajor: Double
        if majorOnly {
          answerMajor = try length(child, axis, proposed)
        } else {
          let answer = try size(child, Proposal(proposed, minor, along: axis))
          answerMajor = answer[axis]
          slotMinor[slot] = answer[axis.other]
        }
        slotProposal[slot] = proposed
        slotMajor[slot] = answerMajor
        let next = available - answerMajor
        if !next.isNaN { available = next }
      }
      groupStart = groupEnd
    }
  }

  /// `allocate` for children that are plain leaves alike: one priority group, and every child answers
  /// from the same parameters, read once. The same operations in the same order as the general loop.
  private mutating func allocateToAlikeLeaves(
    _ start: Int, _ end: Int, available: Double, minor: Double, axis: Axis, majorOnly: Bool
  ) {
    var available = available
    let first = Int(tree.childList[start])
    let kind = tree.kinds[first]
    let leaf = tree.params[first]
    statistics.sizeComputations += end - start
    for position in start..<end {
      let slot = start + Int(slotOrder[position])
      let proposed = Swift.max(available / Double(end - position), 0)
      let answerMajor: Double
      if majorOnly {
        answerMajor = Self.simpleLeafLength(kind, leaf, axis, proposed)
      } else {
        let answer = Self.simpleLeafSize(kind, leaf, Proposal(proposed, minor, along: axis))
        answerMajor = answer[axis]
        slotMinor[slot] = answer[axis.other]
      }
      slotProposal[slot] = proposed
      slotMajor[slot] = answerMajor
      let next = available - answerMajor
      if !next.isNaN { available = next }
    }
  }

  @inline(__always)
  private func priority(ofOrdered position: Int, _ start: Int) -> Double {
    tree.params[Int(tree.childList[start + Int(slotOrder[position])])].priority
  }
}
