/// The shape of a compiled live tree, by preorder index, shared by every ``LiveLayout`` of one compile: who is
/// whose parent and child, which nodes are content leaves, and the ids.
struct LiveStructure: Sendable {
  /// What a node is to the reading order.
  enum Role: UInt8, Sendable {
    /// A `fixed`, `flexible`, `text` or `measured` leaf.
    case content
    /// A spacer: a leaf, but not content.
    case spacer
    /// Anything with children.
    case other
  }

  /// Per node, the parent's index, or -1 for the root.
  var parents: [Int32]
  /// Per node, the range of its children in `childList`: `childStart[i] ..< childStart[i + 1]`.
  var childStart: [Int32]
  var childList: [Int32]
  var roles: [Role]
  var ids: [String?]

  init(count: Int) {
    parents = [Int32](repeating: -1, count: count)
    childStart = [Int32](repeating: 0, count: count + 1)
    childList = []
    roles = [Role](repeating: .other, count: count)
    ids = [String?](repeating: nil, count: count)
  }

  func children(of node: Int) -> Range<Int> { Int(childStart[node])..<Int(childStart[node + 1]) }
}

extension LiveTree.Kind {
  /// The role of a node of this kind in the reading order.
  var role: LiveStructure.Role {
    switch self {
    case .fixed, .flexible, .text, .measured: return .content
    case .spacer: return .spacer
    default: return .other
    }
  }

  /// The stack axis a child of a node of this kind sees, given the one its parent sees (`context`):
  /// 1 horizontal, 2 vertical, 0 none. A spacer's length depends on it (Docs/Semantics.md S2.5: the
  /// nearest enclosing stack, seen through frames, padding, fixedSize, aspect ratios and
  /// container-relative frames).
  func childContext(_ context: UInt8) -> UInt8 {
    switch self {
    case .hstack: return 1
    case .vstack: return 2
    case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .containerRelativeFrame: return context
    default: return 0
    }
  }
}
