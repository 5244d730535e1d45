/// The fast layout engine: lays out one compiled tree again and again, reusing every answer it can.
///
/// An engine owns the caches of one tree: each node's answers keyed by the exact proposal, each stack's
/// fitting order, and the placed frames of the previous pass. A pass at a new proposal recomputes only
/// what the new proposal reaches; everything else is reused, and the result is bit-for-bit the one a
/// fresh engine (or the ``ReferenceSolver``) computes. Once warm, a pass allocates nothing but the result
/// (and not even that when the previous result has been released).
///
/// Thread model: an engine is used by one thread at a time (it is not `Sendable`); independent engines,
/// even over the same ``LayoutTree``, run in parallel on any threads; a ``LayoutResult`` is an immutable
/// `Sendable` value.
public final class LayoutEngine {
  /// The tree this engine lays out.
  public let tree: LayoutTree
  /// The tree the pass runs on: `tree`, or `tree` with its scaled lengths resolved for a Dynamic Type size.
  private var resolved: CompiledTree
  /// The Dynamic Type size `resolved` was resolved for; nil before the first layout of a tree whose scaled
  /// lengths change even at `.large` (under a dynamicTypeSize, S14.4).
  private var resolvedTypeSize: DynamicTypeSize?
  private var pass: LayoutPass

  /// Creates an engine for a compiled tree. Caches start empty.
  public init(_ tree: LayoutTree) {
    self.tree = tree
    resolved = tree.compiled
    resolvedTypeSize = tree.compiled.scalesAtLarge ? nil : .large
    pass = LayoutPass(tree: tree.compiled.arena, typeSize: .large)
  }

  /// Validates and compiles `root`, then creates an engine for it.
  ///
  /// - Throws: the first validation error, naming the node by its JSON Pointer.
  public convenience init(_ root: Node) throws(LayoutError) {
    self.init(try LayoutTree(root))
  }

  /// Lays the tree out for `proposal` in `environment`.
  ///
  /// - Parameters:
  ///   - proposal: the root proposal in points; each axis `nil` (ideal), finite and ≥ 0, or `.infinity`.
  ///   - environment: display scale, Dynamic Type size and layout direction.
  /// - Returns: every node's frame in root coordinates, the root at (0, 0).
  /// - Throws: a ``LayoutError`` for a NaN or negative proposal (`/proposal/width`), a display scale that
  ///   is not finite and > 0 (`/environment/displayScale`), a measure function that throws or answers
  ///   garbage, or a frame that would be infinite (a greedy leaf under an infinite proposal), naming the
  ///   node. A failed pass leaves the caches valid.
  /// - Complexity: O(n) for the first pass over n nodes in most trees; later passes are proportional to
  ///   the part of the tree whose proposals changed, plus one linear walk to resolve root coordinates.
  public func layout(proposal: ProposedSize, environment: LayoutEnvironment = .standard) throws(LayoutError)
    -> LayoutResult
  {
    try environment.check(rootProposal: proposal)
    if tree.hasScaledLengths && environment.dynamicTypeSize != resolvedTypeSize {
      // S14: scaled lengths take new values; the tree is compiled again for this Dynamic Type size.
      let size = environment.dynamicTypeSize
      resolved =
        size == .large && !tree.compiled.scalesAtLarge
        ? tree.compiled : try CompiledTree(tree.root.resolvingScaledLengths(at: size))
      resolvedTypeSize = size
      pass = LayoutPass(tree: resolved.arena, typeSize: size)
      recordLeafProposals()
    }
    let compiled = resolved
    return try DeepStack.run(depth: compiled.depth) { () throws(LayoutError) -> LayoutResult in
      try pass.run(Proposal(proposal), environment, compiled)
    }
  }

  /// Whether results report how each visible text wrapped where it was placed (``LayoutResult/textLines``):
  /// off by default, as it costs a write per placed leaf and a wrap per text in each pass. Turning it on
  /// forgets the caches once (placements reused from earlier passes kept no proposals). Frames never change.
  public var reportsTextLines = false {
    didSet {
      guard reportsTextLines != oldValue else { return }
      clearCaches()
    }
  }

  /// Forgets every cached answer and placement; the next pass runs cold. Results do not change.
  public func clearCaches() {
    pass = LayoutPass(tree: pass.tree, typeSize: pass.typeSize)
    recordLeafProposals()
  }

  /// Sizes the pass's leaf proposals for `reportsTextLines`.
  private func recordLeafProposals() {
    pass.recordLeafProposals(reportsTextLines)
  }

  /// The memory held by the compiled tree, the caches and the scratch space, in bytes (an estimate from
  /// array sizes, for the benchmark's bytes-per-node figure).
  public var footprint: Int {
    tree.footprint + pass.footprint
  }
}
