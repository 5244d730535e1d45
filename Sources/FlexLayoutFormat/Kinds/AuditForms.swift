import FlexLayout

/// A node's `"audit"` member (Docs/Format.md, "Audit annotations"): `{"minWidth": 320, "allow":
/// ["text-truncated"]}`, what the layout audit reads about the node (Docs/Audits.md). Layout never reads it.
enum AuditForms {
  /// The members an `"audit"` object may have.
  static let members = ["minWidth", "allow"]

  /// The annotations at `value`, or `nil` with issues recorded (`null` is none).
  static func decode(_ decoder: RequestDecoder, _ value: Int) -> NodeAudit? {
    let document = decoder.document
    if document.isNull(value) { return nil }
    guard let fields = decoder.object(value, "audit annotations") else { return nil }
    decoder.checkFields(fields, allowed: members, owner: "audit annotations")
    var audit = NodeAudit()
    audit.minWidth = decoder.number(fields, "minWidth", .length).value
    if let list = fields.raw("allow"), !document.isNull(list) {
      guard document.kind(list) == .array else {
        decoder.fail(.type, at: list, "expected a list of check names, got \(decoder.describe(list))")
        return audit
      }
      let names = AuditCheck.allCases.map { ($0.rawValue, $0) }
      for element in document.elements(list) {
        if let check = decoder.choice(element, names, name: "check").value { audit.allow.insert(check) }
      }
    }
    return audit
  }

  /// The JSON of `audit`: its members in a fixed order, the allowed checks in ``AuditCheck`` order.
  static func json(_ audit: NodeAudit) -> String {
    var members: [String] = []
    if let minWidth = audit.minWidth { members.append("\"minWidth\": \(JSONWriter.number(minWidth))") }
    if !audit.allow.isEmpty {
      let names = audit.allow.sorted().map { JSONWriter.string($0.rawValue) }
      members.append("\"allow\": [" + names.joined(separator: ", ") + "]")
    }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
