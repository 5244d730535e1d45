import Testing

@testable import FlexLayout

/// A stack of plain leaves alike skips the fitting-order probes: its order is the index order. The
/// compiler must flag exactly those stacks, and their layouts must stay the reference's.
struct IdenticalLeavesTests {
  static func flagged(_ stack: Node) throws -> Bool {
    // The arena's buffers live as long as the compiled tree: keep it alive while reading them.
    let tree = try LayoutTree(stack).arena
    return withExtendedLifetime(tree) { tree.flags[0] & NodeFlags.identicalLeaves != 0 }
  }

  @Test func onlyStacksOfAlikePlainLeavesAreFlagged() throws {
    let flexible = Node.flexible(minWidth: 10)
    #expect(try Self.flagged(.hstack(spacing: 8, [Node](repeating: flexible, count: 5))))
    #expect(try Self.flagged(.vstack([.spacer(), .spacer(), .spacer()])))
    // Different parameters, kinds or priorities, or a child with children, break the pattern.
    #expect(try !Self.flagged(.hstack([flexible, .flexible(minWidth: 11)])))
    #expect(try !Self.flagged(.hstack([.fixed(width: 10, height: 10), .spacer(minLength: 10)])))
    #expect(try !Self.flagged(.hstack([flexible, flexible.layoutPriority(1)])))
    #expect(try !Self.flagged(.hstack([flexible, .hstack([flexible]), flexible])))
    #expect(try !Self.flagged(.hstack([Node.text("a b"), Node.text("a b")])))
  }

  @Test(arguments: [0.0, 8, -3])
  func alikeLeavesLayOutAsTheReference(spacing: Double) throws {
    let rows: [Node] = [
      .hstack(spacing: spacing, [Node](repeating: .flexible(minWidth: 10, maxWidth: 90), count: 7)),
      .hstack(spacing: spacing, [Node](repeating: .spacer(minLength: 4), count: 3)),
      .vstack(spacing: spacing, [Node](repeating: .fixed(width: 30, height: 12), count: 4)),
      .hstack(spacing: spacing, [Node](repeating: .flexible(), count: 3) + [.fixed(width: 40, height: 9)]),
    ]
    let root = Node.vstack(spacing: 0, rows)
    let engine = try LayoutEngine(root)
    for width in [0.0, 25, 100, 333.5, 700, 1000] {
      let proposal = ProposedSize(width: width, height: 400)
      let fast = try engine.layout(proposal: proposal, environment: LayoutEnvironment(displayScale: 3))
      let reference = try ReferenceSolver.layout(
        root, proposal: proposal, environment: LayoutEnvironment(displayScale: 3))
      #expect(fast.firstBitDifference(from: reference) == nil, "spacing \(spacing) at \(width)")
    }
  }

  /// Flows of alike items are measured line by line and placed without the item-by-item line walk; every
  /// width, spacing and alignment must still give the reference's frames, in fresh and warm engines.
  @Test(arguments: [HorizontalAlignment.leading, .center, .trailing])
  func alikeFlowItemsLayOutAsTheReference(alignment: HorizontalAlignment) throws {
    for (spacing, lineSpacing) in [(16.0, 16.0), (0, 0), (-5, -40), (7.25, 3)] {
      for count in [1, 2, 7, 40] {
        let item = Node.fixed(width: 160, height: 120)
        let root = Node.flow(
          spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, [Node](repeating: item, count: count))
        #expect(try Self.flagged(root))
        let warm = try LayoutEngine(root)
        for width in [0.0, 100, 159.9, 160, 176, 335.9, 336, 500, 1000.5, 1440] + [nil, .infinity] as [Double?] {
          let proposal = ProposedSize(width: width, height: 900)
          let reference = try ReferenceSolver.layout(
            root, proposal: proposal, environment: LayoutEnvironment(displayScale: 2))
          let fresh = try LayoutEngine(root).layout(proposal: proposal, environment: LayoutEnvironment(displayScale: 2))
          let reused = try warm.layout(proposal: proposal, environment: LayoutEnvironment(displayScale: 2))
          #expect(
            fresh.firstBitDifference(from: reference) == nil,
            "\(count) items, \(spacing)/\(lineSpacing) at \(String(describing: width))")
          #expect(
            reused.firstBitDifference(from: reference) == nil, "warm: \(count) items at \(String(describing: width))")
        }
      }
    }
  }
}
