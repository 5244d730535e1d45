/// A strict, non-recursive JSON reader (RFC 8259) with precise error positions.
///
/// Written for FlexLayout because Foundation's `JSONSerialization` refuses more than 512 nesting
/// levels and silently keeps the last of duplicate keys. This reader:
/// - never recurses: nesting is tracked on an explicit stack, so 100,000 levels end in a clean
///   ``JSONSyntaxError`` (kind ``JSONSyntaxError/Kind/limit``) at ``Limits/maximumDepth``, never in a
///   stack overflow;
/// - rejects duplicate keys, trailing garbage, bare `NaN`/`Infinity` tokens, leading zeros, trailing
///   commas, invalid escapes, lone surrogates (`\uD800`), unescaped control characters and invalid
///   UTF-8 (overlong forms, encoded surrogates, code points above U+10FFFF);
/// - skips one leading UTF-8 byte-order mark and rejects UTF-16 input with a clear message;
/// - reads every number to the nearest `Double` (`Double(String)` on the validated token) and rejects
///   numbers too large for a `Double` (`1e400`); numbers too small underflow to 0 as IEEE 754 rounds.
///
/// Every error carries the byte offset, the 1-based line and column, and the JSON Pointer of the value
/// being read.
///
/// - Complexity: O(n) in the input length (duplicate-key checks use a set for objects with more than
///   16 members).
public enum JSONReader {
  /// Bounds that turn hostile inputs into ``JSONSyntaxError/Kind/limit`` errors.
  public struct Limits: Hashable, Sendable {
    /// The deepest nesting of arrays and objects accepted (the top-level container is level 1).
    ///
    /// The default, 12,500, holds a tree at FlexLayout's `Node.maximumDepth` (4,096 levels) of any kind:
    /// a `split` level takes three JSON levels (the node, its `columns` array and the column object).
    public var maximumDepth: Int
    /// The most values (of any type) accepted in one document.
    public var maximumValues: Int
    /// The largest input accepted, in bytes.
    public var maximumBytes: Int

    /// Creates limits.
    public init(maximumDepth: Int = 12_500, maximumValues: Int = 16_000_000, maximumBytes: Int = 128 << 20) {
      self.maximumDepth = maximumDepth
      self.maximumValues = maximumValues
      self.maximumBytes = maximumBytes
    }

    /// The defaults: 12,500 levels, 16 million values, 128 MiB.
    public static let standard = Limits()
  }

  /// Parses `bytes` as one JSON text.
  ///
  /// - Throws: ``JSONSyntaxError`` naming the first problem.
  public static func parse(_ bytes: [UInt8], limits: Limits = .standard) throws(JSONSyntaxError) -> JSONDocument {
    var parser = Parser(document: JSONDocument(bytes: bytes), limits: limits)
    let outcome: Result<Void, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONSyntaxError) {
        try parser.run(buffer)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try outcome.get()
    return parser.document
  }

  /// Parses the UTF-8 text `text` as one JSON text.
  public static func parse(_ text: String, limits: Limits = .standard) throws(JSONSyntaxError) -> JSONDocument {
    try parse(Array(text.utf8), limits: limits)
  }
}

/// Why a JSON text could not be read, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The class of problem.
  public enum Kind: String, Hashable, Sendable {
    /// The text is not valid JSON.
    case syntax
    /// The bytes are not valid UTF-8 (or a string holds a lone surrogate).
    case encoding
    /// The text exceeds a ``JSONReader/Limits`` bound.
    case limit
  }

  /// The class of problem.
  public var kind: Kind
  /// What is wrong (`"expected ',' or '}' after an object member, got 'x'"`).
  public var message: String
  /// The 0-based byte offset of the problem.
  public var offset: Int
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem, counting Unicode scalars.
  public var column: Int
  /// The JSON Pointer of the value being read when the problem was found (`""` at the top level).
  public var pointer: String

  /// Creates an error.
  public init(kind: Kind, message: String, offset: Int, line: Int, column: Int, pointer: String) {
    self.kind = kind
    self.message = message
    self.offset = offset
    self.line = line
    self.column = column
    self.pointer = pointer
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

private enum Byte {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
}

private struct Parser {
  struct Frame {
    var value: Int32
    var pendingStart: Int
    var isObject: Bool
    /// The key string index of the member being read, or −1 between members.
    var currentKey: Int32 = -1
    /// Member names seen so far, built once an object passes 16 members.
    var keySet: Set<String>? = nil
  }

  enum State {
    case value
    case key
    case afterValue
  }

  var document: JSONDocument
  let limits: JSONReader.Limits
  var stack: [Frame] = []
  var pending: [Int32] = []
  var position = 0
  var state = State.value

  init(document: JSONDocument, limits: JSONReader.Limits) {
    self.document = document
    self.limits = limits
  }

  // MARK: Driver

  mutating func run(_ input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
    let maximumBytes = Swift.min(limits.maximumBytes, Int(Int32.max))
    guard input.count <= maximumBytes else {
      throw error(.limit, "input is \(input.count) bytes, more than the limit of \(maximumBytes)", at: 0)
    }
    if input.count >= 2,
      (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE)
        || input[0] == 0 || input[1] == 0
    {
      throw error(.encoding, "input looks like UTF-16; FlexLayout reads UTF-8 only", at: 0)
    }
    if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
      position = 3
    }
    skipWhitespace(input)
    guard position < input.count else {
      throw error(.syntax, input.isEmpty ? "empty input" : "no JSON value in the input (only whitespace)")
    }
    while true {
      switch state {
      case .value:
        try readValue(input)
      case .key:
        try readKey(input)
      case .afterValue:
        skipWhitespace(input)
        guard let frame = stack.last else {
          guard position == input.count else {
            throw error(.syntax, "unexpected \(describe(input, at: position)) after the end of the JSON value")
          }
          return
        }
        guard position < input.count else {
          throw error(.syntax, "unexpected end of input; expected ',' or '\(frame.isObject ? "}" : "]")'")
        }
        let byte = input[position]
        if byte == Byte.comma {
          position += 1
          if frame.isObject { stack[stack.count - 1].currentKey = -1 }
          skipWhitespace(input)
          if position < input.count, input[position] == (frame.isObject ? Byte.closeBrace : Byte.closeBracket) {
            throw error(.syntax, "trailing comma before '\(frame.isObject ? "}" : "]")'")
          }
          state = frame.isObject ? .key : .value
        } else if byte == (frame.isObject ? Byte.closeBrace : Byte.closeBracket) {
          position += 1
          close()
        } else {
          let what = frame.isObject ? "after an object member" : "after an array element"
          throw error(
            .syntax,
            "expected ',' or '\(frame.isObject ? "}" : "]")' \(what), got \(describe(input, at: position))")
        }
      }
    }
  }

  mutating func readValue(_ input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
    skipWhitespace(input)
    guard position < input.count else { throw error(.syntax, "unexpected end of input; expected a value") }
    let start = position
    let byte = input[position]
    switch byte {
    case Byte.openBrace:
      try open(isObject: true, at: start)
      position += 1
      skipWhitespace(input)
      if position < input.count, input[position] == Byte.closeBrace {
        position += 1
        close()
      } else {
        state = .key
      }
    case Byte.openBracket:
      try open(isObject: false, at: start)
      position += 1
      skipWhitespace(input)
      if position < input.count, input[position] == Byte.closeBracket {
        position += 1
        close()
      } else {
        state = .value
      }
    case Byte.quote:
      let text = try readString(input)
      try addScalar(.string, payload: Int32(document.strings.count), at: start)
      document.strings.append(text)
      state = .afterValue
    case Byte.minus, Byte.zero...Byte.nine:
      let number = try readNumber(input)
      try addScalar(.number, payload: Int32(document.numbers.count), at: start)
      document.numbers.append(number)
      state = .afterValue
    default:
      let word = readWord(input)
      switch word {
      case "true": try addScalar(.bool, payload: 1, at: start)
      case "false": try addScalar(.bool, payload: 0, at: start)
      case "null": try addScalar(.null, payload: 0, at: start)
      case "":
        throw error(.syntax, "expected a value, got \(describe(input, at: start))", at: start)
      default:
        throw error(.syntax, badWordMessage(word), at: start)
      }
      state = .afterValue
    }
  }

  mutating func readKey(_ input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
    skipWhitespace(input)
    guard position < input.count else { throw error(.syntax, "unexpected end of input; expected a member name") }
    guard input[position] == Byte.quote else {
      throw error(.syntax, "expected a member name in double quotes, got \(describe(input, at: position))")
    }
    let keyStart = position
    let key = try readString(input)
    let top = stack.count - 1
    let pendingStart = stack[top].pendingStart
    let memberCount = pending.count - pendingStart
    stack[top].currentKey = Int32(document.strings.count)
    document.strings.append(key)
    if let inserted = stack[top].keySet?.insert(key).inserted {
      if !inserted { throw duplicate(key, at: keyStart) }
    } else {
      for index in pending[pendingStart...] where document.strings[Int(document.keys[Int(index)])] == key {
        throw duplicate(key, at: keyStart)
      }
      if memberCount >= 16 {
        var set = Set(pending[pendingStart...].map { document.strings[Int(document.keys[Int($0)])] })
        set.insert(key)
        stack[top].keySet = set
      }
    }
    skipWhitespace(input)
    guard position < input.count, input[position] == Byte.colon else {
      let got = position < input.count ? describe(input, at: position) : "the end of input"
      throw error(.syntax, "expected ':' after member name \"\(key)\", got \(got)")
    }
    position += 1
    state = .value
  }

  func duplicate(_ key: String, at offset: Int) -> JSONSyntaxError {
    error(.syntax, "duplicate member name \"\(key)\" (each name may appear once per object)", at: offset)
  }

  // MARK: Building the document

  mutating func register(_ kind: JSONDocument.Kind, payload: Int32, at offset: Int) throws(JSONSyntaxError) -> Int32 {
    let index = Int32(document.kinds.count)
    guard document.kinds.count < limits.maximumValues else {
      throw error(.limit, "more than \(limits.maximumValues) values", at: offset)
    }
    document.kinds.append(kind)
    document.payloads.append(payload)
    document.counts.append(0)
    document.offsets.append(Int32(truncatingIfNeeded: offset))
    if let frame = stack.last {
      document.parents.append(frame.value)
      document.keys.append(frame.isObject ? frame.currentKey : Int32(pending.count - frame.pendingStart))
      pending.append(index)
    } else {
      document.parents.append(-1)
      document.keys.append(-1)
    }
    return index
  }

  mutating func addScalar(_ kind: JSONDocument.Kind, payload: Int32, at offset: Int) throws(JSONSyntaxError) {
    _ = try register(kind, payload: payload, at: offset)
  }

  mutating func open(isObject: Bool, at offset: Int) throws(JSONSyntaxError) {
    guard stack.count < limits.maximumDepth else {
      throw error(.limit, "nesting is deeper than the limit of \(limits.maximumDepth) levels", at: offset)
    }
    let index = try register(isObject ? .object : .array, payload: 0, at: offset)
    stack.append(Frame(value: index, pendingStart: pending.count, isObject: isObject))
  }

  mutating func close() {
    guard let frame = stack.popLast() else { return }
    let value = Int(frame.value)
    document.payloads[value] = Int32(document.children.count)
    document.counts[value] = Int32(pending.count - frame.pendingStart)
    document.children.append(contentsOf: pending[frame.pendingStart...])
    pending.removeSubrange(frame.pendingStart...)
    state = .afterValue
  }

  // MARK: Tokens

  mutating func skipWhitespace(_ input: UnsafeBufferPointer<UInt8>) {
    while position < input.count {
      switch input[position] {
      case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn: position += 1
      default: return
      }
    }
  }

  /// Reads a run of ASCII letters and digits (a literal or a bad token).
  mutating func readWord(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let start = position
    while position < input.count, position - start < 32 {
      let byte = input[position]
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      guard isLetter || (byte >= Byte.zero && byte <= Byte.nine) || byte == UInt8(ascii: "_") else { break }
      position += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
  }

  func badWordMessage(_ word: String) -> String {
    switch word.lowercased() {
    case "nan":
      return "\(word) is not valid JSON, and not a valid length"
    case "infinity", "inf":
      return "\(word) is not valid JSON; write the string \"infinity\" where an unbounded dimension is allowed"
    case "true", "false", "null":
      return "unexpected token \(word) (JSON literals are lowercase: \(word.lowercased()))"
    default:
      return "unexpected token \(word); expected a value (an object, array, string, number, true, false or null)"
    }
  }

  mutating func readNumber(_ input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> Double {
    let start = position
    func isDigit(_ index: Int) -> Bool {
      index < input.count && input[index] >= Byte.zero && input[index] <= Byte.nine
    }
    var negative = false
    if input[position] == Byte.minus {
      negative = true
      position += 1
      if position < input.count, input[position] == UInt8(ascii: "I") || input[position] == UInt8(ascii: "i") {
        let word = readWord(input)
        throw error(.syntax, badWordMessage("-" + word) + " (did you mean the string \"infinity\"?)", at: start)
      }
      guard isDigit(position) else {
        throw error(.syntax, "expected a digit after '-', got \(describe(input, at: position))")
      }
    }
    var integer: Int64 = 0
    var digits = 0
    var simple = true
    if input[position] == Byte.zero {
      position += 1
      digits = 1
      if isDigit(position) {
        throw error(.syntax, "numbers must not have leading zeros", at: start)
      }
    } else {
      while isDigit(position) {
        if digits < 15 { integer = integer * 10 + Int64(input[position] - Byte.zero) }
        digits += 1
        position += 1
      }
    }
    if digits > 15 { simple = false }
    if position < input.count, input[position] == Byte.dot {
      simple = false
      position += 1
      guard isDigit(position) else {
        throw error(.syntax, "expected a digit after the decimal point, got \(describe(input, at: position))")
      }
      while isDigit(position) { position += 1 }
    }
    if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
      simple = false
      position += 1
      if position < input.count, input[position] == Byte.plus || input[position] == Byte.minus { position += 1 }
      guard isDigit(position) else {
        throw error(.syntax, "expected a digit in the exponent, got \(describe(input, at: position))")
      }
      while isDigit(position) { position += 1 }
    }
    if simple {
      let value = Double(integer)
      return negative ? -value : value
    }
    let token = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
    guard let value = Double(token), value.isFinite else {
      let shown = token.count > 40 ? String(token.prefix(37)) + "..." : token
      throw error(.syntax, "number \(shown) is too large to represent", at: start)
    }
    return value
  }

  mutating func readString(_ input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
    let open = position
    position += 1
    let start = position
    while position < input.count {
      let byte = input[position]
      if byte == Byte.quote {
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == Byte.backslash || byte < 0x20 || byte >= 0x80 { break }
      position += 1
    }
    var buffer = Array(input[start..<position])
    while position < input.count {
      let byte = input[position]
      if byte == Byte.quote {
        position += 1
        return String(decoding: buffer, as: UTF8.self)
      } else if byte == Byte.backslash {
        try readEscape(input, into: &buffer)
      } else if byte < 0x20 {
        let hex = String(byte, radix: 16, uppercase: true)
        throw error(
          .syntax,
          "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) must be escaped in a string")
      } else if byte < 0x80 {
        buffer.append(byte)
        position += 1
      } else {
        let length = try utf8SequenceLength(input)
        buffer.append(contentsOf: input[position..<position + length])
        position += length
      }
    }
    throw error(.syntax, "unterminated string (no closing '\"')", at: open)
  }

  mutating func readEscape(_ input: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) throws(JSONSyntaxError) {
    let escapeStart = position
    position += 1
    guard position < input.count else { throw error(.syntax, "unterminated escape sequence", at: escapeStart) }
    let byte = input[position]
    position += 1
    switch byte {
    case Byte.quote: buffer.append(Byte.quote)
    case Byte.backslash: buffer.append(Byte.backslash)
    case Byte.slash: buffer.append(Byte.slash)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(Byte.newline)
    case UInt8(ascii: "r"): buffer.append(Byte.carriageReturn)
    case UInt8(ascii: "t"): buffer.append(Byte.tab)
    case UInt8(ascii: "u"):
      let unit = try readHex4(input, escapeStart: escapeStart)
      var scalarValue = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit) {
        let lowStart = position
        guard position + 1 < input.count, input[position] == Byte.backslash, input[position + 1] == UInt8(ascii: "u")
        else {
          throw error(
            .encoding, "lone high surrogate \\u\(hex(unit)) (not followed by a low surrogate)", at: escapeStart)
        }
        position += 2
        let low = try readHex4(input, escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(
            .encoding, "high surrogate \\u\(hex(unit)) followed by \\u\(hex(low)), not a low surrogate",
            at: escapeStart)
        }
        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw error(.encoding, "lone low surrogate \\u\(hex(unit))", at: escapeStart)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw error(.encoding, "invalid Unicode escape", at: escapeStart)
      }
      buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw error(
        .syntax, "invalid escape '\\\(describeByte(byte))' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
        at: escapeStart)
    }
  }

  mutating func readHex4(_ input: UnsafeBufferPointer<UInt8>, escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard position < input.count else { throw error(.syntax, "unterminated \\u escape", at: escapeStart) }
      let byte = input[position]
      let digit: UInt8
      switch byte {
      case Byte.zero...Byte.nine: digit = byte - Byte.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.syntax, "\\u must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  /// Validates the UTF-8 sequence at `position` and returns its length.
  func utf8SequenceLength(_ input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> Int {
    let lead = input[position]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; high = 0x9F
    case 0xF0: length = 4; low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; high = 0x8F
    default: throw error(.encoding, "invalid UTF-8 byte 0x\(hex(UInt16(lead)))")
    }
    for index in 1..<length {
      let at = position + index
      guard at < input.count else { throw error(.encoding, "truncated UTF-8 sequence") }
      let byte = input[at]
      let (lo, hi) = index == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
      guard byte >= lo, byte <= hi else {
        throw error(.encoding, "invalid UTF-8 sequence (byte 0x\(hex(UInt16(byte))) after 0x\(hex(UInt16(lead))))")
      }
    }
    return length
  }

  // MARK: Errors

  func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, (value > 0xFF ? 4 : 2) - digits.count)) + digits
  }

  func describeByte(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x\(hex(UInt16(byte)))"
  }

  func describe(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
    guard index < input.count else { return "the end of input" }
    let byte = input[index]
    if byte >= 0x20 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
    return "byte 0x\(hex(UInt16(byte)))"
  }

  func error(_ kind: JSONSyntaxError.Kind, _ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    let at = offset ?? position
    let (line, column) = JSONPointer.location(ofOffset: at, in: document.bytes)
    return JSONSyntaxError(
      kind: kind, message: message, offset: at, line: line, column: column, pointer: currentPointer())
  }

  /// The pointer of the value being read: the open containers, each with its current member or element.
  func currentPointer() -> String {
    var result = ""
    for (level, frame) in stack.enumerated() {
      let isInnermost = level == stack.count - 1
      let end = isInnermost ? pending.count : stack[level + 1].pendingStart
      let count = end - frame.pendingStart
      if frame.isObject {
        guard frame.currentKey >= 0 else { continue }
        result += "/" + JSONPointer.escape(document.strings[Int(frame.currentKey)])
      } else {
        let element = isInnermost && state == .value ? count : count - 1
        if element >= 0 { result += "/\(element)" }
      }
    }
    return result
  }
}
