import FlexLayout
import Testing

@testable import FlexLayoutFormat
@testable import FlexLayoutTesting

/// decode → encode → decode gives the same tree, and encoding is deterministic.
@Suite("Format: round trip")
struct FormatRoundTripTests {
  typealias T = FormatTesting

  /// Encodes `request`, decodes it, compares the trees, and checks that re-encoding is byte-identical.
  func checkRoundTrip(_ request: LayoutRequest, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let json = request.json()
    let decoded: LayoutRequest
    do {
      decoded = try LayoutRequest(json: json, options: .testing)
    } catch {
      Issue.record("the encoding does not decode: \(error)\n\(json)", sourceLocation: sourceLocation)
      return
    }
    #expect(decoded.proposal == request.proposal, sourceLocation: sourceLocation)
    #expect(decoded.environment == request.environment, sourceLocation: sourceLocation)
    let difference = T.difference(request.root, decoded.root)
    #expect(difference == nil, "\(difference ?? "")\n\(json)", sourceLocation: sourceLocation)
    #expect(decoded.json() == json, "re-encoding differs", sourceLocation: sourceLocation)
  }

  /// Every library example, at its own proposal and under Dynamic Type and right-to-left: the tree
  /// survives the round trip, and the decoded tree lays out bit for bit like the original.
  @Test(arguments: Examples.all.map(\.name))
  func builtInExamples(name: String) throws {
    let example = try #require(Examples.named(name))
    let environments = [
      LayoutEnvironment.standard, LayoutEnvironment(dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft),
    ]
    for environment in environments {
      let request = LayoutRequest(root: example.root, proposal: example.proposal, environment: environment)
      try checkRoundTrip(request)
      let decoded = try LayoutRequest(json: request.json(), options: .testing)
      let original = try LayoutEngine(example.root).layout(proposal: example.proposal, environment: environment)
      let again = try LayoutEngine(decoded.root).layout(proposal: decoded.proposal, environment: environment)
      #expect(decoded.root.hasScaledLengths == example.root.hasScaledLengths)
      #expect(original.firstBitDifference(from: again) == nil, "\(name) at \(environment.dynamicTypeSize)")
      #expect(resultJSON(original) == resultJSON(again))
    }
  }

  @Test func adaptiveContainersWithEveryField() throws {
    let cell = Node.fixed(width: 30, height: 20)
    let root = Node.vstack([
      .flow(spacing: -2.5, lineSpacing: 0, alignment: .trailing, [cell, cell.id("chip")]).id("flow"),
      .flow([]),
      .grid(
        [
          .fixed(70, spacing: 0, alignment: .bottomLeading), .flexible(), .flexible(min: 0, max: 120, spacing: -3),
          .adaptive(min: 1e-300, max: 1e-300), .adaptive(min: 40, max: .infinity, spacing: 16, alignment: .topTrailing),
        ], rowSpacing: 1.5, [cell, cell, cell]
      ).id("grid"),
      .grid([.adaptive(min: 5, spacing: -4.5)], rowSpacing: -8, []),
      .viewThatFits([cell, cell.padding()]).id("fits"),
      .viewThatFits(in: .vertical, [cell]),
      .buckets(thresholds: [], [cell]),
      .buckets(
        .vertical, thresholds: [0, 600.5, 9_999_999], accessibilityThresholds: [1, 2, 3], [cell, cell, cell, cell]
      )
      .id("buckets"),
      .split(
        [
          SplitColumn(min: 0, .spacer()), SplitColumn(min: 200, ideal: 240, max: 300, fraction: 0, cell.id("side")),
          SplitColumn(min: 300, ideal: 300, max: 300, fraction: 1, .split([SplitColumn(min: 10, cell)])),
        ], dividerWidth: 0.5, collapsedColumn: 2
      ).id("split"),
    ])
    for proposal in [ProposedSize(width: 390, height: 844), .unspecified, .infinity] {
      try checkRoundTrip(LayoutRequest(root: root, proposal: proposal))
    }
  }

  @Test func everyKindAndField() throws {
    let leaf = Node.flexible(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 0.5, maxHeight: .infinity)
    let root = Node.vstack(
      spacing: 0.1 + 0.2, alignment: .trailing,
      [
        .fixed(width: 1e-300, height: 9_999_999),
        .text(wordWidths: [], spaceWidth: 0, lineHeight: 0),
        .text("Ada wrote notes", charWidth: 7.25, lineHeight: 19, lineLimit: 2),
        .spacer(minLength: 0).layoutPriority(-1),
        .hstack(alignment: .top, []),
        .zstack(alignment: .bottomTrailing, [leaf, .spacer()]).id("z"),
        leaf.frame(width: 10).frame(height: 5, alignment: .leading).frame(),
        leaf.frame(minWidth: 1, maxWidth: .infinity, idealHeight: 7, alignment: .topTrailing),
        leaf.frame(minWidth: nil),
        leaf.padding(EdgeInsets(top: -1, leading: 2, bottom: 3, trailing: 4)).padding(0).padding(),
        leaf.fixedSize(horizontal: false, vertical: true).layoutPriority(1e300),
        leaf.aspectRatio(1 / 3, contentMode: .fill).aspectRatio(contentMode: .fit),
        leaf.scroll([]).scroll(.horizontal).scroll(.both).id("é \"quoted\" /~ id"),
      ])
    let environments = [
      LayoutEnvironment.standard,
      LayoutEnvironment(displayScale: 3, dynamicTypeSize: .xSmall, layoutDirection: .rightToLeft),
      LayoutEnvironment(displayScale: 1.5, dynamicTypeSize: .accessibility5),
    ]
    let proposals = [
      ProposedSize.unspecified, ProposedSize(width: .infinity, height: 0), ProposedSize(width: 320.5, height: nil),
    ]
    for (environment, proposal) in zip(environments, proposals) {
      try checkRoundTrip(LayoutRequest(root: root, proposal: proposal, environment: environment))
    }
  }

  @Test func seededRandomTrees() throws {
    var generator = SplitMix64(seed: 42)
    var scaledTrees = 0
    var containerRelativeTrees = 0
    for _ in 0..<300 {
      let root = T.randomTree(&generator, nodes: Int(generator.next() % 40) + 1)
      try checkRoundTrip(LayoutRequest(root: root, proposal: ProposedSize(width: 390, height: nil)))
      if root.hasScaledLengths { scaledTrees += 1 }
      if nodeJSON(root).contains("containerRelativeFrame") { containerRelativeTrees += 1 }
    }
    #expect(scaledTrees >= 30 && containerRelativeTrees >= 30, "\(scaledTrees), \(containerRelativeTrees)")
  }

  @Test func requestJSONLayout() {
    let json = requestJSON(
      root: .hstack([.fixed(width: 10, height: 20).id("a"), Node.flexible().padding(4)]),
      proposal: ProposedSize(width: 100, height: .infinity), environment: LayoutEnvironment(displayScale: 2))
    #expect(
      json == """
        {
          "formatVersion": 1,
          "proposal": {"width": 100, "height": "infinity"},
          "environment": {"displayScale": 2},
          "root": {"kind": "hstack", "alignment": "center", "children": [
            {"kind": "fixed", "id": "a", "width": 10, "height": 20},
            {"kind": "padding", "all": 4, "child":
              {"kind": "flexible", "minWidth": 0, "idealWidth": 10, "maxWidth": "infinity", "minHeight": 0, \
        "idealHeight": 10, "maxHeight": "infinity"}}
          ]}
        }

        """)
  }

  @Test func deepTreesEncodeWithoutRecursionAndCappedIndentation() throws {
    var node = Node.spacer()
    for _ in 1..<Node.maximumDepth { node = node.padding(1) }
    let json = requestJSON(root: node, proposal: .unspecified, environment: .standard)
    let lines = json.split(separator: "\n")
    #expect(lines.count == Node.maximumDepth + 4)
    let deepestIndent = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
    #expect(deepestIndent == 64)
    let decoded = try LayoutRequest(json: json, options: .testing)
    #expect(decoded.root.count == Node.maximumDepth)
    #expect(decoded.json() == json)
  }

  @Test func measuredLeavesBecomeFixedLeavesOfTheirIdealSize() throws {
    let measured = Node.measured { proposal in
      Size(width: proposal.width ?? 42, height: 7)
    }
    let failing = Node.measured { _ in Size(width: .nan, height: 1) }
    let json = nodeJSON(.hstack([measured, failing]))
    #expect(json.contains(#"{"kind": "fixed", "width": 42, "height": 7}"#))
    #expect(json.contains(#"{"kind": "fixed", "width": 0, "height": 0}"#))
  }

  @Test("a text made from a string is written in its text form, and keeps its string through a round trip")
  func textsKeepTheirStrings() throws {
    let text = TextLeaf("Re: \"layout\"  engine", charWidth: 7, lineLimit: 2)
    #expect(text.stringWords == ["Re:", "\"layout\"", "engine"])
    let json = nodeJSON(Node(.text(text)))
    #expect(json.contains(#""text": "Re: \"layout\"  engine", "charWidth": 7"#), "\(json)")
    #expect(!json.contains("words"))
    try checkRoundTrip(LayoutRequest(root: Node(.text(text)), proposal: ProposedSize(width: 100, height: nil)))
    let decoded = try LayoutRequest(json: LayoutRequest(root: Node(.text(text))).json(), options: .testing)
    guard case .text(let back) = decoded.root.kind else {
      Issue.record("not a text: \(decoded.root.kind.name)")
      return
    }
    #expect(back.string == text.string)
    // Widths changed after the string was given: the string no longer describes the words.
    var edited = text
    edited.wordWidths[0] = 40
    #expect(edited.stringWords == nil)
    let editedJSON = nodeJSON(Node(.text(edited)))
    #expect(editedJSON.contains(#""words": [40, 56, 42], "spaceWidth": 7"#), "\(editedJSON)")
    var respaced = text
    respaced.spaceWidth = 8
    #expect(respaced.stringWords == nil)
  }

  @Test("S2.8 a styled string is written as its string and style, its leading left to the style; both forms round-trip")
  func stylesRoundTrip() throws {
    let text = TextLeaf("Café – naïve\nsecond line", style: .footnote, lineLimit: 3)
    let json = nodeJSON(Node(.text(text)))
    #expect(json.contains(#""text": "Café – naïve\nsecond line", "style": "footnote""#), "\(json)")
    #expect(!json.contains("charWidth") && !json.contains("lineHeight"), "\(json)")
    try checkRoundTrip(LayoutRequest(root: Node(.text(text)), proposal: ProposedSize(width: 60, height: nil)))
    var taller = text
    taller.lineHeight = 30
    #expect(nodeJSON(Node(.text(taller))).contains(#""lineHeight": 30"#))
    try checkRoundTrip(LayoutRequest(root: Node(.text(taller)), proposal: ProposedSize(width: 60, height: nil)))
    var widened = text
    widened.wordWidths[0] += 1
    #expect(widened.stringWords == nil, "widths changed: written as words, with the style")
    let widenedJSON = nodeJSON(Node(.text(widened)))
    #expect(widenedJSON.contains(#""words": ["#) && widenedJSON.contains(#""style": "footnote""#), "\(widenedJSON)")
    try checkRoundTrip(LayoutRequest(root: Node(.text(widened)), proposal: ProposedSize(width: 60, height: nil)))
  }

  @Test("S2.7 line breaks: a string keeps its newlines, the words form writes lineBreaks, both round-trip")
  func lineBreaksRoundTrip() throws {
    let text = TextLeaf("Hello\nwide world\n\n", charWidth: 7)
    #expect(text.lineBreaks == [1, 3])
    let json = nodeJSON(Node(.text(text)))
    #expect(json.contains(#""text": "Hello\nwide world\n\n""#), "\(json)")
    #expect(!json.contains("lineBreaks"), "the string carries them")
    try checkRoundTrip(LayoutRequest(root: Node(.text(text)), proposal: ProposedSize(width: 40, height: nil)))
    var moved = text
    moved.lineBreaks = [2]
    #expect(moved.stringWords == nil, "breaks moved: the string no longer describes the text")
    let movedJSON = nodeJSON(Node(.text(moved)))
    #expect(movedJSON.contains(#""words": [35, 28, 35]"#) && movedJSON.contains(#""lineBreaks": [2]"#), "\(movedJSON)")
    try checkRoundTrip(LayoutRequest(root: Node(.text(moved)), proposal: ProposedSize(width: 40, height: nil)))
  }

  @Test func adaptiveContainersAreWrittenInTheirDocumentedShape() throws {
    let root = Node.vstack([
      .flow(spacing: 4, lineSpacing: 6, alignment: .center, [.fixed(width: 10, height: 10)]),
      .grid(
        [.fixed(70), .flexible(min: 40), .adaptive(min: 50, max: 100, spacing: 4, alignment: .top)], rowSpacing: 2,
        [.flexible()]),
      .viewThatFits(in: .horizontal, [.spacer()]).id("fits"),
      .buckets(.vertical, thresholds: [600], accessibilityThresholds: [700], [.spacer(), .spacer()]),
      .split(
        [SplitColumn(min: 200, ideal: 240, max: 300, .spacer()), SplitColumn(min: 300, fraction: 0.5, .spacer())],
        dividerWidth: 1, collapsedColumn: 1),
    ])
    let json = nodeJSON(root)
    #expect(json.contains(#"{"kind": "flow", "spacing": 4, "lineSpacing": 6, "alignment": "center", "children": ["#))
    #expect(
      json.contains(
        #"{"kind": "grid", "columns": [{"type": "fixed", "size": 70, "spacing": 8, "alignment": "center"}, "#
          + #"{"type": "flexible", "min": 40, "max": "infinity", "spacing": 8, "alignment": "center"}, "#
          + #"{"type": "adaptive", "min": 50, "max": 100, "spacing": 4, "alignment": "top"}], "rowSpacing": 2"#))
    #expect(json.contains(#"{"kind": "viewThatFits", "id": "fits", "axes": ["horizontal"], "children": ["#))
    #expect(
      json.contains(
        #"{"kind": "buckets", "axis": "height", "thresholds": [600], "accessibilityThresholds": [700], "children""#))
    #expect(json.contains(#"{"kind": "split", "dividerWidth": 1, "collapsedColumn": 1, "columns": ["#))
    #expect(json.contains(#"{"min": 200, "ideal": 240, "max": 300, "child":"#))
    #expect(json.contains(#"{"min": 300, "max": "infinity", "fraction": 0.5, "child":"#))
    let decoded = try LayoutRequest(
      json: requestJSON(root: root, proposal: .unspecified, environment: .standard), options: .testing)
    #expect(T.difference(decoded.root, root) == nil)
  }

  /// The one tree the model accepts and the format does not: a viewThatFits that fits on no axis.
  @Test func viewThatFitsWithoutAxesEncodesButDoesNotDecode() {
    let json = requestJSON(root: .viewThatFits(in: [], [.spacer()]), proposal: .unspecified, environment: .standard)
    #expect(json.contains(#""axes": []"#))
    #expect(T.problems(json).first?.hasPrefix("/root/axes: viewThatFits needs at least one axis") == true)
  }

  @Test func containerRelativeFramesAreWrittenInTheirDocumentedShape() throws {
    let root = Node.vstack([
      Node.flexible().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).id("cards"),
      Node.flexible().containerRelativeFrame(.both, fraction: 0.8, alignment: .topLeading),
      Node.spacer().containerRelativeFrame([]),
    ])
    let json = nodeJSON(root)
    #expect(
      json.contains(
        #"{"kind": "containerRelativeFrame", "id": "cards", "axes": ["horizontal"], "count": 3, "span": 2, "#
          + #""spacing": 8, "alignment": "center", "child":"#))
    #expect(
      json.contains(
        #"{"kind": "containerRelativeFrame", "axes": ["horizontal", "vertical"], "fraction": 0.8, "#
          + #""alignment": "topLeading", "child":"#))
    #expect(
      json.contains(
        #"{"kind": "containerRelativeFrame", "axes": [], "count": 1, "span": 1, "spacing": 0, "alignment": "center", "#
          + #""child":"#))
    for proposal in [ProposedSize(width: 390, height: 844), .unspecified] {
      try checkRoundTrip(LayoutRequest(root: root, proposal: proposal))
    }
  }

  @Test func scaledLengthsOfEveryKindRoundTrip() throws {
    let leaf = Node.fixed(width: 24, height: 0.5).scaled(.width, relativeTo: .largeTitle).scaled(.height)
    let root = Node.vstack(
      spacing: 12,
      [
        leaf,
        Node.flexible(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 0, idealHeight: 4, maxHeight: 5)
          .scaled(.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight, relativeTo: .caption),
        Node.spacer(minLength: 4).scaled(.minLength, relativeTo: .title),
        Node.hstack(spacing: -3, [leaf]).scaled(.spacing, relativeTo: .subheadline),
        Node.flow(spacing: 4, lineSpacing: 6, [leaf]).scaled(.spacing).scaled(.lineSpacing, relativeTo: .headline),
        Node.grid([.flexible()], rowSpacing: 3, [leaf]).scaled(.rowSpacing),
        Node.split([SplitColumn(min: 100, leaf)], dividerWidth: 1).scaled(.dividerWidth, relativeTo: .caption),
        leaf.frame(width: 10, height: 20).scaled(.height),
        leaf.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3)
          .scaled(.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight, relativeTo: .title),
        leaf.padding(16).scaled(.top, .leading, .bottom, .trailing),
        leaf.padding(16).scaled(.top, .leading, .bottom, .trailing, relativeTo: .caption).scaled(.top),
        leaf.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).scaled(.leading, .trailing),
        leaf.containerRelativeFrame(.horizontal, count: 2, spacing: 8).scaled(.spacing, relativeTo: .largeTitle),
      ]
    ).scaled(.spacing, relativeTo: .headline)
    let environments = [
      LayoutEnvironment.standard, LayoutEnvironment(dynamicTypeSize: .xSmall),
      LayoutEnvironment(displayScale: 3, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft),
    ]
    for environment in environments {
      let request = LayoutRequest(root: root, proposal: ProposedSize(width: 390, height: 844), environment: environment)
      try checkRoundTrip(request)
      let decoded = try LayoutRequest(json: request.json(), options: .testing)
      let original = try LayoutEngine(root).layout(proposal: request.proposal, environment: environment)
      let again = try LayoutEngine(decoded.root).layout(proposal: request.proposal, environment: environment)
      #expect(original.firstBitDifference(from: again) == nil)
    }
    let json = nodeJSON(root)
    #expect(
      json.contains(
        #"{"kind": "fixed", "width": {"scaled": 24, "relativeTo": "largeTitle"}, "#
          + #""height": {"scaled": 0.5, "relativeTo": "body"}}"#))
    #expect(json.contains(#"{"kind": "padding", "all": {"scaled": 16, "relativeTo": "body"}, "child":"#))
    #expect(
      json.contains(
        #"{"kind": "padding", "top": {"scaled": 16, "relativeTo": "body"}, "#
          + #""leading": {"scaled": 16, "relativeTo": "caption"}, "bottom": {"scaled": 16, "relativeTo": "caption"}, "#
          + #""trailing": {"scaled": 16, "relativeTo": "caption"}, "child":"#))
    #expect(
      json.contains(
        #"{"kind": "padding", "top": 1, "leading": {"scaled": 2, "relativeTo": "body"}, "bottom": 3, "#
          + #""trailing": {"scaled": 4, "relativeTo": "body"}, "child":"#))
  }

  /// Scaled declarations that change nothing are left out; one on a length the node does not have, which
  /// the model rejects, is written so that decoding rejects it too.
  @Test func scaledDeclarationsWithoutAFieldToScale() throws {
    let noOps = Node.vstack([
      Node.flexible(maxWidth: .infinity).scaled(.maxWidth),
      Node.spacer().frame(width: 10).scaled(.height),
      Node.spacer().frame(minWidth: nil).scaled(.maxHeight),
      Node.spacer().containerRelativeFrame(.vertical, fraction: 0.5).scaled(.spacing),
      Node.measured { _ in Size(width: 3, height: 4) }.scaled(.width),
    ])
    let json = nodeJSON(noOps)
    #expect(!json.contains("scaled"), "\(json)")
    let decoded = try T.decodeRoot(json)
    #expect(!decoded.hasScaledLengths)

    let invalid = Node.hstack([Node.spacer()]).scaled(.spacing, relativeTo: .caption)
    #expect(throws: LayoutError.self) { try invalid.validate() }
    let written = nodeJSON(invalid)
    #expect(written.contains(#""spacing": {"scaled": null, "relativeTo": "caption"}"#))
    #expect(
      T.problems(T.request(written)) == [
        "/root/spacing/scaled: scaled must be a number (the length at the large Dynamic Type size), got null"
      ])
    let foreign = nodeJSON(Node.fixed(width: 1, height: 2).scaled(.rowSpacing))
    #expect(T.problems(T.request(foreign)).first?.hasPrefix(#"/root/rowSpacing: unknown field "rowSpacing""#) == true)
  }

  @Test func invalidValuesEncodeToRequestsThatFailToDecode() throws {
    let json = requestJSON(root: .fixed(width: .nan, height: .infinity), proposal: .unspecified, environment: .standard)
    #expect(json.contains(#""width": "nan", "height": "infinity""#))
    #expect(
      T.problems(json) == [
        #"/root/width: expected a length in points (a number ≥ 0), got the string "nan""#,
        #"/root/height: height must be finite, got "infinity" (use maxHeight: "infinity" to fill)"#,
      ])
  }
}
