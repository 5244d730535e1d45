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
  private var pass: LayoutPass

  /// Creates an engine for a compiled tree. Caches start empty.
  public init(_ tree: LayoutTree) {
    self.tree = tree
    pass = LayoutPass(tree: tree.compiled, typeSize: .large)
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
    try Self.check(proposal, environment)
    if tree.hasScaledLengths && environment.dynamicTypeSize != pass.typeSize {
      // S14: scaled lengths take new values; the tree is compiled again for this Dynamic Type size.
      let size = environment.dynamicTypeSize
      let resolved = size == .large ? tree : try LayoutTree(tree.root.resolvingScaledLengths(at: size))
      pass = LayoutPass(tree: resolved.compiled, typeSize: size)
    }
    return try DeepStack.run(depth: pass.tree.depth) { () throws(LayoutError) -> LayoutResult in
      try pass.run(Proposal(proposal), environment)
    }
  }

  /// Adopts `previous`'s cached answers for the unchanged subtrees of this engine's tree.
  ///
  /// Nothing is carried over when the tree has scaled lengths and `previous` last ran at a Dynamic Type
  /// size other than `.large`: its answers belong to lengths this engine has not resolved yet (the first
  /// pass then runs cold, with the same results).
  func transplantCaches(from previous: LayoutEngine, unchanged: [Int32]) {
    if tree.hasScaledLengths && previous.pass.typeSize != .large { return }
    pass.transplant(from: previous.pass, unchanged: unchanged)
  }

  /// Forgets every cached answer and placement; the next pass runs cold. Results do not change.
  public func clearCaches() {
    pass = LayoutPass(tree: pass.tree, typeSize: pass.typeSize)
  }

  /// The memory held by the compiled tree, the caches and the scratch space, in bytes (an estimate from
  /// array sizes, for the benchmark's bytes-per-node figure).
  public var footprint: Int {
    tree.footprint + pass.footprint
  }

  static func check(_ proposal: ProposedSize, _ environment: LayoutEnvironment) throws(LayoutError) {
    for (value, name) in [(proposal.width, "width"), (proposal.height, "height")] {
      if let value, value.isNaN || value < 0 {
        throw LayoutError(path: "/proposal/\(name)", message: "must be ≥ 0, nil or infinity, got \(value)")
      }
    }
    if let scale = environment.displayScale, !(scale.isFinite && scale > 0) {
      throw LayoutError(path: "/environment/displayScale", message: "must be finite and > 0, got \(scale)")
    }
  }
}
