import FlexLayout

/// Keeps one example in a ``LiveTree`` and draws it at any terminal size, re-laying it out incrementally.
struct TerminalRenderer {
  let name: String
  let tree: LiveTree
  /// Every node's kind, read once (the renderer does not edit the tree).
  let kinds: [NodeHandle: LiveTree.Kind]

  init(example: Examples.Entry) throws(LiveTreeError) {
    name = example.name
    tree = LiveTree(root: example.root)
    var kinds: [NodeHandle: LiveTree.Kind] = [:]
    for node in tree.nodes { kinds[node] = try tree.kind(of: node) }
    self.kinds = kinds
  }

  /// Lays the example out at `columns` × `rows` cells and returns the drawing, headed by one status line.
  func render(columns: Int, rows: Int, environment: LayoutEnvironment = .standard) throws(LiveTreeError) -> String {
    let proposal = ProposedSize(
      width: Double(columns) * BoxDrawer.pointsPerColumn, height: Double(rows) * BoxDrawer.pointsPerRow)
    let layout = try tree.layout(proposal: proposal, environment: environment)
    var drawer = BoxDrawer(
      tree: tree, layout: layout, kinds: kinds, canvas: CharacterCanvas(columns: columns, rows: rows))
    drawer.draw()
    let canvas = drawer.canvas
    let statistics = layout.statistics
    let status =
      "\(name) at \(columns)×\(rows) cells (\(format(proposal.width ?? 0))×\(format(proposal.height ?? 0)) pt): "
      + "\(try tree.laidOutNodes().count) nodes, \(layout.changedHandles.count) changed frame, "
      + "\(statistics.sizeComputations) sized, \(statistics.cacheHits) cache hits"
    return ([status] + canvas.lines).joined(separator: "\n")
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
