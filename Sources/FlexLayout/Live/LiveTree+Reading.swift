/// Reading the results of the last successful layout.
///
/// Results describe the last successful ``layout(proposal:environment:)``. They stay readable until the
/// tree's structure is edited (a node inserted, removed, moved, replaced or destroyed, or the root changed);
/// after such an edit, reads in root coordinates throw ``LiveTreeError/Code/layoutOutdated`` until the next
/// layout (field edits and ``markDirty(_:)`` do not: they change nothing laid out yet). ``placement(of:)`` —
/// the frame relative to the parent — stays readable through edits.
///
/// Costs (n nodes, d the node's depth): ``frame(of:)``, ``frameInParent(of:)``, ``isVisible(_:)`` and
/// ``selection(of:)`` O(d); ``placement(of:)`` O(1); ``frames(of:)`` O(k) for k handles once the frames are
/// resolved — the first bulk read after a layout resolves the subtrees of the nodes that layout changed
/// (O(their size), O(n) after a resize), later reads cost O(1) per handle; ``readingOrder()`` O(n log n).
extension LiveTree {
  /// The summary of the last successful layout, or `nil` before the first.
  public var lastLayout: LiveLayout? { last }

  /// The node's frame in root coordinates in the last layout, final (mirrored for right-to-left layouts,
  /// rounded to the pixel grid when the environment has a display scale), in points; `.zero` for a node inside
  /// an unchosen branch; `nil` when the node was not under the root (or no layout succeeded yet). O(depth).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/layoutOutdated`` after a structural
  ///   edit.
  public func frame(of node: NodeHandle) throws(LiveTreeError) -> Rect? {
    let index = try readableSlot(node)
    guard isAttached(index) else { return nil }
    return finishedFrame(index)
  }

  /// The node's frame relative to its parent's origin, in the same final coordinates (mirrored and rounded:
  /// `frame.origin − parentFrame.origin`); the root's frame for the root; `nil` when the node was not under the
  /// root. O(depth).
  ///
  /// - Throws: as ``frame(of:)``.
  public func frameInParent(of node: NodeHandle) throws(LiveTreeError) -> Rect? {
    let index = try readableSlot(node)
    guard isAttached(index) else { return nil }
    let frame = finishedFrame(index)
    let parent = Int(arena.parents[index])
    guard parent >= 0, index != rootSlot else { return frame }
    let origin = finishedFrame(parent).origin
    return Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
  }

  /// The node's frame relative to its parent's frame in the last layout that laid it out, unrounded, in points:
  /// mirrored in the parent's width for a right-to-left layout (x is measured from the parent's leading edge
  /// seen from the left: `parentWidth − (x + width)` of the left-to-right placement); the root's at (0, 0).
  /// `nil` when the last layout did not lay the node out. Readable at any time, edits or not; O(1).
  ///
  /// A renderer that keeps one layer per node and does its own pixel snapping applies this to the nodes
  /// ``LiveLayout/changedHandles`` names (see ``LiveLayout``).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func placement(of node: NodeHandle) throws(LiveTreeError) -> Rect? {
    let index = try slot(node)
    guard states[index].contains(.reported) else { return nil }
    let parent = Int(arena.parents[index])
    let parentWidth = index == rootSlot || parent < 0 ? lastRootWidth : pass.placed[parent].size.width
    return drawnPlacement(
      index, pass.placed[index], growth: pass.scrollGrowth, parentWidth: parentWidth,
      rightToLeft: lastEnvironment.layoutDirection == .rightToLeft)
  }

  /// The placement a renderer draws for `node` laid out at `placed` (relative to its parent): grown when it is
  /// a scroll reaching under a safe-area margin, moved by its parent's growth when its parent is one (S18.5),
  /// and right to left mirrored in `parentWidth` (the parent's width as laid out; the window's for the root,
  /// S18.1). ``placement(of:)`` reads it now; the change report compares it with before.
  func drawnPlacement(
    _ node: Int, _ placed: Rect, growth: [Int32: EdgeInsets], parentWidth: Double, rightToLeft: Bool
  ) -> Rect {
    var frame = placed
    var width = parentWidth
    if !growth.isEmpty {
      if let own = growth[Int32(node)] { frame = own.growing(frame) }
      let parent = Int(arena.parents[node])
      if parent >= 0, let outer = growth[Int32(parent)] {
        frame.origin = Point(x: frame.x + outer.leading, y: frame.y + outer.top)
        width = (width + outer.leading) + outer.trailing
      }
    }
    guard rightToLeft else { return frame }
    return Rect(x: width - (frame.x + frame.width), y: frame.y, width: frame.width, height: frame.height)
  }

  /// Whether the node was laid out in the last layout: under the root and not inside an unchosen branch of a
  /// `viewThatFits`, `buckets` or a hidden `split` column. O(depth).
  ///
  /// - Throws: as ``frame(of:)``.
  public func isVisible(_ node: NodeHandle) throws(LiveTreeError) -> Bool {
    let index = try readableSlot(node)
    return isAttached(index) && isLaidOut(index)
  }

  /// Whether layouts keep what ``textLines(of:)`` reads: the proposal each text was placed with. Off by default
  /// (it costs a write per placed leaf); turning it on makes the next layout recompute the whole tree, as the
  /// leaves placed before kept no proposals. Frames never change.
  public var reportsTextLines: Bool {
    get { pass.recordsLeafProposals }
    set {
      guard newValue != pass.recordsLeafProposals else { return }
      pass.recordLeafProposals(newValue)
      wholeTreeRequested = true
    }
  }

  /// How text `node` wrapped where the last layout placed it (S2.3: the lines it needs at that width and the
  /// lines it kept; ``TextLines/isTruncated`` says whether it dropped some), as ``LayoutResult/textLines``
  /// gives it; `nil` for a node that is not a visible text or when ``reportsTextLines`` was off at that layout.
  ///
  /// - Throws: `noLayout` before the first layout; `layoutOutdated` after any edit since the last layout (the
  ///   lines read the text as it was laid out); `invalidHandle` for a handle of another tree or a removed node.
  public func textLines(of node: NodeHandle) throws(LiveTreeError) -> TextLines? {
    let index = try readableSlot(node)
    guard dirty.isEmpty else {
      throw LiveTreeError(
        .layoutOutdated, message: "the tree was edited since the last layout; lay it out again to read text lines")
    }
    guard pass.recordsLeafProposals, !wholeTreeRequested, arena.kinds[index] == .text, isAttached(index),
      isLaidOut(index), index < pass.leafProposals.count
    else { return nil }
    let scale = pass.textScale(index)
    return LayoutPass.textLines(arena, index, scale.words, scale.size, pass.leafProposals[index])
  }

  /// What `node`'s kind and its ancestors' mark on it (``NodeMarks``), as a ``LayoutResult`` gives them. Unlike
  /// ``isVisible(_:)`` it reads the tree as it is now and needs no layout. O(depth).
  ///
  /// - Throws: `invalidHandle` for a handle of another tree or of a removed node.
  public func marks(of node: NodeHandle) throws(LiveTreeError) -> NodeMarks {
    NodeMarks.of(try slot(node), kind: { arena.kinds[$0] }, parent: { Int(arena.parents[$0]) })
  }

  /// Whether `node` is marked hidden (S16.3): it or one of its ancestors is a `hidden` node. Hidden nodes are
  /// laid out and keep their frames; a renderer draws none of them. O(depth).
  ///
  /// - Throws: `invalidHandle` for a handle of another tree or of a removed node.
  public func isHidden(_ node: NodeHandle) throws(LiveTreeError) -> Bool {
    try marks(of: node).contains(.hidden)
  }

  /// The choice of a visible adaptive container (`viewThatFits`, `buckets`, `split`, `grid`) in the last layout,
  /// or `nil`. O(depth).
  ///
  /// - Throws: as ``frame(of:)``.
  public func selection(of node: NodeHandle) throws(LiveTreeError) -> Selection? {
    let index = try readableSlot(node)
    guard isAttached(index), isLaidOut(index) else { return nil }
    guard arena.kinds[index].descriptor.selection != .none else { return nil }
    var none: Selection? = nil
    return placedSelections.selection(of: index, reusing: &none)
  }

  /// The frames in root coordinates of `nodes`, as ``frame(of:)`` gives them, in one call: O(k) for k handles
  /// once resolved (see above).
  ///
  /// - Throws: as ``frame(of:)``; ``LiveTreeError/Code/notInLayout`` naming the first node that was not under
  ///   the root.
  public func frames(of nodes: [NodeHandle]) throws(LiveTreeError) -> [Rect] {
    _ = try readableSlot(nil)
    resolveFinishedFrames()
    var bad: NodeHandle?
    let frames = finished.withUnsafeBufferPointer { finished in
      [Rect](unsafeUninitializedCapacity: nodes.count) { buffer, written in
        for (index, node) in nodes.enumerated() {
          guard let number = laidOutNumber(node) else {
            bad = node
            break
          }
          buffer[index] = finished[number]
          written = index + 1
        }
      }
    }
    if let bad {
      let index = try slot(bad)
      throw failure(.notInLayout, index, "the node was not under the root in the last layout")
    }
    return frames
  }

  /// The number of `node` when it names a node of this tree that the last layout covered, else `nil`:
  /// amortised O(1) (the membership walks of a layout are shared, see ``isMember(_:)``).
  @inline(__always)
  func laidOutNumber(_ node: NodeHandle) -> Int? {
    // A destroyed node's number has a later generation, so the generation check covers aliveness.
    let index = Int(node.slot)
    guard node.tree == token, index < columns.count, generations[index] == node.generation,
      memberEpoch[index] == layoutEpoch || (states[index].contains(.alive) && isMember(index))
    else { return nil }
    return index
  }

  /// For bindings whose handles pack a tree tag, a generation and a node number + 1 into 64 bits (the C
  /// interface's `flexlayout_node`: `tag << 48 | generation << numberBits | number + 1`): writes the finished
  /// frame of each of `count` handles into `frames` (four Doubles each, a ``Rect``'s layout) and returns
  /// `nil`, or returns the position of the first handle that is not a node of this tree covered by the last
  /// layout, having written nothing. Call ``resolveFramesForBulkRead()`` first.
  package func copyFinishedFrames(
    of handles: UnsafePointer<UInt64>, count: Int, tag: UInt64, numberBits: UInt64, generationBits: UInt64,
    into frames: UnsafeMutableRawPointer
  ) -> Int? {
    let numberMask = (UInt64(1) << numberBits) &- 1
    let generationMask = (UInt64(1) << generationBits) &- 1
    for position in 0..<count {
      let packed = handles[position]
      let low = packed & numberMask
      guard packed >> 48 == tag, low > 0,
        laidOutNumber(
          NodeHandle(tree: token, slot: Int(low - 1), generation: UInt32((packed >> numberBits) & generationMask)))
          != nil
      else { return position }
    }
    let output = frames.bindMemory(to: Rect.self, capacity: count)
    finished.withUnsafeBufferPointer { finished in
      for position in 0..<count { output[position] = finished[Int(handles[position] & numberMask) - 1] }
    }
    return nil
  }

  /// Resolves every frame of the last layout in root coordinates, for ``copyFinishedFrames(of:count:tag:numberBits:generationBits:into:)``.
  ///
  /// - Throws: ``LiveTreeError/Code/noLayout``, ``LiveTreeError/Code/layoutOutdated``.
  package func resolveFramesForBulkRead() throws(LiveTreeError) {
    try readableSlot(nil)
    resolveFinishedFrames()
  }

  // MARK: - Internals

  /// The node's slot, checked, when the last layout's results can still be read (`nil`: only that check).
  @discardableResult
  func readableSlot(_ node: NodeHandle?) throws(LiveTreeError) -> Int {
    guard last != nil else {
      throw LiveTreeError(.noLayout, message: "no layout has succeeded on this tree yet; call layout")
    }
    guard layoutStructure == structure else {
      throw LiveTreeError(
        .layoutOutdated,
        message: "the tree's structure was edited since the last layout; lay it out again to read its results")
    }
    guard let node else { return -1 }
    return try slot(node)
  }

  /// Whether `node` was under the root in the last layout (the structure is unchanged since), remembered per
  /// layout so that bulk reads walk each path once.
  func isMember(_ node: Int) -> Bool {
    if memberEpoch[node] == layoutEpoch { return true }
    var path: [Int] = []
    var index = node
    while true {
      if memberEpoch[index] == layoutEpoch || index == rootSlot { break }
      path.append(index)
      let parent = Int(arena.parents[index])
      guard parent >= 0 else { return false }
      index = parent
    }
    memberEpoch[index] = layoutEpoch
    for visited in path { memberEpoch[visited] = layoutEpoch }
    return true
  }

  /// The finished frame of an attached node, from the resolved table when it is current, else computed along
  /// its path (O(depth)).
  func finishedFrame(_ node: Int) -> Rect {
    if unresolved.isEmpty && !resolveAll && node < finished.count { return finished[node] }
    guard isLaidOut(node) else { return .zero }
    var path: [Int] = []
    var index = node
    while index != rootSlot {
      path.append(index)
      index = Int(arena.parents[index])
    }
    let root = pass.placed[rootSlot]
    var x = root.origin.x
    var y = root.origin.y
    for step in path.reversed() {
      x = x + pass.placed[step].origin.x
      y = y + pass.placed[step].origin.y
    }
    return finish(grown(node, Rect(origin: Point(x: x, y: y), size: pass.placed[node].size)))
  }

  /// S18.5: `frame` of `node`, grown when `node` is a scroll reaching under a safe-area margin.
  @inline(__always)
  func grown(_ node: Int, _ frame: Rect) -> Rect {
    guard !pass.scrollGrowth.isEmpty, let growth = pass.scrollGrowth[Int32(node)] else { return frame }
    return growth.growing(frame)
  }

  /// S1.4: the final frame of an unrounded, left-to-right frame in root coordinates.
  func finish(_ frame: Rect) -> Rect {
    FrameFinishing.finish(frame, rootWidth: lastRootWidth, environment: lastEnvironment)
  }

  /// Brings `finished` up to date: the subtrees of the nodes changed since it was last resolved (all of it after
  /// an environment or root-width change), shallowest first.
  func resolveFinishedFrames() {
    if finished.count < columns.count { finished += repeatElement(.zero, count: columns.count - finished.count) }
    if resolveAll {
      resolvedRound &+= 1
      resolveSubtree(rootSlot, x: 0, y: 0, visible: true)
      resolveAll = false
      unresolved.removeAll(keepingCapacity: true)
      return
    }
    guard !unresolved.isEmpty else { return }
    resolvedRound &+= 1
    let order = unresolved.map { (node: Int($0), depth: depth(of: Int($0))) }.sorted { $0.depth < $1.depth }
    unresolved.removeAll(keepingCapacity: true)
    for (node, _) in order where isAttached(node) && !hasResolvedAncestor(node) {
      // The parent's origin in root coordinates, summed from the root as the passes do.
      var path: [Int] = []
      var index = Int(arena.parents[node])
      while index >= 0 && index != rootSlot {
        path.append(index)
        index = Int(arena.parents[index])
      }
      var x = 0.0
      var y = 0.0
      var visible = true
      if node != rootSlot {
        let root = pass.placed[rootSlot]
        x = root.origin.x
        y = root.origin.y
        for step in path.reversed() {
          x = x + pass.placed[step].origin.x
          y = y + pass.placed[step].origin.y
        }
        visible = isLaidOut(node)
      }
      resolveSubtree(node, x: x, y: y, visible: visible)
    }
  }

  /// Whether an ancestor of `node` was resolved in this round (its subtree, `node`'s included, is done).
  private func hasResolvedAncestor(_ node: Int) -> Bool {
    var index = Int(arena.parents[node])
    while index >= 0 {
      if unresolvedStamp[index] == resolvedRound { return true }
      index = Int(arena.parents[index])
    }
    return false
  }

  /// Resolves `top` and its subtree, given the root coordinates of `top`'s parent (the root's own for the root).
  private func resolveSubtree(_ top: Int, x parentX: Double, y parentY: Double, visible: Bool) {
    var pending: [(node: Int, x: Double, y: Double, visible: Bool)] = [(top, parentX, parentY, visible)]
    while let (node, baseX, baseY, shown) = pending.popLast() {
      unresolvedStamp[node] = resolvedRound
      guard shown else {
        finished[node] = .zero
        for slot in arena.slots(of: node) { pending.append((Int(arena.childList[slot]), 0, 0, false)) }
        continue
      }
      let relative = pass.placed[node]
      let x = node == rootSlot ? relative.origin.x : baseX + relative.origin.x
      let y = node == rootSlot ? relative.origin.y : baseY + relative.origin.y
      finished[node] = finish(grown(node, Rect(origin: Point(x: x, y: y), size: relative.size)))
      var position = 0
      for slot in arena.slots(of: node) {
        pending.append((Int(arena.childList[slot]), x, y, isShown(node, position)))
        position += 1
      }
    }
  }

  /// Whether the child at `position` of `parent` was laid out (S1.5).
  func isShown(_ parent: Int, _ position: Int) -> Bool {
    switch arena.kinds[parent].descriptor.selection {
    case .child: return Int(pass.choice[parent]) == position
    case .columns: return pass.placedSplitShown[Int(arena.aux[parent]) + position]
    case .none, .widths: return true
    }
  }

  /// The adaptive containers' choices as last placed.
  var placedSelections: PlacedSelections {
    PlacedSelections(
      tree: arena, choice: pass.choice, gridCells: pass.placedGridCells, gridCellWidth: pass.placedGridCellWidth,
      splitShown: pass.placedSplitShown)
  }
}

extension LiveTree {
  /// The nodes the last layout laid out — under the root and not inside an unchosen branch — in preorder (a
  /// node, then its children in order): what a renderer that redraws everything walks. O(n).
  ///
  /// - Throws: ``LiveTreeError/Code/noLayout``, ``LiveTreeError/Code/layoutOutdated``.
  public func laidOutNodes() throws(LiveTreeError) -> [NodeHandle] {
    try readableSlot(nil)
    var order: [NodeHandle] = []
    var pending = [rootSlot]
    while let node = pending.popLast() {
      order.append(handle(node))
      let slots = arena.slots(of: node)
      for slot in slots.reversed() where isShown(node, slot - slots.lowerBound) {
        pending.append(Int(arena.childList[slot]))
      }
    }
    return order
  }
}
