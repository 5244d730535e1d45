import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutFormat

/// A panel of a `render` picture read back from its SVG, in the picture's content coordinates (root
/// coordinates, points): what the tests check against the layout.
struct PicturePanel {
  /// One identified node's box: its ids and frame (from its hover title), its drawn rectangle, its class and
  /// the rectangle of its clip (`nil`: not inside a scroll).
  struct Box {
    let ids: [String]
    let title: String
    let rect: Rect
    let style: String
    let clip: Rect?
  }

  /// One word drawn with characters: its characters, where its baseline starts, its stretched length and the
  /// font size of its text.
  struct Word {
    let characters: String
    let x: Double
    let baseline: Double
    let length: Double
    let fontSize: Double
    /// The rectangle of its clip, its own or its group's (`nil`: none).
    var clip: Rect? = nil
  }

  /// One text's group: its words with characters (class `string`) or its word bars (class `words`).
  struct Text {
    let words: [Word]
    let bars: [Rect]
    let clip: Rect?
  }

  /// One label: its text, where its baseline starts, its font size and whether it is a number (bold).
  struct Label {
    let text: String
    let x: Double
    let baseline: Double
    let fontSize: Double
    let isNumber: Bool
  }

  let element: MiniXMLElement
  let title: String
  /// Every word drawn with characters, wherever it is: each `text` with a `textLength`, its font size its own
  /// or its group's.
  let words: [Word]
  let boxes: [Box]
  let texts: [Text]
  let labels: [Label]
  let legend: [String]
  /// The clip rectangles by id.
  let clips: [String: Rect]

  /// The panels of a whole picture.
  static func panels(_ svg: String) throws -> [PicturePanel] {
    try MiniXML.parse(svg).children.filter { $0.name == "g" }.map(PicturePanel.init)
  }

  static func number(_ text: String?) -> Double { text.flatMap(Double.init) ?? .nan }

  static func rect(_ element: MiniXMLElement) -> Rect {
    let a = element.attributes
    return Rect(x: number(a["x"]), y: number(a["y"]), width: number(a["width"]), height: number(a["height"]))
  }

  init(_ element: MiniXMLElement) throws {
    self.element = element
    title = element.children.first?.text ?? ""
    var clips: [String: Rect] = [:]
    for clip in element.all where clip.name == "clipPath" {
      if let id = clip.attributes["id"], let rect = clip.children.first { clips[id] = Self.rect(rect) }
    }
    self.clips = clips
    func clip(_ element: MiniXMLElement) -> Rect? {
      guard let reference = element.attributes["clip-path"] else { return nil }
      return clips[String(reference.dropFirst("url(#".count).dropLast())]
    }
    boxes = try element.all.filter { $0.name == "g" && $0.children.first?.name == "title" }.map { group in
      let title = group.children[0].text
      let rect = try #require(group.children.first { $0.name == "rect" })
      return Box(
        ids: String(title.prefix { $0 != ":" }).components(separatedBy: " · "), title: title, rect: Self.rect(rect),
        style: group.attributes["class"] ?? "", clip: clip(group))
    }
    texts = element.all.filter { $0.name == "g" && ["string", "words"].contains($0.attributes["class"]) }.map {
      group in
      let size = Self.number(group.attributes["font-size"])
      return Text(
        words: group.children.filter { $0.name == "text" }.map { word in
          Word(
            characters: word.text, x: Self.number(word.attributes["x"]), baseline: Self.number(word.attributes["y"]),
            length: Self.number(word.attributes["textLength"]), fontSize: size)
        }, bars: group.children.filter { $0.name == "rect" }.map(Self.rect), clip: clip(group))
    }
    var words: [Word] = []
    var pending: [(element: MiniXMLElement, fontSize: String?, clip: Rect?)] = [(element, nil, nil)]
    while let (next, inherited, inheritedClip) = pending.popLast() {
      let size = next.attributes["font-size"] ?? inherited
      let clipped = clip(next) ?? inheritedClip
      if next.name == "text", let length = next.attributes["textLength"] {
        words.append(
          Word(
            characters: next.text, x: Self.number(next.attributes["x"]), baseline: Self.number(next.attributes["y"]),
            length: Self.number(length), fontSize: Self.number(size), clip: clipped))
      }
      pending += next.children.reversed().map { ($0, size, clipped) }
    }
    self.words = words
    // The labels: the texts of the labels group (a label drawn in its box's group counts too).
    let labelGroup = element.all.first { $0.name == "g" && $0.attributes["class"] == "labels" }
    let labelElements =
      labelGroup.map { group in group.children.map { ($0, group.attributes["font-size"]) } }
      ?? element.all.filter { $0.name == "g" && $0.children.first?.name == "title" }.flatMap { box in
        box.children.filter { $0.name == "text" }.map { ($0, $0.attributes["font-size"]) }
      }
    labels = labelElements.map { label, size in
      Label(
        text: label.text, x: Self.number(label.attributes["x"]), baseline: Self.number(label.attributes["y"]),
        fontSize: Self.number(size), isNumber: label.attributes["font-weight"] == "bold")
    }
    // The legend's entries: a line starting with `· ` continues the entry before it.
    var legend: [String] = []
    for line in element.all.first(where: { $0.name == "g" && $0.attributes["class"] == "legend" })?.children ?? [] {
      if line.text.hasPrefix("· "), let last = legend.popLast() {
        legend.append(last + " " + line.text)
      } else {
        legend.append(line.text)
      }
    }
    self.legend = legend
  }

  /// What each label says: its text, or for a number the legend's line for it.
  var writtenLabels: [String] {
    labels.map { label in
      guard label.isNumber, let number = Int(label.text), number >= 1, number <= legend.count else { return label.text }
      return String(legend[number - 1].dropFirst("\(number)  ".count))
    }
  }

  /// Where a label's glyphs may be: from its baseline up 0.8 em and down 0.25 em, 0.6 em per character (the
  /// estimate the picture places them by; a number 2 points wider).
  static func extent(of label: Label) -> Rect {
    let width = Double(label.text.count) * label.fontSize * 0.6 + (label.isNumber ? 2 : 0)
    return Rect(x: label.x, y: label.baseline - label.fontSize * 0.8, width: width, height: label.fontSize * 1.05)
  }

  /// Where a word's glyphs may be: its stretched length, from its baseline up 0.8 em and down 0.25 em.
  static func extent(of word: Word) -> Rect {
    Rect(x: word.x, y: word.baseline - word.fontSize * 0.8, width: word.length, height: word.fontSize * 1.05)
  }

  /// Whether two rectangles share some area.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }
}
