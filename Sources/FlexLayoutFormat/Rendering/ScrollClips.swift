import FlexLayout

extension LayoutPicture {
  /// What of a scroll's content a panel shows: the part in the scroll's frame, its viewport (the rest is
  /// scrolled out of sight), less the bars drawn over the scroll's edges — a `safeAreaInset`'s bar drawn after
  /// the scroll that spans the viewport's width at its top or bottom edge, or its height at its left or right
  /// edge (a scroll reaches under the bars of its safe area, S5.6, and a bar's material hides what scrolls under
  /// it). A bar that covers part of an edge only clips nothing. A clipped node (S16.5, marked
  /// ``NodeMarks/clipsToBounds``) shows its subtree in its frame alike, without bars.
  struct ScrollClips {
    /// The clip rectangles, each the intersection of what the scrolls around a node show.
    let clips: [Rect]
    /// Per node by preorder number, its clip's number in ``clips`` (`nil`: not inside a scroll or a clipped
    /// node).
    let clipOfNode: [Int?]

    init(_ outline: TreeOutline, _ result: LayoutResult) {
      let count = Swift.min(result.frames.count, outline.kinds.count)
      var rank = [Int](repeating: 0, count: count)
      for (position, node) in result.drawingOrder.enumerated() where node.index < count { rank[node.index] = position }
      let bars = Self.bars(outline, result, count: count)
      var clips: [Rect] = []
      var clipOfNode = [Int?](repeating: nil, count: count)
      // The scrolls and clipped nodes around the current node: where each one's subtree ends and its clip's
      // number.
      var open: [(end: Int, clip: Int)] = []
      for node in 0..<count {
        while let last = open.last, last.end <= node { open.removeLast() }
        let around = open.last?.clip
        clipOfNode[node] = around
        let isScroll = outline.kinds[node] == .scroll
        if (isScroll || result.marks(of: NodeID(node)).contains(.clipsToBounds)) && result.visibility[node] {
          var shown = result.frames[node]
          if isScroll {
            for bar in bars where rank[bar.node] > rank[node] { shown = Self.excluding(bar.rect, from: shown) }
          }
          clips.append(around.map { clips[$0].intersection(shown) } ?? shown)
          open.append((outline.subtreeEnds[node], clips.count - 1))
        }
      }
      self.clips = clips
      self.clipOfNode = clipOfNode
    }

    /// The visible bars of the `safeAreaInset`s: each one's node (the inset's `content`) and the union of its
    /// subtree's visible frames.
    static func bars(_ outline: TreeOutline, _ result: LayoutResult, count: Int) -> [(node: Int, rect: Rect)] {
      var bars: [(node: Int, rect: Rect)] = []
      for node in 0..<count where outline.kinds[node] == .safeAreaInset && result.visibility[node] {
        // A safeAreaInset's children: its primary (the next node), then the bar, just past the primary's subtree.
        guard node + 1 < count else { continue }
        let bar = outline.subtreeEnds[node + 1]
        guard bar < count, result.visibility[bar], !result.isHidden(NodeID(bar)) else { continue }
        var union: Rect?
        for inside in bar..<Swift.min(outline.subtreeEnds[bar], count) where result.visibility[inside] {
          let frame = result.frames[inside]
          union = union.map { $0.union(frame) } ?? frame
        }
        if let union { bars.append((bar, union)) }
      }
      return bars
    }

    /// `rect` less `bar` where the bar spans it across one of its edges (see the type); `rect` otherwise.
    static func excluding(_ bar: Rect, from rect: Rect) -> Rect {
      let (minX, minY, maxX, maxY) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
      let (barMinX, barMinY, barMaxX, barMaxY) = (bar.x, bar.y, bar.x + bar.width, bar.y + bar.height)
      guard barMinX < maxX, minX < barMaxX, barMinY < maxY, minY < barMaxY else { return rect }
      if barMinX <= minX && barMaxX >= maxX {
        if barMinY <= minY { return Rect(x: minX, y: barMaxY, width: rect.width, height: maxY - barMaxY) }
        if barMaxY >= maxY { return Rect(x: minX, y: minY, width: rect.width, height: barMinY - minY) }
      }
      if barMinY <= minY && barMaxY >= maxY {
        if barMinX <= minX { return Rect(x: barMaxX, y: minY, width: maxX - barMaxX, height: rect.height) }
        if barMaxX >= maxX { return Rect(x: minX, y: minY, width: barMinX - minX, height: rect.height) }
      }
      return rect
    }

    /// The part of `frame` that node `node`'s clip shows: `frame` itself outside scrolls, `nil` when nothing of
    /// it shows (a frame touching the clip's edge still shows, as an edge).
    func visiblePart(of frame: Rect, node: Int) -> Rect? {
      guard node < clipOfNode.count, let clip = clipOfNode[node] else { return frame }
      let part = clips[clip].intersection(frame)
      return part.width >= 0 && part.height >= 0 ? part : nil
    }
  }
}
