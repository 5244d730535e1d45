import FlexLayout

/// A layout tree as plain data: the same shape as ``Node``, with measured leaves held as a ``MeasureModel`` instead of
/// a closure, so a generated case can be compared, shrunk, scaled and printed.
///
/// ``node(log:)`` builds the real tree.
struct TreeSpec: Hashable, Sendable {
  var kind: Kind
  var id: String?
  var priority: Double?
  /// Length fields that scale with Dynamic Type, and the text style each follows (S14).
  var scaledLengths: [ScaledLength: TextStyle] = [:]

  /// The kinds of node, mirroring ``Node/Kind`` case by case.
  indirect enum Kind: Hashable, Sendable {
    case fixed(width: Double, height: Double)
    case flexible(FlexibleLeaf)
    case text(TextLeaf)
    case measured(MeasureModel)
    case spacer(minLength: Double)
    case hstack(spacing: Double?, alignment: VerticalAlignment, children: [TreeSpec])
    case vstack(spacing: Double?, alignment: HorizontalAlignment, children: [TreeSpec])
    case zstack(alignment: Alignment, children: [TreeSpec])
    case frame(width: Double?, height: Double?, alignment: Alignment, child: TreeSpec)
    case flexibleFrame(FlexibleFrame, alignment: Alignment, child: TreeSpec)
    case padding(EdgeInsets, child: TreeSpec)
    case fixedSize(horizontal: Bool, vertical: Bool, child: TreeSpec)
    case aspectRatio(Double?, contentMode: ContentMode, child: TreeSpec)
    case scroll(Axes, child: TreeSpec)
    case containerRelativeFrame(ContainerRelativeFrame, child: TreeSpec)
    case flow(spacing: Double, lineSpacing: Double, alignment: HorizontalAlignment, children: [TreeSpec])
    case grid(columns: [GridColumn], rowSpacing: Double, children: [TreeSpec])
    case viewThatFits(axes: Axes, children: [TreeSpec])
    case buckets(axis: Axis, thresholds: [Double], accessibilityThresholds: [Double]?, children: [TreeSpec])
    case split(columns: [SplitColumnSpec], dividerWidth: Double, collapsedColumn: Int)
  }

  /// A ``SplitColumn`` with its child as a spec.
  struct SplitColumnSpec: Hashable, Sendable {
    var min: Double
    var ideal: Double?
    var max: Double
    var fraction: Double?
    var child: TreeSpec
  }

  init(_ kind: Kind, id: String? = nil, priority: Double? = nil) {
    self.kind = kind
    self.id = id
    self.priority = priority
  }

  /// The children in order (a modifier's single child, a container's children, or none).
  var children: [TreeSpec] {
    switch kind {
    case .fixed, .flexible, .text, .measured, .spacer: return []
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children),
      .flow(_, _, _, let children), .grid(_, _, let children), .viewThatFits(_, let children),
      .buckets(_, _, _, let children):
      return children
    case .split(let columns, _, _): return columns.map(\.child)
    case .frame(_, _, _, let child), .flexibleFrame(_, _, let child), .padding(_, let child),
      .fixedSize(_, _, let child), .aspectRatio(_, _, let child), .scroll(_, let child),
      .containerRelativeFrame(_, let child):
      return [child]
    }
  }

  /// The same node with its children replaced (`children.count` must match for modifiers).
  func replacingChildren(_ children: [TreeSpec]) -> TreeSpec {
    var copy = self
    switch kind {
    case .fixed, .flexible, .text, .measured, .spacer: break
    case .hstack(let spacing, let alignment, _):
      copy.kind = .hstack(spacing: spacing, alignment: alignment, children: children)
    case .vstack(let spacing, let alignment, _):
      copy.kind = .vstack(spacing: spacing, alignment: alignment, children: children)
    case .zstack(let alignment, _): copy.kind = .zstack(alignment: alignment, children: children)
    case .frame(let width, let height, let alignment, _):
      copy.kind = .frame(width: width, height: height, alignment: alignment, child: children[0])
    case .flexibleFrame(let frame, let alignment, _):
      copy.kind = .flexibleFrame(frame, alignment: alignment, child: children[0])
    case .padding(let insets, _): copy.kind = .padding(insets, child: children[0])
    case .fixedSize(let horizontal, let vertical, _):
      copy.kind = .fixedSize(horizontal: horizontal, vertical: vertical, child: children[0])
    case .aspectRatio(let ratio, let mode, _): copy.kind = .aspectRatio(ratio, contentMode: mode, child: children[0])
    case .scroll(let axes, _): copy.kind = .scroll(axes, child: children[0])
    case .containerRelativeFrame(let frame, _): copy.kind = .containerRelativeFrame(frame, child: children[0])
    case .flow(let spacing, let lineSpacing, let alignment, _):
      copy.kind = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, children: children)
    case .grid(let columns, let rowSpacing, _):
      copy.kind = .grid(columns: columns, rowSpacing: rowSpacing, children: children)
    case .viewThatFits(let axes, _): copy.kind = .viewThatFits(axes: axes, children: children)
    case .buckets(let axis, let thresholds, let accessibility, _):
      copy.kind = .buckets(
        axis: axis, thresholds: thresholds, accessibilityThresholds: accessibility, children: children)
    case .split(var columns, let dividerWidth, let collapsedColumn):
      for index in columns.indices { columns[index].child = children[index] }
      copy.kind = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    }
    return copy
  }

  /// Whether the node holds any number of children (a stack or an adaptive container whose children can be
  /// dropped freely) rather than one child or a fixed number.
  var hasDroppableChildren: Bool {
    switch kind {
    case .hstack, .vstack, .zstack, .flow, .grid, .viewThatFits: return true
    default: return false
    }
  }

  /// The number of nodes in the subtree.
  var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// The depth of the subtree (a leaf is 1).
  var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

  /// Builds the real tree.
  ///
  /// Measured leaves report each call to `log`, named by their preorder index.
  func node(log: MeasureLog? = nil) -> Node {
    var index = 0
    return build(&index, log)
  }

  private func build(_ index: inout Int, _ log: MeasureLog?) -> Node {
    let myIndex = index
    index += 1
    let kind: Node.Kind
    switch self.kind {
    case .fixed(let width, let height): kind = .fixed(width: width, height: height)
    case .flexible(let leaf): kind = .flexible(leaf)
    case .text(let text): kind = .text(text)
    case .measured(let model):
      kind = .measured(
        MeasuredLeaf { proposal in
          log?.record(leaf: myIndex, proposal: proposal)
          return model.size(for: proposal)
        })
    case .spacer(let minLength): kind = .spacer(minLength: minLength)
    case .hstack(let spacing, let alignment, _): kind = .hstack(spacing: spacing, alignment: alignment)
    case .vstack(let spacing, let alignment, _): kind = .vstack(spacing: spacing, alignment: alignment)
    case .zstack(let alignment, _): kind = .zstack(alignment: alignment)
    case .frame(let width, let height, let alignment, _):
      kind = .frame(width: width, height: height, alignment: alignment)
    case .flexibleFrame(let frame, let alignment, _): kind = .flexibleFrame(frame, alignment: alignment)
    case .padding(let insets, _): kind = .padding(insets)
    case .fixedSize(let horizontal, let vertical, _): kind = .fixedSize(horizontal: horizontal, vertical: vertical)
    case .aspectRatio(let ratio, let mode, _): kind = .aspectRatio(ratio, contentMode: mode)
    case .scroll(let axes, _): kind = .scroll(axes)
    case .containerRelativeFrame(let frame, _): kind = .containerRelativeFrame(frame)
    case .flow(let spacing, let lineSpacing, let alignment, _):
      kind = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment)
    case .grid(let columns, let rowSpacing, _): kind = .grid(columns: columns, rowSpacing: rowSpacing)
    case .viewThatFits(let axes, _): kind = .viewThatFits(axes: axes)
    case .buckets(let axis, let thresholds, let accessibility, _):
      kind = .buckets(axis: axis, thresholds: thresholds, accessibilityThresholds: accessibility)
    case .split(let columns, let dividerWidth, let collapsedColumn):
      kind = .split(
        columns: columns.map { SplitColumnWidths(min: $0.min, ideal: $0.ideal, max: $0.max, fraction: $0.fraction) },
        dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    }
    let children = self.children.map { $0.build(&index, log) }
    var node = Node(kind, children: children, id: id, layoutPriority: priority)
    node.scaledLengths = scaledLengths
    return node
  }

  /// The tree with every Dynamic Type–scaled length resolved at `size` (S14.1), as the solvers see it.
  func resolved(at size: DynamicTypeSize) -> TreeSpec {
    var copy = self
    if size != .large {
      for (field, style) in scaledLengths.sorted(by: { $0.key < $1.key }) {
        copy.kind = copy.kind.scaling(field) { style.scale($0, at: size) }
      }
      copy.scaledLengths = [:]
    }
    let children = copy.children.map { $0.resolved(at: size) }
    return children.isEmpty ? copy : copy.replacingChildren(children)
  }

  /// The length fields of this node's kind that may scale with Dynamic Type (S14).
  var scalableLengths: [ScaledLength] {
    switch kind {
    case .fixed, .frame: return [.width, .height]
    case .flexible, .flexibleFrame: return [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
    case .spacer: return [.minLength]
    case .hstack(let spacing, _, _), .vstack(let spacing, _, _): return spacing == nil ? [] : [.spacing]
    case .containerRelativeFrame: return [.spacing]
    case .flow: return [.spacing, .lineSpacing]
    case .grid: return [.rowSpacing]
    case .padding: return [.top, .leading, .bottom, .trailing]
    case .split: return [.dividerWidth]
    case .text, .measured, .zstack, .fixedSize, .aspectRatio, .scroll, .viewThatFits, .buckets: return []
    }
  }
}

extension TreeSpec.Kind {
  /// The same kind with the length `field` transformed (nil lengths stay nil).
  func scaling(_ field: ScaledLength, _ transform: (Double) -> Double) -> TreeSpec.Kind {
    func optional(_ value: Double?) -> Double? { value.map(transform) }
    switch (self, field) {
    case (.fixed(let width, let height), .width): return .fixed(width: transform(width), height: height)
    case (.fixed(let width, let height), .height): return .fixed(width: width, height: transform(height))
    case (.frame(let width, let height, let alignment, let child), .width):
      return .frame(width: optional(width), height: height, alignment: alignment, child: child)
    case (.frame(let width, let height, let alignment, let child), .height):
      return .frame(width: width, height: optional(height), alignment: alignment, child: child)
    case (.flexible(var leaf), _):
      switch field {
      case .minWidth: leaf.minWidth = transform(leaf.minWidth)
      case .idealWidth: leaf.idealWidth = transform(leaf.idealWidth)
      case .maxWidth: leaf.maxWidth = transform(leaf.maxWidth)
      case .minHeight: leaf.minHeight = transform(leaf.minHeight)
      case .idealHeight: leaf.idealHeight = transform(leaf.idealHeight)
      case .maxHeight: leaf.maxHeight = transform(leaf.maxHeight)
      default: break
      }
      return .flexible(leaf)
    case (.flexibleFrame(var frame, let alignment, let child), _):
      switch field {
      case .minWidth: frame.minWidth = optional(frame.minWidth)
      case .idealWidth: frame.idealWidth = optional(frame.idealWidth)
      case .maxWidth: frame.maxWidth = optional(frame.maxWidth)
      case .minHeight: frame.minHeight = optional(frame.minHeight)
      case .idealHeight: frame.idealHeight = optional(frame.idealHeight)
      case .maxHeight: frame.maxHeight = optional(frame.maxHeight)
      default: break
      }
      return .flexibleFrame(frame, alignment: alignment, child: child)
    case (.spacer(let minLength), .minLength): return .spacer(minLength: transform(minLength))
    case (.hstack(let spacing, let alignment, let children), .spacing):
      return .hstack(spacing: optional(spacing), alignment: alignment, children: children)
    case (.vstack(let spacing, let alignment, let children), .spacing):
      return .vstack(spacing: optional(spacing), alignment: alignment, children: children)
    case (.containerRelativeFrame(var frame, let child), .spacing):
      frame.spacing = transform(frame.spacing)
      return .containerRelativeFrame(frame, child: child)
    case (.flow(let spacing, let lineSpacing, let alignment, let children), .spacing):
      return .flow(spacing: transform(spacing), lineSpacing: lineSpacing, alignment: alignment, children: children)
    case (.flow(let spacing, let lineSpacing, let alignment, let children), .lineSpacing):
      return .flow(spacing: spacing, lineSpacing: transform(lineSpacing), alignment: alignment, children: children)
    case (.grid(let columns, let rowSpacing, let children), .rowSpacing):
      return .grid(columns: columns, rowSpacing: transform(rowSpacing), children: children)
    case (.padding(var insets, let child), _):
      switch field {
      case .top: insets.top = transform(insets.top)
      case .leading: insets.leading = transform(insets.leading)
      case .bottom: insets.bottom = transform(insets.bottom)
      case .trailing: insets.trailing = transform(insets.trailing)
      default: break
      }
      return .padding(insets, child: child)
    case (.split(let columns, let dividerWidth, let collapsed), .dividerWidth):
      return .split(columns: columns, dividerWidth: transform(dividerWidth), collapsedColumn: collapsed)
    default:
      return self
    }
  }
}

/// A tree flattened in preorder, the order of a ``LayoutResult``'s frames.
struct FlatTree {
  /// One node of the flattened tree.
  struct Entry {
    /// The node's subtree.
    var spec: TreeSpec
    /// The parent's preorder index (`nil` for the root).
    var parent: Int?
    /// The children's preorder indices, in order.
    var children: [Int]
  }

  /// The nodes in preorder.
  var entries: [Entry] = []

  init(_ root: TreeSpec) {
    append(root, parent: nil)
  }

  private mutating func append(_ spec: TreeSpec, parent: Int?) {
    let index = entries.count
    entries.append(Entry(spec: spec, parent: parent, children: []))
    for child in spec.children {
      entries[index].children.append(entries.count)
      append(child, parent: index)
    }
  }

  subscript(index: Int) -> Entry { entries[index] }
  var count: Int { entries.count }
}
