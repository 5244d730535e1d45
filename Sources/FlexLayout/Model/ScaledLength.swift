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
    copy.children = children.map { $0.resolvingScaledLengths(at: size) }
    return copy
  }

  /// Whether any node of the subtree declares a scaled length.
  public var hasScaledLengths: Bool {
    !scaledLengths.isEmpty || children.contains { $0.hasScaledLengths }
  }
}

extension Node.Kind {
  /// The length fields this node has and may declare in ``Node/scaledLengths``: its kind's
  /// ``KindDescriptor/scalableLengths``, less a stack's `spacing` when it is `nil` (the default gaps have
  /// no length to scale).
  public var scalableLengths: Set<ScaledLength> {
    switch self {
    case .hstack(nil, _), .vstack(nil, _): return []
    case .fixed, .flexible, .text, .measured, .spacer, .divider, .hstack, .vstack, .zstack, .frame, .flexibleFrame,
      .padding, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame, .flow, .grid, .viewThatFits, .buckets,
      .split, .background, .overlay, .offset, .position, .hidden, .clipped, .geometryReader, .ignoresSafeArea,
      .safeAreaInset,
      .alignmentGuide, .layout:
      return Set(descriptor.scalableLengths)
    }
  }

  /// Applies `transform` to the field `field`, when this kind has it.
  ///
  /// `package`: FlexLayoutTesting's property kit resolves generated trees' scaled lengths with it.
  package mutating func scale(_ field: ScaledLength, _ transform: (Double) -> Double) {
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
    case .hstack(var spacing, let alignment):
      if field == .spacing { apply(&spacing) }
      self = .hstack(spacing: spacing, alignment: alignment)
    case .vstack(var spacing, let alignment):
      if field == .spacing { apply(&spacing) }
      self = .vstack(spacing: spacing, alignment: alignment)
    case .frame(var width, var height, let alignment):
      if field == .width { apply(&width) } else if field == .height { apply(&height) }
      self = .frame(width: width, height: height, alignment: alignment)
    case .flexibleFrame(var frame, let alignment):
      switch field {
      case .minWidth: apply(&frame.minWidth)
      case .idealWidth: apply(&frame.idealWidth)
      case .maxWidth: apply(&frame.maxWidth)
      case .minHeight: apply(&frame.minHeight)
      case .idealHeight: apply(&frame.idealHeight)
      case .maxHeight: apply(&frame.maxHeight)
      default: break
      }
      self = .flexibleFrame(frame, alignment: alignment)
    case .padding(var insets):
      switch field {
      case .top: apply(&insets.top)
      case .leading: apply(&insets.leading)
      case .bottom: apply(&insets.bottom)
      case .trailing: apply(&insets.trailing)
      default: break
      }
      self = .padding(insets)
    case .containerRelativeFrame(var frame):
      if field == .spacing { apply(&frame.spacing) }
      self = .containerRelativeFrame(frame)
    case .flow(var spacing, var lineSpacing, let alignment):
      if field == .spacing { apply(&spacing) } else if field == .lineSpacing { apply(&lineSpacing) }
      self = .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment)
    case .grid(let columns, var rowSpacing):
      if field == .rowSpacing { apply(&rowSpacing) }
      self = .grid(columns: columns, rowSpacing: rowSpacing)
    case .split(let columns, var dividerWidth, let collapsed):
      if field == .dividerWidth { apply(&dividerWidth) }
      self = .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsed)
    case .text, .measured, .divider, .zstack, .fixedSize, .aspectRatio, .scroll, .viewThatFits, .buckets,
      .background, .overlay, .offset, .position, .hidden, .clipped, .geometryReader, .ignoresSafeArea, .safeAreaInset,
      .alignmentGuide, .layout:
      // The kinds without scalable lengths (their descriptors list none). A kind that lists one and has no
      // case here fails KindReachTests ("every scalable length scales").
      break
    }
  }
}
