import CFlexLayout
import FlexLayout

// flexlayout_layout and the functions that read its results (a `LiveLayout`).

@_cdecl("flexlayout_layout")
public func flexlayoutLayout(
  _ tree: OpaquePointer?, _ width: Double, _ height: Double, _ environment: UnsafePointer<flexlayout_environment>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let proposal = ProposedSize(width: Convert.optional(width), height: Convert.optional(height))
    let environment = try Convert.environment(environment)
    let result = try tree.perform { () throws(LiveTreeError) in
      try tree.live.layout(proposal: proposal, environment: environment)
    }
    tree.finish(result)
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

@_cdecl("flexlayout_get_frame")
public func flexlayoutGetFrame(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ frame: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(frame, "frame")
    let (layout, handle) = try tree.laidOut(node)
    out.pointee = rect(layout.frame(of: handle) ?? .zero)
  }
}

@_cdecl("flexlayout_get_frame_in_parent")
public func flexlayoutGetFrameInParent(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ frame: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(frame, "frame")
    let (layout, handle) = try tree.laidOut(node)
    out.pointee = rect(layout.frameInParent(of: handle) ?? .zero)
  }
}

@_cdecl("flexlayout_get_frames")
public func flexlayoutGetFrames(
  _ tree: OpaquePointer?, _ nodes: UnsafePointer<flexlayout_node>?, _ count: Int,
  _ frames: UnsafeMutablePointer<flexlayout_rect>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let list = try Convert.array(nodes, count, "nodes")
    guard !list.isEmpty else { return }
    guard let frames else { throw .invalidArgument("frames is NULL") }
    var results: [flexlayout_rect] = []
    results.reserveCapacity(list.count)
    for node in list {
      let (layout, handle) = try tree.laidOut(node)
      results.append(rect(layout.frame(of: handle) ?? .zero))
    }
    for (position, result) in results.enumerated() { frames[position] = result }
  }
}

@_cdecl("flexlayout_is_visible")
public func flexlayoutIsVisible(_ tree: OpaquePointer?, _ node: flexlayout_node, _ visible: UnsafeMutablePointer<Bool>?)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let out = try output(visible, "visible")
    let handle = try tree.handle(node)
    out.pointee = try tree.lastLayout().isVisible(handle)
  }
}

@_cdecl("flexlayout_get_selection")
public func flexlayoutGetSelection(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ selection: UnsafeMutablePointer<flexlayout_selection>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let out = try output(selection, "selection")
    let handle = try tree.handle(node)
    var value = flexlayout_selection(kind: FLEXLAYOUT_SELECTION_NONE, child: -1, count: 0)
    switch try tree.lastLayout().selection(of: handle) {
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
    let handle = try tree.handle(node)
    guard case .columns(let values)? = try tree.lastLayout().selection(of: handle) else {
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
    let handle = try tree.handle(node)
    guard case .widths(let values)? = try tree.lastLayout().selection(of: handle) else {
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
      placements_reused: Int64(counts.placementsReused), nodes: Int64(layout.handles.count),
      changed_nodes: Int64(layout.changedHandles.count), departed_nodes: Int64(layout.departedHandles.count),
      reused_nodes: Int64(layout.reusedNodes), recompiled: layout.recompiled)
  }
}

@_cdecl("flexlayout_get_changed_nodes")
public func flexlayoutGetChangedNodes(
  _ tree: OpaquePointer?, _ nodes: UnsafeMutablePointer<flexlayout_node>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let layout = try tree.lastLayout()
    let changed = tree.changedCache ?? tree.aliveNodes(layout.changedHandles)
    tree.changedCache = changed
    try copyOut(changed, to: nodes, capacity: capacity, count: count, "changed nodes")
  }
}

@_cdecl("flexlayout_get_departed_nodes")
public func flexlayoutGetDepartedNodes(
  _ tree: OpaquePointer?, _ nodes: UnsafeMutablePointer<flexlayout_node>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    _ = try tree.lastLayout()
    try copyOut(tree.departed, to: nodes, capacity: capacity, count: count, "departed nodes")
  }
}

@_cdecl("flexlayout_get_reading_order")
public func flexlayoutGetReadingOrder(
  _ tree: OpaquePointer?, _ nodes: UnsafeMutablePointer<flexlayout_node>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let layout = try tree.lastLayout()
    let order = tree.readingOrderCache ?? tree.aliveNodes(layout.readingOrder())
    tree.readingOrderCache = order
    try copyOut(order, to: nodes, capacity: capacity, count: count, "reading order")
  }
}
