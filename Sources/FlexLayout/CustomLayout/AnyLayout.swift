/// A custom ``Layout`` of any type, as a node holds it (``Node/Kind/layout(_:)``), with the name and arguments the
/// JSON format and messages use.
///
/// Switching a live container between stacks, flows and custom layouts is ``LiveTree/setKind(_:of:)``: the
/// children, their handles and their caches stay (S20.7).
public struct AnyLayout: Sendable, CustomStringConvertible {
  /// Everything, behind one reference: copying an `AnyLayout` (as the passes do on every call) is one retain.
  private final class Storage: Sendable {
    let name: String
    let arguments: LayoutValues
    let stackOrientation: Axis?
    let definesExplicitAlignment: Bool
    let namedAlignments: [AlignmentGuide]
    let box: any CustomLayoutBox

    init(
      _ name: String, _ arguments: LayoutValues, _ properties: LayoutProperties, _ named: [AlignmentGuide],
      _ box: any CustomLayoutBox
    ) {
      self.name = name
      self.arguments = arguments
      stackOrientation = properties.stackOrientation
      definesExplicitAlignment = properties.definesExplicitAlignment
      namedAlignments = named
      self.box = box
    }
  }

  private let storage: Storage

  /// The name the layout is registered under (``LayoutRegistry``) and the JSON format writes.
  public var name: String { storage.name }
  /// The arguments it was made from: the JSON form's `"values"`.
  public var arguments: LayoutValues { storage.arguments }
  /// The axis spacers directly inside it orient along (``LayoutProperties/stackOrientation``).
  public var stackOrientation: Axis? { storage.stackOrientation }
  /// Whether the layout answers its explicit guide values itself (``LayoutProperties/definesExplicitAlignment``).
  public var definesExplicitAlignment: Bool { storage.definesExplicitAlignment }
  /// The custom alignments it reads (``Layout/namedAlignments``).
  public var namedAlignments: [AlignmentGuide] { storage.namedAlignments }
  var box: any CustomLayoutBox { storage.box }

  /// Wraps `layout`, named `name` (by default the type's name) and made from `arguments`. `properties`, when
  /// given, replaces the type's ``Layout/layoutProperties`` for this value (a layout whose orientation is chosen
  /// at run time, as a C host's is).
  public init<L: Layout>(
    _ layout: L, name: String? = nil, arguments: LayoutValues = LayoutValues(), properties: LayoutProperties? = nil
  ) {
    storage = Storage(
      name ?? String(describing: L.self), arguments, properties ?? L.layoutProperties, layout.namedAlignments,
      TypedLayoutBox(layout))
  }

  /// The wrapped layout, when it is of type `L`.
  public func layout<L: Layout>(as type: L.Type) -> L? { (box as? TypedLayoutBox<L>)?.layout }

  public var description: String { arguments.isEmpty ? name : "\(name)\(arguments)" }
}

/// A custom layout with its type erased: what the solvers call (S20).
protocol CustomLayoutBox: Sendable {
  /// Whether the layout has a cache (its `Cache` is not `Void`): only then does a solver keep one per node.
  var hasCache: Bool { get }
  func sizeThatFits(
    _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCacheSlot?, _ stamp: LayoutCacheStamp
  ) -> Size
  func placeSubviews(
    _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCacheSlot?,
    _ stamp: LayoutCacheStamp)
  func explicitAlignment(
    _ guide: AlignmentGuide, _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews,
    _ cache: inout LayoutCacheSlot?, _ stamp: LayoutCacheStamp
  )
    -> Double?
}

/// When a layout's cache was made: the pass, and the container (S13) its subviews answered in. A cache is made
/// again when either differs (S20.4): a subview that holds a container-relative frame answers by its container,
/// which changes within a pass (a scroll view's content), so a cache made under one container must not serve
/// calls under another.
struct LayoutCacheStamp: Equatable {
  var pass: UInt32
  /// The container's width and height as bit patterns (NaN: unspecified); both NaN for a node whose subtree
  /// reads no container.
  var containerWidth: UInt64
  var containerHeight: UInt64

  init(pass: UInt32, containerWidth: Double = .nan, containerHeight: Double = .nan) {
    self.pass = pass
    self.containerWidth = (containerWidth + 0).bitPattern
    self.containerHeight = (containerHeight + 0).bitPattern
  }
}

/// A solver's slot for one node's layout cache: when it was made.
class LayoutCacheSlot {
  var stamp = LayoutCacheStamp(pass: 0)
}

/// A layout's cache, kept by reference in the solver's slot for the node (no cast, no copy per call), and made
/// again in place when a new pass, or a new container, first uses it (so a warm pass allocates nothing).
final class CacheBox<Cache>: LayoutCacheSlot {
  var value: Cache
  init(_ value: Cache, stamp: LayoutCacheStamp) {
    self.value = value
    super.init()
    self.stamp = stamp
  }
}

/// The box of a layout of type `L`. Its cache lives in a ``CacheBox`` the solver keeps for the pass (made on
/// first use; never made at all for a `Void` cache).
struct TypedLayoutBox<L: Layout>: CustomLayoutBox {
  let layout: L

  init(_ layout: L) { self.layout = layout }

  var hasCache: Bool { L.Cache.self != Void.self }

  @inline(__always)
  private func withCache<R>(
    _ subviews: LayoutSubviews, _ stored: inout LayoutCacheSlot?, _ stamp: LayoutCacheStamp,
    _ body: (inout L.Cache) -> R
  ) -> R {
    if L.Cache.self == Void.self {
      var none = unsafeBitCast((), to: L.Cache.self)  // the types are the same: no dynamic cast
      return body(&none)
    }
    if let slot = stored, type(of: slot) == CacheBox<L.Cache>.self {
      // The slot holds a box of this cache type (a metatype comparison, not a dynamic cast).
      let box = unsafeDowncast(slot, to: CacheBox<L.Cache>.self)
      if box.stamp != stamp {
        box.value = layout.makeCache(subviews: subviews)
        box.stamp = stamp
      }
      return body(&box.value)
    }
    let box = CacheBox(layout.makeCache(subviews: subviews), stamp: stamp)
    stored = box
    return body(&box.value)
  }

  func sizeThatFits(
    _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCacheSlot?, _ stamp: LayoutCacheStamp
  ) -> Size {
    withCache(subviews, &cache, stamp) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(
    _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCacheSlot?,
    _ stamp: LayoutCacheStamp
  ) {
    withCache(subviews, &cache, stamp) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    _ guide: AlignmentGuide, _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews,
    _ cache: inout LayoutCacheSlot?, _ stamp: LayoutCacheStamp
  ) -> Double? {
    withCache(subviews, &cache, stamp) { cache in
      switch guide {
      case .horizontal(let g):
        return layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical(let g):
        return layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }
}
