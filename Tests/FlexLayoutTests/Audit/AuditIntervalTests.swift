import FlexLayout
import FlexLayoutTesting
import Testing

/// The edges of findings against bisection by hand: a finding's interval holds at both of its edges and not one
/// grid step (1/1024 pt) outside them, each judged by an audit of that single width alone, which does no
/// refinement; and against a plain scan of the 1/1024-pt grid around an edge.
@Suite("Audit intervals")
struct AuditIntervalTests {
  static let unit = 1.0 / 1024

  /// Whether a finding of `check` about exactly `nodes` holds at `width` alone (in `finding`'s configuration).
  static func holds(_ screen: Node, _ finding: AuditFinding, at width: Double, checks: Set<AuditCheck>) throws -> Bool {
    let matrix = AuditMatrix(
      from: width, to: width, heights: [finding.height], dynamicTypeSizes: [finding.dynamicTypeSize],
      layoutDirections: [finding.layoutDirection], displayScales: [finding.displayScale])
    let report = try LayoutAudit.run(screen, matrix: matrix, options: AuditOptions(checks: checks, threads: 1))
    return report.findings.contains { $0.check == finding.check && $0.nodes.map(\.index) == finding.nodes.map(\.index) }
  }

  /// Screens whose findings start or end between samples, at widths that are not whole points.
  static let screens: [(String, Node, AuditMatrix, Set<AuditCheck>)] = [
    (
      "a truncated text whose words join at 113.75", Node.text("aaaa bbbbbb", charWidth: 10.34090909, lineLimit: 1),
      AuditMatrix(
        from: 60, to: 160, step: 7, dynamicTypeSizes: [.large, .accessibility2], layoutDirections: [.leftToRight]),
      [.textTruncated]
    ),
    (
      "a row that overflows the window below 333.3",
      Node.hstack(spacing: 0, [.fixed(width: 222.2, height: 10), .fixed(width: 111.1, height: 10)]),
      AuditMatrix(from: 300, to: 360, step: 9, dynamicTypeSizes: [.large], layoutDirections: LayoutDirection.allCases),
      [.outsideWindow]
    ),
    (
      "a container-relative child that outgrows its 200-pt frame",
      Node.vstack([
        Node.flexible(idealHeight: 10).containerRelativeFrame(.horizontal, fraction: 0.61).frame(width: 200)
      ]),
      AuditMatrix(from: 300, to: 360, step: 5, dynamicTypeSizes: [.large], layoutDirections: [.leftToRight]),
      [.outsideParent]
    ),
  ]

  @Test("each edge holds alone, and one grid step outside it does not (inside the matrix)")
  func edgesMatchSingleWidthAudits() throws {
    for (name, screen, matrix, checks) in Self.screens {
      let report = try LayoutAudit.run(screen, matrix: matrix, options: AuditOptions(checks: checks))
      #expect(!report.findings.isEmpty, "\(name): some finding")
      for finding in report.findings {
        #expect(try Self.holds(screen, finding, at: finding.from, checks: checks), "\(name): holds at \(finding.from)")
        #expect(try Self.holds(screen, finding, at: finding.to, checks: checks), "\(name): holds at \(finding.to)")
        if finding.from > matrix.from {
          #expect(!(try Self.holds(screen, finding, at: finding.from - Self.unit, checks: checks)), "\(name): before")
        }
        if finding.to < matrix.to {
          #expect(
            !(try Self.holds(screen, finding, at: finding.to + Self.unit, checks: checks)), "\(name): after \(finding)")
        }
      }
    }
  }

  @Test("an edge is the first grid width where a scan of the grid finds the change")
  func edgeMatchesAGridScan() throws {
    // The row overflows while the window is narrower than 333.3: scanning 333.0 … 333.5 by 1/1024 finds the
    // last overflowing width; the audit, sampling every 9 pt, refines to the same one.
    let (_, screen, matrix, checks) = Self.screens[1]
    let report = try LayoutAudit.run(screen, matrix: matrix, options: AuditOptions(checks: checks))
    let ltr = try #require(report.findings.first { $0.layoutDirection == .leftToRight })
    var lastHolding = 0.0
    var width = 333.0
    while width <= 333.5 {
      if try Self.holds(screen, ltr, at: width, checks: checks) { lastHolding = width }
      width += Self.unit
    }
    #expect(ltr.to == lastHolding, "\(ltr.to) vs \(lastHolding)")
    #expect(ltr.from == 300)
  }
}
