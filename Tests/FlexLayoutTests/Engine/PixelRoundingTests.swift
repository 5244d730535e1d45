import Testing

@testable import FlexLayout
@testable import FlexLayoutTesting

/// Frame finishing's own floor and its per-scale shortcuts give exactly the bits of the S1.4 formula
/// `floor(v × s + 0.5 + 1e-6) / s` written with the standard library.
struct PixelRoundingTests {
  /// The formula as written in Docs/Semantics.md, with the library's floor and a true division.
  static func formula(_ value: Double, _ scale: Double) -> Double {
    (value * scale + 0.5 + FrameFinishing.halfPixelNudge).rounded(.down) / scale
  }

  static let edges: [Double] = [
    0, -0.0, 0.5, -0.5, 0.49999999999999994, 1, -1, 1.5, -1.5, 2.5, 0x1p52 - 0.5, 0x1p52, -0x1p52, 0x1p52 + 1,
    -0x1p52 + 0.5, 0x1p53, 4503599627370495.5, -4503599627370495.5, .ulpOfOne, -.ulpOfOne,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    85.49999999999999, 85.5, 1e300, -1e300, 123456.789, -123456.789,
  ]

  @Test func floorMatchesTheLibraryOnEdgesAndRandomBits() {
    for value in Self.edges + Self.edges.flatMap({ [$0.nextUp, $0.nextDown] }) {
      #expect(FrameFinishing.floor(value) == value.rounded(.down), "floor(\(value))")
    }
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<50_000 {
      // Random bit patterns cover every exponent; random small values cover the fractions that matter.
      let bits = Double(bitPattern: random.next())
      let small = Double(Int64(bitPattern: random.next()) % 2_000_000) / 64 - 10_000
      for value in [bits, small, small + 0.5] where value.isFinite {
        let expected = value.rounded(.down)
        let actual = FrameFinishing.floor(value)
        // −0 and +0 may differ in sign (finishing folds −0 into +0); everything else bit for bit.
        #expect(actual == expected, "floor(\(value))")
        if actual != 0 { #expect(actual.bitPattern == expected.bitPattern, "floor(\(value))") }
      }
    }
    #expect(FrameFinishing.floor(.infinity) == .infinity)
    #expect(FrameFinishing.floor(-.infinity) == -.infinity)
    #expect(FrameFinishing.floor(.nan).isNaN)
  }

  @Test(arguments: [1.0, 2, 3, 0.5, 1.5, 4, 0.25, 2.625, 1e-3, 1024, 7])
  func gridRoundingMatchesTheFormula(scale: Double) {
    let grid = FrameFinishing.PixelGrid(scale: scale)
    var random = SplitMix64(seed: UInt64(scale.bitPattern))
    var values = Self.edges.filter { abs($0) < 1e12 }
    for _ in 0..<50_000 {
      values.append(Double(Int64(bitPattern: random.next()) % 100_000_000) / 4096)
      values.append(Double(Int64(bitPattern: random.next()) % 4096) / Double(1 + random.int(below: 7)))
    }
    for value in values {
      let expected = Self.formula(value, scale) + 0
      #expect((grid.round(value) + 0).bitPattern == expected.bitPattern, "r(\(value)) at scale \(scale)")
    }
  }

  /// The engine's per-scale frame finishers (the fast path for small values included) give the bits of the
  /// environment-driven `finish` the reference solver uses.
  @Test func specialisedFinishersMatchTheGeneralOne() {
    var random = SplitMix64(seed: 0xF1A7)
    func length() -> Double {
      switch random.int(below: 4) {
      case 0: return Double(random.int(below: 2000)) / Double(1 + random.int(below: 7)) - 300
      case 1: return Double(random.int(below: 1 << 20)) / 64
      case 2: return [0, 0.5, -0.5, 85.49999999999999, 1e-9, 0x1p49, -0x1p49][random.int(below: 7)]
      default: return Double(Int64(bitPattern: random.next()) % 1_000_000_000) / 1000
      }
    }
    for _ in 0..<20_000 {
      let frame = Rect(x: length(), y: length(), width: abs(length()), height: abs(length()))
      let rootWidth = abs(length())
      for mirrored in [false, true] {
        let direction: LayoutDirection = mirrored ? .rightToLeft : .leftToRight
        let unit = FrameFinishing.finish(
          frame, rootWidth: rootWidth, environment: LayoutEnvironment(displayScale: 1, layoutDirection: direction))
        let none = FrameFinishing.finish(
          frame, rootWidth: rootWidth, environment: LayoutEnvironment(displayScale: nil, layoutDirection: direction))
        let grid = FrameFinishing.UnitGrid()
        #expect(grid.finish(frame, rootWidth: rootWidth, mirrored: mirrored) == unit, "\(frame) in \(rootWidth)")
        #expect(grid.finishSmall(frame, rootWidth: rootWidth, mirrored: mirrored) == unit, "\(frame) in \(rootWidth)")
        #expect(FrameFinishing.Unrounded().finishSmall(frame, rootWidth: rootWidth, mirrored: mirrored) == none)
        let edges = [unit.x, unit.y, unit.maxX, unit.maxY]
        #expect(edges.allSatisfy { $0 == $0.rounded(.down) }, "edges on the pixel grid: \(unit)")
      }
    }
  }
}
