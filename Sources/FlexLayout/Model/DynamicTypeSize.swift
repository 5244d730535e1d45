/// The user's preferred text size, from `xSmall` to `accessibility5` (SwiftUI's `DynamicTypeSize`).
///
/// Text lengths scale by the body text style's point size at this size over its size at `.large` (17):
/// 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 points from `xSmall` to `accessibility5`
/// (Apple's Human Interface Guidelines, Dynamic Type sizes, iOS body style).
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The body text style's point size at this Dynamic Type size.
  public var bodyPointSize: Double {
    switch self {
    case .xSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .xLarge: return 19
    case .xxLarge: return 21
    case .xxxLarge: return 23
    case .accessibility1: return 28
    case .accessibility2: return 33
    case .accessibility3: return 40
    case .accessibility4: return 47
    case .accessibility5: return 53
    }
  }

  /// The position of this size from `xSmall` (0) to `accessibility5` (11).
  public var ordinal: Int {
    switch self {
    case .xSmall: return 0
    case .small: return 1
    case .medium: return 2
    case .large: return 3
    case .xLarge: return 4
    case .xxLarge: return 5
    case .xxxLarge: return 6
    case .accessibility1: return 7
    case .accessibility2: return 8
    case .accessibility3: return 9
    case .accessibility4: return 10
    case .accessibility5: return 11
    }
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Scales a text length in points: `length × bodyPointSize / 17` (multiply first, then divide;
  /// exact at `.large`).
  @inlinable
  public func scaleText(_ length: Double) -> Double {
    self == .large ? length : length * bodyPointSize / 17
  }

  /// D12: the factor, in hundredths, that scales a `buckets` threshold at this size: 112, 120, 130, 140, 140 at
  /// accessibility1…5, `nil` below the accessibility sizes (thresholds unchanged).
  public var thresholdPercent: Double? {
    switch self {
    case .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge: return nil
    case .accessibility1: return 112
    case .accessibility2: return 120
    case .accessibility3: return 130
    case .accessibility4, .accessibility5: return 140
    }
  }

  /// D12: a `buckets` threshold in points scaled for this size: `threshold × k / 100` (multiply first, then
  /// divide, so 600 at accessibility1 is exactly 672), unchanged below the accessibility sizes.
  @inlinable
  public func scaleThreshold(_ threshold: Double) -> Double {
    guard let percent = thresholdPercent else { return threshold }
    return threshold * percent / 100
  }

  /// The size at `ordinal` (0 for `xSmall` … 11 for `accessibility5`; see ``ordinal``), or `nil` outside 0…11.
  public init?(ordinal: Int) {
    // The cases are declared smallest first, so a size's ordinal is its place in `allCases`.
    guard Self.allCases.indices.contains(ordinal) else { return nil }
    self = Self.allCases[ordinal]
  }

  /// The largest ``ordinal``, `accessibility5`'s.
  public static let largestOrdinal = 11

  /// S14.4: this size as a `dynamicTypeSize(min:max:)` node passes it to its subtree: raised to `min` and
  /// lowered to `max` where they are given (`min ≤ max`; a pin has `min == max`).
  public func limited(min: DynamicTypeSize?, max: DynamicTypeSize?) -> DynamicTypeSize {
    var size = self
    if let min, size < min { size = min }
    if let max, size > max { size = max }
    return size
  }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}
