import Testing

@testable import FlexLayout

/// The editing API: what each edit does, and the clear errors of misuse.
extension Live {
  @Suite("Editing")
  struct EditingTests {
    func expectCode(
      _ code: LiveTreeError.Code, sourceLocation: SourceLocation = #_sourceLocation,
      _ body: () throws(LiveTreeError) -> Void
    ) {
      do {
        try body()
        Issue.record("expected \(code)", sourceLocation: sourceLocation)
      } catch {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
      }
    }

    @Test("building a tree node by node gives the same layout as the value tree")
    func buildByHand() throws {
      let tree = LiveTree()
      let card = tree.create(.vstack(spacing: 4, alignment: .leading), id: "card")
      let title = tree.create(.text("Quarterly report"), id: "title")
      let row = tree.create(.hstack())
      let padding = tree.create(.padding(EdgeInsets(all: 12)))
      try tree.insert(row, into: card)
      try tree.insert(title, into: card, at: 0)
      try tree.insert(tree.create(.fixed(width: 20, height: 20)), into: row)
      try tree.insert(tree.create(.spacer()), into: row)
      try tree.insert(card, into: padding)
      try tree.setRoot(padding)
      let value = Node.vstack(
        spacing: 4, alignment: .leading,
        [.text("Quarterly report").id("title"), .hstack([.fixed(width: 20, height: 20), .spacer()])]
      ).id("card").padding(12)
      let proposal = ProposedSize(width: 300, height: nil)
      _ = try tree.layout(proposal: proposal)
      let expected = try ReferenceSolver.layout(value, proposal: proposal)
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      #expect(try tree.frame(of: title) == expected["title"])
      #expect(try tree.snapshot().count == value.count)
      #expect(try tree.nodeCount == 6 && (tree.attachedNodes().count) == 6)
      #expect(try tree.path(of: title) == "/root/child/children/0")
      #expect(try tree.parent(of: title) == card && tree.children(of: card) == [title, row])
    }

    @Test("create(from:) copies every kind, field, id, priority and scaled length")
    func createFromValueTree() throws {
      for entry in Examples.all {
        let tree = LiveTree(root: entry.root)
        let layout = try tree.layout(proposal: entry.proposal)
        let expected = try ReferenceSolver.layout(entry.root, proposal: entry.proposal)
        #expect(try expected.firstBitDifference(from: (tree.result())) == nil, "\(entry.name)")
        #expect(try (tree.result()).ids == expected.ids, "\(entry.name)")
        #expect(layout.diagnostics == expected.diagnostics, "\(entry.name)")
      }
      let scaled = Node.hstack(spacing: 10, [.fixed(width: 40, height: 10).scaled(.width), .text("Hi")]).scaled(
        .spacing
      )
      .layoutPriority(2)
      let tree = LiveTree(root: scaled)
      let environment = LayoutEnvironment(dynamicTypeSize: .accessibility1)
      _ = try tree.layout(proposal: ProposedSize(width: 300, height: 100), environment: environment)
      let expected = try ReferenceSolver.layout(
        scaled, proposal: ProposedSize(width: 300, height: 100), environment: environment)
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      #expect(try tree.scaledLengths(of: tree.root!) == [.spacing: .body])
      #expect(try tree.layoutPriority(of: tree.root!) == 2)
    }

    @Test("split columns: inserted with widths, moved and detached with their child")
    func splitColumns() throws {
      let tree = LiveTree()
      let split = tree.create(.split(columns: [], dividerWidth: 1))
      try tree.setRoot(split)
      let a = tree.create(.flexible(), id: "a")
      let b = tree.create(.flexible(), id: "b")
      let c = tree.create(.flexible(), id: "c")
      try tree.insertColumn(a, into: split, widths: .init(min: 100, ideal: 150, max: 200))
      try tree.insertColumn(b, into: split, widths: .init(min: 200))
      try tree.insertColumn(c, into: split, at: 0, widths: .init(min: 50, max: 80))
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.insert(tree.create(.flexible()), into: split) }
      try tree.move(c, to: 2)
      guard case .split(let columns, _, _) = try tree.kind(of: split) else {
        throw LiveTreeError(.kindMismatch, message: "")
      }
      #expect(columns.map(\.min) == [100, 200, 50])
      try tree.removeFromParent(b)
      guard case .split(let remaining, _, _) = try tree.kind(of: split) else {
        throw LiveTreeError(.kindMismatch, message: "")
      }
      #expect(remaining.map(\.min) == [100, 50])
      expectCode(.kindMismatch) { () throws(LiveTreeError) in
        try tree.setKind(.split(columns: [.init(min: 1)], dividerWidth: 0, collapsedColumn: 0), of: split)
      }
      _ = try tree.layout(proposal: ProposedSize(width: 600, height: 300))
      let expected = try ReferenceSolver.layout(
        .split(
          [
            SplitColumn(min: 100, ideal: 150, max: 200, .flexible().id("a")),
            SplitColumn(min: 50, max: 80, .flexible().id("c")),
          ],
          dividerWidth: 1),
        proposal: ProposedSize(width: 600, height: 300))
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      #expect(try tree.selection(of: split) == .columns([0, 1]))
      // Moving between splits carries the widths; moving in from elsewhere needs insertColumn.
      let other = tree.create(.split(columns: []))
      try tree.move(c, into: other)
      guard case .split(let moved, _, _) = try tree.kind(of: other) else {
        throw LiveTreeError(.kindMismatch, message: "")
      }
      #expect(moved == [.init(min: 50, max: 80)])
      let stack = tree.create(.hstack())
      try tree.insert(b, into: stack)
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.move(b, into: other) }
    }

    @Test("misuse throws a clear error and changes nothing")
    func misuse() throws {
      let tree = LiveTree()
      let root = tree.create(.vstack(), id: "root")
      let leaf = tree.create(.text("Leaf"), id: "leaf")
      let frame = tree.create(.frame(width: 10))
      try tree.setRoot(root)
      try tree.insert(leaf, into: root)
      try tree.insert(frame, into: root)

      // A second parent, a cycle, a child for a leaf, a second child for a modifier.
      expectCode(.alreadyHasParent) { () throws(LiveTreeError) in try tree.insert(leaf, into: frame) }
      expectCode(.isRoot) { () throws(LiveTreeError) in try tree.move(root, into: frame) }
      let group = tree.create(.hstack())
      let inner = tree.create(.zstack())
      try tree.insert(inner, into: group)
      expectCode(.cycle) { () throws(LiveTreeError) in try tree.insert(group, into: inner) }
      expectCode(.cycle) { () throws(LiveTreeError) in try tree.insert(group, into: group) }
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.insert(group, into: leaf) }
      try tree.insert(group, into: frame)
      expectCode(.cycle) { () throws(LiveTreeError) in try tree.move(frame, into: inner) }
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.insert(tree.create(.spacer()), into: frame) }
      // The root: no removal, no insertion, no parent to leave.
      expectCode(.isRoot) { () throws(LiveTreeError) in try tree.remove(root) }
      expectCode(.isRoot) { () throws(LiveTreeError) in try tree.insert(root, into: inner) }
      expectCode(.isRoot) { () throws(LiveTreeError) in try tree.removeFromParent(root) }
      expectCode(.noParent) { () throws(LiveTreeError) in try tree.removeFromParent(tree.create(.spacer())) }
      expectCode(.noParent) { () throws(LiveTreeError) in try tree.move(root, to: 0) }
      expectCode(.indexOutOfRange) { () throws(LiveTreeError) in try tree.move(leaf, to: 2) }
      expectCode(.indexOutOfRange) { () throws(LiveTreeError) in
        try tree.insert(tree.create(.spacer()), into: root, at: 5)
      }
      // Kind changes that do not fit the children; field setters on the wrong kind.
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.setKind(.fixed(width: 1, height: 1), of: root) }
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.update(root) { $0 = .padding(EdgeInsets()) } }
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.setText(TextLeaf("x"), of: root) }
      expectCode(.kindMismatch) { () throws(LiveTreeError) in try tree.setFrame(width: 1, height: nil, of: leaf) }
      // Destroyed handles and handles of another tree.
      let doomed = tree.create(.vstack())
      let below = tree.create(.spacer())
      try tree.insert(below, into: doomed)
      try tree.remove(doomed)
      #expect(!tree.contains(doomed) && !tree.contains(below))
      expectCode(.invalidHandle) { () throws(LiveTreeError) in try tree.markDirty(below) }
      expectCode(.invalidHandle) { () throws(LiveTreeError) in try tree.insert(doomed, into: root) }
      let reused = tree.create(.spacer())
      #expect(reused != doomed && reused != below, "a reused slot never gives an equal handle")
      expectCode(.invalidHandle) { () throws(LiveTreeError) in _ = try tree.kind(of: below) }
      let stranger = LiveTree().create(.spacer())
      expectCode(.invalidHandle) { () throws(LiveTreeError) in try tree.insert(stranger, into: root) }

      // None of it changed the tree.
      #expect(try tree.children(of: root) == [leaf, frame])
      #expect(try tree.children(of: frame) == [group])
      let layout = try tree.layout(proposal: ProposedSize(width: 200, height: 100))
      let expected = try ReferenceSolver.layout(
        .vstack([.text("Leaf").id("leaf"), .hstack([.zstack([])]).frame(width: 10)]).id("root"),
        proposal: ProposedSize(width: 200, height: 100))
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      #expect(layout.nodeCount == 5)
      #expect(throws: LiveTreeError.self) { try tree.frame(of: doomed) }
      #expect(throws: LiveTreeError.self) { try tree.frame(of: below) }
      #expect(throws: LiveTreeError.self) { try tree.frame(of: stranger) }
      #expect(try tree.frame(of: reused) == nil, "alive, not under the root")
    }

    @Test("errors name the node by handle and JSON Pointer")
    func errorsNameTheNode() throws {
      let tree = LiveTree(root: .vstack([.text("a"), .hstack([.fixed(width: 1, height: 1).id("box")]).padding(4)]))
      let box = try #require(tree.handle(forID: "box"))
      try tree.setKind(.fixed(width: -3, height: 1), of: box)
      do {
        _ = try tree.layout(proposal: ProposedSize(width: 100, height: 100))
        Issue.record("a negative width was accepted")
      } catch {
        #expect(error.code == .invalidNode)
        #expect(error.handle == box && error.id == "box")
        #expect(error.path == "/root/children/1/child/children/0/width")
        #expect(error.description.hasPrefix("/root/children/1/child/children/0/width (handle \(box), id \"box\"): "))
      }
      try tree.setKind(.fixed(width: 3, height: 1), of: box)
      // A modifier left without its child.
      let stack = try #require(try tree.parent(of: box))
      let padding = try #require(try tree.parent(of: stack))
      try tree.removeFromParent(try tree.children(of: padding)[0])
      do {
        _ = try tree.layout(proposal: ProposedSize(width: 100, height: 100))
        Issue.record("a childless padding was accepted")
      } catch {
        #expect(error.code == .missingChild && error.handle == padding && error.path == "/root/children/1")
      }
      try tree.setRoot(nil)
      #expect(throws: LiveTreeError(.noRoot, message: "the tree has no root; use setRoot")) {
        try tree.layout(proposal: ProposedSize(width: 100, height: 100))
      }
      expectCode(.alreadyHasParent) { () throws(LiveTreeError) in try tree.setRoot(padding) }
      try tree.removeFromParent(padding)
      try tree.setRoot(padding)
      try tree.insert(tree.create(.spacer()), into: padding)
      do {
        _ = try tree.layout(proposal: ProposedSize(width: -1, height: 100))
        Issue.record("a negative proposal was accepted")
      } catch {
        #expect(error.code == .invalidProposal && error.handle == nil && error.path == "/proposal/width")
      }
      // A detached node has no path; its errors say so.
      let loose = tree.create(.vstack())
      do {
        try tree.insert(loose, into: box)
        Issue.record("a child for a leaf was accepted")
      } catch {
        #expect(error.path == nil && error.handle == box && error.description.hasPrefix("(detached) (handle"))
      }
    }

    @Test("a tree at the depth limit, built top-down or bottom-up, lays out; edits cost O(1) each")
    func deepestTree() throws {
      for topDown in [true, false] {
        let tree = LiveTree()
        if topDown {
          var parent = tree.create(.padding(EdgeInsets(all: 1)))
          try tree.setRoot(parent)
          for _ in 0..<(Node.maximumDepth - 2) {
            let padding = tree.create(.padding(EdgeInsets(all: 1)))
            try tree.insert(padding, into: parent)
            parent = padding
          }
          try tree.insert(tree.create(.fixed(width: 1, height: 1)), into: parent)
        } else {
          var node = tree.create(.fixed(width: 1, height: 1))
          for _ in 0..<(Node.maximumDepth - 1) {
            let padding = tree.create(.padding(EdgeInsets(all: 1)))
            try tree.insert(node, into: padding)
            node = padding
          }
          try tree.setRoot(node)
        }
        let layout = try tree.layout(proposal: ProposedSize(width: 10_000, height: 10_000))
        let side = Double(2 * (Node.maximumDepth - 1) + 1)
        #expect(layout.size == Size(width: side, height: side))
        #expect(try (tree.readingOrder()).count == 1)
      }
    }

    @Test("a tree deeper than the limit fails with an error, not a crash")
    func tooDeep() throws {
      let tree = LiveTree()
      var node = tree.create(.fixed(width: 1, height: 1))
      for _ in 0..<(Node.maximumDepth + 10) {
        let padding = tree.create(.padding(EdgeInsets(all: 1)))
        try tree.insert(node, into: padding)
        node = padding
      }
      try tree.setRoot(node)
      do {
        _ = try tree.layout(proposal: ProposedSize(width: 100, height: 100))
        Issue.record("an over-deep tree was accepted")
      } catch {
        #expect(error.code == .invalidNode && error.message.contains("deeper"))
      }
    }

    @Test("replace puts a node in another's place; wrapping in a modifier")
    func replaceAndWrap() throws {
      let tree = LiveTree(root: .hstack([.text("Title").id("title"), .fixed(width: 10, height: 10)]))
      let title = try #require(tree.handle(forID: "title"))
      let padding = tree.create(.padding(EdgeInsets(all: 8)))
      try tree.replace(title, with: padding)
      try tree.insert(title, into: padding)
      let expected = Node.hstack([.text("Title").id("title").padding(8), .fixed(width: 10, height: 10)])
      _ = try tree.layout(proposal: ProposedSize(width: 300, height: 50))
      #expect(
        try ReferenceSolver.layout(expected, proposal: ProposedSize(width: 300, height: 50))
          .firstBitDifference(from: (try tree.result())) == nil)
      #expect(try tree.parent(of: title) == padding)
      // Replacing the root sets a new root.
      let other = tree.create(.text("Other"))
      let oldRoot = try #require(tree.root)
      try tree.replace(oldRoot, with: other)
      #expect(tree.root == other && tree.contains(oldRoot))
      expectCode(.cycle) { () throws(LiveTreeError) in try tree.replace(title, with: oldRoot) }
    }

    @Test("insert's error-free path inserts exactly when its checks that word errors let it, and alike")
    func insertIfAllowedAgreesWithInsert() throws {
      // Every (child, parent, index) over nodes of every family and state: attached, detached, the root, a
      // removed node, another tree's node, a modifier with and without its child, a decorated node with one
      // and two children, a split, a leaf, and a parent inside the child's subtree. Two twin trees take the
      // same edit, one through each path.
      let foreign = LiveTree().create(.spacer())
      func build() throws -> (LiveTree, [NodeHandle]) {
        let tree = LiveTree()
        let root = tree.create(.vstack())
        try tree.setRoot(root)
        let row = tree.create(.hstack())
        let leaf = tree.create(.fixed(width: 10, height: 10))
        let emptyPadding = tree.create(.padding(EdgeInsets(all: 4)))
        let fullPadding = tree.create(.padding(EdgeInsets(all: 4)))
        let background = tree.create(.background())
        let split = tree.create(.split(columns: [], dividerWidth: 1))
        let detachedStack = tree.create(.zstack())
        let detachedLeaf = tree.create(.spacer())
        let removed = tree.create(.spacer())
        try tree.remove(removed)
        try tree.insert(row, into: root)
        try tree.insert(leaf, into: row)
        try tree.insert(fullPadding, into: row)
        try tree.insert(tree.create(.spacer()), into: fullPadding)
        try tree.insert(background, into: root)
        try tree.insert(tree.create(.spacer()), into: background)
        try tree.insert(tree.create(.fixed(width: 1, height: 1)), into: detachedStack)
        let nodes = [
          root, row, leaf, emptyPadding, fullPadding, background, split, detachedStack, detachedLeaf, removed,
          foreign,
        ]
        return (tree, nodes)
      }
      var allowed = 0
      let count = try build().1.count
      for child in 0..<count {
        for parent in 0..<count {
          for index in [nil, -1, 0, 1, 2, 9] as [Int?] {
            let (fast, fastNodes) = try build()
            let (checked, checkedNodes) = try build()
            let inserted = fast.insertIfAllowed(fastNodes[child], into: fastNodes[parent], at: index)
            let succeeded =
              (try? checked.insertChecked(checkedNodes[child], into: checkedNodes[parent], at: index)) != nil
            #expect(inserted == succeeded, "child \(child), parent \(parent), index \(String(describing: index))")
            #expect(fast.invariantViolations().isEmpty)
            // Same structure after the edit: every node's children, by node number, and the root.
            for node in 0..<count {
              #expect(
                (try? fast.children(of: fastNodes[node]).map(\.slot))
                  == (try? checked.children(of: checkedNodes[node]).map(\.slot)),
                "node \(node) after child \(child), parent \(parent), index \(String(describing: index))")
            }
            #expect(fast.root?.slot == checked.root?.slot)
            if inserted { allowed += 1 }
          }
        }
      }
      // The cases are not all refusals: each detached node into the containers and the childless modifiers.
      #expect(allowed > 20)
    }
  }
}
