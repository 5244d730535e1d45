/// One node of a layout tree: a leaf, a container or a modifier wrapping one child.
///
/// A `Node` is a plain value (`Sendable`, copy-on-write through its children arrays). Build trees with
/// the static constructors (``fixed(width:height:)``, ``hstack(spacing:alignment:_:)``, …) and the
/// modifier methods (``frame(width:height:alignment:)``, `padding(_:)`, …), then lay them out with a
/// ``LayoutEngine`` or the ``ReferenceSolver``.
///
/// Nodes are numbered in preorder (a node, then its children in order, a modifier before its child);
/// that number is the node's ``NodeID`` and the index of its frame in a ``LayoutResult``.
public struct Node: Sendable {
  /// What the node is and its kind-specific fields.
  public var kind: Kind
  /// An optional name, reported in results and error messages. Must be unique and non-empty
  /// within a tree when present.
  public var id: String?
  /// The node's layout priority in a stack or z-stack, or `nil` for the default: 0 for most nodes,
  /// −∞ for a bare ``Kind/spacer(minLength:)``, and the child's priority for ``Kind/fixedSize(horizontal:vertical:child:)``.
  /// Any finite value is allowed.
  public var layoutPriority: Double?
  /// The length fields of this node that scale with Dynamic Type, and the text style each is relative to
  /// (see ``scaled(_:relativeTo:)``). Empty by default.
  public var scaledLengths: [ScaledLength: TextStyle] = [:]

  /// Creates a node of `kind`.
  public init(_ kind: Kind, id: String? = nil, layoutPriority: Double? = nil) {
    self.kind = kind
    self.id = id
    self.layoutPriority = layoutPriority
  }

  /// The node's children, in order: a container's children, a modifier's single child, or none.
  public var children: [Node] {
    switch kind {
    case .fixed, .flexible, .text, .measured, .spacer: return []
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children),
      .flow(_, _, _, let children), .grid(_, _, let children), .viewThatFits(_, let children),
      .buckets(_, _, _, let children):
      return children
    case .split(let columns, _, _):
      return columns.map(\.child)
    case .frame(_, _, _, let child), .flexibleFrame(_, _, let child), .padding(_, let child),
      .fixedSize(_, _, let child), .aspectRatio(_, _, let child), .scroll(_, let child),
      .containerRelativeFrame(_, let child):
      return [child]
    }
  }

  /// The number of nodes in this subtree, this node included.
  public var count: Int {
    var total = 1
    for child in children { total += child.count }
    return total
  }
}
