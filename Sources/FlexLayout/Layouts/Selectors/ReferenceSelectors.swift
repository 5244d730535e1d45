/// The reference reading of S10 and S11 (viewThatFits, buckets, dynamicTypeBuckets): see `Selectors.swift`, beside this file.
extension ReferencePass {
  // MARK: - S10 ViewThatFits and S11 Buckets

  /// S10, S11: the chosen child's answer to `p`.
  mutating func selectorSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    let chosen = try selectorChoice(index, p)
    return try size(tree.children(index)[chosen], p)
  }

  /// S10, S11: the position of the child a viewThatFits or a buckets shows for `p`.
  mutating func selectorChoice(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Int {
    guard case .selector(let selector) = tree.node(index).kind.descriptor.role else {
      preconditionFailure("not a selector")
    }
    switch (selector, tree.node(index).kind) {
    case (.viewThatFits, .viewThatFits(let axes)):
      return try viewThatFitsChoice(index, axes, p)
    case (.buckets, .buckets(let axis, let thresholds, let accessibilityThresholds)):
      return bucketsChoice(axis, thresholds, accessibilityThresholds, typeSizes[index], p)
    case (.dynamicTypeBuckets, .dynamicTypeBuckets(let thresholds)):
      // S11.5: the thresholds at or below the size the node sees.
      return thresholds.filter { $0 <= typeSizes[index] }.count
    case (.viewThatFits, _), (.buckets, _), (.dynamicTypeBuckets, _):
      preconditionFailure("the selector is not its kind")
    }
  }

  /// S10: the first child whose answer to the probe (nil on the constrained axes, `p` on the others)
  /// is `<= (p_axis ?? ∞)` on every constrained axis; else the last child.
  private mutating func viewThatFitsChoice(_ index: Int, _ axes: Axes, _ p: ProposedSize) throws(LayoutError) -> Int {
    let children = tree.children(index)
    let probe = ProposedSize(
      width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    for position in children.indices {
      let ideal = try size(children[position], probe)
      let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity)
      let fitsHeight = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity)
      if fitsWidth && fitsHeight { return position }
    }
    return children.count - 1
  }

  /// S11: the number of thresholds `t` with `v >= t`, where `v` is the proposal on the axis; nil picks the
  /// last bucket.
  private func bucketsChoice(
    _ axis: Axis, _ thresholds: [Double], _ accessibilityThresholds: [Double]?, _ typeSize: DynamicTypeSize,
    _ p: ProposedSize
  ) -> Int {
    guard let value = p[axis] else { return thresholds.count }
    var chosen = 0
    for threshold in Self.scaledThresholds(thresholds, accessibilityThresholds, typeSize)
    where value >= threshold {
      chosen += 1
    }
    return chosen
  }

  /// S11 (D12): the thresholds in force at `typeSize`: unchanged below the accessibility sizes; there the
  /// explicit `accessibilityThresholds`, else each scaled by the model's factor (``DynamicTypeSize/scaleThreshold(_:)``).
  static func scaledThresholds(
    _ thresholds: [Double], _ accessibilityThresholds: [Double]?, _ typeSize: DynamicTypeSize
  ) -> [Double] {
    guard typeSize.isAccessibilitySize else { return thresholds }
    if let accessibilityThresholds { return accessibilityThresholds }
    return thresholds.map(typeSize.scaleThreshold)
  }

  /// S10, S11: the chosen child is placed at (0, 0) with `p` and reported (S1.6); the others are not laid
  /// out (S1.5).
  mutating func placeSelector(_ index: Int, _ origin: Point, _ p: ProposedSize) throws(LayoutError) {
    let chosen = try selectorChoice(index, p)
    selections[NodeID(index)] = .child(chosen)
    try place(tree.children(index)[chosen], at: Self.offset(origin, 0, 0), p)
  }
}
