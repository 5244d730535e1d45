// Reading a JSON report written with `--json-file`, for `compare` and `plot`.
import Foundation

/// A recorded JSON report, read back as Foundation objects.
enum ReportFile {
  /// The report at `path` as a JSON object; the error names the file and what is wrong with it.
  static func read(_ path: String) throws(UsageError) -> [String: Any] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw UsageError(description: "cannot read \(path): \(error.localizedDescription)")
    }
    return try parse(data, name: path)
  }

  /// `data` as a JSON object (`name` says where it came from, in the error).
  static func parse(_ data: Data, name: String) throws(UsageError) -> [String: Any] {
    guard let parsed = try? JSONSerialization.jsonObject(with: data), let object = parsed as? [String: Any] else {
      throw UsageError(description: "\(name) is not a JSON report (an object)")
    }
    return object
  }

  /// A JSON number as a Double (`nil` for anything else, booleans included).
  ///
  /// JSONSerialization gives numbers and booleans alike as NSNumber, and on Linux `0` and `1` also pass
  /// `is Bool`; a boolean is told by its Objective-C type, `c` (char).
  static func number(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
    return number.doubleValue
  }

  /// The `min` and `max` of a spread object (`{"median", "min", "max", "repeats"}`).
  static func range(_ value: Any?) -> (min: Double, max: Double)? {
    guard let spread = value as? [String: Any], let min = number(spread["min"]), let max = number(spread["max"])
    else { return nil }
    return (min, max)
  }
}
