// The sweep plot: one workload's warm layout time at each width of the sweep, with the transition widths
// (where an adaptive container's selection changes) marked.

/// Time per layout against the proposed width, for one workload that has per-width timings.
enum SweepPlot {
  static let lineColor = Chart.palette[0]
  static let transitionColor = Chart.palette[1]

  /// The SVG, or `nil` when the workload has no per-width timings for `data`'s sweep.
  static func draw(_ workload: PlotData.Workload, _ data: PlotData) -> String? {
    let times = workload.widthNanoseconds
    guard times.count == data.widths.count, times.count > 1, let first = data.widths.first,
      let last = data.widths.last
    else { return nil }
    let median = Spread(times).median
    let (unit, scale) = median >= 1_000 ? ("µs", 1e-3) : ("ns", 1.0)
    let values = times.map { $0 * scale }
    // A few slow widths (a transition, the jump back to the first width) would flatten a linear axis.
    let logarithmic = (times.max() ?? 0) > 10 * median

    let transitions = workload.transitionWidths
    let mean = workload.warmPerLayout.map { $0 * scale }
    var legend: [Chart.LegendEntry] = [
      .init(label: "one layout at this width", color: lineColor, swatch: .line(dash: nil, marker: nil, filled: false))
    ]
    if let mean {
      legend.append(
        .init(
          label: "mean of the timed sweeps: \(readable(mean)) \(unit)", color: "#444444",
          swatch: .line(dash: "2 3", marker: nil, filled: false)))
    }
    if !transitions.isEmpty {
      legend.append(
        .init(
          label: "transition: a selection changes (\(transitions.count))", color: transitionColor, swatch: .rule))
    }
    let height = data.height.map { "height \(PlotAxis.label($0))" } ?? "an unspecified height"
    var chart = Chart(
      plotHeight: 360, title: "\(workload.label): warm layout time at each width",
      lines: [
        data.run,
        "One warm engine lays out each width after the one before (\(grouped(workload.nodes)) nodes); each layout "
          + "timed alone, median of \(workload.widthSweeps) sweep\(workload.widthSweeps == 1 ? "" : "s").",
        transitions.isEmpty
          ? "No adaptive container changes its selection in this sweep."
          : "Dashed lines: the first width of each new arrangement of the adaptive containers.",
      ], legend: legend)
    let x = chart.horizontal(PlotAxis(low: first, high: last, logarithmic: false))
    let levels = values + (mean.map { [$0] } ?? [])
    let y = chart.vertical(logarithmic ? PlotAxis.logarithmic(levels) : PlotAxis.linear(levels, fromZero: true))
    chart.drawAxes(
      x: x, y: y, xTitle: "proposed width (points), \(height)",
      yTitle: "time per layout (\(unit)\(logarithmic ? ", log scale" : ""))")

    var lastLabel = -Double.infinity
    for width in transitions {
      let position = x.position(width)
      chart.svg.line(
        PlotPoint(x: position, y: chart.top), PlotPoint(x: position, y: chart.bottom), color: transitionColor,
        width: 1, dash: "4 3")
      if position - lastLabel >= 30 {
        chart.svg.text(
          PlotAxis.label(width), at: PlotPoint(x: position, y: chart.top - 6), size: 10, anchor: "middle",
          color: transitionColor)
        lastLabel = position
      }
    }
    if let mean {
      let level = y.position(mean)
      chart.svg.line(
        PlotPoint(x: chart.left, y: level), PlotPoint(x: chart.right, y: level), color: "#444444", width: 1.2,
        dash: "2 3")
    }
    let points = zip(data.widths, values).map { PlotPoint(x: x.position($0), y: y.position(max($1, y.low))) }
    chart.svg.polyline(points, color: lineColor, width: 1.2)
    return chart.svg.document
  }
}
