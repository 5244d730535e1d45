import CFlexLayout
import FlexLayout

/// Checked conversions of C arguments to the Swift API's values.
///
/// Enum values out of range, NULL arrays with a count, oversized counts and invalid UTF-8 are `FLEXLAYOUT_ERROR_INVALID_ARGUMENT`; lengths pass
/// through unchanged (the layout validates them, naming the field by JSON Pointer), with NaN meaning "absent"
/// where the Swift API takes an optional.
enum Convert {
  /// The most values an array argument may hold (the JSON format's node limit).
  static let maximumCount = 2_000_000

  /// NaN as `nil`.
  static func optional(_ value: Double) -> Double? { value.isNaN ? nil : value }

  static func alignment(_ value: flexlayout_alignment) throws(CError) -> Alignment {
    try pick(alignments, value.rawValue, "alignment", "flexlayout_alignment")
  }

  // The C enumerations' values in their order, built once: an array literal of these payload-carrying enums
  // in each call was built and destroyed per node created (143 instructions per hstack through C).
  private static let alignments: [Alignment] = [
    .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    Alignment(horizontal: .leading, vertical: .firstTextBaseline),
    Alignment(horizontal: .leading, vertical: .lastTextBaseline),
    Alignment(horizontal: .center, vertical: .firstTextBaseline),
    Alignment(horizontal: .center, vertical: .lastTextBaseline),
    Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
    Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
  ]
  private static let horizontals: [HorizontalAlignment] = [.center, .leading, .trailing]
  private static let verticals: [VerticalAlignment] = [
    .center, .top, .bottom, .firstTextBaseline, .lastTextBaseline,
  ]

  static func edge(_ value: flexlayout_edge) throws(CError) -> Edge {
    try pick(Edge.allCases, value.rawValue, "edge", "flexlayout_edge")
  }

  static func edges(_ bits: UInt32) throws(CError) -> Edges {
    guard bits <= 15 else { throw .invalidArgument("edges \(bits) is not a set of FLEXLAYOUT_EDGES_* bits (0...15)") }
    return Edges(rawValue: UInt8(bits))
  }

  static func horizontal(_ value: flexlayout_horizontal_alignment) throws(CError) -> HorizontalAlignment {
    try pick(horizontals, value.rawValue, "alignment", "flexlayout_horizontal_alignment")
  }

  static func vertical(_ value: flexlayout_vertical_alignment) throws(CError) -> VerticalAlignment {
    try pick(verticals, value.rawValue, "alignment", "flexlayout_vertical_alignment")
  }

  /// ``horizontal(_:)`` without its error: `nil` for a value out of range.
  @inline(__always)
  static func validHorizontal(_ value: flexlayout_horizontal_alignment) -> HorizontalAlignment? {
    valid(horizontals, value.rawValue)
  }

  /// ``vertical(_:)`` without its error: `nil` for a value out of range.
  @inline(__always)
  static func validVertical(_ value: flexlayout_vertical_alignment) -> VerticalAlignment? {
    valid(verticals, value.rawValue)
  }

  /// A built-in guide (`flexlayout_guide`, in ``AlignmentGuide/builtIn`` order).
  static func guide(_ value: flexlayout_guide) throws(CError) -> AlignmentGuide {
    try pick(AlignmentGuide.builtIn, value.rawValue, "guide", "flexlayout_guide")
  }

  /// An alignment guide's data form.
  static func guideValue(_ form: flexlayout_guide_form, _ read: flexlayout_guide, _ fraction: Double, _ plus: Double)
    throws(CError) -> GuideValue
  {
    switch form.rawValue {
    case 0: return .guide(try guide(read), plus: plus)
    case 1: return .widthFraction(fraction, plus: plus)
    case 2: return .heightFraction(fraction, plus: plus)
    default: throw .invalidArgument("form \(form.rawValue) is not a flexlayout_guide_form (0...2)")
    }
  }

  /// The custom alignment `name` over the built-in `fallback`, on the fallback's axis.
  static func custom(_ name: UnsafePointer<CChar>?, _ fallback: flexlayout_guide) throws(CError) -> AlignmentGuide {
    let text = try string(name, "name")
    switch try guide(fallback) {
    case .horizontal(let guide): return .horizontal(.custom(text, default: guide))
    case .vertical(let guide): return .vertical(.custom(text, default: guide))
    }
  }

  static func axes(_ value: flexlayout_axes) throws(CError) -> Axes {
    guard value.rawValue <= 3 else {
      throw .invalidArgument("axes \(value.rawValue) is not a flexlayout_axes (0...3)")
    }
    return Axes(rawValue: UInt8(value.rawValue))
  }

  static func axis(_ value: flexlayout_axis) throws(CError) -> Axis {
    try pick([.horizontal, .vertical], value.rawValue, "axis", "flexlayout_axis")
  }

  static func contentMode(_ value: flexlayout_content_mode) throws(CError) -> ContentMode {
    try pick([.fit, .fill], value.rawValue, "content mode", "flexlayout_content_mode")
  }

  static func typeSize(_ value: flexlayout_dynamic_type_size) throws(CError) -> DynamicTypeSize {
    try pick(DynamicTypeSize.allCases, value.rawValue, "dynamic_type_size", "flexlayout_dynamic_type_size")
  }

  /// A dynamicTypeSize's limit: a size, or nil for FLEXLAYOUT_TYPE_SIZE_NONE.
  static func typeSizeLimit(_ value: flexlayout_dynamic_type_size, _ name: String) throws(CError) -> DynamicTypeSize? {
    if value == FLEXLAYOUT_TYPE_SIZE_NONE { return nil }
    return try pick(DynamicTypeSize.allCases, value.rawValue, name, "flexlayout_dynamic_type_size")
  }

  /// A dynamicTypeBuckets' thresholds (their order is checked at layout, naming the node).
  static func typeSizeThresholds(_ pointer: UnsafePointer<flexlayout_dynamic_type_size>?, _ count: Int)
    throws(CError) -> LiveTree.Kind
  {
    var sizes: [DynamicTypeSize] = []
    for value in try array(pointer, count, "thresholds") {
      sizes.append(try pick(DynamicTypeSize.allCases, value.rawValue, "thresholds", "flexlayout_dynamic_type_size"))
    }
    return .dynamicTypeBuckets(thresholds: sizes)
  }

  static func direction(_ value: flexlayout_layout_direction) throws(CError) -> LayoutDirection {
    try pick([.leftToRight, .rightToLeft], value.rawValue, "layout_direction", "flexlayout_layout_direction")
  }

  static func textStyle(_ value: flexlayout_text_style) throws(CError) -> TextStyle {
    try pick(
      [
        .largeTitle, .title, .headline, .body, .subheadline, .caption, .title2, .title3, .callout, .footnote, .caption2,
      ],
      value.rawValue, "style",
      "flexlayout_text_style")
  }

  static func length(_ value: flexlayout_length) throws(CError) -> ScaledLength {
    try pick(ScaledLength.allCases, value.rawValue, "length", "flexlayout_length")
  }

  static func environment(_ pointer: UnsafePointer<flexlayout_environment>?) throws(CError) -> LayoutEnvironment {
    guard let environment = pointer?.pointee else { return .standard }
    return LayoutEnvironment(
      displayScale: optional(environment.display_scale),
      dynamicTypeSize: try typeSize(environment.dynamic_type_size),
      layoutDirection: try direction(environment.layout_direction))
  }

  /// The value at `raw` in `values`, or `nil` out of range: ``pick(_:_:_:_:)`` without its error.
  @inline(__always)
  static func valid<Value, Raw: BinaryInteger>(_ values: [Value], _ raw: Raw) -> Value? {
    raw >= 0 && raw < values.count ? values[Int(raw)] : nil
  }

  static func pick<Value, Raw: BinaryInteger>(
    _ values: [Value], _ raw: Raw, _ name: String, _ type: String
  ) throws(CError) -> Value {
    guard let value = valid(values, raw) else {
      throw .invalidArgument("\(name) \(raw) is not a \(type) (0...\(values.count - 1))")
    }
    return value
  }

  /// A copied array of `count` values at `pointer`; NULL means none, which needs a count of 0.
  static func array<T>(_ pointer: UnsafePointer<T>?, _ count: Int, _ name: String) throws(CError) -> [T] {
    guard count >= 0, count <= maximumCount else {
      throw .invalidArgument("\(name): count \(UInt(bitPattern: count)) is more than \(maximumCount)")
    }
    guard let pointer else {
      guard count == 0 else { throw .invalidArgument("\(name) is NULL but its count is \(count)") }
      return []
    }
    return Array(UnsafeBufferPointer(start: pointer, count: count))
  }

  /// A UTF-8 C string as a `String`.
  static func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CError) -> String {
    guard let pointer else { throw .invalidArgument("\(name) is NULL") }
    guard let string = String(validatingCString: pointer) else {
      throw .invalidArgument("\(name) is not valid UTF-8")
    }
    return string
  }

  static func index(_ value: Int64) -> Int? { value == FLEXLAYOUT_APPEND ? nil : Int(value) }

  static func int(_ value: Int64) -> Int { Int(value) }

  static func lineLimit(_ value: Int32) -> Int? { value == 0 ? nil : Int(value) }

  // MARK: - Kinds

  static func flexible(_ values: (Double, Double, Double, Double, Double, Double)) -> FlexibleLeaf {
    FlexibleLeaf(
      minWidth: values.0, idealWidth: optional(values.1), maxWidth: values.2, minHeight: values.3,
      idealHeight: optional(values.4), maxHeight: values.5)
  }

  static func flexibleFrame(_ values: (Double, Double, Double, Double, Double, Double)) -> FlexibleFrame {
    FlexibleFrame(
      minWidth: optional(values.0), idealWidth: optional(values.1), maxWidth: optional(values.2),
      minHeight: optional(values.3), idealHeight: optional(values.4), maxHeight: optional(values.5))
  }

  static func text(
    _ words: UnsafePointer<Double>?, _ count: Int, _ spaceWidth: Double, _ lineHeight: Double, _ lineLimit: Int32
  ) throws(CError) -> LiveTree.Kind {
    .text(
      TextLeaf(
        wordWidths: try array(words, count, "word_widths"), spaceWidth: spaceWidth, lineHeight: lineHeight,
        lineLimit: self.lineLimit(lineLimit)))
  }

  static func textString(
    _ utf8: UnsafePointer<CChar>?, _ charWidth: Double, _ lineHeight: Double, _ lineLimit: Int32
  ) throws(CError) -> LiveTree.Kind {
    .text(
      TextLeaf(
        try string(utf8, "utf8"), charWidth: charWidth, lineHeight: lineHeight, lineLimit: self.lineLimit(lineLimit)))
  }

  /// The host's callback and context as the live tree keeps them (no Swift closure: the callback is called
  /// directly).
  static func measured(_ function: flexlayout_measure_fn?, _ context: UnsafeMutableRawPointer?) throws(CError)
    -> CMeasure
  {
    guard let function else { throw .invalidArgument("the measure callback is NULL") }
    // `flexlayout_size` is two doubles, width then height: the same memory as the core's two-Double result.
    return CMeasure(callback: unsafeBitCast(function, to: CMeasure.Callback.self), context: context)
  }

  static func containerRelativeFrame(
    _ axes: flexlayout_axes, _ count: Int64, _ span: Int64, _ spacing: Double, _ fraction: Double,
    _ alignment: flexlayout_alignment
  ) throws(CError) -> LiveTree.Kind {
    var frame = ContainerRelativeFrame(
      axes: try self.axes(axes), count: int(count), span: int(span), spacing: spacing,
      alignment: try self.alignment(alignment))
    frame.fraction = optional(fraction)
    return .containerRelativeFrame(frame)
  }

  static func grid(_ columns: UnsafePointer<flexlayout_grid_column>?, _ count: Int, _ rowSpacing: Double)
    throws(CError) -> LiveTree.Kind
  {
    var converted: [GridColumn] = []
    for (position, column) in try array(columns, count, "columns").enumerated() {
      let sizing: GridColumn.Sizing
      switch column.sizing.rawValue {
      case FLEXLAYOUT_GRID_FIXED.rawValue: sizing = .fixed(column.minimum)
      case FLEXLAYOUT_GRID_FLEXIBLE.rawValue: sizing = .flexible(min: column.minimum, max: column.maximum)
      case FLEXLAYOUT_GRID_ADAPTIVE.rawValue: sizing = .adaptive(min: column.minimum, max: column.maximum)
      default:
        throw .invalidArgument(
          "columns[\(position)].sizing \(column.sizing.rawValue) is not a flexlayout_grid_sizing (0...2)")
      }
      converted.append(GridColumn(sizing, spacing: column.spacing, alignment: try alignment(column.alignment)))
    }
    return .grid(columns: converted, rowSpacing: rowSpacing)
  }

  static func buckets(
    _ axis: flexlayout_axis, _ thresholds: UnsafePointer<Double>?, _ count: Int,
    _ accessibility: UnsafePointer<Double>?, _ accessibilityCount: Int
  ) throws(CError) -> LiveTree.Kind {
    let main = try array(thresholds, count, "thresholds")
    let large: [Double]?
    if accessibility == nil {
      guard accessibilityCount == 0 else {
        throw .invalidArgument("accessibility_thresholds is NULL but its count is \(accessibilityCount)")
      }
      large = nil
    } else {
      large = try array(accessibility, accessibilityCount, "accessibility_thresholds")
    }
    return .buckets(axis: try self.axis(axis), thresholds: main, accessibilityThresholds: large)
  }

  static func columnWidths(_ min: Double, _ ideal: Double, _ max: Double, _ fraction: Double)
    -> LiveTree.SplitColumnWidths
  {
    LiveTree.SplitColumnWidths(min: min, ideal: optional(ideal), max: max, fraction: optional(fraction))
  }

  /// The C value of a kind: its descriptor's ``KindDescriptor/cValue``.
  static func kind(_ kind: LiveTree.Kind) -> flexlayout_kind {
    flexlayout_kind(rawValue: UInt32(kind.descriptor.cValue))
  }
}
