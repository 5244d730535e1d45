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
    try validator.visit(self, depth: 1)
  }
}

/// Walks a tree once, checking fields and id uniqueness. Each kind's fields are checked in a function of
/// its own so the recursive `visit` keeps a small stack frame (deep trees recurse through it). The path to
/// the node being checked is kept as a stack of steps and spelled out only for an error.
struct TreeValidator {
  private var seenIDs: Set<String> = []
  /// The steps from the root to the node being visited: each node's family and the child's index in it.
  private var steps: [(family: KindFamily, index: Int)] = []

  mutating func visit(_ node: Node, depth: Int) throws(LayoutError) {
    do {
      try check(node, depth: depth)
    } catch {
      // Field checks name the field only; the node's pointer is added here, once.
      throw LayoutError(
        path: error.path.isEmpty ? path : "\(path)/\(error.path)", id: error.id, message: error.message)
    }
    let family = node.kind.family
    for (index, child) in node.children.enumerated() {
      steps.append((family, index))
      try visit(child, depth: depth + 1)
      steps.removeLast()
    }
  }

  /// The node's own checks; errors carry the field's path relative to the node.
  private mutating func check(_ node: Node, depth: Int) throws(LayoutError) {
    let check = FieldCheck(id: node.id)
    guard depth <= Node.maximumDepth else {
      throw check.fail(nil, "tree is deeper than the limit of \(Node.maximumDepth) levels")
    }
    if let id = node.id {
      guard !id.isEmpty else { throw check.fail("id", "must not be empty") }
      guard seenIDs.insert(id).inserted else { throw check.fail("id", "duplicate id \"\(id)\"") }
    }
    if let priority = node.layoutPriority { try check.finite(priority, "layoutPriority") }
    try node.audit?.checkFields(id: node.id)
    if !node.scaledLengths.isEmpty {
      let scalable = node.kind.scalableLengths
      for field in node.scaledLengths.keys.sorted() where !scalable.contains(field) {
        throw check.fail(field.rawValue, "this node has no length \"\(field.rawValue)\" to scale")
      }
    }
    try check.fields(of: node.kind, childCount: node.children.count)
  }

  /// The JSON Pointer of the node being visited.
  private var path: String {
    var path = "/root"
    for step in steps { path += step.family.pointerStep(toChild: step.index) }
    return path
  }
}

extension Node.Kind {
  /// Checks the kind's fields and that it has the children its family needs (`childCount`), as
  /// ``Node/validate()`` does for each node; the error's path is the field's, relative to the node (`width`,
  /// `columns/1/min`), empty for the node itself.
  func checkFields(childCount: Int, id: String?) throws(LayoutError) {
    try FieldCheck(id: id).fields(of: self, childCount: childCount)
  }
}

extension NodeAudit {
  /// Checks the annotations as ``Node/validate()`` does for each node (`audit/minWidth`: a finite length ≥ 0);
  /// the error's path is the field's, relative to the node.
  func checkFields(id: String?) throws(LayoutError) {
    if let minWidth { try FieldCheck(id: id).length(minWidth, "audit/minWidth") }
  }
}

/// The field checks of one node, producing errors whose path is the field's, relative to the node (empty
/// for the node itself); `TreeValidator` prefixes the node's pointer.
private struct FieldCheck {
  let id: String?

  func fail(_ field: String?, _ message: String) -> LayoutError {
    LayoutError(path: field ?? "", id: id, message: message)
  }

  // Field names are autoclosures: they are spelled out only for an error, not for every checked value.

  func length(_ value: Double, _ field: @autoclosure () -> String) throws(LayoutError) {
    guard value.isFinite, value >= 0 else { throw fail(field(), "must be a finite length ≥ 0, got \(value)") }
  }

  func maximum(_ value: Double, _ field: @autoclosure () -> String) throws(LayoutError) {
    guard !value.isNaN, value >= 0 else { throw fail(field(), "must be a length ≥ 0 or infinity, got \(value)") }
  }

  func finite(_ value: Double, _ field: @autoclosure () -> String) throws(LayoutError) {
    guard value.isFinite else { throw fail(field(), "must be finite, got \(value)") }
  }

  func ordered(
    _ low: Double, _ high: Double, _ lowName: @autoclosure () -> String, _ highName: @autoclosure () -> String
  ) throws(LayoutError) {
    guard low <= high else { throw fail(highName(), "must be ≥ \(lowName()) (\(low)), got \(high)") }
  }

  func fields(of kind: Node.Kind, childCount: Int) throws(LayoutError) {
    if let required = kind.family.requiredChildCount, childCount != required {
      let name = kind.name
      switch required {
      case 0: throw fail(nil, "\(KindDescriptor.withArticle(name)) is a leaf and takes no children, got \(childCount)")
      case 1: throw fail(nil, "\(KindDescriptor.withArticle(name)) takes exactly one child, got \(childCount)")
      default:
        throw fail(nil, "\(KindDescriptor.withArticle(name)) takes a child and a content, got \(childCount) children")
      }
    }
    try describedNumbers(of: kind)
    switch kind {
    case .flexible(let leaf):
      try ordered(leaf)
    case .text(let text):
      try self.text(text)
    case .fixed, .measured, .divider, .layout, .spacer, .padding, .safeAreaPadding, .aspectRatio, .offset, .position,
      .fixedSize, .scroll, .hidden, .clipped,
      .geometryReader, .ignoresSafeArea:
      break
    case .hstack(_, let alignment):
      try guide(.vertical(alignment), "alignment")
    case .vstack(_, let alignment):
      try guide(.horizontal(alignment), "alignment")
    case .zstack(let alignment), .background(let alignment), .overlay(let alignment), .frame(_, _, let alignment),
      .flexibleFrame(_, let alignment):
      try self.alignment(alignment)
    case .safeAreaInset(_, _, let alignment):
      try edgesAndCenters(alignment, "alignment")
    case .alignmentGuide(let target, let value):
      try guide(target, "guide")
      try guideValue(value)
    case .containerRelativeFrame(let frame):
      try containerRelative(frame)
    case .flow(_, _, let alignment):
      if !alignment.isEdgeOrCenter { throw fail("alignment", "a flow aligns its lines by leading, center or trailing") }
    case .grid(let columns, _):
      try grid(columns)
    case .viewThatFits:
      if childCount == 0 { throw fail("children", "must hold at least one child") }
    case .buckets(_, let thresholds, let accessibilityThresholds):
      try buckets(thresholds, accessibilityThresholds, childCount)
    case .split(let columns, _, let collapsedColumn):
      try split(columns, collapsedColumn, childCount)
    case .dynamicTypeSize(let min?, let max?) where max < min:
      throw fail("max", "must not be smaller than min (\(min.rawValue)), got \(max.rawValue)")
    case .dynamicTypeSize:
      break
    case .dynamicTypeBuckets(let thresholds):
      try typeSizeThresholds(thresholds, childCount)
    }
  }

  /// Every numeric field of `kind` by what its description demands (``FieldDescriptor/requirement``): the
  /// one place validation reads a kind's lengths, ratios and counts; the lists, alignments and the rules
  /// between fields follow in the kind's own checks.
  private func describedNumbers(of kind: Node.Kind) throws(LayoutError) {
    // One copy to read every field through (`Node.Kind.number(_:)` would copy the kind once per field).
    var reading = kind
    for field in kind.descriptor.fields {
      var found: Double?
      _ = reading.visitNumber(field.name) { found = $0 }
      guard let value = found else { continue }
      let isCount = field.type == .count || field.type == .optionalCount
      let isLength = !isCount && field.type != .optionalNumber
      switch field.requirement {
      case .finite:
        try finite(value, field.name)
      case .finiteNonNegative where isLength:
        try length(value, field.name)
      case .finiteNonNegative:
        guard value.isFinite, value >= 0 else { throw fail(field.name, "must be finite and ≥ 0, got \(value)") }
      case .nonNegative:
        try maximum(value, field.name)
      case .positive:
        if isCount, value < 1 { throw fail(field.name, "must be ≥ 1, got \(Int(value))") }
        guard value.isFinite, value > 0 else { throw fail(field.name, "must be finite and > 0, got \(value)") }
      case .withinBounds:
        guard value.isFinite, abs(value) <= 1e7 else {
          throw fail(field.name, "must be finite and within ±1e7, got \(value)")
        }
      case .ascending, .nonEmpty, .ownRules:
        break  // lists and rules of their own, checked by the kind
      }
    }
  }

  /// S19: a custom alignment has a name and a built-in default guide on its own axis.
  private func guide(_ guide: AlignmentGuide, _ field: String) throws(LayoutError) {
    guard let fallback = guide.customDefault else { return }
    switch guide {
    case .horizontal(.custom(let name, _)), .vertical(.custom(let name, _)):
      if name.isEmpty { throw fail("\(field)/custom", "a custom alignment needs a name") }
    case .horizontal, .vertical:
      break
    }
    if fallback.customDefault != nil {
      throw fail("\(field)/default", "a custom alignment's default must be a built-in guide, not another custom one")
    }
  }

  /// A two-axis alignment: each component checked as a guide (a custom component's field is `alignment`).
  private func alignment(_ alignment: Alignment) throws(LayoutError) {
    try guide(.horizontal(alignment.horizontal), "alignment")
    try guide(.vertical(alignment.vertical), "alignment")
  }

  /// The fields that align by edges and centres only (a safe-area inset's bar, a grid column's cells).
  private func edgesAndCenters(_ alignment: Alignment, _ field: String) throws(LayoutError) {
    if !alignment.isEdgesAndCenters {
      throw fail(field, "must be an edge or centre alignment here (no baseline or custom alignment)")
    }
  }

  /// S19.4: the constants of an alignment guide's value are finite and within ±1e7 points.
  private func guideValue(_ value: GuideValue) throws(LayoutError) {
    func bounded(_ number: Double, _ field: String) throws(LayoutError) {
      guard number.isFinite, abs(number) <= 1e7 else {
        throw fail(field, "must be finite and within ±1e7, got \(number)")
      }
    }
    switch value {
    case .guide(let read, let plus):
      try guide(read, "value/guide")
      try bounded(plus, "value/plus")
    case .widthFraction(let fraction, let plus):
      try bounded(fraction, "value/widthFraction")
      try bounded(plus, "value/plus")
    case .heightFraction(let fraction, let plus):
      try bounded(fraction, "value/heightFraction")
      try bounded(plus, "value/plus")
    case .computed:
      break
    }
  }

  private func containerRelative(_ frame: ContainerRelativeFrame) throws(LayoutError) {
    try guide(.horizontal(frame.alignment.horizontal), "alignment")
    try guide(.vertical(frame.alignment.vertical), "alignment")
    if frame.fraction == nil {
      guard frame.count >= 1 else { throw fail("count", "must be ≥ 1, got \(frame.count)") }
      guard frame.span >= 1 else { throw fail("span", "must be ≥ 1, got \(frame.span)") }
    }
  }

  /// S2.2: a flexible leaf's constraints are ordered on each axis (each was checked as its description says).
  private func ordered(_ leaf: FlexibleLeaf) throws(LayoutError) {
    func axis(_ low: Double, _ ideal: Double, _ high: Double, _ name: String) throws(LayoutError) {
      guard low <= ideal, ideal <= high else {
        throw fail(nil, "needs min\(name) ≤ ideal\(name) ≤ max\(name), got \(low), \(ideal), \(high)")
      }
    }
    try axis(leaf.minWidth, leaf.idealWidth, leaf.maxWidth, "Width")
    try axis(leaf.minHeight, leaf.idealHeight, leaf.maxHeight, "Height")
  }

  private func text(_ text: TextLeaf) throws(LayoutError) {
    for (index, width) in text.wordWidths.enumerated() { try length(width, "words/\(index)") }
    // S2.9: none, or one non-empty list of character widths per word.
    if !text.characterWidths.isEmpty {
      if text.characterWidths.count != text.wordWidths.count {
        throw fail(
          "characters",
          "has \(text.characterWidths.count) lists of character widths for \(text.wordWidths.count) words")
      }
      for (word, characters) in text.characterWidths.enumerated() {
        if characters.isEmpty { throw fail("characters/\(word)", "a word needs at least one character") }
        for (index, width) in characters.enumerated() { try length(width, "characters/\(word)/\(index)") }
      }
    }
    if text.reservesSpace && text.lineLimit == nil {
      throw fail("reservesSpace", "reserves the space of lineLimit lines, but the text has no lineLimit")
    }
    // S2.7: word indices, ascending (repeats are empty lines), at most one past the last word.
    var previous = 0
    for (index, word) in text.lineBreaks.enumerated() {
      if word < previous || word > text.wordWidths.count {
        throw fail(
          "lineBreaks/\(index)",
          "line break before word \(word) must be in \(previous)...\(text.wordWidths.count) (word indices, ascending)")
      }
      previous = word
    }
  }

  private func grid(_ columns: [GridColumn]) throws(LayoutError) {
    if columns.isEmpty { throw fail("columns", "must hold at least one column") }
    for (index, column) in columns.enumerated() {
      let field = "columns/\(index)"
      try finite(column.spacing, "\(field)/spacing")
      try edgesAndCenters(column.alignment, "\(field)/alignment")
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

  /// S11.5: strictly ascending sizes, one child more than thresholds.
  private func typeSizeThresholds(_ thresholds: [DynamicTypeSize], _ childCount: Int) throws(LayoutError) {
    for index in thresholds.indices.dropFirst() where !(thresholds[index - 1] < thresholds[index]) {
      throw fail(
        "thresholds/\(index)",
        "thresholds must be strictly ascending, got \(thresholds[index - 1].rawValue) then \(thresholds[index].rawValue)"
      )
    }
    guard childCount == thresholds.count + 1 else {
      throw fail(
        "children", "must hold thresholds.count + 1 = \(thresholds.count + 1) children, got \(childCount)")
    }
  }

  private func split(
    _ columns: [SplitColumnWidths], _ collapsedColumn: Int, _ childCount: Int
  ) throws(LayoutError) {
    if columns.isEmpty { throw fail("columns", "must hold at least one column") }
    guard columns.count == childCount else {
      throw fail("columns", "must have one column per child: \(columns.count) columns, \(childCount) children")
    }
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
