/// The reference reading of S18 (safe areas): see `SafeAreas.swift`, beside this file.
extension ReferencePass {
  /// S18.3: the bar (second child) is proposed, along the bar's axis, what is left after the spacing and the
  /// main content's minimum (its answer to 0 there), floored at 0; the main content (first child) what is left
  /// after the bar and the spacing. Along the axis the node is `(bar + spacing) + main`; across, the larger.
  mutating func safeAreaInsetLayout(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> (
    size: Size, bar: Size, barProposal: ProposedSize, main: Size, mainProposal: ProposedSize, spacing: Double
  ) {
    guard case .safeAreaInset(let edge, let given, _) = tree.node(index).kind else { preconditionFailure() }
    let spacing = given ?? 8
    let axis = edge.axis
    let main = tree.children(index)[0]
    let bar = tree.children(index)[1]
    func with(_ q: ProposedSize, _ value: Double) -> ProposedSize {
      axis == .horizontal ? ProposedSize(width: value, height: q.height) : ProposedSize(width: q.width, height: value)
    }
    let along = axis == .horizontal ? p.width : p.height
    var barProposal = p
    if let along {
      let mainMinimum = try size(main, with(p, 0))[axis]
      // A main content that is infinite even at 0 leaves the bar nothing.
      barProposal = with(p, mainMinimum == .infinity ? 0 : Swift.max(Swift.max(along - spacing, 0) - mainMinimum, 0))
    }
    let barSize = try size(bar, barProposal)
    // What is left after the bar and the spacing; all of an infinite proposal.
    let mainProposal = along.map { $0 == .infinity ? p : with(p, Swift.max($0 - (barSize[axis] + spacing), 0)) } ?? p
    let mainSize = try size(main, mainProposal)
    var total = Size.zero
    total[axis] = (barSize[axis] + spacing) + mainSize[axis]
    total[axis.other] = Swift.max(barSize[axis.other], mainSize[axis.other])
    return (total, barSize, barProposal, mainSize, mainProposal, spacing)
  }

  /// S18.3: laid out again for the node's final size `s`: the main content at the edge opposite the bar,
  /// centred across, in a safe-area space that adds `spacing + bar` on the bar's edge; the bar at its edge,
  /// its alignment guide across on the main content's.
  mutating func placeSafeAreaInset(_ index: Int, _ origin: Point, _ s: Size) throws(LayoutError) {
    guard case .safeAreaInset(let edge, _, let alignment) = tree.node(index).kind else { preconditionFailure() }
    // An infinite node fails the layout at its own frame (S1.3); its children are not laid out for it.
    guard s.width.isFinite && s.height.isFinite else { return }
    let layout = try safeAreaInsetLayout(index, ProposedSize(width: s.width, height: s.height))
    let main = layout.main
    let bar = layout.bar
    var mainOffset = Point.zero
    var barOffset = Point.zero
    switch edge {
    case .top, .bottom:
      mainOffset.x = (s.width - main.width) / 2
      mainOffset.y = edge == .top ? s.height - main.height : 0
      barOffset.y = edge == .top ? 0 : s.height - bar.height
      let guides = alignment.horizontal.axisAlignment
      barOffset.x = mainOffset.x + (guides.offset(child: 0, in: main.width) - guides.offset(child: 0, in: bar.width))
    case .leading, .trailing:
      mainOffset.y = (s.height - main.height) / 2
      mainOffset.x = edge == .leading ? s.width - main.width : 0
      barOffset.x = edge == .leading ? 0 : s.width - bar.width
      let guides = alignment.vertical.axisAlignment
      barOffset.y = mainOffset.y + (guides.offset(child: 0, in: main.height) - guides.offset(child: 0, in: bar.height))
    }
    let length = layout.spacing + bar[edge.axis]
    let insets = EdgeInsets(
      top: edge == .top ? length : 0, leading: edge == .leading ? length : 0, bottom: edge == .bottom ? length : 0,
      trailing: edge == .trailing ? length : 0)
    let children = tree.children(index)
    spaces.append(SafeAreaSpace(frame: Rect(origin: origin, size: s), insets: insets))
    try place(children[0], at: Self.offset(origin, mainOffset.x, mainOffset.y), layout.mainProposal)
    spaces.removeLast()
    try place(children[1], at: Self.offset(origin, barOffset.x, barOffset.y), layout.barProposal)
  }

  /// S18.2: the child proposed `p` grown by the margins the node's frame touches on its edges, placed that
  /// much up and to the leading side.
  mutating func placeIgnoringSafeArea(_ index: Int, _ origin: Point, _ p: ProposedSize, _ s: Size)
    throws(LayoutError)
  {
    guard case .ignoresSafeArea(let edges) = tree.node(index).kind else { preconditionFailure() }
    let g = SafeAreaSpace.growth(of: Rect(origin: origin, size: s), in: spaces, epsilon: safeAreaEpsilon).on(edges)
    let grown = ProposedSize(
      width: p.width.map { ($0 + g.leading) + g.trailing }, height: p.height.map { ($0 + g.top) + g.bottom })
    try place(tree.child(index), at: Self.offset(origin, 0 - g.leading, 0 - g.top), grown)
  }

  /// S18.5: a scroll's frame reaches under the margins it touches (its content is placed as before).
  mutating func growScroll(_ index: Int) {
    let growth = SafeAreaSpace.growth(of: frames[index], in: spaces, epsilon: safeAreaEpsilon)
    if growth != EdgeInsets() {
      laidOutSizes[index] = frames[index].size
      frames[index] = growth.growing(frames[index])
    }
  }
}
