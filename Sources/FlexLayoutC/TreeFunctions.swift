import CFlexLayout
import FlexLayout
import FlexLayoutFormat

// The library, last-error, tree, attribute and structure functions of flexlayout.h.

// MARK: - Library and errors

@_cdecl("flexlayout_version")
public func flexlayoutVersion() -> UnsafePointer<CChar>? {
  UnsafePointer(StaticStrings.version)
}

@_cdecl("flexlayout_format_version")
public func flexlayoutFormatVersion() -> Int32 {
  Int32(flexLayoutFormatVersion)
}

@_cdecl("flexlayout_status_name")
public func flexlayoutStatusName(_ status: flexlayout_status) -> UnsafePointer<CChar>? {
  let index = Int(status.rawValue)
  let names = StaticStrings.statusPointers
  return UnsafePointer(index < names.count ? names[index] : StaticStrings.unknownStatus)
}

@_cdecl("flexlayout_last_error_code")
public func flexlayoutLastErrorCode() -> flexlayout_status {
  LastError.current.status
}

@_cdecl("flexlayout_last_error_message")
public func flexlayoutLastErrorMessage() -> UnsafePointer<CChar>? {
  UnsafePointer(LastError.current.message)
}

@_cdecl("flexlayout_last_error_path")
public func flexlayoutLastErrorPath() -> UnsafePointer<CChar>? {
  UnsafePointer(LastError.current.path)
}

@_cdecl("flexlayout_last_error_node")
public func flexlayoutLastErrorNode() -> flexlayout_node {
  LastError.current.node
}

@_cdecl("flexlayout_clear_last_error")
public func flexlayoutClearLastError() {
  LastError.current.clear()
}

// MARK: - Trees

@_cdecl("flexlayout_tree_create")
public func flexlayoutTreeCreate() -> OpaquePointer? {
  CTree.makeBox()
}

@_cdecl("flexlayout_tree_free")
public func flexlayoutTreeFree(_ tree: OpaquePointer?) -> flexlayout_status {
  guard let tree else { return FLEXLAYOUT_OK }
  return call { () throws(CError) in try CTree.free(tree) }
}

@_cdecl("flexlayout_tree_reserve")
public func flexlayoutTreeReserve(_ tree: OpaquePointer?, _ nodes: Int) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    guard nodes >= 0, nodes <= LiveTree.maximumNodes else {
      throw .invalidArgument("nodes must be between 0 and \(LiveTree.maximumNodes), got \(nodes)")
    }
    tree.live.reserveCapacity(nodes)
  }
}

@_cdecl("flexlayout_get_node_count")
public func flexlayoutGetNodeCount(_ tree: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> flexlayout_status {
  call(tree) { tree throws(CError) in try output(count, "count").pointee = tree.live.nodeCount }
}

// MARK: - Attributes

@_cdecl("flexlayout_set_id")
public func flexlayoutSetID(_ tree: OpaquePointer?, _ node: flexlayout_node, _ id: UnsafePointer<CChar>?)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let value = id == nil ? nil : try Convert.string(id, "id")
    try tree.perform { () throws(LiveTreeError) in try tree.live.setID(value, of: handle) }
  }
}

@_cdecl("flexlayout_find_node")
public func flexlayoutFindNode(
  _ tree: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ node: UnsafeMutablePointer<flexlayout_node>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let value = try Convert.string(id, "id")
    let out = try output(node, "node")
    out.pointee = tree.knownNode(for: tree.live.handle(forID: value))
  }
}

@_cdecl("flexlayout_set_layout_priority")
public func flexlayoutSetLayoutPriority(_ tree: OpaquePointer?, _ node: flexlayout_node, _ priority: Double)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    try tree.perform { () throws(LiveTreeError) in
      try tree.live.setLayoutPriority(Convert.optional(priority), of: handle)
    }
  }
}

@_cdecl("flexlayout_set_scaled_length")
public func flexlayoutSetScaledLength(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ length: flexlayout_length, _ style: flexlayout_text_style
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let field = try Convert.length(length)
    let textStyle = try Convert.textStyle(style)
    try tree.perform { () throws(LiveTreeError) in
      var lengths = try tree.live.scaledLengths(of: handle)
      lengths[field] = textStyle
      try tree.live.setScaledLengths(lengths, of: handle)
    }
  }
}

@_cdecl("flexlayout_clear_scaled_length")
public func flexlayoutClearScaledLength(_ tree: OpaquePointer?, _ node: flexlayout_node, _ length: flexlayout_length)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let field = try Convert.length(length)
    try tree.perform { () throws(LiveTreeError) in
      var lengths = try tree.live.scaledLengths(of: handle)
      guard lengths.removeValue(forKey: field) != nil else { return }
      try tree.live.setScaledLengths(lengths, of: handle)
    }
  }
}

@_cdecl("flexlayout_mark_dirty")
public func flexlayoutMarkDirty(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    try tree.perform { () throws(LiveTreeError) in try tree.live.markDirty(handle) }
  }
}

@_cdecl("flexlayout_get_kind")
public func flexlayoutGetKind(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ kind: UnsafeMutablePointer<flexlayout_kind>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let out = try output(kind, "kind")
    out.pointee = Convert.kind(try tree.perform { () throws(LiveTreeError) in try tree.live.kind(of: handle) })
  }
}

// MARK: - Structure

@_cdecl("flexlayout_set_root")
public func flexlayoutSetRoot(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = node == 0 ? nil : try tree.handle(node)
    try tree.perform { () throws(LiveTreeError) in try tree.live.setRoot(handle) }
  }
}

@_cdecl("flexlayout_get_root")
public func flexlayoutGetRoot(_ tree: OpaquePointer?, _ node: UnsafeMutablePointer<flexlayout_node>?)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in try output(node, "node").pointee = tree.knownNode(for: tree.live.root) }
}

@_cdecl("flexlayout_insert")
public func flexlayoutInsert(
  _ tree: OpaquePointer?, _ parent: flexlayout_node, _ child: flexlayout_node, _ index: Int64
) -> flexlayout_status {
  // The common case asks plain questions (no error's storage is prepared); a refusal asks the throwing path why.
  callTrying(tree) { tree in
    guard let parentNode = tree.unpacked(parent), let childNode = tree.unpacked(child) else { return false }
    return tree.live.insertIfAllowed(childNode, into: parentNode, at: Convert.index(index))
  } otherwise: { tree throws(CError) in
    // The live tree checks both handles; the C checks run only to word its error.
    let parentHandle = try tree.unchecked(parent, "parent")
    let childHandle = try tree.unchecked(child, "child")
    do throws(LiveTreeError) {
      try tree.live.insert(childHandle, into: parentHandle, at: Convert.index(index))
    } catch {
      if error.code == .invalidHandle {
        _ = try tree.handle(parent, "parent")
        _ = try tree.handle(child, "child")
      }
      throw tree.error(error)
    }
  }
}

@_cdecl("flexlayout_insert_column")
public func flexlayoutInsertColumn(
  _ tree: OpaquePointer?, _ split: flexlayout_node, _ child: flexlayout_node, _ index: Int64, _ min: Double,
  _ ideal: Double, _ max: Double, _ fraction: Double
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let splitHandle = try tree.handle(split, "split")
    let childHandle = try tree.handle(child, "child")
    try tree.perform { () throws(LiveTreeError) in
      try tree.live.insertColumn(
        childHandle, into: splitHandle, at: Convert.index(index),
        widths: Convert.columnWidths(min, ideal, max, fraction))
    }
  }
}

@_cdecl("flexlayout_set_children")
public func flexlayoutSetChildren(
  _ tree: OpaquePointer?, _ parent: flexlayout_node, _ children: UnsafePointer<flexlayout_node>?, _ count: Int
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let parentHandle = try tree.handle(parent, "parent")
    let nodes = try Convert.array(children, count, "children")
    var handles: [NodeHandle] = []
    var seen: Set<NodeHandle> = []
    for (position, node) in nodes.enumerated() {
      let handle = try tree.handle(node, "children[\(position)]")
      guard seen.insert(handle).inserted else {
        throw CError(
          FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "children[\(position)] (node \(hex(node))) appears twice", node: node)
      }
      handles.append(handle)
    }
    try tree.perform { () throws(LiveTreeError) in
      try setChildren(tree, parent: parentHandle, handles, nodes)
    }
  }
}

/// Checks everything `insert` would, for every child, before changing anything; then detaches the current
/// children and inserts the new ones.
private func setChildren(_ tree: CTree, parent: NodeHandle, _ children: [NodeHandle], _ nodes: [flexlayout_node])
  throws(LiveTreeError)
{
  let live = tree.live
  let kind = try live.kind(of: parent)
  func mismatch(_ message: String) -> LiveTreeError {
    LiveTreeError(.kindMismatch, handle: parent, path: try? live.path(of: parent), message: message)
  }
  switch kind.family {
  case .leaf where !children.isEmpty:
    throw mismatch("\(kind.descriptor.nameWithArticle) is a leaf and takes no children")
  case .modifier where children.count > 1:
    throw mismatch("\(kind.descriptor.nameWithArticle) takes exactly one child, not \(children.count)")
  case .decorated where children.count > 2:
    throw mismatch("\(kind.descriptor.nameWithArticle) takes a child and a content, not \(children.count) nodes")
  case .split where !children.isEmpty:
    throw mismatch("a split's children are columns: use flexlayout_insert_column")
  case .leaf, .modifier, .decorated, .split, .container: break
  }
  var ancestors: Set<NodeHandle> = []
  var next: NodeHandle? = parent
  while let node = next {
    ancestors.insert(node)
    next = try live.parent(of: node)
  }
  for (position, child) in children.enumerated() {
    let about = "children[\(position)] (node \(hex(nodes[position])))"
    if ancestors.contains(child) {
      throw LiveTreeError(
        .cycle, handle: parent, path: try? live.path(of: parent),
        message: "\(about) cannot become a child of its own descendant")
    }
    if child == live.root {
      throw LiveTreeError(
        .isRoot, handle: child, path: "/root", message: "\(about) is the tree's root; set another root first")
    }
    if let current = try live.parent(of: child), current != parent {
      throw LiveTreeError(
        .alreadyHasParent, handle: child, path: try? live.path(of: child),
        message: "\(about) is a child of another node; detach it first")
    }
  }
  for child in try live.children(of: parent) { try live.removeFromParent(child) }
  for child in children { try live.insert(child, into: parent) }
}

@_cdecl("flexlayout_clear_children")
public func flexlayoutClearChildren(_ tree: OpaquePointer?, _ parent: flexlayout_node) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(parent, "parent")
    try tree.perform { () throws(LiveTreeError) in
      for child in try tree.live.children(of: handle) { try tree.live.removeFromParent(child) }
    }
  }
}

@_cdecl("flexlayout_remove_from_parent")
public func flexlayoutRemoveFromParent(_ tree: OpaquePointer?, _ child: flexlayout_node) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(child, "child")
    try tree.perform { () throws(LiveTreeError) in try tree.live.removeFromParent(handle) }
  }
}

@_cdecl("flexlayout_move")
public func flexlayoutMove(
  _ tree: OpaquePointer?, _ child: flexlayout_node, _ parent: flexlayout_node, _ index: Int64
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let childHandle = try tree.handle(child, "child")
    let parentHandle = try tree.handle(parent, "parent")
    try tree.perform { () throws(LiveTreeError) in
      try tree.live.move(childHandle, into: parentHandle, at: Convert.index(index))
    }
  }
}

@_cdecl("flexlayout_replace")
public func flexlayoutReplace(_ tree: OpaquePointer?, _ node: flexlayout_node, _ replacement: flexlayout_node)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let nodeHandle = try tree.handle(node)
    let replacementHandle = try tree.handle(replacement, "replacement")
    try tree.perform { () throws(LiveTreeError) in try tree.live.replace(nodeHandle, with: replacementHandle) }
  }
}

@_cdecl("flexlayout_destroy")
public func flexlayoutDestroy(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    try tree.perform { () throws(LiveTreeError) in try tree.live.remove(handle) }
  }
}

@_cdecl("flexlayout_get_parent")
public func flexlayoutGetParent(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ parent: UnsafeMutablePointer<flexlayout_node>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let out = try output(parent, "parent")
    out.pointee = tree.knownNode(for: try tree.perform { () throws(LiveTreeError) in try tree.live.parent(of: handle) })
  }
}

@_cdecl("flexlayout_get_child_count")
public func flexlayoutGetChildCount(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ count: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let out = try output(count, "count")
    out.pointee = try tree.perform { () throws(LiveTreeError) in try tree.live.children(of: handle).count }
  }
}

@_cdecl("flexlayout_get_child")
public func flexlayoutGetChild(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ index: Int, _ child: UnsafeMutablePointer<flexlayout_node>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let out = try output(child, "child")
    let children = try tree.perform { () throws(LiveTreeError) in try tree.live.children(of: handle) }
    guard index >= 0, index < children.count else {
      throw CError(
        FLEXLAYOUT_ERROR_INDEX_OUT_OF_RANGE,
        "child index \(UInt(bitPattern: index)) is out of range 0..<\(children.count)", node: node)
    }
    out.pointee = tree.knownNode(for: children[index])
  }
}
