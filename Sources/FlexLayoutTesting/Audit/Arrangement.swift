import FlexLayout

/// What an adaptive container shows, as the audit compares it across widths: a `viewThatFits` or `buckets`
/// child, a split's visible columns, a grid's number of cell columns (its cell widths change at every width;
/// its count is its arrangement).
enum ContainerArrangement: Hashable, Sendable, CustomStringConvertible {
  case child(Int)
  case columns([Int])
  case cellColumns(Int)

  init(_ selection: Selection) {
    switch selection {
    case .child(let index): self = .child(index)
    case .columns(let columns): self = .columns(columns)
    case .widths(let widths): self = .cellColumns(widths.count)
    }
  }

  var description: String {
    switch self {
    case .child(let index): return "child \(index)"
    case .columns(let columns): return "columns " + columns.map(String.init).joined(separator: ", ")
    case .cellColumns(let count): return "\(count) column\(count == 1 ? "" : "s")"
    }
  }
}

/// The arrangement of every laid-out adaptive container of one layout, by preorder number (a container not laid
/// out has none). It keeps the result's selections as they are (no copy per sample) and reads a grid's by its
/// number of columns.
struct ScreenArrangement: Sendable {
  private let selections: [NodeID: Selection]

  init(_ result: LayoutResult?) {
    selections = result?.selections ?? [:]
  }

  /// The arrangement of container `node`, or `nil` when it was not laid out.
  subscript(node: Int) -> ContainerArrangement? {
    selections[NodeID(node)].map(ContainerArrangement.init)
  }

  /// The containers whose arrangement differs between `self` and `other`, in preorder.
  func changes(to other: ScreenArrangement) -> [Int] {
    var changed: [Int] = []
    for (node, selection) in selections
    where other.selections[node].map(ContainerArrangement.init) != ContainerArrangement(selection) {
      changed.append(node.index)
    }
    for node in other.selections.keys where selections[node] == nil { changed.append(node.index) }
    return changed.sorted()
  }

  /// A one-line description, naming containers by id where they have one: `inbox: child 2; columns 0, 1`.
  func description(_ screen: AuditScreen) -> String {
    if selections.isEmpty { return "no adaptive container" }
    return selections.keys.sorted().map { node in
      "\(screen.ids[node.index] ?? screen.pointers[node.index]): \(ContainerArrangement(selections[node]!))"
    }.joined(separator: "; ")
  }
}
