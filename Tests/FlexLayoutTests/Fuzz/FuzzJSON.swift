import FlexLayoutFormat

/// A JSON value the fuzzer can edit freely: objects keep duplicate keys and their order, numbers are raw
/// text (so `NaN`, `1e400` and `-0` survive), and `raw` holds any text at all (a lone surrogate escape,
/// an unterminated literal) for the serializer to paste verbatim.
indirect enum FuzzJSON: Sendable {
  case object([(key: String, value: FuzzJSON)])
  case array([FuzzJSON])
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case raw(String)

  /// The value of `document` at `index` (the whole document by default).
  init(_ document: JSONDocument, _ index: Int? = nil) {
    let index = index ?? document.root
    switch document.kind(index) {
    case .object: self = .object(document.members(index).map { ($0.key, FuzzJSON(document, $0.value)) })
    case .array: self = .array(document.elements(index).map { FuzzJSON(document, $0) })
    case .string: self = .string(document.string(index) ?? "")
    case .number: self = .number(document.number(index).map { "\($0)" } ?? "0")
    case .bool: self = .bool(document.bool(index) ?? false)
    default: self = .null
    }
  }

  /// The value as compact JSON text (exactly as built: duplicates, raw text and all).
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        FuzzJSON.string(member.key).write(to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        element.write(to: &out)
      }
      out += "]"
    case .string(let value):
      out += "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
          if scalar.value < 0x20 {
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      out += "\""
    case .number(let text), .raw(let text): out += text
    case .bool(let value): out += value ? "true" : "false"
    case .null: out += "null"
    }
  }

  /// How many values this one holds, itself included.
  var size: Int {
    switch self {
    case .object(let members): 1 + members.reduce(0) { $0 + $1.value.size }
    case .array(let elements): 1 + elements.reduce(0) { $0 + $1.size }
    default: 1
    }
  }

  /// The `index`-th value in pre-order (0 is `self`).
  func value(at index: Int) -> FuzzJSON {
    var result = self
    _ = visit(index) {
      result = $0; return $0
    }
    return result
  }

  /// A copy with the `index`-th value in pre-order replaced by `transform` of it.
  func replacing(at index: Int, _ transform: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
    visit(index, transform).value
  }

  /// Walks to the `index`-th value in pre-order and rebuilds the path with `transform` applied there.
  /// Returns the new value and how many values were passed on the way (when `index` lies beyond).
  private func visit(_ index: Int, _ transform: (FuzzJSON) -> FuzzJSON) -> (value: FuzzJSON, skipped: Int) {
    if index == 0 { return (transform(self), 0) }
    var remaining = index - 1
    switch self {
    case .object(var members):
      for position in members.indices {
        let size = members[position].value.size
        if remaining < size {
          members[position].value = members[position].value.visit(remaining, transform).value
          return (.object(members), 0)
        }
        remaining -= size
      }
    case .array(var elements):
      for position in elements.indices {
        let size = elements[position].size
        if remaining < size {
          elements[position] = elements[position].visit(remaining, transform).value
          return (.array(elements), 0)
        }
        remaining -= size
      }
    default: break
    }
    return (self, remaining)
  }
}
