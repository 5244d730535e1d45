import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// Switching a live container's layout in place (SwiftUI's `AnyLayout`): `setKind` changes an hstack into a
/// vstack, a zstack or a flow without touching its children, whose handles stay; switching back restores
/// every frame, bit for bit, and the children's subtrees keep their cached answers.
@Suite("Live: switching a container's layout in place")
struct LiveKindSwitchTests {
  /// Two blocks of text under frames, in a container whose kind the test switches.
  static func blocks() -> Node {
    .hstack(
      spacing: 24, alignment: .top,
      [
        .vstack(spacing: 8, alignment: .leading, [.text("Summary"), .text("Revenue grew 12 % over the quarter.")])
          .frame(minWidth: 280, maxWidth: .infinity, alignment: .topLeading).id("summary"),
        .vstack(spacing: 8, alignment: .leading, [.text("Details"), .text("Most of the growth came from Europe.")])
          .frame(minWidth: 320, maxWidth: .infinity, alignment: .topLeading).id("details"),
      ]
    ).id("blocks")
  }

  static func frames(_ tree: LiveTree, _ handles: [NodeHandle]) throws -> [Rect?] {
    try handles.map { try tree.frame(of: $0) }
  }

  @Test("hstack → vstack → zstack → flow → hstack: handles stay and the first frames come back bit for bit")
  func switchingAndBackRestoresFrames() throws {
    let tree = LiveTree(root: Self.blocks())
    let container = try #require(tree.handle(forID: "blocks"))
    let children = try tree.children(of: container)
    var all: [NodeHandle] = [container]
    var pending = children
    while let next = pending.popLast() {
      all.append(next)
      pending += try tree.children(of: next)
    }
    let proposal = ProposedSize(width: 700, height: nil)
    _ = try tree.layout(proposal: proposal)
    let original = try Self.frames(tree, all)
    let summary = try #require(tree.handle(forID: "summary"))
    let details = try #require(tree.handle(forID: "details"))
    for kind: Node.Kind in [
      .vstack(spacing: 16, alignment: .leading), .zstack(alignment: .topLeading),
      .flow(spacing: 24, lineSpacing: 16, alignment: .leading), .layout(AnyLayout(EqualWidthRow(spacing: 24))),
    ] {
      try tree.setKind(kind, of: container)
      _ = try tree.layout(proposal: proposal)
      #expect(try tree.children(of: container) == children, "the children keep their handles under \(kind.name)")
      #expect(all.allSatisfy { tree.contains($0) })
    }
    // Stacked, the details block sits below the summary; side by side, beside it.
    try tree.setKind(.vstack(spacing: 16, alignment: .leading), of: container)
    _ = try tree.layout(proposal: proposal)
    let stackedSummary = try #require(try tree.frame(of: summary))
    let stackedDetails = try #require(try tree.frame(of: details))
    #expect(stackedDetails.y >= stackedSummary.y + stackedSummary.height)
    try tree.setKind(.hstack(spacing: 24, alignment: .top), of: container)
    let back = try tree.layout(proposal: proposal)
    #expect(try Self.frames(tree, all) == original)
    // The blocks' subtrees keep their caches through the switches: switching back costs fewer size
    // computations than a fresh tree's first layout.
    let fresh = try LiveTree(root: Self.blocks()).layout(proposal: proposal)
    #expect(back.statistics.sizeComputations < fresh.statistics.sizeComputations)
    #expect(back.statistics.cacheHits > 0)
  }

  @Test("a random live container switched through every container kind and back lays out as before")
  func randomSwitchesRoundTrip() throws {
    var rng = SplitMix64(seed: 0x5EED_0016)
    for _ in 0..<200 {
      let count = rng.int(in: 0...5)
      let children: [Node] = (0..<count).map { _ in
        switch rng.int(in: 0...3) {
        case 0: return .fixed(width: Double(rng.int(in: 0...80)), height: Double(rng.int(in: 0...40)))
        case 1: return .text(wordWidths: [Double(rng.int(in: 8...60)), 24], lineHeight: 17)
        case 2: return .spacer()
        default: return .flexible(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 30)
        }
      }
      let start: Node.Kind = .hstack(spacing: nil, alignment: rng.pick(VerticalAlignment.builtIn))
      let tree = LiveTree(root: Node(start, children: children).padding(4))
      let root = try #require(tree.root)
      let container = try #require(try tree.children(of: root).first)
      let proposal = ProposedSize(width: Double(rng.int(in: 50...500)), height: rng.chance(0.5) ? nil : 300)
      _ = try tree.layout(proposal: proposal)
      let handles = [container] + (try tree.children(of: container))
      let before = try Self.frames(tree, handles)
      for kind: Node.Kind in [
        .vstack(spacing: 8, alignment: .trailing), .zstack(alignment: .bottomTrailing),
        .flow(spacing: 4, lineSpacing: 4, alignment: .center), .layout(AnyLayout(PercentWidthLayout(spacing: 2))),
        .layout(AnyLayout(EqualWidthRow())),
      ] where rng.chance(0.7) {
        try tree.setKind(kind, of: container)
        _ = try tree.layout(proposal: proposal)
      }
      try tree.setKind(start, of: container)
      _ = try tree.layout(proposal: proposal)
      #expect(try Self.frames(tree, handles) == before)
      // S20.7: the same hstack written as a custom layout, switched in place, lays out the same frames.
      try tree.setKind(.layout(try #require(TestLayouts.stackLayout(for: start))), of: container)
      _ = try tree.layout(proposal: proposal)
      #expect(try Self.frames(tree, handles) == before)
    }
  }
}
