/// The numbers of nodes with a kind fact the whole tree asks about in O(1), kept by the arena as nodes get and
/// lose kinds: counted in this one place, for compiling and for editing, from the kinds' descriptors.
struct KindCounts: Equatable {
  /// Nodes that lay out only some of their children (viewThatFits, buckets, split; S1.5): frames are resolved
  /// with visibility.
  var selecting = 0
  /// Nodes whose answers read the display scale (dividers, S17.1): a new scale forgets every answer.
  var scaleReading = 0
  /// Nodes that define a safe area (safeAreaInset, S18): placement tracks positions while there is one.
  var safeAreaDefining = 0
  /// Nodes that draw out of preorder (backgrounds, S15.4): the result carries a drawing order.
  var reordering = 0
  /// Nodes whose kind marks the result (``NodeMarks``): the result carries a table of marks.
  var marking = 0
  /// Nodes that set the Dynamic Type size of their subtree (dynamicTypeSize, S14.4): each node's size is
  /// looked up through its ancestors while there is one.
  var typeSizeSetting = 0
  /// Text leaves: a pass keeps their width intervals (issue 29.7) while there is one.
  var texts = 0

  /// Counts a node of kind `kind` in (`delta` 1) or out (−1).
  @inline(__always)
  mutating func count(_ kind: NodeKind, _ delta: Int) {
    let descriptor = kind.descriptor
    if descriptor.selectsChildren { selecting += delta }
    if descriptor.readsDisplayScale { scaleReading += delta }
    if descriptor.definesSafeArea { safeAreaDefining += delta }
    if descriptor.reordersDrawing { reordering += delta }
    if !descriptor.marks.isEmpty { marking += delta }
    if descriptor.setsTypeSize { typeSizeSetting += delta }
    if kind == .text { texts += delta }
  }

  /// The counts of the kinds in `kinds`.
  init<Kinds: Sequence<NodeKind>>(counting kinds: Kinds) {
    for kind in kinds { count(kind, 1) }
  }

  init() {}
}
