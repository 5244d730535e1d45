// `FlexLayoutBench compare OLD.json NEW.json`: each figure of two reports (`--json-file`) side by side, with
// its ratio, and whether the difference is real: larger than both runs' spread, on machines whose speed
// probes agree. How a user compares two commits, two machines or two versions of a screen.
import Foundation

/// Two benchmark reports compared figure by figure.
struct Comparison {
  /// One figure of one workload in both runs.
  struct Row {
    var workload: String
    var figure: String
    var old: Double
    var new: Double
    /// What the difference is: "real", "within noise", or why it cannot be told.
    var verdict: String

    var ratio: Double { old == 0 ? (new == 0 ? 1 : .infinity) : new / old }
  }

  /// A figure read from a workload's report: its median and, where the run kept one, its spread (min…max).
  struct Figure {
    var name: String
    var median: String
    var spread: String?
    /// Whether smaller is better (times, allocations, memory) or larger (efficiency).
    var lowerIsBetter = true
    /// Whether it is a time, which a machine's speed moves (an efficiency, a ratio of two times, is not).
    var isTiming = true
  }

  /// The figures compared, in table order.
  static let figures: [Figure] = [
    Figure(name: "cold ns/node", median: "coldNsPerNode", spread: "coldNsPerNodeSpread"),
    Figure(name: "warm ns/node", median: "sweepNsPerNode", spread: "sweepNsPerNodeSpread"),
    Figure(
      name: "reference µs/layout", median: "referenceMicrosecondsPerLayout",
      spread: "referenceMicrosecondsPerLayoutSpread"),
    Figure(
      name: "parallel efficiency", median: "parallelEfficiency", spread: "parallelEfficiencySpread",
      lowerIsBetter: false, isTiming: false),
    Figure(name: "allocations/warm pass", median: "allocationsPerWarmPass", spread: nil),
    Figure(name: "bytes/node", median: "bytesPerNode", spread: nil),
  ]

  /// How far two runs' machine probes may differ before their timings are not comparable: 10 % on the
  /// arithmetic step (the timings' main factor here), 30 % on memory bandwidth (which varies more).
  static let arithmeticTolerance = 0.10
  static let memoryTolerance = 0.30

  var rows: [Row] = []
  var notes: [String] = []

  /// Compares the reports `old` and `new` (parsed JSON objects).
  init(old: [String: Any], new: [String: Any]) throws {
    let oldWorkloads = try Self.workloads(old, "OLD")
    let newWorkloads = try Self.workloads(new, "NEW")
    let probeProblem = Self.probeProblem(old, new)
    if let probeProblem { notes.append(probeProblem) }
    for (name, newReport) in newWorkloads {
      guard let oldReport = oldWorkloads.first(where: { $0.name == name })?.report else {
        notes.append("\(name): only in NEW")
        continue
      }
      for figure in Self.figures {
        guard let oldValue = ReportFile.number(oldReport[figure.median]),
          let newValue = ReportFile.number(newReport[figure.median])
        else { continue }
        rows.append(
          Row(
            workload: name, figure: figure.name, old: oldValue, new: newValue,
            verdict: Self.verdict(figure, oldReport, newReport, oldValue, newValue, probesAgree: probeProblem == nil)))
      }
    }
    for (name, _) in oldWorkloads where !newWorkloads.contains(where: { $0.name == name }) {
      notes.append("\(name): only in OLD")
    }
  }

  /// A difference is real when the two runs' ranges do not overlap (so it exceeds both spreads) and, for a
  /// timing, the machine probes agree; an exact count (allocations, bytes) differs or it does not.
  static func verdict(
    _ figure: Figure, _ old: [String: Any], _ new: [String: Any], _ oldValue: Double, _ newValue: Double,
    probesAgree: Bool
  ) -> String {
    if oldValue == newValue { return "same" }
    guard let key = figure.spread else { return newValue < oldValue ? "fewer" : "more" }
    guard let a = ReportFile.range(old[key]), let b = ReportFile.range(new[key]) else { return "no spread recorded" }
    if a.max >= b.min && b.max >= a.min { return "within noise" }
    guard probesAgree || !figure.isTiming else { return "machines differ" }
    let better = figure.lowerIsBetter ? newValue < oldValue : newValue > oldValue
    return better ? "real: better" : "real: worse"
  }

  /// Why the two runs' machine speed probes disagree, or `nil` when they agree.
  static func probeProblem(_ old: [String: Any], _ new: [String: Any]) -> String? {
    func probe(_ report: [String: Any], _ key: String) -> Double? {
      guard let settings = report["settings"] as? [String: Any], let speed = settings["machineSpeed"] as? [String: Any]
      else { return nil }
      return ReportFile.number(speed[key + "Before"])
    }
    guard let oldStep = probe(old, "arithmeticNanoseconds"), let newStep = probe(new, "arithmeticNanoseconds"),
      let oldMemory = probe(old, "memoryGigabytesPerSecond"), let newMemory = probe(new, "memoryGigabytesPerSecond")
    else { return "a report has no machine probe: timing differences are not called real" }
    let step = abs(newStep / oldStep - 1)
    let memory = abs(newMemory / oldMemory - 1)
    if step > arithmeticTolerance || memory > memoryTolerance {
      return "the machine probes differ (arithmetic \(fixed(oldStep, 3)) → \(fixed(newStep, 3)) ns/step, memory "
        + "\(fixed(oldMemory, 1)) → \(fixed(newMemory, 1)) GB/s): timing differences are not called real"
    }
    return nil
  }

  static func workloads(_ report: [String: Any], _ which: String) throws -> [(name: String, report: [String: Any])] {
    guard let list = report["workloads"] as? [[String: Any]] else {
      throw UsageError(description: "\(which) is not a FlexLayoutBench report (no \"workloads\" array)")
    }
    return list.compactMap { entry in (entry["name"] as? String).map { ($0, entry) } }
  }

  static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

  /// The comparison as a Markdown table and notes.
  func markdown(oldName: String, newName: String) -> String {
    var lines = [
      "# FlexLayoutBench compare", "", "- OLD: \(oldName)", "- NEW: \(newName)",
      "- a difference is real when the runs' min…max ranges do not overlap and, for timings, the machine probes "
        + "agree (arithmetic within \(Int(Self.arithmeticTolerance * 100)) %, memory within "
        + "\(Int(Self.memoryTolerance * 100)) %)",
      "", "| workload | figure | OLD | NEW | NEW / OLD | verdict |", "|---|---|---:|---:|---:|---|",
    ]
    for row in rows {
      lines.append(
        "| \(row.workload) | \(row.figure) | \(Self.figureText(row.old)) | \(Self.figureText(row.new)) | "
          + "\(Self.fixed(row.ratio, 3)) | \(row.verdict) |")
    }
    if !notes.isEmpty { lines += [""] + notes.map { "- \($0)" } }
    return lines.joined(separator: "\n")
  }

  static func figureText(_ value: Double) -> String {
    value >= 100 ? fixed(value, 0) : value >= 1 ? fixed(value, 2) : fixed(value, 3)
  }
}

/// Runs `compare OLD NEW`; returns the exit status.
func compareMain(_ arguments: [String]) -> Int32 {
  var reports = arguments
  var directory: String?
  if let flag = reports.firstIndex(of: "--svg") {
    guard flag + 1 < reports.count else {
      printError("FlexLayoutBench: compare: --svg needs a directory")
      return 64
    }
    directory = reports[flag + 1]
    reports.removeSubrange(flag...(flag + 1))
  }
  guard reports.count == 2 else {
    printError("FlexLayoutBench: compare takes two reports: FlexLayoutBench compare OLD.json NEW.json [--svg DIR]")
    return 64
  }
  do {
    if let directory { try PlotFiles.prepare(directory) }
    let comparison = try Comparison(old: ReportFile.read(reports[0]), new: ReportFile.read(reports[1]))
    print(comparison.markdown(oldName: reports[0], newName: reports[1]))
    if let directory {
      for path in try PlotFiles.writeComparison(comparison, oldName: reports[0], newName: reports[1], into: directory) {
        printError("wrote \(path)")
      }
    }
    return 0
  } catch {
    printError("FlexLayoutBench: compare: \(error)")
    return 1
  }
}
