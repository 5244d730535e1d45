import FlexLayout

extension LayoutPicture {
  /// The labels placed so far, bucketed by a grid of 64 × 16-point cells so that finding one a new label would
  /// cover looks at its neighbours only (a panel may hold 20,000 boxes).
  struct PlacedLabels {
    private var rects: [Rect] = []
    private var cells: [Int64: [Int]] = [:]

    private static func cells(of rect: Rect) -> [Int64] {
      guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return [0] }
      let columns = Int64((rect.x / 64).rounded(.down))...Int64(((rect.x + rect.width) / 64).rounded(.down))
      let rows = Int64((rect.y / 16).rounded(.down))...Int64(((rect.y + rect.height) / 16).rounded(.down))
      return rows.flatMap { row in columns.map { row &* 1_000_003 &+ $0 } }
    }

    /// The first placed label `rect` overlaps, in placing order.
    func covering(_ rect: Rect) -> Rect? {
      var best: Int?
      for cell in Self.cells(of: rect) {
        for index in cells[cell] ?? [] where best.map({ index < $0 }) ?? true {
          let other = rects[index]
          if rect.x < other.x + other.width && other.x < rect.x + rect.width && rect.y < other.y + other.height
            && other.y < rect.y + rect.height
          {
            best = index
          }
        }
      }
      return best.map { rects[$0] }
    }

    mutating func insert(_ rect: Rect) {
      rects.append(rect)
      for cell in Self.cells(of: rect) { cells[cell, default: []].append(rects.count - 1) }
    }
  }

}
