/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a tiny, portable,
/// seeded generator.
///
/// The same seed gives the same stream on every platform and toolchain, because every draw below is our own arithmetic
/// (the standard library's `random(in:using:)` algorithms are not promised to stay the same across releases).
/// It is a `RandomNumberGenerator`, so `shuffled(using:)` and the like accept it, but those draws are the standard
/// library's and may change between toolchains; the methods below never do.
///
/// Not cryptographic. A value type: a copy continues the same stream independently.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state (the seed, advanced by a constant at each draw).
  public private(set) var state: UInt64

  /// Creates a generator whose stream is fixed by `seed`; every seed, 0 included, gives a full-period stream.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound`, by Lemire's multiply-shift with rejection (no modulo bias).
  ///
  /// `bound` must be positive (a precondition).
  public mutating func int(below bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }

  /// A uniform integer in `range`, both ends included. The range's width (`upperBound − lowerBound`) must be less
  /// than `Int.max`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
  }

  /// A uniform double in `[0, 1)` with 53 random bits (a multiple of 2⁻⁵³; 0 possible, 1 never).
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform double in `[low, high)`: `low + (high − low) × unit()`, so `low` when the two are equal; both
  /// must be finite.
  public mutating func double(in low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// `true` with probability `probability` (never for 0 or less, always for 1 or more).
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniformly chosen element of `elements`, which must not be empty.
  public mutating func pick<T>(_ elements: [T]) -> T {
    elements[int(below: elements.count)]
  }

  /// An index of `weights` chosen with those relative weights: index `i` with probability `weights[i] / Σ weights`.
  ///
  /// Weights must be finite and ≥ 0, with at least one > 0.
  public mutating func weighted(_ weights: [Double]) -> Int {
    let total = weights.reduce(0, +)
    var roll = unit() * total
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }

  /// A generator for an independent stream, seeded from this one's next draw.
  public mutating func split() -> SplitMix64 {
    SplitMix64(seed: next())
  }
}
