import FlexLayout

extension LayoutPicture {
  /// How a box is drawn, by what its node does (Docs/CLI.md, `render`).
  enum BoxStyle: Equatable {
    /// Content: filled.
    case leaf
    /// A stack, zstack, flow, grid, selector, split or custom layout: outlined.
    case container
    /// A one-child modifier or decoration whose frame differs from its child's: a dotted outline.
    case modifier
  }

  /// One identified node's box: the ids it stands for, its frame and how it is drawn.
  struct Box {
    /// The ids the box stands for, outermost first: a modifier or decoration with its child's very frame
    /// draws no box of its own; its id joins the box of the identified node it wraps.
    let ids: [String]
    /// The preorder number of the innermost node the box stands for.
    let index: Int
    /// The number of identified ancestors of the outermost id (it picks the colour).
    let depth: Int
    let frame: Rect
    let hidden: Bool
    let style: BoxStyle
    /// What is written on the box: the ids joined by ` · `, and an adaptive container's selection after ` ▸ `.
    let label: String
    /// Whether the box is a text's, whose characters or word bars a label inside would cover.
    let showsText: Bool
  }

  /// The measured pieces of one panel.
  struct PanelLayout {
    let panel: Panel
    /// The title, then the size line and the selection lines.
    let lines: [String]
    /// The boxes to draw, in drawing order.
    let boxes: [Box]
    /// The frames of the visible leaves without an id, texts (their words show them) and hidden leaves excepted.
    let leaves: [Rect]
    let omitted: Int
    /// The union of the root's frame and the drawn frames.
    let bounds: Rect
    let width: Double
    /// Per box, its label and where it starts: the box's label inside its top-left corner where it fits there
    /// without covering another label, else a number (moved right past the labels it would cover) whose
    /// label the legend below the panel gives.
    let labels: [(text: String, x: Double)]
    /// The legend's lines (`3  two-first-row`), in number order.
    let legend: [String]
    /// The legend's height below the content (0 without one).
    var legendHeight: Double { legend.isEmpty ? 0 : 10 + Double(legend.count) * LayoutPicture.lineHeight }

    init(_ panel: Panel, outline: TreeOutline) {
      self.panel = panel
      let result = panel.result
      let state = SelectionState(result, outline: outline)
      var boxes: [Box] = []
      var omitted = 0
      var rank = [Int](repeating: 0, count: result.frames.count)
      for (position, node) in result.drawingOrder.enumerated() { rank[node.index] = position }
      let (wrapping, mergedInto) = Self.wrappingIDs(outline, result)
      let drawn = outline.entries.filter { $0.index < result.frames.count && mergedInto[$0.index] == nil }
        .sorted { rank[$0.index] < rank[$1.index] }
      let selections = Dictionary(state.visible.map { ($0.id, $0.selection) }) { first, _ in first }
      let texts = Set(outline.texts.map(\.index))
      for entry in drawn where result.visibility[entry.index] {
        if boxes.count == LayoutPicture.maximumFrames {
          omitted += 1
          continue
        }
        let outer = wrapping[entry.index] ?? []
        let ids = outer.map(\.id) + [entry.id]
        var label = ids.joined(separator: " · ")
        if let selection = selections[entry.id] { label += " ▸ " + SelectionState.caption(selection) }
        boxes.append(
          Box(
            ids: ids, index: entry.index, depth: outer.first?.depth ?? entry.depth,
            frame: result.frames[entry.index], hidden: result.isHidden(NodeID(entry.index)),
            style: Self.style(of: entry.index, outline, result), label: label, showsText: texts.contains(entry.index)))
      }
      var leaves: [Rect] = []
      for index in outline.anonymousLeaves
      where index < result.frames.count && result.visibility[index] && !texts.contains(index)
        && !result.isHidden(NodeID(index))
      {
        if boxes.count + leaves.count >= LayoutPicture.maximumFrames {
          omitted += 1
        } else {
          leaves.append(result.frames[index])
        }
      }
      self.boxes = boxes
      self.leaves = leaves
      self.omitted = omitted
      let size = result.size
      var minX = 0.0
      var minY = 0.0
      var maxX = size.width
      var maxY = size.height
      for frame in boxes.map(\.frame) + leaves + panel.highlights {
        minX = Swift.min(minX, frame.x)
        minY = Swift.min(minY, frame.y)
        maxX = Swift.max(maxX, frame.x + frame.width)
        maxY = Swift.max(maxY, frame.y + frame.height)
      }
      bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      var lines = [
        "size \(JSONWriter.number(size.width)) × \(JSONWriter.number(size.height))"
      ]
      for (id, selection) in state.visible {
        lines.append("\(id): \(SelectionState.text(selection))")
      }
      if omitted > 0 { lines.append("\(omitted) more frames not drawn") }
      if let note = panel.note { lines.append(note) }
      self.lines = lines
      (labels, legend) = Self.labels(boxes.map { ($0.label, $0.frame, $0.showsText) })
      // Text widths are estimated at 0.6 em per character, enough for the panel not to clip its titles.
      let textWidth = Swift.max(
        Double(panel.title.count) * LayoutPicture.titleSize * 0.62,
        ((lines + legend).map { Double($0.count) }.max() ?? 0) * LayoutPicture.lineSize * 0.6)
      width = Swift.max(bounds.width, textWidth)
    }

    /// Whether node `index` is a modifier or decoration laid out in exactly its primary child's frame (the
    /// next node in preorder): then its box would only hide its child's.
    static func sharesChildFrame(_ index: Int, _ outline: TreeOutline, _ result: LayoutResult) -> Bool {
      let family = outline.families[index]
      guard family == .modifier || family == .decorated, index + 1 < result.frames.count else { return false }
      return result.visibility[index + 1] && result.frames[index] == result.frames[index + 1]
    }

    /// The nodes that draw no box of their own: each identified modifier or decoration with its child's frame
    /// whose chain of such nodes reaches an identified node, keyed by that node (`wrapping`: the entries it
    /// stands for, outermost first), and each such entry's target (`mergedInto`).
    static func wrappingIDs(_ outline: TreeOutline, _ result: LayoutResult) -> (
      wrapping: [Int: [TreeOutline.Entry]], mergedInto: [Int: Int]
    ) {
      let identified = Set(outline.entries.map(\.index))
      var wrapping: [Int: [TreeOutline.Entry]] = [:]
      var mergedInto: [Int: Int] = [:]
      // Preorder: an outer node's target gets its ids before the target's own target takes them all.
      for entry in outline.entries where entry.index < result.frames.count && result.visibility[entry.index] {
        var node = entry.index
        while sharesChildFrame(node, outline, result) {
          node += 1
          if identified.contains(node) {
            wrapping[node] = (wrapping[entry.index] ?? []) + [entry]
            wrapping[entry.index] = nil
            mergedInto[entry.index] = node
            break
          }
        }
      }
      return (wrapping, mergedInto)
    }

    /// A box's style: that of the first node below it, through modifiers and decorations with their child's
    /// frame, that draws something of its own.
    static func style(of index: Int, _ outline: TreeOutline, _ result: LayoutResult) -> BoxStyle {
      var node = index
      while sharesChildFrame(node, outline, result) { node += 1 }
      switch outline.families[node] {
      case .leaf: return .leaf
      case .container, .split: return .container
      case .modifier, .decorated: return .modifier
      }
    }

    /// The label of each box, in drawing order: the text where it fits inside the box (its estimated width,
    /// 0.6 em per character, and height with a small margin) and covers no label placed before; otherwise, and
    /// always for a text's box (so its words stay readable), the next number, at the box's top-left corner or
    /// for a text just right of its top-right one, and a legend line for it.
    static func labels(_ boxes: [(text: String, frame: Rect, showsText: Bool)]) -> (
      labels: [(text: String, x: Double)], legend: [String]
    ) {
      var placed = PlacedLabels()
      var labels: [(text: String, x: Double)] = []
      var legend: [String] = []
      for (text, frame, showsText) in boxes {
        let size = LayoutPicture.labelSize
        let inside = Rect(x: frame.x + 3, y: frame.y + 1, width: Double(text.count) * size * 0.6, height: size + 2)
        let fits =
          !showsText && inside.width + 6 <= frame.width && inside.height + 2 <= frame.height
          && placed.covering(inside) == nil
        if fits {
          labels.append((text, inside.x))
          placed.insert(inside)
        } else {
          let number = "\(legend.count + 1)"
          legend.append("\(number)  \(text)")
          let width = Double(number.count) * size * 0.6 + 2
          let x = showsText ? frame.x + frame.width + 1 : frame.x + 3
          var tag = Rect(x: x, y: frame.y + 1, width: width, height: size + 2)
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
}
