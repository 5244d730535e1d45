import Testing

@testable import FlexLayout

extension Rules {
  /// S16.5: clipped.
  @Suite("Rules: clipped (S16.5)")
  struct ClippedRuleTests {
    /// A row whose middle item is a 150-wide leaf in a 100-wide frame, clipped or not.
    static func row(clipped: Bool) -> Node {
      let frame = Node.fixed(width: 150, height: 40).id("wide").frame(width: 100, height: 20).id("frame")
      return .hstack([
        Node.fixed(width: 30, height: 20).id("a"), clipped ? frame.clipped().id("clip") : frame,
        Node.fixed(width: 30, height: 20).id("c"),
      ])
    }

    @Test("S16.5 clipped keeps every frame: its own is its child's, and the child stays larger than the frame")
    func keepsEveryFrame() throws {
      for width in [0.0, 120, 300] {
        let plain = try layoutBoth(Self.row(clipped: false), proposal(width, 100))
        let clipped = try layoutBoth(Self.row(clipped: true), proposal(width, 100))
        for id in ["a", "c", "frame", "wide"] { #expect(clipped[id] == plain[id], "\(id) at \(width)") }
        #expect(clipped["clip"] == plain["frame"] && clipped.size == plain.size)
        #expect(try #require(clipped["wide"]).width == 150)
      }
      // Transparent to a stack like hidden: a clipped spacer still flexes along the stack's axis, and a clipped
      // child's priority is its child's.
      let spacer = try layoutBoth(
        .hstack(spacing: 0, [Node.spacer().clipped().id("gap"), Node.fixed(width: 10, height: 10)]), proposal(100, 10))
      #expect(spacer["gap"]?.width == 90)
    }

    @Test("S16.5 a clipped node marks itself clipsToBounds, not its subtree; under hidden it is hidden too")
    func marks() throws {
      let result = try layoutBoth(Self.row(clipped: true), proposal(300, 100))
      let marked = result.ids.filter { !result.marks(of: $0.value).isEmpty }.map(\.key)
      #expect(marked == ["clip"])
      #expect(result.marks(of: result.ids["clip"]!) == .clipsToBounds)
      let nested = try layoutBoth(
        Node.fixed(width: 10, height: 10).id("leaf").clipped().id("clip").hidden().id("hidden"), proposal(50, 50))
      #expect(nested.marks(of: nested.ids["hidden"]!) == .hidden)
      #expect(nested.marks(of: nested.ids["clip"]!) == [.hidden, .clipsToBounds])
      #expect(nested.marks(of: nested.ids["leaf"]!) == .hidden)
      #expect(!(try layoutBoth(Self.row(clipped: false), proposal(300, 100))).hasMarks)
    }

    @Test("S16.5 the live tree marks a node that becomes clipped, and stops when it is not")
    func liveMarks() throws {
      let tree = LiveTree(root: Self.row(clipped: false))
      let frame = try #require(tree.handle(forID: "frame"))
      try layoutChecked(tree, ProposedSize(width: 300, height: 100))
      #expect(try tree.marks(of: frame).isEmpty)
      let clip = tree.create(.clipped)
      try tree.replace(frame, with: clip)
      try tree.insert(frame, into: clip)
      try layoutChecked(tree, ProposedSize(width: 300, height: 100))
      #expect(try tree.marks(of: clip) == .clipsToBounds && tree.marks(of: frame).isEmpty)
      try tree.setKind(.hidden, of: clip)
      try layoutChecked(tree, ProposedSize(width: 300, height: 100))
      #expect(try tree.marks(of: clip) == .hidden && tree.marks(of: frame) == .hidden)
    }
  }
}
