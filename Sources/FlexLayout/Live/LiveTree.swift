/// A mutable layout tree with stable handles, for renderers whose tree changes between frames.
///
/// Build the tree node by node (``create(_:id:layoutPriority:)``, ``insert(_:into:at:)``, ``setRoot(_:)``) or
/// from a value tree (``create(from:)``), edit it in place — insert, detach, move and remove nodes, change any
/// node's fields — and lay it out as often as needed with ``layout(proposal:environment:)``. Each node is named
/// by a ``NodeHandle`` that stays valid until the node is destroyed.
///
/// **The tree is the engine's arena.** Nodes live in the same flat arrays a ``LayoutEngine`` lays out, edited in
/// place: an edit costs O(1) plus the child list it changes, never a walk of the tree. The next layout brings
/// the derived facts of the edited nodes and their ancestors up to date, forgets the answers an edit can have
/// changed, and recomputes upward only while a node answers its parent differently than before: a subtree that
/// still answers every proposal its parent made exactly as before stops the walk (an early cutoff), and only
/// its own subtree is placed again. A size-preserving edit costs O(depth); an edit that moves siblings costs
/// O(depth + the siblings that move). Results are bit-for-bit those of a from-scratch layout of the same tree
/// (with ``ReferenceSolver`` or a fresh engine). Docs/Embedding.md gives the cost of every call.
///
/// **What a layout reports.** ``LiveLayout/changedHandles`` lists the laid-out nodes whose frame relative to
/// their parent changed or that a renderer does not hold yet, and ``LiveLayout/departedHandles`` the nodes it
/// must drop — what a renderer that keeps one layer per node (a CALayer tree) applies (see ``LiveLayout``): a
/// sibling that moves is reported, its subtree is not. Frames in root coordinates are resolved on demand
/// (``frame(of:)``, O(depth)) or in bulk (``frames(of:)``).
///
/// **Measure functions.** A measured leaf's function (``MeasuredLeaf``) is called during
/// ``layout(proposal:environment:)`` only, on the calling thread, and only for proposals whose answer is not
/// cached: at most once per distinct proposal in a pass. Answers are cached per exact proposal (both lengths,
/// bit for bit) and reused in later passes until the host calls ``markDirty(_:)`` on that leaf (or replaces its
/// function with ``setMeasure(_:of:)``); the cache keeps each leaf's most recent distinct answers (8), and the
/// answers a pass evicted for the next pass (until an edit), so an answer evicted longer ago may be asked for
/// again in a later pass. An answer with NaN or a negative length, an infinite
/// length on an axis not proposed `.infinity`, or a thrown error fails the layout with
/// ``LiveTreeError/Code/layoutFailed`` naming the leaf; the answer is never cached.
///
/// **Thread model.** A `LiveTree` is a class used by one thread at a time (it is not `Sendable`, so Swift 6
/// strict concurrency rejects sharing it between concurrent tasks). Independent trees lay out in parallel on
/// any threads. What a tree hands out — ``NodeHandle``, ``LiveLayout``, ``LiveTreeError`` — is an immutable
/// `Sendable` value.
///
/// Nothing aborts on misuse: a destroyed handle, a cycle, a node with two parents, a child for a leaf, a second
/// child for a modifier, removing the root, an invalid field… each throws a ``LiveTreeError`` that names the
/// node by handle and by JSON Pointer, and a failed edit changes nothing.
public final class LiveTree {
  /// Per node, what the live tree keeps besides the arena.
  struct NodeState: OptionSet {
    let rawValue: UInt16
    /// The node exists (its number is not free).
    static let alive = NodeState(rawValue: 1)
    /// Its kind or fields changed since the last layout.
    static let fieldsChanged = NodeState(rawValue: 2)
    /// Its children changed (inserted, removed, moved) since the last layout.
    static let childrenChanged = NodeState(rawValue: 4)
    /// It got a new parent (or became the root) since the last layout.
    static let attached = NodeState(rawValue: 8)
    /// The host declared its content changed (``markDirty(_:)``).
    static let contentChanged = NodeState(rawValue: 16)
    /// It is in `dirty`.
    static let listed = NodeState(rawValue: 32)
    /// A renderer has been told its frame: it was reported in a successful layout and not departed since.
    static let reported = NodeState(rawValue: 64)
    /// It was reported departed; if it comes back, its whole subtree is reported again.
    static let departed = NodeState(rawValue: 128)
    /// Its id changed: checked at the next layout (ids do not affect layout).
    static let idChanged = NodeState(rawValue: 256)

    /// The states that make a node's answers need checking at the next layout.
    static let edits: NodeState = [.fieldsChanged, .childrenChanged, .attached, .contentChanged]

    /// Whether a renderer holds the node where it was: reported, and neither moved nor back from a departure.
    var isHeldUnchanged: Bool { intersection([.reported, .attached, .departed]) == .reported }
  }

  // Every stored property is `@exclusivity(unchecked)`: a tree is used by one thread at a time (it is not
  // `Sendable`), the code never holds two accesses to one property at once, and the dynamic checks Swift
  // otherwise makes on each access to a class's property cost a fifth of a pass.

  /// The arena holding the nodes (replaced by a larger copy when it fills up).
  @exclusivity(unchecked) var arena: LayoutArena
  /// The pass state: caches, scratch, placed frames.
  @exclusivity(unchecked) var pass: LayoutPass
  /// Per node number: its handle generation, state, subtree size, height and stamps (see `LiveNodeColumns`).
  @exclusivity(unchecked) var columns = LiveNodeColumns(capacity: 64)
  /// The nodes edited since the last layout (each once).
  @exclusivity(unchecked) var dirty: [Int32] = []
  /// The root's number, or -1.
  @exclusivity(unchecked) var rootSlot = -1
  /// Ids by node and nodes by id (every alive node with an id; several may share one until layout checks).
  @exclusivity(unchecked) var idsByNode: [Int32: String] = [:]
  @exclusivity(unchecked) var nodesByID: [String: [Int32]] = [:]
  /// The ids more than one alive node has (checked at each layout: at most one of them may be under the root).
  @exclusivity(unchecked) var sharedIDs: Set<String> = []
  /// The nodes edited while detached, not yet checked under the root.
  @exclusivity(unchecked) var uncheckedNodes: Set<Int32> = []
  /// Scaled-length declarations and the unscaled kinds of the nodes that have them.
  @exclusivity(unchecked) var scaledNodes: [Int32: (lengths: [ScaledLength: TextStyle], kind: Node.Kind)] = [:]
  /// The audit annotations of the nodes that have them (``NodeRole``, a non-empty ``NodeAudit``): what the
  /// layout audit reads, never layout.
  @exclusivity(unchecked) var rolesByNode: [Int32: NodeRole] = [:]
  @exclusivity(unchecked) var auditsByNode: [Int32: NodeAudit] = [:]
  /// The Dynamic Type size the arena's scaled lengths are resolved for.
  @exclusivity(unchecked) var resolvedTypeSize = DynamicTypeSize.large
  /// Whether a dynamicTypeSize node was in the arena at the last layout (S14.4).
  @exclusivity(unchecked) var typeSizesWereLimited = false
  /// Whether the next layout recomputes the whole tree whatever the edits (``reportsTextLines`` turned on: the
  /// leaves placed before kept no proposals).
  @exclusivity(unchecked) var wholeTreeRequested = false

  /// The nodes reset by the last layout (forgot their answers: an edit could reach them).
  @exclusivity(unchecked) var recomputedCount = 0
  /// This layout's stamp (see the stamps of `LiveNodeColumns`).
  @exclusivity(unchecked) var refreshStamp: UInt32 = 0
  /// The nodes reset in this layout, placed again after the main pass if no ancestor did.
  @exclusivity(unchecked) var staleNodes: [Int32] = []

  /// The random number that marks this tree's handles.
  let token: UInt64

  /// The last successful layout, and what reading its results needs.
  @exclusivity(unchecked) var last: LiveLayout?
  @exclusivity(unchecked) var lastEnvironment = LayoutEnvironment.standard
  @exclusivity(unchecked) var lastRootWidth = 0.0
  /// S18.5: the scrolls' growth under safe-area margins in the last successful layout.
  @exclusivity(unchecked) var reportedScrollGrowth: [Int32: EdgeInsets] = [:]
  /// Bumped by every structural edit; results can be read while it equals `layoutStructure`.
  @exclusivity(unchecked) var structure = 0
  @exclusivity(unchecked) var layoutStructure = -1
  /// The nodes that left the layout since the last successful one (departed when it runs).
  @exclusivity(unchecked) var leaving: [NodeHandle] = []
  /// Finished frames in root coordinates for bulk reads, valid except under `unresolved` (see
  /// `LiveTree+Reading.swift`).
  @exclusivity(unchecked) var finished: [Rect] = []
  @exclusivity(unchecked) var unresolved: [Int32] = []
  @exclusivity(unchecked) var resolvedRound: UInt32 = 0
  @exclusivity(unchecked) var resolveAll = true
  /// Moves on at every layout after a structural edit (see `LiveNodeColumns.memberEpoch`).
  @exclusivity(unchecked) var layoutEpoch: UInt32 = 1
  /// The edited nodes whose edit flags are cleared when a layout succeeds.
  @exclusivity(unchecked) var editedSinceLayout: [Int32] = []
  /// Per node placed in the last pass, its width before (right-to-left reporting only: sized by the first
  /// right-to-left layout).
  @exclusivity(unchecked) var widthBefore: [Double] = []
  /// The number of the last successful layout's report (see `LiveNodeColumns.reportStamp`).
  @exclusivity(unchecked) var reportRound: UInt32 = 0
  /// The handles a layout reports, written in place: two of each, the last layout holding one while the next
  /// writes the other (so a pass allocates nothing, unless the host keeps older layouts).
  @exclusivity(unchecked) var changedBuffer: [NodeHandle] = []
  @exclusivity(unchecked) var departedBuffer: [NodeHandle] = []
  @exclusivity(unchecked) var spareChangedBuffer: [NodeHandle] = []
  @exclusivity(unchecked) var spareDepartedBuffer: [NodeHandle] = []
  /// Flexible frames whose minimum exceeds their maximum (D7), for diagnostics.
  @exclusivity(unchecked) var contradictoryFrames: Set<Int32> = []

  // The per-node columns by name (views: writes through them need no exclusive access to `columns`).
  var generations: ArenaBuffer<UInt32> { columns.generations }
  var states: ArenaBuffer<NodeState> { columns.states }
  var subtreeSizes: ArenaBuffer<Int32> { columns.subtreeSizes }
  var heights: ArenaBuffer<Int32> { columns.heights }

  /// Whether node `node` has `mark` in this layout.
  func has(_ mark: LayoutMarks, _ node: Int) -> Bool { columns.has(mark, node, in: refreshStamp) }

  /// Gives node `node` `mark` in this layout.
  func mark(_ node: Int, _ mark: LayoutMarks) { columns.set(mark, node, in: refreshStamp) }
  var memberEpoch: ArenaBuffer<UInt32> { columns.memberEpoch }
  var reportStamp: ArenaBuffer<UInt32> { columns.reportStamp }
  var unresolvedStamp: ArenaBuffer<UInt32> { columns.unresolvedStamp }

  /// The largest handle generation; a node number whose generation reaches it is retired, so that a handle
  /// never repeats (the C interface packs 22 bits of generation).
  static let maximumGeneration: UInt32 = (1 << 22) - 1
  /// The most node numbers a tree uses (the C interface packs 26 bits of number).
  package static let maximumNodes = (1 << 26) - 1

  /// Creates an empty tree (no nodes, no root).
  public init() {
    var generator = SystemRandomNumberGenerator()
    token = generator.next()
    arena = LayoutArena(nodes: 64, children: 64, values: 128, columns: 8, containers: 32)
    pass = LayoutPass(tree: arena, typeSize: .large, sizeSlots: 16, axisSlots: 16)
    pass.enableReporting()
  }

  /// Makes room for `nodes` more nodes than the tree holds, so that building them moves no storage. Optional:
  /// the tree grows as needed (each growth doubles the storage and copies it, which a large build pays a few
  /// times). The room is sized for typical trees (about one child per node, two numbers of fields per node, a
  /// container per four nodes); other shapes may still grow. O(the tree's size) when it moves storage.
  public func reserveCapacity(_ nodes: Int) {
    guard nodes > 0 else { return }
    let old = arena
    let wanted = old.nodeEnd - old.freeNodes.count + nodes
    guard wanted > old.nodeCapacity - old.freeNodes.count else { return }
    arena = old.grown(
      nodes: Swift.max(old.nodeCapacity, wanted), children: old.childBlocks.capacity + 2 * nodes,
      values: old.valueBlocks.capacity + 2 * nodes, columns: old.columnBlocks.capacity,
      containers: old.containerCapacity + nodes / 4 + 16)
    columns.reserveCapacity(old.nodeEnd + nodes)
  }

  /// Creates a tree holding a copy of `root` (see ``create(from:)``) as its root.
  public convenience init(root: Node) {
    self.init()
    let top = create(from: root)
    rootSlot = Int(top.slot)
    markState(rootSlot, .attached)
  }

  // MARK: - Queries

  /// The root, or `nil` when none is set.
  public var root: NodeHandle? { rootSlot < 0 ? nil : handle(rootSlot) }

  /// The number of nodes alive in the tree, attached under the root or not.
  public var nodeCount: Int { arena.nodeEnd - arena.freeNodes.count }

  /// Every node alive in the tree, attached under the root or not, in creation-slot order.
  public var nodes: [NodeHandle] { (0..<columns.count).filter { states[$0].contains(.alive) }.map(handle) }

  /// Whether `handle` names a node of this tree that has not been destroyed.
  public func contains(_ handle: NodeHandle) -> Bool {
    aliveSlot(handle) != nil
  }

  /// The node's kind and fields (a scaled length as declared, unscaled).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func kind(of node: NodeHandle) throws(LiveTreeError) -> Kind {
    let index = try slot(node)
    return scaledNodes[Int32(index)]?.kind ?? arena.kind(of: index)
  }

  /// The node's id, if it has one.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func id(of node: NodeHandle) throws(LiveTreeError) -> String? { idsByNode[Int32(try slot(node))] }

  /// The node's own layout priority (`nil` = the default for its kind).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func layoutPriority(of node: NodeHandle) throws(LiveTreeError) -> Double? {
    arena.explicitPriorities[Int32(try slot(node))]
  }

  /// The node's lengths that scale with Dynamic Type (see ``Node/scaledLengths``).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func scaledLengths(of node: NodeHandle) throws(LiveTreeError) -> [ScaledLength: TextStyle] {
    scaledNodes[Int32(try slot(node))]?.lengths ?? [:]
  }

  /// The node's parent, or `nil` for the root and for detached nodes.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func parent(of node: NodeHandle) throws(LiveTreeError) -> NodeHandle? {
    let parent = Int(arena.parents[try slot(node)])
    return parent < 0 ? nil : handle(parent)
  }

  /// The node's children, in order (a split's columns, a modifier's single child).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func children(of node: NodeHandle) throws(LiveTreeError) -> [NodeHandle] {
    let index = try slot(node)
    return arena.slots(of: index).map { handle(Int(arena.childList[$0])) }
  }

  /// The children of `node` back to front, as a renderer stacks their layers (Docs/Semantics.md S15.4): child
  /// order, except that a background's content (its second child) comes before its primary. O(children).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func childrenInDrawingOrder(of node: NodeHandle) throws(LiveTreeError) -> [NodeHandle] {
    let children = try children(of: node)
    return arena.kinds[try slot(node)] == .background ? children.reversed() : children
  }

  /// Whether the node was edited since the last layout (its fields, its children, its parent or its content);
  /// a clean node keeps its cached answers, and an edited one is checked against them at the next layout.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func isDirty(_ node: NodeHandle) throws(LiveTreeError) -> Bool {
    !states[try slot(node)].isDisjoint(with: NodeState.edits)
  }

  /// The JSON Pointer of the node in the tree as the JSON format spells it (`/root/children/1/child`), or
  /// `nil` when the node is not attached under the root. O(depth × siblings).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func path(of node: NodeHandle) throws(LiveTreeError) -> String? { pointer(try slot(node)) }

  /// The alive node whose id is `id` (the one created first when several share it), or `nil`. O(1).
  public func handle(forID id: String) -> NodeHandle? {
    nodesByID[id]?.min().map { handle(Int($0)) }
  }

  // MARK: - Creating

  /// Creates a detached node (no parent, no children) and returns its handle.
  ///
  /// Fields are not checked here; an invalid one fails the layout that first includes the node.
  public func create(_ kind: Kind, id: String? = nil, layoutPriority: Double? = nil) -> NodeHandle {
    makeRoom(forNewNode: kind)
    let index = arena.addNode(kind)
    adopt(index)
    if let id { setIDEntry(id, of: index) }
    if let layoutPriority { arena.explicitPriorities[Int32(index)] = layoutPriority }
    markState(index, .fieldsChanged)
    return handle(index)
  }

  /// Creates a detached copy of the value tree `node` — one live node per value node, with its kind, fields,
  /// id, layout priority, scaled lengths, layout values and audit annotations (``Node/role``, ``Node/audit``;
  /// an empty audit is none) — and returns the handle of its top node. Find the others with
  /// ``children(of:)`` or ``handle(forID:)``.
  ///
  /// Fields are not checked here, an audit minimum width included: an invalid one fails the layout that first
  /// includes the node, as in a from-scratch layout.
  ///
  /// - Complexity: O(n) for n nodes, without recursion (any depth works).
  public func create(from node: Node) -> NodeHandle {
    var pending: [(node: Node, parent: Int)] = [(node, -1)]
    var top = -1
    while let (value, parent) = pending.popLast() {
      let created = Int(create(value.kind, id: value.id, layoutPriority: value.layoutPriority).slot)
      if !value.scaledLengths.isEmpty { setScaledLengthsEntry(value.scaledLengths, of: created) }
      if !value.layoutValues.isEmpty { arena.layoutValues[Int32(created)] = value.layoutValues }
      if let role = value.role { rolesByNode[Int32(created)] = role }
      if let audit = value.audit { setAuditEntry(audit, of: created) }
      if parent >= 0 {
        linkChild(created, into: parent, at: arena.childCount(of: parent))
        markState(created, .attached)
      } else {
        top = created
      }
      // Pushed in reverse, so each parent's children are created, and appended, in order.
      for child in value.children.reversed() { pending.append((child, created)) }
    }
    return handle(top)
  }

  /// The value tree of the node's subtree, as it would be laid out.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/missingChild`` for a modifier without
  ///   a child; ``LiveTreeError/Code/invalidNode`` when the subtree is deeper than ``Node/maximumDepth``.
  public func node(of node: NodeHandle) throws(LiveTreeError) -> Node {
    try value(of: try slot(node))
  }

  /// The value tree of the whole tree, from the root.
  ///
  /// - Throws: ``LiveTreeError/Code/noRoot``, and the errors of ``node(of:)``.
  public func snapshot() throws(LiveTreeError) -> Node {
    guard rootSlot >= 0 else { throw LiveTreeError(.noRoot, message: "the tree has no root") }
    return try value(of: rootSlot)
  }

  // MARK: - Internals

  func handle(_ slot: Int) -> NodeHandle {
    NodeHandle(tree: token, slot: slot, generation: generations[slot])
  }

  /// The slot of `handle`, checked.
  func slot(_ handle: NodeHandle) throws(LiveTreeError) -> Int {
    if let index = aliveSlot(handle) { return index }
    guard handle.tree == token else {
      throw LiveTreeError(.invalidHandle, handle: handle, message: "handle \(handle) belongs to another tree")
    }
    throw LiveTreeError(
      .invalidHandle, handle: handle, message: "handle \(handle) names a node that was removed from the tree")
  }

  /// The slot of `handle`, or `nil` when it is another tree's handle or names a removed node.
  @inline(__always)
  func aliveSlot(_ handle: NodeHandle) -> Int? {
    guard handle.tree == token else { return nil }
    return aliveSlot((number: Int(handle.slot), generation: handle.generation))
  }

  /// The slot of the node `node` names, or `nil` when it names a removed node (or none): ``aliveSlot(_:)`` for a
  /// caller that has checked the tree the node is of.
  @inline(__always)
  func aliveSlot(_ node: PackedNode) -> Int? {
    let index = node.number
    guard index >= 0, index < columns.count, states[index].contains(.alive), generations[index] == node.generation
    else { return nil }
    return index
  }

  /// Registers a node number the arena just handed out.
  private func adopt(_ index: Int) {
    if index == columns.count { columns.append() }
    states[index] = .alive
    subtreeSizes[index] = 1
    heights[index] = 1
  }

  // MARK: Linking (the arena's child edits, keeping subtree sizes)

  /// Inserts `child` (detached) under `parent` at `position`. O(depth + children of `parent`).
  func linkChild(_ child: Int, into parent: Int, at position: Int) {
    makeRoom(forChildOf: parent)
    arena.insertChild(child, into: parent, at: position)
    addToSubtreeSizes(from: parent, subtreeSizes[child])
  }

  /// Removes the child at `position` of `parent`; returns it. O(depth + children of `parent`).
  @discardableResult
  func unlinkChild(at position: Int, of parent: Int) -> Int {
    let child = arena.removeChild(at: position, of: parent)
    addToSubtreeSizes(from: parent, -subtreeSizes[child])
    return child
  }

  /// Puts `replacement` where child `position` of `parent` is; returns the replaced child.
  func relinkChild(at position: Int, of parent: Int, with replacement: Int) -> Int {
    let old = arena.replaceChild(at: position, of: parent, with: replacement)
    addToSubtreeSizes(from: parent, subtreeSizes[replacement] - subtreeSizes[old])
    return old
  }

  private func addToSubtreeSizes(from node: Int, _ delta: Int32) {
    var index = node
    while index >= 0 {
      subtreeSizes[index] += delta
      index = Int(arena.parents[index])
    }
  }

  /// Adds `state` to node `index`, listing it for the next layout.
  func markState(_ index: Int, _ state: NodeState) {
    states[index].formUnion(state)
    if !states[index].contains(.listed) && !state.isDisjoint(with: NodeState.edits.union(.idChanged)) {
      states[index].insert(.listed)
      dirty.append(Int32(index))
    }
  }

  /// Records a structural edit: results of the last layout can no longer be read in root coordinates.
  func structureChanged() {
    structure &+= 1
  }

  /// Makes room in the arena for a new node of `kind`, moving to a larger arena when needed.
  func makeRoom(forNewNode kind: Node.Kind) {
    if !arena.hasRoom(forNewNode: kind) {
      let needs = LayoutArena.needs(of: kind)
      grow(values: needs.values, columns: needs.columns, containers: needs.containers, nodes: 1)
    }
  }

  /// Makes room for `node` to take `kind`.
  func makeRoom(forKind kind: Node.Kind, of node: Int) {
    if !arena.hasRoom(forKind: kind, of: node) {
      let needs = LayoutArena.needs(of: kind)
      grow(values: needs.values, columns: needs.columns, containers: needs.containers)
    }
  }

  /// Makes room for one more child of `node`.
  func makeRoom(forChildOf node: Int) {
    if !arena.hasRoom(forChildOf: node) { grow(children: arena.childCount(of: node) + 1) }
  }

  /// Moves to an arena with twice the room in every pool that lacks room for the request, and room for twice
  /// what is used in every pool at least half full (the others keep their size), carrying the pass's state.
  /// Growing the fuller pools along keeps them from each moving the whole arena again soon after: a large
  /// build moves it about log₂(size) times, not that many times per pool, and no pool holds more than twice
  /// what it used when it last grew.
  private func grow(values: Int = 0, columns: Int = 0, containers: Int = 0, nodes: Int = 0, children: Int = 0) {
    let old = arena
    // A pool without room for the request grows by the block the request takes (a power of two, up to twice
    // the request), so that the block fits however small the pool was.
    func room(_ capacity: Int, used: Int, fits: Bool, _ request: Int) -> Int {
      guard fits else { return 2 * capacity + BlockAllocator.blockSize(BlockAllocator.sizeClass(for: request)) }
      return 2 * used < capacity ? capacity : 2 * used
    }
    let grown = old.grown(
      nodes: room(old.nodeCapacity, used: old.nodeEnd, fits: old.nodeEnd + nodes <= old.nodeCapacity, 0),
      children: room(
        old.childBlocks.capacity, used: old.childBlocks.end, fits: old.childBlocks.hasRoom(for: children), children),
      values: room(
        old.valueBlocks.capacity, used: old.valueBlocks.end, fits: old.valueBlocks.hasRoom(for: values), values),
      columns: room(
        old.columnBlocks.capacity, used: old.columnBlocks.end, fits: old.columnBlocks.hasRoom(for: columns), columns),
      containers: room(
        old.containerCapacity, used: old.containerSlots.end,
        fits: old.containerSlots.end + containers <= old.containerCapacity, 0))
    // The pass moves to the new arena at the next layout (`fitCaches`): building a large tree grows the arena
    // many times, and a pass for each size would cost more than the tree. Until then the pass answers reads
    // about the nodes it placed, which keep their numbers.
    arena = grown
  }

  /// Gives the pass the current arena and caches with room for every cache slot the arena has handed out
  /// (facts refreshed).
  func fitCaches() {
    let sizeSlots = arena.sizeSlots.end
    let axisSlots = arena.axisSlots.end
    let containerKeys = arena.containerDependentNodeCount > 0
    if pass.tree === arena && pass.holds(arena) && sizeSlots <= pass.cache.slotCount
      && axisSlots <= pass.axisCache.slotCount && (!containerKeys || pass.cache.keepsContainerKeys)
      && (arena.kindCounts.texts == 0 || pass.cache.keepsIntervals)
      && arena.largestChildCount <= pass.sortScratch.count
    {
      return
    }
    pass = LayoutPass(
      tree: arena, continuing: pass, sizeSlots: Swift.max(sizeSlots + sizeSlots / 8, pass.cache.slotCount),
      axisSlots: Swift.max(axisSlots + axisSlots / 8, pass.axisCache.slotCount), room: .init(usedBy: arena))
  }

  /// Sets node `index`'s id entry (`nil` removes it).
  func setIDEntry(_ id: String?, of index: Int) {
    let key = Int32(index)
    if let old = idsByNode[key] {
      nodesByID[old]?.removeAll { $0 == key }
      switch nodesByID[old]?.count ?? 0 {
      case 0: nodesByID[old] = nil
      case 1: sharedIDs.remove(old)
      default: break
      }
    }
    idsByNode[key] = id
    arena.nodeIDs[key] = id
    if let id {
      nodesByID[id, default: []].append(key)
      if nodesByID[id]!.count > 1 { sharedIDs.insert(id) }
    }
  }

  /// Whether a node's scaled lengths may differ from its declared ones, and are checked again as resolved: at a
  /// Dynamic Type size other than `.large`, or anywhere while a dynamicTypeSize limits a subtree's (S14.4).
  var scaledLengthsMayDiffer: Bool { resolvedTypeSize != .large || arena.kindCounts.typeSizeSetting > 0 }

  /// Declares node `index`'s scaled lengths, keeping its unscaled kind.
  func setScaledLengthsEntry(_ lengths: [ScaledLength: TextStyle], of index: Int) {
    let key = Int32(index)
    let kind = scaledNodes[key]?.kind ?? arena.kind(of: index)
    scaledNodes[key] = lengths.isEmpty ? nil : (lengths, kind)
    if resolvedTypeSize != .large {
      var resolved = kind
      for (field, style) in lengths { resolved.scale(field) { style.scale($0, at: resolvedTypeSize) } }
      makeRoom(forKind: resolved, of: index)
      arena.replaceKind(of: index, with: resolved)
    }
  }

  /// Sets node `index`'s audit annotations, unchecked (`nil` or empty removes them).
  func setAuditEntry(_ audit: NodeAudit?, of index: Int) {
    auditsByNode[Int32(index)] = audit?.isEmpty == false ? audit : nil
  }

  /// The JSON Pointer of `slot`, or `nil` when it is not attached under the root.
  func pointer(_ slot: Int) -> String? {
    guard rootSlot >= 0 else { return nil }
    return arena.pointer(of: slot, root: rootSlot)
  }

  /// An error about the node at `slot`, naming it by handle, path and id.
  func failure(_ code: LiveTreeError.Code, _ slot: Int, _ message: String) -> LiveTreeError {
    LiveTreeError(code, handle: handle(slot), path: pointer(slot), id: idsByNode[Int32(slot)], message: message)
  }

  /// The ``LiveTreeError/Code/invalidNode`` error of a field check's `error` (its path relative to the node) at
  /// the node at `slot`: its path is the field's JSON Pointer when the node is attached under the root.
  func invalidField(_ slot: Int, _ error: LayoutError) -> LiveTreeError {
    let id = idsByNode[Int32(slot)]
    let path = pointer(slot).map { error.path.isEmpty ? $0 : "\($0)/\(error.path)" }
    return LiveTreeError(
      .invalidNode, handle: handle(slot), path: path, id: id, message: error.message,
      layoutError: LayoutError(path: path ?? error.path, id: id, message: error.message))
  }

  /// The value tree under node `top`, built without recursion.
  func value(of top: Int) throws(LiveTreeError) -> Node {
    // Postorder: every child is built before its parent.
    var order: [(node: Int, depth: Int)] = []
    var pending: [(node: Int, depth: Int)] = [(top, 1)]
    while let (node, depth) = pending.popLast() {
      guard depth <= Node.maximumDepth else {
        throw failure(.invalidNode, node, "tree is deeper than the limit of \(Node.maximumDepth) levels")
      }
      let kind = arena.kinds[node]
      if let required = kind.descriptor.family.requiredChildCount, arena.childCount(of: node) < required {
        throw failure(
          .missingChild, node,
          required == 1
            ? "\(kind.descriptor.nameWithArticle) needs a child"
            : "\(kind.descriptor.nameWithArticle) needs a child and a content")
      }
      order.append((node, depth))
      for slot in arena.slots(of: node) { pending.append((Int(arena.childList[slot]), depth + 1)) }
    }
    var built: [Int32: Node] = [:]
    for (node, _) in order.reversed() {
      let children = arena.slots(of: node).map { built.removeValue(forKey: arena.childList[$0])! }
      var value = Node(
        scaledNodes[Int32(node)]?.kind ?? arena.kind(of: node), children: children, id: idsByNode[Int32(node)],
        layoutPriority: arena.explicitPriorities[Int32(node)])
      value.scaledLengths = scaledNodes[Int32(node)]?.lengths ?? [:]
      value.layoutValues = arena.layoutValues[Int32(node)] ?? LayoutValues()
      value.role = rolesByNode[Int32(node)]
      value.audit = auditsByNode[Int32(node)]
      built[Int32(node)] = value
    }
    return built[Int32(top)]!
  }
}

extension LiveTree {
  /// The handle of node `number` at `generation` (which may name no node: check with ``contains(_:)``).
  package func handle(number: Int, generation: UInt32) -> NodeHandle {
    NodeHandle(tree: token, slot: number, generation: generation)
  }

  /// Whether `handle` was issued by this tree (its node may since have been destroyed).
  package func isIssued(_ handle: NodeHandle) -> Bool {
    let index = Int(handle.slot)
    guard handle.tree == token, index < columns.count else { return false }
    return handle.generation < generations[index]
      || (handle.generation == generations[index] && !states[index].contains(.alive) && handle.generation > 0)
  }

  /// Whether one more node can be created (node numbers are limited to ``maximumNodes``).
  package var hasRoomForNode: Bool { !arena.freeNodes.isEmpty || arena.nodeEnd < Self.maximumNodes }

  /// ``create(_:id:layoutPriority:)`` of a node without an id or a priority when one more node fits
  /// (``hasRoomForNode``), else `nil` (nothing changes): the C interface's create, which so asks for room without
  /// a call of its own across the library boundary.
  package func createIfRoom(_ kind: Kind) -> NodeHandle? {
    hasRoomForNode ? create(kind) : nil
  }

  /// Creates a detached measured leaf whose size comes from a C callback.
  package func createMeasured(_ measure: CMeasure) -> NodeHandle {
    let node = create(.measured(MeasuredLeaf { _ in .zero }))
    arena.setMeasure(.c(measure), of: Int(node.slot))
    return node
  }
}
