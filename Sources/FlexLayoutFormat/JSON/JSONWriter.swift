/// Writing JSON numbers and strings the way FlexLayout's outputs need them: deterministic, shortest,
/// and never `NaN`, an infinity or `-0`.
public enum JSONWriter {
  /// The shortest decimal text that reads back as exactly `value`.
  ///
  /// Integers with magnitude below 2⁵³ print without a fraction (`240`, not `240.0`); other values use
  /// Swift's shortest round-trip description (`53.6`, `43.333333333333336`, `1e-05`, `1e+20`), which is
  /// valid JSON. `-0` prints as `0`. Non-finite values have no JSON number form: they print as the
  /// strings `"infinity"`, `"-infinity"` and `"nan"` (which FlexLayout's decoder accepts only where a
  /// dimension may be unbounded, i.e. `"infinity"`).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else {
      if value.isNaN { return "\"nan\"" }
      return value > 0 ? "\"infinity\"" : "\"-infinity\""
    }
    let value = value + 0  // −0 becomes +0
    if value == value.rounded(.towardZero), Swift.abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
  /// (`\n`, `\t`, `\r`, `\b`, `\f`, otherwise `\u00XX`); everything else, non-ASCII included, as is.
  public static func string(_ text: String) -> String {
    var result = "\""
    var needsEscaping = false
    for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      needsEscaping = true
      break
    }
    guard needsEscaping else {
      result += text
      result += "\""
      return result
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    result += "\""
    return result
  }
}
