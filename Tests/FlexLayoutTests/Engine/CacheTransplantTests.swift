import Testing

@testable import FlexLayout

/// Carrying cached answers over to an edited tree reuses work and never changes a result.
@Suite("Engine cache transplant")
struct CacheTransplantTests {
  static func screen(subject: Double) -> Node {
    .hstack(
      spacing: 0,
      [
        .vstack(
          spacing: 0, (0..<40).map { _ in .hstack([.fixed(width: 20, height: 20), .text("Mailbox"), .spacer()]) }
        )
        .frame(width: 240),
        .vstack([
          .text(wordWidths: [subject, 40, 60]).id("subject"), .flexible(minHeight: 40, maxHeight: 40),
        ]),
      ])
  }

  @Test("an edited leaf's ancestors are recomputed, every other answer is reused, frames equal a fresh engine")
  func transplantAfterEdit() throws {
    let before = try LayoutTree(Self.screen(subject: 80))
    let old = LayoutEngine(before)
    for width in [600.0, 700, 800] { _ = try old.layout(proposal: ProposedSize(width: width, height: 900)) }
    let after = try LayoutTree(Self.screen(subject: 120))
    // Same shape: every node keeps its index; the edited text and its ancestors changed.
    let subject = after.ids["subject"]!.index
    var changed: Set<Int> = [subject]
    var node = subject
    while node > 0 {
      node = Int(after.parents[node])
      changed.insert(node)
    }
    let unchanged = (0..<after.count).map { changed.contains($0) ? Int32(-1) : Int32($0) }
    let reusing = LayoutEngine(after, reusingCachesOf: old, unchanged: unchanged)
    let fresh = LayoutEngine(after)
    for width in [800.0, 650, 700] {
      let proposal = ProposedSize(width: width, height: 900)
      let warm = try reusing.layout(proposal: proposal)
      let cold = try fresh.layout(proposal: proposal)
      #expect(warm.firstBitDifference(from: cold) == nil, "width \(width)")
      if width == 800 {
        // The 40-row sidebar was answered before: only the edited column and the root are sized again.
        #expect(warm.statistics.sizeComputations < cold.statistics.sizeComputations / 4)
      }
    }
  }
}
