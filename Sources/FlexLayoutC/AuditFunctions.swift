import CFlexLayout
import FlexLayout
import FlexLayoutFormat

// The audit-annotation functions of flexlayout.h: a node's role and audit annotations, which layout never
// reads (`LiveTree.setRole(_:of:)`, `setAudit(_:of:)` and their getters).

@_cdecl("flexlayout_set_role")
public func flexlayoutSetRole(_ tree: OpaquePointer?, _ node: flexlayout_node, _ role: flexlayout_role)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let value = try Convert.role(role)
    try tree.perform { () throws(LiveTreeError) in try tree.live.setRole(value, of: handle) }
  }
}

@_cdecl("flexlayout_get_role")
public func flexlayoutGetRole(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ role: UnsafeMutablePointer<flexlayout_role>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let out = try output(role, "role")
    out.pointee = Convert.role(try tree.perform { () throws(LiveTreeError) in try tree.live.role(of: handle) })
  }
}

@_cdecl("flexlayout_set_audit")
public func flexlayoutSetAudit(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ minWidth: Double, _ allow: UnsafePointer<CChar>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let checks = try Convert.checks(allow, node: node)
    let audit = NodeAudit(minWidth: Convert.optional(minWidth), allow: checks)
    try tree.perform { () throws(LiveTreeError) in try tree.live.setAudit(audit, of: handle) }
  }
}

@_cdecl("flexlayout_get_audit_min_width")
public func flexlayoutGetAuditMinWidth(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ minWidth: UnsafeMutablePointer<Double>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let out = try output(minWidth, "min_width")
    let audit = try tree.perform { () throws(LiveTreeError) in try tree.live.audit(of: handle) }
    out.pointee = audit?.minWidth ?? .nan
  }
}

@_cdecl("flexlayout_get_audit_allow")
public func flexlayoutGetAuditAllow(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
  _ size: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let audit = try tree.perform { () throws(LiveTreeError) in try tree.live.audit(of: handle) }
    let names = (audit?.allow.sorted() ?? []).map(\.rawValue).joined(separator: ",")
    try copyOut(string: names, to: buffer, capacity: capacity, size: size, "allow")
  }
}

extension Convert {
  /// A `flexlayout_role` as a role (`nil` for FLEXLAYOUT_ROLE_NONE).
  static func role(_ value: flexlayout_role) throws(CError) -> NodeRole? {
    try pick([nil, .button], value.rawValue, "role", "flexlayout_role")
  }

  /// A role as a `flexlayout_role`.
  static func role(_ role: NodeRole?) -> flexlayout_role {
    switch role {
    case nil: return FLEXLAYOUT_ROLE_NONE
    case .button: return FLEXLAYOUT_ROLE_BUTTON
    }
  }

  /// The checks named in `names`, separated by commas (spaces around a name ignored); NULL or blank is none.
  static func checks(_ names: UnsafePointer<CChar>?, node: flexlayout_node) throws(CError) -> Set<AuditCheck> {
    guard names != nil else { return [] }
    let text = try string(names, "allow")
    func trimmed(_ part: Substring) -> Substring {
      var part = part
      while let first = part.first, first == " " || first == "\t" { part.removeFirst() }
      while let last = part.last, last == " " || last == "\t" { part.removeLast() }
      return part
    }
    guard !trimmed(text[...]).isEmpty else { return [] }
    let known = AuditCheck.allCases.map(\.rawValue)
    var checks: Set<AuditCheck> = []
    for (position, part) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let name = String(trimmed(part))
      guard !name.isEmpty else {
        throw CError(
          FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "allow: check name \(position + 1) of \"\(text)\" is empty",
          node: node)
      }
      guard let check = AuditCheck(rawValue: name) else {
        let hint = Suggestions.closest(to: name, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw CError(
          FLEXLAYOUT_ERROR_INVALID_ARGUMENT,
          "allow: unknown check \"\(name)\"\(hint); the checks are \(known.joined(separator: ", "))", node: node)
      }
      checks.insert(check)
    }
    return checks
  }
}
