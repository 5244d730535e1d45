import Testing

@testable import FlexLayout

extension Rules {
  /// S1.4 finishing (right-to-left mirroring and pixel rounding) and S7.2.
  @Suite("Rules: environment (S1.4, S7.2)")
  struct EnvironmentRuleTests {
    static let rightToLeft = LayoutEnvironment(layoutDirection: .rightToLeft)

    /// Three equal colours in 100 points: edges at 0, 33.33…, 66.66…, 100.
    static let thirds = Node.hstack(spacing: 0, (0..<3).map { Node.flexible().id("c\($0)") })

    @Test("S1.4 (D14) right-to-left mirrors every frame about the root's width")
    func mirror() throws {
      let tree = Node.hstack(
        spacing: 0, [Node.fixed(width: 10, height: 10).id("a"), Node.fixed(width: 20, height: 10).id("b")]
      ).id("stack").frame(width: 100, alignment: .leading)
      let leftToRight = try layoutBoth(tree, proposal(nil, nil))
      #expect(leftToRight["stack"] == rect(0, 0, 30, 10))
      #expect(leftToRight["a"] == rect(0, 0, 10, 10))
      #expect(leftToRight["b"] == rect(10, 0, 20, 10))
      let rightToLeft = try layoutBoth(tree, proposal(nil, nil), Self.rightToLeft)
      #expect(rightToLeft.frames[0] == rect(0, 0, 100, 10))
      #expect(rightToLeft["stack"] == rect(70, 0, 30, 10))
      #expect(rightToLeft["a"] == rect(90, 0, 10, 10))
      #expect(rightToLeft["b"] == rect(70, 0, 20, 10))
    }

    @Test("S1.4 (D14) padding's leading inset ends up on the right in right-to-left layouts")
    func mirroredPadding() throws {
      let tree = Node.fixed(width: 10, height: 10).id("child").padding(EdgeInsets(leading: 5, trailing: 1))
      let result = try layoutBoth(tree, proposal(nil, nil), Self.rightToLeft)
      #expect(result.size == Size(width: 16, height: 10))
      #expect(result["child"] == rect(1, 0, 10, 10))
    }

    @Test(
      "S1.4 pixel rounding: edges round to the pixel grid, sizes are differences of rounded edges",
      arguments: [
        (1.0, [0.0, 33, 67], [33.0, 34, 33]),
        (2.0, [0.0, 33.5, 66.5], [33.5, 33, 33.5]),
      ])
    func rounding(scale: Double, xs: [Double], widths: [Double]) throws {
      let result = try layoutBoth(Self.thirds, proposal(100, 10.25), LayoutEnvironment(displayScale: scale))
      for index in 0..<3 {
        #expect(result["c\(index)"] == rect(xs[index], 0, widths[index], scale == 1 ? 10 : 10.5))
      }
      #expect(result.size == Size(width: 100, height: scale == 1 ? 10 : 10.5))
    }

    @Test("S1.4 pixel rounding at scale 3: edges on the third-point grid, neighbours share their edge")
    func roundingThirds() throws {
      let result = try layoutBoth(Self.thirds, proposal(100, 10), LayoutEnvironment(displayScale: 3))
      let frames = (0..<3).compactMap { result["c\($0)"] }
      #expect(frames.map { ($0.x * 3).rounded() } == [0, 100, 200])
      #expect(frames.map { ($0.maxX * 3).rounded() } == [100, 200, 300])
      #expect(frames[0].maxX == frames[1].x)
      #expect(frames[1].maxX == frames[2].x)
    }

    @Test("S1.4 rounding happens in root coordinates, not relative to the parent")
    func roundingInRootCoordinates() throws {
      // The leaf is at 0.6 in root coordinates (two paddings of 0.3): it rounds to 1, not 0 + 0.
      let tree = Node.fixed(width: 10, height: 10).id("leaf").padding(0.3).id("inner").padding(0.3)
      let result = try layoutBoth(tree, proposal(nil, nil), LayoutEnvironment(displayScale: 1))
      #expect(result.size == Size(width: 11, height: 11))
      #expect(result["inner"] == rect(0, 0, 11, 11))
      #expect(result["leaf"] == rect(1, 1, 10, 10))
    }

    @Test("S1.4 (D14) mirroring happens before rounding")
    func mirrorThenRound() throws {
      let tree = Node.hstack(
        spacing: 0, [Node.fixed(width: 2.75, height: 1).id("a"), Node.fixed(width: 5.5, height: 1).id("b")])
      let environment = LayoutEnvironment(displayScale: 1, layoutDirection: .rightToLeft)
      let result = try layoutBoth(tree, proposal(nil, nil), environment)
      // Mirrored about 8.25: a spans 5.5…8.25 → 6…8, b spans 0…5.5 → 0…6.
      #expect(result["a"] == rect(6, 0, 2, 1))
      #expect(result["b"] == rect(0, 0, 6, 1))
    }

    @Test("S1.4 finished frames never hold −0")
    func noNegativeZero() throws {
      // A −0 size is valid input (−0 ≥ 0); finishing turns every −0 into +0.
      let tree = Node.hstack([Node.fixed(width: -0.0, height: -0.0), Node.fixed(width: -0.0, height: 5)])
      for environment in [LayoutEnvironment.standard, Self.rightToLeft, LayoutEnvironment(displayScale: 2)] {
        let result = try layoutBoth(Node.fixed(width: -0.0, height: -0.0), proposal(nil, nil), environment)
        #expect(result.frames[0].width.sign == .plus)
        let stack = try layoutBoth(tree, proposal(nil, nil), environment)
        for frame in stack.frames {
          #expect([frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.sign == .plus }, "\(frame)")
        }
      }
    }

    @Test("S1.2 a NaN or negative root proposal and a bad display scale are errors")
    func badInputs() throws {
      let leaf = Node.flexible()
      #expect(layoutErrorBoth(leaf, proposal(.nan, 10))?.path == "/proposal/width")
      #expect(layoutErrorBoth(leaf, proposal(10, -1))?.path == "/proposal/height")
      #expect(layoutErrorBoth(leaf, proposal(-.infinity, 10))?.path == "/proposal/width")
      #expect(
        layoutErrorBoth(leaf, proposal(10, 10), LayoutEnvironment(displayScale: 0))?.path == "/environment/displayScale"
      )
      #expect(
        layoutErrorBoth(leaf, proposal(10, 10), LayoutEnvironment(displayScale: .infinity))?.path
          == "/environment/displayScale")
      // −0 is a valid proposal: the same as 0.
      let negativeZero = try layoutBoth(leaf, proposal(-0.0, 10))
      #expect(negativeZero.size == Size(width: 0, height: 10))
    }
  }
}
