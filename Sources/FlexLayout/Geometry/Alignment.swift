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

/// A horizontal alignment guide: leading, center, trailing (mirrored in right-to-left layouts), or a custom
/// alignment (S19).
///
/// A view's value for a guide is a distance from its leading edge in points: explicit when the view or its
/// content sets one (an ``Node/Kind/alignmentGuide(_:_:)``, a custom alignment passed up), otherwise the
/// guide's default (0, half the width, the width). Containers line their children up by these values.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing
  /// A custom alignment named `name`, whose value for a view that sets none is `default`'s (a built-in guide,
  /// not another custom one). Two custom alignments are the same when both name and default are equal.
  indirect case custom(String, default: HorizontalAlignment)

  /// The built-in guides, in order.
  public static let builtIn: [HorizontalAlignment] = [.leading, .center, .trailing]

  /// The guide's JSON name as a stack's alignment (`"leading"`, `"center"`), `nil` for a custom one.
  public var name: String? {
    switch self {
    case .leading: return "leading"
    case .center: return "center"
    case .trailing: return "trailing"
    case .custom: return nil
    }
  }

  /// Where the guide's default value sits as a fraction of the width: start (0), centre (½) or end (1); a
  /// custom alignment's is its default's.
  @inlinable
  public var axisAlignment: AxisAlignment {
    switch self {
    case .leading: return .start
    case .center: return .center
    case .trailing: return .end
    case .custom(_, let fallback): return fallback.axisAlignment
    }
  }

  /// Whether it is leading, center or trailing.
  public var isEdgeOrCenter: Bool {
    if case .custom = self { return false }
    return true
  }
}

/// A vertical alignment guide: top, center, bottom, the first or last text baseline, or a custom alignment
/// (S19). Values are distances from the view's top edge in points.
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom
  /// The baseline of the view's first line of text: explicit where the view holds text, the bottom edge
  /// otherwise.
  case firstTextBaseline
  /// The baseline of the view's last line of text (the last kept line), the bottom edge without text.
  case lastTextBaseline
  /// A custom alignment named `name`, whose value for a view that sets none is `default`'s (a built-in guide).
  indirect case custom(String, default: VerticalAlignment)

  /// The built-in guides, in order.
  public static let builtIn: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
  /// The three edge and centre guides, in order.
  public static let edgesAndCenter: [VerticalAlignment] = [.top, .center, .bottom]

  /// The guide's JSON name as a stack's alignment (`"top"`, `"firstTextBaseline"`), `nil` for a custom one.
  public var name: String? {
    switch self {
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    case .firstTextBaseline: return "firstTextBaseline"
    case .lastTextBaseline: return "lastTextBaseline"
    case .custom: return nil
    }
  }

  /// Where the guide's default value sits as a fraction of the height: start (0), centre (½) or end (1, the
  /// baselines too: a view without text has them at its bottom); a custom alignment's is its default's.
  @inlinable
  public var axisAlignment: AxisAlignment {
    switch self {
    case .top: return .start
    case .center: return .center
    case .bottom, .firstTextBaseline, .lastTextBaseline: return .end
    case .custom(_, let fallback): return fallback.axisAlignment
    }
  }

  /// Whether it is top, center or bottom.
  public var isEdgeOrCenter: Bool {
    switch self {
    case .top, .center, .bottom: return true
    case .firstTextBaseline, .lastTextBaseline, .custom: return false
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

  /// Whether both components are edges or centres (no baseline, no custom alignment).
  public var isEdgesAndCenters: Bool { horizontal.isEdgeOrCenter && vertical.isEdgeOrCenter }
}
