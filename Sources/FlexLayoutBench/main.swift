// FlexLayoutBench: the resize-sweep benchmark harness. See Docs/Benchmarks.md.
import FlexLayout
import FlexLayoutCLI
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses the arguments, runs the selected workloads and prints the report; returns the exit status.
func benchMain() -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "compare" { return compareMain(Array(arguments.dropFirst())) }
  if arguments.first == "plot" { return plotMain(Array(arguments.dropFirst())) }
  let options: Options
  var workloads: [Workload] = []
  var liveWorkloads: [LiveWorkload] = []
  do {
    options = try Options.parse(arguments)
    var sweep = Sweep.Configuration()
    if let path = options.requestFile {
      let request = try RequestWorkload.load(path)
      workloads = [request.workload]
      sweep.height = request.proposal.height
      sweep.environment = request.environment
    } else if options.live {
      liveWorkloads = try LiveWorkload.select(options.workloads)
    } else if options.audit {
      // --audit selects its own workloads (auditMain).
    } else {
      workloads = try Workload.select(options.workloads)
    }
    sweep.first = options.from ?? sweep.first
    sweep.last = options.to ?? sweep.last
    sweep.step = options.step ?? sweep.step
    guard sweep.first <= sweep.last else {
      throw UsageError(description: "the sweep starts at \(sweep.first), beyond its end \(sweep.last)")
    }
    Sweep.configure(sweep)
  } catch {
    printError("FlexLayoutBench: \(error)\n\n\(Options.usage)")
    return 64
  }
  if options.help {
    print(Options.usage)
    return 0
  }
  if options.audit { return auditMain(options) }
  if options.live {
    if let mode = options.profile, let workload = liveWorkloads.first {
      return Profiling.runLive(workload, mode: mode)
    }
    return liveMain(options, liveWorkloads)
  }
  if options.list {
    for workload in Workload.all {
      let id = workload.id.map { " (\($0))" } ?? ""
      var line = "\(workload.name)\(id): \(workload.summary)"
      if case .placeholder(let reason) = workload.mode { line += " [\(reason)]" }
      print(line)
    }
    print("groups: " + Workload.groups.keys.sorted().joined(separator: ", "))
    return 0
  }
  if let directory = options.writeWorkloadsDirectory {
    return WorkloadFiles.write(
      options.workloads.isEmpty ? [] : workloads, into: directory, maxBytes: options.maxWorkloadBytes)
  }

  if let mode = options.profile {
    guard let workload = workloads.first else { return 64 }
    return Profiling.run(workload, mode: mode)
  }
  if let directory = options.svgDirectory {
    do {
      try PlotFiles.prepare(directory)
    } catch {
      printError("FlexLayoutBench: \(error)")
      return 64
    }
  }
  // A report that could not be written would lose the whole run: its folder must exist before it starts.
  if let path = options.jsonFile {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      printError("FlexLayoutBench: --json-file: the folder '\(folder)' does not exist")
      return 64
    }
  }
  _ = SystemInfo.loadAverage  // read it now, before the run loads the machine

  if SystemInfo.isDebug {
    printError(
      """
      ************************************************************************
      WARNING: FlexLayoutBench was built in DEBUG. Its numbers are meaningless.
      Build and run in release:
        swift build -c release --product FlexLayoutBench
        .build/release/FlexLayoutBench
      ************************************************************************
      """)
  }
  if !AllocationCounter.isWorking {
    printError("FlexLayoutBench: the allocation counter does not work here; allocations are not reported")
  }

  StatusLine.standardError?.show("calibrating the parallel run")
  let calibration = ParallelCalibration.efficiency(threads: options.threads)
  let speedBefore = MachineSpeed.measure()
  StatusLine.standardError?.erase()
  let runner = Runner(options: options)
  var results: [WorkloadResult] = []
  for workload in workloads {
    let speed = MachineSpeed.measure(repeats: 3)
    var result = runner.run(workload)
    result.machineArithmeticNanoseconds = speed.arithmeticNanoseconds
    result.machineMemoryGigabytesPerSecond = speed.memoryGigabytesPerSecond
    if let failure = result.failure { printError("FlexLayoutBench: \(workload.name) FAILED: \(failure)") }
    if let mismatch = result.parallelFirstMismatch {
      printError(
        "FlexLayoutBench: \(workload.name): PARALLEL FRAMES DIFFER FROM THE SERIAL FRAMES in "
          + "\(result.parallelMismatches ?? 0) layouts; first: \(mismatch)")
    }
    if let mismatch = result.referenceFirstMismatch {
      printError(
        "FlexLayoutBench: \(workload.name): warning: reference frames differ from the engine's at "
          + "\(result.referenceMismatches ?? 0) sampled widths; first: \(mismatch)")
    }
    results.append(result)
  }

  let report = Report(
    options: options, results: results, parallelCalibration: calibration,
    machineSpeed: (speedBefore, MachineSpeed.measure()))
  let json = report.json()
  print(options.json ? json : report.table(), terminator: "")
  let failed = results.contains(where: \.checkFailed)
  let wroteJSON = writeJSONFile(json, options)
  let plotted = options.svgDirectory.map { writePlots(json, into: $0) } ?? true
  return failed || !wroteJSON || !plotted ? 1 : 0
}

/// Draws the plots of the run's JSON report into `directory`; returns whether that worked.
func writePlots(_ json: String, into directory: String) -> Bool {
  do {
    let report = try ReportFile.parse(Data(json.utf8), name: "the report")
    let (written, notes) = try PlotFiles.write(report, name: "the report", into: directory)
    for note in notes { printError("FlexLayoutBench: --svg: \(note)") }
    printError("FlexLayoutBench: wrote \(written.count) plots into \(directory)")
    return true
  } catch {
    printError("FlexLayoutBench: --svg: \(error)")
    return false
  }
}

/// Writes `json` to `--json-file` when one was given; returns whether that worked (or nothing was asked).
func writeJSONFile(_ json: String, _ options: Options) -> Bool {
  guard let path = options.jsonFile else { return true }
  do {
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return true
  } catch {
    printError("FlexLayoutBench: cannot write \(path): \(error)")
    return false
  }
}

/// Runs the live workloads and prints their report; returns the exit status.
func liveMain(_ options: Options, _ workloads: [LiveWorkload]) -> Int32 {
  if SystemInfo.isDebug { printError("FlexLayoutBench: WARNING: a DEBUG build; its numbers are meaningless") }
  let speedBefore = MachineSpeed.measure()
  let runner = LiveRunner(options: options)
  let results = workloads.map { runner.run($0) }
  let report = LiveReport(options: options, results: results, machineSpeed: (speedBefore, MachineSpeed.measure()))
  print(options.json ? report.json() : report.table(), terminator: "")
  let failed = results.contains { $0.failure != nil || $0.identical == false }
  return failed || !writeJSONFile(report.json(), options) ? 1 : 0
}

exit(benchMain())
