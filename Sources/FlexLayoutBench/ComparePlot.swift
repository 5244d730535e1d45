// `FlexLayoutBench compare OLD.json NEW.json --svg DIR`: one plot per compared figure, OLD over NEW for each
// workload both reports have, with the ratio written beside each pair.

/// Paired horizontal bars: per workload, one figure of the old report over the same figure of the new one.
enum ComparePlot {
  static let oldColor = Chart.palette[5]
  static let newColor = Chart.palette[0]
  static let rowHeight = 28.0

  /// The figures drawn, each into its own file: the name `Comparison` gives it, the file, and whether its axis
  /// is logarithmic (times spread over three orders of magnitude; bytes do not).
  static let plotted: [(figure: String, file: String, logarithmic: Bool)] = [
    ("bytes/node", "compare-bytes.svg", false),
    ("cold ns/node", "compare-cold.svg", true),
    ("warm ns/node", "compare-warm.svg", true),
  ]

  /// The SVG of `figure` (a ``Comparison/Row/figure`` name), or `nil` when no workload has it in both reports.
  static func draw(
    _ comparison: Comparison, figure: String, logarithmic: Bool, oldName: String, newName: String
  ) -> String? {
    let rows = comparison.rows.filter { $0.figure == figure && $0.old > 0 && $0.new > 0 }
    guard !rows.isEmpty else { return nil }
    let labelWidth = rows.map { PlotSVG.textWidth($0.workload, size: 12) }.max() ?? 0
    var lines = [
      "OLD: \(oldName)", "NEW: \(newName)",
      "Bars: the medians of each run; the ratio NEW / OLD is written after each pair. Shorter is better.",
    ]
    lines += comparison.notes.filter { $0.contains("probe") }
    var chart = Chart(
      plotHeight: Double(rows.count) * rowHeight, leftMargin: labelWidth + 20,
      title: "Compared: \(figure), each workload", lines: lines,
      legend: [.init(label: "OLD", color: oldColor, swatch: .bar), .init(label: "NEW", color: newColor, swatch: .bar)])
    for index in rows.indices where index % 2 == 1 {
      chart.svg.rectangle(
        x: chart.left, y: chart.top + Double(index) * rowHeight, width: chart.right - chart.left, height: rowHeight,
        fill: "#f4f4f4")
    }
    let values = rows.flatMap { [$0.old, $0.new] }
    // Room on the right for the ratio's label.
    let axis =
      logarithmic ? PlotAxis.logarithmic(values) : PlotAxis.linear(values + [values.max()! * 1.12], fromZero: true)
    let x = chart.horizontal(axis)
    let scale = logarithmic ? "log scale" : "linear scale"
    chart.drawAxes(x: x, y: nil, xTitle: "\(figure) (\(scale))", yTitle: nil, xLabelsAbove: true)
    for (index, row) in rows.enumerated() {
      let rowTop = chart.top + Double(index) * rowHeight
      chart.svg.text(row.workload, at: PlotPoint(x: chart.left - 8, y: rowTop + 18), size: 12, anchor: "end")
      var end = chart.left
      for (offset, value, color) in [(4.0, row.old, oldColor), (15.0, row.new, newColor)] {
        let barEnd = x.position(value)
        chart.svg.rectangle(x: chart.left, y: rowTop + offset, width: barEnd - chart.left, height: 9, fill: color)
        end = max(end, barEnd)
      }
      chart.svg.text(
        "\(readable(row.old)) → \(readable(row.new)): \(ratioText(row.ratio))",
        at: PlotPoint(x: end + 4, y: rowTop + 17), size: 9.5, color: "#333333")
    }
    return chart.svg.document
  }

  /// A ratio as written on the plot: ×0.84, ×1.02.
  static func ratioText(_ ratio: Double) -> String {
    guard ratio.isFinite else { return "new" }
    let hundredths = Int((ratio * 100).rounded())
    let fraction = hundredths % 100
    return "×\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
