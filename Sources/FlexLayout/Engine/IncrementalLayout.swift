/// What a live tree's pass does around an edit: forget what an edited node knew, check whether it still answers
/// its parent exactly as before (then nothing above it is recomputed: an early cutoff), and place again the
/// subtrees whose placement a changed node invalidated.
///
/// **Why a cutoff is exact.** A container's state (its cached answers, its fitting order, its distribution,
/// its placement) was computed from answers its children gave to specific proposals, and every answer a node
/// gives is stored in its cache. So if a changed node has kept every answer it gave since its parent's state
/// was last reset (no entry was evicted: `answersIncomplete` is false), and gives the same answers to all of
/// them now (checked by recomputing each, bit for bit), and its constant lengths are the same, then everything
/// its ancestors computed from it is still true. Otherwise the parent is reset too and checked the same way.
extension LayoutPass {
  /// The answers a node had before an edit, to compare with after.
  enum SavedAnswers {
    /// A node with a size-cache slot: (width key, height key, size) per entry.
    case sizes([(width: UInt64, height: UInt64, size: Size)])
    /// A node with a per-axis cache slot: (key, length) per entry and axis.
    case lengths(horizontal: [(key: UInt64, length: Double)], vertical: [(key: UInt64, length: Double)])
  }

  /// The answers `node` holds in its cache, or `nil` when it has no cache, depends on its container (its
  /// answers are keyed by the container too), or may have lost an answer its parent used.
  func savedAnswers(of node: Int) -> SavedAnswers? {
    let slot = Int(tree.cacheSlots[node])
    guard slot >= 0, !tree.isContainerDependent(node), !answersIncomplete[node] else { return nil }
    if tree.traits[node].contains(.axisSlot) {
      guard slot < axisCache.slotCount else { return nil }
      return .lengths(
        horizontal: axisCache.entries(of: slot, .horizontal), vertical: axisCache.entries(of: slot, .vertical))
    }
    guard slot < cache.slotCount else { return nil }
    return .sizes(cache.entries(of: slot).map { ($0.width, $0.height, $0.size) })
  }

  /// Forgets everything `node` knows that depends on its subtree — its cached answers, a stack's fitting order,
  /// a container's distribution — and marks its placement stale; its children's answers are complete again
  /// (its state will be rebuilt from answers they give from now on).
  mutating func resetState(of node: Int) {
    let slot = Int(tree.cacheSlots[node])
    if slot >= 0 {
      if tree.traits[node].contains(.axisSlot) {
        if slot < axisCache.slotCount { axisCache.removeEntries(of: slot) }
      } else if slot < cache.slotCount {
        cache.removeEntries(of: slot)
      }
    }
    if tree.containerIndex[node] >= 0 {
      orderKey[node] = LayoutPass.noKey
      distributedWidthKey[node] = LayoutPass.noKey
      distributedHeightKey[node] = LayoutPass.noKey
      placementStale[node] = true
    }
    for slot in tree.slots(of: node) { answersIncomplete[Int(tree.childList[slot])] = false }
  }

  /// Whether `node`, reset, answers every saved proposal exactly as before (recomputing, and so caching, each).
  mutating func answersMatch(_ saved: SavedAnswers, of node: Int) throws(LayoutError) -> Bool {
    switch saved {
    case .sizes(let entries):
      for entry in entries {
        // An answer that served every height must still: asked at height 0, it must read no height.
        let everyHeight = entry.height == LayoutPass.anyHeight
        let height = everyHeight ? 0 : Double(bitPattern: entry.height)
        let outerRead = beginHeightTracking(true)
        let answer = try size(node, Proposal(width: Double(bitPattern: entry.width), height: height))
        if !endHeightTracking(true, outerRead: outerRead) && everyHeight { return false }
        if answer.width.bitPattern != entry.size.width.bitPattern
          || answer.height.bitPattern != entry.size.height.bitPattern
        {
          return false
        }
      }
    case .lengths(let horizontal, let vertical):
      for (axis, entries) in [(Axis.horizontal, horizontal), (.vertical, vertical)] {
        for entry in entries {
          let answer = try length(node, axis, Double(bitPattern: entry.key))
          if answer.bitPattern != entry.length.bitPattern { return false }
        }
      }
    }
    return true
  }

  /// Whether `node`, reset, answers every saved proposal exactly as before (``answersMatch(_:of:)``); `false`
  /// when one of them now fails. A saved proposal is one an earlier pass asked, which this pass may never ask
  /// (a fresh layout of the same tree would not fail there): the failure is not this layout's. Whatever the
  /// failed call half-built in the subtree is forgotten, and the parent is checked, or laid out again, in its
  /// turn; a failure this pass does meet is thrown where it meets it.
  mutating func answersStillMatch(_ saved: SavedAnswers, of node: Int) -> Bool {
    do {
      return try answersMatch(saved, of: node)
    } catch {
      var pending = [node]
      while let next = pending.popLast() {
        resetState(of: next)
        for slot in tree.slots(of: next) { pending.append(Int(tree.childList[slot])) }
      }
      return false
    }
  }

  /// Marks `node`'s placement stale: the next time it is placed, its children are placed again.
  mutating func markPlacementStale(_ node: Int) {
    if tree.containerIndex[node] >= 0 { placementStale[node] = true }
  }

  /// Whether `node`'s placement is stale: a change below it has not been placed since.
  func isPlacementStale(_ node: Int) -> Bool { placementStale[node] }

  /// Places `node` again with the proposal and size of its last placement, when a change below made its
  /// placement stale and no ancestor placed it again in this pass. Returns whether it did.
  mutating func placeAgainIfStale(_ node: Int) throws(LayoutError) -> Bool {
    guard tree.containerIndex[node] >= 0, placementStale[node] else { return false }
    let widthKey = placedWidthKey[node]
    let heightKey = placedHeightKey[node]
    guard widthKey != LayoutPass.noKey, heightKey != LayoutPass.noKey else { return false }
    let proposal = Proposal(width: Double(bitPattern: widthKey), height: Double(bitPattern: heightKey))
    try place(node, proposal, placed[node].size)
    return true
  }
}
