/// A live tree's pass moving to a larger arena, or to larger caches: the same state in larger buffers.
extension LayoutPass {
  /// A pass for `tree` (the arena `old` ran on, or a larger copy of it) that continues `old`: every cached
  /// answer, order, distribution, placement and frame is carried over, with room for at least `sizeSlots` and
  /// `axisSlots` cache slots.
  init(tree: LayoutArena, continuing old: LayoutPass, sizeSlots: Int, axisSlots: Int) {
    self.init(tree: tree, typeSize: old.typeSize, sizeSlots: sizeSlots, axisSlots: axisSlots)
    cache.copyAll(from: old.cache)
    axisCache.copyAll(from: old.axisCache)
    statistics = old.statistics
    container = old.container
    for (new, previous) in [
      (childLow, old.childLow), (childHigh, old.childHigh), (childMajor, old.childMajor),
      (childMinor, old.childMinor), (childProposal, old.childProposal),
    ] {
      new.copy(from: previous, count: previous.count)
    }
    childOrder.copy(from: old.childOrder, count: old.childOrder.count)
    for (new, previous) in [
      (orderKey, old.orderKey), (distributedWidthKey, old.distributedWidthKey),
      (distributedHeightKey, old.distributedHeightKey), (placedWidthKey, old.placedWidthKey),
      (placedHeightKey, old.placedHeightKey),
    ] {
      new.values.copy(from: previous.values, count: previous.values.count)
    }
    choice.values.copy(from: old.choice.values, count: old.choice.values.count)
    reusedInPass.values.copy(from: old.reusedInPass.values, count: old.reusedInPass.values.count)
    absoluteX.values.copy(from: old.absoluteX.values, count: old.absoluteX.values.count)
    absoluteY.values.copy(from: old.absoluteY.values, count: old.absoluteY.values.count)
    placementStale.values.copy(from: old.placementStale.values, count: old.placementStale.values.count)
    for (new, previous) in [
      (gridShare, old.gridShare), (gridCellWidth, old.gridCellWidth), (placedGridCellWidth, old.placedGridCellWidth),
      (splitWidth, old.splitWidth),
    ] {
      new.copy(from: previous, count: previous.count)
    }
    gridCells.copy(from: old.gridCells, count: old.gridCells.count)
    placedGridCells.copy(from: old.placedGridCells, count: old.placedGridCells.count)
    splitShown.copy(from: old.splitShown, count: old.splitShown.count)
    placedSplitShown.copy(from: old.placedSplitShown, count: old.placedSplitShown.count)
    placed.copy(from: old.placed, count: old.placed.count)
    if typeSize != .large { scaleText() }
    evictedMeasures = old.evictedMeasures
    pass = old.pass
    lastFinishing = old.lastFinishing
    rootNode = old.rootNode
    if old.reportsChanges {
      enableReporting()
      touchedInPass.copy(from: old.touchedInPass, count: old.touchedInPass.count)
      answersIncomplete.copy(from: old.answersIncomplete, count: old.answersIncomplete.count)
      touched = old.touched
      selectionChanges = old.selectionChanges
    }
  }

  /// Turns on the notes a live tree reads after each pass (see `PlacementReport.swift`).
  mutating func enableReporting() {
    reportsChanges = true
    notesPlacements = true
    touchedInPass = storage.allocate(tree.nodeCapacity, repeating: 0)
    answersIncomplete = storage.allocate(tree.nodeCapacity, repeating: false)
  }
}
