extension LiveTree {
  /// Lays the tree out from its root for `proposal` in `environment`.
  ///
  /// When the tree was edited since the last successful compile, it is recompiled (O(n) for the n nodes
  /// under the root: the value tree is rebuilt — reusing the values of unchanged subtrees — validated and
  /// compiled into a ``LayoutTree``), and the new ``LayoutEngine`` starts with every cached answer of every
  /// clean subtree of the previous one; then the dirty flags are cleared. Without edits, the same engine
  /// lays out again and a resize costs only what the new proposal reaches.
  ///
  /// Measure functions of measured leaves are called here, on this thread, for proposals they have not
  /// answered since they were last marked dirty (see ``LiveTree``).
  ///
  /// - Parameters:
  ///   - proposal: the root proposal in points; each axis `nil` (ideal), finite and ≥ 0, or `.infinity`.
  ///   - environment: display scale, Dynamic Type size and layout direction.
  /// - Returns: an immutable result: every attached node's frame by handle, visibility, selections, the
  ///   handles whose frame changed since the previous successful layout, statistics.
  /// - Throws: a ``LiveTreeError`` naming the node by handle and JSON Pointer: ``LiveTreeError/Code/noRoot``;
  ///   ``LiveTreeError/Code/missingChild``; ``LiveTreeError/Code/invalidNode`` for an invalid field, a
  ///   duplicate id or a tree deeper than ``Node/maximumDepth``; ``LiveTreeError/Code/invalidProposal``;
  ///   ``LiveTreeError/Code/layoutFailed`` when a measure function throws or answers an invalid size or a
  ///   frame would be infinite. After an error the tree, its dirty flags (unless the compile succeeded) and
  ///   its caches are as valid as before; fix the cause and lay out again.
  public func layout(
    proposal: ProposedSize, environment: LayoutEnvironment = .standard
  ) throws(LiveTreeError) -> LiveLayout {
    var recompiled = false
    if needsCompile || compiled == nil {
      try compile()
      recompiled = true
    }
    guard let compiled else { throw LiveTreeError(.noRoot, message: "the tree has no root") }
    var result: LayoutResult
    measureClock.tick()
    if environment.dynamicTypeSize != .large { self.compiled?.leftLargeTypeSize = true }
    do {
      result = try compiled.engine.layout(proposal: proposal, environment: environment)
    } catch {
      throw translate(error, code: .layoutFailed)
    }
    // Count the host's calls; answers repeated from the per-pass memo are cache hits.
    result.statistics.measureCalls = measureClock.hostCalls
    result.statistics.cacheHits += measureClock.memoHits
    return finish(result, compiled, proposal, environment, recompiled: recompiled)
  }

  /// Rebuilds and compiles the tree, carrying the caches of clean subtrees over from the last compile.
  private func compile() throws(LiveTreeError) {
    guard rootSlot >= 0 else { throw LiveTreeError(.noRoot, message: "the tree has no root; use setRoot") }
    let order = try walk(from: rootSlot)
    let root = build(order, forLayout: true)
    let tree: LayoutTree
    do {
      tree = try LayoutTree(root)
    } catch {
      throw translate(error, code: .invalidNode)
    }
    let count = order.count
    // The structure by preorder index, and the stack axis each node sees.
    var structure = LiveStructure(count: count)
    var contexts = [UInt8](repeating: 0, count: count)
    for (index, slot) in order.enumerated() {
      let entry = entries[Int(slot)]
      structure.roles[index] = entry.kind.role
      structure.ids[index] = entry.id
      structure.childStart[index + 1] = structure.childStart[index] + Int32(entry.children.count)
      for child in entry.children {
        let childIndex = Int(entries[Int(child)].walkIndex)
        structure.parents[childIndex] = Int32(index)
        structure.childList.append(Int32(childIndex))
        contexts[childIndex] = entry.kind.childContext(contexts[index])
      }
    }

    var unchanged = [Int32](repeating: -1, count: count)
    var reused = 0
    // An engine whose tree has scaled lengths resolves them for the Dynamic Type size it lays out at, and
    // a new engine takes over its predecessor's size with its caches but not the resolved lengths; so
    // caches are carried over only from engines that stayed at `.large` when scaled lengths are involved.
    let scaled = tree.hasScaledLengths || compiled?.hasScaledLengths == true
    if let previous = compiled, !(scaled && previous.leftLargeTypeSize) {
      // A node keeps its cached answers when neither it nor anything below it changed since the previous
      // compile, and it sees the same enclosing stack axis: a spacer's answers depend on it, so a subtree
      // moved to a stack of the other axis, or under a stack whose axis changed, is recomputed.
      var childrenUnchanged = [Bool](repeating: true, count: count)
      for index in stride(from: count - 1, through: 0, by: -1) {
        let entry = entries[Int(order[index])]
        let same =
          childrenUnchanged[index] && !entry.dirty && entry.compiledIn == previous.number
          && entry.lastContext == contexts[index]
        if same {
          unchanged[index] = entry.lastIndex
          reused += 1
        } else if index > 0 {
          childrenUnchanged[Int(structure.parents[index])] = false
        }
      }
    }
    let engine = LayoutEngine(tree)  // (temporary while the live tree moves onto the arena)
    compileCount += 1
    var indexBySlot = [Int32](repeating: -1, count: entries.count)
    for (index, slot) in order.enumerated() {
      indexBySlot[Int(slot)] = Int32(index)
      entries[Int(slot)].dirty = false
      entries[Int(slot)].compiledIn = compileCount
      entries[Int(slot)].lastIndex = Int32(index)
      entries[Int(slot)].lastContext = contexts[index]
    }
    compiled = Compiled(
      number: compileCount, hasScaledLengths: tree.hasScaledLengths, engine: engine, slots: order,
      handles: order.map { handle(Int($0)) }, indexBySlot: indexBySlot, structure: structure, reusedNodes: reused,
      leftLargeTypeSize: reused > 0 && compiled?.leftLargeTypeSize == true)
    needsCompile = false
  }

  /// Records a successful pass and wraps its result.
  private func finish(
    _ result: LayoutResult, _ compiled: Compiled, _ proposal: ProposedSize, _ environment: LayoutEnvironment,
    recompiled: Bool
  ) -> LiveLayout {
    let previousPass = passCount
    passCount += 1
    var changed: [NodeHandle] = []
    for (index, slot) in compiled.slots.enumerated() {
      let entry = entries[Int(slot)]
      let frame = result.frames[index]
      let visible = result.visibility[index]
      if entry.seenInPass == 0 || entry.seenInPass != previousPass || entry.lastVisible != visible
        || !Self.identical(entry.lastFrame, frame)
      {
        changed.append(compiled.handles[index])
      }
      entries[Int(slot)].seenInPass = passCount
      entries[Int(slot)].lastFrame = frame
      entries[Int(slot)].lastVisible = visible
    }
    var departed: [NodeHandle] = []
    for handle in lastPassHandles where !(contains(handle) && entries[Int(handle.slot)].seenInPass == passCount) {
      departed.append(handle)
    }
    lastPassHandles = compiled.handles
    return LiveLayout(
      result: result, structure: compiled.structure, handles: compiled.handles,
      indexBySlot: compiled.indexBySlot, treeToken: token, proposal: proposal, environment: environment,
      changedHandles: changed,
      departedHandles: departed, recompiled: recompiled,
      reusedNodes: recompiled ? compiled.reusedNodes : compiled.handles.count)
  }

  /// Whether two frames are the same bit for bit.
  static func identical(_ a: Rect, _ b: Rect) -> Bool {
    a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
      && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
  }

  /// A validator or engine error, with the node it names found by its JSON Pointer.
  private func translate(_ error: LayoutError, code: LiveTreeError.Code) -> LiveTreeError {
    if error.path.hasPrefix("/proposal") || error.path.hasPrefix("/environment") {
      return LiveTreeError(.invalidProposal, path: error.path, message: error.message, layoutError: error)
    }
    let slot = slot(atPointer: error.path)
    return LiveTreeError(
      code, handle: slot.map(handle), path: error.path, id: error.id, message: error.message, layoutError: error)
  }

  /// The deepest node named by a JSON Pointer that starts at `/root` (`/root/columns/1/child/width` names
  /// the split's second column's child), or `nil`.
  func slot(atPointer pointer: String) -> Int? {
    let components = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard components.first == "root", rootSlot >= 0 else { return nil }
    var node = rootSlot
    var rest = components.dropFirst()[...]
    while let step = rest.first {
      let children = entries[node].children
      if step == "child", entries[node].kind.family == .modifier, let child = children.first {
        node = Int(child)
        rest = rest.dropFirst()
      } else if step == "children" || step == "columns", rest.count >= 2,
        let position = Int(rest.dropFirst().first ?? ""),
        children.indices.contains(position)
      {
        if step == "columns" {
          guard entries[node].kind.family == .split, rest.dropFirst(2).first == "child" else { break }
          rest = rest.dropFirst(3)
        } else {
          guard entries[node].kind.family == .container else { break }
          rest = rest.dropFirst(2)
        }
        node = Int(children[position])
      } else {
        break
      }
    }
    return node
  }
}
