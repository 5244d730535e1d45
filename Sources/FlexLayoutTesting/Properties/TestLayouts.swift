import FlexLayout
import FlexLayoutFormat

/// Custom layouts written on the public ``Layout`` protocol for the tests: a reimplementation of the built-in
/// stacks (S3, S19.3) that must give their frames bit for bit, and a layout that answers its own explicit
/// alignment. ``registry`` offers them (and the shipped ones) by name, so that generated trees round-trip
/// through JSON.
enum TestLayouts {
  static let registry: LayoutRegistry = {
    var registry = LayoutRegistry.standard
    registry.register("hstackLayout") { arguments throws(LayoutArgumentError) in
      guard case .vertical(let alignment) = try alignment(arguments, .vertical) else { preconditionFailure() }
      return HStackLayout(alignment: alignment, spacing: arguments.number("spacing"))
    }
    registry.register("vstackLayout") { arguments throws(LayoutArgumentError) in
      guard case .horizontal(let alignment) = try alignment(arguments, .horizontal) else { preconditionFailure() }
      return VStackLayout(alignment: alignment, spacing: arguments.number("spacing"))
    }
    registry.register("cornerLayout") { arguments throws(LayoutArgumentError) in
      CornerLayout(inset: try arguments.finiteNumber("inset", default: 4))
    }
    return registry
  }()

  /// The `alignment` argument: a guide on `axis` spelled as ``AlignmentName`` writes it.
  static func alignment(_ arguments: LayoutValues, _ axis: Axis) throws(LayoutArgumentError) -> AlignmentGuide {
    let name = arguments["alignment"] as? String ?? "center"
    guard let guide = AlignmentName.guide(name, axis: axis) else {
      throw LayoutArgumentError(argument: "alignment", "unknown alignment \"\(name)\"")
    }
    return guide
  }

  /// The registered layout `name` made from `arguments` (which must be valid).
  static func make(_ name: String, _ arguments: [String: any Sendable] = [:]) -> AnyLayout {
    // A test's own arguments: a rejection is a bug in the test.
    try! registry.layout(named: name, arguments: LayoutValues(arguments))!
  }

  /// The custom-layout form of a built-in stack (`nil` for other kinds).
  static func stackLayout(for kind: Node.Kind) -> AnyLayout? {
    if case .hstack(let spacing, let alignment) = kind {
      var arguments: [String: any Sendable] = ["alignment": AlignmentName.of(.vertical(alignment))]
      if let spacing { arguments["spacing"] = spacing }
      return make("hstackLayout", arguments)
    }
    if case .vstack(let spacing, let alignment) = kind {
      var arguments: [String: any Sendable] = ["alignment": AlignmentName.of(.horizontal(alignment))]
      if let spacing { arguments["spacing"] = spacing }
      return make("vstackLayout", arguments)
    }
    return nil
  }
}

/// Alignments as the test layouts' `alignment` argument spells them: a built-in name, or `custom:NAME:DEFAULT`.
enum AlignmentName {
  static func of(_ guide: AlignmentGuide) -> String {
    if case .horizontal(.custom(let name, let fallback)) = guide { return "custom:\(name):\(fallback.name!)" }
    if case .vertical(.custom(let name, let fallback)) = guide { return "custom:\(name):\(fallback.name!)" }
    return guide.name!
  }

  static func guide(_ text: String, axis: Axis) -> AlignmentGuide? {
    let parts = text.split(separator: ":").map(String.init)
    if parts.count == 3, parts[0] == "custom" {
      switch axis {
      case .horizontal:
        guard let fallback = HorizontalAlignment.builtIn.first(where: { $0.name == parts[2] }) else { return nil }
        return .horizontal(.custom(parts[1], default: fallback))
      case .vertical:
        guard let fallback = VerticalAlignment.builtIn.first(where: { $0.name == parts[2] }) else { return nil }
        return .vertical(.custom(parts[1], default: fallback))
      }
    }
    if axis == .vertical, text == "center" { return .vertical(.center) }
    if axis == .horizontal, text == "center" { return .horizontal(.center) }
    guard let guide = AlignmentGuide(name: text), guide.axis == axis else { return nil }
    return guide
  }
}

/// Stacks its children at its top-leading corner, inset by `inset`, each proposed the container's proposal; as
/// large as the largest child plus the inset. It answers its own explicit alignment: every horizontal guide at
/// `inset`, and its first child's first baseline moved down by the inset.
struct CornerLayout: Layout {
  static var layoutProperties: LayoutProperties { LayoutProperties(definesExplicitAlignment: true) }
  let inset: Double

  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    var size = Size.zero
    for subview in subviews {
      let child = subview.sizeThatFits(proposal)
      size = Size(width: Swift.max(size.width, child.width), height: Swift.max(size.height, child.height))
    }
    return Size(width: Swift.max(size.width + inset, 0), height: Swift.max(size.height + inset, 0))
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    // Every other child is left unplaced: centred, proposed the container's proposal (S20.3).
    for subview in subviews where subview.index % 2 == 0 {
      subview.place(at: Point(x: bounds.x + inset, y: bounds.y + inset), proposal: proposal)
    }
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) -> Double? {
    inset
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) -> Double? {
    guard guide == .firstTextBaseline, let first = subviews.first else { return nil }
    let d = first.dimensions(in: proposal)
    return d[.firstTextBaseline] + inset
  }
}
