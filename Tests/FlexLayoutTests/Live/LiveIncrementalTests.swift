import Testing

@testable import FlexLayout

/// Targeted incremental cases: what an edit recomputes, and the contexts that a subtree's answers depend on.
extension Live {
  @Suite("Incremental relayout")
  struct IncrementalTests {
    @Test("an edit recomputes only the edited node and its ancestors")
    func editRecomputesOnlyItsPath() throws {
      let rows = (0..<40).map { index in
        Node.hstack([.fixed(width: 20, height: 20), .text("Mailbox \(index)"), .spacer()])
      }
      let tree = LiveTree(
        root: .hstack(spacing: 0, [.vstack(spacing: 0, rows).frame(width: 240), .text("Subject").id("subject")]))
      let proposal = ProposedSize(width: 800, height: 900)
      let first = try layoutChecked(tree, proposal)
      #expect(first.recomputedNodes == first.nodeCount)
      #expect(try first.changedHandles == tree.attachedNodes())

      // No edit: nothing is recomputed and nothing changes.
      let again = try layoutChecked(tree, proposal)
      #expect(again.recomputedNodes == 0 && again.changedHandles.isEmpty && again.departedHandles.isEmpty)

      let subject = try #require(tree.handle(forID: "subject"))
      try tree.setText(TextLeaf("A much longer subject line"), of: subject)
      // Only the edited node is marked; what it reaches is found at the next layout.
      #expect(try tree.isDirty(subject) && !tree.isDirty(tree.root!))
      let sidebar = try tree.children(of: tree.root!)[0]
      #expect(try !tree.isDirty(sidebar))
      let edited = try layoutChecked(tree, proposal)
      #expect(edited.recomputedNodes == 2, "all but the text and the root kept their answers")
      let fresh = try LayoutEngine(tree.snapshot()).layout(proposal: proposal)
      #expect(edited.statistics.sizeComputations < fresh.statistics.sizeComputations / 4)
      #expect(edited.changedHandles == [tree.root!, subject].filter { edited.changedHandles.contains($0) })
      #expect(edited.changedHandles.contains(subject))
      #expect(try !tree.isDirty(subject))
    }

    @Test("a subtree moved to a stack of the other axis recomputes its spacers' orientation")
    func spacerOrientationFollowsTheNewStack() throws {
      let tree = LiveTree()
      let root = tree.create(.zstack())
      let row = tree.create(.hstack(spacing: 0))
      let column = tree.create(.vstack(spacing: 0))
      try tree.setRoot(root)
      try tree.insert(row, into: root)
      try tree.insert(column, into: root)
      // Padding around a spacer: the padding's answers (cached) depend on the spacer's orientation.
      let padded = tree.create(.padding(EdgeInsets(all: 2)))
      try tree.insert(tree.create(.spacer(minLength: 10)), into: padded)
      let framed = tree.create(.aspectRatio(2, contentMode: .fit))
      try tree.insert(tree.create(.spacer(minLength: 10)), into: framed)
      try tree.insert(padded, into: row)
      try tree.insert(tree.create(.fixed(width: 30, height: 30)), into: row)
      try tree.insert(framed, into: row)
      let proposal = ProposedSize(width: 300, height: 200)
      try layoutChecked(tree, proposal)
      try tree.move(padded, into: column)
      try layoutChecked(tree, proposal)
      try tree.move(framed, into: column, at: 0)
      try layoutChecked(tree, proposal)
      // Flipping the stack's axis in place: the children are clean, their context is not.
      try tree.update(column) { $0 = .hstack(spacing: 0) }
      try layoutChecked(tree, proposal)
      try tree.update(column) { $0 = .zstack() }
      try layoutChecked(tree, proposal)
    }

    @Test("container-relative frames moved into and out of scroll views")
    func containerContextFollowsTheNewScroll() throws {
      let tree = LiveTree()
      let root = tree.create(.hstack())
      let scroll = tree.create(.scroll(.horizontal))
      let inner = tree.create(.hstack())
      try tree.setRoot(root)
      try tree.insert(scroll, into: root)
      try tree.insert(inner, into: scroll)
      let relative = tree.create(
        .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal, count: 3, span: 2, spacing: 8)))
      try tree.insert(tree.create(.flexible()), into: relative)
      let card = tree.create(.padding(EdgeInsets(all: 4)))
      try tree.insert(relative, into: card)
      try tree.insert(card, into: root)
      try tree.insert(tree.create(.fixed(width: 40, height: 20)), into: inner)
      for width in [300.0, 500] { try layoutChecked(tree, ProposedSize(width: width, height: 100)) }
      try tree.move(card, into: inner)
      for width in [300.0, 500] { try layoutChecked(tree, ProposedSize(width: width, height: 100)) }
      try tree.move(card, into: root, at: 0)
      try layoutChecked(tree, ProposedSize(width: 300, height: 100))
    }

    @Test("an id change keeps every cached answer")
    func idChangesKeepCaches() throws {
      let tree = LiveTree(root: .vstack([.text("One"), .text("Two"), .hstack([.text("Three"), .spacer()])]))
      let proposal = ProposedSize(width: 200, height: nil)
      let first = try layoutChecked(tree, proposal)
      let leaf = try tree.attachedNodes()[2]
      try tree.setID("two", of: leaf)
      #expect(try !tree.isDirty(leaf))
      let second = try layoutChecked(tree, proposal)
      #expect(second.recomputedNodes == 0)
      #expect(
        second.statistics.sizeComputations == 0
          || second.statistics.sizeComputations < first.statistics.sizeComputations)
      #expect(try tree.handle(forID: "two") == leaf && tree.id(of: leaf) == "two")
      #expect(second.changedHandles.isEmpty)
    }

    @Test("scaled lengths after edits at a Dynamic Type size other than large")
    func scaledLengthsAfterEdits() throws {
      let tree = LiveTree(
        root: .vstack(
          spacing: 10, [.fixed(width: 40, height: 10).scaled(.width).id("icon"), .text("Caption").id("caption")]
        )
        .scaled(.spacing, relativeTo: .caption))
      let small = LayoutEnvironment(dynamicTypeSize: .xSmall)
      let large = LayoutEnvironment(dynamicTypeSize: .accessibility2)
      try layoutChecked(tree, ProposedSize(width: 300, height: nil), small)
      let caption = try #require(tree.handle(forID: "caption"))
      try tree.setText(TextLeaf("A longer caption"), of: caption)
      try layoutChecked(tree, ProposedSize(width: 300, height: nil), small)
      try layoutChecked(tree, ProposedSize(width: 300, height: nil), large)
      // A tree without scaled lengths at another size, then one of its lengths starts scaling.
      let plain = LiveTree(
        root: .hstack(spacing: 6, [.text("One").id("one"), .fixed(width: 20, height: 20).id("box")]))
      try layoutChecked(plain, ProposedSize(width: 200, height: nil), large)
      try plain.setText(TextLeaf("One more"), of: try #require(plain.handle(forID: "one")))
      try layoutChecked(plain, ProposedSize(width: 200, height: nil), large)
      try plain.setScaledLengths([.width: .title], of: try #require(plain.handle(forID: "box")))
      try layoutChecked(plain, ProposedSize(width: 200, height: nil), large)
      try layoutChecked(plain, ProposedSize(width: 200, height: nil), small)
    }

    @Test("a Dynamic Type change after an edit lays out like a fresh tree")
    func dynamicTypeAfterEdit() throws {
      let tree = LiveTree(root: Examples.inbox(messages: 4))
      try layoutChecked(tree, ProposedSize(width: 1000, height: 700))
      let title = try #require(tree.handle(forID: "three-detail-title"))
      try tree.setText(TextLeaf("Re: a new subject", charWidth: 7), of: title)
      try layoutChecked(
        tree, ProposedSize(width: 1000, height: 700), LayoutEnvironment(dynamicTypeSize: .accessibility3))
      try layoutChecked(tree, ProposedSize(width: 700, height: 700))
    }
  }
}
