import FlexLayout

/// SVG pictures of layouts: one panel per layout, side by side (Docs/CLI.md, `render`).
///
/// Each panel has a title (the proposal), a line with the root's size, one line per selection, and the
/// frames: the root's outline (dashed), thin grey outlines of the leaves without an id (the content),
/// then every identified node that was laid out, in drawing order (Docs/Semantics.md S15.4: children over
/// their parents, later siblings over earlier ones, a background's content behind the node it decorates);
/// hidden nodes (S16.3) are outlined dashed and not filled. A frame is a rectangle coloured by its depth (the
/// number of identified ancestors, cycling through ten colours), filled translucently so nested boxes
/// show through, and labelled at its top-left corner with its id, or, where the id does not fit or would cover
/// another label, with a number that a legend below the panel spells out; hovering shows the id and the frame. Every
/// visible text shows its words as grey bars on the lines the layout wrapped them into (`drawWords`). With
/// `baselines`, each text leaf's line baselines are drawn as thin red dashes across it (S19.1): the first
/// `baseline` below its top, then one per line its height holds.
/// Coordinates are points, one SVG user unit each.
package enum LayoutPicture {
  /// One panel: a layout and its title.
  package struct Panel {
    /// The first line, such as `width 390`.
    let title: String
    let result: LayoutResult
    /// The Dynamic Type size the layout used (it scales the text baselines drawn).
    let typeSize: DynamicTypeSize

    package init(title: String, result: LayoutResult, typeSize: DynamicTypeSize = .large) {
      self.title = title
      self.result = result
      self.typeSize = typeSize
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
    let width = margin * 2 + layouts.map(\.width).reduce(0, +) + gap * Double(Swift.max(layouts.count - 1, 0))
    let height = margin * 2 + headerHeight + contentHeight
    var writer = SVGWriter(width: width, height: height)
    writer.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    var x = margin
    for layout in layouts {
      draw(layout, at: x, headerHeight: headerHeight, texts: outline.texts, baselines: baselines, into: &writer)
      x += layout.width + gap
    }
    return (writer.finish(), omitted)
  }

  /// The measured pieces of one panel.
  struct PanelLayout {
    let panel: Panel
    /// The title, then the size line and the selection lines.
    let lines: [String]
    /// The frames to draw: entry and frame, in drawing order.
    let frames: [(entry: TreeOutline.Entry, frame: Rect, hidden: Bool)]
    /// The frames of the visible leaves without an id.
    let leaves: [Rect]
    let omitted: Int
    /// The union of the root's frame and the drawn frames.
    let bounds: Rect
    let width: Double
    /// Per drawn frame, its label and where it starts: its id inside the box's top-left corner where the id fits
    /// there without covering another label, else a number (moved right past the labels it would cover) whose
    /// id the legend below the panel gives.
    let labels: [(text: String, x: Double)]
    /// The legend's lines (`3  two-first-row`), in number order.
    let legend: [String]
    /// The legend's height below the content (0 without one).
    var legendHeight: Double { legend.isEmpty ? 0 : 10 + Double(legend.count) * LayoutPicture.lineHeight }

    init(_ panel: Panel, outline: TreeOutline) {
      self.panel = panel
      let result = panel.result
      var frames: [(TreeOutline.Entry, Rect, Bool)] = []
      var omitted = 0
      var rank = [Int](repeating: 0, count: result.frames.count)
      for (position, node) in result.drawingOrder.enumerated() { rank[node.index] = position }
      let drawn = outline.entries.filter { $0.index < result.frames.count }.sorted { rank[$0.index] < rank[$1.index] }
      for entry in drawn where result.visibility[entry.index] {
        if frames.count == LayoutPicture.maximumFrames {
          omitted += 1
        } else {
          frames.append((entry, result.frames[entry.index], result.isHidden(NodeID(entry.index))))
        }
      }
      var leaves: [Rect] = []
      for index in outline.anonymousLeaves where index < result.frames.count && result.visibility[index] {
        if frames.count + leaves.count >= LayoutPicture.maximumFrames {
          omitted += 1
        } else {
          leaves.append(result.frames[index])
        }
      }
      self.frames = frames
      self.leaves = leaves
      self.omitted = omitted
      let size = result.size
      var minX = 0.0
      var minY = 0.0
      var maxX = size.width
      var maxY = size.height
      for frame in frames.map(\.1) + leaves {
        minX = Swift.min(minX, frame.x)
        minY = Swift.min(minY, frame.y)
        maxX = Swift.max(maxX, frame.x + frame.width)
        maxY = Swift.max(maxY, frame.y + frame.height)
      }
      bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      var lines = [
        "size \(JSONWriter.number(size.width)) × \(JSONWriter.number(size.height))"
      ]
      let state = SelectionState(result, outline: outline)
      for (id, selection) in state.visible {
        lines.append("\(id): \(SelectionState.text(selection))")
      }
      if omitted > 0 { lines.append("\(omitted) more frames not drawn") }
      self.lines = lines
      (labels, legend) = Self.labels(frames.map { ($0.0.id, $0.1) })
      // Text widths are estimated at 0.6 em per character, enough for the panel not to clip its titles.
      let textWidth = Swift.max(
        Double(panel.title.count) * LayoutPicture.titleSize * 0.62,
        ((lines + legend).map { Double($0.count) }.max() ?? 0) * LayoutPicture.lineSize * 0.6)
      width = Swift.max(bounds.width, textWidth)
    }

    /// The label of each box, in drawing order: the id where it fits inside the box (its estimated width, 0.6 em
    /// per character, and height with a small margin) and covers no label placed before; otherwise the next
    /// number, and a legend line for it.
    static func labels(_ boxes: [(id: String, frame: Rect)]) -> (labels: [(text: String, x: Double)], legend: [String])
    {
      var placed = PlacedLabels()
      var labels: [(text: String, x: Double)] = []
      var legend: [String] = []
      for (id, frame) in boxes {
        let size = LayoutPicture.labelSize
        let inside = Rect(x: frame.x + 3, y: frame.y + 1, width: Double(id.count) * size * 0.6, height: size + 2)
        let fits =
          inside.width + 6 <= frame.width && inside.height + 2 <= frame.height && placed.covering(inside) == nil
        if fits {
          labels.append((id, inside.x))
          placed.insert(inside)
        } else {
          let number = "\(legend.count + 1)"
          legend.append("\(number)  \(id)")
          var tag = Rect(x: frame.x + 3, y: frame.y + 1, width: Double(number.count) * size * 0.6 + 2, height: size + 2)
          // Along the line, past every label it would cover (each step moves right, so this ends).
          while let covered = placed.covering(tag) {
            tag.origin.x = covered.x + covered.width + 3
          }
          labels.append((number, tag.x))
          placed.insert(tag)
        }
      }
      return (labels, legend)
    }
  }

  /// The labels placed so far, bucketed by a grid of 64 × 16-point cells so that finding one a new label would
  /// cover looks at its neighbours only (a panel may hold 20,000 boxes).
  struct PlacedLabels {
    private var rects: [Rect] = []
    private var cells: [Int64: [Int]] = [:]

    private static func cells(of rect: Rect) -> [Int64] {
      guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return [0] }
      let columns = Int64((rect.x / 64).rounded(.down))...Int64(((rect.x + rect.width) / 64).rounded(.down))
      let rows = Int64((rect.y / 16).rounded(.down))...Int64(((rect.y + rect.height) / 16).rounded(.down))
      return rows.flatMap { row in columns.map { row &* 1_000_003 &+ $0 } }
    }

    /// The first placed label `rect` overlaps, in placing order.
    func covering(_ rect: Rect) -> Rect? {
      var best: Int?
      for cell in Self.cells(of: rect) {
        for index in cells[cell] ?? [] where best.map({ index < $0 }) ?? true {
          let other = rects[index]
          if rect.x < other.x + other.width && other.x < rect.x + rect.width && rect.y < other.y + other.height
            && other.y < rect.y + rect.height
          {
            best = index
          }
        }
      }
      return best.map { rects[$0] }
    }

    mutating func insert(_ rect: Rect) {
      rects.append(rect)
      for cell in Self.cells(of: rect) { cells[cell, default: []].append(rects.count - 1) }
    }
  }

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
        ("x", "0"), ("y", "0"), ("width", n(size.width)), ("height", n(size.height)), ("fill", "#f7f7f7"),
        ("stroke", "#888888"), ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
      ])
    if !layout.leaves.isEmpty {
      writer.start("g", [("fill", "none"), ("stroke", "#b4b4b4"), ("stroke-width", "0.5")])
      for frame in layout.leaves {
        writer.element(
          "rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))])
      }
      writer.end()
    }
    let result = layout.panel.result
    let visible = texts.filter { $0.index < result.frames.count && result.visibility[$0.index] }
    drawWords(visible, result, layout.panel.typeSize, into: &writer)
    for ((entry, frame, hidden), (label, labelX)) in zip(layout.frames, layout.labels) {
      let colour = palette[entry.depth % palette.count]
      writer.start("g")
      writer.element(
        "title",
        content: "\(entry.id): x \(JSONWriter.number(frame.x)), y \(JSONWriter.number(frame.y)), "
          + "\(JSONWriter.number(frame.width)) × \(JSONWriter.number(frame.height))")
      writer.element(
        "rect",
        [
          ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height)),
          ("fill", colour), ("fill-opacity", hidden ? "0" : "0.14"), ("stroke", colour), ("stroke-width", "1"),
        ] + (hidden ? [("stroke-dasharray", "3 2")] : []))
      let attributes = [
        ("x", n(labelX)), ("y", n(frame.y + labelSize + 1)), ("font-size", n(labelSize)),
        ("fill", "#222222"),
      ]
      writer.element("text", attributes + (label == entry.id ? [] : [("font-weight", "bold")]), content: label)
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

  /// Each text's words as grey bars (the format gives a text's word widths, not its letters), on the lines the
  /// layout wrapped them into: greedy lines at the text's own width (its widest line, so the same lines as at
  /// its proposal, S2.3), as many as its height holds; a word wider than the frame is cut at its edge.
  static func drawWords(
    _ texts: [(index: Int, text: TextLeaf)], _ result: LayoutResult, _ typeSize: DynamicTypeSize,
    into writer: inout SVGWriter
  ) {
    guard !texts.isEmpty else { return }
    let n = SVGWriter.number
    writer.start("g", [("class", "words"), ("fill", "#8a9099"), ("fill-opacity", "0.55")])
    for (index, text) in texts {
      let frame = result.frames[index]
      let lineHeight = typeSize.scaleText(text.lineHeight)
      guard lineHeight > 0, frame.width.isFinite, frame.height.isFinite else { continue }
      let space = typeSize.scaleText(text.spaceWidth)
      let keptLines = Swift.min(Swift.max(1, Int((frame.height / lineHeight).rounded())), 1_000)
      var line = 0
      var x = 0.0
      for (position, word) in text.wordWidths.map(typeSize.scaleText).enumerated() {
        if position > 0 {
          if (x + space) + word <= frame.width {
            x = x + space
          } else {
            line += 1
            x = 0
          }
        }
        if line >= keptLines { break }
        let width = Swift.min(word, Swift.max(frame.width - x, 0))
        if width > 0 {
          writer.element(
            "rect",
            [
              ("x", n(frame.x + x)), ("y", n(frame.y + Double(line) * lineHeight + lineHeight * 0.3)),
              ("width", n(width)), ("height", n(lineHeight * 0.45)),
            ])
        }
        x = x + word
      }
    }
    writer.end()
  }
}
