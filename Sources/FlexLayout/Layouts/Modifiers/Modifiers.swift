/// The one-child modifiers (Docs/Semantics.md S5, S13, S16, S18.2, S19.4): the size each answers, what it does
/// with its child (one record, ``ModifierChild``, read by placement and by the guide values), its length along
/// one axis when separable, the spacer edges it keeps and its constant lengths — one switch over
/// ``ModifierKind`` per operation, each sending a modifier with rules of its own to its folder (S13's
/// container-relative frame, S16's placement modifiers, S18's safe areas). The reference reading is
/// `ReferenceModifiers.swift`, beside this file.
extension LayoutPass {
  // MARK: Sizing

  /// The size modifier `node` of kind `modifier` answers for `p`: the one switch of the modifiers' sizing.
  @inline(__always)
  mutating func modifierSize(_ node: Int, _ modifier: ModifierKind, _ p: Proposal) throws(LayoutError) -> Size {
    switch modifier {
    case .frame: return try frameSize(node, p)
    case .flexibleFrame: return try flexibleFrameSize(node, p)
    case .padding: return try paddingSize(node, p)
    case .fixedSize: return try fixedSizeSize(node, p)
    case .aspectRatio: return try aspectRatioSize(node, p)
    case .scroll: return try scrollSize(node, p)
    case .containerRelativeFrame: return try containerRelativeFrameSize(node, p)
    case .offset, .drawingOnly, .ignoresSafeArea, .alignmentGuide:
      return try size(tree.onlyChild(node), p)  // S16.1, S16.3, S18.2, S19.4: as their child
    case .position: return try positionSize(node, p)
    case .geometryReader: return geometryReaderSize(p)
    }
  }

  /// S5.1: the fixed sides replace the child's size; the child is proposed them.
  @inline(never)
  mutating func frameSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let width = tree.frameLength(node, .horizontal)
    let height = tree.frameLength(node, .vertical)
    if !width.isNaN && !height.isNaN { return Size(width: width, height: height) }
    let c = try size(tree.onlyChild(node), frameChildProposal(node, p))
    return Size(width: width.isNaN ? c.width : width, height: height.isNaN ? c.height : height)
  }

  /// S5.2: SwiftUI's flexible-frame sizing, per axis.
  @inline(never)
  mutating func flexibleFrameSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let width = tree.flexibleAxis(node, .horizontal)
    let height = tree.flexibleAxis(node, .vertical)
    let decidedWidth = width.decided(p.width)
    let decidedHeight = height.decided(p.height)
    if !decidedWidth.isNaN && !decidedHeight.isNaN { return Size(width: decidedWidth, height: decidedHeight) }
    let q = Proposal(width: width.childProposal(p.width), height: height.childProposal(p.height))
    let c = try size(tree.onlyChild(node), q)
    return Size(
      width: decidedWidth.isNaN ? width.resolve(c.width, q.width) : decidedWidth,
      height: decidedHeight.isNaN ? height.resolve(c.height, q.height) : decidedHeight)
  }

  /// S5.3: the child's size plus the insets, floored at 0.
  @inline(never)
  mutating func paddingSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let c = try size(tree.onlyChild(node), paddingChildProposal(node, p))
    return Size(
      width: Swift.max(c.width + tree.insetSum(node, .horizontal), 0),
      height: Swift.max(c.height + tree.insetSum(node, .vertical), 0))
  }

  /// S5.4: the child's answer to nil on the fixed axes.
  @inline(never)
  mutating func fixedSizeSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    try size(tree.onlyChild(node), unspecifiedOnAxesProposal(node, p))
  }

  /// S5.5: the child's answer to the ratio scaled into the proposal.
  @inline(never)
  mutating func aspectRatioSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    try size(tree.onlyChild(node), try aspectRatioChildProposal(node, p))
  }

  /// S5.6: on each scroll axis the proposal (the child's answer where it is nil), on the other axes the child's
  /// answer; the child is proposed nil on the scroll axes, inside the scroll's own container (S13).
  @inline(never)
  mutating func scrollSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let outer = enterContainer(of: p)
    defer { container = outer }
    let c = try size(tree.onlyChild(node), unspecifiedOnAxesProposal(node, p))
    let axes = tree.axes(node)
    return Size(
      width: axes.contains(.horizontal) && !p.width.isNaN ? p.width : c.width,
      height: axes.contains(.vertical) && !p.height.isNaN ? p.height : c.height)
  }

  // MARK: Child proposals

  /// S5.1: the fixed sides replace the proposal.
  @inline(__always)
  func frameChildProposal(_ node: Int, _ p: Proposal) -> Proposal {
    let width = tree.frameLength(node, .horizontal)
    let height = tree.frameLength(node, .vertical)
    return Proposal(width: width.isNaN ? p.width : width, height: height.isNaN ? p.height : height)
  }

  /// S5.3: the proposal minus the insets, floored at 0; nil stays nil.
  @inline(__always)
  func paddingChildProposal(_ node: Int, _ p: Proposal) -> Proposal {
    Proposal(
      width: p.width.isNaN ? .nan : Swift.max(p.width - tree.insetSum(node, .horizontal), 0),
      height: p.height.isNaN ? .nan : Swift.max(p.height - tree.insetSum(node, .vertical), 0))
  }

  /// S5.4, S5.6: nil on the node's axes (a fixedSize's fixed axes, a scroll's scroll axes), the proposal on
  /// the others.
  @inline(__always)
  func unspecifiedOnAxesProposal(_ node: Int, _ p: Proposal) -> Proposal {
    let axes = tree.axes(node)
    return Proposal(
      width: axes.contains(.horizontal) ? .nan : p.width, height: axes.contains(.vertical) ? .nan : p.height)
  }

  /// S5.5: the ratio scaled to fit or fill the proposal.
  mutating func aspectRatioChildProposal(_ node: Int, _ p: Proposal) throws(LayoutError) -> Proposal {
    if p.width.isNaN && p.height.isNaN { return p }
    let (givenRatio, mode) = tree.aspectRatio(node)
    var ratio: Size
    if givenRatio.isNaN {
      ratio = try size(tree.onlyChild(node), .unspecified)
    } else {
      ratio = Size(width: givenRatio, height: 1)
    }
    if ratio.width == ratio.height { ratio = Size(width: 1, height: 1) }
    guard ratio.width > 0, ratio.height > 0, ratio.width.isFinite, ratio.height.isFinite else { return p }
    let scaleX = p.width.isNaN ? Double.infinity : p.width / ratio.width
    let scaleY = p.height.isNaN ? Double.infinity : p.height / ratio.height
    let scale = mode == .fit ? Swift.min(scaleX, scaleY) : Swift.max(scaleX, scaleY)
    return Proposal(width: ratio.width * scale, height: ratio.height * scale)
  }

  // MARK: The child: what it is proposed and where it sits

  /// What modifier `node` of kind `modifier`, proposed `p` and sized `size`, does with its only child: the one
  /// switch of the modifiers' child rules, read by placement and by the guide values (S19.2) alike.
  @inline(__always)
  mutating func modifierChild(_ node: Int, _ modifier: ModifierKind, _ p: Proposal, _ size: Size)
    throws(LayoutError) -> ModifierChild
  {
    switch modifier {
    case .frame:  // S5.1
      return ModifierChild(frameChildProposal(node, p), .aligned(tree.storedAlignment(node)))
    case .flexibleFrame:  // S5.2
      return ModifierChild(flexibleFrameChildProposal(node, p, size), .aligned(tree.storedAlignment(node)))
    case .containerRelativeFrame:  // S13
      return ModifierChild(containerRelativeChildProposal(node, p), .aligned(tree.storedAlignment(node)))
    case .padding:  // S5.3
      let insets = tree.insets(node)
      return ModifierChild(paddingChildProposal(node, p), .at(Point(x: insets.leading, y: insets.top)))
    case .fixedSize:  // S5.4
      return ModifierChild(unspecifiedOnAxesProposal(node, p), .at(.zero))
    case .aspectRatio:  // S5.5
      return ModifierChild(try aspectRatioChildProposal(node, p), .centred)
    case .scroll:  // S5.6, inside the scroll's container (placement enters it)
      return ModifierChild(unspecifiedOnAxesProposal(node, p), .at(.zero))
    case .offset:  // S16.1
      return ModifierChild(p, .moved(tree.point(node)))
    case .position:  // S16.2
      return ModifierChild(Proposal(width: size.width, height: size.height), .centredOn(tree.point(node)))
    case .geometryReader:  // S16.4
      return ModifierChild(Proposal(width: size.width, height: size.height), .at(.zero))
    case .drawingOnly, .alignmentGuide:  // S16.3, S16.5, S19.4: as if it were not there
      return ModifierChild(p, .at(.zero))
    case .ignoresSafeArea:  // S18.2: as if it were not there, until placement grows it
      return ModifierChild(p, .at(.zero))
    }
  }

  /// Where the child of a modifier of size `size` sits by `record` once it answered `childSize`: as drawn
  /// (`drawn`), or as laid out, which guide values see (an offset's child unmoved, S16.1).
  @inline(__always)
  mutating func modifierChildOrigin(
    _ child: Int, _ record: ModifierChild, _ childSize: Size, in size: Size, drawn: Bool
  ) throws(LayoutError) -> Point {
    switch record.origin {
    case .at(let point):
      return point
    case .aligned(let alignment):
      return try alignedOrigin(child, record.proposal, childSize, in: size, alignment)
    case .centred:
      return Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    case .centredOn(let centre):
      return Point(x: centre.x - childSize.width / 2, y: centre.y - childSize.height / 2)
    case .moved(let offset):
      return drawn ? offset : .zero
    }
  }

  /// Places the only child of modifier `node` of kind `modifier`, which was proposed `p` and answered `size`,
  /// by its ``modifierChild(_:_:_:_:)`` record: inside its own container below a scroll (S13), whose frame then
  /// grows under the safe area it touches (S18.5); grown by the margins it touches below an ignoresSafeArea
  /// (S18.2); inside a new safe-area space below a safe-area padding (S18.6).
  mutating func placeModifierChild(_ node: Int, _ modifier: ModifierKind, _ p: Proposal, _ size: Size)
    throws(LayoutError)
  {
    let child = tree.onlyChild(node)
    var record = try modifierChild(node, modifier, p, size)
    if modifier == .scroll {
      let outer = enterContainer(of: p)
      defer { container = outer }
      try placeModifierChild(child, record, in: size)
      if safeAreasActive { noteScrollGrowth(node, size) }
      return
    }
    if modifier == .ignoresSafeArea && safeAreasActive { record = grownIgnoringSafeArea(node, record, size) }
    if modifier == .padding && safeAreasActive && tree.kinds[node].descriptor.definesSafeArea {
      return try placeInSafeAreaPadding(node, child, record, size)  // S18.6
    }
    try placeModifierChild(child, record, in: size)
  }

  /// Sizes `child` for its record's proposal, puts it where the record says, and places it.
  @inline(never)
  mutating func placeModifierChild(_ child: Int, _ record: ModifierChild, in size: Size) throws(LayoutError) {
    let childSize = try self.size(child, record.proposal)
    setPlaced(
      child,
      Rect(origin: try modifierChildOrigin(child, record, childSize, in: size, drawn: true), size: childSize))
    try place(child, record.proposal, childSize)
  }

  /// S5.2: a flexible frame's child is proposed the final size, except nil where the incoming proposal and the
  /// ideal were nil and the size lies strictly between the minimum and the maximum.
  @inline(__always)
  func flexibleFrameChildProposal(_ node: Int, _ p: Proposal, _ size: Size) -> Proposal {
    let width = tree.flexibleAxis(node, .horizontal)
    let height = tree.flexibleAxis(node, .vertical)
    return Proposal(
      width: width.keepsUnspecified(incoming: p.width, size: size.width) ? .nan : size.width,
      height: height.keepsUnspecified(incoming: p.height, size: size.height) ? .nan : size.height)
  }

  /// S19.2: where the only child of modifier `node` (proposed `p`, sized `size`) sits as its explicit guide
  /// values see it, and what it is proposed: its ``modifierChild(_:_:_:_:)`` record, as laid out (an offset's
  /// child unmoved, S16.1; a safe-area ignorer's child without the growth, which depends on where the ignorer
  /// is drawn). Scrolls pass no values and are not asked.
  mutating func modifierChildFrame(_ node: Int, _ modifier: ModifierKind, _ p: Proposal, _ size: Size)
    throws(LayoutError) -> (proposal: Proposal, rect: Rect)
  {
    let child = tree.onlyChild(node)
    let record = try modifierChild(node, modifier, p, size)
    let childSize = try self.size(child, record.proposal)
    let origin = try modifierChildOrigin(child, record, childSize, in: size, drawn: false)
    return (record.proposal, Rect(origin: origin, size: childSize))
  }

  // MARK: One axis (separable modifiers)

  /// The length of a separable frame, flexible frame, padding, fixedSize or scroll along `axis`.
  mutating func modifierLength(_ node: Int, _ modifier: ModifierKind, _ axis: Axis, _ v: Double)
    throws(LayoutError) -> Double
  {
    let step = tree.modifierStep(node, modifier, axis, v)
    if !step.answer.isNaN { return step.answer }
    let child = try length(tree.onlyChild(node), axis, step.childProposal)
    return tree.modifierLength(node, modifier, axis, v, step.childProposal, child: child)
  }

  /// A frame, flexible frame, padding, fixedSize or scroll whose child is a fixed, flexible or spacer leaf:
  /// computed in one small call, without the recursion's cost (nothing below can throw).
  @inline(never)
  mutating func modifierOfPlainLeafLength(_ node: Int, _ axis: Axis, _ v: Double) -> Double {
    statistics.sizeComputations += 2
    let modifier = tree.kinds[node].modifier
    let step = tree.modifierStep(node, modifier, axis, v)
    if !step.answer.isNaN { return step.answer }
    let child = tree.onlyChild(node)
    let childLength = tree.plainLeafLength(tree.kinds[child], child, axis, step.childProposal)
    return tree.modifierLength(node, modifier, axis, v, step.childProposal, child: childLength)
  }
}

// Methods of the (immutable during a pass) tree, not of the pass: calling them never copies the pass's state.
extension LayoutArena {
  /// S5.1–S5.6 along one axis for the separable modifiers, first half: the modifier's length when its child
  /// need not be asked (`answer`, else NaN), and the length to propose to the child.
  @inline(__always)
  func modifierStep(_ node: Int, _ modifier: ModifierKind, _ axis: Axis, _ v: Double)
    -> (answer: Double, childProposal: Double)
  {
    switch modifier {
    case .frame:
      return (frameLength(node, axis), v)
    case .flexibleFrame:
      let constraints = flexibleAxis(node, axis)
      let decided = constraints.decided(v)
      return (decided, decided.isNaN ? constraints.childProposal(v) : .nan)
    case .padding:
      return (.nan, v.isNaN ? Double.nan : Swift.max(v - insetSum(node, axis), 0))
    case .fixedSize, .scroll:
      // nil on the fixed (scrolling) axes
      return (.nan, axes(node).contains(axis) ? .nan : v)
    case .offset, .drawingOnly, .ignoresSafeArea, .alignmentGuide:
      return (.nan, v)
    case .position:
      return (v, v)
    case .geometryReader:
      return (Self.geometryReaderLength(v), .nan)
    case .aspectRatio, .containerRelativeFrame:
      preconditionFailure("not a separable modifier")
    }
  }

  /// Second half: the modifier's length from its child's length `child` for the proposal `q`.
  @inline(__always)
  func modifierLength(_ node: Int, _ modifier: ModifierKind, _ axis: Axis, _ v: Double, _ q: Double, child: Double)
    -> Double
  {
    switch modifier {
    case .flexibleFrame:
      return flexibleAxis(node, axis).resolve(child, q)
    case .padding:
      return Swift.max(child + insetSum(node, axis), 0)
    case .scroll:
      return axes(node).contains(axis) && !v.isNaN ? v : child
    case .frame, .fixedSize, .offset, .drawingOnly, .position, .ignoresSafeArea, .alignmentGuide:
      return child
    case .geometryReader:
      return Self.geometryReaderLength(v)
    case .aspectRatio, .containerRelativeFrame:
      preconditionFailure("not a separable modifier")
    }
  }

  // MARK: Spacer edges

  /// S3.1 (D9): which of its child's spacer edges along a stack's `axis` the modifier `node` keeps: a padding
  /// with a non-zero inset on a side drops that side, a frame constraining `axis` (a container-relative frame
  /// sizing it) drops both, fixedSize and aspectRatio keep both, a scroll view keeps none.
  func spacerEdgesKept(by node: Int, _ modifier: ModifierKind, along axis: Axis) -> (start: Bool, end: Bool) {
    switch modifier {
    case .frame:
      let kept = frameLength(node, axis).isNaN
      return (kept, kept)
    case .flexibleFrame:
      let given = Int(recordStart[node]) + 6 + (axis == .horizontal ? 0 : 3)
      let kept = values[given].isNaN && values[given + 1].isNaN && values[given + 2].isNaN
      return (kept, kept)
    case .padding:
      let insets = insets(node)
      return (insets.start(along: axis) == 0, insets.end(along: axis) == 0)
    case .containerRelativeFrame:
      let kept = !axes(node).contains(axis)
      return (kept, kept)
    case .fixedSize, .aspectRatio, .offset, .drawingOnly, .ignoresSafeArea, .alignmentGuide:
      return (true, true)
    case .scroll, .position, .geometryReader:
      return (false, false)
    }
  }

  // MARK: Constant lengths

  /// A frame's, flexible frame's, padding's or fixedSize's length along `axis` when no proposal changes it,
  /// else NaN.
  func modifierConstant(_ node: Int, _ modifier: ModifierKind, along axis: Axis) -> Double {
    switch modifier {
    case .frame:
      let fixed = frameLength(node, axis)
      return fixed.isNaN ? constantLength(of: onlyChild(node), along: axis) : fixed
    case .flexibleFrame:
      // S5.2: min == max decides every proposal; an unspecified one gets the ideal, or min through the child.
      let constraints = flexibleAxis(node, axis)
      let low = constraints.min
      let decided =
        !low.isNaN && low.bitPattern == constraints.max.bitPattern
        && (constraints.ideal.isNaN || constraints.ideal.bitPattern == low.bitPattern)
      return decided && low > 0 ? low : .nan
    case .padding:
      let childLength = constantLength(of: onlyChild(node), along: axis)
      return childLength.isNaN ? .nan : Swift.max(childLength + insetSum(node, axis), 0)
    case .fixedSize, .offset, .drawingOnly, .ignoresSafeArea, .alignmentGuide:
      return constantLength(of: onlyChild(node), along: axis)
    case .aspectRatio, .scroll, .containerRelativeFrame, .position, .geometryReader:
      return .nan
    }
  }
}

extension NodeKind {
  /// The modifier this kind is; only for the one-child modifiers.
  @inline(__always)
  var modifier: ModifierKind {
    guard case .modifier(let modifier) = descriptor.role else { preconditionFailure("not a modifier") }
    return modifier
  }
}

/// One axis of a normalised flexible frame, or a flexible leaf's axis (S5.2, S2.2); NaN stands for an unset
/// constraint.
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

/// What a one-child modifier does with its child for one proposal (S5, S13, S16, S18.2, S19.4): what it
/// proposes and where the child sits. Placement and the guide values (S19.2) read the same record, so the two
/// never disagree.
struct ModifierChild {
  /// The proposal the child is sized and placed with.
  var proposal: Proposal
  /// Where the child sits in the modifier.
  var origin: ModifierChildOrigin

  @inline(__always)
  init(_ proposal: Proposal, _ origin: ModifierChildOrigin) {
    self.proposal = proposal
    self.origin = origin
  }
}

/// Where a one-child modifier's child sits in the modifier, in points from its top-leading corner.
enum ModifierChildOrigin {
  /// At this point.
  case at(Point)
  /// Aligned inside the modifier by the alignment and the child's guides (S5.1, S5.2, S13, S19.3).
  case aligned(NodeAlignment)
  /// Centred in the modifier (S5.5).
  case centred
  /// Centred on this point (S16.2).
  case centredOn(Point)
  /// At the corner for layout and guides, drawn moved by this much (S16.1).
  case moved(Point)
}
