import Testing

@testable import FlexLayout

extension Rules {
  /// S19: alignment guides and baselines, each rule through both solvers (`layoutBoth` checks they agree).
  @Suite("Rules: alignment guides (S19)")
  struct GuideRuleTests {
    /// A text of `characters` characters at 8 points each, in lines `lineHeight` tall.
    static func text(_ string: String, lineHeight: Double = 17, baseline: Double? = nil) -> Node {
      .text(string, charWidth: 8, lineHeight: lineHeight, baseline: baseline)
    }

    @Test("S19.1 a text's first baseline is 0.8 of its line height by default, or its given baseline")
    func firstBaselines() throws {
      let row = Node.hstack(
        spacing: 0, alignment: .firstTextBaseline,
        [Self.text("Big", lineHeight: 40).id("big"), Self.text("small", lineHeight: 10, baseline: 9).id("small")])
      let result = try layoutBoth(row, proposal(400, 400))
      // Baselines at 32 (0.8 × 40) and 9 below their tops: the small text sits 23 lower.
      #expect(result["big"] == rect(0, 0, 24, 40))
      #expect(result["small"] == rect(24, 23, 40, 10))
      #expect(result.size == Size(width: 64, height: 40))
    }

    @Test("S19.3 a baseline row is the union of its children lined up: taller than its tallest child")
    func unionIsTallerThanTheTallest() throws {
      // A 30-point box has its baseline at its bottom (no text); a text's baseline is 8 below its 20-point
      // line: lined up, the box reaches 22 above the text's baseline, the text 12 below it.
      let row = Node.hstack(
        spacing: 0, alignment: .firstTextBaseline,
        [Node.fixed(width: 10, height: 30).id("box"), Self.text("x", lineHeight: 20, baseline: 8).id("x")])
      let result = try layoutBoth(row, proposal(400, 400))
      #expect(result.size.height == 42)
      #expect(result["box"] == rect(0, 0, 10, 30))
      #expect(result["x"] == rect(10, 22, 8, 20))
    }

    @Test("S19.3 the union is never shorter than a child, even with guide values far from its length")
    func unionKeepsEveryLength() throws {
      // A baseline 12,345.678 points below a 95.3-point box: `G + max(length − value)` gives 95.29999999999927
      // in floating point, shorter than the box; the row must be exactly as tall as its only child.
      for (value, length) in [(12_345.678, 95.3), (12_345.678, 33.33), (84_135.0, 95.3)] {
        let box = Node.fixed(width: 10, height: length)
          .alignmentGuide(.firstTextBaseline, .heightFraction(0, plus: value)).id("box")
        let row = Node.hstack(spacing: 0, alignment: .firstTextBaseline, [box])
        let result = try layoutBoth(row, proposal(400, 400))
        #expect(result.size.height == length, "\(value), \(length)")
        #expect(result["box"] == rect(0, 0, 10, length))
        let beside = Node.hstack(
          spacing: 0, alignment: .firstTextBaseline, [box, Self.text("x", baseline: 8).id("x")])
        let pair = try layoutBoth(beside, proposal(400, 400))
        let boxFrame = try #require(pair["box"])
        let textFrame = try #require(pair["x"])
        #expect(pair.size.height >= boxFrame.maxY && pair.size.height >= textFrame.maxY)
      }
      let naive = 12_345.678 + (95.3 - 12_345.678)
      #expect(naive < 95.3, "the case still shows the rounding it guards against")
    }

    @Test("S19.2 a vstack's first baseline is its first text's (a leading color skipped); its last, its last text's")
    func stacksMergeBaselines() throws {
      let column = Node.vstack(
        spacing: 0, [Node.fixed(width: 10, height: 5), Self.text("a", baseline: 10), Self.text("b", baseline: 10)]
      ).id("column")
      for (alignment, expected) in [(VerticalAlignment.firstTextBaseline, 15.0), (.lastTextBaseline, 32)] {
        let row = Node.hstack(spacing: 0, alignment: alignment, [column, Self.text("side", baseline: 10).id("side")])
        let result = try layoutBoth(row, proposal(400, 400))
        let side = try #require(result["side"])
        let stack = try #require(result["column"])
        #expect(side.y + 10 == stack.y + expected, "\(alignment)")
      }
    }

    @Test("S19.2 edges never pass a stack: a leading guide inside a stack does not move the stack in its column")
    func edgesStopAtStacks() throws {
      let inner = Node.hstack([
        Node.fixed(width: 20, height: 10).alignmentGuide(.leading, .guide(.horizontal(.leading), plus: 15))
      ])
      let column = Node.vstack(spacing: 0, alignment: .leading, [Node.fixed(width: 50, height: 10), inner.id("inner")])
      let result = try layoutBoth(column, proposal(400, 400))
      #expect(result["inner"]?.x == 0)
      // The same guide on a direct child moves it: its leading edge 15 points left of the column's.
      let direct = Node.vstack(
        spacing: 0, alignment: .leading,
        [
          Node.fixed(width: 50, height: 10).id("plain"),
          Node.fixed(width: 20, height: 10).alignmentGuide(.leading, .guide(.horizontal(.leading), plus: 15)).id(
            "moved"),
        ])
      let moved = try layoutBoth(direct, proposal(400, 400))
      #expect(try #require(moved["plain"]).x - (try #require(moved["moved"]).x) == 15)
    }

    @Test("S19.3 a frame aligned by the first baseline puts its child's baseline on the frame's bottom")
    func frameBaseline() throws {
      let framed = Self.text("x", lineHeight: 20, baseline: 15).id("x")
        .frame(width: 40, height: 50, alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))
      let result = try layoutBoth(framed, proposal(400, 400))
      #expect(result["x"] == rect(0, 35, 8, 20))
    }

    @Test("S19.1 a custom alignment over leading lines up a form's values (Docs/Format.md's example)")
    func formColumn() throws {
      let labels = HorizontalAlignment.custom("labels", default: .leading)
      func row(_ label: String, _ value: String, _ id: String) -> Node {
        .hstack([
          Self.text(label).id("\(id)-label"),
          Self.text(value).alignmentGuide(labels, .guide(.horizontal(.leading))).id(id),
        ])
      }
      let form = Node.vstack(
        alignment: labels, [row("Name", "Jane", "name"), row("E-mail address", "jane@example.com", "email")])
      let result = try layoutBoth(form, proposal(300, nil))
      #expect(result["name"]?.x == 120)
      #expect(result["email"]?.x == 120)
      #expect(result["name-label"]?.x == 80)
    }

    @Test("S19.4 an alignment guide's host function sees its child's dimensions and is called once per pass")
    func computedGuide() throws {
      let calls = CallCounter()
      let guided = Node.fixed(width: 40, height: 10).alignmentGuide(.leading) { d in
        calls.add()
        return d[HorizontalAlignment.trailing] - 8
      }.id("guided")
      let column = Node.vstack(
        spacing: 0, alignment: .leading, [Node.fixed(width: 60, height: 10).id("plain"), guided])
      let engine = try LayoutEngine(column)
      let result = try engine.layout(proposal: proposal(400, 400))
      #expect(try #require(result["plain"]).x - (try #require(result["guided"]).x) == 32)
      #expect(calls.count >= 1 && calls.count <= 2)
    }
  }
}

/// Counts calls from a `@Sendable` closure.
private final class CallCounter: @unchecked Sendable {
  private(set) var count = 0
  func add() { count += 1 }
}
