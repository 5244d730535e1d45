/// Builds the arrays of a ``LayoutTree`` from a validated value tree, in one preorder walk.
struct TreeCompiler {
  var kinds: [CompiledKind] = []
  var parents: [Int32] = []
  var childStart: [Int32] = []
  var childList: [Int32] = []
  var params: [NodeParameters] = []
  var priorities: [Double] = []
  var gapsBefore: [Double] = []
  var words: [Double] = []
  var measures: [@Sendable (ProposedSize) throws -> Size] = []
  var cacheSlots: [Int32] = []
  var axisCacheSlots: [Int32] = []
  var axisCachedNodeCount = 0
  var separable: [Bool] = []
  private var childrenSeparable: [Bool] = []
  var containerDependent: [Bool] = []
  /// Per node, its index among the containers (nodes that are not leaves), or -1.
  var containerIndex: [Int32] = []
  var containerCount = 0
  var containerFrames: [ContainerRelativeFrame] = []
  var indexInParent: [Int32] = []
  var subtreeEnd: [Int32] = []
  var gridColumns: [GridColumnRecord] = []
  var thresholds: [Double] = []
  var splitColumns: [SplitColumnRecord] = []
  var selectorNodes: [Int32] = []
  var cachedNodeCount = 0
  var ids: [String: NodeID] = [:]
  var diagnostics: [LayoutDiagnostic] = []
  /// Contradictory flexible-frame axes found while compiling, resolved to diagnostics with their JSON
  /// Pointers in `finish()` (no path strings are built for the other nodes).
  private var contradictions: [(node: Int, message: String)] = []

  /// The spacer edges of a compiled node along its enclosing stack's axis (S3.1).
  struct SpacerEdges {
    var start = false
    var end = false
  }

  /// Compiles `node` and its subtree; returns its spacer edges along `stackAxis`.
  @discardableResult
  mutating func compile(_ node: Node, parent: Int32, stackAxis: Axis?) -> SpacerEdges {
    let index = kinds.count
    kinds.append(.fixed)
    parents.append(parent)
    params.append(NodeParameters())
    priorities.append(0)
    gapsBefore.append(0)
    cacheSlots.append(-1)
    axisCacheSlots.append(-1)
    separable.append(false)
    childrenSeparable.append(true)
    containerDependent.append(false)
    containerIndex.append(-1)
    if let id = node.id { ids[id] = NodeID(index) }

    var parameters = NodeParameters()
    var kind: CompiledKind
    var edges = SpacerEdges()
    var defaultPriority = 0.0

    func setAlignment(_ alignment: Alignment) {
      parameters.horizontalAlignment = alignment.horizontal.axisAlignment
      parameters.verticalAlignment = alignment.vertical.axisAlignment
    }

    switch node.kind {
    case .fixed(let width, let height):
      kind = .fixed
      parameters.a = width
      parameters.b = height
    case .flexible(let leaf):
      kind = .flexible
      parameters.a = leaf.minWidth
      parameters.b = leaf.idealWidth
      parameters.c = leaf.maxWidth
      parameters.d = leaf.minHeight
      parameters.e = leaf.idealHeight
      parameters.f = leaf.maxHeight
    case .text(let text):
      kind = .text
      parameters.a = text.spaceWidth
      parameters.b = text.lineHeight
      parameters.index = Int32(words.count)
      parameters.count = Int32(text.wordWidths.count)
      parameters.limit = text.lineLimit.map { Int32(Swift.min($0, Int(Int32.max))) } ?? 0
      words.append(contentsOf: text.wordWidths)
    case .measured(let leaf):
      kind = .measured
      parameters.index = Int32(measures.count)
      measures.append(leaf.measure)
    case .spacer(let minLength):
      kind = .spacer
      parameters.a = minLength
      parameters.flags = stackAxis == nil ? 0 : (stackAxis == .horizontal ? 1 : 2)
      edges = SpacerEdges(start: true, end: true)
      defaultPriority = -.infinity
    case .hstack(let spacing, let alignment):
      kind = .hstack
      parameters.verticalAlignment = alignment.axisAlignment
      (parameters.a, parameters.flags) = compileStack(node.children, axis: .horizontal, spacing: spacing, parent: index)
    case .vstack(let spacing, let alignment):
      kind = .vstack
      parameters.horizontalAlignment = alignment.axisAlignment
      (parameters.a, parameters.flags) = compileStack(node.children, axis: .vertical, spacing: spacing, parent: index)
    case .zstack(let alignment):
      kind = .zstack
      setAlignment(alignment)
      compileChildren(node.children, parent: index)
    case .frame(let width, let height, let alignment):
      kind = .frame
      parameters.a = width ?? .nan
      parameters.b = height ?? .nan
      setAlignment(alignment)
      edges = compile(node.children[0], parent: Int32(index), stackAxis: stackAxis)
      if let stackAxis, (stackAxis == .horizontal ? width : height) != nil { edges = SpacerEdges() }
    case .flexibleFrame(let frame, let alignment):
      kind = .flexibleFrame
      setAlignment(alignment)
      let horizontal = frame.normalized(along: .horizontal)
      let vertical = frame.normalized(along: .vertical)
      parameters.a = horizontal.min ?? .nan
      parameters.b = horizontal.ideal ?? .nan
      parameters.c = horizontal.max ?? .nan
      parameters.d = vertical.min ?? .nan
      parameters.e = vertical.ideal ?? .nan
      parameters.f = vertical.max ?? .nan
      for (axis, normalized) in [(Axis.horizontal, horizontal), (.vertical, vertical)] where normalized.contradictory {
        let name = axis == .horizontal ? "Width" : "Height"
        let given = frame.constraints(along: axis)
        contradictions.append(
          (
            index,
            "contradictory frame constraints: min\(name) \(given.min ?? 0) > max\(name) "
              + "\(given.max ?? 0); the minimum wins"
          ))
      }
      edges = compile(node.children[0], parent: Int32(index), stackAxis: stackAxis)
      if let stackAxis {
        let constraints = frame.constraints(along: stackAxis)
        if constraints.min != nil || constraints.ideal != nil || constraints.max != nil { edges = SpacerEdges() }
      }
    case .padding(let insets):
      kind = .padding
      parameters.a = insets.top
      parameters.b = insets.leading
      parameters.c = insets.bottom
      parameters.d = insets.trailing
      edges = compile(node.children[0], parent: Int32(index), stackAxis: stackAxis)
      if let stackAxis {
        if insets.start(along: stackAxis) != 0 { edges.start = false }
        if insets.end(along: stackAxis) != 0 { edges.end = false }
      }
    case .fixedSize(let horizontal, let vertical):
      kind = .fixedSize
      parameters.flags = (horizontal ? 1 : 0) | (vertical ? 2 : 0)
      let childIndex = kinds.count
      edges = compile(node.children[0], parent: Int32(index), stackAxis: stackAxis)
      defaultPriority = priorities[childIndex]
    case .aspectRatio(let ratio, let contentMode):
      kind = .aspectRatio
      parameters.a = ratio ?? .nan
      parameters.flags = contentMode == .fit ? 0 : 1
      edges = compile(node.children[0], parent: Int32(index), stackAxis: stackAxis)
    case .containerRelativeFrame(let frame):
      kind = .containerRelativeFrame
      parameters.index = Int32(containerFrames.count)
      containerFrames.append(frame)
      setAlignment(frame.alignment)
      containerDependent[index] = true
      edges = compile(node.children[0], parent: Int32(index), stackAxis: stackAxis)
      if let stackAxis, frame.axes.contains(stackAxis) { edges = SpacerEdges() }
    case .scroll(let axes):
      kind = .scroll
      parameters.flags = axes.rawValue
      compile(node.children[0], parent: Int32(index), stackAxis: nil)
    case .flow(let spacing, let lineSpacing, let alignment):
      kind = .flow
      parameters.a = spacing
      parameters.b = lineSpacing
      parameters.horizontalAlignment = alignment.axisAlignment
      compileChildren(node.children, parent: index)
    case .grid(let columns, let rowSpacing):
      kind = .grid
      parameters.a = rowSpacing
      parameters.index = Int32(gridColumns.count)
      parameters.count = Int32(columns.count)
      for column in columns {
        switch column.sizing {
        case .fixed(let size):
          gridColumns.append(
            GridColumnRecord(kind: 0, a: size, b: size, spacing: column.spacing, alignment: column.alignment))
        case .flexible(let low, let high):
          gridColumns.append(
            GridColumnRecord(kind: 1, a: low, b: high, spacing: column.spacing, alignment: column.alignment))
        case .adaptive(let low, let high):
          gridColumns.append(
            GridColumnRecord(kind: 2, a: low, b: high, spacing: column.spacing, alignment: column.alignment))
        }
      }
      selectorNodes.append(Int32(index))
      compileChildren(node.children, parent: index)
    case .viewThatFits(let axes):
      kind = .viewThatFits
      parameters.flags = axes.rawValue
      selectorNodes.append(Int32(index))
      compileChildren(node.children, parent: index)
    case .buckets(let axis, let values, let accessibilityValues):
      kind = .buckets
      parameters.flags = axis == .horizontal ? 0 : 1
      parameters.index = Int32(thresholds.count)
      parameters.count = Int32(values.count)
      thresholds.append(contentsOf: values)
      parameters.limit = -1
      if let accessibilityValues {
        parameters.limit = Int32(thresholds.count)
        thresholds.append(contentsOf: accessibilityValues)
      }
      selectorNodes.append(Int32(index))
      compileChildren(node.children, parent: index)
    case .split(let columns, let dividerWidth, let collapsedColumn):
      kind = .split
      parameters.a = dividerWidth
      parameters.index = Int32(splitColumns.count)
      parameters.count = Int32(columns.count)
      parameters.limit = Int32(collapsedColumn)
      for column in columns {
        splitColumns.append(
          SplitColumnRecord(
            min: column.min, ideal: column.ideal ?? column.min, max: column.max, fraction: column.fraction ?? .nan))
      }
      selectorNodes.append(Int32(index))
      compileChildren(node.children, parent: index)
    }
    kinds[index] = kind
    params[index] = parameters
    priorities[index] = node.layoutPriority ?? defaultPriority
    assignCaches(index, kind)
    switch kind {
    case .fixed, .flexible, .measured, .spacer, .text:
      break
    default:
      containerIndex[index] = Int32(containerCount)
      containerCount += 1
    }
    if parent >= 0 && !separable[index] { childrenSeparable[Int(parent)] = false }
    if parent >= 0 && containerDependent[index] { containerDependent[Int(parent)] = true }
    return edges
  }

  /// Decides whether the node is separable (its width depends only on the proposed width and its height
  /// only on the proposed height, so each axis can be computed and cached on its own) and which cache, if
  /// any, it gets: separable nodes with children get per-axis caches; other containers, text and measured
  /// leaves get a two-dimensional one; cheap leaves and modifiers get none.
  private mutating func assignCaches(_ index: Int, _ kind: CompiledKind) {
    switch kind {
    case .fixed, .flexible, .spacer:
      separable[index] = true
    case .hstack, .vstack, .zstack, .frame, .flexibleFrame, .padding, .fixedSize, .scroll:
      // A subtree that reads its container (S13) is keyed by the container too: two-dimensional caches.
      separable[index] = childrenSeparable[index] && !containerDependent[index]
    case .text, .measured, .aspectRatio, .flow, .grid, .viewThatFits, .buckets, .split, .containerRelativeFrame:
      separable[index] = false
    }
    switch kind {
    case .fixed, .flexible, .spacer:
      break
    case .hstack, .vstack, .zstack, .frame, .flexibleFrame, .padding, .fixedSize, .scroll, .containerRelativeFrame:
      if separable[index] && kind != .hstack && kind != .vstack && kind != .zstack && kinds[index + 1].isSimpleLeaf {
        // A separable modifier of a fixed, flexible or spacer leaf is recomputed faster than looked up.
      } else if separable[index] {
        axisCacheSlots[index] = Int32(axisCachedNodeCount)
        axisCachedNodeCount += 1
      } else {
        // Modifiers are cached too: placement asks each child again, and a chain of uncached modifiers
        // over a costly subtree would make a pass quadratic in the chain's length.
        assignCache(index)
      }
    case .text, .measured, .aspectRatio, .flow, .grid, .viewThatFits, .buckets, .split:
      assignCache(index)
    }
  }

  /// Compiles the children of a container that gives spacers no orientation.
  private mutating func compileChildren(_ children: [Node], parent: Int) {
    for child in children {
      compile(child, parent: Int32(parent), stackAxis: nil)
    }
  }

  /// Compiles a stack's children and their gaps (S3.1); returns the internal spacing and the stack's
  /// flags: ``NodeParameters/uniformPriority`` when every child has the same layout priority.
  private mutating func compileStack(
    _ children: [Node], axis: Axis, spacing: Double?, parent: Int
  ) -> (spacing: Double, flags: UInt8) {
    var previous = SpacerEdges()
    var internalSpacing = 0.0
    var firstPriority = 0.0
    var uniform = true
    for (slot, child) in children.enumerated() {
      let childIndex = kinds.count
      let edges = compile(child, parent: Int32(parent), stackAxis: axis)
      if slot > 0 {
        let gap = spacing ?? ((previous.end || edges.start) ? 0 : 8)
        gapsBefore[childIndex] = gap
        internalSpacing = internalSpacing + gap
        uniform = uniform && priorities[childIndex] == firstPriority
      } else {
        firstPriority = priorities[childIndex]
      }
      previous = edges
    }
    return (internalSpacing, uniform ? NodeParameters.uniformPriority : 0)
  }

  private mutating func assignCache(_ index: Int) {
    cacheSlots[index] = Int32(cachedNodeCount)
    cachedNodeCount += 1
  }

  /// Flags the stacks whose children are plain leaves alike (``NodeParameters/identicalLeaves``). In
  /// preorder, children that are leaves are consecutive: the walk stops at the first node with another
  /// parent, which is past the stack (a child with children of its own differs in kind from a leaf).
  private mutating func markIdenticalLeaves() {
    for index in kinds.indices where kinds[index] == .hstack || kinds[index] == .vstack || kinds[index] == .flow {
      let first = index + 1
      guard first < kinds.count, parents[first] == Int32(index), kinds[first].isSimpleLeaf else { continue }
      var sibling = first + 1
      var identical = true
      while identical && sibling < kinds.count && parents[sibling] == Int32(index) {
        identical = kinds[sibling] == kinds[first] && params[sibling].equalsIgnoringGap(params[first])
        sibling += 1
      }
      if identical { params[index].flags |= NodeParameters.identicalLeaves }
    }
  }

  /// Builds the child lists from the parent links and completes each node's parameter record.
  mutating func finish() {
    let count = kinds.count
    for index in 0..<count {
      params[index].priority = priorities[index]
      params[index].gapBefore = gapsBefore[index]
    }
    markIdenticalLeaves()
    var counts = [Int32](repeating: 0, count: count + 1)
    for index in 1..<Swift.max(count, 1) { counts[Int(parents[index])] += 1 }
    childStart = [Int32](repeating: 0, count: count + 1)
    for index in 0..<count { childStart[index + 1] = childStart[index] + counts[index] }
    childList = [Int32](repeating: 0, count: Swift.max(count - 1, 0))
    var next = childStart
    indexInParent = [Int32](repeating: 0, count: count)
    for index in 1..<Swift.max(count, 1) {
      let parent = Int(parents[index])
      childList[Int(next[parent])] = Int32(index)
      indexInParent[index] = next[parent] - childStart[parent]
      next[parent] += 1
    }
    var subtreeSize = [Int32](repeating: 1, count: count)
    for index in stride(from: count - 1, to: 0, by: -1) { subtreeSize[Int(parents[index])] += subtreeSize[index] }
    subtreeEnd = (0..<count).map { Int32($0) + subtreeSize[$0] }
    diagnostics = contradictions.map { contradiction in
      LayoutDiagnostic(
        path: CompiledTree.pointer(
          of: contradiction.node, kind: { kinds[$0] }, parent: { parents[$0] }, indexInParent: { indexInParent[$0] }),
        message: contradiction.message)
    }
  }
}
