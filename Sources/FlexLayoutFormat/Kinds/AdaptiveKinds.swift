import FlexLayout

/// Decoding of the adaptive containers: `flow`, `grid`, `viewThatFits`, `buckets` and `split`
/// (Docs/Format.md, "Adaptive containers"; semantics in Docs/Semantics.md S8–S12).
///
/// Every rule the model's validation enforces (`Node.validate()`) is checked here too, so that each
/// problem is reported with its own JSON Pointer and code, all of them at once, instead of as a single
/// `layout` error when the tree is laid out.
extension NodeKinds {
  /// The kinds of a `grid` column's `type`.
  static let gridColumnTypes = ["fixed", "flexible", "adaptive"]

  // MARK: flow

  static func flow(_ context: NodeContext) -> NodeBlueprint {
    let spacing = context.signed("spacing").or(8)
    let lineSpacing = context.signed("lineSpacing").or(8)
    let alignment = AlignmentForms.horizontal(context.decoder, context.fields, "alignment").or(.leading)
    return NodeBlueprint(
      .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment), children: context.children())
  }

  // MARK: grid

  static func grid(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    var columns: [GridColumn] = []
    if let value = context.fields.raw("columns") {
      if decoder.document.kind(value) != .array {
        decoder.fail(.type, at: value, "expected an array of grid columns, got \(decoder.describe(value))")
      } else {
        let elements = decoder.document.elements(value)
        if elements.isEmpty {
          decoder.fail(.invalidValue, at: value, "a grid needs at least one column")
        }
        for element in elements {
          if let column = gridColumn(element, decoder) { columns.append(column) }
        }
      }
    } else {
      decoder.missing(
        "columns", in: context.fields, "the grid's columns, e.g. [{\"type\": \"adaptive\", \"min\": 100}]")
    }
    let rowSpacing = context.signed("rowSpacing").or(8)
    return NodeBlueprint(.grid(columns: columns, rowSpacing: rowSpacing), children: context.children())
  }

  /// One grid column object, or `nil` with issues recorded.
  static func gridColumn(_ value: Int, _ decoder: RequestDecoder) -> GridColumn? {
    guard let fields = decoder.object(value, "a grid column") else { return nil }
    guard let typeValue = fields.raw("type") else {
      decoder.missing("type", in: fields, "the column's type: \(Suggestions.list(gridColumnTypes))")
      return nil
    }
    let types = gridColumnTypes.map { ($0, $0) }
    guard case .present(let type) = decoder.choice(typeValue, types, name: "type") else { return nil }
    let sizeFields = type == "fixed" ? ["size"] : ["min", "max"]
    let allowed = ["type"] + sizeFields + ["spacing", "alignment"]
    decoder.checkFields(fields, allowed: allowed, owner: "a \(type) grid column") { key in
      if type == "fixed", key == "min" || key == "max" {
        return " (a fixed column has a \"size\"; min and max belong to flexible and adaptive columns)"
      }
      if type != "fixed", key == "size" {
        return " (a \(type) column has \"min\" and \"max\"; \"size\" belongs to fixed columns)"
      }
      return nil
    }
    let spacing = decoder.number(fields, "spacing", .signed)
    let alignment = decoder.choice(fields, "alignment", alignments).or(.center)
    var isValid = true
    if case .invalid = spacing { isValid = false }
    let sizing: GridColumn.Sizing
    switch type {
    case "fixed":
      let size = decoder.number(fields, "size", .length, required: "the column's width in points")
      guard case .present(let width) = size else { return nil }
      sizing = .fixed(width)
    case "flexible":
      let low = decoder.number(fields, "min", .length)
      let high = decoder.number(fields, "max", .maximum)
      guard case .present(let bounds) = orderedBounds(low, high, defaultMin: 10, fields, decoder) else { return nil }
      sizing = .flexible(min: bounds.min, max: bounds.max)
    default:
      let low = decoder.number(fields, "min", .length, required: "the narrowest cell, in points (> 0)")
      let high = decoder.number(fields, "max", .maximum)
      guard case .present(let minimum) = low else { return nil }
      if minimum <= 0, let minValue = fields.raw("min") {
        decoder.fail(.range, at: minValue, "an adaptive column's min must be > 0, got \(JSONWriter.number(minimum))")
        return nil
      }
      guard case .present(let bounds) = orderedBounds(low, high, defaultMin: 0, fields, decoder) else { return nil }
      if case .present(let gap) = spacing, !(bounds.min + gap > 0), let spacingValue = fields.raw("spacing") {
        decoder.fail(
          .range, at: spacingValue,
          "an adaptive column's spacing must be > -min (\(JSONWriter.number(bounds.min))), "
            + "got \(JSONWriter.number(gap))")
        return nil
      }
      sizing = .adaptive(min: bounds.min, max: bounds.max)
    }
    guard isValid else { return nil }
    return GridColumn(sizing, spacing: spacing.or(8), alignment: alignment)
  }

  /// `min` and `max` of a flexible or adaptive column, checking `min ≤ max` (reported at `max`).
  private static func orderedBounds(
    _ low: Field<Double>, _ high: Field<Double>, defaultMin: Double, _ fields: Fields, _ decoder: RequestDecoder
  ) -> Field<(min: Double, max: Double)> {
    if case .invalid = low { return .invalid }
    if case .invalid = high { return .invalid }
    let minimum = low.or(defaultMin)
    let maximum = high.or(.infinity)
    if minimum > maximum, let value = fields.raw("max") {
      decoder.fail(
        .range, at: value, "max must be ≥ min (\(JSONWriter.number(minimum))), got \(JSONWriter.number(maximum))")
      return .invalid
    }
    return .present((minimum, maximum))
  }

  // MARK: viewThatFits

  static func viewThatFits(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let axes = readAxes(context, default: .both)
    if let value = context.fields.raw("axes"), decoder.document.kind(value) == .array,
      decoder.document.elements(value).isEmpty
    {
      decoder.fail(
        .invalidValue, at: value,
        "viewThatFits needs at least one axis to fit on (\"horizontal\", \"vertical\"); leave axes out for both")
    }
    let children = context.children()
    if let value = context.fields.raw("children"), decoder.document.kind(value) == .array, children.isEmpty {
      decoder.fail(.invalidValue, at: value, "viewThatFits needs at least one child")
    }
    return NodeBlueprint(.viewThatFits(axes: axes), children: children)
  }

  // MARK: buckets

  static func buckets(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let fields = context.fields
    let axes: [(String, Axis)] = [("width", .horizontal), ("height", .vertical)]
    let axis = decoder.choice(fields, "axis", axes).or(.horizontal)
    let thresholds = ascendingLengths(
      fields, "thresholds", decoder, required: "ascending breakpoints in points, e.g. [600, 900]")
    let accessibility = ascendingLengths(fields, "accessibilityThresholds", decoder, required: nil)
    if let thresholds, let accessibility, accessibility.count != thresholds.count,
      let value = fields.raw("accessibilityThresholds")
    {
      decoder.fail(
        .invalidValue, at: value,
        "accessibilityThresholds must have as many values as thresholds (\(thresholds.count)), "
          + "got \(accessibility.count)")
    }
    let children = branches(context, thresholds: thresholds?.count, "one per bucket")
    return NodeBlueprint(
      .buckets(axis: axis, thresholds: thresholds ?? [], accessibilityThresholds: accessibility), children: children)
  }

  /// S11.5: `"thresholds"`, strictly ascending Dynamic Type sizes by name; one child more than thresholds.
  static func dynamicTypeBuckets(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let fields = context.fields
    var thresholds: [DynamicTypeSize]?
    if let value = fields.raw("thresholds") {
      if decoder.document.kind(value) == .array {
        var sizes: [DynamicTypeSize] = []
        for element in decoder.document.elements(value) {
          guard let size = decoder.choice(element, NodeKinds.typeSizes, name: "threshold").value else { continue }
          if let previous = sizes.last, !(previous < size) {
            decoder.fail(
              .range, at: element,
              "thresholds must be strictly ascending sizes, got \(previous.rawValue) then \(size.rawValue)")
          }
          sizes.append(size)
        }
        if sizes.count == decoder.document.elements(value).count { thresholds = sizes }
      } else {
        decoder.fail(.type, at: value, "expected an array of Dynamic Type sizes, got \(decoder.describe(value))")
      }
    } else {
      decoder.missing("thresholds", in: fields, "ascending Dynamic Type sizes, e.g. [\"accessibility1\"]")
    }
    let children = branches(context, thresholds: thresholds?.count, "one per range of sizes")
    return NodeBlueprint(.dynamicTypeBuckets(thresholds: thresholds ?? []), children: children)
  }

  /// The children of a node with `thresholds` thresholds (buckets, dynamicTypeBuckets), which must be one more
  /// (each `what`); an issue at `children` when they are not. Unchecked when the thresholds were invalid.
  private static func branches(_ context: NodeContext, thresholds: Int?, _ what: String) -> [Int] {
    let children = context.children()
    if let thresholds, let value = context.fields.raw("children"), context.decoder.document.kind(value) == .array,
      children.count != thresholds + 1
    {
      context.decoder.fail(
        .invalidValue, at: value,
        "\(context.kind) with \(thresholds) threshold\(thresholds == 1 ? "" : "s") needs "
          + "\(thresholds + 1) child\(thresholds == 0 ? "" : "ren") (\(what)), got \(children.count)")
    }
    return children
  }

  /// A strictly ascending array of lengths; `nil` when absent or invalid (issues recorded).
  private static func ascendingLengths(
    _ fields: Fields, _ key: String, _ decoder: RequestDecoder, required: String?
  ) -> [Double]? {
    guard let value = fields.raw(key), !(required == nil && decoder.document.isNull(value)) else {
      if let required { decoder.missing(key, in: fields, required) }
      return nil
    }
    guard decoder.document.kind(value) == .array else {
      decoder.fail(.type, at: value, "expected an array of thresholds in points, got \(decoder.describe(value))")
      return nil
    }
    var values: [Double] = []
    var isValid = true
    var previous: Double?
    for element in decoder.document.elements(value) {
      guard case .present(let number) = decoder.number(element, .length, name: "threshold") else {
        isValid = false
        previous = nil
        continue
      }
      if let previous, !(previous < number) {
        decoder.fail(
          .range, at: element,
          "\(key) must be strictly ascending, got \(JSONWriter.number(previous)) then \(JSONWriter.number(number))")
        isValid = false
      }
      previous = number
      values.append(number)
    }
    return isValid ? values : nil
  }

  // MARK: split

  static func split(_ context: NodeContext) -> NodeBlueprint {
    let decoder = context.decoder
    let fields = context.fields
    let dividerWidth = context.length("dividerWidth").or(0)
    let collapsed = decoder.integer(fields, "collapsedColumn", minimum: 0)
    var columns: [SplitColumnWidths] = []
    var childValues: [Int] = []
    if let value = fields.raw("columns") {
      if decoder.document.kind(value) != .array {
        decoder.fail(.type, at: value, "expected an array of split columns, got \(decoder.describe(value))")
      } else {
        let elements = decoder.document.elements(value)
        if elements.isEmpty {
          decoder.fail(.invalidValue, at: value, "a split needs at least one column")
        }
        for element in elements {
          guard let (column, child) = splitColumn(element, decoder) else { continue }
          // An invalid column has recorded its issue (the tree is discarded); a stand-in keeps the count.
          columns.append(column ?? SplitColumnWidths(min: 0))
          childValues.append(child)
        }
        if case .present(let index) = collapsed, !elements.isEmpty, index >= elements.count,
          let indexValue = fields.raw("collapsedColumn")
        {
          decoder.fail(
            .range, at: indexValue,
            "collapsedColumn must be a column index from 0 to \(elements.count - 1), got \(index)")
        }
      }
    } else {
      decoder.missing("columns", in: fields, "the split's columns, each {\"min\": …, \"child\": …}")
    }
    let collapsedColumn = collapsed.or(0)
    return NodeBlueprint(
      .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn), children: childValues)
  }

  /// One split column object's widths (`nil` when invalid) and the JSON value of its child.
  private static func splitColumn(_ value: Int, _ decoder: RequestDecoder) -> (SplitColumnWidths?, Int)? {
    guard let fields = decoder.object(value, "a split column") else { return nil }
    decoder.checkFields(fields, allowed: ["min", "ideal", "max", "fraction", "child"], owner: "a split column") { key in
      key == "children" ? " (a split column holds one \"child\")" : nil
    }
    let low = decoder.number(fields, "min", .length, required: "the column's narrowest width in points")
    let ideal = decoder.number(fields, "ideal", .length)
    let high = decoder.number(fields, "max", .maximum)
    let fraction = decoder.number(fields, "fraction", .length)
    var isValid = true
    for field in [low, ideal, high, fraction] {
      if case .invalid = field { isValid = false }
    }
    if case .present(let minimum) = low, case .present(let preferred) = ideal, preferred < minimum,
      let idealValue = fields.raw("ideal")
    {
      decoder.fail(
        .range, at: idealValue,
        "ideal must be ≥ min (\(JSONWriter.number(minimum))), got \(JSONWriter.number(preferred))")
      isValid = false
    }
    if case .present(let maximum) = high, let lower = ideal.value ?? low.value, maximum < lower,
      let maxValue = fields.raw("max")
    {
      let name = ideal.value == nil ? "min" : "ideal"
      decoder.fail(
        .range, at: maxValue,
        "max must be ≥ \(name) (\(JSONWriter.number(lower))), got \(JSONWriter.number(maximum))")
      isValid = false
    }
    if case .present(let share) = fraction, share > 1, let fractionValue = fields.raw("fraction") {
      decoder.fail(
        .range, at: fractionValue,
        "fraction must be between 0 and 1 (a share of the width), got \(JSONWriter.number(share))")
      isValid = false
    }
    guard let child = fields.raw("child") else {
      decoder.missing("child", in: fields, "the column's content, a node")
      return nil
    }
    guard isValid, case .present(let minimum) = low else { return (nil, child) }
    let column = SplitColumnWidths(min: minimum, ideal: ideal.value, max: high.or(.infinity), fraction: fraction.value)
    return (column, child)
  }

  // MARK: Shared

  /// The `axes` array of `scroll` and `viewThatFits`: names each at most once; `default` when absent.
  static func readAxes(_ context: NodeContext, default defaultAxes: Axes) -> Axes {
    readNameSet(
      context, "axes", [("horizontal", .horizontal), ("vertical", .vertical)], default: defaultAxes, noun: "axis",
      example: #"["vertical"]"#)
  }

  /// An array of names under `key` (`axes`, `edges`), each at most once, as the set of their values;
  /// `default` when absent or null (and after a type error, which is recorded). `noun` names one element in
  /// messages, `example` shows a valid array.
  static func readNameSet<Value: OptionSet>(
    _ context: NodeContext, _ key: String, _ choices: [(String, Value)], default defaultValue: Value, noun: String,
    example: String
  ) -> Value where Value.Element == Value {
    let decoder = context.decoder
    guard let value = context.fields.raw(key), !decoder.document.isNull(value) else { return defaultValue }
    guard decoder.document.kind(value) == .array else {
      decoder.fail(.type, at: value, "expected an array of \(key) such as \(example), got \(decoder.describe(value))")
      return defaultValue
    }
    var set: Value = []
    for element in decoder.document.elements(value) {
      guard case .present(let name) = decoder.choice(element, choices, name: noun) else { continue }
      if set.contains(name) {
        decoder.fail(.invalidValue, at: element, "\(noun) listed twice")
      }
      set.insert(name)
    }
    return set
  }
}
