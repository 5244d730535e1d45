/// Carrying cached answers over to a recompiled tree (incremental relayout after edits).
extension LayoutPass {
  /// Copies, for every node of this pass's tree whose subtree is unchanged since `previous`'s tree,
  /// everything `previous` knows about that node that depends only on the subtree: its cached sizes (both
  /// caches) and, for stacks, the fitting order and the probes of its children.
  ///
  /// `unchanged[node]` is the node's index in `previous.tree`, or -1 when the node or anything below it
  /// changed. A node may be marked unchanged only when its whole subtree is identical — same kinds, fields,
  /// ids aside, and children — its measure functions still answer as before, and it sees the same
  /// context from above: the axis of the nearest enclosing stack (seen through frames, padding, fixedSize
  /// and aspect ratios), which orients spacers (S2.5) and sets their gaps (S3.1). A subtree moved from an
  /// hstack to a vstack, or under a stack whose axis changed, is not unchanged. Placement state is not
  /// carried over: the first pass after an edit places every node again, from cached sizes.
  mutating func transplant(from previous: LayoutPass, unchanged: [Int32]) {
    precondition(unchanged.count == tree.count, "one entry per node of the new tree")
    typeSize = previous.typeSize
    scaleText()
    for node in 0..<tree.count {
      let old = Int(unchanged[node])
      guard old >= 0 else { continue }
      // An unchanged subtree is separable in both trees or in neither.
      let slot = Int(tree.cacheSlots[node])
      let oldSlot = Int(previous.tree.cacheSlots[old])
      if slot >= 0 && oldSlot >= 0 {
        if tree.separable[node] {
          axisCache.copyEntries(of: oldSlot, in: previous.axisCache, to: slot)
        } else {
          cache.copyEntries(of: oldSlot, in: previous.cache, to: slot)
        }
      }
      if tree.kinds[node] == .hstack || tree.kinds[node] == .vstack {
        orderKey[node] = previous.orderKey[old]
        let start = Int(tree.childStart[node])
        let oldStart = Int(previous.tree.childStart[old])
        for offset in 0..<(Int(tree.childStart[node + 1]) - start) {
          slotMin[start + offset] = previous.slotMin[oldStart + offset]
          slotMax[start + offset] = previous.slotMax[oldStart + offset]
          slotOrder[start + offset] = previous.slotOrder[oldStart + offset]
        }
      }
    }
  }
}

extension LayoutEngine {
  /// Creates an engine for `tree` that starts with `previous`'s cached answers for every node whose
  /// subtree is unchanged (see `LayoutPass.transplant(from:unchanged:)`): after an edit, the next pass
  /// recomputes only what the edit can reach. Results are bit-for-bit those of a fresh engine.
  package convenience init(_ tree: LayoutTree, reusingCachesOf previous: LayoutEngine, unchanged: [Int32]) {
    self.init(tree)
    transplantCaches(from: previous, unchanged: unchanged)
  }
}
