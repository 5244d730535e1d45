/// The placement modifiers (Docs/Semantics.md S16): offset, position, hidden and geometryReader. Offset and
/// hidden answer as their child and keep its place in a stack; position and geometryReader take the space
/// they are offered and hide their child from the enclosing stack. Dispatched from the modifiers' switches
/// (`Modifiers.swift`); the reference reading is `ReferencePlacementModifiers.swift`, beside this file.
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

  /// S16.1–S16.4: places the child of a placement modifier `node` proposed `p`, whose size is `size`.
  mutating func placePlacementChild(_ node: Int, _ modifier: ModifierKind, _ p: Proposal, _ size: Size)
    throws(LayoutError)
  {
    let child = tree.onlyChild(node)
    switch modifier {
    case .offset:
      let offset = tree.point(node)
      try placeAt(child, p, x: offset.x, y: offset.y)
    case .drawingOnly:
      try placeAt(child, p, x: 0, y: 0)
    case .geometryReader:
      try placeAt(child, Proposal(width: size.width, height: size.height), x: 0, y: 0)
    case .position:
      let proposal = Proposal(width: size.width, height: size.height)
      let c = try self.size(child, proposal)
      let centre = tree.point(node)
      setPlaced(child, Rect(x: centre.x - c.width / 2, y: centre.y - c.height / 2, width: c.width, height: c.height))
      try place(child, proposal, c)
    case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame,
      .ignoresSafeArea, .alignmentGuide:
      preconditionFailure("not a placement modifier")
    }
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
