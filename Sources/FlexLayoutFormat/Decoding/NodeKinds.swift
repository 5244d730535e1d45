import FlexLayout

/// The context a kind's decoder reads a node object in.
struct NodeContext {
  let decoder: RequestDecoder
  let fields: Fields
  /// The node's kind name, for messages.
  let kind: String
  /// The fields that accept the scaled form (the kind's ``NodeKindSpec/scalable``).
  let scalable: Set<String>
  /// Where the node's scaled lengths are recorded.
  let recorder: ScaledLengthRecorder

  func length(_ key: String, required: Bool = false) -> Field<Double> {
    number(key, .length, required: required ? "a length in points" : nil)
  }

  func maximum(_ key: String) -> Field<Double> { number(key, .maximum) }

  func signed(_ key: String) -> Field<Double> { number(key, .signed) }

  /// The JSON value of the required `child` (empty when missing; an issue is recorded).
  func child() -> [Int] {
    guard let value = fields.raw("child") else {
      decoder.missing("child", in: fields, "\(kind) wraps one node")
      return []
    }
    return [value]
  }

  /// The JSON values of the required `children` array.
  func children() -> [Int] {
    guard let value = fields.raw("children") else {
      decoder.missing("children", in: fields, "\(kind) needs an array of nodes, possibly empty")
      return []
    }
    guard decoder.document.kind(value) == .array else {
      decoder.fail(.type, at: value, "expected an array of nodes, got \(decoder.describe(value))")
      return []
    }
    return decoder.document.elements(value)
  }

  func alignment(_ key: String = "alignment") -> Alignment {
    decoder.choice(fields, key, NodeKinds.alignments).or(.center)
  }
}

/// One node kind of the format: its name, its own fields, and the function that decodes it.
struct NodeKindSpec: Sendable {
  /// The `kind` string.
  let name: String
  /// The kind's own fields (besides `kind`, `id` and `layoutPriority`), in the order they are encoded.
  let fields: [String]
  /// Every field a node of this kind may have: the common ones and its own.
  let allowedFields: [String]
  /// `allowedFields` as a set, for the unknown-field check.
  let allowedSet: Set<String>
  /// The fields that may be written as scaled lengths, `{"scaled": 24, "relativeTo": "body"}`: the
  /// kind's ``ScaledLength`` fields (and `padding`'s `all`, which scales the edges it sets).
  let scalable: Set<String>
  /// Decodes a node object of this kind.
  let decode: @Sendable (NodeContext) -> NodeBlueprint

  init(
    name: String, fields: [String], scalable: [String] = [],
    decode: @escaping @Sendable (NodeContext) -> NodeBlueprint
  ) {
    self.name = name
    self.fields = fields
    self.allowedFields = NodeKinds.commonFields + fields
    self.allowedSet = Set(allowedFields)
    self.scalable = Set(scalable)
    self.decode = decode
  }
}

/// The table of node kinds.
///
/// To add a kind: write its decode function below, add a row to ``all`` (with the length fields that
/// accept the scaled form, its ``ScaledLength`` fields), add its encoding to `RequestEncoder`, and document
/// it in Docs/Format.md.
enum NodeKinds {
  /// Fields every node may have.
  static let commonFields = ["kind", "id", "layoutPriority"]

  /// The longest id accepted, in bytes of UTF-8.
  static let maximumIDLength = 1024

  static let flexibleFrameFields = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

  /// The lengths of a padding: `all`, then the four edges.
  static let paddingFields = ["all", "top", "leading", "bottom", "trailing"]

  /// Every kind, in documentation order.
  static let all: [NodeKindSpec] = [
    NodeKindSpec(name: "fixed", fields: ["width", "height"], scalable: ["width", "height"], decode: fixed),
    NodeKindSpec(name: "flexible", fields: flexibleFrameFields, scalable: flexibleFrameFields, decode: flexible),
    NodeKindSpec(
      name: "text", fields: ["words", "spaceWidth", "text", "charWidth", "lineHeight", "lineLimit"], decode: text),
    NodeKindSpec(name: "spacer", fields: ["minLength"], scalable: ["minLength"], decode: spacer),
    NodeKindSpec(name: "hstack", fields: ["spacing", "alignment", "children"], scalable: ["spacing"], decode: hstack),
    NodeKindSpec(name: "vstack", fields: ["spacing", "alignment", "children"], scalable: ["spacing"], decode: vstack),
    NodeKindSpec(name: "zstack", fields: ["alignment", "children"], decode: zstack),
    NodeKindSpec(
      name: "flow", fields: ["spacing", "lineSpacing", "alignment", "children"], scalable: ["spacing", "lineSpacing"],
      decode: flow),
    NodeKindSpec(name: "grid", fields: ["columns", "rowSpacing", "children"], scalable: ["rowSpacing"], decode: grid),
    NodeKindSpec(name: "viewThatFits", fields: ["axes", "children"], decode: viewThatFits),
    NodeKindSpec(
      name: "buckets", fields: ["axis", "thresholds", "accessibilityThresholds", "children"], decode: buckets),
    NodeKindSpec(
      name: "split", fields: ["dividerWidth", "collapsedColumn", "columns"], scalable: ["dividerWidth"], decode: split),
    NodeKindSpec(
      name: "frame", fields: ["width", "height"] + flexibleFrameFields + ["alignment", "child"],
      scalable: ["width", "height"] + flexibleFrameFields, decode: frame),
    NodeKindSpec(
      name: "padding", fields: paddingFields + ["child"], scalable: paddingFields, decode: padding),
    NodeKindSpec(name: "fixedSize", fields: ["horizontal", "vertical", "child"], decode: fixedSize),
    NodeKindSpec(name: "aspectRatio", fields: ["ratio", "contentMode", "child"], decode: aspectRatio),
    NodeKindSpec(name: "scroll", fields: ["axes", "child"], decode: scroll),
    NodeKindSpec(
      name: "containerRelativeFrame", fields: ["axes", "count", "span", "spacing", "fraction", "alignment", "child"],
      scalable: ["spacing"], decode: containerRelativeFrame),
  ]

  /// The kinds by name.
  static let byName: [String: NodeKindSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The kind names in documentation order.
  static let names = all.map(\.name)

  /// The nine alignment names.
  static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]

  static func unknownKindMessage(_ name: String) -> String {
    let hint = Suggestions.hint(for: name, in: names)
    if !hint.isEmpty { return "unknown kind \"\(name)\"\(hint)" }
    return "unknown kind \"\(name)\" (known kinds: \(names.joined(separator: ", ")))"
  }

  /// A specific hint for a field that another kind has.
  static func fieldHint(_ key: String, spec: NodeKindSpec) -> String? {
    if key == "children", spec.fields.contains("child") {
      return " (\(spec.name) wraps a single \"child\", not \"children\")"
    }
    if key == "children" || key == "child", spec.name == "split" {
      return " (split takes \"columns\", each {\"min\": …, \"child\": NODE})"
    }
    if key == "child", spec.fields.contains("children") {
      return " (\(spec.name) takes \"children\", an array of nodes)"
    }
    if key == "padding" || key == "frame" {
      return " (modifiers are nodes: wrap this node in {\"kind\": \"\(key)\", \"child\": ...})"
    }
    return nil
  }

  // MARK: Leaves

  static func fixed(_ context: NodeContext) -> NodeBlueprint {
    let width = context.length("width", required: true).or(0)
    let height = context.length("height", required: true).or(0)
    return .leaf(.fixed(width: width, height: height))
  }

  static func flexible(_ context: NodeContext) -> NodeBlueprint {
    var values: [Double?] = []
    for (index, key) in flexibleFrameFields.enumerated() {
      values.append(index % 3 == 2 ? context.maximum(key).value : context.length(key).value)
    }
    for axis in 0..<2 {
      let low = values[axis * 3] ?? 0
      let ideal = values[axis * 3 + 1]
      let high = values[axis * 3 + 2] ?? .infinity
      let name = axis == 0 ? "Width" : "Height"
      if low > high || (ideal.map { $0 < low || $0 > high } ?? false) {
        let shown = [low, ideal, high].map { value -> String in
          guard let value else { return "default" }
          return value.isInfinite ? "infinity" : JSONWriter.number(value)
        }.joined(separator: ", ")
        let value = context.fields.raw("min\(name)") ?? context.fields.raw("ideal\(name)") ?? context.fields.object
        context.decoder.fail(
          .range, at: value, "flexible needs min\(name) ≤ ideal\(name) ≤ max\(name), got \(shown)")
      }
    }
    let leaf = FlexibleLeaf(
      minWidth: values[0] ?? 0, idealWidth: values[1], maxWidth: values[2] ?? .infinity,
      minHeight: values[3] ?? 0, idealHeight: values[4], maxHeight: values[5] ?? .infinity)
    return .leaf(.flexible(leaf))
  }

  static func text(_ context: NodeContext) -> NodeBlueprint {
    let fields = context.fields
    let decoder = context.decoder
    let lineHeight = context.length("lineHeight").or(17)
    let lineLimit = decoder.integer(fields, "lineLimit", minimum: 1).value
    let hasWords = fields.hasValue("words", in: decoder.document)
    let hasText = fields.hasValue("text", in: decoder.document)
    if hasWords == hasText {
      let message = "text needs either \"words\" (word widths in points) or \"text\" (a string)"
      if hasWords, let value = fields.raw("text") {
        decoder.fail(.invalidValue, at: value, message + ", not both")
      } else {
        decoder.missing("words", in: fields, message: message)
      }
      return .leaf(.text(TextLeaf(wordWidths: [])))
    }
    if hasWords {
      if let value = fields.raw("charWidth") {
        decoder.fail(.invalidValue, at: value, "charWidth goes with \"text\"; with \"words\" use spaceWidth")
      }
      let spaceWidth = context.length("spaceWidth").or(4)
      var widths: [Double] = []
      if let value = fields.raw("words") {
        if decoder.document.kind(value) == .array {
          for element in decoder.document.elements(value) {
            widths.append(decoder.number(element, .length, name: "word width").or(0))
          }
        } else {
          decoder.fail(.type, at: value, "expected an array of word widths, got \(decoder.describe(value))")
        }
      }
      return .leaf(
        .text(TextLeaf(wordWidths: widths, spaceWidth: spaceWidth, lineHeight: lineHeight, lineLimit: lineLimit)))
    }
    if let value = fields.raw("spaceWidth") {
      decoder.fail(.invalidValue, at: value, "spaceWidth goes with \"words\"; with \"text\" the space is one charWidth")
    }
    let charWidth = context.length("charWidth").or(8)
    let string = decoder.string(fields, "text", "the text").or("")
    return .leaf(.text(TextLeaf(string, charWidth: charWidth, lineHeight: lineHeight, lineLimit: lineLimit)))
  }

  static func spacer(_ context: NodeContext) -> NodeBlueprint {
    .leaf(.spacer(minLength: context.length("minLength").or(8)))
  }

  // MARK: Containers

  static func hstack(_ context: NodeContext) -> NodeBlueprint {
    let spacing = context.signed("spacing").value
    let choices = VerticalAlignment.allCases.map { ($0.rawValue, $0) }
    let alignment = context.decoder.choice(context.fields, "alignment", choices).or(.center)
    return NodeBlueprint(children: context.children()) { children in
      .hstack(spacing: spacing, alignment: alignment, children: children)
    }
  }

  static func vstack(_ context: NodeContext) -> NodeBlueprint {
    let spacing = context.signed("spacing").value
    let choices = HorizontalAlignment.allCases.map { ($0.rawValue, $0) }
    let alignment = context.decoder.choice(context.fields, "alignment", choices).or(.center)
    return NodeBlueprint(children: context.children()) { children in
      .vstack(spacing: spacing, alignment: alignment, children: children)
    }
  }

  static func zstack(_ context: NodeContext) -> NodeBlueprint {
    let alignment = context.alignment()
    return NodeBlueprint(children: context.children()) { children in
      .zstack(alignment: alignment, children: children)
    }
  }

  // MARK: Modifiers

  /// The child of a modifier, or a placeholder when it failed (the tree is then discarded anyway).
  static func only(_ children: [Node]) -> Node {
    children.first ?? Node(.fixed(width: 0, height: 0))
  }

  static func frame(_ context: NodeContext) -> NodeBlueprint {
    let fields = context.fields
    let alignment = context.alignment()
    let fixedKey = ["width", "height"].first(where: fields.has)
    let flexibleKey = flexibleFrameFields.first(where: fields.has)
    if let fixedKey, let flexibleKey, let value = fields.raw(flexibleKey) {
      context.decoder.fail(
        .invalidValue, at: value,
        "frame mixes the fixed form (\"\(fixedKey)\") with the flexible form (\"\(flexibleKey)\"); "
          + "use width/height or min/ideal/max, not both")
    }
    if flexibleKey != nil {
      var values: [Double?] = []
      for (index, key) in flexibleFrameFields.enumerated() {
        values.append(index % 3 == 2 ? context.maximum(key).value : context.length(key).value)
      }
      let constraints = FlexibleFrame(
        minWidth: values[0], idealWidth: values[1], maxWidth: values[2],
        minHeight: values[3], idealHeight: values[4], maxHeight: values[5])
      return NodeBlueprint(children: context.child()) { children in
        .flexibleFrame(constraints, alignment: alignment, child: only(children))
      }
    }
    let width = context.length("width").value
    let height = context.length("height").value
    return NodeBlueprint(children: context.child()) { children in
      .frame(width: width, height: height, alignment: alignment, child: only(children))
    }
  }

  /// DECISIONS 13: `all` sets every edge and explicit edges override it (a scaled `all` scales the edges it
  /// sets); edges not given are 0; no length at all is 16 on every edge.
  static func padding(_ context: NodeContext) -> NodeBlueprint {
    let all = context.scalableNumber("all", .signed).value
    let edgeFields: [ScaledLength] = [.top, .leading, .bottom, .trailing]
    let edges = edgeFields.map { context.signed($0.rawValue).value }
    let given = all != nil || edges.contains { $0 != nil }
    let base = given ? (all?.value ?? 0) : 16
    if let style = all?.style {
      for (field, edge) in zip(edgeFields, edges) where edge == nil { context.recorder.record(field, style) }
    }
    let insets = EdgeInsets(
      top: edges[0] ?? base, leading: edges[1] ?? base, bottom: edges[2] ?? base, trailing: edges[3] ?? base)
    return NodeBlueprint(children: context.child()) { children in
      .padding(insets, child: only(children))
    }
  }

  static func fixedSize(_ context: NodeContext) -> NodeBlueprint {
    let horizontal = context.decoder.bool(context.fields, "horizontal").or(true)
    let vertical = context.decoder.bool(context.fields, "vertical").or(true)
    return NodeBlueprint(children: context.child()) { children in
      .fixedSize(horizontal: horizontal, vertical: vertical, child: only(children))
    }
  }

  static func aspectRatio(_ context: NodeContext) -> NodeBlueprint {
    let ratio = context.decoder.number(context.fields, "ratio", .positive(limit: maximumFormatMagnitude)).value
    let modes = ContentMode.allCases.map { ($0.rawValue, $0) }
    let mode = context.decoder.choice(context.fields, "contentMode", modes).or(.fit)
    return NodeBlueprint(children: context.child()) { children in
      .aspectRatio(ratio, contentMode: mode, child: only(children))
    }
  }

  /// The count/span form's own fields, which the fraction form must not have.
  static let countSpanFields = ["count", "span", "spacing"]

  static func containerRelativeFrame(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let fields = context.fields
    var axes: Axes = []
    if let value = fields.raw("axes"), !decoder.document.isNull(value) {
      axes = readAxes(context, default: [])
    } else if let value = fields.raw("axes") {
      decoder.fail(.type, at: value, "expected an array of axes such as [\"horizontal\"], got null")
    } else {
      decoder.missing("axes", in: fields, "the axes sized from the container, e.g. [\"horizontal\"]")
    }
    let alignment = context.alignment()
    let frame: ContainerRelativeFrame
    if fields.hasValue("fraction", in: decoder.document) {
      for key in countSpanFields {
        guard let value = fields.raw(key), !decoder.document.isNull(value) else { continue }
        decoder.fail(
          .invalidValue, at: value,
          "containerRelativeFrame mixes \"fraction\" with \"\(key)\"; use either fraction or count, span and "
            + "spacing")
      }
      let fraction = context.length("fraction").or(0)
      frame = ContainerRelativeFrame(axes: axes, fraction: fraction, alignment: alignment)
    } else {
      let count = decoder.integer(fields, "count", minimum: 1).or(1)
      let span = decoder.integer(fields, "span", minimum: 1).or(1)
      let spacing = context.signed("spacing").or(0)
      frame = ContainerRelativeFrame(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
    }
    return NodeBlueprint(children: context.child()) { children in
      .containerRelativeFrame(frame, child: only(children))
    }
  }

  static func scroll(_ context: NodeContext) -> NodeBlueprint {
    let axes = readAxes(context, default: .vertical)
    return NodeBlueprint(children: context.child()) { children in
      .scroll(axes, child: only(children))
    }
  }
}
