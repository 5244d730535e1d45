import FlexLayout
import FlexLayoutFormat

/// The three forms of a report `flexlayout check --format` prints (Docs/Audits.md, "Reports"): text for people,
/// JSON for programs, JUnit XML for CI systems. Each marks the findings a baseline accepts; all are
/// deterministic (the same report gives the same bytes).
extension AuditReport {
  /// The findings no entry of `baseline` accepts.
  public func newFindings(_ baseline: AuditBaseline = AuditBaseline()) -> [AuditFinding] {
    findings.filter { !baseline.accepts($0) }
  }

  /// One line per finding (`accepted` before those the baseline accepts), then a summary line.
  public func text(_ baseline: AuditBaseline = AuditBaseline()) -> String {
    var text = ""
    for finding in findings {
      let accepted = baseline.accepts(finding)
      text += (accepted ? "accepted " : "") + Self.line(finding) + "\n"
    }
    let new = newFindings(baseline).count
    text +=
      "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(new) new) in \(configurations) configuration"
      + "\(configurations == 1 ? "" : "s") (\(layouts) layouts)\n"
    return text
  }

  /// A finding in one line: `overlap "title" + /root/children/1 at large, left to right, height 900: widths
  /// 320–411.5: overlap by 12 square points`.
  public static func line(_ finding: AuditFinding) -> String {
    let nodes = finding.nodes.map { node in node.id.map { "\"\($0)\"" } ?? node.pointer }.joined(separator: " + ")
    let height = finding.height.map { "height \(ConfigurationChecks.points($0))" } ?? "unspecified height"
    let scale = finding.displayScale.map { ", @\(ConfigurationChecks.points($0))x" } ?? ""
    // Widths exactly (edges lie on the 1/1024-pt grid: 326.9990234375), amounts to a thousandth.
    let widths =
      finding.from == finding.to
      ? "width \(JSONWriter.number(finding.from))"
      : "widths \(JSONWriter.number(finding.from))–\(JSONWriter.number(finding.to))"
    let unit = finding.amount == 1 && finding.unit.hasSuffix("s") ? String(finding.unit.dropLast()) : finding.unit
    let amount = finding.unit.isEmpty ? "" : " \(ConfigurationChecks.points(finding.amount)) \(unit)"
    return "\(finding.check) \(nodes.isEmpty ? "/root" : nodes) at \(finding.dynamicTypeSize.rawValue), "
      + "\(finding.layoutDirection == .leftToRight ? "left to right" : "right to left"), \(height)\(scale): "
      + "\(widths): \(finding.message)\(amount)"
  }

  /// `{"flexlayoutAudit": 1, "configurations": N, "layouts": L, "newFindings": K, "findings": […]}`, one finding
  /// per line, each with the fields of ``AuditFinding`` and `"new"`.
  public func json(_ baseline: AuditBaseline = AuditBaseline()) -> String {
    let lines = findings.map { finding in "    " + Self.json(finding, new: !baseline.accepts(finding)) }
    return "{\n  \"flexlayoutAudit\": \(FlexLayoutTesting.auditVersion),\n"
      + "  \"configurations\": \(configurations),\n  \"layouts\": \(layouts),\n"
      + "  \"newFindings\": \(newFindings(baseline).count),\n"
      + "  \"findings\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
  }

  static func json(_ finding: AuditFinding, new: Bool) -> String {
    func rect(_ r: Rect) -> String {
      "{\"x\": \(JSONWriter.number(r.x)), \"y\": \(JSONWriter.number(r.y)), "
        + "\"width\": \(JSONWriter.number(r.width)), \"height\": \(JSONWriter.number(r.height))}"
    }
    func optional(_ value: Double?) -> String { value.map(JSONWriter.number) ?? "null" }
    let nodes = finding.nodes.map { node in
      var members = [
        "\"id\": \(node.id.map(JSONWriter.string) ?? "null")", "\"pointer\": \(JSONWriter.string(node.pointer))",
        "\"frame\": \(rect(node.frame))",
      ]
      if let after = node.after { members.append("\"after\": \(rect(after))") }
      return "{" + members.joined(separator: ", ") + "}"
    }
    let members = [
      "\"check\": \(JSONWriter.string(finding.check))",
      "\"id\": \(finding.id.map(JSONWriter.string) ?? "null")",
      "\"pointer\": \(JSONWriter.string(finding.pointer))",
      "\"nodes\": [" + nodes.joined(separator: ", ") + "]",
      "\"dynamicTypeSize\": \(JSONWriter.string(finding.dynamicTypeSize.rawValue))",
      "\"layoutDirection\": \(JSONWriter.string(finding.layoutDirection.rawValue))",
      "\"height\": \(optional(finding.height))", "\"displayScale\": \(optional(finding.displayScale))",
      "\"from\": \(JSONWriter.number(finding.from))", "\"to\": \(JSONWriter.number(finding.to))",
      "\"amount\": \(JSONWriter.number(finding.amount))", "\"unit\": \(JSONWriter.string(finding.unit))",
      "\"message\": \(JSONWriter.string(finding.message))", "\"new\": \(new)",
    ]
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// JUnit XML: one test case per check with no new finding (passing), one per new finding (failing), one per
  /// accepted finding (skipped, its reason in the message).
  public func junit(_ baseline: AuditBaseline = AuditBaseline(), suite: String = "flexlayout check") -> String {
    var cases: [String] = []
    var failures = 0
    var skipped = 0
    var failingChecks = Set<String>()
    for finding in findings {
      let name = Self.escape(Self.line(finding))
      if let entry = baseline.entries.first(where: { $0.accepts(finding) }) {
        skipped += 1
        cases.append(
          "    <testcase classname=\"\(finding.check)\" name=\"\(name)\"><skipped message=\"accepted: "
            + "\(Self.escape(entry.reason))\"/></testcase>")
      } else {
        failures += 1
        failingChecks.insert(finding.check)
        cases.append(
          "    <testcase classname=\"\(finding.check)\" name=\"\(name)\"><failure message=\"\(name)\" type=\"\(finding.check)\"/></testcase>"
        )
      }
    }
    for check in AuditCheck.allCases where options.checks.contains(check) && !failingChecks.contains(check.rawValue) {
      cases.append("    <testcase classname=\"\(check.rawValue)\" name=\"no new \(check.rawValue) finding\"/>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
      + "  <testsuite name=\"\(Self.escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
      + "skipped=\"\(skipped)\" errors=\"0\">\n" + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n")
      + "  </testsuite>\n</testsuites>\n"
  }

  /// XML attribute text.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n": escaped += "&#10;"
      default:
        if character.value < 0x20 && character != "\t" {
          escaped += "\u{FFFD}"
        } else {
          escaped.unicodeScalars.append(character)
        }
      }
    }
    return escaped
  }
}
