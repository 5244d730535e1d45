/// The selectors: ViewThatFits (Docs/Semantics.md S10) shows the first child whose ideal size fits, and
/// buckets (S11) the child whose threshold range holds the proposal, dynamicTypeBuckets (S11.5) the child whose
/// range of Dynamic Type sizes holds the size it sees. The chosen child answers and is placed
/// with the selector's own proposal; the others are not laid out. The reference reading is
/// `ReferenceSelectors.swift`, beside this file. `choice` holds the child a selector showed when last placed.
extension LayoutPass {
  /// The index of the child `selector` node `node` shows for `p`: the one switch over the selectors.
  @inline(__always)
  mutating func choice(_ node: Int, _ selector: SelectorKind, _ p: Proposal) throws(LayoutError) -> Int {
    switch selector {
    case .viewThatFits: return try viewThatFitsChoice(node, p)
    case .buckets: return bucketsChoice(node, p)
    case .dynamicTypeBuckets: return dynamicTypeBucketsChoice(node)
    }
  }

  /// S10: the index of the child a viewThatFits shows for `p`: the first whose ideal fits on the constrained
  /// axes, else the last.
  @inline(never)
  mutating func viewThatFitsChoice(_ node: Int, _ p: Proposal) throws(LayoutError) -> Int {
    let axes = tree.axes(node)
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let probe = Proposal(width: horizontal ? .nan : p.width, height: vertical ? .nan : p.height)
    let limitWidth = p.width.isNaN ? Double.infinity : p.width
    let limitHeight = p.height.isNaN ? Double.infinity : p.height
    let slots = tree.slots(of: node)
    for slot in slots {
      let ideal = try size(Int(tree.childList[slot]), probe)
      if (!horizontal || ideal.width <= limitWidth) && (!vertical || ideal.height <= limitHeight) {
        return slot - slots.lowerBound
      }
    }
    return slots.count - 1
  }

  /// S11: the index of the bucket `p` falls in: how many thresholds it reaches.
  // Inlined: a call to a non-mutating method from a mutating one copies the whole pass.
  @inline(__always)
  func bucketsChoice(_ node: Int, _ p: Proposal) -> Int {
    let layout = tree.bucketsLayout(node)
    let value = layout.axis == .horizontal ? p.width : p.height
    if value.isNaN { return layout.count }
    var chosen = 0
    for index in 0..<layout.count where value >= threshold(node, index, layout.hasAccessibility) { chosen = index + 1 }
    return chosen
  }

  /// Threshold `index` of a buckets node at the current Dynamic Type size (D12): the accessibility replacement
  /// when there is one, else the threshold scaled by the model's factor.
  @inline(__always)
  private func threshold(_ node: Int, _ index: Int, _ hasAccessibility: Bool) -> Double {
    let size = tree.typeSize(of: node, under: typeSize)
    guard size.isAccessibilitySize else { return tree.bucketsThreshold(node, index, accessibility: false) }
    if hasAccessibility { return tree.bucketsThreshold(node, index, accessibility: true) }
    return size.scaleThreshold(tree.bucketsThreshold(node, index, accessibility: false))
  }

  /// S11.5: the index of the range of Dynamic Type sizes the node's size falls in: how many thresholds it
  /// reaches, whatever the proposal.
  @inline(__always)
  func dynamicTypeBucketsChoice(_ node: Int) -> Int {
    let ordinal = tree.typeSize(of: node, under: typeSize).ordinal
    var chosen = 0
    for index in 0..<tree.typeSizeThresholdCount(node) where ordinal >= tree.typeSizeThreshold(node, index) {
      chosen = index + 1
    }
    return chosen
  }

  /// S10/S11: the chosen child at (0, 0) with the container's own proposal.
  @inline(never)
  mutating func placeChosen(_ node: Int, _ chosen: Int, _ p: Proposal) throws(LayoutError) {
    if reportsChanges && Int(choice[node]) != chosen {
      noteSelectionChange(node)
      willChange(.choice(node: Int32(node), choice[node]))
    }
    choice[node] = Int32(chosen)
    let child = tree.child(node, chosen)
    let childSize = try size(child, p)
    setPlaced(child, Rect(origin: .zero, size: childSize))
    try place(child, p, childSize)
  }
}
