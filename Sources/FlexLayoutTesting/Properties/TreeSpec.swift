import FlexLayout

/// A layout tree as plain data, as ``Generator/tree()`` draws it: a ``Node`` whose measured leaves hold a pure
/// measure function kept as data instead of a closure, so that a generated case can be compared, hashed, shrunk
/// (``Shrinker``), scaled and printed (its `description` is Swift source that builds the tree).
///
/// The kind is the model's own ``Node/Kind``, so the kit knows the kinds, their families and their
/// scalable lengths only through the model and its ``KindDescriptor``s. A measured leaf holds a placeholder
/// kind and its model in ``measure`` (build one with ``measured(_:id:priority:)``). ``node()`` builds
/// the real tree.
public struct TreeSpec: Hashable, Sendable, CustomStringConvertible {
  /// The node's kind and fields; for a measured leaf a placeholder (`.measured` answering zero) that ``node()``
  /// replaces with the leaf's real function.
  public internal(set) var kind: Node.Kind
  /// A measured leaf's measure function as data; `nil` for every other kind.
  var measure: MeasureModel?
  /// The children, as in ``Node/children``: as many as the kind's family takes.
  public internal(set) var children: [TreeSpec]
  /// The node's id (``Node/id``).
  public internal(set) var id: String?
  /// The node's layout priority (``Node/layoutPriority``).
  public internal(set) var priority: Double?
  /// Length fields that scale with Dynamic Type, and the text style each follows (S14).
  var scaledLengths: [ScaledLength: TextStyle] = [:]
  /// The node's `fraction` layout value (``PercentWidthLayout/Fraction``, S20.9), if it carries one.
  var fraction: Double?

  init(_ kind: Node.Kind, children: [TreeSpec] = [], id: String? = nil, priority: Double? = nil) {
    self.kind = kind
    self.children = children
    self.id = id
    self.priority = priority
  }

  /// A measured leaf answering as `model` does.
  static func measured(_ model: MeasureModel, id: String? = nil, priority: Double? = nil) -> TreeSpec {
    var spec = TreeSpec(measuredPlaceholder, id: id, priority: priority)
    spec.measure = model
    return spec
  }

  /// The kind a measured leaf holds until ``node(log:)`` gives it its model's function.
  private static let measuredPlaceholder = Node.Kind.measured { _ in .zero }

  // MARK: Equality

  // `Node.Kind` is not `Hashable` (a measured leaf holds a closure), so two nodes' kinds are compared by the
  // exact description of their fields (``KindFields``, which the format tests use too; Doubles as bit patterns);
  // a measured leaf's function is compared through its model.

  public static func == (lhs: TreeSpec, rhs: TreeSpec) -> Bool {
    lhs.id == rhs.id && lhs.priority == rhs.priority && lhs.scaledLengths == rhs.scaledLengths
      && lhs.fraction == rhs.fraction
      && lhs.measure == rhs.measure && KindFields.description(of: lhs.kind) == KindFields.description(of: rhs.kind)
      && lhs.children == rhs.children
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(KindFields.description(of: kind))
    hasher.combine(measure)
    hasher.combine(children)
    hasher.combine(id)
    hasher.combine(priority)
    hasher.combine(scaledLengths)
  }

  // MARK: Shape

  /// The number of nodes in the subtree (a leaf is 1): the size the shrinker brings down first.
  public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// The depth of the subtree (a leaf is 1).
  public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

  /// The tree as Swift source that builds it (`Node(.hstack(…), children: [ … ])`; a measured leaf as a closure
  /// over its model), as failure reports print it.
  public var description: String { CaseDescription.swift(self) }

  /// The length fields of this node that may scale with Dynamic Type (the model's
  /// ``Node/Kind/scalableLengths``), in ``ScaledLength`` order so that draws from them are reproducible.
  var scalableLengths: [ScaledLength] { kind.scalableLengths.sorted() }

  // MARK: The real tree

  /// Builds the real tree: a new ``Node`` each call, equal in every field (measured leaves answer as their
  /// models do).
  public func node() -> Node {
    node(log: nil)
  }

  /// Builds the real tree; measured leaves report each call to `log`, named by their preorder index.
  func node(log: MeasureLog?) -> Node {
    var index = 0
    return build(&index, log)
  }

  private func build(_ index: inout Int, _ log: MeasureLog?) -> Node {
    let myIndex = index
    index += 1
    var kind = self.kind
    if let model = measure {
      kind = .measured(
        MeasuredLeaf { proposal in
          log?.record(leaf: myIndex, proposal: proposal)
          return model.size(for: proposal)
        })
    }
    let children = self.children.map { $0.build(&index, log) }
    var node = Node(kind, children: children, id: id, layoutPriority: priority)
    node.scaledLengths = scaledLengths
    if let fraction { node.layoutValues[PercentWidthLayout.Fraction.self] = fraction }
    return node
  }

  /// The tree with every Dynamic Type–scaled length resolved at `size` (S14.1), as the solvers see it:
  /// each declared field scaled by the model's ``Node/Kind/scale(_:_:)`` for the size the node sees (S14.4:
  /// limited by each dynamicTypeSize above it, from the root down), and no declarations left where a size
  /// other than `.large` resolved them.
  func resolved(at size: DynamicTypeSize) -> TreeSpec {
    var copy = self
    var size = size
    if case .dynamicTypeSize(let min, let max) = kind { size = size.limited(min: min, max: max) }
    if size != .large {
      for (field, style) in scaledLengths.sorted(by: { $0.key < $1.key }) {
        copy.kind.scale(field) { style.scale($0, at: size) }
      }
      copy.scaledLengths = [:]
    }
    copy.children = children.map { $0.resolved(at: size) }
    return copy
  }
}

/// A tree flattened in preorder, the order of a ``LayoutResult``'s frames.
extension TreeSpec {
  /// Whether an alignment guide is in the subtree (the only source of explicit edge and centre values, S19).
  var containsAlignmentGuide: Bool {
    if case .alignmentGuide = kind { return true }
    if case .layout(let layout) = kind, layout.definesExplicitAlignment { return true }  // S20.6
    return children.contains(where: \.containsAlignmentGuide)
  }
}

struct FlatTree {
  /// One node of the flattened tree.
  struct Entry {
    /// The node's subtree.
    var spec: TreeSpec
    /// The parent's preorder index (`nil` for the root).
    var parent: Int?
    /// The children's preorder indices, in order.
    var children: [Int]
  }

  /// The nodes in preorder.
  var entries: [Entry] = []

  init(_ root: TreeSpec) {
    append(root, parent: nil)
  }

  private mutating func append(_ spec: TreeSpec, parent: Int?) {
    let index = entries.count
    entries.append(Entry(spec: spec, parent: parent, children: []))
    for child in spec.children {
      entries[index].children.append(entries.count)
      append(child, parent: index)
    }
  }

  subscript(index: Int) -> Entry { entries[index] }
  var count: Int { entries.count }
}

extension TreeSpec {
  /// The tree with the node at preorder `target` made the first child of a new node of `kind` with id `id`,
  /// followed by `others` (a decoration's content).
  func wrapping(at target: Int, in kind: Node.Kind, id: String, adding others: [TreeSpec] = []) -> TreeSpec {
    var next = 0
    func visit(_ spec: TreeSpec) -> TreeSpec {
      let index = next
      next += 1
      var copy = spec
      copy.children = spec.children.map(visit)
      guard index == target else { return copy }
      return TreeSpec(kind, children: [copy] + others, id: id)
    }
    return visit(self)
  }

  /// The tree with the node of id `id` replaced by its first child (undoes ``wrapping(at:in:id:adding:)``).
  func unwrapping(id: String) -> TreeSpec {
    if self.id == id { return children[0] }
    var copy = self
    copy.children = children.map { $0.unwrapping(id: id) }
    return copy
  }
}

extension TreeSpec {
  /// Whether the tree holds a node of `kind`.
  func contains(_ kind: NodeKind) -> Bool {
    self.kind.tag == kind || children.contains { $0.contains(kind) }
  }
}
