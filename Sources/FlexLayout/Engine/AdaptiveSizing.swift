/// Sizing of the adaptive containers (Docs/Semantics.md S8–S12).
extension LayoutPass {
  // MARK: Flow (S8)

  /// Asks every item of a flow for its size and returns the flow's size; leaves each item's proposal in
  /// `slotProposal` (NaN for its ideal, else the width W), its answer in `slotMajor`/`slotMinor` (width,
  /// height), and whether it sits on a line of its own in `slotOrder` (1) for placement.
  @inline(never)
  mutating func measureFlow(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let start = Int(tree.childStart[node])
    let end = Int(tree.childStart[node + 1])
    if start == end { return .zero }
    distributedWidthKey[node] = LayoutPass.noKey
    let width = p.width
    let bounded = width.isFinite
    // The items' ideal sizes do not depend on the flow's proposal: after the first time they are kept in
    // `slotMin`/`slotMax` (unused by flows), and `orderKey` holds the bit pattern of the widest ideal width
    // (unless an item reads its container). `choice` is 1 while the item slots hold exactly the ideals (no
    // item had a line of its own): then a width that fits the widest item changes nothing in them.
    let keepsIdeals = !tree.containerDependent[node]
    let idealsKnown = keepsIdeals && orderKey[node] != LayoutPass.noKey
    let slotsHoldIdeals =
      idealsKnown && choice[node] == 1 && !(bounded && Double(bitPattern: orderKey[node]) > width)
    if !slotsHoldIdeals {
      choice[node] = 0  // until the loop completes
      var widestIdeal = 0.0
      var anyOwnLine = false
      for slot in start..<end {
        let child = Int(tree.childList[slot])
        var answer: Size
        if idealsKnown {
          answer = Size(width: slotMin[slot], height: slotMax[slot])
        } else {
          answer = try size(child, .unspecified)
          slotMin[slot] = answer.width
          slotMax[slot] = answer.height
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
        slotProposal[slot] = proposed
        slotMajor[slot] = answer.width
        slotMinor[slot] = answer.height
        slotOrder[slot] = ownLine
      }
      if keepsIdeals {
        orderKey[node] = widestIdeal.bitPattern
        choice[node] = anyOwnLine ? 0 : 1
      }
    }
    let parameters = tree.params[node]
    if bounded && keepsIdeals && choice[node] == 1 && parameters.flags & NodeParameters.identicalLeaves != 0 {
      // Alike items: every full line is the same, so the size takes one walk over a line and one over lines.
      let alike = AlikeFlowLines(
        count: end - start, itemWidth: slotMajor[start], spacing: parameters.a, width: width)
      var widest = 0.0
      if alike.lineCount > 1 { widest = Swift.max(widest, alike.fullWidth) }
      widest = Swift.max(widest, alike.lastWidth)
      var y = 0.0
      let lineHeight = Swift.max(0, slotMinor[start])
      for line in 0..<alike.lineCount {
        if line > 0 { y = y + parameters.b }
        y = y + lineHeight
      }
      distributedWidthKey[node] = Proposal.key(p.width)
      distributedHeightKey[node] = Proposal.key(p.height)
      return Size(width: widest, height: Swift.max(y, 0))
    }
    var lines = FlowLines(spacing: parameters.a, lineSpacing: parameters.b, width: width)
    var widest = 0.0
    if bounded && keepsIdeals && choice[node] == 1 {
      // No item has a line of its own: the plain line break.
      for slot in start..<end {
        if let closed = lines.addPlain(slotMajor[slot], slotMinor[slot]) { widest = Swift.max(widest, closed) }
      }
    } else {
      for slot in start..<end {
        if let closed = lines.add(slotMajor[slot], slotMinor[slot], ownLine: slotOrder[slot] != 0) {
          widest = Swift.max(widest, closed)
        }
      }
    }
    widest = Swift.max(widest, lines.close())
    if !tree.containerDependent[node] {  // S13.4: the items' answers may depend on the container
      distributedWidthKey[node] = Proposal.key(p.width)
      distributedHeightKey[node] = Proposal.key(p.height)
    }
    // A negative line spacing may overlap lines but never makes the flow's size negative.
    return Size(width: widest, height: Swift.max(lines.y, 0))
  }

  // MARK: Grid (S9)

  /// Resolves the grid's columns at width `width` (NaN or ∞: the unspecified rule) into `gridShare`,
  /// `gridCells` and `gridCellWidth`, and returns the block width.
  @inline(never)
  mutating func resolveGridColumns(_ node: Int, _ width: Double) -> Double {
    let base = Int(tree.params[node].index)
    let count = Int(tree.params[node].count)
    if width.isFinite {
      var spacing = 0.0
      for column in base..<(base + count - 1) { spacing = spacing + tree.gridColumns[column].spacing }
      var remaining = width - spacing
      var left = count
      for fixedPass in [true, false] {
        for column in base..<(base + count) where (tree.gridColumns[column].kind == 0) == fixedPass {
          let record = tree.gridColumns[column]
          let share: Double
          switch record.kind {
          case 0:
            share = record.a
            gridCells[column] = 1
            gridCellWidth[column] = share
          case 1:
            share = Swift.min(Swift.max(remaining / Double(left), record.a), record.b)
            gridCells[column] = 1
            gridCellWidth[column] = share
          default:
            share = Swift.max(remaining / Double(left), record.a)
            let fitting = ((share + record.spacing) / (record.a + record.spacing)).rounded(.down)
            let cells = fitting >= 1 ? Int(Swift.min(fitting, 100_000)) : 1
            gridCells[column] = Int32(cells)
            // S0.2: floored at 0 (the subtraction can land a few ulps below zero).
            gridCellWidth[column] = Swift.min(
              Swift.max((share - Double(cells - 1) * record.spacing) / Double(cells), 0), record.b)
          }
          gridShare[column] = share
          remaining = remaining - share
          left -= 1
        }
      }
    } else {
      for column in base..<(base + count) {
        let record = tree.gridColumns[column]
        gridShare[column] = record.a
        gridCells[column] = 1
        gridCellWidth[column] = record.a
      }
    }
    var block = 0.0
    for column in base..<(base + count) {
      block = block + gridShare[column]
      if column < base + count - 1 { block = block + tree.gridColumns[column].spacing }
    }
    return block
  }

  /// Resolves the columns for proposal width `width` with the overflow re-run (S9.4); returns the grid's
  /// width and the block's width.
  mutating func resolveGrid(_ node: Int, _ width: Double) -> (grid: Double, block: Double) {
    var block = resolveGridColumns(node, width)
    guard width.isFinite else { return (Swift.max(block, 0), block) }
    if block > width {
      let grid = block
      block = resolveGridColumns(node, grid)
      return (grid, block)
    }
    return (width, block)
  }

  /// The number of cells in one row of the grid's resolved columns.
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func gridCellsPerRow(_ node: Int) -> Int {
    let base = Int(tree.params[node].index)
    var cells = 0
    for column in base..<(base + Int(tree.params[node].count)) { cells += Int(gridCells[column]) }
    return cells
  }

  /// S9.5: the height of the row of items in child slots `start ..< end`: the tallest item's answer to
  /// (its cell width, nil), from 0.
  mutating func gridRowHeight(_ node: Int, _ start: Int, _ end: Int) throws(LayoutError) -> Double {
    var height = 0.0
    var column = Int(tree.params[node].index)
    var cell = 0
    for slot in start..<end {
      let answer = try size(Int(tree.childList[slot]), Proposal(width: gridCellWidth[column], height: .nan))
      height = Swift.max(height, answer.height)
      cell += 1
      if cell == Int(gridCells[column]) {
        column += 1
        cell = 0
      }
    }
    return height
  }

  @inline(never)
  mutating func gridSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let (width, _) = resolveGrid(node, p.width)
    let start = Int(tree.childStart[node])
    let end = Int(tree.childStart[node + 1])
    let perRow = gridCellsPerRow(node)
    var y = 0.0
    var rowStart = start
    var row = 0
    while rowStart < end {
      let rowEnd = Swift.min(rowStart + perRow, end)
      let height = try gridRowHeight(node, rowStart, rowEnd)
      if row > 0 { y = y + tree.params[node].a }
      y = y + height
      row += 1
      rowStart = rowEnd
    }
    return Size(width: width, height: Swift.max(y, 0))
  }

  // MARK: ViewThatFits and buckets (S10, S11)

  /// The index of the child a viewThatFits shows for `p`: the first whose ideal fits on the constrained
  /// axes, else the last.
  @inline(never)
  mutating func viewThatFitsChoice(_ node: Int, _ p: Proposal) throws(LayoutError) -> Int {
    let axes = tree.params[node].flags
    let horizontal = axes & 1 != 0
    let vertical = axes & 2 != 0
    let probe = Proposal(width: horizontal ? .nan : p.width, height: vertical ? .nan : p.height)
    let limitWidth = p.width.isNaN ? Double.infinity : p.width
    let limitHeight = p.height.isNaN ? Double.infinity : p.height
    let start = Int(tree.childStart[node])
    let end = Int(tree.childStart[node + 1])
    for slot in start..<end {
      let ideal = try size(Int(tree.childList[slot]), probe)
      if (!horizontal || ideal.width <= limitWidth) && (!vertical || ideal.height <= limitHeight) {
        return slot - start
      }
    }
    return end - start - 1
  }

  /// The index of the bucket `p` falls in (S11): how many thresholds it reaches.
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func bucketsChoice(_ node: Int, _ p: Proposal) -> Int {
    let parameters = tree.params[node]
    let count = Int(parameters.count)
    let value = parameters.flags == 0 ? p.width : p.height
    if value.isNaN { return count }
    var chosen = 0
    for index in 0..<count where value >= threshold(parameters, index) { chosen = index + 1 }
    return chosen
  }

  /// Threshold `index` of a buckets node at the current Dynamic Type size (D12).
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  private func threshold(_ parameters: NodeParameters, _ index: Int) -> Double {
    let value = tree.thresholds[Int(parameters.index) + index]
    guard typeSize.isAccessibilitySize else { return value }
    if parameters.limit >= 0 { return tree.thresholds[Int(parameters.limit) + index] }
    let factor: Double
    switch typeSize {
    case .accessibility1: factor = 112
    case .accessibility2: factor = 120
    case .accessibility3: factor = 130
    default: factor = 140
    }
    return value * factor / 100
  }

  // MARK: Split (S12)

  /// Resolves which split columns show and how wide, into `splitShown` and `splitWidth`; returns the
  /// split's width.
  @inline(never)
  mutating func resolveSplit(_ node: Int, _ p: Proposal) -> Double {
    let parameters = tree.params[node]
    let base = Int(parameters.index)
    let count = Int(parameters.count)
    let end = base + count
    let divider = parameters.a
    let width = p.width
    if !width.isFinite {
      var x = 0.0
      for column in base..<end {
        splitShown[column] = true
        splitWidth[column] = tree.splitColumns[column].ideal
        if column > base { x = x + divider }
        x = x + tree.splitColumns[column].ideal
      }
      return x
    }
    for column in base..<end { splitShown[column] = false }
    var first = base
    var collapsed = false
    while end - first > 1 {
      var minimums = 0.0
      for column in first..<end { minimums = minimums + tree.splitColumns[column].min }
      guard minimums + divider * Double(end - first - 1) > width else { break }
      if end - first == 2 {
        collapsed = true
        break
      }
      first += 1
    }
    if collapsed || end - first == 1 {
      let shown = collapsed ? base + Int(parameters.limit) : first
      splitShown[shown] = true
      splitWidth[shown] = width
      return width
    }
    for column in first..<end {
      let record = tree.splitColumns[column]
      splitShown[column] = true
      splitWidth[column] =
        record.fraction.isNaN
        ? record.ideal : Swift.min(Swift.max(record.fraction * width, record.min), record.max)
    }
    let last = end - 1
    let dividers = divider * Double(end - first - 1)
    var remainder = splitRemainder(first, last, width, dividers)
    if remainder < tree.splitColumns[last].min {
      var deficit = tree.splitColumns[last].min - remainder
      var column = last - 1
      while column >= first {
        let give = Swift.min(deficit, splitWidth[column] - tree.splitColumns[column].min)
        splitWidth[column] = splitWidth[column] - give
        deficit = deficit - give
        column -= 1
      }
      remainder = splitRemainder(first, last, width, dividers)
    }
    // S0.2: the subtractions can land a few ulps below zero; a proposal never does.
    splitWidth[last] = Swift.max(remainder, 0)
    return width
  }

  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  private func splitRemainder(_ first: Int, _ last: Int, _ width: Double, _ dividers: Double) -> Double {
    var others = 0.0
    for column in first..<last { others = others + splitWidth[column] }
    return (width - others) - dividers
  }

  /// The split's height for `p`: the proposal, or the tallest visible column's answer to (width, nil).
  mutating func splitHeight(_ node: Int, _ p: Proposal) throws(LayoutError) -> Double {
    if p.height.isFinite { return p.height }
    let base = Int(tree.params[node].index)
    let start = Int(tree.childStart[node])
    var height = 0.0
    for column in base..<(base + Int(tree.params[node].count)) where splitShown[column] {
      let child = Int(tree.childList[start + column - base])
      height = Swift.max(height, try size(child, Proposal(width: splitWidth[column], height: .nan)).height)
    }
    return height
  }

  @inline(never)
  mutating func splitSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let width = resolveSplit(node, p)
    return Size(width: width, height: try splitHeight(node, p))
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

/// How `count` items alike (one width, none on a line of its own) break into lines of a finite width: the
/// lines `FlowLines` builds item by item, found in one walk over the first line. Every line restarts from
/// one item and adds the same sums, so every full line holds `perLine` items and is `fullWidth` wide; the
/// last holds `lastCount` (≤ `perLine`) and is `lastWidth` wide.
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
