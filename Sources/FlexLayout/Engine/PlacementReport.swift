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
    if reportsChanges { touch(node) }
    placed[node] = frame
  }

  @inline(never)
  private mutating func touch(_ node: Int) {
    if touchedInPass[node] == pass { return }
    touchedInPass[node] = pass
    touched.append(Touched(node: Int32(node), before: placed[node]))
  }

  /// Notes that the selector `node` shows other children than before.
  @inline(never)
  mutating func noteSelectionChange(_ node: Int) {
    selectionChanges.append(Int32(node))
  }
}
