extension LiveTree {
  // MARK: - Structure

  /// Makes `node` the root laid out by ``layout(proposal:environment:)``, or clears the root with `nil`.
  /// The previous root stays alive, detached. O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/alreadyHasParent`` when `node`
  ///   is some node's child (detach it first).
  public func setRoot(_ node: NodeHandle?) throws(LiveTreeError) {
    guard let node else {
      if rootSlot >= 0 { leave(rootSlot) }
      rootSlot = -1
      structureChanged()
      return
    }
    let index = try slot(node)
    if index == rootSlot { return }
    try requireDetached(index, "become the root")
    if rootSlot >= 0 { leave(rootSlot) }
    rootSlot = index
    markState(index, .attached)
    structureChanged()
  }

  /// Inserts the detached node `child` among the children of `parent`, at `index` (default: after the
  /// last child). O(depth + children of `parent`).
  ///
  /// `parent` must be a container (`hstack`, `vstack`, `zstack`, `flow`, `grid`, `viewThatFits`,
  /// `buckets`) or a modifier without a child; add a split's children with
  /// ``insertColumn(_:into:at:widths:)``. `child`'s own subtree keeps its cached answers.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/alreadyHasParent`` or
  ///   ``LiveTreeError/Code/isRoot`` when `child` is attached; ``LiveTreeError/Code/cycle`` when `parent`
  ///   is `child` or one of its descendants; ``LiveTreeError/Code/kindMismatch`` when `parent` is a leaf, a
  ///   modifier that already has its child, or a split; ``LiveTreeError/Code/indexOutOfRange`` unless
  ///   `0 ≤ index ≤` the number of children.
  public func insert(_ child: NodeHandle, into parent: NodeHandle, at index: Int? = nil) throws(LiveTreeError) {
    // The common case asks plain questions; only a refusal goes through the checks that word its error.
    if insertIfAllowed(child, into: parent, at: index) { return }
    try insertChecked(child, into: parent, at: index)
  }

  /// ``insert(_:into:at:)`` through the checks that word its errors, one by one.
  func insertChecked(_ child: NodeHandle, into parent: NodeHandle, at index: Int?) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let parentSlot = try slot(parent)
    try requireDetached(childSlot, "be inserted")
    try requireNoCycle(childSlot, under: parentSlot)
    try requireRoomForChild(in: parentSlot)
    let position = try checkedPosition(index, in: parentSlot)
    attach(childSlot, to: parentSlot, at: position)
  }

  /// ``insert(_:into:at:)`` without its error (its first step, and the C interface's): inserts and returns `true`
  /// when the insert is allowed; changes nothing and returns `false` when ``insert(_:into:at:)`` would throw
  /// (call it then to learn why). A success never prepares room for a ``LiveTreeError``: each throwing check
  /// did, which cost a build as much as the insert's work. Both paths ask the same predicates.
  package func insertIfAllowed(_ child: NodeHandle, into parent: NodeHandle, at index: Int?) -> Bool {
    guard let childSlot = aliveSlot(child), let parentSlot = aliveSlot(parent) else { return false }
    return insertIfAllowed(childSlot, into: parentSlot, at: index)
  }

  /// ``insertIfAllowed(_:into:at:)`` for nodes of this tree named by number and generation (the C interface's
  /// unpacked handles, whose tree it has checked).
  package func insertIfAllowed(_ child: PackedNode, into parent: PackedNode, at index: Int?) -> Bool {
    guard let childSlot = aliveSlot(child), let parentSlot = aliveSlot(parent) else { return false }
    return insertIfAllowed(childSlot, into: parentSlot, at: index)
  }

  /// The checks and the insert of ``insertIfAllowed(_:into:at:)``, for alive slots.
  @inline(__always)
  private func insertIfAllowed(_ childSlot: Int, into parentSlot: Int, at index: Int?) -> Bool {
    guard isDetached(childSlot), !createsCycle(childSlot, under: parentSlot), takesAnotherChild(parentSlot)
    else { return false }
    let count = arena.childCount(of: parentSlot)
    let position = index ?? count
    guard position >= 0 && position <= count else { return false }
    attach(childSlot, to: parentSlot, at: position)
    return true
  }

  /// Inserts the detached node `child` as a new column of the split `split`, at `index` (default: after the
  /// last column), with the column's `widths`. O(depth + columns).
  ///
  /// - Throws: the errors of ``insert(_:into:at:)``; ``LiveTreeError/Code/kindMismatch`` when `split` is
  ///   not a split.
  public func insertColumn(
    _ child: NodeHandle, into split: NodeHandle, at index: Int? = nil, widths: SplitColumnWidths
  ) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let splitSlot = try slot(split)
    try requireDetached(childSlot, "be inserted")
    try requireNoCycle(childSlot, under: splitSlot)
    guard case .split(var columns, let dividerWidth, let collapsedColumn) = try kind(of: split) else {
      throw failure(
        .kindMismatch, splitSlot,
        "insertColumn needs a split, not \(arena.kinds[splitSlot].descriptor.nameWithArticle); use insert")
    }
    let position = try checkedPosition(index, in: splitSlot)
    columns.insert(widths, at: position)
    setFields(.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn), of: splitSlot)
    attach(childSlot, to: splitSlot, at: position)
  }

  /// Detaches `child` from its parent. The node and its subtree stay alive (their handles stay valid) and
  /// can be inserted again, or destroyed with ``remove(_:)``. A split loses the child's column.
  /// O(children of the parent).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/isRoot`` for the root (use
  ///   `setRoot(nil)`); ``LiveTreeError/Code/noParent`` for a detached node.
  public func removeFromParent(_ child: NodeHandle) throws(LiveTreeError) {
    let childSlot = try slot(child)
    guard arena.parents[childSlot] >= 0 else {
      if childSlot == rootSlot {
        throw failure(.isRoot, childSlot, "the root has no parent to be removed from; use setRoot(nil)")
      }
      throw failure(.noParent, childSlot, "the node has no parent")
    }
    detach(childSlot)
  }

  /// Moves `child` to position `index` among its siblings (0 ≤ `index` < the number of siblings, counted
  /// with `child`). A split's column widths move with their child. O(siblings).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/noParent`` for the root and for
  ///   detached nodes; ``LiveTreeError/Code/indexOutOfRange``.
  public func move(_ child: NodeHandle, to index: Int) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let parent = Int(arena.parents[childSlot])
    guard parent >= 0 else { throw failure(.noParent, childSlot, "the node has no parent to move within") }
    let count = arena.childCount(of: parent)
    guard index >= 0 && index < count else {
      throw failure(.indexOutOfRange, parent, "index \(index) is out of range 0..<\(count)")
    }
    let from = arena.indexInParent(childSlot)
    guard from != index else { return }
    if case .split(var columns, let dividerWidth, let collapsedColumn) = try kind(of: handle(parent)) {
      columns.insert(columns.remove(at: from), at: index)
      setFields(.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn), of: parent)
    }
    arena.moveChild(from: from, to: index, in: parent)
    markState(parent, .childrenChanged)
    markState(childSlot, .attached)
    structureChanged()
  }

  /// Moves `child` (attached or not) under `parent` at `index` (default: last), in one step. Within the
  /// same parent this is ``move(_:to:)``. Moving from one split to another carries the column widths;
  /// moving into a split from elsewhere needs ``insertColumn(_:into:at:widths:)``. O(depth + siblings).
  ///
  /// - Throws: the errors of ``insert(_:into:at:)`` (nothing changes when it throws).
  public func move(_ child: NodeHandle, into parent: NodeHandle, at index: Int? = nil) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let parentSlot = try slot(parent)
    let oldParent = Int(arena.parents[childSlot])
    if oldParent == parentSlot {
      try move(child, to: index ?? (arena.childCount(of: parentSlot) - 1))
      return
    }
    if childSlot == rootSlot {
      throw failure(.isRoot, childSlot, "the root cannot be moved under another node; set another root first")
    }
    try requireNoCycle(childSlot, under: parentSlot)
    let columnWidths: SplitColumnWidths?
    let kind = try self.kind(of: parent)
    switch kind.family {
    case .split:
      guard oldParent >= 0, case .split(let oldColumns, _, _) = try self.kind(of: handle(oldParent)) else {
        throw failure(.kindMismatch, parentSlot, "a split's children are columns: use insertColumn(_:into:at:widths:)")
      }
      columnWidths = oldColumns[arena.indexInParent(childSlot)]
    case .leaf, .modifier, .decorated, .container:
      try requireRoomForChild(in: parentSlot)
      columnWidths = nil
    }
    let count = arena.childCount(of: parentSlot)
    if let index, index < 0 || index > count {
      throw failure(.indexOutOfRange, parentSlot, "index \(index) is out of range 0...\(count)")
    }
    // Listed as leaving: it departs at the next layout unless its new parent is laid out by then.
    if oldParent >= 0 { detach(childSlot) }
    let position = index ?? count
    if let columnWidths, case .split(var columns, let dividerWidth, let collapsedColumn) = kind {
      columns.insert(columnWidths, at: position)
      setFields(.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn), of: parentSlot)
    }
    attach(childSlot, to: parentSlot, at: position)
  }

  /// Puts the detached node `replacement` where `node` is — the same position among the same parent's
  /// children (a split column keeps its widths), or the root — and detaches `node`, which stays alive.
  /// Wrapping a node in a modifier is `replace(node, with: modifier)` then `insert(node, into: modifier)`.
  /// O(depth + siblings).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/alreadyHasParent`` or
  ///   ``LiveTreeError/Code/isRoot`` when `replacement` is attached; ``LiveTreeError/Code/noParent`` when
  ///   `node` is neither attached nor the root.
  public func replace(_ node: NodeHandle, with replacement: NodeHandle) throws(LiveTreeError) {
    let nodeSlot = try slot(node)
    let newSlot = try slot(replacement)
    guard nodeSlot != newSlot else { return }
    try requireDetached(newSlot, "replace another node")
    try requireNoCycle(newSlot, under: nodeSlot)
    if nodeSlot == rootSlot {
      leave(nodeSlot)
      rootSlot = newSlot
      markState(newSlot, .attached)
      structureChanged()
      return
    }
    let parent = Int(arena.parents[nodeSlot])
    guard parent >= 0 else { throw failure(.noParent, nodeSlot, "the node is detached: there is nothing to replace") }
    let old = relinkChild(at: arena.indexInParent(nodeSlot), of: parent, with: newSlot)
    leave(old)
    markState(parent, .childrenChanged)
    markState(newSlot, .attached)
    structureChanged()
  }

  /// Destroys `node` and its whole subtree, detaching it first: every handle in the subtree becomes
  /// invalid (using one throws ``LiveTreeError/Code/invalidHandle``), and the storage is reused for later
  /// nodes. O(size of the subtree + siblings).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/isRoot`` for the root (set
  ///   another root, or `nil`, first).
  public func remove(_ node: NodeHandle) throws(LiveTreeError) {
    let top = try slot(node)
    guard top != rootSlot else {
      throw failure(.isRoot, top, "the root cannot be removed; set another root (or nil) first")
    }
    // Listed as leaving if the renderer holds it (a node detached earlier was listed then).
    if arena.parents[top] >= 0 { detach(top) }
    var pending = [top]
    while let index = pending.popLast() {
      for slot in arena.slots(of: index) { pending.append(Int(arena.childList[slot])) }
      setIDEntry(nil, of: index)
      scaledNodes[Int32(index)] = nil
      rolesByNode[Int32(index)] = nil
      auditsByNode[Int32(index)] = nil
      uncheckedNodes.remove(Int32(index))
      contradictoryFrames.remove(Int32(index))
      arena.childCount[index] = 0
      arena.parents[index] = -1
      arena.freeNode(index)
      states[index] = []
      if generations[index] < Self.maximumGeneration {
        generations[index] += 1
      } else {
        arena.freeNodes.removeLast()  // retired: a handle never repeats
      }
    }
    structureChanged()
  }

  // MARK: - Fields

  /// Replaces the node's kind and fields. The new kind must fit the node's children: no children for a
  /// leaf, at most one for a modifier, one column width per child for a split. O(1) plus the fields' size.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` (nothing changes).
  public func setKind(_ kind: Kind, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    try requireFits(kind, index)
    setFields(kind, of: index)
  }

  /// Edits the node's kind and fields in place, e.g. `tree.update(stack) { $0 = .hstack(spacing: 4) }` or a
  /// `switch` that changes one field, and returns what `body` returns. The result must fit the node's
  /// children as for ``setKind(_:of:)``; otherwise nothing changes.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch``.
  @discardableResult
  public func update<Result>(_ node: NodeHandle, _ body: (inout Kind) -> Result) throws(LiveTreeError) -> Result {
    let index = try slot(node)
    var kind = try self.kind(of: node)
    let result = body(&kind)
    try requireFits(kind, index)
    setFields(kind, of: index)
    return result
  }

  /// Sets one numeric field of the node's kind by its name (``Node/Kind/setNumber(_:_:)``: a length in points,
  /// a ratio, a fraction or a count, as the kind's ``KindDescriptor/fields`` name it), `nil` to unset an
  /// optional one — every numeric field of every kind, without a setter per kind. The value is checked when
  /// the tree is laid out, like every field.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` when the kind has no
  ///   numeric field `field`, when `value` is `nil` for a field that cannot be unset, or when a count is given
  ///   a value that is not whole (nothing changes).
  public func setNumber(_ field: String, of node: NodeHandle, to value: Double?) throws(LiveTreeError) {
    let index = try slot(node)
    var kind = try self.kind(of: node)
    guard kind.setNumber(field, value) else {
      let numeric = kind.descriptor.fields.filter { kind.number($0.name) != nil }.map { "\"\($0.name)\"" }
      let known = numeric.isEmpty ? "it has no numeric field" : "its numeric fields: " + numeric.joined(separator: ", ")
      if kind.number(field) == nil { throw mismatch(index, "no numeric field \"\(field)\" (\(known))") }
      throw mismatch(index, "\"\(field)\" cannot be set to \(value.map { "\($0)" } ?? "nil")")
    }
    setFields(kind, of: index)
  }

  /// Replaces the words, spacing, line height and line limit of a text leaf.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` when the node is
  ///   not a text.
  public func setText(_ text: TextLeaf, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    guard arena.kinds[index] == .text else { throw mismatch(index, "setText needs a text") }
    setFields(.text(text), of: index)
  }

  /// Replaces a fixed frame's width, height (points; `nil` keeps the child's size on that axis) and
  /// alignment.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` when the node is
  ///   not a `frame`.
  public func setFrame(
    width: Double?, height: Double?, alignment: Alignment = .center, of node: NodeHandle
  ) throws(LiveTreeError) {
    let index = try slot(node)
    guard arena.kinds[index] == .frame else { throw mismatch(index, "setFrame needs a frame") }
    setFields(.frame(width: width, height: height, alignment: alignment), of: index)
  }

  /// Replaces a measured leaf's function. Its cached answers are checked against the new function at the next
  /// layout (see ``markDirty(_:)``).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` when the node is
  ///   not a measured leaf.
  public func setMeasure(
    _ measure: @escaping @Sendable (ProposedSize) throws -> Size, of node: NodeHandle
  ) throws(LiveTreeError) {
    let index = try slot(node)
    guard arena.kinds[index] == .measured else { throw mismatch(index, "setMeasure needs a measured leaf") }
    arena.setMeasure(.swift(measure), of: index)
    markState(index, .contentChanged)
  }

  /// Replaces a measured leaf's function with a C callback (the C interface's `flexlayout_set_measured`).
  package func setMeasure(_ measure: CMeasure, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    guard arena.kinds[index] == .measured else { throw mismatch(index, "setMeasure needs a measured leaf") }
    arena.setMeasure(.c(measure), of: index)
    markState(index, .contentChanged)
  }

  /// Declares that the node's content changed in a way the tree cannot see — typically a measured leaf whose
  /// function now answers differently (new text, a loaded image). At the next layout the node's cached answers
  /// are recomputed (calling its measure function again) and compared with the old ones; its ancestors are
  /// recomputed only as far as its answers changed. O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func markDirty(_ node: NodeHandle) throws(LiveTreeError) {
    markState(try slot(node), .contentChanged)
  }

  /// Sets or clears the node's id (non-empty and unique among the nodes laid out, checked at layout).
  /// Ids do not affect layout. O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setID(_ id: String?, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    setIDEntry(id, of: index)
    // Checked at the next layout (non-empty, unique).
    markState(index, .idChanged)
  }

  /// Sets the node's layout priority in its stack (`nil` = the kind's default; finite, checked at layout).
  /// O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setLayoutPriority(_ priority: Double?, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    arena.explicitPriorities[Int32(index)] = priority
    markState(index, .fieldsChanged)
  }

  /// Sets the values the node carries for the custom layout around it (``Node/layoutValues``, S20.2): its
  /// parent, which reads them, is laid out again. O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setLayoutValues(_ values: LayoutValues, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    arena.layoutValues[Int32(index)] = values.isEmpty ? nil : values
    // The container that reads them: the first ancestor above the one-child modifiers and decorations' primaries
    // that pass them on.
    var current = index
    while true {
      let parent = Int(arena.parents[current])
      guard parent >= 0 else { return }
      let family = arena.kinds[parent].descriptor.family
      if (family == .modifier || family == .decorated) && arena.child(parent, 0) == current {
        current = parent
        continue
      }
      markState(parent, .fieldsChanged)
      return
    }
  }

  /// The values the node carries for the custom layout around it.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func layoutValues(of node: NodeHandle) throws(LiveTreeError) -> LayoutValues {
    arena.layoutValues[Int32(try slot(node))] ?? LayoutValues()
  }

  /// Sets the node's lengths that scale with Dynamic Type (see ``Node/scaled(_:relativeTo:)``). O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setScaledLengths(_ lengths: [ScaledLength: TextStyle], of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    setScaledLengthsEntry(lengths, of: index)
    markState(index, .fieldsChanged)
  }

  // MARK: - Checks and primitive edits

  /// Writes `kind` into node `index` (resolving its scaled lengths for the current Dynamic Type size).
  func setFields(_ kind: Kind, of index: Int) {
    var resolved = kind
    if let scaled = scaledNodes[Int32(index)] {
      scaledNodes[Int32(index)] = (scaled.lengths, kind)
      if resolvedTypeSize != .large {
        for (field, style) in scaled.lengths { resolved.scale(field) { style.scale($0, at: resolvedTypeSize) } }
      }
    }
    let readBefore = selectionState(index)
    makeRoom(forKind: resolved, of: index)
    arena.replaceKind(of: index, with: resolved)
    markState(index, .fieldsChanged)
    // The last layout's choices are read through the node's kind, container number and column run: when those
    // move, reading them before the next layout would mix two trees (Docs/Embedding.md, section 4).
    if selectionState(index) != readBefore { structureChanged() }
  }

  /// Where the last layout's selection of node `index` is read from: its shape (S1.6), container number and
  /// column run. The same for every node that selects nothing.
  private func selectionState(_ index: Int) -> SelectionState {
    let kind = arena.kinds[index]
    switch kind.descriptor.selection {
    case .none: return SelectionState(shape: .none, number: 0, columns: 0)
    case .child: return SelectionState(shape: .child, number: arena.containerIndex[index], columns: 0)
    case .columns:
      return SelectionState(shape: .columns, number: arena.aux[index], columns: arena.splitColumnCount(index))
    case .widths: return SelectionState(shape: .widths, number: arena.aux[index], columns: arena.gridColumnCount(index))
    }
  }

  /// Whether the node has no parent and is not the root.
  @inline(__always)
  private func isDetached(_ index: Int) -> Bool {
    arena.parents[index] < 0 && index != rootSlot
  }

  private func requireDetached(_ index: Int, _ action: String) throws(LiveTreeError) {
    if isDetached(index) { return }
    if arena.parents[index] >= 0 {
      let parent = handle(Int(arena.parents[index]))
      throw failure(
        .alreadyHasParent, index,
        "the node is a child of \(parent) and cannot \(action); detach it with removeFromParent first, or use move")
    }
    if index == rootSlot {
      throw failure(.isRoot, index, "the node is the tree's root and cannot \(action); set another root first")
    }
  }

  private func requireNoCycle(_ child: Int, under parent: Int) throws(LiveTreeError) {
    if createsCycle(child, under: parent) {
      throw failure(
        .cycle, parent, "\(handle(child)) cannot become a child of \(handle(parent)), which is in its own subtree")
    }
  }

  /// Whether `parent` is `child` or one of its descendants. O(depth of `parent`), O(1) when `child` has no
  /// children (the common case of a build).
  @inline(__always)
  private func createsCycle(_ child: Int, under parent: Int) -> Bool {
    var index = arena.childCount(of: child) == 0 ? (parent == child ? parent : -1) : parent
    while index >= 0 {
      if index == child { return true }
      index = Int(arena.parents[index])
    }
    return false
  }

  /// Whether `parent` takes one more child through ``insert(_:into:at:)``: a container always, a modifier
  /// without its child, a decorated node without both its child and its content; never a leaf or a split
  /// (whose children are columns).
  @inline(__always)
  private func takesAnotherChild(_ parent: Int) -> Bool {
    let count = arena.childCount(of: parent)
    switch arena.kinds[parent].descriptor.family {
    case .container: return true
    case .modifier: return count == 0
    case .decorated: return count < 2
    case .leaf, .split: return false
    }
  }

  /// Throws unless ``takesAnotherChild(_:)``, saying why.
  private func requireRoomForChild(in parent: Int) throws(LiveTreeError) {
    if takesAnotherChild(parent) { return }
    let kind = arena.kinds[parent]
    let count = arena.childCount(of: parent)
    switch kind.descriptor.family {
    case .leaf:
      throw failure(.kindMismatch, parent, "\(kind.descriptor.nameWithArticle) is a leaf and takes no children")
    case .modifier where count > 0:
      throw failure(
        .kindMismatch, parent,
        "\(kind.descriptor.nameWithArticle) takes exactly one child and already has \(handle(arena.onlyChild(parent))); "
          + "remove it first or use replace(_:with:)")
    case .decorated where count >= 2:
      throw failure(
        .kindMismatch, parent,
        "\(kind.descriptor.nameWithArticle) takes a child and a content and already has both; remove one first")
    case .split:
      throw failure(.kindMismatch, parent, "a split's children are columns: use insertColumn(_:into:at:widths:)")
    case .modifier, .decorated, .container:
      break
    }
  }

  private func checkedPosition(_ index: Int?, in parent: Int) throws(LiveTreeError) -> Int {
    let count = arena.childCount(of: parent)
    guard let index else { return count }
    guard index >= 0 && index <= count else {
      throw failure(.indexOutOfRange, parent, "index \(index) is out of range 0...\(count)")
    }
    return index
  }

  private func requireFits(_ kind: Kind, _ index: Int) throws(LiveTreeError) {
    let count = arena.childCount(of: index)
    if case .split(let columns, _, _) = kind, columns.count != count {
      throw failure(
        .kindMismatch, index, "a split needs one column width per child: \(count) children, \(columns.count) columns")
    }
    if kind.family == .leaf && count > 0 {
      throw failure(
        .kindMismatch, index, "\(kind.descriptor.nameWithArticle) is a leaf, but the node has \(count) children")
    }
    if let required = kind.family.requiredChildCount, count > required {
      throw failure(
        .kindMismatch, index,
        required == 1
          ? "\(kind.descriptor.nameWithArticle) takes one child, but the node has \(count)"
          : "\(kind.descriptor.nameWithArticle) takes at most \(required) children, but the node has \(count)")
    }
  }

  private func mismatch(_ index: Int, _ message: String) -> LiveTreeError {
    failure(.kindMismatch, index, "\(message), not \(arena.kinds[index].descriptor.nameWithArticle)")
  }

  private func attach(_ child: Int, to parent: Int, at position: Int) {
    linkChild(child, into: parent, at: position)
    markState(parent, .childrenChanged)
    markState(child, .attached)
    structureChanged()
  }

  /// Detaches an attached node, dropping its split column widths; it is reported departed at the next layout
  /// unless it is laid out again by then.
  private func detach(_ child: Int) {
    let parent = Int(arena.parents[child])
    let position = arena.indexInParent(child)
    if case .split(var columns, let dividerWidth, let collapsedColumn) = scaledNodes[Int32(parent)]?.kind
      ?? arena.kind(of: parent)
    {
      columns.remove(at: position)
      unlinkChild(at: position, of: parent)
      setFields(.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn), of: parent)
    } else {
      unlinkChild(at: position, of: parent)
    }
    leave(child)
    markState(parent, .childrenChanged)
    structureChanged()
  }

  /// Notes that `node` left the laid-out tree (it is reported departed at the next layout unless it is back).
  func leave(_ node: Int) {
    if states[node].contains(.reported) { leaving.append(handle(node)) }
  }
}

/// See `LiveTree.selectionState(_:)`.
private struct SelectionState: Equatable {
  var shape: KindDescriptor.SelectionShape
  var number: Int32
  var columns: Int
}
