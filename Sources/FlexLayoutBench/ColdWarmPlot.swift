// The cold/warm plot: each workload's cold and warm time per node per layout, as pairs of bars.

/// Grouped horizontal bars on a logarithmic axis: per workload, a fresh engine's layout (cold) over the
/// warm sweep's (warm), medians with min…max whiskers and the median written at the end.
enum ColdWarmPlot {
  static let coldColor = Chart.palette[0]
  static let warmColor = Chart.palette[4]
  static let rowHeight = 28.0

  /// The SVG, or `nil` when no workload has both figures.
  static func draw(_ data: PlotData) -> String? {
    let rows = data.workloads.compactMap { workload in
      workload.cold.flatMap { cold in workload.warm.map { (workload.label, cold, $0) } }
    }
    guard !rows.isEmpty else { return nil }
    let labelWidth = rows.map { PlotSVG.textWidth($0.0, size: 12) }.max() ?? 0
    var chart = Chart(
      plotHeight: Double(rows.count) * rowHeight, leftMargin: labelWidth + 20,
      title: "Cold and warm: time per node per layout, each workload",
      lines: [
        data.run,
        "Cold: a fresh engine's first layout. Warm: one engine across the sweep (the scale family: every 35th width).",
        "Bars: medians over the repeats; whiskers: min to max; each labelled grid line is 10× the one before.",
      ],
      legend: [
        .init(label: "cold", color: coldColor, swatch: .bar), .init(label: "warm", color: warmColor, swatch: .bar),
      ])
    for index in rows.indices where index % 2 == 1 {
      chart.svg.rectangle(
        x: chart.left, y: chart.top + Double(index) * rowHeight, width: chart.right - chart.left, height: rowHeight,
        fill: "#f4f4f4")
    }
    let values = rows.flatMap { [$0.1.min, $0.1.max, $0.2.min, $0.2.max] }
    let x = chart.horizontal(PlotAxis.logarithmic(values))
    chart.drawAxes(
      x: x, y: nil, xTitle: "time per node per layout (ns, log scale): shorter is faster", yTitle: nil,
      xLabelsAbove: true)

    for (index, row) in rows.enumerated() {
      let rowTop = chart.top + Double(index) * rowHeight
      chart.svg.text(row.0, at: PlotPoint(x: chart.left - 8, y: rowTop + 18), size: 12, anchor: "end")
      for (offset, figure, color) in [(4.0, row.1, coldColor), (15.0, row.2, warmColor)] {
        let barTop = rowTop + offset
        let end = x.position(figure.median)
        chart.svg.rectangle(x: chart.left, y: barTop, width: end - chart.left, height: 9, fill: color)
        let middle = barTop + 4.5
        let low = x.position(figure.min)
        let high = x.position(figure.max)
        if high - low >= 1 {
          chart.svg.line(PlotPoint(x: low, y: middle), PlotPoint(x: high, y: middle), color: "#333333")
          for edge in [low, high] {
            chart.svg.line(PlotPoint(x: edge, y: middle - 3), PlotPoint(x: edge, y: middle + 3), color: "#333333")
          }
        }
        chart.svg.text(
          readable(figure.median), at: PlotPoint(x: max(end, high) + 4, y: middle + 3.5), size: 9.5,
          color: "#333333")
      }
    }
    return chart.svg.document
  }
}
