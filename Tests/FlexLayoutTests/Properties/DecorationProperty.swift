import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 15: decorations (Docs/Semantics.md S15).
  @Suite struct DecorationProperty {
    @Test("(15) decorating a node with a background or overlay moves nothing outside the content")
    func decorationMovesNothing() {
      var contentFailures = 0
      PropertyRunner.checkLayouts(
        "a decoration never moves its primary",
        generate: { generator in
          var value = Cases.any(&generator)
          let target = generator.random.int(below: FlatTree(value.tree).count)
          let content = withoutIDs(generator.subtree(depth: 3, budget: generator.random.int(below: 6) + 1))
          let kind: Node.Kind =
            generator.random.chance(0.5)
            ? .background(alignment: generator.random.pick([.center, .topLeading, .bottomTrailing, .leading]))
            : .overlay(alignment: generator.random.pick([.center, .top, .trailing, .bottomLeading]))
          value.tree = value.tree.wrapping(at: target, in: kind, id: decorationID, adding: [content])
          return value
        }
      ) { value in
        // The case holds the decorated tree; the plain tree drops each decoration marked below.
        guard let target = FlatTree(value.tree).entries.firstIndex(where: { $0.spec.id == decorationID }) else {
          return "no decorated node"
        }
        let decorated = value.tree
        let flat = FlatTree(decorated)
        let primarySize = flat[target].spec.children[0].count
        let contentSize = flat[target].spec.children[1].count
        let plain = replacingDecoration(decorated)
        for solver in Solver.allCases {
          let before = solver.layout(plain.node(), value.proposal, value.environment)
          let after = solver.layout(decorated.node(), value.proposal, value.environment)
          switch (before, after) {
          case (.laidOut(let a), .laidOut(let b)):
            // b: [0, target) as in a; the decoration; the primary's subtree (a's from target); the content;
            // the rest of a.
            var expected: [Rect?] = Array(a.frames[..<target])
            expected.append(a.frames[target])
            expected += a.frames[target..<(target + primarySize)].map { $0 }
            expected += [Rect?](repeating: nil, count: contentSize)
            expected += a.frames[(target + primarySize)...].map { $0 }
            for index in expected.indices {
              guard let frame = expected[index], b.visibility[index] else { continue }
              if !sameBits(frame, b.frames[index]) {
                let role = index == target ? "the decoration" : "node #\(index)"
                return "\(solver): \(role) is \(b.frames[index]) decorated at #\(target), expected \(frame)"
              }
            }
            if b.visibility[target] != a.visibility[target] { return "\(solver): the decoration's visibility" }
          case (.failed, .failed):
            break
          case (.laidOut, .failed(let error)) where error.path.contains("/content"):
            contentFailures += 1  // the content itself cannot be laid out at the size it is proposed
          default:
            return "\(solver): \(before.summary) without the decoration, \(after.summary) with it at #\(target)"
          }
        }
        return nil
      }
      print("decorations: \(contentFailures) cases whose content failed on its own")
    }
  }
}

/// The id that marks the decoration the property adds.
private let decorationID = "decoration"

/// `spec` without any id, so that content cannot clash with the tree's ids.
private func withoutIDs(_ spec: TreeSpec) -> TreeSpec {
  var copy = spec
  copy.id = nil
  copy.children = spec.children.map(withoutIDs)
  return copy
}

/// `tree` with the marked decoration replaced by its primary.
private func replacingDecoration(_ tree: TreeSpec) -> TreeSpec { tree.unwrapping(id: decorationID) }
