import FlexLayout
import Testing

/// `Rect.intersection` and `Rect.union`, the one geometry the pictures' clips and the layout audits share.
@Suite struct RectTests {
  @Test func overlappingRectanglesIntersectInTheirCommonPart() {
    let a = Rect(x: 0, y: 0, width: 100, height: 50)
    let b = Rect(x: 60, y: 20, width: 100, height: 100)
    #expect(a.intersection(b) == Rect(x: 60, y: 20, width: 40, height: 30))
    #expect(b.intersection(a) == a.intersection(b))
  }

  @Test func disjointRectanglesGiveANegativeExtentByTheirDistance() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 25, y: 5, width: 10, height: 10)
    let overlap = a.intersection(b)
    #expect(overlap.width == -15)
    #expect(overlap.height == 5)
  }

  @Test func touchingRectanglesMeetInAnEdgeOfZeroWidth() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 10, y: 0, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 10, y: 0, width: 0, height: 10))
  }

  @Test func unionHoldsBoth() {
    let a = Rect(x: -5, y: 10, width: 10, height: 10)
    let b = Rect(x: 20, y: 0, width: 5, height: 5)
    #expect(a.union(b) == Rect(x: -5, y: 0, width: 30, height: 20))
  }
}
