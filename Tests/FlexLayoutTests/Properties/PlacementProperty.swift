import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 16: offset and hidden are transparent to layout (Docs/Semantics.md S16.1, S16.3).
  @Suite struct PlacementProperty {
    @Test("(16) an offset moves its own subtree by exactly (x, y), mirrored right to left, and nothing else")
    func offsetMovesOnlyItsSubtree() {
      PropertyRunner.checkLayouts(
        "an offset moves only its subtree",
        generate: { generator in
          var value = Cases.any(&generator)
          value.environment.displayScale = nil  // rounding would move edges by up to half a pixel
          let target = generator.random.int(below: FlatTree(value.tree).count)
          let x = generator.random.pick([0, 1.5, -7, 30, 1e-3])
          let y = generator.random.pick([0, -2.25, 11])
          value.tree = value.tree.wrapping(at: target, in: .offset(x: x, y: y), id: markerID)
          return value
        }
      ) { value in
        guard let target = FlatTree(value.tree).entries.firstIndex(where: { $0.spec.id == markerID }),
          case .offset(let x, let y) = FlatTree(value.tree)[target].spec.kind
        else { return nil }  // (a shrunk case that lost the marker holds nothing to check)
        // Under a safeAreaInset, moving a subtree changes which margins its scrolls touch (S18.2).
        if value.tree.contains(.safeAreaInset) { return nil }
        let size = FlatTree(value.tree)[target].spec.children[0].count
        let dx = value.environment.layoutDirection == .rightToLeft ? -x : x
        return compareWrapped(value, target: target, tolerance: true) { index, frame in
          // The offset node itself stays; its subtree moves.
          guard index > target && index <= target + size else { return frame }
          return Rect(x: frame.x + dx, y: frame.y + y, width: frame.width, height: frame.height)
        }
      }
    }

    @Test("(16) without safe-area insets, wrapping a node in ignoresSafeArea changes no frame (S18.2)")
    func ignoringNoSafeAreaChangesNothing() {
      PropertyRunner.checkLayouts(
        "ignoresSafeArea without insets changes nothing",
        generate: { generator in
          var value = Cases.any(&generator)
          let target = generator.random.int(below: FlatTree(value.tree).count)
          value.tree = value.tree.wrapping(
            at: target, in: .ignoresSafeArea(edges: generator.random.pick([.all, .top, .horizontal])), id: markerID)
          return value
        }
      ) { value in
        guard let target = FlatTree(value.tree).entries.firstIndex(where: { $0.spec.id == markerID }) else {
          return nil
        }
        return compareWrapped(value, target: target, moved: { $1 })
      }
    }

    @Test("(16) a hidden subtree keeps every frame of the same tree without hidden, and only it is marked")
    func hiddenKeepsFrames() {
      PropertyRunner.checkLayouts(
        "hidden changes no frame",
        generate: { generator in
          var value = Cases.any(&generator)
          let target = generator.random.int(below: FlatTree(value.tree).count)
          value.tree = value.tree.wrapping(at: target, in: .hidden, id: markerID)
          return value
        }
      ) { value in
        guard let target = FlatTree(value.tree).entries.firstIndex(where: { $0.spec.id == markerID }) else {
          return nil
        }
        let flat = FlatTree(value.tree)
        // Hidden: a hidden node and everything inside one (the generator draws hidden nodes too).
        var hidden = [Bool](repeating: false, count: flat.count)
        for index in 0..<flat.count {
          if case .hidden = flat[index].spec.kind { hidden[index] = true }
          if let parent = flat[index].parent, hidden[parent] { hidden[index] = true }
        }
        if let failure = compareWrapped(value, target: target, moved: { $1 }) { return failure }
        for solver in Solver.allCases {
          guard case .laidOut(let result) = solver.layout(value.tree.node(), value.proposal, value.environment) else {
            continue
          }
          for index in result.frames.indices where result.isHidden(NodeID(index)) != hidden[index] {
            return
              "\(solver): node #\(index) hidden: \(result.isHidden(NodeID(index))), the new hidden node is #\(target)"
          }
        }
        return nil
      }
    }
  }
}

/// The id that marks the wrapper these properties add.
let markerID = "wrapper"

/// Lays out the case's tree (holding the wrapper at `target`) and the same tree without it, with both
/// solvers; the wrapped tree's frames must be the plain tree's, the wrapper taking its child's frame, each
/// passed through `moved(index in the wrapped tree, frame)`. Both fail alike or not at all. With `tolerance`,
/// a frame that moved may differ by rounding: root coordinates add the offset at a different step.
func compareWrapped(
  _ value: LayoutCase, target: Int, tolerance: Bool = false, moved: (Int, Rect) -> Rect
) -> String? {
  let plain = value.tree.unwrapping(id: markerID)
  for solver in Solver.allCases {
    let before = solver.layout(plain.node(), value.proposal, value.environment)
    let after = solver.layout(value.tree.node(), value.proposal, value.environment)
    switch (before, after) {
    case (.laidOut(let a), .laidOut(let b)):
      var expected = a.frames
      expected.insert(a.frames[target], at: target)
      for index in expected.indices where a.visibility[index == target ? target : (index > target ? index - 1 : index)]
      {
        let want = moved(index, expected[index])
        let close = tolerance && want != expected[index] && nearlyEqual(want, b.frames[index])
        if !close && !sameBits(want, b.frames[index]) {
          return "\(solver): node #\(index) is \(b.frames[index]) with the wrapper at #\(target), expected \(want)"
        }
      }
    case (.failed, .failed):
      break
    default:
      return "\(solver): \(before.summary) without the wrapper, \(after.summary) with it at #\(target)"
    }
  }
  return nil
}

/// Whether two frames agree to within rounding (1e-9 of their magnitude).
private func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
  func near(_ u: Double, _ v: Double) -> Bool { abs(u - v) <= 1e-9 * Swift.max(1, abs(u), abs(v)) }
  return near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height)
}
