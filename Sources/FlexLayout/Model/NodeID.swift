/// A node's number in its tree: its position in preorder (a node, then its children in order).
///
/// The root is 0. A ``LayoutResult`` stores one frame per node at this index.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The preorder index.
  public let index: Int

  /// Creates an id for the node at `index` in preorder.
  public init(_ index: Int) { self.index = index }

  /// The root node.
  public static let root = NodeID(0)

  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
  public var description: String { "#\(index)" }
}
