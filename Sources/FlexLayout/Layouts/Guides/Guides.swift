/// Alignment guides (Docs/Semantics.md S19): a node's explicit guide values (text baselines, alignment guides,
/// and what one-child layouts, stacks and selectors pass up), and the alignment of children by guide values.
/// The reference reading is `ReferenceGuides.swift`, beside this file.
///
/// A node's value for a guide is computed for the proposal it was given and the size it answered, and is NaN
/// here where it has no explicit value. Only nodes whose mask (``LayoutArena/guideMasks``) says they may set
/// the guide are asked, so trees without text, alignment guides or custom alignments never come here.
extension LayoutPass {
  // MARK: Values

  /// S19.2: `node`'s explicit value for guide `number` when proposed `p` and sized `size`, NaN for none.
  mutating func explicitGuide(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size) throws(LayoutError)
    -> Double
  {
    let facts = tree.guideFacts[Int(number)]
    guard tree.maySet(tree.guideMasks[node], number), size[facts.axis].isFinite else { return .nan }
    if tree.kinds[node].isLeaf { return try leafBaseline(node, number, p, size) }
    // A node's value is asked by its parent's sizing and placement and by each ancestor's: once per pass.
    let key = GuideValueKey(
      node: Int32(node), number: number, width: Proposal.key(p.width), height: Proposal.key(p.height),
      containerWidth: Proposal.key(container.width), containerHeight: Proposal.key(container.height))
    if let known = guideValueMemo[key] { return known }
    // S19.2: a value that is not finite (a child placed at an infinite offset) is none.
    let value = LayoutArena.finiteGuideValue(try computeExplicitGuide(node, number, p, size, facts))
    guideValueMemo[key] = value
    return value
  }

  private mutating func computeExplicitGuide(
    _ node: Int, _ number: Int32, _ p: Proposal, _ size: Size, _ facts: GuideFacts
  ) throws(LayoutError) -> Double {
    let descriptor = tree.kinds[node].descriptor
    switch descriptor.explicitGuides {
    case .noValues:
      return .nan
    case .own:
      return try leafBaseline(node, number, p, size)
    case .child:
      switch descriptor.role {
      case .modifier(let modifier):
        let frame = try modifierChildFrame(node, modifier, p, size)
        let value = try explicitGuide(tree.onlyChild(node), number, frame.proposal, frame.rect.size)
        return value.isNaN ? value : frame.rect.origin[facts.axis] + value
      case .decoration:
        // S15.1: the primary answers and is placed as the node, with its proposal.
        return try explicitGuide(tree.child(node, 0), number, p, size)
      case .leaf, .stack, .zstack, .flow, .grid, .selector, .split, .custom:
        return .nan
      }
    case .childAndOwn:
      let child = tree.onlyChild(node)
      if tree.guideTarget(node) == number { return try alignmentGuideValue(node, child, p, size) }
      return try explicitGuide(child, number, p, size)
    case .merged:
      // S19.2: edges and centres never pass a stack.
      if facts.fallback < 0 && number < GuideNumber.firstBaseline { return .nan }
      if case .stack(let axis) = descriptor.role { return try stackExplicitGuide(node, number, p, size, axis) }
      return try zstackExplicitGuide(node, number, size)
    case .shown:
      guard case .selector(let selector) = descriptor.role else { return .nan }
      return try explicitGuide(tree.child(node, try choice(node, selector, p)), number, p, size)
    case .answeredByLayout:
      return try customExplicitGuide(node, number, p, size)
    }
  }

  /// The explicit value for guide `number`, or for a custom alignment with none, its default guide's
  /// (S19.2); NaN when the chain ends without one.
  mutating func resolvedGuide(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size) throws(LayoutError)
    -> Double
  {
    var current = number
    while true {
      let value = try explicitGuide(node, current, p, size)
      let fallback = tree.guideFacts[Int(current)].fallback
      if !value.isNaN || fallback < 0 { return value }
      current = fallback
    }
  }

  /// S19.3: how far `node`'s value for guide `number` lies from the guide's default (its fraction of the
  /// node's length); 0 without an explicit value or on a non-finite length.
  mutating func guideDeviation(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size) throws(LayoutError)
    -> Double
  {
    let facts = tree.guideFacts[Int(number)]
    guard tree.guideMasks[node] & facts.classes != 0 else { return 0 }
    let value: Double
    if facts.fallback < 0 && tree.kinds[node] == .text {
      // A text's only explicit values are its baselines (the common case of a baseline row, kept short).
      guard number >= GuideNumber.firstBaseline, size.height.isFinite else { return 0 }
      if _slowPath(tree.kindCounts.typeSizeSetting != 0) {
        value = limitedTextBaseline(node, last: number == GuideNumber.lastBaseline, p)
      } else {
        value = Self.textBaseline(
          tree, node, typeSize == .large ? tree.values : scaledValues, typeSize, number == GuideNumber.lastBaseline, p)
      }
    } else {
      value = try resolvedGuide(node, number, p, size)
    }
    if value.isNaN { return 0 }
    return value - LayoutArena.defaultGuideValue(facts.fraction, size[facts.axis])
  }

  /// S19.1: a text's or measured leaf's baseline for guide `number` (proposed `p`, sized `size`), NaN for other
  /// guides.
  private mutating func leafBaseline(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size) throws(LayoutError)
    -> Double
  {
    guard number == GuideNumber.firstBaseline || number == GuideNumber.lastBaseline else { return .nan }
    if tree.kinds[node] == .measured {
      guard let function = tree.baselineFunctions[Int32(node)], let answer = function(size) else { return .nan }
      let value = number == GuideNumber.firstBaseline ? answer.first : answer.last
      if !value.isFinite { throw fail(node, LayoutArena.badBaselineMessage(value, size)) }
      return value
    }
    if _slowPath(tree.kindCounts.typeSizeSetting != 0) {
      return limitedTextBaseline(node, last: number == GuideNumber.lastBaseline, p)
    }
    let words = typeSize == .large ? tree.values : scaledValues
    return Self.textBaseline(tree, node, words, typeSize, number == GuideNumber.lastBaseline, p)
  }

  /// S19.1: a text's first baseline, or its last kept line's: the lines as the text wrapped and kept them for
  /// its proposal `p` (S2.3).
  static func textBaseline(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ last: Bool,
    _ p: Proposal
  ) -> Double {
    if tree.textHasNoLines(node) { return .nan }
    let baseline = firstTextBaseline(tree, node, typeSize)
    if !last { return baseline }
    let lineHeight = tree.scaledTextLineHeight(node, tree.textLineHeight(node), typeSize)
    return Double(textLines(tree, node, words, typeSize, p).kept - 1) * lineHeight + baseline
  }

  /// S2.3, S2.7: how text `node` wraps for `p`: the lines its words need at the proposed width (each run between
  /// forced line breaks wrapped on its own, an empty run an empty line), the lines it keeps (S2.3's cap: line
  /// limit, and the height proposal unless it reserves its lines), and its widest kept line.
  static func textLines(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal
  ) -> TextLines {
    let range = tree.textWords(node)
    let flags = tree.flags[node]
    let breaks = flags & NodeFlags.textBreaksLines != 0 ? tree.textLineBreaks(node) : 0..<0
    let width: Double? = p.width.isNaN ? nil : p.width + 0
    if range.isEmpty && breaks.isEmpty {
      return TextLines(needed: 0, kept: 0, widestKeptLine: 0, proposedWidth: width)
    }
    let metrics = tree.textMetrics(node)
    let space = tree.scaledTextLength(node, metrics.space, typeSize)
    let reserves = flags & NodeFlags.textReservesLines != 0
    let lineHeight = tree.scaledTextLineHeight(node, metrics.lineHeight, typeSize)
    // The most lines the text keeps, however many it needs (kept = min(needed, cap)); no allocation: the
    // baseline rows read this on every pass.
    let cap = LayoutArena.keptLines(
      .max, limit: metrics.lineLimit, reserves: reserves, proposedHeight: p.height, lineHeight: lineHeight)
    let unbounded = p.width.isNaN || p.width == .infinity
    let breaksWords = !unbounded && tree.textHasCharacters(node)
    var needed = 1
    var widest = 0.0
    var broken = 0
    var start = range.lowerBound
    var nextBreak = breaks.lowerBound
    while true {
      // The run of words up to the next forced break (or the last word); an empty run is an empty line.
      let end = nextBreak < breaks.upperBound ? range.lowerBound &+ Int(tree.values[nextBreak]) : range.upperBound
      var line = 0.0
      if start < end {
        line = words[start]
        if breaksWords && line > p.width {
          line = brokenWord(tree, node, words, start &- range.lowerBound, p.width, cap, &needed, &widest, &broken)
        }
        for index in (start + 1)..<end {
          let joined = (line + space) + words[index]
          if unbounded || joined <= p.width {
            line = joined
          } else {
            if needed <= cap { widest = Swift.max(widest, line) }
            needed += 1
            line = words[index]
            if breaksWords && line > p.width {
              line = brokenWord(
                tree, node, words, index &- range.lowerBound, p.width, cap, &needed, &widest, &broken)
            }
          }
        }
      }
      if needed <= cap { widest = Swift.max(widest, line) }
      if nextBreak == breaks.upperBound { break }
      needed += 1
      nextBreak += 1
      start = end
    }
    return TextLines(
      needed: needed, kept: Swift.min(needed, cap), widestKeptLine: widest, proposedWidth: width, brokenWords: broken)
  }

  /// S2.9: word `word` (counted from the text's first), wider than the finite `width`, starting a line: its
  /// characters fill lines up to the first that does not fit (at least one a line). Counts each line it fills in
  /// `needed` (the widths of those within `cap` in `widest`), in `broken` the word if it filled more than one
  /// line from a kept one, and returns its last piece, the line it leaves open.
  static func brokenWord(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ word: Int, _ width: Double, _ cap: Int,
    _ needed: inout Int, _ widest: inout Double, _ broken: inout Int
  ) -> Double {
    let first = needed
    defer { if needed > first && first <= cap { broken += 1 } }
    let characters = tree.textCharacters(node, word: word)
    var piece = words[characters.lowerBound]
    for index in (characters.lowerBound + 1)..<characters.upperBound {
      let joined = piece + words[index]
      if joined <= width {
        piece = joined
      } else {
        if needed <= cap { widest = Swift.max(widest, piece) }
        needed += 1
        piece = words[index]
      }
    }
    return piece
  }

  /// S19.1: a text's first baseline: its given baseline, or 0.8 of its line height, scaled for `typeSize`.
  @inline(__always)
  static func firstTextBaseline(_ tree: LayoutArena, _ node: Int, _ typeSize: DynamicTypeSize) -> Double {
    let given = tree.textBaseline(node)
    // At the default size nothing is scaled (the common case, kept free of the scaling's calls).
    if typeSize == .large { return given.isNaN ? tree.textLineHeight(node) * TextLeaf.defaultBaselineFraction : given }
    return scaledFirstTextBaseline(tree, node, given, typeSize)
  }

  /// ``firstTextBaseline(_:_:_:)`` at a size other than the default, given the text's `given` baseline.
  @inline(never)
  private static func scaledFirstTextBaseline(
    _ tree: LayoutArena, _ node: Int, _ given: Double, _ typeSize: DynamicTypeSize
  ) -> Double {
    if given.isNaN {
      return tree.scaledTextLineHeight(node, tree.textLineHeight(node), typeSize)
        * TextLeaf.defaultBaselineFraction
    }
    return tree.scaledTextLength(node, given, typeSize)
  }

  /// S19.4: an alignment guide's value for its own guide, from its child's dimensions (the child is proposed
  /// `p` and answers `size`, as the node does); NaN (none) when a data form reads a length that is not finite.
  private mutating func alignmentGuideValue(_ node: Int, _ child: Int, _ p: Proposal, _ size: Size)
    throws(LayoutError) -> Double
  {
    guard let value = tree.guideValues[Int32(node)] else { return .nan }
    switch value {
    case .guide(_, let plus):
      let read = tree.guideRead(node)
      let facts = tree.guideFacts[Int(read)]
      let resolved = try resolvedGuide(child, read, p, size)
      // Not finite (it read a length that is not): none, as `explicitGuide` makes every such value (S19.4).
      return (resolved.isNaN ? LayoutArena.defaultGuideValue(facts.fraction, size[facts.axis]) : resolved) + plus
    case .widthFraction, .heightFraction:
      return value.value(in: ViewDimensions(width: size.width, height: size.height))
    case .computed(let function):
      // Called once per pass for a proposal: `explicitGuide` memoises this node's value (`guideValueMemo`).
      var explicit: [AlignmentGuide: Double] = [:]
      for number in tree.guideTable.indices {
        let found = try explicitGuide(child, Int32(number), p, size)
        if !found.isNaN { explicit[tree.guideTable[number]] = found }
      }
      let answer = function(ViewDimensions(width: size.width, height: size.height, explicit: explicit))
      if !answer.isFinite { throw fail(node, LayoutArena.badGuideMessage(answer, size)) }
      return answer
    }
  }

  // MARK: Merging (S19.2)

  /// A stack's explicit value: its children's, each shifted by where it sits, merged.
  private mutating func stackExplicitGuide(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size, _ axis: Axis)
    throws(LayoutError) -> Double
  {
    let placingMinor = try distributeForPlacing(node, p, size, axis: axis)
    let guided = tree.flags[node] & NodeFlags.alignsByGuides != 0
    let alignment = tree.storedAlignment(node).along(axis.other)
    let guideAxis = tree.guideFacts[Int(number)].axis
    var merged = GuideMerge(rule: GuideMerge.Rule(number))
    var position = 0.0
    for slot in tree.slots(of: node) {
      let child = Int(tree.childList[slot])
      position = position + tree.gapsBefore[child]
      if tree.maySet(tree.guideMasks[child], number) {
        let childSize = Size(childMajor[slot], childMinor[slot], along: axis)
        let value = try explicitGuide(
          child, number, Proposal(childProposal[slot], placingMinor, along: axis), childSize)
        if !value.isNaN {
          let origin =
            guideAxis == axis
            ? position
            : alignment.offset(child: childMinor[slot], in: size[axis.other]) + (guided ? childGuide[slot] : 0)
          merged.add(origin + value)
        }
      }
      position = position + childMajor[slot]
    }
    return merged.value
  }

  /// A zstack's explicit value: its children's (proposed its size), each shifted by where it sits, merged.
  private mutating func zstackExplicitGuide(_ node: Int, _ number: Int32, _ size: Size) throws(LayoutError) -> Double {
    let proposal = Proposal(width: size.width, height: size.height)
    let shifts = try zstackGuideShifts(node, proposal)
    let alignment = tree.storedAlignment(node)
    let guideAxis = tree.guideFacts[Int(number)].axis
    var merged = GuideMerge(rule: GuideMerge.Rule(number))
    for slot in tree.slots(of: node) {
      let child = Int(tree.childList[slot])
      guard tree.maySet(tree.guideMasks[child], number) else { continue }
      let childSize = try self.size(child, proposal)
      let value = try explicitGuide(child, number, proposal, childSize)
      if value.isNaN { continue }
      let origin = zstackChildOrigin(slot, childSize, in: size, alignment, shifts)
      merged.add(origin[guideAxis] + value)
    }
    return merged.value
  }

  // MARK: Aligning by guides (S19.3)

  /// A stack that aligns by guides, just distributed for the minor proposal `minor`: leaves its children's
  /// corrections in their slots for placement (which, like the rest of a distribution, a live tree's grown pass
  /// carries over), and returns the union of its children lined up (`nil`: the plain rule, the largest child).
  @inline(never)
  mutating func stackMinorByGuides(_ node: Int, axis: Axis, minor: Double) throws(LayoutError) -> Double? {
    try stackGuideShift(node, axis: axis, placingMinor: minor).union
  }

  /// Places a guided stack's children (distributed for the placing proposal, in their slots): along the axis
  /// end to end as S3.6, across at the plain offset plus the child's correction.
  @inline(never)
  mutating func placeStackChildrenByGuides(_ node: Int, axis: Axis, placingMinor: Double, minorSize: Double)
    throws(LayoutError)
  {
    let across = tree.storedAlignment(node).along(axis.other)
    var along = 0.0
    for slot in tree.slots(of: node) {
      let child = Int(tree.childList[slot])
      along = along + tree.gapsBefore[child]
      let offset = across.offset(child: childMinor[slot], in: minorSize) + childGuide[slot]
      let origin = axis == .horizontal ? Point(x: along, y: offset) : Point(x: offset, y: along)
      let childSize = Size(childMajor[slot], childMinor[slot], along: axis)
      setPlaced(child, Rect(origin: origin, size: childSize))
      along = along + childMajor[slot]
      try place(child, Proposal(childProposal[slot], placingMinor, along: axis), childSize)
    }
  }

  /// A stack that aligns by guides: finds each child's deviation along the minor axis (the children's sizes and
  /// proposals are in their slots), and leaves in `childGuide` each child's correction to its plain offset, the
  /// shift less its deviation; returns the shift and the union of the children lined up (0 and `nil`, and
  /// corrections of 0, when no child deviates or some child's length across is not finite: then guides are
  /// ignored and the plain rules apply).
  mutating func stackGuideShift(_ node: Int, axis: Axis, placingMinor: Double) throws(LayoutError)
    -> (shift: Double, union: Double?)
  {
    guard tree.flags[node] & NodeFlags.alignsByGuides != 0 else { return (0, nil) }
    let number = tree.storedAlignment(node).guide(axis.other)
    let facts = tree.guideFacts[Int(number)]
    // A row by first baselines: a text child's deviation is its baseline less its height, read here without
    // the general path's calls (the common case, and the one issue 16's cost bound is measured on).
    let firstBaselines = number == GuideNumber.firstBaseline
    var deviates = false
    var finite = true
    for slot in tree.slots(of: node) {
      let child = Int(tree.childList[slot])
      let length = childMinor[slot]
      if !length.isFinite { finite = false }
      var deviation = 0.0
      if tree.guideMasks[child] & facts.classes != 0 {
        if firstBaselines && tree.kinds[child] == .text && !tree.textHasNoLines(child) {
          deviation =
            length.isFinite
            ? Self.firstTextBaseline(tree, child, tree.typeSize(of: child, under: typeSize))
              - length : 0
        } else {
          let childSize = Size(childMajor[slot], length, along: axis)
          let proposal = Proposal(childProposal[slot], placingMinor, along: axis)
          deviation = try guideDeviation(child, number, proposal, childSize)
        }
      }
      childGuide[slot] = deviation
      if deviation != 0 { deviates = true }
    }
    if !deviates || !finite {
      for slot in tree.slots(of: node) { childGuide[slot] = 0 }
      return (0, nil)
    }
    let fraction = facts.fraction
    let span = guideSpan(tree.slots(of: node), fraction, lengths: childMinor, deviations: childGuide, counted: nil)
    // Each slot keeps its child's whole correction to the plain offset, for placement to add.
    for slot in tree.slots(of: node) { childGuide[slot] = span.shift - childGuide[slot] }
    return (span.shift, span.union)
  }

  /// The largest guide value `maxG` and the union `U = max(length + (maxG − value))` of the children in `slots`
  /// (those with priority `counted`, when given) lined up by their values (default + deviation), and the
  /// shift `maxG − default(U)` that puts the union where the plain fraction puts one child of length `U`.
  func guideSpan(
    _ slots: Range<Int>, _ fraction: AxisAlignment, lengths: ArenaBuffer<Double>, deviations: ArenaBuffer<Double>,
    counted: Double?
  ) -> (shift: Double, union: Double) {
    var largest = -Double.infinity
    for slot in slots {
      if let counted, tree.priorities[Int(tree.childList[slot])] != counted { continue }
      largest = Swift.max(largest, LayoutArena.defaultGuideValue(fraction, lengths[slot]) + deviations[slot])
    }
    // Each length plus how far its value sits below the largest: exact for the child with the largest value,
    // and never shorter than any child (a float sum of a length and a non-negative term is at least the length).
    var union = -Double.infinity
    for slot in slots {
      if let counted, tree.priorities[Int(tree.childList[slot])] != counted { continue }
      let value = LayoutArena.defaultGuideValue(fraction, lengths[slot]) + deviations[slot]
      union = Swift.max(union, lengths[slot] + (largest - value))
    }
    return (largest - LayoutArena.defaultGuideValue(fraction, union), union)
  }

  /// A zstack that aligns by guides on an axis: its children's sizes for `proposal` (in `childMajor` as
  /// widths, `childMinor` as heights) and, per guided axis, the deviations (in `childGuide` and
  /// `childLow`) and the shift and union of its top-priority children. Unguided axes get shift 0 and the
  /// plain union (the largest top-priority length).
  mutating func zstackGuideShifts(_ node: Int, _ proposal: Proposal) throws(LayoutError) -> ZStackGuideShifts {
    let slots = tree.slots(of: node)
    let top = tree.topPriority(node)
    var result = ZStackGuideShifts()
    for slot in slots {
      let c = try size(Int(tree.childList[slot]), proposal)
      childMajor[slot] = c.width
      childMinor[slot] = c.height
      if tree.priorities[Int(tree.childList[slot])] == top {
        result.width = Swift.max(result.width, c.width)
        result.height = Swift.max(result.height, c.height)
      }
    }
    let flags = tree.flags[node]
    let alignment = tree.storedAlignment(node)
    for axis in [Axis.horizontal, .vertical] {
      let bit = axis == .horizontal ? NodeFlags.zstackGuidedHorizontally : NodeFlags.zstackGuidedVertically
      let lengths = axis == .horizontal ? childMajor : childMinor
      let deviations = axis == .horizontal ? childGuide : childLow
      var deviates = false
      var finite = true
      if flags & bit != 0 {
        for slot in slots {
          let childSize = Size(width: childMajor[slot], height: childMinor[slot])
          if !lengths[slot].isFinite { finite = false }
          let deviation = try guideDeviation(
            Int(tree.childList[slot]), alignment.guide(axis), proposal, childSize)
          deviations[slot] = deviation
          if deviation != 0 { deviates = true }
        }
      }
      guard deviates && finite else {
        for slot in slots { deviations[slot] = 0 }
        continue
      }
      let fraction = tree.guideFacts[Int(alignment.guide(axis))].fraction
      let span = guideSpan(slots, fraction, lengths: lengths, deviations: deviations, counted: top)
      if axis == .vertical {
        result.verticalShift = span.shift
        result.height = span.union
      } else {
        result.horizontalShift = span.shift
        result.width = span.union
      }
    }
    return result
  }

  /// Where a zstack's child sits (its size `childSize`, its deviations in `childGuide` and `childLow`).
  func zstackChildOrigin(
    _ slot: Int, _ childSize: Size, in space: Size, _ alignment: NodeAlignment,
    _ shifts: ZStackGuideShifts
  ) -> Point {
    Point(
      x: alignment.horizontal.offset(child: childSize.width, in: space.width)
        + (shifts.horizontalShift - childGuide[slot]),
      y: alignment.vertical.offset(child: childSize.height, in: space.height)
        + (shifts.verticalShift - childLow[slot]))
  }

  /// S19.3 for one child in a frame (frames, backgrounds' content): the plain offset, less the child's
  /// deviation from the guide's default (SwiftUI's frame puts the child's guide value on its own default).
  mutating func alignedOrigin(
    _ child: Int, _ proposal: Proposal, _ childSize: Size, in space: Size, _ alignment: NodeAlignment
  ) throws(LayoutError) -> Point {
    var x = alignment.horizontal.offset(child: childSize.width, in: space.width)
    var y = alignment.vertical.offset(child: childSize.height, in: space.height)
    let mask = tree.guideMasks[child]
    if mask != 0 {
      if tree.maySet(mask, alignment.horizontalGuide) && space.width.isFinite {
        x = x - (try guideDeviation(child, alignment.horizontalGuide, proposal, childSize))
      }
      if tree.maySet(mask, alignment.verticalGuide) && space.height.isFinite {
        y = y - (try guideDeviation(child, alignment.verticalGuide, proposal, childSize))
      }
    }
    return Point(x: x, y: y)
  }
}

/// A zstack's alignment by guides: the shift of each axis and the union of its top-priority children.
struct ZStackGuideShifts {
  var horizontalShift = 0.0
  var verticalShift = 0.0
  var width = 0.0
  var height = 0.0
}

/// The key of a node's explicit value for a guide within a pass: the node, the guide, its proposal and the
/// container it sees (a container-relative frame's answers depend on it).
struct GuideValueKey: Hashable {
  var node: Int32
  var number: Int32
  var width: UInt64
  var height: UInt64
  var containerWidth: UInt64
  var containerHeight: UInt64
}

/// S19.2: children's explicit values for one guide, merged: the least first baseline (the top-most), the
/// greatest last baseline (the bottom-most), the running mean of a custom alignment's.
struct GuideMerge {
  enum Rule {
    case least, greatest, mean

    /// The rule of guide number `number`.
    init(_ number: Int32) {
      self = number == GuideNumber.firstBaseline ? .least : number == GuideNumber.lastBaseline ? .greatest : .mean
    }

    /// The rule of `guide`.
    init(_ guide: AlignmentGuide) {
      switch guide {
      case .vertical(.firstTextBaseline): self = .least
      case .vertical(.lastTextBaseline): self = .greatest
      case .horizontal, .vertical: self = .mean
      }
    }
  }

  let rule: Rule
  /// The merged value, NaN until a child's is added.
  var value = Double.nan
  var count = 0.0

  mutating func add(_ child: Double) {
    if count == 0 {
      value = child
    } else {
      switch rule {
      case .least: value = Swift.min(value, child)
      case .greatest: value = Swift.max(value, child)
      case .mean: value = (value * count + child) / (count + 1)
      }
    }
    count += 1
  }
}

extension LayoutArena {
  /// S19.2: an explicit value, or NaN (none) when it is not finite: it read a length that is not finite (a
  /// flexible child's height under an infinite proposal, S19.4), or a child sits at an infinite offset.
  @inline(__always)
  static func finiteGuideValue(_ value: Double) -> Double { value.isFinite ? value : .nan }

  /// A guide's default value for a length: 0, half of it, or all of it.
  @inline(__always)
  static func defaultGuideValue(_ fraction: AxisAlignment, _ length: Double) -> Double {
    switch fraction {
    case .start: return 0
    case .center: return length / 2
    case .end: return length
    }
  }

  /// S2.3, S19.1: the lines a text keeps of `lines` wrapped lines: at most its limit (0: none), and unless it
  /// reserves its lines, at most `max(1, floor(proposedHeight / lineHeight))` for a finite proposed height.
  static func keptLines(_ lines: Int, limit: Int, reserves: Bool, proposedHeight: Double, lineHeight: Double)
    -> Int
  {
    var kept = limit > 0 ? Swift.min(lines, limit) : lines
    if !reserves && lineHeight > 0 && proposedHeight.isFinite {
      let fitting = (proposedHeight / lineHeight).rounded(.down)
      if fitting < Double(kept) { kept = Swift.max(1, Int(fitting)) }
    }
    return kept
  }

  /// The message of a layout failed by a measured leaf's baseline function.
  static func badBaselineMessage(_ value: Double, _ size: Size) -> String {
    "baseline function answered \(value) for the size \(size); a baseline must be finite"
  }

  /// The message of a layout failed by an alignment guide's function.
  static func badGuideMessage(_ value: Double, _ size: Size) -> String {
    "alignment guide function answered \(value) for a child of size \(size); a guide value must be finite"
  }
}
