/// The reference reading of S5 (modifiers): see `Modifiers.swift`, beside this file.
extension ReferencePass {
  // MARK: - S5 Modifiers

  /// The size modifier `index` of kind `modifier` answers for `p`: the one switch of the modifiers' sizing.
  mutating func modifierSize(_ index: Int, _ modifier: ModifierKind, _ p: ProposedSize) throws(LayoutError) -> Size {
    switch modifier {
    case .frame: return try fixedFrameSize(index, p)
    case .flexibleFrame: return try flexibleFrameSize(index, p)
    case .padding: return try paddingSize(index, p)
    case .fixedSize: return try fixedSizeSize(index, p)
    case .aspectRatio: return try aspectRatioSize(index, p)
    case .scroll: return try scrollSize(index, p)
    case .containerRelativeFrame: return try containerRelativeFrameSize(index, p)
    case .offset, .drawingOnly, .ignoresSafeArea, .alignmentGuide:
      return try size(tree.child(index), p)  // S16.1, S16.3, S18.2, S19.4: as their child
    case .position: return try positionSize(index, p)
    case .geometryReader: return Self.geometryReaderSize(p)
    }
  }

  /// S5.1: the fixed sides replace the proposal.
  static func fixedFrameChildProposal(width: Double?, height: Double?, _ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? p.width, height: height ?? p.height)
  }

  /// S5.1: `(width ?? c_w, height ?? c_h)`; the child is not asked when both sides are set.
  mutating func fixedFrameSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .frame(let width, let height, _) = tree.node(index).kind else { preconditionFailure() }
    if let width, let height { return Size(width: width, height: height) }
    let c = try size(tree.child(index), Self.fixedFrameChildProposal(width: width, height: height, p))
    return Size(width: width ?? c.width, height: height ?? c.height)
  }

  /// S5.2: the flexible frame, axis by axis after normalisation.
  mutating func flexibleFrameSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
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
  mutating func paddingSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard let insets = tree.node(index).kind.paddingInsets else { preconditionFailure() }
    let c = try size(tree.child(index), Self.paddingChildProposal(insets, p))
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    return Size(width: Swift.max(c.width + horizontal, 0), height: Swift.max(c.height + vertical, 0))
  }

  /// S5.4: the size is the child's answer to the proposal with nil on the fixed axes.
  mutating func fixedSizeSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .fixedSize(let horizontal, let vertical) = tree.node(index).kind else { preconditionFailure() }
    return try size(
      tree.child(index), Self.unspecifiedProposal(on: Axes(horizontal: horizontal, vertical: vertical), p))
  }

  /// S5.4, S5.6: nil on each of `axes` (a fixedSize's fixed axes, a scroll's scroll axes), the proposal on
  /// the others.
  static func unspecifiedProposal(on axes: Axes, _ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
  }

  /// S5.6: on each scroll axis the offered space (the content's answer where nothing was offered); on each
  /// other axis the content's answer, whatever was offered.
  mutating func scrollSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .scroll(let axes) = tree.node(index).kind else { preconditionFailure() }
    let outer = enterContainer(of: p)  // S13
    defer { container = outer }
    let c = try size(tree.child(index), Self.unspecifiedProposal(on: axes, p))
    return Size(
      width: axes.contains(.horizontal) ? p.width ?? c.width : c.width,
      height: axes.contains(.vertical) ? p.height ?? c.height : c.height)
  }

  /// S5.5: the size is the child's answer to the scaled ratio.
  mutating func aspectRatioSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
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

  // MARK: - The child

  /// S5, S13, S16, S18.2, S19.4: what modifier `index` of kind `modifier`, proposed `p` and sized `s`, proposes
  /// its only child and where, relative to its corner, the child sits: as drawn (`drawn`), or as laid out,
  /// which guide values see (an offset's child unmoved, S16.1). The one switch of the modifiers' child rules,
  /// read by placement and the guide values alike.
  mutating func modifierChild(_ index: Int, _ modifier: ModifierKind, _ p: ProposedSize, _ s: Size, drawn: Bool)
    throws(LayoutError) -> (proposal: ProposedSize, origin: Point)
  {
    let child = tree.child(index)
    let exact = ProposedSize(width: s.width, height: s.height)
    switch (modifier, tree.node(index).kind) {
    case (.frame, .frame(let width, let height, let alignment)):
      let proposal = Self.fixedFrameChildProposal(width: width, height: height, p)
      return (proposal, try alignedOrigin(child, alignment, in: s, proposal))
    case (.flexibleFrame, .flexibleFrame(let frame, let alignment)):  // D8
      let proposal = ProposedSize(
        width: ReferenceFlexibleAxis(frame, .horizontal).placementProposal(incoming: p.width, size: s.width),
        height: ReferenceFlexibleAxis(frame, .vertical).placementProposal(incoming: p.height, size: s.height))
      return (proposal, try alignedOrigin(child, alignment, in: s, proposal))
    case (.containerRelativeFrame, .containerRelativeFrame(let frame)):
      let proposal = containerRelativeChildProposal(frame, p)
      return (proposal, try alignedOrigin(child, frame.alignment, in: s, proposal))
    case (.padding, let kind):
      guard let insets = kind.paddingInsets else { preconditionFailure("the modifier is not its kind") }
      return (Self.paddingChildProposal(insets, p), Point(x: insets.leading, y: insets.top))
    case (.fixedSize, .fixedSize(let horizontal, let vertical)):
      return (Self.unspecifiedProposal(on: Axes(horizontal: horizontal, vertical: vertical), p), .zero)
    case (.aspectRatio, _):
      // The child's answer is the modifier's size, so centring it is an offset of 0.
      return (try aspectRatioChildProposal(index, p), .zero)
    case (.scroll, .scroll(let axes)):
      return (Self.unspecifiedProposal(on: axes, p), .zero)
    case (.offset, .offset(let x, let y)):
      return (p, drawn ? Point(x: x, y: y) : .zero)
    case (.position, .position(let x, let y)):
      let c = try size(child, exact)
      return (exact, Point(x: x - c.width / 2, y: y - c.height / 2))
    case (.geometryReader, _):
      return (exact, .zero)
    case (.drawingOnly, _), (.alignmentGuide, _), (.ignoresSafeArea, _):
      return (p, .zero)  // as if it were not there (an ignorer grows at placement)
    case (.frame, _), (.flexibleFrame, _), (.containerRelativeFrame, _), (.fixedSize, _), (.scroll, _), (.offset, _),
      (.position, _):
      preconditionFailure("the modifier is not its kind")
    }
  }

  // MARK: - Placement

  /// Places the child of modifier `index` of kind `modifier`, proposed `p` and sized `s`, at `origin` by its
  /// ``modifierChild(_:_:_:_:drawn:)``: inside the scroll's container below a scroll (S13); below an
  /// ignoresSafeArea grown by the margins it touches, which depend on where it is (S18.2).
  mutating func placeModifierChild(
    _ index: Int, _ modifier: ModifierKind, _ origin: Point, _ p: ProposedSize, _ s: Size
  ) throws(LayoutError) {
    if modifier == .ignoresSafeArea { return try placeIgnoringSafeArea(index, origin, p, s) }
    let (proposal, at) = try modifierChild(index, modifier, p, s, drawn: true)
    let outer = modifier == .scroll ? enterContainer(of: p) : container
    defer { container = outer }
    // S18.6: a safe-area padding's subtree sees its insets as a safe-area space of its (finite) frame.
    let kind = tree.node(index).kind
    let space = kind.descriptor.definesSafeArea && s.width.isFinite && s.height.isFinite ? kind.paddingInsets : nil
    if let space { spaces.append(SafeAreaSpace(frame: Rect(origin: origin, size: s), insets: space)) }
    defer { if space != nil { spaces.removeLast() } }
    try place(tree.child(index), at: Self.offset(origin, at.x, at.y), proposal)
  }

  // MARK: - Spacer edges

  /// S3.1 (D9): which of its child's spacer edges along a stack's `axis` the modifier `kind` keeps: a padding
  /// with a non-zero inset on a side drops that side, a frame setting any constraint on `axis` (a
  /// container-relative frame sizing `axis`) drops both, fixedSize and aspectRatio keep both, a scroll view
  /// keeps none.
  static func spacerEdgesKept(by kind: Node.Kind, _ modifier: ModifierKind, along axis: Axis) -> (
    start: Bool, end: Bool
  ) {
    switch (modifier, kind) {
    case (.frame, .frame(let width, let height, _)):
      let kept = (axis == .horizontal ? width : height) == nil
      return (kept, kept)
    case (.flexibleFrame, .flexibleFrame(let frame, _)):
      let constraints = frame.constraints(along: axis)
      let kept = constraints.min == nil && constraints.ideal == nil && constraints.max == nil
      return (kept, kept)
    case (.padding, let kind):
      guard let insets = kind.paddingInsets else { preconditionFailure("the modifier is not its kind") }
      return (insets.start(along: axis) == 0, insets.end(along: axis) == 0)
    case (.containerRelativeFrame, .containerRelativeFrame(let frame)):
      let kept = !frame.axes.contains(axis)
      return (kept, kept)
    case (.fixedSize, _), (.aspectRatio, _), (.offset, _), (.drawingOnly, _), (.ignoresSafeArea, _),
      (.alignmentGuide, _):
      return (true, true)
    case (.scroll, _), (.position, _), (.geometryReader, _):
      return (false, false)
    case (.frame, _), (.flexibleFrame, _), (.containerRelativeFrame, _):
      preconditionFailure("the modifier is not its kind")
    }
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
