/// A custom ``Layout`` of any type, as a node holds it (``Node/Kind/layout(_:)``), with the name and arguments the
/// JSON format and messages use.
///
/// Switching a live container between stacks, flows and custom layouts is ``LiveTree/setKind(_:of:)``: the
/// children, their handles and their caches stay (S20.7).
public struct AnyLayout: Sendable, CustomStringConvertible {
  /// The name the layout is registered under (``LayoutRegistry``) and the JSON format writes.
  public let name: String
  /// The arguments it was made from: the JSON form's `"values"`.
  public let arguments: LayoutValues
  /// The axis spacers directly inside it orient along (``LayoutProperties/stackOrientation``).
  public let stackOrientation: Axis?
  /// Whether the layout answers its explicit guide values itself (``LayoutProperties/definesExplicitAlignment``).
  public let definesExplicitAlignment: Bool
  /// The custom alignments it reads (``Layout/namedAlignments``).
  public let namedAlignments: [AlignmentGuide]
  let box: any CustomLayoutBox

  /// Wraps `layout`, named `name` (by default the type's name) and made from `arguments`. `properties`, when
  /// given, replaces the type's ``Layout/layoutProperties`` for this value (a layout whose orientation is chosen
  /// at run time, as a C host's is).
  public init<L: Layout>(
    _ layout: L, name: String? = nil, arguments: LayoutValues = LayoutValues(), properties: LayoutProperties? = nil
  ) {
    self.name = name ?? String(describing: L.self)
    self.arguments = arguments
    let properties = properties ?? L.layoutProperties
    self.stackOrientation = properties.stackOrientation
    self.definesExplicitAlignment = properties.definesExplicitAlignment
    self.namedAlignments = layout.namedAlignments
    self.box = TypedLayoutBox(layout)
  }

  /// The wrapped layout, when it is of type `L`.
  public func layout<L: Layout>(as type: L.Type) -> L? { (box as? TypedLayoutBox<L>)?.layout }

  public var description: String { arguments.isEmpty ? name : "\(name)\(arguments)" }
}

/// A custom layout with its type erased: what the solvers call (S20).
protocol CustomLayoutBox: Sendable {
  func sizeThatFits(_ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> Size
  func placeSubviews(_ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout Any?)
  func explicitAlignment(
    _ guide: AlignmentGuide, _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews,
    _ cache: inout Any?
  )
    -> Double?
}

/// The box of a layout of type `L`. Its cache lives in an `Any?` the solver keeps for the pass (made on first
/// use; never made at all for a `Void` cache).
struct TypedLayoutBox<L: Layout>: CustomLayoutBox {
  let layout: L

  init(_ layout: L) { self.layout = layout }

  @inline(__always)
  private func withCache<R>(_ subviews: LayoutSubviews, _ stored: inout Any?, _ body: (inout L.Cache) -> R) -> R {
    if L.Cache.self == Void.self {
      var none = () as! L.Cache
      return body(&none)
    }
    var cache = stored as? L.Cache ?? layout.makeCache(subviews: subviews)
    let result = body(&cache)
    stored = cache
    return result
  }

  func sizeThatFits(_ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> Size {
    withCache(subviews, &cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(_ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout Any?) {
    withCache(subviews, &cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    _ guide: AlignmentGuide, _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews,
    _ cache: inout Any?
  ) -> Double? {
    withCache(subviews, &cache) { cache in
      switch guide {
      case .horizontal(let g):
        return layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical(let g):
        return layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }
}
