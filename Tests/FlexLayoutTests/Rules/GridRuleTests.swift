import Testing

@testable import FlexLayout

extension Rules {
  /// S9: LazyVGrid columns, the overflow pass, cells and placement, and the reported widths.
  @Suite("Rules: grid (S9)")
  struct GridRuleTests {
    /// `count` flexible leaves named `prefix0`, `prefix1`, ….
    static func items(_ count: Int, _ prefix: String = "c", idealHeight: Double? = nil) -> [Node] {
      (0..<count).map { Node.flexible(idealHeight: idealHeight).id("\(prefix)\($0)") }
    }

    @Test("S9.1 objc.io quiz 1: fixed 70 + adaptive 40 at 200 leaves 122, two adaptive cells of 57")
    func objcioFixedAndAdaptive() throws {
      let grid = Node.grid([.fixed(70), .adaptive(min: 40)], Self.items(3)).id("grid")
      let result = try layoutBoth(grid.frame(width: 200).id("frame"), proposal(390, 844))
      // 200 − 8 = 192; fixed 70 → 122 left; k = floor(130 / 48) = 2 cells of (122 − 8) / 2 = 57.
      #expect(result.selection("grid") == .widths([70, 57, 57]))
      #expect(result["grid"] == rect(0, 0, 200, 10))
      #expect(result["c0"] == rect(0, 0, 70, 10))
      #expect(result["c1"] == rect(78, 0, 57, 10))
      #expect(result["c2"] == rect(143, 0, 57, 10))
    }

    @Test("S9.1 mo4tech: adaptive(50…100) at 300 holds 5 cells of 53.6")
    func mo4techAdaptive() throws {
      let grid = Node.grid([.adaptive(min: 50, max: 100)], Self.items(5)).id("grid")
      let result = try layoutBoth(grid.frame(width: 300), proposal(390, 844))
      let cell = (300.0 - 4 * 8) / 5
      #expect(cell == 53.6)
      #expect(result.selection("grid") == .widths([Double](repeating: cell, count: 5)))
      #expect(result["grid"] == rect(0, 0, 300, 10))
      var x = 0.0
      for index in 0..<5 {
        if index > 0 { x = (x + cell) + 8 }
        #expect(result["c\(index)"] == rect(x, 0, cell, 10))
      }
    }

    @Test("S9.1 mo4tech: adaptive(50…100) + adaptive(40…100) at 300 gives [69, 69, 43.33…×3]")
    func mo4techTwoAdaptive() throws {
      let grid = Node.grid(
        [.adaptive(min: 50, max: 100), .adaptive(min: 40, max: 100)], Self.items(2, "a") + Self.items(3, "b")
      ).id("grid")
      let result = try layoutBoth(grid.frame(width: 300), proposal(390, 844))
      let third = (146.0 - 2 * 8) / 3
      #expect(result.selection("grid") == .widths([69, 69, third, third, third]))
      #expect(result["grid"]?.width == 300)
      #expect(result["a0"] == rect(0, 0, 69, 10))
      #expect(result["a1"] == rect(77, 0, 69, 10))
      #expect(result["b0"] == rect(154, 0, third, 10))
      #expect(result["b1"] == rect((154 + third) + 8, 0, third, 10))
      #expect(result["b2"] == rect(((154 + third) + 8 + third) + 8, 0, third, 10))
    }

    @Test("S9.4 mo4tech: flexible(100) + flexible(180) at 300 reports 334 and renders 163 and 180")
    func mo4techOverflow() throws {
      let grid = Node.grid([.flexible(min: 100), .flexible(min: 180)], Self.items(2)).id("grid")
      let result = try layoutBoth(grid.frame(width: 300).id("frame"), proposal(390, 844))
      // Pass 1: 146 + 8 + 180 = 334 > 300. Pass 2 at 334: 163 and 180, a block of 351 centred in 334.
      #expect(result.selection("grid") == .widths([163, 180]))
      #expect(result["frame"] == rect(0, 0, 300, 10))
      #expect(result["grid"] == rect(-17, 0, 334, 10))
      #expect(result["c0"] == rect(-25.5, 0, 163, 10))
      #expect(result["c1"] == rect(145.5, 0, 180, 10))
    }

    @Test("S9.4 lochiwei: flexible(50) + flexible(120) in a 200 frame: the grid is 224 wide at x −12")
    func lochiweiOverflow() throws {
      let grid = Node.grid([.flexible(min: 50), .flexible(min: 120)], Self.items(2, idealHeight: 40)).id("grid")
      let result = try layoutBoth(grid.frame(width: 200), proposal(390, 844))
      #expect(result["grid"] == rect(-12, 0, 224, 40))
      // Pass 2 at 224: 108 and 120 (a block of 236, centred in 224 at −6).
      #expect(result.selection("grid") == .widths([108, 120]))
      #expect(result["c0"] == rect(-18, 0, 108, 40))
      #expect(result["c1"] == rect(98, 0, 120, 40))
    }

    @Test("S9.1 Field Guide: flexible(40) + fixed(60) at 184: fixed first, the flexible column takes the rest")
    func fieldGuideFixedFirst() throws {
      let grid = Node.grid([.flexible(min: 40), .fixed(60)], Self.items(2)).id("grid")
      let result = try layoutBoth(grid, proposal(184, nil))
      #expect(result.selection("grid") == .widths([116, 60]))
      #expect(result["c0"] == rect(0, 0, 116, 10))
      #expect(result["c1"] == rect(124, 0, 60, 10))
    }

    @Test("S9.4 D2: two fixed 100 columns at 300: the grid is 300 wide, the columns at x 46 and 154")
    func fixedBlockCentred() throws {
      let grid = Node.grid([.fixed(100), .fixed(100)], Self.items(2)).id("grid")
      let result = try layoutBoth(grid, proposal(300, 500))
      #expect(result["grid"] == rect(0, 0, 300, 10))
      #expect(result["c0"] == rect(46, 0, 100, 10))
      #expect(result["c1"] == rect(154, 0, 100, 10))
      #expect(result.selection("grid") == .widths([100, 100]))
    }

    @Test(
      "S9.3 D15: unspecified and infinite widths: fixed size, flexible min, adaptive min with one cell",
      arguments: [nil, Double.infinity])
    func unspecifiedWidth(width: Double?) throws {
      let grid = Node.grid(
        [.fixed(70), .flexible(min: 40), .adaptive(min: 50, max: 90)], Self.items(4, idealHeight: 20)
      ).id("grid")
      let result = try layoutBoth(grid, proposal(width, nil))
      #expect(result.selection("grid") == .widths([70, 40, 50]))
      // 70 + 8 + 40 + 8 + 50 = 176; two rows of 20, 8 apart.
      #expect(result["grid"] == rect(0, 0, 176, 48))
      #expect(result["c0"] == rect(0, 0, 70, 20))
      #expect(result["c1"] == rect(78, 0, 40, 20))
      #expect(result["c2"] == rect(126, 0, 50, 20))
      #expect(result["c3"] == rect(0, 28, 70, 20))
    }

    @Test("S9.5 rows are as tall as their tallest item and rowSpacing apart; items fill cells row by row")
    func rows() throws {
      let items = [
        Node.fixed(width: 20, height: 30).id("a"), Node.fixed(width: 20, height: 10).id("b"),
        Node.fixed(width: 20, height: 5).id("c"),
      ]
      let grid = Node.grid([.fixed(40), .fixed(40, alignment: .topLeading)], rowSpacing: 4, items).id("grid")
      let result = try layoutBoth(grid, proposal(88, nil))
      // Block 40 + 8 + 40 = 88. Row 0: height 30; row 1 at 34, height 5.
      #expect(result["grid"] == rect(0, 0, 88, 39))
      #expect(result["a"] == rect(10, 0, 20, 30))  // centred in (40, 30)
      #expect(result["b"] == rect(48, 0, 20, 10))  // top-leading in its cell
      #expect(result["c"] == rect(10, 34, 20, 5))
    }

    @Test("S9.5 each item is measured (cellWidth, nil), then proposed (cellWidth, rowHeight)")
    func cellProposals() throws {
      // Text wraps to two lines in a 50-wide cell; the flexible neighbour takes the row's height.
      let text = Node.text(wordWidths: [40, 40], spaceWidth: 4, lineHeight: 10).id("text")
      let grid = Node.grid([.flexible(), .flexible()], [text, Node.flexible().id("fill")]).id("grid")
      let result = try layoutBoth(grid, proposal(108, nil))
      #expect(result.selection("grid") == .widths([50, 50]))
      #expect(result["text"] == rect(5, 0, 40, 20))
      #expect(result["fill"] == rect(58, 0, 50, 20))
      #expect(result["grid"] == rect(0, 0, 108, 20))
    }

    @Test("S9.1 D1: an adaptive share is not capped at max; its cells are, left-aligned in the share")
    func adaptiveCellsCapped() throws {
      let grid = Node.grid([.adaptive(min: 50, max: 60)], Self.items(2)).id("grid")
      let result = try layoutBoth(grid, proposal(200, nil))
      // k = floor(208 / 58) = 3 cells of min((200 − 16) / 3, 60) = 60, at 0, 68, 136; the grid is 200.
      #expect(result.selection("grid") == .widths([60, 60, 60]))
      #expect(result["grid"] == rect(0, 0, 200, 10))
      #expect(result["c0"] == rect(0, 0, 60, 10))
      #expect(result["c1"] == rect(68, 0, 60, 10))
    }

    @Test("S9.7 a grid without items still reports its widths and has height 0")
    func emptyGrid() throws {
      let result = try layoutBoth(Node.grid([.flexible(), .fixed(30)], []).id("grid"), proposal(100, 100))
      #expect(result.selection("grid") == .widths([62, 30]))
      #expect(result["grid"] == rect(0, 0, 100, 0))
    }

    @Test("S9.5 a spacer in a grid has no stack axis: it answers its cell on both axes")
    func spacerInGrid() throws {
      let grid = Node.grid([.fixed(40)], [Node.spacer().id("spacer")]).id("grid")
      let result = try layoutBoth(grid, proposal(40, nil))
      // Measured (40, nil) → (40, 8); placed (40, 8).
      #expect(result["spacer"] == rect(0, 0, 40, 8))
    }

    @Test("S9 the cell count never drops as the width grows (sweep)")
    func monotoneCells() throws {
      let grid = Node.grid(
        [.fixed(60), .adaptive(min: 45, max: 80), .flexible(min: 30, max: 120), .adaptive(min: 70)], Self.items(3)
      ).id("grid")
      var previous = 0
      var width = 0.0
      while width <= 1_200 {
        for w in [width.nextDown, width, width.nextUp] where w >= 0 {
          let result = try layoutBoth(grid, proposal(w, nil))
          guard case .widths(let widths) = result.selection("grid") else {
            Issue.record("no widths at \(w)")
            return
          }
          #expect(widths.count >= previous, "at \(w)")
          previous = widths.count
        }
        width += 13
      }
    }
  }
}
