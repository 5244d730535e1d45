/// Which columns of a split show for one proposal, and how wide (S12.1–S12.4).
struct ReferenceSplitColumns {
  /// The visible column indices, ascending (the split's selection, S12.6).
  var visible: [Int] = []
  /// Per visible column: its width.
  var widths: [Double] = []
  /// The split's width.
  var width = 0.0
}

extension ReferencePass {
  // MARK: - S12 Split columns

  /// S12: the size of a split: its width (S12.1–S12.4) and its height (S12.5).
  mutating func splitSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    let resolved = splitColumns(index, p)
    return Size(width: resolved.width, height: try splitHeight(index, resolved, p))
  }

  /// S12.1–S12.4: the visible columns of the split at `index` and their widths for `p`.
  func splitColumns(_ index: Int, _ p: ProposedSize) -> ReferenceSplitColumns {
    guard case .split(let columns, let d, let collapsedColumn) = tree.node(index).kind else { preconditionFailure() }
    var resolved = ReferenceSplitColumns()

    // S12.1 (D10): nil or ∞: every column at its ideal width.
    guard let width = p.width, width.isFinite else {
      var x = 0.0
      for j in columns.indices {
        resolved.visible.append(j)
        resolved.widths.append(columns[j].referenceIdeal)
        if j > 0 { x = x + d }
        x = x + columns[j].referenceIdeal
      }
      resolved.width = x
      return resolved
    }
    resolved.width = width

    // S12.2: hide columns from the leading edge while the visible minimums and dividers pass W; when two
    // would still not fit, show the collapsed column alone.
    var visible = Array(columns.indices)
    while visible.count > 1 {
      var m = 0.0
      for j in visible { m = m + columns[j].min }
      if !(m + d * Double(visible.count - 1) > width) { break }
      if visible.count == 2 {
        visible = [collapsedColumn]
      } else {
        visible.removeFirst()
      }
    }
    resolved.visible = visible

    // S12.4: a single visible column is W wide.
    if visible.count == 1 {
      resolved.widths = [width]
      return resolved
    }

    // S12.3: preferred widths; the last column takes the remainder (ignoring its max, floored at 0); below its
    // min, the earlier columns give up width nearest first, each down to its min.
    var preferred = visible.map { j in
      let column = columns[j]
      guard let fraction = column.fraction else { return column.referenceIdeal }
      return Swift.min(Swift.max(fraction * width, column.min), column.max)
    }
    let lastPosition = visible.count - 1
    func remainder() -> Double {
      var others = 0.0
      for position in 0..<lastPosition { others = others + preferred[position] }
      return (width - others) - d * Double(visible.count - 1)
    }
    var last = remainder()
    let lastMinimum = columns[visible[lastPosition]].min
    if last < lastMinimum {
      var deficit = lastMinimum - last
      for position in stride(from: lastPosition - 1, through: 0, by: -1) {
        let give = Swift.min(deficit, preferred[position] - columns[visible[position]].min)
        preferred[position] = preferred[position] - give
        deficit = deficit - give
      }
      last = remainder()
    }
    // S0.2: the subtractions can land a few ulps below zero; a proposal never does.
    preferred[lastPosition] = Swift.max(last, 0)
    resolved.widths = preferred
    return resolved
  }

  /// S12.5: the proposed height when finite, else the tallest visible column child's answer to
  /// (width, nil), from 0 (D15).
  private mutating func splitHeight(_ index: Int, _ resolved: ReferenceSplitColumns, _ p: ProposedSize)
    throws(LayoutError) -> Double
  {
    if let height = p.height, height.isFinite { return height }
    let children = tree.children(index)
    var height = 0.0
    for (position, j) in resolved.visible.enumerated() {
      let c = try size(children[j], ProposedSize(width: resolved.widths[position], height: nil))
      height = Swift.max(height, c.height)
    }
    return height
  }

  /// S12.5, S12.6: each visible column proposes (width, H) to its child and centres it.
  ///
  /// Columns run left to right, `d` apart. Hidden columns are not laid out (S1.5); the split reports its
  /// visible columns (S1.6).
  mutating func placeSplit(_ index: Int, _ origin: Point, _ p: ProposedSize) throws(LayoutError) {
    let resolved = splitColumns(index, p)
    let height = try splitHeight(index, resolved, p)
    guard case .split(_, let d, _) = tree.node(index).kind else { preconditionFailure() }
    selections[NodeID(index)] = .columns(resolved.visible)
    let children = tree.children(index)
    var x = 0.0
    for (position, j) in resolved.visible.enumerated() {
      if position > 0 { x = x + d }
      let width = resolved.widths[position]
      let proposal = ProposedSize(width: width, height: height)
      let c = try size(children[j], proposal)
      let dx = x + (width - c.width) / 2
      let dy = (height - c.height) / 2
      try place(children[j], at: Self.offset(origin, dx, dy), proposal)
      x = x + width
    }
  }
}

extension SplitColumnWidths {
  /// The column's ideal width, its min when no ideal is given (S12, D10).
  fileprivate var referenceIdeal: Double { ideal ?? min }
}
