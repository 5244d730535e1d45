extension Node {
  /// The deepest tree accepted, counting the root as depth 1. Deeper trees are rejected with an error
  /// rather than risking the thread's stack (layout recurses once or twice per level).
  public static let maximumDepth = 4_096

  /// Checks every field of the tree and throws the first problem found, in preorder, naming it by its
  /// JSON Pointer (`/root/children/2/child/width`).
  ///
  /// Rejects: NaN anywhere; negative or infinite fixed sizes, frame sizes, minimums and ideals; negative
  /// maxima; `min ≤ ideal ≤ max` violated in a flexible leaf; negative text lengths or a line limit
  /// below 1; a non-finite spacing or padding; an aspect ratio that is not finite and > 0; a
  /// non-finite layout priority; duplicate or empty ids; grids without columns or with an adaptive
  /// minimum ≤ 0; a `viewThatFits` without children; buckets whose thresholds are not ascending or whose
  /// child count is not `thresholds.count + 1`; splits without columns or with a `collapsedColumn` out of
  /// range; trees deeper than ``maximumDepth``.
  ///
  /// Deep trees are walked on a helper thread with a stack sized for them, so any depth up to the limit
  /// works from any thread.
  public func validate() throws(LayoutError) {
    try DeepStack.run(depth: depth) { () throws(LayoutError) in try validateOnThisThread() }
  }

  /// ``validate()`` without the deep-tree thread hop, for callers that already made room on the stack.
  func validateOnThisThread() throws(LayoutError) {
    var validator = TreeValidator()
    try validator.visit(self, path: "/root", depth: 1)
  }
}

/// Walks a tree once, checking fields and id uniqueness. Each kind's fields are checked in a function of
/// its own so the recursive `visit` keeps a small stack frame (deep trees recurse through it).
struct TreeValidator {
  private var seenIDs: Set<String> = []

  mutating func visit(_ node: Node, path: String, depth: Int) throws(LayoutError) {
    let check = FieldCheck(path: path, id: node.id)
    guard depth <= Node.maximumDepth else {
      throw check.fail(nil, "tree is deeper than the limit of \(Node.maximumDepth) levels")
    }
    if let id = node.id {
      guard !id.isEmpty else { throw check.fail("id", "must not be empty") }
      guard seenIDs.insert(id).inserted else { throw check.fail("id", "duplicate id \"\(id)\"") }
    }
    if let priority = node.layoutPriority { try check.finite(priority, "layoutPriority") }
    let scalable = node.kind.scalableLengths
    for field in node.scaledLengths.keys.sorted() where !scalable.contains(field) {
      throw check.fail(field.rawValue, "this node has no length \"\(field.rawValue)\" to scale")
    }
    try check.fields(of: node.kind)
    switch node.kind {
    case .fixed, .flexible, .text, .measured, .spacer:
      break
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children),
      .flow(_, _, _, let children), .grid(_, _, let children), .viewThatFits(_, let children),
      .buckets(_, _, _, let children):
      for (index, child) in children.enumerated() {
        try visit(child, path: "\(path)/children/\(index)", depth: depth + 1)
      }
    case .frame(_, _, _, let child), .flexibleFrame(_, _, let child), .padding(_, let child),
      .fixedSize(_, _, let child), .aspectRatio(_, _, let child), .scroll(_, let child),
      .containerRelativeFrame(_, let child):
      try visit(child, path: "\(path)/child", depth: depth + 1)
    case .split(let columns, _, _):
      for (index, column) in columns.enumerated() {
        try visit(column.child, path: "\(path)/columns/\(index)/child", depth: depth + 1)
      }
    }
  }
}

/// The field checks of one node, producing errors at `path/field`.
private struct FieldCheck {
  let path: String
  let id: String?

  func fail(_ field: String?, _ message: String) -> LayoutError {
    LayoutError(path: field.map { "\(path)/\($0)" } ?? path, id: id, message: message)
  }

  func length(_ value: Double, _ field: String) throws(LayoutError) {
    guard value.isFinite, value >= 0 else { throw fail(field, "must be a finite length ≥ 0, got \(value)") }
  }

  func maximum(_ value: Double, _ field: String) throws(LayoutError) {
    guard !value.isNaN, value >= 0 else { throw fail(field, "must be a length ≥ 0 or infinity, got \(value)") }
  }

  func finite(_ value: Double, _ field: String) throws(LayoutError) {
    guard value.isFinite else { throw fail(field, "must be finite, got \(value)") }
  }

  func ordered(_ low: Double, _ high: Double, _ lowName: String, _ highName: String) throws(LayoutError) {
    guard low <= high else { throw fail(highName, "must be ≥ \(lowName) (\(low)), got \(high)") }
  }

  func fields(of kind: Node.Kind) throws(LayoutError) {
    switch kind {
    case .fixed(let width, let height):
      try length(width, "width")
      try length(height, "height")
    case .flexible(let leaf):
      try flexible(leaf)
    case .text(let text):
      try self.text(text)
    case .measured:
      break
    case .spacer(let minLength):
      try length(minLength, "minLength")
    case .hstack(let spacing, _, _), .vstack(let spacing, _, _):
      if let spacing { try finite(spacing, "spacing") }
    case .zstack, .fixedSize, .scroll:
      break
    case .frame(let width, let height, _, _):
      if let width { try length(width, "width") }
      if let height { try length(height, "height") }
    case .flexibleFrame(let frame, _, _):
      try flexibleFrame(frame)
    case .padding(let insets, _):
      try finite(insets.top, "top")
      try finite(insets.leading, "leading")
      try finite(insets.bottom, "bottom")
      try finite(insets.trailing, "trailing")
    case .containerRelativeFrame(let frame, _):
      try containerRelative(frame)
    case .aspectRatio(let ratio, _, _):
      if let ratio, !(ratio.isFinite && ratio > 0) { throw fail("ratio", "must be finite and > 0, got \(ratio)") }
    case .flow(let spacing, let lineSpacing, _, _):
      try finite(spacing, "spacing")
      try finite(lineSpacing, "lineSpacing")
    case .grid(let columns, let rowSpacing, _):
      try grid(columns, rowSpacing)
    case .viewThatFits(_, let children):
      if children.isEmpty { throw fail("children", "must hold at least one child") }
    case .buckets(_, let thresholds, let accessibilityThresholds, let children):
      try buckets(thresholds, accessibilityThresholds, children.count)
    case .split(let columns, let dividerWidth, let collapsedColumn):
      try split(columns, dividerWidth, collapsedColumn)
    }
  }

  private func containerRelative(_ frame: ContainerRelativeFrame) throws(LayoutError) {
    try finite(frame.spacing, "spacing")
    if let fraction = frame.fraction {
      guard fraction.isFinite, fraction >= 0 else { throw fail("fraction", "must be finite and ≥ 0, got \(fraction)") }
    } else {
      guard frame.count >= 1 else { throw fail("count", "must be ≥ 1, got \(frame.count)") }
      guard frame.span >= 1 else { throw fail("span", "must be ≥ 1, got \(frame.span)") }
    }
  }

  private func flexible(_ leaf: FlexibleLeaf) throws(LayoutError) {
    for (low, ideal, high, name) in [
      (leaf.minWidth, leaf.idealWidth, leaf.maxWidth, "Width"),
      (leaf.minHeight, leaf.idealHeight, leaf.maxHeight, "Height"),
    ] {
      try length(low, "min\(name)")
      try length(ideal, "ideal\(name)")
      try maximum(high, "max\(name)")
      guard low <= ideal, ideal <= high else {
        throw fail(nil, "needs min\(name) ≤ ideal\(name) ≤ max\(name), got \(low), \(ideal), \(high)")
      }
    }
  }

  private func text(_ text: TextLeaf) throws(LayoutError) {
    for (index, width) in text.wordWidths.enumerated() { try length(width, "words/\(index)") }
    try length(text.spaceWidth, "spaceWidth")
    try length(text.lineHeight, "lineHeight")
    if let limit = text.lineLimit, limit < 1 { throw fail("lineLimit", "must be ≥ 1, got \(limit)") }
  }

  private func flexibleFrame(_ frame: FlexibleFrame) throws(LayoutError) {
    for (value, field) in [
      (frame.minWidth, "minWidth"), (frame.idealWidth, "idealWidth"),
      (frame.minHeight, "minHeight"), (frame.idealHeight, "idealHeight"),
    ] {
      if let value { try length(value, field) }
    }
    if let value = frame.maxWidth { try maximum(value, "maxWidth") }
    if let value = frame.maxHeight { try maximum(value, "maxHeight") }
  }

  private func grid(_ columns: [GridColumn], _ rowSpacing: Double) throws(LayoutError) {
    try finite(rowSpacing, "rowSpacing")
    if columns.isEmpty { throw fail("columns", "must hold at least one column") }
    for (index, column) in columns.enumerated() {
      let field = "columns/\(index)"
      try finite(column.spacing, "\(field)/spacing")
      switch column.sizing {
      case .fixed(let size):
        try length(size, "\(field)/size")
      case .flexible(let low, let high):
        try length(low, "\(field)/min")
        try maximum(high, "\(field)/max")
        try ordered(low, high, "min", "\(field)/max")
      case .adaptive(let low, let high):
        guard low.isFinite, low > 0 else { throw fail("\(field)/min", "must be finite and > 0, got \(low)") }
        guard low + column.spacing > 0 else {
          throw fail("\(field)/spacing", "must be > -min (\(low)) for an adaptive column, got \(column.spacing)")
        }
        try maximum(high, "\(field)/max")
        try ordered(low, high, "min", "\(field)/max")
      }
    }
  }

  private func buckets(_ thresholds: [Double], _ accessibility: [Double]?, _ childCount: Int) throws(LayoutError) {
    for (list, name) in [(thresholds, "thresholds"), (accessibility ?? [], "accessibilityThresholds")] {
      for (index, value) in list.enumerated() {
        try length(value, "\(name)/\(index)")
        if index > 0, !(list[index - 1] < value) {
          throw fail("\(name)/\(index)", "thresholds must be strictly ascending, got \(list[index - 1]) then \(value)")
        }
      }
    }
    if let accessibility, accessibility.count != thresholds.count {
      throw fail(
        "accessibilityThresholds",
        "must have as many values as thresholds (\(thresholds.count)), got \(accessibility.count)")
    }
    guard childCount == thresholds.count + 1 else {
      throw fail(
        "children", "must hold thresholds.count + 1 = \(thresholds.count + 1) children, got \(childCount)")
    }
  }

  private func split(_ columns: [SplitColumn], _ dividerWidth: Double, _ collapsedColumn: Int) throws(LayoutError) {
    try length(dividerWidth, "dividerWidth")
    if columns.isEmpty { throw fail("columns", "must hold at least one column") }
    guard columns.indices.contains(collapsedColumn) else {
      throw fail("collapsedColumn", "must be a column index in 0..<\(columns.count), got \(collapsedColumn)")
    }
    for (index, column) in columns.enumerated() {
      let field = "columns/\(index)"
      try length(column.min, "\(field)/min")
      if let ideal = column.ideal {
        try length(ideal, "\(field)/ideal")
        try ordered(column.min, ideal, "min", "\(field)/ideal")
      }
      try maximum(column.max, "\(field)/max")
      try ordered(column.ideal ?? column.min, column.max, "ideal", "\(field)/max")
      if let fraction = column.fraction, !(fraction.isFinite && fraction >= 0 && fraction <= 1) {
        throw fail("\(field)/fraction", "must be in 0...1, got \(fraction)")
      }
    }
  }
}
