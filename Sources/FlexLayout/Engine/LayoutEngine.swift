/// The fast layout engine (work in progress in this session: API fixed, body being written).
public final class LayoutEngine {
  /// The tree this engine lays out.
  public let tree: LayoutTree

  /// Creates an engine for a compiled tree.
  public init(_ tree: LayoutTree) { self.tree = tree }

  /// Validates and compiles `root`, then creates an engine for it.
  public convenience init(_ root: Node) throws(LayoutError) { self.init(try LayoutTree(root)) }

  /// Lays the tree out for `proposal` in `environment`.
  public func layout(proposal: ProposedSize, environment: LayoutEnvironment = .standard) throws(LayoutError)
    -> LayoutResult
  {
    throw LayoutError(path: "/root", message: "engine not implemented yet")
  }
}

/// A validated, compiled tree (work in progress).
public struct LayoutTree: Sendable {
  /// The value tree.
  public let root: Node
  /// Validates and compiles `root`.
  public init(_ root: Node) throws(LayoutError) {
    try root.validate()
    self.root = root
  }
}
