/// A child's spacing preferences, as a ``LayoutSubview`` reports them: which of its edges are a spacer's
/// (S3.1), so that a custom layout can space its children as a stack does (S20.2).
public struct ViewSpacing: Hashable, Sendable, BitwiseCopyable {
  /// The gap between two neighbours when neither facing edge is a spacer's (S3.1).
  public static let defaultDistance = 8.0

  /// Whether the leading, trailing, top and bottom edges are a spacer's (a spacer, or a modifier that keeps its
  /// spacer child's edges).
  public var spacerLeading, spacerTrailing, spacerTop, spacerBottom: Bool

  /// Preferences with the given spacer edges (none by default).
  public init(
    spacerLeading: Bool = false, spacerTrailing: Bool = false, spacerTop: Bool = false, spacerBottom: Bool = false
  ) {
    self.spacerLeading = spacerLeading
    self.spacerTrailing = spacerTrailing
    self.spacerTop = spacerTop
    self.spacerBottom = spacerBottom
  }

  /// The preferences of a view whose spacer edges (S3.1) along each axis are these.
  init(_ horizontal: (start: Bool, end: Bool), _ vertical: (start: Bool, end: Bool)) {
    self.init(
      spacerLeading: horizontal.start, spacerTrailing: horizontal.end, spacerTop: vertical.start,
      spacerBottom: vertical.end)
  }

  /// The distance a stack along `axis` keeps between this view and `next`, which follows it: 0 when this
  /// view's trailing (bottom) edge or `next`'s leading (top) edge is a spacer's, else ``defaultDistance``.
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    let touchesSpacer =
      axis == .horizontal ? (spacerTrailing || next.spacerLeading) : (spacerBottom || next.spacerTop)
    return touchesSpacer ? 0 : Self.defaultDistance
  }
}
