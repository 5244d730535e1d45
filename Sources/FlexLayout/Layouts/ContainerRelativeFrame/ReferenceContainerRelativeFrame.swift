/// S13: container-relative frames and the container each node sees.
extension ReferencePass {
  /// Makes a scroll proposed `p` the container of its content: its proposal on each axis where that is
  /// finite, the outer container elsewhere. Returns the outer container, to restore afterwards.
  mutating func enterContainer(of p: ProposedSize) -> ProposedSize {
    let outer = container
    container = ProposedSize(
      width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? outer.width,
      height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? outer.height)
    return outer
  }

  /// The frame's length on each of its axes in the current container; nil on the others and where the
  /// container is unspecified.
  func containerRelativeLengths(_ frame: ContainerRelativeFrame) -> (width: Double?, height: Double?) {
    (
      frame.axes.contains(.horizontal) ? container.width.map { frame.length(in: $0) } : nil,
      frame.axes.contains(.vertical) ? container.height.map { frame.length(in: $0) } : nil
    )
  }

  /// The child's proposal: the frame's lengths where it has them, the incoming proposal elsewhere.
  func containerRelativeChildProposal(_ frame: ContainerRelativeFrame, _ p: ProposedSize) -> ProposedSize {
    let lengths = containerRelativeLengths(frame)
    return ProposedSize(width: lengths.width ?? p.width, height: lengths.height ?? p.height)
  }

  /// S13: the frame's lengths on its axes (the child is not asked when both are set), the child's answer
  /// on the others.
  mutating func containerRelativeFrameSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .containerRelativeFrame(let frame) = tree.node(index).kind else { preconditionFailure() }
    let lengths = containerRelativeLengths(frame)
    if let width = lengths.width, let height = lengths.height { return Size(width: width, height: height) }
    let c = try size(tree.child(index), containerRelativeChildProposal(frame, p))
    return Size(width: lengths.width ?? c.width, height: lengths.height ?? c.height)
  }
}
