/// One layout call of the reference solver.
///
/// It holds the tree, the environment, the answers memoised so far and the frames placed so far. Nothing
/// in it outlives the call.
struct ReferencePass {
  let tree: ReferenceTree
  let environment: LayoutEnvironment
  /// S0.3: every answer, per (node, exact proposal).
  private var answers: [ReferenceKey: Size] = [:]
  var statistics = LayoutStatistics()
  /// The placed frames in root coordinates, unrounded, indexed by preorder index (S1.1).
  var frames: [Rect]
  /// S1.5: whether each node was placed; nodes in unchosen branches never are.
  var visibility: [Bool]
  /// S1.6: the choice of every placed viewThatFits, buckets, split and grid.
  var selections: [NodeID: Selection] = [:]
  /// S13: the container the node being laid out sees — the proposal of the nearest enclosing scroll, axis
  /// by axis, else the root proposal; nil where that is unspecified or infinite.
  var container: ProposedSize

  init(tree: ReferenceTree, environment: LayoutEnvironment, rootProposal: ProposedSize) {
    self.tree = tree
    self.environment = environment
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
    switch tree.node(index).kind {
    case .fixed, .flexible, .text, .measured, .spacer: return try leafSize(index, p)
    case .hstack, .vstack: return try stackSize(index, p)
    case .zstack: return try zstackSize(index, p)
    case .frame: return try fixedFrameSize(index, p)
    case .flexibleFrame: return try flexibleFrameSize(index, p)
    case .padding: return try paddingSize(index, p)
    case .fixedSize: return try fixedSizeSize(index, p)
    case .aspectRatio: return try aspectRatioSize(index, p)
    case .scroll: return try scrollSize(index, p)
    case .containerRelativeFrame: return try containerRelativeFrameSize(index, p)
    case .flow: return try flowSize(index, p)
    case .grid: return try gridSize(index, p)
    case .viewThatFits, .buckets: return try selectorSize(index, p)
    case .split: return try splitSize(index, p)
    }
  }

  // MARK: - S2 Leaves

  /// S2: the size of a leaf.
  private mutating func leafSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    switch tree.node(index).kind {
    case .fixed(let width, let height): return Size(width: width, height: height)  // S2.1
    case .flexible(let leaf): return Self.flexibleLeafSize(leaf, p)
    case .text(let text): return textSize(text, p)
    case .measured(let leaf): return try measure(index, leaf, p)
    case .spacer(let minLength): return spacerSize(index, minLength, p)
    default: preconditionFailure("not a leaf")
    }
  }

  /// `clamp(v, lo, hi) = min(max(v, lo), hi)`, with Swift's `min`/`max` in that argument order.
  static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
    Swift.min(Swift.max(value, low), high)
  }

  /// S2.2: per axis `p == nil ? ideal : clamp(p, min, max)`.
  static func flexibleLeafSize(_ leaf: FlexibleLeaf, _ p: ProposedSize) -> Size {
    Size(
      width: p.width.map { clamp($0, leaf.minWidth, leaf.maxWidth) } ?? leaf.idealWidth,
      height: p.height.map { clamp($0, leaf.minHeight, leaf.maxHeight) } ?? leaf.idealHeight)
  }

  /// S2.3: greedy word wrap over the Dynamic Type scaled lengths (S7.1), capped by the line limit and the
  /// lines that fit the height proposal.
  func textSize(_ text: TextLeaf, _ p: ProposedSize) -> Size {
    let type = environment.dynamicTypeSize
    let words = text.wordWidths.map { type.scaleText($0) }
    guard let first = words.first else { return .zero }
    let space = type.scaleText(text.spaceWidth)
    let lineHeight = type.scaleText(text.lineHeight)
    // lines(width): nil and ∞ put every word on one line (every join fits under ∞).
    let width = p.width ?? .infinity
    var lines = [first]
    for word in words.dropFirst() {
      let joined = (lines[lines.count - 1] + space) + word
      if joined <= width {
        lines[lines.count - 1] = joined
      } else {
        lines.append(word)
      }
    }
    // The line cap, compared in Double so a huge height over a tiny line height cannot overflow an Int.
    var kept = lines.count
    if let limit = text.lineLimit, limit < kept { kept = limit }
    if let height = p.height, height.isFinite, lineHeight != 0 {
      let fitting = Swift.max(1, (height / lineHeight).rounded(.down))
      if fitting < Double(kept) { kept = Int(fitting) }
    }
    var widest = 0.0
    for line in lines[0..<kept] { widest = Swift.max(widest, line) }
    return Size(width: widest, height: Double(kept) * lineHeight)
  }

  /// S2.4: the host's answer; a thrown error or a bad answer fails the layout naming the node.
  mutating func measure(_ index: Int, _ leaf: MeasuredLeaf, _ p: ProposedSize) throws(LayoutError) -> Size {
    statistics.measureCalls += 1
    let answer: Size
    do {
      answer = try leaf.measure(p)
    } catch {
      throw tree.failure(index, MeasuredLeaf.thrownMessage(error, proposal: p))
    }
    if let problem = MeasuredLeaf.problem(with: answer, to: p) { throw tree.failure(index, problem) }
    return answer
  }

  /// S2.5: along the enclosing stack's axis `p == nil ? m : max(p, m)`, across it 0; outside any stack
  /// that rule on both axes.
  func spacerSize(_ index: Int, _ minLength: Double, _ p: ProposedSize) -> Size {
    func along(_ proposal: Double?) -> Double {
      guard let proposal else { return minLength }
      return Swift.max(proposal, minLength)
    }
    switch tree.enclosingStackAxis(of: index) {
    case .horizontal: return Size(width: along(p.width), height: 0)
    case .vertical: return Size(width: 0, height: along(p.height))
    case nil: return Size(width: along(p.width), height: along(p.height))
    }
  }

  // MARK: - S5 Modifiers

  /// S5.1: the fixed sides replace the proposal.
  static func fixedFrameChildProposal(width: Double?, height: Double?, _ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? p.width, height: height ?? p.height)
  }

  /// S5.1: `(width ?? c_w, height ?? c_h)`; the child is not asked when both sides are set.
  private mutating func fixedFrameSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .frame(let width, let height, _) = tree.node(index).kind else { preconditionFailure() }
    if let width, let height { return Size(width: width, height: height) }
    let c = try size(tree.child(index), Self.fixedFrameChildProposal(width: width, height: height, p))
    return Size(width: width ?? c.width, height: height ?? c.height)
  }

  /// S5.2: the flexible frame, axis by axis after normalisation.
  private mutating func flexibleFrameSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .flexibleFrame(let frame, _) = tree.node(index).kind else { preconditionFailure() }
    let horizontal = ReferenceFlexibleAxis(frame, .horizontal)
    let vertical = ReferenceFlexibleAxis(frame, .vertical)
    let decidedWidth = horizontal.decided(p.width)
    let decidedHeight = vertical.decided(p.height)
    if let decidedWidth, let decidedHeight { return Size(width: decidedWidth, height: decidedHeight) }
    let q = ProposedSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    let c = try size(tree.child(index), q)
    return Size(
      width: decidedWidth ?? horizontal.resolve(c.width, q.width),
      height: decidedHeight ?? vertical.resolve(c.height, q.height))
  }

  /// S5.3: the proposal minus the insets `e = start + end`, floored at 0; nil stays nil.
  static func paddingChildProposal(_ insets: EdgeInsets, _ p: ProposedSize) -> ProposedSize {
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    return ProposedSize(
      width: p.width.map { Swift.max($0 - horizontal, 0) }, height: p.height.map { Swift.max($0 - vertical, 0) })
  }

  /// S5.3: the child's size plus the insets, floored at 0.
  private mutating func paddingSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .padding(let insets) = tree.node(index).kind else { preconditionFailure() }
    let c = try size(tree.child(index), Self.paddingChildProposal(insets, p))
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    return Size(width: Swift.max(c.width + horizontal, 0), height: Swift.max(c.height + vertical, 0))
  }

  /// S5.4: the size is the child's answer to the proposal with nil on the fixed axes.
  private mutating func fixedSizeSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .fixedSize(let horizontal, let vertical) = tree.node(index).kind else { preconditionFailure() }
    return try size(tree.child(index), Self.fixedSizeChildProposal(horizontal, vertical, p))
  }

  /// S5.4: nil on each fixed axis, the proposal on the others.
  static func fixedSizeChildProposal(_ horizontal: Bool, _ vertical: Bool, _ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  /// S5.6: the offered space per axis, the content's answer where nothing was offered.
  private mutating func scrollSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .scroll(let axes) = tree.node(index).kind else { preconditionFailure() }
    let outer = enterContainer(of: p)  // S13
    defer { container = outer }
    let c = try size(tree.child(index), Self.scrollChildProposal(axes, p))
    return Size(width: p.width ?? c.width, height: p.height ?? c.height)
  }

  /// S5.6: nil on each scroll axis, the proposal on the others.
  static func scrollChildProposal(_ axes: Axes, _ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
  }

  /// S5.5: the size is the child's answer to the scaled ratio.
  private mutating func aspectRatioSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    try size(tree.child(index), aspectRatioChildProposal(index, p))
  }

  /// S5.5: the ratio scaled to fit or fill the proposal; the proposal itself when the ratio is unusable.
  mutating func aspectRatioChildProposal(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> ProposedSize {
    guard case .aspectRatio(let ratio, let mode) = tree.node(index).kind else { preconditionFailure() }
    if p.width == nil && p.height == nil { return p }
    var r: Size
    if let ratio {
      r = Size(width: ratio, height: 1)
    } else {
      r = try size(tree.child(index), .unspecified)
    }
    if r.width == r.height { r = Size(width: 1, height: 1) }
    if r.width == 0 || r.height == 0 || !r.width.isFinite || !r.height.isFinite { return p }
    let kWidth = p.width.map { $0 / r.width } ?? .infinity
    let kHeight = p.height.map { $0 / r.height } ?? .infinity
    let k = mode == .fit ? Swift.min(kWidth, kHeight) : Swift.max(kWidth, kHeight)
    return ProposedSize(width: r.width * k, height: r.height * k)
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

/// One axis of a flexible frame after SwiftUI's normalisation (S5.2, D7).
struct ReferenceFlexibleAxis {
  var min: Double?
  var ideal: Double?
  var max: Double?

  init(_ frame: FlexibleFrame, _ axis: Axis) {
    let normalized = frame.normalized(along: axis)
    min = normalized.min
    ideal = normalized.ideal
    max = normalized.max
  }

  /// The axis answer when the child need not be consulted: `clamp(p, min, max)` when p and both bounds
  /// are set, `ideal` when p is nil and ideal is set; otherwise `nil` (undecided).
  func decided(_ p: Double?) -> Double? {
    if let p {
      if let min, let max { return ReferencePass.clamp(p, min, max) }
      return nil
    }
    return ideal
  }

  /// The child's proposal on this axis: `clamp(p ?? ideal, min ?? −∞, max ?? ∞)`, nil when both p and
  /// ideal are nil.
  func childProposal(_ p: Double?) -> Double? {
    guard let value = p ?? ideal else { return nil }
    return ReferencePass.clamp(value, min ?? -.infinity, max ?? .infinity)
  }

  /// The axis answer from the child's answer `c` to the child proposal `q`.
  func resolve(_ c: Double, _ q: Double?) -> Double {
    switch (min, max) {
    case (let min?, let max?): return ReferencePass.clamp(c, min, max)
    case (let min?, nil): return Swift.max(Swift.min(q ?? .infinity, c), min)
    case (nil, let max?): return Swift.min(Swift.max(q ?? -.infinity, c), max)
    case (nil, nil): return c
    }
  }

  /// The placement proposal on this axis (D8): the final size `s`, except nil when the incoming proposal
  /// was nil, no ideal is set and `(min ?? −∞) < s < (max ?? ∞)`.
  func placementProposal(incoming p: Double?, size s: Double) -> Double? {
    if p == nil && ideal == nil && (min ?? -.infinity) < s && s < (max ?? .infinity) { return nil }
    return s
  }
}
