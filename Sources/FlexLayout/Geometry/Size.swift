/// A width and a height in points.
///
/// Results never contain NaN, infinities or negative zero. Inside a layout pass a node may answer an
/// infinite length to an infinite probe proposal (a `Color`-like leaf proposed `.infinity` answers
/// `.infinity`); such answers never reach a placed frame.
public struct Size: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// The horizontal extent in points.
  public var width: Double
  /// The vertical extent in points.
  public var height: Double

  /// Creates a size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  @inlinable
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Creates a size from a length along `axis` and one along the other axis.
  @inlinable
  public init(_ major: Double, _ minor: Double, along axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  public var description: String { "\(width)×\(height)" }
}
