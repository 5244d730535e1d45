extension Node {
  /// The deepest tree accepted, counting the root as depth 1. Deeper trees are rejected with an error
  /// rather than risking the thread's stack (layout recurses once or twice per level).
  public static let maximumDepth = 4_096

  /// Checks every field of the tree and throws the first problem found, in preorder, naming it by its
  /// JSON Pointer (`/root/children/2/child`).
  ///
  /// Rejects: NaN anywhere; negative or infinite fixed sizes, frame sizes, minimums and ideals; negative
  /// maxima; `min ≤ ideal ≤ max` violated in a flexible leaf; negative text lengths or a line limit
  /// below 1; a non-finite spacing or padding; an aspect ratio that is not finite and > 0; a
  /// non-finite layout priority; duplicate or empty ids; trees deeper than ``maximumDepth``.
  public func validate() throws(LayoutError) {
    var validator = TreeValidator()
    try validator.visit(self, path: "/root", depth: 1)
  }
}

/// Walks a tree once, checking fields and id uniqueness.
struct TreeValidator {
  private var seenIDs: Set<String> = []

  mutating func visit(_ node: Node, path: String, depth: Int) throws(LayoutError) {
    func fail(_ field: String?, _ message: String) -> LayoutError {
      LayoutError(path: field.map { "\(path)/\($0)" } ?? path, id: node.id, message: message)
    }
    func length(_ value: Double, _ field: String) throws(LayoutError) {
      guard value.isFinite, value >= 0 else {
        throw fail(field, "must be a finite length ≥ 0, got \(value)")
      }
    }
    func maximum(_ value: Double, _ field: String) throws(LayoutError) {
      guard !value.isNaN, value >= 0 else {
        throw fail(field, "must be a length ≥ 0 or infinity, got \(value)")
      }
    }
    func finite(_ value: Double, _ field: String) throws(LayoutError) {
      guard value.isFinite else { throw fail(field, "must be finite, got \(value)") }
    }

    guard depth <= Node.maximumDepth else {
      throw fail(nil, "tree is deeper than the limit of \(Node.maximumDepth) levels")
    }
    if let id = node.id {
      guard !id.isEmpty else { throw fail("id", "must not be empty") }
      guard seenIDs.insert(id).inserted else { throw fail("id", "duplicate id \"\(id)\"") }
    }
    if let priority = node.layoutPriority { try finite(priority, "layoutPriority") }

    switch node.kind {
    case .fixed(let width, let height):
      try length(width, "width")
      try length(height, "height")
    case .flexible(let leaf):
      for (axis, name) in [(Axis.horizontal, "Width"), (.vertical, "Height")] {
        let (low, ideal, high) =
          axis == .horizontal
          ? (leaf.minWidth, leaf.idealWidth, leaf.maxWidth) : (leaf.minHeight, leaf.idealHeight, leaf.maxHeight)
        try length(low, "min\(name)")
        try length(ideal, "ideal\(name)")
        try maximum(high, "max\(name)")
        guard low <= ideal, ideal <= high else {
          throw fail(nil, "needs min\(name) ≤ ideal\(name) ≤ max\(name), got \(low), \(ideal), \(high)")
        }
      }
    case .text(let text):
      for (index, width) in text.wordWidths.enumerated() { try length(width, "words/\(index)") }
      try length(text.spaceWidth, "spaceWidth")
      try length(text.lineHeight, "lineHeight")
      if let limit = text.lineLimit, limit < 1 { throw fail("lineLimit", "must be ≥ 1, got \(limit)") }
    case .measured:
      break
    case .spacer(let minLength):
      try length(minLength, "minLength")
    case .hstack(let spacing, _, let children), .vstack(let spacing, _, let children):
      if let spacing { try finite(spacing, "spacing") }
      try visit(children, path: path, depth: depth)
    case .zstack(_, let children):
      try visit(children, path: path, depth: depth)
    case .frame(let width, let height, _, let child):
      if let width { try length(width, "width") }
      if let height { try length(height, "height") }
      try visit(child, path: "\(path)/child", depth: depth + 1)
    case .flexibleFrame(let frame, _, let child):
      for (value, field) in [
        (frame.minWidth, "minWidth"), (frame.idealWidth, "idealWidth"),
        (frame.minHeight, "minHeight"), (frame.idealHeight, "idealHeight"),
      ] {
        if let value { try length(value, field) }
      }
      if let value = frame.maxWidth { try maximum(value, "maxWidth") }
      if let value = frame.maxHeight { try maximum(value, "maxHeight") }
      try visit(child, path: "\(path)/child", depth: depth + 1)
    case .padding(let insets, let child):
      try finite(insets.top, "top")
      try finite(insets.leading, "leading")
      try finite(insets.bottom, "bottom")
      try finite(insets.trailing, "trailing")
      try visit(child, path: "\(path)/child", depth: depth + 1)
    case .fixedSize(_, _, let child), .scroll(_, let child):
      try visit(child, path: "\(path)/child", depth: depth + 1)
    case .aspectRatio(let ratio, _, let child):
      if let ratio, !(ratio.isFinite && ratio > 0) {
        throw fail("ratio", "must be finite and > 0, got \(ratio)")
      }
      try visit(child, path: "\(path)/child", depth: depth + 1)
    }
  }

  private mutating func visit(_ children: [Node], path: String, depth: Int) throws(LayoutError) {
    for (index, child) in children.enumerated() {
      try visit(child, path: "\(path)/children/\(index)", depth: depth + 1)
    }
  }
}
