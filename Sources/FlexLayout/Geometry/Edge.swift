/// One edge of a rectangle. `leading` and `trailing` follow the layout direction (left and right when laid
/// out, mirrored afterwards in a right-to-left layout).
public enum Edge: String, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// The axis the edge lies across: vertical for top and bottom, horizontal for leading and trailing.
  public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

/// A set of edges.
public struct Edges: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  /// Creates a set from its raw bits (bit 0 top, 1 leading, 2 bottom, 3 trailing).
  public init(rawValue: UInt8) { self.rawValue = rawValue & 15 }
  /// The set holding `edge` alone.
  public init(_ edge: Edge) {
    switch edge {
    case .top: self = .top
    case .leading: self = .leading
    case .bottom: self = .bottom
    case .trailing: self = .trailing
    }
  }
  public static let top = Edges(rawValue: 1)
  public static let leading = Edges(rawValue: 2)
  public static let bottom = Edges(rawValue: 4)
  public static let trailing = Edges(rawValue: 8)
  /// Top and bottom.
  public static let vertical: Edges = [.top, .bottom]
  /// Leading and trailing.
  public static let horizontal: Edges = [.leading, .trailing]
  /// Every edge.
  public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
