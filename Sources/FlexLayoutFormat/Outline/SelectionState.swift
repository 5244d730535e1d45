import FlexLayout

/// The selections of one layout for every identified adaptive container, in document order; `nil` for a
/// container that was not laid out (inside an unchosen branch).
package struct SelectionState {
  package let ids: [String]
  let selections: [Selection?]

  package init(_ result: LayoutResult, outline: TreeOutline) {
    ids = outline.adaptive.map(\.id)
    selections = outline.adaptive.map { entry in
      guard entry.index < result.visibility.count, result.visibility[entry.index] else { return nil }
      return result.selections[NodeID(entry.index)]
    }
  }

  /// The arrangement of each container (`nil` when hidden), in document order.
  var arrangements: [Arrangement?] { selections.map { $0.map(Arrangement.init) } }

  /// Whether the two states show the same arrangement.
  package func hasSameArrangement(as other: SelectionState) -> Bool {
    arrangements == other.arrangements
  }

  /// The laid-out containers as `id: value` pairs.
  package var visible: [(id: String, selection: Selection)] {
    zip(ids, selections).compactMap { id, selection in selection.map { (id, $0) } }
  }

  /// The containers whose arrangement differs from `previous`: id, before and after.
  package func changes(from previous: SelectionState) -> [(id: String, before: Selection?, after: Selection?)] {
    let before = previous.arrangements
    let after = arrangements
    return ids.indices.compactMap { index in
      before[index] == after[index] ? nil : (ids[index], previous.selections[index], selections[index])
    }
  }

  /// A selection as a short phrase for a picture's box: `child 1` (viewThatFits, buckets), `columns 0, 2`
  /// (split), or the grid's columns as ``text(_:)`` gives them.
  package static func caption(_ selection: Selection) -> String {
    switch selection {
    case .child(let index): return "child \(index)"
    case .columns(let columns): return "columns " + columns.map(String.init).joined(separator: ", ")
    case .widths: return text(selection)
    }
  }

  /// A selection as text, `hidden` for `nil`.
  ///
  /// For example `0`, `[0, 1, 2]`, `3 columns of 218.333` or `2 columns [70, 57]`. Grid widths are
  /// rounded to a thousandth of a point (the JSON result has them exactly).
  package static func text(_ selection: Selection?) -> String {
    guard let selection else { return "hidden" }
    switch selection {
    case .child(let index): return String(index)
    case .columns(let columns): return "[" + columns.map(String.init).joined(separator: ", ") + "]"
    case .widths(let widths):
      let rounded = widths.map { JSONWriter.number(($0 * 1000).rounded() / 1000) }
      let count = "\(widths.count) column\(widths.count == 1 ? "" : "s")"
      if let first = rounded.first, rounded.allSatisfy({ $0 == first }) { return "\(count) of \(first)" }
      return "\(count) [" + rounded.joined(separator: ", ") + "]"
    }
  }
}
