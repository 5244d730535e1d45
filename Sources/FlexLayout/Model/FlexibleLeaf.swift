/// The fields of a ``Node/Kind/flexible(_:)`` leaf (a `Color`, a shape, a resizable image).
///
/// Per axis the leaf answers `clamp(proposal, min, max)`, and `ideal` for a `nil` proposal. With the
/// defaults (0 / 10 / ∞) it behaves exactly like SwiftUI's `Color`: 10 × 10 ideal, any size offered,
/// `.infinity` for an infinite proposal.
///
/// Valid fields: every value ≥ 0 and not NaN, `min` and `ideal` finite, `min ≤ ideal ≤ max`.
/// Anything else is rejected with an error naming the node.
public struct FlexibleLeaf: Hashable, Sendable {
  /// The smallest width in points (default 0).
  public var minWidth: Double
  /// The width answered to an unspecified proposal (default 10).
  public var idealWidth: Double
  /// The largest width in points; may be `.infinity` (default).
  public var maxWidth: Double
  /// The smallest height in points (default 0).
  public var minHeight: Double
  /// The height answered to an unspecified proposal (default 10).
  public var idealHeight: Double
  /// The largest height in points; may be `.infinity` (default).
  public var maxHeight: Double

  /// Creates a flexible leaf; the defaults are SwiftUI's `Color`. An ideal left `nil` is 10 clamped
  /// into `[min, max]` (so `minHeight: 17, maxHeight: 17` gives an ideal height of 17).
  public init(
    minWidth: Double = 0, idealWidth: Double? = nil, maxWidth: Double = .infinity,
    minHeight: Double = 0, idealHeight: Double? = nil, maxHeight: Double = .infinity
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth ?? Swift.min(Swift.max(10, minWidth), maxWidth)
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight ?? Swift.min(Swift.max(10, minHeight), maxHeight)
    self.maxHeight = maxHeight
  }
}
