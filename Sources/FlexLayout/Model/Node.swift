/// One node of a layout tree: its kind and fields, its children, and an optional id and layout priority.
///
/// A `Node` is a plain value (`Sendable`, copy-on-write through its children array). Build trees with the
/// static constructors (``fixed(width:height:)``, ``hstack(spacing:alignment:_:)``, …) and the modifier
/// methods (``frame(width:height:alignment:)``, `padding(_:)`, …), then lay them out with a
/// ``LayoutEngine`` or the ``ReferenceSolver``.
///
/// The kind's family (``KindFamily``) decides how many children a node takes: none for a leaf, one for a
/// modifier, two (the primary child, then the content) for a decoration, one per column for a split, any
/// number for a container. ``validate()`` checks it.
///
/// Nodes are numbered in preorder (a node, then its children in order, a modifier before its child);
/// that number is the node's ``NodeID`` and the index of its frame in a ``LayoutResult``.
public struct Node: Sendable {
  /// What the node is and its kind-specific fields.
  public var kind: Kind
  /// The node's children, in order: a container's children, a modifier's single child, a split's column
  /// contents (child `i` in column `i`), or none.
  public var children: [Node]
  /// An optional name, reported in results and error messages. Must be unique and non-empty
  /// within a tree when present.
  public var id: String?
  /// The node's layout priority in a stack or z-stack, or `nil` for the kind's default (``KindDescriptor/
  /// defaultPriority``: 0 for most nodes, −∞ for a bare spacer, the child's priority for fixedSize).
  /// Any finite value is allowed.
  public var layoutPriority: Double?
  /// The length fields of this node that scale with Dynamic Type, and the text style each is relative to
  /// (see ``scaled(_:relativeTo:)``). Empty by default.
  public var scaledLengths: [ScaledLength: TextStyle] = [:]
  /// Values the node carries for the custom layout around it (``LayoutValueKey``, S20.2); read by no other
  /// kind. Empty by default.
  public var layoutValues = LayoutValues()
  /// What the node is to a person using the screen (a touch target), for the layout audit; layout never reads
  /// it. `nil` by default.
  public var role: NodeRole?
  /// What the node tells the layout audit (its minimum useful width, the checks intended for it); layout never
  /// reads it. `nil` by default.
  public var audit: NodeAudit?

  /// Creates a node of `kind` with `children`.
  public init(_ kind: Kind, children: [Node] = [], id: String? = nil, layoutPriority: Double? = nil) {
    self.kind = kind
    self.children = children
    self.id = id
    self.layoutPriority = layoutPriority
  }

  /// The number of nodes in this subtree, this node included (computed without recursion).
  public var count: Int {
    var total = 0
    var pending: [Node] = [self]
    while let node = pending.popLast() {
      total += 1
      pending.append(contentsOf: node.children)
    }
    return total
  }
}
