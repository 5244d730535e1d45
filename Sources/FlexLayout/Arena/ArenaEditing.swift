/// Editing an arena in place, for a ``LiveTree``: adding and freeing nodes, changing a node's kind, and
/// inserting, removing and moving children. Every operation is O(1) apart from copying the fields of the node it
/// touches and the child run it changes (O(children)); none walks the tree.
///
/// The caller makes room first (``LayoutArena/room(forNewNode:)`` and friends, then ``LayoutArena/grown(nodes:children:values:columns:containers:)``
/// when there is none) and refreshes the derived facts before the next pass (`ArenaFacts`).
extension LayoutArena {
  /// The size class meaning "no child run" (a node that never had a child).
  static let noChildRun: UInt8 = .max

  /// What node `kind` needs from the pools: record values, columns, container numbers.
  static func needs(of kind: Node.Kind) -> (values: Int, columns: Int, containers: Int) {
    (recordLength(of: kind), columnCount(of: kind), kind.tag.isLeaf ? 0 : 1)
  }

  /// Whether one more node of `kind` fits without growing.
  func hasRoom(forNewNode kind: Node.Kind) -> Bool {
    let needs = Self.needs(of: kind)
    return hasRoom(nodes: 1, children: 0, values: needs.values, columns: needs.columns, containers: needs.containers)
  }

  /// Whether node `node` can take `kind` without growing.
  func hasRoom(forKind kind: Node.Kind, of node: Int) -> Bool {
    let needs = Self.needs(of: kind)
    return hasRoom(nodes: 0, children: 0, values: needs.values, columns: needs.columns, containers: needs.containers)
  }

  /// Whether `node` can take one more child without growing the child pool.
  func hasRoom(forChildOf node: Int) -> Bool {
    let count = Int(childCount[node])
    let sizeClass = childClass[node]
    if sizeClass != Self.noChildRun && count < BlockAllocator.blockSize(Int(sizeClass)) { return true }
    return childBlocks.hasRoom(for: count + 1)
  }

  // MARK: Nodes

  /// Adds a detached node of `kind` without children; returns its number. Its facts are refreshed later.
  func addNode(_ kind: Node.Kind) -> Int {
    let node: Int
    if let free = freeNodes.popLast() {
      node = Int(free)
    } else {
      node = nodeEnd
      nodeEnd += 1
    }
    parents[node] = -1
    childStart[node] = 0
    childCount[node] = 0
    childClass[node] = Self.noChildRun
    traits[node] = []
    cacheSlots[node] = -1
    containerIndex[node] = -1
    priorities[node] = 0
    gapsBefore[node] = 0
    aux[node] = 0
    flags[node] = 0
    let length = Self.recordLength(of: kind)
    recordStart[node] = length == 0 ? 0 : Int32(valueBlocks.allocate(length))
    attachSideFields(kind, of: node, packed: false)
    writeFields(kind, of: node)
    return node
  }

  /// Replaces node `node`'s kind and fields, moving its record, columns and container number as needed. The
  /// node's children stay (the caller checked that they fit the kind).
  func replaceKind(of node: Int, with kind: Node.Kind) {
    let oldLength = recordLength(node)
    let newLength = Self.recordLength(of: kind)
    // The stored constant lengths stay until the facts are refreshed, which compares them with the new ones: a
    // change there is what tells the parent that answers it never cached have changed.
    let oldContainer = Int(containerIndex[node])
    let oldConstants = oldContainer >= 0 ? (axisConstants[2 * oldContainer], axisConstants[2 * oldContainer + 1]) : nil
    detachSideFields(of: node)
    if BlockAllocator.sizeClass(for: oldLength) != BlockAllocator.sizeClass(for: newLength)
      || (oldLength == 0) != (newLength == 0)
    {
      if oldLength > 0 { valueBlocks.release(Int(recordStart[node]), count: oldLength) }
      recordStart[node] = newLength == 0 ? 0 : Int32(valueBlocks.allocate(newLength))
    }
    attachSideFields(kind, of: node, packed: false)
    writeFields(kind, of: node)
    let container = Int(containerIndex[node])
    if let oldConstants, container >= 0 {
      axisConstants[2 * container] = oldConstants.0
      axisConstants[2 * container + 1] = oldConstants.1
    }
  }

  /// Frees node `node` (detached, without children): its record, child run, columns, container number, cache
  /// slot and measure function go back to their pools, and its number is reused later.
  func freeNode(_ node: Int) {
    let length = recordLength(node)
    detachSideFields(of: node)
    if length > 0 { valueBlocks.release(Int(recordStart[node]), count: length) }
    if childClass[node] != Self.noChildRun {
      childBlocks.release(Int(childStart[node]), count: BlockAllocator.blockSize(Int(childClass[node])))
    }
    childClass[node] = Self.noChildRun
    childCount[node] = 0
    releaseCacheSlot(node)
    if traits[node].contains(.containerDependent) { containerDependentNodeCount -= 1 }
    traits[node] = []
    explicitPriorities[Int32(node)] = nil
    layoutValues[Int32(node)] = nil
    nodeIDs[Int32(node)] = nil
    kinds[node] = .fixed
    freeNodes.append(Int32(node))
  }

  /// Undoes ``attachSideFields(_:of:packed:)`` for the node's current kind.
  private func detachSideFields(of node: Int) {
    let kind = kinds[node]
    if !kind.isLeaf, containerIndex[node] >= 0 {
      containerSlots.release(containerIndex[node])
      containerIndex[node] = -1
    }
    let descriptor = kind.descriptor
    switch descriptor.role {
    case .grid, .split:
      // A grid or split without columns got no run (see `attachSideFields`).
      let columns = kind == .grid ? gridColumnCount(node) : splitColumnCount(node)
      if columns > 0 { columnBlocks.release(Int(aux[node]), count: columns) }
    case .leaf(.text):
      if !textStrings.isEmpty { textStrings[Int32(node)] = nil }
    case .leaf(.measured):
      measures[Int(aux[node])] = nil
      freeMeasures.append(aux[node])
      baselineFunctions[Int32(node)] = nil
    case .modifier(.alignmentGuide):
      guideValues[Int32(node)] = nil
    case .custom:
      customLayouts[Int(aux[node])] = nil
      freeCustomLayouts.append(aux[node])
    case .leaf, .stack, .zstack, .modifier, .flow, .selector, .decoration:
      break
    }
    kindCounts.count(kind, -1)
    aux[node] = 0
  }

  /// Returns the node's cache slot to its pool.
  func releaseCacheSlot(_ node: Int) {
    let slot = cacheSlots[node]
    guard slot >= 0 else { return }
    if traits[node].contains(.axisSlot) { axisSlots.release(slot) } else { sizeSlots.release(slot) }
    cacheSlots[node] = -1
    traits[node].remove(.axisSlot)
  }

  /// Replaces a measured leaf's function.
  func setMeasure(_ function: MeasureFunction, of node: Int) {
    measures[Int(aux[node])] = function
  }

  // MARK: Children

  /// Inserts `child` (detached) among `parent`'s children at `position`; the caller checked room.
  func insertChild(_ child: Int, into parent: Int, at position: Int) {
    let count = Int(childCount[parent])
    let sizeClass = childClass[parent]
    if sizeClass == Self.noChildRun || count == BlockAllocator.blockSize(Int(sizeClass)) {
      // Move the run to a block twice as large (or a first block).
      let start = childBlocks.allocate(count + 1)
      let oldStart = Int(childStart[parent])
      for index in 0..<count { childList[start + index] = childList[oldStart + index] }
      if sizeClass != Self.noChildRun {
        childBlocks.release(oldStart, count: BlockAllocator.blockSize(Int(sizeClass)))
      }
      childStart[parent] = Int32(start)
      childClass[parent] = UInt8(BlockAllocator.sizeClass(for: count + 1))
    }
    let start = Int(childStart[parent])
    var index = count
    while index > position {
      childList[start + index] = childList[start + index - 1]
      index -= 1
    }
    childList[start + position] = Int32(child)
    childCount[parent] = Int32(count + 1)
    parents[child] = Int32(parent)
    largestChildCount = Swift.max(largestChildCount, count + 1)
  }

  /// Removes the child at `position` of `parent`; returns it (now detached).
  @discardableResult
  func removeChild(at position: Int, of parent: Int) -> Int {
    let start = Int(childStart[parent])
    let count = Int(childCount[parent])
    let child = Int(childList[start + position])
    for index in position..<(count - 1) { childList[start + index] = childList[start + index + 1] }
    childCount[parent] = Int32(count - 1)
    parents[child] = -1
    return child
  }

  /// Moves the child at `from` to position `to` among its siblings.
  func moveChild(from: Int, to: Int, in parent: Int) {
    let start = Int(childStart[parent])
    let child = childList[start + from]
    if from < to {
      for index in from..<to { childList[start + index] = childList[start + index + 1] }
    } else {
      var index = from
      while index > to {
        childList[start + index] = childList[start + index - 1]
        index -= 1
      }
    }
    childList[start + to] = child
  }

  /// Puts `replacement` (detached) where child `position` of `parent` is; returns the replaced child (now
  /// detached).
  func replaceChild(at position: Int, of parent: Int, with replacement: Int) -> Int {
    let slot = Int(childStart[parent]) + position
    let old = Int(childList[slot])
    childList[slot] = Int32(replacement)
    parents[old] = -1
    parents[replacement] = Int32(parent)
    return old
  }
}
