import FlexLayout

/// The configurations a layout audit lays a screen out in (Docs/Audits.md, "The matrix"): every width of a
/// sweep, at each height, Dynamic Type size, layout direction and display scale, inside one set of safe-area
/// insets. A configuration is one window.
///
/// The default is the matrix: widths 320…1440 at every point, the request's height, all 12 Dynamic
/// Type sizes, both directions, no display scale (exact frames): 26,904 configurations. Widths between samples
/// are refined by bisection to 1/1024 pt wherever a finding or an arrangement starts or ends.
public struct AuditMatrix: Sendable, Hashable {
  /// The widths sampled: `from`, `from + step`, …, and `to` (also when it is not on that grid), in points.
  public var from: Double
  public var to: Double
  public var step: Double
  /// The window heights, in points; `nil` is an unspecified height (the screen takes its ideal height, and the
  /// window is as tall as the screen).
  public var heights: [Double?]
  /// The Dynamic Type sizes, in any order (findings are sorted by size).
  public var dynamicTypeSizes: [DynamicTypeSize]
  /// The layout directions.
  public var layoutDirections: [LayoutDirection]
  /// The display scales, in pixels per point; `nil` lays out exactly (no pixel rounding).
  public var displayScales: [Double?]
  /// The window's safe-area insets, in points (S18), the same in every configuration.
  public var safeAreaInsets: EdgeInsets

  /// A matrix; the defaults are the issue's: 320…1440 at 1 pt, an unspecified height, every Dynamic Type size,
  /// both directions, exact frames, no insets.
  public init(
    from: Double = 320, to: Double = 1440, step: Double = 1, heights: [Double?] = [nil],
    dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    layoutDirections: [LayoutDirection] = LayoutDirection.allCases, displayScales: [Double?] = [nil],
    safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.from = from
    self.to = to
    self.step = step
    self.heights = heights
    self.dynamicTypeSizes = dynamicTypeSizes
    self.layoutDirections = layoutDirections
    self.displayScales = displayScales
    self.safeAreaInsets = safeAreaInsets
  }

  /// The matrix of one device window (``DevicePreset``): its one width and height, its safe area and display
  /// scale, every Dynamic Type size and both directions unless given.
  public init(
    device: DevicePreset, dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    layoutDirections: [LayoutDirection] = LayoutDirection.allCases
  ) {
    self.init(
      from: device.width, to: device.width, step: 1, heights: [device.height], dynamicTypeSizes: dynamicTypeSizes,
      layoutDirections: layoutDirections, displayScales: [device.displayScale], safeAreaInsets: device.safeAreaInsets)
  }

  /// The most configurations an audit takes (``AuditError/tooManyConfigurations``): 10⁷.
  public static let maximumConfigurations = 10_000_000

  /// The number of widths sampled.
  public var widthCount: Int {
    guard from.isFinite, to.isFinite, step.isFinite, step > 0, to >= from else { return 0 }
    let steps = ((to - from) / step).rounded(.down)
    guard steps < Double(Int.max / 4) else { return Int.max / 4 }
    return Int(steps) + (from + steps * step < to ? 2 : 1)
  }

  /// The `index`-th width: `from + index × step`, computed from the index (no accumulated error), and `to` last.
  public func width(_ index: Int) -> Double { Swift.min(from + Double(index) * step, to) }

  /// The number of configurations sampled (widths × heights × sizes × directions × scales), saturating.
  public var configurationCount: Int {
    var total = widthCount
    for factor in [heights.count, dynamicTypeSizes.count, layoutDirections.count, displayScales.count] {
      let (product, overflow) = total.multipliedReportingOverflow(by: factor)
      total = overflow ? Int.max : product
    }
    return total
  }

  /// What is wrong with the matrix, naming the field (`from`, `step`, …), or `nil` when it can be run.
  public func problem() -> AuditError? {
    if !from.isFinite || from < 0 || from > 1e7 { return .invalidField("from", "must be points from 0 to 1e7") }
    if !to.isFinite || to < 0 || to > 1e7 { return .invalidField("to", "must be points from 0 to 1e7") }
    if !(step > 0) || !step.isFinite { return .invalidField("step", "must be a length > 0") }
    if to < from { return .invalidField("to", "must not be less than from (\(from))") }
    for height in heights {
      if let height, !(height >= 0) || height > 1e7 { return .invalidField("heights", "must be points from 0 to 1e7") }
    }
    for scale in displayScales {
      if let scale, !(scale > 0) || !scale.isFinite { return .invalidField("displayScales", "must be > 0 and finite") }
    }
    for (name, value) in [
      ("top", safeAreaInsets.top), ("leading", safeAreaInsets.leading), ("bottom", safeAreaInsets.bottom),
      ("trailing", safeAreaInsets.trailing),
    ] where !(value >= 0) || !value.isFinite {
      return .invalidField("safeAreaInsets/\(name)", "must be a finite length ≥ 0")
    }
    if heights.isEmpty { return .invalidField("heights", "must not be empty") }
    if dynamicTypeSizes.isEmpty { return .invalidField("dynamicTypeSizes", "must not be empty") }
    if layoutDirections.isEmpty { return .invalidField("layoutDirections", "must not be empty") }
    if displayScales.isEmpty { return .invalidField("displayScales", "must not be empty") }
    if configurationCount > Self.maximumConfigurations {
      return .tooManyConfigurations(configurationCount)
    }
    return nil
  }
}

/// Why an audit could not run.
public enum AuditError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A field of the matrix or the options is out of range: its name and what it must be.
  case invalidField(String, String)
  /// The matrix has more than ``AuditMatrix/maximumConfigurations`` configurations (reported before any work).
  case tooManyConfigurations(Int)
  /// The screen is not a valid tree (the first validation error, with its JSON Pointer).
  case invalidScreen(LayoutError)

  public var description: String {
    switch self {
    case .invalidField(let field, let rule): return "\(field): \(rule)"
    case .tooManyConfigurations(let count):
      return "the matrix has \(count) configurations, more than the limit of \(AuditMatrix.maximumConfigurations)"
    case .invalidScreen(let error): return "\(error)"
    }
  }
}
