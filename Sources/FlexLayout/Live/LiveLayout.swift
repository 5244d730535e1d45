/// What one ``LiveTree/layout(proposal:environment:)`` did: the root's size, the nodes whose placement changed,
/// the nodes that left, and the pass's statistics.
///
/// A `LiveLayout` is a small immutable `Sendable` value: hand it to a render thread, keep it as long as needed.
/// It does not hold the frames: read them from the tree (``LiveTree/frame(of:)``,
/// ``LiveTree/placement(of:)``, ``LiveTree/frames(of:)``), where they stay readable until the next structural
/// edit.
///
/// **The renderer contract.** A renderer that keeps one layer per laid-out node (a `CALayer` tree, a DOM, a
/// terminal cell map) stays exact by applying each successful layout in two steps:
/// 1. for each of ``changedHandles``, in order: set the node's layer to ``LiveTree/placement(of:)`` under its
///    parent's layer (creating the layer, or moving it with the layers below it); the parent's layer exists
///    by then (a parent comes before its new children);
/// 2. for each of ``departedHandles``: remove the node's layer with every layer still below it.
///
/// Then the renderer holds exactly the nodes ``LiveTree/laidOutNodes()`` lists, each at its placement. Nodes in an
/// unchosen branch (a `viewThatFits`, `buckets` or hidden `split` column) are not laid out: they depart when
/// hidden and come back, reported, when shown.
public struct LiveLayout: Sendable {
  /// The root's size in points: the size of its final frame (grown under a safe-area margin when it is a scroll,
  /// rounded to the pixel grid when the environment has a display scale), as ``LayoutResult/size`` reports it.
  public let size: Size
  /// The root proposal of the pass, in points.
  public let proposal: ProposedSize
  /// The environment of the pass.
  public let environment: LayoutEnvironment
  /// The nodes whose layer a renderer must set, in placement order (a parent before its new children): each
  /// laid-out node whose ``LiveTree/placement(of:)`` changed, bit for bit, since the previous successful layout
  /// (every node when the layout direction changed); each that moved among its siblings or to a new parent;
  /// each the renderer does not hold (laid out for the first time, or back with its whole laid-out subtree
  /// after it departed or was hidden). A node that moves with its parent — same placement — is not reported.
  public let changedHandles: [NodeHandle]
  /// The nodes the renderer holds that this layout does not lay out: destroyed, detached and not attached again,
  /// moved into an unchosen branch, or hidden by a selector's new choice. Each is listed once as the top of what
  /// departs (the nodes below go with it), and a node that moved away from its old parent's subtree is listed on
  /// its own; a destroyed node is listed even when an ancestor departs too.
  public let departedHandles: [NodeHandle]
  /// What the pass did: size computations (cache misses), cache hits, calls of the host's measure functions,
  /// placements and reused placements. Counters describe work, never results.
  public let statistics: LayoutStatistics
  /// Non-fatal notes about the tree (contradictory flexible-frame constraints), by JSON Pointer, in preorder.
  public let diagnostics: [LayoutDiagnostic]
  /// The number of nodes under the root.
  public let nodeCount: Int
  /// The number of nodes whose answers the layout forgot and recomputed because an edit could reach them (0
  /// when nothing was edited); the others kept every cached answer.
  public let recomputedNodes: Int
}
