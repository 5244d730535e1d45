/// The reference reading of S20 (custom layouts): see `CustomLayouts.swift`, beside this file. The layout is
/// called through a ``ReferenceSubviewHost`` lent the reference pass for the call.
extension ReferencePass {
  /// S20.1: the layout's answer to `p`.
  mutating func customLayoutSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    guard case .layout(let layout) = tree.node(index).kind else { preconditionFailure() }
    let answer = try withSubviewHost(index) { host, cache, stamp in
      layout.box.sizeThatFits(p, LayoutSubviews(host: host), &cache, stamp)
    }
    if let problem = CustomLayoutRules.answerProblem(answer, p, layout) {
      throw tree.failure(index, problem.message)
    }
    return Size(width: answer.width + 0, height: answer.height + 0)
  }

  /// S20.3: places the children where the layout says, the node at `origin` with size `s`.
  mutating func placeCustomLayout(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size) throws(LayoutError) {
    for (child, offset, proposal) in try customPlacements(index, p, s) {
      try place(child, at: Self.offset(origin, offset.x, offset.y), proposal)
    }
  }

  /// S20.3: each child with its origin in the node and its proposal, as the layout places it for `p` and `s`
  /// (unplaced children centred and proposed `p`).
  mutating func customPlacements(_ index: Int, _ p: ProposedSize, _ s: Size) throws(LayoutError)
    -> [(Int, Point, ProposedSize)]
  {
    guard case .layout(let layout) = tree.node(index).kind else { preconditionFailure() }
    let children = tree.children(index)
    let placements = try withSubviewHost(index) { host, cache, stamp in
      layout.box.placeSubviews(Rect(origin: .zero, size: s), p, LayoutSubviews(host: host), &cache, stamp)
      return host.placements
    }
    var result: [(Int, Point, ProposedSize)] = []
    for (position, child) in children.enumerated() {
      if let placed = placements[position] {
        result.append((child, placed.origin, placed.proposal))
      } else {
        result.append((child, CustomLayoutRules.unplacedOrigin(s, try size(child, p)), p))
      }
    }
    return result
  }

  /// S20.6: the layout's explicit value for `guide` (proposed `p`, sized `s`): its own answer when it defines
  /// one, else its children's merged as a stack's.
  mutating func customExplicitGuide(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize, _ s: Size)
    throws(LayoutError) -> Double?
  {
    guard case .layout(let layout) = tree.node(index).kind else { preconditionFailure() }
    guard layout.definesExplicitAlignment else { return try mergedCustomGuide(index, guide, p, s) }
    let answer = try withSubviewHost(index) { host, cache, stamp in
      layout.box.explicitAlignment(guide, Rect(origin: .zero, size: s), p, LayoutSubviews(host: host), &cache, stamp)
    }
    if let answer, let problem = CustomLayoutRules.guideProblem(answer, guide, layout) {
      throw tree.failure(index, problem.message)
    }
    return answer
  }

  /// S19.2, S20.6: the children's explicit values for `guide`, moved by where the layout places each, merged.
  mutating func mergedCustomGuide(_ index: Int, _ guide: AlignmentGuide, _ p: ProposedSize, _ s: Size)
    throws(LayoutError) -> Double?
  {
    if guide.customDefault == nil && Self.isEdgeOrCenter(guide) { return nil }  // never past a container
    guard s[guide.axis].isFinite else { return nil }
    var merged = GuideMerge(rule: GuideMerge.Rule(guide))
    for (child, origin, proposal) in try customPlacements(index, p, s) {
      if let value = try explicitGuide(child, guide, proposal) { merged.add(origin[guide.axis] + value) }
    }
    return merged.count == 0 ? nil : merged.value
  }

  /// Lends `body` a host for the node's children (the pass behind it), the node's cache slot and the stamp a
  /// cache made now carries (one pass per `layout` call, and the container the call is under: S20.4); keeps a
  /// cache the call made; throws what failed inside.
  private mutating func withSubviewHost<R>(
    _ index: Int, _ body: (ReferenceSubviewHost, inout LayoutCacheSlot?, LayoutCacheStamp) -> R
  ) throws(LayoutError) -> R {
    let host = ReferenceSubviewHost(index: index, children: tree.children(index))
    var cache = layoutCaches[index]
    let stamp = LayoutCacheStamp(
      pass: 1, containerWidth: container.width ?? .nan, containerHeight: container.height ?? .nan)
    let result = withUnsafeMutablePointer(to: &self) { pass in
      host.pass = pass
      defer { host.pass = nil }
      return body(host, &cache, stamp)
    }
    if let cache { layoutCaches[index] = cache }
    if let failure = host.failure { throw failure }
    return result
  }
}

/// What a custom layout's proxies ask of the reference solver (S20): the pass, lent for one call.
final class ReferenceSubviewHost: SubviewHost {
  var pass: UnsafeMutablePointer<ReferencePass>?
  let index: Int
  let children: [Int]
  /// Where the layout placed each child (origin in the node, proposal), `nil` where it did not.
  var placements: [(origin: Point, proposal: ProposedSize)?]
  var failure: LayoutError?

  init(index: Int, children: [Int]) {
    self.index = index
    self.children = children
    placements = Array(repeating: nil, count: children.count)
    super.init()
    subviewCount = children.count
  }

  private var lent: UnsafeMutablePointer<ReferencePass> {
    guard let pass else { preconditionFailure("a layout subview used outside its layout's call") }
    return pass
  }

  private var layout: AnyLayout {
    guard case .layout(let layout) = lent.pointee.tree.node(index).kind else { preconditionFailure() }
    return layout
  }

  private func checked(_ proposal: ProposedSize, _ position: Int) -> ProposedSize? {
    guard CustomLayoutRules.accepts(proposal) else {
      failure = lent.pointee.tree.failure(
        index, CustomLayoutRules.proposalProblem(proposal, position, layout.name).message)
      return nil
    }
    return ReferencePass.normalized(proposal)
  }

  override func sizeThatFits(_ position: Int, _ proposal: ProposedSize) -> Size {
    guard failure == nil, let p = checked(proposal, position) else { return .zero }
    do {
      return try lent.pointee.size(children[position], p)
    } catch {
      failure = error
      return .zero
    }
  }

  override func dimensions(_ position: Int, _ proposal: ProposedSize) -> ViewDimensions {
    guard failure == nil, let p = checked(proposal, position) else { return ViewDimensions(width: 0, height: 0) }
    let child = children[position]
    do {
      let pass = lent
      let size = try pass.pointee.size(child, p)
      var explicit: [AlignmentGuide: Double] = [:]
      // S20.2: the built-in guides and the custom alignments the layout names.
      for guide in AlignmentGuide.builtIn + layout.namedAlignments {
        if let value = try pass.pointee.explicitGuide(child, guide, p) { explicit[guide] = value }
      }
      return ViewDimensions(width: size.width, height: size.height, explicit: explicit)
    } catch {
      failure = error
      return ViewDimensions(width: 0, height: 0)
    }
  }

  override func priority(_ position: Int) -> Double {
    ReferenceTree.priority(of: lent.pointee.tree.node(children[position]))
  }

  override func spacing(_ position: Int) -> ViewSpacing {
    let node = lent.pointee.tree.node(children[position])
    return ViewSpacing(
      ReferenceTree.spacerEdges(of: node, along: .horizontal), ReferenceTree.spacerEdges(of: node, along: .vertical))
  }

  override func layoutValue(_ position: Int, _ name: String) -> (any Sendable)? {
    // S20.2: the child's own value, else the one its one-child modifiers and decorations wrap.
    var node = lent.pointee.tree.node(children[position])
    while true {
      if let value = node.layoutValues.storage[name] { return value }
      let family = node.kind.family
      guard family == .modifier || family == .decorated, let first = node.children.first else { return nil }
      node = first
    }
  }

  override func place(_ position: Int, _ point: Point, _ anchor: UnitPoint, _ proposal: ProposedSize) {
    guard failure == nil else { return }
    guard let p = checked(proposal, position) else { return }
    do {
      let size = try lent.pointee.size(children[position], p)
      placements[position] = (CustomLayoutRules.origin(point, anchor, size), p)
    } catch {
      failure = error
    }
  }

  override func fail(_ message: String) {
    guard failure == nil else { return }
    failure = lent.pointee.tree.failure(index, "layout \"\(layout.name)\": \(message)")
  }

  override func mergedExplicitValue(_ guide: AlignmentGuide, _ proposal: ProposedSize) -> Double? {
    guard failure == nil else { return nil }
    do {
      let p = ReferencePass.normalized(proposal)
      let size = try lent.pointee.size(index, p)
      return try lent.pointee.mergedCustomGuide(index, guide, p, size)
    } catch {
      failure = error
      return nil
    }
  }
}
