import Foundation
import Testing

/// No `default:` arm stands for a kind (issue 27): every switch over a node's kind, its role, its family or one
/// of the role kinds (`ModifierKind`, `LeafKind`, …) in the package's sources lists the kinds it does not
/// handle, so a new kind that is not handled is a compile error, never a silent path.
@Suite("Switches over kinds")
struct KindSwitchTests {
  /// The switch subjects that are kinds: `switch kind`, `switch tree.node(i).kind`, `switch …descriptor.role`,
  /// `switch kind.family`, `switch modifier`, `switch (kind, custom)`.
  static var kindSubject: Regex<AnyRegexOutput> {
    try! Regex(
      #"switch\s+\(?[A-Za-z_.\[\]()0-9]*\b(kinds?|role|family|modifier|decoration|selector|leaf)\b[^{]*\{\s*$"#
    )
    .wordBoundaryKind(.simple)  // "descriptor.role" is two words
  }

  static var sourcesDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
  }

  /// Every `default:` at the arms' indentation of a switch over a kind, as "file:line".
  static func defaultArmsOverKinds() throws -> [String] {
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sourcesDirectory, includingPropertiesForKeys: nil)!
    for case let url as URL in files where url.pathExtension == "swift" {
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() where line.contains(kindSubject) {
        let indent = line.prefix { $0 == " " }.count
        for (offset, arm) in lines[(number + 1)...].enumerated() {
          let armIndent = arm.prefix { $0 == " " }.count
          let text = arm.drop { $0 == " " }
          if armIndent == indent && text.hasPrefix("}") { break }
          if armIndent == indent && text.hasPrefix("default:") {
            found.append("\(url.lastPathComponent):\(number + offset + 2)")
          }
        }
      }
    }
    return found.sorted()
  }

  @Test("no switch over a kind, role or family has a default arm")
  func noDefaultArms() throws {
    let found = try Self.defaultArmsOverKinds()
    #expect(found == [], "default arms over kinds at \(found)")
  }

  @Test("the scan finds switches over kinds (it is not vacuous)")
  func scanSeesSwitches() throws {
    var count = 0
    let files = FileManager.default.enumerator(at: Self.sourcesDirectory, includingPropertiesForKeys: nil)!
    for case let url as URL in files where url.pathExtension == "swift" {
      count += try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter {
        $0.contains(Self.kindSubject)
      }.count
    }
    #expect(count >= 60, "\(count) switches over kinds found")
    #expect(
      "    switch tree.node(index).kind {".contains(Self.kindSubject)
        && "  switch (kind, custom) {".contains(Self.kindSubject)
        && "    switch kinds[parent].descriptor.role {".contains(Self.kindSubject))
  }
}

/// Where a new kind must be written (issue 27): the switches that name every kind, one arm each. Everything
/// else reaches a kind through its descriptor's role, family or facts, so a new kind costs exactly these files
/// (plus the role's own files when it brings a new layout), and Docs/Architecture.md's "Adding a node kind" names
/// them.
@Suite("Where a new kind is written")
struct KindCostTests {
  /// The kinds' case names, read from `NodeKind`'s declaration.
  static func kindNames() throws -> [String] {
    let source = try String(
      contentsOf: KindSwitchTests.sourcesDirectory.appendingPathComponent("FlexLayout/Model/KindDescriptor.swift"),
      encoding: .utf8)
    let body = source.split(separator: "public enum NodeKind", maxSplits: 1)[1].split(separator: "\n\n")[0]
    return body.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") }
      .flatMap { $0.trimmingCharacters(in: .whitespaces).dropFirst(5).split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The files (relative to Sources) with a switch whose case patterns name every kind in `names`.
  static func filesWithSwitchesOverEveryKind(_ names: [String]) throws -> Set<String> {
    let wanted = Set(names)
    let member = try Regex(#"\.([A-Za-z]+)\b"#)
    var found: Set<String> = []
    let root = KindSwitchTests.sourcesDirectory
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
    for case let url as URL in files where url.pathExtension == "swift" {
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() where line.contains(/\bswitch\b.*\{\s*$/) {
        let indent = line.prefix { $0 == " " }.count
        var named: Set<String> = []
        var inPattern = false
        for arm in lines[(number + 1)...] {
          let armIndent = arm.prefix { $0 == " " }.count
          let text = arm.drop { $0 == " " }
          if armIndent == indent && text.hasPrefix("}") { break }
          if armIndent == indent && text.hasPrefix("case ") { inPattern = true }
          guard inPattern else { continue }
          let pattern = arm.split(separator: ":", maxSplits: 1).first ?? arm
          for match in pattern.matches(of: member) { named.insert(String(match.output[1].substring ?? "")) }
          if arm.contains(":") && !arm.hasSuffix(",") { inPattern = false }
        }
        if wanted.isSubset(of: named) {
          found.insert(String(url.path.dropFirst(root.path.count + 1)))
        }
      }
    }
    return found
  }

  @Test("the switches over every kind are in the files Docs/Architecture.md names, and no others")
  func switchesOverEveryKind() throws {
    let names = try Self.kindNames()
    #expect(names.count >= 31 && names.contains("fixed") && names.contains("layout"))
    let found = try Self.filesWithSwitchesOverEveryKind(names)
    // Model: the kind, its fields reached by name (numbers, alignment, guides named) and its facts with its
    // fields' descriptions. Records, validation, JSON, the generator, shrinker and the kit's field text: its
    // fields, typed (checked against the descriptions by FieldReachTests). The kit's spacer-edge model.
    let expected: Set<String> = [
      "FlexLayout/Model/Node+Kind.swift", "FlexLayout/Model/KindDescriptor.swift",
      "FlexLayout/Model/Node+Validation.swift", "FlexLayout/Arena/ArenaRecords.swift",
      "FlexLayoutFormat/Kinds/NodeKinds.swift", "FlexLayoutTesting/Properties/Generators.swift",
      "FlexLayoutTesting/Properties/KindFields.swift", "FlexLayoutTesting/Properties/Shrinking.swift",
      "FlexLayoutTesting/Properties/Solvers.swift",
    ]
    #expect(
      found == expected, "added: \(found.subtracting(expected).sorted()), gone: \(expected.subtracting(found).sorted())"
    )
    let architecture = try String(
      contentsOf: KindSwitchTests.sourcesDirectory.deletingLastPathComponent().appendingPathComponent(
        "Docs/Architecture.md"), encoding: .utf8)
    for file in expected {
      let name = String(file.split(separator: "/").last!)
      #expect(architecture.contains(name), "Docs/Architecture.md does not name \(name)")
    }
  }

  @Test("the scan sees a switch over every kind when there is one (it is not vacuous)")
  func scanIsNotVacuous() throws {
    let names = try Self.kindNames()
    #expect(try Self.filesWithSwitchesOverEveryKind(names).contains("FlexLayout/Model/Node+Kind.swift"))
    #expect(try Self.filesWithSwitchesOverEveryKind(names + ["noSuchKind"]).isEmpty)
  }
}
