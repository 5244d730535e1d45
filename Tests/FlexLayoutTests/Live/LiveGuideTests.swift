import FlexLayout
import Testing

/// Live trees with alignment guides: edits that keep a node's size but move its guides (a text's baseline),
/// or that turn a row's alignment into a baseline one, lay out as a fresh tree does (S19, the early cutoff of
/// `IncrementalLayout.swift`).
@Suite("Live: alignment guides after edits")
struct LiveGuideTests {
  static func check(
    _ tree: LiveTree, _ proposal: ProposedSize, _ context: String, _ environment: LayoutEnvironment = .standard
  ) throws {
    _ = try tree.layout(proposal: proposal, environment: environment)
    let snapshot = try tree.snapshot()
    let expected = try ReferenceSolver.layout(snapshot, proposal: proposal, environment: environment)
    let order = try Self.preorder(tree)
    for (index, handle) in order.enumerated() {
      #expect(try tree.frame(of: handle) == expected.frames[index], "\(context): node \(index)")
    }
  }

  static func preorder(_ tree: LiveTree) throws -> [NodeHandle] {
    var result: [NodeHandle] = []
    var pending = [try #require(tree.root)]
    while let next = pending.popLast() {
      result.append(next)
      pending += try tree.children(of: next).reversed()
    }
    return result
  }

  @Test("a baseline row follows edits of its texts' baselines, words and alignment")
  func baselineRowFollowsEdits() throws {
    let tree = LiveTree(
      root: .hstack(
        spacing: 4, alignment: .lastTextBaseline,
        [.text(wordWidths: [24, 24], lineHeight: 17), .text(wordWidths: [24], lineHeight: 17), .spacer()]
      ).padding(4))
    let proposal = ProposedSize(width: 50, height: 900)
    try Self.check(tree, proposal, "first layout")
    let root = try #require(tree.root)
    let row = try #require(try tree.children(of: root).first)
    let texts = try tree.children(of: row)
    try tree.setText(TextLeaf(wordWidths: [24], lineHeight: 17, baseline: 3), of: texts[1])
    try Self.check(tree, proposal, "a baseline changed, the size kept")
    try tree.setKind(.hstack(spacing: 4, alignment: .center), of: row)
    try Self.check(tree, proposal, "centred")
    try tree.setKind(.hstack(spacing: 4, alignment: .firstTextBaseline), of: row)
    try Self.check(tree, proposal, "first baselines")
    try tree.setText(TextLeaf(wordWidths: [], lineHeight: 17), of: texts[0])
    try Self.check(tree, proposal, "a text without words")
    try tree.setText(TextLeaf(wordWidths: [40, 40], lineHeight: 20), of: texts[0])
    try Self.check(tree, ProposedSize(width: 0, height: 400), "words again, another proposal")
    try tree.setKind(.spacer(minLength: 0), of: texts[2])
    try Self.check(tree, proposal, "a spacer's length")
  }
}
