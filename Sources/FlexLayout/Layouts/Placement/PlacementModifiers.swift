/// The placement modifiers (Docs/Semantics.md S16): offset, position, hidden and geometryReader. Offset and
/// hidden answer as their child and keep its place in a stack; position and geometryReader take the space
/// they are offered and hide their child from the enclosing stack. Where their children sit is in the
/// modifiers' child records (`Modifiers.swift`); the reference reading is `ReferencePlacementModifiers.swift`,
/// beside this file.
extension LayoutPass {
  /// S16.2: the proposal on each axis, the child's answer to the same proposal where it is nil.
  @inline(never)
  mutating func positionSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    if !p.width.isNaN && !p.height.isNaN { return Size(width: p.width, height: p.height) }
    let c = try size(tree.onlyChild(node), p)
    return Size(width: p.width.isNaN ? c.width : p.width, height: p.height.isNaN ? c.height : p.height)
  }

  /// S16.4: the proposal, 10 on an axis proposed nil; the child is not asked.
  @inline(__always)
  func geometryReaderSize(_ p: Proposal) -> Size {
    Size(width: LayoutArena.geometryReaderLength(p.width), height: LayoutArena.geometryReaderLength(p.height))
  }
}

extension LayoutArena {
  /// S16.4 along one axis: `v`, or 10 when nil.
  @inline(__always)
  static func geometryReaderLength(_ v: Double) -> Double { v.isNaN ? 10 : v }

  /// The (x, y) of an offset or a position.
  @inline(__always)
  func point(_ node: Int) -> Point { Point(x: value(node, 0), y: value(node, 1)) }
}
