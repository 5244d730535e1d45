/// One of the two layout axes.
public enum Axis: Hashable, Sendable, CaseIterable, BitwiseCopyable {
  /// The x axis: widths, leading to trailing.
  case horizontal
  /// The y axis: heights, top to bottom.
  case vertical

  /// The other axis.
  @inlinable
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, for modifiers that act on one or both (`fixedSize`, `scroll`).
public struct Axes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  /// Creates a set from its raw bits (bit 0 horizontal, bit 1 vertical).
  public init(rawValue: UInt8) { self.rawValue = rawValue & 3 }
  /// The horizontal axis alone.
  public static let horizontal = Axes(rawValue: 1)
  /// The vertical axis alone.
  public static let vertical = Axes(rawValue: 2)
  /// Both axes.
  public static let both: Axes = [.horizontal, .vertical]

  /// The set of the axes whose flag is true (a fixedSize's `horizontal` and `vertical`).
  public init(horizontal: Bool, vertical: Bool) { self.init(rawValue: (horizontal ? 1 : 0) | (vertical ? 2 : 0)) }

  /// Whether the set contains `axis`.
  @inlinable
  public func contains(_ axis: Axis) -> Bool {
    rawValue & (axis == .horizontal ? 1 : 2) != 0
  }
}
