import FlexLayout

/// The layout-shift score of a transition (`layout-jump`), after the Layout Instability API's: the drawn leaves
/// laid out on both sides whose origin moved by more than a distance; impact = the area of the union of their
/// frames before and after, inside the viewport, over the viewport's area; distance = the largest move over the
/// viewport's larger side; score = impact × distance.
enum LayoutShift {
  struct Outcome {
    var score: Double
    /// The moved leaves, the farthest first (ties by preorder), with how far each moved.
    var moved: [(node: Int, distance: Double)]
  }

  static func measure(
    before: LayoutResult, after: LayoutResult, viewport: Rect, screen: AuditScreen, movedDistance: Double
  ) -> Outcome {
    var moved: [(node: Int, distance: Double)] = []
    var regions: [Rect] = []
    for node in 0..<screen.count where screen.isDrawn(node, before) && screen.isDrawn(node, after) {
      let (a, b) = (before.frames[node], after.frames[node])
      let distance = ConfigurationChecks.length(a.origin, b.origin)
      guard distance > movedDistance else { continue }
      moved.append((node, distance))
      for rect in [a, b] {
        if let inside = ConfigurationChecks.intersection(rect, viewport, 0) { regions.append(inside) }
      }
    }
    moved.sort { $0.distance > $1.distance || ($0.distance == $1.distance && $0.node < $1.node) }
    let area = viewport.width * viewport.height
    guard let farthest = moved.first, area > 0 else { return Outcome(score: 0, moved: moved) }
    let impact = unionArea(regions) / area
    let distance = farthest.distance / Swift.max(viewport.width, viewport.height)
    return Outcome(score: impact * Swift.min(distance, 1), moved: moved)
  }

  /// The area of the union of `rects`: strips between consecutive x edges, each covered by merged y intervals.
  static func unionArea(_ rects: [Rect]) -> Double {
    let xs = Array(Set(rects.flatMap { [$0.x, $0.maxX] })).sorted()
    guard xs.count > 1 else { return 0 }
    var total = 0.0
    for index in 0..<(xs.count - 1) {
      let (left, right) = (xs[index], xs[index + 1])
      let spans = rects.filter { $0.x <= left && $0.maxX >= right }.map { ($0.y, $0.maxY) }.sorted { $0.0 < $1.0 }
      var covered = 0.0
      var current: (Double, Double)?
      for span in spans {
        if let open = current, span.0 <= open.1 {
          current = (open.0, Swift.max(open.1, span.1))
        } else {
          if let open = current { covered += open.1 - open.0 }
          current = span
        }
      }
      if let open = current { covered += open.1 - open.0 }
      total += covered * (right - left)
    }
    return total
  }
}
