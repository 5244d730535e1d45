import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutCLI
@testable import FlexLayoutFormat

/// `flexlayout render`: well-formed SVG (parsed back), one panel per width, every identified visible
/// frame drawn and labelled, escaping, and the exit codes.
@Suite("CLI: render")
struct CLIRenderTests {
  typealias Outcome = (stdout: String, stderr: String, exitCode: Int32)

  func run(_ arguments: [String], stdin: String = "") -> Outcome {
    FlexLayoutCommand.run(arguments: arguments, stdin: { Data(stdin.utf8) })
  }

  /// The panels of a parsed picture: the `g` elements directly inside the root.
  static func panels(_ svg: MiniXMLElement) -> [MiniXMLElement] {
    svg.children.filter { $0.name == "g" }
  }

  @Test(arguments: Examples.all.map(\.name))
  func everyExampleRendersWellFormedPanels(name: String) throws {
    let example = try #require(Examples.named(name))
    let widths: [Double] = [320, 700, 1100]
    let outcome = run(
      ["render"] + widths.flatMap { ["--width", JSONWriter.number($0)] }, stdin: ExampleCommands.request(example))
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    #expect(
      outcome.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let svg = try MiniXML.parse(outcome.stdout)
    #expect(MiniXML.foundationAccepts(outcome.stdout))
    #expect(svg.name == "svg")
    #expect(svg.attributes["viewBox"] == "0 0 \(svg.attributes["width"] ?? "") \(svg.attributes["height"] ?? "")")
    let panels = Self.panels(svg)
    #expect(panels.count == widths.count)

    let engine = try LayoutEngine(example.root)
    for (panel, width) in zip(panels, widths) {
      let result = try engine.layout(proposal: ProposedSize(width: width, height: example.proposal.height))
      let texts = panel.all.filter { $0.name == "text" }.map(\.text)
      let height = example.proposal.height.map { ", height \(JSONWriter.number($0))" } ?? ""
      #expect(texts.first == "width \(JSONWriter.number(width))\(height)")
      #expect(
        texts.dropFirst().first
          == "size \(JSONWriter.number(result.size.width)) × \(JSONWriter.number(result.size.height))")
      // One selection line per laid-out adaptive container.
      let state = SelectionState(result, outline: TreeOutline(example.root))
      for (id, selection) in state.visible {
        #expect(texts.contains("\(id): \(SelectionState.text(selection))"), "\(name) at \(width): \(id)")
      }
      // Every identified, laid-out node is in one titled box: a group with a rectangle.
      let read = try PicturePanel(panel)
      let boxIDs = read.boxes.map(\.ids)
      let visibleIDs = result.ids.filter { result.isVisible($0.value) }
      #expect(boxIDs.flatMap { $0 }.sorted() == visibleIDs.keys.sorted(), "\(name) at \(width)")
      // Boxes in drawing order (S15.4), each placed by its innermost node.
      let rank = Dictionary(uniqueKeysWithValues: result.drawingOrder.enumerated().map { ($1, $0) })
      let ranks = boxIDs.compactMap { $0.last.flatMap { visibleIDs[$0] }.flatMap { rank[$0] } }
      #expect(ranks == ranks.sorted() && ranks.count == read.boxes.count)
      // The legend numbers its lines from 1.
      #expect(read.legend.enumerated().allSatisfy { $1.hasPrefix("\($0 + 1)  ") })
      let outline = TreeOutline(example.root)
      let selections = Dictionary(uniqueKeysWithValues: state.visible.map { ($0.id, $0.selection) })
      var framesByID: [String: Rect] = [:]
      var shownIDs: [String] = []
      for box in read.boxes {
        // The ids of one box share one frame, which its hover title gives; only the outer ones are modifiers or
        // decorations.
        let entries = try box.ids.map { id in try #require(outline.entries.first { $0.id == id }) }
        for entry in entries {
          let frame = result.frames[entry.index]
          let n = JSONWriter.number
          #expect(
            box.title.hasSuffix(": x \(n(frame.x)), y \(n(frame.y)), \(n(frame.width)) × \(n(frame.height))"),
            "\(entry.id)")
          framesByID[entry.id] = frame
          // The rectangle is the frame, or inset alike on every side (boxes with one frame drawn apart).
          let inset = box.rect.x - frame.x
          #expect(inset >= -0.001 && inset <= Swift.min(frame.width, frame.height) / 4 + 0.001, "\(entry.id)")
          #expect(abs(box.rect.y - (frame.y + inset)) < 0.002, "\(entry.id)")
          #expect(abs(box.rect.width - (frame.width - 2 * inset)) < 0.002, "\(entry.id)")
        }
        #expect(entries.dropLast().allSatisfy { [.modifier, .decorated].contains(outline.families[$0.index]) })
        // A box is drawn as what it shows: through modifiers with their child's frame, the first node that
        // draws something of its own; a modifier only where it changes the frame.
        if let inner = entries.last {
          var shown = inner.index
          while [.modifier, .decorated].contains(outline.families[shown]) && result.visibility[shown + 1]
            && result.frames[shown] == result.frames[shown + 1]
          {
            shown += 1
          }
          let expected: [KindFamily: String] = [
            .leaf: "leaf", .container: "container", .split: "container", .modifier: "modifier", .decorated: "modifier",
          ]
          let hidden = result.isHidden(NodeID(inner.index))
          #expect(box.style == (hidden ? "hidden" : expected[outline.families[shown]]), "\(inner.id)")
        }
        // Nested boxes differ in colour: a box's colour follows its number of identified ancestors.
        let depth = entries.first?.depth ?? 0
        let rect = try #require(panel.all.first { $0.name == "g" && $0.children.first?.text == box.title })
        #expect(
          rect.children.first { $0.name == "rect" }?.attributes["fill"]
            == LayoutPicture.palette[depth % LayoutPicture.palette.count])
        // A box of which something shows is named by a label.
        let shows =
          box.clip.map { clip in
            PicturePanel.overlap(clip, box.rect) || box.rect.width == 0 || box.rect.height == 0
          } ?? true
        if shows { shownIDs += box.ids }
      }
      // Each label names boxes with one frame (their ids joined by ` · `, a selection after ` ▸ `), in a label
      // or through a number the legend spells out; every box of which something shows is named exactly once.
      var named: [String] = []
      for label in read.writtenLabels {
        let segments = label.components(separatedBy: " · ")
        var frame: Rect?
        for segment in segments {
          let id = segment.components(separatedBy: " ▸ ")[0]
          let caption = selections[id].map { " ▸ " + SelectionState.caption($0) } ?? ""
          #expect(segment == id + caption, "\(name) at \(width): \(label)")
          named.append(id)
          if let first = frame { #expect(framesByID[id] == first, "\(label)") } else { frame = framesByID[id] }
        }
      }
      #expect(named.sorted() == shownIDs.sorted(), "\(name) at \(width)")
    }
  }

  @Test func hiddenBranchesAreNotDrawn() throws {
    let inbox = ExampleCommands.request(try #require(Examples.named("inbox")))
    let outcome = run(["render", "--width", "390"], stdin: inbox)
    let labels = try MiniXML.parse(outcome.stdout).all.filter { $0.name == "title" }.map(\.text)
    #expect(labels.contains { $0.hasPrefix("compact-list: ") })
    #expect(!labels.contains { $0.hasPrefix("two-columns: ") || $0.hasPrefix("sidebar: ") })
  }

  @Test("S15.4: frames are drawn back to front, a background's content behind the node it decorates")
  func framesAreDrawnInDrawingOrder() throws {
    let request = #"""
      {"root": {"kind": "vstack", "id": "stack", "children": [
        {"kind": "background", "id": "card", "child": {"kind": "fixed", "id": "label", "width": 40, "height": 10},
         "content": {"kind": "flexible", "id": "fill"}},
        {"kind": "overlay", "id": "icon", "child": {"kind": "fixed", "id": "image", "width": 20, "height": 20},
         "content": {"kind": "fixed", "id": "badge", "width": 6, "height": 6}}]}}
      """#
    let outcome = run(["render", "--width", "100"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let labels = try MiniXML.parse(outcome.stdout).all.filter { $0.name == "title" }.map {
      String($0.text.prefix { $0 != ":" })
    }
    // The decorations have their primaries' frames: each joins its id to its primary's box, drawn where the
    // primary is drawn (after a background's content, before an overlay's).
    #expect(labels == ["stack", "fill", "card · label", "icon · image", "badge"])
    let layout = run(["layout"], stdin: request)
    let ids = layout.stdout.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.firstRange(of: #"{"id": ""#)?.upperBound else { return nil }
      return String(line[start..<line.endIndex].prefix { $0 != "\"" })
    }
    #expect(ids == ["stack", "card", "fill", "label", "icon", "image", "badge"])
  }

  @Test func textIsEscaped() throws {
    let id = "<&\"'>\u{1}\u{FFFE} é"
    let request = requestJSON(
      root: Node.hstack([Node.flexible().id(id), Node.spacer().id("--")]).id("a -- b"),
      proposal: ProposedSize(width: 100, height: 50), environment: .standard)
    let outcome = run(["render", "--width", "100"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let svg = try MiniXML.parse(outcome.stdout)
    #expect(MiniXML.foundationAccepts(outcome.stdout))
    let labels = svg.all.filter { $0.name == "text" }.map(\.text)
    // The id does not fit in its box: it is in the legend (`1  <id>`), escaped as well.
    #expect(labels.contains { $0.hasSuffix("<&\"'>\u{FFFD}\u{FFFD} é") })
    #expect(labels.contains("a -- b"))
    #expect(SVGWriter.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
    var writer = SVGWriter(width: 1, height: 1)
    writer.comment("x -- y --")
    #expect(throws: Never.self) { try MiniXML.parse(writer.finish()) }
  }

  @Test func proposalsInTitlesAndNegativeCoordinates() throws {
    let request = #"""
      {"root": {"kind": "frame", "id": "frame", "width": 100, "height": 40, "child":
        {"kind": "fixed", "id": "wide", "width": 300, "height": 80}}}
      """#
    let outcome = run(["render", "--width", "null", "--width", "infinity", "--height", "40"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let svg = try MiniXML.parse(outcome.stdout)
    let titles = Self.panels(svg).map { $0.children.first?.text }
    #expect(titles == ["width unspecified, height 40", "width infinity, height 40"])
    // The child overflows its frame to (-100, -20): the panel's content is shifted to show all of it.
    let content = try #require(Self.panels(svg).first?.children.last)
    #expect(content.attributes["transform"]?.hasPrefix("translate(100 ") == true)
    #expect(Double(svg.attributes["width"] ?? "") ?? 0 >= 300 * 2)
  }

  @Test func outputFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flexlayout-render-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.svg").path
    let request = ExampleCommands.request(try #require(Examples.named("report-builder")))
    for flag in ["-o", "--output"] {
      let outcome = run(["render", "--width", "500", "--width", "800", flag, path], stdin: request)
      #expect(outcome.exitCode == 0, "\(outcome.stderr)")
      #expect(outcome.stdout.isEmpty)
      let written = try String(contentsOfFile: path, encoding: .utf8)
      #expect(written == run(["render", "--width", "500", "--width", "800"], stdin: request).stdout)
    }
    let unwritable = run(
      ["render", "--width", "500", "-o", directory.appendingPathComponent("no/such/dir.svg").path], stdin: request)
    #expect(unwritable.exitCode == 1)
    #expect(unwritable.stdout.isEmpty)
    #expect(unwritable.stderr.hasPrefix("error: cannot write '"))
  }

  @Test func exitCodes() {
    let request = ExampleCommands.request(Examples.all[0])
    let usage: [([String], String)] = [
      (["render"], "error: missing required option '--width <w>'"),
      (["render", "--width", "-1"], "error: invalid value '-1' for '--width'"),
      (["render", "--width", "1", "--height", "x"], "error: invalid value 'x' for '--height'"),
      (["render", "--width", "1", "--height", "1", "--height", "2"], "error: '--height' given more than once"),
      (["render", "--width", "1", "-o"], "error: missing value for '-o' (expected <file.svg>)"),
      (["render", "--width", "1", "--output", ""], "error: '--output' needs a file name"),
      (["render", "--wdth", "1"], "error: unknown option '--wdth' (did you mean '--width'?)"),
      (["render"] + (0...RenderCommand.maximumPanels).flatMap { _ in ["--width", "1"] }, "error: at most 100 widths"),
    ]
    for (arguments, prefix) in usage {
      let outcome = run(arguments, stdin: request)
      #expect(outcome.exitCode == 64, "\(arguments)")
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.hasPrefix(prefix), "\(arguments): \(outcome.stderr)")
      #expect(outcome.stderr.contains("\nUSAGE: flexlayout render [<file>] --width <w> [--width <w> ...]"))
    }
    let invalid = run(["render", "--width", "1"], stdin: #"{"root": {"kind": "split", "columns": []}}"#)
    #expect(invalid.exitCode == 1)
    #expect(invalid.stderr == "error: /root/columns: a split needs at least one column [line 1, column 39]\n")
    let greedy = run(["render", "--width", "infinity"], stdin: #"{"root": {"kind": "flexible"}}"#)
    #expect(greedy.exitCode == 1)
    #expect(greedy.stdout.isEmpty)
    #expect(greedy.stderr.contains("(at width infinity)"), "\(greedy.stderr)")
    let deep = run(["render", "--width", "1"], stdin: String(repeating: "{\"a\":", count: 100_000))
    #expect(deep.exitCode == 3)
    let terminal = FlexLayoutCommand.run(
      arguments: ["render", "--width", "1"], stdin: { Data() }, stdinIsTerminal: true)
    #expect(terminal.exitCode == 64)
  }

  /// A picture draws at most `LayoutPicture.maximumFrames` frames per panel and says how many it left out.
  @Test func hugeTreesAreCapped() throws {
    let count = LayoutPicture.maximumFrames + 5
    let root = Node.vstack(spacing: 0, (0..<count).map { Node.fixed(width: 1, height: 1).id("n\($0)") }).id("stack")
    let request = requestJSON(root: root, proposal: .unspecified, environment: .standard)
    let outcome = run(["render", "--width", "10"], stdin: request)
    #expect(outcome.exitCode == 0)
    #expect(outcome.stderr == "warning: 6 frames were not drawn: a panel draws at most 20000 frames\n")
    #expect(outcome.stdout.contains(">6 more frames not drawn</text>"))
    #expect(throws: Never.self) { try MiniXML.parse(outcome.stdout) }
  }
}

extension CLIRenderTests {
  @Test("a text's words are grey bars on the lines the layout wrapped them into")
  func textWordsAreDrawn() throws {
    // Words 20, 30, 40 (space 5) proposed 60 wide: "20 30" (55) on the first line, "40" on the second; a line
    // limit of 2 keeps both. The second text, one 90-point word in a 50-point frame, is 90 wide (its longest
    // word) and sticks out of the frame on both sides, bar and all.
    let request = """
      {"root": {"kind": "vstack", "spacing": 0, "alignment": "leading", "children": [
        {"kind": "text", "id": "t", "words": [20, 30, 40], "spaceWidth": 5, "lineHeight": 10, "lineLimit": 2},
        {"kind": "frame", "width": 50, "child": {"kind": "text", "id": "long", "words": [90], "lineHeight": 10}}]}}
      """
    let outcome = run(["render", "--width", "60"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let svg = try MiniXML.parse(outcome.stdout)
    let bars = svg.all.filter { $0.name == "g" && $0.attributes["class"] == "words" }.flatMap(\.children).map { bar in
      ["x", "y", "width", "height"].map { bar.attributes[$0] ?? "" }.joined(separator: " ")
    }
    let result = try LayoutEngine(try LayoutRequest(json: request).root).layout(
      proposal: ProposedSize(width: 60, height: nil))
    let long = try #require(result["long"])
    #expect(
      bars == [
        "0 3 20 4.5", "25 3 30 4.5", "0 13 40 4.5",
        "\(SVGWriter.number(long.x)) \(SVGWriter.number(long.y + 3)) 90 4.5",
      ])
  }
}

extension CLIRenderTests {
  @Test("an id goes inside its box, else beside it, where it covers no word and no label; else a number")
  func labelsDoNotCollide() {
    let area = Rect(x: 0, y: 0, width: 400, height: 200)
    var placement = LayoutPicture.LabelPlacement(words: [
      Rect(x: 0, y: 60, width: 100, height: 12),  // a line of words at the top of "worded"
      Rect(x: 0, y: 130, width: 400, height: 70),  // words all around "covered"
    ])
    let placed = [
      // Fits at its top-left corner: "outer" is 5 × 6 = 30 points wide, 12 tall, from (3, 1).
      placement.place("outer", box: Rect(x: 0, y: 0, width: 200, height: 100), area: area),
      // Its top-left corner is taken by "outer": its top-right one, 3 points in from 150.
      placement.place("inner", box: Rect(x: 0, y: 0, width: 150, height: 50), area: area),
      // Words fill its top: its bottom-left corner, 12 + 1 points up from its bottom at 88.
      placement.place("worded", box: Rect(x: 0, y: 58, width: 100, height: 30), area: area),
      // Too small for its id inside: above it.
      placement.place("tiny", box: Rect(x: 300, y: 60, width: 10, height: 10), area: area),
      // Words in and around it: a number, moved right past the words from its top-right corner (no row keeps
      // it inside the area: the first row).
      placement.place("covered", box: Rect(x: 0, y: 150, width: 100, height: 20), area: area),
    ]
    typealias Placed = LayoutPicture.LabelPlacement.Placed
    #expect(
      placed == [
        Placed(text: "outer", x: 3, y: 1, isNumber: false), Placed(text: "inner", x: 117, y: 1, isNumber: false),
        Placed(text: "worded", x: 3, y: 75, isNumber: false), Placed(text: "tiny", x: 300, y: 48, isNumber: false),
        Placed(text: "1", x: 402, y: 151, isNumber: true),
      ])
    #expect(placement.legend == ["1  covered"])
  }
}

extension CLIRenderTests {
  @Test("boxes: leaves filled, containers outlined, modifiers dotted only where they change the frame; selections")
  func boxStyles() throws {
    let request = """
      {"root": {"kind": "vstack", "id": "stack", "spacing": 0, "alignment": "leading", "children": [
        {"kind": "padding", "id": "pad", "all": 5, "child": {"kind": "fixed", "id": "icon", "width": 20, "height": 20}},
        {"kind": "frame", "id": "same", "width": 20, "height": 20,
         "child": {"kind": "fixed", "width": 20, "height": 20}},
        {"kind": "viewThatFits", "id": "pick", "axes": ["horizontal"], "children": [
          {"kind": "fixed", "width": 500, "height": 10}, {"kind": "fixed", "id": "small", "width": 50, "height": 10}]}]}}
      """
    let outcome = run(["render", "--width", "300"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let svg = try MiniXML.parse(outcome.stdout)
    let boxes = svg.all.filter { $0.name == "g" && $0.children.first?.name == "title" }
    let styles = Dictionary(
      uniqueKeysWithValues: boxes.map { box in
        (String(box.children[0].text.prefix { $0 != ":" }), box.attributes["class"] ?? "")
      })
    // The padding changes its child's frame: dotted, alone. The frame of 20 × 20 around a 20 × 20 leaf without
    // an id is drawn as what it shows, a leaf.
    #expect(
      styles == [
        "stack": "container", "pad": "modifier", "icon": "leaf", "same": "leaf", "pick": "container", "small": "leaf",
      ])
    let rect = { (id: String) in boxes.first { $0.children[0].text.hasPrefix("\(id):") }?.children[1].attributes ?? [:]
    }
    #expect(rect("icon")["fill-opacity"] == "0.22")
    #expect(rect("stack")["fill-opacity"] == "0.04" && rect("stack")["stroke-width"] == "1.5")
    #expect(rect("pad")["fill-opacity"] == "0" && rect("pad")["stroke-dasharray"] == "1 2")
    // The selector's label says what it shows.
    let panel = try #require(try PicturePanel.panels(outcome.stdout).first)
    #expect(panel.writtenLabels.contains { $0.components(separatedBy: " · ").contains("pick ▸ child 1") })
    let key = svg.all.filter { $0.attributes["class"] == "key" }.map(\.text)
    #expect(key.joined(separator: " · ") == LayoutPicture.key)
  }

  @Test("a text made from a string shows its characters on its lines, each word exactly its width")
  func textStringsAreDrawn() throws {
    // "Hello world" at 8 points a character proposed 60: "Hello" (40) on the first line, "world" on the
    // second (40 + 8 + 40 = 88 > 60). "Overflowing" (11 × 8 = 88) in a 50-point frame breaks between its
    // characters (S2.9): "Overfl" (48) and "owing" (40), each piece drawn as its characters.
    let request = """
      {"root": {"kind": "vstack", "spacing": 0, "alignment": "leading", "children": [
        {"kind": "text", "id": "t", "text": "Hello world", "charWidth": 8, "lineHeight": 20, "baseline": 15},
        {"kind": "frame", "width": 50, "child": {"kind": "text", "id": "long", "text": "Overflowing", "lineHeight": 20}}]}}
      """
    let outcome = run(["render", "--width", "60"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let svg = try MiniXML.parse(outcome.stdout)
    let strings = svg.all.filter { $0.name == "g" && $0.attributes["class"] == "string" }
    #expect(strings.count == 2)
    let result = try LayoutEngine(try LayoutRequest(json: request).root).layout(
      proposal: ProposedSize(width: 60, height: nil))
    let t = try #require(result["t"])
    let long = try #require(result["long"])
    let drawn = strings.flatMap(\.children).map { word in
      [word.text] + ["x", "y", "textLength"].map { word.attributes[$0] ?? "" }
    }
    let n = SVGWriter.number
    #expect(
      drawn == [
        ["Hello", n(t.x), n(t.y + 15), "40"], ["world", n(t.x), n(t.y + 35), "40"],
        ["Overfl", n(long.x), n(long.y + 16), "48"], ["owing", n(long.x), n(long.y + 36), "40"],
      ])
    #expect(!svg.all.contains { $0.attributes["class"] == "words" })
  }
}

extension CLIRenderTests {
  @Test("right to left, a text's lines start at its right edge")
  func rightToLeftTextLines() throws {
    // "ab cde" at 10 points a character in a 40-point frame: "ab" (20) then "cde" (30) on the next line
    // (20 + 10 + 30 > 40); the text is as wide as its widest line, 30, and each line ends at its right edge.
    let request = """
      {"environment": {"layoutDirection": "rightToLeft"},
       "root": {"kind": "text", "id": "t", "text": "ab cde", "charWidth": 10, "lineHeight": 20}}
      """
    let outcome = run(["render", "--width", "40"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let strings = try #require(
      try MiniXML.parse(outcome.stdout).all.first { $0.name == "g" && $0.attributes["class"] == "string" })
    let result = try LayoutEngine(try LayoutRequest(json: request).root).layout(
      proposal: ProposedSize(width: 40, height: nil), environment: LayoutEnvironment(layoutDirection: .rightToLeft))
    let frame = try #require(result["t"])
    #expect(frame.width == 30)
    let starts = strings.children.map { [$0.text, $0.attributes["x"] ?? ""] }
    #expect(starts == [["ab", SVGWriter.number(frame.maxX - 20)], ["cde", SVGWriter.number(frame.maxX - 30)]])
  }
}
