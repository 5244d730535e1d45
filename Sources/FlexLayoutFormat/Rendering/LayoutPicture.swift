import FlexLayout

/// SVG pictures of layouts: one panel per layout, side by side (Docs/CLI.md, `render`).
///
/// Each panel has a title (the proposal), a line with the root's size, one line per selection, and the
/// frames: the root's outline (dashed grey), the leaves without an id filled light grey (the content), then a
/// box for every identified node that was laid out, in drawing order (Docs/Semantics.md S15.4: children over
/// their parents, later siblings over earlier ones, a background's content behind the node it decorates).
/// A box's colour follows its depth (the number of identified ancestors, cycling through ten colours) and its
/// style what the node does: leaves are filled, containers outlined, modifiers and decorations outlined dotted,
/// and only where their frame differs from their child's (an identified one with its child's very frame
/// joins its id to the box of the identified node inside, `card · label`); hidden nodes (S16.3) are outlined
/// dashed and not filled. A box is labelled at its top-left corner with its id (and an adaptive container's
/// selection, `inbox ▸ child 2`), or, where that does not fit or would cover another label, with a number
/// that a legend below the panel spells out; hovering shows the ids and the frame. Every visible text shows
/// its string, or its words as grey bars when it was given as widths, on the lines the layout wrapped it into
/// (``drawTexts(_:_:_:into:)``). A key to the styles ends the picture. With `baselines`, each text leaf's
/// line baselines are drawn as thin red dashes across it (S19.1): the first `baseline` below its top, then one
/// per line its height holds. Coordinates are points, one SVG user unit each. The output is a function of
/// its input alone, byte for byte.
package enum LayoutPicture {
  /// One panel: a layout and its title.
  package struct Panel {
    /// The first line, such as `width 390`.
    let title: String
    let result: LayoutResult
    /// The Dynamic Type size the layout used (it scales the text baselines drawn).
    let typeSize: DynamicTypeSize
    /// The direction the layout used: right to left, a text's lines start at its right edge.
    let layoutDirection: LayoutDirection
    /// Frames drawn over everything in red (the nodes of an audit finding), and a line saying why.
    let highlights: [Rect]
    let note: String?

    package init(
      title: String, result: LayoutResult, typeSize: DynamicTypeSize = .large,
      layoutDirection: LayoutDirection = .leftToRight, highlights: [Rect] = [], note: String? = nil
    ) {
      self.title = title
      self.result = result
      self.typeSize = typeSize
      self.layoutDirection = layoutDirection
      self.highlights = highlights
      self.note = note
    }
  }

  /// The most frames drawn per panel; the rest are counted in a note.
  package static let maximumFrames = 20_000

  /// Fill and stroke colours by depth (Tableau 10).
  static let palette = [
    "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
  ]

  static let margin = 16.0
  static let gap = 32.0
  static let titleSize = 14.0
  static let lineSize = 11.0
  static let lineHeight = 15.0
  static let labelSize = 10.0
  static let font = "Helvetica, Arial, sans-serif"

  /// The picture, and the number of frames left out because a panel had more than ``maximumFrames``.
  package static func svg(outline: TreeOutline, panels: [Panel], baselines: Bool = false) -> (
    svg: String, omitted: Int
  ) {
    var omitted = 0
    let layouts = panels.map { panel -> PanelLayout in
      let layout = PanelLayout(panel, outline: outline)
      omitted += layout.omitted
      return layout
    }
    let headerHeight = (layouts.map { Double($0.lines.count) }.max() ?? 0) * lineHeight + titleSize + 12
    let contentHeight = layouts.map { $0.bounds.height + $0.legendHeight }.max() ?? 0
    let panelsWidth = layouts.map(\.width).reduce(0, +) + gap * Double(Swift.max(layouts.count - 1, 0))
    // The key wraps to the panels' width, or to its widest phrase.
    let keyLines = Self.keyLines(width: Swift.max(panelsWidth, 240))
    let width = margin * 2 + Swift.max(panelsWidth, (keyLines.map { Double($0.count) }.max() ?? 0) * lineSize * 0.6)
    let keyTop = margin + headerHeight + contentHeight + 8
    let height = keyTop + lineHeight * Double(keyLines.count) + margin
    var writer = SVGWriter(width: width, height: height)
    writer.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    var x = margin
    for (number, layout) in layouts.enumerated() {
      draw(layout, number: number, at: x, headerHeight: headerHeight, baselines: baselines, into: &writer)
      x += layout.width + gap
    }
    for (number, line) in keyLines.enumerated() {
      writer.element(
        "text",
        [
          ("class", "key"), ("x", SVGWriter.number(margin)),
          ("y", SVGWriter.number(keyTop + lineSize + lineHeight * Double(number))), ("font-family", font),
          ("font-size", SVGWriter.number(lineSize)), ("fill", "#666666"),
        ], content: line)
    }
    return (writer.finish(), omitted)
  }

  /// The phrases of the key under the panels, which says how boxes are drawn.
  static let keyPhrases = [
    "filled: leaf", "outlined: container", "dotted: modifier or decoration", "dashed: hidden", "a · b: one frame",
    "▸ selection",
  ]

  /// The key in one line.
  static var key: String { keyPhrases.joined(separator: " · ") }

  /// The key's phrases joined by ` · ` into lines of at most `width` points (estimated at 0.6 em per
  /// character), a phrase never split.
  static func keyLines(width: Double) -> [String] {
    var lines: [String] = []
    for phrase in keyPhrases {
      if let last = lines.last, Double(last.count + 3 + phrase.count) * lineSize * 0.6 <= width {
        lines[lines.count - 1] = last + " · " + phrase
      } else {
        lines.append(phrase)
      }
    }
    return lines
  }

  static func draw(
    _ layout: PanelLayout, number panelNumber: Int, at x: Double, headerHeight: Double, baselines: Bool,
    into writer: inout SVGWriter
  ) {
    let n = SVGWriter.number
    writer.start("g", [("transform", "translate(\(n(x)) \(n(margin)))"), ("font-family", font)])
    writer.element(
      "text", [("x", "0"), ("y", n(titleSize)), ("font-size", n(titleSize)), ("font-weight", "bold")],
      content: layout.panel.title)
    for (index, line) in layout.lines.enumerated() {
      let y = titleSize + 4 + lineHeight * Double(index + 1)
      writer.element(
        "text", [("x", "0"), ("y", n(y)), ("font-size", n(lineSize)), ("fill", "#444444")], content: line)
    }
    let bounds = layout.bounds
    writer.start("g", [("transform", "translate(\(n(-bounds.x)) \(n(headerHeight - bounds.y)))")])
    let result = layout.panel.result
    if !layout.clips.clips.isEmpty {
      writer.start("defs")
      for (number, clip) in layout.clips.clips.enumerated() {
        writer.start("clipPath", [("id", "p\(panelNumber)-clip\(number)")])
        writer.element(
          "rect",
          [
            ("x", n(clip.x)), ("y", n(clip.y)), ("width", n(Swift.max(clip.width, 0))),
            ("height", n(Swift.max(clip.height, 0))),
          ])
        writer.end()
      }
      writer.end()
    }
    let root = result.frames.first ?? Rect(x: 0, y: 0, width: 0, height: 0)
    writer.element(
      "rect",
      [
        ("x", n(root.x)), ("y", n(root.y)), ("width", n(root.width)), ("height", n(root.height)),
        ("fill", "#fcfcfc"), ("stroke", "#888888"), ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
      ])
    for (item, clip) in layout.items {
      let clipping = clip.map { "url(#p\(panelNumber)-clip\($0))" }
      switch item {
      case .leaf(let frame):
        writer.element(
          "rect",
          [
            ("class", "content"), ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)),
            ("height", n(frame.height)), ("fill", "#e9ecf0"), ("stroke", "#b4b4b4"), ("stroke-width", "0.5"),
          ] + (clipping.map { [("clip-path", $0)] } ?? []))
      case .text(let number):
        draw(layout.texts[number], clip: clipping, into: &writer)
      case .box(let number):
        drawBox(layout.boxes[number], clip: clipping, into: &writer)
      }
    }
    if !layout.panel.highlights.isEmpty {
      writer.start(
        "g",
        [
          ("class", "finding"), ("fill", "#d62728"), ("fill-opacity", "0.18"), ("stroke", "#d62728"),
          ("stroke-width", "2.5"),
        ])
      for frame in layout.panel.highlights {
        writer.element(
          "rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))])
      }
      writer.end()
    }
    // The labels over everything they name, each with a white halo that keeps it readable over what is under it;
    // a number in bold. Each stands for its box's ids (the legend spells out a number's).
    if layout.labels.contains(where: { $0 != nil }) {
      writer.start(
        "g",
        [
          ("class", "labels"), ("font-size", n(labelSize)), ("fill", "#222222"), ("stroke", "#ffffff"),
          ("stroke-width", "2.5"), ("stroke-opacity", "0.85"), ("paint-order", "stroke"),
        ])
      for label in layout.labels.compactMap({ $0 }) {
        writer.element(
          "text",
          [("x", n(label.x)), ("y", n(label.y + LabelPlacement.baseline))]
            + (label.isNumber ? [("font-weight", "bold")] : []), content: label.text)
      }
      writer.end()
    }
    if !layout.legendLines.isEmpty {
      writer.start("g", [("class", "legend"), ("font-size", n(lineSize)), ("fill", "#222222")])
      let rows = layout.legendRows
      // A line that continues an entry starts past the entry's number (its digits and two spaces).
      let indent = Double("\(layout.legend.count)".count + 2) * lineSize * 0.6
      for (number, line) in layout.legendLines.enumerated() {
        // Below the content, in its coordinates (its bottom is the bounds' bottom), in columns filled downwards.
        let x = bounds.x + Double(number / rows) * layout.legendColumnWidth + (line.continued ? indent : 0)
        let y = (bounds.y + bounds.height) + 7 + lineHeight * Double(number % rows + 1)
        writer.element("text", [("x", n(x)), ("y", n(y))], content: line.text)
      }
      writer.end()
    }
    if baselines && !layout.texts.isEmpty {
      writer.start("g", [("stroke", "#d62728"), ("stroke-width", "0.75"), ("stroke-dasharray", "2 1")])
      for text in layout.texts {
        let frame = text.frame
        let lines =
          text.lineHeight > 0 ? Swift.min(Swift.max(1, (frame.height / text.lineHeight).rounded()), 1_000) : 1
        for line in 0..<Int(lines) {
          let y = text.baseline(ofLine: line)
          writer.element("line", [("x1", n(frame.x)), ("y1", n(y)), ("x2", n(frame.x + frame.width)), ("y2", n(y))])
        }
      }
      writer.end()
    }
    writer.end()
    writer.end()
  }

  /// Draws one box in its group: its hover title (ids and frame) and its rectangle.
  static func drawBox(_ box: Box, clip: String?, into writer: inout SVGWriter) {
    let n = SVGWriter.number
    let colour = palette[box.depth % palette.count]
    let frame = box.frame
    writer.start(
      "g",
      [("class", box.hidden ? "hidden" : String(describing: box.style))] + (clip.map { [("clip-path", $0)] } ?? []))
    writer.element(
      "title",
      content: "\(box.ids.joined(separator: " · ")): x \(JSONWriter.number(frame.x)), "
        + "y \(JSONWriter.number(frame.y)), \(JSONWriter.number(frame.width)) × \(JSONWriter.number(frame.height))")
    let drawn = box.drawn
    writer.element(
      "rect",
      [("x", n(drawn.x)), ("y", n(drawn.y)), ("width", n(drawn.width)), ("height", n(drawn.height))]
        + boxAttributes(box, colour))
    writer.end()
  }

  /// The fill and stroke of a box: leaves filled, containers outlined, modifiers outlined dotted; a hidden
  /// node outlined dashed whatever it is.
  static func boxAttributes(_ box: Box, _ colour: String) -> [(String, String)] {
    if box.hidden {
      return [
        ("fill", colour), ("fill-opacity", "0"), ("stroke", colour), ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
      ]
    }
    switch box.style {
    case .leaf:
      return [
        ("fill", colour), ("fill-opacity", box.isBackdrop ? "0.04" : "0.22"), ("stroke", colour), ("stroke-width", "1"),
      ]
    case .container:
      return [("fill", colour), ("fill-opacity", "0.04"), ("stroke", colour), ("stroke-width", "1.5")]
    case .modifier:
      return [
        ("fill", colour), ("fill-opacity", "0"), ("stroke", colour), ("stroke-width", "1"), ("stroke-dasharray", "1 2"),
      ]
    }
  }
}
