import Testing

@testable import FlexLayout

/// Lengths that no proposal can change are found at compile time and answered without recursion; the
/// answers must be exactly what sizing computes, for every proposal.
struct ConstantLengthTests {
  /// The compiled constants of the root of `node` (width, height; NaN where the length varies).
  static func rootConstants(_ node: Node) throws -> (width: Double, height: Double) {
    // The arena's buffers live as long as the compiled tree: keep it alive while reading them.
    let tree = try LayoutTree(node).arena
    return withExtendedLifetime(tree) {
      guard tree.isSeparable(0), tree.traits[0].contains(.axisSlot) else { return (.nan, .nan) }
      let container = Int(tree.containerIndex[0])
      return (tree.axisConstants[2 * container], tree.axisConstants[2 * container + 1])
    }
  }

  static let row = Node.hstack(
    spacing: 8, alignment: .center,
    [
      .fixed(width: 20, height: 20), .fixed(width: 120, height: 17), .spacer(),
      .flexible(minHeight: 17, maxHeight: 17),
    ])

  @Test func aRowOfFixedHeightsHasAConstantHeightButNotWidth() throws {
    let constants = try Self.rootConstants(Self.row)
    #expect(constants.height == 20)
    #expect(constants.width.isNaN, "the spacer and the flexible item take any width")
    let fixedRow = Node.hstack(spacing: 8, [.fixed(width: 20, height: 20), .fixed(width: 120, height: 17)])
    #expect(try Self.rootConstants(fixedRow) == (148, 20))
    #expect(
      try Self.rootConstants(fixedRow.padding(EdgeInsets(top: -30, leading: 4, bottom: 0, trailing: 4))) == (156, 0))
  }

  @Test func lengthsThatAProposalCanChangeAreNotConstant() throws {
    // A zero-length flexible leaf echoes a proposal of −0; a scroll answers its proposal; a flexible frame
    // with different bounds follows the proposal.
    #expect(try Self.rootConstants(.vstack([.flexible(minHeight: 0, maxHeight: 0)])).height.isNaN)
    #expect(try Self.rootConstants(Node.fixed(width: 10, height: 10).scroll(.vertical)).height.isNaN)
    #expect(
      try Self.rootConstants(.vstack([Node.fixed(width: 5, height: 5).frame(minWidth: 10, maxWidth: 20)])).width.isNaN)
    #expect(
      try Self.rootConstants(.vstack([Node.fixed(width: 5, height: 5).frame(minWidth: 30, maxWidth: 30)])).width == 30)
  }

  @Test func constantSubtreesLayOutExactlyAsTheReferenceAtEveryProposal() throws {
    let list = Node.vstack(spacing: 0, [Node](repeating: Self.row, count: 40))
    let root = Node.hstack(
      spacing: 0,
      [
        list.frame(width: 360), .vstack([Self.row, Node.flexible().frame(minWidth: 30, maxWidth: 30)]),
        Node.zstack([Self.row, .fixed(width: 10, height: 90).layoutPriority(1)]),
      ])
    let engine = try LayoutEngine(root)
    let lengths: [Double?] = [nil, 0, 1, 17, 300, 360, 900.5, .infinity]
    for width in lengths {
      for height in lengths {
        let proposal = ProposedSize(width: width, height: height)
        let environment = LayoutEnvironment(displayScale: 2)
        let fast = Result { () throws(LayoutError) in try engine.layout(proposal: proposal, environment: environment) }
        let reference = Result { () throws(LayoutError) in
          try ReferenceSolver.layout(root, proposal: proposal, environment: environment)
        }
        switch (fast, reference) {
        case (.success(let fast), .success(let reference)):
          #expect(fast.firstBitDifference(from: reference) == nil, "at \(proposal)")
        case (.failure(let fast), .failure(let reference)):
          #expect(fast == reference, "at \(proposal)")  // an infinite proposal reaching the flexible items
        default:
          Issue.record("at \(proposal): \(fast) vs \(reference)")
        }
      }
    }
  }
}
