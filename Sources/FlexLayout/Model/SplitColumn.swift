/// One column of a ``Node/Kind/split(columns:dividerWidth:collapsedColumn:)`` (a NavigationSplitView
/// column with `navigationSplitViewColumnWidth(min:ideal:max:)`).
///
/// Widths are in points: `min` finite ≥ 0, `ideal` finite with `min ≤ ideal` (default `min`), `max ≥ ideal`
/// (default `.infinity`), and `fraction` (optional, finite, in 0...1) a preferred share of the split's whole
/// width, clamped to `min...max`.
public struct SplitColumn: Sendable {
  /// The narrowest the column may be.
  public var min: Double
  /// The preferred width when no fraction is given (default `min`).
  public var ideal: Double?
  /// The widest the column may be, except as the last visible column, which takes the remainder.
  public var max: Double
  /// A preferred share of the split's width, clamped to `min...max`.
  public var fraction: Double?
  /// The column's content.
  public var child: Node

  /// Creates a column.
  public init(min: Double, ideal: Double? = nil, max: Double = .infinity, fraction: Double? = nil, _ child: Node) {
    self.min = min
    self.ideal = ideal
    self.max = max
    self.fraction = fraction
    self.child = child
  }
}
