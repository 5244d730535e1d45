/// A position in points; the origin is the top-leading corner, x grows to the right, y grows down.
public struct Point: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// The horizontal coordinate in points.
  public var x: Double
  /// The vertical coordinate in points.
  public var y: Double

  /// Creates a point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  @inlinable
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  public var description: String { "(\(x), \(y))" }
}
