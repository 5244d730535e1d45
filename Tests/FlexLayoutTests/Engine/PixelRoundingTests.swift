import Testing

@testable import FlexLayout

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
}
