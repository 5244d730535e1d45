import FlexLayout

/// One defect of a screen, over the closed width interval where it holds in one configuration of the other
/// axes (Dynamic Type size, direction, height, display scale): the same defect at neighbouring widths is one
/// finding (Docs/Audits.md, "Findings").
public struct AuditFinding: Sendable, Hashable {
  /// The check's name (``AuditCheck``'s raw value), or `layout-error` for a configuration the screen could not
  /// be laid out in.
  public var check: String
  /// The nodes involved: one, or two for a pair (`overlap`, `target-spacing`), in preorder; none for a layout
  /// error that names no node of the tree.
  public var nodes: [Node]
  /// The configuration.
  public var dynamicTypeSize: DynamicTypeSize
  public var layoutDirection: LayoutDirection
  /// The window height, `nil` unspecified.
  public var height: Double?
  /// Pixels per point, `nil` exact.
  public var displayScale: Double?
  /// The closed width interval where the finding holds, in points; its edges are exact to 1/1024 pt (sampled
  /// at the matrix's step, refined by bisection) except where they are the matrix's own ends.
  public var from: Double
  public var to: Double
  /// How bad it is, in ``unit``: lines lost, points outside or short, square points of overlap, a shift score.
  /// The largest over the interval's sampled widths and edges.
  public var amount: Double
  public var unit: String
  /// A one-line explanation (the check that breaks at a text size, the lost lines, a layout error's message).
  public var message: String

  /// A node of a finding: its id when it has one, its JSON Pointer and its frame in root coordinates at the
  /// interval's first width (for `layout-jump`, before the jump; `after` holds the frame after it).
  public struct Node: Sendable, Hashable {
    public var id: String?
    public var pointer: String
    /// The node's preorder number (``NodeID/index``).
    public var index: Int
    public var frame: Rect
    /// `layout-jump` only: the frame just after the transition.
    public var after: Rect?

    public init(id: String?, pointer: String, index: Int, frame: Rect, after: Rect? = nil) {
      self.id = id
      self.pointer = pointer
      self.index = index
      self.frame = frame
      self.after = after
    }
  }

  public init(
    check: String, nodes: [Node], dynamicTypeSize: DynamicTypeSize, layoutDirection: LayoutDirection,
    height: Double?, displayScale: Double?, from: Double, to: Double, amount: Double, unit: String, message: String
  ) {
    self.check = check
    self.nodes = nodes
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.height = height
    self.displayScale = displayScale
    self.from = from
    self.to = to
    self.amount = amount
    self.unit = unit
    self.message = message
  }

  /// The check, when it is one of ``AuditCheck`` (`nil` for `layout-error`).
  public var auditCheck: AuditCheck? { AuditCheck(rawValue: check) }

  /// The name of a layout error's findings.
  public static let layoutError = "layout-error"

  /// The first node's id, or `nil`.
  public var id: String? { nodes.first?.id }
  /// The first node's JSON Pointer (`/root` for a finding about no node).
  public var pointer: String { nodes.first?.pointer ?? "/root" }

  /// The order findings are reported in: by check (``AuditCheck`` order, layout errors last), nodes, Dynamic Type
  /// size, direction, height, scale, width, then message.
  static func reportOrder(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
    func rank(_ finding: AuditFinding) -> Int {
      finding.auditCheck.map { AuditCheck.allCases.firstIndex(of: $0)! } ?? AuditCheck.allCases.count
    }
    if rank(a) != rank(b) { return rank(a) < rank(b) }
    let nodesA = a.nodes.map(\.index)
    let nodesB = b.nodes.map(\.index)
    if nodesA != nodesB { return nodesA.lexicographicallyPrecedes(nodesB) }
    if a.dynamicTypeSize != b.dynamicTypeSize { return a.dynamicTypeSize < b.dynamicTypeSize }
    if a.layoutDirection != b.layoutDirection { return a.layoutDirection == .leftToRight }
    if a.height != b.height { return (a.height ?? -1) < (b.height ?? -1) }
    if a.displayScale != b.displayScale { return (a.displayScale ?? -1) < (b.displayScale ?? -1) }
    if a.from != b.from { return a.from < b.from }
    return a.message < b.message
  }
}
