import FlexLayout

/// What a kind's decoder returns: the node's kind and fields, and the JSON values of its children, in order.
struct NodeBlueprint {
  /// The kind and its fields.
  var kind: Node.Kind
  /// The child nodes' JSON values (any JSON; each is checked to be a node object).
  var children: [Int]
  /// Children the format's shorthand wraps in a modifier, by position: a background's `ignoresSafeAreaEdges`
  /// is its content wrapped in `ignoresSafeArea`.
  var wrappers: [Int: Node.Kind] = [:]

  init(_ kind: Node.Kind, children: [Int] = []) {
    self.kind = kind
    self.children = children
  }
}

/// Decodes a node tree without recursion.
///
/// A preorder walk with an explicit stack assigns every node object its index and decodes its own
/// fields; then the nodes are built bottom-up (children before parents, which is reverse preorder).
/// Depth and node count are checked on the way down, so a tree of any depth ends in a node or a limit
/// issue, never in a stack overflow.
struct NodeTreeDecoder {
  let decoder: RequestDecoder

  private struct Pending {
    var blueprint: NodeBlueprint?
    var id: String?
    var priority: Double?
    var layoutValues = LayoutValues()
    var scaledLengths: [ScaledLength: TextStyle] = [:]
    var role: NodeRole?
    var audit: NodeAudit?
    var children: [Int] = []
    /// Stands for a node whose kind could not be read: never built (the decode has failed already).
    var placeholder = false
  }

  /// The node at `value`, or `nil` with issues recorded.
  func decode(_ value: Int) -> Node? {
    let options = decoder.options
    var pending: [Pending] = []
    var work: [(value: Int, depth: Int, parent: Int)] = [(value, 1, -1)]
    var ids: [String: Int] = [:]
    var reportedDepth = false
    let recorder = ScaledLengthRecorder()
    while let item = work.popLast() {
      if decoder.issues.isFull { break }
      if item.depth > options.maximumNodeDepth {
        if !reportedDepth {
          decoder.fail(
            .limit, at: item.value, "the tree is deeper than the limit of \(options.maximumNodeDepth) levels")
          reportedDepth = true
        }
        continue
      }
      guard pending.count < options.maximumNodes else {
        decoder.fail(.limit, at: item.value, "the tree has more than the limit of \(options.maximumNodes) nodes")
        break
      }
      let index = pending.count
      if item.parent >= 0 { pending[item.parent].children.append(index) }
      pending.append(decodeNode(item.value, ids: &ids, recorder: recorder))
      if let blueprint = pending[index].blueprint {
        for child in blueprint.children.reversed() {
          work.append((child, item.depth + 1, index))
        }
      }
    }
    guard decoder.issues.isEmpty, !pending.isEmpty else { return nil }

    var built = [Node?](repeating: nil, count: pending.count)
    for index in pending.indices.reversed() {
      let entry = pending[index]
      guard let blueprint = entry.blueprint else { return nil }
      var children: [Node] = []
      children.reserveCapacity(entry.children.count)
      for child in entry.children {
        if let node = built[child] {
          let wrapper = blueprint.wrappers[children.count]
          children.append(wrapper.map { Node($0, children: [node]) } ?? node)
        }
        built[child] = nil
      }
      var node = Node(blueprint.kind, children: children, id: entry.id, layoutPriority: entry.priority)
      node.scaledLengths = entry.scaledLengths
      node.layoutValues = entry.layoutValues
      node.role = entry.role
      node.audit = entry.audit
      built[index] = node
      pending[index].blueprint = nil
    }
    return built[0]
  }

  private func decodeNode(_ value: Int, ids: inout [String: Int], recorder: ScaledLengthRecorder) -> Pending {
    let document = decoder.document
    guard let fields = decoder.object(value, "a node") else { return Pending() }
    // A node whose kind cannot be read still has its children decoded, so one run reports every problem.
    guard let kindValue = fields.raw("kind") else {
      decoder.missing("kind", in: fields, "the node's kind: one of \(NodeKinds.names.joined(separator: ", "))")
      return Self.placeholder(childrenOf: fields, document)
    }
    guard let name = document.string(kindValue) else {
      decoder.fail(.type, at: kindValue, "expected a kind name (a string), got \(decoder.describe(kindValue))")
      return Self.placeholder(childrenOf: fields, document)
    }
    guard let spec = NodeKinds.byName[name] ?? Self.suggestedSpec(name) else {
      decoder.fail(.unknownKind, at: kindValue, NodeKinds.unknownKindMessage(name))
      return Self.placeholder(childrenOf: fields, document)
    }
    if NodeKinds.byName[name] == nil {
      // A misspelled kind with a close match: reported, and its fields and children read as that kind's.
      decoder.fail(.unknownKind, at: kindValue, NodeKinds.unknownKindMessage(name))
    }
    decoder.checkFields(fields, allowed: spec.allowedFields, allowedSet: spec.allowedSet, owner: spec.name) { key in
      NodeKinds.fieldHint(key, spec: spec)
    }

    var id: String?
    if case .present(let text) = decoder.string(fields, "id", "an id"), let idValue = fields.raw("id") {
      if text.isEmpty {
        decoder.fail(.invalidValue, at: idValue, "id must not be empty")
      } else if text.utf8.count > NodeKinds.maximumIDLength {
        decoder.fail(.range, at: idValue, "id is longer than \(NodeKinds.maximumIDLength) bytes of UTF-8")
      } else if let first = ids[text] {
        decoder.fail(
          .duplicateID, at: idValue, "duplicate id \"\(text)\" (first used at \(document.pointer(of: first)))")
      } else {
        ids[text] = idValue
        id = text
      }
    }
    let priority = decoder.number(fields, "layoutPriority", .any).value
    let layoutValues = fields.raw("layoutValues").map { CustomLayoutForms.values(decoder, $0) } ?? LayoutValues()
    let context = NodeContext(
      decoder: decoder, fields: fields, kind: spec.name, scalable: spec.scalable, recorder: recorder)
    let role = decoder.choice(fields, "role", NodeRole.allCases.map { ($0.rawValue, $0) }).value
    let audit = fields.raw("audit").flatMap { AuditForms.decode(decoder, $0) }
    let blueprint = spec.decode(context)
    return Pending(
      blueprint: blueprint, id: id, priority: priority, layoutValues: layoutValues, scaledLengths: recorder.take(),
      role: role, audit: audit)
  }

  /// The kind a misspelled name is close to (the one `unknownKindMessage` suggests), if any.
  private static func suggestedSpec(_ name: String) -> NodeKindSpec? {
    Suggestions.closest(to: name, in: NodeKinds.acceptedNames).flatMap { NodeKinds.byName[$0] }
  }

  /// A node whose kind is unknown: no kind, but its children (under `child`, `content`, `children` or
  /// `columns`' `child`) are still decoded, for their own problems.
  private static func placeholder(childrenOf fields: Fields, _ document: JSONDocument) -> Pending {
    var children: [Int] = []
    for key in ["child", "content"] { if let value = fields.raw(key) { children.append(value) } }
    if let list = fields.raw("children"), document.kind(list) == .array { children += document.elements(list) }
    if let columns = fields.raw("columns"), document.kind(columns) == .array {
      for column in document.elements(columns) where document.kind(column) == .object {
        if let child = document.member(column, "child") { children.append(child) }
      }
    }
    return Pending(blueprint: NodeBlueprint(.zstack(alignment: .center), children: children), placeholder: true)
  }
}
