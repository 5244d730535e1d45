/// The last step of a pass: relative frames become finished root-coordinate frames (S1.3–S1.5).
extension LayoutPass {
  /// Resolves every node's frame in preorder, so every parent is resolved before its children.
  ///
  /// A subtree whose placement was reused in this pass, whose root was visible before and sits at the same
  /// root coordinates, with the same environment as the last complete pass (and the same root width, for
  /// right-to-left layouts), already holds exactly these frames: it is skipped whole.
  mutating func resolveFrames(
    _ environment: LayoutEnvironment, previous: (environment: LayoutEnvironment, rootWidth: Double)?
  ) throws(LayoutError) {
    let rootWidth = sizes[0].width
    let mirrored = environment.layoutDirection == .rightToLeft
    // The root width matters only to right-to-left mirroring.
    let canSkip =
      previous.map {
        $0.environment == environment && (!mirrored || $0.rootWidth.bitPattern == rootWidth.bitPattern)
      } ?? false
    // Work on the result arrays through their buffers: one uniqueness check per pass, not one per write.
    var frames: [Rect] = []
    var visibility: [Bool] = []
    swap(&frames, &self.frames)
    swap(&visibility, &self.visibility)
    defer {
      swap(&frames, &self.frames)
      swap(&visibility, &self.visibility)
    }
    let finishing = Finishing(
      rootWidth: rootWidth, mirrored: mirrored, grid: environment.displayScale.map(FrameFinishing.PixelGrid.init))
    try frames.withUnsafeMutableBufferPointer { frames throws(LayoutError) in
      try visibility.withUnsafeMutableBufferPointer { visibility throws(LayoutError) in
        try resolveFrames(finishing, canSkip: canSkip, frames, visibility)
      }
    }
    lastFinishing = (environment, rootWidth)
  }

  /// What finishing a frame needs, taken out of the environment once per pass.
  private struct Finishing {
    let rootWidth: Double
    let mirrored: Bool
    let grid: FrameFinishing.PixelGrid?
  }

  private mutating func resolveFrames(
    _ finishing: Finishing, canSkip: Bool, _ frames: UnsafeMutableBufferPointer<Rect>,
    _ visibility: UnsafeMutableBufferPointer<Bool>
  ) throws(LayoutError) {
    // A tree without viewThatFits, buckets or split shows every node: visibility stays all true.
    let hides = tree.hidesChildren
    let count = tree.count
    let parents = tree.parents
    let subtreeEnd = tree.subtreeEnd
    var node = 0
    while node < count {
      let parent = Int(parents[node])
      var wasVisible = true
      if hides {
        wasVisible = visibility[node]
        let visible = parent < 0 || (visibility[parent] && shows(parent, child: Int(tree.indexInParent[node])))
        visibility[node] = visible
        guard visible else {
          frames[node] = .zero
          node += 1
          continue
        }
      }
      let x = parent < 0 ? relativeX[node] : absoluteX[parent] + relativeX[node]
      let y = parent < 0 ? relativeY[node] : absoluteY[parent] + relativeY[node]
      if canSkip && wasVisible && x.bitPattern == absoluteX[node].bitPattern
        && y.bitPattern == absoluteY[node].bitPattern && reusedInPass[node] == pass
      {
        node = Int(subtreeEnd[node])
        continue
      }
      absoluteX[node] = x
      absoluteY[node] = y
      let frame = Rect(origin: Point(x: x, y: y), size: sizes[node])
      guard FrameFinishing.isFinite(frame) else { throw infiniteFrame(node, frame) }
      frames[node] = FrameFinishing.finish(
        frame, rootWidth: finishing.rootWidth, mirrored: finishing.mirrored, grid: finishing.grid)
      node += 1
    }
  }

  @inline(never)
  private func infiniteFrame(_ node: Int, _ frame: Rect) -> LayoutError {
    fail(
      node,
      "frame would be infinite (\(frame)): an infinite proposal reached a node that takes all the space it is "
        + "offered")
  }
}
