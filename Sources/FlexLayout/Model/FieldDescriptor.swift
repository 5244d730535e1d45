/// One field of a node kind, described once: its name (the JSON format's, which the Swift builders' labels
/// follow), the type of its values, its default, what validation demands of it, whether it may scale with
/// Dynamic Type, and its parameter in the C interface. A kind's fields are its ``KindDescriptor/fields``, in
/// the order of the C interface's `flexlayout_set_…` parameters.
///
/// What reads the descriptions today: the scalable lengths (``KindDescriptor/scalableLengths``, S14), the JSON
/// format's table of the fields each kind accepts, and `FieldReachTests`, which checks that every field of
/// every kind reaches every layer (the encoder writes it, the decoder reads it back, validation names it by
/// its JSON Pointer, the C header takes it, the property kit varies it). Docs/Architecture.md, "Adding a node
/// kind", says which layers still spell their fields by hand.
public struct FieldDescriptor: Sendable, Hashable, CustomStringConvertible {
  /// The type of a field's values.
  public enum ValueType: Sendable, Hashable {
    /// A length in points.
    case length
    /// A length in points, or nil (unset).
    case optionalLength
    /// A list of lengths in points.
    case lengths
    /// A list of lengths in points, or nil.
    case optionalLengths
    /// A list of lists of lengths in points, one list per element of another field's list (a text's words'
    /// characters, S2.9).
    case lengthLists
    /// A plain number (a ratio, a fraction), or nil.
    case optionalNumber
    /// A list of indices into another field's list, ascending (a text's line breaks, S2.7).
    case indices
    /// A whole number.
    case count
    /// A whole number, or nil.
    case optionalCount
    /// Yes or no.
    case flag
    /// One axis, or a set of axes.
    case axis, axes
    /// One edge, or a set of edges.
    case edge, edges
    /// A two-axis alignment, or one axis's: any guide, a custom alignment among them (S19).
    case alignment, horizontalAlignment, verticalAlignment
    /// A flow's line alignment: leading, center or trailing (S8).
    case lineAlignment
    /// An alignment by edges and centres only (a safe-area inset's bar, S18.3).
    case edgeAlignment
    /// Fit or fill (S5.5).
    case contentMode
    /// A Dynamic Type size by name, or nil (S14.4).
    case optionalTypeSize
    /// A text style by name, or nil (S2.8).
    case optionalTextStyle
    /// A list of Dynamic Type sizes by name (S11.5).
    case typeSizes
    /// An alignment guide, and the value an alignment guide modifier gives it (S19).
    case guide, guideValue
    /// A grid's column list (S9), a split's column widths (S12).
    case gridColumns, splitColumns
    /// A name, and named values (a custom layout's, S20).
    case name, namedValues
    /// A host function (a measured leaf's; no JSON form).
    case hostFunction
  }

  /// What validation demands of a field's values (Docs/Format.md names each rule where the field is listed).
  public enum Requirement: Sendable, Hashable {
    /// Any value of the type (a count, a flag, a name); for lengths, any finite value.
    case finite
    /// Finite and ≥ 0.
    case finiteNonNegative
    /// ≥ 0; the maximum of a flexible frame may be infinite.
    case nonNegative
    /// Finite and > 0 (a ratio).
    case positive
    /// Finite, within ±1e7 (an offset or a position).
    case withinBounds
    /// Ascending, finite and ≥ 0 (breakpoints).
    case ascending
    /// At least one element, each valid by its own rules.
    case nonEmpty
    /// The field's own rules, stated where its type is documented (columns, guides, custom layouts).
    case ownRules
  }

  /// The name in the JSON format (and the Swift builder's label).
  public let name: String
  /// The type of its values.
  public let type: ValueType
  /// Its default as written in JSON, or nil when a node must give it.
  public let defaultValue: String?
  /// What validation demands of it.
  public let requirement: Requirement
  /// Whether it may be declared as scaling with Dynamic Type (``Node/scaledLengths``); its name is then a
  /// ``ScaledLength``.
  public let scales: Bool
  /// The parameter that carries it in the C interface's `flexlayout_set_<kind>…` functions.
  public let cParameter: String

  init(
    _ name: String, _ type: ValueType, default defaultValue: String? = nil, _ requirement: Requirement = .finite,
    scales: Bool = false, c cParameter: String? = nil
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.requirement = requirement
    self.scales = scales
    self.cParameter = cParameter ?? Self.snakeCase(name)
  }

  /// `minWidth` → `min_width`: the C interface's spelling of a field name.
  static func snakeCase(_ name: String) -> String {
    var snake = ""
    for character in name {
      if character.isUppercase { snake += "_" }
      snake += character.lowercased()
    }
    return snake
  }

  public var description: String { name }

  // MARK: Shared descriptions

  /// A length that scales with Dynamic Type (S14).
  static func scaled(_ name: String, _ type: ValueType, default defaultValue: String? = nil, _ requirement: Requirement)
    -> FieldDescriptor
  {
    FieldDescriptor(name, type, default: defaultValue, requirement, scales: true)
  }

  /// A flexible leaf's or flexible frame's six constraints (S2.2, S5.2): min and ideal finite and ≥ 0, max ≥ 0.
  static let flexibleConstraints: [FieldDescriptor] = [
    scaled("minWidth", .optionalLength, default: "null", .finiteNonNegative),
    scaled("idealWidth", .optionalLength, default: "null", .finiteNonNegative),
    scaled("maxWidth", .optionalLength, default: "null", .nonNegative),
    scaled("minHeight", .optionalLength, default: "null", .finiteNonNegative),
    scaled("idealHeight", .optionalLength, default: "null", .finiteNonNegative),
    scaled("maxHeight", .optionalLength, default: "null", .nonNegative),
  ]

  /// A two-axis alignment, centred by default.
  static let centred = FieldDescriptor("alignment", .alignment, default: "\"center\"")
}
