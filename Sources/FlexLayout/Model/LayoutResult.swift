/// The outcome of one layout pass: every node's frame in root coordinates, and what the pass did.
///
/// A result is an immutable value and safe to send between threads. Frames are indexed by
/// ``NodeID`` (preorder). Each frame is final: mirrored for right-to-left layouts and rounded to the
/// pixel grid when the environment has a `displayScale`. No frame contains NaN, an infinity or −0.
public struct LayoutResult: Sendable {
  /// The root's size in points (the root's final frame size).
  public var size: Size { frames.isEmpty ? .zero : frames[0].size }
  /// Every node's frame, in root coordinates, indexed by ``NodeID/index``.
  public var frames: [Rect]
  /// The node ids of the tree, mapped to their nodes.
  public var ids: [String: NodeID]
  /// Non-fatal notes about the input (e.g. contradictory frame constraints that were resolved).
  public var diagnostics: [LayoutDiagnostic]
  /// Counters describing the work the pass did.
  public var statistics: LayoutStatistics

  /// Creates a result.
  public init(
    frames: [Rect], ids: [String: NodeID], diagnostics: [LayoutDiagnostic] = [],
    statistics: LayoutStatistics = LayoutStatistics()
  ) {
    self.frames = frames
    self.ids = ids
    self.diagnostics = diagnostics
    self.statistics = statistics
  }

  /// The frame of `node` in root coordinates.
  public subscript(node: NodeID) -> Rect { frames[node.index] }

  /// The frame of the node named `id` in root coordinates, or `nil` when no node has that id.
  public subscript(id: String) -> Rect? {
    ids[id].map { frames[$0.index] }
  }

  /// A description of the first frame where `self` and `other` differ in any bit, or `nil` when every
  /// frame is bit-for-bit identical (Double bit patterns, so 0 and −0 differ and NaN equals NaN).
  public func firstBitDifference(from other: LayoutResult) -> String? {
    guard frames.count == other.frames.count else {
      return "node counts differ: \(frames.count) vs \(other.frames.count)"
    }
    for index in frames.indices {
      let a = frames[index]
      let b = other.frames[index]
      let same =
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
        && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
      if !same {
        let name = ids.first(where: { $0.value.index == index }).map { " (id \"\($0.key)\")" } ?? ""
        return "node #\(index)\(name): \(a) vs \(b)"
      }
    }
    return nil
  }
}

/// Counters for one layout pass. They describe work, never results: a warm pass and a cold pass give
/// the same frames but different counters.
public struct LayoutStatistics: Hashable, Sendable {
  /// Size computations actually performed (cache misses, including leaves).
  public var sizeComputations: Int = 0
  /// Size requests answered from a cache.
  public var cacheHits: Int = 0
  /// Calls of host measure functions.
  public var measureCalls: Int = 0
  /// Nodes whose children were placed in this pass.
  public var placements: Int = 0
  /// Subtrees whose placement was reused from an earlier pass (same proposal, nothing to redo).
  public var placementsReused: Int = 0

  /// Creates zeroed counters.
  public init() {}
}
