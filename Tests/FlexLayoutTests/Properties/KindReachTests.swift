import Foundation
import Testing

@testable import FlexLayout
@testable import FlexLayoutFormat
@testable import FlexLayoutTesting

/// Every kind's descriptor reaches every layer that enumerates kinds — the property kit's generator, the JSON
/// format's decoder and encoder, the live tree, and the C header — without a list of kinds in this test: the
/// kinds come from `NodeKind.allCases` and their values from the generator.
@Suite("Kind descriptors reach every layer")
struct KindReachTests {
  /// Random trees with every option on, until each kind has appeared (the generator draws every kind).
  static func treesCoveringEveryKind() -> [Node] {
    var generator = Generator(seed: 20_261_201)
    generator.options.safeAreaInsets = true  // every kind, safeAreaInset included
    var seen = Set<NodeKind>()
    var trees: [Node] = []
    while (seen.count < NodeKind.allCases.count || trees.count < 300) && trees.count < 2_000 {
      let node = generator.tree().node()
      for next in Self.nodes(of: node) { seen.insert(next.kind.tag) }
      trees.append(node)
    }
    return trees
  }

  @Test("the property kit's generator draws every kind")
  func generatorDrawsEveryKind() {
    var seen = Set<NodeKind>()
    for tree in Self.treesCoveringEveryKind() {
      for next in Self.nodes(of: tree) { seen.insert(next.kind.tag) }
    }
    #expect(seen == Set(NodeKind.allCases), "never drawn: \(Set(NodeKind.allCases).subtracting(seen))")
  }

  @Test("the format decodes what it encodes for every kind it spells, and knows every descriptor's name")
  func formatRoundTrips() throws {
    var spelled = Set<NodeKind>()
    for tree in Self.treesCoveringEveryKind().map(Self.withoutMeasuredLeaves) {
      let json = requestJSON(root: tree, proposal: ProposedSize(width: 300, height: nil), environment: .standard)
      let decoded = try LayoutRequest(json: json, options: .testing)
      #expect(nodeJSON(decoded.root) == nodeJSON(tree))
      for next in Self.nodes(of: tree) { spelled.insert(next.kind.tag) }
    }
    for kind in NodeKind.allCases {
      let descriptor = kind.descriptor
      guard let formatName = descriptor.formatName else {
        #expect(kind == .measured, "\(kind) has no JSON name")
        continue
      }
      #expect(
        NodeKinds.all.contains { $0.name == formatName && $0.kinds.contains(kind) },
        "no format entry named \(formatName) decodes \(kind)")
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

  @Test("every scalable length a descriptor lists scales, on some generated node of its kind")
  func everyScalableLengthScales() {
    var scaled = Set<String>()
    for tree in Self.treesCoveringEveryKind() {
      for next in Self.nodes(of: tree) {
        for field in next.kind.descriptor.scalableLengths where !scaled.contains("\(next.kind.tag) \(field)") {
          var kind = next.kind
          kind.scale(field) { $0 + 1 }
          if nodeJSON(Node(kind)) != nodeJSON(Node(next.kind)) { scaled.insert("\(next.kind.tag) \(field)") }
        }
      }
    }
    for kind in NodeKind.allCases {
      for field in kind.descriptor.scalableLengths {
        #expect(scaled.contains("\(kind) \(field)"), "\(kind)'s \(field) never scaled")
      }
    }
  }

  @Test("the passes' one-bit-test reading of a plain leaf agrees with the descriptors")
  func plainLeafTestAgrees() {
    for kind in NodeKind.allCases { #expect(kind.isPlainLeaf == kind.descriptor.isPlainLeaf, "\(kind)") }
  }

  @Test("the C header's flexlayout_kind names and values are the descriptors'")
  func cHeaderAgrees() throws {
    let header = try Self.cHeader()
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

  /// The text of the C interface's header, `Sources/CFlexLayout/include/flexlayout.h`.
  static func cHeader() throws -> String {
    try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CFlexLayout/include/flexlayout.h"), encoding: .utf8)
  }

  /// Every node of `tree`.
  private static func nodes(of tree: Node) -> [Node] {
    var found: [Node] = []
    var pending = [tree]
    while let next = pending.popLast() {
      found.append(next)
      pending += next.children
    }
    return found
  }

  /// `tree` with each measured leaf (which has no JSON form) replaced by a fixed one.
  private static func withoutMeasuredLeaves(_ tree: Node) -> Node {
    var copy = tree
    if case .measured = copy.kind { copy.kind = .fixed(width: 30, height: 17) }
    copy.children = copy.children.map(withoutMeasuredLeaves)
    return copy
  }

  private static func contains(_ tree: Node, _ kind: NodeKind) -> Bool {
    nodes(of: tree).contains { $0.kind.tag == kind }
  }
}
