/// containerRelativeFrame (Docs/Semantics.md S13): a frame sized from its container — the nearest scroll's
/// proposal, or the root proposal — on its axes, like a frame without a size elsewhere. The reference
/// reading is `ReferenceContainerRelativeFrame.swift`, beside this file.
extension LayoutPass {
  /// The frame's length on each of its axes in the current container, NaN on the axes it does not size (or
  /// whose container is unspecified) (S13).
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func containerRelativeLengths(_ node: Int) -> Proposal {
    let frame = tree.containerRelativeFrame(node)
    return Proposal(
      width: frame.axes.contains(.horizontal) && !container.width.isNaN ? frame.length(in: container.width) : .nan,
      height: frame.axes.contains(.vertical) && !container.height.isNaN ? frame.length(in: container.height) : .nan)
  }

  /// S13.2: the container-relative lengths on its axes; elsewhere the child's answer to the proposal.
  @inline(never)
  mutating func containerRelativeFrameSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let fixed = containerRelativeLengths(node)
    if !fixed.width.isNaN && !fixed.height.isNaN { return Size(width: fixed.width, height: fixed.height) }
    let c = try size(
      tree.onlyChild(node),
      Proposal(width: fixed.width.isNaN ? p.width : fixed.width, height: fixed.height.isNaN ? p.height : fixed.height))
    return Size(width: fixed.width.isNaN ? c.width : fixed.width, height: fixed.height.isNaN ? c.height : fixed.height)
  }

  /// S13.3: the child is proposed the container-relative lengths (the proposal elsewhere) and aligned.
  mutating func containerRelativeChildProposal(_ node: Int, _ p: Proposal) -> Proposal {
    let fixed = containerRelativeLengths(node)
    return Proposal(
      width: fixed.width.isNaN ? p.width : fixed.width, height: fixed.height.isNaN ? p.height : fixed.height)
  }
}
