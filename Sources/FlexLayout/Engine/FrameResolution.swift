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
    let rootWidth = environment.mirrorWidth(rootWidth: placed[0].size.width)  // S1.4, S18.1: the window's
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
    let mirroredWidth = mirrored ? rootWidth : .nan
    try frames.withUnsafeMutableBufferPointer { frames throws(LayoutError) in
      try visibility.withUnsafeMutableBufferPointer { visibility throws(LayoutError) in
        let frames = frames.baseAddress!
        let visibility = visibility.baseAddress!
        // One loop per kind of finishing, each with its arithmetic inlined.
        switch environment.displayScale {
        case nil:
          try resolveFrames(FrameFinishing.Unrounded(), mirroredWidth, canSkip, frames, visibility)
        case 1:
          try resolveFrames(FrameFinishing.UnitGrid(), mirroredWidth, canSkip, frames, visibility)
        case let scale?:
          try resolveFrames(FrameFinishing.PixelGrid(scale: scale), mirroredWidth, canSkip, frames, visibility)
        }
      }
    }
    lastFinishing = (environment, rootWidth)
  }

  /// The loop of `resolveFrames`; `mirroredWidth` is the root width for right-to-left layouts, else NaN.
  @inline(__always)
  private mutating func resolveFrames<Finisher: FrameFinishing.Finisher>(
    _ finisher: Finisher, _ mirroredWidth: Double, _ canSkip: Bool, _ frames: UnsafeMutablePointer<Rect>,
    _ visibility: UnsafeMutablePointer<Bool>
  ) throws(LayoutError) {
    // A tree without viewThatFits, buckets or split shows every node: visibility stays all true.
    let hides = tree.kindCounts.selecting > 0
    let mirrored = !mirroredWidth.isNaN
    let limit = FrameFinishing.smallLimit
    let smallRoot = !mirrored || Swift.abs(mirroredWidth) < limit
    let count = tree.nodeEnd
    // The buffers' addresses in locals: stores through them cannot change them.
    let parents = tree.parents.base
    let subtreeEnd = tree.subtreeEnd.base
    let placedFrames = placed.base
    // Root coordinates are kept for containers only (leaves are never skipped, nor anyone's parent).
    let containerIndex = tree.containerIndex.base
    let absoluteX = absoluteX.values.base
    let absoluteY = absoluteY.values.base
    let reusedInPass = reusedInPass.values.base
    var node = 0
    while node < count {
      let parent = Int(parents[node])
      var wasVisible = true
      if hides {
        wasVisible = visibility[node]
        let visible = parent < 0 || (visibility[parent] && shows(parent, child: node))
        visibility[node] = visible
        guard visible else {
          frames[node] = .zero
          node += 1
          continue
        }
      }
      let relative = placedFrames[node]
      var x = relative.origin.x
      var y = relative.origin.y
      if parent >= 0 {
        let parentState = Int(containerIndex[parent])
        x = absoluteX[parentState] + x
        y = absoluteY[parentState] + y
      }
      let state = Int(containerIndex[node])
      if state >= 0 {
        if canSkip && wasVisible && x.bitPattern == absoluteX[state].bitPattern
          && y.bitPattern == absoluteY[state].bitPattern && reusedInPass[state] == pass
        {
          node = Int(subtreeEnd[node])
          continue
        }
        absoluteX[state] = x
        absoluteY[state] = y
      }
      let size = relative.size
      let frame = Rect(origin: Point(x: x, y: y), size: size)
      // One check for the common case: every value finite and small (NaN and ±∞ fail it too).
      let values = SIMD4(x, y, size.width, size.height)
      if smallRoot && all((values .< limit) .& (values .> -limit)) {
        frames[node] = finisher.finishSmall(frame, rootWidth: mirroredWidth, mirrored: mirrored)
      } else {
        // All four finite exactly when every difference with itself is 0 (∞ − ∞ and NaN − NaN are NaN).
        guard all(values - values .== 0) else { throw infiniteFrame(node) }
        frames[node] = finisher.finish(frame, rootWidth: mirroredWidth, mirrored: mirrored)
      }
      node += 1
    }
    // S18.5: the scrolls that reach under a safe-area margin, grown from their root coordinates as laid out
    // (kept for containers above); out of the loop, which stays as it was for every other tree.
    for (key, growth) in scrollGrowth {
      let node = Int(key)
      let state = Int(containerIndex[node])
      guard state >= 0, !hides || visibility[node] else { continue }
      let frame = growth.growing(
        Rect(origin: Point(x: absoluteX[state], y: absoluteY[state]), size: placedFrames[node].size))
      let values = SIMD4(frame.x, frame.y, frame.width, frame.height)
      guard all(values - values .== 0) else { throw infiniteFrame(node) }
      frames[node] = finisher.finish(frame, rootWidth: mirroredWidth, mirrored: mirrored)
    }
  }

  @inline(never)
  private func infiniteFrame(_ node: Int) -> LayoutError {
    let source = infiniteSource(from: node)
    return fail(
      source,
      "frame would be infinite (\(placed[source].size)): an infinite proposal "
        + "reached a node that takes all the space it is offered")
  }

  /// S1.3: the node an infinite frame comes from. From `node`, the first node in preorder whose frame is not
  /// finite, down through the first shown child whose size is not finite, to a node none of whose shown
  /// children's sizes is infinite: the one that turned an infinite proposal into an infinite answer (a
  /// flexible leaf, say), rather than the stacks around it that only summed it.
  func infiniteSource(from node: Int) -> Int {
    var current = node
    descending: while true {
      for slot in tree.slots(of: current) {
        let child = Int(tree.childList[slot])
        let size = placed[child].size
        if shows(current, child: child) && !(size.width.isFinite && size.height.isFinite) {
          current = child
          continue descending
        }
      }
      return current
    }
  }
}

extension LayoutPass {
  /// Whether `node`, a child of `parent`, was laid out when `parent` was last placed (S1.5).
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func shows(_ parent: Int, child node: Int) -> Bool {
    switch tree.kinds[parent].descriptor.selection {
    case .child:
      return Int(choice[parent]) == tree.indexInParent(node)
    case .columns:
      return placedSplitShown[Int(tree.aux[parent]) + tree.indexInParent(node)]
    case .none, .widths:
      return true
    }
  }
}
