import Foundation
import Testing

@testable import FlexLayout
@testable import FlexLayoutFormat
@testable import FlexLayoutTesting

/// Every field of every kind, as its ``FieldDescriptor`` describes it, reaches every layer: the property kit
/// varies it, the JSON encoder writes it and the decoder reads it (with the described default when it is
/// left out), validation names it by its JSON Pointer, the C header takes it, and the scalable ones are
/// ``ScaledLength``s. The fields come from the descriptors, the values from the generator: no list of kinds
/// or fields here.
@Suite("Field descriptions reach every layer")
struct FieldReachTests {
  /// The generated nodes with a JSON form, one entry per node: its kind, the JSON of its whole subtree as a
  /// request's root, and its own fields as the encoder wrote them.
  struct Sample: Sendable {
    var kind: NodeKind
    var tree: Node
    /// Each field the encoder wrote, as JSON text.
    var fields: [String: String]
  }

  static let samples: [Sample] = {
    var samples: [Sample] = []
    var counts: [NodeKind: Int] = [:]
    var generator = Generator(seed: 20_261_203)
    generator.options.safeAreaInsets = true  // every kind, safeAreaInset included
    let kinds = NodeKind.allCases.filter { $0.descriptor.formatName != nil }
    // Until every kind has appeared often enough that each of its fields took several values.
    for _ in 0..<4_000 where kinds.contains(where: { counts[$0, default: 0] < 60 }) {
      let tree = generator.tree().node()
      var pending = [tree]
      while let node = pending.popLast() {
        pending += node.children
        guard !Self.contains(node, .measured), node.kind.tag.descriptor.formatName != nil else { continue }
        counts[node.kind.tag, default: 0] += 1
        samples.append(
          Sample(kind: node.kind.tag, tree: node, fields: Self.object(nodeJSON(node)).mapValues(Self.text)))
      }
    }
    return samples
  }()

  @Test("the generator varies every field, and the encoder writes every field it sets")
  func everyFieldIsVariedAndWritten() {
    for kind in NodeKind.allCases where kind.descriptor.formatName != nil {
      let ofKind = Self.samples.filter { $0.kind == kind }
      for field in kind.descriptor.fields {
        let values = Set(ofKind.map { $0.fields[field.name] ?? "absent" })
        #expect(values.count >= 2, "\(kind).\(field.name) took only \(values.sorted()) in \(ofKind.count) nodes")
        #expect(values.contains { $0 != "absent" }, "\(kind).\(field.name) is never written")
      }
    }
  }

  @Test("a field left out decodes as its described default; a field without one is required")
  func defaultsAreTheDescribedOnes() throws {
    for kind in NodeKind.allCases where kind.descriptor.formatName != nil {
      for field in kind.descriptor.fields {
        guard let sample = Self.samples.first(where: { $0.kind == kind && $0.fields[field.name] != nil }) else {
          Issue.record("\(kind).\(field.name) never written")
          continue
        }
        let without = try Self.decode(sample.tree) { $0[field.name] = nil }
        // A JSON name shared by two kinds (`frame`) decides the kind by the fields present: leaving out a
        // flexible frame's last constraint writes a fixed frame, which lays out alike.
        if case .success(let request) = without, request.root.kind.tag != kind { continue }
        if let defaultValue = field.defaultValue {
          let value = try JSONSerialization.jsonObject(with: Data(defaultValue.utf8), options: .fragmentsAllowed)
          let given = try Self.decode(sample.tree) { $0[field.name] = value }
          #expect(Self.rootJSON(without) == Self.rootJSON(given), "\(kind).\(field.name): default \(defaultValue)")
        } else {
          let message = Self.failure(without)
          #expect(
            message?.contains(field.name) == true,
            "\(kind).\(field.name) has no default, but leaving it out gives \(message ?? "no error")")
        }
      }
    }
  }

  @Test("validation names each field it rejects by the field's JSON Pointer")
  func validationNamesTheField() throws {
    for kind in NodeKind.allCases where kind.descriptor.formatName != nil {
      for field in kind.descriptor.fields {
        let bad: Any
        switch (field.requirement, field.type) {
        case (.finiteNonNegative, .length), (.finiteNonNegative, .optionalLength), (.nonNegative, .optionalLength),
          (.nonNegative, .optionalNumber):
          bad = -1
        case (.positive, .optionalNumber), (.positive, .count), (.positive, .optionalCount):
          bad = 0
        default:
          continue
        }
        guard let sample = Self.samples.first(where: { $0.kind == kind && $0.fields[field.name] != nil }) else {
          continue
        }
        let decoded = try Self.decode(sample.tree) { $0[field.name] = bad }
        let message = Self.failure(decoded)
        #expect(
          message?.contains("/root/\(field.name)") == true, "\(kind).\(field.name) = \(bad): \(message ?? "accepted")")
      }
    }
  }

  @Test("the C header takes every field in a setter of its kind")
  func cHeaderTakesEveryField() throws {
    let header = try KindReachTests.cHeader()
    let parameters = Self.prototypeParameters(header)
    for kind in NodeKind.allCases {
      let prefix = "flexlayout_set_" + FieldDescriptor.snakeCase(kind.descriptor.name)
      let taken = parameters.filter { $0.key == prefix || $0.key.hasPrefix(prefix + "_") }.values.reduce(
        Set<String>()
      ) { $0.union($1) }
      #expect(!taken.isEmpty || kind.descriptor.fields.isEmpty, "no \(prefix)")
      for field in kind.descriptor.fields {
        #expect(taken.contains(field.cParameter), "\(prefix)… has no parameter \(field.cParameter)")
      }
    }
  }

  @Test("every numeric field is reached by its name: read, set through the live tree, and written back as JSON")
  func numericFieldsAreReachedByName() throws {
    let numeric: Set<FieldDescriptor.ValueType> = [.length, .optionalLength, .optionalNumber, .count, .optionalCount]
    for kind in NodeKind.allCases where kind.descriptor.formatName != nil {
      for field in kind.descriptor.fields {
        // A node whose field is a scaled length writes it as an object: read the plain ones here.
        guard
          let sample = Self.samples.first(where: {
            $0.kind == kind && $0.fields[field.name] != nil
              && !$0.tree.scaledLengths.keys.contains { $0.rawValue == field.name }
          })
        else { continue }
        #expect(
          (sample.tree.kind.number(field.name) != nil) == numeric.contains(field.type),
          "\(kind).\(field.name) (\(field.type)) by name: \(String(describing: sample.tree.kind.number(field.name)))")
        guard numeric.contains(field.type) else { continue }
        let value = field.type == .count || field.type == .optionalCount ? 3.0 : 7.25
        let live = LiveTree(root: sample.tree)
        let root = try #require(live.root)
        try live.setNumber(field.name, of: root, to: value)
        let changed = try live.snapshot()
        #expect(changed.kind.number(field.name) == .some(.some(value)), "\(kind).\(field.name)")
        #expect(
          Self.object(nodeJSON(changed)).mapValues(Self.text)[field.name] == Self.text(value),
          "\(kind).\(field.name) set to \(value) is not what JSON writes")
        #expect(throws: LiveTreeError.self) { try live.setNumber("noSuchField", of: root, to: 1) }
      }
    }
  }

  /// Docs/Embedding.md: a live tree checks the fields a from-scratch layout checks. An optional field given NaN
  /// (`.frame(width: .nan)`) is kept apart from an unset one (`LayoutArena.givenNaN`), so it fails both alike.
  @Test("a NaN in any numeric field fails a live tree's layout exactly as it fails validation")
  func aNaNFailsTheLiveTreeAsItFailsValidation() throws {
    var optionalsChecked = 0
    for kind in NodeKind.allCases where kind.descriptor.formatName != nil {
      for field in kind.descriptor.fields {
        guard let sample = Self.samples.first(where: { $0.kind == kind && $0.tree.scaledLengths.isEmpty }) else {
          continue
        }
        var node = sample.tree
        guard node.kind.number(field.name) != nil, node.kind.setNumber(field.name, .nan) else { continue }
        let expected = Result { () throws(LayoutError) in try node.validate() }
        let live = LiveTree(root: node)
        let got = Result { () throws(LiveTreeError) in
          try live.layout(proposal: ProposedSize(width: 300, height: 300))
        }
        switch (expected, got) {
        case (.failure(let expected), .failure(let got)):
          #expect(got.layoutError?.message == expected.message, "\(kind).\(field.name)")
          #expect(got.layoutError?.path.hasSuffix(field.name) == true, "\(kind).\(field.name): \(got)")
        case (.success, .success): break
        default: Issue.record("\(kind).\(field.name) = NaN: validation \(expected), live layout \(got)")
        }
        if field.type == .optionalLength || field.type == .optionalNumber { optionalsChecked += 1 }
      }
    }
    #expect(optionalsChecked >= 10)
  }

  @Test("the scalable fields are exactly the scaled lengths")
  func scalableFieldsAreScaledLengths() {
    var named = Set<ScaledLength>()
    for kind in NodeKind.allCases {
      for field in kind.descriptor.fields where field.scales {
        let length = ScaledLength(rawValue: field.name)
        #expect(length != nil, "\(kind).\(field.name) scales but is no ScaledLength")
        #expect(field.type == .length || field.type == .optionalLength, "\(kind).\(field.name) is not a length")
        if let length { named.insert(length) }
      }
    }
    #expect(named == Set(ScaledLength.allCases))
  }

  @Test("the format's fields of a kind are its described fields and the format's shorthands")
  func formatFieldsAreDescribed() {
    for spec in NodeKinds.all {
      let described = Set(spec.kinds.flatMap { $0.descriptor.fields.map(\.name) })
      #expect(described.isSubset(of: Set(spec.fields)), "\(spec.name)")
    }
  }

  // MARK: Helpers

  private static func object(_ json: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
  }

  private static func text(_ value: Any) -> String {
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value], options: .sortedKeys)
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }

  /// `tree`'s request with its root object changed by `change`, decoded.
  private static func decode(_ tree: Node, _ change: (inout [String: Any]) -> Void) throws -> Result<
    LayoutRequest, Error
  > {
    let json = requestJSON(root: tree, proposal: ProposedSize(width: 300, height: nil), environment: .standard)
    var request = object(json)
    var root = request["root"] as? [String: Any] ?? [:]
    change(&root)
    request["root"] = root
    let data = try JSONSerialization.data(withJSONObject: request)
    return Result { try LayoutRequest(json: String(decoding: data, as: UTF8.self), options: .testing) }
  }

  private static func rootJSON(_ decoded: Result<LayoutRequest, Error>) -> String {
    switch decoded {
    case .success(let request): return nodeJSON(request.root)
    case .failure(let error):
      // Where in the text it was found differs with the text; what and at which field does not.
      let message = "\(error)"
      return "error: " + (message.range(of: " [line ").map { String(message[..<$0.lowerBound]) } ?? message)
    }
  }

  private static func failure(_ decoded: Result<LayoutRequest, Error>) -> String? {
    if case .failure(let error) = decoded { return "\(error)" }
    return nil
  }

  /// The parameter names of every `flexlayout_…` prototype in `header`.
  private static func prototypeParameters(_ header: String) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    let text = header.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: " ")
    var rest = Substring(text)
    while let start = rest.range(of: "flexlayout_set_") {
      let afterName = rest[start.lowerBound...]
      let nameEnd = afterName.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? afterName.endIndex
      rest = afterName[nameEnd...]
      // A prototype: the name, then its parameter list up to ");".
      guard rest.first == "(", let close = rest.range(of: ");") else { continue }
      var names = Set<String>()
      for parameter in rest[rest.index(after: rest.startIndex)..<close.lowerBound].split(separator: ",") {
        let words = parameter.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        if let last = words.last { names.insert(String(last)) }
      }
      found[String(afterName[..<nameEnd]), default: []].formUnion(names)
      rest = rest[close.upperBound...]
    }
    return found
  }

  private static func contains(_ tree: Node, _ kind: NodeKind) -> Bool {
    tree.kind.tag == kind || tree.children.contains { contains($0, kind) }
  }
}
