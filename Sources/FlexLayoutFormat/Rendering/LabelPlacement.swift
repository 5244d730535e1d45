import FlexLayout

extension LayoutPicture {
  /// Where a picture's box labels go (Docs/CLI.md, `render`): each label covers no word of a text and no label
  /// placed before it, and a box's id is written out wherever it fits near the box; only where it fits nowhere
  /// does the box get a number, which a legend below the panel spells out.
  ///
  /// Label extents are estimated: ``labelSize``-point type, 0.6 em per character (Helvetica's widest common
  /// letters), 13 points tall with the baseline 10 below the top (0.8 em above it, 0.25 em below); a number is bold and 2 points wider.
  struct LabelPlacement {
    /// One placed label: its text (the box's label, or its number) and its top-left corner.
    struct Placed: Equatable {
      let text: String
      let x: Double
      let y: Double
      /// Whether it is a number standing for the label in the legend.
      let isNumber: Bool
    }

    /// The height of a label's rectangle, in points.
    static let height = 13.0
    /// From a label's top to its baseline, in points.
    static let baseline = 10.0

    /// The rectangles no label may cover: the words drawn.
    private var words = PlacedLabels()
    /// The labels placed so far.
    private var labels = PlacedLabels()
    /// The legend's lines (`3  two-first-row`), in number order.
    private(set) var legend: [String] = []

    /// A placement over `words`, the rectangles of the words drawn.
    init(words: [Rect]) {
      for word in words { self.words.insert(word) }
    }

    /// The estimated width of `text` as a label, in points.
    static func width(_ text: String, number: Bool = false) -> Double {
      Double(text.count) * LayoutPicture.labelSize * 0.6 + (number ? 2 : 0)
    }

    /// Whether `rect` covers no word and no label.
    func isFree(_ rect: Rect) -> Bool {
      words.covering(rect) == nil && labels.covering(rect) == nil
    }

    /// The places tried for a label `width` wide on `box`, in order: inside the box at its four corners (top
    /// left first) where it fits, then outside it: above its top-left corner, below its bottom-left one, right
    /// of its top-right one and left of its top-left one — those only inside `area`.
    func candidates(width: Double, box: Rect, area: Rect) -> [Rect] {
      let height = Self.height
      var places: [Rect] = []
      if width + 6 <= box.width && height + 2 <= box.height {
        let left = box.x + 3
        let right = box.x + box.width - width - 3
        let top = box.y + 1
        let bottom = box.y + box.height - height - 1
        for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
          places.append(Rect(x: x, y: y, width: width, height: height))
        }
      }
      let outside = [
        Rect(x: box.x, y: box.y - height, width: width, height: height),
        Rect(x: box.x, y: box.y + box.height, width: width, height: height),
        Rect(x: box.x + box.width + 2, y: box.y, width: width, height: height),
        Rect(x: box.x - width - 2, y: box.y, width: width, height: height),
      ]
      for place in outside where contains(area, place) { places.append(place) }
      return places
    }

    /// Places the label `text` of `box` (its visible part), outside the box only inside `area`: the text itself
    /// at the first free candidate, else the next number at the first free candidate for it, else the number
    /// moved right from the box's top-right corner past everything it would cover (each step moves right, so
    /// this ends).
    mutating func place(_ text: String, box: Rect, area: Rect) -> Placed {
      let width = Self.width(text)
      if let place = candidates(width: width, box: box, area: area).first(where: isFree) {
        labels.insert(place)
        return Placed(text: text, x: place.x, y: place.y, isNumber: false)
      }
      let number = "\(legend.count + 1)"
      legend.append("\(number)  \(text)")
      let numberWidth = Self.width(number, number: true)
      var place =
        candidates(width: numberWidth, box: box, area: area).first(where: isFree)
        ?? Rect(x: box.x + box.width + 1, y: box.y + 1, width: numberWidth, height: Self.height)
      while let covered = labels.covering(place) ?? words.covering(place) {
        place.origin.x = covered.x + covered.width + 2
      }
      labels.insert(place)
      return Placed(text: number, x: place.x, y: place.y, isNumber: true)
    }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
      inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
        && inner.y + inner.height <= outer.y + outer.height
    }
  }
}
