/// A proxy for one child of a custom ``Layout``: what the layout may ask of the child and how it places it.
///
/// Valid only during the call that received it (the solver is lent for the call); do not keep it.
public struct LayoutSubview {
  let host: Unmanaged<SubviewHost>
  /// The child's position among the container's children.
  public let index: Int

  /// The child's size for `proposal` (S1.1): what the child answers, from the caches where it answered before.
  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    host._withUnsafeGuaranteedRef { $0.sizeThatFits(index, proposal) }
  }

  /// The child's size for `proposal` with its alignment guides: default values, and the explicit values it
  /// passes up (text baselines, alignment guides, S19).
  public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
    host._withUnsafeGuaranteedRef { $0.dimensions(index, proposal) }
  }

  /// The child's effective layout priority (S3.2).
  public var priority: Double { host._withUnsafeGuaranteedRef { $0.priority(index) } }

  /// The child's spacing preferences (S20.2).
  public var spacing: ViewSpacing { host._withUnsafeGuaranteedRef { $0.spacing(index) } }

  /// The value the child carries for `key` (``Node/layoutValues``), or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    host._withUnsafeGuaranteedRef { $0.layoutValue(index, K.name) } as? K.Value ?? K.defaultValue
  }

  /// The number the child carries as the value named `name` (an `Int` reads as a `Double`), or `nil`: the form
  /// the C interface reads.
  public func value(named name: String) -> Double? {
    LayoutValues.number(host._withUnsafeGuaranteedRef { $0.layoutValue(index, name) })
  }

  /// Places the child: proposes it `proposal` and puts the point `anchor` of its frame at `position`, in the
  /// container's bounds (S20.3). Call only from ``Layout/placeSubviews(in:proposal:subviews:cache:)``. A
  /// proposal that is negative or NaN fails the layout; a position or anchor that is not finite gives the child
  /// a frame that is not, which fails the layout as any such frame does (S1.3).
  public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
    host._withUnsafeGuaranteedRef { $0.place(index, position, anchor, proposal) }
  }
}

/// The children of a custom ``Layout``, as proxies, in order.
public struct LayoutSubviews: RandomAccessCollection {
  let host: Unmanaged<SubviewHost>
  public let startIndex: Int
  public let endIndex: Int

  /// The proxies of `host`'s children; the host must outlive every use (the solver's loan does).
  init(host: SubviewHost) {
    self.host = Unmanaged.passUnretained(host)
    startIndex = 0
    endIndex = host.subviewCount
  }

  public subscript(position: Int) -> LayoutSubview {
    precondition(position >= startIndex && position < endIndex, "subview index out of range")
    return LayoutSubview(host: host, index: position)
  }

  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// Fails the layout at the container with `message` (after the layout's name) when the current call returns:
  /// for a layout that finds it cannot answer (a host callback that reports an error). The first failure of a
  /// call wins; until it returns, the proxies answer zeros.
  public func fail(_ message: String) {
    host._withUnsafeGuaranteedRef { $0.fail(message) }
  }

  /// The children's explicit values for `guide` when the container is proposed `proposal`, moved by where its
  /// placement puts each child, merged as a stack merges them (S19.2): what ``Layout``'s default
  /// `explicitAlignment` answers.
  public func mergedExplicitValue(of guide: AlignmentGuide, proposal: ProposedSize) -> Double? {
    host._withUnsafeGuaranteedRef { $0.mergedExplicitValue(guide, proposal) }
  }
}

/// What a ``LayoutSubview`` asks of the solver laying its container out: each solver lends one for each call of
/// a custom layout (`Layouts/Custom/`), overriding every method. A failure (a child's error, a bad proposal) is
/// kept by the host, which answers zeros from then on, and the solver throws it when the layout's call returns.
/// A class, not a protocol, so that proxies reach it unretained (`Unmanaged`): a proxy call costs no reference
/// counting.
class SubviewHost {
  /// The number of children.
  final var subviewCount = 0

  func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size { preconditionFailure("overridden") }
  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions { preconditionFailure("overridden") }
  func priority(_ index: Int) -> Double { preconditionFailure("overridden") }
  func spacing(_ index: Int) -> ViewSpacing { preconditionFailure("overridden") }
  func layoutValue(_ index: Int, _ name: String) -> (any Sendable)? { preconditionFailure("overridden") }
  func place(_ index: Int, _ position: Point, _ anchor: UnitPoint, _ proposal: ProposedSize) {
    preconditionFailure("overridden")
  }
  func mergedExplicitValue(_ guide: AlignmentGuide, _ proposal: ProposedSize) -> Double? {
    preconditionFailure("overridden")
  }
  func fail(_ message: String) { preconditionFailure("overridden") }
}
