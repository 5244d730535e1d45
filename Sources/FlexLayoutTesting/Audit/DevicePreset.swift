import FlexLayout

/// A named window a screen must work in: its size in points, its safe-area insets and its display scale
/// (Docs/Audits.md, "Devices", says where each number comes from). An audit over a device lays the screen out at
/// exactly that window, at every Dynamic Type size and direction of its matrix.
public struct DevicePreset: Sendable, Hashable {
  /// The name `--device` takes (`iphone-se`, `ipad-11-half`, …).
  public var name: String
  /// The window's width and height, in points.
  public var width: Double
  public var height: Double
  /// The window's safe-area insets, in points.
  public var safeAreaInsets: EdgeInsets
  /// Pixels per point.
  public var displayScale: Double
  /// Where the numbers come from.
  public var source: String

  public init(
    name: String, width: Double, height: Double, safeAreaInsets: EdgeInsets, displayScale: Double, source: String
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.safeAreaInsets = safeAreaInsets
    self.displayScale = displayScale
    self.source = source
  }

  /// The preset named `name`, or `nil`.
  public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

  /// Every preset, in the order `--help` lists them.
  public static let all: [DevicePreset] = {
    let snapshot = "swift-snapshot-testing's ViewImageConfig (Sources/SnapshotTesting/Common/View.swift)"
    func iPadSplits(_ prefix: String, _ label: String, widths: [Double], height: Double, top: Double, bottom: Double)
      -> [DevicePreset]
    {
      zip(["third", "half", "two-thirds"], widths).map { fraction, width in
        DevicePreset(
          name: "\(prefix)-\(fraction)", width: width, height: height,
          safeAreaInsets: EdgeInsets(top: top, bottom: bottom), displayScale: 2,
          source: "\(label) in landscape, Split View \(fraction.replacingHyphens): \(snapshot)")
      }
    }
    return [
      DevicePreset(
        name: "iphone-se", width: 375, height: 667, safeAreaInsets: EdgeInsets(top: 20), displayScale: 2,
        source: "iPhone SE (2nd and 3rd generation) share the iPhone 8's 4.7-inch screen: 375 × 667 pt, status bar "
          + "20 pt: \(snapshot), iPhone8 portrait"),
      DevicePreset(
        name: "iphone-se-landscape", width: 667, height: 375, safeAreaInsets: EdgeInsets(), displayScale: 2,
        source: "the same screen in landscape (no status bar): \(snapshot), iPhone8 landscape"),
      DevicePreset(
        name: "iphone", width: 393, height: 852, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), displayScale: 3,
        source: "iPhone 15 and 16 (6.1-inch, Dynamic Island): 393 × 852 pt @3x from Apple's device screen sizes "
          + "(Human Interface Guidelines, Layout); safe area 59 pt at the top (Dynamic Island iPhones) and 34 at the "
          + "bottom (home indicator), as UIKit reports them"),
      DevicePreset(
        name: "iphone-landscape", width: 852, height: 393,
        safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), displayScale: 3,
        source: "the same iPhone in landscape: the sensor housing's 59 pt on both sides, the home indicator's 21 pt "
          + "at the bottom (\(snapshot) gives 47/21 for the notched iPhone 12 in landscape)"),
    ]
      + iPadSplits(
        "ipad-mini", "iPad mini (7.9-inch, 1024 × 768 pt)", widths: [320, 507, 694], height: 768, top: 20, bottom: 0)
      + iPadSplits(
        "ipad-11", "iPad Pro 11-inch (1194 × 834 pt)", widths: [375, 592, 809], height: 834, top: 24, bottom: 20)
      + iPadSplits(
        "ipad-13", "iPad Pro 12.9-inch (1366 × 1024 pt)", widths: [375, 678, 981], height: 1024, top: 20, bottom: 0)
      + [
        DevicePreset(
          name: "stage-manager-minimum", width: 320, height: 480, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
          displayScale: 2,
          source: "Apple publishes no minimum Stage Manager window: 320 pt is the narrowest window iPadOS gives any "
            + "app (the one-third Split View of every iPad but the 12.9-inch Pro, \(snapshot)), and 480 pt a short "
            + "window; insets as the iPad Pro 11-inch's. Our assumption, stated as such")
      ]
  }()
}

extension String {
  fileprivate var replacingHyphens: String { split(separator: "-").joined(separator: " ") }
}
