import FlexLayout
import FlexLayoutFormat
import FlexLayoutTesting
import Foundation
import Testing

@testable import FlexLayoutCLI

/// `flexlayout check` and `flexlayout snapshot` as functions: exit codes, the three report formats, baselines,
/// pictures, recordings, and every malformed option or file reported with what is wrong and a suggestion.
@Suite("CLI: check and snapshot")
struct AuditCommandTests {
  typealias Outcome = (stdout: String, stderr: String, exitCode: Int32)

  func run(_ arguments: [String], stdin: String = "") -> Outcome {
    FlexLayoutCommand.run(arguments: arguments, stdin: { Data(stdin.utf8) })
  }

  func temporaryDirectory() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-check-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.path
  }

  func write(_ text: String, _ name: String, in directory: String) throws -> String {
    let path = (directory as NSString).appendingPathComponent(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A row whose subject is clipped to one line below 90 pt, and its twin with two lines.
  static func row(lineLimit: Int) -> String {
    LayoutRequest(root: Node.text("aaaa bbbb", charWidth: 10, lineLimit: lineLimit).id("subject")).json()
  }

  static let small = ["--from", "50", "--to", "120", "--dynamic-type", "large", "--layout-direction", "leftToRight"]

  @Test("exit 1 with the findings on standard output; exit 0 for the fixed twin")
  func exitCodes() {
    let bad = run(["check", "-"] + Self.small, stdin: Self.row(lineLimit: 1))
    #expect(bad.exitCode == 1)
    #expect(
      bad.stdout.contains(
        "text-truncated \"subject\" at large, left to right, unspecified height: widths 50–89.9990234375"))
    #expect(bad.stdout.hasSuffix("1 finding (1 new) in 71 configurations (81 layouts)\n"), "\(bad.stdout)")
    let good = run(["check", "-"] + Self.small, stdin: Self.row(lineLimit: 2))
    #expect(good.exitCode == 0 && good.stdout.hasPrefix("0 findings (0 new)"))
  }

  @Test("--format json: the fields of Docs/Audits.md, the same findings as the library")
  func jsonReport() throws {
    let outcome = run(["check", "-", "--format", "json"] + Self.small, stdin: Self.row(lineLimit: 1))
    #expect(outcome.exitCode == 1)
    let document = try JSONReader.parse(outcome.stdout)
    let root = document.root
    #expect(document.member(root, "configurations").flatMap(document.number) == 71)
    #expect(document.member(root, "newFindings").flatMap(document.number) == 1)
    let findings = try #require(document.member(root, "findings").map(document.elements))
    let finding = try #require(findings.first)
    func string(_ key: String) -> String? { document.member(finding, key).flatMap(document.string) }
    func number(_ key: String) -> Double? { document.member(finding, key).flatMap(document.number) }
    #expect(string("check") == "text-truncated" && string("id") == "subject" && string("pointer") == "/root")
    #expect(string("dynamicTypeSize") == "large" && string("layoutDirection") == "leftToRight")
    #expect(number("from") == 50 && number("to") == 90 - 1.0 / 1024 && number("amount") == 1)
    #expect(document.member(finding, "height").map(document.isNull) == true)
    #expect(document.member(finding, "new").flatMap(document.bool) == true)
    let node = try #require(document.member(finding, "nodes").map(document.elements)?.first)
    #expect(document.member(node, "frame").flatMap { document.member($0, "width") }.flatMap(document.number) == 40)
  }

  @Test("every check through JSON and the command line: exit 1 and the library's findings")
  func ruleScreensThroughTheCommandLine() throws {
    let screens: [(Node, [String])] = [
      (Node.text(wordWidths: [100], spaceWidth: 10), ["--from", "50", "--to", "150", "--checks", "word-overflow"]),
      (
        Node.fixed(width: 150, height: 20).frame(width: 100, height: 20),
        ["--from", "300", "--to", "320", "--checks", "outside-parent"]
      ),
      (
        Node.hstack(spacing: 0, [.fixed(width: 300, height: 10), .fixed(width: 100, height: 10)]),
        ["--from", "350", "--to", "450", "--checks", "outside-window", "--layout-direction", "both"]
      ),
      (
        Node.hstack(
          spacing: 0, [Node.fixed(width: 100, height: 10).frame(width: 50, height: 10), .fixed(width: 50, height: 10)]),
        ["--from", "200", "--to", "210", "--checks", "overlap"]
      ),
      (
        Node.fixed(width: 30, height: 30).role(.button),
        ["--from", "300", "--to", "310", "--checks", "target-size"]
      ),
      (
        Node.buckets(
          thresholds: [400, 403],
          [.fixed(width: 10, height: 10), .fixed(width: 20, height: 10), .fixed(width: 30, height: 10)]),
        ["--from", "390", "--to", "420", "--checks", "flicker"]
      ),
      (
        Node.flexible(idealWidth: 100, idealHeight: 10).audit(minWidth: 300),
        ["--from", "250", "--to", "350", "--checks", "min-width"]
      ),
    ]
    var requests = screens.map { (LayoutRequest(root: $0.0), $0.1) }
    // The checks that need more than a tree: a window with a safe area and a height, several Dynamic Type sizes.
    var inset = LayoutRequest(
      root: Node.vstack([Node.text("hi", charWidth: 10).offset(y: -30), .spacer()]),
      proposal: ProposedSize(width: 300, height: 600))
    inset.environment.safeAreaInsets = EdgeInsets(top: 20)
    requests.append((inset, ["--from", "300", "--to", "310", "--checks", "unsafe-area"]))
    let button = Node.fixed(width: 20, height: 20).role(.button)
    requests.append(
      (
        LayoutRequest(root: .hstack(spacing: 2, [button, button])),
        ["--from", "300", "--to", "310", "--checks", "target-spacing"]
      ))
    let leaves = [Node.fixed(width: 200, height: 100), .fixed(width: 200, height: 100)]
    let switching = Node.vstack(
      spacing: 0,
      [
        .viewThatFits(in: .horizontal, [.hstack(spacing: 0, leaves), .vstack(spacing: 0, leaves)]),
        .fixed(width: 400, height: 100),
      ])
    requests.append(
      (
        LayoutRequest(root: switching, proposal: ProposedSize(width: 400, height: 400)),
        ["--from", "380", "--to", "420", "--checks", "layout-jump"]
      ))
    let label = Node.text("aaaa bbbb", charWidth: 5, lineLimit: 1).frame(width: 100)
    requests.append(
      (
        LayoutRequest(root: label),
        [
          "--from", "300", "--to", "310", "--checks", "text-truncated,breaks-at-text-size", "--dynamic-type",
          "large,accessibility3",
        ]
      ))
    for (request, options) in requests {
      let sizes = options.contains("--dynamic-type") ? [] : ["--dynamic-type", "large"]
      let outcome = run(["check", "-", "--format", "json"] + sizes + options, stdin: request.json())
      #expect(outcome.exitCode == 1, "\(options): \(outcome.stderr)")
      let document = try JSONReader.parse(outcome.stdout)
      let findings = document.member(document.root, "findings").map(document.elements) ?? []
      // The library's own run over the same matrix.
      let decoded = try LayoutRequest(json: request.json())
      let invocation = try CheckCommand.subcommand.parse(["-"] + sizes + options)
      let matrix = try MatrixOptions.matrix(
        invocation, request: decoded, sizes: DynamicTypeSize.allCases, directions: LayoutDirection.allCases)
      let checks = try CheckCommand.checks(invocation.options["--checks"] ?? "all")
      let expected = try LayoutAudit.run(decoded.root, matrix: matrix, options: AuditOptions(checks: checks)).findings
      #expect(findings.count == expected.count, "\(options)")
      // The checks asked for are the ones found (breaks-at-text-size beside the truncation it derives from).
      let asked = options[options.firstIndex(of: "--checks")! + 1].split(separator: ",").map(String.init)
      #expect(Set(expected.map(\.check)) == Set(asked), "\(options): \(expected.map(\.check))")
      for (value, finding) in zip(findings, expected) {
        #expect(document.member(value, "check").flatMap(document.string) == finding.check)
        #expect(document.member(value, "from").flatMap(document.number) == finding.from)
        #expect(document.member(value, "to").flatMap(document.number) == finding.to)
        #expect(document.member(value, "pointer").flatMap(document.string) == finding.pointer)
      }
    }
  }

  @Test("--format junit: a well-formed suite, one failing case per new finding, accepted ones skipped")
  func junitReport() throws {
    let directory = try temporaryDirectory()
    let baseline = try write(
      #"{"flexlayoutAuditBaseline": 1, "accepted": [{"check": "text-truncated", "nodes": ["subject"], "reason": "one line on purpose"}]}"#,
      "baseline.json", in: directory)
    let outcome = run(["check", "-", "--format", "junit"] + Self.small, stdin: Self.row(lineLimit: 1))
    let xml = try MiniXML.parse(outcome.stdout)
    let suite = try #require(xml.all.first { $0.name == "testsuite" })
    #expect(suite.attributes["failures"] == "1" && suite.attributes["skipped"] == "0")
    let accepted = run(
      ["check", "-", "--format", "junit", "--baseline", baseline] + Self.small, stdin: Self.row(lineLimit: 1))
    #expect(accepted.exitCode == 0)
    let acceptedSuite = try #require(try MiniXML.parse(accepted.stdout).all.first { $0.name == "testsuite" })
    #expect(acceptedSuite.attributes["failures"] == "0" && acceptedSuite.attributes["skipped"] == "1")
    #expect(accepted.stdout.contains("accepted: one line on purpose"))
  }

  @Test("--write-baseline then --baseline: the same findings pass; a new one fails")
  func baselines() throws {
    let directory = try temporaryDirectory()
    let path = (directory as NSString).appendingPathComponent("baseline.json")
    let first = run(["check", "-", "--write-baseline", path] + Self.small, stdin: Self.row(lineLimit: 1))
    #expect(first.exitCode == 1)
    let again = run(["check", "-", "--baseline", path] + Self.small, stdin: Self.row(lineLimit: 1))
    #expect(again.exitCode == 0 && again.stdout.contains("accepted text-truncated"), "\(again.stderr)")
    let other = LayoutRequest(root: Node.text("aaaa bbbb", charWidth: 10, lineLimit: 1).id("other")).json()
    #expect(run(["check", "-", "--baseline", path] + Self.small, stdin: other).exitCode == 1)
  }

  @Test("a baseline that is not one: every problem at its JSON Pointer, with suggestions")
  func badBaselines() throws {
    let directory = try temporaryDirectory()
    let cases: [(String, String)] = [
      (#"{"accepted": []}"#, "/flexlayoutAuditBaseline: missing required field"),
      (
        #"{"flexlayoutAuditBaseline": 1, "accepted": [{"check": "overlaps", "nodes": []}]}"#,
        #"/accepted/0/check: check "overlaps" is not one of"#
      ),
      (
        #"{"flexlayoutAuditBaseline": 1, "accepted": [{"check": "overlaps", "nodes": []}]}"#,
        #"(did you mean "overlap"?)"#
      ),
      (#"{"flexlayoutAuditBaseline": 1, "accepted": [{"check": "overlap", "nodes": "a"}]}"#, "/accepted/0/nodes:"),
      (
        #"{"flexlayoutAuditBaseline": 1, "accepted": [], "acepted": 1}"#,
        #"/acepted: unknown field "acepted" for an audit baseline (did you mean "accepted"?)"#
      ),
      (#"[1, 2]"#, "expected an audit baseline (an object)"),
      ("{", "line 1"),
    ]
    for (text, message) in cases {
      let path = try write(text, "baseline-\(UUID()).json", in: directory)
      let outcome = run(["check", "-", "--baseline", path] + Self.small, stdin: Self.row(lineLimit: 2))
      #expect(outcome.exitCode == 1 && outcome.stdout.isEmpty, "\(text)")
      #expect(
        outcome.stderr.contains("is not an audit baseline") && outcome.stderr.contains(message), "\(outcome.stderr)")
    }
  }

  @Test("bad options: usage errors naming the option, with suggestions; an oversized matrix is exit 3 before any work")
  func badOptions() {
    let request = Self.row(lineLimit: 2)
    let cases: [([String], String)] = [
      (["--checks", "overlaps"], #"--checks: unknown check "overlaps" (did you mean "overlap"?)"#),
      (["--device", "iphone-s"], #"--device: unknown device "iphone-s" (did you mean "iphone-se"?)"#),
      (["--dynamic-type", "larg"], #"unknown Dynamic Type size "larg" (did you mean "large"?)"#),
      (["--layout-direction", "rtl"], "--layout-direction: unknown direction"),
      (["--from", "500", "--to", "400"], "the width range is empty"),
      (["--step", "0"], "invalid value '0' for '--step'"),
      (["--step", "-1"], "invalid value '-1' for '--step'"),
      (["--format", "xml"], #"--format: unknown format "xml""#),
      (["--device", "iphone", "--from", "300"], "cannot be combined with --device"),
    ]
    for (options, message) in cases {
      let outcome = run(["check", "-"] + options, stdin: request)
      #expect(outcome.exitCode == 64, "\(options)")
      #expect(outcome.stderr.contains(message), "\(options): \(outcome.stderr)")
    }
    let huge = run(["check", "-", "--from", "0", "--to", "10000000", "--step", "0.01"], stdin: request)
    #expect(huge.exitCode == 3 && huge.stderr.contains("more than the limit of 10000000"), "\(huge.stderr)")
  }

  @Test("role and audit annotations: JSON Pointer errors with suggestions, and a round trip")
  func annotationsInJSON() throws {
    let cases: [(String, String)] = [
      (
        #"{"kind": "fixed", "width": 1, "height": 1, "role": "buton"}"#,
        #"/root/role: role "buton" is not one of "button" (did you mean "button"?)"#
      ),
      (
        #"{"kind": "fixed", "width": 1, "height": 1, "audit": {"allow": ["text-truncate"]}}"#,
        #"(did you mean "text-truncated"?)"#
      ),
      (
        #"{"kind": "fixed", "width": 1, "height": 1, "audit": {"minWidth": -1}}"#,
        "/root/audit/minWidth: minWidth must be ≥ 0"
      ),
      (
        #"{"kind": "fixed", "width": 1, "height": 1, "audit": {"minWidht": 3}}"#,
        #"/root/audit/minWidht: unknown field "minWidht" for audit annotations (did you mean "minWidth"?)"#
      ),
      (
        #"{"kind": "fixed", "width": 1, "height": 1, "audit": 3}"#,
        "/root/audit: expected audit annotations (an object)"
      ),
    ]
    for (node, message) in cases {
      do {
        _ = try LayoutRequest(json: #"{"root": \#(node)}"#)
        Issue.record("accepted \(node)")
      } catch {
        #expect(error.description.contains(message), "\(error)")
      }
    }
    let annotated = Node.fixed(width: 44, height: 44).role(.button).audit(
      minWidth: 320, allow: [.overlap, .textTruncated])
    let json = LayoutRequest(root: annotated).json()
    #expect(
      json.contains(#""role": "button", "audit": {"minWidth": 320, "allow": ["text-truncated", "overlap"]}"#), "\(json)"
    )
    let decoded = try LayoutRequest(json: json).root
    #expect(decoded.role == .button && decoded.audit == annotated.audit)
  }

  @Test("--pictures: one well-formed SVG per new finding, its nodes highlighted")
  func pictures() throws {
    let directory = try temporaryDirectory()
    let outcome = run(["check", "-", "--pictures", directory] + Self.small, stdin: Self.row(lineLimit: 1))
    #expect(outcome.exitCode == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files == ["001-text-truncated-w50.svg"])
    let svg = try String(contentsOfFile: (directory as NSString).appendingPathComponent(files[0]), encoding: .utf8)
    let xml = try MiniXML.parse(svg)
    #expect(xml.all.contains { $0.attributes["class"] == "finding" })
  }

  @Test("snapshot: one frames file and picture per arrangement; --verify passes, then names the frames that change")
  func snapshots() throws {
    let directory = try temporaryDirectory()
    let screen = Node.viewThatFits(
      in: .horizontal,
      [
        .hstack(spacing: 0, [.fixed(width: 200, height: 10), .fixed(width: 200, height: 10)]),
        .vstack(spacing: 0, [.fixed(width: 200, height: 10), .fixed(width: 200, height: 10)]),
      ]
    ).id("pair")
    let request = LayoutRequest(root: screen).json()
    let options = ["--from", "380", "--to", "420"]
    let recorded = run(["snapshot", "-", "-o", directory] + options, stdin: request)
    #expect(recorded.exitCode == 0, "\(recorded.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(
      files == [
        "large-ltr-w380-399.9990234375.json", "large-ltr-w380-399.9990234375.svg", "large-ltr-w400-420.json",
        "large-ltr-w400-420.svg",
      ])
    let verified = run(["snapshot", "-", "--verify", directory] + options, stdin: request)
    #expect(verified.exitCode == 0 && verified.stdout.contains("2 snapshots verified: no frame changed"))
    let wider = Node.viewThatFits(
      in: .horizontal,
      [
        .hstack(spacing: 0, [.fixed(width: 200, height: 10), .fixed(width: 210, height: 10)]),
        .vstack(spacing: 0, [.fixed(width: 200, height: 10), .fixed(width: 200, height: 10)]),
      ]
    ).id("pair")
    let changed = run(["snapshot", "-", "--verify", directory] + options, stdin: LayoutRequest(root: wider).json())
    #expect(changed.exitCode == 1)
    #expect(changed.stdout.contains("arrangement large-ltr-w400-420 is gone"), "\(changed.stdout)")
    #expect(
      changed.stdout.contains("large-ltr-w400-420: /root at width 410: (0.0, 0.0, 400.0×10.0) → "), "\(changed.stdout)")
  }
}
