/// The size a parent proposes to a child, per axis: `nil`, a finite length, or `.infinity`.
///
/// - `nil` (unspecified): "answer your ideal size" on that axis.
/// - `0`: probes the child's minimum length.
/// - `.infinity`: probes the child's maximum length; a greedy child (a flexible leaf) answers `.infinity`.
/// - any other finite, non-negative length: the room the parent offers.
///
/// Proposals never hold NaN or negative lengths: every container floors what it proposes at 0.
/// Each axis is independent, so `(width: 300, height: nil)` is legal and common.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width in points, or `nil` for unspecified.
  public var width: Double?
  /// The proposed height in points, or `nil` for unspecified.
  public var height: Double?

  /// Creates a proposal; `nil` on an axis means unspecified.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Creates a proposal from a value along `axis` and one along the other axis.
  @inlinable
  public init(_ major: Double?, _ minor: Double?, along axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  /// Both axes unspecified: asks for the ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Both axes zero: probes the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Both axes infinite: probes the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal along `axis`.
  @inlinable
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The proposal with every unspecified axis replaced by the matching length of `size`
  /// (10 × 10 by default, SwiftUI's placeholder size).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    func text(_ v: Double?) -> String { v.map { "\($0)" } ?? "nil" }
    return "(\(text(width)), \(text(height)))"
  }
}
