extension LiveTree {
  // MARK: - Structure

  /// Makes `node` the root laid out by ``layout(proposal:environment:)``, or clears the root with `nil`.
  /// The previous root stays alive, detached.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/alreadyHasParent`` when `node`
  ///   is some node's child (detach it first).
  public func setRoot(_ node: NodeHandle?) throws(LiveTreeError) {
    guard let node else {
      rootSlot = -1
      needsCompile = true
      return
    }
    let index = try slot(node)
    try requireDetached(index, "become the root")
    rootSlot = index
    needsCompile = true
  }

  /// Inserts the detached node `child` among the children of `parent`, at `index` (default: after the
  /// last child).
  ///
  /// `parent` must be a container (`hstack`, `vstack`, `zstack`, `flow`, `grid`, `viewThatFits`,
  /// `buckets`) or a modifier without a child; add a split's children with
  /// ``insertColumn(_:into:at:widths:)``. Marks `parent` and its ancestors dirty; `child`'s own subtree
  /// keeps its cached answers.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/alreadyHasParent`` or
  ///   ``LiveTreeError/Code/isRoot`` when `child` is attached; ``LiveTreeError/Code/cycle`` when `parent`
  ///   is `child` or one of its descendants; ``LiveTreeError/Code/kindMismatch`` when `parent` is a leaf, a
  ///   modifier that already has its child, or a split; ``LiveTreeError/Code/indexOutOfRange`` unless
  ///   `0 ≤ index ≤` the number of children.
  public func insert(_ child: NodeHandle, into parent: NodeHandle, at index: Int? = nil) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let parentSlot = try slot(parent)
    try requireDetached(childSlot, "be inserted")
    try requireNoCycle(childSlot, under: parentSlot)
    let kind = entries[parentSlot].kind
    switch kind.family {
    case .leaf:
      throw failure(.kindMismatch, parentSlot, "a \(kind.name) is a leaf and takes no children")
    case .modifier where !entries[parentSlot].children.isEmpty:
      throw failure(
        .kindMismatch, parentSlot,
        "a \(kind.name) takes exactly one child and already has \(handle(Int(entries[parentSlot].children[0]))); "
          + "remove it first or use replace(_:with:)")
    case .decorated where entries[parentSlot].children.count >= 2:
      throw failure(
        .kindMismatch, parentSlot, "a \(kind.name) takes a child and a content and already has both; remove one first")
    case .split:
      throw failure(.kindMismatch, parentSlot, "a split's children are columns: use insertColumn(_:into:at:widths:)")
    case .modifier, .decorated, .container:
      break
    }
    let position = try checkedPosition(index, in: parentSlot)
    attach(childSlot, to: parentSlot, at: position)
  }

  /// Inserts the detached node `child` as a new column of the split `split`, at `index` (default: after the
  /// last column), with the column's `widths`.
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
    guard case .split(var columns, let dividerWidth, let collapsedColumn) = entries[splitSlot].kind else {
      throw failure(
        .kindMismatch, splitSlot, "insertColumn needs a split, not a \(entries[splitSlot].kind.name); use insert")
    }
    let position = try checkedPosition(index, in: splitSlot)
    columns.insert(widths, at: position)
    entries[splitSlot].kind = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    attach(childSlot, to: splitSlot, at: position)
  }

  /// Detaches `child` from its parent. The node and its subtree stay alive (their handles stay valid) and
  /// can be inserted again, or destroyed with ``remove(_:)``. A split loses the child's column.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/isRoot`` for the root (use
  ///   `setRoot(nil)`); ``LiveTreeError/Code/noParent`` for a detached node.
  public func removeFromParent(_ child: NodeHandle) throws(LiveTreeError) {
    let childSlot = try slot(child)
    guard entries[childSlot].parent >= 0 else {
      if childSlot == rootSlot {
        throw failure(.isRoot, childSlot, "the root has no parent to be removed from; use setRoot(nil)")
      }
      throw failure(.noParent, childSlot, "the node has no parent")
    }
    detach(childSlot)
  }

  /// Moves `child` to position `index` among its siblings (0 ≤ `index` < the number of siblings, counted
  /// with `child`). A split's column widths move with their child.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/noParent`` for the root and for
  ///   detached nodes; ``LiveTreeError/Code/indexOutOfRange``.
  public func move(_ child: NodeHandle, to index: Int) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let parent = Int(entries[childSlot].parent)
    guard parent >= 0 else { throw failure(.noParent, childSlot, "the node has no parent to move within") }
    let count = entries[parent].children.count
    guard index >= 0 && index < count else {
      throw failure(.indexOutOfRange, parent, "index \(index) is out of range 0..<\(count)")
    }
    let from = entries[parent].children.firstIndex(of: Int32(childSlot)) ?? 0
    guard from != index else { return }
    entries[parent].children.remove(at: from)
    entries[parent].children.insert(Int32(childSlot), at: index)
    if case .split(var columns, let dividerWidth, let collapsedColumn) = entries[parent].kind {
      columns.insert(columns.remove(at: from), at: index)
      entries[parent].kind = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    }
    touch(parent)
  }

  /// Moves `child` (attached or not) under `parent` at `index` (default: last), in one step. Within the
  /// same parent this is ``move(_:to:)``. Moving from one split to another carries the column widths;
  /// moving into a split from elsewhere needs ``insertColumn(_:into:at:widths:)``.
  ///
  /// - Throws: the errors of ``insert(_:into:at:)`` (nothing changes when it throws).
  public func move(_ child: NodeHandle, into parent: NodeHandle, at index: Int? = nil) throws(LiveTreeError) {
    let childSlot = try slot(child)
    let parentSlot = try slot(parent)
    let oldParent = Int(entries[childSlot].parent)
    if oldParent == parentSlot {
      try move(child, to: index ?? (entries[parentSlot].children.count - 1))
      return
    }
    if childSlot == rootSlot {
      throw failure(.isRoot, childSlot, "the root cannot be moved under another node; set another root first")
    }
    try requireNoCycle(childSlot, under: parentSlot)
    let columnWidths: SplitColumnWidths?
    let kind = entries[parentSlot].kind
    switch kind.family {
    case .split:
      guard oldParent >= 0, case .split(let oldColumns, _, _) = entries[oldParent].kind else {
        throw failure(.kindMismatch, parentSlot, "a split's children are columns: use insertColumn(_:into:at:widths:)")
      }
      columnWidths = oldColumns[entries[oldParent].children.firstIndex(of: Int32(childSlot)) ?? 0]
    case .leaf:
      throw failure(.kindMismatch, parentSlot, "a \(kind.name) is a leaf and takes no children")
    case .modifier where !entries[parentSlot].children.isEmpty:
      throw failure(.kindMismatch, parentSlot, "a \(kind.name) takes exactly one child and already has one")
    case .decorated where entries[parentSlot].children.count >= 2:
      throw failure(.kindMismatch, parentSlot, "a \(kind.name) takes a child and a content and already has both")
    case .modifier, .decorated, .container:
      columnWidths = nil
    }
    let count = entries[parentSlot].children.count
    if let index, index < 0 || index > count {
      throw failure(.indexOutOfRange, parentSlot, "index \(index) is out of range 0...\(count)")
    }
    if oldParent >= 0 { detach(childSlot) }
    let position = index ?? count
    if let columnWidths, case .split(var columns, let dividerWidth, let collapsedColumn) = entries[parentSlot].kind {
      columns.insert(columnWidths, at: position)
      entries[parentSlot].kind = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    }
    attach(childSlot, to: parentSlot, at: position)
  }

  /// Puts the detached node `replacement` where `node` is — the same position among the same parent's
  /// children (a split column keeps its widths), or the root — and detaches `node`, which stays alive.
  /// Wrapping a node in a modifier is `replace(node, with: modifier)` then `insert(node, into: modifier)`.
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
      rootSlot = newSlot
      needsCompile = true
      return
    }
    let parent = Int(entries[nodeSlot].parent)
    guard parent >= 0 else { throw failure(.noParent, nodeSlot, "the node is detached: there is nothing to replace") }
    let position = entries[parent].children.firstIndex(of: Int32(nodeSlot)) ?? 0
    entries[parent].children[position] = Int32(newSlot)
    entries[newSlot].parent = Int32(parent)
    entries[nodeSlot].parent = -1
    touch(parent)
  }

  /// Destroys `node` and its whole subtree, detaching it first: every handle in the subtree becomes
  /// invalid (using one throws ``LiveTreeError/Code/invalidHandle``), and the storage is reused for later
  /// nodes.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/isRoot`` for the root (set
  ///   another root, or `nil`, first).
  public func remove(_ node: NodeHandle) throws(LiveTreeError) {
    let top = try slot(node)
    guard top != rootSlot else {
      throw failure(.isRoot, top, "the root cannot be removed; set another root (or nil) first")
    }
    if entries[top].parent >= 0 { detach(top) }
    var pending = [Int32(top)]
    while let next = pending.popLast() {
      let index = Int(next)
      pending.append(contentsOf: entries[index].children)
      let generation = entries[index].generation &+ 1
      entries[index] = Entry(kind: .spacer(), id: nil, layoutPriority: nil)
      entries[index].alive = false
      entries[index].generation = generation
      freeSlots.append(next)
    }
  }

  // MARK: - Fields

  /// Replaces the node's kind and fields. The new kind must fit the node's children: no children for a
  /// leaf, at most one for a modifier, one column width per child for a split. Marks the node and its
  /// ancestors dirty.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` (nothing changes).
  public func setKind(_ kind: Kind, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    try requireFits(kind, index)
    entries[index].kind = kind
    touch(index)
  }

  /// Edits the node's kind and fields in place, e.g. `tree.update(stack) { $0 = .hstack(spacing: 4) }` or a
  /// `switch` that changes one field, and returns what `body` returns. The result must fit the node's
  /// children as for ``setKind(_:of:)``; otherwise nothing changes. Marks the node and its ancestors dirty.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch``.
  @discardableResult
  public func update<Result>(_ node: NodeHandle, _ body: (inout Kind) -> Result) throws(LiveTreeError) -> Result {
    let index = try slot(node)
    var kind = entries[index].kind
    let result = body(&kind)
    try requireFits(kind, index)
    entries[index].kind = kind
    touch(index)
    return result
  }

  /// Replaces the words, spacing, line height and line limit of a text leaf.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` when the node is
  ///   not a text.
  public func setText(_ text: TextLeaf, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    guard case .text = entries[index].kind else { throw mismatch(index, "setText needs a text") }
    entries[index].kind = .text(text)
    touch(index)
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
    guard case .frame = entries[index].kind else { throw mismatch(index, "setFrame needs a frame") }
    entries[index].kind = .frame(width: width, height: height, alignment: alignment)
    touch(index)
  }

  /// Replaces a measured leaf's function. Its cached answers are dropped: the next layout calls the new
  /// function (see ``markDirty(_:)``).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/kindMismatch`` when the node is
  ///   not a measured leaf.
  public func setMeasure(
    _ measure: @escaping @Sendable (ProposedSize) throws -> Size, of node: NodeHandle
  ) throws(LiveTreeError) {
    let index = try slot(node)
    guard case .measured = entries[index].kind else { throw mismatch(index, "setMeasure needs a measured leaf") }
    entries[index].kind = .measured(MeasuredLeaf(measure))
    touch(index)
  }

  /// Declares that the node's content changed in a way the tree cannot see — typically a measured leaf
  /// whose function now answers differently (new text, a loaded image): the next layout forgets the
  /// node's cached answers and those of its ancestors, and calls its measure function again.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func markDirty(_ node: NodeHandle) throws(LiveTreeError) {
    touch(try slot(node))
  }

  /// Sets or clears the node's id (non-empty and unique among the nodes laid out, checked at layout).
  /// Ids do not affect layout, so nothing is marked dirty.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setID(_ id: String?, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    entries[index].id = id
    touch(index, layout: false)
  }

  /// Sets the node's layout priority in its stack (`nil` = the kind's default; finite, checked at layout).
  /// Marks the node and its ancestors dirty.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setLayoutPriority(_ priority: Double?, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    entries[index].layoutPriority = priority
    touch(index)
  }

  /// Sets the node's lengths that scale with Dynamic Type (see ``Node/scaled(_:relativeTo:)``). Marks the
  /// node and its ancestors dirty.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setScaledLengths(_ lengths: [ScaledLength: TextStyle], of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    entries[index].scaledLengths = lengths
    touch(index)
  }

  // MARK: - Checks and primitive edits

  private func requireDetached(_ index: Int, _ action: String) throws(LiveTreeError) {
    if entries[index].parent >= 0 {
      let parent = handle(Int(entries[index].parent))
      throw failure(
        .alreadyHasParent, index,
        "the node is a child of \(parent) and cannot \(action); detach it with removeFromParent first, or use move")
    }
    if index == rootSlot {
      throw failure(.isRoot, index, "the node is the tree's root and cannot \(action); set another root first")
    }
  }

  private func requireNoCycle(_ child: Int, under parent: Int) throws(LiveTreeError) {
    // A node without children has no subtree to be a cycle in, except itself (the common case: O(1)).
    var index = entries[child].children.isEmpty ? (parent == child ? parent : -1) : parent
    while index >= 0 {
      if index == child {
        throw failure(
          .cycle, parent, "\(handle(child)) cannot become a child of \(handle(parent)), which is in its own subtree")
      }
      index = Int(entries[index].parent)
    }
  }

  private func checkedPosition(_ index: Int?, in parent: Int) throws(LiveTreeError) -> Int {
    let count = entries[parent].children.count
    guard let index else { return count }
    guard index >= 0 && index <= count else {
      throw failure(.indexOutOfRange, parent, "index \(index) is out of range 0...\(count)")
    }
    return index
  }

  private func requireFits(_ kind: Kind, _ index: Int) throws(LiveTreeError) {
    let count = entries[index].children.count
    if case .split(let columns, _, _) = kind, columns.count != count {
      throw failure(
        .kindMismatch, index, "a split needs one column width per child: \(count) children, \(columns.count) columns")
    }
    if kind.family == .leaf && count > 0 {
      throw failure(.kindMismatch, index, "a \(kind.name) is a leaf, but the node has \(count) children")
    }
    if let required = kind.family.requiredChildCount, count > required {
      throw failure(
        .kindMismatch, index,
        required == 1
          ? "a \(kind.name) takes one child, but the node has \(count)"
          : "a \(kind.name) takes at most \(required) children, but the node has \(count)")
    }
  }

  private func mismatch(_ index: Int, _ message: String) -> LiveTreeError {
    failure(.kindMismatch, index, "\(message), not a \(entries[index].kind.name)")
  }

  private func attach(_ child: Int, to parent: Int, at position: Int) {
    entries[parent].children.insert(Int32(child), at: position)
    entries[child].parent = Int32(parent)
    touch(parent)
  }

  /// Detaches an attached node, dropping its split column widths.
  private func detach(_ child: Int) {
    let parent = Int(entries[child].parent)
    let position = entries[parent].children.firstIndex(of: Int32(child)) ?? 0
    entries[parent].children.remove(at: position)
    if case .split(var columns, let dividerWidth, let collapsedColumn) = entries[parent].kind {
      columns.remove(at: position)
      entries[parent].kind = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    }
    entries[child].parent = -1
    touch(parent)
  }
}
