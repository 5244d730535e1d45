import FlexLayout

/// The largest magnitude a length or other number may have in a request, in points (±1e7).
///
/// Larger finite numbers would lose all useful precision in sums long before they overflow; they are
/// rejected with a range error.
public let maximumFormatMagnitude = 1e7

/// The result of reading one optional field.
enum Field<Value> {
  /// Not given, or `null`.
  case absent
  /// Given and valid.
  case present(Value)
  /// Given and invalid; an issue was recorded.
  case invalid

  /// The value, or `fallback` when absent or invalid.
  func or(_ fallback: Value) -> Value {
    if case .present(let value) = self { return value }
    return fallback
  }

  /// The value when present.
  var value: Value? {
    if case .present(let value) = self { return value }
    return nil
  }
}

/// What a number field accepts.
enum NumberRule {
  /// A finite length ≥ 0 (sizes, minimums, ideals, text lengths).
  case length
  /// A length ≥ 0 or `"infinity"` (maximums, proposals).
  case maximum
  /// Any finite number within ±1e7 (spacing, padding insets; negative overlaps).
  case signed
  /// A finite number > 0 and ≤ `limit` (aspect ratios, display scale).
  case positive(limit: Double)
  /// Any finite number (layout priority, which is not a length).
  case any

  var expectation: String {
    switch self {
    case .length: return "a length in points (a number ≥ 0)"
    case .maximum: return "a length in points or \"infinity\""
    case .signed: return "a number"
    case .positive: return "a number > 0"
    case .any: return "a number"
    }
  }
}

/// The members of one JSON object, with typed readers that record issues.
struct Fields {
  let object: Int
  let members: [(key: String, value: Int)]

  /// The member's value, `null` included.
  func raw(_ key: String) -> Int? {
    members.first { $0.key == key }?.value
  }

  /// Whether the member is present, `null` included.
  func has(_ key: String) -> Bool { raw(key) != nil }

  /// Whether the member is present and not `null`.
  func hasValue(_ key: String, in document: JSONDocument) -> Bool {
    raw(key).map { !document.isNull($0) } ?? false
  }
}

/// Decodes requests from a ``JSONDocument``; shared by ``LayoutRequest`` and ``LayoutFixture``.
struct RequestDecoder {
  static let requestKeys = ["formatVersion", "proposal", "environment", "root"]

  let document: JSONDocument
  let options: DecodingOptions
  let issues: IssueCollector

  init(document: JSONDocument, options: DecodingOptions) {
    self.document = document
    self.options = options
    self.issues = IssueCollector(cap: options.maximumErrors)
  }

  // MARK: Issues

  func fail(_ code: FormatIssue.Code, at value: Int, _ message: String) {
    let (line, column) = document.location(of: value)
    issues.add(
      FormatIssue(code: code, path: document.pointer(of: value), message: message, line: line, column: column))
  }

  func missing(_ key: String, in fields: Fields, _ what: String) {
    missing(key, in: fields, message: "missing required field \"\(key)\" (\(what))")
  }

  func missing(_ key: String, in fields: Fields, message: String) {
    let (line, column) = document.location(of: fields.object)
    issues.add(
      FormatIssue(
        code: .missingField, path: document.pointer(of: fields.object) + "/" + JSONPointer.escape(key),
        message: message, line: line, column: column))
  }

  func describe(_ value: Int) -> String {
    switch document.kind(value) {
    case .string: return "the string \(JSONWriter.string(document.string(value) ?? ""))"
    case .number: return JSONWriter.number(document.number(value) ?? 0)
    case .bool: return (document.bool(value) ?? false) ? "true" : "false"
    case .null, .array, .object: return document.kind(value).description
    }
  }

  // MARK: Objects

  /// The members of `value` when it is an object; records a type issue otherwise.
  func object(_ value: Int, _ what: String) -> Fields? {
    guard document.kind(value) == .object else {
      fail(.type, at: value, "expected \(what) (an object), got \(describe(value))")
      return nil
    }
    return Fields(object: value, members: document.members(value))
  }

  /// Records an unknown-field issue for every member not in `allowed`.
  func checkFields(
    _ fields: Fields, allowed: [String], allowedSet: Set<String>? = nil, owner: String,
    hint: (String) -> String? = { _ in nil }
  ) {
    for (key, value) in fields.members where !(allowedSet?.contains(key) ?? allowed.contains(key)) {
      let detail = hint(key) ?? Suggestions.hint(for: key, in: allowed)
      fail(.unknownField, at: value, "unknown field \"\(key)\" for \(owner)\(detail)")
    }
  }

  // MARK: Scalars

  /// Reads a number by `rule`; `null` is absent unless `required`.
  func number(_ fields: Fields, _ key: String, _ rule: NumberRule, required: String? = nil) -> Field<Double> {
    guard let value = fields.raw(key) else {
      if let required { missing(key, in: fields, required) }
      return .absent
    }
    if document.isNull(value) {
      if required != nil {
        fail(.type, at: value, "expected \(rule.expectation), got null")
        return .invalid
      }
      return .absent
    }
    return number(value, rule, name: key)
  }

  /// Reads the number at `value` by `rule`.
  func number(_ value: Int, _ rule: NumberRule, name: String) -> Field<Double> {
    if let text = document.string(value) {
      if text == "infinity" {
        switch rule {
        case .maximum: return .present(.infinity)
        case .length where name.hasPrefix("min"):
          fail(.range, at: value, "a minimum must be finite, got \"infinity\"")
        case .length where name == "width" || name == "height":
          let axis = name == "width" ? "Width" : "Height"
          fail(.range, at: value, "\(name) must be finite, got \"infinity\" (use max\(axis): \"infinity\" to fill)")
        default:
          fail(.range, at: value, "\(name) must be finite, got \"infinity\"")
        }
        return .invalid
      }
      var hint = ""
      let lowered = text.lowercased()
      let bare = lowered.hasPrefix("+") ? String(lowered.dropFirst()) : lowered
      if case .maximum = rule, ["inf", "infinity", "infinite", "∞"].contains(bare) {
        hint = " (did you mean \"infinity\"?)"
      }
      fail(.type, at: value, "expected \(rule.expectation), got \(describe(value))\(hint)")
      return .invalid
    }
    guard let raw = document.number(value) else {
      fail(.type, at: value, "expected \(rule.expectation), got \(describe(value))\(scaledFormHint(value, name: name))")
      return .invalid
    }
    let number = raw + 0  // −0 becomes +0
    switch rule {
    case .any:
      return .present(number)
    case .length, .maximum:
      guard number >= 0 else {
        fail(.range, at: value, "\(name) must be ≥ 0, got \(JSONWriter.number(number))")
        return .invalid
      }
    case .signed:
      break
    case .positive(let limit):
      guard number > 0 else {
        fail(.range, at: value, "\(name) must be > 0, got \(JSONWriter.number(number))")
        return .invalid
      }
      guard number <= limit else {
        fail(.range, at: value, "\(name) must be at most \(JSONWriter.number(limit)), got \(JSONWriter.number(number))")
        return .invalid
      }
    }
    guard Swift.abs(number) <= maximumFormatMagnitude else {
      fail(.range, at: value, "\(name) is beyond the limit of ±1e7 points, got \(JSONWriter.number(number))")
      return .invalid
    }
    return .present(number)
  }

  /// Why a scaled length is not accepted here, when `value` looks like one.
  private func scaledFormHint(_ value: Int, name: String) -> String {
    guard document.kind(value) == .object, document.members(value).contains(where: { $0.key == "scaled" }) else {
      return ""
    }
    if ["lineHeight", "spaceWidth", "charWidth", "word width"].contains(name) {
      return " (text lengths cannot be declared scaled: they always scale with Dynamic Type, relative to body)"
    }
    return " (\(name) cannot be a scaled length)"
  }

  /// Reads an integer ≥ `minimum` and ≤ 1e7.
  func integer(_ fields: Fields, _ key: String, minimum: Int) -> Field<Int> {
    guard let value = fields.raw(key), !document.isNull(value) else { return .absent }
    guard let number = document.number(value), number == number.rounded(.towardZero) else {
      fail(.type, at: value, "expected a whole number, got \(describe(value))")
      return .invalid
    }
    guard number >= Double(minimum), number <= maximumFormatMagnitude else {
      fail(.range, at: value, "\(key) must be between \(minimum) and 10000000, got \(JSONWriter.number(number))")
      return .invalid
    }
    return .present(Int(number))
  }

  /// Reads a boolean.
  func bool(_ fields: Fields, _ key: String) -> Field<Bool> {
    guard let value = fields.raw(key), !document.isNull(value) else { return .absent }
    guard let flag = document.bool(value) else {
      fail(.type, at: value, "expected true or false, got \(describe(value))")
      return .invalid
    }
    return .present(flag)
  }

  /// Reads a string.
  func string(_ fields: Fields, _ key: String, _ what: String) -> Field<String> {
    guard let value = fields.raw(key), !document.isNull(value) else { return .absent }
    guard let text = document.string(value) else {
      fail(.type, at: value, "expected \(what) (a string), got \(describe(value))")
      return .invalid
    }
    return .present(text)
  }

  /// Reads one of the names in `choices`.
  func choice<Value>(_ fields: Fields, _ key: String, _ choices: [(String, Value)]) -> Field<Value> {
    guard let value = fields.raw(key), !document.isNull(value) else { return .absent }
    return choice(value, choices, name: key)
  }

  /// Reads the name at `value`, one of `choices`.
  func choice<Value>(_ value: Int, _ choices: [(String, Value)], name: String) -> Field<Value> {
    let names = choices.map(\.0)
    guard let text = document.string(value) else {
      fail(.type, at: value, "expected one of \(Suggestions.list(names)), got \(describe(value))")
      return .invalid
    }
    if let match = choices.first(where: { $0.0 == text }) { return .present(match.1) }
    let hint = Suggestions.hint(for: text, in: names)
    fail(.invalidValue, at: value, "\(name) \"\(text)\" is not one of \(Suggestions.list(names))\(hint)")
    return .invalid
  }

  // MARK: Request

  /// Decodes the whole document as a request; also returns the metadata members' values.
  func decodeRequest() throws(FormatError) -> (request: LayoutRequest, metadata: [String: Int]) {
    let outcome = readRequest()
    guard issues.isEmpty, let request = outcome.request else { throw issues.error }
    return (request, outcome.metadata)
  }

  func readRequest() -> (request: LayoutRequest?, metadata: [String: Int]) {
    guard let fields = object(document.root, "a request") else { return (nil, [:]) }
    let allowed = Self.requestKeys + options.metadataKeys.sorted()
    checkFields(fields, allowed: allowed, owner: "a request") { key in
      if LayoutFixture.metadataKeys.contains(key) {
        return " (test-case metadata is accepted only in fixture mode)"
      }
      return nil
    }
    var metadata: [String: Int] = [:]
    for (key, value) in fields.members where options.metadataKeys.contains(key) { metadata[key] = value }

    if let value = fields.raw("formatVersion") {
      if let version = document.number(value), version == version.rounded(.towardZero) {
        if version != Double(flexLayoutFormatVersion) {
          fail(
            .unsupportedVersion, at: value,
            "formatVersion \(JSONWriter.number(version)) is not supported; this build reads version "
              + "\(flexLayoutFormatVersion)")
        }
      } else {
        fail(.type, at: value, "expected a whole number, got \(describe(value))")
      }
    }
    let proposal = fields.raw("proposal").map(readProposal) ?? .unspecified
    let environment = fields.raw("environment").map(readEnvironment) ?? .standard
    var root: Node?
    if let value = fields.raw("root") {
      root = NodeTreeDecoder(decoder: self).decode(value)
    } else {
      missing("root", in: fields, "the tree to lay out")
    }
    guard let root else { return (nil, metadata) }
    return (LayoutRequest(root: root, proposal: proposal, environment: environment), metadata)
  }

  func readProposal(_ value: Int) -> ProposedSize {
    guard !document.isNull(value) else { return .unspecified }
    guard let fields = object(value, "a proposal") else { return .unspecified }
    checkFields(fields, allowed: ["width", "height"], owner: "the proposal")
    return ProposedSize(
      width: number(fields, "width", .maximum).value, height: number(fields, "height", .maximum).value)
  }

  func readEnvironment(_ value: Int) -> LayoutEnvironment {
    guard !document.isNull(value) else { return .standard }
    guard let fields = object(value, "an environment") else { return .standard }
    checkFields(
      fields, allowed: ["displayScale", "dynamicTypeSize", "layoutDirection", "safeAreaInsets"],
      owner: "the environment")
    var environment = LayoutEnvironment()
    environment.displayScale = number(fields, "displayScale", .positive(limit: 1000)).value
    let sizes = DynamicTypeSize.allCases.map { ($0.rawValue, $0) }
    environment.dynamicTypeSize = choice(fields, "dynamicTypeSize", sizes).or(.large)
    let directions = LayoutDirection.allCases.map { ($0.rawValue, $0) }
    environment.layoutDirection = choice(fields, "layoutDirection", directions).or(.leftToRight)
    if let value = fields.raw("safeAreaInsets"), !document.isNull(value),
      let insets = object(value, "the safe-area insets (top, leading, bottom, trailing)")
    {
      checkFields(insets, allowed: ["top", "leading", "bottom", "trailing"], owner: "the safe-area insets")
      environment.safeAreaInsets = EdgeInsets(
        top: number(insets, "top", .length).or(0), leading: number(insets, "leading", .length).or(0),
        bottom: number(insets, "bottom", .length).or(0), trailing: number(insets, "trailing", .length).or(0))
    }
    return environment
  }

  // MARK: Fixtures

  func decodeFixture() throws(FormatError) -> LayoutFixture {
    let outcome = readRequest()
    var expected: [ExpectedFrame] = []
    var tolerance = LayoutFixture.defaultTolerance
    if let value = outcome.metadata["tolerance"] {
      if case .present(let number) = number(value, .length, name: "tolerance") { tolerance = number }
    }
    if let value = outcome.metadata["expected"], let fields = object(value, "expected frames by id") {
      let ids = outcome.request.map { Self.ids(in: $0.root) } ?? []
      for (id, frameValue) in fields.members {
        if outcome.request != nil, !ids.contains(id) {
          fail(.invalidValue, at: frameValue, "no node has the id \"\(id)\"")
        }
        guard let frame = object(frameValue, "an expected frame") else { continue }
        checkFields(frame, allowed: ["x", "y", "width", "height"], owner: "an expected frame")
        expected.append(
          ExpectedFrame(
            id: id, x: number(frame, "x", .signed).value, y: number(frame, "y", .signed).value,
            width: number(frame, "width", .length).value, height: number(frame, "height", .length).value))
      }
    }
    guard issues.isEmpty, let request = outcome.request else { throw issues.error }
    return LayoutFixture(request: request, expected: expected, tolerance: tolerance)
  }

  /// Every id in the tree (iteratively, so deep trees are safe).
  static func ids(in root: Node) -> Set<String> {
    var ids: Set<String> = []
    var stack = [root]
    while let node = stack.popLast() {
      if let id = node.id { ids.insert(id) }
      stack.append(contentsOf: node.children)
    }
    return ids
  }
}
