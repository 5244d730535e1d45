/// A validated tree compiled into a flat arena: the input of a ``LayoutEngine``.
///
/// Compiling numbers the nodes in preorder and stores them in a ``LayoutArena``: the kind, the parent, the
/// children, each kind's fields, and everything about the tree that does not depend on a proposal (effective
/// layout priorities, spacer orientations, the gaps of each stack, the normalised constraints of flexible
/// frames, which cache each node gets, constant lengths). Layout passes then only read it. A `LayoutTree` is
/// immutable and `Sendable`: many engines on many threads can share one.
///
/// - Complexity: O(n) time and memory for n nodes.
public struct LayoutTree: Sendable {
  /// The compiled arena and what the results carry.
  let compiled: CompiledTree

  /// Validates `root` (see ``Node/validate()``) and compiles it.
  ///
  /// - Throws: the first validation error, naming the node by its JSON Pointer.
  public init(_ root: Node) throws(LayoutError) {
    compiled = try CompiledTree(root)
  }

  /// The value tree this arena was compiled from.
  public var root: Node { compiled.root }
  /// The number of nodes.
  public var count: Int { compiled.arena.nodeEnd }
  /// The node ids, mapped to their nodes.
  public var ids: [String: NodeID] { compiled.tables.ids }
  /// Diagnostics found while compiling (contradictory flexible-frame constraints), in preorder.
  public var diagnostics: [LayoutDiagnostic] { compiled.tables.diagnostics }
  /// Whether any node declares a length that scales with Dynamic Type (S14); such a tree is recompiled
  /// for each Dynamic Type size it is laid out at.
  public var hasScaledLengths: Bool { compiled.hasScaledLengths }
  /// The JSON Pointer of `node` (`/root/children/1/child`), for error messages.
  public func path(of node: NodeID) -> String { compiled.arena.pointer(of: node.index, root: 0) ?? "/root" }
  /// An estimate of the arena's memory in bytes (arrays only), for the benchmark's bytes per node.
  public var footprint: Int { compiled.arena.footprint }

  /// The compiled arena, for tests and tools inside the package.
  var arena: LayoutArena { compiled.arena }

  /// Every structural invariant of the compiled arena that does not hold (`ArenaInvariants.swift`), one line
  /// each; empty for a sound tree. Debug builds check it at every compile; tests and soaks call it.
  package func invariantViolations() -> [String] { compiled.arena.invariantViolations(settled: true) }
}

/// What a ``LayoutTree`` holds: the arena, the value tree it came from, and the tables results carry. Owned by
/// one object so that engines reach it through a single reference.
final class CompiledTree: @unchecked Sendable {
  // Sendable: every field is written once, in `init`, and only read afterwards.
  /// The value tree this arena was compiled from.
  let root: Node
  let arena: LayoutArena
  /// Ids, diagnostics and selector nodes, for results.
  let tables: ResultTables
  /// Whether any node declares a length that scales with Dynamic Type (S14).
  let hasScaledLengths: Bool
  /// Whether scaled lengths may change even at `.large`: the tree has them and limits the Dynamic Type size
  /// somewhere (S14.4).
  var scalesAtLarge: Bool { hasScaledLengths && arena.kindCounts.typeSizeSetting > 0 }
  /// The depth of the tree (the root alone is 1); deep trees are laid out on a thread with room for them.
  let depth: Int

  /// Validates `root` (see ``Node/validate()``) and compiles it.
  ///
  /// - Throws: the first validation error, naming the node by its JSON Pointer.
  init(_ root: Node) throws(LayoutError) {
    let depth = root.depth
    try DeepStack.run(depth: depth) { () throws(LayoutError) in try root.validateOnThisThread() }
    let output = ArenaCompiler.compile(root)
    self.root = root
    self.depth = depth
    arena = output.arena
    tables = ResultTables(
      ids: output.ids, diagnostics: output.diagnostics, selectorNodes: output.selectorNodes,
      drawingOrder: output.drawingOrder, marks: output.marks)
    hasScaledLengths = output.hasScaledLengths
    #if DEBUG
      arena.checkInvariants(settled: true)
    #endif
  }
}
