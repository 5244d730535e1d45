import CFlexLayout
import FlexLayout

// The flexlayout_create_* and flexlayout_set_* functions of flexlayout.h: one pair per node kind, each
// building a `LiveTree.Kind` from its C arguments. `create` is `LiveTree.create(_:)`, `set` is
// `LiveTree.setKind(_:of:)`.

/// Creates a detached node of the kind `kind()` builds; 0 (with the last error set) on failure (the tree is
/// busy, or full).
///
/// Inlined, with ``callTrying(_:_:otherwise:)``, into each `flexlayout_create_*` function, which so builds its kind in
/// place and calls the live tree directly: shared, one function took the kind's closure through two closure
/// layers on every node, a third again of the live tree's own work (Benchmarks/README.md, "The C interface's
/// overhead").
@inline(__always)
func create(_ tree: OpaquePointer?, _ kind: () -> LiveTree.Kind) -> flexlayout_node {
  create(tree, { kind() }, orExplain: kind)
}

/// ``create(_:_:)`` for a kind whose C arguments may be invalid (an alignment out of range), in two steps: a first
/// try that cannot fail (``callTrying(_:_:otherwise:)``: `kind()` answers `nil` for an invalid argument, and the
/// tree may have no room), so a create that succeeds never prepares room for a `CError`; then, only after a
/// refusal, `explain()` builds the kind again and throws the error that names the argument.
@inline(__always)
func create(
  _ tree: OpaquePointer?, _ kind: () -> LiveTree.Kind?, orExplain explain: () throws(CError) -> LiveTree.Kind
) -> flexlayout_node {
  var node: flexlayout_node = 0
  _ = callTrying(tree) { tree in
    guard let value = kind(), let handle = tree.live.createIfRoom(value) else { return false }
    node = tree.node(for: handle)
    return true
  } otherwise: { tree throws(CError) in
    let value = try explain()
    try tree.requireRoom()
    node = tree.node(for: tree.live.create(value))
  }
  return node
}

/// ``create(_:_:)`` for a kind whose C arguments may be invalid (an enumeration out of range, a text's bytes):
/// `kind()` throws the error that names the argument. Every call prepares room for a `CError`; the kinds a
/// build makes most (stacks) take ``create(_:_:orExplain:)`` instead.
@inline(__always)
func create(_ tree: OpaquePointer?, _ kind: () throws(CError) -> LiveTree.Kind) -> flexlayout_node {
  var node: flexlayout_node = 0
  _ = callInline(tree) { tree throws(CError) in
    let value = try kind()
    try tree.requireRoom()
    node = tree.node(for: tree.live.create(value))
  }
  return node
}

/// Replaces the kind and fields of `node`.
func set(_ tree: OpaquePointer?, _ node: flexlayout_node, _ kind: () throws(CError) -> LiveTree.Kind)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let value = try kind()
    try tree.perform { () throws(LiveTreeError) in try tree.live.setKind(value, of: handle) }
  }
}

@_cdecl("flexlayout_create_fixed")
public func flexlayoutCreateFixed(_ tree: OpaquePointer?, _ width: Double, _ height: Double) -> flexlayout_node {
  create(tree) { .fixed(width: width, height: height) }
}

@_cdecl("flexlayout_set_fixed")
public func flexlayoutSetFixed(_ tree: OpaquePointer?, _ node: flexlayout_node, _ width: Double, _ height: Double)
  -> flexlayout_status
{
  set(tree, node) { .fixed(width: width, height: height) }
}

@_cdecl("flexlayout_create_flexible")
public func flexlayoutCreateFlexible(
  _ tree: OpaquePointer?, _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double, _ minHeight: Double,
  _ idealHeight: Double, _ maxHeight: Double
) -> flexlayout_node {
  create(tree) { .flexible(Convert.flexible((minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight))) }
}

@_cdecl("flexlayout_set_flexible")
public func flexlayoutSetFlexible(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
  _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double
) -> flexlayout_status {
  set(tree, node) { .flexible(Convert.flexible((minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight))) }
}

@_cdecl("flexlayout_create_text")
public func flexlayoutCreateText(
  _ tree: OpaquePointer?, _ words: UnsafePointer<Double>?, _ count: Int, _ spaceWidth: Double,
  _ lineHeight: Double, _ lineLimit: Int32
) -> flexlayout_node {
  create(tree) { () throws(CError) in try Convert.text(words, count, spaceWidth, lineHeight, lineLimit) }
}

@_cdecl("flexlayout_set_text")
public func flexlayoutSetText(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ words: UnsafePointer<Double>?, _ count: Int,
  _ spaceWidth: Double, _ lineHeight: Double, _ lineLimit: Int32
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in try Convert.text(words, count, spaceWidth, lineHeight, lineLimit) }
}

/// S2.6: sets whether a text leaf keeps the room of its line limit (`lineLimit(n, reservesSpace: true)`).
@_cdecl("flexlayout_set_text_reserves_space")
public func flexlayoutSetTextReservesSpace(_ tree: OpaquePointer?, _ node: flexlayout_node, _ reserves: Bool)
  -> flexlayout_status
{
  edit(tree, node) { kind throws(CError) in
    guard case .text(var text) = kind else { throw mismatch(node, kind, "a text") }
    if reserves && text.lineLimit == nil {
      throw CError.invalidArgument("a text without a line limit has no lines to reserve; set a line_limit first")
    }
    text.reservesSpace = reserves
    kind = .text(text)
  }
}

/// S2.8: sets the style a text leaf scales by (NONE: unstyled).
@_cdecl("flexlayout_set_text_style")
public func flexlayoutSetTextStyle(_ tree: OpaquePointer?, _ node: flexlayout_node, _ style: flexlayout_text_style)
  -> flexlayout_status
{
  edit(tree, node) { kind throws(CError) in
    guard case .text(var text) = kind else { throw mismatch(node, kind, "a text") }
    text.style = style == FLEXLAYOUT_TEXT_STYLE_NONE ? nil : try Convert.textStyle(style)
    kind = .text(text)
  }
}

/// S2.8: a styled text from a UTF-8 string, measured in the style's typeface.
@_cdecl("flexlayout_create_text_styled")
public func flexlayoutCreateTextStyled(
  _ tree: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ style: flexlayout_text_style, _ lineLimit: Int32
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .text(
      TextLeaf(
        try Convert.string(utf8, "utf8"), style: try Convert.textStyle(style),
        lineLimit: Convert.lineLimit(lineLimit)))
  }
}

/// S2.7: sets a text leaf's forced line breaks, the indices of the words that start a new line.
@_cdecl("flexlayout_set_text_line_breaks")
public func flexlayoutSetTextLineBreaks(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ lineBreaks: UnsafePointer<Int32>?, _ count: Int
) -> flexlayout_status {
  edit(tree, node) { kind throws(CError) in
    guard case .text(var text) = kind else { throw mismatch(node, kind, "a text") }
    text.lineBreaks = try Convert.array(lineBreaks, count, "line_breaks").map(Int.init)
    kind = .text(text)
  }
}

/// S2.9: sets the advance widths of a text leaf's words' characters, where a word wider than its line breaks.
@_cdecl("flexlayout_set_text_characters")
public func flexlayoutSetTextCharacters(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ characterWidths: UnsafePointer<Double>?,
  _ characterCounts: UnsafePointer<Int>?, _ count: Int
) -> flexlayout_status {
  edit(tree, node) { kind throws(CError) in
    guard case .text(var text) = kind else { throw mismatch(node, kind, "a text") }
    let counts = try Convert.array(characterCounts, count, "character_counts")
    // Each count at most the largest array, and at most that many of them: the sum cannot overflow.
    guard counts.allSatisfy({ $0 >= 0 && $0 <= Convert.maximumCount }) else {
      throw .invalidArgument("character_counts: a count is more than \(Convert.maximumCount)")
    }
    let widths = try Convert.array(characterWidths, counts.reduce(0, +), "character_widths")
    var start = 0
    text.characterWidths = counts.map { length in
      defer { start += length }
      return Array(widths[start..<start + length])
    }
    kind = .text(text)
  }
}

@_cdecl("flexlayout_create_text_string")
public func flexlayoutCreateTextString(
  _ tree: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ charWidth: Double, _ lineHeight: Double,
  _ lineLimit: Int32
) -> flexlayout_node {
  create(tree) { () throws(CError) in try Convert.textString(utf8, charWidth, lineHeight, lineLimit) }
}

@_cdecl("flexlayout_set_text_string")
public func flexlayoutSetTextString(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ utf8: UnsafePointer<CChar>?, _ charWidth: Double,
  _ lineHeight: Double, _ lineLimit: Int32
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in try Convert.textString(utf8, charWidth, lineHeight, lineLimit) }
}

@_cdecl("flexlayout_create_measured")
public func flexlayoutCreateMeasured(
  _ tree: OpaquePointer?, _ measure: flexlayout_measure_fn?, _ context: UnsafeMutableRawPointer?
) -> flexlayout_node {
  var node: flexlayout_node = 0
  _ = call(tree) { tree throws(CError) in
    let function = try Convert.measured(measure, context)
    try tree.requireRoom()
    node = tree.node(for: tree.live.createMeasured(function))
  }
  return node
}

@_cdecl("flexlayout_set_measured")
public func flexlayoutSetMeasured(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ measure: flexlayout_measure_fn?,
  _ context: UnsafeMutableRawPointer?
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let function = try Convert.measured(measure, context)
    try tree.perform { () throws(LiveTreeError) in
      if try tree.live.kind(of: handle).tag != .measured {
        try tree.live.setKind(.measured(MeasuredLeaf { _ in .zero }), of: handle)
      }
      try tree.live.setMeasure(function, of: handle)
    }
  }
}

@_cdecl("flexlayout_create_spacer")
public func flexlayoutCreateSpacer(_ tree: OpaquePointer?, _ minLength: Double) -> flexlayout_node {
  create(tree) { .spacer(minLength: minLength) }
}

@_cdecl("flexlayout_set_number")
public func flexlayoutSetNumber(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ field: UnsafePointer<CChar>?, _ value: Double
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let name = try Convert.string(field, "field")
    try tree.perform { () throws(LiveTreeError) in
      try tree.live.setNumber(name, of: handle, to: Convert.optional(value))
    }
  }
}

@_cdecl("flexlayout_set_spacer")
public func flexlayoutSetSpacer(_ tree: OpaquePointer?, _ node: flexlayout_node, _ minLength: Double)
  -> flexlayout_status
{
  set(tree, node) { .spacer(minLength: minLength) }
}

@_cdecl("flexlayout_create_hstack")
public func flexlayoutCreateHStack(
  _ tree: OpaquePointer?, _ spacing: Double, _ alignment: flexlayout_vertical_alignment
) -> flexlayout_node {
  create(tree) {
    Convert.validVertical(alignment).map { .hstack(spacing: Convert.optional(spacing), alignment: $0) }
  } orExplain: { () throws(CError) in
    .hstack(spacing: Convert.optional(spacing), alignment: try Convert.vertical(alignment))
  }
}

@_cdecl("flexlayout_set_hstack")
public func flexlayoutSetHStack(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ spacing: Double, _ alignment: flexlayout_vertical_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .hstack(spacing: Convert.optional(spacing), alignment: try Convert.vertical(alignment))
  }
}

@_cdecl("flexlayout_create_vstack")
public func flexlayoutCreateVStack(
  _ tree: OpaquePointer?, _ spacing: Double, _ alignment: flexlayout_horizontal_alignment
) -> flexlayout_node {
  create(tree) {
    Convert.validHorizontal(alignment).map { .vstack(spacing: Convert.optional(spacing), alignment: $0) }
  } orExplain: { () throws(CError) in
    .vstack(spacing: Convert.optional(spacing), alignment: try Convert.horizontal(alignment))
  }
}

@_cdecl("flexlayout_set_vstack")
public func flexlayoutSetVStack(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ spacing: Double, _ alignment: flexlayout_horizontal_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .vstack(spacing: Convert.optional(spacing), alignment: try Convert.horizontal(alignment))
  }
}

@_cdecl("flexlayout_create_zstack")
public func flexlayoutCreateZStack(_ tree: OpaquePointer?, _ alignment: flexlayout_alignment) -> flexlayout_node {
  create(tree) { () throws(CError) in .zstack(alignment: try Convert.alignment(alignment)) }
}

@_cdecl("flexlayout_set_zstack")
public func flexlayoutSetZStack(_ tree: OpaquePointer?, _ node: flexlayout_node, _ alignment: flexlayout_alignment)
  -> flexlayout_status
{
  set(tree, node) { () throws(CError) in .zstack(alignment: try Convert.alignment(alignment)) }
}

@_cdecl("flexlayout_create_background")
public func flexlayoutCreateBackground(_ tree: OpaquePointer?, _ alignment: flexlayout_alignment) -> flexlayout_node {
  create(tree) { () throws(CError) in .background(alignment: try Convert.alignment(alignment)) }
}

@_cdecl("flexlayout_set_background")
public func flexlayoutSetBackground(_ tree: OpaquePointer?, _ node: flexlayout_node, _ alignment: flexlayout_alignment)
  -> flexlayout_status
{
  set(tree, node) { () throws(CError) in .background(alignment: try Convert.alignment(alignment)) }
}

@_cdecl("flexlayout_create_overlay")
public func flexlayoutCreateOverlay(_ tree: OpaquePointer?, _ alignment: flexlayout_alignment) -> flexlayout_node {
  create(tree) { () throws(CError) in .overlay(alignment: try Convert.alignment(alignment)) }
}

@_cdecl("flexlayout_set_overlay")
public func flexlayoutSetOverlay(_ tree: OpaquePointer?, _ node: flexlayout_node, _ alignment: flexlayout_alignment)
  -> flexlayout_status
{
  set(tree, node) { () throws(CError) in .overlay(alignment: try Convert.alignment(alignment)) }
}

@_cdecl("flexlayout_create_frame")
public func flexlayoutCreateFrame(
  _ tree: OpaquePointer?, _ width: Double, _ height: Double, _ alignment: flexlayout_alignment
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .frame(
      width: Convert.optional(width), height: Convert.optional(height), alignment: try Convert.alignment(alignment))
  }
}

@_cdecl("flexlayout_set_frame")
public func flexlayoutSetFrame(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ width: Double, _ height: Double, _ alignment: flexlayout_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .frame(
      width: Convert.optional(width), height: Convert.optional(height), alignment: try Convert.alignment(alignment))
  }
}

@_cdecl("flexlayout_create_flexible_frame")
public func flexlayoutCreateFlexibleFrame(
  _ tree: OpaquePointer?, _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double, _ minHeight: Double,
  _ idealHeight: Double, _ maxHeight: Double, _ alignment: flexlayout_alignment
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .flexibleFrame(
      Convert.flexibleFrame((minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight)),
      alignment: try Convert.alignment(alignment))
  }
}

@_cdecl("flexlayout_set_flexible_frame")
public func flexlayoutSetFlexibleFrame(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
  _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double, _ alignment: flexlayout_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .flexibleFrame(
      Convert.flexibleFrame((minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight)),
      alignment: try Convert.alignment(alignment))
  }
}

@_cdecl("flexlayout_create_padding")
public func flexlayoutCreatePadding(
  _ tree: OpaquePointer?, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double
) -> flexlayout_node {
  create(tree) { .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)) }
}

@_cdecl("flexlayout_set_padding")
public func flexlayoutSetPadding(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ top: Double, _ leading: Double, _ bottom: Double,
  _ trailing: Double
) -> flexlayout_status {
  set(tree, node) { .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)) }
}

@_cdecl("flexlayout_create_fixed_size")
public func flexlayoutCreateFixedSize(_ tree: OpaquePointer?, _ horizontal: Bool, _ vertical: Bool)
  -> flexlayout_node
{
  create(tree) { .fixedSize(horizontal: horizontal, vertical: vertical) }
}

@_cdecl("flexlayout_set_fixed_size")
public func flexlayoutSetFixedSize(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ horizontal: Bool, _ vertical: Bool
)
  -> flexlayout_status
{
  set(tree, node) { .fixedSize(horizontal: horizontal, vertical: vertical) }
}

@_cdecl("flexlayout_create_divider")
public func flexlayoutCreateDivider(_ tree: OpaquePointer?) -> flexlayout_node {
  create(tree) { .divider }
}

@_cdecl("flexlayout_set_divider")
public func flexlayoutSetDivider(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  set(tree, node) { .divider }
}

@_cdecl("flexlayout_create_ignores_safe_area")
public func flexlayoutCreateIgnoresSafeArea(_ tree: OpaquePointer?, _ edges: UInt32) -> flexlayout_node {
  create(tree) { () throws(CError) in .ignoresSafeArea(edges: try Convert.edges(edges)) }
}

@_cdecl("flexlayout_set_ignores_safe_area")
public func flexlayoutSetIgnoresSafeArea(_ tree: OpaquePointer?, _ node: flexlayout_node, _ edges: UInt32)
  -> flexlayout_status
{
  set(tree, node) { () throws(CError) in .ignoresSafeArea(edges: try Convert.edges(edges)) }
}

@_cdecl("flexlayout_create_safe_area_padding")
public func flexlayoutCreateSafeAreaPadding(_ tree: OpaquePointer?, _ edges: UInt32, _ length: Double)
  -> flexlayout_node
{
  create(tree) { () throws(CError) in .safeAreaPadding(edges: try Convert.edges(edges), length: length) }
}

@_cdecl("flexlayout_set_safe_area_padding")
public func flexlayoutSetSafeAreaPadding(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ edges: UInt32, _ length: Double
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in .safeAreaPadding(edges: try Convert.edges(edges), length: length) }
}

@_cdecl("flexlayout_create_dynamic_type_size")
public func flexlayoutCreateDynamicTypeSize(
  _ tree: OpaquePointer?, _ min: flexlayout_dynamic_type_size, _ max: flexlayout_dynamic_type_size
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .dynamicTypeSize(min: try Convert.typeSizeLimit(min, "min"), max: try Convert.typeSizeLimit(max, "max"))
  }
}

@_cdecl("flexlayout_set_dynamic_type_size")
public func flexlayoutSetDynamicTypeSize(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ min: flexlayout_dynamic_type_size,
  _ max: flexlayout_dynamic_type_size
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .dynamicTypeSize(min: try Convert.typeSizeLimit(min, "min"), max: try Convert.typeSizeLimit(max, "max"))
  }
}

@_cdecl("flexlayout_create_safe_area_inset")
public func flexlayoutCreateSafeAreaInset(
  _ tree: OpaquePointer?, _ edge: flexlayout_edge, _ spacing: Double, _ alignment: flexlayout_alignment
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .safeAreaInset(
      edge: try Convert.edge(edge), spacing: Convert.optional(spacing), alignment: try Convert.alignment(alignment))
  }
}

@_cdecl("flexlayout_set_safe_area_inset")
public func flexlayoutSetSafeAreaInset(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ edge: flexlayout_edge, _ spacing: Double,
  _ alignment: flexlayout_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .safeAreaInset(
      edge: try Convert.edge(edge), spacing: Convert.optional(spacing), alignment: try Convert.alignment(alignment))
  }
}

@_cdecl("flexlayout_create_offset")
public func flexlayoutCreateOffset(_ tree: OpaquePointer?, _ x: Double, _ y: Double) -> flexlayout_node {
  create(tree) { .offset(x: x, y: y) }
}

@_cdecl("flexlayout_set_offset")
public func flexlayoutSetOffset(_ tree: OpaquePointer?, _ node: flexlayout_node, _ x: Double, _ y: Double)
  -> flexlayout_status
{
  set(tree, node) { .offset(x: x, y: y) }
}

@_cdecl("flexlayout_create_position")
public func flexlayoutCreatePosition(_ tree: OpaquePointer?, _ x: Double, _ y: Double) -> flexlayout_node {
  create(tree) { .position(x: x, y: y) }
}

@_cdecl("flexlayout_set_position")
public func flexlayoutSetPosition(_ tree: OpaquePointer?, _ node: flexlayout_node, _ x: Double, _ y: Double)
  -> flexlayout_status
{
  set(tree, node) { .position(x: x, y: y) }
}

@_cdecl("flexlayout_create_hidden")
public func flexlayoutCreateHidden(_ tree: OpaquePointer?) -> flexlayout_node {
  create(tree) { .hidden }
}

@_cdecl("flexlayout_set_hidden")
public func flexlayoutSetHidden(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  set(tree, node) { .hidden }
}

@_cdecl("flexlayout_create_clipped")
public func flexlayoutCreateClipped(_ tree: OpaquePointer?) -> flexlayout_node {
  create(tree) { .clipped }
}

@_cdecl("flexlayout_set_clipped")
public func flexlayoutSetClipped(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  set(tree, node) { .clipped }
}

@_cdecl("flexlayout_create_geometry_reader")
public func flexlayoutCreateGeometryReader(_ tree: OpaquePointer?) -> flexlayout_node {
  create(tree) { .geometryReader }
}

@_cdecl("flexlayout_set_geometry_reader")
public func flexlayoutSetGeometryReader(_ tree: OpaquePointer?, _ node: flexlayout_node) -> flexlayout_status {
  set(tree, node) { .geometryReader }
}

@_cdecl("flexlayout_create_aspect_ratio")
public func flexlayoutCreateAspectRatio(
  _ tree: OpaquePointer?, _ ratio: Double, _ contentMode: flexlayout_content_mode
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .aspectRatio(Convert.optional(ratio), contentMode: try Convert.contentMode(contentMode))
  }
}

@_cdecl("flexlayout_set_aspect_ratio")
public func flexlayoutSetAspectRatio(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ ratio: Double, _ contentMode: flexlayout_content_mode
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .aspectRatio(Convert.optional(ratio), contentMode: try Convert.contentMode(contentMode))
  }
}

@_cdecl("flexlayout_create_scroll")
public func flexlayoutCreateScroll(_ tree: OpaquePointer?, _ axes: flexlayout_axes) -> flexlayout_node {
  create(tree) { () throws(CError) in .scroll(try Convert.axes(axes)) }
}

@_cdecl("flexlayout_set_scroll")
public func flexlayoutSetScroll(_ tree: OpaquePointer?, _ node: flexlayout_node, _ axes: flexlayout_axes)
  -> flexlayout_status
{
  set(tree, node) { () throws(CError) in .scroll(try Convert.axes(axes)) }
}

@_cdecl("flexlayout_create_container_relative_frame")
public func flexlayoutCreateContainerRelativeFrame(
  _ tree: OpaquePointer?, _ axes: flexlayout_axes, _ count: Int64, _ span: Int64, _ spacing: Double,
  _ fraction: Double, _ alignment: flexlayout_alignment
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    try Convert.containerRelativeFrame(axes, count, span, spacing, fraction, alignment)
  }
}

@_cdecl("flexlayout_set_container_relative_frame")
public func flexlayoutSetContainerRelativeFrame(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ axes: flexlayout_axes, _ count: Int64, _ span: Int64,
  _ spacing: Double, _ fraction: Double, _ alignment: flexlayout_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    try Convert.containerRelativeFrame(axes, count, span, spacing, fraction, alignment)
  }
}

@_cdecl("flexlayout_create_flow")
public func flexlayoutCreateFlow(
  _ tree: OpaquePointer?, _ spacing: Double, _ lineSpacing: Double, _ alignment: flexlayout_horizontal_alignment
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: try Convert.horizontal(alignment))
  }
}

@_cdecl("flexlayout_set_flow")
public func flexlayoutSetFlow(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ spacing: Double, _ lineSpacing: Double,
  _ alignment: flexlayout_horizontal_alignment
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .flow(spacing: spacing, lineSpacing: lineSpacing, alignment: try Convert.horizontal(alignment))
  }
}

@_cdecl("flexlayout_create_grid")
public func flexlayoutCreateGrid(
  _ tree: OpaquePointer?, _ columns: UnsafePointer<flexlayout_grid_column>?, _ count: Int, _ rowSpacing: Double
) -> flexlayout_node {
  create(tree) { () throws(CError) in try Convert.grid(columns, count, rowSpacing) }
}

@_cdecl("flexlayout_set_grid")
public func flexlayoutSetGrid(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ columns: UnsafePointer<flexlayout_grid_column>?, _ count: Int,
  _ rowSpacing: Double
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in try Convert.grid(columns, count, rowSpacing) }
}

@_cdecl("flexlayout_create_view_that_fits")
public func flexlayoutCreateViewThatFits(_ tree: OpaquePointer?, _ axes: flexlayout_axes) -> flexlayout_node {
  create(tree) { () throws(CError) in .viewThatFits(axes: try Convert.axes(axes)) }
}

@_cdecl("flexlayout_set_view_that_fits")
public func flexlayoutSetViewThatFits(_ tree: OpaquePointer?, _ node: flexlayout_node, _ axes: flexlayout_axes)
  -> flexlayout_status
{
  set(tree, node) { () throws(CError) in .viewThatFits(axes: try Convert.axes(axes)) }
}

@_cdecl("flexlayout_create_buckets")
public func flexlayoutCreateBuckets(
  _ tree: OpaquePointer?, _ axis: flexlayout_axis, _ thresholds: UnsafePointer<Double>?, _ count: Int,
  _ accessibility: UnsafePointer<Double>?, _ accessibilityCount: Int
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    try Convert.buckets(axis, thresholds, count, accessibility, accessibilityCount)
  }
}

@_cdecl("flexlayout_set_buckets")
public func flexlayoutSetBuckets(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ axis: flexlayout_axis, _ thresholds: UnsafePointer<Double>?,
  _ count: Int, _ accessibility: UnsafePointer<Double>?, _ accessibilityCount: Int
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    try Convert.buckets(axis, thresholds, count, accessibility, accessibilityCount)
  }
}

@_cdecl("flexlayout_create_dynamic_type_buckets")
public func flexlayoutCreateDynamicTypeBuckets(
  _ tree: OpaquePointer?, _ thresholds: UnsafePointer<flexlayout_dynamic_type_size>?, _ count: Int
) -> flexlayout_node {
  create(tree) { () throws(CError) in try Convert.typeSizeThresholds(thresholds, count) }
}

@_cdecl("flexlayout_set_dynamic_type_buckets")
public func flexlayoutSetDynamicTypeBuckets(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ thresholds: UnsafePointer<flexlayout_dynamic_type_size>?,
  _ count: Int
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in try Convert.typeSizeThresholds(thresholds, count) }
}

@_cdecl("flexlayout_create_split")
public func flexlayoutCreateSplit(_ tree: OpaquePointer?, _ dividerWidth: Double, _ collapsedColumn: Int64)
  -> flexlayout_node
{
  create(tree) { .split(columns: [], dividerWidth: dividerWidth, collapsedColumn: Convert.int(collapsedColumn)) }
}

@_cdecl("flexlayout_set_split")
public func flexlayoutSetSplit(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ dividerWidth: Double, _ collapsedColumn: Int64
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    let kind = try tree.perform { () throws(LiveTreeError) in try tree.live.kind(of: handle) }
    var columns: [LiveTree.SplitColumnWidths] = []
    if case .split(let current, _, _) = kind { columns = current }
    let split = LiveTree.Kind.split(
      columns: columns, dividerWidth: dividerWidth, collapsedColumn: Convert.int(collapsedColumn))
    try tree.perform { () throws(LiveTreeError) in try tree.live.setKind(split, of: handle) }
  }
}

@_cdecl("flexlayout_set_split_column")
public func flexlayoutSetSplitColumn(
  _ tree: OpaquePointer?, _ split: flexlayout_node, _ index: Int64, _ min: Double, _ ideal: Double, _ max: Double,
  _ fraction: Double
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(split, "split")
    let kind = try tree.perform { () throws(LiveTreeError) in try tree.live.kind(of: handle) }
    guard case .split(var columns, let dividerWidth, let collapsedColumn) = kind else {
      throw CError(
        FLEXLAYOUT_ERROR_KIND_MISMATCH, "flexlayout_set_split_column needs a split, not a \(kind.name)", node: split)
    }
    guard index >= 0, index < columns.count else {
      throw CError(
        FLEXLAYOUT_ERROR_INDEX_OUT_OF_RANGE, "column \(index) is out of range 0..<\(columns.count)", node: split)
    }
    columns[Int(index)] = Convert.columnWidths(min, ideal, max, fraction)
    let updated = LiveTree.Kind.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn)
    try tree.perform { () throws(LiveTreeError) in try tree.live.setKind(updated, of: handle) }
  }
}
