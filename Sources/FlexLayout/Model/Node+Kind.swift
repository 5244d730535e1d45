extension Node {
  /// What a node is and its kind-specific fields, without its children (``Node/children`` holds those).
  ///
  /// One case per kind, in the order of ``NodeKind`` (the C interface's `flexlayout_kind` values). Each
  /// kind's name in the JSON format, its family (which decides the children it takes), the lengths that
  /// may scale with Dynamic Type and the other facts every layer needs are in its ``KindDescriptor``
  /// (``tag``'s ``NodeKind/descriptor``). All lengths are in points; the rules are in Docs/Semantics.md.
  ///
  /// Fields are checked by ``Node/validate()`` (and, in a ``LiveTree``, when the node is laid out), so a
  /// kind may hold invalid values while it is being built or edited.
  public enum Kind: Sendable {
    /// A leaf that always answers its own size, whatever the proposal. Sizes must be finite and ≥ 0 (S2.1).
    case fixed(width: Double, height: Double)
    /// A `Color`-like leaf: answers the proposal clamped to its min/max, its ideal for `nil` (S2.2).
    case flexible(FlexibleLeaf = FlexibleLeaf())
    /// The synthetic, deterministic text model: greedy word wrap over given word widths (S2.3).
    case text(TextLeaf)
    /// A leaf measured by a host-supplied function (real text, images) (S2.4).
    case measured(MeasuredLeaf)
    /// A `Spacer`: expands along its stack's axis (both axes outside a stack), at least `minLength` (finite,
    /// ≥ 0). Its cross size in a stack is 0, its gap to neighbours 0, its default layout priority −∞ (S2.5).
    case spacer(minLength: Double = 8)
    /// A hairline across the axis of its enclosing stack (horizontal outside any stack): one pixel thick
    /// (``LayoutEnvironment/dividerThickness``), and along its length it takes the proposal like a color
    /// (10 for nil) (S17).
    case divider
    /// A horizontal stack. `spacing` nil means the default gaps: 8 between nodes, 0 next to a spacer. Any
    /// finite spacing is legal, negative included (children overlap) (S3).
    case hstack(spacing: Double? = nil, alignment: VerticalAlignment = .center)
    /// A vertical stack; see ``hstack(spacing:alignment:)``.
    case vstack(spacing: Double? = nil, alignment: HorizontalAlignment = .center)
    /// An overlay stack: every child gets the same proposal and is aligned inside the union size (S4).
    case zstack(alignment: Alignment = .center)
    /// A fixed frame: `width`/`height` (finite, ≥ 0) replace the child's size on the axes that are set (S5.1).
    case frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    /// A flexible frame: min/ideal/max per axis, SwiftUI's `frame(minWidth:idealWidth:…)` (S5.2).
    case flexibleFrame(FlexibleFrame, alignment: Alignment = .center)
    /// Insets around the child. Negative insets are legal (S5.3).
    case padding(EdgeInsets)
    /// Proposes `nil` (the ideal size) to the child on each enabled axis (S5.4).
    case fixedSize(horizontal: Bool = true, vertical: Bool = true)
    /// Scales a ratio (`width / height`, finite and > 0; `nil` = the child's ideal size) to fit or fill the
    /// proposal, and proposes that size to the child (S5.5).
    case aspectRatio(Double? = nil, contentMode: ContentMode)
    /// A scroll view: proposes `nil` to its child on the scroll axes and takes the space offered. Its
    /// proposal is the container of the container-relative frames inside it (S5.6).
    case scroll(Axes = .vertical)
    /// A frame sized from the container (the nearest scroll's proposal, or the root proposal) rather than
    /// from the immediate proposal; see ``ContainerRelativeFrame`` (S13).
    case containerRelativeFrame(ContainerRelativeFrame)
    /// Wrapping rows (tags, chips): items at their ideal size, a new line when the next would pass the
    /// proposed width. `spacing` between items and `lineSpacing` between lines (finite; default 8 each);
    /// lines aligned within the flow's width (S8).
    case flow(spacing: Double = 8, lineSpacing: Double = 8, alignment: HorizontalAlignment = .leading)
    /// A `LazyVGrid`: column widths from `columns` (at least one), items filling cells row by row, rows
    /// `rowSpacing` apart (finite; default 8) (S9).
    case grid(columns: [GridColumn], rowSpacing: Double = 8)
    /// Shows the first child whose ideal size fits the proposal on `axes`, else the last (at least one
    /// child) (S10).
    case viewThatFits(axes: Axes = .both)
    /// Content-derived breakpoints: child `i` when the proposal on `axis` lies in
    /// `thresholds[i - 1] ..< thresholds[i]` (ascending, finite, ≥ 0; `thresholds.count + 1` children).
    /// At accessibility Dynamic Type sizes the thresholds scale, or `accessibilityThresholds` replace them (S11).
    case buckets(axis: Axis = .horizontal, thresholds: [Double], accessibilityThresholds: [Double]? = nil)
    /// NavigationSplitView-style columns that hide from the leading edge when their minimums no longer fit,
    /// down to `collapsedColumn` alone; `columns[i]` sizes child `i` (S12).
    case split(columns: [SplitColumnWidths], dividerWidth: Double = 0, collapsedColumn: Int = 0)
    /// Draws its second child, the content, behind its first, the primary: the node answers and is placed as
    /// the primary; the content is proposed exactly the primary's final size and aligned in it by `alignment`
    /// (it may be larger or smaller, and changes nothing outside it) (S15).
    case background(alignment: Alignment = .center)
    /// Draws its content in front of its primary; laid out as ``background(alignment:)`` (S15).
    case overlay(alignment: Alignment = .center)
    /// Draws its child, with the child's subtree, moved by `x` points right and `y` points down (finite, within
    /// ±1e7; mirrored in right-to-left layouts). The node's own size and frame, and everything outside the
    /// child's subtree, are laid out as if it had not moved (S16.1).
    case offset(x: Double = 0, y: Double = 0)
    /// Takes the proposal on each axis (the child's answer on an axis proposed nil), proposes its own size to
    /// its child and centres the child on (`x`, `y`) in its own coordinates (finite, within ±1e7) (S16.2).
    case position(x: Double = 0, y: Double = 0)
    /// Lays its child out as if it were not there and marks the node and its subtree hidden: they keep their
    /// space and frames, and a renderer draws none of them (S16.3).
    case hidden
    /// Takes the whole proposal (10 on an axis proposed nil), proposes that size to its child and places the
    /// child at its top-leading corner (S16.4).
    case geometryReader
    /// Lays its child out in its own frame grown into the safe-area insets it touches on `edges` (S18.2).
    case ignoresSafeArea(edges: Edges = .all)
    /// Lays its second child, the bar (`content`), along `edge` and its first, the main content, in the rest,
    /// `spacing` apart (nil: 8); the bar is aligned across by `alignment`'s component on the other axis. The
    /// main content's safe area grows by the bar and the spacing on that edge (S18.3).
    case safeAreaInset(edge: Edge, spacing: Double? = nil, alignment: Alignment = .center)
    /// Lays its child out as if it were not there and sets the child's value for `guide` to `value`, computed
    /// from the child's dimensions; the child's other guides pass through (S19.4).
    case alignmentGuide(AlignmentGuide, GuideValue)
    /// A container sized and placed by a host-written ``Layout`` (S20); any number of children, which may carry
    /// values for it (``Node/layoutValues``).
    case layout(AnyLayout)
    /// Lays its child out as if it were not there and marks itself `clipsToBounds`: nothing of its subtree is
    /// drawn outside its frame (S16.5, SwiftUI's `clipped()`). Layout is unchanged: the child may be larger than
    /// the node and keeps its frame; a renderer clips it.
    case clipped
    /// Pads its child by `length` points (finite, ≥ 0; default 16, as ``padding(_:)``) on `edges`, like
    /// ``padding(_:)``, and adds the same insets to the safe area its subtree sees: a scroll inside reaches under
    /// them with its content inset, and an ignoresSafeArea inside grows over them (S18.6, SwiftUI's
    /// `safeAreaPadding(_:_:)`).
    case safeAreaPadding(edges: Edges = .all, length: Double = 16)
    /// Lays its child out as if it were not there and limits the Dynamic Type size its subtree sees to
    /// `min ... max` (either may be nil; `min ≤ max`; equal to pin one size): text, scaled lengths and the
    /// Dynamic Type selectors below it read the limited size. Nested limits apply from the outside in, so an
    /// inner one has the last word (S14.4, SwiftUI's `dynamicTypeSize(_:)`).
    case dynamicTypeSize(min: DynamicTypeSize? = nil, max: DynamicTypeSize? = nil)
    /// Shows child `i` when the Dynamic Type size it sees lies in `thresholds[i - 1] ..< thresholds[i]`
    /// (strictly ascending sizes; `thresholds.count + 1` children): an `if dynamicTypeSize >= …` branch of a
    /// SwiftUI body (S11.5).
    case dynamicTypeBuckets(thresholds: [DynamicTypeSize])

    /// Which kind this is, without its fields.
    public var tag: NodeKind {
      switch self {
      case .fixed: return .fixed
      case .flexible: return .flexible
      case .text: return .text
      case .measured: return .measured
      case .spacer: return .spacer
      case .divider: return .divider
      case .hstack: return .hstack
      case .vstack: return .vstack
      case .zstack: return .zstack
      case .frame: return .frame
      case .flexibleFrame: return .flexibleFrame
      case .padding: return .padding
      case .fixedSize: return .fixedSize
      case .aspectRatio: return .aspectRatio
      case .scroll: return .scroll
      case .containerRelativeFrame: return .containerRelativeFrame
      case .flow: return .flow
      case .grid: return .grid
      case .viewThatFits: return .viewThatFits
      case .buckets: return .buckets
      case .split: return .split
      case .background: return .background
      case .overlay: return .overlay
      case .offset: return .offset
      case .position: return .position
      case .hidden: return .hidden
      case .geometryReader: return .geometryReader
      case .ignoresSafeArea: return .ignoresSafeArea
      case .safeAreaInset: return .safeAreaInset
      case .alignmentGuide: return .alignmentGuide
      case .layout: return .layout
      case .clipped: return .clipped
      case .safeAreaPadding: return .safeAreaPadding
      case .dynamicTypeSize: return .dynamicTypeSize
      case .dynamicTypeBuckets: return .dynamicTypeBuckets
      }
    }

    /// The kind's description: its name, family and the facts every layer reads.
    public var descriptor: KindDescriptor { tag.descriptor }

    /// The kind's name as the JSON format spells it (`"hstack"`, `"flexibleFrame"`).
    public var name: String { tag.descriptor.name }

    /// Which children the kind takes.
    public var family: KindFamily { tag.descriptor.family }

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
  }
}

/// How ``Node/Kind/aspectRatio(_:contentMode:)`` scales its ratio to the proposal.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// The largest size with the ratio that fits inside the proposal.
  case fit
  /// The smallest size with the ratio that covers the proposal.
  case fill
}

extension Node.Kind {
  /// The value of the kind's numeric field `name` — a length in points, a ratio, a fraction or a count, as its
  /// ``FieldDescriptor`` names it (`"minWidth"`, `"spacing"`, `"lineLimit"`): `nil` when the kind has no
  /// numeric field of that name, `.some(nil)` when the field is optional and unset.
  public func number(_ name: String) -> Double?? {
    var copy = self
    var found: Double?? = nil
    _ = copy.visitNumber(name) { found = .some($0) }
    return found
  }

  /// Sets the kind's numeric field `name` (see ``number(_:)``) to `value`, `nil` to unset an optional field.
  /// Returns `false` and changes nothing when the kind has no such field, when `value` is `nil` for a field
  /// that cannot be unset, or when a count is given a value that is not a whole number. The value is not
  /// validated (``Node/validate()`` does, naming the field).
  @discardableResult
  public mutating func setNumber(_ name: String, _ value: Double?) -> Bool {
    visitNumber(name) { $0 = value }
  }

  /// Calls `visit` with the current value of the numeric field `name` and keeps what it leaves there: the one
  /// place the numeric fields are reached by name (scaling, the generic setters of the live tree and C).
  /// Returns whether the kind has the field and took the value.
  package mutating func visitNumber(_ name: String, _ visit: (inout Double?) -> Void) -> Bool {
    func required(_ value: inout Double) -> Bool {
      var field: Double? = value
      visit(&field)
      guard let new = field else { return false }
      value = new
      return true
    }
    func optional(_ value: inout Double?) -> Bool {
      visit(&value)
      return true
    }
    func count(_ value: inout Int) -> Bool {
      var field: Double? = Double(value)
      visit(&field)
      guard let new = field, let whole = Int(exactly: new) else { return false }
      value = whole
      return true
    }
    func optionalCount(_ value: inout Int?) -> Bool {
      var field = value.map(Double.init)
      visit(&field)
      guard let new = field else {
        value = nil
        return true
      }
      guard let whole = Int(exactly: new) else { return false }
      value = whole
      return true
    }
    switch self {
    case .fixed(var width, var height):
      defer { self = .fixed(width: width, height: height) }
      if name == "width" { return required(&width) }
      if name == "height" { return required(&height) }
      return false
    case .flexible(var leaf):
      defer { self = .flexible(leaf) }
      return leaf.withConstraint(named: name) { required(&$0) } ?? false
    case .text(var text):
      defer { self = .text(text) }
      switch name {
      case "spaceWidth": return required(&text.spaceWidth)
      case "lineHeight": return required(&text.lineHeight)
      case "lineLimit": return optionalCount(&text.lineLimit)
      case "baseline": return optional(&text.baseline)
      default: return false
      }
    case .spacer(var minLength):
      defer { self = .spacer(minLength: minLength) }
      return name == "minLength" ? required(&minLength) : false
    case .hstack(var spacing, let alignment):
      defer { self = .hstack(spacing: spacing, alignment: alignment) }
      return name == "spacing" ? optional(&spacing) : false
    case .vstack(var spacing, let alignment):
      defer { self = .vstack(spacing: spacing, alignment: alignment) }
      return name == "spacing" ? optional(&spacing) : false
    case .frame(var width, var height, let alignment):
      defer { self = .frame(width: width, height: height, alignment: alignment) }
      if name == "width" { return optional(&width) }
      if name == "height" { return optional(&height) }
      return false
    case .flexibleFrame(var frame, let alignment):
      defer { self = .flexibleFrame(frame, alignment: alignment) }
      return frame.withConstraint(named: name) { optional(&$0) } ?? false
    case .padding(var insets):
      defer { self = .padding(insets) }
      switch name {
      case "top": return required(&insets.top)
      case "leading": return required(&insets.leading)
      case "bottom": return required(&insets.bottom)
      case "trailing": return required(&insets.trailing)
      default: return false
      }
    case .aspectRatio(var ratio, let mode):
      defer { self = .aspectRatio(ratio, contentMode: mode) }
      return name == "ratio" ? optional(&ratio) : false
    case .containerRelativeFrame(var frame):
      defer { self = .containerRelativeFrame(frame) }
      switch name {
      case "count": return count(&frame.count)
      case "span": return count(&frame.span)
      case "spacing": return required(&frame.spacing)
      case "fraction": return optional(&frame.fraction)
      default: return false
      }
    case .flow(var spacing, var lineSpacing, let alignment):
      defer { self = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment) }
      if name == "spacing" { return required(&spacing) }
      if name == "lineSpacing" { return required(&lineSpacing) }
      return false
    case .grid(let columns, var rowSpacing):
      defer { self = .grid(columns: columns, rowSpacing: rowSpacing) }
      return name == "rowSpacing" ? required(&rowSpacing) : false
    case .split(let columns, var dividerWidth, var collapsed):
      defer { self = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsed) }
      if name == "dividerWidth" { return required(&dividerWidth) }
      if name == "collapsedColumn" { return count(&collapsed) }
      return false
    case .offset(var x, var y):
      defer { self = .offset(x: x, y: y) }
      if name == "x" { return required(&x) }
      if name == "y" { return required(&y) }
      return false
    case .position(var x, var y):
      defer { self = .position(x: x, y: y) }
      if name == "x" { return required(&x) }
      if name == "y" { return required(&y) }
      return false
    case .safeAreaInset(let edge, var spacing, let alignment):
      defer { self = .safeAreaInset(edge: edge, spacing: spacing, alignment: alignment) }
      return name == "spacing" ? optional(&spacing) : false
    case .safeAreaPadding(let edges, var length):
      defer { self = .safeAreaPadding(edges: edges, length: length) }
      return name == "length" ? required(&length) : false
    case .measured, .divider, .zstack, .fixedSize, .scroll, .viewThatFits, .buckets, .background, .overlay, .hidden,
      .geometryReader, .ignoresSafeArea, .alignmentGuide, .layout, .clipped, .dynamicTypeSize, .dynamicTypeBuckets:
      // No numeric field (their numbers are inside lists, guides and named values).
      return false
    }
  }
}

extension Node.Kind {
  /// Calls `visit` with the kind's `alignment` field as a two-axis alignment and keeps what it leaves on the
  /// axes the field has: both for a two-axis alignment, the vertical for an hstack's, the horizontal for a
  /// vstack's or a flow's. Returns those axes, or `nil` when the kind has no alignment field.
  package mutating func visitAlignment(_ visit: (inout Alignment) -> Void) -> Axes? {
    switch self {
    case .hstack(let spacing, let vertical):
      var alignment = Alignment(horizontal: .center, vertical: vertical)
      visit(&alignment)
      self = .hstack(spacing: spacing, alignment: alignment.vertical)
      return .vertical
    case .vstack(let spacing, let horizontal):
      var alignment = Alignment(horizontal: horizontal, vertical: .center)
      visit(&alignment)
      self = .vstack(spacing: spacing, alignment: alignment.horizontal)
      return .horizontal
    case .flow(let spacing, let lineSpacing, let horizontal):
      var alignment = Alignment(horizontal: horizontal, vertical: .center)
      visit(&alignment)
      self = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment.horizontal)
      return .horizontal
    case .zstack(var alignment):
      visit(&alignment)
      self = .zstack(alignment: alignment)
    case .frame(let width, let height, var alignment):
      visit(&alignment)
      self = .frame(width: width, height: height, alignment: alignment)
    case .flexibleFrame(let frame, var alignment):
      visit(&alignment)
      self = .flexibleFrame(frame, alignment: alignment)
    case .background(var alignment):
      visit(&alignment)
      self = .background(alignment: alignment)
    case .overlay(var alignment):
      visit(&alignment)
      self = .overlay(alignment: alignment)
    case .safeAreaInset(let edge, let spacing, var alignment):
      visit(&alignment)
      self = .safeAreaInset(edge: edge, spacing: spacing, alignment: alignment)
    case .containerRelativeFrame(var frame):
      visit(&frame.alignment)
      self = .containerRelativeFrame(frame)
    case .fixed, .flexible, .text, .measured, .spacer, .divider, .padding, .fixedSize, .aspectRatio, .scroll, .grid,
      .viewThatFits, .buckets, .split, .offset, .position, .hidden, .clipped, .geometryReader, .ignoresSafeArea,
      .alignmentGuide, .layout, .safeAreaPadding, .dynamicTypeSize, .dynamicTypeBuckets:
      return nil
    }
    return .both
  }

  /// The alignment guides the kind's fields name: its alignment field's, on the axes it has; an alignment
  /// guide modifier's target and the guide its value reads; a custom layout's named alignments.
  public var namedGuides: [AlignmentGuide] {
    var copy = self
    var guides: [AlignmentGuide] = []
    let axes = copy.visitAlignment { alignment in
      guides = [.horizontal(alignment.horizontal), .vertical(alignment.vertical)]
    }
    if axes == .vertical { guides.removeFirst() }
    if axes == .horizontal { guides.removeLast() }
    if case .alignmentGuide(let target, let value) = self { guides = [target] + (value.readGuide.map { [$0] } ?? []) }
    if case .layout(let layout) = self { guides = layout.namedAlignments }
    return guides
  }
}

extension Node.Kind {
  /// The insets a padding-role kind lays out with (S5.3): a padding's own, a safe-area padding's `length` on
  /// its edges (S18.6); `nil` for every other kind.
  public var paddingInsets: EdgeInsets? {
    if case .padding(let insets) = self { return insets }
    if case .safeAreaPadding(let edges, let length) = self { return EdgeInsets(edges, length) }
    return nil
  }
}
