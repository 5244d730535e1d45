import Testing

@testable import FlexLayout

extension Rules {
  /// S5.5 aspectRatio.
  @Suite("Rules: aspectRatio (S5.5)")
  struct AspectRatioRuleTests {
    @Test(
      "S5.5 ratio 1.5 fits or fills the proposal",
      arguments: [
        (ContentMode.fit, proposal(300, 300), Size(width: 300, height: 200)),
        (.fill, proposal(300, 300), Size(width: 450, height: 300)),
        (.fit, proposal(300, nil), Size(width: 300, height: 200)),
        (.fit, proposal(nil, 100), Size(width: 150, height: 100)),
        (.fill, proposal(100, 300), Size(width: 450, height: 300)),
      ])
    func ratio(mode: ContentMode, proposed: ProposedSize, expected: Size) throws {
      let tree = Node.flexible().id("child").aspectRatio(1.5, contentMode: mode)
      let result = try layoutBoth(tree, proposed)
      #expect(result.size == expected)
      #expect(result["child"] == Rect(origin: .zero, size: expected))
    }

    @Test("S5.5 fill with an unspecified axis scales to infinity: an infinite frame is an error (S1.3)")
    func fillWithNilIsInfinite() throws {
      let error = layoutErrorBoth(Node.flexible().aspectRatio(1.5, contentMode: .fill), proposal(300, nil))
      // The flexible leaf answers the infinite proposal with an infinite size: the error names it (S1.3).
      #expect(error?.path == "/root/child")
      #expect(error?.message.contains("infinite") == true)
    }

    @Test("S5.5 an unspecified proposal passes through: the child's ideal size")
    func unspecified() throws {
      let result = try layoutBoth(Node.flexible().aspectRatio(2, contentMode: .fit), proposal(nil, nil))
      #expect(result.size == Size(width: 10, height: 10))
    }

    @Test("S5.5 without a ratio, the child's ideal size is the ratio")
    func idealRatio() throws {
      let tree = Node.flexible(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit)
      let result = try layoutBoth(tree, proposal(300, 300))
      #expect(result.size == Size(width: 300, height: 150))
    }

    @Test("S5.5 an ideal with equal sides counts as 1:1, even 0 × 0")
    func equalSidesAreSquare() throws {
      let tree = Node.flexible(idealWidth: 0, idealHeight: 0).aspectRatio(contentMode: .fit)
      let result = try layoutBoth(tree, proposal(300, 200))
      #expect(result.size == Size(width: 200, height: 200))
    }

    @Test("S5.5 a ratio with a zero side is ignored: the child gets the proposal")
    func zeroSideIgnored() throws {
      let tree = Node.flexible(idealWidth: 0, idealHeight: 20).aspectRatio(contentMode: .fit)
      let result = try layoutBoth(tree, proposal(300, 200))
      #expect(result.size == Size(width: 300, height: 200))
    }

    @Test("S5.5 an inflexible child ignores the ratio; the modifier takes its size")
    func inflexibleChild() throws {
      let tree = Node.fixed(width: 50, height: 50).id("child").aspectRatio(2, contentMode: .fit).frame(
        width: 300, height: 300)
      let result = try layoutBoth(tree, proposal(nil, nil))
      #expect(result.frames[1] == rect(125, 125, 50, 50))
      #expect(result["child"] == rect(125, 125, 50, 50))
    }
  }
}
