/// The rules both solvers apply around a custom layout's calls (Docs/Semantics.md S20), written once: what is
/// checked of what the layout says, and where a placed or unplaced child goes.
enum CustomLayoutRules {
  /// S20.3: the checked form of a proposal the layout gives child `index`: −0 as +0; `nil` when a length is NaN
  /// or negative, with the message to fail with.
  static func childProposal(_ proposal: ProposedSize, _ index: Int, _ layout: AnyLayout) -> Result<
    ProposedSize, LayoutProblem
  > {
    for length in [proposal.width, proposal.height] {
      if let length, length.isNaN || length < 0 {
        return .failure(
          LayoutProblem(
            "layout \"\(layout.name)\" proposed \(proposal) to subview \(index); a proposed length is nil or ≥ 0"))
      }
    }
    return .success(ProposedSize(width: proposal.width.map { $0 + 0 }, height: proposal.height.map { $0 + 0 }))
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
