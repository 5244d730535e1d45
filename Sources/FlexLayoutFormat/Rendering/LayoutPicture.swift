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
    let width = margin * 2 + Swift.max(panelsWidth, Double(key.count) * lineSize * 0.6)
    let keyTop = margin + headerHeight + contentHeight + 8
    let height = keyTop + lineHeight + margin
    var writer = SVGWriter(width: width, height: height)
    writer.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    var x = margin
    for layout in layouts {
      draw(layout, at: x, headerHeight: headerHeight, texts: outline.texts, baselines: baselines, into: &writer)
      x += layout.width + gap
    }
    writer.element(
      "text",
      [
        ("class", "key"), ("x", SVGWriter.number(margin)), ("y", SVGWriter.number(keyTop + lineSize)),
        ("font-family", font), ("font-size", SVGWriter.number(lineSize)), ("fill", "#666666"),
      ], content: key)
    return (writer.finish(), omitted)
  }

  /// The line under the panels that says how boxes are drawn.
  static let key =
    "filled: leaf · outlined: container · dotted: modifier or decoration · dashed: hidden · a · b: one frame · ▸ selection"

  static func draw(
    _ layout: PanelLayout, at x: Double, headerHeight: Double, texts: [(index: Int, text: TextLeaf)], baselines: Bool,
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
    let size = layout.panel.result.size
    writer.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", n(size.width)), ("height", n(size.height)), ("fill", "#fcfcfc"),
        ("stroke", "#888888"), ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
      ])
    if !layout.leaves.isEmpty {
      writer.start("g", [("class", "content"), ("fill", "#e9ecf0"), ("stroke", "#b4b4b4"), ("stroke-width", "0.5")])
      for frame in layout.leaves {
        writer.element(
          "rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))])
      }
      writer.end()
    }
    let result = layout.panel.result
    // A hidden text (S16.3) keeps its dashed box but shows no words: a renderer draws nothing of it.
    let visible = texts.filter {
      $0.index < result.frames.count && result.visibility[$0.index] && !result.isHidden(NodeID($0.index))
    }
    drawTexts(visible, result, layout.panel.typeSize, layout.panel.layoutDirection, into: &writer)
    for (box, (label, labelX)) in zip(layout.boxes, layout.labels) {
      let colour = palette[box.depth % palette.count]
      let frame = box.frame
      writer.start("g", [("class", box.hidden ? "hidden" : String(describing: box.style))])
      writer.element(
        "title",
        content: "\(box.ids.joined(separator: " · ")): x \(JSONWriter.number(frame.x)), "
          + "y \(JSONWriter.number(frame.y)), \(JSONWriter.number(frame.width)) × \(JSONWriter.number(frame.height))")
      writer.element(
        "rect",
        [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))]
          + boxAttributes(box, colour))
      // A white halo keeps a label readable over the content under it.
      let attributes = [
        ("x", n(labelX)), ("y", n(frame.y + labelSize + 1)), ("font-size", n(labelSize)),
        ("fill", "#222222"), ("stroke", "#ffffff"), ("stroke-width", "2.5"), ("stroke-opacity", "0.85"),
        ("paint-order", "stroke"),
      ]
      writer.element("text", attributes + (label == box.label ? [] : [("font-weight", "bold")]), content: label)
      writer.end()
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
    if !layout.legend.isEmpty {
      writer.start("g", [("class", "legend"), ("font-size", n(lineSize)), ("fill", "#222222")])
      for (row, line) in layout.legend.enumerated() {
        // Below the content, in its coordinates: its bottom is the bounds' bottom.
        let y = (bounds.y + bounds.height) + 7 + lineHeight * Double(row + 1)
        writer.element("text", [("x", n(bounds.x)), ("y", n(y))], content: line)
      }
      writer.end()
    }
    if baselines && !visible.isEmpty {
      writer.start("g", [("stroke", "#d62728"), ("stroke-width", "0.75"), ("stroke-dasharray", "2 1")])
      for (index, text) in visible {
        let frame = result.frames[index]
        let lineHeight = layout.panel.typeSize.scaleText(text.lineHeight)
        let first = text.baseline.map(layout.panel.typeSize.scaleText) ?? lineHeight * TextLeaf.defaultBaselineFraction
        let lines = lineHeight > 0 ? Swift.min(Swift.max(1, (frame.height / lineHeight).rounded()), 1_000) : 1
        for line in 0..<Int(lines) {
          let y = frame.y + first + Double(line) * lineHeight
          writer.element("line", [("x1", n(frame.x)), ("y1", n(y)), ("x2", n(frame.x + frame.width)), ("y2", n(y))])
        }
      }
      writer.end()
    }
    writer.end()
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
      return [("fill", colour), ("fill-opacity", "0.22"), ("stroke", colour), ("stroke-width", "1")]
    case .container:
      return [("fill", colour), ("fill-opacity", "0.04"), ("stroke", colour), ("stroke-width", "1.5")]
    case .modifier:
      return [
        ("fill", colour), ("fill-opacity", "0"), ("stroke", colour), ("stroke-width", "1"), ("stroke-dasharray", "1 2"),
      ]
    }
  }
}
