// The reference-solver column of the benchmark.
import FlexLayout

/// The reference solver as the harness calls it.
enum ReferenceColumn {
  /// Whether the reference solver exists in this build.
  static let isAvailable = true

  /// The reference solver's frames for `node` at `proposal` (a whole `ReferenceSolver.layout` call,
  /// which validates the tree and builds its preorder table every time: the solver keeps nothing).
  static func layout(_ node: Node, proposal: ProposedSize, environment: LayoutEnvironment) throws -> [Rect]? {
    try ReferenceSolver.layout(node, proposal: proposal, environment: environment).frames
  }
}
