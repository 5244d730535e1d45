// Rendering the live workloads' results: Markdown tables and JSON.
import FlexLayout

/// The live run: settings, machine and every live workload's result.
struct LiveReport {
  var options: Options
  var results: [LiveResult]
  var machineSpeed: (before: MachineSpeed, after: MachineSpeed)

  func table() -> String {
    var out = "# FlexLayoutBench --live (issue 14: the renderer path)\n\n"
    if SystemInfo.isDebug {
      out += "**WARNING: DEBUG BUILD. Run `swift build -c release --product FlexLayoutBench`.**\n\n"
    }
    out += "- FlexLayout: \(FlexLayoutVersion.string); \(SystemInfo.toolchain); \(SystemInfo.configuration)\n"
    out += "- machine: \(SystemInfo.machine), \(SystemInfo.activeCores) active cores"
    out += SystemInfo.cpuModel.map { " (\($0))\n" } ?? "\n"
    out += "- machine speed before: \(machineSpeed.before.summary); after: \(machineSpeed.after.summary)\n"
    out += "- proposal (800, 900), resized 800 ↔ 801; edits at 801; medians over \(options.repeats ?? 5) repeats "
    out += "(3 above 100,000 nodes) or over \(LiveRunner.edits) edits\n"
    for result in results { out += "- \(result.workload.name): \(result.workload.summary)\n" }
    for result in results where result.failure != nil {
      out += "- **\(result.workload.name) FAILED: \(result.failure ?? "")**\n"
    }
    let done = results.filter { $0.failure == nil }

    out += "\n## Build, first layout and resize, ns per node (LiveTree beside LayoutEngine)\n\n"
    out += Report.markdown(
      [
        "workload", "nodes", "build", "build, reserved", "build, attached", "first layout", "engine compile",
        "engine cold",
        "first / cold",
        "first / (compile + cold)", "resize", "engine warm", "resize / warm", "allocs/resize", "bytes/node",
      ],
      done.map { r in
        [
          r.workload.name, grouped(r.nodes), cell(r.build), cell(r.reservedBuild), cell(r.attachedBuild),
          cell(r.firstLayout),
          cell(r.engineCompile),
          cell(r.engineCold), ratio(r.firstOverEngineCold), ratio(r.firstOverEngineCompileAndCold), cell(r.resize),
          cell(r.engineWarm), ratio(r.resizeOverEngineWarm), decimal(r.allocationsPerResize, 1),
          readable(r.bytesPerNode),
        ]
      })
    out += "\n## Edits with a layout, and bulk reads\n\n"
    out += Report.markdown(
      [
        "workload", "size-preserving edit µs", "recomputed", "growing edit µs", "changed", "insert row µs",
        "remove row µs", "bulk read, first ns/node", "bulk read ns/node", "frames",
      ],
      done.map { r in
        [
          r.workload.name, cell(r.sizePreservingEdit), "\(r.sizePreservingRecomputed)", cell(r.growingEdit),
          grouped(r.growingChanged), cell(r.insertRow), cell(r.removeRow), cell(r.bulkReadFirst), cell(r.bulkRead),
          r.identical.map { $0 ? "identical" : "DIFFER" } ?? "n/a",
        ]
      })
    out += "\n## Spread (min – max)\n\n"
    out += Report.markdown(
      ["workload", "build", "first layout", "resize", "engine warm", "size-preserving edit µs", "growing edit µs"],
      done.map { r in
        [
          r.workload.name, range(r.build), range(r.firstLayout), range(r.resize), range(r.engineWarm),
          range(r.sizePreservingEdit), range(r.growingEdit),
        ]
      })
    return out
  }

  func json() -> String {
    func spread(_ value: Spread?) -> JSON {
      guard let value else { return .null }
      return .object([
        ("median", .number(value.median)), ("min", .number(value.min)), ("max", .number(value.max)),
        ("repeats", .int(value.count)),
      ])
    }
    func number(_ value: Double?) -> JSON { value.map(JSON.number) ?? .null }
    let workloads = results.map { r -> JSON in
      var fields: [(String, JSON)] = [
        ("name", .string(r.workload.name)), ("summary", .string(r.workload.summary)), ("nodes", .int(r.nodes)),
        ("buildNsPerNode", spread(r.build)), ("reservedBuildNsPerNode", spread(r.reservedBuild)),
        ("attachedBuildNsPerNode", spread(r.attachedBuild)),
        ("firstLayoutNsPerNode", spread(r.firstLayout)),
        ("engineCompileNsPerNode", spread(r.engineCompile)), ("engineColdNsPerNode", spread(r.engineCold)),
        ("firstLayoutOverEngineCold", number(r.firstOverEngineCold)),
        ("firstLayoutOverEngineCompileAndCold", number(r.firstOverEngineCompileAndCold)),
        ("resizeNsPerNode", spread(r.resize)), ("engineWarmNsPerNode", spread(r.engineWarm)),
        ("resizeOverEngineWarm", number(r.resizeOverEngineWarm)),
        ("allocationsPerResize", number(r.allocationsPerResize)), ("bytesPerNode", number(r.bytesPerNode)),
        ("sizePreservingEditMicroseconds", spread(r.sizePreservingEdit)),
        ("sizePreservingEditRecomputedNodes", .int(r.sizePreservingRecomputed)),
        ("growingEditMicroseconds", spread(r.growingEdit)), ("growingEditChangedNodes", .int(r.growingChanged)),
        ("insertRowMicroseconds", spread(r.insertRow)), ("removeRowMicroseconds", spread(r.removeRow)),
        ("bulkReadFirstNsPerNode", spread(r.bulkReadFirst)), ("bulkReadNsPerNode", spread(r.bulkRead)),
        ("framesIdenticalToLayoutEngine", r.identical.map(JSON.bool) ?? .null),
      ]
      if let failure = r.failure { fields.append(("failure", .string(failure))) }
      return .object(fields)
    }
    let top: [(String, JSON)] = [
      ("harness", .string("FlexLayoutBench --live")),
      ("flexLayoutVersion", .string(FlexLayoutVersion.string)),
      ("toolchain", .string(SystemInfo.toolchain)),
      ("configuration", .string(SystemInfo.configuration)),
      ("machine", .string(SystemInfo.machine)),
      ("cpu", SystemInfo.cpuModel.map(JSON.string) ?? .null),
      ("activeCores", .int(SystemInfo.activeCores)),
      ("machineSpeed", MachineSpeed.json(before: machineSpeed.before, after: machineSpeed.after)),
      ("allocationCounter", .bool(AllocationCounter.isWorking)),
      ("workloads", .array(workloads)),
    ]
    return JSON.object(top).rendered() + "\n"
  }

  private func cell(_ value: Spread?) -> String { value.map { readable($0.median) } ?? "n/a" }
  private func ratio(_ value: Double?) -> String { value.map { decimal($0, 2) + "×" } ?? "n/a" }
  private func range(_ value: Spread?) -> String {
    value.map { "\(readable($0.min)) – \(readable($0.max))" } ?? "n/a"
  }
}
