/// The tree in preorder, with what the rules need to know about each node's place in it.
///
/// Node identity inside the reference solver is the preorder index (S0.4): the node, then its children
/// in order, a modifier before its child. The table is built once per layout call and is never kept.
struct ReferenceTree {
  /// One node and its links.
  struct Entry {
    /// The node itself (its subtree is shared, not copied).
    var node: Node
    /// The parent's preorder index, `nil` for the root.
    var parent: Int?
    /// The node's position among its parent's children (0 for a modifier's child).
    var slot: Int
    /// The children's preorder indices, in order.
    var children: [Int] = []
  }

  /// Every node, indexed by preorder index.
  private(set) var entries: [Entry] = []
  /// Every guide the tree names (the built-in ones and each custom alignment), which an alignment guide's
  /// function sees its child's values for (S19.4).
  private(set) var namedGuides: Set<AlignmentGuide> = Set(AlignmentGuide.builtIn)

  /// Numbers `root` and its descendants in preorder.
  ///
  /// Iterative, so deep trees cannot exhaust the stack.
  init(_ root: Node) {
    var pending: [(node: Node, parent: Int?, slot: Int)] = [(root, nil, 0)]
    while let (node, parent, slot) = pending.popLast() {
      let index = entries.count
      entries.append(Entry(node: node, parent: parent, slot: slot))
      if let parent { entries[parent].children.append(index) }
      for guide in node.kind.namedGuides {
        namedGuides.insert(guide)
        if let fallback = guide.customDefault { namedGuides.insert(fallback) }
      }
      // Pushed in reverse so the first child is numbered next and its subtree before its siblings.
      for (childSlot, child) in node.children.enumerated().reversed() {
        pending.append((child, index, childSlot))
      }
    }
  }

  /// The number of nodes.
  var count: Int { entries.count }

  /// The node at preorder index `index`.
  func node(_ index: Int) -> Node { entries[index].node }

  /// The children of the node at `index`, as preorder indices.
  func children(_ index: Int) -> [Int] { entries[index].children }

  /// The parent of the node at `index`, `nil` for the root.
  func parent(of index: Int) -> Int? { entries[index].parent }

  /// The only child of the modifier at `index`.
  func child(_ index: Int) -> Int { entries[index].children[0] }

  /// The JSON Pointer of the node at `index`: `/root`, then one step per ancestor as its kind's family
  /// spells it (`/children/i`, `/columns/i/child`, `/child`, `/content`) (S0.5).
  func path(of index: Int) -> String {
    var components: [String] = []
    var current = index
    while let parent = entries[current].parent {
      components.append(entries[parent].node.kind.family.pointerStep(toChild: entries[current].slot))
      current = parent
    }
    return "/root" + components.reversed().joined()
  }

  /// A layout error about the node at `index`, naming it by path and id.
  func failure(_ index: Int, _ message: String) -> LayoutError {
    LayoutError(path: path(of: index), id: entries[index].node.id, message: message)
  }

  // MARK: - Static properties of the tree

  /// S2.5 (D9): the axis of the nearest stack enclosing the node at `index`, seen through the one-child
  /// modifiers that keep their child in the stack's flow (frame, flexible frame, padding, fixedSize,
  /// aspectRatio, containerRelativeFrame: ``KindDescriptor/passesStackAxis``); `nil` outside any stack (the
  /// root, a zstack child, a scroll view's content, a child of a flow, grid, viewThatFits, buckets or split
  /// — Docs/Semantics.md S8–S12).
  func enclosingStackAxis(of index: Int) -> Axis? {
    var current = index
    while let parent = entries[current].parent {
      let descriptor = entries[parent].node.kind.descriptor
      if case .stack(let axis) = descriptor.role { return axis }
      if case .layout(let layout) = entries[parent].node.kind { return layout.stackOrientation }  // S20.5
      // A decoration passes the axis to its primary only (S15.1): its content sees no stack.
      guard descriptor.passesStackAxis, descriptor.family != .decorated || entries[current].slot == 0 else {
        return nil
      }
      current = parent
    }
    return nil
  }

  /// S3.1 (D9): whether `node` has a spacer edge at its start and its end along a stack's `axis`.
  ///
  /// A spacer has both; a one-child modifier keeps some of its child's (see `ReferenceModifiers`); every
  /// other node has none.
  static func spacerEdges(of node: Node, along axis: Axis) -> (start: Bool, end: Bool) {
    var current = node
    var start = true
    var end = true
    while true {
      switch current.kind.descriptor.role {
      case .leaf(.spacer):
        return (start, end)
      case .modifier(let modifier):
        let kept = ReferencePass.spacerEdgesKept(by: current.kind, modifier, along: axis)
        start = start && kept.start
        end = end && kept.end
      case .decoration(.background), .decoration(.overlay):
        break  // S15.1: the primary's edges
      case .leaf, .stack, .zstack, .flow, .grid, .selector, .split, .decoration(.safeAreaInset), .custom:
        return (false, false)
      }
      current = current.children[0]
    }
  }

  /// S3.1: the gap before each child of a stack along `axis` (the first is 0): `spacing` when given,
  /// else 0 next to a spacer edge and 8 otherwise.
  func gaps(ofStack index: Int, axis: Axis, spacing: Double?) -> [Double] {
    let children = entries[index].children
    var gaps = [Double](repeating: 0, count: children.count)
    for position in children.indices.dropFirst() {
      if let spacing {
        gaps[position] = spacing
      } else {
        let previous = Self.spacerEdges(of: entries[children[position - 1]].node, along: axis)
        let next = Self.spacerEdges(of: entries[children[position]].node, along: axis)
        gaps[position] = (previous.end || next.start) ? 0 : 8
      }
    }
    return gaps
  }

  /// S3.2: a node's layout priority in its stack or zstack: its own `layoutPriority` when set, else −∞
  /// for a bare spacer, the child's priority for fixedSize, and 0 for everything else.
  static func priority(of node: Node) -> Double {
    var current = node
    while true {
      if let priority = current.layoutPriority { return priority }
      switch current.kind.descriptor.defaultPriority {
      case .zero: return 0
      case .lowest: return -.infinity
      case .child: current = current.children[0]
      }
    }
  }
}
