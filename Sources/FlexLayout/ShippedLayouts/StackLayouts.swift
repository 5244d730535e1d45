/// The built-in stacks' rules (S3 and S19.3) written on the public ``Layout`` protocol: ``HStackLayout`` and
/// ``VStackLayout``, SwiftUI's names for the same layouts (S20.9).
///
/// A built-in `hstack` or `vstack` is faster and is what a tree should use; a ``LiveTree`` switches a container
/// between them in place (``LiveTree/setKind(_:of:)``). These two exist as a worked example of a complete custom
/// layout — a stack's distribution by flexibility and priority, its gaps, and its alignment by guides through
/// ``LayoutSubview/dimensions(in:)`` — and as an oracle: written with the reference solver's arithmetic in its
/// order, they give the built-in stacks' frames bit for bit (property 18), and the custom-layout benchmark
/// compares the two.

/// An hstack as a custom layout: children side by side, `spacing` apart (nil: 8, or 0 next to a spacer), lined up
/// across by `alignment`; spacers inside it orient horizontally.
public struct HStackLayout: Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
  /// The gap between children, nil for the default gaps.
  public var spacing: Double?
  /// How children line up across the row.
  public var alignment: VerticalAlignment

  /// A row.
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var rules: StackRules { StackRules(axis: .horizontal, spacing: spacing, guide: .vertical(alignment)) }
  public var namedAlignments: [AlignmentGuide] { [.vertical(alignment)] }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    rules.arrange(proposal, subviews).size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    rules.place(in: bounds, proposal, subviews)
  }
}

/// A vstack as a custom layout; see ``HStackLayout``.
public struct VStackLayout: Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
  /// The gap between children, nil for the default gaps.
  public var spacing: Double?
  /// How children line up across the column.
  public var alignment: HorizontalAlignment

  /// A column.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var rules: StackRules { StackRules(axis: .vertical, spacing: spacing, guide: .horizontal(alignment)) }
  public var namedAlignments: [AlignmentGuide] { [.horizontal(alignment)] }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    rules.arrange(proposal, subviews).size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    rules.place(in: bounds, proposal, subviews)
  }
}

/// The rules of a built-in stack (S3, S19.3) over layout subviews, with the reference solver's arithmetic in its
/// order.
struct StackRules: Sendable {
  let axis: Axis
  let spacing: Double?
  /// The guide children are lined up by across the axis.
  let guide: AlignmentGuide

  init(axis: Axis, spacing: Double?, guide: AlignmentGuide) {
    self.axis = axis
    self.spacing = spacing
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
    for position in subviews.indices {
      largest = Swift.max(largest, defaultValue(arrangement.sizes[position][across]) + deviations[position])
    }
    // Each length plus how far its value sits below the largest: never shorter than any child (S19.3).
    var union = -Double.infinity
    for position in subviews.indices {
      let length = arrangement.sizes[position][across]
      union = Swift.max(union, length + (largest - (defaultValue(length) + deviations[position])))
    }
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
