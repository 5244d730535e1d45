import Testing

@testable import FlexLayout

/// The built-in examples switch arrangement exactly at their documented thresholds (Docs/Examples.md),
/// at the default and accessibility Dynamic Type sizes, and the engine agrees with the reference there.
@Suite("Examples: boundaries")
struct ExampleBoundaryTests {
  struct Boundary: Sendable, CustomTestStringConvertible {
    let example: String
    /// The identified selector whose choice changes.
    let selector: String
    let threshold: Double
    let below: Selection
    let atOrAbove: Selection
    let typeSize: DynamicTypeSize
    var height: Double = 800

    var testDescription: String { "\(example) \(selector) at \(threshold) (\(typeSize))" }
  }

  static let boundaries: [Boundary] = [
    Boundary(
      example: "inbox", selector: "inbox", threshold: 680, below: .child(0), atOrAbove: .child(1), typeSize: .large),
    Boundary(
      example: "inbox", selector: "inbox", threshold: 960, below: .child(1), atOrAbove: .child(2), typeSize: .large),
    Boundary(
      example: "inbox", selector: "inbox", threshold: 760, below: .child(0), atOrAbove: .child(1),
      typeSize: .accessibility3),
    Boundary(
      example: "inbox", selector: "inbox", threshold: 1080, below: .child(1), atOrAbove: .child(2),
      typeSize: .accessibility5),
    Boundary(
      example: "product-page", selector: "product-page", threshold: 600, below: .child(0), atOrAbove: .child(1),
      typeSize: .large),
    Boundary(
      example: "product-page", selector: "product-page", threshold: 900, below: .child(1), atOrAbove: .child(2),
      typeSize: .xxxLarge),
    Boundary(
      example: "product-page", selector: "product-page", threshold: 672, below: .child(0), atOrAbove: .child(1),
      typeSize: .accessibility1),
    Boundary(
      example: "product-page", selector: "product-page", threshold: 1260, below: .child(1), atOrAbove: .child(2),
      typeSize: .accessibility5),
    Boundary(
      example: "article-grid", selector: "articles", threshold: 568, below: .widths([340]),
      atOrAbove: .widths([260, 260]), typeSize: .large),
    Boundary(
      example: "article-grid-compact", selector: "articles", threshold: 368, below: .widths([320]),
      atOrAbove: .widths([160, 160]), typeSize: .large),
    Boundary(
      example: "report-builder", selector: "report-builder", threshold: 728, below: .child(0), atOrAbove: .child(1),
      typeSize: .large),
    Boundary(
      example: "report-builder", selector: "report-builder", threshold: 815.36, below: .child(0),
      atOrAbove: .child(1), typeSize: .accessibility1),
    Boundary(
      example: "size-class-matrix", selector: "size-class-matrix", threshold: 600, below: .child(0),
      atOrAbove: .child(1), typeSize: .large),
    Boundary(
      example: "size-class-matrix", selector: "size-class-matrix", threshold: 1000, below: .child(1),
      atOrAbove: .child(2), typeSize: .large),
    Boundary(
      example: "poll-card", selector: "footer", threshold: 451.4375, below: .child(1), atOrAbove: .child(0),
      typeSize: .large),
    // The footer's footnote labels grow by the footnote table (13 → 19 points at xxxLarge), not by body's.
    Boundary(
      example: "poll-card", selector: "footer", threshold: 626.5625, below: .child(1), atOrAbove: .child(0),
      typeSize: .xxxLarge),
  ]

  @Test("the arrangement switches exactly at the threshold", arguments: boundaries)
  func switchesAtThreshold(_ boundary: Boundary) throws {
    let entry = try #require(Examples.named(boundary.example))
    let environment = LayoutEnvironment(dynamicTypeSize: boundary.typeSize)
    let t = boundary.threshold
    for (width, expected) in [
      (t - 1, boundary.below), (t.nextDown, boundary.below), (t, boundary.atOrAbove),
      (t.nextUp, boundary.atOrAbove), (t + 1, boundary.atOrAbove),
    ] {
      let result = try layoutBoth(entry.root, proposal(width, boundary.height), environment)
      let selection = result.selection(boundary.selector)
      if case .widths(let widths) = expected, case .widths(let actual)? = selection, width != t {
        // Away from the threshold only the column count is pinned; the widths move with the width.
        #expect(actual.count == widths.count, "width \(width)")
      } else {
        #expect(selection == expected, "width \(width)")
      }
    }
  }

  @Test("the size-class matrix picks by height between 600 and 1000 points wide")
  func heightBuckets() throws {
    let root = try #require(Examples.named("size-class-matrix")).root
    for (height, expected) in [(499.0, Selection.child(0)), (500, .child(1)), (nil, .child(1))] {
      let result = try layoutBoth(root, proposal(800, height))
      #expect(result.selection("by-height") == expected, "height \(String(describing: height))")
      #expect(result.selection("size-class-matrix") == .child(1))
    }
  }

  @Test("the poll card: values in the room of 100%, a badge moved off the corner, hidden rooms, drawing order")
  func pollCard() throws {
    let root = try #require(Examples.named("poll-card")).root
    let result = try layoutBoth(root, proposal(390, 844))
    let rooms = (0..<4).compactMap { result["option-\($0)-room"] }
    // Every value column is as wide as "100%" in body text and ends at the same x.
    let hundred = TextMeasure.width(of: "100%", .body)
    #expect(rooms.allSatisfy { $0.width == hundred && $0.maxX == rooms[0].maxX })
    for index in 0..<4 {
      let value = try #require(result["option-\(index)-percent"])
      #expect(value.maxX == rooms[index].maxX, "option \(index) is right-aligned in its room")
      #expect(result.isHidden(result.ids["option-\(index)-sizer"]!))
      #expect(!result.isHidden(result.ids["option-\(index)-room"]!))
      #expect(!result.isHidden(result.ids["option-\(index)-percent"]!))
    }
    let card = try #require(result["card"])
    #expect(result["badge"] == rect(card.maxX - 22 + 8, card.y - 8, 22, 22))
    #expect(result["divider"]?.height == 1)
    // The tab bar along the bottom; the background reaches under it, the card stays above it.
    let bar = try #require(result["tab-bar"])
    #expect(bar.maxY == 844 && result["tab-divider"]?.height == 1)
    #expect(result["screen-background"] == rect(0, 0, 390, 844))
    #expect(card.maxY < bar.y)
    let order = result.drawingOrder.map(\.index)
    let position = { (id: String) in order.firstIndex(of: result.ids[id]!.index)! }
    #expect(position("card-background") < position("question") && position("question") < position("badge"))
  }

  @Test("the inbox's columns follow the seed widths")
  func inboxColumns() throws {
    let root = try #require(Examples.named("inbox")).root
    let two = try layoutBoth(root, proposal(800, 768))
    #expect(two.selection("two-columns") == .columns([0, 1]))
    #expect(two["two-list"]?.width == 360)
    let three = try layoutBoth(root, proposal(1200, 768))
    // sidebar clamp(0.22 × 1200 = 264, 220, 280); list clamp(0.34 × 1200 = 408, 340, 440); 1 pt dividers.
    #expect(three["sidebar"]?.width == 264)
    // 0.34 × 1200 is 408.00000000000006 in Double; the list's scroll is as wide as its rows, whose 12-point
    // padding takes off and adds back 24 points, which rounds once more.
    #expect(abs((three["three-list"]?.width ?? 0) - 0.34 * 1200) < 1e-9)
    #expect(three["three-list"]?.x == 265)
    let compact = try layoutBoth(root, proposal(390, 844))
    #expect(compact.selection("inbox") == .child(0))
    #expect(compact["two-list"].map { _ in compact.isVisible(compact.ids["two-list"]!) } == false)
  }

  /// Buckets, splits and grids never go back to an earlier bucket, fewer columns or fewer cells as the
  /// width grows; a viewThatFits (children ordered widest first) never moves to a later child.
  @Test("every example's selections are monotone over a 320…1440 sweep")
  func monotoneSweeps() throws {
    for entry in Examples.all {
      let engine = try LayoutEngine(entry.root)
      var previous: [String: Int] = [:]
      for width in stride(from: 320.0, through: 1440, by: 4) {
        let result = try engine.layout(proposal: proposal(width, entry.proposal.height))
        for (id, node) in result.ids {
          guard let selection = result.selections[node] else { continue }
          let rank: Int
          switch selection {
          case .child(let index): rank = index
          case .columns(let columns): rank = columns.count
          case .widths(let widths): rank = widths.count
          }
          if let before = previous[id] {
            if engine.tree.arena.kinds[node.index] == .viewThatFits {
              #expect(rank <= before, "\(entry.name) \(id) at \(width)")
            } else {
              #expect(rank >= before, "\(entry.name) \(id) at \(width)")
            }
          }
          previous[id] = rank
        }
      }
    }
  }
}
