/// The rules both solvers apply around a custom layout's calls (Docs/Semantics.md S20), written once: what is
/// checked of what the layout says, and where a placed or unplaced child goes.
enum CustomLayoutRules {
  /// S20.2: whether a proposal the layout gives a child is acceptable: each length nil or ≥ 0 (NaN is not).
  @inline(__always)
  static func accepts(_ proposal: ProposedSize) -> Bool {
    func acceptable(_ length: Double?) -> Bool { length.map { $0 >= 0 } ?? true }  // NaN ≥ 0 is false
    return acceptable(proposal.width) && acceptable(proposal.height)
  }

  /// S20.2: the message of a proposal ``accepts(_:)`` rejects, given to child `index` by the layout `name`.
  static func proposalProblem(_ proposal: ProposedSize, _ index: Int, _ name: String) -> LayoutProblem {
    LayoutProblem("layout \"\(name)\" proposed \(proposal) to subview \(index); a proposed length is nil or ≥ 0")
  }

  /// S20.3: the origin of a child of size `size` whose point `anchor` is put at `position`: the position less the
  /// anchor's fraction of each length (a zero fraction leaves the position as it is, even for an infinite length).
  static func origin(_ position: Point, _ anchor: UnitPoint, _ size: Size) -> Point {
    Point(
      x: anchor.x == 0 ? position.x : position.x - anchor.x * size.width,
      y: anchor.y == 0 ? position.y : position.y - anchor.y * size.height)
  }

  /// S20.3: the origin of a child the layout never placed: centred in the node's `size`.
  static func unplacedOrigin(_ size: Size, _ childSize: Size) -> Point {
    origin(Point(x: size.width * 0.5, y: size.height * 0.5), .center, childSize)
  }

  /// S20.1: what is wrong with the layout's answer `size` to `proposal`, or `nil`: a negative length. A length
  /// that is infinite or NaN is passed on, as a built-in container passes on what its children's answers make
  /// of it (a stack probed at infinity beside a child with an infinite guide answers NaN across, and its parent
  /// reads only the other axis); a frame that ends up so is the error of S1.3.
  static func answerProblem(_ size: Size, _ proposal: ProposedSize, _ layout: AnyLayout) -> LayoutProblem? {
    if !(size.width < 0) && !(size.height < 0) { return nil }
    return LayoutProblem("layout \"\(layout.name)\" answered \(size) to the proposal \(proposal); a length must be ≥ 0")
  }

  /// S20.6: what is wrong with an explicit value the layout answered, or `nil`.
  static func guideProblem(_ value: Double, _ guide: AlignmentGuide, _ layout: AnyLayout) -> LayoutProblem? {
    value.isFinite
      ? nil : LayoutProblem("layout \"\(layout.name)\" answered \(value) for the guide \(guide); it must be finite")
  }
}

/// A message a solver turns into a ``LayoutError`` naming the node.
struct LayoutProblem: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
