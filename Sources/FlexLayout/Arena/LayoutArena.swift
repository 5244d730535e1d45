/// The layout tree as the engine reads it: every node in flat arrays indexed by node number (struct of
/// arrays), in memory owned by one ``ArenaStorage``.
///
/// One arena serves both ways a tree reaches the engine:
/// - compiled from a value tree (``LayoutTree``): nodes numbered in preorder, children packed in order, every
///   derived fact computed once; it is never changed afterwards and engines on many threads share it;
/// - owned by a ``LiveTree``: nodes numbered by the order they were created (a freed number is reused), edited
///   in place, and the derived facts of the edited nodes and their ancestors brought up to date before each
///   pass (`ArenaFacts`).
///
/// Every buffer has a fixed capacity, so the passes read them through `let` views with no
/// copy-on-write or exclusivity checks; a live tree that outgrows one moves to a larger arena
/// (``grown(nodes:children:values:columns:)``), which copies everything (amortised over the growth).
///
/// Per node: the kind and its fields (``NodeKind``, the flags and alignment bytes, and a record of Doubles
/// in `values`; see `ArenaRecords.swift`), the parent, the children (a run of `childList`), and the derived
/// facts the passes need (effective priority, gap before it in its stack, traits, cache slot, container
/// state). The child run of a node also numbers the per-child scratch of a pass: `childList` index = slot.
final class LayoutArena: @unchecked Sendable {
  // Sendable: an arena shared between threads (a `LayoutTree`'s) is never written after it is built; a live
  // tree's arena is owned by one `LiveTree`, which is not `Sendable`. For the same reason its `var`s are
  // `@exclusivity(unchecked)`: no two accesses to one of them ever overlap, and the dynamic checks Swift
  // makes on a class's properties otherwise cost a sixth of a live tree's build.

  /// Owns the memory of the buffers below.
  private let storage: ArenaStorage

  // MARK: Capacities and allocation

  /// The number of node numbers the buffers hold.
  let nodeCapacity: Int
  /// One past the highest node number in use (numbers below it may be free).
  @exclusivity(unchecked) var nodeEnd = 0
  /// Freed node numbers, reused first.
  @exclusivity(unchecked) var freeNodes: [Int32] = []
  /// The runs of `childList`.
  @exclusivity(unchecked) var childBlocks: BlockAllocator
  /// The runs of `values`.
  @exclusivity(unchecked) var valueBlocks: BlockAllocator
  /// The runs of grid and split columns (the numbering of a pass's per-column scratch).
  @exclusivity(unchecked) var columnBlocks: BlockAllocator
  /// The number of per-container numbers the buffers hold.
  let containerCapacity: Int

  // MARK: Per node

  let kinds: ArenaBuffer<NodeKind>
  /// Kind-specific small fields: axes, content mode, a spacer's orientation, a stack's facts (``NodeFlags``).
  let flags: ArenaBuffer<UInt8>
  /// The classes of explicit guide values the node may pass to its parent (derived; ``GuideClass``, S19.2).
  let guideMasks: ArenaBuffer<UInt8>
  let traits: ArenaBuffer<NodeTraits>
  /// The parent, or -1 (the root, and detached nodes of a live tree).
  let parents: ArenaBuffer<Int32>
  /// The children of node `i` are `childList[childStart[i] ..< childStart[i] + childCount[i]]`.
  let childStart: ArenaBuffer<Int32>
  let childCount: ArenaBuffer<Int32>
  /// A live tree's node: the size class of its child run (its capacity is `2^childClass`). Empty in a compiled
  /// tree, whose runs are packed.
  let childClass: ArenaBuffer<UInt8>
  /// The start of the node's record in `values`.
  let recordStart: ArenaBuffer<Int32>
  /// A measured leaf's function (index into `measures`), a custom layout's (into `customLayouts`), a grid's or
  /// split's first column number; else 0.
  let aux: ArenaBuffer<Int32>
  /// The node's effective layout priority in its parent (S3.2).
  let priorities: ArenaBuffer<Double>
  /// The gap before the node in its parent stack (S3.1); 0 for a first child and outside stacks.
  let gapsBefore: ArenaBuffer<Double>
  /// The node's slot in the per-axis cache (separable nodes) or in the size cache (the others), or -1 when
  /// it is cheaper to recompute than to look up.
  let cacheSlots: ArenaBuffer<Int32>
  /// The node's number among the nodes of kinds with children (containers, modifiers, splits), which indexes
  /// `axisConstants` and a pass's per-container state; -1 for leaves.
  let containerIndex: ArenaBuffer<Int32>

  // MARK: Per container

  /// The alignment of the kinds that have one (frames, stacks' minor axis, zstacks, flows, ...: all kinds with
  /// children), by `containerIndex`; read through ``alignment(_:)``.
  let alignments: ArenaBuffer<NodeAlignment>
  /// The width and height (`2 × containerIndex + axis`) of a node with a per-axis cache slot when no proposal
  /// can change them, else NaN.
  let axisConstants: ArenaBuffer<Double>

  // MARK: Compiled trees only

  /// Whether the nodes are numbered in preorder with their children packed in order (a compiled tree).
  let isPreorder: Bool
  /// In a compiled tree, the end of each node's subtree: its descendants are `node + 1 ..< subtreeEnd[node]`.
  let subtreeEnd: ArenaBuffer<Int32>

  // MARK: Pools

  /// Children, in runs per node.
  let childList: ArenaBuffer<Int32>
  /// The records of every node's fields.
  let values: ArenaBuffer<Double>

  // MARK: Side tables (rarely read on the hot paths)

  /// The host functions of measured leaves, indexed by `aux`; `nil` where freed.
  @exclusivity(unchecked) var measures: [MeasureFunction?] = []
  @exclusivity(unchecked) var freeMeasures: [Int32] = []
  /// Every guide the tree names, by number (`ArenaGuides.swift`): the built-in ones, then custom alignments.
  @exclusivity(unchecked) var guideTable: [AlignmentGuide] = AlignmentGuide.builtIn
  @exclusivity(unchecked) var guideNumbers: [AlignmentGuide: Int32] = Dictionary(
    uniqueKeysWithValues: AlignmentGuide.builtIn.enumerated().map { ($1, Int32($0)) })
  @exclusivity(unchecked) var guideFacts: [GuideFacts] = LayoutArena.builtInGuideFacts
  /// The value of each alignment guide node, by node number (S19.4).
  @exclusivity(unchecked) var guideValues: [Int32: GuideValue] = [:]
  /// The baseline functions of measured leaves that have one, by node number (S19.1).
  @exclusivity(unchecked) var baselineFunctions: [Int32: BaselineFunction] = [:]
  /// The string of each text leaf made from one (``TextLeaf/string``), by node: layout never reads it; it is
  /// kept so that a tree read back (a live tree's snapshot, a picture) still has the text's characters.
  @exclusivity(unchecked) var textStrings: [Int32: String] = [:]
  /// The layouts of custom-layout nodes (S20), indexed by `aux`; `nil` where freed.
  @exclusivity(unchecked) var customLayouts: [AnyLayout?] = []
  @exclusivity(unchecked) var freeCustomLayouts: [Int32] = []
  /// The values nodes carry for their custom-layout parents, by node number (S20.2; most nodes have none).
  @exclusivity(unchecked) var layoutValues: [Int32: LayoutValues] = [:]
  /// Cache slots in use: per-axis cache (separable nodes) and size cache (the others).
  @exclusivity(unchecked) var axisSlots: SlotAllocator
  @exclusivity(unchecked) var sizeSlots: SlotAllocator
  /// Per-container numbers in use.
  @exclusivity(unchecked) var containerSlots: SlotAllocator
  /// The layout priorities set on nodes (most nodes have none: the kind's default applies).
  @exclusivity(unchecked) var explicitPriorities: [Int32: Double] = [:]
  /// The ids of the nodes that have one (for error messages).
  @exclusivity(unchecked) var nodeIDs: [Int32: String] = [:]
  /// The most children any stack has had: the size of the stacks' merge-sort scratch.
  @exclusivity(unchecked) var largestChildCount = 0
  /// The numbers of nodes with a kind fact the whole tree asks about (selecting children, reading the display
  /// scale, defining a safe area, reordering drawing, marking the result).
  @exclusivity(unchecked) var kindCounts = KindCounts()
  @exclusivity(unchecked) var containerDependentNodeCount = 0
  /// Whether a pass allocates the buffers only some kinds use: the per-child scratch `childGuide` and
  /// `childHigh`, the per-container `choice` (`LayoutPass`). A compiled tree works them out once
  /// (``settlePassBuffers()``); a live tree's nodes change, so it keeps them all.
  @exclusivity(unchecked) var passUsesChildGuide = true
  @exclusivity(unchecked) var passUsesChildHigh = true
  @exclusivity(unchecked) var passUsesChoice = true

  /// Creates an empty arena with room for the given numbers of nodes, children, values and columns.
  convenience init(nodes: Int, children: Int, values: Int, columns: Int, containers: Int, preorder: Bool = false) {
    self.init(
      nodes: nodes, children: children, values: values, columns: columns, containers: containers, preorder: preorder,
      copying: nil)
  }

  /// Creates an arena with room for the given numbers, holding a copy of `source`'s buffers (the part in use)
  /// when one is given; its other fields are the caller's to copy (``grown(nodes:children:values:columns:containers:)``).
  private init(
    nodes: Int, children: Int, values: Int, columns: Int, containers: Int, preorder: Bool,
    copying source: LayoutArena?
  ) {
    let storage = ArenaStorage()
    isPreorder = preorder
    self.storage = storage
    nodeCapacity = Swift.max(nodes, 1)
    containerCapacity = Swift.max(containers, 1)
    childBlocks = BlockAllocator(capacity: Swift.max(children, 1))
    valueBlocks = BlockAllocator(capacity: Swift.max(values, 1))
    columnBlocks = BlockAllocator(capacity: Swift.max(columns, 1))
    // Each buffer is `value` past the part of `source`'s that is copied: every element is written once.
    func buffer<Element>(
      _ count: Int, _ value: Element, _ old: KeyPath<LayoutArena, ArenaBuffer<Element>>, used: Int
    ) -> ArenaBuffer<Element> {
      guard let source else { return storage.allocate(count, repeating: value) }
      return storage.allocate(count, copying: used, of: source[keyPath: old], repeating: value)
    }
    let end = source?.nodeEnd ?? 0
    kinds = buffer(nodeCapacity, .fixed, \.kinds, used: end)
    flags = buffer(nodeCapacity, 0, \.flags, used: end)
    guideMasks = buffer(nodeCapacity, 0, \.guideMasks, used: end)
    traits = buffer(nodeCapacity, [], \.traits, used: end)
    parents = buffer(nodeCapacity, -1, \.parents, used: end)
    childStart = buffer(nodeCapacity, 0, \.childStart, used: end)
    childCount = buffer(nodeCapacity, 0, \.childCount, used: end)
    childClass = preorder ? storage.allocate(0, repeating: 0) : buffer(nodeCapacity, 0, \.childClass, used: end)
    recordStart = buffer(nodeCapacity, 0, \.recordStart, used: end)
    aux = buffer(nodeCapacity, 0, \.aux, used: end)
    priorities = buffer(nodeCapacity, 0, \.priorities, used: end)
    gapsBefore = buffer(nodeCapacity, 0, \.gapsBefore, used: end)
    cacheSlots = buffer(nodeCapacity, -1, \.cacheSlots, used: end)
    containerIndex = buffer(nodeCapacity, -1, \.containerIndex, used: end)
    alignments = buffer(containerCapacity, NodeAlignment(), \.alignments, used: source?.containerSlots.end ?? 0)
    axisConstants = buffer(2 * containerCapacity, .nan, \.axisConstants, used: 2 * (source?.containerSlots.end ?? 0))
    subtreeEnd = storage.allocate(preorder ? nodeCapacity : 0, repeating: 0)
    childList = buffer(childBlocks.capacity, -1, \.childList, used: source?.childBlocks.end ?? 0)
    self.values = buffer(valueBlocks.capacity, 0, \.values, used: source?.valueBlocks.end ?? 0)
    axisSlots = SlotAllocator()
    sizeSlots = SlotAllocator()
    containerSlots = SlotAllocator()
  }

  /// A larger arena holding a copy of this one: at least `nodes` node numbers, `children` child entries,
  /// `values` record values, `columns` column numbers and `containers` container numbers.
  func grown(nodes: Int, children: Int, values: Int, columns: Int, containers: Int) -> LayoutArena {
    let copy = LayoutArena(
      nodes: Swift.max(nodes, nodeCapacity), children: Swift.max(children, childBlocks.capacity),
      values: Swift.max(values, valueBlocks.capacity), columns: Swift.max(columns, columnBlocks.capacity),
      containers: Swift.max(containers, containerCapacity), preorder: false, copying: self)
    copy.nodeEnd = nodeEnd
    copy.freeNodes = freeNodes
    copy.childBlocks.adopt(childBlocks)
    copy.valueBlocks.adopt(valueBlocks)
    copy.columnBlocks.adopt(columnBlocks)
    copy.measures = measures
    copy.freeMeasures = freeMeasures
    copy.guideTable = guideTable
    copy.guideNumbers = guideNumbers
    copy.guideFacts = guideFacts
    copy.guideValues = guideValues
    copy.baselineFunctions = baselineFunctions
    copy.textStrings = textStrings
    copy.customLayouts = customLayouts
    copy.freeCustomLayouts = freeCustomLayouts
    copy.layoutValues = layoutValues
    copy.axisSlots = axisSlots
    copy.sizeSlots = sizeSlots
    copy.containerSlots = containerSlots
    copy.explicitPriorities = explicitPriorities
    copy.nodeIDs = nodeIDs
    copy.largestChildCount = largestChildCount
    copy.kindCounts = kindCounts
    copy.containerDependentNodeCount = containerDependentNodeCount
    return copy
  }

  /// Whether there is room for `nodes` more nodes, `children` more child entries, `values` more values and
  /// `columns` more columns, counted as a live tree allocates them (rounded up to blocks).
  func hasRoom(nodes: Int, children: Int, values: Int, columns: Int, containers: Int) -> Bool {
    nodeEnd + Swift.max(nodes - freeNodes.count, 0) <= nodeCapacity
      && containerSlots.end + containers <= containerCapacity
      && childBlocks.hasRoom(for: children) && valueBlocks.hasRoom(for: values)
      && columnBlocks.hasRoom(for: columns)
  }

  // MARK: Reading

  /// The number of children of `node`.
  @inline(__always)
  func childCount(of node: Int) -> Int { Int(childCount[node]) }

  /// The `index`-th child of `node`.
  @inline(__always)
  func child(_ node: Int, _ index: Int) -> Int { Int(childList[Int(childStart[node]) &+ index]) }

  /// The only (or first) child of a modifier.
  @inline(__always)
  func onlyChild(_ node: Int) -> Int { Int(childList[Int(childStart[node])]) }

  /// The child slots of `node`: indices into `childList` and into a pass's per-child scratch.
  @inline(__always)
  func slots(of node: Int) -> Range<Int> {
    let start = Int(childStart[node])
    return start..<(start &+ Int(childCount[node]))
  }

  /// Record value `k` of `node`.
  @inline(__always)
  func value(_ node: Int, _ k: Int) -> Double { values[Int(recordStart[node]) &+ k] }

  /// Whether the node's width depends only on the proposed width and its height only on the proposed height.
  @inline(__always)
  func isSeparable(_ node: Int) -> Bool { traits[node].contains(.separable) }

  /// Whether the node's answers depend on its container as well as on the proposal (S13).
  @inline(__always)
  func isContainerDependent(_ node: Int) -> Bool { traits[node].contains(.containerDependent) }

  /// The position of `node` among its parent's children (0 for a parentless node); O(siblings).
  func indexInParent(_ node: Int) -> Int {
    let parent = Int(parents[node])
    guard parent >= 0 else { return 0 }
    let start = Int(childStart[parent])
    var slot = start
    while Int(childList[slot]) != node { slot += 1 }
    return slot - start
  }

  /// Works out which of the buffers a pass keeps only for some kinds a compiled tree's passes use (its facts are
  /// all derived):
  /// - ``passUsesChildGuide``: some stack or zstack aligns by guides (`LayoutPass.childGuide` keeps the
  ///   corrections), some zstack may pass explicit values up (it lines its children up to merge them), or some
  ///   node is a custom layout (its proposed heights);
  /// - ``passUsesChildHigh``: some node is a text (an hstack keeps its flexibility's range while it sorts), a
  ///   flow (its items' ideal heights) or a custom layout (its children's origins);
  /// - ``passUsesChoice``: some node is a selector (the child it shows) or a flow (whether its items' ideals
  ///   are kept).
  func settlePassBuffers() {
    let custom = customLayouts.contains { $0 != nil }
    var guided = custom
    var flows = false
    for node in 0..<nodeEnd where !(guided && flows) {
      switch kinds[node].descriptor.role {
      case .stack: guided = guided || flags[node] & NodeFlags.alignsByGuides != 0
      case .zstack: guided = guided || flags[node] != 0 || guideMasks[node] != 0
      case .flow: flows = true
      case .leaf, .modifier, .grid, .selector, .split, .decoration, .custom: break
      }
    }
    passUsesChildGuide = guided
    passUsesChildHigh = custom || kindCounts.texts > 0 || flows
    passUsesChoice = kindCounts.selecting > 0 || flows
  }

  /// The alignment node `node` stores: a kind with children's (a leaf has none to read).
  @inline(__always)
  func storedAlignment(_ node: Int) -> NodeAlignment { alignments[Int(containerIndex[node])] }

  /// The JSON Pointer of `node` below `root` (`/root/children/1/child`), from its ancestors' families and
  /// positions; `nil` when `node` is not below `root`.
  func pointer(of node: Int, root: Int) -> String? {
    var components: [String] = []
    var index = node
    while index != root {
      let parent = Int(parents[index])
      guard parent >= 0 else { return nil }
      components.append(kinds[parent].descriptor.family.pointerStep(toChild: indexInParent(index)))
      index = parent
    }
    return "/root" + components.reversed().joined()
  }

  /// The memory held by the buffers in use, in bytes (for the benchmark's bytes per node).
  var footprint: Int {
    let perNode =
      MemoryLayout<NodeKind>.stride + (isPreorder ? 3 : 4) * MemoryLayout<UInt8>.stride
      + (isPreorder ? 8 : 7) * MemoryLayout<Int32>.stride
      + 2 * MemoryLayout<Double>.stride
    let perContainer = MemoryLayout<NodeAlignment>.stride + 2 * MemoryLayout<Double>.stride
    return nodeEnd * perNode + childBlocks.end * MemoryLayout<Int32>.stride
      + valueBlocks.end * MemoryLayout<Double>.stride + containerSlots.end * perContainer
  }
}

/// The host's measure function of a measured leaf: a Swift closure, or a C function with its context.
enum MeasureFunction {
  case swift(@Sendable (ProposedSize) throws -> Size)
  /// Calls the C callback; a non-zero status or an invalid answer fails the layout.
  case c(CMeasure)
}

/// A C measure callback and its context (`flexlayout_measure_fn`): called with NaN for an unspecified axis,
/// it writes the width and height to `result` (two Doubles) and returns 0, or returns another value to fail
/// the layout.
package struct CMeasure: @unchecked Sendable {
  // Sendable: the context is the host's; the C interface documents that a callback runs on the thread that
  // lays out, during that call only.
  package typealias Callback =
    @convention(c) (
      UnsafeMutableRawPointer?, Double, Double, UnsafeMutablePointer<Double>?
    ) -> Int32
  package let callback: Callback
  package let context: UnsafeMutableRawPointer?

  package init(callback: Callback, context: UnsafeMutableRawPointer?) {
    self.callback = callback
    self.context = context
  }
}

/// Facts about a node the passes test often, one bit each.
struct NodeTraits: OptionSet, BitwiseCopyable {
  let rawValue: UInt8
  /// The width depends only on the proposed width and the height only on the proposed height (trees of
  /// stacks, frames, padding, fixedSize, scroll and fixed, flexible or spacer leaves).
  static let separable = NodeTraits(rawValue: 1)
  /// The subtree holds a container-relative frame: answers depend on the container too (S13).
  static let containerDependent = NodeTraits(rawValue: 2)
  /// `cacheSlots` names a per-axis cache slot (and the node keeps its constant lengths in `axisConstants`),
  /// not a size-cache slot.
  static let axisSlot = NodeTraits(rawValue: 4)
}

/// A node's two alignment axes (frames, z-stacks; a stack uses the one across its axis).
struct NodeAlignment: BitwiseCopyable {
  /// Where the default values of the guides sit: what the plain path aligns by.
  var horizontal: AxisAlignment = .center
  var vertical: AxisAlignment = .center
  /// The guides' numbers (`ArenaGuides.swift`): what alignment by guide values reads (S19.3).
  var horizontalGuide: Int32 = GuideNumber.horizontalCenter
  var verticalGuide: Int32 = GuideNumber.verticalCenter

  init() {}

  init(_ alignment: Alignment) {
    horizontal = alignment.horizontal.axisAlignment
    vertical = alignment.vertical.axisAlignment
  }

  /// The alignment along `axis`.
  @inline(__always)
  func along(_ axis: Axis) -> AxisAlignment { axis == .horizontal ? horizontal : vertical }

  /// The guide number along `axis`.
  @inline(__always)
  func guide(_ axis: Axis) -> Int32 { axis == .horizontal ? horizontalGuide : verticalGuide }
}

/// Bits of ``LayoutArena/flags`` (their meaning depends on the kind; see `ArenaRecords.swift`).
enum NodeFlags {
  /// Stacks: every child has the same layout priority (one allocation group, no grouping scans).
  static let uniformPriority: UInt8 = 1
  /// Stacks and flows: the children are fixed, flexible or spacer leaves of one kind with the same record
  /// (gaps aside), so they probe alike and their fitting order is their order.
  static let identicalLeaves: UInt8 = 2
  /// Stacks: the children are aligned across by their guide values, some of which may be explicit (S19.3).
  static let alignsByGuides: UInt8 = 4
  /// Stacks: every child is a leaf (read where a child container's guide values might move with a proposal).
  static let childrenAreLeaves: UInt8 = 8
  /// Zstacks: the children are aligned by their guide values horizontally, vertically (S19.3).
  static let zstackGuidedHorizontally: UInt8 = 1
  static let zstackGuidedVertically: UInt8 = 2
  /// Texts: the text keeps the room of its line limit (S2.6).
  static let textReservesLines: UInt8 = 1
  /// Texts: the text has forced line breaks (S2.7), so it wraps run by run (read before the record).
  static let textBreaksLines: UInt8 = 2
  /// Texts: the text has character widths (S2.9), so a word wider than its line breaks between characters.
  static let textBreaksWords: UInt8 = 64
  /// Texts with characters: every word and character is at least ``LayoutArena/positiveTextLength`` wide, so
  /// positive under every Dynamic Type scale: at width 0 each character is a line of its own (S2.9).
  static let textPositiveLengths: UInt8 = 128
  /// Texts: bits 2–5 hold the text's style (S2.8) as its index in `TextStyle.allCases` plus one; 0 unstyled.
  static let textStyleShift: UInt8 = 2
  /// Texts: the style's bits once shifted down.
  static let textStyleMask: UInt8 = 0x0F
}
