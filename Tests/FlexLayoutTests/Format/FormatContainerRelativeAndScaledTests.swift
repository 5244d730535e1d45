import FlexLayout
import Testing

@testable import FlexLayoutFormat

/// Decoding `containerRelativeFrame` (Docs/Semantics.md S13) and scaled lengths,
/// `{"scaled": 24, "relativeTo": "body"}` (S14): every field, the defaults, every error with its exact
/// JSON Pointer and code, and layouts of decoded requests by both solvers.
@Suite("Format: container-relative frames and scaled lengths")
struct FormatContainerRelativeAndScaledTests {
  typealias T = FormatTesting

  func problems(_ node: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    T.problems(T.request(node), sourceLocation: sourceLocation)
  }

  func codes(_ node: String, sourceLocation: SourceLocation = #_sourceLocation) -> [FormatIssue.Code] {
    T.decodeError(T.request(node), sourceLocation: sourceLocation)?.issues.map(\.code) ?? []
  }

  func expectSame(_ json: String, _ expected: Node, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let decoded = try T.decodeRoot(json)
    let difference = T.difference(decoded, expected)
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  }

  /// Both solvers' layouts of `request`, which must agree bit for bit.
  func layout(_ request: LayoutRequest, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
    let reference = try ReferenceSolver.layout(
      request.root, proposal: request.proposal, environment: request.environment)
    let fast = try LayoutEngine(request.root).layout(proposal: request.proposal, environment: request.environment)
    let difference = reference.firstBitDifference(from: fast)
    #expect(difference == nil, "engine vs reference: \(difference ?? "")", sourceLocation: sourceLocation)
    return fast
  }

  let leaf = #"{"kind": "fixed", "width": 10, "height": 10}"#
  let cell = Node.fixed(width: 10, height: 10)

  // MARK: containerRelativeFrame

  @Test func containerRelativeFrameFieldsAndDefaults() throws {
    try expectSame(
      #"{"kind": "containerRelativeFrame", "axes": ["horizontal"], "child": \#(leaf)}"#,
      cell.containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center))
    try expectSame(
      #"{"kind": "containerRelativeFrame", "id": "card", "axes": ["vertical", "horizontal"], "count": 3, "span": 2, "#
        + #""spacing": -4.5, "alignment": "bottomTrailing", "child": \#(leaf)}"#,
      cell.containerRelativeFrame(.both, count: 3, span: 2, spacing: -4.5, alignment: .bottomTrailing).id("card"))
    try expectSame(
      #"{"kind": "containerRelativeFrame", "axes": ["vertical"], "fraction": 0.8, "alignment": "top", "#
        + #""child": \#(leaf)}"#,
      cell.containerRelativeFrame(.vertical, fraction: 0.8, alignment: .top))
    // Null is absent: the fraction form with null count/span/spacing, the count/span form with a null fraction.
    try expectSame(
      #"{"kind": "containerRelativeFrame", "axes": ["horizontal"], "fraction": 2.5, "count": null, "span": null, "#
        + #""spacing": null, "child": \#(leaf)}"#,
      cell.containerRelativeFrame(.horizontal, fraction: 2.5))
    try expectSame(
      #"{"kind": "containerRelativeFrame", "axes": [], "count": 5, "fraction": null, "child": \#(leaf)}"#,
      cell.containerRelativeFrame([], count: 5))
  }

  @Test func containerRelativeFrameErrors() {
    #expect(
      problems(#"{"kind": "containerRelativeFrame", "children": [\#(leaf)]}"#) == [
        #"/root/children: unknown field "children" for containerRelativeFrame (containerRelativeFrame wraps a "#
          + #"single "child", not "children")"#,
        #"/root/axes: missing required field "axes" (the axes sized from the container, e.g. ["horizontal"])"#,
        #"/root/child: missing required field "child" (containerRelativeFrame wraps one node)"#,
      ])
    #expect(
      problems(
        #"{"kind": "containerRelativeFrame", "axes": null, "count": 0, "span": -1, "spacing": "8", "#
          + #""alignment": "middle", "child": \#(leaf)}"#
      ) == [
        #"/root/axes: expected an array of axes such as ["horizontal"], got null"#,
        #"/root/alignment: alignment "middle" is not one of "center", "leading", "trailing", "top", "bottom", "#
          + #""topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "leadingFirstTextBaseline", "#
          + #""leadingLastTextBaseline", "centerFirstTextBaseline", "centerLastTextBaseline", "#
          + #""trailingFirstTextBaseline" or "trailingLastTextBaseline""#,
        "/root/count: count must be between 1 and 10000000, got 0",
        "/root/span: span must be between 1 and 10000000, got -1",
        #"/root/spacing: expected a number, got the string "8""#,
      ])
    #expect(
      problems(
        #"{"kind": "containerRelativeFrame", "axes": ["horizontal", "horizontal", "diagonal"], "count": 1.5, "#
          + #""span": "2", "child": \#(leaf)}"#
      ) == [
        "/root/axes/1: axis listed twice",
        #"/root/axes/2: axis "diagonal" is not one of "horizontal" or "vertical""#,
        "/root/count: expected a whole number, got 1.5",
        #"/root/span: expected a whole number, got the string "2""#,
      ])
    #expect(
      problems(
        #"{"kind": "containerRelativeFrame", "axes": ["horizontal"], "count": 3, "span": 1, "spacing": 0, "#
          + #""fraction": -0.5, "child": \#(leaf)}"#
      ) == [
        #"/root/count: containerRelativeFrame mixes "fraction" with "count"; use either fraction or count, "#
          + "span and spacing",
        #"/root/span: containerRelativeFrame mixes "fraction" with "span"; use either fraction or count, "#
          + "span and spacing",
        #"/root/spacing: containerRelativeFrame mixes "fraction" with "spacing"; use either fraction or count, "#
          + "span and spacing",
        "/root/fraction: fraction must be ≥ 0, got -0.5",
      ])
    #expect(
      problems(#"{"kind": "containerRelativeFrame", "axes": ["vertical"], "fraction": "infinity", "child": \#(leaf)}"#)
        == [#"/root/fraction: fraction must be finite, got "infinity""#])
    #expect(
      problems(#"{"kind": "containerRelativeFrame", "axes": ["vertical"], "fraction": 1e8, "child": \#(leaf)}"#)
        == ["/root/fraction: fraction is beyond the limit of ±1e7 points, got 100000000"])
    #expect(
      codes(
        #"{"kind": "containerRelativeFrame", "axes": "horizontal", "count": 0, "fraction": 1, "spacing": 2, "#
          + #""child": \#(leaf)}"#) == [.type, .invalidValue, .invalidValue])
  }

  /// The container is the root proposal (or the nearest scroll's), not the immediate proposal.
  @Test func containerRelativeFramesLayOutFromTheContainer() throws {
    let json = #"""
      {"proposal": {"width": 390, "height": 844}, "root": {"kind": "vstack", "spacing": 0, "children": [
        {"kind": "frame", "width": 200, "child": {"kind": "containerRelativeFrame", "id": "thirds",
          "axes": ["horizontal"], "count": 3, "span": 2, "spacing": 10, "child": {"kind": "flexible"}}},
        {"kind": "scroll", "axes": ["horizontal"], "child": {"kind": "hstack", "spacing": 0, "children": [
          {"kind": "containerRelativeFrame", "id": "card", "axes": ["horizontal"], "fraction": 0.5,
           "alignment": "leading", "child": {"kind": "fixed", "width": 20, "height": 20}}]}}]}}
      """#
    let result = try layout(try LayoutRequest(json: json))
    let thirds = try #require(result["thirds"])
    let share = (390.0 - 20) / 3  // (container − spacing × (count − 1)) / count
    #expect(thirds.width == share * 2 + 10)
    let card = try #require(result["card"])
    #expect(card.width == 195)
    #expect(card.height == 20)
  }

  // MARK: Scaled lengths

  /// Every length field the model can scale accepts the scaled form, records its style, and decodes
  /// to a tree the model's validation accepts.
  @Test func everyScalableFieldAcceptsTheScaledForm() throws {
    let cases: [(node: String, field: String, scaled: ScaledLength)] = [
      (#"{"kind": "fixed", "width": S, "height": 1}"#, "width", .width),
      (#"{"kind": "fixed", "width": 1, "height": S}"#, "height", .height),
      (#"{"kind": "spacer", "minLength": S}"#, "minLength", .minLength),
      (#"{"kind": "hstack", "spacing": S, "children": []}"#, "spacing", .spacing),
      (#"{"kind": "vstack", "spacing": S, "children": []}"#, "spacing", .spacing),
      (#"{"kind": "flow", "spacing": S, "children": []}"#, "spacing", .spacing),
      (#"{"kind": "flow", "lineSpacing": S, "children": []}"#, "lineSpacing", .lineSpacing),
      (
        #"{"kind": "grid", "columns": [{"type": "flexible"}], "rowSpacing": S, "children": []}"#, "rowSpacing",
        .rowSpacing
      ),
      (
        #"{"kind": "split", "dividerWidth": S, "columns": [{"min": 0, "child": \#(leaf)}]}"#, "dividerWidth",
        .dividerWidth
      ),
      (#"{"kind": "frame", "width": S, "child": \#(leaf)}"#, "width", .width),
      (#"{"kind": "frame", "height": S, "child": \#(leaf)}"#, "height", .height),
      (#"{"kind": "padding", "top": S, "child": \#(leaf)}"#, "top", .top),
      (#"{"kind": "padding", "leading": S, "child": \#(leaf)}"#, "leading", .leading),
      (#"{"kind": "padding", "bottom": S, "child": \#(leaf)}"#, "bottom", .bottom),
      (#"{"kind": "padding", "trailing": S, "child": \#(leaf)}"#, "trailing", .trailing),
      (#"{"kind": "containerRelativeFrame", "axes": [], "spacing": S, "child": \#(leaf)}"#, "spacing", .spacing),
    ]
    var all = cases
    for field in ScaledLength.allCases[2..<8] {
      all.append((#"{"kind": "flexible", "\#(field.rawValue)": S}"#, field.rawValue, field))
      all.append((#"{"kind": "frame", "\#(field.rawValue)": S, "child": \#(leaf)}"#, field.rawValue, field))
    }
    for (template, field, scaled) in all {
      for style in TextStyle.allCases {
        let json = template.replacingOccurrences(
          of: ": S", with: #": {"scaled": 12.5, "relativeTo": "\#(style.rawValue)"}"#)
        let root = try T.decodeRoot(json)
        #expect(root.scaledLengths == [scaled: style], "\(json)")
        #expect(throws: Never.self, "\(json)") { try root.validate() }
        let plain = try T.decodeRoot(template.replacingOccurrences(of: ": S", with: ": 12.5"))
        #expect(T.fields(root.kind) == T.fields(plain.kind), "\(json)")
      }
      // relativeTo is optional: body when absent or null.
      for form in [#"{"scaled": 12.5}"#, #"{"scaled": 12.5, "relativeTo": null}"#] {
        let root = try T.decodeRoot(template.replacingOccurrences(of: ": S", with: ": " + form))
        #expect(root.scaledLengths == [scaled: .body], "\(template) \(field)")
      }
    }
  }

  /// A scaled `all` scales every edge it sets; explicit edges override it, scaled or not.
  @Test func paddingAllScalesTheEdgesItSets() throws {
    let child = #""child": \#(leaf)"#
    let all = try T.decodeRoot(#"{"kind": "padding", "all": {"scaled": 8, "relativeTo": "caption"}, \#(child)}"#)
    #expect(all.scaledLengths == [.top: .caption, .leading: .caption, .bottom: .caption, .trailing: .caption])
    #expect(T.fields(all.kind) == T.fields(cell.padding(8).kind))
    let mixed = try T.decodeRoot(
      #"{"kind": "padding", "all": {"scaled": 8}, "top": 2, "bottom": {"scaled": 3, "relativeTo": "title"}, "#
        + child + "}")
    #expect(mixed.scaledLengths == [.leading: .body, .bottom: .title, .trailing: .body])
    #expect(T.fields(mixed.kind) == T.fields(cell.padding(EdgeInsets(top: 2, leading: 8, bottom: 3, trailing: 8)).kind))
    let edgesOnly = try T.decodeRoot(#"{"kind": "padding", "trailing": {"scaled": 4}, \#(child)}"#)
    #expect(edgesOnly.scaledLengths == [.trailing: .body])
    let trailing = cell.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4))
    #expect(T.fields(edgesOnly.kind) == T.fields(trailing.kind))
  }

  @Test func scaledLengthErrors() {
    #expect(
      problems(#"{"kind": "fixed", "width": {"scaled": 24, "relativeTo": "bdy"}, "height": 24}"#) == [
        #"/root/width/relativeTo: unknown text style "bdy" (did you mean "body"?)"#
      ])
    #expect(
      problems(
        #"{"kind": "fixed", "width": {"scale": 24, "relativeTo": "smallprint"}, "height": {"scaled": "24"}}"#
      ) == [
        #"/root/width/scale: unknown field "scale" for a scaled length (did you mean "scaled"?)"#,
        #"/root/width/scaled: missing required field "scaled" (the length in points at the large Dynamic Type "#
          + "size)",
        #"/root/width/relativeTo: unknown text style "smallprint" (the text styles: largeTitle, title, title2, "#
          + "title3, headline, body, callout, subheadline, footnote, caption, caption2)",
        #"/root/height/scaled: scaled must be a number (the length at the large Dynamic Type size), got the string "#
          + #""24""#,
      ])
    #expect(
      problems(
        #"{"kind": "flexible", "minWidth": {"scaled": -1}, "maxWidth": {"scaled": "infinity"}, "#
          + #""minHeight": {"scaled": null}, "maxHeight": {"scaled": 2e7, "relativeTo": 17}}"#
      ) == [
        "/root/minWidth/scaled: minWidth must be ≥ 0, got -1",
        #"/root/maxWidth/scaled: scaled must be a number (the length at the large Dynamic Type size), got the "#
          + #"string "infinity" (an infinite maximum does not scale: write "maxWidth": "infinity")"#,
        "/root/minHeight/scaled: scaled must be a number (the length at the large Dynamic Type size), got null",
        "/root/maxHeight/scaled: maxHeight is beyond the limit of ±1e7 points, got 20000000",
        #"/root/maxHeight/relativeTo: expected a text style (a string: "largeTitle", "title", "title2", "title3", "#
          + #""headline", "body", "callout", "subheadline", "footnote", "caption" or "caption2"), got 17"#,
      ])
    #expect(
      codes(
        #"{"kind": "hstack", "spacing": {"scaled": 1, "relativeTo": "Body", "extra": 1}, "children": [{"kind": "#
          + #""spacer", "minLength": {}}, {"kind": "padding", "all": {"scaled": true}, "child": \#(leaf)}]}"#)
        == [.unknownField, .invalidValue, .missingField, .type])
    // Negative values are fine where the length is signed.
    #expect(throws: Never.self) {
      try T.decodeRoot(#"{"kind": "vstack", "spacing": {"scaled": -8, "relativeTo": "caption"}, "children": []}"#)
    }
  }

  /// Lengths that cannot scale reject the scaled form as a type error that says so.
  @Test func lengthsThatCannotScale() {
    let scaled = #"{"scaled": 3}"#
    #expect(
      problems(#"{"kind": "text", "text": "a", "lineHeight": \#(scaled), "charWidth": \#(scaled)}"#) == [
        "/root/lineHeight: expected a length in points (a number ≥ 0), got an object (text lengths cannot be "
          + "declared scaled: they always scale with Dynamic Type, relative to body)",
        "/root/charWidth: expected a length in points (a number ≥ 0), got an object (text lengths cannot be "
          + "declared scaled: they always scale with Dynamic Type, relative to body)",
      ])
    #expect(
      problems(
        #"{"kind": "grid", "columns": [{"type": "fixed", "size": \#(scaled), "spacing": \#(scaled)}], "#
          + #""children": [{"kind": "split", "columns": [{"min": \#(scaled), "child": \#(leaf)}]}, "#
          + #"{"kind": "aspectRatio", "ratio": \#(scaled), "layoutPriority": \#(scaled), "child": \#(leaf)}]}"#
      ) == [
        "/root/columns/0/spacing: expected a number, got an object (spacing cannot be a scaled length)",
        "/root/columns/0/size: expected a length in points (a number ≥ 0), got an object (size cannot be a "
          + "scaled length)",
        "/root/children/0/columns/0/min: expected a length in points (a number ≥ 0), got an object (min cannot "
          + "be a scaled length)",
        "/root/children/1/layoutPriority: expected a number, got an object (layoutPriority cannot be a scaled "
          + "length)",
        "/root/children/1/ratio: expected a number > 0, got an object (ratio cannot be a scaled length)",
      ])
    #expect(
      T.problems(#"{"proposal": {"width": {"scaled": 390}}, "root": \#(leaf)}"#) == [
        #"/proposal/width: expected a length in points or "infinity", got an object (width cannot be a scaled "#
          + "length)"
      ])
  }

  /// A fixture-style request: a 24-point fixed leaf scaled relative to body is 24 × 28 / 17 wide at
  /// accessibility1, by both solvers bit for bit, and as the fixture's expectation says.
  @Test func scaledLeafAtAccessibility1() throws {
    let json = #"""
      {"proposal": {"width": 390, "height": 844}, "environment": {"dynamicTypeSize": "accessibility1"},
       "root": {"kind": "hstack", "id": "row", "spacing": 0, "alignment": "top", "children": [
         {"kind": "fixed", "id": "icon", "width": {"scaled": 24}, "height": {"scaled": 24, "relativeTo": "body"}},
         {"kind": "fixed", "id": "plain", "width": 24, "height": 24}]},
       "expected": {"icon": {"x": 0, "y": 0, "width": 39.529411764705884, "height": 39.529411764705884},
                    "plain": {"x": 39.529411764705884, "width": 24, "height": 24}},
       "notes": "Docs/Semantics.md S14: 24 × 28 / 17 at accessibility1"}
      """#
    let fixture = try LayoutFixture(json: Array(json.utf8))
    let result = try layout(fixture.request)
    let icon = try #require(result["icon"])
    #expect(icon.width == 24.0 * 28 / 17)
    #expect(icon.height == 24.0 * 28 / 17)
    #expect(fixture.expected.count == 2)
    for expectation in fixture.expected {
      let frame = try #require(result[expectation.id])
      let mismatches = expectation.mismatches(in: frame, tolerance: 0)
      #expect(mismatches.isEmpty, "\(mismatches)")
    }
    // At the default size the same request lays out unscaled.
    var request = fixture.request
    request.environment.dynamicTypeSize = .large
    #expect(try layout(request)["icon"]?.width == 24)
  }

  /// Scaled lengths decoded from JSON lay out as the model scales them, at every Dynamic Type size and
  /// relative to every style, by both solvers.
  @Test func scaledLengthsAtEveryDynamicTypeSize() throws {
    for style in TextStyle.allCases {
      for size in DynamicTypeSize.allCases {
        let json = #"""
          {"proposal": {"width": 390, "height": null}, "environment": {"dynamicTypeSize": "\#(size.rawValue)"},
           "root": {"kind": "vstack", "id": "stack", "alignment": "leading",
             "spacing": {"scaled": 10, "relativeTo": "\#(style.rawValue)"}, "children": [
             {"kind": "padding", "id": "inset", "all": {"scaled": 4, "relativeTo": "\#(style.rawValue)"}, "child":
               {"kind": "fixed", "id": "icon", "width": {"scaled": 24, "relativeTo": "\#(style.rawValue)"},
                "height": 20}},
             {"kind": "fixed", "id": "below", "width": 1, "height": 1}]}}
          """#
        let result = try layout(try LayoutRequest(json: json))
        let icon = try #require(result["icon"])
        let padding = try #require(result["inset"])
        let below = try #require(result["below"])
        let inset = style.scale(4, at: size)
        #expect(icon.width == style.scale(24, at: size), "\(style) at \(size)")
        #expect(icon.height == 20)
        #expect(icon.x == inset && icon.y == inset)
        #expect(Swift.abs(padding.width - (inset + style.scale(24, at: size) + inset)) < 1e-12)
        #expect(Swift.abs(padding.height - (inset + 20 + inset)) < 1e-12)
        #expect(below.y == padding.height + style.scale(10, at: size), "\(style) at \(size)")
      }
    }
  }
}
