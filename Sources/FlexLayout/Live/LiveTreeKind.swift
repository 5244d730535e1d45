extension LiveTree {
  /// What a live node is, with its kind-specific fields but without its children: the live counterpart
  /// of ``Node/Kind``. Children are attached through the tree (``LiveTree/insert(_:into:at:)``), so they
  /// can be edited one by one and keep their handles.
  ///
  /// All lengths are in points, and every field means exactly what it means in ``Node/Kind`` (see there
  /// for the rules and the valid ranges). Fields are checked when the tree is laid out, not when they are
  /// set, so a tree may pass through invalid states while it is edited; an invalid field fails
  /// ``LiveTree/layout(proposal:environment:)`` with a ``LiveTreeError`` naming the node by handle and by
  /// JSON Pointer.
  ///
  /// Kinds come in four families, which decide the children a node may have:
  /// - **leaves** (`fixed`, `flexible`, `text`, `measured`, `spacer`): none;
  /// - **modifiers** (`frame`, `flexibleFrame`, `padding`, `fixedSize`, `aspectRatio`, `scroll`,
  ///   `containerRelativeFrame`): exactly one when laid out (at most one at any time);
  /// - **containers** (`hstack`, `vstack`, `zstack`, `flow`, `grid`, `viewThatFits`, `buckets`): any number;
  /// - **split**: one child per column; its `columns` hold the widths of each column, in child order, and
  ///   always have as many entries as the split has children (see ``LiveTree/insertColumn(_:into:at:widths:)``).
  public enum Kind: Sendable {
    /// A leaf that is always `width` × `height` points (finite, ≥ 0).
    case fixed(width: Double, height: Double)
    /// A `Color`-like leaf; see ``FlexibleLeaf``.
    case flexible(FlexibleLeaf = FlexibleLeaf())
    /// The synthetic text model; see ``TextLeaf``.
    case text(TextLeaf)
    /// A leaf sized by the host's measure function; see ``MeasuredLeaf`` and ``LiveTree/markDirty(_:)``.
    case measured(MeasuredLeaf)
    /// A spacer of at least `minLength` points along its stack's axis.
    case spacer(minLength: Double = 8)
    /// A horizontal stack; `spacing` nil gives 8-point gaps, 0 next to spacers.
    case hstack(spacing: Double? = nil, alignment: VerticalAlignment = .center)
    /// A vertical stack; `spacing` nil gives 8-point gaps, 0 next to spacers.
    case vstack(spacing: Double? = nil, alignment: HorizontalAlignment = .center)
    /// An overlay stack.
    case zstack(alignment: Alignment = .center)
    /// A fixed frame; `nil` keeps the child's size on that axis.
    case frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    /// A flexible frame; see ``FlexibleFrame``.
    case flexibleFrame(FlexibleFrame, alignment: Alignment = .center)
    /// Insets around the child.
    case padding(EdgeInsets)
    /// Proposes `nil` to the child on each enabled axis.
    case fixedSize(horizontal: Bool = true, vertical: Bool = true)
    /// Scales `ratio` (width / height; `nil` = the child's ideal size) to fit or fill the proposal.
    case aspectRatio(Double? = nil, contentMode: ContentMode)
    /// A scroll view along `axes`.
    case scroll(Axes = .vertical)
    /// A frame sized from its container; see ``ContainerRelativeFrame``.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// Wrapping rows of items.
    case flow(spacing: Double = 8, lineSpacing: Double = 8, alignment: HorizontalAlignment = .leading)
    /// A lazy vertical grid with at least one column.
    case grid(columns: [GridColumn], rowSpacing: Double = 8)
    /// Shows the first child that fits on `axes` (at least one child when laid out).
    case viewThatFits(axes: Axes = .both)
    /// Breakpoints on `axis`; needs `thresholds.count + 1` children when laid out.
    case buckets(axis: Axis = .horizontal, thresholds: [Double], accessibilityThresholds: [Double]? = nil)
    /// Split-view columns: `columns[i]` sizes the split's child `i`.
    case split(columns: [SplitColumnWidths], dividerWidth: Double = 0, collapsedColumn: Int = 0)

    /// A text leaf from a string in the monospaced model of ``TextLeaf/init(_:charWidth:lineHeight:lineLimit:)``.
    public static func text(
      _ string: String, charWidth: Double = 8, lineHeight: Double = 17, lineLimit: Int? = nil
    ) -> Kind {
      .text(TextLeaf(string, charWidth: charWidth, lineHeight: lineHeight, lineLimit: lineLimit))
    }

    /// A measured leaf from the host's measure function (proposal in, size in points out).
    public static func measured(_ measure: @escaping @Sendable (ProposedSize) throws -> Size) -> Kind {
      .measured(MeasuredLeaf(measure))
    }

    /// Padding of `length` points (default 16) on every edge.
    public static func padding(_ length: Double = 16) -> Kind {
      .padding(EdgeInsets(all: length))
    }

    /// The kind of `kind`, its children dropped (a split keeps its columns' widths).
    public init(_ kind: Node.Kind) {
      switch kind {
      case .fixed(let width, let height): self = .fixed(width: width, height: height)
      case .flexible(let leaf): self = .flexible(leaf)
      case .text(let text): self = .text(text)
      case .measured(let leaf): self = .measured(leaf)
      case .spacer(let minLength): self = .spacer(minLength: minLength)
      case .hstack(let spacing, let alignment, _): self = .hstack(spacing: spacing, alignment: alignment)
      case .vstack(let spacing, let alignment, _): self = .vstack(spacing: spacing, alignment: alignment)
      case .zstack(let alignment, _): self = .zstack(alignment: alignment)
      case .frame(let width, let height, let alignment, _):
        self = .frame(width: width, height: height, alignment: alignment)
      case .flexibleFrame(let frame, let alignment, _): self = .flexibleFrame(frame, alignment: alignment)
      case .padding(let insets, _): self = .padding(insets)
      case .fixedSize(let horizontal, let vertical, _): self = .fixedSize(horizontal: horizontal, vertical: vertical)
      case .aspectRatio(let ratio, let contentMode, _): self = .aspectRatio(ratio, contentMode: contentMode)
      case .scroll(let axes, _): self = .scroll(axes)
      case .containerRelativeFrame(let frame, _): self = .containerRelativeFrame(frame)
      case .flow(let spacing, let lineSpacing, let alignment, _):
        self = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment)
      case .grid(let columns, let rowSpacing, _): self = .grid(columns: columns, rowSpacing: rowSpacing)
      case .viewThatFits(let axes, _): self = .viewThatFits(axes: axes)
      case .buckets(let axis, let thresholds, let accessibilityThresholds, _):
        self = .buckets(axis: axis, thresholds: thresholds, accessibilityThresholds: accessibilityThresholds)
      case .split(let columns, let dividerWidth, let collapsedColumn):
        self = .split(
          columns: columns.map(SplitColumnWidths.init), dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
      }
    }

    /// Which children the kind takes.
    public var family: Family {
      switch self {
      case .fixed, .flexible, .text, .measured, .spacer: return .leaf
      case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame:
        return .modifier
      case .hstack, .vstack, .zstack, .flow, .grid, .viewThatFits, .buckets: return .container
      case .split: return .split
      }
    }

    /// The kind's name as the JSON format spells it (`"hstack"`, `"flexibleFrame"`), for messages.
    public var name: String {
      switch self {
      case .fixed: return "fixed"
      case .flexible: return "flexible"
      case .text: return "text"
      case .measured: return "measured"
      case .spacer: return "spacer"
      case .hstack: return "hstack"
      case .vstack: return "vstack"
      case .zstack: return "zstack"
      case .frame: return "frame"
      case .flexibleFrame: return "flexibleFrame"
      case .padding: return "padding"
      case .fixedSize: return "fixedSize"
      case .aspectRatio: return "aspectRatio"
      case .scroll: return "scroll"
      case .containerRelativeFrame: return "containerRelativeFrame"
      case .flow: return "flow"
      case .grid: return "grid"
      case .viewThatFits: return "viewThatFits"
      case .buckets: return "buckets"
      case .split: return "split"
      }
    }

    /// The value kind with `children`, whose count fits the family (checked by the caller): none for a
    /// leaf, one for a modifier, one per column for a split.
    func node(children: [Node]) -> Node.Kind {
      switch self {
      case .fixed(let width, let height): return .fixed(width: width, height: height)
      case .flexible(let leaf): return .flexible(leaf)
      case .text(let text): return .text(text)
      case .measured(let leaf): return .measured(leaf)
      case .spacer(let minLength): return .spacer(minLength: minLength)
      case .hstack(let spacing, let alignment):
        return .hstack(spacing: spacing, alignment: alignment, children: children)
      case .vstack(let spacing, let alignment):
        return .vstack(spacing: spacing, alignment: alignment, children: children)
      case .zstack(let alignment): return .zstack(alignment: alignment, children: children)
      case .frame(let width, let height, let alignment):
        return .frame(width: width, height: height, alignment: alignment, child: children[0])
      case .flexibleFrame(let frame, let alignment):
        return .flexibleFrame(frame, alignment: alignment, child: children[0])
      case .padding(let insets): return .padding(insets, child: children[0])
      case .fixedSize(let horizontal, let vertical):
        return .fixedSize(horizontal: horizontal, vertical: vertical, child: children[0])
      case .aspectRatio(let ratio, let contentMode):
        return .aspectRatio(ratio, contentMode: contentMode, child: children[0])
      case .scroll(let axes): return .scroll(axes, child: children[0])
      case .containerRelativeFrame(let frame): return .containerRelativeFrame(frame, child: children[0])
      case .flow(let spacing, let lineSpacing, let alignment):
        return .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, children: children)
      case .grid(let columns, let rowSpacing):
        return .grid(columns: columns, rowSpacing: rowSpacing, children: children)
      case .viewThatFits(let axes): return .viewThatFits(axes: axes, children: children)
      case .buckets(let axis, let thresholds, let accessibilityThresholds):
        return .buckets(
          axis: axis, thresholds: thresholds, accessibilityThresholds: accessibilityThresholds, children: children)
      case .split(let columns, let dividerWidth, let collapsedColumn):
        return .split(
          columns: zip(columns, children).map { $0.column($1) }, dividerWidth: dividerWidth,
          collapsedColumn: collapsedColumn)
      }
    }
  }

  /// The families of ``Kind``, by the children they take.
  public enum Family: String, Hashable, Sendable {
    /// No children.
    case leaf
    /// Exactly one child when laid out.
    case modifier
    /// Any number of children.
    case container
    /// One child per column.
    case split
  }

  /// The widths of one column of a ``Kind/split(columns:dividerWidth:collapsedColumn:)``: a
  /// ``SplitColumn`` without its child. Widths are in points; see ``SplitColumn`` for the valid ranges.
  public struct SplitColumnWidths: Hashable, Sendable {
    /// The narrowest the column may be.
    public var min: Double
    /// The preferred width when no fraction is given (`nil` = `min`).
    public var ideal: Double?
    /// The widest the column may be (`.infinity` by default).
    public var max: Double
    /// A preferred share of the split's width in 0...1, clamped to `min...max`.
    public var fraction: Double?

    /// Creates column widths.
    public init(min: Double, ideal: Double? = nil, max: Double = .infinity, fraction: Double? = nil) {
      self.min = min
      self.ideal = ideal
      self.max = max
      self.fraction = fraction
    }

    /// The widths of `column`.
    public init(_ column: SplitColumn) {
      self.init(min: column.min, ideal: column.ideal, max: column.max, fraction: column.fraction)
    }

    /// A value column with these widths around `child`.
    func column(_ child: Node) -> SplitColumn {
      SplitColumn(min: min, ideal: ideal, max: max, fraction: fraction, child)
    }
  }
}
