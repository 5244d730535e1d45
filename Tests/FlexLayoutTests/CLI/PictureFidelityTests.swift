import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutCLI
@testable import FlexLayoutFormat

/// Pictures that agree with the layout (issue 28, part 4): `render` draws exactly the lines the layout made,
/// its labels cover no word, a phone screen with a hundred ids stays about the screen's size, a scroll's
/// content shows only in its viewport between the bars, backgrounds laid over one another stay light and apart,
/// and every character drawn is one a viewer has a glyph for.
@Suite("CLI: pictures agree with the layout")
struct PictureFidelityTests {
  typealias Outcome = (stdout: String, stderr: String, exitCode: Int32)

  func run(_ arguments: [String], stdin: String = "") -> Outcome {
    FlexLayoutCommand.run(arguments: arguments, stdin: { Data(stdin.utf8) })
  }

  /// Realistic monospaced character widths: 13, 15 and 17-point system text.
  static let charWidths = [5.6, 6.4, 7.4]
  static let scales: [Double?] = [nil, 1, 2, 3]
  static let widths = [320.0, 390, 744, 1024]

  /// `node` with every text made from a string made again at `charWidth` points a character.
  static func retyped(_ node: Node, charWidth: Double) -> Node {
    var node = node
    if case .text(let text) = node.kind, let string = text.string, text.stringWords != nil {
      node.kind = .text(
        TextLeaf(
          string, charWidth: charWidth, lineHeight: text.lineHeight, lineLimit: text.lineLimit,
          reservesSpace: text.reservesSpace, baseline: text.baseline))
    }
    node.children = node.children.map { retyped($0, charWidth: charWidth) }
    return node
  }

  /// The realistic phone screen: a 390 × 844 timeline with 107 ids, a scroll between a navigation bar and a
  /// tab bar, in a 47/34-point safe area at display scale 3 (Fixtures/screens/README.md).
  static func timeline() throws -> LayoutRequest {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent("screens/timeline.json"))
    return try LayoutRequest(json: [UInt8](try Data(contentsOf: url)))
  }

  /// S2.3 and S2.7 as a renderer reads them: the word ranges of each line, each run between forced breaks
  /// wrapped greedily at `width` on its own (an empty run is an empty line).
  static func wrapped(_ words: [Double], breaks: [Int], space: Double, width: Double?) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var runStart = 0
    for runEnd in breaks + [words.count] {
      var start = runStart
      var line = 0.0
      for index in runStart..<runEnd {
        if index == start {
          line = words[index]
        } else if let width, width.isFinite, (line + space) + words[index] > width {
          lines.append(start..<index)
          start = index
          line = words[index]
        } else {
          line = (line + space) + words[index]
        }
      }
      lines.append(start..<runEnd)
      runStart = runEnd
    }
    return words.isEmpty && breaks.isEmpty ? [] : lines
  }

  /// Renders `root` at every width of ``widths`` and checks that every word of every visible text made from a
  /// string is drawn whole, on the line and at the place the layout wrapped it to; returns the words checked.
  func checkEveryWord(_ root: Node, _ proposal: ProposedSize, _ environment: LayoutEnvironment, _ label: String)
    throws -> Int
  {
    var checked = 0
    let request = requestJSON(root: root, proposal: proposal, environment: environment)
    let outcome = run(["render"] + Self.widths.flatMap { ["--width", JSONWriter.number($0)] }, stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    for (panel, width) in zip(try PicturePanel.panels(outcome.stdout), Self.widths) {
      let result = try ReferenceSolver.layout(
        root, proposal: ProposedSize(width: width, height: proposal.height), environment: environment,
        reportingTextLines: true)
      var drawn: [String: [PicturePanel.Word]] = [:]
      for word in panel.words { drawn[word.characters, default: []].append(word) }
      for (index, text) in TreeOutline(root).texts
      where result.visibility[index] && !result.isHidden(NodeID(index)) {
        guard let words = text.stringWords, let lines = result.textLines(of: NodeID(index)) else { continue }
        let frame = result.frames[index]
        let baseline = text.baseline ?? text.lineHeight * TextLeaf.defaultBaselineFraction
        let ranges = Self.wrapped(
          text.wordWidths, breaks: text.lineBreaks, space: text.spaceWidth, width: lines.proposedWidth)
        #expect(ranges.count == lines.needed)
        for (line, range) in ranges.prefix(lines.kept).enumerated() {
          var x = frame.x
          for word in range {
            let expected = GlyphFallback.drawable(words[word])
            let y = frame.y + Double(line) * text.lineHeight + baseline
            let found = (drawn[expected] ?? []).contains {
              abs($0.x - x) < 0.0015 && abs($0.baseline - y) < 0.0015
                && abs($0.length - text.wordWidths[word]) < 0.0015
            }
            // Tail truncation (Docs/CLI.md, `render`): a truncated text's last kept line may be cut, inside a word or
            // before it, to leave room for its ellipsis; the words before the cut are whole.
            if !found && lines.isTruncated && line == lines.kept - 1 { break }
            let place = "\(words[word]) (line \(line) of \(lines.kept)) at \(x), \(y)"
            #expect(found, "\(label), width \(width): \(place)")
            checked += 1
            x = (x + text.wordWidths[word]) + text.spaceWidth
          }
        }
      }
    }
    return checked
  }

  @Test(
    "every word of every text is drawn whole, on the line and at the place the layout wrapped it to, at every scale",
    arguments: Examples.all.map(\.name))
  func everyWordOnTheLayoutsLines(name: String) throws {
    let example = try #require(Examples.named(name))
    var checked = 0
    for charWidth in Self.charWidths {
      let root = Self.retyped(example.root, charWidth: charWidth)
      for scale in Self.scales {
        let label = "\(name), charWidth \(charWidth), scale \(String(describing: scale))"
        checked += try checkEveryWord(root, example.proposal, LayoutEnvironment(displayScale: scale), label)
      }
    }
    #expect(checked > 0)
  }

  @Test("a styled text is drawn in Inter at its style's point size and weight (S2.8), each word at its measured width")
  func styledTextIsDrawnInItsTypeface() throws {
    let root = Node.vstack(
      alignment: .leading,
      [
        Node(.text(TextLeaf("Quarterly report", style: .headline))).id("headline"),
        Node(.text(TextLeaf("Due Friday", style: .caption))).id("caption"),
      ])
    for size in [DynamicTypeSize.large, .accessibility3] {
      let environment = LayoutEnvironment(dynamicTypeSize: size)
      let request = requestJSON(root: root, proposal: ProposedSize(width: 390, height: nil), environment: environment)
      let outcome = run(["render", "--width", "390"], stdin: request)
      #expect(outcome.exitCode == 0, "\(outcome.stderr)")
      let svg = outcome.stdout
      for style in [TextStyle.headline, .caption] {
        let group =
          #"font-family="Inter, Helvetica Neue, Arial, sans-serif""#
          + (style.isSemibold ? #" font-weight="600""# : "")
          + #" font-size="\#(JSONWriter.number(style.pointSize(at: size)))""#
        #expect(svg.contains(group), "\(style) at \(size): no \(group)")
      }
      let words = try #require(try PicturePanel.panels(svg).first).words
      let report = TextLeaf("Quarterly report", style: .headline)
      let width = report.scaledLength(report.wordWidths[0], at: size)
      #expect(
        words.contains { $0.characters == "Quarterly" && abs($0.length - width) < 0.0015 },
        "\(size): \(words.filter { $0.characters == "Quarterly" }.map(\.length)), expected \(width)")
    }
    #expect(try checkEveryWord(root, ProposedSize(width: 390, height: nil), .standard, "styled") == 4 * 4)
  }

  @Test("a newline in a text is a line break in the picture (S2.7): each word on the line the layout made")
  func newlinesBreakDrawnLines() throws {
    let root = Node.vstack(
      alignment: .leading,
      [
        Node.text("Title\nA subtitle long enough to wrap at the narrower widths", charWidth: 7.4).id("two"),
        Node.text("\nafter an empty line\n\nand another\n", charWidth: 6.4, lineLimit: 3).id("empty"),
      ])
    var checked = 0
    for scale in Self.scales {
      let environment = LayoutEnvironment(displayScale: scale)
      checked += try checkEveryWord(
        root, ProposedSize(width: 390, height: nil), environment, "scale \(String(describing: scale))")
    }
    // The eleven words of the first text; of the second the three kept lines ("", "after an empty line", ""): the
    // fourth, "and another", is past its limit, and the final newline adds no line.
    #expect(checked == Self.scales.count * Self.widths.count * 15)
    let subtitle = try LayoutEngine(root).layout(proposal: ProposedSize(width: 1_000, height: nil))
    #expect(subtitle["two"]?.height == 34, "two lines however wide")
  }

  @Test("a word broken between characters is drawn as its pieces, on the layout's lines, within the frame (S2.9)")
  func brokenWordsDrawnAsPieces() throws {
    let text = TextLeaf("hi abcdefgh", charWidth: 10, lineHeight: 10)
    let engine = try LayoutEngine(Node(.text(text)))
    engine.reportsTextLines = true
    let result = try engine.layout(proposal: ProposedSize(width: 50, height: nil))
    let placed = LayoutPicture.placedWords(
      text, in: result.frames[0], .large, report: result.textLines(of: NodeID(0)))
    // "hi" | "abcde" | "fgh": the long word moves to its own line first, then breaks before the character that
    // does not fit.
    #expect(placed.map(\.line) == [0, 1, 2])
    #expect(placed.map(\.word) == [0, 1, 1])
    #expect(placed.map(\.characters) == [nil, 0..<5, 5..<8])
    #expect(placed.map(\.width) == [20, 50, 30])
    #expect(placed.allSatisfy { $0.x >= 0 && $0.x + $0.width <= result.frames[0].width })
    #expect(LayoutPicture.slice("abcdefgh", 5..<8) == "fgh")
    // Right to left each piece starts at the frame's right edge.
    let mirrored = LayoutPicture.placedWords(
      text, in: result.frames[0], .large, .rightToLeft, report: result.textLines(of: NodeID(0)))
    #expect(mirrored.map(\.x) == [30, 0, 20])
  }

  @Test("a truncated text's last line goes on with its paragraph and is cut so the ellipsis fits inside the frame")
  func truncatedTailFitsTheFrame() throws {
    /// `text` laid out alone at `width`, and its tail as drawn with an ellipsis `ellipsis` wide.
    func tail(
      _ text: TextLeaf, width: Double, ellipsis: Double, _ direction: LayoutDirection = .leftToRight
    ) throws -> (frame: Rect, tail: LayoutPicture.TruncatedTail) {
      let engine = try LayoutEngine(Node(.text(text)))
      engine.reportsTextLines = true
      let result = try engine.layout(proposal: ProposedSize(width: width, height: nil))
      let report = try #require(result.textLines(of: NodeID(0)))
      #expect(report.isTruncated)
      let placed = LayoutPicture.placedWords(text, in: result.frames[0], .large, direction, report: report)
      return (
        result.frames[0],
        LayoutPicture.TruncatedTail(
          placed, of: text, lastLine: report.kept - 1, width: result.frames[0].width, ellipsis: ellipsis, .large,
          direction)
      )
    }
    // "aaaaaa" | "bb" | "ccccc" at 60 pt, 10 pt a character, two lines kept: the frame is 60 wide (the first
    // line). The second line goes on with "ccccc", cut where the ellipsis (one character) still fits: "bb cc…".
    let text = TextLeaf("aaaaaa bb ccccc", charWidth: 10, lineHeight: 10, lineLimit: 2)
    let (frame, continued) = try tail(text, width: 60, ellipsis: 10)
    #expect(frame.width == 60)
    #expect(continued.words.map(\.word) == [0, 1, 2])
    #expect(continued.words.map(\.characters) == [nil, nil, 0..<2])
    #expect(continued.words.map(\.x) == [0, 0, 30])
    #expect(continued.ellipsisX == 50 && continued.line == 1)
    // Right to left, mirrored: the ellipsis on the line's left, inside the frame.
    let mirrored = try tail(text, width: 60, ellipsis: 10, .rightToLeft).tail
    #expect(mirrored.words.map(\.x) == [0, 40, 10])
    #expect(mirrored.ellipsisX == 0)
    // A last line as wide as the frame loses characters at its end to make room: "one two" → "one tw…"; a text
    // given as widths loses part of its last bar.
    let full = TextLeaf("one two three", charWidth: 8, lineHeight: 10, lineLimit: 1)
    let (fullFrame, cut) = try tail(full, width: 60, ellipsis: 8)
    #expect(fullFrame.width == 56)
    #expect(cut.words.map(\.characters) == [nil, 0..<2])
    #expect(cut.ellipsisX == 48)
    let bars = TextLeaf(wordWidths: [30, 30, 30], spaceWidth: 4, lineHeight: 10, lineLimit: 2)
    let (barsFrame, shortened) = try tail(bars, width: 60, ellipsis: 6)
    #expect(barsFrame.width == 30)
    #expect(shortened.words.map(\.width) == [30, 24])
    #expect(shortened.ellipsisX == 24)
    // Through `render`: the ellipsis ends inside its text's frame (textLength is its width).
    let outcome = run(
      ["render", "--width", "60"],
      stdin: requestJSON(
        root: Node(.text(full)).id("full"), proposal: ProposedSize(width: 60, height: nil),
        environment: LayoutEnvironment()))
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains(#"class="ellipsis""#))
  }

  @Test("a text below a dynamicTypeSize is drawn at the size it was laid out at (S14.4), the others at the page's")
  func limitedTextIsDrawnAtItsSize() throws {
    let root = Node.vstack([
      Node.text("Design Team", charWidth: 7.4).id("pinned").dynamicTypeSize(.accessibility3),
      Node.text("small print", charWidth: 7.4).id("plain"),
    ])
    for (page, pinned) in [(DynamicTypeSize.large, 40.0 / 17), (.accessibility5, 40.0 / 17), (.xSmall, 40.0 / 17)] {
      let environment = LayoutEnvironment(dynamicTypeSize: page)
      let request = requestJSON(root: root, proposal: ProposedSize(width: 390, height: 844), environment: environment)
      let outcome = run(["render", "--width", "390"], stdin: request)
      #expect(outcome.exitCode == 0, "\(outcome.stderr)")
      let words = try #require(try PicturePanel.panels(outcome.stdout).first).words
      for (characters, factor) in [
        ("Design", pinned), ("Team", pinned), ("small", page.scaleText(17) / 17), ("print", page.scaleText(17) / 17),
      ] {
        let length = 7.4 * Double(characters.count) * factor
        #expect(
          words.contains { $0.characters == characters && abs($0.length - length) < 0.0015 },
          "\(characters) at \(page): \(words.filter { $0.characters == characters }.map(\.length)), expected \(length)")
      }
    }
  }

  @Test("a label covers no word of any text", arguments: Examples.all.map(\.name) + ["timeline"])
  func labelsCoverNoWord(name: String) throws {
    var requests: [(request: String, widths: [Double])] = []
    if let example = Examples.named(name) {
      for scale in [nil, 3.0] {
        let request = requestJSON(
          root: example.root, proposal: example.proposal, environment: LayoutEnvironment(displayScale: scale))
        requests.append((request, [320, 390, 744, 1024, 1440]))
      }
    } else {
      let timeline = try Self.timeline()
      requests.append(
        (requestJSON(root: timeline.root, proposal: timeline.proposal, environment: timeline.environment), [390, 744]))
    }
    var labels = 0
    for (request, widths) in requests {
      let outcome = run(["render"] + widths.flatMap { ["--width", JSONWriter.number($0)] }, stdin: request)
      #expect(outcome.exitCode == 0, "\(outcome.stderr)")
      for panel in try PicturePanel.panels(outcome.stdout) {
        // The words that show: a word scrolled out of its clip is not there to cover.
        let shown = panel.words.compactMap { word in
          let extent = PicturePanel.extent(of: word)
          return word.clip.map { PicturePanel.overlap($0, extent) } ?? true ? extent : nil
        }
        for label in panel.labels {
          let extent = PicturePanel.extent(of: label)
          let covered = shown.first { PicturePanel.overlap($0, extent) }
          #expect(
            covered == nil, "\(name), \(panel.title): label \(label.text) at \(extent) covers a word at \(covered!)")
          labels += 1
        }
      }
    }
    #expect(labels > 0)
  }

  @Test("a 390 × 844 screen with over 100 ids draws at about its own size, its ids in place and readable")
  func aHundredIdsStayReadable() throws {
    let timeline = try Self.timeline()
    #expect(timeline.root.count > 100)
    #expect(TreeOutline(timeline.root).entries.count > 100)
    let request = requestJSON(root: timeline.root, proposal: timeline.proposal, environment: timeline.environment)
    let outcome = run(["render", "--width", "390"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let svg = try MiniXML.parse(outcome.stdout)
    let width = PicturePanel.number(svg.attributes["width"])
    let height = PicturePanel.number(svg.attributes["height"])
    // The screen, its 16-point margins, and a header, a key and a short legend: at most 30 % taller than it.
    #expect(width <= 390 + 2 * LayoutPicture.margin + 8, "\(width)")
    #expect(height <= 844 * 1.3, "\(height)")
    let panel = try #require(try PicturePanel.panels(outcome.stdout).first)
    #expect(panel.labels.allSatisfy { $0.fontSize >= 10 })
    // Most boxes are named where they are: at most one in ten through the legend.
    let names = panel.labels.filter { !$0.isNumber }.count
    #expect(panel.legend.count * 10 <= names + panel.legend.count, "\(panel.legend)")
  }

  @Test("a scroll's content shows in its viewport between the bars, and only what shows is named")
  func scrollContentIsClippedToItsViewport() throws {
    let timeline = try Self.timeline()
    let request = requestJSON(root: timeline.root, proposal: timeline.proposal, environment: timeline.environment)
    let outcome = run(["render", "--width", "390"], stdin: request)
    let panel = try #require(try PicturePanel.panels(outcome.stdout).first)
    let result = try LayoutEngine(timeline.root).layout(proposal: timeline.proposal, environment: timeline.environment)
    // The scroll reaches under the bars (S5.6); what it shows is between them, where its background (which does
    // not ignore the safe area) lies.
    let scroll = try #require(result["timeline-scroll"])
    let between = try #require(result["scroll-background"])
    #expect(scroll.height > between.height)
    let outline = TreeOutline(timeline.root)
    let scrollIndex = try #require(result.ids["timeline-scroll"]).index
    let inside = Set(
      outline.entries.filter { $0.index > scrollIndex && $0.index < outline.subtreeEnds[scrollIndex] }.map(\.id))
    #expect(inside.count > 50)
    for box in panel.boxes {
      let isInside = box.ids.contains { inside.contains($0) }
      let clip = box.clip.map { [$0.x, $0.y, $0.width, $0.height].map(SVGWriter.number) }
      #expect(
        clip == (isInside ? [between.x, between.y, between.width, between.height].map(SVGWriter.number) : nil),
        "\(box.ids)")
    }
    #expect(panel.texts.filter { $0.clip != nil }.count > 20)

    // Without bars, the viewport is the scroll's frame; rows scrolled out of it are not named and do not make the
    // picture taller.
    let rows = (0..<20).map { Node.fixed(width: 100, height: 40).id("row-\($0)") }
    let list = Node.vstack([
      .fixed(width: 100, height: 50).id("header"), Node.vstack(rows).id("rows").scroll().id("viewport"),
    ])
    let short = run(
      ["render", "--width", "100"],
      stdin: requestJSON(
        root: list, proposal: ProposedSize(width: 100, height: 300), environment: .standard))
    #expect(short.exitCode == 0, "\(short.stderr)")
    let shortPanel = try #require(try PicturePanel.panels(short.stdout).first)
    let laidOut = try LayoutEngine(list).layout(proposal: ProposedSize(width: 100, height: 300))
    let viewport = try #require(laidOut["viewport"])
    #expect(viewport.maxY == 300)
    let named = Set(shortPanel.writtenLabels.flatMap { $0.components(separatedBy: " · ") })
    for index in 0..<20 {
      let row = try #require(laidOut["row-\(index)"])
      let shows = row.y <= viewport.maxY
      #expect(named.contains("row-\(index)") == shows, "row-\(index) at \(row.y)")
    }
    #expect(PicturePanel.number(try MiniXML.parse(short.stdout).attributes["height"]) < 300 + 150)
  }

  @Test("a clipped node's subtree is drawn inside its frame (S16.5), and nothing else is clipped")
  func clippedSubtreeIsClippedToItsFrame() throws {
    let screen = Node.vstack([
      Node.fixed(width: 150, height: 40).id("wide").frame(width: 100, height: 20).id("frame").clipped().id("clip"),
      Node.fixed(width: 60, height: 20).id("below"),
    ])
    let outcome = run(
      ["render", "--width", "200"],
      stdin: requestJSON(root: screen, proposal: ProposedSize(width: 200, height: 100), environment: .standard))
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let panel = try #require(try PicturePanel.panels(outcome.stdout).first)
    let result = try LayoutEngine(screen).layout(proposal: ProposedSize(width: 200, height: 100))
    let clip = try #require(result["clip"])
    let written = [clip.x, clip.y, clip.width, clip.height].map(SVGWriter.number)
    for box in panel.boxes {
      let expected = box.ids.contains("wide") || box.ids.contains("frame") ? written : nil
      #expect(box.clip.map { [$0.x, $0.y, $0.width, $0.height].map(SVGWriter.number) } == expected, "\(box.ids)")
    }
    #expect(panel.boxes.contains { $0.ids.contains("wide") })
  }

  @Test("five full-window backgrounds together are lighter than one leaf, and drawn apart")
  func backgroundsDoNotPileUp() throws {
    let timeline = try Self.timeline()
    let request = requestJSON(root: timeline.root, proposal: timeline.proposal, environment: timeline.environment)
    let panel = try #require(try PicturePanel.panels(run(["render", "--width", "390"], stdin: request).stdout).first)
    let fills = ["window-fill", "navigation-fill", "tabs-fill", "home-fill", "scroll-fill"]
    let boxes = panel.boxes.filter { fills.contains($0.ids[0]) }
    #expect(boxes.count == 5)
    #expect(boxes.allSatisfy { $0.title.hasSuffix(": x 0, y 0, 390 × 844") })
    // Each is its own rectangle: no two drawn over one another.
    #expect(Set(boxes.map { "\($0.rect)" }).count == 5)
    var opacities: [Double] = []
    for box in boxes {
      let group = panel.element.all.first { $0.name == "g" && $0.children.first?.text == box.title }
      let rect = group?.children.first { $0.name == "rect" }
      opacities.append(PicturePanel.number(rect?.attributes["fill-opacity"]))
    }
    let together = 1 - opacities.reduce(1) { $0 * (1 - $1) }
    #expect(together <= 0.22, "\(opacities)")
  }

  @Test("emoji and characters without a sure glyph are drawn as one that every monospaced font has")
  func charactersHaveGlyphs() throws {
    let request = #"""
      {"root": {"kind": "text", "text": "Fox 🦊 ⁂ — “ok” ✨ ☺ é Ж 日本 👍🏽 🇫🇷 1️⃣ ‽", "charWidth": 7}}
      """#
    let outcome = run(["render", "--width", "1000"], stdin: request)
    #expect(outcome.exitCode == 0, "\(outcome.stderr)")
    let panel = try #require(try PicturePanel.panels(outcome.stdout).first)
    #expect(
      panel.words.map(\.characters) == [
        "Fox", "☺", "•", "—", "“ok”", "☺", "☺", "é", "Ж", "日本", "☺", "☺", "☺", "•",
      ])
    // Every word keeps its width: one character drawn for each.
    #expect(panel.words.map(\.length) == [21, 7, 7, 7, 28, 7, 7, 7, 7, 14, 7, 7, 7, 7])
    // And every character of every example and of the phone screen is one with a sure glyph.
    let timeline = try Self.timeline()
    let requests =
      Examples.all.map { ExampleCommands.request($0) }
      + [requestJSON(root: timeline.root, proposal: timeline.proposal, environment: timeline.environment)]
    for request in requests {
      for panel in try PicturePanel.panels(run(["render", "--width", "390"], stdin: request).stdout) {
        for word in panel.words {
          #expect(word.characters.unicodeScalars.allSatisfy(GlyphFallback.isSureGlyph), "\(word.characters)")
        }
      }
    }
  }
}
