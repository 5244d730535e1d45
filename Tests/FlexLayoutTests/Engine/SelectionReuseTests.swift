import Testing

@testable import FlexLayout

/// A warm engine reuses the previous pass's selections (and refills a grid's width array in place); the
/// results must still be exactly a fresh engine's, and a result kept by the caller must never change.
struct SelectionReuseTests {
  @Test(arguments: Examples.all.map(\.name))
  func warmSelectionsEqualFreshOnesAndKeptResultsStayPut(example: String) throws {
    let root = try #require(Examples.named(example)).root
    let tree = try LayoutTree(root)
    let warm = LayoutEngine(tree)
    var kept: [(width: Double, result: LayoutResult, copy: [NodeID: Selection])] = []
    // Widths that cross every breakpoint of the examples, back and forth, some repeated.
    let widths: [Double] = [320, 321, 390, 700, 700, 1024, 1440, 1100, 760, 759.5, 400, 320, 2000, 320]
    for (step, width) in widths.enumerated() {
      let proposal = ProposedSize(width: width, height: 900)
      let result = try warm.layout(proposal: proposal, environment: LayoutEnvironment(displayScale: 2))
      let fresh = try LayoutEngine(tree).layout(proposal: proposal, environment: LayoutEnvironment(displayScale: 2))
      #expect(result.selections == fresh.selections, "\(example) at \(width)")
      #expect(result.firstBitDifference(from: fresh) == nil, "\(example) at \(width)")
      if step % 3 == 0 { kept.append((width, result, result.selections)) }
    }
    for (width, result, copy) in kept {
      #expect(result.selections == copy, "\(example): the result at \(width) changed after later passes")
    }
  }

  @Test func aGridThatAppearsAndDisappearsIsReportedOnlyWhileShown() throws {
    // buckets: narrow shows a single column, wide shows a grid whose cell widths change with the width.
    let grid = Node.grid(
      [.adaptive(min: 100)], rowSpacing: 8, [Node](repeating: .fixed(width: 50, height: 50), count: 7))
    let root = Node.buckets(.horizontal, thresholds: [500], [.vstack([.fixed(width: 10, height: 10)]), grid])
    let engine = try LayoutEngine(root)
    var gridWidths: [[Double]] = []
    for width in [400.0, 600, 450, 640, 641, 480, 700] {
      let result = try engine.layout(proposal: ProposedSize(width: width, height: 500))
      let reference = try ReferenceSolver.layout(root, proposal: ProposedSize(width: width, height: 500))
      #expect(result.selections == reference.selections, "at \(width)")
      let gridNode = NodeID(3)
      if width >= 500 {
        guard case .widths(let widths)? = result.selections[gridNode] else {
          Issue.record("no grid selection at \(width)")
          continue
        }
        gridWidths.append(widths)
      } else {
        #expect(result.selections[gridNode] == nil, "hidden grid reported at \(width)")
      }
    }
    #expect(Set(gridWidths.map { $0.count }).count > 1 || Set(gridWidths).count > 1, "the widths did change")
  }
}
