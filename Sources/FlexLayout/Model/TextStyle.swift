/// A text style whose point size at each Dynamic Type size scales lengths declared relative to it
/// (SwiftUI's `@ScaledMetric(relativeTo:)`).
///
/// Point sizes per Dynamic Type size, xSmall … xxxLarge then accessibility1 … accessibility5, from Apple's
/// Human Interface Guidelines (Typography › Dynamic Type sizes, iOS/iPadOS):
///
/// | style | xS | S | M | L | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
/// | largeTitle | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
/// | title | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
/// | headline | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
/// | body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
/// | subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
/// | caption | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 38 | 44 |
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title, headline, body, subheadline, caption

  /// The style's point size at `size`.
  public func pointSize(at size: DynamicTypeSize) -> Double {
    let table: [Double]
    switch self {
    case .largeTitle: table = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: table = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .headline, .body: table = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .subheadline: table = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .caption: table = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 38, 44]
    }
    return table[size.ordinal]
  }

  /// Scales a length declared relative to this style: `length × pointSize(at: size) / pointSize(at:
  /// .large)` (multiply first, then divide; exact at `.large`).
  public func scale(_ length: Double, at size: DynamicTypeSize) -> Double {
    size == .large ? length : length * pointSize(at: size) / pointSize(at: .large)
  }
}
