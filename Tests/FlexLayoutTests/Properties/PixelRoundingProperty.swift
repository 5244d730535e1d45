import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// Checks a rounded result `rounded` (display scale `scale`) against the exact result `exact` of the same
/// case: every edge on the pixel grid, each frame the rounding of the exact one (S1.4), each size within a
/// pixel of the exact size, and siblings that touch exactly still touching.
///
/// `exact` is the left-to-right, unrounded result; S1.4 mirrors its edges (`W − (x + w)`, `W − x`) when
/// `rightToLeft`, then rounds each edge.
private func checkRounding(
  _ flat: FlatTree, exact: LayoutResult, rounded: LayoutResult, scale: Double, rightToLeft: Bool
) -> String? {
  let pixel = 1 / scale
  let rootWidth = exact.size.width
  for index in exact.frames.indices where exact.visibility[index] {
    let u = exact.frames[index]
    let r = rounded.frames[index]
    for (name, value) in [("x", r.x), ("y", r.y), ("maxX", r.x + r.width), ("maxY", r.y + r.height)]
    where !Checks.onGrid(value, scale) {
      return "node #\(index) \(name) = \(value) is off the pixel grid of scale \(scale) (\(r))"
    }
    let (left, right) = rightToLeft ? (rootWidth - (u.x + u.width), rootWidth - u.x) : (u.x, u.x + u.width)
    let x = Checks.pixelRound(left, scale)
    let y = Checks.pixelRound(u.y, scale)
    let expected = Rect(
      x: x, y: y, width: Checks.pixelRound(right, scale) - x,
      height: Checks.pixelRound(u.y + u.height, scale) - y)
    if expected != r {
      return "node #\(index) is \(r) at scale \(scale), expected the rounding of the exact \(u): \(expected)"
    }
    if abs(r.width - u.width) > pixel + 1e-9 || abs(r.height - u.height) > pixel + 1e-9 {
      return "node #\(index) is \(r.size) at scale \(scale), more than a pixel from the exact \(u.size)"
    }
  }
  // Siblings whose exact frames touch keep touching after rounding.
  for index in 0..<flat.count {
    guard let shape = StackShape(flat[index].spec) else { continue }
    let axis = shape.axis
    let children = flat[index].children
    for (a, b) in zip(children, children.dropFirst()) {
      for (first, second) in [(a, b), (b, a)] {
        let (u1, u2) = (exact.frames[first], exact.frames[second])
        guard Checks.close(u1.origin[axis] + u1.size[axis], u2.origin[axis]) else { continue }
        // Right-to-left mirrors the x axis: the sibling that ended first now starts last.
        let mirrored = rightToLeft && axis == .horizontal
        let (r1, r2) =
          mirrored ? (rounded.frames[second], rounded.frames[first]) : (rounded.frames[first], rounded.frames[second])
        let end = r1.origin[axis] + r1.size[axis]
        if abs(end - r2.origin[axis]) > 1e-9 * Swift.max(1, abs(end)) {
          return "siblings #\(first) and #\(second) touch exactly (\(u1), \(u2)) but not after rounding at scale "
            + "\(scale): \(r1) ends at \(end), \(r2) starts at \(r2.origin[axis])"
        }
      }
    }
  }
  return nil
}

extension Properties {
  /// Property 11: pixel rounding at scales 1, 2 and 3.
  @Suite struct PixelRoundingProperty {
    /// A random tree, half the time pushed to an offset of up to 10^5 points by a padding at the root.
    static func roundingCase(_ generator: inout Generator) -> LayoutCase {
      var tree = generator.tree()
      var proposal = generator.proposal()
      if generator.random.chance(0.5) {
        let leading = generator.random.double(in: 0, 100_000)
        let top = generator.random.double(in: 0, 100_000)
        tree = TreeSpec(.padding(EdgeInsets(top: top, leading: leading, bottom: 0, trailing: 0)), children: [tree])
        proposal = ProposedSize(width: proposal.width.map { $0 + leading }, height: proposal.height.map { $0 + top })
      }
      return LayoutCase(tree: tree, proposal: proposal, environment: generator.environment(scales: [1, 2, 3]))
    }

    @Test("(11) pixel rounding at scales 1, 2, 3: on the grid, exact rounding of edges, siblings keep touching")
    func pixelRounding() {
      PropertyRunner.checkLayouts(
        "pixel rounding", keep: { $0.environment.displayScale != nil }, generate: Self.roundingCase
      ) { value in
        guard let scale = value.environment.displayScale else { return nil }
        // A divider is one pixel at its scale (S17.1), so its exact layout is another layout: not compared.
        if value.tree.contains(.divider) { return nil }
        // Safe areas: edges touch within half a pixel, so the exact layout may reach under a margin or not.
        if value.tree.contains(.safeAreaInset) { return nil }
        var exactEnvironment = value.environment
        exactEnvironment.displayScale = nil
        exactEnvironment.layoutDirection = .leftToRight
        let rightToLeft = value.environment.layoutDirection == .rightToLeft
        let node = value.tree.node()
        let flat = FlatTree(value.tree)
        for solver in Solver.allCases {
          let exact = solver.layout(node, value.proposal, exactEnvironment)
          let rounded = solver.layout(node, value.proposal, value.environment)
          switch (exact, rounded) {
          case (.laidOut(let u), .laidOut(let r)):
            if let problem = checkRounding(flat, exact: u, rounded: r, scale: scale, rightToLeft: rightToLeft) {
              return "\(solver): \(problem)"
            }
          case (.failed, .failed):
            break
          default:
            return "\(solver): \(rounded.summary) at scale \(scale), \(exact.summary) exact"
          }
        }
        return nil
      }
    }
  }
}
