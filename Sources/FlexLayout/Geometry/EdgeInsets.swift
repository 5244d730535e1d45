/// Insets on the four edges of a rectangle, in points.
///
/// `leading` and `trailing` follow the layout direction: in a right-to-left layout the whole result is
/// mirrored, so the leading inset ends up on the right. Negative insets are legal and make content
/// overlap its surroundings.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset above the content, in points.
  public var top: Double
  /// The inset before the content in reading order, in points.
  public var leading: Double
  /// The inset below the content, in points.
  public var bottom: Double
  /// The inset after the content in reading order, in points.
  public var trailing: Double

  /// Creates insets from each edge's length in points.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// `length` on each of `edges`, 0 on the others.
  public init(_ edges: Edges, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The total inset along `axis`: `leading + trailing` or `top + bottom`.
  @inlinable
  public func sum(along axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }

  /// The inset before the content along `axis`: `leading` or `top`.
  @inlinable
  public func start(along axis: Axis) -> Double {
    axis == .horizontal ? leading : top
  }

  /// The inset after the content along `axis`: `trailing` or `bottom`.
  @inlinable
  public func end(along axis: Axis) -> Double {
    axis == .horizontal ? trailing : bottom
  }
}
