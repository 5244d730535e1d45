import FlexLayout

/// `breaks-at-text-size` (Docs/Audits.md): for each width, the first Dynamic Type size above Large at which a
/// check appears for a node (or pair) that passes it at Large; a finding where that size is at or below the
/// limit (by default the first size whose body text is twice Large's). Derived from the other findings'
/// intervals, so it costs no layout: each group's intervals are cut at every edge and each piece is judged once.
enum TextSizeBreaks {
  /// The checks it reads: every check of one layout (not `flicker`, `layout-jump` or layout errors).
  static let readChecks: Set<String> = Set(
    [
      AuditCheck.textTruncated, .wordOverflow, .wordBroken, .outsideParent, .outsideWindow, .overlap, .unsafeArea,
      .targetSize,
      .targetSpacing, .minWidth,
    ].map(\.rawValue))

  static func findings(
    from findings: [AuditFinding], sizes: [DynamicTypeSize], limit: DynamicTypeSize, allows: (AuditCheck, [Int]) -> Bool
  ) -> [AuditFinding] {
    guard sizes.contains(.large) else { return [] }
    let larger = sizes.filter { $0 > .large }.sorted()
    guard !larger.isEmpty else { return [] }
    struct Group: Hashable {
      var check: String
      var nodes: [Int]
      var direction: LayoutDirection
      var height: Double?
      var scale: Double?
    }
    var groups: [Group: [AuditFinding]] = [:]
    for finding in findings where readChecks.contains(finding.check) {
      let group = Group(
        check: finding.check, nodes: finding.nodes.map(\.index), direction: finding.layoutDirection,
        height: finding.height, scale: finding.displayScale)
      groups[group, default: []].append(finding)
    }
    var result: [AuditFinding] = []
    for (group, members) in groups {
      guard !allows(.breaksAtTextSize, group.nodes) else { continue }
      // Widths as whole 1/1024-pt units, closed intervals per size.
      func unit(_ width: Double) -> Int { Int((width * 1024).rounded()) }
      var intervals: [DynamicTypeSize: [(low: Int, high: Int, finding: AuditFinding)]] = [:]
      for member in members {
        intervals[member.dynamicTypeSize, default: []].append((unit(member.from), unit(member.to), member))
      }
      func holding(_ size: DynamicTypeSize, _ at: Int) -> AuditFinding? {
        intervals[size]?.first { $0.low <= at && at <= $0.high }?.finding
      }
      var cuts = Set<Int>()
      for list in intervals.values {
        for interval in list {
          cuts.insert(interval.low)
          cuts.insert(interval.high + 1)
        }
      }
      let points = cuts.sorted()
      var current: (size: DynamicTypeSize, low: Int, high: Int, first: AuditFinding)?
      func flush() {
        guard let open = current else { return }
        current = nil
        guard open.size <= limit else { return }
        let underlying = open.first
        result.append(
          AuditFinding(
            check: AuditCheck.breaksAtTextSize.rawValue, nodes: underlying.nodes, dynamicTypeSize: open.size,
            layoutDirection: group.direction, height: group.height, displayScale: group.scale,
            from: Double(open.low) / 1024, to: Double(open.high) / 1024,
            amount: open.size.bodyPointSize / DynamicTypeSize.large.bodyPointSize, unit: "× Large's body text",
            message: "\(group.check) appears at \(open.size.rawValue), passing at large"))
      }
      for (index, start) in points.enumerated().dropLast() {
        let end = points[index + 1] - 1
        var first: (DynamicTypeSize, AuditFinding)?
        if holding(.large, start) == nil {
          for size in larger {
            if let finding = holding(size, start) {
              first = (size, finding)
              break
            }
          }
        }
        if let (size, finding) = first, let open = current, open.size == size, open.high + 1 == start {
          current!.high = end
          _ = finding
        } else {
          flush()
          if let (size, finding) = first { current = (size, start, end, finding) }
        }
      }
      flush()
    }
    return result
  }
}
