import Testing

@testable import FlexLayout

/// S2.3 truncation as a fact of a live tree's layout: ``LiveTree/textLines(of:)`` gives what a fresh engine's
/// ``LayoutResult/textLines`` gives, through edits, growth and resizes.
@Suite("Live: text lines")
struct LiveTextLinesTests {
  /// A column of texts: two that wrap to three lines at 60 pt, one limited to two lines.
  static func column(limit: Int?) -> Node {
    Node.vstack(
      spacing: 0,
      [
        Node(.text(TextLeaf(wordWidths: [30, 30, 30], spaceWidth: 4, lineHeight: 10, lineLimit: limit))).id("a"),
        Node(.text(TextLeaf(wordWidths: [20, 20], spaceWidth: 4, lineHeight: 10, lineBreaks: [1]))).id("b"),
        Node.fixed(width: 10, height: 10).id("box"),
      ])
  }

  func expectSameLines(_ tree: LiveTree, _ node: Node, _ proposal: ProposedSize, _ step: String) throws {
    let engine = try LayoutEngine(node)
    engine.reportsTextLines = true
    let fresh = try engine.layout(proposal: proposal)
    for id in ["a", "b", "box"] {
      let handle = try #require(tree.handle(forID: id))
      let index = try #require(fresh.ids[id])
      #expect(try tree.textLines(of: handle) == fresh.textLines(of: index), "\(step): \(id)")
    }
  }

  @Test("the lines a text needs and keeps, as a fresh engine reports them, through edits and resizes")
  func linesFollowTheLayout() throws {
    let tree = LiveTree(root: Self.column(limit: 2))
    let a = try #require(tree.handle(forID: "a"))
    _ = try tree.layout(proposal: proposal(60, nil))
    #expect(try tree.textLines(of: a) == nil, "not reported until asked")
    tree.reportsTextLines = true
    _ = try tree.layout(proposal: proposal(60, nil))
    let lines = try #require(try tree.textLines(of: a))
    #expect(lines.needed == 3 && lines.kept == 2 && lines.isTruncated)
    try expectSameLines(tree, Self.column(limit: 2), proposal(60, nil), "60")
    for width in [200.0, 64, 63.9, 20] {
      _ = try tree.layout(proposal: proposal(width, nil))
      try expectSameLines(tree, Self.column(limit: 2), proposal(width, nil), "\(width)")
    }
    try tree.setText(TextLeaf(wordWidths: [30, 30, 30], spaceWidth: 4, lineHeight: 10), of: a)
    #expect(throws: LiveTreeError.self) { try tree.textLines(of: a) }
    _ = try tree.layout(proposal: proposal(60, nil))
    try expectSameLines(tree, Self.column(limit: nil), proposal(60, nil), "limit removed")
  }

  @Test("a tree grown after text lines were turned on reports its new texts")
  func growth() throws {
    let tree = LiveTree()
    let column = tree.create(.vstack(spacing: 0))
    try tree.setRoot(column)
    tree.reportsTextLines = true
    _ = try tree.layout(proposal: proposal(50, nil))
    var texts: [NodeHandle] = []
    for _ in 0..<300 {
      let text = tree.create(.text(TextLeaf(wordWidths: [30, 30], spaceWidth: 4, lineHeight: 10, lineLimit: 1)))
      try tree.insert(text, into: column)
      texts.append(text)
    }
    _ = try tree.layout(proposal: proposal(50, nil))
    for text in texts {
      #expect(try tree.textLines(of: text) == TextLines(needed: 2, kept: 1, widestKeptLine: 30, proposedWidth: 50))
    }
  }
}
