/// A validated tree compiled into a flat arena: the input of a ``LayoutEngine``.
///
/// Compiling numbers the nodes in preorder and stores them as contiguous arrays indexed by node
/// (struct of arrays): the kind, the parent, a range of child indices, kind-specific parameters, and
/// everything about the tree that does not depend on a proposal (effective layout priorities, spacer
/// orientations, the gaps of each stack, the normalised constraints of flexible frames). Layout passes
/// then only read it. A `LayoutTree` is immutable and `Sendable`: many engines on many threads can share
/// one.
///
/// - Complexity: O(n) time and memory for n nodes.
public struct LayoutTree: Sendable {
  /// The compiled arrays.
  let compiled: CompiledTree

  /// Validates `root` (see ``Node/validate()``) and compiles it.
  ///
  /// - Throws: the first validation error, naming the node by its JSON Pointer.
  public init(_ root: Node) throws(LayoutError) {
    compiled = try CompiledTree(root)
  }

  /// The value tree this arena was compiled from.
  public var root: Node { compiled.root }
  /// The number of nodes.
  public var count: Int { compiled.count }
  /// The node ids, mapped to their nodes.
  public var ids: [String: NodeID] { compiled.ids }
  /// Diagnostics found while compiling (contradictory flexible-frame constraints), in preorder.
  public var diagnostics: [LayoutDiagnostic] { compiled.diagnostics }
  /// Whether any node declares a length that scales with Dynamic Type (S14); such a tree is recompiled
  /// for each Dynamic Type size it is laid out at.
  public var hasScaledLengths: Bool { compiled.hasScaledLengths }
  /// The JSON Pointer of `node` (`/root/children/1/child`), for error messages.
  public func path(of node: NodeID) -> String { compiled.path(of: node) }
  /// An estimate of the arena's memory in bytes (arrays only), for the benchmark's bytes per node.
  public var footprint: Int { compiled.footprint }

  /// Each node's kind and parent, for tests and tools inside the package.
  var kinds: ArenaBuffer<CompiledKind> { compiled.kinds }
  var parents: ArenaBuffer<Int32> { compiled.parents }
}

/// The arena behind a ``LayoutTree``: every array of the compiled tree, owned by one object so that a pass
/// reaches them through a single reference (no large struct copies on the recursion's path).
final class CompiledTree: @unchecked Sendable {
  // Sendable: every array below is written once, in `init`, and only read afterwards; the arena storage
  // that owns their memory lives as long as the tree.
  /// The value tree this arena was compiled from.
  let root: Node
  /// The number of nodes.
  var count: Int { kinds.count }
  /// The node ids, mapped to their nodes.
  let ids: [String: NodeID]
  /// Diagnostics found while compiling (contradictory flexible-frame constraints), in preorder.
  let diagnostics: [LayoutDiagnostic]
  /// Whether any node declares a length that scales with Dynamic Type (S14); such a tree is recompiled
  /// for each Dynamic Type size it is laid out at.
  let hasScaledLengths: Bool

  /// The depth of the tree (the root alone is 1); deep trees are laid out on a thread with room for them.
  let depth: Int
  /// Owns the memory of the buffers below.
  private let storage: ArenaStorage
  let kinds: ArenaBuffer<CompiledKind>
  let parents: ArenaBuffer<Int32>
  /// Children of node i are `childList[childStart[i] ..< childStart[i + 1]]`; the slot of a child
  /// (its position in `childList`) also indexes the per-child scratch arrays of a pass.
  let childStart: ArenaBuffer<Int32>
  let childList: ArenaBuffer<Int32>
  /// Each node's kind-specific parameters, its layout priority and its gap, stored once per distinct record.
  let params: ParameterTable
  /// Word widths of every text leaf, unscaled; each text leaf's words are a contiguous range.
  let words: ArenaBuffer<Double>
  /// The host measure functions, indexed by `NodeParameters.index` of measured leaves.
  let measures: [@Sendable (ProposedSize) throws -> Size]
  /// Per node, its slot in the per-axis cache (separable nodes) or in the size cache (the others), or -1
  /// when the node is cheaper to recompute than to look up.
  let cacheSlots: ArenaBuffer<Int32>
  /// Per node, the end of its subtree in preorder: its descendants are `node + 1 ..< subtreeEnd[node]`.
  let subtreeEnd: ArenaBuffer<Int32>
  /// The columns of every grid, each grid's a contiguous range (`index`, `count`).
  let gridColumns: [GridColumnRecord]
  /// The thresholds of every `buckets` (and their accessibility replacements), contiguous ranges.
  let thresholds: ArenaBuffer<Double>
  /// The columns of every split, each split's a contiguous range (`index`, `count`).
  let splitColumns: [SplitColumnRecord]
  /// The nodes that report a selection (grids, splits, viewThatFits, buckets), in preorder.
  let selectorNodes: [Int32]
  /// Whether any node shows only some of its children (viewThatFits, buckets, split), so that frames
  /// must track visibility.
  let hidesChildren: Bool
  /// The number of nodes with a size-cache slot.
  let cachedNodeCount: Int
  /// Whether any node's answers depend on its container (S13), so that size-cache entries need
  /// container keys.
  let hasContainerDependents: Bool
  /// The most children any node has: the size of the stacks' merge-sort scratch.
  let largestChildCount: Int
  /// Per node, whether its width depends only on the proposed width and its height only on the proposed
  /// height (true for trees of stacks, frames, padding and fixed or flexible leaves; false as soon as
  /// text, a measured leaf, an aspect ratio or an adaptive container is involved).
  let separable: ArenaBuffer<Bool>
  /// Per node, whether its subtree holds a container-relative frame, so that its answers depend on the
  /// container size as well as the proposal (S13) and are cached under both.
  let containerDependent: ArenaBuffer<Bool>
  /// Per node, its index in the pass's container state (nodes that are not leaves), or -1.
  let containerIndex: ArenaBuffer<Int32>
  /// The number of containers.
  let containerCount: Int
  /// The fields of every container-relative frame, indexed by `NodeParameters.index`.
  let containerFrames: [ContainerRelativeFrame]
  /// The number of nodes with a per-axis cache slot.
  let axisCachedNodeCount: Int
  /// Per per-axis cache slot, the node's width and height when they do not depend on the proposal
  /// (`2 × slot + axis`), else NaN (see `TreeCompiler.constantLengths()`).
  let axisConstants: ArenaBuffer<Double>

  /// Validates `root` (see ``Node/validate()``) and compiles it.
  ///
  /// - Throws: the first validation error, naming the node by its JSON Pointer.
  init(_ root: Node) throws(LayoutError) {
    let depth = root.depth
    let (compiler, hasScaledLengths) = try DeepStack.run(depth: depth) {
      () throws(LayoutError) -> (TreeCompiler, Bool) in
      try root.validateOnThisThread()
      var compiler = TreeCompiler()
      compiler.compile(root, parent: -1, stackAxis: nil)
      compiler.finish()
      return (compiler, root.hasScaledLengths)
    }
    self.depth = depth
    let storage = ArenaStorage()
    self.storage = storage
    self.root = root
    self.hasScaledLengths = hasScaledLengths
    self.ids = compiler.ids
    self.diagnostics = compiler.diagnostics
    self.kinds = storage.allocate(copying: compiler.kinds)
    self.parents = storage.allocate(copying: compiler.parents)
    self.childStart = storage.allocate(copying: compiler.childStart)
    self.childList = storage.allocate(copying: compiler.childList)
    self.params = ParameterTable(compiler.params, in: storage)
    self.words = storage.allocate(copying: compiler.words)
    self.measures = compiler.measures
    self.cacheSlots = storage.allocate(
      copying: compiler.separable.indices.map {
        compiler.separable[$0] ? compiler.axisCacheSlots[$0] : compiler.cacheSlots[$0]
      })
    self.subtreeEnd = storage.allocate(copying: compiler.subtreeEnd)
    self.gridColumns = compiler.gridColumns
    self.thresholds = storage.allocate(copying: compiler.thresholds)
    self.splitColumns = compiler.splitColumns
    self.selectorNodes = compiler.selectorNodes
    self.hidesChildren = compiler.kinds.contains { $0 == .viewThatFits || $0 == .buckets || $0 == .split }
    self.cachedNodeCount = compiler.cachedNodeCount
    self.hasContainerDependents = compiler.containerDependent.contains(true)
    self.largestChildCount =
      compiler.childStart.indices.dropLast().map {
        Int(compiler.childStart[$0 + 1] - compiler.childStart[$0])
      }.max() ?? 0
    self.separable = storage.allocate(copying: compiler.separable)
    self.containerDependent = storage.allocate(copying: compiler.containerDependent)
    self.containerFrames = compiler.containerFrames
    self.containerIndex = storage.allocate(copying: compiler.containerIndex)
    self.containerCount = compiler.containerCount
    self.axisCachedNodeCount = compiler.axisCachedNodeCount
    var axisConstants = [Double](repeating: .nan, count: compiler.axisCachedNodeCount * 2)
    let constants = compiler.constantLengths()
    for node in compiler.kinds.indices where compiler.separable[node] && compiler.axisCacheSlots[node] >= 0 {
      let slot = Int(compiler.axisCacheSlots[node])
      axisConstants[2 * slot] = constants[2 * node]
      axisConstants[2 * slot + 1] = constants[2 * node + 1]
    }
    self.axisConstants = storage.allocate(copying: axisConstants)
  }

  /// The JSON Pointer of `node` (`/root/children/1/child`), for error messages.
  func path(of node: NodeID) -> String {
    Self.pointer(of: node.index, kind: { kinds[$0] }, parent: { parents[$0] }, indexInParent: { indexInParent($0) })
  }

  /// The JSON Pointer of the node at preorder index `node`, from its ancestors' kinds and positions; shared by
  /// the compiler (diagnostics) and the compiled tree (errors).
  static func pointer(
    of node: Int, kind: (Int) -> CompiledKind, parent: (Int) -> Int32, indexInParent: (Int) -> Int32
  ) -> String {
    var components: [String] = []
    var index = node
    while index > 0 {
      let up = Int(parent(index))
      switch kind(up) {
      case .hstack, .vstack, .zstack, .flow, .grid, .viewThatFits, .buckets:
        components.append("/children/\(indexInParent(index))")
      case .split:
        components.append("/columns/\(indexInParent(index))/child")
      case .fixed, .flexible, .text, .measured, .spacer, .frame, .flexibleFrame, .padding, .fixedSize,
        .aspectRatio, .scroll, .containerRelativeFrame:
        components.append("/child")
      }
      index = up
    }
    return "/root" + components.reversed().joined()
  }

  /// The position of `node` among its parent's children (0 for the root); O(siblings).
  func indexInParent(_ node: Int) -> Int32 {
    guard node > 0 else { return 0 }
    let parent = Int(parents[node])
    var slot = Int(childStart[parent])
    while childList[slot] != Int32(node) { slot += 1 }
    return Int32(slot) - childStart[parent]
  }

  /// The id of `node`, if it has one.
  func id(of node: Int) -> String? {
    ids.first(where: { $0.value.index == node })?.key
  }

  /// An estimate of the arena's memory in bytes (arrays only), for the benchmark's bytes per node.
  var footprint: Int {
    kinds.footprint + parents.footprint + childStart.footprint + childList.footprint + params.footprint
      + words.footprint + cacheSlots.footprint
      + subtreeEnd.footprint + thresholds.footprint + separable.footprint
      + axisConstants.footprint + containerDependent.footprint + containerIndex.footprint
      + gridColumns.count * MemoryLayout<GridColumnRecord>.stride
      + splitColumns.count * MemoryLayout<SplitColumnRecord>.stride
  }
}

/// The node kinds as the engine sees them.
enum CompiledKind: UInt8, Sendable {
  // The stateless leaves come first: `isSimpleLeaf` is one comparison.
  case fixed, flexible, spacer, text, measured
  case hstack, vstack, zstack
  case frame, flexibleFrame, padding, fixedSize, aspectRatio, scroll
  case flow, grid, viewThatFits, buckets, split
  case containerRelativeFrame

  /// Fixed, flexible and spacer leaves: their answers need nothing but their parameters.
  @inline(__always)
  var isSimpleLeaf: Bool { rawValue <= CompiledKind.spacer.rawValue }

  /// The kinds without children: the simple leaves, text and measured leaves.
  @inline(__always)
  var isLeaf: Bool { rawValue <= CompiledKind.measured.rawValue }
}

/// One grid column, compiled: `kind` 0 fixed (`a` = size), 1 flexible, 2 adaptive (`a` = min, `b` = max).
struct GridColumnRecord: Sendable {
  var kind: UInt8
  var a: Double
  var b: Double
  var spacing: Double
  var alignment: Alignment
}

/// One split column, compiled; `fraction` is NaN when absent and `ideal` defaults to `min`.
struct SplitColumnRecord: Sendable {
  var min: Double
  var ideal: Double
  var max: Double
  var fraction: Double
}

/// Kind-specific parameters of one node; unused fields are 0. `nil` lengths are stored as NaN.
///
/// | kind | a…f | index, count | flags |
/// | --- | --- | --- | --- |
/// | fixed | a = width, b = height | | |
/// | flexible | a, b, c = min/ideal/max width; d, e, f = min/ideal/max height | | |
/// | text | a = space, b = line height | index = first word, count = words | lineLimit in `limit` (0 = none) |
/// | measured | | index = measure function | |
/// | spacer | a = minLength | | orientation: 0 none, 1 horizontal, 2 vertical |
/// | hstack/vstack | a = internal spacing | | `uniformPriority`, `identicalLeaves`; minor alignment |
/// | zstack | | | alignment |
/// | frame | a = width, b = height (NaN = nil) | | alignment |
/// | flexibleFrame | a, b, c = normalised min/ideal/max width; d, e, f = height (NaN = nil) | | alignment |
/// | padding | a = top, b = leading, c = bottom, d = trailing | | |
/// | fixedSize | | | bit 0 horizontal, bit 1 vertical |
/// | aspectRatio | a = ratio (NaN = ideal) | | 0 fit, 1 fill |
/// | scroll | | | axes bits |
/// | flow | a = spacing, b = line spacing | | line alignment (horizontal) |
/// | grid | a = row spacing | index, count = columns in `gridColumns` | |
/// | viewThatFits | | | axes bits |
/// | buckets | | index, count = thresholds; limit = accessibility thresholds' index or -1 | 0 width, 1 height |
/// | split | a = divider width | index, count = columns in `splitColumns`; limit = collapsed column | |
/// | containerRelativeFrame | | index = fields in `containerFrames` | alignment |
///
/// Every node also has its effective layout priority in its parent (S3.2) and the gap before it in its
/// parent stack (0 for the first child and outside stacks) (S3.1).
struct NodeParameters: Sendable, Hashable {
  var a: Double = 0
  var b: Double = 0
  var c: Double = 0
  var d: Double = 0
  var e: Double = 0
  var f: Double = 0
  var index: Int32 = 0
  var count: Int32 = 0
  var limit: Int32 = 0
  var flags: UInt8 = 0
  var horizontalAlignment: AxisAlignment = .center
  var verticalAlignment: AxisAlignment = .center
  var priority: Double = 0
  var gapBefore: Double = 0

  // Equal and hashed by bits, so that records with NaN fields are shared too.
  static func == (lhs: NodeParameters, rhs: NodeParameters) -> Bool { lhs.bits == rhs.bits }
  func hash(into hasher: inout Hasher) { hasher.combine(bits) }

  private struct Bits: Hashable {
    var a, b, c, d, e, f, priority, gapBefore: UInt64
    var index, count, limit: Int32
    var flags: UInt8
    var horizontalAlignment, verticalAlignment: AxisAlignment
  }

  private var bits: Bits {
    Bits(
      a: a.bitPattern, b: b.bitPattern, c: c.bitPattern, d: d.bitPattern, e: e.bitPattern, f: f.bitPattern,
      priority: priority.bitPattern, gapBefore: gapBefore.bitPattern, index: index, count: count, limit: limit,
      flags: flags, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment)
  }

  /// Stack flag: every child has the same layout priority, so the fitting order and the allocation
  /// have a single priority group.
  static let uniformPriority: UInt8 = 1
  /// Stack flag: the children are fixed, flexible or spacer leaves of one kind with the same parameters
  /// (gaps aside), so they probe alike and their fitting order is their order.
  static let identicalLeaves: UInt8 = 2

  /// Whether `self` and `other` are the same record apart from the gap before the node.
  func equalsIgnoringGap(_ other: NodeParameters) -> Bool {
    var other = other
    other.gapBefore = gapBefore
    return self == other
  }

  func alignment(along axis: Axis) -> AxisAlignment {
    axis == .horizontal ? horizontalAlignment : verticalAlignment
  }
}

/// Per-node parameter records, each distinct record stored once: trees repeat the same rows, cards and
/// leaves many times, so a 4-byte index per node replaces most of the 80-byte records.
struct ParameterTable {
  let recordIndex: ArenaBuffer<Int32>
  let records: ArenaBuffer<NodeParameters>

  init(_ parameters: [NodeParameters], in storage: ArenaStorage) {
    var indexOf: [NodeParameters: Int32] = [:]
    var unique: [NodeParameters] = []
    var recordIndex: [Int32] = []
    recordIndex.reserveCapacity(parameters.count)
    for record in parameters {
      if let index = indexOf[record] {
        recordIndex.append(index)
      } else {
        let index = Int32(unique.count)
        indexOf[record] = index
        unique.append(record)
        recordIndex.append(index)
      }
    }
    self.recordIndex = storage.allocate(copying: recordIndex)
    self.records = storage.allocate(copying: unique)
  }

  @inline(__always)
  subscript(node: Int) -> NodeParameters { records[Int(recordIndex[node])] }

  /// The memory held, in bytes.
  var footprint: Int { recordIndex.footprint + records.footprint }
}
