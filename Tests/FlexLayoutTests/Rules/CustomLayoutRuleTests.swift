import FlexLayoutFormat
import Synchronization
import Testing

@testable import FlexLayout
@testable import FlexLayoutTesting

/// Places child 0 with its centre at (30, 20), proposed 10 × 10; leaves the others unplaced.
private struct CentreFirst: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    proposal.replacingUnspecifiedDimensions(by: Size(width: 100, height: 50))
  }
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: Point(x: 30, y: 20), anchor: .center, proposal: ProposedSize(width: 10, height: 10))
  }
}

/// Answers a fixed size, whatever it is; proposes a fixed proposal to its first child.
private struct Answering: Layout {
  let answer: Size
  var childProposal = ProposedSize(width: 10, height: 10)
  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    _ = subviews.first?.sizeThatFits(childProposal)
    return answer
  }
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers 99 for every guide, but does not declare that it defines its explicit alignment.
private struct UndeclaredAlignment: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    Size(width: 20, height: 20)
  }
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: Point(x: 0, y: 5), proposal: .unspecified) }
  }
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) -> Double? { 99 }
}

/// Counts the caches it makes (a test's instrument: not pure, on purpose).
private struct CountingCaches: Layout {
  let made: Counter
  func makeCache(subviews: Subviews) -> Int {
    made.count.add(1, ordering: .relaxed)
    return subviews.count
  }
  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Int) -> Size {
    Size(width: Double(cache) * 10, height: 10)
  }
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Int) {
    for (index, subview) in subviews.enumerated() {
      subview.place(at: Point(x: Double(index) * 10, y: 0), proposal: ProposedSize(width: 10, height: 10))
    }
  }
}

private final class Counter: Sendable {
  let count = Atomic<Int>(0)
}

extension Rules {
  /// S20: custom layouts, each rule through both solvers (`layoutBoth` checks they agree, cold and warm).
  @Suite("Rules: custom layouts (S20)")
  struct CustomLayoutRuleTests {
    @Test(
      "S20.3 a placed child's anchor sits at its position; an unplaced child is centred, proposed the container's proposal"
    )
    func placedAndUnplaced() throws {
      let node = Node(
        .layout(AnyLayout(CentreFirst())),
        children: [Node.flexible().id("placed"), Node.flexible(maxWidth: 40, maxHeight: 20).id("unplaced")])
      let result = try layoutBoth(node, proposal(200, 100))
      #expect(result["placed"] == rect(25, 15, 10, 10))
      // Proposed 200 × 100, it answers its maximum 40 × 20, centred in 200 × 100.
      #expect(result["unplaced"] == rect(80, 40, 40, 20))
    }

    @Test("S20.1 a negative answer and S20.2 a negative proposal fail the layout at the container, in both solvers")
    func badAnswersAreErrors() throws {
      let negative = Node(.layout(AnyLayout(Answering(answer: Size(width: -1, height: 5)), name: "neg"))).id("n")
      let error = try #require(checkErrorBoth(runBoth(negative, proposal(100, 100))))
      #expect(error.id == "n" && error.message.contains("layout \"neg\" answered"))
      let proposing = Node(
        .layout(AnyLayout(Answering(answer: .zero, childProposal: ProposedSize(width: -3, height: 0)), name: "p")),
        children: [.fixed(width: 1, height: 1)])
      let second = try #require(checkErrorBoth(runBoth(proposing, proposal(100, 100))))
      #expect(second.path == "/root" && second.message.contains("proposed"))
    }

    @Test("S20.9 percentWidth: fractions of the width, the rest shared; ideal widths when proposed nil")
    func percentWidth() throws {
      var quarter = Node.flexible().id("quarter")
      quarter.layoutValues[PercentWidthLayout.Fraction.self] = 0.25
      let row = Node(
        .layout(AnyLayout(PercentWidthLayout(spacing: 10), name: PercentWidthLayout.name)),
        children: [quarter, Node.flexible().id("a"), Node.fixed(width: 7, height: 30).id("b")])
      let result = try layoutBoth(row, proposal(420, 100))
      // 420 − 2 × 10 = 400: a quarter is 100, the other two share the remaining 300.
      #expect(result["quarter"] == rect(0, 0, 100, 100))
      #expect(result["a"] == rect(110, 0, 150, 100))
      #expect(result["b"] == rect(270, 35, 7, 30))
      let ideal = try layoutBoth(row, ProposedSize(width: nil, height: 100))
      #expect(ideal.size.width == 10 + 10 + 10 + 10 + 7)
    }

    @Test("S20.2 a layout value set under a padding or a background reaches the custom layout")
    func valuesPassModifiers() throws {
      var inner = Node.flexible().id("inner")
      inner.layoutValues[PercentWidthLayout.Fraction.self] = 0.75
      let row = Node(
        .layout(AnyLayout(PercentWidthLayout())),
        children: [inner.padding(0).background(.flexible()), Node.flexible().id("rest")])
      let result = try layoutBoth(row, proposal(400, 10))
      #expect(result["inner"]?.width == 300)
      #expect(result["rest"]?.width == 100)
    }

    @Test("S20.9 equalWidth: every child as wide as the widest ideal, shrunk equally when proposed less")
    func equalWidth() throws {
      let row = Node(
        .layout(AnyLayout(EqualWidthRow(spacing: 8))),
        children: [
          Node.text("OK", charWidth: 8).id("ok"), Node.text("Cancel", charWidth: 8).id("cancel"),
        ])
      let wide = try layoutBoth(row, proposal(400, 100))
      #expect(wide.size == Size(width: 48 + 8 + 48, height: 17))
      #expect(wide["cancel"] == rect(56, 0, 48, 17))
      #expect(wide["ok"] == rect(16, 0, 16, 17))  // proposed 48, the text answers 16 and is centred
      let narrow = try layoutBoth(row, proposal(58, 100))
      #expect(narrow.size.width == 25 + 8 + 25)
    }

    @Test("S20.6 by default a custom layout's baselines are its children's, moved by where it places them")
    func defaultExplicitAlignmentMerges() throws {
      let row = Node.hstack(
        spacing: 0, alignment: .firstTextBaseline,
        [
          Node.text("x", charWidth: 8, lineHeight: 20, baseline: 10).id("left"),
          Node(
            .layout(AnyLayout(UndeclaredAlignment())), children: [.text("y", charWidth: 8, lineHeight: 20, baseline: 4)]
          )
          .id("custom"),
        ])
      let result = try layoutBoth(row, proposal(200, 200))
      // The custom layout places its text 5 down: its first baseline is 9 (its undeclared 99 is never asked),
      // so it sits 1 below the left text's top line.
      #expect(result["left"]?.y == 0)
      #expect(result["custom"]?.y == 1)
    }

    @Test("S20.4 a custom layout's cache is made at most once per node per pass")
    func oneCachePerPass() throws {
      let counter = Counter()
      let node = Node(
        .layout(AnyLayout(CountingCaches(made: counter))), children: [.fixed(width: 1, height: 1), .spacer()])
      let engine = try LayoutEngine(node)
      _ = try engine.layout(proposal: proposal(100, 100))
      #expect(counter.count.load(ordering: .relaxed) == 1)
      _ = try engine.layout(proposal: proposal(50, 100))
      #expect(counter.count.load(ordering: .relaxed) == 2)
    }

    @Test("S20.5 spacers inside a layout orient along its stack orientation; without one, as outside any stack")
    func stackOrientation() throws {
      for (layout, spacerHeight) in [
        (TestLayouts.make("hstackLayout", ["spacing": 0.0]), 0.0), (AnyLayout(CentreFirst()), 10.0),
      ] {
        let node = Node(.layout(layout), children: [Node.spacer(minLength: 4).id("spacer")])
        let result = try layoutBoth(node, proposal(200, 100))
        #expect(result["spacer"]?.height == spacerHeight, "\(layout)")
      }
    }

    @Test("S20.8 JSON: an unregistered name and a rejected value are errors at their JSON Pointers")
    func jsonErrors() {
      typealias T = FormatTesting
      #expect(
        T.problems(
          T.request(#"{"kind": "hstack", "children": [{"kind": "layout", "name": "percentWdth", "children": []}]}"#))
          == [
            #"/root/children/0/name: unknown layout "percentWdth" (did you mean "percentWidth"?) (registered layouts: "#
              + "cornerLayout, equalWidth, hstackLayout, percentWidth, vstackLayout)"
          ])
      #expect(
        T.problems(
          T.request(#"{"kind": "layout", "name": "equalWidth", "values": {"spacing": "wide"}, "children": []}"#))
          == [#"/root/values/spacing: layout "equalWidth": spacing must be a finite number"#])
      #expect(
        T.problems(T.request(#"{"kind": "fixed", "width": 1, "height": 1, "layoutValues": {"fraction": {}}}"#))
          == [
            #"/root/layoutValues/fraction: expected a number, a string, a boolean or an array of numbers or strings, got an object"#
          ])
      let strict = T.problems(
        T.request(#"{"kind": "layout", "name": "cornerLayout", "children": []}"#), options: .strict)
      #expect(strict.first?.hasPrefix(#"/root/name: unknown layout "cornerLayout""#) == true)
    }

    @Test("S20.2 a live tree lays the container out again when a child's layout value changes")
    func liveValueEdits() throws {
      let tree = LiveTree(
        root: Node(
          .layout(AnyLayout(PercentWidthLayout())), children: [Node.flexible().id("a"), Node.flexible().id("b")]))
      let a = try #require(tree.handle(forID: "a"))
      _ = try tree.layout(proposal: proposal(400, 10))
      #expect(try tree.frame(of: a)?.width == 200)
      var values = LayoutValues()
      values[PercentWidthLayout.Fraction.self] = 0.25
      try tree.setLayoutValues(values, of: a)
      _ = try tree.layout(proposal: proposal(400, 10))
      #expect(try tree.frame(of: a)?.width == 100)
      #expect(try tree.snapshot().children[0].layoutValues[PercentWidthLayout.Fraction.self] == 0.25)
    }
  }
}
