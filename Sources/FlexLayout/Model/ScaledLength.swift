/// A length field of a node that can be declared as scaling with Dynamic Type (see
/// ``Node/scaledLengths`` and ``TextStyle``). The raw values are the JSON field names.
///
/// Which kinds have which: the fields their descriptors describe as scaling (``KindDescriptor/fields``,
/// ``KindDescriptor/scalableLengths``): fixed `width`, `height`; flexible leaf and flexible frame the six
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

  /// The node and its subtree with every scaled length resolved for `size` (Docs/Semantics.md S14), below a
  /// dynamicTypeSize for the size it passes on (S14.4); the same tree when nothing scales. Both solvers lay out
  /// this tree.
  public func resolvingScaledLengths(at size: DynamicTypeSize) -> Node {
    var copy = self
    var size = size
    if case .dynamicTypeSize(let min, let max) = kind { size = size.limited(min: min, max: max) }
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
    if case .hstack(nil, _) = self { return [] }
    if case .vstack(nil, _) = self { return [] }
    return Set(descriptor.scalableLengths)
  }

  /// Applies `transform` to the field `field`, when this kind has it and it is set (through
  /// ``visitNumber(_:_:)``, by the field's name).
  ///
  /// `package`: FlexLayoutTesting's property kit resolves generated trees' scaled lengths with it.
  package mutating func scale(_ field: ScaledLength, _ transform: (Double) -> Double) {
    _ = visitNumber(field.rawValue) { value in
      if let old = value { value = transform(old) }
    }
  }
}
