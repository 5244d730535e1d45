import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 6: flexible children fill a finite proposal; no child goes below its minimum; overflow is
  /// reported as a larger stack, never a squeezed child.
  @Suite struct FlexibleFillProperty {
    /// A stack at the root over flexible leaves.
    ///
    /// With `unbounded`, every leaf has min 0 and max ∞ along the stack's axis and the spacing is ≥ 0; otherwise leaves
    /// have any min/ideal/max, texts join them, and priorities and negative spacing appear.
    static func flexibleStack(_ generator: inout Generator, unbounded: Bool) -> LayoutCase {
      let horizontal = generator.random.chance(0.5)
      let axis: Axis = horizontal ? .horizontal : .vertical
      let count = generator.random.int(in: 1...6)
      var children: [TreeSpec] = []
      for _ in 0..<count {
        if unbounded {
          var leaf = generator.flexibleLeaf()
          if axis == .horizontal {
            (leaf.minWidth, leaf.maxWidth) = (0, .infinity)
          } else {
            (leaf.minHeight, leaf.maxHeight) = (0, .infinity)
          }
          children.append(TreeSpec(.flexible(leaf)))
        } else {
          var child =
            generator.random.chance(0.75)
            ? TreeSpec(.flexible(generator.flexibleLeaf())) : TreeSpec(.text(generator.text()))
          if generator.random.chance(0.3) { child.priority = generator.random.pick([-1.0, 1, 2, 0.5]) }
          children.append(child)
        }
      }
      var spacing = generator.spacing()
      if unbounded, let value = spacing, value < 0 { spacing = -value }
      let tree =
        horizontal
        ? TreeSpec(.hstack(spacing: spacing, alignment: .center), children: children)
        : TreeSpec(.vstack(spacing: spacing, alignment: .center), children: children)
      var environment = generator.environment(scales: [nil])
      environment.layoutDirection = .leftToRight
      return LayoutCase(tree: tree, proposal: generator.finiteProposal(), environment: environment)
    }

    static func isFlexibleStack(_ value: LayoutCase, unbounded: Bool) -> Bool {
      guard let shape = StackShape(value.tree.resolved(at: value.environment.dynamicTypeSize)), Cases.isExact(value),
        let width = value.proposal.width, let height = value.proposal.height, width.isFinite, height.isFinite
      else { return false }
      for child in shape.children {
        switch child.kind {
        case .flexible(let leaf):
          if unbounded {
            let (low, high) =
              shape.axis == .horizontal ? (leaf.minWidth, leaf.maxWidth) : (leaf.minHeight, leaf.maxHeight)
            if low != 0 || high != .infinity || child.priority != nil { return false }
          }
        case .text: if unbounded { return false }
        default: return false
        }
      }
      return !unbounded || (shape.spacing ?? 0) >= 0
    }

    @Test("(6) flexible children (min 0, max ∞) fill a finite proposal exactly and stay inside the stack")
    func fillsTheProposal() {
      PropertyRunner.checkLayouts(
        "flexible children fill the proposal", keep: { Self.isFlexibleStack($0, unbounded: true) },
        generate: { Self.flexibleStack(&$0, unbounded: true) }
      ) { value in
        guard let shape = StackShape(value.tree.resolved(at: value.environment.dynamicTypeSize)),
          let proposed = value.proposal[shape.axis]
        else { return nil }
        let spacing = shape.gaps.reduce(0, +)
        guard spacing <= proposed else { return nil }  // the gaps alone overflow: nothing to fill
        return eachSolver(value) { _, result, flat in
          let axis = shape.axis
          let size = result.frames[0].size[axis]
          // The sum of the children and gaps is rounded once per addition; allow 16 ulps of the proposal.
          if !Checks.close(size, proposed, scale: proposed) {
            return "the stack is \(size) along its axis, expected the proposal \(proposed)"
          }
          for child in flat[0].children {
            let frame = result.frames[child]
            let start = frame.origin[axis]
            let end = start + frame.size[axis]
            if start < 0 || (end > size && !Checks.close(end, size)) {
              return "child #\(child) spans \(start)…\(end), outside the stack 0…\(size)"
            }
          }
          return nil
        }
      }
    }

    @Test("(6) no child below its minimum; overflow makes the stack larger, never a child smaller")
    func respectsMinimums() {
      PropertyRunner.checkLayouts(
        "no child below its minimum", keep: { Self.isFlexibleStack($0, unbounded: false) },
        generate: { Self.flexibleStack(&$0, unbounded: false) }
      ) { value in
        guard let shape = StackShape(value.tree.resolved(at: value.environment.dynamicTypeSize)) else { return nil }
        let axis = shape.axis
        // A child's minimum is its answer to 0 along the axis (S3.4.1), asked of the child alone.
        var minimums: [Double] = []
        for child in shape.children {
          var probe = value.proposal
          probe[axis] = 0
          guard let result = Solver.reference.layout(child.node(), probe, value.environment).result else {
            return "the reference could not lay out a child alone at \(probe)"
          }
          minimums.append(result.size[axis])
        }
        let gaps = shape.gaps
        let floor = zip(minimums, gaps).reduce(0.0) { $0 + $1.0 + $1.1 }
        return eachSolver(value) { _, result, flat in
          for (offset, child) in flat[0].children.enumerated() {
            let size = result.frames[child].size[axis]
            if size < minimums[offset] {
              return "child \(offset) (#\(child)) is \(size) along the axis, below its minimum \(minimums[offset])"
            }
          }
          let size = result.frames[0].size[axis]
          if size < floor && !Checks.close(size, floor) {
            return "the stack is \(size), smaller than its children's minimums and gaps (\(floor))"
          }
          return checkStack(0, flat, result, tiling: true)
        }
      }
    }
  }
}
