/// A length field of a node that can be declared as scaling with Dynamic Type (see
/// ``Node/scaledLengths`` and ``TextStyle``). The raw values are the JSON field names.
///
/// Which fields each kind has: fixed `width`, `height`; flexible leaf and flexible frame the six
/// min/ideal/max fields; fixed frame `width`, `height`; spacer `minLength`; stacks, flows and
/// container-relative frames `spacing`; flow `lineSpacing`; grid `rowSpacing`; padding `top`, `leading`,
/// `bottom`, `trailing`; split `dividerWidth`. Text lengths always scale (with the body style).
public enum ScaledLength: String, Hashable, Sendable, CaseIterable, Comparable {
  case width, height
  case minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
  case spacing, lineSpacing, rowSpacing
  case top, leading, bottom, trailing
  case minLength, dividerWidth

  public static func < (lhs: ScaledLength, rhs: ScaledLength) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension Node {
  /// Declares `lengths` of this node as scaling with Dynamic Type relative to `style` (body by default):
  /// at layout each becomes `value × style's size now ÷ its size at large` (SwiftUI's `@ScaledMetric`).
  ///
  /// Declaring a field the node's kind does not have is a validation error naming the field.
  public func scaled(_ lengths: ScaledLength..., relativeTo style: TextStyle = .body) -> Node {
    var copy = self
    for length in lengths { copy.scaledLengths[length] = style }
    return copy
  }

  /// The node and its subtree with every scaled length resolved for `size` (Docs/Semantics.md S14); the
  /// same tree when nothing scales. Both solvers lay out this tree.
  public func resolvingScaledLengths(at size: DynamicTypeSize) -> Node {
    var copy = self
    if size != .large {
      for (field, style) in scaledLengths { copy.kind.scale(field) { style.scale($0, at: size) } }
    }
    copy.kind.transformChildren { $0.resolvingScaledLengths(at: size) }
    return copy
  }

  /// Whether any node of the subtree declares a scaled length.
  public var hasScaledLengths: Bool {
    !scaledLengths.isEmpty || children.contains { $0.hasScaledLengths }
  }
}

extension Node.Kind {
  /// The length fields this kind has: the fields ``Node/scaledLengths`` may declare.
  public var scalableLengths: Set<ScaledLength> {
    switch self {
    case .fixed, .frame: return [.width, .height]
    case .flexible, .flexibleFrame:
      return [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
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

  /// Applies `transform` to the field `field`, when this kind has it.
  mutating func scale(_ field: ScaledLength, _ transform: (Double) -> Double) {
    func apply(_ value: inout Double) { value = transform(value) }
    func apply(_ value: inout Double?) { if let old = value { value = transform(old) } }
    switch self {
    case .fixed(var width, var height):
      if field == .width { apply(&width) } else if field == .height { apply(&height) }
      self = .fixed(width: width, height: height)
    case .flexible(var leaf):
      switch field {
      case .minWidth: apply(&leaf.minWidth)
      case .idealWidth: apply(&leaf.idealWidth)
      case .maxWidth: apply(&leaf.maxWidth)
      case .minHeight: apply(&leaf.minHeight)
      case .idealHeight: apply(&leaf.idealHeight)
      case .maxHeight: apply(&leaf.maxHeight)
      default: break
      }
      self = .flexible(leaf)
    case .spacer(var minLength):
      if field == .minLength { apply(&minLength) }
      self = .spacer(minLength: minLength)
    case .hstack(var spacing, let alignment, let children):
      if field == .spacing { apply(&spacing) }
      self = .hstack(spacing: spacing, alignment: alignment, children: children)
    case .vstack(var spacing, let alignment, let children):
      if field == .spacing { apply(&spacing) }
      self = .vstack(spacing: spacing, alignment: alignment, children: children)
    case .frame(var width, var height, let alignment, let child):
      if field == .width { apply(&width) } else if field == .height { apply(&height) }
      self = .frame(width: width, height: height, alignment: alignment, child: child)
    case .flexibleFrame(var frame, let alignment, let child):
      switch field {
      case .minWidth: apply(&frame.minWidth)
      case .idealWidth: apply(&frame.idealWidth)
      case .maxWidth: apply(&frame.maxWidth)
      case .minHeight: apply(&frame.minHeight)
      case .idealHeight: apply(&frame.idealHeight)
      case .maxHeight: apply(&frame.maxHeight)
      default: break
      }
      self = .flexibleFrame(frame, alignment: alignment, child: child)
    case .padding(var insets, let child):
      switch field {
      case .top: apply(&insets.top)
      case .leading: apply(&insets.leading)
      case .bottom: apply(&insets.bottom)
      case .trailing: apply(&insets.trailing)
      default: break
      }
      self = .padding(insets, child: child)
    case .containerRelativeFrame(var frame, let child):
      if field == .spacing { apply(&frame.spacing) }
      self = .containerRelativeFrame(frame, child: child)
    case .flow(var spacing, var lineSpacing, let alignment, let children):
      if field == .spacing { apply(&spacing) } else if field == .lineSpacing { apply(&lineSpacing) }
      self = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, children: children)
    case .grid(let columns, var rowSpacing, let children):
      if field == .rowSpacing { apply(&rowSpacing) }
      self = .grid(columns: columns, rowSpacing: rowSpacing, children: children)
    case .split(let columns, var dividerWidth, let collapsed):
      if field == .dividerWidth { apply(&dividerWidth) }
      self = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsed)
    case .text, .measured, .zstack, .fixedSize, .aspectRatio, .scroll, .viewThatFits, .buckets:
      break
    }
  }

  /// Replaces every child with `transform(child)`.
  mutating func transformChildren(_ transform: (Node) -> Node) {
    switch self {
    case .fixed, .flexible, .text, .measured, .spacer:
      break
    case .hstack(let spacing, let alignment, let children):
      self = .hstack(spacing: spacing, alignment: alignment, children: children.map(transform))
    case .vstack(let spacing, let alignment, let children):
      self = .vstack(spacing: spacing, alignment: alignment, children: children.map(transform))
    case .zstack(let alignment, let children):
      self = .zstack(alignment: alignment, children: children.map(transform))
    case .frame(let width, let height, let alignment, let child):
      self = .frame(width: width, height: height, alignment: alignment, child: transform(child))
    case .flexibleFrame(let frame, let alignment, let child):
      self = .flexibleFrame(frame, alignment: alignment, child: transform(child))
    case .padding(let insets, let child):
      self = .padding(insets, child: transform(child))
    case .fixedSize(let horizontal, let vertical, let child):
      self = .fixedSize(horizontal: horizontal, vertical: vertical, child: transform(child))
    case .aspectRatio(let ratio, let mode, let child):
      self = .aspectRatio(ratio, contentMode: mode, child: transform(child))
    case .scroll(let axes, let child):
      self = .scroll(axes, child: transform(child))
    case .containerRelativeFrame(let frame, let child):
      self = .containerRelativeFrame(frame, child: transform(child))
    case .flow(let spacing, let lineSpacing, let alignment, let children):
      self = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, children: children.map(transform))
    case .grid(let columns, let rowSpacing, let children):
      self = .grid(columns: columns, rowSpacing: rowSpacing, children: children.map(transform))
    case .viewThatFits(let axes, let children):
      self = .viewThatFits(axes: axes, children: children.map(transform))
    case .buckets(let axis, let thresholds, let accessibility, let children):
      self = .buckets(
        axis: axis, thresholds: thresholds, accessibilityThresholds: accessibility, children: children.map(transform))
    case .split(let columns, let divider, let collapsed):
      self = .split(
        columns: columns.map { column in
          var copy = column
          copy.child = transform(column.child)
          return copy
        }, dividerWidth: divider, collapsedColumn: collapsed)
    }
  }
}
