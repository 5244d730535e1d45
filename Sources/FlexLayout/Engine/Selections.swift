/// The selections a pass reports (S1.6), updated only where one changed: in a resize sweep most passes
/// choose what the previous pass chose and hand out the same dictionary, and a grid whose cell widths
/// change refills its array in place. Neither allocates once the previous result has been released.
struct ReportedSelections {
  /// What the last pass reported, keyed by node.
  var dictionary: [NodeID: Selection] = [:]
  /// The same selections per entry of `CompiledTree.selectorNodes`, `nil` where the node was hidden.
  var bySelector: [Selection?] = []
}

extension LayoutPass {
  /// Brings `selections` up to date with this pass's placements and visibility.
  mutating func updateSelections() {
    let selectors = tree.selectorNodes
    if selections.bySelector.count != selectors.count {
      selections = ReportedSelections(bySelector: Array(repeating: nil, count: selectors.count))
    }
    for position in selectors.indices {
      let node = Int(selectors[position])
      if reports(node, selections.bySelector[position]) { continue }
      // Take the old selection out of both places first, so that its array is held only here.
      var previous = selections.bySelector[position]
      selections.bySelector[position] = nil
      selections.dictionary[NodeID(node)] = nil
      let current = visibility[node] ? selection(of: node, reusing: &previous) : nil
      selections.bySelector[position] = current
      selections.dictionary[NodeID(node)] = current
    }
  }

  /// Whether `previous` is exactly what `node` reports now (`nil`: hidden), checked without building it.
  private func reports(_ node: Int, _ previous: Selection?) -> Bool {
    guard visibility[node] else { return previous == nil }
    let parameters = tree.params[node]
    let base = Int(parameters.index)
    let end = base + Int(parameters.count)
    switch (tree.kinds[node], previous) {
    case (.grid, .widths(let widths)?):
      var position = 0
      for column in base..<end {
        for _ in 0..<Int(placedGridCells[column]) {
          guard position < widths.count, widths[position].bitPattern == (placedGridCellWidth[column] + 0).bitPattern
          else { return false }
          position += 1
        }
      }
      return position == widths.count
    case (.split, .columns(let columns)?):
      var position = 0
      for column in base..<end where placedSplitShown[column] {
        guard position < columns.count, columns[position] == column - base else { return false }
        position += 1
      }
      return position == columns.count
    case (.viewThatFits, .child(let index)?), (.buckets, .child(let index)?):
      return index == Int(choice[node])
    default:
      return false
    }
  }
}
