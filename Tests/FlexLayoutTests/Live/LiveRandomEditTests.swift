import Foundation
import Testing

@testable import FlexLayout
@testable import FlexLayoutTesting

/// Random edit sequences on a live tree, each pass checked against the reference solver laying out a value
/// tree rebuilt from an independent model of the same edits.
extension Live {
  @Suite("Random edit sequences")
  struct RandomEditTests {
    /// Seeds 1…16, or N seeds with `FLEXLAYOUT_LIVE_SEEDS=N` (a soak: 1,500 seeds take about four minutes in
    /// debug) starting at `FLEXLAYOUT_LIVE_FIRST_SEED` (default 1; the soak's watch mode draws it), or the one
    /// seed `FLEXLAYOUT_LIVE_SEED=S` (to replay a failure; `FLEXLAYOUT_LIVE_DUMP=1` prints the tree at it).
    static let seeds: [UInt64] = {
      let environment = ProcessInfo.processInfo.environment
      if let seed = environment["FLEXLAYOUT_LIVE_SEED"].flatMap(UInt64.init) { return [seed] }
      let first = environment["FLEXLAYOUT_LIVE_FIRST_SEED"].flatMap(UInt64.init) ?? 1
      let count = Swift.max(environment["FLEXLAYOUT_LIVE_SEEDS"].flatMap(UInt64.init) ?? 16, 1)
      return Array(first..<(first + count))
    }()

    @Test(
      "incremental layouts after random edits equal the reference solver bit for bit",
      arguments: RandomEditTests.seeds)
    func randomEdits(seed: UInt64) throws {
      var editor = RandomEditor(seed: seed)
      var reusedPasses = 0
      // S14.4: while a dynamicTypeSize is in the tree, every edit lays the whole tree out by design.
      var limitedPasses = 0
      for step in 0..<120 {
        for _ in 0...editor.rng.int(0...3) { try editor.randomEdit() }
        try editor.makeLayoutable()
        // The tree's own invariants after the edit batch and after the pass (in release soaks too).
        editor.expectInvariants("seed \(seed), step \(step), after the edits")
        let reused = try editor.layoutAndCompare(step: step)
        editor.expectInvariants("seed \(seed), step \(step), after the layout")
        if reused > 0 { reusedPasses += 1 }
        if editor.mirror.kinds.values.contains(where: { $0.tag == .dynamicTypeSize }) { limitedPasses += 1 }
        if editor.rng.chance(30) { _ = try editor.layoutAndCompare(step: step) }
      }
      #expect(
        reusedPasses + limitedPasses > 10,
        "seed \(seed): caches were carried over in only \(reusedPasses) of \(120 - limitedPasses) passes")
      #expect(editor.failures == 0)
      #expect(editor.successPasses > 15, "seed \(seed): only \(editor.successPasses) passes succeeded")
      print(
        "seed \(seed): \(editor.successPasses) passes, \(editor.errorPasses) failing alike, "
          + "\(editor.nodesLaidOut / Swift.max(editor.successPasses, 1)) nodes on average, reuse in \(reusedPasses)")
    }
  }
}

/// Applies random edits to a ``LiveTree`` and to a ``MirrorTree`` alike, and compares their layouts.
struct RandomEditor {
  var rng: SeededGenerator
  let tree = LiveTree()
  var mirror = MirrorTree()
  var contents: [NodeHandle: MeasureContent] = [:]
  var destroyed: [NodeHandle] = []
  var nextID = 0
  /// What a renderer keeping one layer per node knows: each reported node's placement and parent.
  var renderer: [NodeHandle: (placement: Rect, parent: NodeHandle?)] = [:]
  /// The nodes moved among their siblings or to a new parent since the last layout (a renderer reorders them).
  var moved: Set<NodeHandle> = []
  var failures = 0
  /// Passes that succeeded and passes where both failed alike, and the nodes laid out in all.
  var successPasses = 0
  var errorPasses = 0
  var nodesLaidOut = 0

  init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
    let root = create(.vstack())
    try? tree.setRoot(root)
    mirror.root = root
    for _ in 0..<12 {
      let child = create(randomKind(rng.chance(75) ? .leaf : .container))
      try? tree.insert(child, into: root)
      mirror.insert(child, into: root, at: mirror.children[root]!.count)
    }
  }

  /// Records every violated invariant of the live tree (``LiveTree/invariantViolations()``) as a failure.
  mutating func expectInvariants(_ context: String) {
    let problems = tree.invariantViolations()
    if !problems.isEmpty {
      failures += 1
      Issue.record(Comment(rawValue: "\(context): live tree invariants:\n" + problems.joined(separator: "\n")))
    }
  }

  // MARK: Random values

  mutating func randomKind(_ family: LiveTree.Family) -> LiveTree.Kind {
    switch family {
    case .leaf:
      switch rng.int(0...6) {
      case 6: return .divider
      case 0: return .fixed(width: rng.pick([0, 10, 24, 40, 80]), height: rng.pick([0, 10, 17, 30]))
      case 1:
        return .flexible(
          FlexibleLeaf(
            minWidth: rng.pick([0, 10, 20]), maxWidth: rng.pick([.infinity, 60, 200]),
            minHeight: rng.pick([0, 10]), maxHeight: rng.pick([.infinity, 40])))
      case 2:
        let lineLimit = rng.pick([nil, 1, 2, 3])
        let words = (0..<rng.int(0...6)).map { _ in Double(rng.int(1...8) * 8) }
        return .text(
          TextLeaf(
            wordWidths: words, spaceWidth: 4, lineHeight: 17, lineLimit: lineLimit,
            reservesSpace: lineLimit != nil && rng.chance(50), baseline: rng.pick([nil, 12, 20]),
            lineBreaks: rng.chance(20) ? [rng.int(0...words.count), words.count].sorted() : []))
      case 3:
        return .spacer(minLength: rng.pick([0, 8, 20]))
      default:
        return .measured(MeasuredLeaf { _ in .zero })  // replaced by `create` with a content-backed one
      }
    case .container:
      switch rng.int(0...6) {
      case 0: return .hstack(spacing: rng.pick([nil, 0, 4, -2]), alignment: rng.pick(VerticalAlignment.builtIn))
      case 1:
        return .vstack(
          spacing: rng.pick([nil, 0, 6]),
          alignment: rng.pick(HorizontalAlignment.builtIn + [.custom("column", default: .leading)]))
      case 2:
        return .zstack(
          alignment: rng.pick([
            .center, .topLeading, .bottomTrailing, .leading,
            Alignment(horizontal: .center, vertical: .lastTextBaseline),
            Alignment(horizontal: .custom("column", default: .leading), vertical: .firstTextBaseline),
          ]))
      case 3:
        return .flow(
          spacing: rng.pick([8, 4]), lineSpacing: rng.pick([8, 0]), alignment: rng.pick(HorizontalAlignment.builtIn))
      case 4:
        return .grid(
          columns: rng.pick([
            [.flexible()], [.fixed(60), .flexible()], [.adaptive(min: 50, max: 120)],
            [.flexible(min: 40, max: 200), .flexible()],
          ]), rowSpacing: rng.pick([8, 2]))
      case 5:
        if rng.chance(25) { return .dynamicTypeBuckets(thresholds: []) }  // S11.5
        return rng.chance(50)
          ? .viewThatFits(axes: rng.pick([.horizontal, .vertical, .both]))
          : .buckets(axis: rng.pick([.horizontal, .vertical]), thresholds: [])
      default:
        // S20: the shipped custom layouts (a stack written on the protocol orients the spacers inside it).
        return rng.pick([
          .layout(AnyLayout(EqualWidthRow(spacing: 4))), .layout(AnyLayout(PercentWidthLayout(spacing: 2))),
          .layout(AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 6))),
          .layout(AnyLayout(VStackLayout(alignment: .trailing))),
        ])
      }
    case .modifier:
      switch rng.int(0...14) {
      case 14 where rng.chance(35):
        // S14.4: a limit on the Dynamic Type size below (rarer: every edit then lays the whole tree out).
        return .dynamicTypeSize(
          min: rng.pick([nil, .small, .xLarge]), max: rng.pick([nil, .xxLarge, .accessibility1]))
      case 13:
        // S18.6: a padding that adds a safe-area space (safe areas then on in every pass).
        return .safeAreaPadding(edges: rng.pick([.all, .horizontal, .top, .bottom]), length: rng.pick([0, 8, 20]))
      case 12:
        return .alignmentGuide(
          rng.pick([
            .horizontal(.leading), .vertical(.firstTextBaseline), .horizontal(.custom("column", default: .leading)),
            .vertical(.bottom),
          ]),
          rng.pick([
            .guide(.horizontal(.trailing), plus: -8), .widthFraction(0.5), .heightFraction(1, plus: 4),
            .computed { $0[VerticalAlignment.firstTextBaseline] - 2 },
          ]))
      case 11: return .ignoresSafeArea(edges: rng.pick([.all, .bottom, .vertical]))
      case 7: return .offset(x: rng.pick([0, 5, -12]), y: rng.pick([0, 3]))
      case 8: return .position(x: rng.pick([0, 20, 100]), y: rng.pick([0, 10]))
      case 9: return rng.chance(50) ? .hidden : .clipped
      case 10: return .geometryReader
      case 0:
        return .frame(
          width: rng.pick([nil, 50, 120]), height: rng.pick([nil, 30]), alignment: rng.pick([.center, .topLeading]))
      case 1:
        return .flexibleFrame(
          FlexibleFrame(
            minWidth: rng.pick([nil, 20]), maxWidth: rng.pick([nil, .infinity, 300]), minHeight: rng.pick([nil, 10]),
            maxHeight: rng.pick([nil, .infinity])), alignment: rng.pick([.center, .bottomTrailing]))
      case 2:
        return .padding(
          EdgeInsets(top: rng.pick([0, 4, 16]), leading: rng.pick([0, 8, -2]), bottom: 4, trailing: rng.pick([0, 8])))
      case 3: return .fixedSize(horizontal: rng.chance(50), vertical: rng.chance(50))
      case 4: return .aspectRatio(rng.pick([nil, 1.5, 0.5]), contentMode: rng.pick([.fit, .fill]))
      case 5: return .scroll(rng.pick([.vertical, .horizontal, .both]))
      default:
        return rng.chance(50)
          ? .containerRelativeFrame(
            ContainerRelativeFrame(axes: .horizontal, count: 3, span: rng.int(1...3), spacing: 8))
          : .containerRelativeFrame(ContainerRelativeFrame(axes: rng.pick([.horizontal, .both]), fraction: 0.5))
      }
    case .split:
      return .split(columns: [], dividerWidth: rng.pick([0, 1]), collapsedColumn: 0)
    case .decorated:
      let alignment = rng.pick([Alignment.center, .topLeading, .bottomTrailing, .trailing])
      switch rng.int(0...4) {
      case 0, 1: return .background(alignment: alignment)
      case 2, 3: return .overlay(alignment: alignment)
      default:
        return .safeAreaInset(edge: rng.pick(Edge.allCases), spacing: rng.pick([nil, 0, 6]), alignment: alignment)
      }
    }
  }

  mutating func randomColumn() -> LiveTree.SplitColumnWidths {
    LiveTree.SplitColumnWidths(
      min: rng.pick([0, 100, 200]), ideal: rng.pick([nil, 250]), max: rng.pick([.infinity, 300]),
      fraction: rng.pick([nil, 0.3]))
  }

  mutating func randomFamily() -> LiveTree.Family {
    let roll = rng.int(0...99)
    return roll < 55 ? .leaf : roll < 78 ? .container : roll < 92 ? .modifier : roll < 96 ? .decorated : .split
  }

  /// Creates a detached node in both trees (measured leaves get their own content).
  mutating func create(_ kind: LiveTree.Kind) -> NodeHandle {
    var kind = kind
    var content: MeasureContent?
    if case .measured = kind {
      content = MeasureContent(idealWidth: rng.pick([30, 90, 200]))
      kind = content!.kind
    }
    var id: String?
    if rng.chance(20) {
      id = "n\(nextID)"
      nextID += 1
    }
    let handle = tree.create(kind, id: id)
    mirror.add(handle, kind, id: id)
    contents[handle] = content
    return handle
  }

  // MARK: Edits

  /// Nodes that may take one more child, and how.
  func openParents() -> [NodeHandle] {
    mirror.handles.filter { handle in
      switch mirror.kinds[handle]!.family {
      case .leaf: return false
      case .modifier: return mirror.children[handle]!.isEmpty
      case .decorated: return mirror.children[handle]!.count < 2
      case .container, .split: return true
      }
    }.sorted { $0.description < $1.description }
  }

  func attachedNonRoot() -> [NodeHandle] { Array(mirror.attached.dropFirst()) }

  func detachedTops() -> [NodeHandle] {
    mirror.handles.filter { mirror.parents[$0] == nil && $0 != mirror.root }.sorted { $0.description < $1.description }
  }

  /// Inserts `child` (detached) under `parent` in both trees, at a random position; returns false when the
  /// mirror predicts a cycle (and checks the live tree throws it).
  @discardableResult
  mutating func insert(_ child: NodeHandle, into parent: NodeHandle) throws -> Bool {
    let count = mirror.children[parent]!.count
    let index = rng.int(0...count)
    let cycle = mirror.isInSubtree(parent, of: child)
    if case .split = mirror.kinds[parent]! {
      let widths = randomColumn()
      if cycle {
        expectError(.cycle) { () throws(LiveTreeError) in
          try tree.insertColumn(child, into: parent, at: index, widths: widths)
        }
        return false
      }
      try tree.insertColumn(child, into: parent, at: index, widths: widths)
      guard case .split(var columns, let divider, let collapsed) = mirror.kinds[parent]! else { return false }
      columns.insert(widths, at: index)
      mirror.kinds[parent] = .split(columns: columns, dividerWidth: divider, collapsedColumn: collapsed)
    } else {
      if cycle {
        expectError(.cycle) { () throws(LiveTreeError) in try tree.insert(child, into: parent, at: index) }
        return false
      }
      try tree.insert(child, into: parent, at: index)
    }
    mirror.insert(child, into: parent, at: index)
    moved.insert(child)
    return true
  }

  mutating func randomEdit() throws {
    let roll = rng.int(0...99)
    switch roll {
    case 0..<30 where mirror.attached.count < 80:  // a new node somewhere
      let family = randomFamily()
      let node: NodeHandle
      if rng.chance(10) {
        // A whole value subtree at once.
        let value = Node.hstack([.text("new row"), .spacer(), .fixed(width: 20, height: 20)]).padding(4)
        node = tree.create(from: value)
        mirror.add(node, .padding(EdgeInsets(all: 4)))
        let stack = try tree.children(of: node)[0]
        mirror.add(stack, .hstack())
        mirror.insert(stack, into: node, at: 0)
        let leaves = try tree.children(of: stack)
        for (index, (leaf, kind)) in zip(
          leaves, [LiveTree.Kind.text("new row"), .spacer(), .fixed(width: 20, height: 20)]
        )
        .enumerated() {
          mirror.add(leaf, kind)
          mirror.insert(leaf, into: stack, at: index)
        }
      } else {
        node = create(randomKind(family))
      }
      let parents = openParents()
      if !parents.isEmpty { try insert(node, into: rng.pick(parents)) }
    case 0..<35:  // detach (and instead of inserting into a large tree)
      let nodes = attachedNonRoot()
      guard !nodes.isEmpty else { return }
      let node = rng.pick(nodes)
      try tree.removeFromParent(node)
      mirror.detach(node)
    case 35..<42:  // re-attach a detached subtree
      let tops = detachedTops()
      let parents = openParents()
      guard !tops.isEmpty, !parents.isEmpty else { return }
      try insert(rng.pick(tops), into: rng.pick(parents))
    case 42..<45:  // destroy
      let nodes = attachedNonRoot() + detachedTops()
      guard !nodes.isEmpty else { return }
      let node = rng.pick(nodes)
      try tree.remove(node)
      var gone: [NodeHandle] = []
      var pending = [node]
      while let next = pending.popLast() {
        gone.append(next)
        pending.append(contentsOf: mirror.children[next] ?? [])
      }
      mirror.destroy(node)
      destroyed.append(contentsOf: gone)
      for handle in gone { contents[handle] = nil }
    case 45..<52:  // move within the parent
      let nodes = attachedNonRoot()
      guard !nodes.isEmpty else { return }
      let node = rng.pick(nodes)
      let parent = mirror.parents[node]!
      let count = mirror.children[parent]!.count
      let index = rng.int(0...(count - 1))
      try tree.move(node, to: index)
      moved.insert(node)
      let from = mirror.children[parent]!.firstIndex(of: node)!
      mirror.children[parent]!.remove(at: from)
      mirror.children[parent]!.insert(node, at: index)
      if case .split(var columns, let divider, let collapsed) = mirror.kinds[parent]! {
        columns.insert(columns.remove(at: from), at: index)
        mirror.kinds[parent] = .split(columns: columns, dividerWidth: divider, collapsedColumn: collapsed)
      }
    case 52..<59:  // move into another parent
      try moveIntoAnotherParent()
    case 59..<70:  // a new kind of the same family, or of any family for a node without children
      let nodes = mirror.attached
      let node = rng.pick(nodes)
      let kind = mirror.kinds[node]!
      var next: LiveTree.Kind
      let family =
        node != mirror.root && mirror.children[node]!.isEmpty && rng.chance(30) ? randomFamily() : kind.family
      switch family {
      case .split where kind.family != .split:
        next = .split(columns: [], dividerWidth: 0, collapsedColumn: 0)
      case .split:
        guard case .split(let columns, _, _) = kind else { return }
        next = .split(
          columns: columns.map { _ in randomColumn() }, dividerWidth: rng.pick([0, 1, 2]), collapsedColumn: 0)
      case .leaf:
        next = randomKind(.leaf)
        if case .measured = next {
          let content = MeasureContent(idealWidth: rng.pick([30, 90, 200]))
          contents[node] = content
          next = content.kind
        }
      default:
        next = randomKind(family)
      }
      try tree.setKind(next, of: node)
      mirror.kinds[node] = next
      if case .measured = next {} else { contents[node] = nil }
      if mirror.scaled[node] != nil {
        try tree.setScaledLengths([:], of: node)
        mirror.scaled[node] = nil
      }
    case 70..<78:  // field edits through the convenience setters
      try editFields()
    case 78..<80:  // lengths that scale with Dynamic Type
      let node = rng.pick(mirror.attached)
      let lengths = mirror.scalableLengths(node)
      guard !lengths.isEmpty else { return }
      let scaled: [ScaledLength: TextStyle] = [rng.pick(lengths): rng.pick(TextStyle.allCases)]
      try tree.setScaledLengths(scaled, of: node)
      mirror.scaled[node] = scaled
    case 80..<81:  // priority
      let node = rng.pick(mirror.attached)
      let priority: Double? = rng.pick([nil, 0, 1, -1, 5])
      try tree.setLayoutPriority(priority, of: node)
      mirror.priorities[node] = priority
    case 81..<89:  // measured content changes
      let measured = mirror.attached.filter { contents[$0] != nil }
      guard !measured.isEmpty else { return }
      let node = rng.pick(measured)
      contents[node]!.idealWidth = rng.pick([20, 60, 150, 310])
      try tree.markDirty(node)
    case 89..<93:  // replace
      let nodes = attachedNonRoot()
      guard !nodes.isEmpty else { return }
      let node = rng.pick(nodes)
      let parent = mirror.parents[node]!
      if mirror.kinds[node]!.family != .leaf || mirror.kinds[parent]!.family == .split { return }
      let replacement = create(randomKind(.leaf))
      try tree.replace(node, with: replacement)
      let index = mirror.children[parent]!.firstIndex(of: node)!
      mirror.children[parent]![index] = replacement
      mirror.parents[replacement] = parent
      mirror.parents[node] = nil
    case 93..<99:
      try misuse()
    default:  // a new root
      let tops = detachedTops().filter { mirror.subtreeCount($0) >= 5 }
      guard !tops.isEmpty else { return }
      let top = rng.pick(tops)
      try tree.setRoot(top)
      if let old = mirror.root { moved.insert(old) }
      mirror.root = top
      moved.insert(top)
    }
  }

  mutating func moveIntoAnotherParent() throws {
    let nodes = attachedNonRoot()
    let parents = openParents()
    guard !nodes.isEmpty, !parents.isEmpty else { return }
    let node = rng.pick(nodes)
    let parent = rng.pick(parents)
    let oldParent = mirror.parents[node]!
    guard parent != oldParent else { return }
    let count = mirror.children[parent]!.count
    let index = rng.int(0...count)
    let tree = self.tree
    let move = { () throws(LiveTreeError) in try tree.move(node, into: parent, at: index) }
    if mirror.isInSubtree(parent, of: node) {
      expectError(.cycle, move)
      return
    }
    let intoSplit = mirror.kinds[parent]!.family == .split
    let fromSplit = mirror.kinds[oldParent]!.family == .split
    if intoSplit && !fromSplit {
      expectError(.kindMismatch, move)
      return
    }
    try move()
    var widths: LiveTree.SplitColumnWidths?
    if fromSplit, case .split(let columns, _, _) = mirror.kinds[oldParent]! {
      widths = columns[mirror.children[oldParent]!.firstIndex(of: node)!]
    }
    mirror.detach(node)
    if let widths, case .split(var columns, let divider, let collapsed) = mirror.kinds[parent]! {
      columns.insert(widths, at: index)
      mirror.kinds[parent] = .split(columns: columns, dividerWidth: divider, collapsedColumn: collapsed)
    }
    mirror.insert(node, into: parent, at: index)
    moved.insert(node)
  }

  mutating func editFields() throws {
    let node = rng.pick(mirror.attached)
    switch mirror.kinds[node]! {
    case .text:
      let words = (0..<rng.int(1...5)).map { _ in Double(rng.int(1...9) * 7) }
      let text = TextLeaf(
        wordWidths: words, lineLimit: rng.pick([nil, 2]), lineBreaks: rng.chance(25) ? [rng.int(0...words.count)] : [])
      try tree.setText(text, of: node)
      mirror.kinds[node] = .text(text)
    case .frame:
      let (width, height): (Double?, Double?) = (rng.pick([nil, 40, 90]), rng.pick([nil, 25]))
      try tree.setFrame(width: width, height: height, alignment: .bottomLeading, of: node)
      mirror.kinds[node] = .frame(width: width, height: height, alignment: .bottomLeading)
    case .hstack, .vstack, .layout:
      // Flip the axis in place, or switch to or from a custom layout (S20.7): the spacers below change
      // orientation.
      let flipped = try tree.update(node) { kind -> LiveTree.Kind in
        switch kind {
        case .hstack(let spacing, _):
          kind = rng.chance(50) ? .vstack(spacing: spacing, alignment: .leading) : .layout(AnyLayout(VStackLayout()))
        case .vstack(let spacing, _): kind = .hstack(spacing: spacing, alignment: .top)
        default: kind = .hstack(spacing: nil, alignment: .bottom)
        }
        return kind
      }
      mirror.kinds[node] = flipped
      // A custom layout has no spacing to scale: a declaration the new kind lacks would fail every layout
      // until the node's kind changes again (as a kind change does, drop it).
      if let scaled = mirror.scaled[node], !Set(scaled.keys).isSubset(of: flipped.scalableLengths) {
        try tree.setScaledLengths([:], of: node)
        mirror.scaled[node] = nil
      }
      // S20.2: a fraction for a percent-width parent (read through modifiers), or none.
      if let child = mirror.children[node]?.first {
        var values = LayoutValues()
        if rng.chance(60) { values[PercentWidthLayout.Fraction.self] = rng.pick([0.25, 0.5, 0.8]) }
        try tree.setLayoutValues(values, of: child)
        mirror.layoutValues[child] = values.isEmpty ? nil : values
      }
    case .fixed(let width, _):
      // Sometimes invalid: the layout must fail naming this node, then the next edit repairs it.
      let height: Double = rng.chance(15) ? -1 : rng.pick([5, 50])
      try tree.setKind(.fixed(width: width, height: height), of: node)
      mirror.kinds[node] = .fixed(width: width, height: height)
    default:
      let id = rng.chance(50) ? "n\(nextID)" : nil
      nextID += 1
      try tree.setID(id, of: node)
      mirror.ids[node] = id
    }
  }

  /// Misuse that must throw the right error and change nothing.
  mutating func misuse() throws {
    switch rng.int(0...4) {
    case 0:
      let nodes = attachedNonRoot()
      guard let node = nodes.first, let parent = openParents().first else { return }
      expectError(.alreadyHasParent) { () throws(LiveTreeError) in try tree.insert(node, into: parent) }
    case 1:
      let leaves = mirror.attached.filter { mirror.kinds[$0]!.family == .leaf }
      guard let leaf = leaves.first else { return }
      let orphan = create(randomKind(.leaf))
      expectError(.kindMismatch) { () throws(LiveTreeError) in try tree.insert(orphan, into: leaf) }
    case 2:
      guard let root = mirror.root else { return }
      expectError(.isRoot) { () throws(LiveTreeError) in try tree.remove(root) }
    case 3:
      guard let gone = destroyed.last else { return }
      expectError(.invalidHandle) { () throws(LiveTreeError) in try tree.setID("x", of: gone) }
      #expect(!tree.contains(gone))
    default:
      guard let root = mirror.root else { return }
      let other = LiveTree()
      let foreign = other.create(.vstack())
      expectError(.invalidHandle) { () throws(LiveTreeError) in try tree.insert(foreign, into: root) }
    }
  }

  func expectError(
    _ code: LiveTreeError.Code, _ body: () throws(LiveTreeError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      try body()
      Issue.record("expected \(code), the edit succeeded", sourceLocation: sourceLocation)
    } catch {
      #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
    }
  }

  /// Edits that make the attached tree valid: a child for every modifier, split and viewThatFits, and
  /// thresholds and collapsed columns that match the children.
  mutating func makeLayoutable() throws {
    for node in mirror.attached {
      let kind = mirror.kinds[node]!
      let count = mirror.children[node]!.count
      switch kind {
      case _ where kind.family == .modifier && count == 0,
        .viewThatFits where count == 0, .split where count == 0, .buckets where count == 0,
        .dynamicTypeBuckets where count == 0:
        try insert(create(randomKind(.leaf)), into: node)
      case _ where kind.family == .decorated && count < 2:
        for _ in count..<2 { try insert(create(randomKind(.leaf)), into: node) }
      default: break
      }
      let children = mirror.children[node]!.count
      switch mirror.kinds[node]! {
      case .buckets(let axis, let thresholds, let accessibility) where thresholds.count != children - 1:
        let values = (1..<children).map { Double($0) * 150 }
        let next = LiveTree.Kind.buckets(
          axis: axis, thresholds: values, accessibilityThresholds: accessibility == nil ? nil : values.map { $0 + 40 })
        try tree.update(node) { $0 = next }
        mirror.kinds[node] = next
      case .dynamicTypeBuckets(let thresholds) where thresholds.count != children - 1:
        // Thresholds spread over the sizes (at most 11: more children than 12 cannot be told apart).
        let count = children - 1
        let next: LiveTree.Kind =
          count <= 11
          ? .dynamicTypeBuckets(thresholds: (0..<count).map { DynamicTypeSize(ordinal: ($0 + 1) * 12 / (count + 1))! })
          : .zstack()
        try tree.update(node) { $0 = next }
        mirror.kinds[node] = next
      case .fixed(let width, let height) where height < 0 && rng.chance(50):
        // Repair a deliberately invalid height, after a pass or two that must fail naming the node.
        try tree.setKind(.fixed(width: width, height: 5), of: node)
        mirror.kinds[node] = .fixed(width: width, height: 5)
      case .split(let columns, let divider, let collapsed) where collapsed >= children:
        let next = LiveTree.Kind.split(columns: columns, dividerWidth: divider, collapsedColumn: children - 1)
        try tree.setKind(next, of: node)
        mirror.kinds[node] = next
      default: break
      }
    }
  }

  // MARK: Layout

  /// Applies a layout's report as a layer-tree renderer would: changed nodes first, in order, take their new
  /// placement and parent (a layer moves with its sublayers; its parent's layer must exist by then); then each
  /// departed node's layer is removed with every layer still below it. Checks that a reported node changed.
  mutating func applyToRenderer(_ layout: LiveLayout, previous: LiveLayout?, context: String) throws {
    // A change of direction moves every placement (mirrored in its parent), so any node may be reported.
    let directionChanged = previous.map { $0.environment.layoutDirection != layout.environment.layoutDirection } ?? true
    for handle in layout.changedHandles {
      let placement = try #require(try tree.placement(of: handle))
      let parent = try tree.parent(of: handle)
      if let parent, renderer[parent] == nil {
        Issue.record("\(context): \(handle) reported before its parent \(parent) has a layer")
      }
      if let old = renderer[handle], liveIdentical(old.placement, placement), old.parent == parent {
        // Unchanged placement: only a move or a visibility change (as a selector's child) may report it.
        let selector = parent.map { mirror.kinds[$0]!.tag }
        #expect(
          directionChanged || moved.contains(handle) || selector == .viewThatFits || selector == .buckets
            || selector == .split || selector == .dynamicTypeBuckets,
          "\(context): \(handle) reported without a change")
      }
      renderer[handle] = (placement, parent)
    }
    for gone in layout.departedHandles {
      var removed = [gone]
      while let next = removed.popLast() {
        renderer[next] = nil
        removed.append(contentsOf: renderer.filter { $0.value.parent == next }.map(\.key))
      }
    }
  }

  /// Prints the tree with each node's live and reference frames (`FLEXLAYOUT_LIVE_DUMP=1`, to read a failure).
  func dump(_ order: [NodeHandle], _ expected: LayoutResult) {
    for (index, handle) in order.enumerated() {
      var depth = 0
      var parent = mirror.parents[handle]
      while let next = parent {
        depth += 1
        parent = mirror.parents[next]
      }
      let live = (try? tree.frame(of: handle)).flatMap { $0 }
      print(
        String(repeating: "  ", count: depth)
          + "\(handle) \(mirror.kinds[handle]!): live \(live.map { "\($0)" } ?? "-"), "
          + "reference \(expected.frames[index])\(expected.visibility[index] ? "" : " hidden")")
    }
  }

  /// Lays out both trees at a random proposal and environment and compares everything; returns the
  /// number of nodes whose caches were carried over.
  mutating func layoutAndCompare(step: Int) throws -> Int {
    let proposal = ProposedSize(
      width: rng.pick([0, 50, 120, 320, 700, 1000, Double(rng.int(0...1200))]), height: rng.pick([nil, 400, 900]))
    var environment = LayoutEnvironment.standard
    if rng.chance(15) {
      environment = LayoutEnvironment(
        displayScale: rng.pick([nil, 2, 3]), dynamicTypeSize: rng.pick([.large, .xSmall, .accessibility2]),
        layoutDirection: rng.pick([.leftToRight, .rightToLeft]))
    }
    if rng.chance(20) {
      environment.safeAreaInsets = EdgeInsets(
        top: rng.pick([0, 47]), leading: rng.pick([0, 44]), bottom: rng.pick([0, 34]), trailing: 0)
    }
    guard let root = mirror.root else { return 0 }
    let value = mirror.node(root)
    let reference = Result { () throws(LayoutError) in
      try ReferenceSolver.layout(value, proposal: proposal, environment: environment)
    }
    // A fresh engine on the same value tree: the live tree's carried-over caches must not change anything.
    let fresh = Result { () throws(LayoutError) in
      try LayoutEngine(value).layout(proposal: proposal, environment: environment)
    }
    if case .success(let expected) = reference, case .success(let cold) = fresh {
      #expect(expected.firstBitDifference(from: cold) == nil, "step \(step): fresh engine vs reference")
    }
    let previous = tree.lastLayout
    let live = Result { () throws(LiveTreeError) in try tree.layout(proposal: proposal, environment: environment) }
    let context = "step \(step), proposal \(proposal), \(environment)"
    switch (reference, live) {
    case (.success(let expected), .success(let layout)):
      let order = mirror.attached
      #expect(layout.nodeCount == order.count, "\(context): node count")
      #expect(try tree.laidOutNodes() == order.enumerated().filter { expected.visibility[$0.offset] }.map(\.element))
      // Every node's frame in root coordinates and visibility, one by one and in bulk.
      for (index, handle) in order.enumerated() {
        let frame = try tree.frame(of: handle)
        guard let frame, liveIdentical(frame, expected.frames[index]),
          try tree.isVisible(handle) == expected.visibility[index]
        else {
          Issue.record("\(context): frame of \(handle): \(String(describing: frame)) vs \(expected.frames[index])")
          if ProcessInfo.processInfo.environment["FLEXLAYOUT_LIVE_DUMP"] != nil { dump(order, expected) }
          failures += 1
          return 0
        }
      }
      let bulk = try tree.frames(of: order)
      for (index, frame) in bulk.enumerated() where !liveIdentical(frame, expected.frames[index]) {
        Issue.record("\(context): bulk frame of \(order[index])")
        failures += 1
        return 0
      }
      for (id, node) in expected.ids {
        #expect(try tree.selection(of: tree.handle(forID: id)!) == expected.selections[node], "\(context): \(id)")
      }
      // A renderer that keeps one layer per node applies the changed and departed nodes and must end up with
      // every laid-out node's placement and parent.
      try applyToRenderer(layout, previous: previous, context: context)
      moved.removeAll()
      for (index, handle) in order.enumerated() where expected.visibility[index] {
        guard let layer = renderer[handle] else {
          Issue.record("\(context): \(handle) never reported")
          failures += 1
          return 0
        }
        let placement = try tree.placement(of: handle)
        guard let placement, liveIdentical(layer.placement, placement), layer.parent == mirror.parents[handle] else {
          Issue.record("\(context): the renderer's \(handle) is stale: \(layer) vs \(String(describing: placement))")
          failures += 1
          return 0
        }
      }
      // It holds the laid-out nodes only: a node that left the tree or an unchosen branch departed.
      let laidOut = Set(order.enumerated().filter { expected.visibility[$0.offset] }.map(\.element))
      for handle in renderer.keys where !laidOut.contains(handle) {
        Issue.record("\(context): the renderer still holds \(handle), which is not laid out")
        failures += 1
        return 0
      }
      successPasses += 1
      nodesLaidOut += order.count
      return layout.recomputedNodes < layout.nodeCount ? layout.nodeCount - layout.recomputedNodes : 0
    case (.failure(let expected), .failure(let error)):
      #expect(error.path == expected.path, "\(context): \(error) vs \(expected)")
      #expect(error.id == expected.id, "\(context): \(error) vs \(expected)")
      errorPasses += 1
      if ProcessInfo.processInfo.environment["FLEXLAYOUT_LIVE_DEBUG"] != nil { print("\(context): \(error)") }
      if error.path?.hasPrefix("/root") == true {
        #expect(error.handle != nil, "\(context): \(error) names no handle")
      }
      return 0
    case (.success, .failure(let error)):
      failures += 1
      Issue.record("\(context): the reference succeeded, the live tree threw \(error)")
    case (.failure(let expected), .success):
      failures += 1
      Issue.record("\(context): the reference threw \(expected), the live tree succeeded")
    }
    return 0
  }
}
