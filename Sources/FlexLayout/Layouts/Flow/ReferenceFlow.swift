/// How a flow arranged its items for one proposal (S8): what each item was proposed and answered, where
/// it sits, and the flow's size.
struct ReferenceFlowArrangement {
  /// Per item in source order: the proposal it got, `(nil, nil)` or `(W, nil)` (S8.1).
  var proposals: [ProposedSize] = []
  /// Per item in source order: its answer to that proposal.
  var sizes: [Size] = []
  /// Per item in source order: the index of its line (S8.2).
  var lines: [Int] = []
  /// Per item in source order: its x within its line, before the line's alignment offset (S8.4).
  var xs: [Double] = []
  /// Per line: its width (S8.2).
  var lineWidths: [Double] = []
  /// Per line: its top, the running height before the line's height is added (S8.3, S8.4).
  var lineTops: [Double] = []
  /// The flow's size.
  var size: Size = .zero
}

extension ReferencePass {
  // MARK: - S8 Flow

  /// S8: the size of a flow.
  mutating func flowSize(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> Size {
    try arrangeFlow(index, p).size
  }

  /// S8.1–S8.3: measures the items of the flow at `index` for `p` and breaks them into lines.
  mutating func arrangeFlow(_ index: Int, _ p: ProposedSize) throws(LayoutError) -> ReferenceFlowArrangement {
    guard case .flow(let spacing, let lineSpacing, _) = tree.node(index).kind else { preconditionFailure() }
    let items = tree.children(index)
    var arrangement = ReferenceFlowArrangement()
    if items.isEmpty { return arrangement }  // S8.3: (0, 0)

    // S8.1: every item answers its ideal; under a finite W, one wider than W is proposed (W, nil) instead
    // and sits on a line of its own. Nil and ∞ do not wrap.
    let wrapWidth: Double? = p.width.flatMap { $0.isFinite ? $0 : nil }
    var ownLine: [Bool] = []
    for item in items {
      var proposal = ProposedSize.unspecified
      var answer = try size(item, proposal)
      var alone = false
      if let wrapWidth, answer.width > wrapWidth {
        proposal = ProposedSize(width: wrapWidth, height: nil)
        answer = try size(item, proposal)
        alone = true
      }
      arrangement.proposals.append(proposal)
      arrangement.sizes.append(answer)
      ownLine.append(alone)
    }

    // S8.2: greedy lines. An item joins when W does not wrap, or when neither it nor the open line is an
    // own-line item and `(line + spacing) + w <= W`.
    var line = 0.0
    var lineHoldsOwnItem = false
    var lineHeights: [Double] = []
    for position in items.indices {
      let s = arrangement.sizes[position]
      let joins: Bool
      if position == 0 {
        joins = false
      } else if let wrapWidth {
        joins = !ownLine[position] && !lineHoldsOwnItem && (line + spacing) + s.width <= wrapWidth
      } else {
        joins = true
      }
      if joins {
        arrangement.xs.append(line + spacing)
        line = (line + spacing) + s.width
        arrangement.lineWidths[arrangement.lineWidths.count - 1] = line
        lineHeights[lineHeights.count - 1] = Swift.max(lineHeights[lineHeights.count - 1], s.height)
      } else {
        arrangement.xs.append(0)
        line = s.width
        arrangement.lineWidths.append(line)
        lineHeights.append(Swift.max(0, s.height))  // S8.3: the line height starts from 0
        lineHoldsOwnItem = ownLine[position]
      }
      arrangement.lines.append(arrangement.lineWidths.count - 1)
    }

    // S8.3: the widest line, and the line heights stacked `lineSpacing` apart, floored at 0.
    var width = 0.0
    for lineWidth in arrangement.lineWidths { width = Swift.max(width, lineWidth) }
    var y = 0.0
    for (k, height) in lineHeights.enumerated() {
      if k > 0 { y = y + lineSpacing }
      arrangement.lineTops.append(y)
      y = y + height
    }
    arrangement.size = Size(width: width, height: Swift.max(y, 0))
    return arrangement
  }

  /// S8.4: each item sits at its line's top and its x in the line, the line offset by its alignment inside
  /// the flow's width; it is placed with the proposal it was measured with.
  mutating func placeFlow(_ index: Int, _ origin: Point, _ p: ProposedSize) throws(LayoutError) {
    guard case .flow(_, _, let alignment) = tree.node(index).kind else { preconditionFailure() }
    let arrangement = try arrangeFlow(index, p)
    let items = tree.children(index)
    for position in items.indices {
      let line = arrangement.lines[position]
      let offset = alignment.axisAlignment.offset(
        child: arrangement.lineWidths[line], in: arrangement.size.width)
      let itemOrigin = Self.offset(origin, offset + arrangement.xs[position], arrangement.lineTops[line])
      try place(items[position], at: itemOrigin, arrangement.proposals[position])
    }
  }
}
