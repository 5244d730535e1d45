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
/// out has none).
struct ScreenArrangement: Hashable, Sendable {
  var containers: [Int: ContainerArrangement]

  init(_ result: LayoutResult?) {
    var containers: [Int: ContainerArrangement] = [:]
    for (node, selection) in result?.selections ?? [:] { containers[node.index] = ContainerArrangement(selection) }
    self.containers = containers
  }

  /// The containers whose arrangement differs between `self` and `other`, in preorder.
  func changes(to other: ScreenArrangement) -> [Int] {
    Set(containers.keys).union(other.containers.keys).filter { containers[$0] != other.containers[$0] }.sorted()
  }

  /// A one-line description, naming containers by id where they have one: `inbox: child 2; columns 0, 1`.
  func description(_ screen: AuditScreen) -> String {
    if containers.isEmpty { return "no adaptive container" }
    return containers.keys.sorted().map { node in
      "\(screen.ids[node] ?? screen.pointers[node]): \(containers[node]!)"
    }.joined(separator: "; ")
  }
}
