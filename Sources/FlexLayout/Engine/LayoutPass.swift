/// The mutable state of a ``LayoutEngine``: caches, per-child scratch and the placed frames.
///
/// Everything here is sized once from the tree, so a pass allocates nothing once warm. Per-child
/// scratch arrays are indexed by the child's slot in `LayoutTree.childList`: a stack only ever writes
/// the slots of its own children, and a node is never its own descendant, so recursion never clobbers a
/// caller's scratch.
struct LayoutPass {
  let tree: CompiledTree
  /// Owns the memory of every buffer below.
  private let storage = ArenaStorage()
  let cache: SizeCache
  let axisCache: AxisCache
  var statistics = LayoutStatistics()
  /// The container size the node being laid out sees (S13): the proposal of the nearest enclosing scroll,
  /// axis by axis, or else the root proposal; NaN where it is unspecified or infinite.
  var container = Proposal.unspecified
  /// The Dynamic Type size the text lengths below are scaled for.
  var typeSize: DynamicTypeSize
  /// Word widths scaled for `typeSize` (S7.1). (A text node's space and line height are scaled when used.)
  let scaledWords: ArenaBuffer<Double>

  // Per child slot: the stack's probes and its last distribution.
  let slotMin: ArenaBuffer<Double>
  let slotMax: ArenaBuffer<Double>
  let slotOrder: ArenaBuffer<Int32>
  /// Merge-sort scratch, indexed by position within one stack's children.
  let slotScratch: ArenaBuffer<Int32>
  let slotMajor: ArenaBuffer<Double>
  let slotMinor: ArenaBuffer<Double>
  let slotProposal: ArenaBuffer<Double>
  /// Per node: the minor proposal key the stack's fitting order was computed for.
  let orderKey: SparseNodeBuffer<UInt64>
  /// Per node: the proposal keys of the stack's last distribution, whose results the slots still hold.
  let distributedWidthKey: SparseNodeBuffer<UInt64>
  let distributedHeightKey: SparseNodeBuffer<UInt64>

  // Adaptive containers: per node the child a viewThatFits/buckets showed when last placed (for a flow:
  // whether its item slots hold the items' ideal sizes); per grid
  // column its share, cell count and cell width (scratch, and as last placed); per split column its
  // width and visibility (scratch, and as last placed).
  let choice: SparseNodeBuffer<Int32>
  let gridShare: ArenaBuffer<Double>
  let gridCells: ArenaBuffer<Int32>
  let gridCellWidth: ArenaBuffer<Double>
  let placedGridCells: ArenaBuffer<Int32>
  let placedGridCellWidth: ArenaBuffer<Double>
  let splitWidth: ArenaBuffer<Double>
  let splitShown: ArenaBuffer<Bool>
  let placedSplitShown: ArenaBuffer<Bool>

  // Per node: its frame relative to its parent's origin, as last placed (one record, read in one go when
  // resolving), and per container the proposal it was last placed with.
  let placed: ArenaBuffer<Rect>
  let placedWidthKey: SparseNodeBuffer<UInt64>
  let placedHeightKey: SparseNodeBuffer<UInt64>

  /// The number of the current pass, and per node the pass in which its placement was last reused.
  var pass: UInt32 = 0
  let reusedInPass: SparseNodeBuffer<UInt32>
  /// What the finished frames of the last complete pass depended on besides the layout: the environment
  /// and the root width (for right-to-left mirroring). `nil` when the last pass did not complete.
  var lastFinishing: (environment: LayoutEnvironment, rootWidth: Double)?

  // The result of the last pass: root coordinates, and the finished frames and visibility, which are
  // handed to the result copy-on-write.
  let absoluteX: SparseNodeBuffer<Double>
  let absoluteY: SparseNodeBuffer<Double>
  var frames: [Rect]
  var visibility: [Bool]
  var selections = ReportedSelections()

  static let noKey = UInt64.max

  init(tree: CompiledTree, typeSize: DynamicTypeSize) {
    self.tree = tree
    let count = tree.count
    let slots = tree.childList.count
    let storage = self.storage
    cache = SizeCache(nodes: tree.cachedNodeCount, containerKeys: tree.hasContainerDependents, in: storage)
    axisCache = AxisCache(nodes: tree.axisCachedNodeCount, in: storage)
    self.typeSize = typeSize
    scaledWords = storage.allocate(tree.words.count, repeating: 0)
    slotMin = storage.allocate(slots, repeating: 0)
    slotMax = storage.allocate(slots, repeating: 0)
    slotOrder = storage.allocate(slots, repeating: 0)
    slotScratch = storage.allocate(tree.largestChildCount, repeating: 0)
    slotMajor = storage.allocate(slots, repeating: 0)
    slotMinor = storage.allocate(slots, repeating: 0)
    slotProposal = storage.allocate(slots, repeating: 0)
    let containers = tree.containerCount
    let states = tree.containerIndex
    orderKey = storage.allocateSparse(containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    distributedWidthKey = storage.allocateSparse(
      containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    distributedHeightKey = storage.allocateSparse(
      containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    choice = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    let gridColumns = tree.gridColumns.count
    gridShare = storage.allocate(gridColumns, repeating: 0)
    gridCells = storage.allocate(gridColumns, repeating: 1)
    gridCellWidth = storage.allocate(gridColumns, repeating: 0)
    placedGridCells = storage.allocate(gridColumns, repeating: 1)
    placedGridCellWidth = storage.allocate(gridColumns, repeating: 0)
    let splitColumns = tree.splitColumns.count
    splitWidth = storage.allocate(splitColumns, repeating: 0)
    splitShown = storage.allocate(splitColumns, repeating: false)
    placedSplitShown = storage.allocate(splitColumns, repeating: false)
    placed = storage.allocate(count, repeating: .zero)
    placedWidthKey = storage.allocateSparse(containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    placedHeightKey = storage.allocateSparse(
      containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    reusedInPass = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    absoluteX = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    absoluteY = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    frames = [Rect](repeating: .zero, count: count)
    visibility = [Bool](repeating: true, count: count)
    scaleText()
  }

  /// Rescales text for a new Dynamic Type size and forgets everything computed for the old one.
  mutating func setTypeSize(_ size: DynamicTypeSize) {
    guard size != typeSize else { return }
    typeSize = size
    scaleText()
    cache.removeAll()
    axisCache.removeAll()
    orderKey.fill(with: Self.noKey)
    distributedWidthKey.fill(with: Self.noKey)
    distributedHeightKey.fill(with: Self.noKey)
    placedWidthKey.fill(with: Self.noKey)
    lastFinishing = nil
  }

  func scaleText() {
    for index in tree.words.indices { scaledWords[index] = typeSize.scaleText(tree.words[index]) }
  }

  /// The memory held by the caches and scratch, in bytes.
  var footprint: Int {
    let buffers = [
      scaledWords.footprint, slotMin.footprint,
      slotMax.footprint, slotOrder.footprint, slotScratch.footprint, slotMajor.footprint, slotMinor.footprint,
      slotProposal.footprint, orderKey.footprint, distributedWidthKey.footprint, distributedHeightKey.footprint,
      choice.footprint, gridShare.footprint, gridCells.footprint, gridCellWidth.footprint,
      placedGridCells.footprint, placedGridCellWidth.footprint, splitWidth.footprint, splitShown.footprint,
      placedSplitShown.footprint, placed.footprint,
      placedWidthKey.footprint, placedHeightKey.footprint, reusedInPass.footprint, absoluteX.footprint,
      absoluteY.footprint,
    ]
    return cache.footprint + axisCache.footprint + buffers.reduce(0, +)
      + frames.count * MemoryLayout<Rect>.stride + visibility.count
  }

  // MARK: - A whole pass

  /// Lays the tree out for the root proposal `proposal` (checked by the caller) and returns the result.
  mutating func run(_ proposal: Proposal, _ environment: LayoutEnvironment) throws(LayoutError) -> LayoutResult {
    setTypeSize(environment.dynamicTypeSize)
    statistics = LayoutStatistics()
    pass &+= 1
    if pass == 0 {  // wrapped around: forget which nodes were reused in old passes
      reusedInPass.fill(with: 0)
      pass = 1
    }
    // Any failure below leaves the frames of the last complete pass out of step with the placements.
    let previousFinishing = lastFinishing
    lastFinishing = nil
    let p = Proposal(width: proposal.width + 0, height: proposal.height + 0)  // −0 is +0 (S0.3)
    container = Proposal(width: p.width.isFinite ? p.width : .nan, height: p.height.isFinite ? p.height : .nan)
    let rootSize = try size(0, p)
    placed[0] = Rect(origin: .zero, size: rootSize)
    try place(0, p, rootSize)
    try resolveFrames(environment, previous: previousFinishing)
    updateSelections()
    return LayoutResult(
      frames: frames, ids: tree.ids, diagnostics: tree.diagnostics, visibility: visibility,
      selections: selections.dictionary, statistics: statistics)
  }

  // MARK: - Sizing

  /// The size of `node` for `proposal` (S1.1): from the cache when the node has a slot and has answered
  /// exactly this proposal before, otherwise computed.
  @inline(__always)
  mutating func size(_ node: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
    let kind = tree.kinds[node]
    if kind.isSimpleLeaf {
      statistics.sizeComputations += 1
      return Self.simpleLeafSize(kind, tree.params[node], proposal)
    }
    if tree.separable[node] {
      return Size(
        width: try length(node, .horizontal, proposal.width), height: try length(node, .vertical, proposal.height))
    }
    let slot = Int(tree.cacheSlots[node])
    if slot < 0 { return try computeSize(node, proposal) }
    let widthKey = Proposal.key(proposal.width)
    let heightKey = Proposal.key(proposal.height)
    let dependent = tree.containerDependent[node]
    let containerWidthKey = dependent ? Proposal.key(container.width) : 0
    let containerHeightKey = dependent ? Proposal.key(container.height) : 0
    if let hit = cache.lookup(slot, widthKey, heightKey, dependent, containerWidthKey, containerHeightKey) {
      statistics.cacheHits += 1
      return hit
    }
    let answer = try computeSize(node, proposal)
    cache.store(slot, widthKey, heightKey, dependent, containerWidthKey, containerHeightKey, answer)
    return answer
  }

  private mutating func computeSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    statistics.sizeComputations += 1
    let parameters = tree.params[node]
    switch tree.kinds[node] {
    case .fixed, .flexible, .spacer:
      return Self.simpleLeafSize(tree.kinds[node], parameters, p)
    case .text:
      return Self.textSize(tree.params[node], scaledWords, typeSize, p)
    case .measured:
      return try measure(node, p)
    case .hstack, .vstack:
      return try distribute(node, p, axis: tree.kinds[node] == .hstack ? .horizontal : .vertical)
    case .zstack:
      return try zstackSize(node, p)
    case .frame:
      return try frameSize(node, parameters, p)
    case .flexibleFrame:
      return try flexibleFrameSize(node, parameters, p)
    case .padding, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame:
      return try modifierSize(node, parameters, p)
    case .flow:
      return try measureFlow(node, p)
    case .grid:
      return try gridSize(node, p)
    case .viewThatFits, .buckets:
      return try selectorSize(node, p)
    case .split:
      return try splitSize(node, p)
    }
  }

  /// Makes a scroll proposed `p` the container of its subtree (S13): its proposal where finite, the outer
  /// container elsewhere. Returns the outer container, to restore afterwards.
  @inline(__always)
  mutating func enterContainer(of p: Proposal) -> Proposal {
    let outer = container
    container = Proposal(
      width: p.width.isFinite ? p.width : outer.width, height: p.height.isFinite ? p.height : outer.height)
    return outer
  }

  /// A container-relative frame's length on each of its axes in the current container, NaN on the axes it
  /// does not size (or whose container is unspecified) (S13).
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func containerRelativeLengths(_ parameters: NodeParameters) -> Proposal {
    let frame = tree.containerFrames[Int(parameters.index)]
    return Proposal(
      width: frame.axes.contains(.horizontal) && !container.width.isNaN ? frame.length(in: container.width) : .nan,
      height: frame.axes.contains(.vertical) && !container.height.isNaN ? frame.length(in: container.height) : .nan)
  }

  /// The `index`-th child of `node`.
  @inline(__always)
  func childAt(_ node: Int, _ index: Int) -> Int {
    Int(tree.childList[Int(tree.childStart[node]) + index])
  }

  @inline(__always)
  func onlyChild(_ node: Int) -> Int {
    Int(tree.childList[Int(tree.childStart[node])])
  }

  /// S10, S11: the chosen child's answer to the same proposal.
  @inline(never)
  private mutating func selectorSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let chosen = tree.kinds[node] == .viewThatFits ? try viewThatFitsChoice(node, p) : bucketsChoice(node, p)
    return try size(childAt(node, chosen), p)
  }

  /// The modifiers' sizes (S5.3–S5.6, S13), out of line so that the recursion through `computeSize`
  /// keeps a small stack frame.
  @inline(never)
  private mutating func modifierSize(_ node: Int, _ parameters: NodeParameters, _ p: Proposal) throws(LayoutError)
    -> Size
  {
    switch tree.kinds[node] {
    case .padding:
      let c = try size(onlyChild(node), paddingChildProposal(parameters, p))
      return Size(
        width: Swift.max(c.width + (parameters.b + parameters.d), 0),
        height: Swift.max(c.height + (parameters.a + parameters.c), 0))
    case .fixedSize:
      return try size(onlyChild(node), fixedSizeChildProposal(parameters, p))
    case .aspectRatio:
      return try size(onlyChild(node), try aspectRatioChildProposal(node, parameters, p))
    case .scroll:
      let outer = enterContainer(of: p)
      defer { container = outer }
      let c = try size(onlyChild(node), scrollChildProposal(parameters, p))
      return Size(width: p.width.isNaN ? c.width : p.width, height: p.height.isNaN ? c.height : p.height)
    default:  // .containerRelativeFrame
      let fixed = containerRelativeLengths(parameters)
      if !fixed.width.isNaN && !fixed.height.isNaN { return Size(width: fixed.width, height: fixed.height) }
      let c = try size(
        onlyChild(node),
        Proposal(
          width: fixed.width.isNaN ? p.width : fixed.width, height: fixed.height.isNaN ? p.height : fixed.height))
      return Size(
        width: fixed.width.isNaN ? c.width : fixed.width, height: fixed.height.isNaN ? c.height : fixed.height)
    }
  }

  // MARK: Leaves

  /// S2.1, S2.2, S2.5: the leaves that need no state.
  @inline(__always)
  static func simpleLeafSize(_ kind: CompiledKind, _ parameters: NodeParameters, _ p: Proposal) -> Size {
    Size(
      width: Self.simpleLeafLength(kind, parameters, .horizontal, p.width),
      height: Self.simpleLeafLength(kind, parameters, .vertical, p.height))
  }

  /// S2.3: greedy word wrap over the scaled word widths. (Static: a call to a non-mutating method from a
  /// mutating one copies the whole pass.)
  @inline(never)
  private static func textSize(
    _ parameters: NodeParameters, _ scaledWords: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal
  ) -> Size {
    let count = Int(parameters.count)
    if count == 0 { return .zero }
    let first = Int(parameters.index)
    let space = typeSize.scaleText(parameters.a)
    let lineHeight = typeSize.scaleText(parameters.b)
    var cap = parameters.limit > 0 ? Int(parameters.limit) : Int.max
    if p.height.isFinite && lineHeight > 0 {
      let fitting = (p.height / lineHeight).rounded(.down)
      if fitting < Double(cap) { cap = Swift.max(1, Int(fitting)) }
    }
    let unbounded = p.width.isNaN || p.width == .infinity
    var line = scaledWords[first]
    var widest = 0.0
    var lines = 1
    for index in (first + 1)..<(first + count) {
      let word = scaledWords[index]
      let joined = (line + space) + word
      if unbounded || joined <= p.width {
        line = joined
      } else {
        widest = Swift.max(widest, line)
        if lines == cap { return Size(width: widest, height: Double(lines) * lineHeight) }
        lines += 1
        line = word
      }
    }
    widest = Swift.max(widest, line)
    return Size(width: widest, height: Double(lines) * lineHeight)
  }

  /// S2.4: the host's answer, checked.
  @inline(never)
  private mutating func measure(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    statistics.measureCalls += 1
    let function = tree.measures[Int(tree.params[node].index)]
    let proposal = p.proposedSize
    let answer: Size
    do {
      answer = try function(proposal)
    } catch {
      throw fail(node, MeasuredLeaf.thrownMessage(error, proposal: proposal))
    }
    if let problem = MeasuredLeaf.problem(with: answer, to: proposal) { throw fail(node, problem) }
    return answer
  }

  func fail(_ node: Int, _ message: String) -> LayoutError {
    LayoutError(path: tree.path(of: NodeID(node)), id: tree.id(of: node), message: message)
  }

  // MARK: Modifiers

  /// S5.1: the fixed sides replace the proposal.
  @inline(__always)
  func frameChildProposal(_ parameters: NodeParameters, _ p: Proposal) -> Proposal {
    Proposal(
      width: parameters.a.isNaN ? p.width : parameters.a, height: parameters.b.isNaN ? p.height : parameters.b)
  }

  @inline(never)
  private mutating func frameSize(_ node: Int, _ parameters: NodeParameters, _ p: Proposal) throws(LayoutError)
    -> Size
  {
    if !parameters.a.isNaN && !parameters.b.isNaN { return Size(width: parameters.a, height: parameters.b) }
    let c = try size(onlyChild(node), frameChildProposal(parameters, p))
    return Size(
      width: parameters.a.isNaN ? c.width : parameters.a, height: parameters.b.isNaN ? c.height : parameters.b)
  }

  /// S5.2: SwiftUI's flexible-frame sizing, per axis.
  @inline(never)
  private mutating func flexibleFrameSize(_ node: Int, _ parameters: NodeParameters, _ p: Proposal)
    throws(LayoutError) -> Size
  {
    let width = FlexibleAxis(min: parameters.a, ideal: parameters.b, max: parameters.c)
    let height = FlexibleAxis(min: parameters.d, ideal: parameters.e, max: parameters.f)
    let decidedWidth = width.decided(p.width)
    let decidedHeight = height.decided(p.height)
    if !decidedWidth.isNaN && !decidedHeight.isNaN { return Size(width: decidedWidth, height: decidedHeight) }
    let q = Proposal(width: width.childProposal(p.width), height: height.childProposal(p.height))
    let c = try size(onlyChild(node), q)
    return Size(
      width: decidedWidth.isNaN ? width.resolve(c.width, q.width) : decidedWidth,
      height: decidedHeight.isNaN ? height.resolve(c.height, q.height) : decidedHeight)
  }

  /// S5.3: the proposal minus the insets, floored at 0; nil stays nil.
  @inline(__always)
  func paddingChildProposal(_ parameters: NodeParameters, _ p: Proposal) -> Proposal {
    Proposal(
      width: p.width.isNaN ? .nan : Swift.max(p.width - (parameters.b + parameters.d), 0),
      height: p.height.isNaN ? .nan : Swift.max(p.height - (parameters.a + parameters.c), 0))
  }

  /// S5.4: nil on the fixed axes.
  @inline(__always)
  func fixedSizeChildProposal(_ parameters: NodeParameters, _ p: Proposal) -> Proposal {
    Proposal(
      width: parameters.flags & 1 != 0 ? .nan : p.width, height: parameters.flags & 2 != 0 ? .nan : p.height)
  }

  /// S5.6: nil on the scroll axes.
  @inline(__always)
  func scrollChildProposal(_ parameters: NodeParameters, _ p: Proposal) -> Proposal {
    Proposal(
      width: parameters.flags & 1 != 0 ? .nan : p.width, height: parameters.flags & 2 != 0 ? .nan : p.height)
  }

  /// S5.5: the ratio scaled to fit or fill the proposal.
  mutating func aspectRatioChildProposal(_ node: Int, _ parameters: NodeParameters, _ p: Proposal)
    throws(LayoutError) -> Proposal
  {
    if p.width.isNaN && p.height.isNaN { return p }
    var ratio: Size
    if parameters.a.isNaN {
      ratio = try size(onlyChild(node), .unspecified)
    } else {
      ratio = Size(width: parameters.a, height: 1)
    }
    if ratio.width == ratio.height { ratio = Size(width: 1, height: 1) }
    guard ratio.width > 0, ratio.height > 0, ratio.width.isFinite, ratio.height.isFinite else { return p }
    let scaleX = p.width.isNaN ? Double.infinity : p.width / ratio.width
    let scaleY = p.height.isNaN ? Double.infinity : p.height / ratio.height
    let scale = parameters.flags == 0 ? Swift.min(scaleX, scaleY) : Swift.max(scaleX, scaleY)
    return Proposal(width: ratio.width * scale, height: ratio.height * scale)
  }

  // MARK: ZStack

  /// S4.1: the maximum over the highest-priority children of their answers to the same proposal.
  @inline(never)
  private mutating func zstackSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let start = Int(tree.childStart[node])
    let end = Int(tree.childStart[node + 1])
    if start == end { return .zero }
    var top = -Double.infinity
    for slot in start..<end { top = Swift.max(top, tree.params[Int(tree.childList[slot])].priority) }
    var width = 0.0
    var height = 0.0
    for slot in start..<end {
      let child = Int(tree.childList[slot])
      let c = try size(child, p)
      if tree.params[child].priority == top {
        width = Swift.max(width, c.width)
        height = Swift.max(height, c.height)
      }
    }
    return Size(width: width, height: height)
  }
}

/// One axis of a normalised flexible frame (S5.2); NaN stands for an unset constraint.
struct FlexibleAxis {
  var min: Double
  var ideal: Double
  var max: Double

  /// The axis answer when the child need not be asked, or NaN.
  @inline(__always)
  func decided(_ p: Double) -> Double {
    if !p.isNaN {
      if !min.isNaN && !max.isNaN { return Swift.min(Swift.max(p, min), max) }
      return .nan
    }
    return ideal
  }

  /// `clamp(p ?? ideal, min ?? −∞, max ?? ∞)`, or NaN when both p and ideal are unset.
  @inline(__always)
  func childProposal(_ p: Double) -> Double {
    let value = p.isNaN ? ideal : p
    if value.isNaN { return .nan }
    return Swift.min(Swift.max(value, min.isNaN ? -.infinity : min), max.isNaN ? .infinity : max)
  }

  /// The axis size from the child's answer `c` to the child proposal `q`.
  @inline(__always)
  func resolve(_ c: Double, _ q: Double) -> Double {
    switch (min.isNaN, max.isNaN) {
    case (false, false): return Swift.min(Swift.max(c, min), max)
    case (false, true): return Swift.max(Swift.min(q.isNaN ? .infinity : q, c), min)
    case (true, false): return Swift.min(Swift.max(q.isNaN ? -.infinity : q, c), max)
    case (true, true): return c
    }
  }

  /// Whether the placement proposal keeps nil on this axis (S5.2, D8).
  @inline(__always)
  func keepsUnspecified(incoming p: Double, size: Double) -> Bool {
    p.isNaN && ideal.isNaN && (min.isNaN ? -.infinity : min) < size && size < (max.isNaN ? .infinity : max)
  }
}
