/// A live tree's pass moving to a larger arena, or to larger caches: the same state in larger buffers.
extension LayoutPass {
  /// How many nodes, child slots and containers a pass's buffers hold: the arena's capacities for a compiled
  /// tree; for a live tree, what its arena uses plus an eighth (its pools keep room to grow into, which a pass
  /// needs only once used: the pass grows at the next layout that needs more).
  struct Room {
    var nodes: Int
    var childSlots: Int
    var containers: Int

    init(capacityOf tree: LayoutArena) {
      (nodes, childSlots, containers) = (tree.nodeCapacity, tree.childBlocks.capacity, tree.containerCapacity)
    }

    init(usedBy tree: LayoutArena) {
      func roomy(_ used: Int, _ capacity: Int) -> Int { Swift.min(used + used / 8 + 64, capacity) }
      nodes = roomy(tree.nodeEnd, tree.nodeCapacity)
      childSlots = roomy(tree.childBlocks.end, tree.childBlocks.capacity)
      containers = roomy(tree.containerSlots.end, tree.containerCapacity)
    }

  }

  /// Whether this pass's buffers hold everything `tree` uses (see ``Room``).
  func holds(_ tree: LayoutArena) -> Bool {
    tree.nodeEnd <= placed.count && tree.childBlocks.end <= childLow.count
      && tree.containerSlots.end <= orderKey.values.count
  }

  /// A pass for `tree` (the arena `old` ran on, or a larger copy of it) that continues `old`: every cached
  /// answer, order, distribution, placement and frame is carried over, with room for at least `sizeSlots` and
  /// `axisSlots` cache slots.
  init(tree: LayoutArena, continuing old: LayoutPass, sizeSlots: Int, axisSlots: Int, room: Room) {
    self.init(tree: tree, typeSize: old.typeSize, sizeSlots: sizeSlots, axisSlots: axisSlots, room: room)
    cache.copyAll(from: old.cache)
    axisCache.copyAll(from: old.axisCache)
    statistics = old.statistics
    container = old.container
    dividerThickness = old.dividerThickness  // the caches copied below hold answers for it
    for (new, previous) in [
      (childLow, old.childLow), (childHigh, old.childHigh), (childMajor, old.childMajor),
      (childMinor, old.childMinor), (childProposal, old.childProposal), (childGuide, old.childGuide),
    ] {
      new.copyPrefix(from: previous)
    }
    childOrder.copyPrefix(from: old.childOrder)
    for (new, previous) in [
      (orderKey, old.orderKey), (distributedWidthKey, old.distributedWidthKey),
      (distributedHeightKey, old.distributedHeightKey), (placedWidthKey, old.placedWidthKey),
      (placedHeightKey, old.placedHeightKey),
    ] {
      new.values.copyPrefix(from: previous.values)
    }
    choice.values.copyPrefix(from: old.choice.values)
    reusedInPass.values.copyPrefix(from: old.reusedInPass.values)
    absoluteX.values.copyPrefix(from: old.absoluteX.values)
    absoluteY.values.copyPrefix(from: old.absoluteY.values)
    placementStale.values.copyPrefix(from: old.placementStale.values)
    for (new, previous) in [
      (gridShare, old.gridShare), (gridCellWidth, old.gridCellWidth), (placedGridCellWidth, old.placedGridCellWidth),
      (splitWidth, old.splitWidth),
    ] {
      new.copyPrefix(from: previous)
    }
    gridCells.copyPrefix(from: old.gridCells)
    placedGridCells.copyPrefix(from: old.placedGridCells)
    splitShown.copyPrefix(from: old.splitShown)
    placedSplitShown.copyPrefix(from: old.placedSplitShown)
    placed.copyPrefix(from: old.placed)
    if old.recordsLeafProposals {
      recordLeafProposals(true)
      leafProposals.replaceSubrange(0..<old.leafProposals.count, with: old.leafProposals)
    }
    scaleText()
    evictedMeasures = old.evictedMeasures
    previousEvictedMeasures = old.previousEvictedMeasures
    pass = old.pass
    lastFinishing = old.lastFinishing
    rootNode = old.rootNode
    if old.reportsChanges {
      enableReporting()
      touchedInPass.copyPrefix(from: old.touchedInPass)
      answersIncomplete.copyPrefix(from: old.answersIncomplete)
      touched = old.touched
      selectionChanges = old.selectionChanges
    }
  }

  /// Turns on the notes a live tree reads after each pass (see `PlacementReport.swift`).
  mutating func enableReporting() {
    reportsChanges = true
    notesPlacements = true
    touchedInPass = storage.allocate(placed.count, repeating: 0)
    answersIncomplete = storage.allocate(placed.count, repeating: false)
  }
}
