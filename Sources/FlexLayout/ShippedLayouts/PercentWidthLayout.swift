/// A row that gives each child a fraction of the width it is proposed: a shipped custom ``Layout`` written on the
/// public protocol only (S20.9).
///
/// Each child carries its fraction as a layout value (``Fraction``; JSON `"layoutValues": {"fraction": 0.25}`),
/// and children without one share what the others leave, equally. The row takes the proposed width (less
/// `spacing` between children), proposes each child its share and the proposed height, and is as tall as its
/// tallest child; children are centred vertically. Proposed no width (`nil`) or an infinite one, it lays the
/// children out at their ideal widths.
public struct PercentWidthLayout: Layout {
  /// The name it is registered under.
  public static let name = "percentWidth"

  /// A child's fraction of the row's width (finite, ≥ 0; `nil`: a share of the rest).
  public struct Fraction: LayoutValueKey {
    public static let defaultValue: Double? = nil
    public static let name = "fraction"
  }

  /// The gap between neighbours, in points (finite).
  public var spacing: Double

  /// A row with `spacing` points between children.
  public init(spacing: Double = 0) {
    self.spacing = spacing
  }

  /// From JSON values: `spacing` (default 0).
  public init(arguments: LayoutValues) throws(LayoutArgumentError) {
    try arguments.allowOnly(["spacing"])
    spacing = try arguments.finiteNumber("spacing", default: 0)
  }

  /// Each child's width for a row proposed `width` (`nil` or ∞: the children's ideal widths).
  func widths(_ width: Double?, _ subviews: Subviews) -> [Double?] {
    guard let width, width.isFinite else { return subviews.map { _ in nil } }
    let room = Swift.max(width - spacing * Double(Swift.max(subviews.count - 1, 0)), 0)
    let fractions = subviews.map { subview -> Double? in
      guard let fraction = subview[Fraction.self], fraction.isFinite else { return nil }
      return Swift.max(fraction, 0)
    }
    let given = fractions.reduce(0.0) { $0 + ($1 ?? 0) }
    let open = fractions.filter { $0 == nil }.count
    let share = open == 0 ? 0 : Swift.max(1 - given, 0) / Double(open)
    return fractions.map { room * ($0 ?? share) }
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    let widths = widths(proposal.width, subviews)
    var total = spacing * Double(Swift.max(subviews.count - 1, 0))
    var height = 0.0
    for (subview, width) in zip(subviews, widths) {
      let size = subview.sizeThatFits(ProposedSize(width: width, height: proposal.height))
      total += width ?? size.width
      height = Swift.max(height, size.height)
    }
    if let width = proposal.width, width.isFinite { total = width }
    return Size(width: Swift.max(total, 0), height: height)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    let widths = widths(proposal.width, subviews)
    var x = bounds.x
    for (subview, width) in zip(subviews, widths) {
      let childProposal = ProposedSize(width: width, height: proposal.height)
      let size = subview.sizeThatFits(childProposal)
      subview.place(at: Point(x: x, y: bounds.y + bounds.height / 2), anchor: .leading, proposal: childProposal)
      x += (width ?? size.width) + spacing
    }
  }
}
