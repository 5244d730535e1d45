/// What a pass tells a live tree about the frames it placed, so that the tree can report the nodes whose
/// frame (relative to their parent) or visibility changed without looking at the others.
///
/// Off for a ``LayoutEngine`` (one predictable branch per placed node). When on, the first time a pass writes a
/// node's relative frame it notes the node and its frame from before (`touched`); the tree compares it with
/// the final frame afterwards. A selector whose choice changes is noted too (`selectionChanges`): its
/// children's visibility changed.
extension LayoutPass {
  /// One node whose relative frame was written in this pass, and that frame as it was before.
  struct Touched {
    var node: Int32
    var before: Rect
  }

  /// Records `node`'s frame relative to its parent.
  @inline(__always)
  mutating func setPlaced(_ node: Int, _ frame: Rect) {
    if notesPlacements { touch(node, frame) }
    placed[node] = frame
  }

  /// Notes the first write of `node`'s frame in this pass, and every write of a frame that is not finite
  /// (`nonFinite`: the live tree fails the layout if one stays so).
  @inline(never)
  private mutating func touch(_ node: Int, _ frame: Rect) {
    if !FrameFinishing.isFinite(frame) { nonFinite.append(Int32(node)) }
    if touchedInPass[node] == pass { return }
    let before = placed[node]
    // A node the renderer holds, placed where it was: nothing to report (a later write that moves it is
    // noted then, against the same frame from before).
    if let states = heldStates, states[node].isHeldUnchanged, frame.x.bitPattern == before.x.bitPattern,
      frame.y.bitPattern == before.y.bitPattern, frame.width.bitPattern == before.width.bitPattern,
      frame.height.bitPattern == before.height.bitPattern
    {
      return
    }
    touchedInPass[node] = pass
    touched.append(Touched(node: Int32(node), before: before))
  }

  /// Whether this pass wrote `node`'s relative frame (reporting on).
  func wasTouched(_ node: Int) -> Bool { touchedInPass[node] == pass }

  /// Notes that the selector `node` shows other children than before.
  @inline(never)
  mutating func noteSelectionChange(_ node: Int) {
    selectionChanges.append(Int32(node))
  }

  /// What a placement changed in the state a live tree's results read besides frames, to put back if the pass
  /// fails: a viewThatFits's or buckets's choice, a split column's visibility, a grid column's cells.
  enum Undo {
    case choice(node: Int32, Int32)
    case splitShown(column: Int32, Bool)
    case gridColumn(column: Int32, cells: Int32, width: Double)
  }

  /// Records the value `change` is about to replace (live trees only).
  @inline(__always)
  mutating func willChange(_ change: Undo) {
    if reportsChanges { undoLog.append(change) }
  }

  /// Puts back every value recorded since the pass started, latest first.
  mutating func undoSelections() {
    for change in undoLog.reversed() {
      switch change {
      case .choice(let node, let value): choice[Int(node)] = value
      case .splitShown(let column, let value): placedSplitShown[Int(column)] = value
      case .gridColumn(let column, let cells, let width):
        placedGridCells[Int(column)] = cells
        placedGridCellWidth[Int(column)] = width
      }
    }
    undoLog.removeAll(keepingCapacity: true)
  }
}
