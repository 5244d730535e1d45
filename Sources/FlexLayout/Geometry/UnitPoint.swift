/// A point in a view's own unit square: (0, 0) its top-leading corner, (1, 1) its bottom-trailing one. Where a
/// ``LayoutSubview`` is pinned when it is placed.
public struct UnitPoint: Hashable, Sendable, BitwiseCopyable {
  /// The fraction of the width, from the leading edge (finite; outside 0…1 lies outside the view).
  public var x: Double
  /// The fraction of the height, from the top edge.
  public var y: Double

  /// The point at `x` × width, `y` × height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
