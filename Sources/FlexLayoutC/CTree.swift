import CFlexLayout
import FlexLayout
import Synchronization

/// What a `flexlayout_tree *` points to: a magic number and the tree object.
///
/// The magic lets every entry point reject a pointer that is not a tree, or a tree already freed (in most
/// cases: reading a freed box is undefined behavior, documented as with `free()`), without touching a
/// reference count first.
struct TreeBox {
  static let alive: UInt64 = 0x464C_4558_5452_4545  // "FLEXTREE"
  static let freed: UInt64 = 0x4445_4144_5452_4545  // "DEADTREE"
  var magic: UInt64
  var tree: Unmanaged<CTree>
}

/// A live tree as the C interface sees it: the ``LiveTree``, the table that turns its ``NodeHandle``s into
/// 64-bit `flexlayout_node` values, the results of the last successful layout, and a busy flag.
///
/// A `flexlayout_node` is `tag << 48 | generation << 26 | (index + 1)`: `index` names an entry of `slots`,
/// `generation` counts how often that entry was reused (so a destroyed node's handle never names a later
/// node), and `tag` is a random 16-bit number of the tree (so another tree's handles are rejected, with
/// probability 1 − 1/65535); it is never 0, so 0 and small integers are never nodes.
///
/// Not `Sendable`: one thread at a time, enforced at run time by ``acquire(_:)`` (a second simultaneous
/// call is refused with `FLEXLAYOUT_ERROR_BUSY`).
final class CTree {
  struct Slot {
    var handle: NodeHandle?
    var generation: UInt32 = 0
    /// Destroyed, but kept until the next successful layout has reported it as departed.
    var destroyed = false
  }

  static let indexBits: UInt64 = 26
  static let generationBits: UInt64 = 22
  static let maximumSlots = (1 << 26) - 1
  static let maximumGeneration = UInt32((1 << 22) - 1)

  let live = LiveTree()
  let busy = Atomic<Bool>(false)
  let tag: UInt64
  var slots: [Slot] = []
  var freeSlots: [UInt32] = []
  var slotByHandle: [NodeHandle: UInt32] = [:]
  var destroyedSinceLayout: [UInt32] = []

  /// The last successful layout, and what was derived from it.
  var layout: LiveLayout?
  var departed: [flexlayout_node] = []
  var changedCache: [flexlayout_node]?
  var readingOrderCache: [flexlayout_node]?

  init() {
    // Never 0, so that small integers are never handles.
    var generator = SystemRandomNumberGenerator()
    tag = generator.next(upperBound: UInt64(0xFFFF)) + 1
  }

  // MARK: - Boxes

  /// A new tree in a box, retained by the box.
  static func makeBox() -> OpaquePointer {
    let box = UnsafeMutablePointer<TreeBox>.allocate(capacity: 1)
    box.initialize(to: TreeBox(magic: TreeBox.alive, tree: Unmanaged.passRetained(CTree())))
    return OpaquePointer(box)
  }

  /// The tree of `pointer`, marked busy until ``release()``.
  ///
  /// - Throws: `FLEXLAYOUT_ERROR_INVALID_ARGUMENT` for NULL or a pointer that is not a live tree;
  ///   `FLEXLAYOUT_ERROR_BUSY` when another call is using the tree.
  static func acquire(_ pointer: OpaquePointer?) throws(CError) -> CTree {
    guard let pointer else { throw CError(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "the tree is NULL") }
    let box = UnsafeMutablePointer<TreeBox>(pointer)
    guard box.pointee.magic == TreeBox.alive else {
      throw CError(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "the pointer is not a flexlayout_tree (or the tree was freed)")
    }
    let tree = box.pointee.tree.takeUnretainedValue()
    guard tree.busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
      throw CError(
        FLEXLAYOUT_ERROR_BUSY,
        "the tree is in use by another call (another thread, or a measure callback of this tree's layout)")
    }
    return tree
  }

  func release() {
    busy.store(false, ordering: .releasing)
  }

  /// Frees the box of `pointer` and releases its tree.
  static func free(_ pointer: OpaquePointer) throws(CError) {
    let tree = try acquire(pointer)
    let box = UnsafeMutablePointer<TreeBox>(pointer)
    box.pointee.magic = TreeBox.freed
    tree.release()
    box.pointee.tree.release()
    box.deinitialize(count: 1)
    box.deallocate()
  }

  // MARK: - Handles

  func node(_ index: UInt32) -> flexlayout_node {
    tag << 48 | UInt64(slots[Int(index)].generation) << Self.indexBits | UInt64(index + 1)
  }

  /// The C handle of a live handle, registering it if it is new.
  func node(for handle: NodeHandle) -> flexlayout_node {
    if let index = slotByHandle[handle] { return node(index) }
    let index: UInt32
    if let free = freeSlots.popLast() {
      index = free
      slots[Int(index)].handle = handle
    } else {
      index = UInt32(slots.count)
      slots.append(Slot(handle: handle))
    }
    slotByHandle[handle] = index
    return node(index)
  }

  /// The C handle of a live handle this tree knows, or 0.
  func knownNode(for handle: NodeHandle?) -> flexlayout_node {
    guard let handle, let index = slotByHandle[handle] else { return 0 }
    return node(index)
  }

  /// Whether one more node can be given a handle.
  func requireRoom() throws(CError) {
    if freeSlots.isEmpty && slots.count >= Self.maximumSlots {
      throw CError(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "the tree has reached its limit of \(Self.maximumSlots) nodes")
    }
  }

  /// The live handle of a C handle.
  ///
  /// - Throws: `FLEXLAYOUT_ERROR_INVALID_HANDLE` for 0, a handle of another tree, of a destroyed node, or
  ///   one never issued.
  func handle(_ node: flexlayout_node, _ role: String = "node") throws(CError) -> NodeHandle {
    guard node != 0 else {
      throw CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "the \(role) is 0 (FLEXLAYOUT_NO_NODE), which names no node")
    }
    guard node >> 48 == tag else {
      throw CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "\(role) \(hex(node)) is not a handle of this tree")
    }
    let low = node & ((1 << Self.indexBits) - 1)
    let generation = UInt32((node >> Self.indexBits) & ((1 << Self.generationBits) - 1))
    guard low > 0, low <= UInt64(slots.count) else {
      throw CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "\(role) \(hex(node)) is not a handle of this tree")
    }
    let slot = slots[Int(low - 1)]
    guard slot.generation == generation, let handle = slot.handle, !slot.destroyed else {
      throw CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "\(role) \(hex(node)) was destroyed", node: node)
    }
    return handle
  }

  /// Marks the slots of destroyed nodes; they are freed after the next successful layout.
  func destroyed(_ handles: [NodeHandle]) {
    for handle in handles {
      guard let index = slotByHandle[handle] else { continue }
      slots[Int(index)].destroyed = true
      destroyedSinceLayout.append(index)
    }
    changedCache = nil
    readingOrderCache = nil
  }

  /// Frees the slots of nodes destroyed before the last layout; their generation moves on, so their old
  /// handles stay invalid.
  func freeDestroyedSlots() {
    for index in destroyedSinceLayout {
      var slot = slots[Int(index)]
      if let handle = slot.handle { slotByHandle[handle] = nil }
      slot.handle = nil
      slot.destroyed = false
      if slot.generation < Self.maximumGeneration {
        slot.generation += 1
        freeSlots.append(index)
      }  // else: retired, so that a handle never repeats
      slots[Int(index)] = slot
    }
    destroyedSinceLayout.removeAll()
  }

  // MARK: - Errors

  /// A live-tree error as a C error, naming the node by its C handle.
  func error(_ error: LiveTreeError) -> CError {
    let node = knownNode(for: error.handle)
    var subject: [String] = []
    if node != 0 { subject.append("node \(hex(node))") }
    if let id = error.id { subject.append("id \"\(id)\"") }
    let place = error.path ?? (node == 0 ? "" : "(detached)")
    let about = subject.isEmpty ? "" : " (\(subject.joined(separator: ", ")))"
    let prefix = place + about
    return CError(
      Self.status(error.code), prefix.isEmpty ? error.message : "\(prefix): \(error.message)",
      path: error.path ?? "", node: node)
  }

  static func status(_ code: LiveTreeError.Code) -> flexlayout_status {
    switch code {
    case .invalidHandle: return FLEXLAYOUT_ERROR_INVALID_HANDLE
    case .cycle: return FLEXLAYOUT_ERROR_CYCLE
    case .alreadyHasParent: return FLEXLAYOUT_ERROR_ALREADY_HAS_PARENT
    case .isRoot: return FLEXLAYOUT_ERROR_IS_ROOT
    case .noParent: return FLEXLAYOUT_ERROR_NO_PARENT
    case .indexOutOfRange: return FLEXLAYOUT_ERROR_INDEX_OUT_OF_RANGE
    case .kindMismatch: return FLEXLAYOUT_ERROR_KIND_MISMATCH
    case .noRoot: return FLEXLAYOUT_ERROR_NO_ROOT
    case .missingChild: return FLEXLAYOUT_ERROR_MISSING_CHILD
    case .invalidNode: return FLEXLAYOUT_ERROR_INVALID_NODE
    case .invalidProposal: return FLEXLAYOUT_ERROR_INVALID_PROPOSAL
    case .layoutFailed: return FLEXLAYOUT_ERROR_LAYOUT_FAILED
    }
  }

  /// Runs a live-tree operation, translating its error.
  func perform<Result>(_ body: () throws(LiveTreeError) -> Result) throws(CError) -> Result {
    do {
      return try body()
    } catch {
      throw self.error(error)
    }
  }

  // MARK: - Results

  /// The last successful layout.
  func lastLayout() throws(CError) -> LiveLayout {
    guard let layout else {
      throw CError(FLEXLAYOUT_ERROR_NO_LAYOUT, "no layout has succeeded on this tree yet; call flexlayout_layout")
    }
    return layout
  }

  /// The handle of a node the last layout covers.
  func laidOut(_ node: flexlayout_node) throws(CError) -> (LiveLayout, NodeHandle) {
    let handle = try handle(node)
    let layout = try lastLayout()
    guard layout.contains(handle) else {
      throw CError(
        FLEXLAYOUT_ERROR_NOT_IN_LAYOUT,
        "node \(hex(node)) was not laid out by the last layout (it was not attached under the root then)", node: node)
    }
    return (layout, handle)
  }

  /// Records a successful layout.
  func finish(_ result: LiveLayout) {
    layout = result
    departed = result.departedHandles.map { knownNode(for: $0) }.filter { $0 != 0 }
    freeDestroyedSlots()
    changedCache = nil
    readingOrderCache = nil
  }

  /// C handles of alive nodes, in order, leaving out destroyed ones.
  func aliveNodes(_ handles: [NodeHandle]) -> [flexlayout_node] {
    var nodes: [flexlayout_node] = []
    nodes.reserveCapacity(handles.count)
    for handle in handles {
      guard let index = slotByHandle[handle], !slots[Int(index)].destroyed else { continue }
      nodes.append(node(index))
    }
    return nodes
  }
}
