import FlexLayout

// Decoding of scaled lengths, `{"scaled": 24, "relativeTo": "body"}` (Docs/Format.md, "Scaled lengths";
// semantics in Docs/Semantics.md S14).
//
// A node's length field that the model can scale (a `ScaledLength` of its kind) accepts this object in
// place of a number: the node gets the plain value, and `Node.scaledLengths` records the field with its
// text style. Which fields accept it is each kind's `NodeKindSpec.scalable` set.

/// The scaled lengths read from the node being decoded.
///
/// One recorder serves a whole tree: ``NodeTreeDecoder`` decodes each node's own fields completely before
/// the next node's, and takes the recorded lengths after each.
final class ScaledLengthRecorder {
  private var lengths: [ScaledLength: TextStyle] = [:]

  func record(_ field: ScaledLength, _ style: TextStyle) { lengths[field] = style }

  /// The lengths recorded since the last call, which starts the next node.
  func take() -> [ScaledLength: TextStyle] {
    guard !lengths.isEmpty else { return [:] }
    defer { lengths = [:] }
    return lengths
  }
}

extension NodeContext {
  /// Reads `key` by `rule`, also in the scaled form when the kind lets `key` scale; a scaled ``ScaledLength``
  /// field is recorded for the node.
  func number(_ key: String, _ rule: NumberRule, required: String? = nil) -> Field<Double> {
    switch scalableNumber(key, rule, required: required) {
    case .absent: return .absent
    case .invalid: return .invalid
    case .present(let (value, style)):
      if let style, let field = ScaledLength(rawValue: key) { recorder.record(field, style) }
      return .present(value)
    }
  }

  /// Reads `key` by `rule`, and its text style when it is written in the scaled form (which only the
  /// kind's ``NodeKindSpec/scalable`` fields accept). Records nothing.
  func scalableNumber(
    _ key: String, _ rule: NumberRule, required: String? = nil
  ) -> Field<(value: Double, style: TextStyle?)> {
    guard let value = fields.raw(key), decoder.document.kind(value) == .object, scalable.contains(key) else {
      switch decoder.number(fields, key, rule, required: required) {
      case .absent: return .absent
      case .invalid: return .invalid
      case .present(let number): return .present((number, nil))
      }
    }
    guard case .present(let (number, style)) = decoder.scaledLength(value, rule, name: key) else { return .invalid }
    return .present((number, style))
  }
}

extension RequestDecoder {
  /// The members of a scaled length.
  static let scaledLengthKeys = ["scaled", "relativeTo"]

  /// The text style names, in the order of ``TextStyle/allCases``.
  static let textStyleNames = TextStyle.allCases.map(\.rawValue)

  /// The scaled-length object at `value` for the field `name`: its `scaled` number, read by `rule` (a
  /// maximum's must be finite), and its `relativeTo` style (body when absent or `null`).
  func scaledLength(_ value: Int, _ rule: NumberRule, name: String) -> Field<(value: Double, style: TextStyle)> {
    guard let fields = object(value, "a scaled length") else { return .invalid }
    checkFields(fields, allowed: Self.scaledLengthKeys, owner: "a scaled length")
    let length = scaledNumber(fields, rule, name: name)
    var style = TextStyle.body
    if let styleValue = fields.raw("relativeTo"), !document.isNull(styleValue) {
      guard let text = document.string(styleValue) else {
        fail(
          .type, at: styleValue,
          "expected a text style (a string: \(Suggestions.list(Self.textStyleNames))), got \(describe(styleValue))")
        return .invalid
      }
      guard let match = TextStyle(rawValue: text) else {
        let hint = Suggestions.hint(for: text, in: Self.textStyleNames)
        let detail = hint.isEmpty ? " (the text styles: \(Self.textStyleNames.joined(separator: ", ")))" : hint
        fail(.invalidValue, at: styleValue, "unknown text style \"\(text)\"\(detail)")
        return .invalid
      }
      style = match
    }
    guard let length else { return .invalid }
    return .present((length, style))
  }

  /// The `scaled` member of a scaled length: a number by `rule`, finite even for a maximum.
  private func scaledNumber(_ fields: Fields, _ rule: NumberRule, name: String) -> Double? {
    guard let value = fields.raw("scaled") else {
      missing("scaled", in: fields, "the length in points at the large Dynamic Type size")
      return nil
    }
    guard document.kind(value) == .number else {
      var hint = ""
      if case .maximum = rule, document.string(value) == "infinity" {
        hint = " (an infinite maximum does not scale: write \"\(name)\": \"infinity\")"
      }
      fail(
        .type, at: value,
        "scaled must be a number (the length at the large Dynamic Type size), got "
          + "\(describe(value))\(hint)")
      return nil
    }
    if case .maximum = rule { return number(value, .length, name: name).value }
    return number(value, rule, name: name).value
  }
}
