/// Flow (Docs/Semantics.md S8): wrapping rows of items at their ideal sizes, a new line when the next would pass
/// the width; lines aligned in the flow's width. The reference reading is `ReferenceFlow.swift`, beside this
/// file.
///
/// A flow's use of the per-child scratch (see ``LayoutPass``): each item's ideal size, kept across passes
/// (`itemIdealWidth`, `itemIdealHeight`), whether it sits on a line of its own (`itemOwnLine`), its proposal
/// (`childProposal`: NaN for its ideal, else the width) and its answer (`itemWidth`, `itemHeight`). Per flow,
/// `widestIdealKey` holds the bit pattern of the widest ideal width once the ideals are kept, and
/// `itemsHoldIdeals` is 1 while the item slots hold exactly the ideals (no item has a line of its own).
extension LayoutPass {
  @inline(__always) var itemIdealWidth: ArenaBuffer<Double> { childLow }
  @inline(__always) var itemIdealHeight: ArenaBuffer<Double> { childHigh }
  @inline(__always) var itemOwnLine: ArenaBuffer<Int32> { childOrder }
  @inline(__always) var itemWidth: ArenaBuffer<Double> { childMajor }
  @inline(__always) var itemHeight: ArenaBuffer<Double> { childMinor }
  @inline(__always) var widestIdealKey: SparseNodeBuffer<UInt64> { orderKey }
  @inline(__always) var itemsHoldIdeals: SparseNodeBuffer<Int32> { choice }

  /// Asks every item of a flow for its size and returns the flow's size (S8.1–S8.3).
  @inline(never)
  mutating func measureFlow(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let slots = tree.slots(of: node)
    if slots.isEmpty { return .zero }
    distributedWidthKey[node] = LayoutPass.noKey
    let width = p.width
    let bounded = width.isFinite
    // The items' ideal sizes do not depend on the flow's proposal: after the first time they are kept (unless
    // an item reads its container). While the slots hold exactly the ideals, a width that fits the widest item
    // changes nothing in them.
    let keepsIdeals = !tree.isContainerDependent(node)
    let idealsKnown = keepsIdeals && widestIdealKey[node] != LayoutPass.noKey
    let slotsHoldIdeals =
      idealsKnown && itemsHoldIdeals[node] == 1 && !(bounded && Double(bitPattern: widestIdealKey[node]) > width)
    if !slotsHoldIdeals {
      itemsHoldIdeals[node] = 0  // until the loop completes
      var widestIdeal = 0.0
      var anyOwnLine = false
      for slot in slots {
        let child = Int(tree.childList[slot])
        var answer: Size
        if idealsKnown {
          answer = Size(width: itemIdealWidth[slot], height: itemIdealHeight[slot])
        } else {
          answer = try size(child, .unspecified)
          itemIdealWidth[slot] = answer.width
          itemIdealHeight[slot] = answer.height
        }
        widestIdeal = Swift.max(widestIdeal, answer.width)
        var ownLine: Int32 = 0
        var proposed = Double.nan
        if bounded && answer.width > width {
          answer = try size(child, Proposal(width: width, height: .nan))
          ownLine = 1
          proposed = width
          anyOwnLine = true
        }
        childProposal[slot] = proposed
        itemWidth[slot] = answer.width
        itemHeight[slot] = answer.height
        itemOwnLine[slot] = ownLine
      }
      if keepsIdeals {
        widestIdealKey[node] = widestIdeal.bitPattern
        itemsHoldIdeals[node] = anyOwnLine ? 0 : 1
      }
    }
    let (spacing, lineSpacing) = tree.flowSpacing(node)
    if bounded && keepsIdeals && itemsHoldIdeals[node] == 1 && tree.flags[node] & NodeFlags.identicalLeaves != 0 {
      // Alike items: every full line is the same, so the size takes one walk over a line and one over lines.
      let alike = AlikeFlowLines(
        count: slots.count, itemWidth: itemWidth[slots.lowerBound], spacing: spacing, width: width)
      var widest = 0.0
      if alike.lineCount > 1 { widest = Swift.max(widest, alike.fullWidth) }
      widest = Swift.max(widest, alike.lastWidth)
      var y = 0.0
      let lineHeight = Swift.max(0, itemHeight[slots.lowerBound])
      for line in 0..<alike.lineCount {
        if line > 0 { y = y + lineSpacing }
        y = y + lineHeight
      }
      distributedWidthKey[node] = Proposal.key(p.width)
      distributedHeightKey[node] = Proposal.key(p.height)
      return Size(width: widest, height: Swift.max(y, 0))
    }
    var lines = FlowLines(spacing: spacing, lineSpacing: lineSpacing, width: width)
    var widest = 0.0
    if bounded && keepsIdeals && itemsHoldIdeals[node] == 1 {
      // No item has a line of its own: the plain line break.
      for slot in slots {
        if let closed = lines.addPlain(itemWidth[slot], itemHeight[slot]) { widest = Swift.max(widest, closed) }
      }
    } else {
      for slot in slots {
        if let closed = lines.add(itemWidth[slot], itemHeight[slot], ownLine: itemOwnLine[slot] != 0) {
          widest = Swift.max(widest, closed)
        }
      }
    }
    widest = Swift.max(widest, lines.close())
    if !tree.isContainerDependent(node) {  // S13.4: the items' answers may depend on the container
      distributedWidthKey[node] = Proposal.key(p.width)
      distributedHeightKey[node] = Proposal.key(p.height)
    }
    // A negative line spacing may overlap lines but never makes the flow's size negative.
    return Size(width: widest, height: Swift.max(lines.y, 0))
  }

  /// S8.4: lines top to bottom, items top-aligned in their line, each line aligned in the flow's width.
  @inline(never)
  mutating func placeFlow(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    if distributedWidthKey[node] != Proposal.key(p.width) || distributedHeightKey[node] != Proposal.key(p.height) {
      _ = try measureFlow(node, p)
    }
    let slots = tree.slots(of: node)
    let (spacing, lineSpacing) = tree.flowSpacing(node)
    let alignment = tree.storedAlignment(node).horizontal
    // No item has a line of its own (see `measureFlow`): the plain line break.
    let plain = p.width.isFinite && !tree.isContainerDependent(node) && itemsHoldIdeals[node] == 1
    if plain && tree.flags[node] & NodeFlags.identicalLeaves != 0 {
      placeAlikeFlowItems(slots, width: p.width, flowWidth: size.width, spacing, lineSpacing, alignment)
      return
    }
    var lines = FlowLines(spacing: spacing, lineSpacing: lineSpacing, width: p.width)
    // One walk: each item is put at its place in its line, as if the line were leading-aligned, and placed;
    // when a line is complete, its items move by the line's alignment offset.
    var lineStart = slots.lowerBound
    var line = 0.0
    for slot in slots {
      let startsLine = lines.isEmpty
      let width = itemWidth[slot]
      let opened =
        plain
        ? lines.addPlain(width, itemHeight[slot]) : lines.add(width, itemHeight[slot], ownLine: itemOwnLine[slot] != 0)
      if let closed = opened {
        alignFlowLine(lineStart, slot, width: closed, size.width, alignment)
        lineStart = slot
        line = 0
      } else if !startsLine {
        line = line + spacing
      }
      let child = Int(tree.childList[slot])
      let x = line
      line = x + width
      let childSize = Size(width: width, height: itemHeight[slot])
      setPlaced(child, Rect(origin: Point(x: x, y: lines.openLineTop), size: childSize))
      // With safe areas a placement reads where the item is (S18): items are placed once their line is aligned.
      if !safeAreasActive { try place(child, Proposal(width: childProposal[slot], height: .nan), childSize) }
    }
    alignFlowLine(lineStart, slots.upperBound, width: lines.line, size.width, alignment)
    if safeAreasActive {
      for slot in slots {
        let child = Int(tree.childList[slot])
        try place(child, Proposal(width: childProposal[slot], height: .nan), placed[child].size)
      }
    }
  }

  /// `placeFlow` for items that are plain leaves alike, none on a line of its own: line by line, with the
  /// positions the item-by-item walk computes (the same operations in the same order), and no placement call
  /// for the leaves.
  private mutating func placeAlikeFlowItems(
    _ slots: Range<Int>, width: Double, flowWidth: Double, _ spacing: Double, _ lineSpacing: Double,
    _ alignment: AxisAlignment
  ) {
    let itemWidth = self.itemWidth[slots.lowerBound]
    let itemHeight = self.itemHeight[slots.lowerBound]
    let alike = AlikeFlowLines(count: slots.count, itemWidth: itemWidth, spacing: spacing, width: width)
    let lineHeight = Swift.max(0, itemHeight)
    var y = 0.0
    var slot = slots.lowerBound
    for line in 0..<alike.lineCount {
      let isLast = line == alike.lineCount - 1
      let top = line > 0 ? y + lineSpacing : y
      let offset = alignment.offset(child: isLast ? alike.lastWidth : alike.fullWidth, in: flowWidth)
      var x = 0.0
      for item in 0..<(isLast ? alike.lastCount : alike.perLine) {
        if item > 0 { x = (x + itemWidth) + spacing }
        setPlaced(
          Int(tree.childList[slot]),
          Rect(x: offset.bitPattern == 0 ? x : offset + x, y: top, width: itemWidth, height: itemHeight))
        slot += 1
      }
      if line > 0 { y = y + lineSpacing }
      y = y + lineHeight
    }
  }

  /// Moves the items of one complete line by its alignment offset in the flow's width. (An item's `x` is never
  /// −0, so adding an offset of +0 would change nothing: that case is skipped.)
  @inline(__always)
  private mutating func alignFlowLine(
    _ start: Int, _ end: Int, width: Double, _ flowWidth: Double, _ alignment: AxisAlignment
  ) {
    let offset = alignment.offset(child: width, in: flowWidth)
    if offset.bitPattern == 0 { return }
    for slot in start..<end {
      let child = Int(tree.childList[slot])
      var frame = placed[child]
      frame.origin.x = offset + frame.origin.x
      setPlaced(child, frame)
    }
  }
}

/// Greedy line breaking of a flow (S8.2–S8.3), shared by sizing and placement so both break identically.
struct FlowLines {
  let spacing: Double
  let lineSpacing: Double
  let width: Double
  /// The running width of the open line.
  var line = 0.0
  /// The tallest item of the open line.
  var lineHeight = 0.0
  var lineHasOwnItem = false
  var isEmpty = true
  /// The number of closed lines.
  var closedLines = 0
  /// The running height: after `close()`, the flow's height.
  var y = 0.0

  init(spacing: Double, lineSpacing: Double, width: Double) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.width = width
  }

  /// Whether an item of width `itemWidth` joins the open line.
  func joins(_ itemWidth: Double, ownLine: Bool) -> Bool {
    if isEmpty { return true }
    if !width.isFinite { return true }
    return !ownLine && !lineHasOwnItem && (line + spacing) + itemWidth <= width
  }

  /// `add` for an item without a line of its own, in a flow of finite width where no item has one.
  @inline(__always)
  mutating func addPlain(_ itemWidth: Double, _ itemHeight: Double) -> Double? {
    if isEmpty {
      isEmpty = false
      line = itemWidth
      lineHeight = Swift.max(0, itemHeight)
      return nil
    }
    let joined = (line + spacing) + itemWidth
    if joined <= width {
      line = joined
      lineHeight = Swift.max(lineHeight, itemHeight)
      return nil
    }
    let closed = line
    closeLine()
    line = itemWidth
    lineHeight = Swift.max(0, itemHeight)
    return closed
  }

  /// Adds an item; returns the width of the line it closed, if it opened a new one.
  mutating func add(_ itemWidth: Double, _ itemHeight: Double, ownLine: Bool) -> Double? {
    if isEmpty {
      isEmpty = false
      line = itemWidth
      lineHeight = Swift.max(0, itemHeight)
      lineHasOwnItem = ownLine
      return nil
    }
    if joins(itemWidth, ownLine: ownLine) {
      line = (line + spacing) + itemWidth
      lineHeight = Swift.max(lineHeight, itemHeight)
      return nil
    }
    let closed = line
    closeLine()
    line = itemWidth
    lineHeight = Swift.max(0, itemHeight)
    lineHasOwnItem = ownLine
    return closed
  }

  /// The top of the open line (valid once the previous lines are closed).
  var openLineTop: Double { closedLines > 0 ? y + lineSpacing : y }

  private mutating func closeLine() {
    if closedLines > 0 { y = y + lineSpacing }
    y = y + lineHeight
    closedLines += 1
  }

  /// Closes the open line, if any; returns its width (0 when there was none).
  mutating func close() -> Double {
    guard !isEmpty else { return 0 }
    let closed = line
    closeLine()
    isEmpty = true
    return closed
  }
}

/// How `count` items alike (one width, none on a line of its own) break into lines of a finite width: the lines
/// `FlowLines` builds item by item, found in one walk over the first line. Every line restarts from one item and
/// adds the same sums, so every full line holds `perLine` items and is `fullWidth` wide; the last holds
/// `lastCount` (≤ `perLine`) and is `lastWidth` wide.
struct AlikeFlowLines {
  let perLine: Int
  let fullWidth: Double
  let lineCount: Int
  let lastCount: Int
  let lastWidth: Double

  init(count: Int, itemWidth: Double, spacing: Double, width: Double) {
    var line = itemWidth
    var perLine = 1
    while perLine < count {
      let joined = (line + spacing) + itemWidth
      guard joined <= width else { break }
      line = joined
      perLine += 1
    }
    self.perLine = perLine
    fullWidth = line
    lineCount = (count + perLine - 1) / perLine
    lastCount = count - (lineCount - 1) * perLine
    var last = itemWidth
    for _ in 1..<Swift.max(lastCount, 1) { last = (last + spacing) + itemWidth }
    lastWidth = last
  }
}
