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
    /// The rectangle drawn: the frame, inset by 2 points for each box drawn before it with the very same frame
    /// (at most a quarter of its shorter side), so that boxes laid over one another stay apart.
    let drawn: Rect
    let hidden: Bool
    let style: BoxStyle
    /// What is written on the box: the ids joined by ` · `, and an adaptive container's selection after ` ▸ `.
    let label: String
    /// Whether the box is a text's.
    let showsText: Bool
    /// Whether the box is a leaf at least a quarter of the root's area (a background, most often): filled
    /// lightly, so that several laid over one another do not pile up into an opaque block.
    let isBackdrop: Bool
  }

  /// One thing a panel draws, in drawing order.
  enum Item {
    /// A leaf without an id: its frame, filled light grey.
    case leaf(Rect)
    /// The words of ``PanelLayout/texts``[i].
    case text(Int)
    /// ``PanelLayout/boxes``[i], with its label.
    case box(Int)
  }

  /// The measured pieces of one panel.
  struct PanelLayout {
    let panel: Panel
    /// The title, then the size line and the selection lines.
    let lines: [String]
    /// The boxes to draw, in drawing order.
    let boxes: [Box]
    /// The visible texts, in drawing order, with their words placed.
    let texts: [DrawnText]
    /// Everything drawn over the root's outline, back to front (Docs/Semantics.md S15.4: a node before its
    /// children, a background's content before its primary), each with the number of its clip in
    /// `clips.clips` (`nil`: not inside a scroll).
    let items: [(item: Item, clip: Int?)]
    let clips: ScrollClips
    let omitted: Int
    /// The union of the root's frame, the parts of the drawn frames that show and the labels.
    let bounds: Rect
    let width: Double
    /// Per box, its label and where it goes (``LabelPlacement``), or `nil` when it has none: nothing of the box
    /// shows, or its ids are written in the label of a box drawn before it with the very same frame.
    let labels: [LabelPlacement.Placed?]
    /// The legend's entries (`3  two-first-row`), in number order.
    let legend: [String]
    /// The legend's lines: each entry, an entry wider than the panel broken after a ` · ` onto lines that
    /// continue it (`continued`, starting with `· ` and drawn indented past the number).
    let legendLines: [(text: String, continued: Bool)]
    /// The legend's columns: as many as fit across the panel, filled top to bottom; one when an entry is broken.
    let legendColumns: Int
    /// The legend's rows.
    var legendRows: Int { legendLines.isEmpty ? 0 : (legendLines.count + legendColumns - 1) / legendColumns }
    /// The width of one legend column, in points.
    let legendColumnWidth: Double
    /// The legend's height below the content (0 without one).
    var legendHeight: Double { legendLines.isEmpty ? 0 : 10 + Double(legendRows) * LayoutPicture.lineHeight }

    init(_ panel: Panel, outline: TreeOutline) {
      self.panel = panel
      let result = panel.result
      let state = SelectionState(result, outline: outline)
      let clips = ScrollClips(outline, result)
      self.clips = clips
      var boxes: [Box] = []
      var omitted = 0
      var rank = [Int](repeating: 0, count: result.frames.count)
      for (position, node) in result.drawingOrder.enumerated() { rank[node.index] = position }
      let (wrapping, mergedInto) = Self.wrappingIDs(outline, result)
      let drawn = outline.entries.filter { $0.index < result.frames.count && mergedInto[$0.index] == nil }
        .sorted { rank[$0.index] < rank[$1.index] }
      let selections = Dictionary(state.visible.map { ($0.id, $0.selection) }) { first, _ in first }
      let textIndices = Set(outline.texts.map(\.index))
      let size = result.size
      let rootArea = size.width * size.height
      // Boxes drawn so far by frame and clip, for the insets of boxes with the very same frame.
      var sameFrame: [FrameKey: Int] = [:]
      for entry in drawn where result.visibility[entry.index] {
        if boxes.count == LayoutPicture.maximumFrames {
          omitted += 1
          continue
        }
        let outer = wrapping[entry.index] ?? []
        let ids = outer.map(\.id) + [entry.id]
        var label = ids.joined(separator: " · ")
        if let selection = selections[entry.id] { label += " ▸ " + SelectionState.caption(selection) }
        let frame = result.frames[entry.index]
        let key = FrameKey(frame, clip: clips.clipOfNode[entry.index])
        let before = sameFrame[key, default: 0]
        sameFrame[key] = before + 1
        let inset = Swift.min(2 * Double(before), Swift.min(frame.width, frame.height) / 4)
        let style = Self.style(of: entry.index, outline, result)
        boxes.append(
          Box(
            ids: ids, index: entry.index, depth: outer.first?.depth ?? entry.depth, frame: frame,
            drawn: Rect(
              x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset,
              height: frame.height - 2 * inset),
            hidden: result.isHidden(NodeID(entry.index)), style: style, label: label,
            showsText: textIndices.contains(entry.index),
            isBackdrop: style == .leaf && rootArea > 0 && frame.width * frame.height >= rootArea / 4))
      }
      var leaves: [Int] = []
      for index in outline.anonymousLeaves
      where index < result.frames.count && result.visibility[index] && !textIndices.contains(index)
        && !result.isHidden(NodeID(index))
      {
        if boxes.count + leaves.count >= LayoutPicture.maximumFrames {
          omitted += 1
        } else {
          leaves.append(index)
        }
      }
      // A hidden text (S16.3) keeps its dashed box but shows no words: a renderer draws nothing of it.
      let texts = outline.texts.filter {
        $0.index < result.frames.count && result.visibility[$0.index] && !result.isHidden(NodeID($0.index))
      }.sorted { rank[$0.index] < rank[$1.index] }.map { index, text in
        DrawnText(
          index: index, text: text, result: result, outline.typeSize(of: index, under: panel.typeSize),
          panel.layoutDirection)
      }
      self.boxes = boxes
      self.texts = texts
      self.omitted = omitted
      items = Self.items(boxes: boxes, leaves: leaves, texts: texts, clips: clips, rank: rank, result: result)

      // The bounds: the root and what shows of every frame drawn.
      var bounds = result.frames.first ?? Rect(x: 0, y: 0, width: 0, height: 0)
      let shown =
        boxes.map { clips.visiblePart(of: $0.frame, node: $0.index) }
        + leaves.map { clips.visiblePart(of: result.frames[$0], node: $0) }
        + texts.map { clips.visiblePart(of: $0.frame, node: $0.index) }
      for frame in shown.compactMap({ $0 }) + panel.highlights {
        bounds = bounds.union(frame)
      }

      // Labels: the ids of boxes with one frame in the first one's label; none where nothing shows.
      var owner: [FrameKey: Int] = [:]
      var labelTexts: [String?] = boxes.map { _ in nil }
      for (number, box) in boxes.enumerated() where clips.visiblePart(of: box.frame, node: box.index) != nil {
        let key = FrameKey(box.frame, clip: clips.clipOfNode[box.index])
        if let first = owner[key] {
          labelTexts[first] = (labelTexts[first] ?? "") + " · " + box.label
        } else {
          owner[key] = number
          labelTexts[number] = box.label
        }
      }
      var words: [Rect] = []
      for text in texts {
        for ink in text.inkRects {
          if let part = clips.visiblePart(of: ink, node: text.index), part.width > 0, part.height > 0 {
            words.append(part)
          }
        }
      }
      var placement = LabelPlacement(words: words)
      var labels: [LabelPlacement.Placed?] = []
      for (box, text) in zip(boxes, labelTexts) {
        guard let text, let part = clips.visiblePart(of: box.drawn, node: box.index) else {
          labels.append(nil)
          continue
        }
        // A label inside a scroll stays in the scroll's viewport, with what it names.
        let area = clips.clipOfNode[box.index].map { clips.clips[$0].intersection(bounds) } ?? bounds
        let placed = placement.place(text, box: part, area: area)
        labels.append(placed)
        let width = LabelPlacement.width(placed.text, number: placed.isNumber)
        bounds = bounds.union(Rect(x: placed.x, y: placed.y, width: width, height: LabelPlacement.height))
      }
      self.labels = labels
      legend = placement.legend
      self.bounds = bounds

      var lines = [
        "size \(JSONWriter.number(size.width)) × \(JSONWriter.number(size.height))"
      ]
      for (id, selection) in state.visible {
        lines.append("\(id): \(SelectionState.text(selection))")
      }
      if omitted > 0 { lines.append("\(omitted) more frames not drawn") }
      if let note = panel.note { lines.append(note) }
      self.lines = lines
      // Text widths are estimated at 0.6 em per character, enough for the panel not to clip its titles.
      let characterWidth = LayoutPicture.lineSize * 0.6
      let textWidth = Swift.max(
        Double(panel.title.count) * LayoutPicture.titleSize * 0.62,
        (lines.map { Double($0.count) }.max() ?? 0) * characterWidth)
      let width = Swift.max(bounds.width, textWidth)
      let legendLines = Self.legendLines(legend, width: Swift.max(width, 240))
      let entryWidth = (legendLines.map { Double($0.text.count) }.max() ?? 0) * characterWidth
      self.width = Swift.max(width, entryWidth)
      self.legendLines = legendLines
      legendColumnWidth = entryWidth + 16
      legendColumns =
        legendLines.contains { $0.continued } ? 1 : Swift.max(1, Int((self.width + 16) / legendColumnWidth))
    }

    /// The lines of the legend's `entries` in `width` points (0.6 em per character): an entry that is wider is
    /// broken after each ` · ` that would end past it (a single id wider than it is left whole).
    static func legendLines(_ entries: [String], width: Double) -> [(text: String, continued: Bool)] {
      let characters = Int(width / (LayoutPicture.lineSize * 0.6))
      var lines: [(text: String, continued: Bool)] = []
      for entry in entries {
        var parts = entry.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)[...]
        var line = parts.removeFirst()
        var continued = false
        for part in parts {
          if line.count + 3 + part.count <= characters {
            line += " · " + part
          } else {
            lines.append((line, continued))
            line = "· " + part
            continued = true
          }
        }
        lines.append((line, continued))
      }
      return lines
    }

    /// A frame and a clip, compared bit for bit: boxes with the same key are drawn over one another.
    struct FrameKey: Hashable {
      let bits: [UInt64]
      let clip: Int?

      init(_ frame: Rect, clip: Int?) {
        bits = [frame.x, frame.y, frame.width, frame.height].map(\.bitPattern)
        self.clip = clip
      }
    }

    /// What the panel draws, back to front: per node in drawing order, its box, its leaf (without an id) and its
    /// words (over its own box's fill).
    static func items(
      boxes: [Box], leaves: [Int], texts: [DrawnText], clips: ScrollClips, rank: [Int], result: LayoutResult
    ) -> [(item: Item, clip: Int?)] {
      var byNode: [Int: [Item]] = [:]
      for (number, box) in boxes.enumerated() { byNode[box.index, default: []].append(.box(number)) }
      for leaf in leaves { byNode[leaf, default: []].append(.leaf(result.frames[leaf])) }
      for (number, text) in texts.enumerated() { byNode[text.index, default: []].append(.text(number)) }
      var items: [(item: Item, clip: Int?)] = []
      for node in byNode.keys.sorted(by: { rank[$0] < rank[$1] }) {
        let clip = node < clips.clipOfNode.count ? clips.clipOfNode[node] : nil
        for item in byNode[node] ?? [] { items.append((item, clip)) }
      }
      return items
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
  }
}
