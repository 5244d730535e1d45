/// ZStack (Docs/Semantics.md S4): sized by its highest-priority children, every child proposed the same and
/// aligned inside the union. The reference reading is `ReferenceZStack.swift`, beside this file.
extension LayoutPass {
  /// S4.1: the maximum over the highest-priority children of their answers to the same proposal.
  @inline(never)
  mutating func zstackSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let slots = tree.slots(of: node)
    if slots.isEmpty { return .zero }
    if tree.flags[node] != 0 {
      // S19.3: the union of the top-priority children lined up by their guide values.
      let shifts = try zstackGuideShifts(node, p)
      return Size(width: shifts.width, height: shifts.height)
    }
    let top = tree.topPriority(node)
    var width = 0.0
    var height = 0.0
    for slot in slots {
      let child = Int(tree.childList[slot])
      let c = try size(child, p)
      if tree.priorities[child] == top {
        width = Swift.max(width, c.width)
        height = Swift.max(height, c.height)
      }
    }
    return Size(width: width, height: height)
  }

  /// S4.1 along one axis (separable zstacks): the largest length among the highest-priority children.
  mutating func zstackLength(_ node: Int, _ axis: Axis, _ v: Double) throws(LayoutError) -> Double {
    let top = tree.topPriority(node)
    var largest = 0.0
    for slot in tree.slots(of: node) where tree.priorities[Int(tree.childList[slot])] == top {
      largest = Swift.max(largest, try length(Int(tree.childList[slot]), axis, v))
    }
    return largest
  }

  /// S4.2: every child is proposed the final size and aligned inside it.
  @inline(never)
  mutating func placeZStack(_ node: Int, _ size: Size) throws(LayoutError) {
    let alignment = tree.storedAlignment(node)
    let proposal = Proposal(width: size.width, height: size.height)
    if tree.flags[node] != 0 {
      // S19.3: lined up by guide values.
      let shifts = try zstackGuideShifts(node, proposal)
      for slot in tree.slots(of: node) {
        let child = Int(tree.childList[slot])
        let childSize = Size(width: childMajor[slot], height: childMinor[slot])
        setPlaced(child, Rect(origin: zstackChildOrigin(slot, childSize, in: size, alignment, shifts), size: childSize))
        try place(child, proposal, childSize)
      }
      return
    }
    for slot in tree.slots(of: node) {
      try placeAligned(Int(tree.childList[slot]), proposal, in: size, alignment)
    }
  }
}

extension LayoutArena {
  /// The highest layout priority among a node's children (−∞ for none).
  @inline(__always)
  func topPriority(_ node: Int) -> Double {
    var top = -Double.infinity
    for slot in slots(of: node) { top = Swift.max(top, priorities[Int(childList[slot])]) }
    return top
  }

  /// S4.1: the largest constant among the highest-priority children, NaN when one of them varies.
  func zstackConstant(_ node: Int, along axis: Axis) -> Double {
    let top = topPriority(node)
    var largest = 0.0
    for slot in slots(of: node) where priorities[Int(childList[slot])] == top {
      let length = constantLength(of: Int(childList[slot]), along: axis)
      if length.isNaN { return .nan }
      largest = Swift.max(largest, length)
    }
    return largest
  }
}
