/// Lengths that do not depend on the proposal.
///
/// Many separable subtrees answer the same length along an axis whatever they are proposed: a row of
/// fixed-height items is as tall for a proposed height of 0 as for ∞. The compiler finds them bottom-up,
/// with the same operations, in the same order, as `LayoutPass.computeLength` (so the values are bit for
/// bit what it would return), and the pass answers them without recursing: the 0 and ∞ probes of such a
/// child cost one load. Only nodes with a per-axis cache slot keep theirs (leaves are answered inline).
extension TreeCompiler {
  /// Per node, its constant width and height (`2 × node + axis`), NaN where the length varies or the node
  /// is not separable.
  func constantLengths() -> [Double] {
    var constants = [Double](repeating: .nan, count: kinds.count * 2)
    for node in stride(from: kinds.count - 1, through: 0, by: -1) where separable[node] {
      for axis in [Axis.horizontal, .vertical] {
        constants[2 * node + (axis == .horizontal ? 0 : 1)] = constantLength(of: node, along: axis, constants)
      }
    }
    return constants
  }

  private func constantLength(of node: Int, along axis: Axis, _ constants: [Double]) -> Double {
    let axisIndex = axis == .horizontal ? 0 : 1
    let parameters = params[node]
    let horizontal = axis == .horizontal
    let children = (Int(childStart[node])..<Int(childStart[node + 1])).map { Int(childList[$0]) }
    let childLengths = children.map { constants[2 * $0 + axisIndex] }
    let allConstant = !childLengths.contains { $0.isNaN }
    switch kinds[node] {
    case .fixed:
      return horizontal ? parameters.a : parameters.b
    case .flexible:
      // S2.2: min == ideal == max answers min for every proposal (0 is left out: a proposal of −0
      // would come back as −0).
      let (low, ideal, high) =
        horizontal ? (parameters.a, parameters.b, parameters.c) : (parameters.d, parameters.e, parameters.f)
      let same = low.bitPattern == ideal.bitPattern && ideal.bitPattern == high.bitPattern
      return same && low.isFinite && low > 0 ? low : .nan
    case .spacer:
      // S2.5: 0 across its stack's axis.
      let oriented = parameters.flags
      return oriented != 0 && (oriented == 1) != horizontal ? 0 : .nan
    case .hstack, .vstack:
      guard allConstant else { return .nan }
      if (kinds[node] == .hstack) == horizontal {
        // S3.5 along the axis: every child answers its constant to whatever it is proposed.
        var position = 0.0
        for (child, length) in zip(children, childLengths) {
          position = position + params[child].gapBefore
          position = position + length
        }
        return Swift.max(position, 0)
      }
      return childLengths.reduce(0.0) { Swift.max($0, $1) }
    case .zstack:
      // S4.1: the largest constant among the highest-priority children.
      let top = children.map { params[$0].priority }.max() ?? -.infinity
      var largest = 0.0
      for (child, length) in zip(children, childLengths) where params[child].priority == top {
        if length.isNaN { return .nan }
        largest = Swift.max(largest, length)
      }
      return largest
    case .frame:
      let fixed = horizontal ? parameters.a : parameters.b
      return fixed.isNaN ? childLengths[0] : fixed
    case .flexibleFrame:
      // S5.2: min == max decides every proposal; an unspecified one gets the ideal, or min through the child.
      let (low, ideal, high) =
        horizontal ? (parameters.a, parameters.b, parameters.c) : (parameters.d, parameters.e, parameters.f)
      let decided =
        !low.isNaN && low.bitPattern == high.bitPattern && (ideal.isNaN || ideal.bitPattern == low.bitPattern)
      return decided && low > 0 ? low : .nan
    case .padding:
      let insets = horizontal ? parameters.b + parameters.d : parameters.a + parameters.c
      return childLengths[0].isNaN ? .nan : Swift.max(childLengths[0] + insets, 0)
    case .fixedSize:
      return childLengths[0]
    case .scroll, .text, .measured, .aspectRatio, .flow, .grid, .viewThatFits, .buckets, .split,
      .containerRelativeFrame:
      return .nan
    }
  }
}
