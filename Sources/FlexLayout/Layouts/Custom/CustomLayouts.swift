/// Custom layouts (Docs/Semantics.md S20) in the engine: the node's ``Layout`` is called through an
/// ``EngineSubviewHost`` lent the pass for the call, and its answers enter the caches like any node's. The
/// reference reading is `ReferenceCustomLayouts.swift`, beside this file.
extension LayoutPass {
  /// S20.1: the layout's answer to `p`.
  mutating func customLayoutSize(_ node: Int, _ p: Proposal) throws(LayoutError) -> Size {
    let layout = tree.customLayout(node)
    let proposal = p.proposedSize
    let answer = try withSubviewHost(node, layout) { subviews, cache, stamp in
      layout.box.sizeThatFits(proposal, subviews, &cache, stamp)
    }
    if let problem = CustomLayoutRules.answerProblem(answer, proposal, layout) { throw fail(node, problem.message) }
    return Size(width: answer.width + 0, height: answer.height + 0)
  }

  /// S20.3: places the children where the layout says (unplaced ones centred, proposed `p`).
  mutating func placeCustomLayout(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    try recordCustomPlacement(node, p, size)
    for slot in tree.slots(of: node) {
      let child = Int(tree.childList[slot])
      let childSize = Size(width: childMajor[slot], height: childMinor[slot])
      setPlaced(child, Rect(origin: Point(x: childLow[slot], y: childHigh[slot]), size: childSize))
      try place(child, Proposal(width: childProposal[slot], height: childGuide[slot]), childSize)
    }
  }

  /// S20.3: runs the layout's placement for `p` and `size`, leaving in each child's slot its origin
  /// (`childLow`, `childHigh`), size (`childMajor`, `childMinor`) and proposal (`childProposal`, `childGuide`).
  mutating func recordCustomPlacement(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    let layout = tree.customLayout(node)
    for slot in tree.slots(of: node) { childOrder[slot] = 0 }
    try withSubviewHost(node, layout) { subviews, cache, stamp in
      layout.box.placeSubviews(Rect(origin: .zero, size: size), p.proposedSize, subviews, &cache, stamp)
    }
    for slot in tree.slots(of: node) where childOrder[slot] == 0 {
      let childSize = try self.size(Int(tree.childList[slot]), p)
      let origin = CustomLayoutRules.unplacedOrigin(size, childSize)
      record(slot, origin, childSize, p)
    }
  }

  /// Notes a child's placement in its slot.
  mutating func record(_ slot: Int, _ origin: Point, _ size: Size, _ proposal: Proposal) {
    childLow[slot] = origin.x
    childHigh[slot] = origin.y
    childMajor[slot] = size.width
    childMinor[slot] = size.height
    childProposal[slot] = proposal.width
    childGuide[slot] = proposal.height
    childOrder[slot] = 1
  }

  /// S20.6: the custom layout's explicit value for guide `number`, NaN for none: its own answer when it defines
  /// one, else its children's merged.
  mutating func customExplicitGuide(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size) throws(LayoutError)
    -> Double
  {
    let layout = tree.customLayout(node)
    let guide = tree.guideTable[Int(number)]
    guard layout.definesExplicitAlignment else { return try mergedCustomGuide(node, number, p, size) }
    let answer = try withSubviewHost(node, layout) { subviews, cache, stamp in
      layout.box.explicitAlignment(guide, Rect(origin: .zero, size: size), p.proposedSize, subviews, &cache, stamp)
    }
    guard let answer else { return .nan }
    if let problem = CustomLayoutRules.guideProblem(answer, guide, layout) { throw fail(node, problem.message) }
    return answer
  }

  /// S19.2, S20.6: the children's explicit values for guide `number`, each moved by where the layout places the
  /// child, merged as a stack merges them; NaN for an edge or centre, or when no child has one.
  mutating func mergedCustomGuide(_ node: Int, _ number: Int32, _ p: Proposal, _ size: Size) throws(LayoutError)
    -> Double
  {
    guard number >= GuideNumber.firstBaseline else { return .nan }
    let axis = tree.guideFacts[Int(number)].axis
    guard size[axis].isFinite else { return .nan }
    var merged = GuideMerge(rule: GuideMerge.Rule(number))
    var recorded = false
    for slot in tree.slots(of: node) where tree.maySet(tree.guideMasks[Int(tree.childList[slot])], number) {
      if !recorded {
        try recordCustomPlacement(node, p, size)
        recorded = true
      }
      let value = try explicitGuide(
        Int(tree.childList[slot]), number, Proposal(width: childProposal[slot], height: childGuide[slot]),
        Size(width: childMajor[slot], height: childMinor[slot]))
      if !value.isNaN { merged.add((axis == .horizontal ? childLow[slot] : childHigh[slot]) + value) }
    }
    return merged.value
  }

  /// The cache slot of `node`'s layout (its box stamped with the pass that made its value), `nil` before its
  /// first call (and always for a layout without a cache).
  @inline(__always)
  private func cacheOf(_ node: Int, _ layout: AnyLayout) -> LayoutCacheSlot? {
    let slot = Int(tree.aux[node])
    return layout.box.hasCache && slot < layoutCaches.count ? layoutCaches[slot] : nil
  }

  /// Keeps the box a call made (a box already kept is the same object).
  @inline(__always)
  private mutating func keep(_ cache: LayoutCacheSlot?, of node: Int) {
    guard let cache else { return }
    let slot = Int(tree.aux[node])
    if slot >= layoutCaches.count {
      layoutCaches += [LayoutCacheSlot?](repeating: nil, count: slot + 1 - layoutCaches.count)
    }
    if layoutCaches[slot] !== cache { layoutCaches[slot] = cache }
  }

  /// Lends `body` the subviews of `node` (a host with the pass behind it), the node's cache slot and the stamp a
  /// cache made now carries (the pass, and the container when the node's subtree reads one: S20.4); keeps a
  /// cache the call made; throws what failed inside.
  private mutating func withSubviewHost<R>(
    _ node: Int, _ layout: AnyLayout, _ body: (LayoutSubviews, inout LayoutCacheSlot?, LayoutCacheStamp) -> R
  ) throws(LayoutError) -> R {
    var cache = cacheOf(node, layout)
    let stamp =
      tree.isContainerDependent(node)
      ? LayoutCacheStamp(pass: pass, containerWidth: container.width, containerHeight: container.height)
      : LayoutCacheStamp(pass: pass)
    let host: EngineSubviewHost
    if hostDepth < subviewHosts.count {
      host = subviewHosts[hostDepth]
    } else {
      host = EngineSubviewHost(tree: tree)
      subviewHosts.append(host)
    }
    hostDepth += 1
    defer { hostDepth -= 1 }
    let result = withUnsafeMutablePointer(to: &self) { pass in
      host.lend(pass, node: node, layout: layout)
      defer { host.pass = nil }
      return body(LayoutSubviews(host: host), &cache, stamp)
    }
    keep(cache, of: node)
    if let failure = host.failure {
      host.failure = nil
      throw failure
    }
    return result
  }
}

extension LayoutArena {
  /// A custom-layout node's layout.
  @inline(__always)
  func customLayout(_ node: Int) -> AnyLayout {
    guard let layout = customLayouts[Int(aux[node])] else { preconditionFailure("a custom-layout node has a layout") }
    return layout
  }
}

/// What a custom layout's proxies ask of the engine: the pass, lent for one call of the layout (S20).
final class EngineSubviewHost: SubviewHost {
  // Read on every proxy call: unchecked, and the arena unretained (the pass holds it for the loan).
  @exclusivity(unchecked) var pass: UnsafeMutablePointer<LayoutPass>?
  @exclusivity(unchecked) private unowned(unsafe) var tree: LayoutArena
  /// The layout being called (for messages), kept until the next loan.
  @exclusivity(unchecked) private var layout: AnyLayout?
  @exclusivity(unchecked) private var node = 0
  @exclusivity(unchecked) private var firstSlot = 0
  /// The first failure inside the call; every request after it answers zeros.
  @exclusivity(unchecked) var failure: LayoutError?

  init(tree: LayoutArena) { self.tree = tree }

  func lend(_ pass: UnsafeMutablePointer<LayoutPass>, node: Int, layout: AnyLayout) {
    self.pass = pass
    self.node = node
    self.layout = layout
    tree = pass.pointee.tree
    firstSlot = Int(tree.childStart[node])
    subviewCount = Int(tree.childCount[node])
  }

  private var lent: UnsafeMutablePointer<LayoutPass> {
    guard let pass else { preconditionFailure("a layout subview used outside its layout's call") }
    return pass
  }

  @inline(__always)
  private func child(_ index: Int) -> Int { Int(tree.childList[firstSlot + index]) }

  @inline(__always)
  private func checked(_ proposal: ProposedSize, _ index: Int) -> Proposal? {
    guard CustomLayoutRules.accepts(proposal) else {
      failure = lent.pointee.fail(node, CustomLayoutRules.proposalProblem(proposal, index, layout?.name ?? "").message)
      return nil
    }
    return Proposal(width: (proposal.width ?? .nan) + 0, height: (proposal.height ?? .nan) + 0)
  }

  override func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
    guard failure == nil, let p = checked(proposal, index) else { return .zero }
    do {
      return try lent.pointee.size(child(index), p)
    } catch {
      failure = error
      return .zero
    }
  }

  override func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    guard failure == nil, let p = checked(proposal, index) else { return ViewDimensions(width: 0, height: 0) }
    let child = child(index)
    do {
      let pass = lent
      let size = try pass.pointee.size(child, p)
      let mask = tree.guideMasks[child]
      var explicit: [AlignmentGuide: Double] = [:]
      if mask != 0 {
        // S20.2: the built-in guides and the custom alignments the layout names (numbered when it was written).
        func add(_ number: Int32) throws(LayoutError) {
          guard tree.maySet(mask, number) else { return }
          let value = try pass.pointee.explicitGuide(child, number, p, size)
          if !value.isNaN { explicit[tree.guideTable[Int(number)]] = value }
        }
        for number in 0..<GuideNumber.firstCustom { try add(number) }
        for guide in layout?.namedAlignments ?? [] { try add(tree.guideNumbers[guide]!) }
      }
      return ViewDimensions(width: size.width, height: size.height, explicit: explicit)
    } catch {
      failure = error
      return ViewDimensions(width: 0, height: 0)
    }
  }

  override func priority(_ index: Int) -> Double { tree.priorities[child(index)] }

  override func spacing(_ index: Int) -> ViewSpacing { tree.viewSpacing(of: child(index)) }

  override func layoutValue(_ index: Int, _ name: String) -> (any Sendable)? {
    tree.layoutValue(name, of: child(index))
  }

  override func place(_ index: Int, _ position: Point, _ anchor: UnitPoint, _ proposal: ProposedSize) {
    guard failure == nil else { return }
    let pass = lent
    // A position or anchor that is not finite gives a frame that is not: the error of S1.3, as in any layout.
    guard let p = checked(proposal, index) else { return }
    do {
      let size = try pass.pointee.size(child(index), p)
      pass.pointee.record(firstSlot + index, CustomLayoutRules.origin(position, anchor, size), size, p)
    } catch {
      failure = error
    }
  }

  override func fail(_ message: String) {
    guard failure == nil else { return }
    failure = lent.pointee.fail(node, "layout \"\(layout?.name ?? "")\": \(message)")
  }

  override func mergedExplicitValue(_ guide: AlignmentGuide, _ proposal: ProposedSize) -> Double? {
    guard failure == nil else { return nil }
    let pass = lent
    do {
      guard let number = tree.guideNumbers[guide] else { return nil }  // no node can set an unnumbered guide
      let p = Proposal(proposal)
      let size = try pass.pointee.size(node, p)
      let value = try pass.pointee.mergedCustomGuide(node, number, p, size)
      return value.isNaN ? nil : value
    } catch {
      failure = error
      return nil
    }
  }
}

extension LayoutArena {
  /// S20.2: the value named `name` that `node` carries: its own, else the one its modifiers wrap (the nearest
  /// to the container wins), down through one-child modifiers and decorations' primaries.
  func layoutValue(_ name: String, of node: Int) -> (any Sendable)? {
    var current = node
    while true {
      if let value = layoutValues[Int32(current)]?.storage[name] { return value }
      let family = kinds[current].descriptor.family
      guard family == .modifier || family == .decorated, childCount[current] > 0 else { return nil }
      current = child(current, 0)
    }
  }

  /// S20.2: a child's spacing preferences: its spacer edges on each axis (S3.1).
  func viewSpacing(of node: Int) -> ViewSpacing {
    ViewSpacing(spacerEdges(of: node, along: .horizontal), spacerEdges(of: node, along: .vertical))
  }
}
