// The scale plot: ns per node against node count for the scale family, cold and warm, log–log.

/// Cost per node against tree size: one colour per family (`scale-rows`, `scale-flat`), cold solid with
/// filled markers, warm dashed with open ones, whiskers from min to max over the repeats.
enum ScalePlot {
  /// The SVG, or `nil` when the report has no scale workloads.
  static func draw(_ data: PlotData) -> String? {
    let members = data.workloads.filter { $0.mode == "scale" && $0.nodes > 0 && $0.cold != nil }
    guard !members.isEmpty else { return nil }
    // A family is the name without its size suffix: scale-rows-1k → scale-rows.
    var families: [(name: String, members: [PlotData.Workload])] = []
    for workload in members {
      let family = workload.name.split(separator: "-").dropLast().joined(separator: "-")
      if let index = families.firstIndex(where: { $0.name == family }) {
        families[index].members.append(workload)
      } else {
        families.append((family, [workload]))
      }
    }
    let markers: [PlotMarker] = [.circle, .square, .diamond]
    var legend: [Chart.LegendEntry] = []
    for (index, family) in families.enumerated() {
      let color = Chart.palette[index % Chart.palette.count]
      let marker = markers[index % markers.count]
      legend.append(
        .init(label: "\(family.name) cold", color: color, swatch: .line(dash: nil, marker: marker, filled: true)))
      legend.append(
        .init(label: "\(family.name) warm", color: color, swatch: .line(dash: "6 4", marker: marker, filled: false)))
    }
    let repeats = "medians over the repeats, whiskers from min to max"
    var chart = Chart(
      plotHeight: 400, title: "Cost per node against tree size (the scale family)",
      lines: [
        data.run,
        "Cold: a fresh engine's first layout. Warm: every 35th width of the sweep (33 layouts) on one engine; \(repeats).",
      ], legend: legend)

    let nodes = members.map { Double($0.nodes) }
    let times = members.flatMap { [$0.cold, $0.warm].compactMap { $0 }.flatMap { [$0.min, $0.max] } }
    var x = chart.horizontal(
      PlotAxis(low: (nodes.min() ?? 1_000) / 1.6, high: (nodes.max() ?? 1e6) * 1.6, logarithmic: true))
    x.format = PlotAxis.countLabel
    let y = chart.vertical(PlotAxis.logarithmic(times))
    chart.drawAxes(
      x: x, y: y, xTitle: "nodes in the tree (log scale)", yTitle: "time per node per layout (ns, log scale)")

    for (index, family) in families.enumerated() {
      let color = Chart.palette[index % Chart.palette.count]
      let marker = markers[index % markers.count]
      for warm in [false, true] {
        let points = family.members.compactMap { workload -> (PlotPoint, PlotData.Figure)? in
          guard let figure = warm ? workload.warm : workload.cold else { return nil }
          return (PlotPoint(x: x.position(Double(workload.nodes)), y: y.position(figure.median)), figure)
        }
        for (point, figure) in points {
          chart.svg.line(
            PlotPoint(x: point.x, y: y.position(figure.min)), PlotPoint(x: point.x, y: y.position(figure.max)),
            color: color, width: 1.5)
        }
        chart.svg.polyline(points.map(\.0), color: color, width: 2, dash: warm ? "6 4" : nil)
        for (point, _) in points { chart.svg.marker(marker, at: point, color: color, filled: !warm) }
      }
    }
    return chart.svg.document
  }
}
