import FlexLayout
import FlexLayoutFormat

@testable import FlexLayoutTesting

/// The fuzzer's inputs: random bytes, or valid requests from the property kit's generators, then mutated
/// at the byte level and at the JSON level. Seeded and portable (``SplitMix64``), so a seed names an
/// input on every machine.
enum Mutator {
  /// Every node kind of format version 1, for swapping kinds.
  static let kinds = [
    "fixed", "flexible", "text", "spacer", "hstack", "vstack", "zstack", "flow", "grid", "viewThatFits",
    "buckets", "split", "frame", "padding", "fixedSize", "aspectRatio", "scroll", "containerRelativeFrame",
  ]

  /// Numbers that sit on or beyond an edge of the format, or are not JSON at all.
  static let awkwardNumbers = [
    "NaN", "-NaN", "Infinity", "-Infinity", "1e400", "-1e400", "-0", "-0.0", "0", "1e-400", "4.9e-324",
    "1.7976931348623157e308", "1e308", "-1", "1e7", "10000000.000001", "10000001", "-10000001",
    "99999999999999999999999", "0.1e1", "1E2", "01", "1.", ".5", "+1", "0x10", "1e", "-", "2.5e-7",
    "9007199254740993", "3.3333333333333335", "1e-7",
  ]

  /// Strings that stress the reader: escapes, lone surrogates, control characters, huge and empty.
  static let awkwardStrings = [
    #""""#, #""\ud800""#, #""\udc00\ud800""#, #""\u0000""#, "\"\u{1}\"", #""\x""#, #""abc"#, "\"é\u{301}\"",
    "\"\u{10FFFF}\"", #""\/\b\f\n\r\t""#, "\"" + String(repeating: "w", count: 5000) + "\"",
  ]

  /// Keys the format knows, so an added or duplicated key is often a plausible one.
  static let keys = [
    "kind", "id", "children", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "spacing",
    "alignment", "child", "top", "leading", "bottom", "trailing", "axes", "ratio", "contentMode", "text",
    "words", "layoutPriority", "proposal", "environment", "root", "formatVersion", "displayScale",
    "dynamicTypeSize", "layoutDirection", "scaled", "relativeTo", "columns", "thresholds", "count",
  ]

  /// One fuzz input for `seed`: about one in seven is random bytes, the rest a generated request mutated
  /// 0–5 times (one in ten left valid). `maximumNesting` caps the depth that nesting mutations add.
  static func input(seed: UInt64, maximumNesting: Int) -> [UInt8] {
    var generator = Generator(seed: seed)
    if generator.random.chance(1.0 / 7) { return randomBytes(&generator.random) }
    let request = requestJSON(
      root: generator.tree().node(), proposal: generator.proposal(), environment: generator.environment())
    var bytes = Array(request.utf8)
    let rounds = generator.random.chance(0.1) ? 0 : generator.random.int(in: 1...5)
    for _ in 0..<rounds {
      if generator.random.chance(0.3) {
        mutateBytes(&bytes, &generator.random)
      } else {
        mutateJSON(&bytes, &generator.random, maximumNesting: maximumNesting)
      }
    }
    return bytes
  }

  /// Up to 512 bytes: uniform, or drawn from JSON's punctuation and a few words.
  static func randomBytes(_ random: inout SplitMix64) -> [UInt8] {
    let count = random.pick([0, 1, 2, 8, random.int(below: 64), random.int(below: 512)])
    if random.chance(0.5) { return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
    let pieces = ["{", "}", "[", "]", ",", ":", "\"", "0", "-", "1e9", " ", "\n", "null", "true", "\\u", "\"kind\""]
    var bytes: [UInt8] = []
    while bytes.count < count { bytes += Array(random.pick(pieces).utf8) }
    return bytes
  }

  // MARK: Bytes

  /// One byte-level edit: a bit flip, a byte set, an insertion, a deletion, truncation or duplication.
  static func mutateBytes(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else {
      bytes = randomBytes(&random)
      return
    }
    let position = random.int(below: bytes.count)
    switch random.int(below: 7) {
    case 0: bytes[position] ^= 1 << UInt8(random.int(below: 8))
    case 1: bytes[position] = UInt8(truncatingIfNeeded: random.next())
    case 2: bytes[position] = random.pick(Array("{}[],:\"\\0-e.".utf8) + [0, 0x80, 0xC0, 0xFF, 0xED])
    case 3:
      let insert = (0..<random.int(in: 1...8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      bytes.insert(contentsOf: insert, at: position)
    case 4: bytes.removeSubrange(position..<Swift.min(bytes.count, position + random.int(in: 1...16)))
    case 5: bytes.removeSubrange(position...)
    default:
      let end = Swift.min(bytes.count, position + random.int(in: 1...64))
      bytes.insert(contentsOf: bytes[position..<end], at: end)
    }
  }

  // MARK: JSON

  /// One JSON-level edit of a parseable input (a byte edit otherwise): duplicated, removed or added keys,
  /// awkward numbers and strings, swapped kinds, swapped types, subtrees copied elsewhere, deep nesting.
  static func mutateJSON(_ bytes: inout [UInt8], _ random: inout SplitMix64, maximumNesting: Int) {
    // Editing is quadratic in the depth of the value; very large or deep inputs get a byte edit.
    guard let document = try? JSONReader.parse(bytes), document.count <= 3_000 else {
      mutateBytes(&bytes, &random)
      return
    }
    let value = FuzzJSON(document)
    let index = random.int(below: value.size)
    let target = value.value(at: index)
    let edited: FuzzJSON
    switch random.int(below: 10) {
    case 0:
      // A duplicated key (the reader must reject it), or a removed one.
      edited = value.replacing(at: objectIndex(value, near: index, &random)) { object in
        guard case .object(var members) = object, !members.isEmpty else { return object }
        let position = random.int(below: members.count)
        if random.chance(0.5) {
          members.insert(members[position], at: random.int(below: members.count + 1))
        } else {
          members.remove(at: position)
        }
        return .object(members)
      }
    case 1:
      // An added key, known or not, with a random value.
      let key = random.chance(0.8) ? random.pick(keys) : random.pick(["", "kind ", "Kind", "~1/", "\u{0}"])
      let added = randomValue(&random, value: value)
      edited = value.replacing(at: objectIndex(value, near: index, &random)) { object in
        guard case .object(var members) = object else { return object }
        members.insert((key, added), at: random.int(below: members.count + 1))
        return .object(members)
      }
    case 2, 3:
      // An awkward number in place of a number (or of anything).
      let number = random.pick(awkwardNumbers)
      let chosen = numberIndex(value, &random) ?? index
      edited = value.replacing(at: chosen) { _ in .number(number) }
    case 4:
      // Another kind.
      let kind = random.pick(kinds)
      edited = value.replacing(at: objectIndex(value, near: index, &random)) { object in
        guard case .object(var members) = object else { return object }
        guard let position = members.firstIndex(where: { $0.key == "kind" }) else { return object }
        members[position].value = .string(kind)
        return .object(members)
      }
    case 5:
      // Another type: a number as a string, an object as an array, anything as null, true or a nasty string.
      edited = value.replacing(at: index) { old in
        switch (old, random.int(below: 4)) {
        case (.number(let text), 0): return .string(text)
        case (.object(let members), 0): return .array(members.map(\.value))
        case (.array(let elements), 0): return .object(elements.enumerated().map { ("\($0.offset)", $0.element) })
        case (_, 1): return .null
        case (_, 2): return .bool(true)
        default: return .raw(random.pick(awkwardStrings))
        }
      }
    case 6:
      // A subtree copied over another one (a node where a number belongs, a tree inside itself).
      edited = value.replacing(at: random.int(below: value.size)) { _ in target }
    case 7:
      // Deep nesting of nodes: a chain of paddings (or stacks) around a node.
      let depth = random.pick([2, 20, 100, maximumNesting])
      let stack = random.chance(0.5)
      edited = value.replacing(at: objectIndex(value, near: index, &random)) { node in
        var result = node
        for _ in 0..<depth {
          result =
            stack
            ? .object([("kind", .string("vstack")), ("children", .array([result]))])
            : .object([("kind", .string("padding")), ("top", .number("1")), ("child", result)])
        }
        return result
      }
    case 8:
      // Deep nesting of raw JSON, at or beyond the reader's limit.
      let depth = random.pick([64, 4_097, 10_000, 10_001, 20_000])
      let array = random.chance(0.5)
      let open = array ? "[" : #"{"a":"#
      let close = array ? "]" : "}"
      let nested = String(repeating: open, count: depth) + String(repeating: close, count: depth)
      edited = value.replacing(at: index) { _ in .raw(nested) }
    default:
      // An element duplicated or removed in an array (children, columns, thresholds).
      edited = value.replacing(at: arrayIndex(value, &random) ?? index) { array in
        guard case .array(var elements) = array, !elements.isEmpty else { return array }
        let position = random.int(below: elements.count)
        if random.chance(0.6) {
          elements.insert(elements[position], at: position)
        } else {
          elements.remove(at: position)
        }
        return .array(elements)
      }
    }
    bytes = Array(edited.text.utf8)
  }

  /// A value that could plausibly appear somewhere in a request.
  static func randomValue(_ random: inout SplitMix64, value: FuzzJSON) -> FuzzJSON {
    switch random.int(below: 5) {
    case 0: return .number(random.pick(awkwardNumbers))
    case 1: return .string(random.pick(kinds + ["center", "leading", "", "both", "fit", "rtl", "xxxLarge"]))
    case 2: return .null
    case 3: return .array([])
    default: return value.value(at: random.int(below: value.size))
    }
  }

  /// The pre-order index of an object: `index` when it is one, else a random one (the root at worst).
  static func objectIndex(_ value: FuzzJSON, near index: Int, _ random: inout SplitMix64) -> Int {
    if case .object = value.value(at: index) { return index }
    let objects = indices(value) { if case .object = $0 { true } else { false } }
    return objects.isEmpty ? 0 : random.pick(objects)
  }

  static func numberIndex(_ value: FuzzJSON, _ random: inout SplitMix64) -> Int? {
    let numbers = indices(value) { if case .number = $0 { true } else { false } }
    return numbers.isEmpty ? nil : random.pick(numbers)
  }

  static func arrayIndex(_ value: FuzzJSON, _ random: inout SplitMix64) -> Int? {
    let arrays = indices(value) { if case .array = $0 { true } else { false } }
    return arrays.isEmpty ? nil : random.pick(arrays)
  }

  /// The pre-order indices of the values that satisfy `predicate`.
  static func indices(_ value: FuzzJSON, where predicate: (FuzzJSON) -> Bool) -> [Int] {
    var result: [Int] = []
    var next = 0
    func walk(_ value: FuzzJSON) {
      if predicate(value) { result.append(next) }
      next += 1
      switch value {
      case .object(let members): members.forEach { walk($0.value) }
      case .array(let elements): elements.forEach(walk)
      default: break
      }
    }
    walk(value)
    return result
  }
}
