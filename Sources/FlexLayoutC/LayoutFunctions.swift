import CFlexLayout
import FlexLayout

// flexlayout_layout and the functions that read its results (a `LiveLayout`).

@_cdecl("flexlayout_layout")
public func flexlayoutLayout(
  _ tree: OpaquePointer?, _ width: Double, _ height: Double, _ environment: UnsafePointer<flexlayout_environment>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let proposal = ProposedSize(width: Convert.optional(width), height: Convert.optional(height))
    var environment = try Convert.environment(environment)
    environment.safeAreaInsets = tree.safeAreaInsets
    _ = try tree.perform { () throws(LiveTreeError) in
      try tree.live.layout(proposal: proposal, environment: environment)
    }
  }
}

@_cdecl("flexlayout_set_safe_area_insets")
public func flexlayoutSetSafeAreaInsets(
  _ tree: OpaquePointer?, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    for (value, name) in [(top, "top"), (leading, "leading"), (bottom, "bottom"), (trailing, "trailing")]
    where !(value.isFinite && value >= 0) {
      throw CError.invalidArgument("the safe-area inset \(name) must be finite and >= 0, got \(value)")
    }
    tree.safeAreaInsets = EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }
}

@_cdecl("flexlayout_get_size")
public func flexlayoutGetSize(_ tree: OpaquePointer?, _ size: UnsafeMutablePointer<flexlayout_size>?)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let out = try output(size, "size")
    let layout = try tree.lastLayout()
    out.pointee = flexlayout_size(width: layout.size.width, height: layout.size.height)
  }
}

func rect(_ frame: Rect) -> flexlayout_rect {
  flexlayout_rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
}

/// A one-node frame getter: writes what `read` gives for the node into `frame`, failing with
/// `FLEXLAYOUT_ERROR_NOT_IN_LAYOUT` (saying `why`) when it gives `nil`.
private func getFrame(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ frame: UnsafeMutablePointer<flexlayout_rect>?,
  why: String = "it was not attached under the root then",
  _ read: @escaping (LiveTree, NodeHandle) throws(LiveTreeError) -> Rect?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(frame, "frame")
    _ = try tree.lastLayout()
    let handle = try tree.handle(node)
    guard let value = try tree.perform({ () throws(LiveTreeError) in try read(tree.live, handle) }) else {
      throw CError(
        FLEXLAYOUT_ERROR_NOT_IN_LAYOUT, "node \(hex(node)) was not laid out by the last layout (\(why))", node: node)
    }
    out.pointee = rect(value)
  }
}

@_cdecl("flexlayout_get_frame")
public func flexlayoutGetFrame(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ frame: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  getFrame(tree, node, frame) { tree, handle throws(LiveTreeError) in try tree.frame(of: handle) }
}

@_cdecl("flexlayout_get_frame_in_parent")
public func flexlayoutGetFrameInParent(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ frame: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  getFrame(tree, node, frame) { tree, handle throws(LiveTreeError) in try tree.frameInParent(of: handle) }
}

@_cdecl("flexlayout_get_placement")
public func flexlayoutGetPlacement(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ frame: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  getFrame(tree, node, frame, why: "not under the root then, or in an unchosen branch") {
    tree, handle throws(LiveTreeError) in try tree.placement(of: handle)
  }
}

@_cdecl("flexlayout_get_frames")
public func flexlayoutGetFrames(
  _ tree: OpaquePointer?, _ nodes: UnsafePointer<flexlayout_node>?, _ count: Int,
  _ frames: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    guard count >= 0 else { throw .invalidArgument("count is negative (\(count))") }
    guard count > 0 else { return }
    guard let nodes else { throw .invalidArgument("nodes is NULL") }
    guard let frames else { throw .invalidArgument("frames is NULL") }
    _ = try tree.lastLayout()
    try tree.perform { () throws(LiveTreeError) in try tree.live.resolveFramesForBulkRead() }
    // Every handle is checked before anything is written (flexlayout_rect has a Rect's layout: four Doubles,
    // x, y, width, height, as Sources/CFlexLayout/abi_checks.c pins).
    assert(MemoryLayout<flexlayout_rect>.size == MemoryLayout<Rect>.size)
    guard
      let bad = tree.live.copyFinishedFrames(
        of: nodes, count: count, tag: tree.tag, numberBits: CTree.indexBits, generationBits: CTree.generationBits,
        into: UnsafeMutableRawPointer(frames))
    else { return }
    _ = try tree.handle(nodes[bad])  // the error of an invalid handle
    throw CError(
      FLEXLAYOUT_ERROR_NOT_IN_LAYOUT,
      "node \(hex(nodes[bad])) was not laid out by the last layout (it was not attached under the root then)",
      node: nodes[bad])
  }
}

@_cdecl("flexlayout_is_visible")
public func flexlayoutIsVisible(_ tree: OpaquePointer?, _ node: flexlayout_node, _ visible: UnsafeMutablePointer<Bool>?)
  -> flexlayout_status
{
  readNode(tree, node, visible, "visible", needsLayout: true) { live, handle throws(LiveTreeError) in
    try live.isVisible(handle)
  }
}

/// Whether the node is marked hidden (S16.3): it or an ancestor is a `hidden` node. Needs no layout.
@_cdecl("flexlayout_is_hidden")
public func flexlayoutIsHidden(_ tree: OpaquePointer?, _ node: flexlayout_node, _ hidden: UnsafeMutablePointer<Bool>?)
  -> flexlayout_status
{
  readNode(tree, node, hidden, "hidden") { live, handle throws(LiveTreeError) in try live.isHidden(handle) }
}

/// The node's marks (``NodeMarks``) as bits. Needs no layout.
@_cdecl("flexlayout_get_marks")
public func flexlayoutGetMarks(_ tree: OpaquePointer?, _ node: flexlayout_node, _ marks: UnsafeMutablePointer<UInt32>?)
  -> flexlayout_status
{
  readNode(tree, node, marks, "marks") { live, handle throws(LiveTreeError) in try live.marks(of: handle).rawValue }
}

/// S2.3: whether layouts keep what flexlayout_get_text_lines reads (LiveTree.reportsTextLines).
@_cdecl("flexlayout_set_reports_text_lines")
public func flexlayoutSetReportsTextLines(_ tree: OpaquePointer?, _ reports: Bool) -> flexlayout_status {
  call(tree) { tree throws(CError) in tree.live.reportsTextLines = reports }
}

/// S2.3: how a text wrapped where the last layout placed it: the lines it needs and the lines it kept, -1 and
/// -1 for a node that is not a visible text or when text lines were not reported.
@_cdecl("flexlayout_get_text_lines")
public func flexlayoutGetTextLines(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ needed: UnsafeMutablePointer<Int32>?,
  _ kept: UnsafeMutablePointer<Int32>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let needed = try output(needed, "needed")
    let kept = try output(kept, "kept")
    _ = try tree.lastLayout()
    let handle = try tree.handle(node)
    let lines = try tree.perform { () throws(LiveTreeError) in try tree.live.textLines(of: handle) }
    needed.pointee = lines.map { Int32(clamping: $0.needed) } ?? -1
    kept.pointee = lines.map { Int32(clamping: $0.kept) } ?? -1
  }
}

/// S2.9: the words a text broke between characters on its kept lines (LiveTree.textLines(of:).brokenWords).
@_cdecl("flexlayout_get_text_broken_words")
public func flexlayoutGetTextBrokenWords(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ broken: UnsafeMutablePointer<Int32>?
) -> flexlayout_status {
  readNode(tree, node, broken, "broken", needsLayout: true) { live, handle throws(LiveTreeError) in
    try live.textLines(of: handle).map { Int32(clamping: $0.brokenWords) } ?? -1
  }
}

/// A one-node reading: writes what `read` gives for the node into `out` (named `name` in the error when it is
/// NULL); `needsLayout` fails it before any layout succeeded.
private func readNode<Value>(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ out: UnsafeMutablePointer<Value>?, _ name: String,
  needsLayout: Bool = false, _ read: (LiveTree, NodeHandle) throws(LiveTreeError) -> Value
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(out, name)
    if needsLayout { _ = try tree.lastLayout() }
    let handle = try tree.handle(node)
    out.pointee = try tree.perform { () throws(LiveTreeError) in try read(tree.live, handle) }
  }
}

/// The node's selection in the last layout.
private func selection(_ tree: CTree, _ node: flexlayout_node) throws(CError) -> Selection? {
  _ = try tree.lastLayout()
  let handle = try tree.handle(node)
  return try tree.perform { () throws(LiveTreeError) in try tree.live.selection(of: handle) }
}

@_cdecl("flexlayout_get_selection")
public func flexlayoutGetSelection(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ selection: UnsafeMutablePointer<flexlayout_selection>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(selection, "selection")
    var value = flexlayout_selection(kind: FLEXLAYOUT_SELECTION_NONE, child: -1, count: 0)
    switch try FlexLayoutC.selection(tree, node) {
    case .child(let index)?:
      value.kind = FLEXLAYOUT_SELECTION_CHILD
      value.child = Int64(index)
    case .columns(let columns)?:
      value.kind = FLEXLAYOUT_SELECTION_COLUMNS
      value.count = columns.count
    case .widths(let widths)?:
      value.kind = FLEXLAYOUT_SELECTION_WIDTHS
      value.count = widths.count
    case nil:
      break
    }
    out.pointee = value
  }
}

@_cdecl("flexlayout_get_selection_columns")
public func flexlayoutGetSelectionColumns(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ columns: UnsafeMutablePointer<Int64>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    guard case .columns(let values)? = try selection(tree, node) else {
      throw CError(
        FLEXLAYOUT_ERROR_KIND_MISMATCH, "node \(hex(node)) has no column selection (not a visible split)", node: node)
    }
    try copyOut(values.map(Int64.init), to: columns, capacity: capacity, count: count, "columns")
  }
}

@_cdecl("flexlayout_get_selection_widths")
public func flexlayoutGetSelectionWidths(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ widths: UnsafeMutablePointer<Double>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    guard case .widths(let values)? = try selection(tree, node) else {
      throw CError(
        FLEXLAYOUT_ERROR_KIND_MISMATCH, "node \(hex(node)) has no width selection (not a visible grid)", node: node)
    }
    try copyOut(values, to: widths, capacity: capacity, count: count, "widths")
  }
}

@_cdecl("flexlayout_get_statistics")
public func flexlayoutGetStatistics(
  _ tree: OpaquePointer?, _ statistics: UnsafeMutablePointer<flexlayout_statistics>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(statistics, "statistics")
    let layout = try tree.lastLayout()
    let counts = layout.statistics
    out.pointee = flexlayout_statistics(
      size_computations: Int64(counts.sizeComputations), cache_hits: Int64(counts.cacheHits),
      measure_calls: Int64(counts.measureCalls), placements: Int64(counts.placements),
      placements_reused: Int64(counts.placementsReused), nodes: Int64(layout.nodeCount),
      changed_nodes: Int64(layout.changedHandles.count), departed_nodes: Int64(layout.departedHandles.count),
      reused_nodes: Int64(layout.nodeCount - layout.recomputedNodes), recomputed_nodes: Int64(layout.recomputedNodes))
  }
}

@_cdecl("flexlayout_get_changed_nodes")
public func flexlayoutGetChangedNodes(
  _ tree: OpaquePointer?, _ nodes: UnsafeMutablePointer<flexlayout_node>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let layout = try tree.lastLayout()
    try copyOut(layout.changedHandles, to: nodes, capacity: capacity, count: count, "changed nodes") { handle in
      tree.live.contains(handle) ? tree.node(for: handle) : nil
    }
  }
}

@_cdecl("flexlayout_get_departed_nodes")
public func flexlayoutGetDepartedNodes(
  _ tree: OpaquePointer?, _ nodes: UnsafeMutablePointer<flexlayout_node>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let layout = try tree.lastLayout()
    try copyOut(layout.departedHandles, to: nodes, capacity: capacity, count: count, "departed nodes") { handle in
      tree.node(for: handle)
    }
  }
}

@_cdecl("flexlayout_get_reading_order")
public func flexlayoutGetReadingOrder(
  _ tree: OpaquePointer?, _ nodes: UnsafeMutablePointer<flexlayout_node>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    _ = try tree.lastLayout()
    let order = try tree.perform { () throws(LiveTreeError) in try tree.live.readingOrder() }
    try copyOut(tree.aliveNodes(order), to: nodes, capacity: capacity, count: count, "reading order")
  }
}
