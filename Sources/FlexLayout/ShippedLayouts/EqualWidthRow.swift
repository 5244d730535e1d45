/// A row whose children are all as wide as the widest child's ideal width, shrunk equally when the row is
/// proposed less: a shipped custom ``Layout`` written on the public protocol only (S20.9). SwiftUI's own
/// documentation builds the same layout (`MyEqualWidthHStack`) to introduce the protocol.
///
/// The cell width is the largest ideal width among the children (each proposed `nil`), or what a finite proposed
/// width leaves per child after `spacing`, whichever is smaller. Every child is proposed the cell width and the
/// proposed height, placed in its cell and centred vertically; the row is as tall as its tallest child. The
/// cache keeps the ideal width, which depends on the children only.
public struct EqualWidthRow: Layout {
  /// The name it is registered under.
  public static let name = "equalWidth"

  /// The gap between neighbours, in points (finite).
  public var spacing: Double

  /// A row with `spacing` points between children.
  public init(spacing: Double = 8) {
    self.spacing = spacing
  }

  /// From JSON values: `spacing` (default 8).
  public init(arguments: LayoutValues) throws(LayoutArgumentError) {
    try arguments.allowOnly(["spacing"])
    spacing = try arguments.finiteNumber("spacing", default: 8)
  }

  /// The widest ideal width among the children.
  public struct Cache {
    var idealWidth: Double
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(idealWidth: subviews.reduce(0) { Swift.max($0, $1.sizeThatFits(.unspecified).width) })
  }

  /// The width of each cell for a row proposed `width`.
  private func cellWidth(_ width: Double?, _ subviews: Subviews, _ cache: Cache) -> Double {
    guard let width, width.isFinite, !subviews.isEmpty else { return cache.idealWidth }
    let gaps = spacing * Double(subviews.count - 1)
    return Swift.min(cache.idealWidth, Swift.max((width - gaps) / Double(subviews.count), 0))
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
    if subviews.isEmpty { return .zero }
    let cell = cellWidth(proposal.width, subviews, cache)
    let height = subviews.reduce(0) {
      Swift.max($0, $1.sizeThatFits(ProposedSize(width: cell, height: proposal.height)).height)
    }
    return Size(width: cell * Double(subviews.count) + spacing * Double(subviews.count - 1), height: height)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
    let cell = cellWidth(proposal.width, subviews, cache)
    var x = bounds.x
    for subview in subviews {
      subview.place(
        at: Point(x: x + cell / 2, y: bounds.y + bounds.height / 2), anchor: .center,
        proposal: ProposedSize(width: cell, height: proposal.height))
      x += cell + spacing
    }
  }
}
