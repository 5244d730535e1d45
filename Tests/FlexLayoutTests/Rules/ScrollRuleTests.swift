import Testing

@testable import FlexLayout

extension Rules {
  /// S5.6 scroll views.
  @Suite("Rules: scroll (S5.6)")
  struct ScrollRuleTests {
    @Test("S5.6 a vertical scroll view takes the offered height and its content's width; its content overflows")
    func verticalScroll() throws {
      let content = Node.vstack(spacing: 0, (0..<20).map { Node.fixed(width: 50, height: 30).id("row\($0)") })
      let result = try layoutBoth(content.id("content").scroll(), proposal(100, 200))
      // Issue 28: only as wide as its content across its axis (the SwiftUI Field Guide), not the 100 offered.
      #expect(result.size == Size(width: 50, height: 200))
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

    @Test("S5.6 a scroll view in a stack takes the height offered and hugs its content's width")
    func inStack() throws {
      let stack = Node.vstack(
        spacing: 0,
        [
          Node.fixed(width: 100, height: 40).id("header"),
          Node.text("a long line of words").id("body").scroll().id("scroll"),
        ])
      let result = try layoutBoth(stack, proposal(100, 300))
      #expect(result["header"] == rect(0, 0, 100, 40))
      // The text wraps at the width: "a long line" is 88, then "of words" 64; the scroll is as wide as the text
      // (issue 28), centred in the stack's 100.
      #expect(result["scroll"] == rect(6, 40, 88, 260))
      #expect(result["body"] == rect(6, 40, 88, 34))
    }

    @Test("S5.6 issue 28: a horizontal scroll of pills hugs their height, leaving the rest of a column to the list")
    func pillsAboveAList() throws {
      // The Mastodon timeline: a horizontal ScrollView of filter pills above a vertical list. SwiftUI's pills bar
      // is as tall as the pills; taking the whole offered height made it 653 pt tall and the list 0.
      let pills = Node.hstack(spacing: 8, (0..<12).map { _ in Node.fixed(width: 80, height: 32) }).scroll(.horizontal)
      let list = Node.vstack(spacing: 0, (0..<30).map { _ in Node.fixed(width: 390, height: 60) }).scroll()
      let screen = Node.vstack(spacing: 0, [pills.id("pills"), list.id("list")])
      let result = try layoutBoth(screen, proposal(390, 700))
      #expect(result["pills"] == rect(0, 0, 390, 32))
      #expect(result["list"] == rect(0, 32, 390, 668))
    }

    @Test("S5.6 with no scroll axes a scroll view is its content's size on both axes")
    func noAxes() throws {
      let result = try layoutBoth(
        Node.flexible(idealWidth: 30, idealHeight: 20, maxHeight: 40).scroll([]), proposal(100, 100))
      #expect(result.size == Size(width: 100, height: 40))
    }
  }
}
