import FlexLayout
import Testing

@testable import FlexLayoutFormat

/// Decoding the adaptive containers (`flow`, `grid`, `viewThatFits`, `buckets`, `split`): every field,
/// the defaults of the model, and every error with its exact JSON Pointer and code.
@Suite("Format: adaptive kinds")
struct FormatAdaptiveKindsTests {
  typealias T = FormatTesting

  /// `path: message` for each problem, without positions.
  func problems(_ node: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    T.problems(T.request(node), sourceLocation: sourceLocation)
  }

  /// The codes of the problems.
  func codes(_ node: String, sourceLocation: SourceLocation = #_sourceLocation) -> [FormatIssue.Code] {
    T.decodeError(T.request(node), sourceLocation: sourceLocation)?.issues.map(\.code) ?? []
  }

  func expectSame(_ json: String, _ expected: Node, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let decoded = try T.decodeRoot(json)
    let difference = T.difference(decoded, expected)
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  }

  let leaf = #"{"kind": "fixed", "width": 10, "height": 10}"#
  let cell = Node.fixed(width: 10, height: 10)

  // MARK: Fields and defaults

  @Test func flow() throws {
    try expectSame(
      #"{"kind": "flow", "children": [\#(leaf)]}"#, .flow(spacing: 8, lineSpacing: 8, alignment: .leading, [cell]))
    try expectSame(
      #"{"kind": "flow", "id": "f", "spacing": -2, "lineSpacing": 0.5, "alignment": "trailing", "children": []}"#,
      Node.flow(spacing: -2, lineSpacing: 0.5, alignment: .trailing, []).id("f"))
  }

  @Test func grid() throws {
    try expectSame(
      #"{"kind": "grid", "columns": [{"type": "fixed", "size": 70}, {"type": "flexible"}, "#
        + #"{"type": "adaptive", "min": 40}], "children": [\#(leaf)]}"#,
      .grid(
        [.fixed(70), .flexible(min: 10, max: .infinity), .adaptive(min: 40, max: .infinity)], rowSpacing: 8, [cell]))
    try expectSame(
      #"{"kind": "grid", "rowSpacing": -1, "columns": [{"type": "flexible", "min": 0, "max": 120, "spacing": 0, "#
        + #""alignment": "topLeading"}, {"type": "adaptive", "min": 160, "max": "infinity", "spacing": 16, "#
        + #""alignment": "bottom"}], "children": []}"#,
      .grid(
        [
          .flexible(min: 0, max: 120, spacing: 0, alignment: .topLeading),
          .adaptive(min: 160, spacing: 16, alignment: .bottom),
        ],
        rowSpacing: -1, []))
  }

  @Test func viewThatFits() throws {
    try expectSame(#"{"kind": "viewThatFits", "children": [\#(leaf)]}"#, .viewThatFits(in: .both, [cell]))
    try expectSame(
      #"{"kind": "viewThatFits", "axes": ["horizontal"], "children": [\#(leaf), \#(leaf)]}"#,
      .viewThatFits(in: .horizontal, [cell, cell]))
    try expectSame(
      #"{"kind": "viewThatFits", "axes": ["vertical", "horizontal"], "children": [\#(leaf)]}"#,
      .viewThatFits(in: .both, [cell]))
  }

  @Test func buckets() throws {
    try expectSame(
      #"{"kind": "buckets", "thresholds": [600, 900], "children": [\#(leaf), \#(leaf), \#(leaf)]}"#,
      .buckets(.horizontal, thresholds: [600, 900], [cell, cell, cell]))
    try expectSame(
      #"{"kind": "buckets", "axis": "height", "thresholds": [500], "accessibilityThresholds": [640], "#
        + #""children": [\#(leaf), \#(leaf)]}"#,
      .buckets(.vertical, thresholds: [500], accessibilityThresholds: [640], [cell, cell]))
    try expectSame(
      #"{"kind": "buckets", "thresholds": [], "accessibilityThresholds": null, "children": [\#(leaf)]}"#,
      .buckets(thresholds: [], [cell]))
  }

  @Test func split() throws {
    try expectSame(
      #"{"kind": "split", "columns": [{"min": 200, "child": \#(leaf)}]}"#,
      .split([SplitColumn(min: 200, cell)], dividerWidth: 0, collapsedColumn: 0))
    try expectSame(
      #"{"kind": "split", "id": "s", "dividerWidth": 1, "collapsedColumn": 1, "columns": ["#
        + #"{"min": 220, "ideal": 240, "max": 280, "fraction": 0.22, "child": \#(leaf)}, "#
        + #"{"min": 300, "max": "infinity", "fraction": null, "child": \#(leaf)}]}"#,
      Node.split(
        [SplitColumn(min: 220, ideal: 240, max: 280, fraction: 0.22, cell), SplitColumn(min: 300, cell)],
        dividerWidth: 1, collapsedColumn: 1
      ).id("s"))
  }

  /// The adaptive containers' children are nodes like any other: ids, errors and depth work through them.
  @Test func childrenArePathedThroughColumns() {
    #expect(
      problems(
        #"{"kind": "split", "columns": [{"min": 0, "child": {"kind": "spacer", "id": "a"}}, "#
          + #"{"min": 0, "child": {"kind": "fixd", "id": "a"}}]}"#
      ) == [
        // The misspelled kind is read as the one suggested, so its own problems come in the same run.
        #"/root/columns/1/child/kind: unknown kind "fixd" (did you mean "fixed"?)"#,
        #"/root/columns/1/child/id: duplicate id "a" (first used at /root/columns/0/child/id)"#,
        #"/root/columns/1/child/width: missing required field "width" (a length in points)"#,
        #"/root/columns/1/child/height: missing required field "height" (a length in points)"#,
      ])
    #expect(
      problems(
        #"{"kind": "vstack", "children": [{"kind": "spacer", "id": "a"}, "#
          + #"{"kind": "split", "columns": [{"min": 0, "child": {"kind": "spacer", "id": "a"}}]}]}"#
      ) == [#"/root/children/1/columns/0/child/id: duplicate id "a" (first used at /root/children/0/id)"#])
  }

  @Test func splitChainsAtTheDepthLimitDecode() throws {
    let depth = Node.maximumDepth
    let json = T.request(
      String(repeating: #"{"kind": "split", "columns": [{"min": 0, "child": "#, count: depth - 1)
        + #"{"kind": "spacer"}"#
        + String(repeating: "}]}", count: depth - 1))
    let root = try LayoutRequest(json: json).root
    #expect(root.count == depth)
    let error = try #require(
      T.decodeError(
        T.request(
          String(repeating: #"{"kind": "split", "columns": [{"min": 0, "child": "#, count: depth)
            + #"{"kind": "spacer"}"# + String(repeating: "}]}", count: depth))))
    #expect(error.issues.map(\.code) == [.limit])
    #expect(error.issues[0].message == "the tree is deeper than the limit of 4096 levels")
  }

  // MARK: Errors

  @Test func flowErrors() {
    #expect(
      problems(#"{"kind": "flow", "spacing": "8", "alignment": "top", "child": {"kind": "spacer"}}"#) == [
        #"/root/child: unknown field "child" for flow (flow takes "children", an array of nodes)"#,
        #"/root/spacing: expected a number, got the string "8""#,
        #"/root/alignment: alignment "top" is not one of "leading", "center" or "trailing""#,
        #"/root/children: missing required field "children" (flow needs an array of nodes, possibly empty)"#,
      ])
  }

  @Test func gridWithoutColumns() {
    #expect(
      problems(#"{"kind": "grid", "children": []}"#) == [
        #"/root/columns: missing required field "columns" (the grid's columns, "#
          + #"e.g. [{"type": "adaptive", "min": 100}])"#
      ])
    #expect(
      problems(#"{"kind": "grid", "columns": [], "children": []}"#) == [
        "/root/columns: a grid needs at least one column"
      ])
    #expect(codes(#"{"kind": "grid", "columns": [], "children": []}"#) == [.invalidValue])
    #expect(
      problems(#"{"kind": "grid", "columns": {"type": "fixed"}, "children": []}"#) == [
        "/root/columns: expected an array of grid columns, got an object"
      ])
  }

  @Test func adaptiveMinimumMustBePositive() {
    for (min, shown) in [("0", "0"), ("-0", "0")] {
      #expect(
        problems(#"{"kind": "grid", "columns": [{"type": "adaptive", "min": \#(min)}], "children": []}"#) == [
          "/root/columns/0/min: an adaptive column's min must be > 0, got \(shown)"
        ])
    }
    #expect(codes(#"{"kind": "grid", "columns": [{"type": "adaptive", "min": 0}], "children": []}"#) == [.range])
    #expect(
      problems(#"{"kind": "grid", "columns": [{"type": "adaptive", "min": -5}], "children": []}"#) == [
        "/root/columns/0/min: min must be ≥ 0, got -5"
      ])
    #expect(
      problems(#"{"kind": "grid", "columns": [{"type": "adaptive", "min": "infinity"}], "children": []}"#) == [
        #"/root/columns/0/min: a minimum must be finite, got "infinity""#
      ])
    #expect(
      problems(#"{"kind": "grid", "columns": [{"type": "adaptive"}], "children": []}"#) == [
        #"/root/columns/0/min: missing required field "min" (the narrowest cell, in points (> 0))"#
      ])
    #expect(
      problems(#"{"kind": "grid", "columns": [{"type": "adaptive", "min": 10, "spacing": -10}], "children": []}"#) == [
        "/root/columns/0/spacing: an adaptive column's spacing must be > -min (10), got -10"
      ])
  }

  @Test func gridColumnErrors() {
    let json =
      #"{"kind": "grid", "columns": [{"type": "fixd", "size": 1}, {"size": 3}, "#
      + #"{"type": "fixed", "min": 3}, {"type": "flexible", "min": 50, "max": 20, "size": 3}, "#
      + #"{"type": "adaptive", "min": 10, "max": 5, "alignment": "middle"}, 7], "rowSpacing": "x", "children": []}"#
    #expect(
      problems(json) == [
        #"/root/columns/0/type: type "fixd" is not one of "fixed", "flexible" or "adaptive" (did you mean "fixed"?)"#,
        #"/root/columns/1/type: missing required field "type" (the column's type: "fixed", "flexible" or "adaptive")"#,
        #"/root/columns/2/min: unknown field "min" for a fixed grid column (a fixed column has a "size"; min and max "#
          + #"belong to flexible and adaptive columns)"#,
        #"/root/columns/2/size: missing required field "size" (the column's width in points)"#,
        #"/root/columns/3/size: unknown field "size" for a flexible grid column (a flexible column has "min" and "#
          + #""max"; "size" belongs to fixed columns)"#,
        "/root/columns/3/max: max must be ≥ min (50), got 20",
        #"/root/columns/4/alignment: alignment "middle" is not one of "center", "leading", "trailing", "top", "#
          + #""bottom", "topLeading", "topTrailing", "bottomLeading" or "bottomTrailing""#,
        "/root/columns/4/max: max must be ≥ min (10), got 5",
        "/root/columns/5: expected a grid column (an object), got 7",
        #"/root/rowSpacing: expected a number, got the string "x""#,
      ])
  }

  @Test func viewThatFitsErrors() {
    #expect(
      problems(#"{"kind": "viewThatFits", "children": []}"#) == [
        "/root/children: viewThatFits needs at least one child"
      ])
    #expect(codes(#"{"kind": "viewThatFits", "children": []}"#) == [.invalidValue])
    #expect(
      problems(#"{"kind": "viewThatFits", "axes": [], "children": [\#(leaf)]}"#) == [
        #"/root/axes: viewThatFits needs at least one axis to fit on ("horizontal", "vertical"); leave axes out "#
          + "for both"
      ])
    #expect(
      problems(#"{"kind": "viewThatFits", "axes": ["horizontal", "horizontal", "depth"], "children": [\#(leaf)]}"#)
        == [
          "/root/axes/1: axis listed twice",
          #"/root/axes/2: axis "depth" is not one of "horizontal" or "vertical""#,
        ])
  }

  @Test func dynamicTypeKinds() throws {
    try expectSame(
      #"{"kind": "dynamicTypeBuckets", "thresholds": ["accessibility1", "accessibility3"], "#
        + #""children": [\#(leaf), \#(leaf), \#(leaf)]}"#,
      .dynamicTypeBuckets(thresholds: [.accessibility1, .accessibility3], [cell, cell, cell]))
    try expectSame(#"{"kind": "dynamicTypeSize", "size": "xLarge", "child": \#(leaf)}"#, cell.dynamicTypeSize(.xLarge))
    try expectSame(
      #"{"kind": "dynamicTypeSize", "max": "accessibility1", "child": \#(leaf)}"#,
      Node(.dynamicTypeSize(min: nil, max: .accessibility1), children: [cell]))
    try expectSame(
      #"{"kind": "dynamicTypeSize", "min": "small", "max": "xxLarge", "child": \#(leaf)}"#,
      cell.dynamicTypeSize(.small ... .xxLarge))
  }

  @Test func dynamicTypeErrors() {
    #expect(
      problems(
        #"{"kind": "dynamicTypeBuckets", "thresholds": ["accessibility3", "large", "acessibility1"], "#
          + #""children": [\#(leaf)]}"#) == [
          "/root/thresholds/1: thresholds must be strictly ascending sizes, got accessibility3 then large",
          #"/root/thresholds/2: threshold "acessibility1" is not one of "xSmall", "small", "medium", "large", "#
            + #""xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "#
            + #""accessibility4" or "accessibility5" (did you mean "accessibility1"?)"#,
        ])
    #expect(
      problems(#"{"kind": "dynamicTypeBuckets", "thresholds": ["large"], "children": [\#(leaf)]}"#) == [
        "/root/children: dynamicTypeBuckets with 1 threshold needs 2 children (one per range of sizes), got 1"
      ])
    #expect(
      problems(#"{"kind": "dynamicTypeSize", "size": "large", "max": "xLarge", "child": \#(leaf)}"#) == [
        #"/root/max: "size" pins one size; give either it or "min"/"max", not both"#
      ])
    #expect(
      problems(#"{"kind": "dynamicTypeSize", "min": "xLarge", "max": "small", "child": \#(leaf)}"#) == [
        "/root/max: max must not be smaller than min (xLarge), got small"
      ])
  }

  @Test func bucketsErrors() {
    #expect(
      problems(#"{"kind": "buckets", "thresholds": [600, 600, 500], "children": [\#(leaf)]}"#) == [
        "/root/thresholds/1: thresholds must be strictly ascending, got 600 then 600",
        "/root/thresholds/2: thresholds must be strictly ascending, got 600 then 500",
      ])
    #expect(codes(#"{"kind": "buckets", "thresholds": [2, 1], "children": [\#(leaf)]}"#) == [.range])
    #expect(
      problems(#"{"kind": "buckets", "thresholds": [600, 900], "children": [\#(leaf), \#(leaf)]}"#) == [
        "/root/children: buckets with 2 thresholds needs 3 children (one per bucket), got 2"
      ])
    #expect(
      codes(#"{"kind": "buckets", "thresholds": [600], "children": [\#(leaf), \#(leaf), \#(leaf)]}"#) == [.invalidValue]
    )
    #expect(
      problems(#"{"kind": "buckets", "thresholds": [], "children": []}"#) == [
        "/root/children: buckets with 0 thresholds needs 1 child (one per bucket), got 0"
      ])
    #expect(
      problems(
        #"{"kind": "buckets", "axis": "horizontal", "thresholds": [600], "accessibilityThresholds": [700, 800], "#
          + #""children": [\#(leaf), \#(leaf)]}"#
      ) == [
        #"/root/axis: axis "horizontal" is not one of "width" or "height""#,
        "/root/accessibilityThresholds: accessibilityThresholds must have as many values as thresholds (1), got 2",
      ])
    #expect(
      problems(
        #"{"kind": "buckets", "thresholds": [-1, "infinity", "600"], "accessibilityThresholds": [9, 8], "#
          + #""children": []}"#
      ) == [
        "/root/thresholds/0: threshold must be ≥ 0, got -1",
        #"/root/thresholds/1: threshold must be finite, got "infinity""#,
        #"/root/thresholds/2: expected a length in points (a number ≥ 0), got the string "600""#,
        "/root/accessibilityThresholds/1: accessibilityThresholds must be strictly ascending, got 9 then 8",
      ])
    #expect(
      problems(#"{"kind": "buckets", "children": [\#(leaf)]}"#) == [
        #"/root/thresholds: missing required field "thresholds" (ascending breakpoints in points, e.g. [600, 900])"#
      ])
    #expect(
      problems(#"{"kind": "buckets", "thresholds": 600, "children": [\#(leaf)]}"#) == [
        "/root/thresholds: expected an array of thresholds in points, got 600"
      ])
  }

  @Test func splitErrors() {
    #expect(problems(#"{"kind": "split", "columns": []}"#) == ["/root/columns: a split needs at least one column"])
    #expect(codes(#"{"kind": "split", "columns": []}"#) == [.invalidValue])
    #expect(
      problems(#"{"kind": "split"}"#) == [
        #"/root/columns: missing required field "columns" (the split's columns, each {"min": …, "child": …})"#
      ])
    #expect(
      problems(#"{"kind": "split", "children": [], "columns": [{"min": 0, "child": \#(leaf)}]}"#) == [
        #"/root/children: unknown field "children" for split (split takes "columns", each {"min": …, "child": NODE})"#
      ])
    #expect(
      problems(
        #"{"kind": "split", "collapsedColumn": 2, "dividerWidth": -1, "columns": [{"min": 0, "child": \#(leaf)}, "#
          + #"{"min": 0, "child": \#(leaf)}]}"#
      ) == [
        "/root/dividerWidth: dividerWidth must be ≥ 0, got -1",
        "/root/collapsedColumn: collapsedColumn must be a column index from 0 to 1, got 2",
      ])
    #expect(
      codes(#"{"kind": "split", "collapsedColumn": 1, "columns": [{"min": 0, "child": \#(leaf)}]}"#) == [.range])
    #expect(
      problems(#"{"kind": "split", "collapsedColumn": 0.5, "columns": [{"min": 0, "child": \#(leaf)}]}"#) == [
        "/root/collapsedColumn: expected a whole number, got 0.5"
      ])
    #expect(
      problems(
        #"{"kind": "split", "columns": [{"min": 10, "ideal": 5, "fraction": 1.5, "child": \#(leaf)}, "#
          + #"{"min": 10, "max": 5, "child": \#(leaf)}, {"min": 10, "ideal": 20, "max": 15, "child": \#(leaf)}, "#
          + #"{"ideal": 4, "fraction": -0.1, "children": [], "child": \#(leaf)}, {"min": 1}, 3]}"#
      ) == [
        "/root/columns/0/ideal: ideal must be ≥ min (10), got 5",
        "/root/columns/0/fraction: fraction must be between 0 and 1 (a share of the width), got 1.5",
        "/root/columns/1/max: max must be ≥ min (10), got 5",
        "/root/columns/2/max: max must be ≥ ideal (20), got 15",
        #"/root/columns/3/children: unknown field "children" for a split column (a split column holds one "child")"#,
        #"/root/columns/3/min: missing required field "min" (the column's narrowest width in points)"#,
        "/root/columns/3/fraction: fraction must be ≥ 0, got -0.1",
        #"/root/columns/4/child: missing required field "child" (the column's content, a node)"#,
        "/root/columns/5: expected a split column (an object), got 3",
      ])
    #expect(
      problems(#"{"kind": "split", "columns": [{"min": "infinity", "max": "inf", "child": \#(leaf)}]}"#) == [
        #"/root/columns/0/min: a minimum must be finite, got "infinity""#,
        #"/root/columns/0/max: expected a length in points or "infinity", got the string "inf" (did you mean "#
          + #""infinity"?)"#,
      ])
  }

  /// Every tree the format accepts passes the model's own validation, so no format error is left for
  /// the layout to find (checked over the rejected cases above turned valid, and the examples).
  @Test func decodedTreesPassTheModelsValidation() throws {
    for example in Examples.all {
      let decoded = try LayoutRequest(
        json: requestJSON(root: example.root, proposal: example.proposal, environment: .standard))
      #expect(throws: Never.self) { try decoded.root.validate() }
    }
  }
}
