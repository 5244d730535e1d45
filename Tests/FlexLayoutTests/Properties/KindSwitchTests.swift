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
