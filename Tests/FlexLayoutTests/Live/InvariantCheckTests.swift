import Testing

@testable import FlexLayout

/// The structural checks of `ArenaInvariants.swift` and `LiveTree+Invariants.swift` (issue 25): silent on sound
/// trees, and each corruption below is named.
extension Live {
  @Suite("Invariant checks")
  struct InvariantCheckTests {
    /// A tree with a divider, a safe-area inset, a selector, a container-relative frame and a priority, so
    /// that every counter and fact has something to count.
    static let root = Node.vstack([
      .text(wordWidths: [30, 40]).id("title"),
      .divider(),
      Node.viewThatFits([.fixed(width: 500, height: 10), .fixed(width: 50, height: 10)]),
      Node.fixed(width: 10, height: 10).containerRelativeFrame(.horizontal, fraction: 0.5).layoutPriority(2),
      Node.fixed(width: 0, height: 0).safeAreaInset(edge: .bottom, spacing: 0, .fixed(width: 10, height: 5)),
    ])

    @Test("a compiled tree and a live tree, edited and laid out, are sound")
    func soundTrees() throws {
      let tree = try LayoutTree(Self.root)
      #expect(tree.invariantViolations().isEmpty, "\(tree.invariantViolations())")
      let live = LiveTree(root: Self.root)
      #expect(live.invariantViolations().isEmpty)
      _ = try live.layout(proposal: ProposedSize(width: 320, height: 600))
      #expect(live.invariantViolations().isEmpty, "\(live.invariantViolations())")
      let extra = live.create(LiveTree.Kind.divider, id: "extra")
      try live.insert(extra, into: try #require(live.root), at: 1)
      try live.remove(try #require(live.handle(forID: "title")))
      #expect(live.invariantViolations().isEmpty, "\(live.invariantViolations())")
      _ = try live.layout(proposal: ProposedSize(width: 200, height: 600))
      #expect(live.invariantViolations().isEmpty, "\(live.invariantViolations())")
    }

    @Test("each corruption is named: counters, links, facts, slots, columns, ids, audit annotations")
    func corruptionsAreNamed() throws {
      func violations(_ corrupt: (LiveTree) -> Void) throws -> [String] {
        let live = LiveTree(root: Self.root)
        _ = try live.layout(proposal: ProposedSize(width: 320, height: 600))
        corrupt(live)
        return live.invariantViolations()
      }
      func expectNamed(_ text: String, _ corrupt: (LiveTree) -> Void, sourceLocation: SourceLocation = #_sourceLocation)
        throws
      {
        let found = try violations(corrupt)
        #expect(
          found.contains { $0.contains(text) }, "expected \"\(text)\" in \(found)", sourceLocation: sourceLocation)
      }
      let root = 0
      try expectNamed("kindCounts") { $0.arena.kindCounts.scaleReading += 1 }
      try expectNamed("kindCounts") { $0.arena.kindCounts.safeAreaDefining -= 1 }
      try expectNamed("kindCounts") { $0.arena.kindCounts.selecting = 0 }
      try expectNamed("kindCounts") { $0.arena.kindCounts.marking += 1 }
      try expectNamed("kindCounts") { $0.arena.kindCounts.reordering += 1 }
      try expectNamed("containerDependentNodeCount") { $0.arena.containerDependentNodeCount += 1 }
      try expectNamed("whose run does not hold it") { $0.arena.parents[$0.arena.child(root, 0)] = 3 }
      try expectNamed("priority") { $0.arena.priorities[$0.arena.child(root, 3)] = 0 }
      try expectNamed("container dependence") { $0.arena.traits[$0.arena.child(root, 3)] = [] }
      try expectNamed("guide mask") { $0.arena.guideMasks[root] = 0 }
      try expectNamed("flags") { $0.arena.flags[root] ^= NodeFlags.childrenAreLeaves }
      try expectNamed("flags") { $0.arena.flags[root] ^= NodeFlags.uniformPriority }
      try expectNamed("subtree size") { $0.subtreeSizes[root] += 1 }
      try expectNamed("height") { $0.heights[root] = 1 }
      try expectNamed("used twice") { $0.arena.containerIndex[$0.arena.child(root, 2)] = $0.arena.containerIndex[root] }
      try expectNamed("overlap") { $0.arena.childStart[$0.arena.child(root, 2)] = $0.arena.childStart[root] }
      try expectNamed("not in the edit list") { $0.states[root].insert(.listed) }
      try expectNamed("id") { $0.idsByNode[Int32(root)] = "title" }
      try expectNamed("a role kept for node 999") { $0.rolesByNode[999] = .button }
      try expectNamed("audit annotations kept for node 999") { $0.auditsByNode[999] = NodeAudit(minWidth: 1) }
      try expectNamed("empty audit annotations kept") { $0.auditsByNode[Int32(root)] = NodeAudit() }
    }

    @Test("a compiled tree's preorder packing is checked")
    func compiledPacking() throws {
      let tree = try LayoutTree(Self.root)
      let arena = tree.arena
      let saved = arena.subtreeEnd[1]
      arena.subtreeEnd[1] = saved + 1
      #expect(tree.invariantViolations().contains { $0.contains("subtree ends at") })
      arena.subtreeEnd[1] = saved
      #expect(tree.invariantViolations().isEmpty)
    }
  }
}
