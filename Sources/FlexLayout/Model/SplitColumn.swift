/// The widths of one column of a ``Node/Kind/split(columns:dividerWidth:collapsedColumn:)`` (a
/// NavigationSplitView column with `navigationSplitViewColumnWidth(min:ideal:max:)`), without its content.
///
/// Widths are in points: `min` finite ≥ 0, `ideal` finite with `min ≤ ideal` (default `min`), `max ≥ ideal`
/// (default `.infinity`), and `fraction` (optional, finite, in 0...1) a preferred share of the split's whole
/// width, clamped to `min...max`.
public struct SplitColumnWidths: Hashable, Sendable {
  /// The narrowest the column may be.
  public var min: Double
  /// The preferred width when no fraction is given (`nil` = `min`).
  public var ideal: Double?
  /// The widest the column may be, except as the last visible column, which takes the remainder.
  public var max: Double
  /// A preferred share of the split's width, clamped to `min...max`.
  public var fraction: Double?

  /// Creates column widths.
  public init(min: Double, ideal: Double? = nil, max: Double = .infinity, fraction: Double? = nil) {
    self.min = min
    self.ideal = ideal
    self.max = max
    self.fraction = fraction
  }
}

/// One column of a split as it is built: its widths and its content (see ``Node/split(_:dividerWidth:collapsedColumn:)``).
public struct SplitColumn: Sendable {
  /// The column's widths.
  public var widths: SplitColumnWidths
  /// The column's content.
  public var child: Node

  /// Creates a column; see ``SplitColumnWidths`` for the valid widths.
  public init(min: Double, ideal: Double? = nil, max: Double = .infinity, fraction: Double? = nil, _ child: Node) {
    self.widths = SplitColumnWidths(min: min, ideal: ideal, max: max, fraction: fraction)
    self.child = child
  }

  /// Creates a column from its widths.
  public init(_ widths: SplitColumnWidths, _ child: Node) {
    self.widths = widths
    self.child = child
  }
}
