import FlexLayout

/// Draws the last layout of a ``LiveTree`` on a ``CharacterCanvas``, using only FlexLayout's public API.
///
/// Scale: one column is ``pointsPerColumn`` points (8) and one row ``pointsPerRow`` points (17, one line of
/// the examples' text). A frame covers the cells between its edges, each rounded to the nearest cell
/// boundary; nodes that cover no whole cell are not drawn. Three layers, each in preorder (so children draw
/// over their parents):
///
/// 1. **Outlines** (`┌─┐ │ └─┘`) around every visible node with an id that covers at least 3 × 3 cells.
/// 2. **Content leaves**: a text's words as runs of `~`, wrapped greedily at the leaf's width like the text
///    model does (one row per line, words placed from the leading edge); fixed leaves `#`; flexible leaves
///    `░`; measured leaves `▒`. Spacers are empty.
/// 3. **Labels**: each id node's id, in its top edge (` id ` on an outline, `[id]` otherwise), moved to the
///    right past labels already drawn on that row, and left out when it does not fit in the node's width.
struct BoxDrawer {
  static let pointsPerColumn = 8.0
  static let pointsPerRow = 17.0

  let tree: LiveTree
  let layout: LiveLayout
  let kinds: [NodeHandle: LiveTree.Kind]
  var canvas: CharacterCanvas
  /// Cells holding label characters, so that later labels do not overwrite earlier ones.
  private var labelled: Set<Int> = []

  init(tree: LiveTree, layout: LiveLayout, kinds: [NodeHandle: LiveTree.Kind], canvas: CharacterCanvas) {
    self.tree = tree
    self.layout = layout
    self.kinds = kinds
    self.canvas = canvas
  }

  /// The cells a frame covers: columns and rows, each possibly empty.
  static func cells(of frame: Rect) -> (columns: Range<Int>, rows: Range<Int>) {
    func cell(_ points: Double, _ scale: Double) -> Int { Int((points / scale).rounded()) }
    let left = cell(frame.x, pointsPerColumn)
    let top = cell(frame.y, pointsPerRow)
    return (left..<max(left, cell(frame.maxX, pointsPerColumn)), top..<max(top, cell(frame.maxY, pointsPerRow)))
  }

  /// Draws the three layers.
  mutating func draw() {
    let visible = (try? tree.laidOutNodes()) ?? []
    func id(_ node: NodeHandle) -> String? { (try? tree.id(of: node)) ?? nil }
    for node in visible where id(node) != nil { outline(node) }
    for node in visible { content(node) }
    for node in visible { if let id = id(node) { label(id, node) } }
  }

  private func area(_ node: NodeHandle) -> (columns: Range<Int>, rows: Range<Int>)? {
    guard let frame = (try? tree.frame(of: node)) ?? nil else { return nil }
    let cells = Self.cells(of: frame)
    return cells.columns.isEmpty || cells.rows.isEmpty ? nil : cells
  }

  private static func isOutlined(_ columns: Range<Int>, _ rows: Range<Int>) -> Bool {
    columns.count >= 3 && rows.count >= 3
  }

  private mutating func outline(_ node: NodeHandle) {
    guard let (columns, rows) = area(node), Self.isOutlined(columns, rows) else { return }
    let (left, right, top, bottom) = (columns.lowerBound, columns.upperBound - 1, rows.lowerBound, rows.upperBound - 1)
    canvas.fill((left + 1)..<right, top..<(top + 1), with: "─")
    canvas.fill((left + 1)..<right, bottom..<(bottom + 1), with: "─")
    canvas.fill(left..<(left + 1), (top + 1)..<bottom, with: "│")
    canvas.fill(right..<(right + 1), (top + 1)..<bottom, with: "│")
    canvas[left, top] = "┌"
    canvas[right, top] = "┐"
    canvas[left, bottom] = "└"
    canvas[right, bottom] = "┘"
  }

  private mutating func content(_ node: NodeHandle) {
    guard let kind = kinds[node], let frame = (try? tree.frame(of: node)) ?? nil, let (columns, rows) = area(node)
    else { return }
    // Only leaves draw content; containers and modifiers are outlined.
    guard case .leaf(let leaf) = kind.descriptor.role else { return }
    switch leaf {
    case .text: if case .text(let text) = kind { words(text, in: frame) }
    case .fixed: canvas.fill(columns, rows, with: "#")
    case .flexible: canvas.fill(columns, rows, with: "░")
    case .measured: canvas.fill(columns, rows, with: "▒")
    case .spacer, .divider: break  // left blank
    }
  }

  /// A text's words where the text model puts them: greedy lines at the frame's width between forced breaks,
  /// as many as fit.
  private mutating func words(_ text: TextLeaf, in frame: Rect) {
    let scale = layout.environment.dynamicTypeSize
    let space = text.scaledLength(text.spaceWidth, at: scale)
    let lineHeight = text.scaledLineHeight(at: scale)
    let lineCount = lineHeight > 0 ? max(Int((frame.height / lineHeight).rounded()), 1) : 1
    var line = 0
    var x = 0.0
    for (index, word) in text.wordWidths.map({ text.scaledLength($0, at: scale) }).enumerated() {
      // S2.7: each forced break before this word starts a line (repeats: empty lines).
      let forced = text.lineBreaks.lazy.filter { $0 == index }.count
      if forced > 0 {
        line += forced
        x = 0
      } else if index > 0 {
        if x + space + word <= frame.width {
          x += space
        } else {
          line += 1
          x = 0
        }
      }
      guard line < lineCount else { return }
      let start = layout.environment.layoutDirection == .rightToLeft ? frame.maxX - x - word : frame.x + x
      let left = Int((start / Self.pointsPerColumn).rounded())
      let length = max(Int((word / Self.pointsPerColumn).rounded()), 1)
      let row = Int(((frame.y + Double(line) * lineHeight) / Self.pointsPerRow).rounded())
      canvas.fill(left..<(left + length), row..<(row + 1), with: "~")
      x += word
    }
  }

  private mutating func label(_ id: String, _ node: NodeHandle) {
    guard let (columns, rows) = area(node) else { return }
    let outlined = Self.isOutlined(columns, rows)
    let text = outlined ? " \(id) " : "[\(id)]"
    let first = columns.lowerBound + (outlined ? 1 : 0)
    let last = columns.upperBound - (outlined ? 1 : 0)  // exclusive
    let row = rows.lowerBound
    var start = first
    while start + text.count <= last {
      let cells = (start..<(start + text.count)).map { row * canvas.columns + $0 }
      if let taken = cells.lastIndex(where: labelled.contains) {
        start += taken + 1
        continue
      }
      canvas.write(text, column: start, row: row)
      labelled.formUnion(cells)
      return
    }
  }
}
