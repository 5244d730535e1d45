import FlexLayout

/// Draws for property tests of your own components: widths, strings and trees of your own parts. (Dynamic Type
/// sizes: ``Generator/dynamicTypeSize()``; anything else from ``Generator/random``.)
extension Generator {
  /// Letters, digits and a space: the alphabet ``string(length:alphabet:)`` draws from by default.
  public static let defaultAlphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "

  /// A width in points (or any length) in `range`, leaning towards the values that break layouts: the lower bound
  /// one time in ten, the upper bound one in ten, a whole number three in ten, and otherwise any value in the range
  /// with a fractional part (uniform over `[lowerBound, upperBound)`).
  ///
  /// Both bounds must be finite (a precondition). A range of one value always answers it; a range with no whole
  /// number in it answers a uniform value in place of a whole one.
  public mutating func width(in range: ClosedRange<Double>) -> Double {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "the range must be finite")
    let (low, high) = (range.lowerBound, range.upperBound)
    switch random.weighted([1, 1, 3, 5]) {
    case 0: return low
    case 1: return high
    case 2:
      let (first, last) = (low.rounded(.up), high.rounded(.down))
      // Whole numbers when there are some, and few enough to count exactly in a Double.
      if first <= last && last - first < 0x1p52 {
        return first + Double(random.int(below: Int(last - first) + 1))
      }
      return random.double(in: low, high)
    default:
      return random.double(in: low, high)
    }
  }

  /// A string of `length` characters (`Character`s, so grapheme clusters), each drawn uniformly from `alphabet`: the
  /// shortest length one time in ten, the longest one in ten, otherwise any length in the range, uniformly.
  ///
  /// `length` must not go below 0 (a precondition), and `alphabet` must not be empty unless `length` is `0...0`.
  /// Characters of `alphabet` that combine with their neighbours (a lone combining accent, a regional indicator)
  /// may merge in the result, making it shorter than drawn.
  public mutating func string(length: ClosedRange<Int>, alphabet: String = Generator.defaultAlphabet) -> String {
    precondition(length.lowerBound >= 0, "a string's length is at least 0")
    let count: Int
    switch random.weighted([1, 1, 8]) {
    case 0: count = length.lowerBound
    case 1: count = length.upperBound
    default: count = random.int(in: length)
    }
    guard count > 0 else { return "" }
    let characters = Array(alphabet)
    precondition(!characters.isEmpty, "the alphabet is empty")
    var result = ""
    for _ in 0..<count { result.append(random.pick(characters)) }
    return result
  }

  /// A node drawn from `template`: a tree of your own components (``TreeTemplate``).
  public mutating func node(_ template: TreeTemplate) -> Node {
    template.draw(&self)
  }
}
