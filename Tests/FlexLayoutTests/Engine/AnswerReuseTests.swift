import Testing

@testable import FlexLayout

/// Issue 29.7: the two ways a pass reuses an answer beyond its exact proposal (Docs/Architecture.md, "Passes"):
/// a text's answer over the widths that wrap it the same way, and an answer that reads no height over every
/// height. Both must answer exactly what recomputing would, and both must actually spare the work.
@Suite("Answer reuse")
struct AnswerReuseTests {
  /// Texts of every form the greedy walk decides: string texts (with characters), word lists, a styled
  /// proportional text, a line limit.
  static let texts: [Node] = [
    .text("Jane Appleseed", charWidth: 8, lineHeight: 17),
    .text("The quick brown fox jumps over the lazy dog", charWidth: 7, lineHeight: 16),
    .text(wordWidths: [30, 40, 50, 12, 64, 8], spaceWidth: 5, lineHeight: 20),
    .text("Proportional text wraps at its real widths", style: .body),
    .text("Two lines at most, then the rest is cut", charWidth: 6, lineHeight: 14, lineLimit: 2),
  ]

  @Test(
    "a text's width interval holds exactly the answers recomputing gives, at every height that keeps its lines",
    arguments: 0..<5)
  func intervalAnswersAreRecomputedAnswers(_ index: Int) throws {
    let tree = try LayoutTree(Self.texts[index])
    let arena = tree.arena
    let node = 0
    let words = arena.values
    let heights = [Double.nan, .infinity, 0, 13.9, 14, 15, 28, 31.99, 40, 47.5, 1000]
    var covered = 0
    var otherHeights = 0
    for height in heights {
      for step in 0...700 {
        let width = Double(step) * 0.5
        var interval = TextWidthInterval()
        let answer = LayoutPass.textSize(arena, node, words, .large, Proposal(width: width, height: height), &interval)
        guard interval.low < interval.high else { continue }
        #expect(interval.contains(width) || interval.low > width, "width \(width) outside its own interval")
        // The heights whose line cap keeps the same lines (every height, when the answer reads none).
        let served = heights.filter {
          !interval.readsHeight
            || TextWidthInterval.serves(interval.lines, cap: LayoutPass.textLineCap(arena, node, .large, height: $0))
        }
        #expect(served.contains { $0.bitPattern == height.bitPattern }, "text \(index): its own height \(height)")
        for probe in stride(from: 0.0, through: 360, by: 0.25) where interval.contains(probe) {
          for other in served {
            let again = LayoutPass.textSize(arena, node, words, .large, Proposal(width: probe, height: other))
            #expect(
              again.width.bitPattern == answer.width.bitPattern && again.height.bitPattern == answer.height.bitPattern,
              "text \(index): \(answer) at \(width)×\(height) but \(again) at \(probe)×\(other), inside [\(interval.low), \(interval.high))"
            )
            covered += 1
            if other.bitPattern != height.bitPattern { otherHeights += 1 }
          }
        }
      }
    }
    // The intervals are not trivially empty: most widths share their answer with many others, and with other
    // heights.
    #expect(covered > 10_000)
    #expect(otherHeights > 1_000)
  }

  /// A stack probes a wrapped text at heights 0 and ∞ and then allocates it its own height: across widths that
  /// keep its lines, the two kept intervals answer all three (one line, and every line).
  @Test("a wrapped text in a vstack is walked again only when its lines change", arguments: [nil, 2])
  func wrappedTextsReuseTheirIntervalsAtEachHeight(lineLimit: Int?) throws {
    let text = Node.text(
      "The quick brown fox jumps over the lazy dog", charWidth: 7, lineHeight: 16, lineLimit: lineLimit)
    let root = Node.vstack(spacing: 4, [text, text])
    let tree = try LayoutTree(text)
    // A width inside the interval of 150's lines, and not 150 itself.
    var interval = TextWidthInterval()
    _ = LayoutPass.textSize(tree.arena, 0, tree.arena.values, .large, Proposal(width: 150, height: .nan), &interval)
    try #require(interval.low < interval.high && interval.contains(150))
    let inside = interval.low == 150 ? (150 + interval.high) / 2 : interval.low
    let engine = try LayoutEngine(root)
    _ = try engine.layout(proposal: ProposedSize(width: 150, height: 900))
    let next = try engine.layout(proposal: ProposedSize(width: inside, height: 900))
    // Only the vstack is computed again (its width changed): its texts answer every height from their intervals.
    #expect(next.statistics.sizeComputations == 1)
    let cold = try LayoutEngine(root).layout(proposal: ProposedSize(width: inside, height: 900))
    #expect(next.firstBitDifference(from: cold) == nil)
  }

  /// `rows` text rows in a vstack, as the `rows-text-center` workload has them, or with styled, proportional
  /// texts, as `rows-styled-text` has them.
  static func textRows(_ rows: Int, styled: Bool = false) -> Node {
    let sender: Node =
      styled ? .text("Jane Appleseed", style: .headline) : .text("Jane Appleseed", charWidth: 8, lineHeight: 17)
    let time: Node = styled ? .text("9:41 AM", style: .caption) : .text("9:41 AM", charWidth: 6, lineHeight: 13)
    return .vstack(
      spacing: 0,
      (0..<rows).map { _ in
        .hstack(spacing: 8, [sender, .flexible(minHeight: 17, maxHeight: 17), .spacer(), time])
      })
  }

  /// Plain texts of one line answer every height alike. A styled, proportional text's probe at width 0 does
  /// read the height (one character a line: height 0 keeps only "J", an unbounded height every character, and
  /// the widest is wider), but the texts' finite flexibilities never meet the spacer's and the frame's ∞, so
  /// every height sorts the same fitting order, and the row still serves every height.
  @Test(
    "a row whose fitting order and answers hold at every height is computed once per width, however many heights the vstack asks it",
    arguments: [false, true])
  func heightFreeRowsAreComputedOnce(styled: Bool) throws {
    let rows = 50
    let engine = try LayoutEngine(Self.textRows(rows, styled: styled))
    _ = try engine.layout(proposal: ProposedSize(width: 800, height: 900))
    let next = try engine.layout(proposal: ProposedSize(width: 801, height: 900))
    // The vstack probes each row at heights 0 and ∞, allocates it a height and places it: one computation of
    // the row and one of each of its four children serve all four (each of the four asked anew: 20 a row).
    #expect(next.statistics.sizeComputations <= 5 * rows + 1)
    let cold = try LayoutEngine(Self.textRows(rows, styled: styled)).layout(
      proposal: ProposedSize(width: 801, height: 900))
    #expect(next.firstBitDifference(from: cold) == nil)
  }

  @Test("a fitting order that moves with the height is sorted again at each height, warm and live")
  func ordersThatMoveWithTheHeightAreNotReused() throws {
    // Anagrams: both texts are as wide on one line. The first's probe at width 0 keeps "i" at height 0 and
    // finds "W" unbounded, so its flexibility ties the second's at an unbounded height (index order: first,
    // second) and exceeds it at height 0 (second, first); short of room the order decides who wraps.
    let first = Node.text("iiW iii", style: .body)
    let second = Node.text("Wii iii", style: .body)
    let root = Node.vstack(
      spacing: 0,
      [
        .hstack(spacing: 4, [first.id("a"), second.id("b")]), .hstack(spacing: 4, [first, second]),
        // Below the top priority the allocation reads the probe at 0 itself ("i" or "W"): no order serves all.
        .hstack(spacing: 4, [first.layoutPriority(-1), second]), .text("x"),
      ])
    let engine = try LayoutEngine(root)
    let live = LiveTree(root: root)
    var orders = Set<Bool>()
    for width in stride(from: 20.0, through: 90, by: 1.5) {
      for height in [0.0, 30, 70, 400] {
        let proposal = ProposedSize(width: width, height: height)
        let warm = try engine.layout(proposal: proposal)
        let expected = try ReferenceSolver.layout(root, proposal: proposal)
        #expect(expected.firstBitDifference(from: warm) == nil, "width \(width), height \(height)")
        _ = try live.layout(proposal: proposal)
        #expect(expected.firstBitDifference(from: try live.result()) == nil, "live, width \(width), height \(height)")
        if let a = expected["a"], let b = expected["b"] { orders.insert(a.width < b.width) }
      }
    }
    // The sweep does reach widths where the order shows.
    #expect(orders.count == 2)
  }

  @Test("a row whose text wraps reads the height and is still right at every width, warm and live")
  func rowsThatReadTheHeightStayExact() throws {
    // The long sender wraps below about 400 pt: two lines, whose height a short proposal would cap.
    let row = Node.hstack(
      spacing: 8,
      [
        .text("Jane Appleseed and a long list of other people", charWidth: 8, lineHeight: 17).id("sender"),
        .spacer(), .text("9:41 AM", charWidth: 6, lineHeight: 13),
      ])
    let root = Node.vstack(spacing: 0, [row, Self.textRows(3)])
    let engine = try LayoutEngine(root)
    let live = LiveTree(root: root)
    for width in stride(from: 200.0, through: 700, by: 7) {
      let proposal = ProposedSize(width: width, height: 120)
      let warm = try engine.layout(proposal: proposal)
      let expected = try ReferenceSolver.layout(root, proposal: proposal)
      #expect(expected.firstBitDifference(from: warm) == nil, "width \(width)")
      _ = try live.layout(proposal: proposal)
      #expect(expected.firstBitDifference(from: try live.result()) == nil, "live, width \(width)")
    }
  }

  @Test("a live edit that makes a one-line text wrap is seen by the rows that reused its answer")
  func liveEditEndsTheReuse() throws {
    let tree = LiveTree(root: Self.textRows(4))
    let proposal = ProposedSize(width: 320, height: 900)
    _ = try layoutChecked(tree, proposal)
    let firstRow = try tree.children(of: tree.root!)[0]
    let sender = try tree.children(of: firstRow)[0]
    try tree.setText(
      TextLeaf("Jane Appleseed, John Appleseed and everyone else on the thread", charWidth: 8), of: sender)
    _ = try layoutChecked(tree, proposal)
    try tree.setText(TextLeaf("Jane", charWidth: 8), of: sender)
    _ = try layoutChecked(tree, proposal)
  }
}
