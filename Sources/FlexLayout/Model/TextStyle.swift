/// One of the eleven text styles of iOS and iPadOS (SwiftUI's `Font.TextStyle`): its point size and line
/// height (leading) at each Dynamic Type size, and its weight. A style scales the lengths declared relative to
/// it (SwiftUI's `@ScaledMetric(relativeTo:)`, S14) and sizes a styled text (S2.8).
///
/// The tables are Apple's Human Interface Guidelines (Typography › Specifications, "iOS, iPadOS Dynamic Type
/// sizes" and "larger accessibility type sizes"), in points, xSmall … xxxLarge then accessibility1 … 5
/// (Docs/Decisions.md, FL-30, gives the sources and the two cells they disagree on).
///
/// Point size:
///
/// | style | xS | S | M | L | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
/// | largeTitle | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
/// | title | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
/// | title2 | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
/// | title3 | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
/// | headline | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
/// | body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
/// | callout | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
/// | subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
/// | footnote | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
/// | caption | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
/// | caption2 | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 40 |
///
/// Leading (the height of one line):
///
/// | style | xS | S | M | L | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
/// | largeTitle | 38 | 39 | 40 | 41 | 43 | 46 | 48 | 52 | 57 | 61 | 66 | 70 |
/// | title | 31 | 32 | 33 | 34 | 37 | 39 | 41 | 46 | 51 | 57 | 62 | 68 |
/// | title2 | 24 | 25 | 26 | 28 | 30 | 32 | 34 | 41 | 47 | 52 | 59 | 66 |
/// | title3 | 22 | 23 | 24 | 25 | 28 | 30 | 32 | 38 | 44 | 51 | 58 | 65 |
/// | headline | 19 | 20 | 21 | 22 | 24 | 26 | 29 | 34 | 40 | 48 | 56 | 62 |
/// | body | 19 | 20 | 21 | 22 | 24 | 26 | 29 | 34 | 40 | 48 | 56 | 62 |
/// | callout | 18 | 19 | 20 | 21 | 23 | 25 | 28 | 32 | 39 | 46 | 52 | 60 |
/// | subheadline | 16 | 18 | 19 | 20 | 22 | 24 | 28 | 31 | 37 | 43 | 50 | 58 |
/// | footnote | 16 | 16 | 16 | 18 | 20 | 22 | 24 | 29 | 33 | 40 | 46 | 52 |
/// | caption | 13 | 13 | 13 | 16 | 19 | 21 | 23 | 28 | 32 | 39 | 44 | 51 |
/// | caption2 | 13 | 13 | 13 | 13 | 18 | 20 | 22 | 25 | 30 | 35 | 41 | 48 |
///
/// Weight: headline is semibold at every size, the other ten styles regular.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

  /// The style's point size at `size`.
  public func pointSize(at size: DynamicTypeSize) -> Double {
    Self.pointSizes[index][size.ordinal]
  }

  /// The style's leading (line height) at `size`, in points.
  public func leading(at size: DynamicTypeSize) -> Double {
    Self.leadings[index][size.ordinal]
  }

  /// Whether the style's weight is semibold (headline) rather than regular.
  public var isSemibold: Bool { self == .headline }

  /// Scales a length declared relative to this style: `length × pointSize(at: size) / pointSize(at:
  /// .large)` (multiply first, then divide; exact at `.large`).
  public func scale(_ length: Double, at size: DynamicTypeSize) -> Double {
    size == .large ? length : length * pointSize(at: size) / pointSize(at: .large)
  }

  /// Scales a line height declared for this style at `.large` by its leadings: `lineHeight × leading(at: size)
  /// / leading(at: .large)` (multiply first, then divide; exact at `.large`, and exactly the table's leading
  /// for the style's own line height).
  public func scaleLineHeight(_ lineHeight: Double, at size: DynamicTypeSize) -> Double {
    size == .large ? lineHeight : lineHeight * leading(at: size) / leading(at: .large)
  }

  /// The style's place in ``allCases`` (how the arena stores it).
  var index: Int {
    switch self {
    case .largeTitle: return 0
    case .title: return 1
    case .title2: return 2
    case .title3: return 3
    case .headline: return 4
    case .body: return 5
    case .callout: return 6
    case .subheadline: return 7
    case .footnote: return 8
    case .caption: return 9
    case .caption2: return 10
    }
  }

  private static let pointSizes: [[Double]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  private static let leadings: [[Double]] = [
    [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
    [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
    [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
    [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
  ]
}
