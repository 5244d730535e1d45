import Foundation
import Testing

@testable import FlexLayout
@testable import FlexLayoutFormat

/// Every kind's descriptor reaches every layer that enumerates kinds — the property kit's generator, the JSON
/// format's decoder and encoder, the live tree, and the C header — without a list of kinds in this test: the
/// kinds come from `NodeKind.allCases` and their values from the generator.
@Suite("Kind descriptors reach every layer")
struct KindReachTests {
  /// Random trees with every option on, until each kind has appeared (the generator draws every kind).
  static func treesCoveringEveryKind() -> [Node] {
    var generator = Generator(seed: 20_261_201)
    var seen = Set<NodeKind>()
    var trees: [Node] = []
    while seen.count < NodeKind.allCases.count && trees.count < 2_000 {
      let node = generator.tree().node()
      var pending = [node]
      while let next = pending.popLast() {
        seen.insert(next.kind.tag)
        pending += next.children
      }
      trees.append(node)
    }
    return trees
  }

  @Test("the property kit's generator draws every kind")
  func generatorDrawsEveryKind() {
    var seen = Set<NodeKind>()
    for tree in Self.treesCoveringEveryKind() {
      var pending = [tree]
      while let next = pending.popLast() {
        seen.insert(next.kind.tag)
        pending += next.children
      }
    }
    #expect(seen == Set(NodeKind.allCases), "never drawn: \(Set(NodeKind.allCases).subtracting(seen))")
  }

  @Test("the format decodes what it encodes for every kind it spells, and knows every descriptor's name")
  func formatRoundTrips() throws {
    var spelled = Set<NodeKind>()
    for tree in Self.treesCoveringEveryKind() where !Self.contains(tree, .measured) {
      let json = requestJSON(root: tree, proposal: ProposedSize(width: 300, height: nil), environment: .standard)
      let decoded = try LayoutRequest(json: json)
      #expect(nodeJSON(decoded.root) == nodeJSON(tree))
      var pending = [tree]
      while let next = pending.popLast() {
        spelled.insert(next.kind.tag)
        pending += next.children
      }
    }
    for kind in NodeKind.allCases {
      let descriptor = kind.descriptor
      guard let formatName = descriptor.formatName else {
        #expect(kind == .measured, "\(kind) has no JSON name")
        continue
      }
      #expect(NodeKinds.spec(for: kind).name == formatName)
      #expect(spelled.contains(kind), "\(kind) never went through the format")
    }
  }

  @Test("the live tree takes and gives back every kind")
  func liveTreeTakesEveryKind() throws {
    var seen = Set<NodeKind>()
    for tree in Self.treesCoveringEveryKind() {
      let live = LiveTree(root: tree)
      let snapshot = try live.snapshot()
      #expect(snapshot.kind.tag == tree.kind.tag && snapshot.children.count == tree.children.count)
      for handle in live.nodes { seen.insert(try live.kind(of: handle).tag) }
      if !Self.contains(tree, .measured) { #expect(nodeJSON(snapshot) == nodeJSON(tree)) }
    }
    #expect(seen == Set(NodeKind.allCases))
  }

  @Test("the C header's flexlayout_kind names and values are the descriptors'")
  func cHeaderAgrees() throws {
    let header = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CFlexLayout/include/flexlayout.h"), encoding: .utf8)
    var declared: [String: Int32] = [:]
    for line in header.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("FLEXLAYOUT_KIND_"), let equals = text.firstIndex(of: "=") else { continue }
      let name = text[..<equals].trimmingCharacters(in: .whitespaces)
      let value = text[text.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
      declared[name] = Int32(value)
    }
    #expect(declared.count == NodeKind.allCases.count)
    for kind in NodeKind.allCases {
      // hstack → HSTACK, viewThatFits → VIEW_THAT_FITS, containerRelativeFrame → CONTAINER_RELATIVE_FRAME.
      var snake = ""
      for character in kind.descriptor.name {
        if character.isUppercase { snake += "_" }
        snake += character.uppercased()
      }
      #expect(declared["FLEXLAYOUT_KIND_\(snake)"] == kind.descriptor.cValue, "\(kind)")
    }
  }

  private static func contains(_ tree: Node, _ kind: NodeKind) -> Bool {
    var pending = [tree]
    while let next = pending.popLast() {
      if next.kind.tag == kind { return true }
      pending += next.children
    }
    return false
  }
}
