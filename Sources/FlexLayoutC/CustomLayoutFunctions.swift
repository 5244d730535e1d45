import CFlexLayout
import FlexLayout
import Synchronization

// The custom-layout functions of flexlayout.h (S20): a container sized and placed by two host callbacks, the
// subviews they may ask and place, and the values children carry for it.

/// A C host's layout: its two callbacks and their context, called on the thread that lays out.
private struct CLayout: Layout, @unchecked Sendable {
  let callbacks: flexlayout_layout_callbacks
  let context: UnsafeMutableRawPointer?
  /// The numbers a JSON request gave a registered layout (`"values"`), read with flexlayout_subviews_argument.
  var arguments = LayoutValues()

  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    let box = CSubviews(subviews, arguments)
    var answer = flexlayout_size(width: 0, height: 0)
    let status = withExtendedLifetime(box) {
      callbacks.size_that_fits(
        context, proposal.width ?? .nan, proposal.height ?? .nan,
        OpaquePointer(Unmanaged.passUnretained(box).toOpaque()), &answer)
    }
    if status != 0 {
      subviews.fail("the size callback returned \(status) for the proposal \(proposal)")
      return .zero
    }
    return Size(width: answer.width, height: answer.height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    let box = CSubviews(subviews, arguments)
    let rect = flexlayout_rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    withExtendedLifetime(box) {
      callbacks.place_subviews(
        context, rect, proposal.width ?? .nan, proposal.height ?? .nan,
        OpaquePointer(Unmanaged.passUnretained(box).toOpaque()))
    }
  }
}

/// The subviews a callback receives as `flexlayout_subviews *`, valid during that call only.
private final class CSubviews {
  let subviews: LayoutSubviews
  let arguments: LayoutValues
  init(_ subviews: LayoutSubviews, _ arguments: LayoutValues) {
    self.subviews = subviews
    self.arguments = arguments
  }

  static func from(_ pointer: OpaquePointer?) -> CSubviews? {
    pointer.map { Unmanaged<CSubviews>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
  }

  /// The subview at `index`, `nil` when out of range.
  func subview(_ index: Int32) -> LayoutSubview? {
    subviews.indices.contains(Int(index)) ? subviews[Int(index)] : nil
  }
}

private func proposal(_ width: Double, _ height: Double) -> ProposedSize {
  ProposedSize(width: Convert.optional(width), height: Convert.optional(height))
}

/// The callbacks and orientation of a C layout, checked.
private func checked(_ callbacks: UnsafePointer<flexlayout_layout_callbacks>?, _ orientation: Int32) throws(CError)
  -> (flexlayout_layout_callbacks, LayoutProperties)
{
  guard let callbacks, callbacks.pointee.size_that_fits != nil, callbacks.pointee.place_subviews != nil else {
    throw .invalidArgument("the layout callbacks are NULL")
  }
  let axis: Axis?
  switch orientation {
  case -1: axis = nil
  case 0: axis = .horizontal
  case 1: axis = .vertical
  default:
    throw .invalidArgument("stack_orientation must be -1, FLEXLAYOUT_AXIS_HORIZONTAL or _VERTICAL, got \(orientation)")
  }
  return (callbacks.pointee, LayoutProperties(stackOrientation: axis))
}

/// The layout of `callbacks`, checked.
private func layout(
  _ name: UnsafePointer<CChar>?, _ callbacks: UnsafePointer<flexlayout_layout_callbacks>?, _ orientation: Int32,
  _ context: UnsafeMutableRawPointer?
) throws(CError) -> Node.Kind {
  let (callbacks, properties) = try checked(callbacks, orientation)
  let layoutName = name.map { String(cString: $0) } ?? "layout"
  return .layout(AnyLayout(CLayout(callbacks: callbacks, context: context), name: layoutName, properties: properties))
}

/// The layouts JSON requests to flexlayout_layout_json may name: the shipped ones and those C hosts register.
let registeredLayouts = Mutex(LayoutRegistry.standard)

@_cdecl("flexlayout_register_layout")
public func flexlayoutRegisterLayout(
  _ name: UnsafePointer<CChar>?, _ callbacks: UnsafePointer<flexlayout_layout_callbacks>?, _ stackOrientation: Int32,
  _ context: UnsafeMutableRawPointer?
) -> flexlayout_status {
  call { () throws(CError) in
    guard let name else { throw .invalidArgument("the layout's name is NULL") }
    let layoutName = String(cString: name)
    guard !layoutName.isEmpty else { throw .invalidArgument("the layout's name is empty") }
    let (checkedCallbacks, properties) = try checked(callbacks, stackOrientation)
    // The layout itself is shareable (its callbacks are C function pointers, its context the host's promise).
    let registered = CLayout(callbacks: checkedCallbacks, context: context)
    registeredLayouts.withLock { registry in
      registry.register(layoutName, properties: properties) { arguments throws(LayoutArgumentError) in
        for key in arguments.storage.keys.sorted() where arguments.number(key) == nil {
          throw LayoutArgumentError(argument: key, "a C layout's values are numbers")
        }
        var layout = registered
        layout.arguments = arguments
        return layout
      }
    }
  }
}

@_cdecl("flexlayout_subviews_argument")
public func flexlayoutSubviewsArgument(_ subviews: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ fallback: Double)
  -> Double
{
  guard let name, let box = CSubviews.from(subviews) else { return fallback }
  return box.arguments.number(String(cString: name)) ?? fallback
}

@_cdecl("flexlayout_create_layout")
public func flexlayoutCreateLayout(
  _ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ callbacks: UnsafePointer<flexlayout_layout_callbacks>?,
  _ stackOrientation: Int32, _ context: UnsafeMutableRawPointer?
) -> flexlayout_node {
  create(tree) { () throws(CError) in try layout(name, callbacks, stackOrientation, context) }
}

@_cdecl("flexlayout_set_layout")
public func flexlayoutSetLayout(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ name: UnsafePointer<CChar>?,
  _ callbacks: UnsafePointer<flexlayout_layout_callbacks>?, _ stackOrientation: Int32,
  _ context: UnsafeMutableRawPointer?
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in try layout(name, callbacks, stackOrientation, context) }
}

@_cdecl("flexlayout_subviews_count")
public func flexlayoutSubviewsCount(_ subviews: OpaquePointer?) -> Int32 {
  Int32(CSubviews.from(subviews)?.subviews.count ?? 0)
}

@_cdecl("flexlayout_subview_size")
public func flexlayoutSubviewSize(_ subviews: OpaquePointer?, _ index: Int32, _ width: Double, _ height: Double)
  -> flexlayout_size
{
  guard let subview = CSubviews.from(subviews)?.subview(index) else { return flexlayout_size(width: 0, height: 0) }
  let size = subview.sizeThatFits(proposal(width, height))
  return flexlayout_size(width: size.width, height: size.height)
}

@_cdecl("flexlayout_subview_dimensions")
public func flexlayoutSubviewDimensions(
  _ subviews: OpaquePointer?, _ index: Int32, _ width: Double, _ height: Double,
  _ result: UnsafeMutablePointer<flexlayout_view_dimensions>?
) -> Int32 {
  guard let result, let subview = CSubviews.from(subviews)?.subview(index) else { return -1 }
  let d = subview.dimensions(in: proposal(width, height))
  result.pointee.width = d.width
  result.pointee.height = d.height
  withUnsafeMutableBytes(of: &result.pointee.guides) { raw in
    let guides = raw.bindMemory(to: Double.self)
    for (number, guide) in AlignmentGuide.builtIn.enumerated() { guides[number] = d[guide] }
  }
  return 0
}

@_cdecl("flexlayout_subview_priority")
public func flexlayoutSubviewPriority(_ subviews: OpaquePointer?, _ index: Int32) -> Double {
  CSubviews.from(subviews)?.subview(index)?.priority ?? 0
}

@_cdecl("flexlayout_subview_value")
public func flexlayoutSubviewValue(
  _ subviews: OpaquePointer?, _ index: Int32, _ name: UnsafePointer<CChar>?, _ fallback: Double
) -> Double {
  guard let name, let subview = CSubviews.from(subviews)?.subview(index) else { return fallback }
  return subview.value(named: String(cString: name)) ?? fallback
}

@_cdecl("flexlayout_subview_place")
public func flexlayoutSubviewPlace(
  _ subviews: OpaquePointer?, _ index: Int32, _ x: Double, _ y: Double, _ anchorX: Double, _ anchorY: Double,
  _ width: Double, _ height: Double
) -> Int32 {
  guard let subview = CSubviews.from(subviews)?.subview(index) else { return -1 }
  subview.place(at: Point(x: x, y: y), anchor: UnitPoint(x: anchorX, y: anchorY), proposal: proposal(width, height))
  return 0
}

@_cdecl("flexlayout_set_layout_value")
public func flexlayoutSetLayoutValue(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ name: UnsafePointer<CChar>?, _ value: Double
) -> flexlayout_status {
  call(tree) { tree throws(CError) in
    guard let name else { throw .invalidArgument("the value's name is NULL") }
    let handle = try tree.handle(node)
    try tree.perform { () throws(LiveTreeError) in
      var values = try tree.live.layoutValues(of: handle)
      values[String(cString: name)] = value.isNaN ? nil : value
      try tree.live.setLayoutValues(values, of: handle)
    }
  }
}
