import FlexLayout

/// The JSON forms of alignments and alignment guides (Docs/Format.md, "Alignments"), read and written.
///
/// - A stack's `"alignment"` is a name of its axis (`"top"`, `"firstTextBaseline"`; `"leading"`), a two-axis
///   field's one of the nine names or the six combined baseline names (`"leadingFirstTextBaseline"`).
/// - Any of them may be a custom alignment, `{"custom": NAME, "default": GUIDE}`, whose default guide's name
///   (`leading`, `horizontalCenter`, `trailing`, `top`, `verticalCenter`, `bottom`, `firstTextBaseline`,
///   `lastTextBaseline`) gives its axis; in a two-axis field the other axis is centred, or the field is
///   `{"horizontal": H, "vertical": V}` with a name or a custom alignment for each.
/// - An alignment guide's `"guide"` is a guide name or a custom alignment; its `"value"` is
///   `{"guide": G, "plus": C}`, `{"widthFraction": F, "plus": C}` or `{"heightFraction": F, "plus": C}`.
enum AlignmentForms {
  static let horizontalNames: [(String, HorizontalAlignment)] = HorizontalAlignment.builtIn.map { ($0.name!, $0) }
  static let verticalNames: [(String, VerticalAlignment)] = VerticalAlignment.builtIn.map { ($0.name!, $0) }
  static let guideNames: [(String, AlignmentGuide)] = AlignmentGuide.builtIn.map { ($0.name!, $0) }

  /// The two-axis names: the nine of edges and centres, then the six with a text baseline.
  static let twoAxisNames: [(String, Alignment)] =
    [
      ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
      ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
      ("bottomTrailing", .bottomTrailing),
    ]
    + HorizontalAlignment.builtIn.flatMap { horizontal in
      [VerticalAlignment.firstTextBaseline, .lastTextBaseline].map { vertical in
        let baseline = vertical == .firstTextBaseline ? "FirstTextBaseline" : "LastTextBaseline"
        return (horizontal.name! + baseline, Alignment(horizontal: horizontal, vertical: vertical))
      }
    }

  // MARK: Reading

  /// A stack's or flow's horizontal alignment: a name or a custom alignment with a horizontal default.
  static func horizontal(_ decoder: RequestDecoder, _ fields: Fields, _ key: String) -> Field<HorizontalAlignment> {
    guard let value = fields.raw(key), !decoder.document.isNull(value) else { return .absent }
    return horizontal(decoder, value, name: key)
  }

  /// A vertical alignment: a name or a custom alignment with a vertical default.
  static func vertical(_ decoder: RequestDecoder, _ fields: Fields, _ key: String) -> Field<VerticalAlignment> {
    guard let value = fields.raw(key), !decoder.document.isNull(value) else { return .absent }
    return vertical(decoder, value, name: key)
  }

  /// A two-axis alignment (zstack, frames, decorations).
  static func twoAxis(_ decoder: RequestDecoder, _ fields: Fields, _ key: String) -> Field<Alignment> {
    guard let value = fields.raw(key), !decoder.document.isNull(value) else { return .absent }
    guard decoder.document.kind(value) == .object else { return decoder.choice(value, twoAxisNames, name: key) }
    guard let members = decoder.object(value, "an alignment") else { return .invalid }
    if members.raw("custom") != nil {
      guard let guide = custom(decoder, value) else { return .invalid }
      switch guide {
      case .horizontal(let horizontal): return .present(Alignment(horizontal: horizontal, vertical: .center))
      case .vertical(let vertical): return .present(Alignment(horizontal: .center, vertical: vertical))
      }
    }
    decoder.checkFields(members, allowed: ["horizontal", "vertical"], owner: "a two-axis alignment") { _ in
      " (a two-axis alignment is {\"horizontal\": …, \"vertical\": …} or {\"custom\": NAME, \"default\": GUIDE})"
    }
    let horizontal = self.horizontal(decoder, members, "horizontal")
    let vertical = self.vertical(decoder, members, "vertical")
    if case .invalid = horizontal { return .invalid }
    if case .invalid = vertical { return .invalid }
    return .present(Alignment(horizontal: horizontal.or(.center), vertical: vertical.or(.center)))
  }

  /// An alignment guide's target: a guide name or a custom alignment.
  static func guide(_ decoder: RequestDecoder, _ value: Int, name: String) -> Field<AlignmentGuide> {
    if decoder.document.kind(value) == .object {
      return custom(decoder, value).map { .present($0) } ?? .invalid
    }
    return decoder.choice(value, guideNames, name: name)
  }

  /// An alignment guide's value.
  static func guideValue(_ decoder: RequestDecoder, _ value: Int) -> Field<GuideValue> {
    guard let fields = decoder.object(value, "a guide value") else { return .invalid }
    let forms = ["guide", "widthFraction", "heightFraction"]
    decoder.checkFields(fields, allowed: forms + ["plus"], owner: "a guide value")
    let given = forms.filter { fields.raw($0) != nil }
    guard given.count == 1, let form = given.first, let raw = fields.raw(form) else {
      decoder.fail(
        .invalidValue, at: value,
        "a guide value needs exactly one of \"guide\", \"widthFraction\" or \"heightFraction\" (and may add \"plus\")")
      return .invalid
    }
    let plus = decoder.number(fields, "plus", .signed).or(0)
    switch form {
    case "guide":
      return guide(decoder, raw, name: "guide").value.map { .present(.guide($0, plus: plus)) } ?? .invalid
    case "widthFraction":
      return decoder.number(raw, .signed, name: form).value.map { .present(.widthFraction($0, plus: plus)) } ?? .invalid
    default:
      return decoder.number(raw, .signed, name: form).value.map { .present(.heightFraction($0, plus: plus)) }
        ?? .invalid
    }
  }

  private static func horizontal(_ decoder: RequestDecoder, _ value: Int, name: String) -> Field<HorizontalAlignment> {
    oneAxis(
      decoder, value, name: name, horizontalNames, axis: "horizontal", defaults: "leading, horizontalCenter or trailing"
    ) {
      if case .horizontal(let guide) = $0 { return guide }
      return nil
    }
  }

  private static func vertical(_ decoder: RequestDecoder, _ value: Int, name: String) -> Field<VerticalAlignment> {
    oneAxis(
      decoder, value, name: name, verticalNames, axis: "vertical",
      defaults: "top, verticalCenter, bottom, firstTextBaseline or lastTextBaseline"
    ) {
      if case .vertical(let guide) = $0 { return guide }
      return nil
    }
  }

  /// An alignment on one axis: one of `names`, or a custom alignment whose default is on that axis.
  private static func oneAxis<Value>(
    _ decoder: RequestDecoder, _ value: Int, name: String, _ names: [(String, Value)], axis: String,
    defaults: String, _ onAxis: (AlignmentGuide) -> Value?
  ) -> Field<Value> {
    guard decoder.document.kind(value) == .object else { return decoder.choice(value, names, name: name) }
    guard let guide = custom(decoder, value) else { return .invalid }
    guard let found = onAxis(guide) else {
      decoder.fail(.invalidValue, at: value, "\(name) is \(axis): a custom alignment's default must be \(defaults)")
      return .invalid
    }
    return .present(found)
  }

  /// `{"custom": NAME, "default": GUIDE}`: the custom alignment, on its default's axis.
  private static func custom(_ decoder: RequestDecoder, _ value: Int) -> AlignmentGuide? {
    guard let fields = decoder.object(value, "a custom alignment") else { return nil }
    decoder.checkFields(fields, allowed: ["custom", "default"], owner: "a custom alignment")
    let name = decoder.string(fields, "custom", "the custom alignment's name")
    guard let raw = fields.raw("default") else {
      decoder.missing("default", in: fields, "the built-in guide a view without a value for it uses")
      return nil
    }
    guard case .present(let fallback) = decoder.choice(raw, guideNames, name: "default"),
      case .present(let text) = name
    else { return nil }
    if text.isEmpty, let rawName = fields.raw("custom") {
      decoder.fail(.invalidValue, at: rawName, "a custom alignment needs a non-empty name")
      return nil
    }
    switch fallback {
    case .horizontal(let guide): return .horizontal(.custom(text, default: guide))
    case .vertical(let guide): return .vertical(.custom(text, default: guide))
    }
  }

  // MARK: Writing

  /// A horizontal alignment's JSON value.
  static func json(_ alignment: HorizontalAlignment) -> String {
    if case .custom(let name, let fallback) = alignment { return customJSON(name, .horizontal(fallback)) }
    return JSONWriter.string(alignment.name ?? "center")
  }

  /// A vertical alignment's JSON value.
  static func json(_ alignment: VerticalAlignment) -> String {
    if case .custom(let name, let fallback) = alignment { return customJSON(name, .vertical(fallback)) }
    return JSONWriter.string(alignment.name ?? "center")
  }

  /// A two-axis alignment's JSON value: its name when it has one, else the object of its two components.
  static func json(_ alignment: Alignment) -> String {
    if let named = twoAxisNames.first(where: { $0.1 == alignment }) { return JSONWriter.string(named.0) }
    return "{\"horizontal\": \(json(alignment.horizontal)), \"vertical\": \(json(alignment.vertical))}"
  }

  /// A guide's JSON value: its name, or its custom alignment object.
  static func json(_ guide: AlignmentGuide) -> String {
    switch guide {
    case .horizontal(.custom(let name, let fallback)): return customJSON(name, .horizontal(fallback))
    case .vertical(.custom(let name, let fallback)): return customJSON(name, .vertical(fallback))
    case .horizontal, .vertical: return JSONWriter.string(guide.name ?? "")
    }
  }

  /// A guide value's JSON object; `nil` for a host function, which has no JSON form.
  static func json(_ value: GuideValue) -> String? {
    func plus(_ constant: Double) -> String { constant == 0 ? "" : ", \"plus\": \(JSONWriter.number(constant))" }
    switch value {
    case .guide(let guide, let constant): return "{\"guide\": \(json(guide))\(plus(constant))}"
    case .widthFraction(let fraction, let constant):
      return "{\"widthFraction\": \(JSONWriter.number(fraction))\(plus(constant))}"
    case .heightFraction(let fraction, let constant):
      return "{\"heightFraction\": \(JSONWriter.number(fraction))\(plus(constant))}"
    case .computed: return nil
    }
  }

  private static func customJSON(_ name: String, _ fallback: AlignmentGuide) -> String {
    "{\"custom\": \(JSONWriter.string(name)), \"default\": \(JSONWriter.string(fallback.name ?? ""))}"
  }
}
