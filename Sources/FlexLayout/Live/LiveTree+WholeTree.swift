extension LiveTree {
  /// Prepares the whole-tree path of a layout — the first one, or one after edits to most of the tree — in
  /// which every answer is recomputed, as a fresh engine computes them: one walk under the root checks the
  /// edited nodes and the depth, orients the spacers and refreshes every node's derived facts, children
  /// first. O(n), with no per-node search upward. Edited nodes that are not under the root go through the
  /// incremental refresh. Nothing changes when it throws.
  ///
  /// Errors rank as a from-scratch layout ranks them: the first node in preorder with a problem in its
  /// declared fields, its id (a second node with an id) or its depth; then the first with a problem in its
  /// fields scaled for the Dynamic Type size.
  func prepareWholeTree() throws(LiveTreeError) {
    beginRefresh()
    var preorder: [Int32] = []
    preorder.reserveCapacity(Int(subtreeSizes[rootSlot]))
    var declaredFailure: LiveTreeError?
    var scaledFailure: LiveTreeError?
    // Whether each is found, asked per node as a flag: comparing the optional errors with nil copies them.
    var declaredFound = false
    var scaledFound = false
    var sharedSeen: Set<String> = []
    var pending: [(node: Int32, depth: Int32)] = [(Int32(rootSlot), 1)]
    while let (entry, depth) = pending.popLast() {
      let node = Int(entry)
      preorder.append(entry)
      // Edited since the last layout, or while detached and not checked since.
      let edited = states[node].contains(.listed) || (!uncheckedNodes.isEmpty && uncheckedNodes.contains(entry))
      if !declaredFound {
        if depth > Node.maximumDepth {
          declaredFailure = failure(.invalidNode, node, "tree is deeper than the limit of \(Node.maximumDepth) levels")
          declaredFound = true
        } else if edited, let problem = problem(with: node) {
          declaredFailure = problem
          declaredFound = true
        } else if !sharedIDs.isEmpty, let id = idsByNode[entry], sharedIDs.contains(id),
          !sharedSeen.insert(id).inserted
        {
          declaredFailure = duplicateID(id, at: node)
          declaredFound = true
        }
      }
      if !scaledFound, edited, scaledNodes[entry] != nil, scaledLengthsMayDiffer,
        let problem = problem(with: node, checking: arena.kind(of: node))
      {
        scaledFailure = problem
        scaledFound = true
      }
      let slots = arena.slots(of: node)
      for slot in slots.reversed() { pending.append((arena.childList[slot], depth + 1)) }
    }
    if let failure = declaredFailure ?? scaledFailure { throw failure }

    // Facts, children before parents; spacers take their orientation first (S2.5).
    for entry in preorder where arena.kinds[Int(entry)].descriptor.readsStackAxis { arena.orientSpacer(Int(entry)) }
    for entry in preorder.reversed() {
      let node = Int(entry)
      _ = arena.refreshFacts(node)
      var height: Int32 = 1
      for slot in arena.slots(of: node) { height = Swift.max(height, heights[Int(arena.childList[slot])] + 1) }
      heights[node] = height
      mark(node, .reset)
    }

    // The edit list: the nodes walked are done; the others are refreshed as usual.
    var elsewhere: [Int32] = []
    for entry in dirty where states[Int(entry)].contains(.listed) {
      let node = Int(entry)
      guard has(.reset, node) else {
        elsewhere.append(entry)
        continue
      }
      states[node].remove(.listed)
      editedSinceLayout.append(entry)
      if !states[node].isDisjoint(with: NodeState.edits) { noteContradiction(node) }
    }
    dirty = elsewhere
    _ = refreshFacts(continuing: true)
  }

  /// The error of an id that a node earlier in preorder has too, at `node`.
  func duplicateID(_ id: String, at node: Int) -> LiveTreeError {
    let path = pointer(node).map { "\($0)/id" }
    let message = "duplicate id \"\(id)\""
    return LiveTreeError(
      .invalidNode, handle: handle(node), path: path, id: id, message: message,
      layoutError: LayoutError(path: path ?? "id", id: id, message: message))
  }
}
