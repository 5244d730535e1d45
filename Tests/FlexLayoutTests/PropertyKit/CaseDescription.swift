import FlexLayout
import FlexLayoutFormat

/// Prints generated cases as Swift source that rebuilds them and as a JSON request for the CLI
/// (`flexlayout layout`), so a failure report can be pasted into a test or fed to the tool.
enum CaseDescription {
  /// The case as a JSON request (Docs/Format.md).
  ///
  /// Measured leaves have no JSON form; the encoder writes each as a fixed leaf of its ideal size, and the note before
  /// the JSON says so.
  static func json(_ spec: TreeSpec, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> String {
    let request = requestJSON(root: spec.node(), proposal: proposal, environment: environment)
    guard FlatTree(spec).entries.contains(where: { if case .measured = $0.spec.kind { true } else { false } }) else {
      return request
    }
    return "(measured leaves are written as fixed leaves of their ideal size; the Swift form is exact)\n" + request
  }

  /// `value` as Swift source: shortest round-trip decimal, or `.infinity`.
  static func number(_ value: Double) -> String {
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    return "\(value)"
  }

  static func optional(_ value: Double?) -> String {
    value.map(number) ?? "nil"
  }

  /// The proposal as Swift source.
  static func swift(_ proposal: ProposedSize) -> String {
    "ProposedSize(width: \(optional(proposal.width)), height: \(optional(proposal.height)))"
  }

  /// The environment as Swift source.
  static func swift(_ environment: LayoutEnvironment) -> String {
    "LayoutEnvironment(displayScale: \(optional(environment.displayScale)), "
      + "dynamicTypeSize: .\(environment.dynamicTypeSize), layoutDirection: .\(environment.layoutDirection))"
  }

  static func swift(_ alignment: Alignment) -> String {
    "Alignment(horizontal: .\(alignment.horizontal), vertical: .\(alignment.vertical))"
  }

  static func swift(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
      + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
  }

  static func swift(_ leaf: FlexibleLeaf) -> String {
    "minWidth: \(number(leaf.minWidth)), idealWidth: \(number(leaf.idealWidth)), maxWidth: \(number(leaf.maxWidth)), "
      + "minHeight: \(number(leaf.minHeight)), idealHeight: \(number(leaf.idealHeight)), "
      + "maxHeight: \(number(leaf.maxHeight))"
  }

  static func swift(_ model: MeasureModel) -> String {
    switch model {
    case .fixed(let width, let height): return ".fixed(width: \(number(width)), height: \(number(height)))"
    case .flexible(let leaf): return ".flexible(FlexibleLeaf(\(swift(leaf))))"
    case .wrapping(let words, let space, let lineHeight):
      return ".wrapping(wordWidths: [\(words.map(number).joined(separator: ", "))], "
        + "spaceWidth: \(number(space)), lineHeight: \(number(lineHeight)))"
    case .aspect(let idealWidth, let ratio):
      return ".aspect(idealWidth: \(number(idealWidth)), ratio: \(number(ratio)))"
    case .stepped(let unit, let idealWidth, let idealHeight):
      return ".stepped(unit: \(number(unit)), idealWidth: \(number(idealWidth)), idealHeight: \(number(idealHeight)))"
    }
  }

  static func swift(_ column: GridColumn) -> String {
    let sizing: String
    switch column.sizing {
    case .fixed(let size): sizing = ".fixed(\(number(size)))"
    case .flexible(let low, let high): sizing = ".flexible(min: \(number(low)), max: \(number(high)))"
    case .adaptive(let low, let high): sizing = ".adaptive(min: \(number(low)), max: \(number(high)))"
    }
    return "GridColumn(\(sizing), spacing: \(number(column.spacing)), alignment: \(swift(column.alignment)))"
  }

  /// The tree as Swift source using the builders of `Node` (measured leaves as a `MeasureModel`).
  static func swift(_ spec: TreeSpec, indent: String = "") -> String {
    let inner = indent + "  "
    var text: String
    func list(_ children: [TreeSpec]) -> String {
      if children.isEmpty { return "[]" }
      return "[\n" + children.map { inner + "  " + swift($0, indent: inner + "  ") }.joined(separator: ",\n")
        + "\n" + inner + "]"
    }
    func wrap(_ child: TreeSpec, _ modifier: String) -> String {
      swift(child, indent: indent) + "\n" + inner + modifier
    }
    switch spec.kind {
    case .fixed(let width, let height): text = "Node.fixed(width: \(number(width)), height: \(number(height)))"
    case .flexible(let leaf): text = "Node.flexible(\(swift(leaf)))"
    case .text(let leaf):
      text =
        "Node.text(wordWidths: [\(leaf.wordWidths.map(number).joined(separator: ", "))], "
        + "spaceWidth: \(number(leaf.spaceWidth)), lineHeight: \(number(leaf.lineHeight)), "
        + "lineLimit: \(leaf.lineLimit.map(String.init) ?? "nil"))"
    case .measured(let model): text = "Node.measured(MeasureModel\(swift(model)).size(for:))"
    case .spacer(let minLength): text = "Node.spacer(minLength: \(number(minLength)))"
    case .hstack(let spacing, let alignment, let children):
      text = "Node.hstack(spacing: \(optional(spacing)), alignment: .\(alignment), \(list(children)))"
    case .vstack(let spacing, let alignment, let children):
      text = "Node.vstack(spacing: \(optional(spacing)), alignment: .\(alignment), \(list(children)))"
    case .zstack(let alignment, let children):
      text = "Node.zstack(alignment: \(swift(alignment)), \(list(children)))"
    case .frame(let width, let height, let alignment, let child):
      text = wrap(
        child, ".frame(width: \(optional(width)), height: \(optional(height)), alignment: \(swift(alignment)))")
    case .flexibleFrame(let frame, let alignment, let child):
      text = wrap(
        child,
        ".frame(minWidth: \(optional(frame.minWidth)), idealWidth: \(optional(frame.idealWidth)), "
          + "maxWidth: \(optional(frame.maxWidth)), minHeight: \(optional(frame.minHeight)), "
          + "idealHeight: \(optional(frame.idealHeight)), maxHeight: \(optional(frame.maxHeight)), "
          + "alignment: \(swift(alignment)))")
    case .padding(let insets, let child): text = wrap(child, ".padding(\(swift(insets)))")
    case .fixedSize(let horizontal, let vertical, let child):
      text = wrap(child, ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    case .aspectRatio(let ratio, let mode, let child):
      text = wrap(child, ".aspectRatio(\(optional(ratio)), contentMode: .\(mode))")
    case .scroll(let axes, let child):
      text = wrap(child, ".scroll(Axes(rawValue: \(axes.rawValue)))")
    case .containerRelativeFrame(let frame, let child):
      let size =
        frame.fraction.map { "fraction: \(number($0))" }
        ?? "count: \(frame.count), span: \(frame.span), spacing: \(number(frame.spacing))"
      text = wrap(
        child,
        ".containerRelativeFrame(Axes(rawValue: \(frame.axes.rawValue)), \(size), alignment: \(swift(frame.alignment)))"
      )
    case .flow(let spacing, let lineSpacing, let alignment, let children):
      text =
        "Node(.flow(spacing: \(number(spacing)), lineSpacing: \(number(lineSpacing)), alignment: .\(alignment), "
        + "children: \(list(children))))"
    case .grid(let columns, let rowSpacing, let children):
      text =
        "Node(.grid(columns: [\(columns.map(swift).joined(separator: ", "))], rowSpacing: \(number(rowSpacing)), "
        + "children: \(list(children))))"
    case .viewThatFits(let axes, let children):
      text = "Node(.viewThatFits(axes: Axes(rawValue: \(axes.rawValue)), children: \(list(children))))"
    case .buckets(let axis, let thresholds, let accessibility, let children):
      let access = accessibility.map { "[\($0.map(number).joined(separator: ", "))]" } ?? "nil"
      text =
        "Node(.buckets(axis: .\(axis), thresholds: [\(thresholds.map(number).joined(separator: ", "))], "
        + "accessibilityThresholds: \(access), children: \(list(children))))"
    case .split(let columns, let dividerWidth, let collapsedColumn):
      let items = columns.map { column in
        "SplitColumn(min: \(number(column.min)), ideal: \(optional(column.ideal)), max: \(number(column.max)), "
          + "fraction: \(optional(column.fraction)), \(swift(column.child, indent: inner + "  ")))"
      }
      text =
        "Node(.split(columns: [\n" + items.map { inner + "  " + $0 }.joined(separator: ",\n") + "\n" + inner
        + "], dividerWidth: \(number(dividerWidth)), collapsedColumn: \(collapsedColumn)))"
    }
    for (field, style) in spec.scaledLengths.sorted(by: { $0.key < $1.key }) {
      text += "\n\(inner).scaled(.\(field), relativeTo: .\(style))"
    }
    if let priority = spec.priority { text += "\n\(inner).layoutPriority(\(number(priority)))" }
    if let id = spec.id { text += "\n\(inner).id(\"\(id)\")" }
    return text
  }

  /// The whole case: Swift source and, when available, the JSON request.
  static func full(_ spec: TreeSpec, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> String {
    let text =
      "Swift:\n  let root = \(swift(spec, indent: "  "))\n  let proposal = \(swift(proposal))\n"
      + "  let environment = \(swift(environment))"
    return text + "\nJSON request (flexlayout layout):\n" + json(spec, proposal, environment)
  }
}
