import FlexLayout

/// An explorer page: one self-contained HTML file (no network: its style, script and data are inline) where a
/// slider, or dragging the proposed width's edge in the drawing, sweeps the width of a request's layouts
/// (Docs/CLI.md, `explore`).
///
/// Every frame was computed by FlexLayout when the page was written; the page's script only draws them. They
/// are embedded as JSON in `<script type="application/json" id="explorer-data">`:
///
/// - `version`: 2;
/// - `from`, `step`, `count`: the widths, `from + i × step` for `i` in `0..<count`, in points; `height`: the
///   proposed height (`null`: unspecified);
/// - `grid`: the display scale whose pixels the frames are written in, or `null` for points
///   (``ExplorerRecording``);
/// - `extent`: `[x, y, width, height]`, the union of every frame drawn at any width, so the drawing keeps
///   one scale;
/// - `nodes`: per slot, `[preorder number, id or null, depth, family]` (``ExplorerNodes``), and a fifth element,
///   the slot of the clip it is drawn in, for a node inside a scroll or a clipped node; after the drawn nodes,
///   one `[preorder number, null, 0, "clip"]` per scroll or clipped node, whose recorded "frame" is its clip:
///   what of its subtree shows (the viewport less the bars drawn over it);
/// - `texts`: `[slot, space width, line height, [word widths], baseline]` and, for a text made from a string,
///   its words' characters as a sixth element `[words]` (each character one a viewer has a glyph for,
///   ``GlyphFallback``), and for a styled one (S2.8) a seventh, `[point size, weight]`, drawn in Inter at that
///   size; drawn as characters, else as grey bars, on the lines the steps give;
/// - `start` and `transitions`: the selections at the first width, `[id, selection]`, and at each
///   transition `[step index, width, [[id, before, after], …]]`, as `flexlayout sweep` prints them;
/// - `steps`: one per width, what changed from the width before: frames, visibility, hidden marks, drawing
///   order and text lines (``ExplorerRecording``, ``FrameChanges``).
///
/// The page honours a fragment `#width=600` (the nearest width of the sweep) and keeps it up to date. The
/// boxes drawn are `<g class="box …" data-id="…">` elements whose `<rect>` holds the frame in points, so a
/// headless browser's DOM can be checked against `flexlayout layout` (Scripts/check-explorer.sh). The same
/// input gives the same bytes.
package struct ExplorerPage {
  /// One width where the arrangement changes.
  package struct Transition {
    /// The index in the sweep of the first width with the new arrangement.
    let index: Int
    /// That width, in points.
    let width: Double
    /// The containers that changed: id, selection before and after (`nil`: not laid out).
    let changes: [(id: String, before: Selection?, after: Selection?)]

    package init(index: Int, width: Double, changes: [(id: String, before: Selection?, after: Selection?)]) {
      self.index = index
      self.width = width
      self.changes = changes
    }
  }

  /// What the page is of, such as the request's file name.
  let title: String
  let recording: ExplorerRecording
  /// The first width, in points.
  let from: Double
  /// The step between widths, in points.
  let step: Double
  /// The proposed height, `nil` for unspecified.
  let height: Double?
  /// The selections at the first width.
  let start: [(id: String, selection: Selection)]
  let transitions: [Transition]

  package init(
    title: String, recording: ExplorerRecording, from: Double, step: Double, height: Double?,
    start: [(id: String, selection: Selection)], transitions: [Transition]
  ) {
    self.title = title
    self.recording = recording
    self.from = from
    self.step = step
    self.height = height
    self.start = start
    self.transitions = transitions
  }

  /// The number of widths.
  var count: Int { recording.steps.count }

  /// The `index`th width, as the sweep computes it.
  func width(_ index: Int) -> Double { from + Double(index) * step }

  /// The page.
  package var html: String {
    let n = JSONWriter.number
    let last = width(Swift.max(count - 1, 0))
    let heightText = height.map { $0.isInfinite ? "infinity" : n($0) } ?? "unspecified"
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>FlexLayout explorer: \(escape(title))</title>
      <style>
      \(ExplorerPageAssets.style)</style>
      </head>
      <body>
      <header>
      <h1>\(escape(title))</h1>
      <p class="summary">Widths \(n(from)) to \(n(last)), step \(n(step)): \(count) layout\(count == 1 ? "" : "s") \
      by FlexLayout, height \(heightText); \(transitions.count) transition\(transitions.count == 1 ? "" : "s").
      Drag the slider or the dashed edge of the drawing; click a transition to go there.</p>
      </header>
      <section class="controls">
      <label for="width">width</label>
      <div class="track">
      <input type="range" id="width" min="\(n(from))" max="\(n(last))" step="\(n(step))" value="\(n(from))" \
      list="transition-widths">
      <div class="ticks" aria-hidden="true">

      """
    let span = last - from
    for transition in transitions {
      let percent = span > 0 ? ((transition.width - from) / span * 100_000).rounded() / 1000 : 0
      let names = transition.changes.map(\.id).joined(separator: ", ")
      page += "<span class=\"tick\" style=\"--at: \(n(percent))\" data-width=\"\(n(transition.width))\" "
      page += "title=\"width \(n(transition.width)): \(escape(names))\"></span>\n"
    }
    page += "</div>\n</div>\n<output id=\"width-value\" for=\"width\">\(n(from))</output>\n"
    page += "<datalist id=\"transition-widths\">\n"
    for transition in transitions { page += "<option value=\"\(n(transition.width))\"></option>\n" }
    page += "</datalist>\n</section>\n"
    page += """
      <p id="status"></p>
      <div id="drawing"><svg id="canvas" role="img" aria-label="the layout"></svg></div>
      \(ExplorerPageAssets.legend)
      <section class="changes">
      <h2>Where the arrangement changes</h2>
      <ol id="changes">

      """
    page += changeList()
    page += """
      </ol>
      </section>
      <details id="frames-box"><summary>Frames at this width (id x y width height)</summary><pre id="frames"></pre></details>
      <script type="application/json" id="explorer-data">\(data)</script>
      <script>
      \(ExplorerPageAssets.script)</script>
      </body>
      </html>

      """
    return page
  }

  /// The start and each transition as list items, `id before → after` (`SelectionState.text`).
  func changeList() -> String {
    let n = JSONWriter.number
    var list = "<li data-width=\"\(n(from))\"><button type=\"button\">width \(n(from)) (start)</button>\n<ul>\n"
    if start.isEmpty {
      let anyAdaptive = !recording.nodes.outline.adaptive.isEmpty
      list +=
        anyAdaptive
        ? "<li>none of the identified adaptive containers is laid out</li>\n"
        : "<li>no identified grid, viewThatFits, buckets or split to follow</li>\n"
    }
    for (id, selection) in start {
      list += "<li><code>\(escape(id))</code> \(escape(SelectionState.text(selection)))</li>\n"
    }
    list += "</ul></li>\n"
    for transition in transitions {
      list += "<li data-width=\"\(n(transition.width))\"><button type=\"button\">width \(n(transition.width))"
      list += "</button>\n<ul>\n"
      for change in transition.changes {
        list += "<li><code>\(escape(change.id))</code> \(escape(SelectionState.text(change.before))) → "
        list += "\(escape(SelectionState.text(change.after)))</li>\n"
      }
      list += "</ul></li>\n"
    }
    return list
  }

  /// The page's data as JSON, with every `<` written `\u003c` so that no text in it can end the script.
  var data: String {
    let n = JSONWriter.number
    let string = JSONWriter.string
    let extent = recording.extent ?? .zero
    var json = "{\"format\":\"flexlayout-explorer\",\"version\":2,"
    json += "\"from\":\(n(from)),\"step\":\(n(step)),\"count\":\(count),"
    json += "\"grid\":\(recording.grid.map(n) ?? "null"),"
    json += "\"height\":\(height.map(n) ?? "null"),"
    json += "\"extent\":[\(n(extent.x)),\(n(extent.y)),\(n(extent.width)),\(n(extent.height))],"
    json += "\"palette\":[" + LayoutPicture.palette.map(string).joined(separator: ",") + "],\n\"nodes\":["
    let nodes = recording.nodes
    json += zip(nodes.nodes, nodes.clipOfSlot).map { node, clip in
      "[\(node.index),\(node.id.map(string) ?? "null"),\(node.depth),\(string(node.family.rawValue))"
        + (clip.map { ",\($0)" } ?? "") + "]"
    }.joined(separator: ",")
    json += nodes.clippers.map { ",[\($0),null,0,\"clip\"]" }.joined()
    json += "],\n\"texts\":["
    json += recording.nodes.texts.map { text in
      "[\(text.slot),\(n(text.spaceWidth)),\(n(text.lineHeight)),["
        + text.wordWidths.map(n).joined(separator: ",") + "],\(n(text.baseline))"
        + (text.words.map { ",[" + $0.map(string).joined(separator: ",") + "]" } ?? "") + Self.face(text) + "]"
    }.joined(separator: ",")
    json += "],\n\"start\":["
    json += start.map { "[\(string($0.id)),\(string(SelectionState.text($0.selection)))]" }.joined(separator: ",")
    json += "],\n\"transitions\":["
    json += transitions.map { transition in
      "[\(transition.index),\(n(transition.width)),["
        + transition.changes.map { change in
          "[\(string(change.id)),\(string(SelectionState.text(change.before))),"
            + "\(string(SelectionState.text(change.after)))]"
        }.joined(separator: ",") + "]]"
    }.joined(separator: ",")
    json += "],\n\"steps\":[\n" + recording.steps.joined(separator: ",\n") + "\n]}"
    return json.replacingAll("<", with: "\\u003c")
  }

  /// `text` escaped for HTML text and attribute values.
  func escape(_ text: String) -> String { SVGWriter.escape(text) }

  /// A styled text's seventh element (S2.8): `,[point size, weight]` at the size it is laid out at; empty for a
  /// text drawn monospaced or as bars.
  private static func face(_ text: ExplorerNodes.Text) -> String {
    guard text.words != nil, let style = text.text.style else { return "" }
    return ",[\(JSONWriter.number(style.pointSize(at: text.typeSize))),\(style.isSemibold ? 600 : 400)]"
  }
}

extension String {
  /// Every `target` replaced by `replacement` (without Foundation).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    guard contains(target) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
