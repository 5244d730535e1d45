import FlexLayout
import Testing

@testable import FlexLayoutCLI
@testable import FlexLayoutFormat

/// The result JSON: shape, preorder frames, number forms, determinism.
@Suite("Format: result encoding")
struct FormatResultEncodingTests {
  @Test func shapeAndPreorder() {
    let result = LayoutResult(
      frames: [
        Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: -12.5, y: 0, width: 175, height: 100),
        Rect(x: -0.0, y: 1.0 / 3.0, width: 75, height: 100), Rect(x: 62.5, y: 0, width: 100, height: 1e-5),
      ],
      ids: ["green": NodeID(3), "frame": NodeID(0), "red": NodeID(2)])
    #expect(
      resultJSON(result) == """
        {
          "size": {"width": 300, "height": 100},
          "frames": [
            {"id": "frame", "x": 0, "y": 0, "width": 300, "height": 100},
            {"id": "red", "x": 0, "y": 0.3333333333333333, "width": 75, "height": 100},
            {"id": "green", "x": 62.5, "y": 0, "width": 100, "height": 1e-05}
          ],
          "selections": {}
        }

        """)
    #expect(isEncodable(result))
  }

  @Test("S16.3: frames inside a hidden node say so; S15.4: frames come in drawing order")
  func hiddenAndDrawingOrder() throws {
    let tree = Node.vstack([
      Node.fixed(width: 10, height: 10).id("label").background(Node.flexible().id("fill")).hidden().id("hidden"),
      Node.fixed(width: 10, height: 10).id("shown"),
    ])
    let json = resultJSON(try LayoutEngine(tree).layout(proposal: ProposedSize(width: 50, height: 50)))
    let lines = json.split(separator: "\n").filter { $0.contains("\"id\"") }
    #expect(
      lines == [
        #"    {"id": "hidden", "x": 0, "y": 0, "width": 10, "height": 10, "hidden": true},"#,
        #"    {"id": "fill", "x": 0, "y": 0, "width": 10, "height": 10, "hidden": true},"#,
        #"    {"id": "label", "x": 0, "y": 0, "width": 10, "height": 10, "hidden": true},"#,
        #"    {"id": "shown", "x": 0, "y": 18, "width": 10, "height": 10}"#,
      ])
  }

  @Test("S16.5: a clipped node's frame says clipsToBounds, its subtree's do not; the request form round-trips")
  func clippedFrames() throws {
    let json =
      #"{"formatVersion": 1, "proposal": {"width": 50, "height": 50}, "root": "#
      + #"{"kind": "clipped", "id": "clip", "child": {"kind": "fixed", "id": "leaf", "width": 80, "height": 10}}}"#
    let request = try LayoutRequest(json: json)
    #expect(request.root.kind.tag == .clipped)
    let lines = resultJSON(try LayoutEngine(request.root).layout(proposal: request.proposal)).split(separator: "\n")
      .filter { $0.contains("\"id\"") }
    #expect(
      lines == [
        #"    {"id": "clip", "x": 0, "y": 0, "width": 80, "height": 10, "clipsToBounds": true},"#,
        #"    {"id": "leaf", "x": 0, "y": 0, "width": 80, "height": 10}"#,
      ])
    #expect(
      try LayoutRequest(json: requestJSON(root: request.root, proposal: request.proposal, environment: .standard))
        .root.kind.tag == .clipped)
  }

  @Test func noIdsGiveAnEmptyFrameList() {
    let result = LayoutResult(frames: [Rect(x: 0, y: 0, width: 8, height: 8)], ids: [:])
    #expect(
      resultJSON(result)
        == "{\n  \"size\": {\"width\": 8, \"height\": 8},\n  \"frames\": [],\n  \"selections\": {}\n}\n")
  }

  @Test func outputIsByteIdenticalAcrossRunsAndParsesBack() throws {
    let request = try LayoutRequest(json: ExampleCommands.request(Examples.all[0]))
    let first = resultJSON(try ReferenceSolver.layout(request.root, proposal: request.proposal))
    #expect(first.contains("\"selections\": {\n    \"inbox\": 2,\n"))
    for _ in 0..<3 {
      #expect(resultJSON(try ReferenceSolver.layout(request.root, proposal: request.proposal)) == first)
    }
    let document = try JSONReader.parse(first)
    #expect(document.members(document.root).map(\.key) == ["size", "frames", "selections"])
  }

  @Test func hiddenNodesAreLeftOutAndSelectionsAreSortedByID() {
    let result = LayoutResult(
      frames: Array(repeating: Rect(x: 0, y: 0, width: 1, height: 1), count: 5),
      ids: ["root": NodeID(0), "b": NodeID(1), "hidden": NodeID(2), "a": NodeID(3), "anonymous": NodeID(4)],
      visibility: [true, true, false, true, true],
      selections: [
        NodeID(0): .child(1), NodeID(1): .columns([0, 2]), NodeID(2): .child(0), NodeID(3): .widths([69, 43.5]),
      ])
    let json = resultJSON(result)
    #expect(!json.contains("hidden"))
    #expect(
      json.hasSuffix(
        """
          "selections": {
            "a": [69, 43.5],
            "b": [0, 2],
            "root": 1
          }
        }

        """))
  }

  /// Each adaptive kind decoded from JSON reports its selection under its id; nodes in unchosen
  /// branches have no frame and no selection.
  @Test func selectionsOfEveryAdaptiveKind() throws {
    let json = #"""
      {"proposal": {"width": 300, "height": 100}, "root": {"kind": "vstack", "spacing": 0, "children": [
        {"kind": "buckets", "id": "buckets", "thresholds": [200, 400], "children": [
          {"kind": "spacer", "id": "narrow"},
          {"kind": "viewThatFits", "id": "fits", "axes": ["horizontal"], "children": [
            {"kind": "fixed", "id": "wide", "width": 500, "height": 10},
            {"kind": "fixed", "id": "small", "width": 50, "height": 10}]},
          {"kind": "spacer", "id": "wide-bucket"}]},
        {"kind": "grid", "id": "grid", "columns": [{"type": "fixed", "size": 70}, {"type": "adaptive", "min": 40}],
         "children": []},
        {"kind": "split", "id": "split", "dividerWidth": 1, "collapsedColumn": 1, "columns": [
          {"min": 200, "child": {"kind": "spacer", "id": "hidden-column"}},
          {"min": 150, "child": {"kind": "flexible", "id": "shown"}}]},
        {"kind": "flow", "id": "flow", "children": [{"kind": "fixed", "width": 10, "height": 10}]}
      ]}}
      """#
    let request = try LayoutRequest(json: json)
    let result = try LayoutEngine(request.root).layout(proposal: request.proposal)
    let output = resultJSON(result)
    #expect(
      output.hasSuffix(
        """
          "selections": {
            "buckets": 1,
            "fits": 1,
            "grid": [70, 49.5, 49.5, 49.5, 49.5],
            "split": [1]
          }
        }

        """), "\(output)")
    for hidden in ["narrow", "wide", "wide-bucket", "hidden-column"] { #expect(!output.contains("\"\(hidden)\"")) }
    for shown in ["small", "flow", "shown"] { #expect(output.contains("{\"id\": \"\(shown)\", ")) }
    #expect(resultJSON(try ReferenceSolver.layout(request.root, proposal: request.proposal)) == output)
  }

  @Test func nonFiniteFramesAreDetected() {
    let result = LayoutResult(frames: [Rect(x: 0, y: 0, width: .infinity, height: 1)], ids: [:])
    #expect(!isEncodable(result))
  }
}
