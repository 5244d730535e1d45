import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// Stack facts read from a spec node.
struct StackShape {
  var axis: Axis
  var spacing: Double?
  var children: [TreeSpec]
  /// Whether it aligns by an edge or its centre (not a baseline or a custom alignment).
  var alignsPlainly = true

  init?(_ spec: TreeSpec) {
    switch spec.kind {
    case .hstack(let spacing, let alignment):
      self.init(axis: .horizontal, spacing: spacing, children: spec.children)
      alignsPlainly = alignment.isEdgeOrCenter
    case .vstack(let spacing, let alignment):
      self.init(axis: .vertical, spacing: spacing, children: spec.children)
      alignsPlainly = alignment.isEdgeOrCenter
    default: return nil
    }
  }

  init(axis: Axis, spacing: Double?, children: [TreeSpec]) {
    self.axis = axis
    self.spacing = spacing
    self.children = children
  }

  /// The gap before each child (S3.1).
  var gaps: [Double] { SpecFacts.gaps(spacing: spacing, children: children, axis: axis) }
}

/// Checks the stack at `index` in an exact (unrounded, left-to-right) result: children in source order, each at exactly
/// the stack's origin plus the running position of S3.5/S3.6 (`x = parentX + dx`, S1.1), so the gap after each child is
/// the spacing in effect (S3.1), and no overlap when the gaps are ≥ 0.
///
/// With `tiling`, also the stack's own size: along its axis the sum of its children and gaps (`max(pos, 0)`, S3.5),
/// across it the largest child. Tiling holds whenever the stack was proposed a non-nil length across its axis, as
/// placement then proposes what sizing did (S3.6).
func checkStack(_ index: Int, _ flat: FlatTree, _ result: LayoutResult, tiling: Bool) -> String? {
  guard let stack = StackShape(flat[index].spec), result.visibility[index] else { return nil }
  let axis = stack.axis
  let frame = result.frames[index]
  let gaps = stack.gaps
  let children = flat[index].children
  var position = 0.0
  var minor = 0.0
  for (offset, child) in children.enumerated() {
    let childFrame = result.frames[child]
    if offset > 0 {
      position = position + gaps[offset]
      let previous = result.frames[children[offset - 1]]
      let previousEnd = previous.origin[axis] + previous.size[axis]
      // Root coordinates add the stack's origin to each offset (S1.1), so the predecessor's far edge and
      // this child's origin are rounded differently: allow that rounding, relative to the magnitudes.
      let magnitude = Swift.max(abs(frame.origin[axis]), abs(position), previous.size[axis], abs(previousEnd))
      if gaps[offset] >= 0 && childFrame.origin[axis] < previousEnd
        && !Checks.close(childFrame.origin[axis], previousEnd, scale: magnitude)
      {
        return "stack #\(index): child \(offset) (#\(child)) at \(childFrame.origin[axis]) overlaps its predecessor "
          + "ending at \(previousEnd) (gap \(gaps[offset]))"
      }
    }
    let expected = frame.origin[axis] + position
    if childFrame.origin[axis] != expected {
      return
        "stack #\(index) (\(axis), gaps \(gaps)): child \(offset) (#\(child)) starts at \(childFrame.origin[axis]), "
        + "expected \(expected) (the stack's origin + the sizes and gaps before it)"
    }
    position = position + childFrame.size[axis]
    minor = Swift.max(minor, childFrame.size[axis.other])
  }
  if tiling {
    if frame.size[axis] != Swift.max(position, 0) {
      return "stack #\(index) (\(axis), gaps \(gaps)): size \(frame.size[axis]) along its axis, but its children and "
        + "gaps add up to \(position)"
    }
    // Lined up by guide values (S19.3), the children may span more than the largest.
    let guided = !stack.alignsPlainly || flat[index].spec.children.contains(where: \.containsAlignmentGuide)
    if guided ? frame.size[axis.other] < minor : frame.size[axis.other] != minor {
      return "stack #\(index): size \(frame.size[axis.other]) across its axis, but its largest child is \(minor)"
    }
  }
  return nil
}

extension Properties {
  /// Property 5: stacks keep order, do not overlap for non-negative spacing, put exactly the spacing in
  /// effect between children, and tile: their size is the sum of children and gaps.
  @Suite struct StackProperty {
    /// A stack at the root over random children, proposed a non-nil length across its axis (so placement
    /// proposes what sizing did, S3.6), laid out exactly.
    static func stackAtRoot(_ generator: inout Generator) -> LayoutCase {
      let horizontal = generator.random.chance(0.5)
      let count = generator.random.int(in: 0...6)
      let children = (0..<count).map { _ in generator.subtree(depth: 2, budget: 6) }
      let spacing = generator.spacing()
      let tree =
        horizontal
        ? TreeSpec(
          .hstack(spacing: spacing, alignment: generator.random.pick(VerticalAlignment.builtIn)), children: children)
        : TreeSpec(
          .vstack(spacing: spacing, alignment: generator.random.pick(HorizontalAlignment.builtIn)), children: children)
      var proposal = generator.finiteProposal()
      let major: Axis = horizontal ? .horizontal : .vertical
      if generator.random.chance(0.3) { proposal[major] = generator.random.chance(0.5) ? nil : .infinity }
      var environment = generator.environment(scales: [nil])
      environment.layoutDirection = .leftToRight
      return LayoutCase(tree: tree, proposal: proposal, environment: environment)
    }

    static func isStackAtRoot(_ value: LayoutCase) -> Bool {
      guard let shape = StackShape(value.tree) else { return false }
      return value.proposal[shape.axis.other] != nil && Cases.isExact(value)
    }

    @Test("(5) a stack at the root: order, gaps = spacing in effect, no overlap, size = children + gaps (exact)")
    func stackAtRootTiles() {
      PropertyRunner.checkLayouts(
        "stack at the root tiles", keep: Self.isStackAtRoot, generate: Self.stackAtRoot
      ) { value in
        eachSolver(value) { _, result, flat in checkStack(0, flat, result, tiling: true) }
      }
    }

    @Test("(5) every stack in a random tree: order, gaps = spacing in effect, no overlap (exact root coordinates)")
    func nestedStacksKeepOrder() {
      PropertyRunner.checkLayouts("stacks keep order and gaps", keep: Cases.isExact, generate: Cases.exact) { value in
        eachSolver(value) { _, result, flat in
          for index in 0..<flat.count {
            if let problem = checkStack(index, flat, result, tiling: false) { return problem }
          }
          return nil
        }
      }
    }
  }
}
