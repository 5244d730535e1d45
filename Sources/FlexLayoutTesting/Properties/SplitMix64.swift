/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a tiny, portable,
/// seeded generator.
///
/// The same seed gives the same stream on every platform and toolchain, because every draw below is our own arithmetic
/// (the standard library's `random(in:using:)` algorithms are not promised to stay the same across releases).
struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  private(set) var state: UInt64

  /// Creates a generator whose stream is fixed by `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` (`bound` > 0), by Lemire's multiply-shift with rejection.
  mutating func int(below bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }

  /// A uniform integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
  }

  /// A uniform double in `[0, 1)` with 53 random bits.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform double in `[low, high)`.
  mutating func double(in low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniformly chosen element of a non-empty array.
  mutating func pick<T>(_ elements: [T]) -> T {
    elements[int(below: elements.count)]
  }

  /// An index chosen with the given relative weights (at least one weight > 0).
  mutating func weighted(_ weights: [Double]) -> Int {
    let total = weights.reduce(0, +)
    var roll = unit() * total
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }

  /// A generator for an independent stream, derived from this one.
  mutating func split() -> SplitMix64 {
    SplitMix64(seed: next())
  }
}
