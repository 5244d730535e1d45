extension Node {
  /// The kinds of node and their fields. All lengths are in points.
  ///
  /// Leaves: ``fixed(width:height:)``, ``flexible(_:)``, ``text(_:)``, ``measured(_:)``,
  /// ``spacer(minLength:)``. Containers: ``hstack(spacing:alignment:children:)``,
  /// ``vstack(spacing:alignment:children:)``, ``zstack(alignment:children:)``. Modifiers, each wrapping
  /// one child: ``frame(width:height:alignment:child:)``, ``flexibleFrame(_:alignment:child:)``,
  /// ``padding(_:child:)``, ``fixedSize(horizontal:vertical:child:)``,
  /// ``aspectRatio(_:contentMode:child:)``, ``scroll(_:child:)``.
  public indirect enum Kind: Sendable {
    /// A leaf that always answers its own size, whatever the proposal. Sizes must be finite and ≥ 0.
    case fixed(width: Double, height: Double)
    /// A `Color`-like leaf: answers the proposal clamped to its min/max, its ideal for `nil`.
    case flexible(FlexibleLeaf)
    /// The synthetic, deterministic text model (greedy word wrap over given word widths).
    case text(TextLeaf)
    /// A leaf measured by a host-supplied function (real text, images).
    case measured(MeasuredLeaf)
    /// A `Spacer`: expands along its stack's axis (both axes outside a stack), at least `minLength`
    /// (8 by default; must be finite and ≥ 0). Its cross size in a stack is 0, its gap to
    /// neighbours 0, and its default layout priority −∞.
    case spacer(minLength: Double)
    /// A horizontal stack. `spacing` nil means the default gaps: 8 between nodes, 0 next to a spacer.
    /// Any finite spacing is legal, negative included (children overlap).
    case hstack(spacing: Double?, alignment: VerticalAlignment, children: [Node])
    /// A vertical stack; see ``hstack(spacing:alignment:children:)``.
    case vstack(spacing: Double?, alignment: HorizontalAlignment, children: [Node])
    /// An overlay stack: every child gets the same proposal and is aligned inside the union size.
    case zstack(alignment: Alignment, children: [Node])
    /// A fixed frame: `width`/`height` (finite, ≥ 0) replace the child's size on the axes that are set.
    case frame(width: Double?, height: Double?, alignment: Alignment, child: Node)
    /// A flexible frame: min/ideal/max per axis, SwiftUI's `frame(minWidth:idealWidth:…)`.
    case flexibleFrame(FlexibleFrame, alignment: Alignment, child: Node)
    /// Insets around the child. Negative insets are legal.
    case padding(EdgeInsets, child: Node)
    /// Proposes `nil` (the ideal size) to the child on each enabled axis.
    case fixedSize(horizontal: Bool, vertical: Bool, child: Node)
    /// Scales a ratio (`width / height`, finite and > 0; `nil` = the child's ideal size) to fit or fill
    /// the proposal, and proposes that size to the child.
    case aspectRatio(Double?, contentMode: ContentMode, child: Node)
    /// A scroll view: proposes `nil` to its child on the scroll axes and takes the space offered. Its
    /// proposal is the container of the container-relative frames inside it.
    case scroll(Axes, child: Node)
    /// A frame sized from the container (the nearest scroll's proposal, or the root proposal) rather than
    /// from the immediate proposal; see ``ContainerRelativeFrame``.
    case containerRelativeFrame(ContainerRelativeFrame, child: Node)
    /// Wrapping rows (tags, chips): items at their ideal size, a new line when the next would pass the
    /// proposed width. `spacing` between items and `lineSpacing` between lines (finite; default 8 each);
    /// lines aligned within the flow's width. See Docs/Semantics.md S8.
    case flow(spacing: Double, lineSpacing: Double, alignment: HorizontalAlignment, children: [Node])
    /// A `LazyVGrid`: column widths from `columns` (at least one), items filling cells row by row, rows
    /// `rowSpacing` apart (finite; default 8). See Docs/Semantics.md S9.
    case grid(columns: [GridColumn], rowSpacing: Double, children: [Node])
    /// Shows the first child whose ideal size fits the proposal on `axes`, else the last (at least one
    /// child). See Docs/Semantics.md S10.
    case viewThatFits(axes: Axes, children: [Node])
    /// Content-derived breakpoints: child `i` when the proposal on `axis` lies in
    /// `thresholds[i - 1] ..< thresholds[i]` (ascending, finite, ≥ 0; `children.count == thresholds.count + 1`).
    /// At accessibility Dynamic Type sizes the thresholds scale, or `accessibilityThresholds` replace them.
    /// See Docs/Semantics.md S11.
    case buckets(axis: Axis, thresholds: [Double], accessibilityThresholds: [Double]?, children: [Node])
    /// NavigationSplitView-style columns that hide from the leading edge when their minimums no longer
    /// fit, down to `collapsedColumn` alone. See Docs/Semantics.md S12.
    case split(columns: [SplitColumn], dividerWidth: Double, collapsedColumn: Int)
  }
}

/// How ``Node/Kind/aspectRatio(_:contentMode:child:)`` scales its ratio to the proposal.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// The largest size with the ratio that fits inside the proposal.
  case fit
  /// The smallest size with the ratio that covers the proposal.
  case fill
}
