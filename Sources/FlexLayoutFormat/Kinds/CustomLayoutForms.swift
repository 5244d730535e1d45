import FlexLayout

/// The JSON forms of custom layouts (Docs/Format.md, "layout"): the `layout` kind, whose `name` the decoding
/// options' ``LayoutRegistry`` resolves, and named values (`"values"`, `"layoutValues"`).
///
/// A value is a number, a string, a boolean, or an array of numbers or of strings; it decodes to `Double`,
/// `String`, `Bool`, `[Double]` or `[String]`, and those types encode back. A value of another type, set in
/// Swift, has no JSON form and is not written.
enum CustomLayoutForms {
  /// Decodes `{"kind": "layout", "name": …, "values": {…}, "children": […]}`.
  static func layout(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let registry = decoder.options.layouts
    let children = context.children()
    let placeholder = NodeBlueprint(.zstack(), children: children)
    var arguments = LayoutValues()
    if let raw = context.fields.raw("values") { arguments = values(decoder, raw) }
    guard let nameValue = context.fields.raw("name") else {
      decoder.missing("name", in: context.fields, "the name a layout is registered under: \(known(registry))")
      return placeholder
    }
    guard let name = decoder.document.string(nameValue) else {
      decoder.fail(.type, at: nameValue, "expected a layout name (a string), got \(decoder.describe(nameValue))")
      return placeholder
    }
    do throws(LayoutArgumentError) {
      guard let layout = try registry.layout(named: name, arguments: arguments) else {
        let hint = Suggestions.hint(for: name, in: registry.names)
        decoder.fail(
          .unknownLayout, at: nameValue,
          "unknown layout \"\(name)\"\(hint.isEmpty ? "" : hint) (registered layouts: \(known(registry)))")
        return placeholder
      }
      return NodeBlueprint(.layout(layout), children: children)
    } catch {
      let valuesValue = context.fields.raw("values")
      let at = error.argument.flatMap { argument in valuesValue.flatMap { decoder.document.member($0, argument) } }
      decoder.fail(.invalidValue, at: at ?? valuesValue ?? nameValue, "layout \"\(name)\": \(error.message)")
      return placeholder
    }
  }

  private static func known(_ registry: LayoutRegistry) -> String {
    registry.names.isEmpty ? "none" : registry.names.joined(separator: ", ")
  }

  /// Decodes an object of named values; records an issue at each value that has no JSON form.
  static func values(_ decoder: RequestDecoder, _ raw: Int) -> LayoutValues {
    let document = decoder.document
    guard document.kind(raw) == .object else {
      decoder.fail(.type, at: raw, "expected an object of named values, got \(decoder.describe(raw))")
      return LayoutValues()
    }
    var values = LayoutValues()
    for (key, value) in document.members(raw) {
      switch document.kind(value) {
      case .number: values[key] = document.number(value)!
      case .string: values[key] = document.string(value)!
      case .bool: values[key] = document.bool(value)!
      case .array:
        let elements = document.elements(value)
        if elements.allSatisfy({ document.kind($0) == .number }) {
          values[key] = elements.map { document.number($0)! }
        } else if elements.allSatisfy({ document.kind($0) == .string }) {
          values[key] = elements.map { document.string($0)! }
        } else {
          decoder.fail(.type, at: value, "a value's array holds numbers only or strings only")
        }
      case .null, .object:
        decoder.fail(
          .type, at: value,
          "expected a number, a string, a boolean or an array of numbers or strings, got \(decoder.describe(value))")
      }
    }
    return values
  }

  /// The JSON object of `values` (names sorted; values without a JSON form left out).
  static func json(_ values: LayoutValues) -> String {
    var members: [String] = []
    for name in values.storage.keys.sorted() {
      let written: String
      switch values.storage[name]! {
      case let number as Double: written = JSONWriter.number(number)
      case let number as Int: written = JSONWriter.number(Double(number))
      case let text as String: written = JSONWriter.string(text)
      case let flag as Bool: written = flag ? "true" : "false"
      case let numbers as [Double]: written = "[" + numbers.map(JSONWriter.number).joined(separator: ", ") + "]"
      case let texts as [String]: written = "[" + texts.map(JSONWriter.string).joined(separator: ", ") + "]"
      default: continue
      }
      members.append("\(JSONWriter.string(name)): \(written)")
    }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
