extension LiveTree {
  /// Lays the tree out from its root for `proposal` in `environment`, recomputing only what the edits since
  /// the previous layout can reach (see ``LiveTree``), and reports what changed.
  ///
  /// Steps, each bounded by what the edits touched: the edited nodes are checked (fields, ids, children
  /// counts); their derived facts and their ancestors' are refreshed while something a parent reads changes;
  /// each node whose answers may have changed forgets them and is checked against them, and its parent is
  /// recomputed only if its answers differ (or it cannot tell: no cache, an answer evicted since, a container
  /// dependency); the pass then places what changed.
  ///
  /// - Parameters:
  ///   - proposal: the root proposal in points; each axis `nil` (ideal), finite and ≥ 0, or `.infinity`.
  ///   - environment: display scale, Dynamic Type size and layout direction.
  /// - Returns: the root's size, the nodes whose frame relative to their parent or visibility changed, the
  ///   nodes that left the layout, and the pass's statistics; read frames with ``frame(of:)`` and friends.
  /// - Throws: ``LiveTreeError/Code/noRoot``; ``LiveTreeError/Code/invalidProposal``;
  ///   ``LiveTreeError/Code/missingChild`` or ``LiveTreeError/Code/invalidNode`` for an edited node that is
  ///   not valid (naming it); ``LiveTreeError/Code/layoutFailed`` when a measure function throws or answers an
  ///   invalid size, or a frame would be infinite. A failed layout keeps the results of the last successful one
  ///   readable; the next layout recomputes what the failed one had started.
  public func layout(proposal: ProposedSize, environment: LayoutEnvironment = .standard) throws(LiveTreeError)
    -> LiveLayout
  {
    guard rootSlot >= 0 else { throw LiveTreeError(.noRoot, message: "the tree has no root; use setRoot") }
    #if DEBUG
      checkInvariants()  // the edit batch that ends here
      defer { checkInvariants() }
    #endif
    do {
      try environment.check(rootProposal: proposal)
    } catch {
      throw LiveTreeError(.invalidProposal, path: error.path, message: error.message, layoutError: error)
    }
    // S14.4: while a dynamicTypeSize limits a subtree's size (or did at the last layout), an edit may move
    // nodes to another size: every scaled length is resolved again and the whole tree laid out.
    let editedWithLimits = !dirty.isEmpty && (arena.kindCounts.typeSizeSetting > 0 || typeSizesWereLimited)
    typeSizesWereLimited = arena.kindCounts.typeSizeSetting > 0
    if environment.dynamicTypeSize != resolvedTypeSize || editedWithLimits {
      resolveScaledLengths(at: environment.dynamicTypeSize)
    }
    // The first layout, or one after edits to most of the tree, takes the whole-tree path (every answer
    // recomputed, as a fresh engine does); the others recompute what the edits reach.
    let wholeTree =
      last == nil || editedWithLimits || wholeTreeRequested || dirty.count * 2 > Int(subtreeSizes[rootSlot])
    var answersChanged: [Int32] = []
    if wholeTree {
      try prepareWholeTree()
    } else {
      try validateEdits()
      answersChanged = refreshFacts()
      try checkDepth()
    }
    fitCaches()
    let depth = Int(heights[rootSlot])
    let window = Proposal(proposal)  // the container at the root (S13.1)
    let p = Proposal(environment.rootProposal(inWindow: proposal))  // S18.1: inside the window's safe area
    do {
      try DeepStack.run(depth: depth) { () throws(LayoutError) in
        pass.rootNode = rootSlot
        try pass.start(window, environment)
        // A first layout reports every laid-out node: the frames it writes need no notes.
        pass.notesPlacements = last != nil
        pass.heldStates = environment.layoutDirection == .leftToRight ? states : nil
        if wholeTree {
          pass.forgetEverything()
          pass.scaleText()
          recomputedCount = Int(subtreeSizes[rootSlot])
        } else {
          // An edit may have changed what a measure function answers (markDirty, a new function, a reused
          // node number): the answers evicted last pass are not kept past it.
          if !answersChanged.isEmpty || !editedSinceLayout.isEmpty {
            pass.previousEvictedMeasures.removeAll(keepingCapacity: true)
          }
          try invalidate(answersChanged)
        }
        let root = rootSlot
        let rootProposal = Proposal(width: p.width + 0, height: p.height + 0)
        let rootSize = try pass.size(root, rootProposal)
        let insets = environment.safeAreaInsets
        pass.setPlaced(root, Rect(x: insets.leading, y: insets.top, width: rootSize.width, height: rootSize.height))
        pass.startSafeAreas(environment, rootSize: rootSize)
        try pass.place(root, rootProposal, rootSize)
        if !wholeTree { try placeStaleSubtrees() }
        try checkPlacedFramesAreFinite()
      }
    } catch {
      pass.notesPlacements = true
      undoFailedPass()
      throw translate(error)
    }
    pass.notesPlacements = true
    wholeTreeRequested = false
    return finishLayout(proposal: proposal, environment: environment)
  }

  // MARK: - Checking the edits

  /// Checks every edited node attached under the root: its fields (as declared, then with its lengths scaled
  /// for the Dynamic Type size), its number of children, its id. When several fail, the error is the one a
  /// from-scratch layout gives: the first node in preorder, declared fields before scaled ones. Nothing changes
  /// when it throws.
  private func validateEdits() throws(LiveTreeError) {
    var failures: [(node: Int, scaled: Bool, error: LiveTreeError)] = []
    func check(_ index: Int) {
      if let error = problem(with: index) { failures.append((index, false, error)) }
      if scaledNodes[Int32(index)] != nil, scaledLengthsMayDiffer,
        let error = problem(with: index, checking: arena.kind(of: index))
      {
        failures.append((index, true, error))
      }
    }
    var joined = false
    for entry in dirty {
      let index = Int(entry)
      guard states[index].contains(.alive), states[index].contains(.listed), isAttached(index) else { continue }
      joined = joined || states[index].contains(.attached)
      check(index)
    }
    // Nodes edited while detached are checked once a subtree joins the tree.
    if joined {
      for entry in uncheckedNodes where !states[Int(entry)].contains(.listed) && isAttached(Int(entry)) {
        check(Int(entry))
      }
    }
    // S0.5: an id twice under the root fails at its second node in preorder.
    for id in sharedIDs {
      let owners = (nodesByID[id] ?? []).map(Int.init).filter(isAttached)
      guard owners.count > 1 else { continue }
      let second = owners.map { (node: $0, route: preorderRoute(of: $0)) }
        .sorted { $0.route.lexicographicallyPrecedes($1.route) }[1].node
      failures.append((second, false, duplicateID(id, at: second)))
    }
    guard let first = failures.first else { return }
    guard failures.count > 1 else { throw first.error }
    let ranked = failures.map { (failure: $0, route: preorderRoute(of: $0.node)) }
    throw ranked.min {
      $0.failure.scaled != $1.failure.scaled ? !$0.failure.scaled : $0.route.lexicographicallyPrecedes($1.route)
    }!.failure.error
  }

  /// What is wrong with node `index` (its declared kind, or `kind`), or `nil`.
  func problem(with index: Int, checking kind: Node.Kind? = nil) -> LiveTreeError? {
    if kind == nil && declaredNodeSurelyValid(index) { return nil }
    let entry = Int32(index)
    let tag = arena.kinds[index]
    let count = arena.childCount(of: index)
    if let required = tag.descriptor.family.requiredChildCount, count < required {
      return failure(
        .missingChild, index,
        required == 1
          ? "\(tag.descriptor.nameWithArticle) needs a child"
          : "\(tag.descriptor.nameWithArticle) needs a child and a content")
    }
    let id = idsByNode[entry]
    do throws(LayoutError) {
      if kind == nil {
        if let priority = arena.explicitPriorities[entry], !priority.isFinite {
          throw LayoutError(path: "layoutPriority", id: id, message: "must be finite, got \(priority)")
        }
        if let id, id.isEmpty { throw LayoutError(path: "id", id: id, message: "must not be empty") }
        // Set through `create(from:)` unchecked (`setAudit` checks its value); checked as `validate()` does.
        try auditsByNode[entry]?.checkFields(id: id)
        if let scaled = scaledNodes[entry] {
          let scalable = scaled.kind.scalableLengths
          for field in scaled.lengths.keys.sorted() where !scalable.contains(field) {
            throw LayoutError(
              path: field.rawValue, id: id, message: "this node has no length \"\(field.rawValue)\" to scale")
          }
        }
      }
      if kind == nil, scaledNodes[entry] == nil, count == (tag.descriptor.family.requiredChildCount ?? count),
        arena.fieldsSurelyValid(index)
      {
        return nil
      }
      try (kind ?? scaledNodes[entry]?.kind ?? arena.kind(of: index)).checkFields(childCount: count, id: id)
      return nil
    } catch {
      return invalidField(index, error)
    }
  }

  /// Whether node `index`, as declared, surely passes `problem(with:)`: its number of children, its priority,
  /// its id and its fields, asked as plain questions (no error's room prepared, no id copied), for the common
  /// node of a first layout. `false` only means the full check must decide.
  @inline(__always)
  private func declaredNodeSurelyValid(_ index: Int) -> Bool {
    let entry = Int32(index)
    let count = arena.childCount(of: index)
    guard count == (arena.kinds[index].descriptor.family.requiredChildCount ?? count) else { return false }
    if !arena.explicitPriorities.isEmpty, let priority = arena.explicitPriorities[entry], !priority.isFinite {
      return false
    }
    if !idsByNode.isEmpty, idsByNode[entry]?.isEmpty ?? false { return false }
    if !auditsByNode.isEmpty, auditsByNode[entry] != nil { return false }
    if !scaledNodes.isEmpty, scaledNodes[entry] != nil { return false }
    return arena.fieldsSurelyValid(index)
  }

  /// The child positions from the root down to `node` (attached): nodes compare in preorder as these compare
  /// lexicographically. O(depth × siblings).
  func preorderRoute(of node: Int) -> [Int] {
    var positions: [Int] = []
    var index = node
    while index != rootSlot {
      positions.append(arena.indexInParent(index))
      index = Int(arena.parents[index])
    }
    return positions.reversed()
  }

  /// Checks the tree's depth (at most ``Node/maximumDepth`` levels), naming the first node in preorder below
  /// the limit. O(depth × children along the way) when heights are current.
  private func checkDepth() throws(LiveTreeError) {
    guard Int(heights[rootSlot]) > Node.maximumDepth else { return }
    // Descend through the first child tall enough to reach below the limit.
    var node = rootSlot
    var depth = 1
    while depth <= Node.maximumDepth {
      let needed = Int32(Node.maximumDepth + 1 - depth)
      for slot in arena.slots(of: node) where heights[Int(arena.childList[slot])] >= needed {
        node = Int(arena.childList[slot])
        break
      }
      depth += 1
    }
    throw failure(.invalidNode, node, "tree is deeper than the limit of \(Node.maximumDepth) levels")
  }

  /// Checks that every frame this pass placed is finite (S1.3), naming the first such node in preorder.
  private func checkPlacedFramesAreFinite() throws(LayoutError) {
    var infinite: [Int] = []
    if pass.notesPlacements {
      // The nodes given a frame that was not finite (a later write may have replaced it).
      for entry in pass.nonFinite where !FrameFinishing.isFinite(pass.placed[Int(entry)]) {
        if isLaidOut(Int(entry)) { infinite.append(Int(entry)) }
      }
    } else {
      // A first layout noted nothing: every laid-out node is checked, and the first in preorder is the one.
      var pending = [rootSlot]
      while let node = pending.popLast() {
        if !FrameFinishing.isFinite(pass.placed[node]) {
          infinite.append(node)
          break
        }
        let slots = arena.slots(of: node)
        for slot in slots.reversed() where isShown(node, slot - slots.lowerBound) {
          pending.append(Int(arena.childList[slot]))
        }
      }
    }
    if !FrameFinishing.isFinite(pass.placed[rootSlot]) { infinite.append(rootSlot) }
    guard
      let earliest = infinite.map({ (node: $0, route: preorderRoute(of: $0)) })
        .min(by: { $0.route.lexicographicallyPrecedes($1.route) })?.node
    else { return }
    let first = pass.infiniteSource(from: earliest)  // S1.3: the node the infinity comes from
    throw pass.fail(
      first,
      "frame would be infinite (\(pass.placed[first].size)): an infinite proposal reached a node that takes "
        + "all the space it is offered")
  }

  /// Whether `node` is under the root. O(depth).
  func isAttached(_ node: Int) -> Bool {
    var index = node
    while true {
      if index == rootSlot { return true }
      let parent = Int(arena.parents[index])
      guard parent >= 0 else { return false }
      index = parent
    }
  }

  // MARK: - Facts

  /// Brings the derived facts of the edited nodes, and of their ancestors while something a parent reads
  /// changed, up to date; returns the nodes whose answers may have changed, deepest first. Clears the edit
  /// list. `continuing`: within stamps a caller already began (`beginRefresh`).
  func refreshFacts(continuing: Bool = false) -> [Int32] {
    var queue = DepthQueue()
    var answersChanged: [Int32] = []
    func enqueue(_ node: Int) {
      guard node >= 0, !has(.queued, node) else { return }
      mark(node, .queued)
      queue.insert(node, depth: depth(of: node))
    }
    if !continuing { beginRefresh() }
    for entry in dirty {
      let index = Int(entry)
      guard states[index].contains(.listed) else { continue }
      states[index].remove(.listed)
      guard states[index].contains(.alive) else { continue }
      editedSinceLayout.append(entry)
      let state = states[index]
      if state.isDisjoint(with: NodeState.edits) { continue }  // only its id changed
      noteContradiction(index)
      // S2.5: spacers whose enclosing stack this edit can change take their orientation again.
      if state.contains(.attached) {
        arena.spacersBelow(index, includingSelf: true) { if arena.orientSpacer($0) { enqueue($0) } }
      }
      if state.contains(.fieldsChanged) {
        arena.spacersBelow(index, includingSelf: true) { if arena.orientSpacer($0) { enqueue($0) } }
        arena.spacersBelow(index, includingSelf: false) { if arena.orientSpacer($0) { enqueue($0) } }
      } else if state.contains(.childrenChanged) && arena.kinds[index].descriptor.family == .decorated {
        // S15.1: which child is the primary (and sees the stack) follows the child order.
        arena.spacersBelow(index, includingSelf: false) { if arena.orientSpacer($0) { enqueue($0) } }
      }
      enqueue(index)
      // S3.1: the stack whose gaps read this node's spacer edges; the parent, whose facts read this node's.
      if !state.isDisjoint(with: [.fieldsChanged, .attached]) {
        enqueue(arena.stackReadingEdges(of: index))
        enqueue(Int(arena.parents[index]))
      }
    }
    dirty.removeAll(keepingCapacity: true)
    while let node = queue.popDeepest() {
      let changes = arena.refreshFacts(node)
      var height: Int32 = 1
      for slot in arena.slots(of: node) { height = Swift.max(height, heights[Int(arena.childList[slot])] + 1) }
      let heightChanged = heights[node] != height
      heights[node] = height
      let state = states[node]
      let parent = Int(arena.parents[node])
      if changes.contains(.parentFacts) {
        // What the parent reads of this node changed: the parent's answers may change, and this node cannot
        // stop the recomputation at itself.
        mark(node, .factsChanged)
        if parent >= 0 { mark(parent, .answersMayChange) }
      }
      if changes.contains(.parentFacts) || heightChanged || state.contains(.fieldsChanged) { enqueue(parent) }
      // A spacer or divider is queued when its orientation may have changed: its answers with it.
      if !state.isDisjoint(with: NodeState.edits) || !changes.isEmpty || arena.kinds[node].descriptor.readsStackAxis
        || has(.answersMayChange, node)
      {
        answersChanged.append(Int32(node))
      }
    }
    return answersChanged
  }

  /// Starts this layout's stamps (see `LiveNodeColumns`).
  func beginRefresh() {
    refreshStamp &+= 1
    if refreshStamp == 0 {
      columns.clearLayoutStamps()
      refreshStamp = 1
    }
  }

  /// Notes whether node `index`, edited, is a flexible frame whose minimum exceeds its maximum (D7), for the
  /// diagnostics.
  func noteContradiction(_ index: Int) {
    if arena.kinds[index] == .flexibleFrame, case .flexibleFrame(let frame, _) = arena.kind(of: index),
      frame.normalized(along: .horizontal).contradictory || frame.normalized(along: .vertical).contradictory
    {
      contradictoryFrames.insert(Int32(index))
    } else if !contradictoryFrames.isEmpty {
      contradictoryFrames.remove(Int32(index))
    }
  }

  // MARK: - Forgetting changed answers

  /// Resets what the nodes whose answers may have changed knew, from the deepest up, stopping where a node
  /// still answers its parent exactly as before (see `IncrementalLayout.swift`).
  private func invalidate(_ changed: [Int32]) throws(LayoutError) {
    var queue = DepthQueue()
    for entry in changed {
      let node = Int(entry)
      if arena.kinds[node] == .text { pass.scaleWords(of: node) }
      guard isAttached(node) else {
        // A detached subtree is not laid out: everything above the edit forgets what it knew, without comparing
        // answers (that would call measure functions for nodes nobody shows).
        var index = node
        while index >= 0 {
          pass.resetState(of: index)
          index = Int(arena.parents[index])
        }
        continue
      }
      queue.insert(node, depth: depth(of: node))
    }
    while let node = queue.popDeepest() {
      guard !has(.reset, node) else { continue }
      mark(node, .reset)
      let saved =
        has(.factsChanged, node) || arena.explicitValuesAreRead(from: node) ? nil : pass.savedAnswers(of: node)
      pass.resetState(of: node)
      staleNodes.append(Int32(node))
      if let saved, pass.answersStillMatch(saved, of: node) { continue }
      let parent = Int(arena.parents[node])
      if parent >= 0 { queue.insert(parent, depth: depth(of: parent)) }
    }
  }

  /// Places again, with the proposals of their last placement, the changed subtrees no ancestor placed in this
  /// pass, shallowest first. A node with no placement of its own to repeat (it took children since it was last
  /// placed: a leaf that became a modifier or a container, answering as before) is placed by its parent.
  private func placeStaleSubtrees() throws(LayoutError) {
    recomputedCount = staleNodes.count
    guard !staleNodes.isEmpty else { return }
    let order = staleNodes.map { (node: Int($0), depth: depth(of: Int($0))) }.sorted { $0.depth < $1.depth }
    staleNodes.removeAll(keepingCapacity: true)
    for (node, _) in order where isAttached(node) {
      if isLaidOut(node) {
        var target = node
        while try !pass.placeAgainIfStale(target), pass.isPlacementStale(target), target != rootSlot {
          target = Int(arena.parents[target])
          pass.markPlacementStale(target)
        }
      } else {
        markPlacementStaleInHiddenBranch(node)
      }
    }
  }

  /// Marks the placement of `node`, hidden, and of its ancestors up to the top of the unchosen branch holding
  /// it as stale: when that branch is shown again, the walk down to `node` must not stop at an ancestor whose
  /// placement looks reusable.
  private func markPlacementStaleInHiddenBranch(_ node: Int) {
    var path: [Int] = []
    var hiddenTop = 0
    var index = node
    while index != rootSlot {
      let parent = Int(arena.parents[index])
      path.append(index)
      if !pass.shows(parent, child: index) { hiddenTop = path.count }
      index = parent
    }
    for step in path.prefix(hiddenTop) { pass.markPlacementStale(step) }
  }

  /// Whether `node` is attached and shown by every ancestor (not inside an unchosen branch). O(depth).
  func isLaidOut(_ node: Int) -> Bool {
    var index = node
    while index != rootSlot {
      let parent = Int(arena.parents[index])
      guard parent >= 0, pass.shows(parent, child: index) else { return false }
      index = parent
    }
    return true
  }

  // MARK: - Failure

  /// Puts back what a failed pass changed in the results of the last successful layout, and forgets the
  /// caches it was rebuilding (the next layout recomputes them).
  private func undoFailedPass() {
    for touched in pass.touched.reversed() { pass.placed[Int(touched.node)] = touched.before }
    pass.touched.removeAll(keepingCapacity: true)
    pass.undoSelections()
    pass.selectionChanges.removeAll(keepingCapacity: true)
    pass.forgetEverything()
    pass.scrollGrowth = reportedScrollGrowth  // the last successful layout's, as its frames are
    staleNodes.removeAll(keepingCapacity: true)
  }

  /// An engine error, with the node it names found by its JSON Pointer.
  private func translate(_ error: LayoutError) -> LiveTreeError {
    let slot = slot(atPointer: error.path)
    return LiveTreeError(
      .layoutFailed, handle: slot.map(handle), path: error.path, id: error.id, message: error.message,
      layoutError: error)
  }

  /// The deepest node named by a JSON Pointer that starts at `/root` (`/root/columns/1/child/width` names the
  /// split's second column's child), or `nil`.
  func slot(atPointer pointer: String) -> Int? {
    let components = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard components.first == "root", rootSlot >= 0 else { return nil }
    var node = rootSlot
    var rest = components.dropFirst()[...]
    while let step = rest.first {
      let family = arena.kinds[node].descriptor.family
      let count = arena.childCount(of: node)
      if step == "child", family == .modifier || family == .decorated, count > 0 {
        node = arena.child(node, 0)
        rest = rest.dropFirst()
      } else if step == "content", family == .decorated, count > 1 {
        node = arena.child(node, 1)
        rest = rest.dropFirst()
      } else if step == "children" || step == "columns", rest.count >= 2,
        let position = Int(rest.dropFirst().first ?? ""), position >= 0, position < count
      {
        if step == "columns" {
          guard family == .split, rest.dropFirst(2).first == "child" else { break }
          rest = rest.dropFirst(3)
        } else {
          guard family == .container else { break }
          rest = rest.dropFirst(2)
        }
        node = arena.child(node, position)
      } else {
        break
      }
    }
    return node
  }

  // MARK: - Dynamic Type

  /// Resolves every scaled length for `size` (S14): the nodes that declare them take their scaled fields for
  /// the size each sees (S14.4), and every cached answer is forgotten (text and scaled lengths changed).
  private func resolveScaledLengths(at environmentSize: DynamicTypeSize) {
    resolvedTypeSize = environmentSize
    for (entry, scaled) in scaledNodes {
      var resolved = scaled.kind
      let size = arena.typeSize(of: Int(entry), under: environmentSize)
      if size != .large {
        for (field, style) in scaled.lengths { resolved.scale(field) { style.scale($0, at: size) } }
      }
      let index = Int(entry)
      makeRoom(forKind: resolved, of: index)
      arena.replaceKind(of: index, with: resolved)
      markState(index, .fieldsChanged)
    }
  }
}

/// Nodes waiting to be processed deepest first: one bucket per depth.
struct DepthQueue {
  private var buckets: [[Int]] = []
  private var deepest = -1

  mutating func insert(_ node: Int, depth: Int) {
    while buckets.count <= depth { buckets.append([]) }
    buckets[depth].append(node)
    deepest = Swift.max(deepest, depth)
  }

  /// The node of greatest depth (any order within a depth), or `nil` when empty.
  mutating func popDeepest() -> Int? {
    while deepest >= 0 {
      if let node = buckets[deepest].popLast() { return node }
      deepest -= 1
    }
    return nil
  }
}
