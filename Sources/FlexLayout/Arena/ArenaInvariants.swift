/// The structural invariants of a ``LayoutArena``, checked in one place (as swift-collections checks its own
/// structures): what every edit and every compile must leave true, so that a broken fact shows up as the fact
/// that broke rather than as frames that differ several passes later.
///
/// Checked always: node numbers, free lists and pools; parent and child links; each node's record length against
/// its kind; container numbers and cache slots handed out once; side tables (measure functions, custom layouts)
/// present where a kind needs them; the kind counters against a recount; a compiled tree's preorder packing.
/// Checked when `settled` (after the facts were refreshed: a compiled tree, or a live tree after a layout with no
/// edit since): every node's effective priority, container dependence and guide mask equal a recomputation
/// from its fields and its children's facts.
///
/// O(nodes + pools); meant for debug builds, tests and soaks, never for a pass.
extension LayoutArena {
  /// Every invariant that does not hold, as one line each (empty when the arena is sound).
  func invariantViolations(settled: Bool) -> [String] {
    var problems: [String] = []
    func fail(_ message: String) { problems.append(message) }

    // Node numbers.
    guard nodeEnd <= nodeCapacity else { return ["nodeEnd \(nodeEnd) > capacity \(nodeCapacity)"] }
    var free = [Bool](repeating: false, count: nodeEnd)
    for number in freeNodes {
      let node = Int(number)
      guard node >= 0 && node < nodeEnd else {
        fail("free node \(node) outside 0..<\(nodeEnd)")
        continue
      }
      if free[node] { fail("node \(node) is free twice") }
      free[node] = true
      if parents[node] >= 0 { fail("free node \(node) has parent \(parents[node])") }
      if childCount[node] != 0 { fail("free node \(node) has \(childCount[node]) children") }
    }
    if isPreorder && !freeNodes.isEmpty { fail("a compiled tree has free nodes") }
    let inUse = (0..<nodeEnd).filter { !free[$0] }

    // Links: each child run names nodes in use whose parent is the node; each parent names the node once.
    var childOf = [Int32](repeating: -1, count: nodeEnd)
    for node in inUse {
      let count = Int(childCount[node])
      guard count >= 0, Int(childStart[node]) >= 0, Int(childStart[node]) + count <= childBlocks.end else {
        fail("node \(node): child run \(childStart[node]) + \(count) outside the pool (end \(childBlocks.end))")
        continue
      }
      if case .stack = kinds[node].descriptor.role, count > largestChildCount {
        fail("stack \(node) has \(count) children, above largestChildCount (its sort scratch)")
      }
      for slot in slots(of: node) {
        let child = Int(childList[slot])
        guard child >= 0 && child < nodeEnd && !free[child] else {
          fail("node \(node): child \(child) is not a node in use")
          continue
        }
        if childOf[child] >= 0 { fail("node \(child) is a child of \(childOf[child]) and of \(node)") }
        childOf[child] = Int32(node)
        if Int(parents[child]) != node { fail("node \(child) is in \(node)'s run but its parent is \(parents[child])") }
      }
    }
    for node in inUse where parents[node] >= 0 && childOf[node] != parents[node] {
      fail("node \(node) names parent \(parents[node]), whose run does not hold it")
    }

    // Fields, side tables and numbers handed out.
    var containerNumbers = Set<Int32>()
    var axisNumbers = Set<Int32>()
    var sizeNumbers = Set<Int32>()
    let freeContainers = Set(containerSlots.freeSlots)
    let freeAxisSlots = Set(axisSlots.freeSlots)
    let freeSizeSlots = Set(sizeSlots.freeSlots)
    var dependentCount = 0
    var kindCounts = KindCounts()
    for node in inUse {
      let kind = kinds[node]
      let descriptor = kind.descriptor
      let recorded = recordLength(node)
      let expected = Self.recordLength(of: self.kind(of: node))
      if recorded != expected { fail("node \(node) (\(kind.name)): record length \(recorded), its kind's \(expected)") }
      if let required = descriptor.family.requiredChildCount, childCount[node] > required {
        fail("node \(node) (\(kind.name)) has \(childCount[node]) children, at most \(required) allowed")
      }
      if kind.isLeaf && childCount[node] > 0 { fail("leaf \(node) (\(kind.name)) has children") }
      let container = containerIndex[node]
      if kind.isLeaf != (container < 0) { fail("node \(node) (\(kind.name)): container number \(container)") }
      if container >= 0 {
        if Int(container) >= containerSlots.end || freeContainers.contains(container) {
          fail("node \(node): container number \(container) is not handed out")
        }
        if !containerNumbers.insert(container).inserted { fail("container number \(container) used twice") }
      }
      let slot = cacheSlots[node]
      if slot >= 0 {
        let axis = traits[node].contains(.axisSlot)
        let (pool, freed) = axis ? (axisSlots, freeAxisSlots) : (sizeSlots, freeSizeSlots)
        if Int(slot) >= pool.end || freed.contains(slot) { fail("node \(node): cache slot \(slot) is not handed out") }
        let fresh = axis ? axisNumbers.insert(slot).inserted : sizeNumbers.insert(slot).inserted
        if !fresh { fail("\(axis ? "axis" : "size") cache slot \(slot) used twice") }
      } else if traits[node].contains(.axisSlot) {
        fail("node \(node) has the axisSlot trait without a slot")
      }
      switch descriptor.role {
      case .leaf(.measured):
        let index = Int(aux[node])
        if index >= measures.count || measures[index] == nil { fail("measured leaf \(node) has no function") }
      case .custom:
        let index = Int(aux[node])
        if index >= customLayouts.count || customLayouts[index] == nil { fail("layout node \(node) has no layout") }
      case .modifier(.alignmentGuide):
        if guideValues[Int32(node)] == nil { fail("alignment guide \(node) has no value") }
      case .leaf, .stack, .zstack, .modifier, .flow, .grid, .selector, .split, .decoration:
        break  // no side table
      }
      kindCounts.count(kind, 1)
      if traits[node].contains(.containerDependent) { dependentCount += 1 }
    }
    if kindCounts != self.kindCounts { fail("kindCounts \(self.kindCounts), recount \(kindCounts)") }
    if dependentCount != containerDependentNodeCount {
      fail("containerDependentNodeCount \(containerDependentNodeCount), recount \(dependentCount)")
    }
    if containerNumbers.count + freeContainers.count != containerSlots.end {
      fail("container numbers: \(containerNumbers.count) in use + \(freeContainers.count) free ≠ \(containerSlots.end)")
    }

    if isPreorder {
      problems += preorderViolations()
    } else {
      problems += blockViolations(inUse)
    }
    if settled { problems += factViolations(inUse) }
    return problems
  }

  /// A compiled tree: node 0 is the root, every node's children are the next subtrees in order, and
  /// `subtreeEnd` closes each subtree.
  private func preorderViolations() -> [String] {
    var problems: [String] = []
    if nodeEnd > 0 && parents[0] != -1 { problems.append("the root of a compiled tree has a parent") }
    for node in 0..<nodeEnd {
      var next = node + 1
      for slot in slots(of: node) {
        let child = Int(childList[slot])
        if child != next { problems.append("compiled node \(node): child \(child) where \(next) was due") }
        next = Int(subtreeEnd[child])
      }
      if Int(subtreeEnd[node]) != next {
        problems.append("compiled node \(node): subtree ends at \(subtreeEnd[node]), not \(next)")
      }
    }
    return problems
  }

  /// A live tree: the blocks of each pool (child runs, records, columns) in use and free never overlap, and lie
  /// below the pool's end; a run holds no more children than its block.
  private func blockViolations(_ inUse: [Int]) -> [String] {
    var problems: [String] = []
    var children = childBlocks.freeBlocks
    var records = valueBlocks.freeBlocks
    var columns = columnBlocks.freeBlocks
    for node in inUse {
      let sizeClass = childClass[node]
      if sizeClass == Self.noChildRun {
        if childCount[node] != 0 { problems.append("node \(node) has children but no child run") }
      } else {
        let size = BlockAllocator.blockSize(Int(sizeClass))
        if Int(childCount[node]) > size {
          problems.append("node \(node): \(childCount[node]) children in a block of \(size)")
        }
        children.append((Int(childStart[node]), size))
      }
      let length = recordLength(node)
      if length > 0 {
        records.append((Int(recordStart[node]), BlockAllocator.blockSize(BlockAllocator.sizeClass(for: length))))
      }
      let count = kinds[node] == .grid ? gridColumnCount(node) : kinds[node] == .split ? splitColumnCount(node) : 0
      if count > 0 { columns.append((Int(aux[node]), BlockAllocator.blockSize(BlockAllocator.sizeClass(for: count)))) }
    }
    for (name, blocks, end) in [
      ("child", children, childBlocks.end), ("record", records, valueBlocks.end), ("column", columns, columnBlocks.end),
    ] {
      let sorted = blocks.sorted { $0.start < $1.start }
      for (index, block) in sorted.enumerated() {
        if block.start + block.count > end { problems.append("\(name) block \(block) beyond the pool's end \(end)") }
        if index > 0 && sorted[index - 1].start + sorted[index - 1].count > block.start {
          problems.append("\(name) blocks \(sorted[index - 1]) and \(block) overlap")
        }
      }
    }
    return problems
  }

  /// The derived facts that a refresh computes from a node's fields and its children's facts, recomputed.
  private func factViolations(_ inUse: [Int]) -> [String] {
    var problems: [String] = []
    for node in inUse {
      let priority = effectivePriority(node)
      if priorities[node].bitPattern != priority.bitPattern {
        problems.append("node \(node) (\(kinds[node].name)): priority \(priorities[node]), recomputed \(priority)")
      }
      if isContainerDependent(node) != derivesContainerDependence(node) {
        problems.append(
          "node \(node) (\(kinds[node].name)): container dependence \(isContainerDependent(node)) is stale")
      }
      let mask = computeGuideMask(node)
      if guideMasks[node] != mask {
        problems.append("node \(node) (\(kinds[node].name)): guide mask \(guideMasks[node]), recomputed \(mask)")
      }
      if case .stack(let axis) = kinds[node].descriptor.role, case let derived = derivedStackFlags(node, axis: axis),
        flags[node] != derived
      {
        problems.append("node \(node) (\(kinds[node].name)): flags \(flags[node]), recomputed \(derived)")
      }
    }
    return problems
  }

  /// Traps with every violated invariant (see ``invariantViolations(settled:)``).
  func checkInvariants(settled: Bool) {
    let problems = invariantViolations(settled: settled)
    precondition(problems.isEmpty, "LayoutArena invariants:\n" + problems.joined(separator: "\n"))
  }
}
