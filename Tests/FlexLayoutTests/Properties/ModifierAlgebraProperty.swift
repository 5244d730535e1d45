import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// The modifier laws on every node of an exact result, bit for bit: a padding is its child plus its insets
/// (floored at 0, S5.3) with its child at exactly (leading, top) from its origin; a fixed frame is exactly
/// its width and height (S5.1); a fixedSize is exactly its child (S5.4).
private func checkModifiers(_ flat: FlatTree, _ result: LayoutResult) -> String? {
  for index in 0..<flat.count where result.visibility[index] {
    let frame = result.frames[index]
    switch flat[index].spec.kind {
    case .padding(let insets):
      let child = result.frames[flat[index].children[0]]
      for axis in Axis.allCases {
        let expected = Swift.max(child.size[axis] + (insets.start(along: axis) + insets.end(along: axis)), 0)
        if frame.size[axis] != expected {
          return "padding #\(index) \(insets): \(axis) size \(frame.size[axis]), expected child "
            + "\(child.size[axis]) + insets = \(expected)"
        }
        let origin = frame.origin[axis] + insets.start(along: axis)
        if child.origin[axis] != origin {
          return "padding #\(index) \(insets): child \(axis) origin \(child.origin[axis]), expected \(origin)"
        }
      }
    case .frame(let width, let height, _):
      if let width, frame.width != width { return "frame #\(index) of width \(width) is \(frame.width) wide" }
      if let height, frame.height != height { return "frame #\(index) of height \(height) is \(frame.height) tall" }
    case .fixedSize:
      let child = result.frames[flat[index].children[0]]
      if child != frame { return "fixedSize #\(index) is \(frame), its child \(child)" }
    default:
      break
    }
  }
  return nil
}

/// `tree` with the node at preorder `target` wrapped in zero padding, the wrapper taking over the node's
/// stack priority; `nil` when the node is a spacer whose priority only a bare spacer has (−∞).
func wrappingInZeroPadding(_ tree: TreeSpec, at target: Int) -> TreeSpec? {
  var next = 0
  func visit(_ spec: TreeSpec) -> TreeSpec? {
    let index = next
    next += 1
    if index == target {
      let priority = SpecFacts.effectivePriority(spec)
      guard priority.isFinite else { return nil }
      return TreeSpec(.padding(EdgeInsets()), children: [spec], priority: priority == 0 ? nil : priority)
    }
    var copy = spec
    for index in spec.children.indices {
      guard let replaced = visit(spec.children[index]) else { return nil }
      copy.children[index] = replaced
    }
    return copy
  }
  return visit(tree)
}

extension Properties {
  /// Property 8: modifier algebra.
  @Suite struct ModifierAlgebraProperty {
    @Test("(8) padding adds exactly its insets; a fixed frame is exactly its size; fixedSize is its child")
    func modifierLaws() {
      PropertyRunner.checkLayouts("modifier laws", keep: Cases.isExact, generate: Cases.exact) { value in
        eachSolver(value) { _, result, flat in checkModifiers(flat, result) }
      }
    }

    @Test("(8) fixedSize makes the size independent of the proposal on its axes")
    func fixedSizeIgnoresTheProposal() {
      PropertyRunner.checkLayouts(
        "fixedSize ignores the proposal",
        keep: {
          if case .fixedSize(let horizontal, let vertical) = $0.tree.kind { return horizontal || vertical }
          return false
        },
        generate: { generator in
          // Container-relative frames read the root proposal itself (S13), so they are left out here.
          generator.options.containerRelativeFrames = false
          var value = Cases.any(&generator)
          let horizontal = generator.random.chance(0.7)
          let vertical = !horizontal || generator.random.chance(0.5)
          value.tree = TreeSpec(.fixedSize(horizontal: horizontal, vertical: vertical), children: [value.tree])
          return value
        }
      ) { value in
        guard case .fixedSize(let horizontal, let vertical) = value.tree.kind else { return nil }
        let node = value.tree.node()
        // Vary the proposal on the fixed axes only, deterministically from the case.
        var generator = Generator(seed: PropertyConfig.fnv1a(value.description))
        for solver in Solver.allCases {
          let base = solver.layout(node, value.proposal, value.environment)
          for _ in 0..<3 {
            var other = value.proposal
            if horizontal { other.width = generator.proposalAxis(finiteBias: 0.6) }
            if vertical { other.height = generator.proposalAxis(finiteBias: 0.6) }
            let outcome = solver.layout(node, other, value.environment)
            if horizontal && vertical {
              if let difference = outcome.difference(from: base) {
                return "\(solver): at \(other) vs \(value.proposal): \(difference)"
              }
            } else if let a = base.result, let b = outcome.result {
              let axis: Axis = horizontal ? .horizontal : .vertical
              if a.size[axis].bitPattern != b.size[axis].bitPattern {
                return "\(solver): \(axis) size \(b.size[axis]) at \(other), \(a.size[axis]) at \(value.proposal)"
              }
            } else if (base.result == nil) != (outcome.result == nil) {
              return "\(solver): at \(other): \(outcome.summary); at \(value.proposal): \(base.summary)"
            }
          }
        }
        return nil
      }
    }

    @Test("(8) wrapping a node in zero padding changes no other frame")
    func zeroPaddingIsNeutral() {
      var skipped = 0
      PropertyRunner.checkLayouts(
        "zero padding is neutral",
        generate: { generator in
          var value = Cases.any(&generator)
          // Remember the node to wrap as the proposal-independent part of the case: an id on it.
          let flat = FlatTree(value.tree)
          let target = generator.random.int(below: flat.count)
          value.tree = markTarget(value.tree, at: target)
          return value
        }
      ) { value in
        guard let target = FlatTree(value.tree).entries.firstIndex(where: { $0.spec.id == targetID }),
          let wrapped = wrappingInZeroPadding(value.tree, at: target)
        else {
          skipped += 1
          return nil
        }
        let original = value.tree.node()
        let padded = wrapped.node()
        for solver in Solver.allCases {
          let before = solver.layout(original, value.proposal, value.environment)
          let after = solver.layout(padded, value.proposal, value.environment)
          switch (before, after) {
          case (.laidOut(let a), .laidOut(let b)):
            var expected = a.frames
            expected.insert(a.frames[target], at: target)
            for index in expected.indices where !sameBits(expected[index], b.frames[index]) {
              let role = index == target ? "the padding" : "node #\(index)"
              return "\(solver): \(role) is \(b.frames[index]) with the zero padding around #\(target), "
                + "expected \(expected[index])"
            }
          case (.failed, .failed):
            break
          default:
            return "\(solver): \(before.summary) without the padding, \(after.summary) with it around #\(target)"
          }
        }
        return nil
      }
      print("zero padding: \(skipped) cases skipped (a bare spacer picked, whose priority only it can have)")
    }
  }
}

/// The id that marks the node the zero-padding property wraps.
private let targetID = "wrap-me"

/// `tree` with the node at preorder `target` given the marker id (replacing any id it had).
private func markTarget(_ tree: TreeSpec, at target: Int) -> TreeSpec {
  var next = 0
  func visit(_ spec: TreeSpec) -> TreeSpec {
    var copy = spec
    if next == target { copy.id = targetID }
    next += 1
    copy.children = spec.children.map(visit)
    return copy
  }
  return visit(tree)
}

/// Whether two frames are identical bit for bit.
func sameBits(_ a: Rect, _ b: Rect) -> Bool {
  a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
}
