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
  private var absoluteX: [Double]
  private var absoluteY: [Double]
  private var frames: [Rect]
  private var visibility: [Bool]

  /// Creates an engine for a compiled tree. Caches start empty.
  public init(_ tree: LayoutTree) {
    self.tree = tree
    pass = LayoutPass(tree: tree, typeSize: .large)
    absoluteX = [Double](repeating: 0, count: tree.count)
    absoluteY = [Double](repeating: 0, count: tree.count)
    frames = [Rect](repeating: .zero, count: tree.count)
    visibility = [Bool](repeating: true, count: tree.count)
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
    pass.setTypeSize(environment.dynamicTypeSize)
    pass.statistics = LayoutStatistics()
    var p = Proposal(proposal)
    p.width = p.width + 0  // −0 is +0 (S0.3)
    p.height = p.height + 0
    let rootSize = try pass.size(0, p)
    pass.relativeX[0] = 0
    pass.relativeY[0] = 0
    pass.sizes[0] = rootSize
    try pass.place(0, p, rootSize)
    try resolveFrames(environment)
    var selections: [NodeID: Selection] = [:]
    for node in tree.selectorNodes where visibility[Int(node)] {
      selections[NodeID(Int(node))] = pass.selection(of: Int(node))
    }
    return LayoutResult(
      frames: frames, ids: tree.ids, diagnostics: tree.diagnostics, visibility: visibility,
      selections: selections, statistics: pass.statistics)
  }

  /// Forgets every cached answer and placement; the next pass runs cold. Results do not change.
  public func clearCaches() {
    pass = LayoutPass(tree: tree, typeSize: pass.typeSize)
  }

  /// The memory held by the compiled tree, the caches and the scratch space, in bytes (an estimate from
  /// array sizes, for the benchmark's bytes-per-node figure).
  public var footprint: Int {
    tree.footprint + pass.footprint + tree.count * (16 + MemoryLayout<Rect>.stride)
  }

  /// Turns the relative frames into finished root-coordinate frames (S1.3, S1.4).
  private func resolveFrames(_ environment: LayoutEnvironment) throws(LayoutError) {
    let count = tree.count
    let rootWidth = pass.sizes[0].width
    for node in 0..<count {
      let parent = Int(tree.parents[node])
      let visible = parent < 0 || (visibility[parent] && pass.shows(parent, child: Int(tree.indexInParent[node])))
      visibility[node] = visible
      guard visible else {
        frames[node] = .zero
        continue
      }
      let x = parent < 0 ? pass.relativeX[node] : absoluteX[parent] + pass.relativeX[node]
      let y = parent < 0 ? pass.relativeY[node] : absoluteY[parent] + pass.relativeY[node]
      absoluteX[node] = x
      absoluteY[node] = y
      let frame = Rect(origin: Point(x: x, y: y), size: pass.sizes[node])
      guard FrameFinishing.isFinite(frame) else {
        throw pass.fail(node, "frame would be infinite or undefined (\(frame)); an infinite proposal reached "
            + "a node that takes all the space offered")
      }
      frames[node] = FrameFinishing.finish(frame, rootWidth: rootWidth, environment: environment)
    }
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
