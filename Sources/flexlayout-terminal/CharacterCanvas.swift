/// A grid of characters, `columns` wide and `rows` tall, that drawings are composed on.
///
/// Coordinates are cells: column 0 is the left edge, row 0 the top. Writes outside the grid are clipped,
/// so callers never need to check bounds.
struct CharacterCanvas {
  let columns: Int
  let rows: Int
  private var cells: [Character]

  init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    cells = Array(repeating: " ", count: self.columns * self.rows)
  }

  /// The character at (`column`, `row`), or a space outside the grid.
  subscript(column: Int, row: Int) -> Character {
    get { contains(column, row) ? cells[row * columns + column] : " " }
    set { if contains(column, row) { cells[row * columns + column] = newValue } }
  }

  func contains(_ column: Int, _ row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  /// Fills the cells `columnRange` × `rowRange` with `character`.
  mutating func fill(_ columnRange: Range<Int>, _ rowRange: Range<Int>, with character: Character) {
    for row in rowRange {
      for column in columnRange { self[column, row] = character }
    }
  }

  /// Writes `text` from (`column`, `row`) rightwards, at most `limit` characters.
  mutating func write(_ text: String, column: Int, row: Int, limit: Int = .max) {
    for (offset, character) in text.prefix(max(limit, 0)).enumerated() { self[column + offset, row] = character }
  }

  /// The grid as lines, trailing spaces removed.
  var lines: [String] {
    (0..<rows).map { row in
      var line = String(cells[(row * columns)..<((row + 1) * columns)])
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
