// The renderer-path workloads of issue 14: a message list built node by node in a LiveTree, as a renderer
// builds it, then resized and edited.
import FlexLayout

/// One live workload: a list of rows, flat or in sections.
struct LiveWorkload: Sendable {
  /// The name used in tables, JSON and `--workload` (`live-10k`).
  var name: String
  /// Rows in all.
  var rows: Int
  /// Section stacks holding the rows (each `rows / sections` of them), or `nil` for one flat list.
  var sections: Int?
  /// Whether each row has a flexible background and an 8×8 overlay badge (issue 15: four more nodes a row).
  var decorated = false

  /// Nodes in the tree: the root, the sections, and five per row (nine when decorated).
  var nodeCount: Int { 1 + (sections ?? 0) + (decorated ? 9 : 5) * rows }

  var summary: String {
    var row = "row = hstack(8, center)[fixed 20×20, fixed 120×17, spacer(8), fixed 40×17]"
    if decorated { row += ".background(flexible).overlay(topTrailing, fixed 8×8)" }
    guard let sections else { return "vstack(0, leading) of \(grouped(rows)) rows; \(row)" }
    return "vstack of \(sections) section vstacks of \(grouped(rows / sections)) rows; \(row)"
  }

  static let all: [LiveWorkload] = [
    LiveWorkload(name: "live-1k", rows: 1_000),
    LiveWorkload(name: "live-10k", rows: 10_000),
    LiveWorkload(name: "live-100k", rows: 100_000),
    LiveWorkload(name: "live-sections", rows: 100_000, sections: 100),
    LiveWorkload(name: "live-10k-decorated", rows: 10_000, decorated: true),
  ]

  /// Resolves `--workload` selectors among the live workloads (`live` selects them all).
  static func select(_ selectors: [String]) throws(UsageError) -> [LiveWorkload] {
    if selectors.isEmpty || selectors.contains(where: { $0.lowercased() == "live" }) { return all }
    var chosen = Set<String>()
    for selector in selectors {
      guard let workload = all.first(where: { $0.name == selector.lowercased() }) else {
        throw UsageError(
          description:
            "unknown live workload '\(selector)' (live-1k, live-10k, live-100k, live-sections, live-10k-decorated)")
      }
      chosen.insert(workload.name)
    }
    return all.filter { chosen.contains($0.name) }
  }

  /// The same tree as a value tree, for the `LayoutEngine` columns.
  func valueTree() -> Node {
    var row = Node.hstack(
      spacing: 8, alignment: .center,
      [
        .fixed(width: 20, height: 20), .fixed(width: 120, height: 17), .spacer(minLength: 8),
        .fixed(width: 40, height: 17),
      ])
    if decorated {
      row = row.background(.flexible()).overlay(alignment: .topTrailing, .fixed(width: 8, height: 8))
    }
    guard let sections else { return .vstack(spacing: 0, alignment: .leading, Array(repeating: row, count: rows)) }
    let section = Node.vstack(spacing: 0, alignment: .leading, Array(repeating: row, count: rows / sections))
    return .vstack(spacing: 0, alignment: .leading, Array(repeating: section, count: sections))
  }
}

/// A live workload's tree and the handles its edits use.
struct LiveList {
  let tree: LiveTree
  /// Each row's 120×17 leaf (the one the edits change), in order.
  var titles: [NodeHandle] = []
  /// The stacks that hold rows: the root, or each section.
  var lists: [NodeHandle] = []
  /// Every node, in creation order (the bulk read).
  var handles: [NodeHandle] = []
  /// Whether rows go into their list before their children go into them (see `init`).
  var attachesFirst = false

  /// Builds the workload's tree node by node: create, then insert into the parent (the timed part of
  /// "build"), after `reserveCapacity` for all of it when `reserving`. `attached` inserts each row into its list
  /// before its children into it, so every insert goes into a parent already under the root (a renderer's
  /// pattern, issue 30); otherwise a row is built detached and inserted whole.
  init(_ workload: LiveWorkload, reserving: Bool = false, attached: Bool = false) throws(LiveTreeError) {
    attachesFirst = attached
    tree = LiveTree()
    if reserving { tree.reserveCapacity(workload.nodeCount) }
    handles.reserveCapacity(workload.nodeCount)
    titles.reserveCapacity(workload.rows)
    let root = tree.create(.vstack(spacing: 0, alignment: .leading))
    handles.append(root)
    try tree.setRoot(root)
    if let sections = workload.sections {
      for _ in 0..<sections {
        let section = tree.create(.vstack(spacing: 0, alignment: .leading))
        handles.append(section)
        try tree.insert(section, into: root)
        lists.append(section)
        for _ in 0..<(workload.rows / sections) { try appendRow(to: section, decorated: workload.decorated) }
      }
    } else {
      lists.append(root)
      for _ in 0..<workload.rows { try appendRow(to: root, decorated: workload.decorated) }
    }
  }

  /// Creates a row and inserts it into `list` at `index` (default: last); returns the row.
  @discardableResult
  mutating func appendRow(to list: NodeHandle, at index: Int? = nil, decorated: Bool = false) throws(LiveTreeError)
    -> NodeHandle
  {
    let row = tree.create(.hstack(spacing: 8, alignment: .center))
    if attachesFirst && !decorated { try tree.insert(row, into: list, at: index) }
    let icon = tree.create(.fixed(width: 20, height: 20))
    let title = tree.create(.fixed(width: 120, height: 17))
    let spacer = tree.create(.spacer(minLength: 8))
    let badge = tree.create(.fixed(width: 40, height: 17))
    try tree.insert(icon, into: row)
    try tree.insert(title, into: row)
    try tree.insert(spacer, into: row)
    try tree.insert(badge, into: row)
    handles.append(contentsOf: [row, icon, title, spacer, badge])
    titles.append(title)
    guard decorated else {
      if !attachesFirst { try tree.insert(row, into: list, at: index) }
      return row
    }
    // row.background(flexible).overlay(alignment: .topTrailing, fixed 8×8): the primary first, then the content.
    let background = tree.create(.background(alignment: .center))
    let fill = tree.create(.flexible(FlexibleLeaf()))
    let overlay = tree.create(.overlay(alignment: .topTrailing))
    let dot = tree.create(.fixed(width: 8, height: 8))
    try tree.insert(row, into: background)
    try tree.insert(fill, into: background)
    try tree.insert(background, into: overlay)
    try tree.insert(dot, into: overlay)
    try tree.insert(overlay, into: list, at: index)
    handles.append(contentsOf: [background, fill, overlay, dot])
    return overlay
  }
}
