/// The environment a layout runs in: pixel density, Dynamic Type size and layout direction.
public struct LayoutEnvironment: Hashable, Sendable {
  /// Pixels per point. When set (finite and > 0), every frame's origin and far corner are rounded
  /// to the pixel grid in root coordinates; when `nil`, frames are exact (unrounded).
  public var displayScale: Double?
  /// The Dynamic Type size; text lengths scale with it (default `.large`, scale 1).
  public var dynamicTypeSize: DynamicTypeSize
  /// The reading direction; right-to-left mirrors the whole result about the root's width.
  public var layoutDirection: LayoutDirection

  /// Creates an environment; the defaults are no pixel rounding, `.large`, left-to-right.
  public init(
    displayScale: Double? = nil, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.displayScale = displayScale
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
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
    for (value, name) in [(proposal.width, "width"), (proposal.height, "height")] {
      if let value, value.isNaN || value < 0 {
        throw LayoutError(path: "/proposal/\(name)", message: "must be ≥ 0, nil or infinity, got \(value)")
      }
    }
    if let scale = displayScale, !(scale.isFinite && scale > 0) {
      throw LayoutError(path: "/environment/displayScale", message: "must be finite and > 0, got \(scale)")
    }
  }
}
