// The page every plot is drawn on: title, subtitle lines, legend, and a plot area with its grid, tick labels
// and axis titles. The plots (ScalePlot, SweepPlot, ColdWarmPlot) draw their data inside it.

/// A plot's page, laid out from the top: title, lines of detail, legend, plot area, x-axis title.
struct Chart {
  /// A legend entry: a swatch drawn the way the data is, and what it stands for.
  struct LegendEntry {
    /// How the swatch is drawn.
    enum Swatch {
      /// A short line (dashed when `dash` is set) with `marker` on it.
      case line(dash: String?, marker: PlotMarker?, filled: Bool)
      /// A filled block, as a bar.
      case bar
      /// A short vertical dashed line, as a marked position on the x axis.
      case rule
    }

    var label: String
    var color: String
    var swatch: Swatch
  }

  var svg: PlotSVG
  /// The plot area's edges, in points.
  let left: Double
  let top: Double
  let right: Double
  let bottom: Double

  /// Colours told apart with most kinds of colour blindness (Okabe and Ito), in order of use.
  static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]

  static let width = 900.0
  /// The left edge of the title, the lines of detail and the legend, points.
  static let margin = 20.0
  static let gridColor = "#d4d4d4"
  static let faintGridColor = "#eeeeee"

  /// Lays out a page `Chart.width` wide whose plot area is `plotHeight` tall, with `leftMargin` points left of
  /// it for the y tick labels, and draws the title, `lines` and `legend`.
  init(plotHeight: Double, leftMargin: Double = 78, title: String, lines: [String], legend: [LegendEntry]) {
    left = leftMargin
    right = Self.width - 28
    var y = 30.0
    var texts: [(String, PlotPoint, Double, Bool, String)] = [
      (title, PlotPoint(x: Self.margin, y: y), 17, true, "#111111")
    ]
    let textWidth = right - Self.margin
    for line in lines.flatMap({ Self.wrap($0, size: 11.5, width: textWidth) }) {
      y += 17
      texts.append((line, PlotPoint(x: Self.margin, y: y), 11.5, false, "#555555"))
    }
    y += 26
    var x = Self.margin
    var swatches: [(LegendEntry, PlotPoint)] = []
    for entry in legend {
      let width = 30 + PlotSVG.textWidth(entry.label, size: 12)
      if x + width > right, x > Self.margin {
        x = Self.margin
        y += 20
      }
      swatches.append((entry, PlotPoint(x: x, y: y)))
      x += width + 20
    }
    top = y + (legend.isEmpty ? 0 : 32)
    bottom = top + plotHeight
    svg = PlotSVG(width: Self.width, height: bottom + 54)
    for (text, point, size, bold, color) in texts {
      svg.text(text, at: point, size: size, bold: bold, color: color)
    }
    for (entry, point) in swatches { drawLegendEntry(entry, at: point) }
  }

  /// `text` broken between words into lines at most `width` points wide (estimated) at `size`.
  static func wrap(_ text: String, size: Double, width: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if !line.isEmpty, PlotSVG.textWidth(candidate, size: size) > width {
        lines.append(line)
        line = String(word)
      } else {
        line = candidate
      }
    }
    return line.isEmpty ? lines : lines + [line]
  }

  private mutating func drawLegendEntry(_ entry: LegendEntry, at point: PlotPoint) {
    let middle = point.y - 4
    switch entry.swatch {
    case .line(let dash, let marker, let filled):
      svg.line(
        PlotPoint(x: point.x, y: middle), PlotPoint(x: point.x + 24, y: middle), color: entry.color, width: 2,
        dash: dash)
      if let marker {
        svg.marker(marker, at: PlotPoint(x: point.x + 12, y: middle), color: entry.color, filled: filled)
      }
    case .bar:
      svg.rectangle(x: point.x + 2, y: middle - 6, width: 20, height: 12, fill: entry.color)
    case .rule:
      svg.line(
        PlotPoint(x: point.x + 12, y: middle - 8), PlotPoint(x: point.x + 12, y: middle + 8), color: entry.color,
        width: 1.5, dash: "4 3")
    }
    svg.text(entry.label, at: PlotPoint(x: point.x + 30, y: point.y), size: 12)
  }

  /// `axis` stretched over the plot area's width.
  func horizontal(_ axis: PlotAxis) -> PlotAxis {
    var placed = axis
    placed.start = left
    placed.end = right
    return placed
  }

  /// `axis` stretched over the plot area's height, low values at the bottom.
  func vertical(_ axis: PlotAxis) -> PlotAxis {
    var placed = axis
    placed.start = bottom
    placed.end = top
    return placed
  }

  /// The grid, tick labels and axis titles of placed axes (`y` may be `nil` for categories drawn by the
  /// plot); `xLabelsAbove` repeats the x tick labels over the plot area (for tall plots).
  mutating func drawAxes(x: PlotAxis, y: PlotAxis?, xTitle: String, yTitle: String?, xLabelsAbove: Bool = false) {
    for tick in x.ticks() {
      let position = x.position(tick.value)
      svg.line(
        PlotPoint(x: position, y: top), PlotPoint(x: position, y: bottom),
        color: tick.label == nil ? Self.faintGridColor : Self.gridColor)
      guard let label = tick.label else { continue }
      svg.text(label, at: PlotPoint(x: position, y: bottom + 16), size: 11, anchor: "middle")
      if xLabelsAbove { svg.text(label, at: PlotPoint(x: position, y: top - 7), size: 11, anchor: "middle") }
    }
    if let y {
      for tick in y.ticks() {
        let position = y.position(tick.value)
        svg.line(
          PlotPoint(x: left, y: position), PlotPoint(x: right, y: position),
          color: tick.label == nil ? Self.faintGridColor : Self.gridColor)
        if let label = tick.label {
          svg.text(label, at: PlotPoint(x: left - 7, y: position + 4), size: 11, anchor: "end")
        }
      }
    }
    svg.add(
      "rect",
      [
        ("x", PlotSVG.number(left)), ("y", PlotSVG.number(top)), ("width", PlotSVG.number(right - left)),
        ("height", PlotSVG.number(bottom - top)), ("fill", "none"), ("stroke", "#777777"),
      ])
    svg.text(xTitle, at: PlotPoint(x: (left + right) / 2, y: bottom + 40), size: 12.5, anchor: "middle")
    if let yTitle {
      svg.text(yTitle, at: PlotPoint(x: 18, y: (top + bottom) / 2), size: 12.5, anchor: "middle", rotated: true)
    }
  }
}
