import FlexLayout
import FlexLayoutFormat

extension DecodingOptions {
  /// Strict mode with the test layouts registered.
  static let testing = DecodingOptions(layouts: TestLayouts.registry)
}

/// Custom layouts written on the public ``Layout`` protocol for the tests: a reimplementation of the built-in
/// stacks (S3, S19.3) that must give their frames bit for bit, and a layout that answers its own explicit
/// alignment. ``registry`` offers them (and the shipped ones) by name, so that generated trees round-trip
/// through JSON.
enum TestLayouts {
  static let registry: LayoutRegistry = {
    var registry = LayoutRegistry.standard
    registry.register("hstackLayout") { arguments throws(LayoutArgumentError) in
      HStackLayout(try StackRules(arguments, axis: .horizontal))
    }
    registry.register("vstackLayout") { arguments throws(LayoutArgumentError) in
      VStackLayout(try StackRules(arguments, axis: .vertical))
    }
    registry.register("cornerLayout") { arguments throws(LayoutArgumentError) in
      CornerLayout(inset: try arguments.finiteNumber("inset", default: 4))
    }
    return registry
  }()

  /// The registered layout `name` made from `arguments` (which must be valid).
  static func make(_ name: String, _ arguments: [String: any Sendable] = [:]) -> AnyLayout {
    // A test's own arguments: a rejection is a bug in the test.
    try! registry.layout(named: name, arguments: LayoutValues(arguments))!
  }

  /// The custom-layout form of a built-in stack (`nil` for other kinds).
  static func stackLayout(for kind: Node.Kind) -> AnyLayout? {
    switch kind {
    case .hstack(let spacing, let alignment):
      var arguments: [String: any Sendable] = ["alignment": AlignmentName.of(.vertical(alignment))]
      if let spacing { arguments["spacing"] = spacing }
      return make("hstackLayout", arguments)
    case .vstack(let spacing, let alignment):
      var arguments: [String: any Sendable] = ["alignment": AlignmentName.of(.horizontal(alignment))]
      if let spacing { arguments["spacing"] = spacing }
      return make("vstackLayout", arguments)
    default:
      return nil
    }
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

/// The rules of a built-in stack (S3, S19.3) over layout subviews, with the reference solver's arithmetic in its
/// order.
struct StackRules: Sendable {
  let axis: Axis
  let spacing: Double?
  /// The guide children are lined up by across the axis.
  let guide: AlignmentGuide

  init(_ arguments: LayoutValues, axis: Axis) throws(LayoutArgumentError) {
    self.axis = axis
    spacing = arguments.number("spacing")
    let name = arguments["alignment"] as? String ?? "center"
    guard let guide = AlignmentName.guide(name, axis: axis.other) else {
      throw LayoutArgumentError(argument: "alignment", "unknown alignment \"\(name)\"")
    }
    self.guide = guide
  }

  struct Arrangement {
    var proposals: [ProposedSize] = []
    var sizes: [Size] = []
    var gaps: [Double] = []
    var size = Size.zero
  }

  func gaps(_ subviews: LayoutSubviews) -> [Double] {
    var gaps = [Double](repeating: 0, count: subviews.count)
    for position in subviews.indices.dropFirst() {
      gaps[position] =
        spacing ?? subviews[position - 1].spacing.distance(to: subviews[position].spacing, along: axis)
    }
    return gaps
  }

  func arrange(_ p: ProposedSize, _ subviews: LayoutSubviews) -> Arrangement {
    var arrangement = Arrangement()
    if subviews.isEmpty { return arrangement }
    arrangement.gaps = gaps(subviews)
    let minor = p[axis.other]
    if let major = p[axis] {
      distribute(subviews, major: major, minor: minor, &arrangement)
    } else {
      for subview in subviews {
        let proposal = ProposedSize(nil, minor, along: axis)
        arrangement.proposals.append(proposal)
        arrangement.sizes.append(subview.sizeThatFits(proposal))
      }
    }
    var pos = 0.0
    var minorSize = 0.0
    for position in subviews.indices {
      if position > 0 { pos = pos + arrangement.gaps[position] }
      pos = pos + arrangement.sizes[position][axis]
      minorSize = Swift.max(minorSize, arrangement.sizes[position][axis.other])
    }
    let across = aligned(subviews, arrangement, space: 0)
    if across.union != minorSize { minorSize = across.union }
    arrangement.size = Size(Swift.max(pos, 0), minorSize, along: axis)
    return arrangement
  }

  private func distribute(_ subviews: LayoutSubviews, major: Double, minor: Double?, _ arrangement: inout Arrangement) {
    let count = subviews.count
    var minimums = [Double](repeating: 0, count: count)
    var flexibilities = [Double](repeating: 0, count: count)
    var priorities = [Double](repeating: 0, count: count)
    for position in 0..<count {
      let subview = subviews[position]
      minimums[position] = subview.sizeThatFits(ProposedSize(0, minor, along: axis))[axis]
      let maximum = subview.sizeThatFits(ProposedSize(.infinity, minor, along: axis))[axis]
      let flexibility = maximum - minimums[position]
      flexibilities[position] = flexibility.isNaN ? .infinity : flexibility
      priorities[position] = subview.priority
    }
    func key(_ position: Int) -> (Double, Double, Double, Int) {
      let flexibility = flexibilities[position]
      return (-priorities[position], flexibility, flexibility == .infinity ? -minimums[position] : 0, position)
    }
    let order = (0..<count).sorted { key($0) < key($1) }
    var internalSpacing = 0.0
    for position in 1..<count { internalSpacing = internalSpacing + arrangement.gaps[position] }
    var available = major - internalSpacing
    func update(_ next: Double) {
      if !next.isNaN { available = next }
    }
    let firstPriority = priorities[order[0]]
    for position in order where priorities[position] != firstPriority {
      update(available - minimums[position])
    }
    var proposals = [ProposedSize](repeating: .unspecified, count: count)
    var sizes = [Size](repeating: .zero, count: count)
    var groupStart = 0
    while groupStart < count {
      let groupPriority = priorities[order[groupStart]]
      var groupEnd = groupStart + 1
      while groupEnd < count && priorities[order[groupEnd]] == groupPriority { groupEnd += 1 }
      if groupStart > 0 {
        for position in order[groupStart..<groupEnd] { update(available + minimums[position]) }
      }
      for rank in groupStart..<groupEnd {
        let position = order[rank]
        let proposal = ProposedSize(Swift.max(available / Double(groupEnd - rank), 0), minor, along: axis)
        let answer = subviews[position].sizeThatFits(proposal)
        proposals[position] = proposal
        sizes[position] = answer
        update(available - answer[axis])
      }
      groupStart = groupEnd
    }
    arrangement.proposals = proposals
    arrangement.sizes = sizes
  }

  /// S19.3: offsets across the axis in `space`, and the union of the children lined up by ``guide``.
  func aligned(_ subviews: LayoutSubviews, _ arrangement: Arrangement, space: Double) -> (
    offsets: [Double], union: Double
  ) {
    let across = axis.other
    let fraction: AxisAlignment
    switch guide {
    case .horizontal(let g): fraction = g.axisAlignment
    case .vertical(let g): fraction = g.axisAlignment
    }
    func defaultValue(_ length: Double) -> Double {
      guide.defaultValue(width: length, height: length)
    }
    var deviations = [Double](repeating: 0, count: subviews.count)
    var finite = true
    for position in subviews.indices {
      let size = arrangement.sizes[position]
      if !size[across].isFinite {
        finite = false
        continue
      }
      let d = subviews[position].dimensions(in: arrangement.proposals[position])
      deviations[position] = d[guide] - defaultValue(size[across])
    }
    let plain = arrangement.sizes.map { fraction.offset(child: $0[across], in: space) }
    if !finite || deviations.allSatisfy({ $0 == 0 }) {
      return (plain, arrangement.sizes.reduce(0.0) { Swift.max($0, $1[across]) })
    }
    var largest = -Double.infinity
    var rest = -Double.infinity
    for position in subviews.indices {
      let length = arrangement.sizes[position][across]
      let value = defaultValue(length) + deviations[position]
      largest = Swift.max(largest, value)
      rest = Swift.max(rest, length - value)
    }
    let union = largest + rest
    let shift = largest - defaultValue(union)
    return (subviews.indices.map { plain[$0] + (shift - deviations[$0]) }, union)
  }

  func place(in bounds: Rect, _ p: ProposedSize, _ subviews: LayoutSubviews) {
    let placing = ProposedSize(p[axis], p[axis.other] ?? bounds.size[axis.other], along: axis)
    let arrangement = arrange(placing, subviews)
    let across = aligned(subviews, arrangement, space: bounds.size[axis.other])
    var pos = 0.0
    for position in subviews.indices {
      if position > 0 { pos = pos + arrangement.gaps[position] }
      let point =
        axis == .horizontal
        ? Point(x: pos, y: across.offsets[position]) : Point(x: across.offsets[position], y: pos)
      subviews[position].place(at: point, anchor: .topLeading, proposal: arrangement.proposals[position])
      pos = pos + arrangement.sizes[position][axis]
    }
  }
}

/// A stack written as a custom layout: the layout's calls are its ``StackRules``.
protocol StackRulesLayout: Layout where Cache == Void {
  var rules: StackRules { get }
}

extension StackRulesLayout {
  var namedAlignments: [AlignmentGuide] { [rules.guide] }
  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    rules.arrange(proposal, subviews).size
  }
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    rules.place(in: bounds, proposal, subviews)
  }
}

/// An hstack written as a custom layout (its spacers orient horizontally).
struct HStackLayout: StackRulesLayout {
  static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
  let rules: StackRules
  init(_ rules: StackRules) { self.rules = rules }
}

/// A vstack written as a custom layout.
struct VStackLayout: StackRulesLayout {
  static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
  let rules: StackRules
  init(_ rules: StackRules) { self.rules = rules }
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
