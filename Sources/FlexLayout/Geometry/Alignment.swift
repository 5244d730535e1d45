/// Where a child sits along one axis inside a larger space: at its start, centre or end.
///
/// The offset of a child of length `c` inside a space of length `s` is `0` (start), `(s - c) / 2`
/// (centre) or `s - c` (end). It is negative when the child is larger than the space: an overflowing
/// centred child sticks out equally on both sides.
public enum AxisAlignment: Hashable, Sendable, CaseIterable, BitwiseCopyable {
  /// Leading (horizontal) or top (vertical).
  case start
  /// Centred.
  case center
  /// Trailing (horizontal) or bottom (vertical).
  case end

  /// The offset of a child of length `child` inside a space of length `space`, in points.
  @inlinable
  public func offset(child: Double, in space: Double) -> Double {
    switch self {
    case .start: return 0
    case .center: return (space - child) / 2
    case .end: return space - child
    }
  }
}

/// A horizontal alignment: leading, center or trailing (mirrored in right-to-left layouts).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
  case leading, center, trailing

  /// The same alignment as an ``AxisAlignment``.
  @inlinable
  public var axisAlignment: AxisAlignment {
    switch self {
    case .leading: return .start
    case .center: return .center
    case .trailing: return .end
    }
  }
}

/// A vertical alignment: top, center or bottom.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  case top, center, bottom

  /// The same alignment as an ``AxisAlignment``.
  @inlinable
  public var axisAlignment: AxisAlignment {
    switch self {
    case .top: return .start
    case .center: return .center
    case .bottom: return .end
    }
  }
}

/// A two-axis alignment, as used by frames and z-stacks.
public struct Alignment: Hashable, Sendable {
  /// The alignment along the x axis.
  public var horizontal: HorizontalAlignment
  /// The alignment along the y axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The component along `axis`.
  @inlinable
  public subscript(axis: Axis) -> AxisAlignment {
    axis == .horizontal ? horizontal.axisAlignment : vertical.axisAlignment
  }

  /// Centred on both axes (the default everywhere).
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, vertically centred.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, vertically centred.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, horizontally centred.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, horizontally centred.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
