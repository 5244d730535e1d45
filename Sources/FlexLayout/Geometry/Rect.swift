/// A rectangle in points: an origin (its top-leading corner) and a size.
///
/// Frames in a ``LayoutResult`` are in root coordinates. The origin may be negative (a child that
/// overflows its parent is centred and sticks out on both sides); the size is never negative.
public struct Rect: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// The top-leading corner in points.
  public var origin: Point
  /// The extent in points.
  public var size: Size

  /// Creates a rectangle from its top-leading corner and its size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The leading edge, in points.
  public var x: Double { origin.x }
  /// The top edge, in points.
  public var y: Double { origin.y }
  /// The width, in points.
  public var width: Double { size.width }
  /// The height, in points.
  public var height: Double { size.height }
  /// The trailing edge, `x + width`, in points.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge, `y + height`, in points.
  public var maxY: Double { origin.y + size.height }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The overlap of this rectangle and `other`, in points. When they do not meet, the width or height is
  /// negative (by how far apart they are); when they only touch, it is 0. Meant for finite rectangles (every
  /// frame of a result is finite); with a NaN coordinate the answer depends on the order.
  public func intersection(_ other: Rect) -> Rect {
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    return Rect(x: minX, y: minY, width: Swift.min(maxX, other.maxX) - minX, height: Swift.min(maxY, other.maxY) - minY)
  }

  /// The smallest rectangle holding this one and `other`, in points (empty rectangles count by their origin).
  public func union(_ other: Rect) -> Rect {
    let minX = Swift.min(x, other.x)
    let minY = Swift.min(y, other.y)
    return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
  }

  public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
