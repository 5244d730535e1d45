import FlexLayout

/// The layouts of a sweep, one after the other, kept as what changes from each to the next: the page's
/// frame data.
///
/// Frames are in the page's *unit*. With a display scale `s` (``grid``), every frame edge of a layout lies on
/// the pixel grid (Docs/Semantics.md S1.4), so a frame is written in whole pixels: `X = x × s`, `Y = y × s`,
/// `W = (x + width) × s − X`, `H = (y + height) × s − Y`, from which the page takes `x = X / s`,
/// `width = (X + W) / s − X / s` (and the same for y and height) — the engine's own arithmetic, so exactly its
/// frames. Each frame is checked to come back bit for bit; if one does not, ``isExact`` turns false and the
/// page must be recorded again without a grid. Without a display scale, frames are written in points.
///
/// Each layout becomes one *step*, a JSON array of up to five arrays, trailing empty ones left out:
///
/// 1. the frame records (``FrameChanges``) of the drawn nodes (``ExplorerNodes``) that are laid out, in slot
///    order;
/// 2. the slots whose visibility flipped (laid out or not, ``LayoutResult/visibility``);
/// 3. the slots whose hidden mark flipped (``LayoutResult/isHidden(_:)``);
/// 4. the slots in drawing order, when it differs from the step before (from preorder at the first step); empty
///    when it does not;
/// 5. the texts whose lines changed (``TextLineBreaks``: the lines the layout wrapped them into), each as its
///    number in the page's `texts`, its number of lines (negated for a text that dropped lines, S2.3, which the
///    page ends with an ellipsis) and five numbers a line: its first word, its number of words, and for a line
///    that shows only a piece of its first word (a word broken between characters, S2.9) the piece's first and
///    end character and its width (else -1, -1, 0).
///
/// Before the first step no node is laid out and no text has lines. A node that is not laid out keeps moving
/// with its last velocity until it is laid out again, and a text keeps its last lines; only laid-out nodes are
/// drawn.
package struct ExplorerRecording {
  package let nodes: ExplorerNodes
  /// The display scale whose pixels the frames are written in, `nil` for points.
  let grid: Double?
  /// The steps' JSON text, one per layout.
  private(set) var steps: [String] = []
  /// The union of every drawn frame of every layout (the root's frame at least), for a drawing that keeps one
  /// scale over the sweep.
  private(set) var extent: Rect?
  /// Whether every frame recorded comes back exactly from the grid's pixels (always without a grid).
  package private(set) var isExact = true

  private var changes: FrameChanges
  private var visible: [Bool]
  private var hidden: [Bool]
  private var order: [Int]
  /// Per text of ``ExplorerNodes/texts``, its lines as the page reads them (five numbers a line, then a
  /// truncated text's tail, ``tailNumbers(_:)``; empty: none yet).
  private var lines: [[Double]]
  /// Per text, whether it dropped lines at the last step that drew it (S2.3).
  private var truncated: [Bool]

  /// A recording of `nodes`, in the pixels of `displayScale` when it is set.
  package init(_ nodes: ExplorerNodes, displayScale: Double? = nil) {
    self.nodes = nodes
    grid = displayScale
    changes = FrameChanges(slots: nodes.nodes.count + nodes.clippers.count)
    visible = [Bool](repeating: false, count: nodes.nodes.count + nodes.clippers.count)
    hidden = visible
    order = Array(nodes.nodes.indices)
    lines = [[Double]](repeating: [], count: nodes.texts.count)
    truncated = [Bool](repeating: false, count: nodes.texts.count)
  }

  /// `frame` in the page's unit: in points, or in whole pixels of the grid (and whether they come back exactly).
  func components(_ frame: Rect) -> (components: [Double], exact: Bool) {
    guard let scale = grid else { return ([frame.x, frame.y, frame.width, frame.height], true) }
    let x = (frame.x * scale).rounded()
    let y = (frame.y * scale).rounded()
    let right = ((frame.x + frame.width) * scale).rounded()
    let bottom = ((frame.y + frame.height) * scale).rounded()
    let exact =
      (x / scale).bitPattern == frame.x.bitPattern && (y / scale).bitPattern == frame.y.bitPattern
      && ((right / scale) - (x / scale)).bitPattern == frame.width.bitPattern
      && ((bottom / scale) - (y / scale)).bitPattern == frame.height.bitPattern
      && Swift.max(Swift.abs(right), Swift.abs(bottom)) < 0x1p52
    return ([x, y, right - x, bottom - y], exact)
  }

  /// Adds the next layout of the sweep as a step.
  package mutating func record(_ result: LayoutResult) {
    var frames: [(slot: Int, components: [Double], moving: Bool)] = []
    var flippedVisibility: [String] = []
    var flippedHidden: [String] = []
    for (slot, node) in nodes.nodes.enumerated() where node.index < result.frames.count {
      let isVisible = result.visibility[node.index]
      let wasVisible = visible[slot]
      if isVisible != wasVisible {
        visible[slot] = isVisible
        flippedVisibility.append(String(slot))
      }
      let isHidden = result.isHidden(NodeID(node.index))
      if isHidden != hidden[slot] {
        hidden[slot] = isHidden
        flippedHidden.append(String(slot))
      }
      guard isVisible else { continue }
      let frame = result.frames[node.index]
      extent = extent.map { $0.union(frame) } ?? frame
      let (components, exact) = components(frame)
      if !exact { isExact = false }
      frames.append((slot, components, wasVisible))
    }
    // The clips, after the drawn nodes: what each scroll or clipped node shows of its subtree (its only child's
    // clip). Written on the grid like the frames, but a clip that does not come back exactly spoils nothing: the
    // page only clips with it.
    if !nodes.clippers.isEmpty {
      let clips = LayoutPicture.ScrollClips(nodes.outline, result)
      for (position, clipper) in nodes.clippers.enumerated() {
        let slot = nodes.nodes.count + position
        let child = clipper + 1
        let clip = child < clips.clipOfNode.count ? clips.clipOfNode[child].map { clips.clips[$0] } : nil
        let wasVisible = visible[slot]
        if (clip != nil) != wasVisible {
          visible[slot] = clip != nil
          flippedVisibility.append(String(slot))
        }
        guard let clip else { continue }
        frames.append((slot, components(clip).components, wasVisible))
      }
    }
    let drawingOrder = result.drawingOrder.compactMap { node in
      node.index < nodes.slotByIndex.count ? nodes.slotByIndex[node.index] : nil
    }
    var changedOrder: [String] = []
    if drawingOrder != order {
      order = drawingOrder
      changedOrder = drawingOrder.map(String.init)
    }
    var changedLines: [String] = []
    for (number, text) in nodes.texts.enumerated() {
      let index = nodes.nodes[text.slot].index
      guard index < result.frames.count, result.visibility[index] else { continue }
      let report = result.textLines(of: NodeID(index))
      let drawn = TextLineBreaks.lines(of: text.text, in: result.frames[index], report: report, text.typeSize)
      let pieces = LayoutPicture.placedWords(text.text, in: result.frames[index], text.typeSize, report: report)
      var numbers = drawn.enumerated().flatMap { line, drawn -> [Double] in
        let piece = drawn.first.flatMap { _ in pieces.first { $0.line == line && $0.characters != nil } }
        return [
          Double(drawn.words.lowerBound), Double(drawn.words.count), Double(drawn.first?.lowerBound ?? -1),
          Double(drawn.first?.upperBound ?? -1), piece?.width ?? 0,
        ]
      }
      let dropped = report?.isTruncated ?? false
      if dropped {
        numbers += Self.tailNumbers(
          LayoutPicture.DrawnText(index: index, text: text.text, result: result, text.typeSize, .leftToRight))
      }
      if numbers != lines[number] || dropped != truncated[number] {
        lines[number] = numbers
        truncated[number] = dropped
        changedLines +=
          [String(number), String(dropped ? -drawn.count : drawn.count)] + numbers.map(SVGWriter.number)
      }
    }
    var parts = [changes.step(frames), flippedVisibility, flippedHidden, changedOrder, changedLines]
    while parts.last?.isEmpty == true { parts.removeLast() }
    steps.append("[" + parts.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",") + "]")
  }

  /// A truncated text's last kept line as the pictures draw it (``LayoutPicture/TruncatedTail``): the
  /// ellipsis's start and width, in points from the text's left edge, the number of words kept on the line, then
  /// five numbers a word (its index, x, width, and its piece's first and end character, -1 when whole). The page
  /// draws these in place of the wrapped last line, so the ellipsis stays inside the text's frame.
  private static func tailNumbers(_ drawn: LayoutPicture.DrawnText) -> [Double] {
    guard let tail = drawn.tail else { return [0, 0, 0] }
    let kept = drawn.words.filter { $0.line == tail.line }
    return [tail.ellipsisX, drawn.ellipsisWidth, Double(kept.count)]
      + kept.flatMap { word in
        [
          Double(word.word), word.x, word.width, Double(word.characters?.lowerBound ?? -1),
          Double(word.characters?.upperBound ?? -1),
        ]
      }
  }
}
