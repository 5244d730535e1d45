import Testing

@testable import FlexLayout

extension Rules {
  /// S12: split columns, FlexLayout's own collapse rule.
  @Suite("Rules: split (S12)")
  struct SplitRuleTests {
    /// Sidebar 200…250…300, list 300…350…420, detail min 400 (ideal 400) max 500, over flexible children
    /// named s, l and d with ideal heights 10, 20 and 30.
    static func mail(dividerWidth: Double = 0, collapsedColumn: Int = 0, fractions: (Double?, Double?) = (nil, nil))
      -> Node
    {
      Node.split(
        [
          SplitColumn(min: 200, ideal: 250, max: 300, fraction: fractions.0, Node.flexible(idealHeight: 10).id("s")),
          SplitColumn(min: 300, ideal: 350, max: 420, fraction: fractions.1, Node.flexible(idealHeight: 20).id("l")),
          SplitColumn(min: 400, max: 500, Node.flexible(idealHeight: 30).id("d")),
        ], dividerWidth: dividerWidth, collapsedColumn: collapsedColumn
      ).id("split")
    }

    /// The widths of s, l and d (nil for a hidden column, whose frame must be `.zero`).
    static func widths(_ result: LayoutResult) throws -> [Double?] {
      try ["s", "l", "d"].map { name in
        let node = try #require(result.ids[name])
        if !result.isVisible(node) {
          #expect(result[node] == .zero)
          return nil
        }
        return result[node].width
      }
    }

    @Test("S12.3 preferred widths; the last visible column takes the remainder, ignoring its max")
    func remainderToLast() throws {
      let result = try layoutBoth(Self.mail(), proposal(1_200, 100))
      #expect(result.selection("split") == .columns([0, 1, 2]))
      #expect(try Self.widths(result) == [250, 350, 600])
      #expect(result["s"] == rect(0, 0, 250, 100))
      #expect(result["l"] == rect(250, 0, 350, 100))
      #expect(result["d"] == rect(600, 0, 600, 100))
      #expect(result["split"] == rect(0, 0, 1_200, 100))
    }

    @Test("S12.3 fractions of the whole width, clamped to min…max")
    func fractions() throws {
      let result = try layoutBoth(Self.mail(fractions: (0.25, 0.5)), proposal(1_200, 100))
      // 0.25 × 1200 = 300 (≤ 300); 0.5 × 1200 = 600 → 420; the detail gets 1200 − 720 = 480.
      #expect(try Self.widths(result) == [300, 420, 480])
      let odd = try layoutBoth(Self.mail(dividerWidth: 1, fractions: (0.22, 0.34)), proposal(1_200, 100))
      let sidebar = Swift.min(Swift.max(0.22 * 1_200, 200), 300)
      let list = Swift.min(Swift.max(0.34 * 1_200, 300), 420)
      #expect(try Self.widths(odd) == [sidebar, list, (1_200 - (0 + sidebar + list)) - 1 * 2])
    }

    static let nearestFirstCases: [(Double, [Double])] = [
      (960, [250, 310, 400]), (920, [220, 300, 400]), (900, [200, 300, 400]), (1_000, [250, 350, 400]),
    ]

    @Test(
      "S12.3 below its min the last column takes width from the earlier ones, nearest first",
      arguments: nearestFirstCases)
    func nearestFirst(width: Double, expected: [Double]) throws {
      let result = try layoutBoth(Self.mail(), proposal(width, 100))
      #expect(result.selection("split") == .columns([0, 1, 2]))
      #expect(try Self.widths(result) == expected.map { Optional($0) })
    }

    @Test(
      "S12.2 columns hide from the leading edge, then collapse to collapsedColumn",
      arguments: [
        (900.0, 0, [0, 1, 2]), (Double(900).nextDown, 0, [1, 2]), (700, 0, [1, 2]),
        (Double(700).nextDown, 0, [0]), (699, 2, [2]), (0, 1, [1]),
      ])
    func hiding(width: Double, collapsedColumn: Int, visible: [Int]) throws {
      let result = try layoutBoth(Self.mail(collapsedColumn: collapsedColumn), proposal(width, 100))
      #expect(result.selection("split") == .columns(visible))
      let widths = try Self.widths(result)
      for column in 0..<3 where !visible.contains(column) { #expect(widths[column] == nil) }
      if visible.count == 1 {
        #expect(widths[visible[0]] == width)  // S12.4: W wide
        #expect(result["split"] == rect(0, 0, width, 100))
      }
    }

    @Test("S12.2 hiding the sidebar: the list keeps its ideal, the detail takes the rest")
    func twoColumns() throws {
      let result = try layoutBoth(Self.mail(), proposal(899, 100))
      #expect(try Self.widths(result) == [nil, 350, 549])
      #expect(result["l"] == rect(0, 0, 350, 100))
      #expect(result["d"] == rect(350, 0, 549, 100))
    }

    @Test("S12.2 S12.5 dividers count against the width and separate the columns")
    func dividers() throws {
      // Minimums 900 + 2 dividers: 901 hides the sidebar, 902 shows all three.
      let narrow = try layoutBoth(Self.mail(dividerWidth: 1), proposal(901, 100))
      #expect(narrow.selection("split") == .columns([1, 2]))
      let result = try layoutBoth(Self.mail(dividerWidth: 1), proposal(902, 100))
      #expect(result.selection("split") == .columns([0, 1, 2]))
      #expect(result["s"] == rect(0, 0, 200, 100))
      #expect(result["l"] == rect(201, 0, 300, 100))
      #expect(result["d"] == rect(502, 0, 400, 100))
    }

    @Test(
      "S12.1 D10: unspecified or infinite width: every column at its ideal; the height is the tallest ideal",
      arguments: [nil, Double.infinity])
    func unspecifiedWidth(width: Double?) throws {
      for height in [nil, Double.infinity] {
        let result = try layoutBoth(Self.mail(dividerWidth: 1), proposal(width, height))
        #expect(result.selection("split") == .columns([0, 1, 2]))
        #expect(result["split"] == rect(0, 0, 1_002, 30))
        #expect(result["s"] == rect(0, 0, 250, 30))
        #expect(result["l"] == rect(251, 0, 350, 30))
        #expect(result["d"] == rect(602, 0, 400, 30))
      }
    }

    @Test("S12.5 a finite width with an unspecified height: the tallest visible child's answer to (width, nil)")
    func heightFromChildren() throws {
      let result = try layoutBoth(Self.mail(), proposal(899, nil))
      // The sidebar (ideal height 10) is hidden; the list (20) and detail (30) show.
      #expect(result["split"] == rect(0, 0, 899, 30))
      #expect(result["l"] == rect(0, 0, 350, 30))
    }

    @Test("S12.5 each column centres its child in (width, H)")
    func centring() throws {
      let split = Node.split(
        [
          SplitColumn(min: 100, ideal: 250, Node.fixed(width: 100, height: 50).id("a")),
          SplitColumn(min: 100, Node.text(wordWidths: [40, 40], spaceWidth: 4, lineHeight: 10).id("b")),
        ], dividerWidth: 2
      ).id("split")
      let result = try layoutBoth(split, proposal(400, 200))
      // a: (250 − 100) / 2 = 75, (200 − 50) / 2 = 75. b: column at 252, 148 wide; the text is 84 × 10.
      #expect(result["a"] == rect(75, 75, 100, 50))
      #expect(result["b"] == rect(252 + (148 - 84) / 2, 95, 84, 10))
    }

    @Test("S12 a spacer in a split column has no stack axis")
    func spacerInSplit() throws {
      let split = Node.split([SplitColumn(min: 10, Node.spacer().id("spacer"))]).id("split")
      let result = try layoutBoth(split, proposal(120, 90))
      #expect(result["spacer"] == rect(0, 0, 120, 90))
    }

    @Test("S12.6 hidden columns' subtrees are invisible, selectors there report nothing")
    func hiddenSubtrees() throws {
      let inner = Node.viewThatFits([Node.fixed(width: 10, height: 10).id("leaf")]).id("inner")
      let split = Node.split(
        [SplitColumn(min: 300, inner), SplitColumn(min: 300, Node.flexible().id("detail"))], collapsedColumn: 1
      ).id("split")
      let result = try layoutBoth(split, proposal(500, 100))
      #expect(result.selection("split") == .columns([1]))
      #expect(result.selection("inner") == nil)
      #expect(result["leaf"] == .zero)
      #expect(result["detail"] == rect(0, 0, 500, 100))
      let wide = try layoutBoth(split, proposal(600, 100))
      #expect(wide.selection("inner") == .child(0))
    }

    @Test("S12 the visible column count never drops as the width grows (sweep)")
    func monotone() throws {
      for divider in [0.0, 1] {
        var previous = 0
        var width = 0.0
        while width <= 1_400 {
          for w in [width.nextDown, width] where w >= 0 {
            let result = try layoutBoth(Self.mail(dividerWidth: divider, collapsedColumn: 2), proposal(w, 100))
            guard case .columns(let columns) = result.selection("split") else {
              Issue.record("no selection at \(w)")
              return
            }
            #expect(columns.count >= previous, "at \(w)")
            previous = columns.count
          }
          width += 25
        }
      }
    }
  }
}
