import Testing

@testable import FlexLayout

/// A live node's audit annotations (`setRole`, `setAudit`): kept per node, copied in and out with value trees,
/// dropped with the node, and never read by layout.
extension Live {
  @Suite("Audit annotations")
  struct AuditAnnotationTests {
    /// A screen with a button, a clipped subject and an inspector that needs 320 points.
    static let screen = Node.vstack(
      spacing: 8, alignment: .leading,
      [
        Node.text("Send").padding(8).id("send").role(.button).audit(allow: [.targetSize]),
        Node.text("A subject clipped to one line on purpose", lineLimit: 1).id("subject").audit(
          allow: [.textTruncated, .wordOverflow]),
        Node.hstack([.fixed(width: 200, height: 40), .spacer()]).id("inspector").audit(minWidth: 320),
        Node.fixed(width: 20, height: 20).id("plain"),
      ])

    /// The nodes of `node`'s subtree, in preorder.
    static func preorder(_ node: Node) -> [Node] {
      var nodes: [Node] = []
      var pending = [node]
      while let next = pending.popLast() {
        nodes.append(next)
        pending.append(contentsOf: next.children.reversed())
      }
      return nodes
    }

    /// The live handles of `handle`'s subtree, in preorder.
    static func preorder(_ tree: LiveTree, _ handle: NodeHandle) throws -> [NodeHandle] {
      var handles: [NodeHandle] = []
      var pending = [handle]
      while let next = pending.popLast() {
        handles.append(next)
        pending.append(contentsOf: try tree.children(of: next).reversed())
      }
      return handles
    }

    /// Runs `body`, expecting a `LiveTreeError`; returns it.
    func expectError(
      sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(LiveTreeError) -> Void
    ) -> LiveTreeError? {
      do {
        try body()
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
      } catch {
        return error
      }
    }

    @Test("roles and audit annotations are set, read back and cleared; empty annotations are none")
    func settersAndGetters() throws {
      let tree = LiveTree()
      let node = tree.create(.fixed(width: 10, height: 10))
      #expect(try tree.role(of: node) == nil && tree.audit(of: node) == nil)
      try tree.setRole(.button, of: node)
      #expect(try tree.role(of: node) == .button)
      let audit = NodeAudit(minWidth: 320, allow: [.textTruncated, .minWidth])
      try tree.setAudit(audit, of: node)
      #expect(try tree.audit(of: node) == audit)
      // Replaced as a whole.
      try tree.setAudit(NodeAudit(allow: [.overlap]), of: node)
      #expect(try tree.audit(of: node) == NodeAudit(allow: [.overlap]))
      // A minimum width of 0 is a length; an empty audit is none.
      try tree.setAudit(NodeAudit(minWidth: 0), of: node)
      #expect(try tree.audit(of: node)?.minWidth == 0)
      try tree.setAudit(NodeAudit(), of: node)
      #expect(try tree.audit(of: node) == nil)
      try tree.setAudit(audit, of: node)
      try tree.setAudit(nil, of: node)
      try tree.setRole(nil, of: node)
      #expect(try tree.role(of: node) == nil && tree.audit(of: node) == nil)
      #expect(tree.rolesByNode.isEmpty && tree.auditsByNode.isEmpty)
      #expect(tree.invariantViolations().isEmpty, "\(tree.invariantViolations())")
    }

    @Test("an invalid minimum width throws invalidNode naming the node and field, and changes nothing")
    func invalidMinimumWidth() throws {
      let tree = LiveTree(root: Self.screen)
      let inspector = try #require(tree.handle(forID: "inspector"))
      let before = try tree.audit(of: inspector)
      for bad in [Double.nan, -1, -0.5, .infinity, -.infinity] {
        let error = expectError { () throws(LiveTreeError) in
          try tree.setAudit(NodeAudit(minWidth: bad, allow: [.overlap]), of: inspector)
        }
        #expect(error?.code == .invalidNode, "\(bad)")
        #expect(error?.handle == inspector && error?.id == "inspector")
        #expect(error?.path == "/root/children/2/audit/minWidth", "\(String(describing: error))")
        #expect(error?.layoutError?.path == "/root/children/2/audit/minWidth")
        #expect(error?.message.contains("must be a finite length ≥ 0") == true, "\(String(describing: error))")
        #expect(try tree.audit(of: inspector) == before)
      }
      // A detached node: no path, the field's relative path in the validator's error.
      let loose = tree.create(.fixed(width: 1, height: 1))
      let error = expectError { () throws(LiveTreeError) in try tree.setAudit(NodeAudit(minWidth: -3), of: loose) }
      #expect(error?.code == .invalidNode && error?.path == nil && error?.layoutError?.path == "audit/minWidth")
      #expect(error?.description == "(detached) (handle \(loose)): must be a finite length ≥ 0, got -3.0")
      #expect(try tree.audit(of: loose) == nil)
      #expect(tree.invariantViolations().isEmpty, "\(tree.invariantViolations())")
    }

    @Test("a destroyed or foreign handle is invalidHandle for every setter and getter")
    func invalidHandles() throws {
      let tree = LiveTree()
      let doomed = tree.create(.fixed(width: 1, height: 1))
      try tree.remove(doomed)
      let foreign = LiveTree().create(.fixed(width: 1, height: 1))
      for handle in [doomed, foreign] {
        let errors = [
          expectError { () throws(LiveTreeError) in try tree.setRole(.button, of: handle) },
          expectError { () throws(LiveTreeError) in _ = try tree.role(of: handle) },
          expectError { () throws(LiveTreeError) in try tree.setAudit(NodeAudit(minWidth: 1), of: handle) },
          expectError { () throws(LiveTreeError) in _ = try tree.audit(of: handle) },
        ]
        for error in errors { #expect(error?.code == .invalidHandle, "\(String(describing: error))") }
      }
      #expect(tree.rolesByNode.isEmpty && tree.auditsByNode.isEmpty)
    }

    @Test("snapshot() and node(of:) write what LiveTree(root:) copied in and what was set since")
    func snapshotRoundTrip() throws {
      let tree = LiveTree(root: Self.screen)
      let snapshot = try tree.snapshot()
      let original = Self.preorder(Self.screen)
      let copied = Self.preorder(snapshot)
      #expect(copied.count == original.count)
      for (value, copy) in zip(original, copied) {
        #expect(copy.id == value.id && copy.role == value.role && copy.audit == value.audit, "\(value.id ?? "")")
      }
      // Edits show in the next snapshot and in node(of:) of a subtree.
      let plain = try #require(tree.handle(forID: "plain"))
      let send = try #require(tree.handle(forID: "send"))
      try tree.setRole(.button, of: plain)
      try tree.setAudit(NodeAudit(minWidth: 44, allow: [.targetSpacing]), of: plain)
      try tree.setRole(nil, of: send)
      let edited = try tree.snapshot()
      #expect(edited.children[3].role == .button)
      #expect(edited.children[3].audit == NodeAudit(minWidth: 44, allow: [.targetSpacing]))
      #expect(edited.children[0].role == nil && edited.children[0].audit == NodeAudit(allow: [.targetSize]))
      let subtree = try tree.node(of: plain)
      #expect(subtree.role == .button && subtree.audit?.minWidth == 44)
      // The snapshot builds the same live tree again.
      let again = LiveTree(root: edited)
      let handles = try Self.preorder(again, try #require(again.root))
      for (value, handle) in zip(Self.preorder(edited), handles) {
        #expect(try again.role(of: handle) == value.role && again.audit(of: handle) == value.audit)
      }
    }

    @Test("create(from:) copies roles and audit annotations into detached nodes; an empty audit is none")
    func createFromCopies() throws {
      let tree = LiveTree()
      var value = Node.hstack([
        .fixed(width: 10, height: 10).role(.button),
        .fixed(width: 10, height: 10).audit(minWidth: 12.5, allow: [.flicker, .layoutJump]),
        .fixed(width: 10, height: 10).audit(),
      ])
      value.children[2].audit = NodeAudit()
      let top = tree.create(from: value)
      let children = try tree.children(of: top)
      #expect(try tree.role(of: top) == nil && tree.audit(of: top) == nil)
      #expect(try tree.role(of: children[0]) == .button && tree.audit(of: children[0]) == nil)
      #expect(try tree.audit(of: children[1]) == NodeAudit(minWidth: 12.5, allow: [.flicker, .layoutJump]))
      #expect(try tree.role(of: children[1]) == nil)
      #expect(try tree.audit(of: children[2]) == nil)
      #expect(tree.rolesByNode.count == 1 && tree.auditsByNode.count == 1)
      #expect(tree.invariantViolations().isEmpty, "\(tree.invariantViolations())")
    }

    @Test("create(from:) with an invalid minimum width fails the layout as a from-scratch layout does")
    func createFromInvalidMinimumWidth() throws {
      let value = Node.vstack([.fixed(width: 10, height: 10), .fixed(width: 10, height: 10).audit(minWidth: -1)])
      var expected: LayoutError?
      do { try value.validate() } catch { expected = error }
      #expect(expected?.path == "/root/children/1/audit/minWidth")
      let tree = LiveTree(root: value)
      let error = expectError { () throws(LiveTreeError) in
        _ = try tree.layout(proposal: ProposedSize(width: 100, height: 100))
      }
      #expect(error?.code == .invalidNode && error?.path == expected?.path, "\(String(describing: error))")
      #expect(error?.layoutError?.message == expected?.message)
      // Corrected through setAudit, the tree lays out.
      try tree.setAudit(NodeAudit(minWidth: 1), of: try tree.children(of: try #require(tree.root))[1])
      try layoutChecked(tree, ProposedSize(width: 100, height: 100))
    }

    @Test("destroying a node drops its annotations; its reused number starts without any")
    func destroyDrops() throws {
      let tree = LiveTree(root: Self.screen)
      let send = try #require(tree.handle(forID: "send"))
      let inspector = try #require(tree.handle(forID: "inspector"))
      let below = try tree.children(of: inspector)[0]
      try tree.setRole(.button, of: below)
      try tree.setAudit(NodeAudit(minWidth: 100), of: below)
      try tree.remove(inspector)
      try tree.remove(send)
      #expect(!tree.rolesByNode.keys.contains(Int32(below.slotValue)))
      #expect(!tree.auditsByNode.keys.contains(Int32(inspector.slotValue)))
      #expect(tree.rolesByNode.isEmpty, "\(tree.rolesByNode)")
      #expect(tree.auditsByNode.count == 1, "only the subject's: \(tree.auditsByNode)")
      #expect(tree.invariantViolations().isEmpty, "\(tree.invariantViolations())")
      // The freed numbers are handed out again, without the annotations of the nodes that had them.
      let reused = (0..<4).map { _ in tree.create(.fixed(width: 1, height: 1)) }
      #expect(reused.contains { $0.slotValue == below.slotValue })
      for handle in reused { #expect(try tree.role(of: handle) == nil && tree.audit(of: handle) == nil) }
      try layoutChecked(tree, ProposedSize(width: 390, height: 844))
    }

    @Test("setting annotations on a laid-out tree marks nothing: the next layout is identical and reports nothing")
    func layoutIgnoresAnnotations() throws {
      let measured = MeasureContent(idealWidth: 120)
      let root = Node.vstack([
        Node.measured { [measured] in measured.measure($0) }.id("label"),
        Self.screen,
      ])
      let tree = LiveTree(root: root)
      let proposal = ProposedSize(width: 390, height: 844)
      try layoutChecked(tree, proposal)
      let handles = try tree.laidOutNodes()
      let before = try tree.frames(of: handles)
      let placements = try handles.map { try tree.placement(of: $0) }
      let calls = measured.calls
      for (index, handle) in handles.enumerated() {
        try tree.setRole(index % 2 == 0 ? .button : nil, of: handle)
        try tree.setAudit(NodeAudit(minWidth: Double(index), allow: index % 3 == 0 ? [.overlap] : []), of: handle)
        #expect(try !tree.isDirty(handle))
      }
      #expect(tree.dirty.isEmpty)
      let layout = try tree.layout(proposal: proposal)
      #expect(layout.changedHandles.isEmpty && layout.departedHandles.isEmpty)
      #expect(layout.recomputedNodes == 0 && layout.statistics.measureCalls == 0 && measured.calls == calls)
      let after = try tree.frames(of: handles)
      #expect(before.map(\.bits) == after.map(\.bits))
      #expect(try placements.map { $0?.bits } == handles.map { try tree.placement(of: $0)?.bits })
      // The snapshot now carries the annotations, and a from-scratch layout of it agrees bit for bit.
      try layoutChecked(tree, proposal)
      #expect(try tree.audit(of: handles[3]) == NodeAudit(minWidth: 3, allow: [.overlap]))
    }
  }
}

extension Rect {
  /// The bit patterns of the four numbers (so that -0 and +0, and NaNs, compare exactly).
  fileprivate var bits: [UInt64] { [x.bitPattern, y.bitPattern, width.bitPattern, height.bitPattern] }
}
