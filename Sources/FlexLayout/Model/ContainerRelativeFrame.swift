/// The fields of a ``Node/Kind/containerRelativeFrame(_:)``: SwiftUI's
/// `containerRelativeFrame(_:count:span:spacing:alignment:)` and its common closure form, a fraction.
///
/// On each axis in `axes` the node is as long as a share of its *container* — the proposal of the nearest
/// enclosing `scroll` on that axis, or else the root proposal — not of the immediate proposal:
/// `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`, or `container × fraction`
/// when a fraction is given, never below 0. The child is proposed that length and aligned in it. On other
/// axes, and on an axis whose container is unspecified or infinite, the node passes the proposal through
/// like a frame without a size there. See Docs/Semantics.md S13.
///
/// Valid fields: `count ≥ 1`, `1 ≤ span`, finite `spacing`, `fraction` finite and ≥ 0.
public struct ContainerRelativeFrame: Hashable, Sendable {
  /// The axes sized from the container.
  public var axes: Axes
  /// The number of equal columns (or rows) the container is divided into.
  public var count: Int
  /// How many of them the node spans.
  public var span: Int
  /// The spacing between the columns, in points.
  public var spacing: Double
  /// A fraction of the container instead of count/span, when set.
  public var fraction: Double?
  /// How the child sits in the frame.
  public var alignment: Alignment

  /// Creates the count/span form.
  public init(axes: Axes, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center) {
    self.axes = axes
    self.count = count
    self.span = span
    self.spacing = spacing
    self.fraction = nil
    self.alignment = alignment
  }

  /// Creates the fraction form.
  public init(axes: Axes, fraction: Double, alignment: Alignment = .center) {
    self.init(axes: axes, alignment: alignment)
    self.fraction = fraction
  }

  /// The length on an axis whose container is `container` points long (finite).
  public func length(in container: Double) -> Double {
    if let fraction { return Swift.max(container * fraction, 0) }
    let share = (container - spacing * Double(count - 1)) / Double(count)
    return Swift.max(share * Double(span) + spacing * Double(span - 1), 0)
  }
}

extension Node {
  /// Sizes the node from its container on `axes`: `count` equal parts with `spacing`, spanning `span`.
  public func containerRelativeFrame(
    _ axes: Axes, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center
  ) -> Node {
    Node(
      .containerRelativeFrame(
        ContainerRelativeFrame(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)),
      children: [self])
  }

  /// Sizes the node to `fraction` of its container on `axes`.
  public func containerRelativeFrame(_ axes: Axes, fraction: Double, alignment: Alignment = .center) -> Node {
    Node(
      .containerRelativeFrame(ContainerRelativeFrame(axes: axes, fraction: fraction, alignment: alignment)),
      children: [self])
  }
}
