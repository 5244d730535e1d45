import Testing

@testable import FlexLayout

extension Rules {
  /// S5.4 fixedSize.
  @Suite("Rules: fixedSize (S5.4)")
  struct FixedSizeRuleTests {
    @Test("S5.4 fixedSize proposes nil: a Color is 10 × 10 whatever the proposal")
    func colorIsIdeal() throws {
      let result = try layoutBoth(Node.flexible().id("color").fixedSize(), proposal(300, 300))
      #expect(result.size == Size(width: 10, height: 10))
      #expect(result["color"] == rect(0, 0, 10, 10))
    }

    @Test("S5.4 a fixed-size text stays on one line and overflows its frame")
    func textOneLine() throws {
      // "hello world": 40 + 8 + 40 = 88 wide on one line, centred in 50: x = −19.
      let tree = Node.text("hello world").id("text").fixedSize().id("fixed").frame(width: 50)
      let result = try layoutBoth(tree, proposal(300, 300))
      #expect(result.size == Size(width: 50, height: 17))
      #expect(result["fixed"] == rect(-19, 0, 88, 17))
      #expect(result["text"] == rect(-19, 0, 88, 17))
    }

    @Test(
      "S5.4 only the enabled axes are proposed nil",
      arguments: [
        (true, false, Size(width: 10, height: 70)),
        (false, true, Size(width: 60, height: 10)),
        (false, false, Size(width: 60, height: 70)),
      ])
    func perAxis(horizontal: Bool, vertical: Bool, expected: Size) throws {
      let tree = Node.flexible().id("color").fixedSize(horizontal: horizontal, vertical: vertical)
      let result = try layoutBoth(tree, proposal(60, 70))
      #expect(result.size == expected)
      #expect(result["color"]?.size == expected)
    }

    @Test("S5.4 vertical fixedSize lets a text wrap to all its lines under a short height")
    func verticalText() throws {
      // Three 32-wide words at width 40 need three lines; the height 20 would cap them at one.
      let text = Node.text("aaaa bbbb cccc")
      let capped = try layoutBoth(text, proposal(40, 20))
      #expect(capped.size == Size(width: 32, height: 17))
      let fixed = try layoutBoth(text.fixedSize(horizontal: false, vertical: true), proposal(40, 20))
      #expect(fixed.size == Size(width: 32, height: 51))
    }

    @Test("S3.2 fixedSize passes its child's layout priority through; other modifiers reset it to 0")
    func priorityPassesThrough() throws {
      let raised = Node.flexible().layoutPriority(1)
      let throughFixedSize = Node.hstack(
        spacing: 0, [raised.fixedSize(horizontal: false, vertical: true).id("a"), Node.flexible().id("b")])
      let passed = try layoutBoth(throughFixedSize, proposal(100, 10))
      #expect(passed["a"]?.width == 100)
      #expect(passed["b"]?.width == 0)
      let throughPadding = Node.hstack(spacing: 0, [raised.padding(0).id("a"), Node.flexible().id("b")])
      let reset = try layoutBoth(throughPadding, proposal(100, 10))
      #expect(reset["a"]?.width == 50)
      #expect(reset["b"]?.width == 50)
    }
  }
}
