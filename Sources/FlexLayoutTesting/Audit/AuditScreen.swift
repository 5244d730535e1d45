import FlexLayout

/// What the checks need to know about a screen's tree, once, by preorder number (the order of a
/// ``LayoutResult``'s frames): each node's parent, kind, subtree, id, JSON Pointer, role and annotations, and
/// the facts the checks derive from them (which leaves draw, which nodes lay children out one after another,
/// which axes an ancestor scrolls or lets its subtree escape on).
struct AuditScreen: Sendable {
  let root: FlexLayout.Node
  let count: Int
  let kinds: [NodeKind]
  let parents: [Int]
  /// One past the last node of each node's subtree (its descendants are `node + 1 ..< subtreeEnd[node]`).
  let subtreeEnd: [Int]
  /// Each node's position among its parent's children.
  let childIndex: [Int]
  let ids: [String?]
  let pointers: [String]
  let roles: [NodeRole?]
  let audits: [NodeAudit?]
  /// A leaf that draws something: a text, fixed, flexible, measured or divider leaf (never a spacer).
  let draws: [Bool]
  /// Inside (or being) a `hidden` node: laid out, drawn by no renderer.
  let hidden: [Bool]
  /// A clipped node (S16.5, ``NodeMarks/clipsToBounds``): its descendants are drawn only inside its frame.
  let clipsToBounds: [Bool]
  /// Whether any node clips (the checks then compare what is drawn of each leaf, not its whole frame).
  let hasClips: Bool
  /// Lays its children out one after another: a stack, flow, grid or split (`overlap`).
  let sequential: [Bool]
  /// The axis along which a sequential container lays its children out (`overlap` sweeps along it): a vstack,
  /// flow and grid go down their rows, an hstack and split across.
  let sweepsVertically: [Bool]
  /// Where `outside-parent` stops comparing a node with its ancestors (bit 0: horizontally, bit 1:
  /// vertically): below a decoration's content, an offset, a position, an ignoresSafeArea, a scroll's axes.
  let escapes: [UInt8]
  /// A scroll's own axes (empty for every other node).
  let scrollAxes: [Axes]
  /// A scroll along each axis, or inside one (`outside-window`).
  let scrollsHorizontally: [Bool]
  let scrollsVertically: [Bool]
  /// Inside a node that ignores safe areas (`unsafe-area`).
  let ignoresSafeArea: [Bool]
  /// The preorder numbers of the texts, the touch targets, the annotated minimum widths and the sequential
  /// containers.
  let texts: [Int]
  let targets: [Int]
  let minimumWidths: [Int]
  let sequentialNodes: [Int]

  init(_ root: FlexLayout.Node) {
    self.root = root
    var kinds: [NodeKind] = []
    var parents: [Int] = []
    var childIndex: [Int] = []
    var ids: [String?] = []
    var pointers: [String] = []
    var roles: [NodeRole?] = []
    var audits: [NodeAudit?] = []
    var pending: [(node: FlexLayout.Node, parent: Int, index: Int, pointer: String)] = [(root, -1, 0, "/root")]
    while let (node, parent, index, pointer) = pending.popLast() {
      let number = kinds.count
      kinds.append(node.kind.tag)
      parents.append(parent)
      childIndex.append(index)
      ids.append(node.id)
      pointers.append(pointer)
      roles.append(node.role)
      audits.append(node.audit.flatMap { $0.isEmpty ? nil : $0 })
      let family = node.kind.tag.descriptor.family
      for (position, child) in node.children.enumerated().reversed() {
        pending.append((child, number, position, pointer + family.pointerStep(toChild: position)))
      }
    }
    count = kinds.count
    var subtreeEnd = (0..<count).map { $0 + 1 }
    for node in stride(from: count - 1, to: 0, by: -1) {
      subtreeEnd[parents[node]] = Swift.max(subtreeEnd[parents[node]], subtreeEnd[node])
    }
    var draws = [Bool](repeating: false, count: count)
    var hidden = [Bool](repeating: false, count: count)
    var clipsToBounds = [Bool](repeating: false, count: count)
    var sequential = [Bool](repeating: false, count: count)
    var scrollsH = [Bool](repeating: false, count: count)
    var scrollsV = [Bool](repeating: false, count: count)
    var ignores = [Bool](repeating: false, count: count)
    var vertical = [Bool](repeating: false, count: count)
    var escapes = [UInt8](repeating: 0, count: count)
    let scrollAxes = Self.scrollAxes(of: root, count: count)
    for node in 0..<count {
      let parent = parents[node]
      if parent >= 0 {
        hidden[node] = hidden[parent]
        ignores[node] = ignores[parent]
        scrollsH[node] = scrollsH[parent]
        scrollsV[node] = scrollsV[parent]
      }
      // Its kind's marks (S16.3, S16.5), before its children read `hidden` from it (preorder).
      let marks = kinds[node].descriptor.marks
      if marks.contains(.hidden) { hidden[node] = true }
      clipsToBounds[node] = marks.contains(.clipsToBounds)
      if parent >= 0 {
        switch kinds[parent].descriptor.role {
        case .decoration(.background), .decoration(.overlay): if childIndex[node] == 1 { escapes[node] = 3 }
        case .modifier(.offset), .modifier(.position), .modifier(.ignoresSafeArea): escapes[node] = 3
        case .modifier(.scroll): escapes[node] = UInt8(scrollAxes[parent].rawValue)
        case .decoration(.safeAreaInset): break  // its content is placed beside the primary, inside the frame
        case .modifier(.frame), .modifier(.flexibleFrame), .modifier(.padding), .modifier(.fixedSize),
          .modifier(.aspectRatio), .modifier(.containerRelativeFrame), .modifier(.drawingOnly),
          .modifier(.geometryReader),
          .modifier(.alignmentGuide), .leaf, .stack, .zstack, .flow, .grid, .selector, .split, .custom:
          break
        }
      }
      switch kinds[node].descriptor.role {
      case .stack(let axis): vertical[node] = axis == .vertical
      case .flow, .grid: vertical[node] = true
      case .leaf, .zstack, .modifier, .selector, .split, .decoration, .custom: break
      }
      switch kinds[node].descriptor.role {
      case .leaf(let leaf):
        switch leaf {
        case .text, .fixed, .flexible, .measured, .divider: draws[node] = true
        case .spacer: break
        }
      case .stack, .flow, .grid, .split: sequential[node] = true
      case .modifier(.drawingOnly): break  // its marks, below
      case .modifier(.ignoresSafeArea): ignores[node] = true
      case .modifier(.scroll):
        if scrollAxes[node].contains(.horizontal) { scrollsH[node] = true }
        if scrollAxes[node].contains(.vertical) { scrollsV[node] = true }
      case .modifier, .zstack, .selector, .decoration, .custom: break
      }
    }
    self.kinds = kinds
    self.parents = parents
    self.subtreeEnd = subtreeEnd
    self.childIndex = childIndex
    self.ids = ids
    self.pointers = pointers
    self.roles = roles
    self.audits = audits
    self.scrollAxes = scrollAxes
    self.draws = draws
    self.hidden = hidden
    self.clipsToBounds = clipsToBounds
    self.hasClips = clipsToBounds.contains(true)
    self.sequential = sequential
    sweepsVertically = vertical
    self.escapes = escapes
    scrollsHorizontally = scrollsH
    scrollsVertically = scrollsV
    ignoresSafeArea = ignores
    texts = (0..<count).filter { kinds[$0] == .text }
    targets = (0..<count).filter { roles[$0] == .button }
    minimumWidths = (0..<count).filter { audits[$0]?.minWidth != nil }
    sequentialNodes = (0..<count).filter { sequential[$0] }
  }

  /// Each node's scroll axes, by preorder number (empty for every node but a scroll).
  private static func scrollAxes(of root: FlexLayout.Node, count: Int) -> [Axes] {
    var axes = [Axes](repeating: [], count: count)
    var number = 0
    var pending = [root]
    while let node = pending.popLast() {
      if case .scroll(let scrolled) = node.kind { axes[number] = scrolled }
      number += 1
      pending.append(contentsOf: node.children.reversed())
    }
    return axes
  }

  /// Whether `node` is drawn in a result: a drawing leaf, laid out, not hidden.
  @inline(__always)
  func isDrawn(_ node: Int, _ result: LayoutResult) -> Bool {
    draws[node] && !hidden[node] && result.visibility[node]
  }

  /// Whether the finding `check` about `nodes` is allowed by an annotation of any of them.
  func allows(_ check: AuditCheck, _ nodes: [Int]) -> Bool {
    nodes.contains { audits[$0]?.allow.contains(check) ?? false }
  }

  /// A finding's node with its frame in `result`.
  func findingNode(_ node: Int, _ result: LayoutResult, after: LayoutResult? = nil) -> AuditFinding.Node {
    AuditFinding.Node(
      id: ids[node], pointer: pointers[node], index: node, frame: result.frames[node],
      after: after.map { $0.frames[node] })
  }

  /// The lowest common ancestor of two nodes.
  func commonAncestor(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (a, b)
    while x != y {
      if x > y { x = parents[x] } else { y = parents[y] }
    }
    return x
  }
}
