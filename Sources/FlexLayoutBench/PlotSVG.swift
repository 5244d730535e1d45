// The SVG writer of the plots: plain elements, no scripts, no external fonts (the generic `sans-serif`
// family) and numbers rounded to a hundredth of a point, so the same calls always write the same bytes.
import FlexLayoutFormat
import Foundation

/// A point in the SVG's user units (points, y down).
struct PlotPoint {
  var x: Double
  var y: Double
}

/// The shape drawn at a data point.
enum PlotMarker {
  case circle, square, diamond
}

/// An SVG document built element by element, in drawing order, on FlexLayoutFormat's `SVGWriter` (which
/// escapes text and attributes).
struct PlotSVG {
  let width: Double
  let height: Double
  private var writer: SVGWriter

  /// An empty document of `width` × `height` points on a white background.
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
    writer = SVGWriter(width: width, height: height)
    writer.start("g", [("font-family", "sans-serif")])
    rectangle(x: 0, y: 0, width: width, height: height, fill: "#ffffff")
  }

  /// The document, ready to be written to a file.
  var document: String {
    var finished = writer
    return finished.finish()
  }

  /// An element with its attributes in the order given, and its text if any.
  mutating func add(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
    writer.element(name, attributes, content: text)
  }

  /// A line from `a` to `b`; `dash` is an SVG dash array ("4 3").
  mutating func line(_ a: PlotPoint, _ b: PlotPoint, color: String, width: Double = 1, dash: String? = nil) {
    add(
      "line",
      [
        ("x1", Self.number(a.x)), ("y1", Self.number(a.y)), ("x2", Self.number(b.x)), ("y2", Self.number(b.y)),
        ("stroke", color), ("stroke-width", Self.number(width)),
      ] + (dash.map { [("stroke-dasharray", $0)] } ?? []))
  }

  /// Straight segments through `points`.
  mutating func polyline(_ points: [PlotPoint], color: String, width: Double = 1.5, dash: String? = nil) {
    let list = points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " ")
    add(
      "polyline",
      [("points", list), ("fill", "none"), ("stroke", color), ("stroke-width", Self.number(width))]
        + (dash.map { [("stroke-dasharray", $0)] } ?? []))
  }

  /// A rectangle, filled and optionally outlined.
  mutating func rectangle(
    x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil
  ) {
    add(
      "rect",
      [
        ("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(width)),
        ("height", Self.number(height)), ("fill", fill),
      ] + (stroke.map { [("stroke", $0)] } ?? []))
  }

  /// `marker` centred on `point`, about 8 points across: filled with `color`, or white with a `color` outline.
  mutating func marker(_ marker: PlotMarker, at point: PlotPoint, color: String, filled: Bool) {
    let fill = filled ? color : "#ffffff"
    let paint = [("fill", fill), ("stroke", color), ("stroke-width", "1.5")]
    switch marker {
    case .circle:
      add("circle", [("cx", Self.number(point.x)), ("cy", Self.number(point.y)), ("r", "4")] + paint)
    case .square:
      add(
        "rect",
        [("x", Self.number(point.x - 3.5)), ("y", Self.number(point.y - 3.5)), ("width", "7"), ("height", "7")]
          + paint)
    case .diamond:
      let corners = [(0.0, -5.0), (5.0, 0.0), (0.0, 5.0), (-5.0, 0.0)]
      let list = corners.map { Self.number(point.x + $0.0) + "," + Self.number(point.y + $0.1) }
      add("polygon", [("points", list.joined(separator: " "))] + paint)
    }
  }

  /// Text at `point` (its baseline); `anchor` is `start`, `middle` or `end`; `rotated` turns it a quarter
  /// turn anticlockwise about `point` (for a vertical axis title).
  mutating func text(
    _ content: String, at point: PlotPoint, size: Double = 12, anchor: String = "start", bold: Bool = false,
    color: String = "#222222", rotated: Bool = false
  ) {
    var attributes = [("x", Self.number(point.x)), ("y", Self.number(point.y)), ("font-size", Self.number(size))]
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    if bold { attributes.append(("font-weight", "bold")) }
    attributes.append(("fill", color))
    if rotated {
      attributes.append(("transform", "rotate(-90 \(Self.number(point.x)) \(Self.number(point.y)))"))
    }
    add("text", attributes, text: content)
  }

  /// The width `text` takes at `size` points, estimated (sans-serif averages a little over half an em).
  static func textWidth(_ text: String, size: Double) -> Double {
    Double(text.count) * size * 0.58
  }

  /// `value` rounded to a hundredth, without trailing zeros (`12`, `43.5`, `0.25`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
