extension Node {
  /// A leaf that is always `width` × `height` points.
  public static func fixed(width: Double, height: Double) -> Node {
    Node(.fixed(width: width, height: height))
  }

  /// A `Color`-like leaf: any size between its minimum and maximum, its ideal when unspecified
  /// (an ideal left `nil` is 10 clamped into `[min, max]`).
  public static func flexible(
    minWidth: Double = 0, idealWidth: Double? = nil, maxWidth: Double = .infinity,
    minHeight: Double = 0, idealHeight: Double? = nil, maxHeight: Double = .infinity
  ) -> Node {
    Node(
      .flexible(
        FlexibleLeaf(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
          minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)))
  }

  /// A divider: a one-pixel line across the axis of its enclosing stack (S17).
  public static func divider() -> Node { Node(.divider) }

  /// A synthetic text leaf from word widths in points, `lineBreaks` the indices of the words that start a
  /// new line whatever the width (S2.7); see ``TextLeaf``.
  public static func text(
    wordWidths: [Double], spaceWidth: Double = 4, lineHeight: Double = 17, lineLimit: Int? = nil,
    lineBreaks: [Int] = []
  ) -> Node {
    Node(
      .text(
        TextLeaf(
          wordWidths: wordWidths, spaceWidth: spaceWidth, lineHeight: lineHeight, lineLimit: lineLimit,
          lineBreaks: lineBreaks)))
  }

  /// A synthetic text leaf from a string, each character `charWidth` points wide, a newline a forced line
  /// break (S2.7); see ``TextLeaf``.
  public static func text(
    _ string: String, charWidth: Double = 8, lineHeight: Double = 17, lineLimit: Int? = nil, baseline: Double? = nil
  ) -> Node {
    Node(
      .text(TextLeaf(string, charWidth: charWidth, lineHeight: lineHeight, lineLimit: lineLimit, baseline: baseline)))
  }

  /// A styled text leaf from a string (S2.8): measured in the style's typeface, lines as tall as the style's
  /// leading unless `lineHeight` (points, at the `large` Dynamic Type size) is given, scaled by the style's own
  /// Dynamic Type table; a newline is a forced line break (S2.7). See ``TextLeaf``.
  public static func text(
    _ string: String, style: TextStyle, lineHeight: Double? = nil, lineLimit: Int? = nil, baseline: Double? = nil
  ) -> Node {
    Node(.text(TextLeaf(string, style: style, lineHeight: lineHeight, lineLimit: lineLimit, baseline: baseline)))
  }

  /// A leaf sized by a host function; see ``MeasuredLeaf``.
  public static func measured(_ measure: @escaping @Sendable (ProposedSize) throws -> Size) -> Node {
    Node(.measured(MeasuredLeaf(measure)))
  }

  /// A spacer of at least `minLength` points (default 8) along its stack's axis.
  public static func spacer(minLength: Double = 8) -> Node {
    Node(.spacer(minLength: minLength))
  }

  /// A horizontal stack. `spacing` nil gives 8-point gaps, 0 next to spacers.
  public static func hstack(
    spacing: Double? = nil, alignment: VerticalAlignment = .center, _ children: [Node]
  ) -> Node {
    Node(.hstack(spacing: spacing, alignment: alignment), children: children)
  }

  /// A vertical stack. `spacing` nil gives 8-point gaps, 0 next to spacers.
  public static func vstack(
    spacing: Double? = nil, alignment: HorizontalAlignment = .center, _ children: [Node]
  ) -> Node {
    Node(.vstack(spacing: spacing, alignment: alignment), children: children)
  }

  /// An overlay stack of `children`, aligned inside their union.
  public static func zstack(alignment: Alignment = .center, _ children: [Node]) -> Node {
    Node(.zstack(alignment: alignment), children: children)
  }
}

extension Node {
  /// Wrapping rows of `children`; see ``Node/Kind/flow(spacing:lineSpacing:alignment:)``.
  public static func flow(
    spacing: Double = 8, lineSpacing: Double = 8, alignment: HorizontalAlignment = .leading, _ children: [Node]
  ) -> Node {
    Node(.flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment), children: children)
  }

  /// A lazy vertical grid; see ``Node/Kind/grid(columns:rowSpacing:)``.
  public static func grid(_ columns: [GridColumn], rowSpacing: Double = 8, _ children: [Node]) -> Node {
    Node(.grid(columns: columns, rowSpacing: rowSpacing), children: children)
  }

  /// The first of `children` that fits; see ``Node/Kind/viewThatFits(axes:)``.
  public static func viewThatFits(in axes: Axes = .both, _ children: [Node]) -> Node {
    Node(.viewThatFits(axes: axes), children: children)
  }

  /// Breakpoints on the width (or height); see
  /// ``Node/Kind/buckets(axis:thresholds:accessibilityThresholds:)``.
  public static func buckets(
    _ axis: Axis = .horizontal, thresholds: [Double], accessibilityThresholds: [Double]? = nil, _ children: [Node]
  ) -> Node {
    Node(
      .buckets(axis: axis, thresholds: thresholds, accessibilityThresholds: accessibilityThresholds),
      children: children)
  }

  /// Shows the child whose range of Dynamic Type sizes holds the size it sees: child `i` for sizes in
  /// `thresholds[i - 1] ..< thresholds[i]` (S11.5); see ``Node/Kind/dynamicTypeBuckets(thresholds:)``.
  public static func dynamicTypeBuckets(thresholds: [DynamicTypeSize], _ children: [Node]) -> Node {
    Node(.dynamicTypeBuckets(thresholds: thresholds), children: children)
  }

  /// Split-view columns; see ``Node/Kind/split(columns:dividerWidth:collapsedColumn:)``.
  public static func split(_ columns: [SplitColumn], dividerWidth: Double = 0, collapsedColumn: Int = 0) -> Node {
    Node(
      .split(columns: columns.map(\.widths), dividerWidth: dividerWidth, collapsedColumn: collapsedColumn),
      children: columns.map(\.child))
  }
}

extension Node {
  /// Wraps the node in a fixed frame of `width` × `height` points (`nil` keeps the child's size on
  /// that axis), aligning it inside.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Node {
    Node(.frame(width: width, height: height, alignment: alignment), children: [self])
  }

  /// Wraps the node in a flexible frame; see ``FlexibleFrame``.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> Node {
    Node(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
          minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight),
        alignment: alignment), children: [self])
  }

  /// Pads every edge by `length` points (default 16).
  public func padding(_ length: Double = 16) -> Node {
    Node(.padding(EdgeInsets(all: length)), children: [self])
  }

  /// Pads each edge by its own inset.
  public func padding(_ insets: EdgeInsets) -> Node {
    Node(.padding(insets), children: [self])
  }

  /// Proposes `nil` to the node on the enabled axes, so it takes its ideal size there.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
    Node(.fixedSize(horizontal: horizontal, vertical: vertical), children: [self])
  }

  /// Constrains the node to `ratio` (width / height; `nil` = its ideal size's ratio).
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Node {
    Node(.aspectRatio(ratio, contentMode: contentMode), children: [self])
  }

  /// Puts the node in a scroll view scrolling along `axes` (default vertical).
  public func scroll(_ axes: Axes = .vertical) -> Node {
    Node(.scroll(axes), children: [self])
  }

  /// Draws `content` behind the node, proposed exactly the node's size and aligned in it by `alignment`; the
  /// node's own size and place do not change (S15).
  public func background(alignment: Alignment = .center, _ content: Node) -> Node {
    Node(.background(alignment: alignment), children: [self, content])
  }

  /// SwiftUI's `background(_ style:, ignoresSafeAreaEdges:)`: a background whose content also reaches under
  /// the safe area on `edges` where the node touches it (S18.2), as a shape style's fill does (SwiftUI's
  /// default for that form is `.all`; a view background, ``background(alignment:_:)``, reaches nowhere). The
  /// same as wrapping `content` in ``ignoresSafeArea(edges:)``.
  public func background(alignment: Alignment = .center, ignoresSafeAreaEdges edges: Edges, _ content: Node) -> Node {
    Node(
      .background(alignment: alignment),
      children: [self, edges.isEmpty ? content : content.ignoresSafeArea(edges: edges)])
  }

  /// Draws `content` in front of the node, proposed exactly the node's size and aligned in it by `alignment`;
  /// the node's own size and place do not change (S15).
  public func overlay(alignment: Alignment = .center, _ content: Node) -> Node {
    Node(.overlay(alignment: alignment), children: [self, content])
  }

  /// Draws the node moved by `x` points right and `y` points down (finite); its layout, and everything
  /// around it, stay as if it had not moved (S16.1).
  public func offset(x: Double = 0, y: Double = 0) -> Node {
    Node(.offset(x: x, y: y), children: [self])
  }

  /// Centres the node on (`x`, `y`) in a frame that takes the space it is offered (S16.2).
  public func position(x: Double = 0, y: Double = 0) -> Node {
    Node(.position(x: x, y: y), children: [self])
  }

  /// Sets the node's value for the horizontal guide `guide` to `value`, in points from its leading edge
  /// (S19.4): `.alignmentGuide(.leading, .guide(.horizontal(.trailing), plus: -8))` is SwiftUI's
  /// `.alignmentGuide(.leading) { d in d[.trailing] - 8 }`.
  public func alignmentGuide(_ guide: HorizontalAlignment, _ value: GuideValue) -> Node {
    Node(.alignmentGuide(.horizontal(guide), value), children: [self])
  }

  /// Sets the node's value for the vertical guide `guide` to `value`, in points from its top edge (S19.4).
  public func alignmentGuide(_ guide: VerticalAlignment, _ value: GuideValue) -> Node {
    Node(.alignmentGuide(.vertical(guide), value), children: [self])
  }

  /// Sets the node's value for `guide` to `computeValue` of its dimensions (S19.4). The function must be pure
  /// and answer a finite value.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double
  ) -> Node {
    Node(.alignmentGuide(.horizontal(guide), .computed(computeValue)), children: [self])
  }

  /// Sets the node's value for the vertical `guide` to `computeValue` of its dimensions (S19.4).
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double
  ) -> Node {
    Node(.alignmentGuide(.vertical(guide), .computed(computeValue)), children: [self])
  }

  /// Keeps the node's space and frames and marks it and its subtree hidden (not drawn) (S16.3).
  public func hidden() -> Node {
    Node(.hidden, children: [self])
  }

  /// Keeps the node's layout and marks the clipping node `clipsToBounds`: nothing of this node is drawn outside
  /// the clipping node's frame, which is this node's own (S16.5, SwiftUI's `clipped()`).
  public func clipped() -> Node {
    Node(.clipped, children: [self])
  }

  /// Pins the Dynamic Type size this node's subtree sees to `size`: SwiftUI's `dynamicTypeSize(_:)` with one
  /// size (S14.4).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Node {
    Node(.dynamicTypeSize(min: size, max: size), children: [self])
  }

  /// Limits the Dynamic Type size this node's subtree sees to `range` (`.small ... .xxLarge`,
  /// `...DynamicTypeSize.accessibility1`, `..<DynamicTypeSize.accessibility1`, `DynamicTypeSize.large...`):
  /// SwiftUI's `dynamicTypeSize(_:)` with a range (S14.4). The node keeps the smallest and largest sizes in
  /// `range`; an empty range makes a node that validation rejects at its `max`.
  public func dynamicTypeSize<Limits: RangeExpression<DynamicTypeSize>>(_ range: Limits) -> Node {
    let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
    guard let low = sizes.first, let high = sizes.last else {
      return Node(.dynamicTypeSize(min: .accessibility5, max: .xSmall), children: [self])
    }
    return Node(.dynamicTypeSize(min: low, max: high), children: [self])
  }

  /// A geometry reader around `content`: it takes the whole proposal (10 where nil) and places `content`,
  /// proposed that size, at its top-leading corner (S16.4).
  public static func geometryReader(_ content: Node) -> Node {
    Node(.geometryReader, children: [content])
  }

  /// Lets the node reach into the safe-area margins its frame touches on `edges` (S18.2).
  public func ignoresSafeArea(edges: Edges = .all) -> Node {
    Node(.ignoresSafeArea(edges: edges), children: [self])
  }

  /// Pads the node by `length` points (finite, ≥ 0; 16 by default, as ``padding(_:)-(Double)``) on `edges` and
  /// adds the same insets to the safe area it sees: SwiftUI's `safeAreaPadding(_:_:)` (S18.6). A scroll inside
  /// reaches under the insets with its content inset by them; content that ignores the safe area grows over
  /// them.
  public func safeAreaPadding(_ edges: Edges = .all, _ length: Double = 16) -> Node {
    Node(.safeAreaPadding(edges: edges, length: length), children: [self])
  }

  /// Puts `bar` along `edge` of the node, `spacing` (nil: 8) apart, and adds the bar and the spacing to the
  /// node's safe area on that edge (S18.3).
  public func safeAreaInset(edge: Edge, spacing: Double? = nil, alignment: Alignment = .center, _ bar: Node) -> Node {
    Node(.safeAreaInset(edge: edge, spacing: spacing, alignment: alignment), children: [self, bar])
  }

  /// The same node with layout priority `priority`.
  public func layoutPriority(_ priority: Double) -> Node {
    var copy = self
    copy.layoutPriority = priority
    return copy
  }

  /// The same node named `id`.
  public func id(_ id: String) -> Node {
    var copy = self
    copy.id = id
    return copy
  }
}
