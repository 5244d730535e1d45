import Testing

@testable import FlexLayout

/// Reading a live layout: frames by handle, visibility, selections, what changed, and the reading order.
extension Live {
  @Suite("Reading results")
  struct ResultsTests {
    @Test("frames in root coordinates and relative to the parent, in both directions")
    func frames() throws {
      let tree = LiveTree(
        root: .hstack(
          spacing: 0, [.fixed(width: 50, height: 20).id("a"), .fixed(width: 30, height: 10).id("b").padding(5)]))
      let a = try #require(tree.handle(forID: "a"))
      let b = try #require(tree.handle(forID: "b"))
      let ltr = try tree.layout(proposal: ProposedSize(width: 100, height: 20))
      #expect(ltr.size == Size(width: 90, height: 20))
      #expect(ltr.frame(of: a) == liveRect(0, 0, 50, 20))
      #expect(ltr.frame(of: b) == liveRect(55, 5, 30, 10))
      #expect(ltr.frameInParent(of: b) == liveRect(5, 5, 30, 10))
      #expect(ltr.frameInParent(of: ltr.root) == ltr.frame(of: ltr.root))
      #expect(ltr["b"] == ltr.frame(of: b) && ltr.id(of: b) == "b" && ltr.handle(forID: "b") == b)
      #expect(ltr.parent(of: b).map { ltr.children(of: $0) } == [b])
      #expect(ltr.nodeID(of: b) == ltr.result.ids["b"])
      let rtl = try tree.layout(
        proposal: ProposedSize(width: 100, height: 20), environment: .init(layoutDirection: .rightToLeft))
      #expect(rtl.frame(of: a) == liveRect(40, 0, 50, 20))
      #expect(rtl.frame(of: b) == liveRect(5, 5, 30, 10))
      #expect(rtl.frameInParent(of: b) == liveRect(5, 5, 30, 10))
      #expect(Set(rtl.changedHandles) == [a, try #require(try tree.parent(of: b)), b])
    }

    @Test("visibility and selections follow the chosen branch")
    func visibilityAndSelections() throws {
      let tree = LiveTree(
        root: .viewThatFits(
          in: .horizontal, [.fixed(width: 300, height: 10).id("wide"), .fixed(width: 100, height: 10).id("narrow")]))
      let wide = try #require(tree.handle(forID: "wide"))
      let narrow = try #require(tree.handle(forID: "narrow"))
      let large = try tree.layout(proposal: ProposedSize(width: 400, height: 50))
      #expect(large.isVisible(wide) && !large.isVisible(narrow))
      #expect(large.frame(of: narrow) == .zero)
      #expect(large.selection(of: large.root) == .child(0) && large.selections == [large.root: .child(0)])
      let small = try tree.layout(proposal: ProposedSize(width: 200, height: 50))
      #expect(!small.isVisible(wide) && small.isVisible(narrow))
      #expect(small.selection(of: small.root) == .child(1))
      #expect(Set(small.changedHandles) == [small.root, wide, narrow])
      #expect(small.selection(of: wide) == nil && !small.isVisible(LiveTree().create(.spacer())))
    }

    @Test("changed and departed handles between passes")
    func changes() throws {
      let tree = LiveTree(
        root: .vstack(
          spacing: 0, alignment: .leading, [.text("One").id("one"), .text("Two").id("two"), .text("Three").id("three")])
      )
      let one = try #require(tree.handle(forID: "one"))
      let two = try #require(tree.handle(forID: "two"))
      let three = try #require(tree.handle(forID: "three"))
      let first = try tree.layout(proposal: ProposedSize(width: 200, height: nil))
      #expect(first.changedHandles == first.handles && first.departedHandles.isEmpty)
      // Growing the middle text moves the last one; the first stays put.
      try tree.setText(TextLeaf("Two, now much longer", lineLimit: nil), of: two)
      let second = try tree.layout(proposal: ProposedSize(width: 60, height: nil))
      #expect(!second.changedHandles.contains(one) || first.frame(of: one) != second.frame(of: one))
      #expect(second.changedHandles.contains(two) && second.changedHandles.contains(three))
      try tree.removeFromParent(two)
      let third = try tree.layout(proposal: ProposedSize(width: 60, height: nil))
      #expect(third.departedHandles == [two])
      #expect(third.changedHandles.contains(three) && !third.changedHandles.contains(one))
      try tree.insert(two, into: tree.root!)
      let fourth = try tree.layout(proposal: ProposedSize(width: 60, height: nil))
      #expect(fourth.changedHandles.contains(two) && fourth.departedHandles.isEmpty)
      // A failed pass changes nothing that the next pass compares against.
      try tree.setText(TextLeaf(wordWidths: [-1]), of: two)
      #expect(throws: LiveTreeError.self) { try tree.layout(proposal: ProposedSize(width: 60, height: nil)) }
      try tree.setText(TextLeaf("Two, now much longer", lineLimit: nil), of: two)
      let fifth = try tree.layout(proposal: ProposedSize(width: 60, height: nil))
      #expect(fifth.changedHandles.isEmpty, "same tree and proposal as the last successful pass")
    }

    @Test("rows of overlapping vertical extent, then the leading edge")
    func rowsRule() {
      // A is higher than B but to its right: they overlap vertically, so they share a row, read B then A.
      let frames = [liveRect(100, 0, 20, 10), liveRect(0, 5, 20, 15), liveRect(0, 25, 20, 5), liveRect(50, 20, 10, 5)]
      #expect(LiveLayout.rows([0, 1, 2, 3], frames, rightToLeft: false) == [1, 0, 3, 2])
      #expect(LiveLayout.rows([0, 1, 2, 3], frames, rightToLeft: true) == [0, 1, 3, 2])
      // Equal tops always share a row, even at zero height; ties by child order.
      let flat = [liveRect(10, 0, 0, 0), liveRect(0, 0, 0, 0), liveRect(10, 0, 0, 0)]
      #expect(LiveLayout.rows([0, 1, 2], flat, rightToLeft: false) == [1, 0, 2])
    }

    @Test("reading order: hierarchical, leading to trailing in both directions, spacers and hidden branches left out")
    func readingOrder() throws {
      let row = Node.hstack([
        .fixed(width: 24, height: 24).id("icon"),
        .vstack(alignment: .leading, [.text("Title").id("title"), .text("Subtitle").id("subtitle")]),
        .spacer(),
        .text("09:41").id("time"),
      ])
      let tree = LiveTree(root: .vstack([row, .text("Body text").id("body")]))
      for direction in LayoutDirection.allCases {
        let layout = try tree.layout(
          proposal: ProposedSize(width: 300, height: nil), environment: .init(layoutDirection: direction))
        #expect(
          layout.readingOrder().compactMap(layout.id(of:)) == ["icon", "title", "subtitle", "time", "body"],
          "\(direction)")
      }
      // A flow reads line by line; a hidden branch is skipped.
      let chips = (0..<5).map { Node.text("Chip \($0)").id("chip\($0)") }
      let flowTree = LiveTree(root: .flow(chips))
      let narrow = try flowTree.layout(proposal: ProposedSize(width: 130, height: nil))
      #expect(narrow.readingOrder().compactMap(narrow.id(of:)) == (0..<5).map { "chip\($0)" })
    }

    @Test("reading order after a bucket change in the inbox follows the visible columns")
    func readingOrderAcrossBuckets() throws {
      let tree = LiveTree(root: Examples.inbox(messages: 3))
      let wide = try tree.layout(proposal: ProposedSize(width: 1200, height: 700))
      let wideOrder = wide.readingOrder()
      #expect(wideOrder.allSatisfy { wide.isVisible($0) })
      let sidebar = try #require(wide.handle(forID: "sidebar"))
      let list = try #require(wide.handle(forID: "three-list"))
      func isInside(_ node: NodeHandle, _ ancestor: NodeHandle, _ layout: LiveLayout) -> Bool {
        var current: NodeHandle? = node
        while let next = current {
          if next == ancestor { return true }
          current = layout.parent(of: next)
        }
        return false
      }
      let firstList = try #require(wideOrder.firstIndex { isInside($0, list, wide) })
      let lastSidebar = try #require(wideOrder.lastIndex { isInside($0, sidebar, wide) })
      #expect(lastSidebar < firstList, "the sidebar column is read before the message list")
      let compact = try tree.layout(proposal: ProposedSize(width: 500, height: 700))
      let compactOrder = compact.readingOrder()
      #expect(!compactOrder.contains { isInside($0, sidebar, compact) })
      let compactList = try #require(compact.handle(forID: "compact-list"))
      #expect(compactOrder.allSatisfy { isInside($0, compactList, compact) })
      // Top to bottom: every leaf starts no higher than the row before it ends.
      let tops = compactOrder.compactMap { compact.frame(of: $0)?.y }
      #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 + 17 })
    }
  }
}
