extension Examples {
  /// **Axis switch** (SwiftUI's `AnyLayout` pattern): the same two content blocks side by side in an
  /// HStack with spacing 24 when the width allows both at their minimum widths, else stacked in a VStack
  /// with spacing 16. The blocks' minimums are 280 and 320 points, so the `buckets` threshold is derived
  /// from them: 280 + 24 + 320 = **624** points (scaled by 1.12 … 1.40 at accessibility sizes).
  public static func axisSwitch() -> Node {
    let threshold = axisSwitchMinimums.summary + 24 + axisSwitchMinimums.details
    return .buckets(
      thresholds: [threshold],
      [
        .vstack(spacing: 16, [summaryBlock("stacked-"), detailsBlock("stacked-")]).id("stacked"),
        .hstack(spacing: 24, alignment: .top, [summaryBlock("side-"), detailsBlock("side-")]).id("side-by-side"),
      ]
    ).id("axis-switch")
  }

  /// The minimum widths of the axis-switch blocks, in points.
  static let axisSwitchMinimums = (summary: 280.0, details: 320.0)

  static func summaryBlock(_ prefix: String) -> Node {
    .vstack(
      spacing: 8, alignment: .leading, [label("Summary", .headline), label("Revenue grew 12 % over the quarter.")]
    )
    .frame(minWidth: axisSwitchMinimums.summary, maxWidth: .infinity, alignment: .topLeading).id("\(prefix)summary")
  }

  static func detailsBlock(_ prefix: String) -> Node {
    .vstack(
      spacing: 8, alignment: .leading,
      [label("Details", .headline), label("Most of the growth came from the new subscription tier in Europe.")]
    ).frame(minWidth: axisSwitchMinimums.details, maxWidth: .infinity, alignment: .topLeading).id("\(prefix)details")
  }
}

/// The axis switch as a renderer writes it with SwiftUI's `AnyLayout` (S20.7): the two blocks exist once, in one
/// container of a ``LiveTree``, and the container's layout is switched in place — a vstack with spacing 16 below
/// the threshold, an hstack with spacing 24 aligned at the top from it — when a width crosses the threshold.
/// The blocks keep their handles and their cached answers through every switch, and the frames are those of
/// ``Examples/axisSwitch()``'s chosen branch.
public final class AxisSwitchScreen {
  /// The live tree: the container (id `axis-switch`) over the `summary` and `details` blocks.
  public let tree: LiveTree
  /// The container whose layout switches.
  public let container: NodeHandle
  /// Whether the blocks are side by side (the hstack) after the last layout.
  public private(set) var isSideBySide = false

  /// The screen, stacked until its first layout decides.
  public init() {
    let root = Node.vstack(spacing: 16, [Examples.summaryBlock(""), Examples.detailsBlock("")]).id("axis-switch")
    tree = LiveTree(root: root)
    guard let container = tree.root else { preconditionFailure("the tree has its root") }
    self.container = container
  }

  /// The width from which the blocks go side by side at `typeSize`: the two blocks' minimums and the gap,
  /// scaled as a buckets threshold is (S11).
  public static func threshold(at typeSize: DynamicTypeSize) -> Double {
    typeSize.scaleThreshold(Examples.axisSwitchMinimums.summary + 24 + Examples.axisSwitchMinimums.details)
  }

  /// Lays the screen out `width` points wide (and `height`, nil for its ideal), switching the container's
  /// layout first when the width is on the other side of the threshold.
  @discardableResult
  public func layout(width: Double, height: Double? = nil, environment: LayoutEnvironment = .standard)
    throws(LiveTreeError) -> LiveLayout
  {
    let sideBySide = width >= Self.threshold(at: environment.dynamicTypeSize)
    if sideBySide != isSideBySide {
      let kind: Node.Kind = sideBySide ? .hstack(spacing: 24, alignment: .top) : .vstack(spacing: 16)
      try tree.setKind(kind, of: container)
      isSideBySide = sideBySide
    }
    return try tree.layout(proposal: ProposedSize(width: width, height: height), environment: environment)
  }
}
