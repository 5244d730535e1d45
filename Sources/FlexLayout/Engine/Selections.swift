/// The selections a pass reports (S1.6), updated only where one changed: in a resize sweep most passes
/// choose what the previous pass chose and hand out the same dictionary, and a grid whose cell widths
/// change refills its array in place. Neither allocates once the previous result has been released.
struct ReportedSelections {
  /// What the last pass reported, keyed by node.
  var dictionary: [NodeID: Selection] = [:]
  /// The same selections per entry of the compiled tree's selector nodes, `nil` where the node was hidden.
  var bySelector: [Selection?] = []
}

extension LayoutPass {
  /// Brings `selections` up to date with this pass's placements and visibility.
  mutating func updateSelections(_ selectors: [Int32]) {
    if selections.bySelector.count != selectors.count {
      selections = ReportedSelections(bySelector: Array(repeating: nil, count: selectors.count))
    }
    let placed = PlacedSelections(
      tree: tree, choice: choice, gridCells: placedGridCells, gridCellWidth: placedGridCellWidth,
      splitShown: placedSplitShown)
    for position in selectors.indices {
      let node = Int(selectors[position])
      let visible = visibility[node]
      if placed.reports(node, visible: visible, selections.bySelector[position]) { continue }
      // Take the old selection out of both places first, so that its array is held only here.
      var previous = selections.bySelector[position]
      selections.bySelector[position] = nil
      selections.dictionary[NodeID(node)] = nil
      let current = visible ? placed.selection(of: node, reusing: &previous) : nil
      selections.bySelector[position] = current
      selections.dictionary[NodeID(node)] = current
    }
  }
}

/// What the adaptive containers chose when last placed, as selections (a view of the pass's buffers, so
/// that reading it never copies the pass).
struct PlacedSelections {
  let tree: LayoutArena
  let choice: SparseNodeBuffer<Int32>
  let gridCells: ArenaBuffer<Int32>
  let gridCellWidth: ArenaBuffer<Double>
  let splitShown: ArenaBuffer<Bool>

  /// The selection of a placed adaptive container. A grid or split refills the array of `previous` when
  /// nothing else holds it (`previous` is consumed), instead of allocating one.
  func selection(of node: Int, reusing previous: inout Selection?) -> Selection {
    let base = Int(tree.aux[node])
    let end = base + columnCount(node)
    switch tree.kinds[node].descriptor.selection {
    case .widths:
      var widths: [Double] = []
      if case .widths(let old)? = previous { widths = old }
      previous = nil
      widths.removeAll(keepingCapacity: true)
      for column in base..<end {
        for _ in 0..<Int(gridCells[column]) { widths.append(gridCellWidth[column] + 0) }
      }
      return .widths(widths)
    case .columns:
      var columns: [Int] = []
      if case .columns(let old)? = previous { columns = old }
      previous = nil
      columns.removeAll(keepingCapacity: true)
      for column in base..<end where splitShown[column] { columns.append(column - base) }
      return .columns(columns)
    case .child:
      return .child(Int(choice[node]))
    case .none:
      preconditionFailure("not a selector")
    }
  }

  /// The number of columns of a grid or split (0 for the other selectors).
  private func columnCount(_ node: Int) -> Int {
    switch tree.kinds[node].descriptor.role {
    case .grid: return tree.gridColumnCount(node)
    case .split: return tree.splitColumnCount(node)
    case .leaf, .stack, .zstack, .modifier, .flow, .selector, .decoration, .custom: return 0
    }
  }

  /// Whether `previous` is exactly what `node` reports now (`nil`: hidden), checked without building it.
  func reports(_ node: Int, visible: Bool, _ previous: Selection?) -> Bool {
    guard visible else { return previous == nil }
    let base = Int(tree.aux[node])
    let end = base + columnCount(node)
    switch (tree.kinds[node].descriptor.selection, previous) {
    case (.widths, .widths(let widths)?):
      var position = 0
      for column in base..<end {
        for _ in 0..<Int(gridCells[column]) {
          guard position < widths.count, widths[position].bitPattern == (gridCellWidth[column] + 0).bitPattern
          else { return false }
          position += 1
        }
      }
      return position == widths.count
    case (.columns, .columns(let columns)?):
      var position = 0
      for column in base..<end where splitShown[column] {
        guard position < columns.count, columns[position] == column - base else { return false }
        position += 1
      }
      return position == columns.count
    case (.child, .child(let index)?):
      return index == Int(choice[node])
    case (.widths, _), (.columns, _), (.child, _), (.none, _):
      return false  // a different shape, or none was reported
    }
  }
}
