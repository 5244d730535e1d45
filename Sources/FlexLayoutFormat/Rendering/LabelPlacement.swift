import FlexLayout

extension LayoutPicture {
  /// Where a picture's box labels go (Docs/CLI.md, `render`): each label covers no word of a text and no label
  /// placed before it, and a box's id is written out wherever it fits near the box; only where it fits nowhere
  /// does the box get a number, which a legend below the panel spells out.
  ///
  /// A label takes a slot 12 points tall with its baseline 10 below the slot's top; its glyphs are estimated at
  /// ``labelSize``-point type, 0.6 em per character (Helvetica's widest common letters; a number is bold and 2
  /// points wider), from 0.8 em above the baseline to 0.25 em below it, and that estimate is what must cover no
  /// word's glyphs and no other label's.
  struct LabelPlacement {
    /// One placed label: its text (the box's label, or its number) and its slot's top-left corner.
    struct Placed: Equatable {
      let text: String
      let x: Double
      let y: Double
      /// Whether it is a number standing for the label in the legend.
      let isNumber: Bool
    }

    /// The height of a label's slot, in points.
    static let height = 12.0
    /// From a label's slot top to its baseline, in points.
    static let baseline = 10.0

    /// The glyph rectangles no label may cover: the words drawn.
    private var words = PlacedLabels()
    /// The glyph rectangles of the labels placed so far.
    private var labels = PlacedLabels()
    /// The legend's entries (`3  two-first-row`), in number order.
    private(set) var legend: [String] = []

    /// A placement over `words`, the rectangles of the words' glyphs.
    init(words: [Rect]) {
      for word in words { self.words.insert(word) }
    }

    /// The estimated width of `text` as a label, in points.
    static func width(_ text: String, number: Bool = false) -> Double {
      Double(text.count) * LayoutPicture.labelSize * 0.6 + (number ? 2 : 0)
    }

    /// The estimated glyphs of a label in `slot`.
    static func glyphs(_ slot: Rect) -> Rect {
      let size = LayoutPicture.labelSize
      return Rect(x: slot.x, y: slot.y + baseline - size * 0.8, width: slot.width, height: size * 1.05)
    }

    /// Whether a label in `slot` covers no word and no label.
    func isFree(_ slot: Rect) -> Bool {
      let glyphs = Self.glyphs(slot)
      return words.covering(glyphs) == nil && labels.covering(glyphs) == nil
    }

    /// The slots tried for a label `width` wide on `box`, in order: inside the box at its four corners (top
    /// left first) where it fits, then outside it, only inside `area`: above and below its left end, above and
    /// below its right end, right of its top-right corner and left of its top-left one.
    func candidates(width: Double, box: Rect, area: Rect) -> [Rect] {
      let height = Self.height
      let (minX, minY, maxX, maxY) = (box.x, box.y, box.x + box.width, box.y + box.height)
      var slots: [Rect] = []
      if width + 6 <= box.width && height + 2 <= box.height {
        for (x, y) in [
          (minX + 3, minY + 1), (maxX - width - 3, minY + 1), (minX + 3, maxY - height - 1),
          (maxX - width - 3, maxY - height - 1),
        ] {
          slots.append(Rect(x: x, y: y, width: width, height: height))
        }
      }
      let outside = [
        (minX, minY - height), (minX, maxY), (maxX - width, minY - height), (maxX - width, maxY), (maxX + 2, minY),
        (minX - width - 2, minY),
      ].map { Rect(x: $0.0, y: $0.1, width: width, height: height) }
      for slot in outside where Self.contains(area, slot) { slots.append(slot) }
      return slots
    }

    /// Places the label `text` of `box` (its visible part), outside the box only inside `area`: the text itself
    /// at the first free candidate, else the next number at the first free candidate for it, else the number on
    /// the row of the box's top (from its right edge), of its bottom edge or just above it (from its left edge),
    /// moved right past everything it would cover, on the first of these rows where that stays inside `area`,
    /// else on the first row wherever that ends (each step moves right, so this ends).
    mutating func place(_ text: String, box: Rect, area: Rect) -> Placed {
      let width = Self.width(text)
      if let slot = candidates(width: width, box: box, area: area).first(where: isFree) {
        labels.insert(Self.glyphs(slot))
        return Placed(text: text, x: slot.x, y: slot.y, isNumber: false)
      }
      let number = "\(legend.count + 1)"
      legend.append("\(number)  \(text)")
      let numberWidth = Self.width(number, number: true)
      let slot =
        candidates(width: numberWidth, box: box, area: area).first(where: isFree)
        ?? {
          let rows = [
            Rect(x: box.x + box.width + 1, y: box.y + 1, width: numberWidth, height: Self.height),
            Rect(x: box.x, y: box.y + box.height, width: numberWidth, height: Self.height),
            Rect(x: box.x, y: box.y - Self.height, width: numberWidth, height: Self.height),
          ].map(freeAlong)
          return rows.first { Self.contains(area, $0) } ?? rows[0]
        }()
      labels.insert(Self.glyphs(slot))
      return Placed(text: number, x: slot.x, y: slot.y, isNumber: true)
    }

    /// `slot` moved right past every word and label its glyphs would cover.
    func freeAlong(_ slot: Rect) -> Rect {
      var slot = slot
      while let covered = labels.covering(Self.glyphs(slot)) ?? words.covering(Self.glyphs(slot)) {
        slot.origin.x = covered.x + covered.width + 2
      }
      return slot
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
      inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
        && inner.y + inner.height <= outer.y + outer.height
    }
  }
}
