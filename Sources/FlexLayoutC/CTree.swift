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

/// A live tree as the C interface sees it: the ``LiveTree``, the tag that marks its handles, and a busy flag.
///
/// A `flexlayout_node` is `tag << 48 | generation << 26 | (number + 1)`: `number` is the node's number in the
/// live tree and `generation` how often that number was reused (the live tree retires a number before its
/// generation passes 22 bits, so a destroyed node's handle never names a later node), and `tag` is a random
/// 16-bit number of the tree (so another tree's handles are rejected, with probability 1 − 1/65535); it is never
/// 0, so 0 and small integers are never nodes. Turning a handle into a node is O(1), with no table.
///
/// Not `Sendable`: one thread at a time, enforced at run time by ``acquire(_:)`` (a second simultaneous call
/// is refused with `FLEXLAYOUT_ERROR_BUSY`).
final class CTree {
  static let indexBits: UInt64 = 26
  static let generationBits: UInt64 = 22

  let live = LiveTree()
  let busy = Atomic<Bool>(false)
  /// The window's safe-area insets for the next layouts (`flexlayout_set_safe_area_insets`).
  var safeAreaInsets = EdgeInsets()
  let tag: UInt64

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
  @inline(__always)
  static func acquire(_ pointer: OpaquePointer?) throws(CError) -> CTree {
    let tree = try box(of: pointer).takeUnretainedValue()
    guard tree.busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
      throw busyError
    }
    return tree
  }

  /// The tree of `pointer`, unretained, or `nil` for NULL or a pointer that is not a live tree.
  @inline(__always)
  static func aliveBox(of pointer: OpaquePointer?) -> Unmanaged<CTree>? {
    guard let pointer else { return nil }
    let box = UnsafeMutablePointer<TreeBox>(pointer)
    return box.pointee.magic == TreeBox.alive ? box.pointee.tree : nil
  }

  /// The tree of `pointer`, unretained.
  ///
  /// - Throws: `FLEXLAYOUT_ERROR_INVALID_ARGUMENT` for NULL or a pointer that is not a live tree.
  @inline(__always)
  static func box(of pointer: OpaquePointer?) throws(CError) -> Unmanaged<CTree> {
    guard let pointer else { throw CError(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "the tree is NULL") }
    let box = UnsafeMutablePointer<TreeBox>(pointer)
    guard box.pointee.magic == TreeBox.alive else {
      throw CError(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "the pointer is not a flexlayout_tree (or the tree was freed)")
    }
    return box.pointee.tree
  }

  /// The error of a call on a tree another call is using.
  static var busyError: CError {
    CError(
      FLEXLAYOUT_ERROR_BUSY,
      "the tree is in use by another call (another thread, or a measure callback of this tree's layout)")
  }

  @inline(__always)
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

  /// The C handle of a live handle.
  @inline(__always)
  func node(for handle: NodeHandle) -> flexlayout_node {
    tag << 48 | UInt64(handle.generationValue) << Self.indexBits | UInt64(handle.slotValue + 1)
  }

  /// The C handle of a live handle, or 0 for none.
  func knownNode(for handle: NodeHandle?) -> flexlayout_node {
    handle.map(node(for:)) ?? 0
  }

  /// The live handle of a C handle.
  ///
  /// - Throws: `FLEXLAYOUT_ERROR_INVALID_HANDLE` for 0, a handle of another tree, of a destroyed node, or one
  ///   never issued.
  @inline(__always)
  func handle(_ node: flexlayout_node, _ role: String = "node") throws(CError) -> NodeHandle {
    let handle = try unchecked(node, role)
    guard live.contains(handle) else { throw missing(node, role) }
    return handle
  }

  /// The live handle a C handle packs, after the checks of its tag and number only: for calls whose live-tree
  /// operation checks the handle anyway (its `invalidHandle` error is then turned into this interface's
  /// wording by ``error(_:)``).
  ///
  /// - Throws: `FLEXLAYOUT_ERROR_INVALID_HANDLE` for 0 or a handle of another tree.
  @inline(__always)
  func unchecked(_ node: flexlayout_node, _ role: String = "node") throws(CError) -> NodeHandle {
    guard let handle = wellFormed(node) else { throw invalidHandle(node, role) }
    return handle
  }

  /// The live handle a C handle packs when it is not 0 and carries this tree's tag, or `nil`; whether it names
  /// an alive node is not checked.
  @inline(__always)
  func wellFormed(_ node: flexlayout_node) -> NodeHandle? {
    unpacked(node).map { live.handle(number: $0.number, generation: $0.generation) }
  }

  /// The node number and generation a C handle packs when it is not 0 and carries this tree's tag, or `nil`:
  /// ``wellFormed(_:)`` without building a ``NodeHandle``, for the live tree's calls that take the two words.
  @inline(__always)
  func unpacked(_ node: flexlayout_node) -> PackedNode? {
    let low = node & ((1 << Self.indexBits) - 1)
    guard node >> 48 == tag, low > 0 else { return nil }
    return (number: Int(low - 1), generation: UInt32((node >> Self.indexBits) & ((1 << Self.generationBits) - 1)))
  }

  /// The error of a well-formed handle of this tree that names no alive node.
  @inline(never)
  private func missing(_ node: flexlayout_node, _ role: String) -> CError {
    let handle = try? unchecked(node, role)
    return handle.map(live.isIssued) == true
      ? CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "\(role) \(hex(node)) was destroyed", node: node)
      : invalidHandle(node, role)
  }

  @inline(never)
  private func invalidHandle(_ node: flexlayout_node, _ role: String) -> CError {
    if node == 0 {
      return CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "the \(role) is 0 (FLEXLAYOUT_NO_NODE), which names no node")
    }
    return CError(FLEXLAYOUT_ERROR_INVALID_HANDLE, "\(role) \(hex(node)) is not a handle of this tree")
  }

  /// Whether one more node can be given a handle.
  func requireRoom() throws(CError) {
    if !live.hasRoomForNode {
      throw CError(
        FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "the tree has reached its limit of \(LiveTree.maximumNodes) nodes")
    }
  }

  // MARK: - Errors

  /// A live-tree error as a C error, naming the node by its C handle.
  func error(_ error: LiveTreeError) -> CError {
    let node = knownNode(for: error.handle)
    if error.code == .invalidHandle, node != 0 { return missing(node, "node") }
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
    case .noLayout: return FLEXLAYOUT_ERROR_NO_LAYOUT
    case .layoutOutdated: return FLEXLAYOUT_ERROR_LAYOUT_OUTDATED
    case .notInLayout: return FLEXLAYOUT_ERROR_NOT_IN_LAYOUT
    }
  }

  /// Runs a live-tree operation, translating its error.
  @inline(__always)
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
    guard let layout = live.lastLayout else {
      throw CError(FLEXLAYOUT_ERROR_NO_LAYOUT, "no layout has succeeded on this tree yet; call flexlayout_layout")
    }
    return layout
  }

  /// C handles of alive nodes, in order, leaving out destroyed ones.
  func aliveNodes(_ handles: [NodeHandle]) -> [flexlayout_node] {
    var nodes: [flexlayout_node] = []
    nodes.reserveCapacity(handles.count)
    for handle in handles where live.contains(handle) { nodes.append(node(for: handle)) }
    return nodes
  }
}
