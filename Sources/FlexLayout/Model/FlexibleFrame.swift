/// The constraints of a flexible frame (SwiftUI's `frame(minWidth:idealWidth:maxWidth:…)`).
///
/// `nil` means "not constrained". Values must be ≥ 0 and not NaN; minimums and ideals must be finite;
/// maximums may be `.infinity`. Like SwiftUI, the frame normalises its fields per axis when laid out:
/// `ideal = max(min ?? 0, ideal)`, then `max = max(ideal ?? 0, max)`; if `min > max` still holds, the
/// minimum wins (`max = min`) and the layout reports a diagnostic naming the node.
public struct FlexibleFrame: Hashable, Sendable {
  /// The smallest width, in points.
  public var minWidth: Double?
  /// The width answered to an unspecified proposal, in points.
  public var idealWidth: Double?
  /// The largest width, in points (`.infinity` fills any finite proposal).
  public var maxWidth: Double?
  /// The smallest height, in points.
  public var minHeight: Double?
  /// The height answered to an unspecified proposal, in points.
  public var idealHeight: Double?
  /// The largest height, in points.
  public var maxHeight: Double?

  /// Creates flexible-frame constraints; every field defaults to unconstrained.
  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
  }

  /// The (min, ideal, max) constraints along `axis`, as given.
  public func constraints(along axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
    axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
  }

  /// The constraints along `axis` after SwiftUI's normalisation, and whether `min > max` had to be
  /// resolved (the minimum wins).
  public func normalized(along axis: Axis) -> (min: Double?, ideal: Double?, max: Double?, contradictory: Bool) {
    let (minimum, givenIdeal, givenMaximum) = constraints(along: axis)
    var ideal = givenIdeal
    if let value = ideal { ideal = Swift.max(minimum ?? 0, value) }
    var maximum = givenMaximum
    if let value = maximum { maximum = Swift.max(ideal ?? 0, value) }
    var contradictory = false
    if let low = minimum, let high = maximum, low > high {
      maximum = low
      contradictory = true
    }
    return (minimum, ideal, maximum, contradictory)
  }
}
