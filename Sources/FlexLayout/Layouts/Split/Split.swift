/// Split (Docs/Semantics.md S12): NavigationSplitView-style columns with min/ideal/max widths and fractions that
/// hide from the leading edge when their minimums no longer fit. The reference reading is
/// `ReferenceSplit.swift`, beside this file.
///
/// Per column (numbered from the split's first column number, the arena's `aux`): its width and visibility as
/// scratch (`splitWidth`, `splitShown`) and as last placed (`placedSplitShown`).
extension LayoutPass {
  /// S12.1–S12.4: resolves which columns show and how wide; returns the split's width.
  @inline(never)
  mutating func resolveSplit(_ node: Int, _ p: Proposal) -> Double {
    let base = Int(tree.aux[node])
    let count = tree.splitColumnCount(node)
    let end = base + count
    let divider = tree.splitDividerWidth(node)
    let width = p.width
    if !width.isFinite {
      var x = 0.0
      for column in base..<end {
        let ideal = tree.splitColumn(node, column - base).ideal
        splitShown[column] = true
        splitWidth[column] = ideal
        if column > base { x = x + divider }
        x = x + ideal
      }
      return x
    }
    for column in base..<end { splitShown[column] = false }
    var first = base
    var collapsed = false
    while end - first > 1 {
      var minimums = 0.0
      for column in first..<end { minimums = minimums + tree.splitColumn(node, column - base).min }
      guard minimums + divider * Double(end - first - 1) > width else { break }
      if end - first == 2 {
        collapsed = true
        break
      }
      first += 1
    }
    if collapsed || end - first == 1 {
      let shown = collapsed ? base + tree.splitCollapsedColumn(node) : first
      splitShown[shown] = true
      splitWidth[shown] = width
      return width
    }
    for column in first..<end {
      let record = tree.splitColumn(node, column - base)
      splitShown[column] = true
      splitWidth[column] =
        record.fraction.isNaN
        ? record.ideal : Swift.min(Swift.max(record.fraction * width, record.min), record.max)
    }
    let last = end - 1
    let dividers = divider * Double(end - first - 1)
    var remainder = splitRemainder(first, last, width, dividers)
    let lastMinimum = tree.splitColumn(node, last - base).min
    if remainder < lastMinimum {
      var deficit = lastMinimum - remainder
      var column = last - 1
      while column >= first {
        let give = Swift.min(deficit, splitWidth[column] - tree.splitColumn(node, column - base).min)
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

  /// S12.5: the split's height for `p`: the proposal, or the tallest visible column's answer to (width, nil).
  mutating func splitHeight(_ node: Int, _ p: Proposal) throws(LayoutError) -> Double {
    if p.height.isFinite { return p.height }
    let base = Int(tree.aux[node])
    var height = 0.0
    for column in base..<(base + tree.splitColumnCount(node)) where splitShown[column] {
      let child = tree.child(node, column - base)
      height = Swift.max(height, try size(child, Proposal(width: splitWidth[column], height: .nan)).height)
    }
    return height
  }

  /// S12: the split's size.
  @inline(never)
  mutating func splitSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let width = resolveSplit(node, p)
    return Size(width: width, height: try splitHeight(node, p))
  }

  /// S12.5: visible columns left to right, each child centred in its column.
  @inline(never)
  mutating func placeSplit(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    _ = resolveSplit(node, p)
    let base = Int(tree.aux[node])
    let divider = tree.splitDividerWidth(node)
    let height = size.height
    var x = 0.0
    var first = true
    for column in base..<(base + tree.splitColumnCount(node)) {
      if reportsChanges && placedSplitShown[column] != splitShown[column] {
        noteSelectionChange(node)
        willChange(.splitShown(column: Int32(column), placedSplitShown[column]))
      }
      placedSplitShown[column] = splitShown[column]
      guard splitShown[column] else { continue }
      if !first { x = x + divider }
      first = false
      let width = splitWidth[column]
      let child = tree.child(node, column - base)
      let proposal = Proposal(width: width, height: height)
      let childSize = try self.size(child, proposal)
      setPlaced(
        child,
        Rect(origin: Point(x: x + (width - childSize.width) / 2, y: (height - childSize.height) / 2), size: childSize))
      try place(child, proposal, childSize)
      x = x + width
    }
  }
}
