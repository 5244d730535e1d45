/// A parsed JSON text, stored flat: every value is a number (its index), in document order.
///
/// ``JSONReader`` produces documents. Storing values in parallel arrays instead of a recursive enum
/// means neither parsing, reading nor freeing a deeply nested document ever recurses, so nesting depth
/// is bounded only by ``JSONReader/Limits/maximumDepth``, never by the thread's stack.
///
/// Value 0 is the top-level value. Every value knows its parent and its key (object member) or
/// position (array element), so any value can name itself as a JSON Pointer (``pointer(of:)``) and a
/// line and column (``location(of:)``) when something about it is wrong.
public struct JSONDocument: Sendable {
  /// The type of a JSON value.
  public enum Kind: UInt8, Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number (always a finite `Double`).
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object

    /// The kind as an English noun phrase, for messages (`"a number"`, `"an object"`).
    public var description: String {
      switch self {
      case .null: return "null"
      case .bool: return "a boolean"
      case .number: return "a number"
      case .string: return "a string"
      case .array: return "an array"
      case .object: return "an object"
      }
    }
  }

  /// The input, kept to compute line and column numbers for messages.
  let bytes: [UInt8]
  var kinds: [Kind] = []
  /// bool: 0 or 1; number: index into `numbers`; string: index into `strings`;
  /// array/object: index of the first child in `children`.
  var payloads: [Int32] = []
  /// The number of children of an array or object, 0 otherwise.
  var counts: [Int32] = []
  /// The parent value, or −1 for the top-level value.
  var parents: [Int32] = []
  /// For an object member, the index of its key in `strings`; for an array element, its position;
  /// −1 for the top-level value.
  var keys: [Int32] = []
  /// The byte offset where the value starts.
  var offsets: [Int32] = []
  var numbers: [Double] = []
  var strings: [String] = []
  /// The children of every array and object, each container's contiguous.
  var children: [Int32] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The top-level value.
  public var root: Int { 0 }

  /// The number of values in the document.
  public var count: Int { kinds.count }

  /// The type of `value`.
  public func kind(_ value: Int) -> Kind { kinds[value] }

  /// The number held by `value`, or `nil` when it is not a number.
  public func number(_ value: Int) -> Double? {
    kinds[value] == .number ? numbers[Int(payloads[value])] : nil
  }

  /// The string held by `value`, or `nil` when it is not a string.
  public func string(_ value: Int) -> String? {
    kinds[value] == .string ? strings[Int(payloads[value])] : nil
  }

  /// The boolean held by `value`, or `nil` when it is not a boolean.
  public func bool(_ value: Int) -> Bool? {
    kinds[value] == .bool ? payloads[value] != 0 : nil
  }

  /// Whether `value` is `null`.
  public func isNull(_ value: Int) -> Bool { kinds[value] == .null }

  /// The elements of an array value in order (empty for any other value).
  public func elements(_ value: Int) -> [Int] {
    guard kinds[value] == .array else { return [] }
    return childIndices(value).map { Int($0) }
  }

  /// The members of an object value in document order (empty for any other value).
  public func members(_ value: Int) -> [(key: String, value: Int)] {
    guard kinds[value] == .object else { return [] }
    return childIndices(value).map { (strings[Int(keys[Int($0)])], Int($0)) }
  }

  /// The value of the member named `key` of an object value, or `nil`.
  public func member(_ value: Int, _ key: String) -> Int? {
    guard kinds[value] == .object else { return nil }
    for child in childIndices(value) where strings[Int(keys[Int(child)])] == key {
      return Int(child)
    }
    return nil
  }

  /// The value that contains `value`, or `nil` for the top-level value.
  public func parent(of value: Int) -> Int? {
    let parent = parents[value]
    return parent < 0 ? nil : Int(parent)
  }

  /// The member name of `value` when its parent is an object.
  public func key(of value: Int) -> String? {
    guard let parent = parent(of: value), kinds[parent] == .object else { return nil }
    return strings[Int(keys[value])]
  }

  /// The RFC 6901 JSON Pointer of `value` (`""` for the top-level value, `/root/children/0`, …).
  public func pointer(of value: Int) -> String {
    var components: [String] = []
    var current = value
    while let parent = parent(of: current) {
      if kinds[parent] == .object {
        components.append(JSONPointer.escape(strings[Int(keys[current])]))
      } else {
        components.append(String(keys[current]))
      }
      current = parent
    }
    return components.reversed().map { "/" + $0 }.joined()
  }

  /// The 1-based line and column where `value` starts; columns count Unicode scalars.
  public func location(of value: Int) -> (line: Int, column: Int) {
    JSONPointer.location(ofOffset: Int(offsets[value]), in: bytes)
  }

  private func childIndices(_ value: Int) -> ArraySlice<Int32> {
    let start = Int(payloads[value])
    return children[start..<start + Int(counts[value])]
  }
}

/// JSON Pointer (RFC 6901) and source-position helpers.
public enum JSONPointer {
  /// Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`.
  ///
  /// Works on Unicode scalars, so a `/` or `~` followed by a combining mark is escaped too.
  public static func escape(_ token: String) -> String {
    guard token.unicodeScalars.contains(where: { $0 == "~" || $0 == "/" }) else { return token }
    var escaped = String.UnicodeScalarView()
    for scalar in token.unicodeScalars {
      switch scalar {
      case "~": escaped.append(contentsOf: "~0".unicodeScalars)
      case "/": escaped.append(contentsOf: "~1".unicodeScalars)
      default: escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  /// The 1-based line and column of the byte at `offset`.
  ///
  /// Lines end at `\n`; columns count Unicode scalars (UTF-8 lead bytes), so a multi-byte character is
  /// one column.
  static func location(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    let end = Swift.min(offset, bytes.count)
    var index = 0
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }
}

extension String {
  /// `self` with every occurrence of `target` replaced (a Foundation-free helper).
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
