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
      #expect(try tree.frame(of: a) == liveRect(0, 0, 50, 20))
      #expect(try tree.frame(of: b) == liveRect(55, 5, 30, 10))
      #expect(try tree.frameInParent(of: b) == liveRect(5, 5, 30, 10))
      #expect(try tree.frameInParent(of: tree.root!) == tree.frame(of: tree.root!))
      #expect(try (tree.frame(id: "b")) == tree.frame(of: b) && tree.id(of: b) == "b" && tree.handle(forID: "b") == b)
      #expect(try tree.parent(of: b).map { try tree.children(of: $0) } == [b])
      #expect(try tree.result().ids["b"] == NodeID(3))
      let rtl = try tree.layout(
        proposal: ProposedSize(width: 100, height: 20), environment: .init(layoutDirection: .rightToLeft))
      #expect(try tree.frame(of: a) == liveRect(40, 0, 50, 20))
      #expect(try tree.frame(of: b) == liveRect(5, 5, 30, 10))
      #expect(try tree.frameInParent(of: b) == liveRect(5, 5, 30, 10))
      let padding = try #require(try tree.parent(of: b))
      // A change of direction moves every placement: each is mirrored in its parent's width.
      #expect(Set(rtl.changedHandles) == [tree.root!, a, padding, b])
      #expect(try tree.placement(of: a) == liveRect(40, 0, 50, 20))
      #expect(try tree.placement(of: b) == liveRect(5, 5, 30, 10))
      // Right to left, what counts is the mirrored placement: a sibling that widens moves the padding's
      // left-to-right x (50 → 70) but not its mirrored one (0), so only the root and the sibling are reported.
      try tree.setKind(.fixed(width: 70, height: 20), of: a)
      let widened = try tree.layout(
        proposal: ProposedSize(width: 100, height: 30), environment: .init(layoutDirection: .rightToLeft))
      #expect(Set(widened.changedHandles) == [tree.root!, a])
      #expect(try tree.placement(of: padding) == liveRect(0, 0, 40, 20))
      #expect(try tree.frame(of: b) == liveRect(5, 5, 30, 10))
      // Left to right again: every placement changes.
      let back = try tree.layout(proposal: ProposedSize(width: 100, height: 30))
      #expect(Set(back.changedHandles) == [tree.root!, a, padding, b])
      #expect(try tree.placement(of: padding) == liveRect(70, 0, 40, 20))
    }

    @Test("visibility and selections follow the chosen branch")
    func visibilityAndSelections() throws {
      let tree = LiveTree(
        root: .viewThatFits(
          in: .horizontal, [.fixed(width: 300, height: 10).id("wide"), .fixed(width: 100, height: 10).id("narrow")]))
      let wide = try #require(tree.handle(forID: "wide"))
      let narrow = try #require(tree.handle(forID: "narrow"))
      let large = try tree.layout(proposal: ProposedSize(width: 400, height: 50))
      #expect(try tree.isVisible(wide) && !tree.isVisible(narrow))
      #expect(try tree.frame(of: narrow) == .zero)
      #expect(try tree.selection(of: tree.root!) == .child(0) && large.size == Size(width: 300, height: 10))
      let small = try tree.layout(proposal: ProposedSize(width: 200, height: 50))
      #expect(try !tree.isVisible(wide) && tree.isVisible(narrow))
      #expect(try tree.selection(of: tree.root!) == .child(1))
      // The hidden child departs (the renderer drops its layer); the shown one comes.
      #expect(Set(small.changedHandles) == [tree.root!, narrow] && small.departedHandles == [wide])
      #expect(try tree.placement(of: wide) == nil && tree.placement(of: narrow) == liveRect(0, 0, 100, 10))
      #expect(try tree.selection(of: wide) == nil)
      #expect(throws: LiveTreeError.self, "a handle of another tree") {
        try tree.isVisible(LiveTree().create(.spacer()))
      }
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
      #expect(try first.changedHandles == (tree.attachedNodes()) && first.departedHandles.isEmpty)
      // Growing the middle text moves the last one; the first stays put.
      try tree.setText(TextLeaf("Two, now much longer", lineLimit: nil), of: two)
      let second = try tree.layout(proposal: ProposedSize(width: 60, height: nil))
      #expect(try !second.changedHandles.contains(one) || tree.frame(of: one) != tree.frame(of: one))
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
      #expect(LiveTree.rows([0, 1, 2, 3], frames, rightToLeft: false) == [1, 0, 3, 2])
      #expect(LiveTree.rows([0, 1, 2, 3], frames, rightToLeft: true) == [0, 1, 3, 2])
      // Equal tops always share a row, even at zero height; ties by child order.
      let flat = [liveRect(10, 0, 0, 0), liveRect(0, 0, 0, 0), liveRect(10, 0, 0, 0)]
      #expect(LiveTree.rows([0, 1, 2], flat, rightToLeft: false) == [1, 0, 2])
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
        _ = try tree.layout(
          proposal: ProposedSize(width: 300, height: nil), environment: .init(layoutDirection: direction))
        let ids = try tree.readingOrder().map { try tree.id(of: $0) }
        #expect(ids == ["icon", "title", "subtitle", "time", "body"], "\(direction)")
      }
      // A flow reads line by line; a hidden branch is skipped.
      let chips = (0..<5).map { Node.text("Chip \($0)").id("chip\($0)") }
      let flowTree = LiveTree(root: .flow(chips))
      _ = try flowTree.layout(proposal: ProposedSize(width: 130, height: nil))
      let chipIDs = try flowTree.readingOrder().map { try flowTree.id(of: $0) }
      #expect(chipIDs == (0..<5).map { "chip\($0)" })
    }

    @Test("reading order after a bucket change in the inbox follows the visible columns")
    func readingOrderAcrossBuckets() throws {
      let tree = LiveTree(root: Examples.inbox(messages: 3))
      let wide = try tree.layout(proposal: ProposedSize(width: 1200, height: 700))
      let wideOrder = (try tree.readingOrder())
      #expect(try wideOrder.allSatisfy { try tree.isVisible($0) })
      let sidebar = try #require(tree.handle(forID: "sidebar"))
      let list = try #require(tree.handle(forID: "three-list"))
      func isInside(_ node: NodeHandle, _ ancestor: NodeHandle, _ layout: LiveLayout) -> Bool {
        var current: NodeHandle? = node
        while let next = current {
          if next == ancestor { return true }
          current = (try? tree.parent(of: next)) ?? nil
        }
        return false
      }
      let firstList = try #require(wideOrder.firstIndex { isInside($0, list, wide) })
      let lastSidebar = try #require(wideOrder.lastIndex { isInside($0, sidebar, wide) })
      #expect(lastSidebar < firstList, "the sidebar column is read before the message list")
      let compact = try tree.layout(proposal: ProposedSize(width: 500, height: 700))
      let compactOrder = (try tree.readingOrder())
      #expect(!compactOrder.contains { isInside($0, sidebar, compact) })
      let compactList = try #require(tree.handle(forID: "compact-list"))
      #expect(compactOrder.allSatisfy { isInside($0, compactList, compact) })
      // Top to bottom: every leaf starts no higher than the row before it ends.
      let tops = compactOrder.compactMap { ((try? tree.frame(of: $0)) ?? nil)?.y }
      #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 + 17 })
    }

    @Test("S16.3: isHidden follows the tree as it is edited, without a layout; hidden nodes keep their frames")
    func hiddenFollowsEdits() throws {
      let tree = LiveTree(
        root: .vstack([
          Node.hstack([Node.fixed(width: 10, height: 10).id("leaf")]).id("row"), .fixed(width: 5, height: 5),
        ]))
      _ = try tree.layout(proposal: ProposedSize(width: 100, height: 100))
      let leaf = try #require(tree.handle(forID: "leaf"))
      let row = try #require(tree.handle(forID: "row"))
      let before = try tree.frame(of: leaf)
      #expect(try !tree.isHidden(leaf))
      let hider = tree.create(.hidden)
      try tree.replace(row, with: hider)
      try tree.insert(row, into: hider)
      #expect(try tree.isHidden(leaf) && tree.isHidden(row) && tree.isHidden(hider))
      _ = try tree.layout(proposal: ProposedSize(width: 100, height: 100))
      #expect(try tree.frame(of: leaf) == before)
      try tree.setKind(.offset(x: 0, y: 0), of: hider)
      #expect(try !tree.isHidden(leaf))
    }
  }
}
