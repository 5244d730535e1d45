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
    guard FlatTree(spec).entries.contains(where: { $0.spec.measure != nil }) else {
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
    let insets = environment.safeAreaInsets
    let safeArea =
      insets == EdgeInsets()
      ? ""
      : ", safeAreaInsets: EdgeInsets(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), "
        + "trailing: \(insets.trailing))"
    return "LayoutEnvironment(displayScale: \(optional(environment.displayScale)), "
      + "dynamicTypeSize: .\(environment.dynamicTypeSize), layoutDirection: .\(environment.layoutDirection)"
      + safeArea + ")"
  }

  static func swift(_ alignment: Alignment) -> String {
    "Alignment(horizontal: .\(alignment.horizontal), vertical: .\(alignment.vertical))"
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

  /// A container-relative frame as Swift source, by the initialiser its fields call for.
  static func swift(_ frame: ContainerRelativeFrame) -> String {
    let axes = "Axes(rawValue: \(frame.axes.rawValue))"
    let size =
      frame.fraction.map { "fraction: \(number($0))" }
      ?? "count: \(frame.count), span: \(frame.span), spacing: \(number(frame.spacing))"
    return "ContainerRelativeFrame(axes: \(axes), \(size), alignment: \(swift(frame.alignment)))"
  }

  /// The tree as Swift source: `Node(.kind(fields), children: [...])` for each node, the kind named by its
  /// descriptor and its fields read by reflection (``swift(kind:)``); a measured leaf as a closure calling
  /// its `MeasureModel`.
  static func swift(_ spec: TreeSpec, indent: String = "") -> String {
    let inner = indent + "  "
    var text: String
    if let model = spec.measure {
      text = "Node.measured { MeasureModel\(swift(model)).size(for: $0) }"
    } else {
      text = "Node(" + swift(kind: spec.kind)
      if !spec.children.isEmpty {
        text +=
          ", children: [\n"
          + spec.children.map { inner + "  " + swift($0, indent: inner + "  ") }.joined(separator: ",\n")
          + "\n" + inner + "]"
      }
      text += ")"
    }
    for (field, style) in spec.scaledLengths.sorted(by: { $0.key < $1.key }) {
      text += "\n\(inner).scaled(.\(field), relativeTo: .\(style))"
    }
    if let priority = spec.priority { text += "\n\(inner).layoutPriority(\(number(priority)))" }
    if let id = spec.id { text += "\n\(inner).id(\"\(id)\")" }
    return text
  }

  /// A kind as Swift source, `.name(fields)`: the case is the kind's name (``KindDescriptor/name``), and its
  /// fields are written by reflection, so no kind is listed here.
  static func swift(kind: Node.Kind) -> String {
    guard let payload = Mirror(reflecting: kind).children.first?.value else { return "." + kind.name }
    return "." + kind.name + arguments(payload)
  }

  /// An enum case's associated values as an argument list: `(width: 1.0, height: 2.0)`, `(EdgeInsets(…))`.
  private static func arguments(_ payload: Any) -> String {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return "(" + literal(payload) + ")" }
    let items = mirror.children.map { child in
      let value = literal(child.value)
      guard let label = child.label, !label.hasPrefix(".") else { return value }
      return "\(label): \(value)"
    }
    return "(" + items.joined(separator: ", ") + ")"
  }

  /// A field value as a Swift literal: numbers by ``number(_:)``, strings and booleans, optionals, arrays, enum
  /// cases (`.center`, `.fixed(8.0)`), custom layouts by name and values, and structures by their memberwise
  /// initialiser (`EdgeInsets(top: …)`), except the two whose initialisers take other arguments (grid columns
  /// and container-relative frames).
  private static func literal(_ value: Any) -> String {
    switch value {
    case let number as Double: return self.number(number)
    case let column as GridColumn: return swift(column)
    case let frame as ContainerRelativeFrame: return swift(frame)
    case let layout as AnyLayout: return swift(layout)
    case let text as TextLeaf: return swift(text)
    case let text as String: return text.debugDescription
    case let flag as Bool: return "\(flag)"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { literal($0.value) } ?? "nil"
    case .collection:
      return "[" + mirror.children.map { literal($0.value) }.joined(separator: ", ") + "]"
    case .enum:
      guard let payload = mirror.children.first, let label = payload.label else { return ".\(value)" }
      return "." + label + arguments(payload.value)
    case .struct:
      let fields = mirror.children.map { "\($0.label ?? "_"): \(literal($0.value))" }
      return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
    default:
      return "\(value)"
    }
  }

  /// A text leaf as its word-widths initialiser (the widths are the text; a string only names them), the
  /// defaulted arguments left out.
  static func swift(_ text: TextLeaf) -> String {
    var arguments = ["wordWidths: " + literal(text.wordWidths), "spaceWidth: " + number(text.spaceWidth)]
    arguments.append("lineHeight: " + number(text.lineHeight))
    if let limit = text.lineLimit { arguments.append("lineLimit: \(limit)") }
    if text.reservesSpace { arguments.append("reservesSpace: true") }
    if let baseline = text.baseline { arguments.append("baseline: " + number(baseline)) }
    if !text.lineBreaks.isEmpty { arguments.append("lineBreaks: \(text.lineBreaks)") }
    if let style = text.style { arguments.append("style: .\(style.rawValue)") }
    if !text.characterWidths.isEmpty { arguments.append("characterWidths: " + literal(text.characterWidths)) }
    return "TextLeaf(" + arguments.joined(separator: ", ") + ")"
  }

  /// A custom layout as the call that makes it again from the registry by name and values (as the JSON form
  /// names it), never the opaque value reflection would print.
  static func swift(_ layout: AnyLayout) -> String {
    let values = layout.arguments.storage
    let items = values.keys.sorted().map { "\($0.debugDescription): \(literal(values[$0]!))" }
    return "TestLayouts.make(\(layout.name.debugDescription), [\(items.isEmpty ? ":" : items.joined(separator: ", "))])"
  }

  /// The whole case: Swift source and, when available, the JSON request.
  static func full(_ spec: TreeSpec, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> String {
    let text =
      "Swift:\n  let root = \(swift(spec, indent: "  "))\n  let proposal = \(swift(proposal))\n"
      + "  let environment = \(swift(environment))"
    return text + "\nJSON request (flexlayout layout):\n" + json(spec, proposal, environment)
  }
}
