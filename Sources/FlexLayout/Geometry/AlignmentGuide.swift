/// One alignment guide of a view, on either axis: what an ``Node/Kind/alignmentGuide(_:_:)`` sets and what a
/// ``ViewDimensions`` answers (S19).
public enum AlignmentGuide: Hashable, Sendable {
  /// A horizontal guide: a distance from the view's leading edge.
  case horizontal(HorizontalAlignment)
  /// A vertical guide: a distance from the view's top edge.
  case vertical(VerticalAlignment)

  /// The axis the guide measures along.
  public var axis: Axis {
    switch self {
    case .horizontal: return .horizontal
    case .vertical: return .vertical
    }
  }

  /// The eight built-in guides, in the order of ``name``'s spellings.
  public static let builtIn: [AlignmentGuide] =
    HorizontalAlignment.builtIn.map(AlignmentGuide.horizontal) + VerticalAlignment.builtIn.map(AlignmentGuide.vertical)

  /// The guide's name as an alignment guide's `"guide"` (`"leading"`, `"horizontalCenter"`,
  /// `"firstTextBaseline"`): the two centres are told apart by their axis. `nil` for a custom alignment.
  public var name: String? {
    switch self {
    case .horizontal(.center): return "horizontalCenter"
    case .vertical(.center): return "verticalCenter"
    case .horizontal(let guide): return guide.name
    case .vertical(let guide): return guide.name
    }
  }

  /// The built-in guide named `name` (see ``name``), or `nil`.
  public init?(name: String) {
    guard let found = Self.builtIn.first(where: { $0.name == name }) else { return nil }
    self = found
  }

  /// The guide's default value for a view of `width` × `height` points that sets no explicit value: 0, half
  /// or all of its length along the axis (a baseline: the height). A custom alignment's default is its
  /// default guide's *value*, explicit or not, which ``ViewDimensions`` resolves; here it is that guide's
  /// default.
  public func defaultValue(width: Double, height: Double) -> Double {
    let length = axis == .horizontal ? width : height
    switch fraction {
    case .start: return 0
    case .center: return length / 2
    case .end: return length
    }
  }

  /// Where the default value sits along the axis.
  var fraction: AxisAlignment {
    switch self {
    case .horizontal(let guide): return guide.axisAlignment
    case .vertical(let guide): return guide.axisAlignment
    }
  }

  /// A custom alignment's default guide, `nil` for a built-in one.
  public var customDefault: AlignmentGuide? {
    switch self {
    case .horizontal(.custom(_, let fallback)): return .horizontal(fallback)
    case .vertical(.custom(_, let fallback)): return .vertical(fallback)
    case .horizontal, .vertical: return nil
    }
  }
}

/// A view's size and its values for its alignment guides, as an alignment guide's function sees its child
/// (SwiftUI's `ViewDimensions`): lengths in points, guides measured from the view's top-leading corner.
public struct ViewDimensions: Sendable {
  /// The view's width.
  public let width: Double
  /// The view's height.
  public let height: Double
  /// The guides the view sets explicitly (a text's baselines, an inner alignment guide's value, …).
  let explicit: [AlignmentGuide: Double]

  /// Dimensions of a view of `width` × `height` with the given explicit guide values.
  public init(width: Double, height: Double, explicit: [AlignmentGuide: Double] = [:]) {
    self.width = width
    self.height = height
    self.explicit = explicit
  }

  /// The view's value for `guide`: its explicit value, else the guide's default (a custom alignment's
  /// default guide's value).
  public subscript(guide: AlignmentGuide) -> Double {
    if let value = explicit[guide] { return value }
    if let fallback = guide.customDefault { return self[fallback] }
    return guide.defaultValue(width: width, height: height)
  }

  /// The view's value for the horizontal guide `guide`.
  public subscript(guide: HorizontalAlignment) -> Double { self[.horizontal(guide)] }
  /// The view's value for the vertical guide `guide`.
  public subscript(guide: VerticalAlignment) -> Double { self[.vertical(guide)] }
}

/// How an ``Node/Kind/alignmentGuide(_:_:)`` computes its guide's value from its child's dimensions, in
/// points (S19.4). The three data forms are what apps write (`d[.trailing] - 8`, `d.width / 2`); `computed`
/// is any function, which must be pure: the engine caches and reuses its answers.
public enum GuideValue: Sendable {
  /// The child's value for `guide` (either axis) plus `plus` points.
  case guide(AlignmentGuide, plus: Double = 0)
  /// `fraction` of the child's width plus `plus` points.
  case widthFraction(Double, plus: Double = 0)
  /// `fraction` of the child's height plus `plus` points.
  case heightFraction(Double, plus: Double = 0)
  /// A host function of the child's dimensions.
  case computed(@Sendable (ViewDimensions) -> Double)

  /// The value for a child with dimensions `d`.
  public func value(in d: ViewDimensions) -> Double {
    switch self {
    case .guide(let guide, let plus): return d[guide] + plus
    case .widthFraction(let fraction, let plus): return fraction * d.width + plus
    case .heightFraction(let fraction, let plus): return fraction * d.height + plus
    case .computed(let function): return function(d)
    }
  }

  /// The guide the value reads, when it is the `guide` form.
  var readGuide: AlignmentGuide? {
    if case .guide(let guide, _) = self { return guide }
    return nil
  }
}
