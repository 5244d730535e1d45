/// The reference reading of S16 (placement modifiers): see `PlacementModifiers.swift`, beside this file.
extension ReferencePass {
  /// S16.2: `(p_w ?? c_w, p_h ?? c_h)`, where `c` is the child's answer to `p`; the child is not asked when
  /// both axes are proposed.
  mutating func positionSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    if let width = p.width, let height = p.height { return Size(width: width, height: height) }
    let c = try size(tree.child(index), p)
    return Size(width: p.width ?? c.width, height: p.height ?? c.height)
  }

  /// S16.4: `(p_w ?? 10, p_h ?? 10)`.
  static func geometryReaderSize(_ p: ProposedSize) -> Size {
    Size(width: p.width ?? 10, height: p.height ?? 10)
  }
}
