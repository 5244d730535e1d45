import FlexLayout

/// The identified nodes of a tree in document (preorder) order, with how many identified ancestors each
/// has and whether it is an adaptive container that reports a selection.
package struct TreeOutline {
  struct Entry {
    let id: String
    /// The node's preorder number, its ``NodeID/index``.
    let index: Int
    /// The number of identified ancestors (0 for the outermost identified nodes).
    let depth: Int
    /// Whether the node is a `grid`, `viewThatFits`, `buckets` or `split`.
    let isAdaptive: Bool
  }

  /// Every identified node, in preorder.
  let entries: [Entry]
  /// The adaptive containers among ``entries``.
  let adaptive: [Entry]
  /// The preorder numbers of the leaves without an id, spacers excepted (the content of a picture, dividers
  /// included).
  let anonymousLeaves: [Int]
  /// The text leaves with words: preorder number and fields, unscaled (S2.3, S19.1).
  let texts: [(index: Int, text: TextLeaf)]
  /// Every node's family, by preorder number (a modifier's or decoration's primary child is the next node).
  let families: [KindFamily]
  /// Every node's kind, by preorder number (pictures clip a `scroll`'s content and veil a `safeAreaInset`'s bar).
  let kinds: [NodeKind]
  /// Per node, by preorder number, the preorder number just past its subtree: its descendants are the nodes
  /// from `index + 1` up to it.
  let subtreeEnds: [Int]
  /// Every node's parent by preorder number (-1 for the root).
  let parents: [Int]
  /// The limits of the dynamicTypeSize nodes by preorder number (S14.4); empty when the tree has none.
  let typeSizeLimits: [Int: (min: DynamicTypeSize?, max: DynamicTypeSize?)]

  /// Walks `root` without recursion.
  package init(_ root: Node) {
    var entries: [Entry] = []
    var leaves: [Int] = []
    var texts: [(index: Int, text: TextLeaf)] = []
    var families: [KindFamily] = []
    var kinds: [NodeKind] = []
    var parents: [Int] = []
    var limits: [Int: (min: DynamicTypeSize?, max: DynamicTypeSize?)] = [:]
    var index = 0
    var stack: [(node: Node, depth: Int, parent: Int)] = [(root, 0, -1)]
    while let (node, depth, parent) = stack.popLast() {
      var childDepth = depth
      if let id = node.id {
        let isAdaptive = node.kind.descriptor.selection != .none
        entries.append(Entry(id: id, index: index, depth: depth, isAdaptive: isAdaptive))
        childDepth += 1
      } else {
        if node.kind.descriptor.isContent || node.kind.tag == .divider { leaves.append(index) }
      }
      if case .text(let text) = node.kind, text.hasLines {
        texts.append((index, text))
      }
      if case .dynamicTypeSize(let min, let max) = node.kind { limits[index] = (min, max) }
      families.append(node.kind.descriptor.family)
      kinds.append(node.kind.tag)
      parents.append(parent)
      for child in node.children.reversed() { stack.append((child, childDepth, index)) }
      index += 1
    }
    // Children come after their parents in preorder: walking back, each subtree's end is known before its
    // parent's is extended to it.
    var ends = (0..<index).map { $0 + 1 }
    for node in stride(from: index - 1, through: 1, by: -1) {
      ends[parents[node]] = Swift.max(ends[parents[node]], ends[node])
    }
    self.entries = entries
    self.adaptive = entries.filter(\.isAdaptive)
    self.anonymousLeaves = leaves
    self.texts = texts
    self.families = families
    self.kinds = kinds
    self.subtreeEnds = ends
    self.parents = parents
    self.typeSizeLimits = limits
  }

  /// The Dynamic Type size node `index` sees when the layout's is `size` (S14.4): `size` as each
  /// dynamicTypeSize from the root down to the node limits it in turn.
  func typeSize(of index: Int, under size: DynamicTypeSize) -> DynamicTypeSize {
    guard !typeSizeLimits.isEmpty else { return size }
    var chain: [Int] = []
    var node = index
    while node >= 0 {
      chain.append(node)
      node = parents[node]
    }
    var seen = size
    for node in chain.reversed() {
      if let limit = typeSizeLimits[node] { seen = seen.limited(min: limit.min, max: limit.max) }
    }
    return seen
  }
}
