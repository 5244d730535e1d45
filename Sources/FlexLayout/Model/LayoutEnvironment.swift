/// The environment a layout runs in: pixel density, Dynamic Type size and layout direction.
public struct LayoutEnvironment: Hashable, Sendable {
  /// Pixels per point. When set (finite and > 0), every frame's origin and far corner are rounded
  /// to the pixel grid in root coordinates; when `nil`, frames are exact (unrounded).
  public var displayScale: Double?
  /// The Dynamic Type size; text lengths scale with it (default `.large`, scale 1).
  public var dynamicTypeSize: DynamicTypeSize
  /// The reading direction; right-to-left mirrors the whole result about the window's width (the root's,
  /// plus the leading and trailing safe-area insets).
  public var layoutDirection: LayoutDirection
  /// The window's safe-area insets in points (finite, ≥ 0; default none): the root proposal is the window,
  /// and the root is laid out inside these insets, at (leading, top) (Docs/Semantics.md S18.1).
  public var safeAreaInsets: EdgeInsets

  /// Creates an environment; the defaults are no pixel rounding, `.large`, left-to-right, no safe-area insets.
  public init(
    displayScale: Double? = nil, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.displayScale = displayScale
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
  }

  /// The default environment.
  public static let standard = LayoutEnvironment()

  /// A divider's thickness in points (S17.1): one pixel (`1 / displayScale`), 1 without a display scale, and
  /// 1 at the accessibility Dynamic Type sizes.
  public var dividerThickness: Double {
    if dynamicTypeSize.isAccessibilitySize { return 1 }
    return displayScale.map { 1 / $0 } ?? 1
  }
}

/// The reading direction of a layout.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right: the result is the exact mirror of the left-to-right layout.
  case rightToLeft
}

extension LayoutEnvironment {
  /// S1.2: checks a root proposal and this environment before a layout, as both solvers do: each proposal axis
  /// nil, finite and ≥ 0, or ∞ (`/proposal/width`, `/proposal/height`); the display scale, when set, finite
  /// and > 0 (`/environment/displayScale`).
  func check(rootProposal proposal: ProposedSize) throws(LayoutError) {
    try Self.checkProposal(proposal.width, "width")
    try Self.checkProposal(proposal.height, "height")
    if let scale = displayScale, !(scale.isFinite && scale > 0) {
      throw LayoutError(path: "/environment/displayScale", message: "must be finite and > 0, got \(scale)")
    }
    // One edge at a time, without building a list: this runs before every pass.
    let insets = safeAreaInsets
    try Self.checkInset(insets.top, "top")
    try Self.checkInset(insets.leading, "leading")
    try Self.checkInset(insets.bottom, "bottom")
    try Self.checkInset(insets.trailing, "trailing")
  }

  /// S1.2: a root proposal axis is nil, or ≥ 0 and not NaN.
  @inline(__always)
  private static func checkProposal(_ value: Double?, _ name: StaticString) throws(LayoutError) {
    guard let value, value.isNaN || value < 0 else { return }
    throw LayoutError(path: "/proposal/\(name)", message: "must be ≥ 0, nil or infinity, got \(value)")
  }

  /// S18.1: a safe-area inset is finite and ≥ 0.
  @inline(__always)
  private static func checkInset(_ value: Double, _ name: StaticString) throws(LayoutError) {
    guard !(value.isFinite && value >= 0) else { return }
    throw LayoutError(path: "/environment/safeAreaInsets/\(name)", message: "must be finite and ≥ 0, got \(value)")
  }

  /// Whether the window has any safe-area inset.
  var hasSafeAreaInsets: Bool {
    let insets = safeAreaInsets
    return insets.top != 0 || insets.leading != 0 || insets.bottom != 0 || insets.trailing != 0
  }

  /// S18.1: the root's proposal inside the safe area of the window proposed `proposal`: each axis less its
  /// two insets, floored at 0 (nil and ∞ stay).
  func rootProposal(inWindow proposal: ProposedSize) -> ProposedSize {
    let insets = safeAreaInsets
    return ProposedSize(
      width: proposal.width.map { Swift.max($0 - (insets.leading + insets.trailing), 0) },
      height: proposal.height.map { Swift.max($0 - (insets.top + insets.bottom), 0) })
  }

  /// S18.1, S1.4: the width right-to-left layouts mirror about: the window's, `leading + rootWidth + trailing`
  /// (the root's width when there are no insets).
  func mirrorWidth(rootWidth: Double) -> Double {
    (safeAreaInsets.leading + rootWidth) + safeAreaInsets.trailing
  }
}
