/// One layout call of the reference solver.
///
/// It holds the tree, the environment, the answers memoised so far and the frames placed so far. Nothing
/// in it outlives the call.
///
/// This file holds its state and its one switch of sizing; the rules of each layout are in
/// `Layouts/<layout>/Reference….swift`, beside the engine's reading of the same rules.
struct ReferencePass {
  let tree: ReferenceTree
  let environment: LayoutEnvironment
  /// S0.3: every answer, per (node, exact proposal).
  private var answers: [ReferenceKey: Size] = [:]
  /// Explicit guide values already computed in this layout, by node, proposal and container, and guide (S19.2):
  /// a node's value is asked by its parent's sizing and placement and by each ancestor's.
  var guideAnswers: [ReferenceGuideKey: Double?] = [:]
  /// The caches of custom layouts, by node, for this layout call (S20.4).
  var layoutCaches: [Int: LayoutCacheSlot] = [:]
  var statistics = LayoutStatistics()
  /// The placed frames in root coordinates, unrounded, indexed by preorder index (S1.1).
  var frames: [Rect]
  /// S1.5: whether each node was placed; nodes in unchosen branches never are.
  var visibility: [Bool]
  /// The size each grown scroll answered, before S18.5 grew its frame: the size an error names (S1.3).
  var laidOutSizes: [Int: Size] = [:]
  /// The proposal each node was placed with (its last placement), for the text lines a caller may ask for.
  var placedProposals: [Int: ProposedSize] = [:]
  /// S1.6: the choice of every placed viewThatFits, buckets, split and grid.
  var selections: [NodeID: Selection] = [:]
  /// S18: the safe-area spaces enclosing the node being placed, outermost first.
  var spaces: [SafeAreaSpace] = []
  /// S18.2: the touching distance.
  var safeAreaEpsilon: Double { SafeAreaSpace.epsilon(environment) }
  /// S13: the container the node being laid out sees — the proposal of the nearest enclosing scroll, axis
  /// by axis, else the root proposal; nil where that is unspecified or infinite.
  var container: ProposedSize
  /// S14.4: the Dynamic Type size each node sees, by preorder index: the environment's, as each
  /// dynamicTypeSize above it (and itself) limits it in turn from the root down.
  let typeSizes: [DynamicTypeSize]

  init(tree: ReferenceTree, environment: LayoutEnvironment, rootProposal: ProposedSize) {
    self.tree = tree
    self.environment = environment
    var typeSizes: [DynamicTypeSize] = []
    for index in 0..<tree.count {
      var size = tree.parent(of: index).map { typeSizes[$0] } ?? environment.dynamicTypeSize
      if case .dynamicTypeSize(let min, let max) = tree.node(index).kind { size = size.limited(min: min, max: max) }
      typeSizes.append(size)
    }
    self.typeSizes = typeSizes
    container = ProposedSize(
      width: rootProposal.width.flatMap { $0.isFinite ? $0 + 0 : nil },
      height: rootProposal.height.flatMap { $0.isFinite ? $0 + 0 : nil })
    frames = [Rect](repeating: .zero, count: tree.count)
    visibility = [Bool](repeating: false, count: tree.count)
  }

  /// S0.3: a proposal as the rules see it; −0 becomes +0 (by adding 0), so the two share an answer.
  static func normalized(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: p.width.map { $0 + 0 }, height: p.height.map { $0 + 0 })
  }

  // MARK: - S1.1 Sizing

  /// `size(node, proposal)`: the node's answer, memoised per exact proposal.
  mutating func size(_ index: Int, _ proposal: ProposedSize) throws(LayoutError) -> Size {
    let p = Self.normalized(proposal)
    let key = ReferenceKey(node: index, p, container: container)
    if let known = answers[key] {
      statistics.cacheHits += 1
      return known
    }
    statistics.sizeComputations += 1
    let answer = try computeSize(index, p)
    answers[key] = answer
    return answer
  }

  /// Dispatches to the rule of the node's kind.
  ///
  /// The rules extract their own fields, so that only the active rule's locals sit on the stack while the
  /// recursion goes down (deep trees, debug builds).
  private mutating func computeSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    switch tree.node(index).kind.descriptor.role {
    case .leaf(let leaf): return try leafSize(index, leaf, p)
    case .stack: return try stackSize(index, p)
    case .zstack: return try zstackSize(index, p)
    case .modifier(let modifier): return try modifierSize(index, modifier, p)
    case .flow: return try flowSize(index, p)
    case .grid: return try gridSize(index, p)
    case .selector: return try selectorSize(index, p)
    case .split: return try splitSize(index, p)
    case .decoration(let decoration): return try decorationSize(index, decoration, p)
    case .custom: return try customLayoutSize(index, p)
    }
  }

}

/// The memo key of S0.3: a node, the bit patterns of its (normalised) proposal, nil kept distinct, and
/// the container it is laid out in (S13).
struct ReferenceKey: Hashable {
  var node: Int
  var width: UInt64?
  var height: UInt64?
  var containerWidth: UInt64?
  var containerHeight: UInt64?

  init(node: Int, _ p: ProposedSize, container: ProposedSize) {
    self.node = node
    width = p.width?.bitPattern
    height = p.height?.bitPattern
    containerWidth = container.width?.bitPattern
    containerHeight = container.height?.bitPattern
  }
}
