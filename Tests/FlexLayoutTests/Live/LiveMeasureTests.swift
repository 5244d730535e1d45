import Testing

@testable import FlexLayout

/// The measure-callback contract of Docs/Embedding.md: when a measured leaf is asked, how often, how its
/// answers are cached, and what happens to bad answers and errors.
extension Live {
  @Suite("Measure callbacks")
  struct MeasureTests {
    struct Refusal: Error {}

    /// A tree with one measured leaf deep inside stacks of both axes, so that it is probed at many proposals.
    static func nestedTree(_ content: MeasureContent) -> (LiveTree, NodeHandle) {
      let tree = LiveTree()
      let leaf = tree.create(content.kind, id: "leaf")
      let root = tree.create(
        from: .vstack([
          .hstack([
            .text("Label"), .vstack([.hstack([.spacer(), .fixed(width: 30, height: 10)]).id("slot")]), .flexible(),
          ]),
          .text("Footer with a few words"),
        ]))
      try? tree.setRoot(root)
      let slot = tree.handle(forID: "slot")!
      try? tree.insert(leaf, into: slot, at: 1)
      return (tree, leaf)
    }

    @Test("called during layout only, at most once per distinct proposal in a pass; counted in the statistics")
    func callsPerPass() throws {
      let content = MeasureContent(idealWidth: 140)
      let (tree, _) = Self.nestedTree(content)
      #expect(content.calls == 0, "creating and inserting calls nothing")
      for width in [400.0, 90, 260, 0, 1000] {
        content.proposals = []
        let before = content.calls
        let layout = try tree.layout(proposal: ProposedSize(width: width, height: 300))
        #expect(layout.statistics.measureCalls == content.calls - before)
        #expect(Set(content.proposals).count == content.proposals.count, "width \(width): \(content.proposals)")
        let expected = try ReferenceSolver.layout(tree.snapshot(), proposal: ProposedSize(width: width, height: 300))
        #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      }
    }

    @Test("at most once per distinct proposal per pass even when a leaf is probed at many proposals")
    func manyProposalsPerPass() throws {
      // Stacks of alternating axes around the leaf: it is asked far more distinct proposals in one pass than
      // the engine's per-node cache holds.
      let content = MeasureContent(idealWidth: 140)
      let tree = LiveTree()
      var node = tree.create(content.kind)
      for depth in 0..<8 {
        let stack = tree.create(depth % 2 == 0 ? .hstack() : .vstack())
        let words = tree.create(.text("Label \(depth) with a few words"))
        try tree.insert(words, into: stack)
        try tree.insert(node, into: stack, at: depth % 2)
        try tree.insert(tree.create(depth % 2 == 0 ? .flexible(FlexibleLeaf(maxWidth: 50)) : .spacer()), into: stack)
        node = stack
      }
      try tree.setRoot(node)
      var most = 0
      for width in stride(from: 0.0, through: 1000, by: 37) {
        content.proposals = []
        let layout = try tree.layout(proposal: ProposedSize(width: width, height: 600))
        #expect(Set(content.proposals).count == content.proposals.count, "width \(width)")
        #expect(layout.statistics.measureCalls == content.proposals.count)
        most = Swift.max(most, content.proposals.count)
        let expected = try ReferenceSolver.layout(tree.snapshot(), proposal: ProposedSize(width: width, height: 600))
        #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      }
      #expect(most > 8, "the leaf should be asked more proposals in a pass than its engine cache holds")
    }

    @Test("answers are cached per exact proposal across passes until the leaf is marked dirty")
    func cachedUntilDirty() throws {
      let content = MeasureContent(idealWidth: 140)
      let (tree, leaf) = Self.nestedTree(content)
      let proposal = ProposedSize(width: 300, height: 300)
      let first = try tree.layout(proposal: proposal)
      #expect(first.statistics.measureCalls > 0)
      #expect(try tree.layout(proposal: proposal).statistics.measureCalls == 0)

      // The content changes but the host does not say so: the cached answers stand (stale, by contract).
      content.idealWidth = 40
      let stale = try tree.layout(proposal: proposal)
      #expect(stale.statistics.measureCalls == 0)
      #expect(try tree.frame(of: leaf) == tree.frame(of: leaf))

      // An unrelated edit elsewhere keeps the leaf's cached answers too.
      let footer = try tree.children(of: tree.root!)[1]
      try tree.setText(TextLeaf("Another footer"), of: footer)
      #expect(try tree.layout(proposal: proposal).statistics.measureCalls == 0)

      try tree.markDirty(leaf)
      let fresh = try tree.layout(proposal: proposal)
      #expect(fresh.statistics.measureCalls > 0)
      #expect(fresh.changedHandles.contains(leaf))
      let expected = try ReferenceSolver.layout(tree.snapshot(), proposal: proposal)
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      #expect(try tree.frame(of: leaf)?.width == 40)
    }

    @Test("replacing the function drops the old answers")
    func setMeasureDropsAnswers() throws {
      let content = MeasureContent(idealWidth: 140)
      let (tree, leaf) = Self.nestedTree(content)
      let proposal = ProposedSize(width: 300, height: 300)
      _ = try tree.layout(proposal: proposal)
      try tree.setMeasure({ _ in Size(width: 12, height: 34) }, of: leaf)
      _ = try tree.layout(proposal: proposal)
      #expect(try tree.frame(of: leaf)?.size == Size(width: 12, height: 34))
      #expect(throws: LiveTreeError.self) { try tree.setMeasure({ _ in .zero }, of: tree.root!) }
    }

    @Test(
      "NaN, negative and infinite answers fail the layout naming the leaf, and are never cached",
      arguments: [
        Size(width: .nan, height: 10), Size(width: 10, height: -1), Size(width: 10, height: .infinity),
        Size(width: -0.5, height: .nan),
      ])
    func badAnswers(bad: Size) throws {
      let content = MeasureContent(idealWidth: 140)
      let (tree, leaf) = Self.nestedTree(content)
      let proposal = ProposedSize(width: 300, height: 300)
      _ = try tree.layout(proposal: proposal)
      let answer = Answer(bad)
      try tree.setMeasure({ proposal in try answer.measure(proposal) }, of: leaf)
      do {
        _ = try tree.layout(proposal: proposal)
        Issue.record("a bad answer was accepted")
      } catch {
        #expect(error.code == .layoutFailed)
        #expect(error.handle == leaf)
        #expect(error.id == "leaf")
        #expect(error.path == "/root/children/0/children/1/children/0/children/1")
        #expect(try error.path == tree.path(of: leaf))
        #expect(error.description.contains("handle \(leaf)"))
      }
      // The host fixes its content; without marking anything dirty the next layout asks again.
      answer.value = nil
      let fixed = try tree.layout(proposal: proposal)
      #expect(fixed.statistics.measureCalls > 0)
      let expected = try ReferenceSolver.layout(tree.snapshot(), proposal: proposal)
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
      #expect(try tree.frame(of: leaf)?.size == Size(width: 30, height: 17))
    }

    @Test("a throwing measure function fails the layout naming the leaf; the next layout asks again")
    func throwingMeasure() throws {
      let content = MeasureContent(idealWidth: 140)
      let (tree, leaf) = Self.nestedTree(content)
      let answer = Answer(nil)
      answer.fails = true
      try tree.setMeasure({ proposal in try answer.measure(proposal) }, of: leaf)
      do {
        _ = try tree.layout(proposal: ProposedSize(width: 300, height: 300))
        Issue.record("the error was swallowed")
      } catch {
        #expect(error.code == .layoutFailed && error.handle == leaf)
        #expect(error.message.contains("Refusal"))
        #expect(error.layoutError?.path == error.path)
      }
      answer.fails = false
      _ = try tree.layout(proposal: ProposedSize(width: 300, height: 300))
      let expected = try ReferenceSolver.layout(tree.snapshot(), proposal: ProposedSize(width: 300, height: 300))
      #expect(try expected.firstBitDifference(from: (tree.result())) == nil)
    }

    @Test("an infinite answer is allowed on an axis proposed infinity")
    func infiniteProbeAnswers() throws {
      let tree = LiveTree()
      let stack = tree.create(.hstack())
      // Like a Color: takes any width offered, infinity included.
      let greedy = tree.create(.measured(MeasuredLeaf { proposal in Size(width: proposal.width ?? 10, height: 20) }))
      try tree.setRoot(stack)
      try tree.insert(greedy, into: stack)
      try tree.insert(tree.create(.fixed(width: 50, height: 20)), into: stack)
      _ = try tree.layout(proposal: ProposedSize(width: 200, height: 100))
      #expect(try tree.frame(of: greedy) == liveRect(0, 0, 142, 20))
      // At the root under an infinite proposal the frame itself would be infinite: an error, not a crash.
      try tree.setRoot(nil)
      try tree.removeFromParent(greedy)
      try tree.setRoot(greedy)
      #expect(throws: LiveTreeError.self) { try tree.layout(proposal: ProposedSize(width: .infinity, height: 10)) }
    }
  }
}

/// A measure function's answer that the test can break and repair: `value` when set, else 30 × 17; or a
/// thrown error.
final class Answer: @unchecked Sendable {
  var value: Size?
  var fails = false

  init(_ value: Size?) { self.value = value }

  func measure(_ proposal: ProposedSize) throws -> Size {
    if fails { throw Live.MeasureTests.Refusal() }
    return value ?? Size(width: 30, height: 17)
  }
}
