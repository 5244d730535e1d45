// The measured figures of one workload and the figures derived from them.

/// Everything measured for one workload.
///
/// Times are nanoseconds unless the name says otherwise.
struct WorkloadResult {
  var name: String
  var id: String?
  var summary: String
  var mode: String
  var skipped: String?
  var failure: String?

  var nodes = 0
  var compileMilliseconds = Double.nan
  /// The machine's arithmetic probe (`MachineSpeed`) right before this workload ran, ns per step.
  var machineArithmeticNanoseconds = Double.nan
  /// The machine's memory probe right before this workload ran, GB/s.
  var machineMemoryGigabytesPerSecond = Double.nan
  var treeFootprint = 0
  var engineFootprint = 0

  /// One cold pass (fresh engine), per repeat; each repeat averages `coldPassesPerRepeat` passes.
  var cold: Spread?
  var coldPassesPerRepeat = 0
  /// One warm layout (mean over the sweep), per repeat.
  var sweep: Spread?
  var sweepWidths = 0
  /// Whole sweeps per timed repeat (fast sweeps run several times so a repeat lasts ~50 ms).
  var sweepsPerRepeat = 1
  /// Width step of the warm sweep (1 for the standard sweep, 35 for the scale family).
  var sweepStep = 1
  /// Each sweep width's warm layout, timed on its own: the median over `widthSweeps` sweeps, ns, in sweep
  /// order (sweep workloads only; see `Runner.measureWidths`).
  var nanosecondsPerWidth: [Double] = []
  var widthSweeps = 0
  /// The first width (points) of each new arrangement: where an adaptive container's selection changes.
  var transitionWidths: [Double] = []

  /// One reference-solver layout (mean over the sampled widths), per repeat.
  var reference: Spread?
  var referenceStep = 0
  var referenceWidths = 0
  var referenceMismatches: Int?
  var referenceFirstMismatch: String?
  var referenceNote: String?

  var threads = 0
  /// The whole sweep on one thread and on `threads` threads (wall time of one sweep), per repeat.
  var parallelOneThread: Spread?
  var parallelThreads: Spread?
  var parallelEfficiencySpread: Spread?
  var parallelMismatches: Int?
  var parallelFirstMismatch: String?

  var allocationsPerWarmPass: Double?
  var bytesAllocatedPerWarmPass: Double?
  var allocationsPerColdPass: Double?

  /// Sum of root widths over every timed pass, so no pass can be optimised away; not a result checksum.
  var checksum = 0.0

  init(workload: Workload) {
    name = workload.name
    id = workload.id
    summary = workload.summary
    switch workload.mode {
    case .sweep: mode = "sweep"
    case .scale: mode = "scale"
    case .placeholder: mode = "skipped"
    }
  }

  // MARK: - Derived figures

  var nodeCount: Double { Double(max(nodes, 1)) }
  var coldMicroseconds: Double? { cold.map { $0.median / 1e3 } }
  var coldNsPerNode: Double? { cold.map { $0.median / nodeCount } }
  var sweepTotalMilliseconds: Double? { sweep.map { $0.median * Double(sweepWidths) / 1e6 } }
  var sweepMicrosecondsPerLayout: Double? { sweep.map { $0.median / 1e3 } }
  var sweepLayoutsPerSecond: Double? { sweep.map { 1e9 / $0.median } }
  var sweepNsPerNode: Double? { sweep.map { $0.median / nodeCount } }
  var warmOverCold: Double? {
    guard let sweep, let cold else { return nil }
    return sweep.median / cold.median
  }
  var referenceMicrosecondsPerLayout: Double? { reference.map { $0.median / 1e3 } }
  var referenceSpeedup: Double? {
    guard let reference, let sweep else { return nil }
    return reference.median / sweep.median
  }
  var referenceSpeedupOverCold: Double? {
    guard let reference, let cold else { return nil }
    return reference.median / cold.median
  }
  var parallelSpeedup: Double? {
    guard let one = parallelOneThread, let many = parallelThreads else { return nil }
    return one.median / many.median
  }
  var parallelEfficiency: Double? { parallelSpeedup.map { $0 / Double(max(threads, 1)) } }
  var parallelIdentical: Bool? { parallelMismatches.map { $0 == 0 } }
  var bytesPerNode: Double? { engineFootprint > 0 ? Double(engineFootprint) / nodeCount : nil }
  var treeBytesPerNode: Double? { treeFootprint > 0 ? Double(treeFootprint) / nodeCount : nil }

  /// Whether a check failed (the harness then exits non-zero).
  var checkFailed: Bool { failure != nil || (parallelMismatches ?? 0) > 0 }
}
