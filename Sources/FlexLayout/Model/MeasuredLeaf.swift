/// The fields of a ``Node/Kind/measured(_:)`` leaf: a size computed by the host.
///
/// The host's `measure` function is how a renderer lays out real text or images. It must be pure (the
/// same proposal always gives the same size) and safe to call from the thread that lays out. A
/// ``LayoutEngine`` caches its answers per exact proposal, a few per leaf, across passes; in trees that
/// ask one leaf many different proposals in a pass (alternating nested stacks) an answer can be evicted
/// and asked again. A ``LiveTree`` adds a per-pass memo: there, it is called at most once per distinct
/// proposal per pass, and again only after the host marks the leaf dirty.
///
/// An answer must be ≥ 0 and not NaN on each axis, and may be infinite only on an axis proposed
/// `.infinity`. A bad answer, or a thrown error, fails the layout with a ``LayoutError`` naming the
/// node; it never enters a cache.
public struct MeasuredLeaf: Sendable {
  /// The host's measure function: proposal in, size in points out.
  public var measure: @Sendable (ProposedSize) throws -> Size
  /// The host's baselines (S19.1): for the leaf's final size, the distances in points from its top to its
  /// first and last text baselines, or `nil` when it holds no text (its bottom edge then serves). `nil`: the
  /// leaf has no baselines. Must be pure; answers must be finite.
  public var baselines: (@Sendable (Size) -> (first: Double, last: Double)?)?

  /// Creates a measured leaf.
  public init(
    _ measure: @escaping @Sendable (ProposedSize) throws -> Size,
    baselines: (@Sendable (Size) -> (first: Double, last: Double)?)? = nil
  ) {
    self.measure = measure
    self.baselines = baselines
  }
}

extension MeasuredLeaf {
  /// What is wrong with `answer` as the host's answer to `proposal`, or `nil` when it is acceptable (S2.4):
  /// each length ≥ 0 and not NaN, and infinite only on an axis proposed `.infinity`. Both solvers fail the
  /// layout with this message, so their errors are identical.
  static func problem(with answer: Size, to proposal: ProposedSize) -> String? {
    func acceptable(_ length: Double, _ proposed: Double?) -> Bool {
      !length.isNaN && length >= 0 && (length.isFinite || proposed == .infinity)
    }
    if acceptable(answer.width, proposal.width) && acceptable(answer.height, proposal.height) { return nil }
    return "measure function answered \(answer) to the proposal \(proposal); an answer must be ≥ 0, not NaN, "
      + "and infinite only on an axis proposed infinity"
  }

  /// The message of a layout failed by a measure function that threw `error` for `proposal` (S2.4).
  static func thrownMessage(_ error: any Error, proposal: ProposedSize) -> String {
    "measure function threw \(error) for the proposal \(proposal)"
  }
}
