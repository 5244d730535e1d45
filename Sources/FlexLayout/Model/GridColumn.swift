/// One column of a ``Node/Kind/grid(columns:rowSpacing:)`` (SwiftUI's `GridItem`).
///
/// Column widths come from the column definitions alone, never from the items (Docs/Semantics.md S9).
public struct GridColumn: Hashable, Sendable {
  /// How a column's width is chosen.
  public enum Sizing: Hashable, Sendable {
    /// Exactly `size` points (finite, ≥ 0).
    case fixed(Double)
    /// An equal share of what fixed columns and spacing leave, clamped to `min...max`
    /// (`min` finite ≥ 0, `max ≥ min`, may be `.infinity`; SwiftUI's defaults are 10 and ∞).
    case flexible(min: Double, max: Double)
    /// A share like a flexible column (at least `min`), filled with as many cells of at least `min` as fit,
    /// each at most `max` (`min` finite > 0, `max ≥ min`).
    case adaptive(min: Double, max: Double)
  }

  /// How the column's width is chosen.
  public var sizing: Sizing
  /// The gap after this column, before the next one, in points (default 8; also the gap between the
  /// cells of an adaptive column). Any finite value.
  public var spacing: Double
  /// How items sit in their cells (default centred).
  public var alignment: Alignment

  /// Creates a column.
  public init(_ sizing: Sizing, spacing: Double = 8, alignment: Alignment = .center) {
    self.sizing = sizing
    self.spacing = spacing
    self.alignment = alignment
  }

  /// A fixed column of `size` points.
  public static func fixed(_ size: Double, spacing: Double = 8, alignment: Alignment = .center) -> GridColumn {
    GridColumn(.fixed(size), spacing: spacing, alignment: alignment)
  }

  /// A flexible column between `min` and `max` points.
  public static func flexible(
    min: Double = 10, max: Double = .infinity, spacing: Double = 8, alignment: Alignment = .center
  ) -> GridColumn {
    GridColumn(.flexible(min: min, max: max), spacing: spacing, alignment: alignment)
  }

  /// An adaptive column of cells at least `min` and at most `max` points wide.
  public static func adaptive(
    min: Double, max: Double = .infinity, spacing: Double = 8, alignment: Alignment = .center
  ) -> GridColumn {
    GridColumn(.adaptive(min: min, max: max), spacing: spacing, alignment: alignment)
  }
}
