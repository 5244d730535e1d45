/// A grid's columns resolved at one width (S9.1–S9.3).
struct ReferenceGridColumns {
  /// Per column: its width, the share for an adaptive column.
  var widths: [Double] = []
  /// Per column: its number of cells (1 unless adaptive).
  var cells: [Int] = []
  /// Per column: the width of each of its cells.
  var cellWidths: [Double] = []
  /// The block width: the columns and the spacings between them (S9.2).
  var block = 0.0
}

/// How a grid arranged its items for one proposal (S9).
struct ReferenceGridArrangement {
  /// Per cell of a row, left to right: its width (the grid's selection, S9.7).
  var cellWidths: [Double] = []
  /// Per cell of a row: its x inside the block (S9.6).
  var cellXs: [Double] = []
  /// Per cell of a row: its column's alignment.
  var cellAlignments: [Alignment] = []
  /// The block's offset inside the grid's width, `(G − block) / 2` (S9.4).
  var offset = 0.0
  /// Per row: its height, the tallest item's (S9.5).
  var rowHeights: [Double] = []
  /// Per row: its top (S9.6).
  var rowTops: [Double] = []
  /// The grid's size.
  var size: Size = .zero
}

extension ReferencePass {
  // MARK: - S9 Grid

  /// S9: the size of a grid.
  mutating func gridSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    try arrangeGrid(index, p).size
  }

  /// S9.1–S9.3: the columns at `width`; nil stands for an unspecified or infinite width (D15).
  static func gridColumns(_ columns: [GridColumn], at width: Double?) -> ReferenceGridColumns {
    let n = columns.count
    var resolved = ReferenceGridColumns()
    resolved.widths = [Double](repeating: 0, count: n)
    resolved.cells = [Int](repeating: 1, count: n)
    resolved.cellWidths = [Double](repeating: 0, count: n)
    if let width {
      // S9.1: fixed columns first, then the others, each group in source order.
      var spacing = 0.0
      for i in 0..<(n - 1) { spacing = spacing + columns[i].spacing }
      var remaining = width - spacing
      var left = n
      let fixed = columns.indices.filter { columns[$0].referenceIsFixed }
      let others = columns.indices.filter { !columns[$0].referenceIsFixed }
      for i in fixed + others {
        let w: Double
        switch columns[i].sizing {
        case .fixed(let size):
          w = size
          resolved.cellWidths[i] = w
        case .flexible(let low, let high):
          w = Swift.min(Swift.max(remaining / Double(left), low), high)
          resolved.cellWidths[i] = w
        case .adaptive(let low, let high):
          // D1: the share is not capped at max; it holds k cells, each capped at max.
          w = Swift.max(remaining / Double(left), low)
          let s = columns[i].spacing
          let q = ((w + s) / (low + s)).rounded(.down)
          let k = q >= 1 ? Int(Swift.min(q, 100_000)) : 1
          resolved.cells[i] = k
          // S0.2: floored at 0 (the subtraction can land a few ulps below zero).
          resolved.cellWidths[i] = Swift.min(Swift.max((w - Double(k - 1) * s) / Double(k), 0), high)
        }
        resolved.widths[i] = w
        remaining = remaining - w
        left -= 1
      }
    } else {
      // S9.3: fixed keeps its size, flexible and adaptive take their min (adaptive with one cell).
      for i in columns.indices {
        switch columns[i].sizing {
        case .fixed(let size): resolved.widths[i] = size
        case .flexible(let low, _), .adaptive(let low, _): resolved.widths[i] = low
        }
        resolved.cellWidths[i] = resolved.widths[i]
      }
    }
    // S9.2: the block width.
    var x = 0.0
    for i in columns.indices {
      x = x + resolved.widths[i]
      if i < n - 1 { x = x + columns[i].spacing }
    }
    resolved.block = x
    return resolved
  }

  /// S9.3–S9.6: resolves the columns of the grid at `index` for `p`, then measures its rows.
  mutating func arrangeGrid(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> ReferenceGridArrangement {
    guard case .grid(let columns, let rowSpacing) = tree.node(index).kind else { preconditionFailure() }
    var arrangement = ReferenceGridArrangement()

    // S9.3, S9.4: the grid's width G and the final columns; the block is centred in G.
    let finiteWidth: Double? = p.width.flatMap { $0.isFinite ? $0 : nil }
    var resolved = Self.gridColumns(columns, at: finiteWidth)
    let gridWidth: Double
    if let finiteWidth {
      if resolved.block > finiteWidth {
        gridWidth = resolved.block  // D3: the second pass at the wider width
        resolved = Self.gridColumns(columns, at: gridWidth)
      } else {
        gridWidth = finiteWidth
      }
    } else {
      gridWidth = Swift.max(resolved.block, 0)
    }
    arrangement.offset = (gridWidth - resolved.block) / 2

    // S9.5, S9.6: the cells of a row, left to right, with their x inside the block.
    var cx = 0.0
    for i in columns.indices {
      var cellX = cx
      for j in 0..<resolved.cells[i] {
        if j > 0 { cellX = (cellX + resolved.cellWidths[i]) + columns[i].spacing }
        arrangement.cellWidths.append(resolved.cellWidths[i])
        arrangement.cellXs.append(cellX)
        arrangement.cellAlignments.append(columns[i].alignment)
      }
      cx = cx + resolved.widths[i]
      if i < columns.count - 1 { cx = cx + columns[i].spacing }
    }

    // S9.5: items fill the cells row by row; each is measured (cellWidth, nil); a row is as tall as its
    // tallest item; rows stack `rowSpacing` apart, floored at 0.
    let items = tree.children(index)
    let perRow = arrangement.cellWidths.count
    var y = 0.0
    var rowStart = 0
    while rowStart < items.count {
      let rowEnd = Swift.min(rowStart + perRow, items.count)
      var height = 0.0
      for position in rowStart..<rowEnd {
        let cellWidth = arrangement.cellWidths[position - rowStart]
        height = Swift.max(height, try size(items[position], ProposedSize(width: cellWidth, height: nil)).height)
      }
      if rowStart > 0 { y = y + rowSpacing }
      arrangement.rowTops.append(y)
      arrangement.rowHeights.append(height)
      y = y + height
      rowStart = rowEnd
    }
    arrangement.size = Size(width: gridWidth, height: Swift.max(y, 0))
    return arrangement
  }

  /// S9.6, S9.7: each item is proposed (cellWidth, rowHeight) and aligned in its cell by its column's
  /// alignment; the grid reports its cell widths.
  mutating func placeGrid(_ index: Int, _ origin: Point, _ p: ProposedSize) throws(LayoutError) {
    let arrangement = try arrangeGrid(index, p)
    selections[NodeID(index)] = .widths(arrangement.cellWidths)
    let items = tree.children(index)
    if items.isEmpty { return }
    statistics.placements += 1
    let perRow = arrangement.cellWidths.count
    for position in items.indices {
      let cell = position % perRow
      let row = position / perRow
      let cellWidth = arrangement.cellWidths[cell]
      let rowHeight = arrangement.rowHeights[row]
      let proposal = ProposedSize(width: cellWidth, height: rowHeight)
      let c = try size(items[position], proposal)
      let alignment = arrangement.cellAlignments[cell]
      let dx =
        (arrangement.offset + arrangement.cellXs[cell])
        + alignment.horizontal.axisAlignment.offset(child: c.width, in: cellWidth)
      let dy = arrangement.rowTops[row] + alignment.vertical.axisAlignment.offset(child: c.height, in: rowHeight)
      try place(items[position], at: Self.offset(origin, dx, dy), proposal)
    }
  }
}

extension GridColumn {
  /// Whether the column is `fixed` (S9.1 visits those first).
  fileprivate var referenceIsFixed: Bool {
    if case .fixed = sizing { return true }
    return false
  }
}
