import Testing

@testable import FlexLayout

extension Rules {
  /// S5.6 scroll views.
  @Suite("Rules: scroll (S5.6)")
  struct ScrollRuleTests {
    @Test("S5.6 a vertical scroll view takes the offered space; its content gets nil height and overflows")
    func verticalScroll() throws {
      let content = Node.vstack(spacing: 0, (0..<20).map { Node.fixed(width: 50, height: 30).id("row\($0)") })
      let result = try layoutBoth(content.id("content").scroll(), proposal(100, 200))
      #expect(result.size == Size(width: 100, height: 200))
      #expect(result["content"] == rect(0, 0, 50, 600))
      #expect(result["row19"] == rect(0, 570, 50, 30))
    }

    @Test(
      "S5.6 the content is proposed nil on the scroll axes and the proposal on the others",
      arguments: [
        (Axes.vertical, Size(width: 100, height: 10)),
        (.horizontal, Size(width: 10, height: 50)),
        (.both, Size(width: 10, height: 10)),
      ])
    func axes(axes: Axes, content: Size) throws {
      let result = try layoutBoth(Node.flexible().id("content").scroll(axes), proposal(100, 50))
      #expect(result.size == Size(width: 100, height: 50))
      #expect(result["content"] == Rect(origin: .zero, size: content))
    }

    @Test("S5.6 under an unspecified proposal the scroll view is as large as its content")
    func unspecified() throws {
      let result = try layoutBoth(Node.fixed(width: 40, height: 300).scroll(), proposal(nil, nil))
      #expect(result.size == Size(width: 40, height: 300))
      let mixed = try layoutBoth(Node.fixed(width: 40, height: 300).scroll(), proposal(nil, 100))
      #expect(mixed.size == Size(width: 40, height: 100))
    }

    @Test("S5.6 a scroll view in a stack is as flexible as the space it is offered")
    func inStack() throws {
      let stack = Node.vstack(
        spacing: 0,
        [
          Node.fixed(width: 100, height: 40).id("header"),
          Node.text("a long line of words").id("body").scroll().id("scroll"),
        ])
      let result = try layoutBoth(stack, proposal(100, 300))
      #expect(result["header"] == rect(0, 0, 100, 40))
      #expect(result["scroll"] == rect(0, 40, 100, 260))
      // The text wraps at the width: "a long line" is 88, then "of words" 64.
      #expect(result["body"] == rect(0, 40, 88, 34))
    }
  }
}
