/// What a successful layout reports to the renderer (Docs/Embedding.md): the nodes whose placement changed, and
/// the nodes that departed. `finishLayout` runs the steps in order: note this layout, report the changed
/// placements (scroll growth and right to left among them), report the departures, close the edit batch, and
/// decide how much of the frames in root coordinates must be resolved again.
extension LiveTree {
  /// The facts of the layout before this one that reporting compares against.
  struct PreviousLayout {
    var growth: [Int32: EdgeInsets]
    var environment: LayoutEnvironment
    var rootWidth: Double
    var exists: Bool
  }

  /// Records a successful layout: what changed, what departed, the edits done; returns the summary.
  func finishLayout(proposal: ProposedSize, environment: LayoutEnvironment) -> LiveLayout {
    let previous = PreviousLayout(
      growth: reportedScrollGrowth, environment: lastEnvironment, rootWidth: lastRootWidth, exists: last != nil)
    reportedScrollGrowth = pass.scrollGrowth
    lastEnvironment = environment
    lastRootWidth = environment.mirrorWidth(rootWidth: pass.placed[rootSlot].size.width)  // S1.4, S18.1
    if layoutStructure != structure { layoutEpoch &+= 1 }
    layoutStructure = structure

    swap(&changedBuffer, &spareChangedBuffer)
    swap(&departedBuffer, &spareDepartedBuffer)
    changedBuffer.removeAll(keepingCapacity: true)
    departedBuffer.removeAll(keepingCapacity: true)
    reportRound &+= 1
    // The nodes that moved whose layer the renderer holds, noted before reporting can change what it holds.
    var moved: [Int] = []
    for entry in editedSinceLayout where states[Int(entry)].isSuperset(of: [.alive, .attached, .reported]) {
      moved.append(Int(entry))
    }
    let growthChanged = reportChangedPlacements(since: previous, environment)
    reportDepartures(moved: moved)
    closeEditBatch()

    // Frames in root coordinates are resolved when read.
    if !previous.exists || previous.environment != environment || growthChanged
      || (environment.layoutDirection == .rightToLeft && previous.rootWidth.bitPattern != lastRootWidth.bitPattern)
      || unresolved.count > columns.count / 4
    {
      resolveAll = true
      unresolved.removeAll(keepingCapacity: true)
    }
    // The root's final frame (grown, mirrored, rounded to the pixel grid), as a fresh engine reports it: the
    // laid-out size can be off the grid by a rounding error (408.00000000000006 at scale 3).
    let rootFrame = finish(grown(rootSlot, pass.placed[rootSlot]))
    let layout = LiveLayout(
      size: rootFrame.size, proposal: proposal, environment: environment,
      changedHandles: changedBuffer, departedHandles: departedBuffer, statistics: pass.statistics,
      diagnostics: diagnostics(), nodeCount: Int(subtreeSizes[rootSlot]), recomputedNodes: recomputedCount)
    last = layout
    return layout
  }

  // MARK: - Changed placements

  /// Reports every node whose relative frame this pass wrote differently, that moved, or that the renderer does
  /// not hold yet, in placement order; returns whether a scroll's safe-area growth changed.
  private func reportChangedPlacements(since previous: PreviousLayout, _ environment: LayoutEnvironment) -> Bool {
    // Right to left, a placement is mirrored in the parent's width (see ``placement(of:)``): it changes when the
    // parent's width does (a parent whose width changes places all its children again, so they are here), and
    // every placement changes with the direction.
    let rightToLeft = environment.layoutDirection == .rightToLeft
    if !previous.exists || previous.environment.layoutDirection != environment.layoutDirection {
      reportLaidOutSubtree(of: rootSlot)
    }
    if rightToLeft {
      if widthBefore.count < columns.count { widthBefore += repeatElement(0, count: columns.count - widthBefore.count) }
      for touched in pass.touched { widthBefore[Int(touched.node)] = touched.before.width }
    }
    let growthNodes = self.growthNodes(previous.growth)
    var growthChanged = false
    var judged = Set<Int>()
    for touched in pass.touched {
      let node = Int(touched.node)
      if !growthNodes.isEmpty && growthNodes.contains(node) {
        // in placement order, parents first
        growthChanged = judgeGrowthNode(node, placedBefore: touched.before, previous, rightToLeft) || growthChanged
        judged.insert(node)
        continue
      }
      if placementMoved(node, before: touched.before, previous.rootWidth, rightToLeft)
        || !states[node].isDisjoint(with: [.attached, .departed]) || !states[node].contains(.reported)
      {
        report(node)
      }
    }
    // Growth nodes whose placement did not change: held already, so drawn anew only if the growth moved them;
    // a scroll before its content.
    for node in growthNodes.subtracting(judged).sorted(by: { depth(of: $0) < depth(of: $1) })
    where states[node].contains(.alive) && isAttached(node) && isLaidOut(node) {
      growthChanged = judgeGrowthNode(node, placedBefore: pass.placed[node], previous, rightToLeft) || growthChanged
    }
    // Right to left, the root's placement moves with the window's width even where its frame does not (S18.1).
    if rightToLeft && previous.exists && !pass.wasTouched(rootSlot) {
      let root = pass.placed[rootSlot]
      if (lastRootWidth - (root.x + root.width)).bitPattern != (previous.rootWidth - (root.x + root.width)).bitPattern {
        report(rootSlot)
      }
    }
    return growthChanged
  }

  /// Whether the placement of `node` (not a growth node), placed `before` in the last layout, moved: its frame
  /// relative to its parent, or right to left its mirrored position in the parent's width.
  private func placementMoved(_ node: Int, before: Rect, _ previousRootWidth: Double, _ rightToLeft: Bool) -> Bool {
    let now = pass.placed[node]
    let widthChanged = now.width.bitPattern != before.width.bitPattern
    let moved =
      widthChanged || now.y.bitPattern != before.y.bitPattern || now.height.bitPattern != before.height.bitPattern
    if moved { return true }
    if !rightToLeft { return now.x.bitPattern != before.x.bitPattern }
    if node == rootSlot {
      // The root mirrors in the window (S18.1): its leading inset may move it without moving its placement.
      return (lastRootWidth - (now.x + now.width)).bitPattern
        != (previousRootWidth - (before.x + before.width)).bitPattern
    }
    let parent = Int(arena.parents[node])
    let parentNow = pass.placed[parent].width
    let parentBefore = pass.wasTouched(parent) ? widthBefore[parent] : parentNow
    return (parentNow - (now.x + now.width)).bitPattern != (parentBefore - (before.x + before.width)).bitPattern
  }

  // MARK: - Scroll growth (S18.5)

  /// The scrolls that reach (or reached) under a safe-area margin, and their content: they are drawn from their
  /// placements and the growth, so they are judged on what is drawn.
  private func growthNodes(_ previousGrowth: [Int32: EdgeInsets]) -> Set<Int> {
    var nodes = Set<Int>()
    guard !(previousGrowth.isEmpty && pass.scrollGrowth.isEmpty) else { return nodes }
    for key in Set(previousGrowth.keys).union(pass.scrollGrowth.keys) {
      let scroll = Int(key)
      nodes.insert(scroll)
      if states[scroll].contains(.alive) {
        for slot in arena.slots(of: scroll) { nodes.insert(Int(arena.childList[slot])) }
      }
    }
    return nodes
  }

  /// What is drawn for growth node `node`, as `placement(of:)` gives it, from its placement `placedBefore` this
  /// layout and the growth then, against now; reported when that differs (or for the usual structural
  /// reasons). Returns whether its growth changed.
  private func judgeGrowthNode(_ node: Int, placedBefore: Rect, _ previous: PreviousLayout, _ rightToLeft: Bool)
    -> Bool
  {
    let key = Int32(node)
    let parent = Int(arena.parents[node])
    let isRoot = node == rootSlot || parent < 0
    let parentNow = isRoot ? lastRootWidth : pass.placed[parent].width
    let parentBefore =
      isRoot ? previous.rootWidth : rightToLeft && pass.wasTouched(parent) ? widthBefore[parent] : parentNow
    let now = drawnPlacement(
      node, pass.placed[node], growth: pass.scrollGrowth, parentWidth: parentNow, rightToLeft: rightToLeft)
    let before = drawnPlacement(
      node, placedBefore, growth: previous.growth, parentWidth: parentBefore, rightToLeft: rightToLeft)
    let moved =
      now.x.bitPattern != before.x.bitPattern || now.y.bitPattern != before.y.bitPattern
      || now.width.bitPattern != before.width.bitPattern || now.height.bitPattern != before.height.bitPattern
    if moved || !states[node].isDisjoint(with: [.attached, .departed]) || !states[node].contains(.reported) {
      report(node)
    }
    return previous.growth[key] != pass.scrollGrowth[key]
  }

  // MARK: - Departures

  /// Reports the nodes the renderer holds that this layout does not lay out — they left the tree, moved into an
  /// unchosen branch, or their selector chose another child — each with its subtree, shallowest first. `moved`:
  /// the edited nodes the renderer held before this layout.
  private func reportDepartures(moved: [Int]) {
    var leavers: [Int] = []
    func reviewChildren(of selector: Int) {
      var position = 0
      for slot in arena.slots(of: selector) {
        let child = Int(arena.childList[slot])
        if isShown(selector, position) { report(child) } else { leavers.append(child) }
        position += 1
      }
    }
    for selector in pass.selectionChanges where isLaidOut(Int(selector)) { reviewChildren(of: Int(selector)) }
    for entry in editedSinceLayout {
      let node = Int(entry)
      // An edited selector may show other children without its choice changing: the same position, now another
      // child, or a node that just became a selector.
      if !states[node].isDisjoint(with: [.childrenChanged, .fieldsChanged]),
        arena.kinds[node].descriptor.selectsChildren,
        isAttached(node), isLaidOut(node)
      {
        reviewChildren(of: node)
      }
      // Its finished frames in root coordinates are resolved again, shown or not.
      if !resolveAll, states[node].contains(.attached), isAttached(node) { noteUnresolved(node) }
    }
    var destroyed: Set<NodeHandle> = []
    for handle in leaving {
      if contains(handle) {
        leavers.append(Int(handle.slot))
      } else if destroyed.insert(handle).inserted {
        departedBuffer.append(handle)
      }
    }
    var reportedLeaver = false
    func depart(_ node: Int) {
      departedBuffer.append(handle(node))
      // Hidden now, if still attached: its finished frames become zero.
      if !resolveAll { noteUnresolved(node) }
      reportedLeaver = reportedLeaver || reportStamp[node] == reportRound
      markDeparted(node)
    }
    // A node that moved is listed whenever the renderer holds it and it is not laid out, even inside a departing
    // subtree: the renderer holds its layer elsewhere. It is moved (reported) when laid out.
    for node in moved {
      if isAttached(node) && isLaidOut(node) { report(node) } else { depart(node) }
    }
    // The others are listed only as the top of what departs, shallowest first: the renderer drops the layers
    // below with them.
    let others = leavers.filter { !states[$0].contains(.attached) }.map { (node: $0, depth: depth(of: $0)) }
    for (node, _) in others.sorted(by: { $0.depth < $1.depth })
    where states[node].contains(.reported) && !(isAttached(node) && isLaidOut(node)) {
      depart(node)
    }
    if reportedLeaver { changedBuffer.removeAll { !states[Int($0.slot)].contains(.reported) } }
  }

  // MARK: - Closing the edit batch

  /// Forgets the pass's notes and the edits this layout took in; marks each edited node checked once it is
  /// under the root.
  private func closeEditBatch() {
    pass.touched.removeAll(keepingCapacity: true)
    pass.selectionChanges.removeAll(keepingCapacity: true)
    pass.undoLog.removeAll(keepingCapacity: true)
    leaving.removeAll(keepingCapacity: true)
    for entry in editedSinceLayout {
      states[Int(entry)].subtract(NodeState.edits.union(.idChanged))
      // Checked only once it is under the root (a node reset in this layout is: see `invalidate` and
      // `prepareWholeTree`).
      let attached = has(.reset, Int(entry)) || isAttached(Int(entry))
      if !attached {
        uncheckedNodes.insert(entry)
      } else if !uncheckedNodes.isEmpty {
        uncheckedNodes.remove(entry)
      }
    }
    editedSinceLayout.removeAll(keepingCapacity: true)
  }

  // MARK: - Reporting one node

  /// Adds `node` to this layout's changed nodes (once). A node back after a departure brings its whole laid-out
  /// subtree (the renderer dropped it); the hidden parts of that subtree stay departed.
  fileprivate func report(_ node: Int) {
    guard reportStamp[node] != reportRound else { return }
    reportStamp[node] = reportRound
    changedBuffer.append(handle(node))
    states[node].insert(.reported)
    if !resolveAll { noteUnresolved(node) }
    guard states[node].contains(.departed) else { return }
    states[node].remove(.departed)
    var pending = [(node: node, shown: true)]
    while let (parent, shown) = pending.popLast() {
      var position = 0
      for slot in arena.slots(of: parent) {
        let child = Int(arena.childList[slot])
        let childShown = shown && isShown(parent, position)
        position += 1
        if !childShown {
          // Still unknown to the renderer: reported whole when shown.
          states[child].remove(.reported)
          states[child].insert(.departed)
        } else if states[child].contains(.reported) {
          // Moved in from elsewhere: the renderer moves its layer with the layers below.
          report(child)
          continue
        } else if reportStamp[child] != reportRound {
          states[child].remove(.departed)
          reportStamp[child] = reportRound
          changedBuffer.append(handle(child))
          states[child].insert(.reported)
        }
        pending.append((child, childShown))
      }
    }
  }

  /// Reports every laid-out node of `top`'s subtree, in preorder (a first layout, or a change of layout
  /// direction, which moves them all).
  fileprivate func reportLaidOutSubtree(of top: Int) {
    var pending = [top]
    while let node = pending.popLast() {
      report(node)
      let slots = arena.slots(of: node)
      for slot in slots.reversed() where isShown(node, slot - slots.lowerBound) {
        pending.append(Int(arena.childList[slot]))
      }
    }
  }

  /// Marks `top` and its subtree as unknown to the renderer: whatever of it comes back is reported whole.
  fileprivate func markDeparted(_ top: Int) {
    var pending = [top]
    while let node = pending.popLast() {
      states[node].remove(.reported)
      states[node].insert(.departed)
      for slot in arena.slots(of: node) { pending.append(Int(arena.childList[slot])) }
    }
  }

  /// Notes that `node`'s subtree must be resolved again before a bulk read.
  fileprivate func noteUnresolved(_ node: Int) {
    unresolved.append(Int32(node))
  }

  /// The diagnostics of the contradictory flexible frames under the root, in preorder.
  fileprivate func diagnostics() -> [LayoutDiagnostic] {
    guard !contradictoryFrames.isEmpty else { return [] }
    let attached = contradictoryFrames.map(Int.init).filter(isAttached)
    return attached.map { ($0, preorderRoute(of: $0)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
      .flatMap { arena.contradictions(of: $0.0, root: rootSlot) }
  }

  /// The depth of `node` below its top ancestor (the root, or a detached top), 1 for the top. O(depth).
  func depth(of node: Int) -> Int {
    var depth = 1
    var index = node
    while arena.parents[index] >= 0 {
      index = Int(arena.parents[index])
      depth += 1
    }
    return depth
  }
}
