/// A container that sizes and places its children by code the host writes: the shape of SwiftUI's `Layout`
/// protocol (Docs/Semantics.md S20).
///
/// A node of kind ``Node/Kind/layout(_:)`` holds an ``AnyLayout`` wrapping a value of a conforming type. Both
/// solvers call it: ``sizeThatFits(proposal:subviews:cache:)`` when the node is proposed a size, and
/// ``placeSubviews(in:proposal:subviews:cache:)`` when it is placed. Through the ``LayoutSubviews`` it is given,
/// it may ask any child's size for any proposal, read the child's dimensions and alignment guides, its layout
/// priority, its spacing preferences and the layout values it carries (``LayoutValueKey``), and place it.
///
/// **The contract that keeps caching transparent (S20.4).** The engine keeps a custom layout's answers per exact
/// proposal, across passes, like any other node's, and reuses its placement when it is placed again with the
/// same proposal. So a layout must be a pure function of its own stored properties, the proposal, and what its
/// subviews answer: no clocks, counters, randomness or global state. Its ``Cache`` is made by
/// ``makeCache(subviews:)`` at most once per node per pass and dropped at the end of the pass; it may hold
/// anything computed from the subviews (ideal sizes, say), but nothing that depends on which proposal was asked
/// first. A layout that keeps the contract gets bit-identical frames from both solvers, warm or cold, on any
/// thread.
///
/// All lengths are in points. Proposals follow ``ProposedSize``: `nil` asks for the ideal size, `.infinity` for
/// the maximum, `0` for the minimum.
public protocol Layout: Sendable {
  /// Data shared among the layout's calls within one pass; `Void` for none.
  associatedtype Cache = Void

  /// The proxies of the container's children, in order.
  typealias Subviews = LayoutSubviews

  /// Static facts of the layout: the axis spacers inside it expand along (S20.5).
  static var layoutProperties: LayoutProperties { get }

  /// The custom alignments the layout reads from its subviews' dimensions (and answers, for its parent to
  /// read), besides the eight built-in guides: a ``LayoutSubview/dimensions(in:)`` holds explicit values for the
  /// built-in guides and these only (S20.2). Empty by default.
  var namedAlignments: [AlignmentGuide] { get }

  /// Makes the pass's cache for a node of this layout (see the contract above).
  func makeCache(subviews: Subviews) -> Cache

  /// The container's size for `proposal`. A negative length fails the layout with an error naming the node; an
  /// infinite or NaN one is passed on as a built-in container passes what its children's answers make of it,
  /// and a frame that ends up so fails the layout (S1.3).
  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size

  /// Places the children in `bounds`: the node's own frame in its own coordinates, so the origin is (0, 0) and
  /// the size is what ``sizeThatFits(proposal:subviews:cache:)`` answered for `proposal`. Call
  /// ``LayoutSubview/place(at:anchor:proposal:)`` on each child; a child placed twice keeps the last place, and a
  /// child never placed is proposed `proposal` and centred in `bounds` (S20.3).
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache)

  /// The node's explicit value for a horizontal guide, in points from its leading edge, or `nil` for none (the
  /// guide then has its default value). The default merges the children's, as stacks do (S19.2, S20.6).
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) -> Double?

  /// The node's explicit value for a vertical guide, in points from its top edge, or `nil` for none; see
  /// ``explicitAlignment(of:in:proposal:subviews:cache:)-(HorizontalAlignment,_,_,_,_)``.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) -> Double?
}

/// Static facts of a ``Layout`` type.
public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which spacers and dividers directly inside the layout orient themselves, as in a stack of
  /// that axis; `nil` (the default): as outside any stack (S20.5).
  public var stackOrientation: Axis?
  /// Whether the type implements `explicitAlignment` itself. When `false` (the default) the solvers merge the
  /// children's explicit values as the protocol's default does, without calling the layout, and a parent
  /// aligning by an edge or a centre never asks: the layout costs nothing there (S20.6, F21). Set it when you
  /// implement either `explicitAlignment` method, or your answers are never read.
  public var definesExplicitAlignment: Bool

  /// Properties with no stack orientation and the default explicit alignment.
  public init(stackOrientation: Axis? = nil, definesExplicitAlignment: Bool = false) {
    self.stackOrientation = stackOrientation
    self.definesExplicitAlignment = definesExplicitAlignment
  }
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// No custom alignments.
  public var namedAlignments: [AlignmentGuide] { [] }

  /// The children's explicit values for `guide`, each moved by where the layout places its child, merged as a
  /// stack merges them: the least first baseline, the greatest last baseline, the mean of a custom alignment's;
  /// never an edge or a centre (S19.2).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) -> Double? {
    subviews.mergedExplicitValue(of: .horizontal(guide), proposal: proposal)
  }

  /// The children's explicit values for `guide`, merged (see the horizontal form).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) -> Double? {
    subviews.mergedExplicitValue(of: .vertical(guide), proposal: proposal)
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}
