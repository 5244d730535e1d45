import FlexLayout
import FlexLayoutFormat

/// Accepted findings, as linters keep them: a run fails only on findings no entry accepts (Docs/Audits.md,
/// "Baselines").
///
/// ```json
/// {"flexlayoutAuditBaseline": 1,
///  "accepted": [
///    {"check": "text-truncated", "nodes": ["subject"], "reason": "one line on purpose"},
///    {"check": "overlap", "nodes": ["/root/children/0", "badge"], "dynamicTypeSize": "accessibility5",
///     "layoutDirection": "rightToLeft", "reason": "…"}]}
/// ```
///
/// An entry accepts the findings of its check about exactly its nodes (each named by id when it has one, else
/// by JSON Pointer), at its Dynamic Type size, direction and height when it names them, at every one otherwise;
/// intervals are not compared, so an accepted defect that moves by a few points stays accepted.
public struct AuditBaseline: Sendable, Hashable {
  /// One accepted kind of finding.
  public struct Entry: Sendable, Hashable {
    public var check: String
    /// The nodes by id or JSON Pointer, as ``AuditBaseline/name(_:)`` names them.
    public var nodes: [String]
    public var dynamicTypeSize: DynamicTypeSize?
    public var layoutDirection: LayoutDirection?
    /// `.some(nil)`: the unspecified height; `nil`: any height.
    public var height: Double??
    /// Why it is accepted.
    public var reason: String

    public init(
      check: String, nodes: [String], dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
      height: Double?? = nil, reason: String
    ) {
      self.check = check
      self.nodes = nodes
      self.dynamicTypeSize = dynamicTypeSize
      self.layoutDirection = layoutDirection
      self.height = height
      self.reason = reason
    }

    /// Whether the entry accepts `finding`.
    public func accepts(_ finding: AuditFinding) -> Bool {
      check == finding.check && nodes == finding.nodes.map(AuditBaseline.name)
        && (dynamicTypeSize.map { $0 == finding.dynamicTypeSize } ?? true)
        && (layoutDirection.map { $0 == finding.layoutDirection } ?? true)
        && (height.map { $0 == finding.height } ?? true)
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry] = []) { self.entries = entries }

  /// How a baseline names a finding's node: its id, else its JSON Pointer.
  public static func name(_ node: AuditFinding.Node) -> String { node.id ?? node.pointer }

  /// Whether some entry accepts `finding`.
  public func accepts(_ finding: AuditFinding) -> Bool { entries.contains { $0.accepts(finding) } }

  /// A baseline accepting exactly `findings` (one entry per check, nodes, size and direction; heights kept),
  /// each with `reason`.
  public init(accepting findings: [AuditFinding], reason: String) {
    var seen = Set<Entry>()
    var entries: [Entry] = []
    for finding in findings {
      let entry = Entry(
        check: finding.check, nodes: finding.nodes.map(Self.name), dynamicTypeSize: finding.dynamicTypeSize,
        layoutDirection: finding.layoutDirection, height: .some(finding.height), reason: reason)
      if seen.insert(entry).inserted { entries.append(entry) }
    }
    self.entries = entries
  }

  /// The format's version.
  public static let version = 1

  /// Reads a baseline file; every problem is a ``FormatIssue`` at its JSON Pointer (`/accepted/3/check`), with a
  /// suggestion where a name is close to a known one.
  public init(json bytes: [UInt8]) throws(FormatError) {
    let document: JSONDocument
    do {
      document = try JSONReader.parse(bytes)
    } catch {
      throw FormatError(error)
    }
    var issues: [FormatIssue] = []
    func fail(_ value: Int, _ code: FormatIssue.Code, _ message: String) {
      let (line, column) = document.location(of: value)
      issues.append(
        FormatIssue(code: code, path: document.pointer(of: value), message: message, line: line, column: column))
    }
    func unknown(_ value: Int, _ key: String, _ allowed: [String], _ owner: String) {
      let hint = Suggestions.closest(to: key, in: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
      fail(value, .unknownField, "unknown field \"\(key)\" for \(owner)\(hint)")
    }
    let root = document.root
    guard document.kind(root) == .object else {
      throw FormatError(.type, path: "", message: "expected an audit baseline (an object), got \(document.kind(root))")
    }
    let topKeys = ["flexlayoutAuditBaseline", "accepted"]
    for (key, value) in document.members(root) where !topKeys.contains(key) {
      unknown(value, key, topKeys, "an audit baseline")
    }
    guard let version = document.member(root, "flexlayoutAuditBaseline") else {
      throw FormatError(
        .missingField, path: "/flexlayoutAuditBaseline",
        message: "missing required field \"flexlayoutAuditBaseline\" (1): this file is not an audit baseline")
    }
    if document.number(version) != Double(Self.version) {
      fail(version, .invalidValue, "unsupported baseline version (expected \(Self.version))")
    }
    var entries: [Entry] = []
    if let list = document.member(root, "accepted") {
      if document.kind(list) != .array {
        fail(list, .type, "expected a list of accepted findings, got \(document.kind(list))")
      } else {
        for element in document.elements(list) {
          if let entry = Self.entry(document, element, fail: fail, unknown: unknown) { entries.append(entry) }
        }
      }
    } else {
      issues.append(FormatIssue(code: .missingField, path: "/accepted", message: "missing required field \"accepted\""))
    }
    guard issues.isEmpty else { throw FormatError(issues: issues) }
    self.entries = entries
  }

  private static let entryKeys = ["check", "nodes", "dynamicTypeSize", "layoutDirection", "height", "reason"]

  private static func entry(
    _ document: JSONDocument, _ value: Int, fail: (Int, FormatIssue.Code, String) -> Void,
    unknown: (Int, String, [String], String) -> Void
  ) -> Entry? {
    guard document.kind(value) == .object else {
      fail(value, .type, "expected an accepted finding (an object), got \(document.kind(value))")
      return nil
    }
    for (key, member) in document.members(value) where !entryKeys.contains(key) {
      unknown(member, key, entryKeys, "an accepted finding")
    }
    func choice<T>(_ key: String, _ names: [(String, T)]) -> T?? {
      guard let member = document.member(value, key), !document.isNull(member) else { return .some(nil) }
      guard let text = document.string(member), let match = names.first(where: { $0.0 == text }) else {
        let text = document.string(member) ?? "\(document.kind(member))"
        let hint = Suggestions.closest(to: text, in: names.map(\.0)).map { " (did you mean \"\($0)\"?)" } ?? ""
        fail(member, .invalidValue, "\(key) \"\(text)\" is not one of \(names.map(\.0).joined(separator: ", "))\(hint)")
        return nil
      }
      return .some(match.1)
    }
    let checks = (AuditCheck.allCases.map(\.rawValue) + [AuditFinding.layoutError]).map { ($0, $0) }
    guard document.member(value, "check") != nil else {
      fail(value, .missingField, "missing required field \"check\" (one of \(checks.map(\.0).joined(separator: ", ")))")
      return nil
    }
    let check = choice("check", checks)
    var nodes: [String]?
    if let list = document.member(value, "nodes"), document.kind(list) == .array,
      document.elements(list).allSatisfy({ document.string($0) != nil })
    {
      nodes = document.elements(list).compactMap { document.string($0) }
    } else {
      fail(document.member(value, "nodes") ?? value, .type, "\"nodes\" must be a list of node ids or JSON Pointers")
    }
    let size = choice("dynamicTypeSize", DynamicTypeSize.allCases.map { ($0.rawValue, $0) })
    let direction = choice("layoutDirection", LayoutDirection.allCases.map { ($0.rawValue, $0) })
    var height: Double?? = nil
    if let member = document.member(value, "height") {
      if document.isNull(member) {
        height = .some(nil)
      } else if let number = document.number(member), number >= 0, number.isFinite {
        height = .some(number)
      } else {
        fail(member, .type, "expected a height in points or null")
      }
    }
    let reason = document.member(value, "reason").flatMap { document.string($0) } ?? ""
    guard let check = check ?? nil, let nodes, let size, let direction else { return nil }
    return Entry(
      check: check, nodes: nodes, dynamicTypeSize: size, layoutDirection: direction, height: height, reason: reason)
  }

  /// The baseline as JSON, one entry per line.
  public var json: String {
    let lines = entries.map { entry -> String in
      var members = [
        "\"check\": \(JSONWriter.string(entry.check))",
        "\"nodes\": [" + entry.nodes.map(JSONWriter.string).joined(separator: ", ") + "]",
      ]
      if let size = entry.dynamicTypeSize { members.append("\"dynamicTypeSize\": \(JSONWriter.string(size.rawValue))") }
      if let direction = entry.layoutDirection {
        members.append("\"layoutDirection\": \(JSONWriter.string(direction.rawValue))")
      }
      if let height = entry.height { members.append("\"height\": \(height.map(JSONWriter.number) ?? "null")") }
      members.append("\"reason\": \(JSONWriter.string(entry.reason))")
      return "    {" + members.joined(separator: ", ") + "}"
    }
    return "{\n  \"flexlayoutAuditBaseline\": \(Self.version),\n  \"accepted\": [\n" + lines.joined(separator: ",\n")
      + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
  }
}
