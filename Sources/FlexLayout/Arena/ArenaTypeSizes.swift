/// S14.4: the Dynamic Type size a node sees, where dynamicTypeSize nodes limit it for their subtrees.
extension LayoutArena {
  /// The Dynamic Type size node `node` sees when the layout's is `size`: `size` limited by every
  /// dynamicTypeSize node from the root down to `node` itself, the outermost first. `size` unchanged in a tree
  /// without one (one count test).
  @inline(__always)
  func typeSize(of node: Int, under size: DynamicTypeSize) -> DynamicTypeSize {
    _fastPath(kindCounts.typeSizeSetting == 0) ? size : limitedTypeSize(of: node, under: size)
  }

  /// ``typeSize(of:under:)`` by one walk up the parents. Limits compose into one: walking outwards, `low…high`
  /// is what the limits below do to any size, and an outer limit `min…max` runs first, so the composition
  /// clamps to the overlap of the two, or to the inner bound nearest an outer range that misses it.
  @inline(never)
  func limitedTypeSize(of node: Int, under size: DynamicTypeSize) -> DynamicTypeSize {
    let last = DynamicTypeSize.largestOrdinal
    var low = 0
    var high = last
    var current = node
    while current >= 0 {
      if kinds[current] == .dynamicTypeSize {
        let limit = typeSizeLimit(current)
        let outerLow = limit.min < 0 ? 0 : limit.min
        let outerHigh = limit.max < 0 ? last : limit.max
        if outerHigh < low {
          high = low
        } else if outerLow > high {
          low = high
        } else {
          low = Swift.max(low, outerLow)
          high = Swift.min(high, outerHigh)
        }
      }
      current = Int(parents[current])
    }
    return DynamicTypeSize(ordinal: Swift.min(Swift.max(size.ordinal, low), high))!
  }
}
