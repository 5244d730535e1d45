// Rendering the results: Markdown tables for people, JSON for scripts.
import FlexLayout
import Foundation

/// The whole run: settings, machine and every workload's result.
struct Report {
  var options: Options
  var results: [WorkloadResult]
  /// The parallel efficiency of pure arithmetic on this machine at the start (see `ParallelCalibration`).
  var parallelCalibration: Double
  /// The machine's speed probes before and after the workloads (see `MachineSpeed`).
  var machineSpeed: (before: MachineSpeed, after: MachineSpeed)

  var header: [(String, String)] {
    var lines: [(String, String)] = [
      ("FlexLayout", FlexLayoutVersion.string),
      ("toolchain", SystemInfo.toolchain),
      ("build", SystemInfo.configuration + (SystemInfo.isDebug ? "  <-- DEBUG BUILD: numbers are meaningless" : "")),
      ("machine", "\(SystemInfo.machine), \(SystemInfo.activeCores) active cores (\(SystemInfo.onlineCores) online)"),
    ]
    if let model = SystemInfo.cpuModel { lines.append(("cpu", model)) }
    lines.append(("os", SystemInfo.operatingSystem))
    lines.append(
      (
        "sweep",
        Sweep.summary
      ))
    let repeats = options.repeats.map { "\($0)" } ?? "5 (3 where one run takes over 0.25 s)"
    lines.append(("repeats", "\(repeats) timed after a warm-up; tables show medians (spread below)"))
    if let load = SystemInfo.loadAverage { lines.append(("load average", load + " (1, 5, 15 min, at the start)")) }
    lines.append(
      (
        "threads",
        "\(options.threads) for the parallel sweep; pure arithmetic split the same way reaches efficiency "
          + "\(decimal(parallelCalibration, 3)) on this machine now (1.0 = \(options.threads) free cores)"
      ))
    lines.append(
      (
        "machine speed",
        "before: \(machineSpeed.before.summary); after: \(machineSpeed.after.summary) (to compare runs made at "
          + "different times: shared machines change speed)"
      ))
    lines.append(
      (
        "reference",
        options.skipReference
          ? "skipped" : "\(sampling(options.referenceStep)), time per layout averaged over the sample"
      ))
    lines.append(
      (
        "allocations",
        AllocationCounter.isWorking ? "counted (malloc interposed; self-check passed)" : "not counted (unavailable)"
      ))
    return lines
  }

  // MARK: - Tables

  func table() -> String {
    var out = "# FlexLayoutBench\n\n"
    if SystemInfo.isDebug {
      out += "**WARNING: DEBUG BUILD. Run `swift build -c release --product FlexLayoutBench`.**\n\n"
    }
    for (key, value) in header { out += "- \(key): \(value)\n" }

    let sweeps = results.filter { $0.mode == "sweep" && $0.skipped == nil }
    let scales = results.filter { $0.mode == "scale" }
    let skipped = results.filter { $0.skipped != nil }

    if !sweeps.isEmpty {
      out += "\n## Cold and warm sweep (medians)\n\n"
      out += Self.markdown(
        [
          "workload", "nodes", "cold µs", "cold ns/node", "sweep ms", "µs/layout", "layouts/s", "warm ns/node",
          "warm/cold",
        ],
        sweeps.map { r in
          [
            label(r), grouped(r.nodes), cell(r.coldMicroseconds), cell(r.coldNsPerNode), cell(r.sweepTotalMilliseconds),
            cell(r.sweepMicrosecondsPerLayout), cell(r.sweepLayoutsPerSecond), cell(r.sweepNsPerNode),
            cell(r.warmOverCold, digits: 3),
          ]
        })
      out += "\n## Reference solver, parallel sweep, memory (medians)\n\n"
      out += Self.markdown(
        [
          "workload", "ref µs/layout", "ref speed-up", "1-thread ms", "\(options.threads)-thread ms", "speed-up",
          "efficiency", "frames", "allocs/warm pass", "allocs/cold pass", "bytes/node",
        ],
        sweeps.map { r in
          [
            label(r), r.reference == nil ? (r.referenceNote ?? "n/a") : cell(r.referenceMicrosecondsPerLayout),
            r.referenceSpeedup.map { readable($0) + "×" } ?? "n/a",
            cell(r.parallelOneThread.map { $0.median / 1e6 }), cell(r.parallelThreads.map { $0.median / 1e6 }),
            r.parallelSpeedup.map { decimal($0, 2) + "×" } ?? "n/a", cell(r.parallelEfficiency, digits: 3),
            r.parallelIdentical.map { $0 ? "identical" : "DIFFER (\(r.parallelMismatches ?? 0))" } ?? "n/a",
            cell(r.allocationsPerWarmPass, digits: 2), cell(r.allocationsPerColdPass, digits: 0), cell(r.bytesPerNode),
          ]
        })
      out += "\n## Spread over repeats (min – max)\n\n"
      out += Self.markdown(
        [
          "workload", "cold ns/node", "warm ns/node", "ref µs/layout", "parallel efficiency", "cold passes/repeat",
          "sweeps/repeat", "compile ms", "machine ns/step", "machine GB/s",
        ],
        sweeps.map { r in
          [
            label(r), range(r.cold, 1 / r.nodeCount), range(r.sweep, 1 / r.nodeCount), range(r.reference, 1e-3),
            range(r.parallelEfficiencySpread, 1, digits: 3), "\(r.coldPassesPerRepeat)", "\(r.sweepsPerRepeat)",
            cell(r.compileMilliseconds), decimal(r.machineArithmeticNanoseconds, 3),
            decimal(r.machineMemoryGigabytesPerSecond, 1),
          ]
        })
    }

    if !scales.isEmpty {
      out += "\n## Scale: cost per node from 1,000 to 1,000,000 nodes (medians)\n\n"
      out += Self.markdown(
        [
          "workload", "nodes", "cold ms", "cold ns/node", "cold ns/node min – max", "warm ns/node (35-pt steps)",
          "allocs/warm pass", "bytes/node", "compile ms",
        ],
        scales.map { r in
          [
            label(r), grouped(r.nodes), cell(r.cold.map { $0.median / 1e6 }), cell(r.coldNsPerNode),
            range(r.cold, 1 / r.nodeCount), cell(r.sweepNsPerNode), cell(r.allocationsPerWarmPass, digits: 2),
            cell(r.bytesPerNode), cell(r.compileMilliseconds),
          ]
        })
    }

    var notes: [String] = []
    for r in skipped { notes.append("\(label(r)) skipped: \(r.skipped ?? "") (\(r.summary))") }
    for r in results where r.reference != nil {
      notes.append(
        "\(label(r)) reference: sampled \(r.referenceWidths) of \(grouped(Sweep.widths.count)) widths "
          + "(\(sampling(r.referenceStep))), \(r.reference?.count ?? 0) repeat(s); frames "
          + ((r.referenceMismatches ?? 0) == 0
            ? "bit-identical to the engine's at every sampled width"
            : "DIFFER from the engine's at \(r.referenceMismatches ?? 0) widths, first: "
              + (r.referenceFirstMismatch ?? ""))
      )
    }
    if let depth = depthScaling {
      notes.append(
        "depth scaling (deep12 / deep, total time): cold \(decimal(depth.cold, 2))×, warm \(decimal(depth.warm, 2))× "
          + "(target ≤ 4.5×; nodes \(decimal(depth.nodes, 2))×)")
    }
    for r in results {
      if let failure = r.failure { notes.append("\(label(r)) FAILED: \(failure)") }
      if let mismatch = r.parallelFirstMismatch {
        notes.append("\(label(r)) PARALLEL FRAMES DIFFER (\(r.parallelMismatches ?? 0) layouts), first: \(mismatch)")
      }
    }
    if !notes.isEmpty {
      out += "\n## Notes\n\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n"
    }
    return out
  }

  /// deep12 over deep, in total (not per-node) time, when both ran.
  var depthScaling: (cold: Double, warm: Double, nodes: Double)? {
    guard let deep = results.first(where: { $0.name == "deep" }),
      let deep12 = results.first(where: { $0.name == "deep12" }),
      let cold10 = deep.cold, let cold12 = deep12.cold, let warm10 = deep.sweep, let warm12 = deep12.sweep
    else { return nil }
    return (cold12.median / cold10.median, warm12.median / warm10.median, Double(deep12.nodes) / Double(deep.nodes))
  }

  /// "every width" or "1 width in K".
  private func sampling(_ step: Int) -> String {
    step == 1 ? "every width" : "1 width in \(step)"
  }

  private func label(_ r: WorkloadResult) -> String {
    r.id.map { "\($0) \(r.name)" } ?? r.name
  }

  private func cell(_ value: Double?, digits: Int? = nil) -> String {
    guard let value else { return "n/a" }
    if let digits { return decimal(value, digits) }
    return readable(value)
  }

  private func range(_ spread: Spread?, _ factor: Double, digits: Int? = nil) -> String {
    guard let spread else { return "n/a" }
    let scaled = spread.scaled(by: factor)
    return "\(cell(scaled.min, digits: digits)) – \(cell(scaled.max, digits: digits))"
  }

  static func markdown(_ header: [String], _ rows: [[String]]) -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (column, text) in row.enumerated() { widths[column] = max(widths[column], text.count) }
    }
    func line(_ cells: [String], right: Bool) -> String {
      let padded = cells.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        return column == 0 || !right ? text + padding : padding + text
      }
      return "| " + padded.joined(separator: " | ") + " |\n"
    }
    var out = line(header, right: false)
    out +=
      "|"
      + widths.enumerated().map { column, width in
        column == 0 ? String(repeating: "-", count: width + 2) : String(repeating: "-", count: width + 1) + ":"
      }.joined(separator: "|") + "|\n"
    for row in rows { out += line(row, right: true) }
    return out
  }

  // MARK: - JSON

  func json() -> String {
    var system: [(String, JSON)] = [
      ("flexLayoutVersion", .string(FlexLayoutVersion.string)),
      ("toolchain", .string(SystemInfo.toolchain)),
      ("configuration", .string(SystemInfo.configuration)),
      ("machine", .string(SystemInfo.machine)),
      ("activeCores", .int(SystemInfo.activeCores)),
      ("onlineCores", .int(SystemInfo.onlineCores)),
      ("os", .string(SystemInfo.operatingSystem)),
    ]
    if let model = SystemInfo.cpuModel { system.append(("cpu", .string(model))) }
    if let load = SystemInfo.loadAverage { system.append(("loadAverageAtStart", .string(load))) }
    let settings: [(String, JSON)] = [
      ("firstWidth", .number(Sweep.configuration.first)), ("lastWidth", .number(Sweep.configuration.last)),
      ("widthStep", .number(Sweep.configuration.step)), ("layoutsPerSweep", .int(Sweep.widths.count)),
      ("height", Sweep.height.map(JSON.number) ?? .null),
      ("displayScale", Sweep.environment.displayScale.map(JSON.number) ?? .null),
      ("repeats", options.repeats.map(JSON.int) ?? .string("auto")), ("threads", .int(options.threads)),
      ("referenceStep", options.skipReference ? .null : .int(options.referenceStep)),
      ("allocationCounter", .bool(AllocationCounter.isWorking)),
      ("parallelCalibrationEfficiency", .number(parallelCalibration)),
      ("machineSpeed", MachineSpeed.json(before: machineSpeed.before, after: machineSpeed.after)),
    ]
    var top: [(String, JSON)] = [
      ("harness", .string("FlexLayoutBench")),
      ("system", .object(system)),
      ("settings", .object(settings)),
      ("workloads", .array(results.map(workloadJSON))),
    ]
    if let depth = depthScaling {
      top.append(
        (
          "depthScaling",
          .object([("cold", .number(depth.cold)), ("warm", .number(depth.warm)), ("nodes", .number(depth.nodes))])
        ))
    }
    return JSON.object(top).rendered() + "\n"
  }

  private func workloadJSON(_ r: WorkloadResult) -> JSON {
    func number(_ value: Double?) -> JSON { value.map(JSON.number) ?? .null }
    func spread(_ value: Spread?, _ factor: Double) -> JSON {
      guard let value else { return .null }
      let scaled = value.scaled(by: factor)
      return .object([
        ("median", .number(scaled.median)), ("min", .number(scaled.min)), ("max", .number(scaled.max)),
        ("repeats", .int(scaled.count)),
      ])
    }
    var fields: [(String, JSON)] = [
      ("name", .string(r.name)),
      ("id", r.id.map(JSON.string) ?? .null),
      ("mode", .string(r.mode)),
      ("nodes", r.skipped == nil ? .int(r.nodes) : .null),
      ("coldNsPerNode", number(r.coldNsPerNode)),
      ("sweepLayoutsPerSecond", number(r.sweepLayoutsPerSecond)),
      ("sweepNsPerNode", number(r.sweepNsPerNode)),
      ("warmOverCold", number(r.warmOverCold)),
      ("referenceSpeedup", number(r.referenceSpeedup)),
      ("parallelEfficiency", number(r.parallelEfficiency)),
      ("allocationsPerWarmPass", number(r.allocationsPerWarmPass)),
      ("bytesPerNode", number(r.bytesPerNode)),
      // Extras.
      ("summary", .string(r.summary)),
      ("coldMicroseconds", number(r.coldMicroseconds)),
      ("coldNsPerNodeSpread", spread(r.cold, 1 / r.nodeCount)),
      ("coldPassesPerRepeat", r.cold == nil ? .null : .int(r.coldPassesPerRepeat)),
      ("sweepWidths", r.sweep == nil ? .null : .int(r.sweepWidths)),
      ("sweepWidthStep", r.sweep == nil ? .null : .int(r.sweepStep)),
      ("sweepsPerRepeat", r.sweep == nil ? .null : .int(r.sweepsPerRepeat)),
      ("sweepTotalMilliseconds", number(r.sweepTotalMilliseconds)),
      ("sweepMicrosecondsPerLayout", number(r.sweepMicrosecondsPerLayout)),
      ("sweepNsPerNodeSpread", spread(r.sweep, 1 / r.nodeCount)),
      ("widthNanoseconds", r.widthSweeps == 0 ? .null : .array(r.nanosecondsPerWidth.map { .number($0.rounded()) })),
      ("widthSweeps", r.widthSweeps == 0 ? .null : .int(r.widthSweeps)),
      ("transitionWidths", r.widthSweeps == 0 ? .null : .array(r.transitionWidths.map(JSON.number))),
      ("referenceMicrosecondsPerLayout", number(r.referenceMicrosecondsPerLayout)),
      ("referenceMicrosecondsPerLayoutSpread", spread(r.reference, 1e-3)),
      ("referenceSpeedupOverCold", number(r.referenceSpeedupOverCold)),
      ("referenceStep", r.reference == nil ? .null : .int(r.referenceStep)),
      ("referenceWidths", r.reference == nil ? .null : .int(r.referenceWidths)),
      ("referenceMismatches", r.referenceMismatches.map(JSON.int) ?? .null),
      ("referenceNote", r.referenceNote.map(JSON.string) ?? .null),
      ("threads", r.parallelThreads == nil ? .null : .int(r.threads)),
      ("parallelSpeedup", number(r.parallelSpeedup)),
      ("parallelEfficiencySpread", spread(r.parallelEfficiencySpread, 1)),
      ("parallelOneThreadMilliseconds", number(r.parallelOneThread.map { $0.median / 1e6 })),
      ("parallelThreadsMilliseconds", number(r.parallelThreads.map { $0.median / 1e6 })),
      ("parallelFramesIdentical", r.parallelIdentical.map(JSON.bool) ?? .null),
      ("parallelMismatches", r.parallelMismatches.map(JSON.int) ?? .null),
      ("allocationsPerColdPass", number(r.allocationsPerColdPass)),
      ("bytesAllocatedPerWarmPass", number(r.bytesAllocatedPerWarmPass)),
      ("treeBytesPerNode", number(r.treeBytesPerNode)),
      ("compileMilliseconds", r.skipped == nil ? number(r.compileMilliseconds) : .null),
      ("machineArithmeticNanoseconds", number(r.machineArithmeticNanoseconds)),
      ("machineMemoryGigabytesPerSecond", number(r.machineMemoryGigabytesPerSecond)),
    ]
    if let skipped = r.skipped { fields.append(("skipped", .string(skipped))) }
    if let failure = r.failure { fields.append(("failure", .string(failure))) }
    if let mismatch = r.parallelFirstMismatch { fields.append(("parallelFirstMismatch", .string(mismatch))) }
    if let mismatch = r.referenceFirstMismatch { fields.append(("referenceFirstMismatch", .string(mismatch))) }
    return .object(fields)
  }
}

/// A minimal JSON value with ordered keys.
indirect enum JSON {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  func rendered(indent: Int = 0) -> String {
    let inner = String(repeating: " ", count: indent + 2)
    let outer = String(repeating: " ", count: indent)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .number(let value):
      guard value.isFinite else { return "null" }
      if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
      return String(format: "%.6g", value)
    case .string(let value): return Self.quoted(value)
    case .array(let values):
      if values.isEmpty { return "[]" }
      if values.allSatisfy(\.isScalar) { return "[" + values.map { $0.rendered() }.joined(separator: ", ") + "]" }
      return "[\n" + values.map { inner + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n\(outer)]"
    case .object(let fields):
      if fields.isEmpty { return "{}" }
      return "{\n"
        + fields.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 2) }.joined(separator: ",\n")
        + "\n\(outer)}"
    }
  }

  /// Whether the value is neither an array nor an object (an array of scalars is written on one line).
  var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
