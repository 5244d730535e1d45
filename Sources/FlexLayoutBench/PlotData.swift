// What the plots need from a JSON report: the same figures whether the report was just measured (`--svg`) or
// read from a recorded file (`plot`), so both draw the same bytes.

/// The figures of one report that the plots draw.
struct PlotData {
  /// A median with the min…max of its repeats.
  struct Figure {
    var median: Double
    var min: Double
    var max: Double
  }

  /// One workload's figures.
  struct Workload {
    var name: String
    /// The name as the tables write it (`W1 inbox`).
    var label: String
    /// `sweep` or `scale`.
    var mode: String
    var nodes: Int
    /// Cold and warm time per node per layout, ns.
    var cold: Figure?
    var warm: Figure?
    /// The warm sweep's mean time per layout, ns.
    var warmPerLayout: Double?
    /// Each sweep width's warm layout, ns (empty in reports recorded before it was measured).
    var widthNanoseconds: [Double]
    var widthSweeps: Int
    /// The first width of each new arrangement of the adaptive containers, points.
    var transitionWidths: [Double]
  }

  var workloads: [Workload]
  /// The sweep's widths, points.
  var widths: [Double]
  /// The proposed height of the sweep, points (`nil`: unspecified).
  var height: Double?
  /// The run in a line: version, build, machine, load at the start.
  var run: String

  /// Reads the figures of `report` (a parsed `--json-file` report); `name` says which, in errors.
  init(report: [String: Any], name: String) throws(UsageError) {
    guard let list = report["workloads"] as? [[String: Any]] else {
      throw UsageError(description: "\(name) is not a FlexLayoutBench report (no \"workloads\" array)")
    }
    let settings = report["settings"] as? [String: Any] ?? [:]
    let first = ReportFile.number(settings["firstWidth"]) ?? 320
    let step = ReportFile.number(settings["widthStep"]) ?? 1
    let count = Int(ReportFile.number(settings["layoutsPerSweep"]) ?? 1121)
    widths = (0..<max(count, 0)).map { first + Double($0) * step }
    height = ReportFile.number(settings["height"])
    run = Self.describeRun(report["system"] as? [String: Any] ?? [:])

    func figure(_ value: Any?) -> Figure? {
      guard let spread = value as? [String: Any], let median = ReportFile.number(spread["median"]),
        let range = ReportFile.range(spread)
      else { return nil }
      return Figure(median: median, min: range.min, max: range.max)
    }
    workloads = list.compactMap { entry in
      guard let name = entry["name"] as? String, let mode = entry["mode"] as? String else { return nil }
      return Workload(
        name: name, label: (entry["id"] as? String).map { "\($0) \(name)" } ?? name, mode: mode,
        nodes: Int(ReportFile.number(entry["nodes"]) ?? 0), cold: figure(entry["coldNsPerNodeSpread"]),
        warm: figure(entry["sweepNsPerNodeSpread"]),
        warmPerLayout: ReportFile.number(entry["sweepMicrosecondsPerLayout"]).map { $0 * 1000 },
        widthNanoseconds: (entry["widthNanoseconds"] as? [Any])?.compactMap(ReportFile.number) ?? [],
        widthSweeps: Int(ReportFile.number(entry["widthSweeps"]) ?? 0),
        transitionWidths: (entry["transitionWidths"] as? [Any])?.compactMap(ReportFile.number) ?? [])
    }
  }

  /// "FlexLayout 0.1.0, release build, AMD EPYC (x86_64, 2 cores), load 0.75 1.37 1.57 at the start".
  private static func describeRun(_ system: [String: Any]) -> String {
    var parts: [String] = []
    if let version = system["flexLayoutVersion"] as? String { parts.append("FlexLayout \(version)") }
    if let configuration = system["configuration"] as? String { parts.append("\(configuration) build") }
    let machine = system["machine"] as? String ?? "unknown machine"
    let cores = ReportFile.number(system["activeCores"]).map { ", \(Int($0)) cores" } ?? ""
    parts.append((system["cpu"] as? String).map { "\($0) (\(machine)\(cores))" } ?? "\(machine)\(cores)")
    if let load = system["loadAverageAtStart"] as? String { parts.append("load \(load) at the start") }
    return parts.joined(separator: ", ")
  }
}
