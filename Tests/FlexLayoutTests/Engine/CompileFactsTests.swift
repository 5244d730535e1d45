import FlexLayoutTesting
import Testing

@testable import FlexLayout

/// What a compile finds about the whole tree on the walks it makes anyway (whether some node scales its
/// lengths, the depth), against a plain recursive reading of the value tree.
@Suite("Compile facts")
struct CompileFactsTests {
  /// The depth of `node` (a leaf is 1), by recursion.
  static func recursiveDepth(_ node: Node) -> Int {
    1 + (node.children.map(recursiveDepth).max() ?? 0)
  }

  /// Whether some node of `node` declares scaled lengths, by recursion.
  static func recursivelyScaled(_ node: Node) -> Bool {
    !node.scaledLengths.isEmpty || node.children.contains(where: recursivelyScaled)
  }

  @Test("random trees: the compiled tree's depth and scaled-length flag are the value tree's")
  func randomTrees() throws {
    var generator = SplitMix64(seed: 7)
    var scaled = 0
    for _ in 0..<300 {
      let root = FormatTesting.randomTree(&generator, nodes: Int(generator.next() % 60) + 1)
      let tree = try LayoutTree(root)
      #expect(tree.compiled.depth == Self.recursiveDepth(root))
      #expect(tree.hasScaledLengths == Self.recursivelyScaled(root))
      if tree.hasScaledLengths { scaled += 1 }
    }
    #expect(scaled >= 30 && scaled <= 270, "both answers are exercised: \(scaled) of 300 scaled")
  }

  @Test("a scaled length deep in the last branch is found; a single leaf has depth 1")
  func deepScaledLength() throws {
    let deep = Node.fixed(width: 10, height: 12).scaled(.width)
    let root = Node.vstack([.fixed(width: 1, height: 1), .hstack([.fixed(width: 1, height: 1), .vstack([deep])])])
    #expect(try LayoutTree(root).hasScaledLengths)
    #expect(try LayoutTree(root).compiled.depth == 4)
    #expect(try !LayoutTree(.vstack([.fixed(width: 1, height: 1)])).hasScaledLengths)
    #expect(try LayoutTree(.fixed(width: 1, height: 1)).compiled.depth == 1)
  }
}
