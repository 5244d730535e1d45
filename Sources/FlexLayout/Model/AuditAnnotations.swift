/// The checks a layout audit runs (Docs/Audits.md, which defines each in layout terms). The names here are the
/// ones the JSON format, the command line and findings spell; FlexLayoutTesting implements them. Layout never
/// reads them.
public enum AuditCheck: String, CaseIterable, Sendable, Hashable, Comparable {
  /// A text keeps fewer lines than it needs at the width it was placed with (line limit or height).
  case textTruncated = "text-truncated"
  /// A text's widest kept line is wider than the width proposed to it.
  case wordOverflow = "word-overflow"
  /// A text breaks a word between characters on its kept lines (S2.9: a word wider than its line, with
  /// characters): "09:41" as "09:4" over "1".
  case wordBroken = "word-broken"
  /// A drawn leaf sticks out of an ancestor's frame (decorations' content, offsets, positions, safe-area
  /// escapes and scroll content along the scroll axis exempt).
  case outsideParent = "outside-parent"
  /// A drawn leaf outside the window, not inside a scroll along that axis.
  case outsideWindow = "outside-window"
  /// Two drawn leaves intersect and their lowest common ancestor lays children out one after another.
  case overlap
  /// A text or touch target in the window outside its safe area, not inside a node that ignores safe areas.
  case unsafeArea = "unsafe-area"
  /// A touch target smaller than the minimum target size (44 × 44 pt by default).
  case targetSize = "target-size"
  /// Touch targets closer than WCAG 2.5.8's 24-pt circles, or two with identical frames.
  case targetSpacing = "target-spacing"
  /// An adaptive container's arrangement holds for less than 5 pt of width between two changes.
  case flicker
  /// A transition whose layout shift score (impact × distance) is above 0.1.
  case layoutJump = "layout-jump"
  /// A node with an audit minimum width is visible but narrower than it.
  case minWidth = "min-width"
  /// The first Dynamic Type size at which a check fails for a node that passes at Large is at or below the
  /// first size whose body text is at least twice Large's (WCAG 1.4.4).
  case breaksAtTextSize = "breaks-at-text-size"

  public static func < (a: AuditCheck, b: AuditCheck) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// What a node is to a person using the screen, for the layout audit: nothing layout reads.
public enum NodeRole: String, CaseIterable, Sendable, Hashable {
  /// A touch target: the audit's `target-size` and `target-spacing` measure it, and `unsafe-area` keeps it
  /// out of the unsafe area.
  case button
}

/// What a node tells the layout audit about itself (JSON `"audit": {"minWidth": …, "allow": […]}`).
/// Layout never reads it.
public struct NodeAudit: Sendable, Hashable {
  /// The narrowest width, in points, at which the node is still useful when it is shown (finite, ≥ 0): the
  /// `min-width` check reports it visible and narrower ("keep the inspector hidden unless it can have 320
  /// points"). `nil` for none.
  public var minWidth: Double?
  /// The checks whose findings about this node (or a pair it is part of) are intended, never reported: a
  /// subject clipped to one line on purpose allows `text-truncated`.
  public var allow: Set<AuditCheck>

  /// Annotations with a minimum width and allowed checks.
  public init(minWidth: Double? = nil, allow: Set<AuditCheck> = []) {
    self.minWidth = minWidth
    self.allow = allow
  }

  /// Whether the annotations say nothing (the same as none).
  public var isEmpty: Bool { minWidth == nil && allow.isEmpty }
}

extension Node {
  /// Marks the node as a touch target (``NodeRole/button``) for the layout audit.
  public func role(_ role: NodeRole) -> Node {
    var copy = self
    copy.role = role
    return copy
  }

  /// Tells the layout audit the node's minimum useful width and the checks intended for it.
  public func audit(minWidth: Double? = nil, allow: Set<AuditCheck> = []) -> Node {
    var copy = self
    copy.audit = NodeAudit(minWidth: minWidth, allow: allow)
    return copy
  }
}
