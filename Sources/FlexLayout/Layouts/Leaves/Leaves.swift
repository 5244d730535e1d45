/// The leaves (Docs/Semantics.md S2): fixed, flexible and spacer leaves answered from their record alone,
/// text wrapped greedily over its word widths, and measured leaves asked through their host function. The
/// reference reading is `ReferenceLeaves.swift`, beside this file.
extension LayoutArena {
  /// S2.1, S2.2, S2.5: a fixed, flexible or spacer leaf's size for `p`.
  @inline(__always)
  func plainLeafSize(_ kind: NodeKind, _ node: Int, _ p: Proposal) -> Size {
    Size(
      width: plainLeafLength(kind, node, .horizontal, p.width),
      height: plainLeafLength(kind, node, .vertical, p.height))
  }

  /// S2.1, S2.2, S2.5 along one axis: a fixed, flexible or spacer leaf's length for the proposed `v` (NaN:
  /// unspecified).
  @inline(__always)
  func plainLeafLength(_ kind: NodeKind, _ node: Int, _ axis: Axis, _ v: Double) -> Double {
    PlainLeaf(self, kind, node).length(axis, v)
  }

  /// The length of a fixed, flexible or spacer leaf when no proposal changes it (S2), else NaN.
  func plainLeafConstant(_ node: Int, along axis: Axis) -> Double {
    switch PlainLeaf(self, kinds[node], node) {
    case .fixed(let width, let height):
      return axis == .horizontal ? width : height
    case .flexible(let horizontal, let vertical):
      // S2.2: min == ideal == max answers min for every proposal (0 is left out: a proposal of −0 would come
      // back as −0).
      let constraints = axis == .horizontal ? horizontal : vertical
      let same =
        constraints.min.bitPattern == constraints.ideal.bitPattern
        && constraints.ideal.bitPattern == constraints.max.bitPattern
      return same && constraints.min.isFinite && constraints.min > 0 ? constraints.min : .nan
    case .spacer(_, let orientation):
      // S2.5: 0 across its stack's axis.
      return orientation != nil && orientation != axis ? 0 : .nan
    }
  }
}

/// A fixed, flexible or spacer leaf's record, read once (stacks of alike leaves read the first child's for all).
enum PlainLeaf {
  case fixed(width: Double, height: Double)
  case flexible(horizontal: FlexibleAxis, vertical: FlexibleAxis)
  case spacer(minLength: Double, orientation: Axis?)

  ///
  /// `kind` is a plain leaf (``NodeKind/isPlainLeaf``; the callers have tested it): the three are told apart by
  /// comparing kinds, which the optimiser keeps small enough to inline into the stacks' hottest loops (reading
  /// the descriptor's role here outlined the whole reading once the kinds grew, +2 % on rows-decorated).
  @inline(__always)
  init(_ arena: LayoutArena, _ kind: NodeKind, _ node: Int) {
    assert(kind.isPlainLeaf, "not a plain leaf")
    if kind == .fixed {
      self = .fixed(width: arena.fixedLength(node, .horizontal), height: arena.fixedLength(node, .vertical))
    } else if kind == .flexible {
      self = .flexible(horizontal: arena.flexibleAxis(node, .horizontal), vertical: arena.flexibleAxis(node, .vertical))
    } else {
      self = .spacer(minLength: arena.spacerMinLength(node), orientation: arena.spacerOrientation(node))
    }
  }

  /// The leaf's length along `axis` for the proposed `v` (NaN: unspecified).
  @inline(__always)
  func length(_ axis: Axis, _ v: Double) -> Double {
    switch self {
    case .fixed(let width, let height):
      return axis == .horizontal ? width : height
    case .flexible(let horizontal, let vertical):
      // S2.2: the ideal for nil, else the proposal clamped to min...max.
      let constraints = axis == .horizontal ? horizontal : vertical
      return v.isNaN ? constraints.ideal : Swift.min(Swift.max(v, constraints.min), constraints.max)
    case .spacer(let minLength, let orientation):
      // S2.5: along its stack's axis (or any axis outside a stack) at least minLength; 0 across.
      if let orientation, orientation != axis { return 0 }
      return v.isNaN ? minLength : Swift.max(v, minLength)
    }
  }

  /// The leaf's size for `p`.
  @inline(__always)
  func size(_ p: Proposal) -> Size {
    Size(width: length(.horizontal, p.width), height: length(.vertical, p.height))
  }
}

extension LayoutPass {
  /// The size leaf `node` of kind `leaf` answers for `p`: the one switch over the leaves.
  @inline(__always)
  mutating func leafSize(_ node: Int, _ leaf: LeafKind, _ p: Proposal) throws(LayoutError) -> Size {
    switch leaf {
    case .fixed, .flexible, .spacer:
      return tree.plainLeafSize(tree.kinds[node], node, p)
    case .text:
      if _slowPath(tree.kindCounts.typeSizeSetting != 0) {
        let answer = limitedTextSize(node, p)
        if !heightRead && limitedTextReadsHeight(node, p, answer) { heightRead = true }
        return answer
      }
      let words = typeSize == .large ? tree.values : scaledValues
      // Issue 29.7: the widths that wrap it the same way answer alike (`size` asks them first).
      let slot = Int(tree.cacheSlots[node])
      var interval = TextWidthInterval()
      let answer = Self.textSize(tree, node, words, typeSize, p, &interval)
      let reads = interval.decided ? interval.readsHeight : Self.textReadsHeight(tree, node, words, typeSize, p, answer)
      if reads { heightRead = true }
      if slot >= 0 && interval.low < interval.high {  // an undecided interval is empty
        cache.storeInterval(slot, interval, lines: reads ? interval.lines : LayoutPass.anyHeight, answer)
      }
      return answer
    case .measured:
      return try measure(node, p)
    case .divider:
      return Self.dividerSize(tree.spacerOrientation(node), dividerThickness, p)
    }
  }

  /// S17: `thickness` across the axis of the enclosing stack `stack` (vertically outside any stack), and
  /// along its length the proposal, 10 where it is nil. (Static, like `textSize`: no copy of the pass.)
  static func dividerSize(_ stack: Axis?, _ thickness: Double, _ p: Proposal) -> Size {
    if stack == .horizontal { return Size(width: thickness, height: p.height.isNaN ? 10 : p.height) }
    return Size(width: p.width.isNaN ? 10 : p.width, height: thickness)
  }

  /// Whether text `node`'s `answer` to `p` would differ under another height proposal. The height only caps the
  /// lines kept (S2.6), and the lines kept grow with the height, from one line at height 0 to every line
  /// unbounded: so the answer is the same for every height exactly when those two ends agree. A text that
  /// reserves its lines ignores the height; one that keeps more than one line differs from its height-0 answer.
  /// (Static, like `textSize`, over the text's scaled `words` at `typeSize`.)
  @inline(never)
  static func textReadsHeight(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal,
    _ answer: Size
  ) -> Bool {
    if tree.flags[node] & NodeFlags.textReservesLines != 0 { return false }
    let lineHeight = tree.scaledTextLineHeight(node, tree.textLineHeight(node), typeSize)
    if lineHeight > 0 && answer.height > lineHeight { return true }
    let ends = textHeightEnds(tree, node, words, typeSize, p, answering: answer)
    return ends.unbounded.width.bitPattern != ends.tight.width.bitPattern
      || ends.unbounded.height.bitPattern != ends.tight.height.bitPattern
  }

  /// Text `node`'s answers at `p`'s width for the two ends of the height: height 0 (`tight`, one line kept) and
  /// unbounded (every line). Between them lie its answers to every other height. `answer`, when given, is
  /// the answer to `p` itself, reused when `p` asks one of the ends.
  @inline(__always)
  static func textHeightEnds(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal,
    answering answer: Size? = nil
  ) -> (tight: Size, unbounded: Size) {
    func end(_ height: Double, isAsked: Bool) -> Size {
      if isAsked, let answer { return answer }
      return textSize(tree, node, words, typeSize, Proposal(width: p.width, height: height))
    }
    return (end(0, isAsked: p.height == 0), end(.nan, isAsked: !p.height.isFinite))
  }

  /// `textReadsHeight` for a text in a tree that limits the Dynamic Type size somewhere (S14.4).
  @inline(never)
  func limitedTextReadsHeight(_ node: Int, _ p: Proposal, _ answer: Size) -> Bool {
    let scale = textScale(node)
    return Self.textReadsHeight(tree, node, scale.words, scale.size, p, answer)
  }

  /// Text `node`'s widths at the proposed `width` under the height proposals 0 and unbounded: the two ends of
  /// its width under any height, the widest kept line only growing with the lines kept.
  @inline(never)
  static func textWidthEnds(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ width: Double
  ) -> (tight: Double, unbounded: Double) {
    let ends = textHeightEnds(tree, node, words, typeSize, Proposal(width: width, height: .nan))
    return (ends.tight.width, ends.unbounded.width)
  }

  /// S2.3: greedy word wrap over the scaled word widths in `words` (the arena's values at `.large`, the pass's
  /// scaled copy otherwise); a text with forced line breaks (S2.7) takes the general walk, `textLines`.
  /// (Static: a call to a non-mutating method from a mutating one copies the pass.)
  @inline(__always)
  static func textSize(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal
  ) -> Size {
    var interval = TextWidthInterval()
    return textSize(tree, node, words, typeSize, p, &interval)
  }

  /// S2.6: the most lines a text keeps under the height proposal `height`: its line limit (0: none), or fewer when
  /// the height holds fewer whole lines, but at least one; every line for a text that reserves its lines
  /// (`reserved` not NaN), whose height is fixed. The walks and a kept answer's heights (``TextWidthInterval``)
  /// both read the cap from here.
  @inline(__always)
  static func textLineCap(lineLimit: Int, lineHeight: Double, reserved: Double, height: Double) -> Int {
    var cap = lineLimit > 0 ? lineLimit : Int.max
    if height.isFinite && lineHeight > 0 && reserved.isNaN {
      let fitting = (height / lineHeight).rounded(.down)
      if fitting < Double(cap) { cap = Swift.max(1, Int(fitting)) }
    }
    return cap
  }

  /// ``textLineCap(lineLimit:lineHeight:reserved:height:)`` for text `node` at `typeSize`.
  static func textLineCap(_ tree: LayoutArena, _ node: Int, _ typeSize: DynamicTypeSize, height: Double) -> Int {
    let metrics = tree.textMetrics(node)
    let lineHeight = tree.scaledTextLineHeight(node, metrics.lineHeight, typeSize)
    let reserved =
      tree.flags[node] & NodeFlags.textReservesLines != 0 ? Double(metrics.lineLimit) * lineHeight : Double.nan
    return textLineCap(lineLimit: metrics.lineLimit, lineHeight: lineHeight, reserved: reserved, height: height)
  }

  /// `textSize`, also setting `interval` to the widths that wrap the text into the same kept lines (issue 29.7),
  /// when the greedy walk below decided the answer; it stays empty on the other paths.
  @inline(never)
  static func textSize(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal,
    _ interval: inout TextWidthInterval
  ) -> Size {
    let range = tree.textWords(node)
    let metrics = tree.textMetrics(node)
    let lineHeight = tree.scaledTextLineHeight(node, metrics.lineHeight, typeSize)
    let flags = tree.flags[node]
    // S2.6: a text that reserves its lines is always lineLimit lines tall, whatever its height proposal.
    let reserved = flags & NodeFlags.textReservesLines != 0 ? Double(metrics.lineLimit) * lineHeight : Double.nan
    if _slowPath(flags & NodeFlags.textBreaksLines != 0) {
      // S2.7: forced breaks wrap each run on its own (the general walk, as the baselines read it).
      let lines = textLines(tree, node, words, typeSize, p)
      return Size(width: lines.widestKeptLine, height: reserved.isNaN ? Double(lines.kept) * lineHeight : reserved)
    }
    if range.isEmpty { return reserved.isNaN ? .zero : Size(width: 0, height: reserved) }
    let space = tree.scaledTextLength(node, metrics.space, typeSize)
    let cap = textLineCap(lineLimit: metrics.lineLimit, lineHeight: lineHeight, reserved: reserved, height: p.height)
    let unbounded = p.width.isNaN || p.width == .infinity
    // S2.9: a word wider than the width that would break between characters takes the general walk.
    let breaksWords = !unbounded && flags & NodeFlags.textBreaksWords != 0
    if breaksWords && p.width == 0 && flags & NodeFlags.textPositiveLengths != 0 {
      // S2.9 at width 0 (a stack's probe of its minimum): every word is wider and breaks, and no two positive
      // characters share a line, so each is a line of its own; the kept lines are the first characters, and
      // when all are kept the widest is the one the record names (scaling keeps the order of widths).
      let characters = tree.textCharacters(afterWords: range)
      let count = characters.count
      if cap >= count {
        let widest = words[characters.lowerBound &+ Int(tree.values[characters.upperBound])]
        return Size(width: widest, height: reserved.isNaN ? Double(count) * lineHeight : reserved)
      }
      var widest = 0.0
      for index in characters.lowerBound..<(characters.lowerBound &+ cap) { widest = Swift.max(widest, words[index]) }
      return Size(width: widest, height: reserved.isNaN ? Double(cap) * lineHeight : reserved)
    }
    var line = words[range.lowerBound]
    if breaksWords && line > p.width { return brokenTextSize(tree, node, words, typeSize, p, reserved, lineHeight) }
    var widest = 0.0
    var lines = 1
    // The narrowest width at which a word would join the line it now starts.
    var joining = Double.infinity
    for index in (range.lowerBound + 1)..<range.upperBound {
      let word = words[index]
      let joined = (line + space) + word
      if unbounded || joined <= p.width {
        line = joined
      } else {
        if breaksWords && word > p.width {
          return brokenTextSize(tree, node, words, typeSize, p, reserved, lineHeight)
        }
        widest = Swift.max(widest, line)
        joining = Swift.min(joining, joined)
        if lines == cap {
          // Cut short: a taller proposal may keep more lines (conservative when the line limit cut it).
          interval = TextWidthInterval(
            low: widest, high: joining, readsHeight: reserved.isNaN && lineHeight > 0, kept: lines, cut: true)
          return Size(width: widest, height: reserved.isNaN ? Double(lines) * lineHeight : reserved)
        }
        lines += 1
        line = word
      }
    }
    widest = Swift.max(widest, line)
    // Every line kept: one line is kept at any height, more are not at height 0.
    interval = TextWidthInterval(
      low: widest, high: joining, readsHeight: reserved.isNaN && lineHeight > 0 && lines > 1, kept: lines, cut: false)
    return Size(width: widest, height: reserved.isNaN ? Double(lines) * lineHeight : reserved)
  }

  /// S2.3, S2.9: the size of a text one of whose words breaks between characters, by the general walk.
  @inline(never)
  static func brokenTextSize(
    _ tree: LayoutArena, _ node: Int, _ words: ArenaBuffer<Double>, _ typeSize: DynamicTypeSize, _ p: Proposal,
    _ reserved: Double, _ lineHeight: Double
  ) -> Size {
    let lines = textLines(tree, node, words, typeSize, p)
    return Size(width: lines.widestKeptLine, height: reserved.isNaN ? Double(lines.kept) * lineHeight : reserved)
  }

  /// S2.4: the host's answer, checked. An answer evicted from the leaf's cache earlier in this pass or in the
  /// pass before is answered again without calling the host.
  @inline(never)
  mutating func measure(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    if !evictedMeasures.isEmpty || !previousEvictedMeasures.isEmpty {
      let key = MeasureKey(node: Int32(node), width: Proposal.key(p.width), height: Proposal.key(p.height))
      if let known = evictedMeasures[key] ?? previousEvictedMeasures[key] {
        statistics.cacheHits += 1
        return known
      }
    }
    statistics.measureCalls += 1
    let proposal = p.proposedSize
    let answer: Size
    do {
      switch tree.measures[Int(tree.aux[node])] {
      case .swift(let function)?: answer = try function(proposal)
      case .c(let function)?: answer = try function.measure(proposal)
      case nil: answer = .zero
      }
    } catch {
      throw fail(node, MeasuredLeaf.thrownMessage(error, proposal: proposal))
    }
    if let problem = MeasuredLeaf.problem(with: answer, to: proposal) { throw fail(node, problem) }
    return answer
  }
}

/// What a text's greedy walk (`LayoutPass.textSize`) knows beyond its answer (issue 29.7): the proposed widths
/// `low..<high` at which the text wraps into the same kept lines, and so answers the same size — from its widest
/// kept line (every line still fits) up to the narrowest width at which a word would join the line it starts —
/// and whether another height proposal would change the answer. Not `decided` (and empty) when another path
/// answered.
///
/// The height enters the walk only as a cap on the lines kept (``LayoutPass/textLineCap(lineLimit:lineHeight:reserved:height:)``),
/// so the answer also holds at every height whose cap keeps the same lines: the same cap when the walk was `cut`
/// short by it, any cap of at least `kept` lines when every line was kept (``lines``).
struct TextWidthInterval {
  var low = Double.infinity
  var high = Double.infinity
  /// Whether another height proposal could change the answer (`LayoutPass.heightRead`).
  var readsHeight = true
  var decided = false
  /// The lines the walk kept, and whether it stopped at its cap with words left.
  var kept = 0
  var cut = false

  init() {}

  /// The greedy walk's record.
  init(low: Double, high: Double, readsHeight: Bool, kept: Int, cut: Bool) {
    self.low = low
    self.high = high
    self.readsHeight = readsHeight
    self.kept = kept
    self.cut = cut
    decided = true
  }

  /// The heights the answer holds at, as a key a cache keeps beside it (see ``serves(_:cap:)``).
  var lines: UInt64 { UInt64(kept) << 1 | (cut ? 1 : 0) }

  /// Whether an answer kept under `lines` holds at a height whose line cap is `cap`.
  @inline(__always)
  static func serves(_ lines: UInt64, cap: Int) -> Bool {
    let kept = Int(truncatingIfNeeded: lines >> 1)
    return lines & 1 == 1 ? cap == kept : cap >= kept
  }

  /// Whether `width` lies inside (false for NaN and ∞: those proposals are cached by their keys).
  @inline(__always)
  func contains(_ width: Double) -> Bool { Self.contains(width, low: low, high: high) }

  /// Whether `width` lies in `low..<high` (false for NaN, and for ∞ when `high` is ∞).
  @inline(__always)
  static func contains(_ width: Double, low: Double, high: Double) -> Bool { width >= low && width < high }
}
