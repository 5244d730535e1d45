import FlexLayout
import Testing

@testable import FlexLayoutFormat

/// Decoding requests: every kind and its defaults, the proposal and environment, and every error class
/// with its exact JSON Pointer.
@Suite("Format: decoding")
struct FormatDecodingTests {
  typealias T = FormatTesting

  // MARK: The request

  @Test func minimalRequestUsesTheDefaults() throws {
    let request = try LayoutRequest(json: #"{"root": {"kind": "fixed", "width": 10, "height": 20}}"#)
    #expect(request.proposal == .unspecified)
    #expect(request.environment == .standard)
    #expect(T.fields(request.root.kind) == T.fields(.fixed(width: 10, height: 20)))
  }

  @Test func proposalDimensions() throws {
    let request = try LayoutRequest(
      json: #"{"formatVersion": 1, "proposal": {"width": "infinity", "height": null}, "root": {"kind": "spacer"}}"#)
    #expect(request.proposal == ProposedSize(width: .infinity, height: nil))
    let partial = try LayoutRequest(json: #"{"proposal": {"width": -0}, "root": {"kind": "spacer"}}"#)
    #expect(partial.proposal.width?.sign == .plus)
    #expect(partial.proposal.height == nil)
  }

  @Test func environment() throws {
    let request = try LayoutRequest(
      json: #"""
        {"environment": {"displayScale": 3, "dynamicTypeSize": "accessibility2", "layoutDirection": "rightToLeft"},
         "root": {"kind": "spacer"}}
        """#)
    #expect(
      request.environment
        == LayoutEnvironment(displayScale: 3, dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft))
    let nulls = try LayoutRequest(json: #"{"environment": {"displayScale": null}, "root": {"kind": "spacer"}}"#)
    #expect(nulls.environment == .standard)
  }

  // MARK: Kinds and defaults

  @Test func leavesAndTheirDefaults() throws {
    #expect(T.fields(try T.decodeRoot(#"{"kind": "flexible"}"#).kind) == T.fields(Node.flexible().kind))
    #expect(
      T.fields(
        try T.decodeRoot(#"{"kind": "flexible", "minHeight": 17, "maxHeight": 17, "maxWidth": "infinity"}"#).kind)
        == T.fields(Node.flexible(minHeight: 17, maxHeight: 17).kind))
    #expect(T.fields(try T.decodeRoot(#"{"kind": "spacer"}"#).kind) == T.fields(.spacer(minLength: 8)))
    #expect(T.fields(try T.decodeRoot(#"{"kind": "spacer", "minLength": 0}"#).kind) == T.fields(.spacer(minLength: 0)))
    let words = try T.decodeRoot(#"{"kind": "text", "words": [10, 20.5]}"#)
    #expect(T.fields(words.kind) == T.fields(Node.text(wordWidths: [10, 20.5], spaceWidth: 4, lineHeight: 17).kind))
    let string = try T.decodeRoot(#"{"kind": "text", "text": "ab  cde", "charWidth": 6, "lineLimit": 2}"#)
    #expect(
      T.fields(string.kind)
        == T.fields(
          .text(
            TextLeaf(
              wordWidths: [12, 18], spaceWidth: 6, lineHeight: 17, lineLimit: 2,
              characterWidths: [[6, 6], [6, 6, 6]]))))  // S2.9: a string's words have their characters
  }

  @Test func containersAndModifiers() throws {
    let json = #"""
      {"kind": "hstack", "id": "row", "layoutPriority": 2, "spacing": -4, "alignment": "bottom", "children": [
        {"kind": "vstack", "alignment": "trailing", "children": []},
        {"kind": "zstack", "alignment": "bottomLeading", "children": [{"kind": "spacer"}]},
        {"kind": "frame", "width": 40, "alignment": "topTrailing", "child": {"kind": "flexible"}},
        {"kind": "frame", "minWidth": 10, "maxWidth": "infinity", "idealHeight": 5, "child": {"kind": "flexible"}},
        {"kind": "frame", "child": {"kind": "flexible"}},
        {"kind": "padding", "child": {"kind": "flexible"}},
        {"kind": "padding", "all": 4, "leading": -2, "child": {"kind": "flexible"}},
        {"kind": "padding", "top": 3, "child": {"kind": "flexible"}},
        {"kind": "fixedSize", "vertical": false, "child": {"kind": "flexible"}},
        {"kind": "aspectRatio", "ratio": 1.5, "contentMode": "fill", "child": {"kind": "flexible"}},
        {"kind": "aspectRatio", "child": {"kind": "flexible"}},
        {"kind": "scroll", "child": {"kind": "flexible"}},
        {"kind": "scroll", "axes": ["horizontal", "vertical"], "child": {"kind": "flexible"}},
        {"kind": "scroll", "axes": [], "child": {"kind": "flexible"}}
      ]}
      """#
    let leaf = Node.flexible()
    let expected = Node.hstack(
      spacing: -4, alignment: .bottom,
      [
        .vstack(alignment: .trailing, []),
        .zstack(alignment: .bottomLeading, [.spacer()]),
        leaf.frame(width: 40, alignment: .topTrailing),
        leaf.frame(minWidth: 10, maxWidth: .infinity, idealHeight: 5),
        leaf.frame(),
        leaf.padding(16),
        leaf.padding(EdgeInsets(top: 4, leading: -2, bottom: 4, trailing: 4)),
        leaf.padding(EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0)),
        leaf.fixedSize(horizontal: true, vertical: false),
        leaf.aspectRatio(1.5, contentMode: .fill),
        leaf.aspectRatio(contentMode: .fit),
        leaf.scroll(.vertical),
        leaf.scroll(.both),
        leaf.scroll([]),
      ]
    ).id("row").layoutPriority(2)
    let decoded = try T.decodeRoot(json)
    #expect(T.difference(decoded, expected) == nil)
  }

  @Test func kindsTableCoversTheModel() {
    #expect(
      NodeKinds.names == [
        "fixed", "flexible", "text", "spacer", "hstack", "vstack", "zstack", "frame", "padding", "fixedSize",
        "aspectRatio", "scroll", "containerRelativeFrame", "flow", "grid", "viewThatFits", "buckets", "split",
        "background", "overlay", "offset", "position", "hidden", "geometryReader", "divider", "ignoresSafeArea",
        "safeAreaInset", "alignmentGuide", "layout", "clipped", "safeAreaPadding", "dynamicTypeSize",
        "dynamicTypeBuckets",
      ])
  }

  // MARK: Errors with paths

  @Test func unknownKindSuggestsTheClosestName() {
    let json = T.request(
      #"{"kind": "hstack", "children": [{"kind": "spacer"}, {"kind": "spacer"}, {"kind": "spacer"}, "#
        + #"{"kind": "hstak"}]}"#
    )
    // Read as the suggested kind, the node's own problems come in the same run (issue 28).
    #expect(
      T.problems(json) == [
        #"/root/children/3/kind: unknown kind "hstak" (did you mean "hstack"?)"#,
        #"/root/children/3/children: missing required field "children" (hstack needs an array of nodes, possibly empty)"#,
      ])
    #expect(
      T.problems(T.request(#"{"kind": "HStack", "children": []}"#)) == [
        #"/root/kind: unknown kind "HStack" (did you mean "hstack"?)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "viewThatFit", "children": []}"#)) == [
        #"/root/kind: unknown kind "viewThatFit" (did you mean "viewThatFits"?)"#,
        "/root/children: viewThatFits needs at least one child",
      ])
    #expect(
      T.problems(T.request(#"{"kind": "banana"}"#)) == [
        "/root/kind: unknown kind \"banana\" (known kinds: fixed, flexible, text, spacer, hstack, vstack, zstack, "
          + "frame, padding, fixedSize, aspectRatio, scroll, containerRelativeFrame, flow, grid, viewThatFits, "
          + "buckets, split, background, overlay, offset, position, hidden, geometryReader, divider, ignoresSafeArea, "
          + "safeAreaInset, alignmentGuide, layout, clipped, safeAreaPadding, dynamicTypeSize, dynamicTypeBuckets)"
      ])
  }

  @Test func missingOrMistypedKind() {
    #expect(
      T.problems(T.request(#"{"width": 1}"#)).first?.hasPrefix(#"/root/kind: missing required field "kind""#) == true)
    #expect(T.problems(T.request(#"{"kind": 5}"#)) == ["/root/kind: expected a kind name (a string), got 5"])
    #expect(T.problems(T.request(#"[1]"#)) == ["/root: expected a node (an object), got an array"])
  }

  @Test func unknownFieldsAreErrorsWithSuggestions() {
    #expect(
      T.problems(T.request(#"{"kind": "hstack", "spacinng": 8, "children": []}"#)) == [
        #"/root/spacinng: unknown field "spacinng" for hstack (did you mean "spacing"?)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "padding", "children": [], "child": {"kind": "spacer"}}"#)) == [
        #"/root/children: unknown field "children" for padding (padding wraps a single "child", not "children")"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "vstack", "child": {"kind": "spacer"}}"#)) == [
        #"/root/child: unknown field "child" for vstack (vstack takes "children", an array of nodes)"#,
        #"/root/children: missing required field "children" (vstack needs an array of nodes, possibly empty)"#,
      ])
    #expect(
      T.problems(#"{"root": {"kind": "spacer"}, "proposl": {}}"#) == [
        #"/proposl: unknown field "proposl" for a request (did you mean "proposal"?)"#
      ])
    #expect(
      T.problems(#"{"root": {"kind": "spacer"}, "proposal": {"widht": 3}}"#) == [
        #"/proposal/widht: unknown field "widht" for the proposal (did you mean "width"?)"#
      ])
  }

  @Test func decorationsNeedAChildAndContent() throws {
    #expect(
      T.problems(T.request(#"{"kind": "overlay", "child": {"kind": "spacer"}}"#)).count == 1)
    #expect(
      T.problems(T.request(#"{"kind": "overlay", "child": {"kind": "spacer"}}"#)).first?.hasPrefix(
        "/root/content: missing required field \"content\"") == true)
    #expect(
      T.problems(T.request(#"{"kind": "background", "content": {"kind": "spacer"}}"#)).first?.hasPrefix(
        "/root/child: missing required field \"child\"") == true)
    #expect(
      T.problems(
        T.request(
          #"{"kind": "background", "alignment": "middle", "child": {"kind": "spacer"}, "#
            + #""content": {"kind": "hstak"}}"#)) == [
          #"/root/alignment: alignment "middle" is not one of "center", "leading", "trailing", "top", "bottom", "#
            + #""topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "leadingFirstTextBaseline", "#
            + #""leadingLastTextBaseline", "centerFirstTextBaseline", "centerLastTextBaseline", "#
            + #""trailingFirstTextBaseline" or "trailingLastTextBaseline""#,
          #"/root/content/kind: unknown kind "hstak" (did you mean "hstack"?)"#,
          #"/root/content/children: missing required field "children" (hstack needs an array of nodes, possibly empty)"#,
        ])
    let decoded = try T.decodeRoot(
      #"{"kind": "overlay", "alignment": "topTrailing", "child": {"kind": "fixed", "width": 1, "height": 2}, "#
        + #""content": {"kind": "spacer"}}"#)
    #expect(
      T.difference(decoded, Node.fixed(width: 1, height: 2).overlay(alignment: .topTrailing, .spacer())) == nil)
  }

  @Test func placementModifiers() throws {
    let decoded = try T.decodeRoot(
      #"{"kind": "vstack", "children": [{"kind": "offset", "x": -3, "child": {"kind": "spacer"}}, "#
        + #"{"kind": "position", "x": 5, "y": 6, "child": {"kind": "spacer"}}, "#
        + #"{"kind": "hidden", "child": {"kind": "spacer"}}, {"kind": "geometryReader", "child": {"kind": "spacer"}}]}"#
    )
    let expected = Node.vstack([
      Node.spacer().offset(x: -3), Node.spacer().position(x: 5, y: 6), Node.spacer().hidden(),
      Node.geometryReader(.spacer()),
    ])
    #expect(T.difference(decoded, expected) == nil)
    #expect(
      T.problems(T.request(#"{"kind": "offset", "x": "infinity", "y": 2e8, "child": {"kind": "spacer"}}"#)).count
        == 2)
    #expect(
      T.problems(T.request(#"{"kind": "hidden", "x": 1, "child": {"kind": "spacer"}}"#)).first?.hasPrefix(
        #"/root/x: unknown field "x" for hidden"#) == true)
    #expect(
      T.problems(T.request(#"{"kind": "geometryReader"}"#)).first?.hasPrefix(
        #"/root/child: missing required field "child""#) == true)
  }

  @Test("S18: safe-area insets in the environment, ignoresSafeArea and safeAreaInset, and their errors")
  func safeAreas() throws {
    let request = try LayoutRequest(
      json: #"{"environment": {"safeAreaInsets": {"top": 47, "bottom": 34}}, "root": {"kind": "safeAreaInset", "#
        + #""edge": "bottom", "spacing": 0, "alignment": "leading", "child": {"kind": "ignoresSafeArea", "#
        + #""edges": ["top", "bottom"], "child": {"kind": "spacer"}}, "content": {"kind": "divider"}}}"#)
    #expect(request.environment.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    let expected = Node.spacer().ignoresSafeArea(edges: .vertical).safeAreaInset(
      edge: .bottom, spacing: 0, alignment: .leading, .divider())
    #expect(T.difference(request.root, expected) == nil)
    #expect(
      T.problems(#"{"environment": {"safeAreaInsets": {"top": -1, "botom": 3}}, "root": {"kind": "spacer"}}"#)
        .count == 2)
    #expect(
      T.problems(T.request(#"{"kind": "safeAreaInset", "child": {"kind": "spacer"}, "content": {"kind": "spacer"}}"#))
        .first?.hasPrefix(#"/root/edge: missing required field "edge""#) == true)
    #expect(
      T.problems(T.request(#"{"kind": "ignoresSafeArea", "edges": ["top", "top"], "child": {"kind": "spacer"}}"#))
        == [#"/root/edges/1: edge listed twice"#])
  }

  @Test func wrongTypes() {
    #expect(
      T.problems(T.request(#"{"kind": "fixed", "width": "100", "height": 1}"#)) == [
        #"/root/width: expected a length in points (a number ≥ 0), got the string "100""#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "hstack", "children": {}}"#)) == [
        "/root/children: expected an array of nodes, got an object"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "hstack", "children": null}"#)) == [
        "/root/children: expected an array of nodes, got null"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "spacer", "id": 5}"#)) == [
        "/root/id: expected an id (a string), got 5"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": "a b"}"#)) == [
        #"/root/words: expected an array of word widths, got the string "a b""#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "fixedSize", "horizontal": 1, "child": {"kind": "spacer"}}"#)) == [
        "/root/horizontal: expected true or false, got 1"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "fixed", "width": null, "height": 1}"#)) == [
        "/root/width: expected a length in points (a number ≥ 0), got null"
      ])
  }

  @Test func ranges() {
    #expect(
      T.problems(T.request(#"{"kind": "fixed", "width": -1, "height": 1e8}"#)) == [
        "/root/width: width must be ≥ 0, got -1",
        "/root/height: height is beyond the limit of ±1e7 points, got 100000000",
      ])
    #expect(
      T.problems(T.request(#"{"kind": "frame", "minWidth": "infinity", "child": {"kind": "spacer"}}"#)) == [
        #"/root/minWidth: a minimum must be finite, got "infinity""#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "frame", "width": "infinity", "child": {"kind": "spacer"}}"#)) == [
        #"/root/width: width must be finite, got "infinity" (use maxWidth: "infinity" to fill)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "aspectRatio", "ratio": 0, "child": {"kind": "spacer"}}"#)) == [
        "/root/ratio: ratio must be > 0, got 0"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "hstack", "spacing": -2e7, "children": []}"#)) == [
        "/root/spacing: spacing is beyond the limit of ±1e7 points, got -20000000"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": [1, -2]}"#)) == [
        "/root/words/1: word width must be ≥ 0, got -2"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "lineLimit": 0}"#)) == [
        "/root/lineLimit: lineLimit must be between 1 and 10000000, got 0"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "lineLimit": 2.5}"#)) == [
        "/root/lineLimit: expected a whole number, got 2.5"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "flexible", "minWidth": 20, "idealWidth": 10}"#)) == [
        "/root/minWidth: flexible needs minWidth ≤ idealWidth ≤ maxWidth, got 20, 10, infinity"
      ])
  }

  @Test func proposalErrors() {
    let cases: [(String, String)] = [
      (#"{"width": -1}"#, "/proposal/width: width must be ≥ 0, got -1"),
      (
        #"{"width": "Infinity"}"#,
        #"/proposal/width: expected a length in points or "infinity", got the string "Infinity" "#
          + #"(did you mean "infinity"?)"#
      ),
      (
        #"{"width": "inf"}"#,
        #"/proposal/width: expected a length in points or "infinity", got the string "inf" (did you mean "infinity"?)"#
      ),
      (
        #"{"height": "+infinity"}"#,
        #"/proposal/height: expected a length in points or "infinity", got the string "+infinity" "#
          + #"(did you mean "infinity"?)"#
      ),
      (#"[100, 100]"#, "/proposal: expected a proposal (an object), got an array"),
    ]
    for (proposal, expected) in cases {
      #expect(T.problems(T.request(#"{"kind": "spacer"}"#, proposal: proposal)) == [expected])
    }
  }

  @Test func environmentErrors() {
    func problems(_ environment: String) -> [String] {
      T.problems(#"{"environment": \#(environment), "root": {"kind": "spacer"}}"#)
    }
    #expect(problems(#"{"displayScale": 0}"#) == ["/environment/displayScale: displayScale must be > 0, got 0"])
    #expect(problems(#"{"displayScale": -1}"#) == ["/environment/displayScale: displayScale must be > 0, got -1"])
    #expect(
      problems(#"{"displayScale": 1e9}"#) == [
        "/environment/displayScale: displayScale must be at most 1000, got 1000000000"
      ])
    #expect(problems(#"{"dynamicTypeSize": "xxlarge"}"#).first?.contains(#"(did you mean "xxLarge"?)"#) == true)
    #expect(
      problems(#"{"layoutDirection": "rtl"}"#) == [
        #"/environment/layoutDirection: layoutDirection "rtl" is not one of "leftToRight" or "rightToLeft""#
      ])
    #expect(problems(#"{"scale": 2}"#) == [#"/environment/scale: unknown field "scale" for the environment"#])
  }

  @Test func alignmentErrorsNameTheChoicesForTheAxis() {
    #expect(
      T.problems(T.request(#"{"kind": "hstack", "alignment": "leading", "children": []}"#)) == [
        #"/root/alignment: alignment "leading" is not one of "top", "center", "bottom", "firstTextBaseline" or "#
          + #""lastTextBaseline""#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "zstack", "alignment": "topleading", "children": []}"#)).first?
        .hasSuffix(#"(did you mean "topLeading"?)"#) == true)
  }

  @Test func idsMustBeUniqueNonEmptyAndShort() {
    let json = T.request(
      #"{"kind": "vstack", "id": "a", "children": [{"kind": "spacer", "id": "b"}, {"kind": "spacer", "id": "a"}, "#
        + #"{"kind": "spacer", "id": ""}]}"#
    )
    #expect(
      T.problems(json) == [
        #"/root/children/1/id: duplicate id "a" (first used at /root/id)"#,
        "/root/children/2/id: id must not be empty",
      ])
    let long = String(repeating: "x", count: 1_025)
    #expect(
      T.problems(T.request(#"{"kind": "spacer", "id": "\#(long)"}"#)) == [
        "/root/id: id is longer than 1024 bytes of UTF-8"
      ])
  }

  @Test func frameFormsMustNotMix() {
    #expect(
      T.problems(T.request(#"{"kind": "frame", "width": 10, "maxWidth": 20, "child": {"kind": "spacer"}}"#)) == [
        #"/root/maxWidth: frame mixes the fixed form ("width") with the flexible form ("maxWidth"); "#
          + "use width/height or min/ideal/max, not both"
      ])
  }

  @Test func paddingEdgesFollowD13() throws {
    func insets(_ fields: String) throws -> String {
      T.fields(try T.decodeRoot(#"{"kind": "padding", \#(fields) "child": {"kind": "spacer"}}"#).kind)
    }
    func expected(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> String {
      T.fields(.padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
    }
    #expect(try insets("") == expected(16, 16, 16, 16))
    #expect(try insets(#""all": 5,"#) == expected(5, 5, 5, 5))
    #expect(try insets(#""all": 5, "top": 1,"#) == expected(1, 5, 5, 5))
    #expect(try insets(#""leading": 3,"#) == expected(0, 3, 0, 0))
    #expect(try insets(#""all": -20,"#) == expected(-20, -20, -20, -20))
    #expect(try insets(#""all": null,"#) == expected(16, 16, 16, 16))
  }

  @Test func textForms() {
    #expect(
      T.problems(T.request(#"{"kind": "text"}"#)) == [
        #"/root/words: text needs either "words" (word widths in points) or "text" (a string)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": null, "text": null}"#)) == [
        #"/root/words: text needs either "words" (word widths in points) or "text" (a string)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": [1], "text": "a"}"#)) == [
        #"/root/text: text needs either "words" (word widths in points) or "text" (a string), not both"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": [1], "charWidth": 3}"#)) == [
        #"/root/charWidth: charWidth goes with "text"; with "words" use spaceWidth"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "spaceWidth": 3}"#)) == [
        #"/root/spaceWidth: spaceWidth goes with "words"; with "text" the space is one charWidth"#
      ])
  }

  @Test("S2.8 style: a styled string measures itself and takes its leading; errors name the field, with suggestions")
  func textStyles() throws {
    let styled = try T.decodeRoot(#"{"kind": "text", "text": "Hello, World!", "style": "headline"}"#)
    #expect(T.fields(styled.kind) == T.fields(Node.Kind.text(TextLeaf("Hello, World!", style: .headline))))
    guard case .text(let leaf) = styled.kind else { return }
    #expect(leaf.lineHeight == 22 && leaf.style == .headline && leaf.stringWords?.count == 2)
    let words = try T.decodeRoot(#"{"kind": "text", "words": [10], "style": "caption2", "lineHeight": 13}"#)
    #expect(
      T.fields(words.kind) == T.fields(Node.Kind.text(TextLeaf(wordWidths: [10], lineHeight: 13, style: .caption2))))
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "style": "headlne"}"#)) == [
        #"/root/style: style "headlne" is not one of "largeTitle", "title", "title2", "title3", "headline", "#
          + #""body", "callout", "subheadline", "footnote", "caption" or "caption2" (did you mean "headline"?)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "style": "body", "charWidth": 7}"#)) == [
        #"/root/charWidth: charWidth goes with an unstyled "text"; a style measures its own"#
      ])
  }

  @Test("S2.7 lineBreaks: word indices in the words form, errors at the element; a newline in the text form")
  func textLineBreaks() throws {
    let words = try T.decodeRoot(#"{"kind": "text", "words": [10, 20, 30], "lineBreaks": [1, 1, 3]}"#)
    #expect(
      T.fields(words.kind)
        == T.fields(Node.text(wordWidths: [10, 20, 30], spaceWidth: 4, lineHeight: 17, lineBreaks: [1, 1, 3]).kind))
    let string = try T.decodeRoot(#"{"kind": "text", "text": "ab\ncd", "charWidth": 6}"#)
    #expect(T.fields(string.kind) == T.fields(Node.text("ab\ncd", charWidth: 6).kind))
    guard case .text(let leaf) = string.kind else { return }
    #expect(leaf.lineBreaks == [1])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": [1, 2], "lineBreaks": [2, 1, 3, 0.5, "x"]}"#)) == [
        "/root/lineBreaks/1: a line break is the index of the word it comes before, ascending: between 2 and 2 "
          + "(2 words), got 1",
        "/root/lineBreaks/2: a line break is the index of the word it comes before, ascending: between 2 and 2 "
          + "(2 words), got 3",
        "/root/lineBreaks/3: expected a word index (a whole number), got 0.5",
        #"/root/lineBreaks/4: expected a word index (a whole number), got the string "x""#,
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "lineBreaks": [1]}"#)) == [
        #"/root/lineBreaks: lineBreaks goes with "words"; in "text" write a newline (\n)"#
      ])
  }

  @Test("S2.9 characters: one list of widths per word in the words form, errors at the element; not with text")
  func textCharacters() throws {
    let words = try T.decodeRoot(#"{"kind": "text", "words": [10, 25], "characters": [[4, 6], [8, 8, 9]]}"#)
    guard case .text(let leaf) = words.kind else {
      Issue.record("not a text")
      return
    }
    #expect(leaf.characterWidths == [[4, 6], [8, 8, 9]] && leaf.wordWidths == [10, 25])
    // At width 12 the 25-point word breaks before each character that does not fit: 10 | 8 | 8 | 9.
    let request = try LayoutRequest(
      json:
        #"{"proposal": {"width": 12}, "root": {"kind": "text", "words": [10, 25], "characters": [[4, 6], [8, 8, 9]]}}"#
    )
    let layout = try LayoutEngine(request.root).layout(proposal: request.proposal)
    #expect(layout.frames[0].size == Size(width: 10, height: 68))
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": [1, 2], "characters": [[1], [], [-1, "x"]]}"#)) == [
        "/root/characters/1: a word needs at least one character",
        "/root/characters/2/0: character width must be ≥ 0, got -1",
        #"/root/characters/2/1: expected a length in points (a number ≥ 0), got the string "x""#,
        "/root/characters: has 3 lists of character widths for 2 words (one per word)",
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "words": [1], "characters": 3}"#)) == [
        "/root/characters: expected an array of arrays of character widths, got 3"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "text", "text": "a", "characters": [[1]]}"#)) == [
        #"/root/characters: characters goes with "words"; a "text" has its own"#
      ])
  }

  @Test func modifiersNeedAChildNode() {
    #expect(
      T.problems(T.request(#"{"kind": "padding"}"#)) == [
        #"/root/child: missing required field "child" (padding wraps one node)"#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "padding", "child": [{"kind": "spacer"}]}"#)) == [
        "/root/child: expected a node (an object), got an array"
      ])
  }

  @Test func scrollAxes() {
    #expect(
      T.problems(T.request(#"{"kind": "scroll", "axes": "vertical", "child": {"kind": "spacer"}}"#)) == [
        #"/root/axes: expected an array of axes such as ["vertical"], got the string "vertical""#
      ])
    #expect(
      T.problems(T.request(#"{"kind": "scroll", "axes": ["vertical", "vertical"], "child": {"kind": "spacer"}}"#)) == [
        "/root/axes/1: axis listed twice"
      ])
    #expect(
      T.problems(T.request(#"{"kind": "scroll", "axes": ["horizonal"], "child": {"kind": "spacer"}}"#)) == [
        #"/root/axes/0: axis "horizonal" is not one of "horizontal" or "vertical" (did you mean "horizontal"?)"#
      ])
  }

  @Test func requestLevelErrors() {
    #expect(T.problems(#"{"proposal": {}}"#) == [#"/root: missing required field "root" (the tree to lay out)"#])
    #expect(T.problems("[]") == [": expected a request (an object), got an array"])
    #expect(
      T.problems(#"{"formatVersion": 2, "root": {"kind": "spacer"}}"#) == [
        "/formatVersion: formatVersion 2 is not supported; this build reads version 1"
      ])
    #expect(
      T.problems(#"{"formatVersion": "1", "root": {"kind": "spacer"}}"#) == [
        #"/formatVersion: expected a whole number, got the string "1""#
      ])
  }

  @Test func syntaxErrorsBecomeFormatErrorsWithPositions() throws {
    let error = try #require(T.decodeError("{\"root\": {\"kind\": \"spacer\",}}"))
    #expect(error.issues.count == 1)
    #expect(error.issues[0].code == .syntax)
    #expect(error.issues[0].path == "/root")
    #expect(error.issues[0].description == "/root: trailing comma before '}' [line 1, column 28]")
    #expect(error.exitCode == 1)
  }

  @Test func decodeErrorsCarryLineAndColumn() throws {
    let json = "{\"root\": {\"kind\": \"hstack\", \"children\": [\n  {\"kind\": \"hstak\"}\n]}}"
    let issue = try #require(T.decodeError(json)?.issues.first)
    #expect(
      issue.description == #"/root/children/0/kind: unknown kind "hstak" (did you mean "hstack"?) [line 2, column 12]"#)
  }

  // MARK: Many errors

  @Test func allErrorsAreReportedInDocumentOrder() {
    let json = T.request(
      #"""
      {"kind": "hstack", "spacing": "8", "children": [
        {"kind": "fixd", "width": 1, "height": 1},
        {"kind": "fixed", "width": -1, "height": 1, "colour": "red"},
        {"kind": "frame", "maxWidth": "inf", "child": {"kind": "text"}}
      ]}
      """#)
    #expect(
      T.problems(json) == [
        #"/root/spacing: expected a number, got the string "8""#,
        #"/root/children/0/kind: unknown kind "fixd" (did you mean "fixed"?)"#,
        #"/root/children/1/colour: unknown field "colour" for fixed"#,
        "/root/children/1/width: width must be ≥ 0, got -1",
        #"/root/children/2/maxWidth: expected a length in points or "infinity", got the string "inf" "#
          + #"(did you mean "infinity"?)"#,
        #"/root/children/2/child/words: text needs either "words" (word widths in points) or "text" (a string)"#,
      ])
  }

  @Test func errorsAreCappedAtTwenty() throws {
    let children = (0..<50).map { _ in #"{"kind": "fixed", "width": -1, "height": 1}"# }.joined(separator: ",")
    let error = try #require(T.decodeError(T.request(#"{"kind": "vstack", "children": [\#(children)]}"#)))
    #expect(error.issues.count == 20)
    #expect(error.isTruncated)
    #expect(error.description.hasSuffix("(stopped after 20 errors)"))
    let few = DecodingOptions(maximumErrors: 3)
    #expect(
      T.decodeError(T.request(#"{"kind": "vstack", "children": [\#(children)]}"#), options: few)?.issues.count == 3)
  }

  // MARK: Fixture mode

  @Test func metadataIsAcceptedOnlyInFixtureMode() throws {
    let json =
      #"{"root": {"kind": "spacer", "id": "s"}, "expected": {"s": {"width": 8}}, "notes": "n", "tolerance": 0.5}"#
    #expect(
      T.problems(json) == [
        #"/expected: unknown field "expected" for a request (test-case metadata is accepted only in fixture mode)"#,
        #"/notes: unknown field "notes" for a request (test-case metadata is accepted only in fixture mode)"#,
        #"/tolerance: unknown field "tolerance" for a request (test-case metadata is accepted only in fixture mode)"#,
      ])
    _ = try LayoutRequest(json: json, options: .fixture)
    let fixture = try LayoutFixture(json: Array(json.utf8))
    #expect(fixture.expected == [ExpectedFrame(id: "s", width: 8)])
    #expect(fixture.tolerance == 0.5)
    #expect(
      T.problems(#"{"root": {"kind": "spacer"}, "expectd": {}}"#, options: .fixture).first?
        .contains(#"(did you mean "expected"?)"#) == true)
  }

  @Test func fixtureExpectationsAreChecked() {
    let json = #"{"root": {"kind": "spacer", "id": "s"}, "expected": {"t": {"width": 8}, "s": {"w": 1}}}"#
    do {
      _ = try LayoutFixture(json: Array(json.utf8))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.issues.map { "\($0.path): \($0.message)" } == [
          #"/expected/t: no node has the id "t""#,
          #"/expected/s/w: unknown field "w" for an expected frame"#,
        ])
    }
  }

  // MARK: Limits

  @Test func depthLimitIsALimitError() throws {
    func chain(_ depth: Int) -> String {
      String(repeating: #"{"kind": "padding", "all": 1, "child": "#, count: depth - 1) + #"{"kind": "spacer"}"#
        + String(repeating: "}", count: depth - 1)
    }
    let atLimit = try LayoutRequest(json: T.request(chain(Node.maximumDepth)))
    #expect(atLimit.root.count == Node.maximumDepth)
    let error = try #require(T.decodeError(T.request(chain(Node.maximumDepth + 1))))
    #expect(error.issues.count == 1)
    #expect(error.issues[0].code == .limit)
    #expect(error.issues[0].message == "the tree is deeper than the limit of 4096 levels")
    #expect(error.issues[0].path == "/root" + String(repeating: "/child", count: Node.maximumDepth))
    #expect(error.exitCode == 3)
    let deep = try #require(T.decodeError(T.request(chain(100_000))))
    #expect(deep.issues.map(\.code) == [.limit])
    #expect(deep.issues[0].message == "nesting is deeper than the limit of 12500 levels")
  }

  @Test func containerChainsAtTheDepthLimitDecode() throws {
    let depth = Node.maximumDepth
    let json = T.request(
      String(repeating: #"{"kind": "vstack", "children": ["#, count: depth - 1) + #"{"kind": "spacer"}"#
        + String(repeating: "]}", count: depth - 1))
    #expect(try LayoutRequest(json: json).root.count == depth)
  }

  @Test func nodeCountLimit() throws {
    let children = (0..<10).map { _ in #"{"kind": "spacer"}"# }.joined(separator: ",")
    let options = DecodingOptions(maximumNodes: 5)
    let error = try #require(
      T.decodeError(T.request(#"{"kind": "vstack", "children": [\#(children)]}"#), options: options))
    #expect(
      error.issues.map { "\($0.path): \($0.message)" } == [
        "/root/children/4: the tree has more than the limit of 5 nodes"
      ])
    #expect(error.exitCode == 3)
  }

  /// A million nodes in release builds (`swift test -c release`); a fifth of that in debug builds, where
  /// Swift runs many times slower.
  @Test func hugeInputsDecodeWithinSeconds() throws {
    let count = FormatTesting.isDebugBuild ? 200_000 : 1_000_000
    var json = #"{"proposal": {"width": 1000, "height": 1000}, "root": {"kind": "hstack", "children": ["#
    json.reserveCapacity(count * 20)
    for index in 0..<count {
      json += index == 0 ? #"{"kind":"spacer"}"# : #",{"kind":"spacer"}"#
    }
    json += "]}}"
    let start = ContinuousClock.now
    let request = try LayoutRequest(json: json)
    let elapsed = ContinuousClock.now - start
    #expect(request.root.count == count + 1)
    #expect(elapsed < .seconds(20), "decoding took \(elapsed)")
  }
}

extension FormatDecodingTests {
  /// Issue 28, part 5: input that speaks SwiftUI.
  @Test func inputThatSpeaksSwiftUI() throws {
    // `.padding(.horizontal, 16)` and `.padding(.vertical, 4)`: edge sets over `all`, under explicit edges.
    let padded = try T.decodeRoot(
      #"{"kind": "padding", "all": 1, "horizontal": 16, "vertical": 4, "bottom": 9, "child": {"kind": "spacer"}}"#)
    guard case .padding(let insets) = padded.kind else {
      Issue.record("not a padding")
      return
    }
    #expect(insets == EdgeInsets(top: 4, leading: 16, bottom: 9, trailing: 16))
    let scaled = try T.decodeRoot(
      #"{"kind": "padding", "horizontal": {"scaled": 16}, "child": {"kind": "spacer"}}"#)
    #expect(scaled.scaledLengths == [.leading: .body, .trailing: .body])
    // `Color` is a flexible leaf; requests are written back with the kind's own name.
    let color = try T.decodeRoot(#"{"kind": "color", "idealWidth": 3}"#)
    guard case .flexible(let leaf) = color.kind else {
      Issue.record("color is not a flexible leaf")
      return
    }
    #expect(leaf.idealWidth == 3)
    #expect(LayoutRequest(root: color).json().contains(#""kind": "flexible""#))
    // SwiftUI's and UIKit's spellings get SwiftUI's names suggested.
    let cases: [(String, String)] = [
      (#"{"kind": "hstack", "alignment": "firstBaseline", "children": []}"#, #"(did you mean "firstTextBaseline"?)"#),
      (#"{"kind": "zstack", "alignment": "topLeft", "children": []}"#, #"(did you mean "topLeading"?)"#),
      (#"{"kind": "vstack", "alignment": "left", "children": []}"#, #"(did you mean "leading"?)"#),
      (#"{"kind": "Color"}"#, #"unknown kind "Color" (did you mean "color"?)"#),
      (#"{"kind": "ScrollView", "child": {"kind": "spacer"}}"#, #"unknown kind "ScrollView" (did you mean "scroll"?)"#),
    ]
    for (node, hint) in cases {
      let problems = T.problems(T.request(node))
      #expect(problems.contains { $0.contains(hint) }, "\(node): \(problems)")
    }
    // "an overlay", not "a overlay".
    #expect(
      T.problems(T.request(#"{"kind": "overlay", "child": {"kind": "spacer"}}"#)).first?.contains(
        "what an overlay draws")
        == true)
  }
}
