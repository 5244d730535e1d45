/// Safe areas (Docs/Semantics.md S18): the window's insets around the root, `ignoresSafeArea` and
/// `safeAreaInset`. Placement here reads where a node is in
/// its safe-area spaces, so while any space has an inset the pass places every node again each time (it
/// keeps its cached sizes; see `safeAreasActive`). The reference reading is `ReferenceSafeAreas.swift`.
extension LayoutPass {
  /// Places the children of `node` with `here` at `node`'s origin in layout coordinates (S18), restoring it.
  @inline(never)
  mutating func placeChildrenTrackingPosition(_ node: Int, _ p: Proposal, _ size: Size) throws(LayoutError) {
    let outer = here
    here = Point(x: outer.x + placed[node].x, y: outer.y + placed[node].y)
    defer { here = outer }
    try placeChildren(node, p, size)
  }

  /// S18.3: a safeAreaInset's answer to `p` and how it got it: the bar (second child) and main content (first
  /// child) with their proposals.
  mutating func safeAreaInsetLayout(_ node: Int, _ p: Proposal) throws(LayoutError) -> SafeAreaInsetLayout {
    let (edge, spacing) = tree.safeAreaInset(node)
    let axis = edge.axis
    let main = tree.child(node, 0)
    let bar = tree.child(node, 1)
    let along = p[axis]
    var barProposal = p
    if !along.isNaN {
      let room = Swift.max(along - spacing, 0)
      var probe = p
      probe[axis] = 0
      let mainMinimum = try size(main, probe)[axis]
      // A main content that is infinite even at 0 leaves the bar nothing (∞ − ∞ is not a proposal).
      barProposal[axis] = mainMinimum == .infinity ? 0 : Swift.max(room - mainMinimum, 0)
    }
    let barSize = try size(bar, barProposal)
    var mainProposal = p
    // S18.3: what is left after the bar and the spacing; all of an infinite proposal.
    if !along.isNaN && along != .infinity {
      mainProposal[axis] = Swift.max(along - (barSize[axis] + spacing), 0)
    }
    let mainSize = try size(main, mainProposal)
    var total = Size.zero
    total[axis] = (barSize[axis] + spacing) + mainSize[axis]
    total[axis.other] = Swift.max(barSize[axis.other], mainSize[axis.other])
    return SafeAreaInsetLayout(
      size: total, bar: barSize, barProposal: barProposal, main: mainSize, mainProposal: mainProposal,
      spacing: spacing)
  }

  /// S18.3: the main content at the edge opposite the bar's (centred across), inside a new safe-area space
  /// whose inset on the bar's edge is the bar and the spacing; the bar at its edge, aligned across with the
  /// main content by the node's alignment. Children are laid out again for the node's final size.
  mutating func placeSafeAreaInset(_ node: Int, _ size: Size) throws(LayoutError) {
    // An infinite node fails the layout at its own frame (S1.3); its children are not laid out for it.
    guard size.width.isFinite && size.height.isFinite else { return }
    let (edge, _) = tree.safeAreaInset(node)
    let layout = try safeAreaInsetLayout(node, Proposal(width: size.width, height: size.height))
    let frames = SafeAreaInsetLayout.frames(edge, layout, in: size, tree.storedAlignment(node))
    spaces.append(
      SafeAreaSpace(
        frame: Rect(origin: here, size: size), insets: SafeAreaInsetLayout.insets(edge, layout)))
    try placeAt(tree.child(node, 0), layout.mainProposal, x: frames.main.x, y: frames.main.y)
    spaces.removeLast()
    try placeAt(tree.child(node, 1), layout.barProposal, x: frames.bar.x, y: frames.bar.y)
  }

  /// S18.6: a safe-area padding's child, placed by its padding record inside a new safe-area space: the node's
  /// frame with the padding's insets (none for a node of infinite size, whose layout fails at its frame, S1.3).
  mutating func placeInSafeAreaPadding(_ node: Int, _ child: Int, _ record: ModifierChild, _ size: Size)
    throws(LayoutError)
  {
    guard size.width.isFinite && size.height.isFinite else { return try placeModifierChild(child, record, in: size) }
    spaces.append(SafeAreaSpace(frame: Rect(origin: here, size: size), insets: tree.insets(node)))
    defer { spaces.removeLast() }
    try placeModifierChild(child, record, in: size)
  }

  /// S18.5: a scroll reaches under the margins its frame touches: the growth is kept for where its frame is
  /// read; its content stays where it was laid out.
  mutating func noteScrollGrowth(_ node: Int, _ size: Size) {
    let growth = SafeAreaSpace.growth(of: Rect(origin: here, size: size), in: spaces, epsilon: safeAreaEpsilon)
    if growth != EdgeInsets() { scrollGrowth[Int32(node)] = growth }
  }

  /// S18.2: an ignoresSafeArea's child `record` (its proposal, at the corner), grown by the margins the
  /// ignorer's frame of size `size` touches on its edges and moved that much up and to the leading side.
  func grownIgnoringSafeArea(_ node: Int, _ record: ModifierChild, _ size: Size) -> ModifierChild {
    let growth = SafeAreaSpace.growth(of: Rect(origin: here, size: size), in: spaces, epsilon: safeAreaEpsilon)
      .on(tree.edges(node))
    return ModifierChild(growth.grown(record.proposal), .at(Point(x: 0 - growth.leading, y: 0 - growth.top)))
  }
}

/// How a safeAreaInset laid out its two children for one proposal (S18.3).
struct SafeAreaInsetLayout {
  var size: Size
  var bar: Size
  var barProposal: Proposal
  var main: Size
  var mainProposal: Proposal
  var spacing: Double

  /// S18.3: where the main content and the bar go in a node of size `size`.
  static func frames(_ edge: Edge, _ layout: SafeAreaInsetLayout, in size: Size, _ alignment: NodeAlignment)
    -> (main: Point, bar: Point)
  {
    let main = layout.main
    let bar = layout.bar
    var mainOrigin = Point.zero
    var barOrigin = Point.zero
    switch edge {
    case .top, .bottom:
      mainOrigin.x = AxisAlignment.center.offset(child: main.width, in: size.width)
      mainOrigin.y = edge == .top ? size.height - main.height : 0
      barOrigin.y = edge == .top ? 0 : size.height - bar.height
      let guides = alignment.horizontal
      barOrigin.x =
        mainOrigin.x + (guides.offset(child: 0, in: main.width) - guides.offset(child: 0, in: bar.width))
    case .leading, .trailing:
      mainOrigin.y = AxisAlignment.center.offset(child: main.height, in: size.height)
      mainOrigin.x = edge == .leading ? size.width - main.width : 0
      barOrigin.x = edge == .leading ? 0 : size.width - bar.width
      let guides = alignment.vertical
      barOrigin.y =
        mainOrigin.y + (guides.offset(child: 0, in: main.height) - guides.offset(child: 0, in: bar.height))
    }
    return (mainOrigin, barOrigin)
  }

  /// S18.3: the main content's extra safe-area inset: the bar and the spacing on the bar's edge.
  static func insets(_ edge: Edge, _ layout: SafeAreaInsetLayout) -> EdgeInsets {
    let length = layout.spacing + layout.bar[edge.axis]
    return EdgeInsets(
      top: edge == .top ? length : 0, leading: edge == .leading ? length : 0,
      bottom: edge == .bottom ? length : 0, trailing: edge == .trailing ? length : 0)
  }
}

extension EdgeInsets {
  /// S18.2: `p` grown by these insets on each specified axis (nil stays nil).
  func grown(_ p: Proposal) -> Proposal {
    Proposal(
      width: p.width.isNaN ? .nan : (p.width + leading) + trailing,
      height: p.height.isNaN ? .nan : (p.height + top) + bottom)
  }
}

extension LayoutArena {
  /// A safeAreaInset's edge and spacing (8 when unset).
  func safeAreaInset(_ node: Int) -> (edge: Edge, spacing: Double) {
    let spacing = value(node, 0)
    return (Edge.allCases[Int(flags[node])], spacing.isNaN ? 8 : spacing)
  }

  /// An ignoresSafeArea's edges.
  func edges(_ node: Int) -> Edges { Edges(rawValue: flags[node]) }
}
