import Testing

@testable import FlexLayout

/// A compiled tree keeps one record for equal plain leaves, frames and paddings (Docs/Architecture.md, "The
/// arena"), never for stacks or texts, and lays out exactly as if every node had its own.
struct RecordSharingTests {
  /// A row of the four shareable leaf kinds under a padding and a flexible frame.
  static func row(_ subject: Node = .flexible(minHeight: 17, maxHeight: 17)) -> Node {
    Node.hstack(
      spacing: 8, alignment: .center,
      [.fixed(width: 140, height: 17), subject, .spacer(), .fixed(width: 60, height: 17)]
    )
    .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
  }

  /// The compiled arena of `root` and what `read` makes of it, the arena kept alive while it reads.
  static func reading<T>(_ root: Node, _ read: (LayoutArena) -> T) throws -> T {
    let arena = try LayoutTree(root).arena
    return withExtendedLifetime(arena) { read(arena) }
  }

  @Test func alikeRowsHoldEachLeafAndModifierRecordOnce() throws {
    let rows = 100
    let used = try Self.reading(.vstack(spacing: 0, [Node](repeating: Self.row(), count: rows))) {
      $0.valueBlocks.end
    }
    // Each stack keeps its own record (2 values); the frame (12), padding (4), two fixed leaves (2 each), the
    // flexible leaf (6) and the spacer (1) are held once for all the rows.
    #expect(used == 2 + rows * 2 + 12 + 4 + 2 + 2 + 6 + 1)
  }

  @Test func recordsThatDifferInAnyBitAreNotShared() throws {
    let pairs: [(Node, Node)] = [
      (.fixed(width: 10, height: 20), .fixed(width: 20, height: 10)),
      (.flexible(minWidth: 5), .flexible(idealWidth: 5)),
      (.spacer(minLength: 0), .spacer(minLength: -0.0)),
      (Node.flexible().frame(width: 10), Node.flexible().frame(height: 10)),
      (Node.flexible().frame(minWidth: 5), Node.flexible().frame(idealWidth: 5)),
      (
        Node.flexible().padding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)),
        Node.flexible().padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0))
      ),
    ]
    for (a, b) in pairs {
      let starts = try Self.reading(.vstack([a, b])) { arena in
        (1..<arena.nodeEnd).filter { arena.kinds[$0] == arena.kinds[1] }.map { arena.recordStart[$0] }
      }
      #expect(Set(starts).count == 2, "\(a) and \(b)")
    }
  }

  @Test func stacksAndTextsKeepRecordsOfTheirOwn() throws {
    // Equal fields, but each stack's facts write its internal spacing (which its children decide), and each
    // text's words are scaled for the Dynamic Type size it sees.
    let root = Node.vstack([
      .hstack(spacing: nil, [Node.text("a b"), .fixed(width: 10, height: 10)]),
      .hstack(spacing: nil, [Node.spacer(), .fixed(width: 10, height: 10)]),
      Node.text("a b").dynamicTypeSize(...DynamicTypeSize.xSmall),
    ])
    let (stackStarts, textStarts) = try Self.reading(root) { arena in
      let nodes = 0..<arena.nodeEnd
      return (
        nodes.filter { arena.kinds[$0] == .hstack }.map { arena.recordStart[$0] },
        nodes.filter { arena.kinds[$0] == .text }.map { arena.recordStart[$0] }
      )
    }
    #expect(stackStarts.count == 2 && Set(stackStarts).count == 2)
    #expect(textStarts.count == 2 && Set(textStarts).count == 2)
  }

  @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility3])
  func sharedRecordsLayOutAsTheReference(size: DynamicTypeSize) throws {
    // Alike rows with texts, under different Dynamic Type limits, beside rows whose leaves differ by one field.
    let root = Node.vstack(
      spacing: 2,
      [
        Self.row(Node.text("Subject line here")),
        Self.row(Node.text("Subject line here")).dynamicTypeSize(...DynamicTypeSize.small),
        Self.row(),
        Self.row(.flexible(minHeight: 17, maxHeight: 18)),
        Self.row(),
      ])
    let environment = LayoutEnvironment(displayScale: 2, dynamicTypeSize: size)
    let warm = try LayoutEngine(root)
    for width in [0.0, 90, 212.5, 320, 800] {
      let proposal = ProposedSize(width: width, height: 600)
      let reference = try ReferenceSolver.layout(root, proposal: proposal, environment: environment)
      let reused = try warm.layout(proposal: proposal, environment: environment)
      #expect(reused.firstBitDifference(from: reference) == nil, "\(size) at \(width)")
    }
  }
}
