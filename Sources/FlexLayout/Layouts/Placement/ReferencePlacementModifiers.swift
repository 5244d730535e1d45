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

  /// S16.1–S16.4: where the child of placement modifier `index` (proposed `p`, sized `s`, at `origin`) goes.
  mutating func placePlacementChild(
    _ index: Int, _ modifier: ModifierKind, _ origin: Point, _ p: ProposedSize, _ s: Size
  ) throws(LayoutError) {
    let child = tree.child(index)
    switch modifier {
    case .offset:
      guard case .offset(let x, let y) = tree.node(index).kind else { preconditionFailure("not an offset") }
      try place(child, at: Self.offset(origin, x, y), p)  // S16.1: moved; nothing else is
    case .drawingOnly:
      try place(child, at: Self.offset(origin, 0, 0), p)  // S16.3: as if it were not there
    case .geometryReader:
      try place(child, at: Self.offset(origin, 0, 0), ProposedSize(width: s.width, height: s.height))
    case .position:
      guard case .position(let x, let y) = tree.node(index).kind else { preconditionFailure("not a position") }
      let proposal = ProposedSize(width: s.width, height: s.height)
      let c = try size(child, proposal)
      try place(child, at: Self.offset(origin, x - c.width / 2, y - c.height / 2), proposal)  // S16.2: centred
    case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame,
      .ignoresSafeArea, .alignmentGuide:
      preconditionFailure("not a placement modifier")
    }
  }
}
