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

  /// The JSON values of the required `child` and `content` of a decoration (those present; an issue is
  /// recorded for each one missing).
  func childAndContent() -> [Int] {
    var found: [Int] = []
    for (key, what) in [
      ("child", "the node \(KindDescriptor.withArticle(kind)) decorates"),
      ("content", "what \(KindDescriptor.withArticle(kind)) draws"),
    ] {
      if let value = fields.raw(key) { found.append(value) } else { decoder.missing(key, in: fields, what) }
    }
    return found
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
    AlignmentForms.twoAxis(decoder, fields, key).or(.center)
  }
}

/// One node kind of the format: its name, its own fields, and the function that decodes it.
struct NodeKindSpec: Sendable {
  /// The `kind` string (the descriptor's ``KindDescriptor/formatName``).
  let name: String
  /// The model kinds this name decodes to (two for `frame`: the fixed and the flexible form).
  let kinds: [NodeKind]
  /// The kind's own fields (besides the common ones): the fields its kinds' descriptors describe
  /// (``KindDescriptor/fields``), then the format's shorthands for them; the child fields of its family
  /// (`child`, `children`, `content`, `columns`) come last.
  let fields: [String]
  /// Every field a node of this kind may have: the common ones and its own.
  let allowedFields: [String]
  /// `allowedFields` as a set, for the unknown-field check.
  let allowedSet: Set<String>
  /// The fields that may be written as scaled lengths, `{"scaled": 24, "relativeTo": "body"}`: the
  /// descriptors' ``KindDescriptor/scalableLengths`` (and `padding`'s `all`, which scales the edges it sets).
  let scalable: Set<String>
  /// Decodes a node object of this kind.
  let decode: @Sendable (NodeContext) -> NodeBlueprint

  /// An entry decoding `kinds` (the first names it) by `decode`, which also accepts `shorthands`, the format's
  /// own spellings of described fields (a padding's `all`, a text's `text`).
  init(
    _ kinds: [NodeKind], shorthands: [String] = [], decode: @escaping @Sendable (NodeContext) -> NodeBlueprint
  ) {
    let descriptor = kinds[0].descriptor
    self.name = descriptor.formatName ?? descriptor.name
    self.kinds = kinds
    let childFields = descriptor.family.childFields
    var described: [String] = []
    for kind in kinds {
      for field in kind.descriptor.fields where !described.contains(field.name) && !childFields.contains(field.name) {
        described.append(field.name)
      }
    }
    self.fields = described + shorthands + childFields
    self.allowedFields = NodeKinds.commonFields + self.fields
    self.allowedSet = Set(allowedFields)
    var scalable = Set(kinds.flatMap { $0.descriptor.scalableLengths.map(\.rawValue) })
    if kinds.contains(.padding) { scalable.formUnion(["all", "horizontal", "vertical"]) }
    self.scalable = scalable
    self.decode = decode
  }
}

extension KindFamily {
  /// The JSON fields that hold a node's children in this family.
  var childFields: [String] {
    switch self {
    case .leaf: return []
    case .modifier: return ["child"]
    case .container: return ["children"]
    case .split: return ["columns"]
    case .decorated: return ["child", "content"]
    }
  }
}

/// The table of node kinds, one entry per kind the format names, in ``NodeKind`` order.
///
/// This file is each kind's JSON form, read and written: its row in ``spec(for:)`` (decode function and
/// shorthands; its fields come from its ``KindDescriptor/fields``), its decode function below (the adaptive containers' in `AdaptiveKinds.swift`), and its case in
/// `NodeEncoder.plainFields` at the end. To add a kind: give its ``KindDescriptor`` a `formatName`, write
/// those three here, and document it in Docs/Format.md.
enum NodeKinds {
  /// Fields every node may have.
  static let commonFields = ["kind", "id", "layoutPriority", "layoutValues", "role", "audit"]

  /// The longest id accepted, in bytes of UTF-8.
  static let maximumIDLength = 1024

  /// A flexible frame's (and flexible leaf's) six constraints, as its descriptor names them.
  static let flexibleFrameFields = NodeKind.flexible.descriptor.fields.map(\.name)

  /// Every kind the format names, in ``NodeKind`` order.
  static let all: [NodeKindSpec] = NodeKind.allCases.compactMap(spec)

  /// The format's entry for `kind`: `nil` for kinds written under another kind's name (a flexible frame is a
  /// `frame`) or without a JSON form (a measured leaf needs a host function).
  static func spec(for kind: NodeKind) -> NodeKindSpec? {
    switch kind {
    case .fixed: return NodeKindSpec([kind], decode: fixed)
    case .flexible: return NodeKindSpec([kind], decode: flexible)
    case .text:
      return NodeKindSpec([kind], shorthands: ["text", "charWidth"], decode: text)
    case .measured, .flexibleFrame: return nil
    case .spacer: return NodeKindSpec([kind], decode: spacer)
    case .divider: return NodeKindSpec([kind], decode: { _ in NodeBlueprint(.divider, children: []) })
    case .ignoresSafeArea: return NodeKindSpec([kind], decode: ignoresSafeArea)
    case .safeAreaInset:
      return NodeKindSpec([kind], decode: safeAreaInset)
    case .hstack: return NodeKindSpec([kind], decode: hstack)
    case .vstack: return NodeKindSpec([kind], decode: vstack)
    case .zstack: return NodeKindSpec([kind], decode: zstack)
    case .frame:
      return NodeKindSpec([.frame, .flexibleFrame], decode: frame)
    case .padding: return NodeKindSpec([kind], shorthands: ["all", "horizontal", "vertical"], decode: padding)
    case .fixedSize: return NodeKindSpec([kind], decode: fixedSize)
    case .aspectRatio: return NodeKindSpec([kind], decode: aspectRatio)
    case .scroll: return NodeKindSpec([kind], decode: scroll)
    case .containerRelativeFrame:
      return NodeKindSpec([kind], decode: containerRelativeFrame)
    case .flow: return NodeKindSpec([kind], decode: flow)
    case .grid: return NodeKindSpec([kind], decode: grid)
    case .viewThatFits: return NodeKindSpec([kind], decode: viewThatFits)
    case .buckets:
      return NodeKindSpec([kind], decode: buckets)
    case .split: return NodeKindSpec([kind], decode: split)
    case .background:
      return NodeKindSpec([kind], shorthands: ["ignoresSafeAreaEdges"], decode: background)
    case .overlay: return NodeKindSpec([kind], decode: overlay)
    case .offset: return NodeKindSpec([kind], decode: offset)
    case .position: return NodeKindSpec([kind], decode: position)
    case .hidden: return NodeKindSpec([kind], decode: hidden)
    case .clipped: return NodeKindSpec([kind], decode: clipped)
    case .safeAreaPadding: return NodeKindSpec([kind], decode: safeAreaPadding)
    case .geometryReader: return NodeKindSpec([kind], decode: geometryReader)
    case .alignmentGuide: return NodeKindSpec([kind], decode: alignmentGuide)
    case .layout: return NodeKindSpec([kind], decode: CustomLayoutForms.layout)
    case .dynamicTypeSize: return NodeKindSpec([kind], shorthands: ["size"], decode: dynamicTypeSize)
    case .dynamicTypeBuckets: return NodeKindSpec([kind], decode: dynamicTypeBuckets)
    }
  }

  /// Names the format accepts for a kind besides its own (a porter's spelling): SwiftUI's `Color` is a
  /// flexible leaf (Docs/Format.md, "Porting from SwiftUI"). Requests are written with the kind's own name.
  static let aliases: [String: NodeKind] = ["color": .flexible]

  /// The kinds by name, aliases included.
  static let byName: [String: NodeKindSpec] = {
    var table = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    for (alias, kind) in aliases { table[alias] = all.first { $0.kinds.contains(kind) } }
    return table
  }()

  /// Every name a node's `kind` may have, for suggestions.
  static let acceptedNames = names + aliases.keys.sorted()

  /// The kind names in ``NodeKind`` order.
  static let names = all.map(\.name)

  /// The nine alignment names.
  static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]

  static func unknownKindMessage(_ name: String) -> String {
    let hint = Suggestions.hint(for: name, in: acceptedNames)
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
    return NodeBlueprint(.fixed(width: width, height: height))
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
    return NodeBlueprint(.flexible(leaf))
  }

  static func text(_ context: NodeContext) -> NodeBlueprint {
    let fields = context.fields
    let decoder = context.decoder
    let givenLineHeight = context.length("lineHeight")
    let lineHeight = givenLineHeight.or(17)
    let baseline = context.length("baseline").value
    let style = decoder.choice(fields, "style", textStyles).value
    let lineLimit = decoder.integer(fields, "lineLimit", minimum: 1).value
    let reservesSpace = decoder.bool(fields, "reservesSpace").or(false)
    if reservesSpace, lineLimit == nil, !fields.hasValue("lineLimit", in: decoder.document),
      let value = fields.raw("reservesSpace")
    {
      decoder.fail(.invalidValue, at: value, "reservesSpace keeps the room of lineLimit lines; give a lineLimit")
    }
    let hasWords = fields.hasValue("words", in: decoder.document)
    let hasText = fields.hasValue("text", in: decoder.document)
    if hasWords == hasText {
      let message = "text needs either \"words\" (word widths in points) or \"text\" (a string)"
      if hasWords, let value = fields.raw("text") {
        decoder.fail(.invalidValue, at: value, message + ", not both")
      } else {
        decoder.missing("words", in: fields, message: message)
      }
      return NodeBlueprint(.text(TextLeaf(wordWidths: [])))
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
      return NodeBlueprint(
        .text(
          TextLeaf(
            wordWidths: widths, spaceWidth: spaceWidth, lineHeight: lineHeight, lineLimit: lineLimit,
            reservesSpace: reservesSpace && lineLimit != nil, baseline: baseline,
            lineBreaks: lineBreaks(context, wordCount: widths.count), style: style,
            characterWidths: characterWidths(context, wordCount: widths.count))))
    }
    if let value = fields.raw("characters") {
      decoder.fail(.invalidValue, at: value, "characters goes with \"words\"; a \"text\" has its own")
    }
    if let value = fields.raw("lineBreaks") {
      decoder.fail(.invalidValue, at: value, "lineBreaks goes with \"words\"; in \"text\" write a newline (\\n)")
    }
    if let value = fields.raw("spaceWidth") {
      decoder.fail(.invalidValue, at: value, "spaceWidth goes with \"words\"; with \"text\" the space is one charWidth")
    }
    let string = decoder.string(fields, "text", "the text").or("")
    if let style {
      // S2.8: measured in the style's typeface; the line height defaults to the style's leading.
      if let value = fields.raw("charWidth") {
        decoder.fail(.invalidValue, at: value, "charWidth goes with an unstyled \"text\"; a style measures its own")
      }
      return NodeBlueprint(
        .text(
          TextLeaf(
            string, style: style, lineHeight: givenLineHeight.value, lineLimit: lineLimit,
            reservesSpace: reservesSpace && lineLimit != nil, baseline: baseline)))
    }
    let charWidth = context.length("charWidth").or(8)
    return NodeBlueprint(
      .text(
        TextLeaf(
          string, charWidth: charWidth, lineHeight: lineHeight, lineLimit: lineLimit,
          reservesSpace: reservesSpace && lineLimit != nil, baseline: baseline)))
  }

  /// The text style names (S2.8, S14), as SwiftUI spells them.
  static let textStyles = TextStyle.allCases.map { ($0.rawValue, $0) }

  /// S2.9: a words-form text's characters, one non-empty list of advance widths per word, or none (`[]`).
  static func characterWidths(_ context: NodeContext, wordCount: Int) -> [[Double]] {
    let decoder = context.decoder
    guard let value = context.fields.raw("characters") else { return [] }
    guard decoder.document.kind(value) == .array else {
      decoder.fail(.type, at: value, "expected an array of arrays of character widths, got \(decoder.describe(value))")
      return []
    }
    var lists: [[Double]] = []
    for list in decoder.document.elements(value) {
      guard decoder.document.kind(list) == .array else {
        decoder.fail(.type, at: list, "expected an array of character widths, got \(decoder.describe(list))")
        continue
      }
      let elements = decoder.document.elements(list)
      if elements.isEmpty { decoder.fail(.invalidValue, at: list, "a word needs at least one character") }
      lists.append(elements.map { decoder.number($0, .length, name: "character width").or(0) })
    }
    if !lists.isEmpty && lists.count != wordCount {
      decoder.fail(
        .invalidValue, at: value, "has \(lists.count) lists of character widths for \(wordCount) words (one per word)")
      return []
    }
    return lists
  }

  /// S2.7: a words-form text's forced line breaks, word indices in `0...wordCount`, ascending.
  static func lineBreaks(_ context: NodeContext, wordCount: Int) -> [Int] {
    let decoder = context.decoder
    guard let value = context.fields.raw("lineBreaks") else { return [] }
    guard decoder.document.kind(value) == .array else {
      decoder.fail(.type, at: value, "expected an array of word indices, got \(decoder.describe(value))")
      return []
    }
    var breaks: [Int] = []
    for element in decoder.document.elements(value) {
      guard let number = decoder.document.number(element), number == number.rounded(.towardZero) else {
        decoder.fail(.type, at: element, "expected a word index (a whole number), got \(decoder.describe(element))")
        continue
      }
      let minimum = breaks.last ?? 0
      guard number >= Double(minimum), number <= Double(wordCount) else {
        decoder.fail(
          .range, at: element,
          "a line break is the index of the word it comes before, ascending: between \(minimum) and \(wordCount) "
            + "(\(wordCount) words), got \(JSONWriter.number(number))")
        continue
      }
      breaks.append(Int(number))
    }
    return breaks
  }

  static func spacer(_ context: NodeContext) -> NodeBlueprint {
    NodeBlueprint(.spacer(minLength: context.length("minLength").or(8)))
  }

  // MARK: Containers

  static func hstack(_ context: NodeContext) -> NodeBlueprint {
    let spacing = context.signed("spacing").value
    let alignment = AlignmentForms.vertical(context.decoder, context.fields, "alignment").or(.center)
    return NodeBlueprint(.hstack(spacing: spacing, alignment: alignment), children: context.children())
  }

  static func vstack(_ context: NodeContext) -> NodeBlueprint {
    let spacing = context.signed("spacing").value
    let alignment = AlignmentForms.horizontal(context.decoder, context.fields, "alignment").or(.center)
    return NodeBlueprint(.vstack(spacing: spacing, alignment: alignment), children: context.children())
  }

  static func zstack(_ context: NodeContext) -> NodeBlueprint {
    let alignment = context.alignment()
    return NodeBlueprint(.zstack(alignment: alignment), children: context.children())
  }

  // MARK: Decorations

  /// A background; `ignoresSafeAreaEdges` (SwiftUI's `background(_:ignoresSafeAreaEdges:)`, none by default) is
  /// shorthand for its content wrapped in `ignoresSafeArea` on those edges.
  static func background(_ context: NodeContext) -> NodeBlueprint {
    var blueprint = NodeBlueprint(.background(alignment: context.alignment()), children: context.childAndContent())
    let edges = readNameSet(
      context, "ignoresSafeAreaEdges", Edge.allCases.map { ($0.rawValue, Edges($0)) }, default: [], noun: "edge",
      example: #"["top", "bottom"]"#)
    if !edges.isEmpty { blueprint.wrappers[1] = .ignoresSafeArea(edges: edges) }
    return blueprint
  }

  static func overlay(_ context: NodeContext) -> NodeBlueprint {
    NodeBlueprint(.overlay(alignment: context.alignment()), children: context.childAndContent())
  }

  // MARK: Modifiers

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
      return NodeBlueprint(.flexibleFrame(constraints, alignment: alignment), children: context.child())
    }
    let width = context.length("width").value
    let height = context.length("height").value
    return NodeBlueprint(.frame(width: width, height: height, alignment: alignment), children: context.child())
  }

  /// DECISIONS 13: `all` sets every edge; `horizontal` (leading and trailing) and `vertical` (top and bottom),
  /// SwiftUI's `.padding(.horizontal, 16)`, override it on their edges; explicit edges override both (a scaled
  /// `all`, `horizontal` or `vertical` scales the edges it sets); edges not given are 0; no length at all is 16
  /// on every edge.
  static func padding(_ context: NodeContext) -> NodeBlueprint {
    let all = context.scalableNumber("all", .signed).value
    let horizontal = context.scalableNumber("horizontal", .signed).value
    let vertical = context.scalableNumber("vertical", .signed).value
    let edgeFields: [ScaledLength] = [.top, .leading, .bottom, .trailing]
    let edges = edgeFields.map { context.signed($0.rawValue).value }
    let given = all != nil || horizontal != nil || vertical != nil || edges.contains { $0 != nil }
    let base = given ? (all?.value ?? 0) : 16
    var values: [Double] = []
    for (field, edge) in zip(edgeFields, edges) {
      let set = field == .leading || field == .trailing ? horizontal : vertical
      if let edge {
        values.append(edge)
      } else if let set {
        values.append(set.value)
        if let style = set.style { context.recorder.record(field, style) }
      } else {
        values.append(base)
        if let style = all?.style { context.recorder.record(field, style) }
      }
    }
    let insets = EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    return NodeBlueprint(.padding(insets), children: context.child())
  }

  static func offset(_ context: NodeContext) -> NodeBlueprint {
    let x = context.signed("x").value ?? 0
    let y = context.signed("y").value ?? 0
    return NodeBlueprint(.offset(x: x, y: y), children: context.child())
  }

  static func position(_ context: NodeContext) -> NodeBlueprint {
    let x = context.signed("x").value ?? 0
    let y = context.signed("y").value ?? 0
    return NodeBlueprint(.position(x: x, y: y), children: context.child())
  }

  static func ignoresSafeArea(_ context: NodeContext) -> NodeBlueprint {
    let edges = readNameSet(
      context, "edges", Edge.allCases.map { ($0.rawValue, Edges($0)) }, default: .all, noun: "edge",
      example: #"["top"]"#)
    return NodeBlueprint(.ignoresSafeArea(edges: edges), children: context.child())
  }

  /// S18.6: a padding of `length` (16 by default) on `edges` (all by default) that its subtree also sees as
  /// safe area.
  static func safeAreaPadding(_ context: NodeContext) -> NodeBlueprint {
    let edges = readNameSet(
      context, "edges", Edge.allCases.map { ($0.rawValue, Edges($0)) }, default: .all, noun: "edge",
      example: #"["leading", "trailing"]"#)
    let length = context.length("length").or(16)
    return NodeBlueprint(.safeAreaPadding(edges: edges, length: length), children: context.child())
  }

  static func safeAreaInset(_ context: NodeContext) -> NodeBlueprint {
    let edges = Edge.allCases.map { ($0.rawValue, $0) }
    if !context.fields.has("edge") {
      context.decoder.missing("edge", in: context.fields, "the edge the bar sits on: top, leading, bottom or trailing")
    }
    let edge = context.decoder.choice(context.fields, "edge", edges).or(.bottom)
    let spacing = context.signed("spacing").value
    return NodeBlueprint(
      .safeAreaInset(edge: edge, spacing: spacing, alignment: context.alignment()), children: context.childAndContent())
  }

  static func hidden(_ context: NodeContext) -> NodeBlueprint {
    NodeBlueprint(.hidden, children: context.child())
  }

  static func clipped(_ context: NodeContext) -> NodeBlueprint {
    NodeBlueprint(.clipped, children: context.child())
  }

  /// The Dynamic Type sizes by name, smallest first.
  static let typeSizes = DynamicTypeSize.allCases.map { ($0.rawValue, $0) }

  /// S14.4: `"size"` pins one size (SwiftUI's `dynamicTypeSize(.xLarge)`); `"min"` and `"max"` limit to a range
  /// (`dynamicTypeSize(.small ... .accessibility1)`, either end open).
  static func dynamicTypeSize(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let fields = context.fields
    var min = decoder.choice(fields, "min", typeSizes).value
    var max = decoder.choice(fields, "max", typeSizes).value
    if let size = decoder.choice(fields, "size", typeSizes).value {
      if let value = fields.raw("min") ?? fields.raw("max") {
        decoder.fail(.invalidValue, at: value, "\"size\" pins one size; give either it or \"min\"/\"max\", not both")
      }
      (min, max) = (size, size)
    } else if let low = min, let high = max, high < low, let value = fields.raw("max") {
      decoder.fail(.range, at: value, "max must not be smaller than min (\(low.rawValue)), got \(high.rawValue)")
    }
    return NodeBlueprint(.dynamicTypeSize(min: min, max: max), children: context.child())
  }

  static func alignmentGuide(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    var guide = AlignmentGuide.horizontal(.center)
    var value = GuideValue.widthFraction(0.5)
    if let raw = context.fields.raw("guide") {
      guide = AlignmentForms.guide(decoder, raw, name: "guide").or(guide)
    } else {
      decoder.missing(
        "guide", in: context.fields,
        "the guide it sets: \(Suggestions.list(AlignmentForms.guideNames.map(\.0))) or a custom alignment")
    }
    if let raw = context.fields.raw("value") {
      value = AlignmentForms.guideValue(decoder, raw).or(value)
    } else {
      decoder.missing(
        "value", in: context.fields, "{\"guide\": G, \"plus\": C}, {\"widthFraction\": F} or {\"heightFraction\": F}")
    }
    return NodeBlueprint(.alignmentGuide(guide, value), children: context.child())
  }

  static func geometryReader(_ context: NodeContext) -> NodeBlueprint {
    NodeBlueprint(.geometryReader, children: context.child())
  }

  static func fixedSize(_ context: NodeContext) -> NodeBlueprint {
    let horizontal = context.decoder.bool(context.fields, "horizontal").or(true)
    let vertical = context.decoder.bool(context.fields, "vertical").or(true)
    return NodeBlueprint(.fixedSize(horizontal: horizontal, vertical: vertical), children: context.child())
  }

  static func aspectRatio(_ context: NodeContext) -> NodeBlueprint {
    let ratio = context.decoder.number(context.fields, "ratio", .positive(limit: maximumFormatMagnitude)).value
    let modes = ContentMode.allCases.map { ($0.rawValue, $0) }
    let mode = context.decoder.choice(context.fields, "contentMode", modes).or(.fit)
    return NodeBlueprint(.aspectRatio(ratio, contentMode: mode), children: context.child())
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
    return NodeBlueprint(.containerRelativeFrame(frame), children: context.child())
  }

  static func scroll(_ context: NodeContext) -> NodeBlueprint {
    let axes = readAxes(context, default: .vertical)
    return NodeBlueprint(.scroll(axes), children: context.child())
  }
}

// MARK: - Encoding

/// Each kind's fields as written (`RequestEncoder.swift` writes the rest of the node).
extension NodeEncoder {
  /// The kind's own fields; each scaled length written is removed from `scaled`.
  static func plainFields(_ kind: Node.Kind, scaled: inout [ScaledLength: TextStyle]) -> [String] {
    func field(_ name: String, _ value: Double) -> String {
      guard let length = ScaledLength(rawValue: name), let style = scaled.removeValue(forKey: length) else {
        return "\"\(name)\": \(JSONWriter.number(value))"
      }
      return self.length(name, value, scaledRelativeTo: value.isFinite ? style : nil)
    }
    func string(_ name: String, _ value: String) -> String { "\"\(name)\": \(JSONWriter.string(value))" }
    func aligned(_ json: String) -> String { "\"alignment\": \(json)" }
    switch kind {
    case .fixed(let width, let height):
      return [field("width", width), field("height", height)]
    case .measured(let leaf):
      var size = Size.zero
      if let answer = try? leaf.measure(.unspecified), answer.width.isFinite, answer.height.isFinite,
        answer.width >= 0, answer.height >= 0
      {
        size = answer
      }
      return [field("width", size.width), field("height", size.height)]
    case .flexible(let leaf):
      return [
        field("minWidth", leaf.minWidth), field("idealWidth", leaf.idealWidth), field("maxWidth", leaf.maxWidth),
        field("minHeight", leaf.minHeight), field("idealHeight", leaf.idealHeight),
        field("maxHeight", leaf.maxHeight),
      ]
    case .text(let text):
      // A text made from a string (and whose widths still are the string's) is written in its `text` form.
      let fromString = text.stringWords != nil
      var fields: [String]
      if fromString {
        fields = ["\"text\": " + JSONWriter.string(text.string ?? "")]
        // A styled string measures its own space (S2.8); an unstyled one's space is its character width.
        if text.style == nil { fields.append(field("charWidth", text.spaceWidth)) }
      } else {
        fields = [
          "\"words\": [" + text.wordWidths.map(JSONWriter.number).joined(separator: ", ") + "]",
          field("spaceWidth", text.spaceWidth),
        ]
      }
      if let style = text.style { fields.append("\"style\": " + JSONWriter.string(style.rawValue)) }
      // A styled string's line height is its style's leading unless given otherwise.
      if !(fromString && text.style.map { $0.leading(at: .large) } == text.lineHeight) {
        fields.append(field("lineHeight", text.lineHeight))
      }
      if let limit = text.lineLimit { fields.append("\"lineLimit\": \(limit)") }
      if text.reservesSpace { fields.append("\"reservesSpace\": true") }
      if let baseline = text.baseline { fields.append(field("baseline", baseline)) }
      if text.stringWords == nil && !text.lineBreaks.isEmpty {
        fields.append("\"lineBreaks\": [" + text.lineBreaks.map(String.init).joined(separator: ", ") + "]")
      }
      if !fromString && !text.characterWidths.isEmpty {
        let lists = text.characterWidths.map { "[" + $0.map(JSONWriter.number).joined(separator: ", ") + "]" }
        fields.append("\"characters\": [" + lists.joined(separator: ", ") + "]")
      }
      return fields
    case .spacer(let minLength):
      return [field("minLength", minLength)]
    case .hstack(let spacing, let alignment):
      return (spacing.map { [field("spacing", $0)] } ?? []) + [aligned(AlignmentForms.json(alignment))]
    case .vstack(let spacing, let alignment):
      return (spacing.map { [field("spacing", $0)] } ?? []) + [aligned(AlignmentForms.json(alignment))]
    case .zstack(let alignment), .background(let alignment), .overlay(let alignment):
      return [aligned(AlignmentForms.json(alignment))]
    case .frame(let width, let height, let alignment):
      var fields: [String] = []
      if let width { fields.append(field("width", width)) }
      if let height { fields.append(field("height", height)) }
      return fields + [aligned(AlignmentForms.json(alignment))]
    case .flexibleFrame(let frame, let alignment):
      let values = [
        ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
        ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
      ]
      var fields = values.compactMap { name, value in value.map { field(name, $0) } }
      // A flexible frame without constraints is still the flexible form: say so with an explicit null.
      if fields.isEmpty { fields.append("\"minWidth\": null") }
      return fields + [aligned(AlignmentForms.json(alignment))]
    case .padding(let insets):
      let style = scaled[.top]
      if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing,
        scaled[.leading] == style, scaled[.bottom] == style, scaled[.trailing] == style
      {
        for edge in [ScaledLength.top, .leading, .bottom, .trailing] { scaled[edge] = nil }
        return [length("all", insets.top, scaledRelativeTo: insets.top.isFinite ? style : nil)]
      }
      return [
        field("top", insets.top), field("leading", insets.leading), field("bottom", insets.bottom),
        field("trailing", insets.trailing),
      ]
    case .fixedSize(let horizontal, let vertical):
      return ["\"horizontal\": \(horizontal)", "\"vertical\": \(vertical)"]
    case .offset(let x, let y), .position(let x, let y):
      return [field("x", x), field("y", y)]
    case .hidden, .clipped, .geometryReader, .divider:
      return []
    case .alignmentGuide(let guide, let value):
      // A host function has no JSON form: written as reading the guide itself (the child's own value).
      let written = AlignmentForms.json(value) ?? AlignmentForms.json(.guide(guide))!
      return ["\"guide\": \(AlignmentForms.json(guide))", "\"value\": \(written)"]
    case .layout(let layout):
      return [string("name", layout.name), "\"values\": \(CustomLayoutForms.json(layout.arguments))"]
    case .ignoresSafeArea(let edges):
      return ["\"edges\": " + edgesList(edges)]
    case .safeAreaPadding(let edges, let length):
      return ["\"edges\": " + edgesList(edges), field("length", length)]
    case .safeAreaInset(let edge, let spacing, let alignment):
      return [string("edge", edge.rawValue)] + (spacing.map { [field("spacing", $0)] } ?? [])
        + [aligned(AlignmentForms.json(alignment))]
    case .aspectRatio(let ratio, let mode):
      return (ratio.map { [field("ratio", $0)] } ?? []) + [string("contentMode", mode.rawValue)]
    case .scroll(let axes), .viewThatFits(let axes):
      return ["\"axes\": " + axesList(axes)]
    case .containerRelativeFrame(let frame):
      var fields = ["\"axes\": " + axesList(frame.axes)]
      if let fraction = frame.fraction {
        fields.append(field("fraction", fraction))
        scaled[.spacing] = nil
      } else {
        fields += ["\"count\": \(frame.count)", "\"span\": \(frame.span)", field("spacing", frame.spacing)]
      }
      return fields + [aligned(AlignmentForms.json(frame.alignment))]
    case .flow(let spacing, let lineSpacing, let alignment):
      return [field("spacing", spacing), field("lineSpacing", lineSpacing), aligned(AlignmentForms.json(alignment))]
    case .grid(let columns, let rowSpacing):
      return [
        "\"columns\": [" + columns.map(gridColumn).joined(separator: ", ") + "]", field("rowSpacing", rowSpacing),
      ]
    case .buckets(let axis, let thresholds, let accessibilityThresholds):
      var fields = [
        string("axis", axis == .horizontal ? "width" : "height"),
        "\"thresholds\": " + numbers(thresholds),
      ]
      if let accessibilityThresholds {
        fields.append("\"accessibilityThresholds\": " + numbers(accessibilityThresholds))
      }
      return fields
    case .split(_, let dividerWidth, let collapsedColumn):
      return [field("dividerWidth", dividerWidth), "\"collapsedColumn\": \(collapsedColumn)"]
    case .dynamicTypeSize(let min, let max):
      if let min, min == max { return [string("size", min.rawValue)] }
      return (min.map { [string("min", $0.rawValue)] } ?? []) + (max.map { [string("max", $0.rawValue)] } ?? [])
    case .dynamicTypeBuckets(let thresholds):
      return ["\"thresholds\": [" + thresholds.map { JSONWriter.string($0.rawValue) }.joined(separator: ", ") + "]"]
    }
  }
}
