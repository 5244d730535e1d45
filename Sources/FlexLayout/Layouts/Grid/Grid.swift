/// Grid, a `LazyVGrid` (Docs/Semantics.md S9): column widths from the column definitions alone, items filling
/// cells row by row, each row as tall as its tallest item. The reference reading is `ReferenceGrid.swift`,
/// beside this file.
///
/// Per column (numbered from the grid's first column number, the arena's `aux`): its share, cell count and
/// cell width as scratch (`gridShare`, `gridCells`, `gridCellWidth`) and as last placed (`placedGridCells`,
/// `placedGridCellWidth`, which the grid's selection reports).
extension LayoutPass {
  /// Resolves the grid's columns at width `width` (NaN or ∞: the unspecified rule) into the column scratch,
  /// and returns the block width (S9.1–S9.3).
  @inline(never)
  mutating func resolveGridColumns(_ node: Int, _ width: Double) -> Double {
    let base = Int(tree.aux[node])
    let count = tree.gridColumnCount(node)
    if width.isFinite {
      var spacing = 0.0
      for index in 0..<(count - 1) { spacing = spacing + tree.gridColumn(node, index).spacing }
      var remaining = width - spacing
      var left = count
      for fixedPass in [true, false] {
        for index in 0..<count where (tree.gridColumn(node, index).sizing == .fixed) == fixedPass {
          let record = tree.gridColumn(node, index)
          let column = base + index
          let share: Double
          switch record.sizing {
          case .fixed:
            share = record.a
            gridCells[column] = 1
            gridCellWidth[column] = share
          case .flexible:
            share = Swift.min(Swift.max(remaining / Double(left), record.a), record.b)
            gridCells[column] = 1
            gridCellWidth[column] = share
          case .adaptive:
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
      for index in 0..<count {
        let record = tree.gridColumn(node, index)
        gridShare[base + index] = record.a
        gridCells[base + index] = 1
        gridCellWidth[base + index] = record.a
      }
    }
    var block = 0.0
    for index in 0..<count {
      block = block + gridShare[base + index]
      if index < count - 1 { block = block + tree.gridColumn(node, index).spacing }
    }
    return block
  }

  /// Resolves the columns for proposal width `width` with the overflow re-run (S9.4); returns the grid's width
  /// and the block's width.
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
    let base = Int(tree.aux[node])
    var cells = 0
    for column in base..<(base + tree.gridColumnCount(node)) { cells += Int(gridCells[column]) }
    return cells
  }

  /// S9.5: the height of the row of items in child slots `start ..< end`: the tallest item's answer to (its cell
  /// width, nil), from 0.
  mutating func gridRowHeight(_ node: Int, _ start: Int, _ end: Int) throws(LayoutError) -> Double {
    var height = 0.0
    var column = Int(tree.aux[node])
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

  /// S9: the grid's size: its width, and its rows' heights with the row spacing between them.
  ///
  /// Each row's height is kept in `childMinor` at the row's first slot, with the proposed width and the pass
  /// in the distribution keys, so that placing the grid for the same width later in the same pass reads the
  /// rows instead of asking every cell again (``rowsKept(_:_:)``). Within a pass the rows depend only on the
  /// proposed width, except in a grid whose content reads its container (a container-relative frame below
  /// it, S13): the container changes during a pass (a scroll view is one), so such a grid keeps no rows.
  @inline(never)
  mutating func gridSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    distributedWidthKey[node] = LayoutPass.noKey
    let (width, _) = resolveGrid(node, p.width)
    let slots = tree.slots(of: node)
    let perRow = gridCellsPerRow(node)
    let rowSpacing = tree.gridRowSpacing(node)
    var y = 0.0
    var rowStart = slots.lowerBound
    var row = 0
    while rowStart < slots.upperBound {
      let rowEnd = Swift.min(rowStart + perRow, slots.upperBound)
      let height = try gridRowHeight(node, rowStart, rowEnd)
      childMinor[rowStart] = height
      if row > 0 { y = y + rowSpacing }
      y = y + height
      row += 1
      rowStart = rowEnd
    }
    if !tree.traits[node].contains(.containerDependent) {
      distributedWidthKey[node] = Proposal.key(p.width)
      distributedHeightKey[node] = UInt64(pass)
    }
    return Size(width: width, height: Swift.max(y, 0))
  }

  /// Whether the grid's row heights for the proposed width `width` are in `childMinor`, kept by ``gridSize(_:_:)``
  /// in this pass.
  @inline(__always)
  func rowsKept(_ node: Int, _ width: Double) -> Bool {
    distributedWidthKey[node] == Proposal.key(width) && distributedHeightKey[node] == UInt64(pass)
  }

  /// S9.6: rows of cells, each item aligned in its cell by its column's alignment.
  @inline(never)
  mutating func placeGrid(_ node: Int, _ p: Proposal) throws(LayoutError) {
    let (gridWidth, block) = resolveGrid(node, p.width)
    let offset = (gridWidth - block) / 2
    let base = Int(tree.aux[node])
    let count = tree.gridColumnCount(node)
    for column in base..<(base + count) {
      willChange(.gridColumn(column: Int32(column), cells: placedGridCells[column], width: placedGridCellWidth[column]))
      placedGridCells[column] = gridCells[column]
      placedGridCellWidth[column] = gridCellWidth[column]
    }
    let slots = tree.slots(of: node)
    let perRow = gridCellsPerRow(node)
    let rowSpacing = tree.gridRowSpacing(node)
    let kept = rowsKept(node, p.width)
    var y = 0.0
    var rowStart = slots.lowerBound
    var row = 0
    while rowStart < slots.upperBound {
      let rowEnd = Swift.min(rowStart + perRow, slots.upperBound)
      let height = kept ? childMinor[rowStart] : try gridRowHeight(node, rowStart, rowEnd)
      if row > 0 { y = y + rowSpacing }
      let top = y
      y = y + height
      var index = 0
      var cell = 0
      var columnX = 0.0
      var cellX = 0.0
      // The column's record is read when the row enters the column, not once per cell.
      var record = tree.gridColumn(node, 0)
      var alignment = record.cellAlignment
      for slot in rowStart..<rowEnd {
        let cellWidth = gridCellWidth[base + index]
        cellX = cell == 0 ? columnX : (cellX + cellWidth) + record.spacing
        let child = Int(tree.childList[slot])
        let proposal = Proposal(width: cellWidth, height: height)
        let childSize = try size(child, proposal)
        setPlaced(
          child,
          Rect(
            origin: Point(
              x: (offset + cellX) + alignment.horizontal.offset(child: childSize.width, in: cellWidth),
              y: top + alignment.vertical.offset(child: childSize.height, in: height)),
            size: childSize))
        try place(child, proposal, childSize)
        cell += 1
        if cell == Int(gridCells[base + index]) {
          columnX = columnX + gridShare[base + index]
          if index < count - 1 { columnX = columnX + record.spacing }
          index += 1
          cell = 0
          if index < count {
            record = tree.gridColumn(node, index)
            alignment = record.cellAlignment
          }
        }
      }
      row += 1
      rowStart = rowEnd
    }
  }
}
