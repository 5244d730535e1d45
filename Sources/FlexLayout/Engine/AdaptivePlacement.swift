/// Placement of the adaptive containers (Docs/Semantics.md S8–S12).
extension LayoutPass {
  /// S8.4: lines top to bottom, items top-aligned in their line, each line aligned in the flow's width.
  @inline(never)
  mutating func placeFlow(_ node: Int, _ start: Int, _ end: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    if distributedWidthKey[node] != Proposal.key(p.width) || distributedHeightKey[node] != Proposal.key(p.height) {
      _ = try measureFlow(node, p)
    }
    let parameters = tree.params[node]
    if p.width.isFinite && !tree.containerDependent[node] && choice[node] == 1
      && parameters.flags & NodeParameters.identicalLeaves != 0
    {
      placeAlikeFlowItems(node, start, end, width: p.width, flowWidth: size.width, parameters)
      return
    }
    var lines = FlowLines(spacing: parameters.a, lineSpacing: parameters.b, width: p.width)
    // One walk: each item is put at its place in its line, as if the line were leading-aligned, and placed;
    // when a line is complete, its items move by the line's alignment offset.
    var lineStart = start
    var line = 0.0
    // No item has a line of its own (see `measureFlow`): the plain line break.
    let plain = p.width.isFinite && !tree.containerDependent[node] && choice[node] == 1
    for slot in start..<end {
      let startsLine = lines.isEmpty
      let width = slotMajor[slot]
      let opened =
        plain
        ? lines.addPlain(width, slotMinor[slot]) : lines.add(width, slotMinor[slot], ownLine: slotOrder[slot] != 0)
      if let closed = opened {
        alignFlowLine(lineStart, slot, width: closed, size.width, parameters)
        lineStart = slot
        line = 0
      } else if !startsLine {
        line = line + parameters.a
      }
      let child = Int(tree.childList[slot])
      let x = line
      line = x + width
      let childSize = Size(width: width, height: slotMinor[slot])
      placed[child] = Rect(origin: Point(x: x, y: lines.openLineTop), size: childSize)
      try place(child, Proposal(width: slotProposal[slot], height: .nan), childSize)
    }
    alignFlowLine(lineStart, end, width: lines.line, size.width, parameters)
  }

  /// `placeFlow` for items that are plain leaves alike, none on a line of its own: line by line, with the
  /// positions the item-by-item walk computes (the same operations in the same order), and no placement
  /// call for the leaves.
  private mutating func placeAlikeFlowItems(
    _ node: Int, _ start: Int, _ end: Int, width: Double, flowWidth: Double, _ parameters: NodeParameters
  ) {
    let itemWidth = slotMajor[start]
    let itemHeight = slotMinor[start]
    let alike = AlikeFlowLines(count: end - start, itemWidth: itemWidth, spacing: parameters.a, width: width)
    let lineHeight = Swift.max(0, itemHeight)
    var y = 0.0
    var slot = start
    for line in 0..<alike.lineCount {
      let isLast = line == alike.lineCount - 1
      let top = line > 0 ? y + parameters.b : y
      let offset = parameters.horizontalAlignment.offset(
        child: isLast ? alike.lastWidth : alike.fullWidth, in: flowWidth)
      var x = 0.0
      for item in 0..<(isLast ? alike.lastCount : alike.perLine) {
        if item > 0 { x = (x + itemWidth) + parameters.a }
        placed[Int(tree.childList[slot])] = Rect(
          x: offset.bitPattern == 0 ? x : offset + x, y: top, width: itemWidth, height: itemHeight)
        slot += 1
      }
      if line > 0 { y = y + parameters.b }
      y = y + lineHeight
    }
  }

  /// Moves the items of one complete line by its alignment offset in the flow's width. (An item's `x` is
  /// never −0, so adding an offset of +0 would change nothing: that case is skipped.) Inlined: a call to a
  /// non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  private func alignFlowLine(
    _ start: Int, _ end: Int, width: Double, _ flowWidth: Double, _ parameters: NodeParameters
  ) {
    let offset = parameters.horizontalAlignment.offset(child: width, in: flowWidth)
    if offset.bitPattern == 0 { return }
    for slot in start..<end {
      let child = Int(tree.childList[slot])
      placed[child].origin.x = offset + placed[child].origin.x
    }
  }

  /// S9.6: rows of cells, each item aligned in its cell by its column's alignment.
  @inline(never)
  mutating func placeGrid(_ node: Int, _ start: Int, _ end: Int, _ p: Proposal) throws(LayoutError) {
    let (gridWidth, block) = resolveGrid(node, p.width)
    let offset = (gridWidth - block) / 2
    let parameters = tree.params[node]
    let base = Int(parameters.index)
    let columnEnd = base + Int(parameters.count)
    for column in base..<columnEnd {
      placedGridCells[column] = gridCells[column]
      placedGridCellWidth[column] = gridCellWidth[column]
    }
    let perRow = gridCellsPerRow(node)
    var y = 0.0
    var rowStart = start
    var row = 0
    while rowStart < end {
      let rowEnd = Swift.min(rowStart + perRow, end)
      let height = try gridRowHeight(node, rowStart, rowEnd)
      if row > 0 { y = y + parameters.a }
      let top = y
      y = y + height
      var column = base
      var cell = 0
      var columnX = 0.0
      var cellX = 0.0
      for slot in rowStart..<rowEnd {
        let record = tree.gridColumns[column]
        let cellWidth = gridCellWidth[column]
        cellX = cell == 0 ? columnX : (cellX + cellWidth) + record.spacing
        let child = Int(tree.childList[slot])
        let proposal = Proposal(width: cellWidth, height: height)
        let childSize = try size(child, proposal)
        placed[child] = Rect(
          origin: Point(
            x: (offset + cellX)
              + record.alignment.horizontal.axisAlignment.offset(child: childSize.width, in: cellWidth),
            y: top + record.alignment.vertical.axisAlignment.offset(child: childSize.height, in: height)),
          size: childSize)
        try place(child, proposal, childSize)
        cell += 1
        if cell == Int(gridCells[column]) {
          columnX = columnX + gridShare[column]
          if column < columnEnd - 1 { columnX = columnX + record.spacing }
          column += 1
          cell = 0
        }
      }
      row += 1
      rowStart = rowEnd
    }
  }

  /// S10/S11: the chosen child at (0, 0) with the container's own proposal.
  @inline(never)
  mutating func placeChosen(_ node: Int, _ chosen: Int, _ p: Proposal) throws(LayoutError) {
    choice[node] = Int32(chosen)
    let child = childAt(node, chosen)
    let childSize = try size(child, p)
    placed[child] = Rect(origin: .zero, size: childSize)
    try place(child, p, childSize)
  }

  /// S12.5: visible columns left to right, each child centred in its column.
  @inline(never)
  mutating func placeSplit(_ node: Int, _ start: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    _ = resolveSplit(node, p)
    let parameters = tree.params[node]
    let base = Int(parameters.index)
    let height = size.height
    var x = 0.0
    var first = true
    for column in base..<(base + Int(parameters.count)) {
      placedSplitShown[column] = splitShown[column]
      guard splitShown[column] else { continue }
      if !first { x = x + parameters.a }
      first = false
      let width = splitWidth[column]
      let child = Int(tree.childList[start + column - base])
      let proposal = Proposal(width: width, height: height)
      let childSize = try self.size(child, proposal)
      placed[child] = Rect(
        origin: Point(x: x + (width - childSize.width) / 2, y: (height - childSize.height) / 2), size: childSize)
      try place(child, proposal, childSize)
      x = x + width
    }
  }

  /// Whether `node`, a child of `parent`, was laid out when `parent` was last placed (S1.5).
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func shows(_ parent: Int, child node: Int) -> Bool {
    switch tree.kinds[parent] {
    case .viewThatFits, .buckets: return choice[parent] == tree.indexInParent(node)
    case .split: return placedSplitShown[Int(tree.params[parent].index) + Int(tree.indexInParent(node))]
    default: return true
    }
  }
}
