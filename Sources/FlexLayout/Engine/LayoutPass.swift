/// The mutable state of a ``LayoutEngine`` (or a ``LiveTree``): caches, per-child scratch and the placed frames,
/// and the three operations every pass is made of — sizing (``size(_:_:)``, ``length(_:_:_:)``) and placing
/// (``place(_:_:_:)``) — each dispatching on the node's kind in one exhaustive `switch` to the layout that
/// implements it (Sources/FlexLayout/Layouts/, one folder per layout, read against one section of
/// Docs/Semantics.md).
///
/// Everything here is sized from the arena, so a pass allocates nothing once warm. Per-child scratch is indexed
/// by the child's slot (its index in the arena's `childList`): a container only ever writes the slots of its own
/// children, and a node is never its own descendant, so recursion never clobbers a caller's scratch.
struct LayoutPass {
  let tree: LayoutArena
  /// Owns the memory of every buffer below.
  let storage = ArenaStorage()
  let cache: SizeCache
  let axisCache: AxisCache
  var statistics = LayoutStatistics()
  /// The container size the node being laid out sees (S13): the proposal of the nearest enclosing scroll,
  /// axis by axis, or else the root proposal; NaN where it is unspecified or infinite.
  var container = Proposal.unspecified
  /// The Dynamic Type size text lengths are scaled for (S7.1).
  var typeSize: DynamicTypeSize
  /// The thickness of the dividers in this pass (S17.1); answers cached under another are forgotten.
  var dividerThickness = 1.0
  /// S18: whether some safe-area space of this pass has an inset (the window's, a safeAreaInset's or a safeAreaPadding's). Then
  /// placement reads positions: every node is placed again each pass, tracking `here`.
  var safeAreasActive = false
  /// The safe-area spaces enclosing the node being placed, outermost first (S18).
  var spaces: [SafeAreaSpace] = []
  /// While safe areas are active: the origin, in layout coordinates, of the node being placed.
  var here = Point.zero
  /// S18.2: the touching distance of this pass.
  var safeAreaEpsilon = 0.501
  /// S18.5: how far each scroll that touches a safe-area margin reaches under it, this pass. A scroll's own
  /// placement stays as laid out (its descendants' positions are summed from it); the growth is applied
  /// where its frame is read.
  var scrollGrowth: [Int32: EdgeInsets] = [:]
  /// Whether the answer being computed has read the height proposal: set by every answer that would differ
  /// under another height (see "Answers free of the height" in Docs/Architecture.md). An answer computed
  /// without it serves every height: its cache entry is keyed ``anyHeight``.
  var heightRead = false

  // Per child slot: what a container keeps about each child between its sizing and its placement (and, where
  // the keys below say so, between passes). Each layout names its own use of them (`Stack.swift`, `Flow.swift`).
  /// Two lengths kept per child: a stack's probe at 0 along its axis and, while it sorts, the most a text's
  /// flexibility can be at any height (`Stack.swift`); a flow's item's ideal width and height; a custom layout's
  /// child's origin. `childHigh` is empty when the tree has no text, flow or custom layout
  /// (``LayoutArena/passUsesChildHigh``).
  let childLow: ArenaBuffer<Double>
  let childHigh: ArenaBuffer<Double>
  /// A stack's fitting order (positions of its children); a flow's "on a line of its own" flags.
  let childOrder: ArenaBuffer<Int32>
  /// Merge-sort scratch, indexed by position within one stack's children.
  let sortScratch: ArenaBuffer<Int32>
  /// The child's answer along and across the container's axis (a flow's: width and height), and the length
  /// proposed to it along the axis (NaN: unspecified).
  let childMajor: ArenaBuffer<Double>
  let childMinor: ArenaBuffer<Double>
  let childProposal: ArenaBuffer<Double>
  /// A container aligning by guides (S19.3): a stack's child's correction to its plain offset across the axis;
  /// a zstack's child's horizontal deviation from its guide's default (its vertical one is in `childLow`). A
  /// custom layout's child's proposed height. Empty when the tree has none of these
  /// (``LayoutArena/passUsesChildGuide``).
  let childGuide: ArenaBuffer<Double>

  // Per container (indexed through the arena's `containerIndex`).
  /// A stack: the minor proposal key its fitting order was computed for. A flow: the bit pattern of its
  /// widest ideal item width, once the items' ideals are kept.
  let orderKey: SparseNodeBuffer<UInt64>
  /// The proposal keys of the container's last distribution, whose answers the child slots still hold.
  let distributedWidthKey: SparseNodeBuffer<UInt64>
  let distributedHeightKey: SparseNodeBuffer<UInt64>
  /// A viewThatFits or buckets: the child it showed when last placed. A flow: 1 while its item slots hold
  /// exactly the items' ideal sizes. Empty when the tree has neither (``LayoutArena/passUsesChoice``).
  let choice: SparseNodeBuffer<Int32>
  /// The proposal a container was last placed with.
  let placedWidthKey: SparseNodeBuffer<UInt64>
  let placedHeightKey: SparseNodeBuffer<UInt64>
  /// The pass in which a container's placement was last reused.
  let reusedInPass: SparseNodeBuffer<UInt32>
  /// Root coordinates of containers, as last resolved.
  let absoluteX: SparseNodeBuffer<Double>
  let absoluteY: SparseNodeBuffer<Double>
  /// A live tree's container whose subtree changed: placed again even when proposed as before.
  let placementStale: SparseNodeBuffer<Bool>

  // Per grid or split column (numbered by the arena's column runs): scratch, and as last placed.
  let gridShare: ArenaBuffer<Double>
  let gridCells: ArenaBuffer<Int32>
  let gridCellWidth: ArenaBuffer<Double>
  let placedGridCells: ArenaBuffer<Int32>
  let placedGridCellWidth: ArenaBuffer<Double>
  let splitWidth: ArenaBuffer<Double>
  let splitShown: ArenaBuffer<Bool>
  let placedSplitShown: ArenaBuffer<Bool>

  /// Per node: its frame relative to its parent's origin, as last placed.
  let placed: ArenaBuffer<Rect>
  /// Text word widths scaled for `typeSize`, parallel to the arena's `values` (empty at `.large`, where the
  /// words are read unscaled).
  var scaledValues: ArenaBuffer<Double>

  /// Answers of measured leaves evicted from their cache during this pass, so that a host function is called
  /// at most once per distinct proposal in a pass (cleared at the start of each pass).
  var evictedMeasures: [MeasureKey: Size] = [:]
  /// The measured answers evicted in the pass before this one, answered once more: a pass that asks again
  /// what the last one asked calls no host function even when a leaf was asked more distinct proposals than
  /// its cache keeps. Dropped with the caches (``forgetEverything()``) and, in a live tree, at every edit.
  var previousEvictedMeasures: [MeasureKey: Size] = [:]
  /// The explicit guide values of containers and modifiers computed in this pass (S19.2).
  var guideValueMemo: [GuideValueKey: Double] = [:]
  /// The caches of custom layouts, indexed as the arena's `customLayouts` (S20.4): boxes kept across passes,
  /// whose values are made again when a pass first uses them (their stamp is an older pass).
  var layoutCaches: [LayoutCacheSlot?] = []
  /// The hosts lent to custom layouts' calls, one per nesting depth, kept between calls and passes.
  var subviewHosts: [EngineSubviewHost] = []
  var hostDepth = 0

  /// The number of the current pass.
  var pass: UInt32 = 0

  /// Whether the pass notes the frames it writes and the selections that change (a live tree's; see
  /// `PlacementReport.swift`): per node the pass that first wrote its frame, the nodes written with their
  /// frames from before, and the selectors whose choice changed.
  var reportsChanges = false
  /// Whether `setPlaced` notes the frames it writes (`touched`): on with `reportsChanges`, off for a live tree's
  /// first layout, which reports every laid-out node anyway.
  var notesPlacements = false
  var touchedInPass: ArenaBuffer<UInt32>
  var touched: [Touched] = []
  /// A live tree's node states, when an unchanged placement of a node its renderer holds needs no note (not
  /// right to left, where a placement also depends on the parent's width).
  var heldStates: ArenaBuffer<LiveTree.NodeState>?
  /// The nodes given a frame that is not finite in this pass (see `setPlaced`).
  var nonFinite: [Int32] = []
  var selectionChanges: [Int32] = []
  var undoLog: [Undo] = []
  /// A live tree's node whose cache replaced an answer since its parent's state was last reset: its parent may
  /// have used an answer the node no longer has, so an edit below cannot be cut off at it (see
  /// `IncrementalLayout.swift`).
  var answersIncomplete: ArenaBuffer<Bool>
  /// What the finished frames of the last complete pass depended on besides the layout: the environment and
  /// the root width (for right-to-left mirroring). `nil` when the last pass did not complete.
  var lastFinishing: (environment: LayoutEnvironment, rootWidth: Double)?

  /// The proposal each leaf was last placed with, by node, while text lines are reported (``LayoutEngine/
  /// reportsTextLines``, which sets `recordsLeafProposals`); empty otherwise. Placement tests the flag, a
  /// plain Bool, so that the common case reads no array (and retains nothing) per placed leaf.
  var leafProposals: [Proposal] = []
  var recordsLeafProposals = false

  /// Starts (with room for every node the pass holds, a live tree's room to grow included) or stops keeping the
  /// proposals of placed leaves.
  mutating func recordLeafProposals(_ on: Bool) {
    leafProposals = on ? [Proposal](repeating: .unspecified, count: Swift.max(tree.nodeEnd, placed.count)) : []
    recordsLeafProposals = on
  }

  /// The finished frames and visibility of the last pass (value trees), handed to the result copy-on-write.
  var frames: [Rect]
  var visibility: [Bool]
  var selections = ReportedSelections()

  static let noKey = UInt64.max
  /// The height key of an answer, a fitting order or a distribution that is the same for every height proposal
  /// (a NaN pattern no proposal has: proposals are checked, and arithmetic NaNs carry no payload).
  static let anyHeight = UInt64.max - 2

  /// A pass for `tree` with empty caches; `sizeSlots` and `axisSlots` leave room for more cache slots than the
  /// tree uses now (a live tree's).
  init(tree: LayoutArena, typeSize: DynamicTypeSize, sizeSlots: Int = 0, axisSlots: Int = 0, room: Room? = nil) {
    self.tree = tree
    let room = room ?? Room(capacityOf: tree)
    let storage = self.storage
    cache = SizeCache(
      nodes: Swift.max(tree.sizeSlots.end, sizeSlots), containerKeys: tree.containerDependentNodeCount > 0,
      intervals: tree.kindCounts.texts > 0, in: storage)
    axisCache = AxisCache(nodes: Swift.max(tree.axisSlots.end, axisSlots), in: storage)
    self.typeSize = typeSize
    let slots = room.childSlots
    childLow = storage.allocate(slots, repeating: 0)
    childHigh = storage.allocate(tree.passUsesChildHigh ? slots : 0, repeating: 0)
    childOrder = storage.allocate(slots, repeating: 0)
    sortScratch = storage.allocate(tree.largestChildCount, repeating: 0)
    childMajor = storage.allocate(slots, repeating: 0)
    childMinor = storage.allocate(slots, repeating: 0)
    childProposal = storage.allocate(slots, repeating: 0)
    childGuide = storage.allocate(tree.passUsesChildGuide ? slots : 0, repeating: 0)
    let containers = room.containers
    let states = tree.containerIndex
    orderKey = storage.allocateSparse(containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    distributedWidthKey = storage.allocateSparse(
      containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    distributedHeightKey = storage.allocateSparse(
      containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    choice = storage.allocateSparse(tree.passUsesChoice ? containers : 0, stateIndex: states, repeating: 0, absent: 0)
    placedWidthKey = storage.allocateSparse(containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    placedHeightKey = storage.allocateSparse(
      containers, stateIndex: states, repeating: Self.noKey, absent: Self.noKey)
    reusedInPass = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    absoluteX = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    absoluteY = storage.allocateSparse(containers, stateIndex: states, repeating: 0, absent: 0)
    placementStale = storage.allocateSparse(containers, stateIndex: states, repeating: false, absent: false)
    let columns = tree.columnBlocks.capacity
    gridShare = storage.allocate(columns, repeating: 0)
    gridCells = storage.allocate(columns, repeating: 1)
    gridCellWidth = storage.allocate(columns, repeating: 0)
    placedGridCells = storage.allocate(columns, repeating: 1)
    placedGridCellWidth = storage.allocate(columns, repeating: 0)
    splitWidth = storage.allocate(columns, repeating: 0)
    splitShown = storage.allocate(columns, repeating: false)
    placedSplitShown = storage.allocate(columns, repeating: false)
    placed = storage.allocate(room.nodes, repeating: .zero)
    scaledValues = storage.allocate(0, repeating: 0)
    touchedInPass = storage.allocate(0, repeating: 0)
    answersIncomplete = storage.allocate(0, repeating: false)
    let resultCount = tree.isPreorder ? tree.nodeEnd : 0
    frames = [Rect](repeating: .zero, count: resultCount)
    visibility = [Bool](repeating: true, count: resultCount)
    scaleText()
  }

  /// Rescales text for a new Dynamic Type size and forgets everything computed for the old one.
  mutating func setTypeSize(_ size: DynamicTypeSize) {
    guard size != typeSize else { return }
    typeSize = size
    scaleText()
    forgetEverything()
  }

  /// Forgets every cached answer, order, distribution and placement (the next pass runs cold).
  mutating func forgetEverything() {
    cache.removeAll()
    axisCache.removeAll()
    orderKey.fill(with: Self.noKey)
    distributedWidthKey.fill(with: Self.noKey)
    distributedHeightKey.fill(with: Self.noKey)
    placedWidthKey.fill(with: Self.noKey)
    lastFinishing = nil
    previousEvictedMeasures.removeAll(keepingCapacity: true)
  }

  /// Fills `scaledValues` with the text words scaled for the Dynamic Type size each text sees (nothing when
  /// every text sees `.large`, where words are read from the arena unscaled).
  mutating func scaleText() {
    guard typeSize != .large || tree.kindCounts.typeSizeSetting > 0 else { return }
    if scaledValues.count < tree.valueBlocks.capacity {
      scaledValues = storage.allocate(tree.valueBlocks.capacity, repeating: 0)
    }
    for node in 0..<tree.nodeEnd where tree.kinds[node] == .text { scaleWords(of: node) }
  }

  /// Scales one text leaf's words into `scaledValues` for the size it sees (when other than `.large`).
  func scaleWords(of node: Int) {
    let size = tree.typeSize(of: node, under: typeSize)
    guard size != .large else { return }
    let style = tree.textStyle(node)
    for index in tree.textWords(node) {
      scaledValues[index] = TextLeaf.scaledLength(tree.values[index], style, at: size)
    }
    for index in tree.textAllCharacters(node) {
      scaledValues[index] = TextLeaf.scaledLength(tree.values[index], style, at: size)
    }
  }

  /// A text leaf's words and the Dynamic Type size it is laid out at (S14, S14.4): the arena's words at
  /// `.large`, else the scaled ones.
  func textScale(_ node: Int) -> (words: ArenaBuffer<Double>, size: DynamicTypeSize) {
    let size = tree.typeSize(of: node, under: typeSize)
    return (size == .large ? tree.values : scaledValues, size)
  }

  /// S2.3 for a text in a tree that limits the Dynamic Type size somewhere (S14.4): at the size the text sees.
  /// Out of line, so that the common path stays as short as it was.
  @inline(never)
  func limitedTextSize(_ node: Int, _ p: Proposal) -> Size {
    let scale = textScale(node)
    return Self.textSize(tree, node, scale.words, scale.size, p)
  }

  /// S19.1 for a text in a tree that limits the Dynamic Type size somewhere (S14.4): its first or `last`
  /// baseline at the size it sees. Out of line, as ``limitedTextSize(_:_:)``.
  @inline(never)
  func limitedTextBaseline(_ node: Int, last: Bool, _ p: Proposal) -> Double {
    let scale = textScale(node)
    return Self.textBaseline(tree, node, scale.words, scale.size, last, p)
  }

  /// The memory held by the caches and scratch, in bytes.
  var footprint: Int {
    let slots = tree.childBlocks.end
    let containers = tree.containerSlots.end
    let columns = tree.columnBlocks.end
    // Per container: five keys, two coordinates, the reuse stamp and the stale flag, and a choice where kept.
    let perContainer = 5 * 8 + 2 * 8 + 4 + 1 + (choice.values.count > 0 ? 4 : 0)
    return cache.footprint + axisCache.footprint + slots * (4 * 8 + 4) + childHigh.footprint + childGuide.footprint
      + sortScratch.footprint + containers * perContainer + columns * (8 + 4 + 8 + 4 + 8 + 8 + 1 + 1)
      + tree.nodeEnd * MemoryLayout<Rect>.stride + scaledValues.footprint
      + frames.count * MemoryLayout<Rect>.stride + visibility.count
  }

  // MARK: - A whole pass

  /// Lays a compiled tree out for the root proposal `proposal` (checked by the caller) and returns the result.
  mutating func run(_ proposal: Proposal, _ environment: LayoutEnvironment, _ compiled: CompiledTree)
    throws(LayoutError) -> LayoutResult
  {
    try start(proposal, environment)
    // Any failure below leaves the frames of the last complete pass out of step with the placements.
    let previousFinishing = lastFinishing
    lastFinishing = nil
    // S18.1: the root inside the window's safe area; −0 is +0 (S0.3).
    let insets = environment.safeAreaInsets
    let inside = Proposal(
      width: proposal.width.isNaN ? .nan : Swift.max(proposal.width - (insets.leading + insets.trailing), 0),
      height: proposal.height.isNaN ? .nan : Swift.max(proposal.height - (insets.top + insets.bottom), 0))
    let p = Proposal(width: inside.width + 0, height: inside.height + 0)
    let rootSize = try size(0, p)
    setPlaced(0, Rect(x: insets.leading, y: insets.top, width: rootSize.width, height: rootSize.height))
    startSafeAreas(environment, rootSize: rootSize)
    try place(0, p, rootSize)
    try resolveFrames(environment, previous: previousFinishing)
    // The tables are read through the compiled tree's reference: copying the struct into the pass's closure
    // costs generic copies of its arrays and dictionary on every pass.
    let output = compiled.tables
    updateSelections(output.selectorNodes)
    let result = LayoutResult(
      frames: frames, ids: output.ids, diagnostics: output.diagnostics, visibility: visibility,
      selections: selections.dictionary, drawingOrder: output.drawingOrder,
      marks: output.marks, statistics: statistics)
    guard recordsLeafProposals else { return result }
    var reported = result
    reported.textLines = textLines()
    return reported
  }

  /// S18: the safe-area state of a pass whose root is `rootSize`: active when the window has an inset or the
  /// tree a kind that defines a safe area (safeAreaInset, safeAreaPadding); the window's space; the origin tracking starts at the window's corner.
  mutating func startSafeAreas(_ environment: LayoutEnvironment, rootSize: Size) {
    safeAreasActive = environment.hasSafeAreaInsets || tree.kindCounts.safeAreaDefining > 0
    if !spaces.isEmpty { spaces.removeAll(keepingCapacity: true) }
    if environment.hasSafeAreaInsets {
      spaces.append(SafeAreaSpace.window(rootSize: rootSize, environment.safeAreaInsets))
    }
    here = .zero
    if safeAreasActive { safeAreaEpsilon = SafeAreaSpace.epsilon(environment) }
    if !scrollGrowth.isEmpty { scrollGrowth.removeAll(keepingCapacity: true) }
  }

  /// What every pass does first: the Dynamic Type size, fresh counters, the pass number, the root container.
  mutating func start(_ proposal: Proposal, _ environment: LayoutEnvironment) throws(LayoutError) {
    setTypeSize(environment.dynamicTypeSize)
    let thickness = environment.dividerThickness
    if thickness.bitPattern != dividerThickness.bitPattern {
      dividerThickness = thickness
      if tree.kindCounts.scaleReading > 0 { forgetEverything() }
    }
    statistics = LayoutStatistics()
    heightRead = false
    if !undoLog.isEmpty { undoLog.removeAll(keepingCapacity: true) }
    if !nonFinite.isEmpty { nonFinite.removeAll(keepingCapacity: true) }
    if !evictedMeasures.isEmpty || !previousEvictedMeasures.isEmpty {
      swap(&evictedMeasures, &previousEvictedMeasures)
      evictedMeasures.removeAll(keepingCapacity: true)
    }
    if !guideValueMemo.isEmpty { guideValueMemo.removeAll(keepingCapacity: true) }
    pass &+= 1
    if pass == 0 {  // wrapped around: forget which nodes were reused in old passes, and the layouts' caches
      reusedInPass.fill(with: 0)
      layoutCaches.removeAll()
      pass = 1
    }
    let p = Proposal(width: proposal.width + 0, height: proposal.height + 0)
    container = Proposal(width: p.width.isFinite ? p.width : .nan, height: p.height.isFinite ? p.height : .nan)
  }

  // MARK: - Sizing

  /// The size of `node` for `proposal` (S1.1): from the cache when the node has a slot and has answered
  /// exactly this proposal before, otherwise computed.
  @inline(__always)
  mutating func size(_ node: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
    let kind = tree.kinds[node]
    if kind.isPlainLeaf {
      statistics.sizeComputations += 1
      if !heightRead && tree.plainLeafConstant(node, along: .vertical).isNaN { heightRead = true }
      return tree.plainLeafSize(kind, node, proposal)
    }
    let traits = tree.traits[node]
    if traits.contains(.separable) {
      heightRead = true
      return Size(
        width: try length(node, .horizontal, proposal.width), height: try length(node, .vertical, proposal.height))
    }
    let slot = Int(tree.cacheSlots[node])
    if slot < 0 {
      let answer = try computeSize(node, proposal)
      heightRead = true
      return answer
    }
    let widthKey = Proposal.key(proposal.width)
    let heightKey = Proposal.key(proposal.height)
    let dependent = traits.contains(.containerDependent)
    let containerWidthKey = dependent ? Proposal.key(container.width) : 0
    let containerHeightKey = dependent ? Proposal.key(container.height) : 0
    // Issue 29.7: inside the widths that wrap it the same way, a text answers as it did (`TextWidthInterval`).
    if kind == .text, let known = textIntervalAnswer(node, slot, proposal) {
      statistics.cacheHits += 1
      if !known.everyHeight { heightRead = true }
      return known.size
    }
    let hit = cache.lookup(slot, widthKey, heightKey, dependent, containerWidthKey, containerHeightKey)
    if hit >= 0 {
      statistics.cacheHits += 1
      if !cache.answersEveryHeight(at: hit) { heightRead = true }
      return cache.answer(at: hit)
    }
    // Only a text or an hstack can answer free of the height; everything else is taken to read it (so what it
    // asks inside need not be checked).
    let tracks = kind == .text || kind == .hstack
    let outerRead = beginHeightTracking(tracks)
    let answer = try computeSize(node, proposal)
    let free = endHeightTracking(tracks, outerRead: outerRead)
    let storedHeight = free ? LayoutPass.anyHeight : heightKey
    // Only a measured leaf's answer, or a live tree's, needs noting: the common eviction costs no call.
    if let evicted = cache.store(
      slot, widthKey, storedHeight, dependent, containerWidthKey, containerHeightKey, answer),
      kind == .measured || reportsChanges
    {
      noteEviction(node, kind, evicted)
    }
    return answer
  }

  /// Issue 29.7: text `node`'s answer kept for the widths that wrap it the same way, when `p` asks one of them at
  /// a height that keeps the same lines (``TextWidthInterval``), with whether it serves every height.
  @inline(__always)
  func textIntervalAnswer(_ node: Int, _ slot: Int, _ p: Proposal) -> (size: Size, everyHeight: Bool)? {
    var cap = -1  // read when first needed
    for way in 0..<SizeCache.intervalWays {
      guard let kept = cache.interval(slot, way, containing: p.width) else { continue }
      if kept.lines == LayoutPass.anyHeight { return (kept.size, true) }
      if cap < 0 { cap = Self.textLineCap(tree, node, typeSize, height: p.height) }
      if TextWidthInterval.serves(kept.lines, cap: cap) { return (kept.size, false) }
    }
    return nil
  }

  /// Starts computing an answer that may be free of the height when it `tracks` reads (see ``heightRead``);
  /// returns the reads so far, for ``endHeightTracking(_:outerRead:)``.
  @inline(__always)
  mutating func beginHeightTracking(_ tracks: Bool) -> Bool {
    let outerRead = heightRead
    heightRead = !tracks
    return outerRead
  }

  /// Ends what ``beginHeightTracking(_:)`` started: whether the answer read no height (never, unless it
  /// `tracks`). The reads so far then include the answer's.
  @inline(__always)
  mutating func endHeightTracking(_ tracks: Bool, outerRead: Bool) -> Bool {
    let free = tracks && !heightRead
    heightRead = outerRead || !free
    return free
  }

  /// Keeps a measured leaf's evicted answer for the rest of the pass, and marks a live tree's node incomplete.
  @inline(never)
  private mutating func noteEviction(
    _ node: Int, _ kind: NodeKind, _ evicted: (width: UInt64, height: UInt64, size: Size)
  ) {
    if kind == .measured {
      evictedMeasures[MeasureKey(node: Int32(node), width: evicted.width, height: evicted.height)] = evicted.size
    }
    if reportsChanges { answersIncomplete[node] = true }
  }

  /// The one switch of sizing: the layout of `node`'s kind answers `p`.
  private mutating func computeSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    statistics.sizeComputations += 1
    switch tree.kinds[node].descriptor.role {
    case .leaf(let leaf):
      return try leafSize(node, leaf, p)
    case .stack(let axis):
      return try distribute(node, p, axis: axis)
    case .zstack:
      return try zstackSize(node, p)
    case .modifier(let modifier):
      return try modifierSize(node, modifier, p)
    case .flow:
      return try measureFlow(node, p)
    case .grid:
      return try gridSize(node, p)
    case .selector(let selector):
      return try size(tree.child(node, try choice(node, selector, p)), p)
    case .split:
      return try splitSize(node, p)
    case .decoration(let decoration):
      return try decorationSize(node, decoration, p)
    case .custom:
      return try customLayoutSize(node, p)
    }
  }

  /// The length of separable `node` along `axis` for the proposed length `value` (NaN: unspecified); see
  /// "Passes" in Docs/Architecture.md: a separable node's size is its two lengths, each computed with the
  /// two-dimensional rule's operations in its order, so one answer serves every proposal sharing that length.
  @inline(__always)
  mutating func length(_ node: Int, _ axis: Axis, _ value: Double) throws(LayoutError) -> Double {
    let kind = tree.kinds[node]
    if kind.isPlainLeaf {
      statistics.sizeComputations += 1
      return tree.plainLeafLength(kind, node, axis, value)
    }
    let slot = Int(tree.cacheSlots[node])
    // Without a slot, a separable node that is not a plain leaf is a modifier of one (see `ArenaFacts`).
    if slot < 0 { return modifierOfPlainLeafLength(node, axis, value) }
    let constant = tree.axisConstants[Int(tree.containerIndex[node]) &* 2 &+ (axis == .horizontal ? 0 : 1)]
    if !constant.isNaN {
      statistics.cacheHits += 1
      return constant
    }
    let key = Proposal.key(value)
    if let hit = axisCache.lookup(slot, axis, key) {
      statistics.cacheHits += 1
      return hit
    }
    let answer = try computeLength(node, axis, value)
    if axisCache.store(slot, axis, key, answer) && reportsChanges { answersIncomplete[node] = true }
    return answer
  }

  /// The one switch of sizing along one axis.
  private mutating func computeLength(_ node: Int, _ axis: Axis, _ v: Double) throws(LayoutError) -> Double {
    statistics.sizeComputations += 1
    switch tree.kinds[node].descriptor.role {
    case .leaf:
      return tree.plainLeafLength(tree.kinds[node], node, axis, v)
    case .stack(let stackAxis):
      return try stackLength(node, stackAxis: stackAxis, axis, v)
    case .zstack:
      return try zstackLength(node, axis, v)
    case .modifier(let modifier):
      return try modifierLength(node, modifier, axis, v)
    case .decoration:
      return try decorationLength(node, axis, v)
    case .flow, .grid, .selector, .split, .custom:
      preconditionFailure("only separable nodes are sized one axis at a time")
    }
  }

  // MARK: - Placing

  /// Places the children of `node`, which was proposed `p` and answered `size` (S1.1), recording each child's
  /// frame relative to `node` and placing it in turn.
  ///
  /// A container placed with exactly the proposal of its previous placement has, by construction, the same
  /// children frames as then, so its whole subtree is skipped: in a resize sweep only the parts of the tree
  /// whose proposals changed are walked.
  @inline(__always)
  mutating func place(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    // Leaves have nothing to place (checked here, inline, at every call site, from the kind alone), but their
    // proposal is kept when text lines are reported.
    if tree.kinds[node].isLeaf {
      if recordsLeafProposals { leafProposals[node] = p }
      return
    }
    try placeContainer(node, p, size)
  }

  /// Reports how each visible text of the last pass wrapped (``TextLines``), from the proposals its leaves
  /// were placed with (kept while `leafProposals` is on).
  func textLines() -> [TextLines?] {
    var lines = [TextLines?](repeating: nil, count: tree.nodeEnd)
    for node in 0..<tree.nodeEnd where tree.kinds[node] == .text && visibility[node] {
      let scale = textScale(node)
      lines[node] = Self.textLines(tree, node, scale.words, scale.size, leafProposals[node])
    }
    return lines
  }

  @inline(never)
  private mutating func placeContainer(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    let widthKey = Proposal.key(p.width)
    let heightKey = Proposal.key(p.height)
    // A subtree that reads its container is placed every time: its placement key would need the container.
    // So is every node while safe areas are active (S18): where a node is decides its placement.
    let reusable = !tree.isContainerDependent(node) && !safeAreasActive
    if reusable && placedWidthKey[node] == widthKey && placedHeightKey[node] == heightKey && !placementStale[node] {
      statistics.placementsReused += 1
      reusedInPass[node] = pass
      return
    }
    placedWidthKey[node] = LayoutPass.noKey
    statistics.placements += 1
    if safeAreasActive {
      try placeChildrenTrackingPosition(node, p, size)
    } else {
      try placeChildren(node, p, size)
    }
    placementStale[node] = false
    if reusable {
      placedWidthKey[node] = widthKey
      placedHeightKey[node] = heightKey
    }
  }

  /// The one switch of placement.
  @inline(never)
  mutating func placeChildren(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    switch tree.kinds[node].descriptor.role {
    case .leaf:
      return
    case .stack(let axis):
      try placeStack(node, p, size, axis: axis)
    case .zstack:
      try placeZStack(node, size)
    case .modifier(let modifier):
      try placeModifierChild(node, modifier, p, size)
    case .flow:
      try placeFlow(node, p, size)
    case .grid:
      try placeGrid(node, p)
    case .selector(let selector):
      try placeChosen(node, try choice(node, selector, p), p)
    case .split:
      try placeSplit(node, p, size)
    case .decoration(let decoration):
      try placeDecoration(node, decoration, p, size)
    case .custom:
      try placeCustomLayout(node, p, size)
    }
  }

  /// Sizes `child` for `proposal`, aligns it inside `space` by `alignment`, and places it.
  @inline(never)
  mutating func placeAligned(_ child: Int, _ proposal: Proposal, in space: Size, _ alignment: NodeAlignment)
    throws(LayoutError)
  {
    let childSize = try size(child, proposal)
    setPlaced(child, Rect(origin: try alignedOrigin(child, proposal, childSize, in: space, alignment), size: childSize))
    try place(child, proposal, childSize)
  }

  /// Sizes `child` for `proposal`, puts it at (`x`, `y`) in its parent, and places it.
  @inline(never)
  mutating func placeAt(_ child: Int, _ proposal: Proposal, x: Double, y: Double) throws(LayoutError) {
    let childSize = try size(child, proposal)
    setPlaced(child, Rect(origin: Point(x: x, y: y), size: childSize))
    try place(child, proposal, childSize)
  }

  // MARK: - Shared helpers

  /// Makes a scroll proposed `p` the container of its subtree (S13): its proposal where finite, the outer
  /// container elsewhere. Returns the outer container, to restore afterwards.
  @inline(__always)
  mutating func enterContainer(of p: Proposal) -> Proposal {
    let outer = container
    container = Proposal(
      width: p.width.isFinite ? p.width : outer.width, height: p.height.isFinite ? p.height : outer.height)
    return outer
  }

  /// A layout error naming `node` by its JSON Pointer below the root (node 0 of a compiled tree) and its id.
  func fail(_ node: Int, _ message: String) -> LayoutError {
    LayoutError(
      path: tree.pointer(of: node, root: rootNode) ?? "/root", id: tree.nodeIDs[Int32(node)], message: message)
  }

  /// The root of the tree being laid out (0 in a compiled tree).
  var rootNode = 0
}

/// The key of a measured leaf's answer kept in ``LayoutPass/evictedMeasures``.
struct MeasureKey: Hashable {
  var node: Int32
  var width: UInt64
  var height: UInt64
}

/// What a compiled tree's result carries besides frames: ids, diagnostics and which nodes report selections.
struct ResultTables {
  let ids: [String: NodeID]
  let diagnostics: [LayoutDiagnostic]
  let selectorNodes: [Int32]
  /// The drawing order, or empty when it is preorder (S15.4).
  let drawingOrder: [NodeID]
  /// Each node's marks, or empty when no node has one (``NodeMarks``).
  let marks: [NodeMarks]
}
