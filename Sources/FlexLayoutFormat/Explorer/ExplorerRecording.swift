import FlexLayout

/// The layouts of a sweep, one after the other, kept as what changes from each to the next: the page's
/// frame data.
///
/// Each layout becomes one *step*, a JSON array of up to four arrays, trailing empty ones left out:
///
/// 1. the frames that changed (``FrameChanges``): for each drawn node (``ExplorerNodes``) that is laid out and
///    whose frame differs from the last one recorded for it (all zero before the first step), in slot order;
/// 2. the slots whose visibility flipped (laid out or not, ``LayoutResult/visibility``);
/// 3. the slots whose hidden mark flipped (``LayoutResult/isHidden(_:)``);
/// 4. the slots in drawing order, when it differs from the step before (from preorder at the first step).
///
/// Before the first step no node is laid out. A node that is not laid out keeps its last frame recorded; only
/// laid-out nodes are drawn.
package struct ExplorerRecording {
  package let nodes: ExplorerNodes
  /// The steps' JSON text, one per layout.
  private(set) var steps: [String] = []
  /// The union of every drawn frame of every layout (the root's frame at least), for a drawing that keeps one
  /// scale over the sweep.
  private(set) var extent: Rect?

  private var frames: [Rect]
  private var visible: [Bool]
  private var hidden: [Bool]
  private var order: [Int]

  package init(_ nodes: ExplorerNodes) {
    self.nodes = nodes
    frames = [Rect](repeating: .zero, count: nodes.nodes.count)
    visible = [Bool](repeating: false, count: nodes.nodes.count)
    hidden = visible
    order = Array(nodes.nodes.indices)
  }

  /// Adds the next layout of the sweep as a step.
  package mutating func record(_ result: LayoutResult) {
    var changedFrames = FrameChanges()
    var flippedVisibility: [String] = []
    var flippedHidden: [String] = []
    for (slot, node) in nodes.nodes.enumerated() where node.index < result.frames.count {
      let isVisible = result.visibility[node.index]
      if isVisible != visible[slot] {
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
      if frames[slot] != frame {
        changedFrames.append(slot: slot, from: frames[slot], to: frame)
        frames[slot] = frame
      }
    }
    let drawingOrder = result.drawingOrder.compactMap { node in
      node.index < nodes.slotByIndex.count ? nodes.slotByIndex[node.index] : nil
    }
    var parts = [changedFrames.numbers, flippedVisibility, flippedHidden]
    if drawingOrder != order {
      order = drawingOrder
      parts.append(drawingOrder.map(String.init))
    }
    while parts.last?.isEmpty == true { parts.removeLast() }
    steps.append("[" + parts.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",") + "]")
  }
}

extension Rect {
  /// The smallest rectangle holding both.
  fileprivate func union(_ other: Rect) -> Rect {
    let minX = Swift.min(x, other.x)
    let minY = Swift.min(y, other.y)
    let maxX = Swift.max(x + width, other.x + other.width)
    let maxY = Swift.max(y + height, other.y + other.height)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
