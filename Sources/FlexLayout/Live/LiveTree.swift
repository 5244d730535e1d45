/// A mutable layout tree with stable handles, for renderers whose tree changes between frames.
///
/// Build the tree node by node (``create(_:id:layoutPriority:)``, ``insert(_:into:at:)``,
/// ``setRoot(_:)``) or from a value tree (``create(from:)``), edit it in place — insert, detach, move and
/// remove nodes, change any node's fields — and lay it out as often as needed with
/// ``layout(proposal:environment:)``. Each node is named by a ``NodeHandle`` that stays valid until the node
/// is destroyed.
///
/// **Incremental relayout.** Every edit marks only the edited node and its ancestors dirty (changing a
/// node's children marks the parent and its ancestors; changing an id marks nothing, since ids do not
/// affect layout). The next layout recompiles the tree (O(n) for n attached nodes) and hands the new
/// ``LayoutEngine`` every cached answer of every clean subtree, so the pass recomputes only what the edits
/// can reach: the dirty nodes and their ancestors, plus whatever their new answers propose differently to
/// clean nodes. A layout with no edit since the previous one reuses the same engine and skips the
/// recompilation. Results are bit-for-bit those of a from-scratch layout of the same tree (with
/// ``ReferenceSolver`` or a fresh engine).
///
/// **Measure functions.** A measured leaf's function (``MeasuredLeaf``) is called during
/// ``layout(proposal:environment:)`` only, on the calling thread, and only for proposals whose answer is
/// not cached: at most once per distinct proposal in a pass (in practice a handful of proposals per leaf:
/// a stack probes 0, ∞ and the real proposal). Answers are cached per exact proposal (both lengths, bit for
/// bit) and reused in later passes until the host calls ``markDirty(_:)`` on that leaf (or replaces its
/// function with ``setMeasure(_:of:)``); the cache keeps each leaf's most recent distinct answers, so an
/// evicted one may be asked for again. An answer with NaN or a negative length, an infinite length on an
/// axis not proposed `.infinity`, or a thrown error fails the layout with ``LiveTreeError/Code/layoutFailed``
/// naming the leaf; the answer is never cached, and the next layout asks again.
///
/// **Thread model.** A `LiveTree` is a class used by one thread at a time (it is not `Sendable`, so Swift 6
/// strict concurrency rejects sharing it between concurrent tasks). Independent trees lay out in parallel on
/// any threads. Everything a tree hands out — ``NodeHandle``, ``LiveLayout``, ``LiveTreeError`` — is an
/// immutable `Sendable` value.
///
/// Nothing aborts on misuse: a destroyed handle, a cycle, a node with two parents, a child for a leaf, a
/// second child for a modifier, removing the root, an invalid field… each throws a ``LiveTreeError`` that
/// names the node by handle and by JSON Pointer, and a failed edit changes nothing.
public final class LiveTree {
  /// One node's storage.
  struct Entry {
    var generation: UInt32 = 0
    var alive = true
    var kind: Kind
    var id: String?
    var layoutPriority: Double?
    var scaledLengths: [ScaledLength: TextStyle] = [:]
    /// The parent's slot, or -1.
    var parent: Int32 = -1
    /// The children's slots, in order.
    var children: [Int32] = []
    /// Whether the node's answers may differ from those cached in the last compile.
    var dirty = true
    /// The value subtree built for the last compile, or `nil` when something in it changed since.
    var built: Node?
    /// The compile in which `lastIndex` was the node's preorder index (0 = never compiled).
    var compiledIn = 0
    var lastIndex: Int32 = -1
    /// The stack axis the node saw in that compile (see `Kind.childContext`).
    var lastContext: UInt8 = 0
    /// The last successful pass that laid out this node (0 = none), and its frame and visibility then.
    var seenInPass = 0
    var lastFrame = Rect.zero
    var lastVisible = false
    /// Scratch for walks: the node's preorder index in the walk being built.
    var walkIndex: Int32 = -1

    init(kind: Kind, id: String?, layoutPriority: Double?) {
      self.kind = kind
      self.id = id
      self.layoutPriority = layoutPriority
    }
  }

  /// What the last successful compile produced.
  struct Compiled {
    var number: Int
    var hasScaledLengths: Bool
    var engine: LayoutEngine
    /// Per preorder index, the node's slot and handle.
    var slots: [Int32]
    var handles: [NodeHandle]
    /// Per slot (as many as existed at compile time), the node's preorder index or -1.
    var indexBySlot: [Int32]
    var structure: LiveStructure
    /// The nodes whose cached answers were carried over from the previous compile.
    var reusedNodes: Int
    /// Whether the engine was ever asked to lay out at a Dynamic Type size other than `.large`.
    var leftLargeTypeSize = false
  }

  /// The random number that marks this tree's handles.
  let token: UInt64
  var entries: [Entry] = []
  var freeSlots: [Int32] = []
  var rootSlot = -1
  /// Whether anything changed since the last successful compile.
  var needsCompile = true
  var compiled: Compiled?
  var compileCount = 0
  /// The number of the last successful pass (0 = none), and the nodes it laid out.
  var passCount = 0
  var lastPassHandles: [NodeHandle] = []
  /// The pass counter and call counts shared by the measure memos of this tree's compiled measured leaves.
  let measureClock = MeasureClock()

  /// Creates an empty tree (no nodes, no root).
  public init() {
    var generator = SystemRandomNumberGenerator()
    token = generator.next()
  }

  /// Creates a tree holding a copy of `root` (see ``create(from:)``) as its root.
  public convenience init(root: Node) {
    self.init()
    rootSlot = slotOfNew(create(from: root))
  }

  // MARK: - Queries

  /// The root, or `nil` when none is set.
  public var root: NodeHandle? { rootSlot < 0 ? nil : handle(rootSlot) }

  /// The number of nodes alive in the tree, attached under the root or not.
  public var nodeCount: Int { entries.count - freeSlots.count }

  /// Every node alive in the tree, attached under the root or not, in creation-slot order.
  public var nodes: [NodeHandle] { entries.indices.filter { entries[$0].alive }.map(handle) }

  /// Whether `handle` names a node of this tree that has not been destroyed.
  public func contains(_ handle: NodeHandle) -> Bool {
    handle.tree == token && Int(handle.slot) < entries.count && entries[Int(handle.slot)].alive
      && entries[Int(handle.slot)].generation == handle.generation
  }

  /// The node's kind and fields.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func kind(of node: NodeHandle) throws(LiveTreeError) -> Kind { entries[try slot(node)].kind }

  /// The node's id, if it has one.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func id(of node: NodeHandle) throws(LiveTreeError) -> String? { entries[try slot(node)].id }

  /// The node's own layout priority (`nil` = the default for its kind).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func layoutPriority(of node: NodeHandle) throws(LiveTreeError) -> Double? {
    entries[try slot(node)].layoutPriority
  }

  /// The node's lengths that scale with Dynamic Type (see ``Node/scaledLengths``).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func scaledLengths(of node: NodeHandle) throws(LiveTreeError) -> [ScaledLength: TextStyle] {
    entries[try slot(node)].scaledLengths
  }

  /// The node's parent, or `nil` for the root and for detached nodes.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func parent(of node: NodeHandle) throws(LiveTreeError) -> NodeHandle? {
    let parent = Int(entries[try slot(node)].parent)
    return parent < 0 ? nil : handle(parent)
  }

  /// The node's children, in order (a split's columns, a modifier's single child).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func children(of node: NodeHandle) throws(LiveTreeError) -> [NodeHandle] {
    entries[try slot(node)].children.map { handle(Int($0)) }
  }

  /// Whether the node was edited (or one of its descendants was) since the tree was last compiled for
  /// layout; a clean node's cached answers are reused by the next layout.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func isDirty(_ node: NodeHandle) throws(LiveTreeError) -> Bool {
    let index = try slot(node)
    return entries[index].dirty || entries[index].compiledIn != compiled?.number
  }

  /// The JSON Pointer of the node in the tree as the JSON format spells it (`/root/children/1/child`), or
  /// `nil` when the node is not attached under the root.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func path(of node: NodeHandle) throws(LiveTreeError) -> String? { pointer(try slot(node)) }

  /// The alive node whose id is `id` (the one created first when several share it), or `nil`.
  ///
  /// - Complexity: O(n) for the n nodes of the tree.
  public func handle(forID id: String) -> NodeHandle? {
    entries.indices.first { entries[$0].alive && entries[$0].id == id }.map(handle)
  }

  // MARK: - Creating

  /// Creates a detached node (no parent, no children) and returns its handle.
  ///
  /// Fields are not checked here; an invalid one fails the layout that first includes the node.
  public func create(_ kind: Kind, id: String? = nil, layoutPriority: Double? = nil) -> NodeHandle {
    handle(allocate(Entry(kind: kind, id: id, layoutPriority: layoutPriority)))
  }

  /// Creates a detached copy of the value tree `node` — one live node per value node, with its kind,
  /// fields, id, layout priority and scaled lengths — and returns the handle of its top node. Find the
  /// others with ``children(of:)`` or ``handle(forID:)``.
  ///
  /// - Complexity: O(n) for n nodes, without recursion (any depth works).
  public func create(from node: Node) -> NodeHandle {
    var pending: [(node: Node, parent: Int)] = [(node, -1)]
    var top = -1
    while let (value, parent) = pending.popLast() {
      var entry = Entry(kind: value.kind, id: value.id, layoutPriority: value.layoutPriority)
      entry.scaledLengths = value.scaledLengths
      entry.parent = Int32(parent)
      let index = allocate(entry)
      if parent >= 0 { entries[parent].children.append(Int32(index)) } else { top = index }
      for child in value.children.reversed() { pending.append((child, index)) }
    }
    return handle(top)
  }

  /// The value tree of the node's subtree, as it would be laid out.
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/missingChild`` for a modifier
  ///   without a child; ``LiveTreeError/Code/invalidNode`` when the subtree is deeper than
  ///   ``Node/maximumDepth``.
  public func node(of node: NodeHandle) throws(LiveTreeError) -> Node {
    let order = try walk(from: try slot(node))
    return build(order, forLayout: false)
  }

  /// The value tree of the whole tree, from the root.
  ///
  /// - Throws: ``LiveTreeError/Code/noRoot``, and the errors of ``node(of:)``.
  public func snapshot() throws(LiveTreeError) -> Node {
    guard rootSlot >= 0 else { throw LiveTreeError(.noRoot, message: "the tree has no root") }
    return build(try walk(from: rootSlot), forLayout: false)
  }

  // MARK: - Internals

  func handle(_ slot: Int) -> NodeHandle {
    NodeHandle(tree: token, slot: slot, generation: entries[slot].generation)
  }

  /// The slot of a handle this tree just made.
  func slotOfNew(_ handle: NodeHandle) -> Int { Int(handle.slot) }

  /// The slot of `handle`, checked.
  func slot(_ handle: NodeHandle) throws(LiveTreeError) -> Int {
    guard handle.tree == token else {
      throw LiveTreeError(
        .invalidHandle, handle: handle, message: "handle \(handle) belongs to another tree")
    }
    let index = Int(handle.slot)
    guard index < entries.count, entries[index].alive, entries[index].generation == handle.generation else {
      throw LiveTreeError(
        .invalidHandle, handle: handle, message: "handle \(handle) names a node that was removed from the tree")
    }
    return index
  }

  func allocate(_ entry: Entry) -> Int {
    if let free = freeSlots.popLast() {
      let index = Int(free)
      var reused = entry
      reused.generation = entries[index].generation
      entries[index] = reused
      return index
    }
    entries.append(entry)
    return entries.count - 1
  }

  /// Marks `slot` and its ancestors as changed: their cached values are rebuilt, and with `layout`
  /// their cached answers are not carried over to the next compile.
  ///
  /// Stops at the first ancestor already marked: a marked node's ancestors are all marked (every edit
  /// marks up to the root, attaching a node marks its new parent's path, and a compile clears whole
  /// subtrees), so each edit costs O(1) amortised. Correctness does not rest on this: a compile also
  /// checks every node's children before reusing anything.
  func touch(_ slot: Int, layout: Bool = true) {
    var index = slot
    while index >= 0 {
      let marked = entries[index].built == nil && (!layout || entries[index].dirty)
      if marked && index != slot { break }
      if layout { entries[index].dirty = true }
      entries[index].built = nil
      index = Int(entries[index].parent)
    }
    needsCompile = true
  }

  /// The JSON Pointer of `slot`, or `nil` when it is not attached under the root.
  func pointer(_ slot: Int) -> String? {
    var components: [String] = []
    var index = slot
    while entries[index].parent >= 0 {
      let parent = Int(entries[index].parent)
      let position = entries[parent].children.firstIndex(of: Int32(index)) ?? 0
      components.append(entries[parent].kind.family.pointerStep(toChild: position))
      index = parent
    }
    guard index == rootSlot else { return nil }
    return "/root" + components.reversed().joined()
  }

  /// An error about the node at `slot`, naming it by handle, path and id.
  func failure(_ code: LiveTreeError.Code, _ slot: Int, _ message: String) -> LiveTreeError {
    LiveTreeError(code, handle: handle(slot), path: pointer(slot), id: entries[slot].id, message: message)
  }

  /// The slots of the subtree of `top` in preorder (the order a ``LayoutTree`` numbers them), each with its
  /// `walkIndex` set.
  ///
  /// - Throws: a modifier without a child (``LiveTreeError/Code/missingChild``), or a node deeper than
  ///   ``Node/maximumDepth`` (``LiveTreeError/Code/invalidNode``), the first in preorder.
  func walk(from top: Int) throws(LiveTreeError) -> [Int32] {
    var order: [Int32] = []
    var pending: [(slot: Int32, depth: Int)] = [(Int32(top), 1)]
    while let (slot, depth) = pending.popLast() {
      let index = Int(slot)
      entries[index].walkIndex = Int32(order.count)
      order.append(slot)
      guard depth <= Node.maximumDepth else {
        throw failure(.invalidNode, index, "tree is deeper than the limit of \(Node.maximumDepth) levels")
      }
      let entry = entries[index]
      if let required = entry.kind.family.requiredChildCount, entry.children.count < required {
        throw failure(
          .missingChild, index,
          required == 1 ? "a \(entry.kind.name) needs a child" : "a \(entry.kind.name) needs a child and a content")
      }
      for child in entry.children.reversed() { pending.append((child, depth + 1)) }
    }
    return order
  }

  /// The value tree of a walk (children before parents).
  ///
  /// For layout, each node's value is reused from the last build when nothing in its subtree changed since,
  /// new values are cached, and measured leaves ask the host through a per-pass memo (``MeasureMemo``).
  /// Otherwise every value is built afresh with the host's own measure functions.
  func build(_ order: [Int32], forLayout: Bool) -> Node {
    var values = [Node?](repeating: nil, count: order.count)
    var reusable = [Bool](repeating: forLayout, count: order.count)
    for position in stride(from: order.count - 1, through: 0, by: -1) {
      let index = Int(order[position])
      let entry = entries[index]
      let value: Node
      let reused = reusable[position] && entry.built != nil
      if reused, let built = entry.built {
        value = built
      } else {
        let children = entry.children.map { values[Int(entries[Int($0)].walkIndex)] ?? Node(.spacer(minLength: 0)) }
        var kind = entry.kind
        if forLayout, case .measured(let leaf) = kind { kind = .measured(MeasureMemo.leaf(leaf, clock: measureClock)) }
        var node = Node(kind, children: children, id: entry.id, layoutPriority: entry.layoutPriority)
        node.scaledLengths = entry.scaledLengths
        value = node
        if forLayout { entries[index].built = node }
      }
      values[position] = value
      // A parent may reuse its value only if every child did.
      if position > 0, !reused, entry.parent >= 0 { reusable[Int(entries[Int(entry.parent)].walkIndex)] = false }
    }
    return values[0] ?? Node(.spacer(minLength: 0))
  }
}
