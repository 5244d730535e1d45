// The measurements: cold passes, the warm sweep, the reference solver, the parallel sweep, allocations
// and memory.
import Dispatch
import FlexLayout
import FlexLayoutCLI

/// The sweep every workload runs: by default WORKLOADS.md's, every width from 320 to 1440 in steps of 1 at
/// height 900 with pixel rounding; `--from/--to/--step` change the widths, and `--request` takes the height and
/// environment from the user's request.
enum Sweep {
  /// What a run sweeps.
  struct Configuration: Sendable {
    var first = 320.0
    var last = 1440.0
    var step = 1.0
    /// The proposed height (`nil`: unspecified).
    var height: Double? = 900
    /// Pixel rounding on, as every engine in WORKLOADS.md ran (pointScaleFactor 1).
    var environment = LayoutEnvironment(displayScale: 1)

    var widths: [Double] { Array(stride(from: first, through: last, by: step)) }
  }

  // Set once by `configure`, in `benchMain` before any workload runs or any thread starts; read-only after.
  nonisolated(unsafe) private(set) static var configuration = Configuration()
  nonisolated(unsafe) private(set) static var widths: [Double] = Configuration().widths

  /// Makes `configuration` the run's sweep (before anything runs).
  static func configure(_ configuration: Configuration) {
    self.configuration = configuration
    widths = configuration.widths
  }

  static var height: Double? { configuration.height }
  static var environment: LayoutEnvironment { configuration.environment }

  static func proposal(_ width: Double) -> ProposedSize { ProposedSize(width: width, height: height) }

  /// The width of the `k`-th cold pass: spread over the sweep's widths, deterministic (the default sweep's
  /// `320 + (k · 389) mod 1121`).
  static func coldWidth(_ k: Int) -> Double { widths[(k * 389) % widths.count] }

  /// The sweep in words, for the report.
  static var summary: String {
    let c = configuration
    let height = c.height.map { "height \(number($0))" } ?? "an unspecified height"
    let scale = c.environment.displayScale.map { "displayScale \(number($0)) (pixel rounding)" } ?? "no pixel rounding"
    return "widths \(number(c.first))…\(number(c.last)) step \(number(c.step)) (\(grouped(widths.count)) layouts) at "
      + "\(height), \(scale)"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// What one thread did in a parallel run.
struct ThreadOutcome: Sendable {
  var mismatches = 0
  var firstMismatch: String?
  var error: String?
  var checksum = 0.0
}

/// A failure that ends one workload (the others still run).
struct BenchFailure: Error, CustomStringConvertible {
  var description: String
}

/// Runs the measurements of one workload.
struct Runner {
  var options: Options

  /// Target time of one repeat of cold passes: enough passes to average out the timer.
  static let coldRepeatNanoseconds = 40_000_000.0
  /// Target time of one repeat of a warm sweep: fast sweeps are run several times per repeat.
  static let sweepRepeatNanoseconds = 50_000_000.0

  /// How many times to run a run of `nanoseconds` so that a repeat lasts about `target`.
  static func rounds(for nanoseconds: Double, target: Double, limit: Int) -> Int {
    max(1, min(limit, Int((target / max(nanoseconds, 1)).rounded(.up))))
  }

  /// Timed repeats: `--repeat N`, or 5, and 3 where one run takes over a quarter of a second.
  func repeats(forRunNanoseconds nanoseconds: Double) -> Int {
    if let repeats = options.repeats { return repeats }
    return nanoseconds > 250_000_000 ? 3 : 5
  }

  func run(_ workload: Workload) -> WorkloadResult {
    var result = WorkloadResult(workload: workload)
    switch workload.mode {
    case .placeholder(let reason):
      result.skipped = reason
      return result
    case .sweep, .scale:
      break
    }
    do {
      try measure(workload, into: &result)
    } catch {
      result.failure = "\(error)"
    }
    StatusLine.standardError?.erase()
    return result
  }

  /// Shows what the harness is doing with `workload` on the status line (stderr, when a terminal).
  func step(_ workload: Workload, _ text: String) {
    StatusLine.standardError?.show("\(workload.name): \(text)")
  }

  private func measure(_ workload: Workload, into result: inout WorkloadResult) throws {
    guard let build = workload.build else { throw BenchFailure(description: "no tree") }
    step(workload, "building the tree")
    let node = build()
    let compileStart = monotonicNanoseconds()
    let tree = try LayoutTree(node)
    result.compileMilliseconds = Double(monotonicNanoseconds() - compileStart) / 1e6
    result.nodes = tree.count
    result.treeFootprint = tree.footprint

    try measureCold(workload, tree, into: &result)
    switch workload.mode {
    case .sweep:
      try measureSweep(workload, node, tree, into: &result)
    case .scale:
      try measureScaleWarm(workload, tree, into: &result)
    case .placeholder:
      break
    }
  }

  // MARK: - Cold

  /// Cold passes: a fresh engine for every pass (creating it is not timed), widths spread over the sweep.
  private func measureCold(_ workload: Workload, _ tree: LayoutTree, into result: inout WorkloadResult) throws {
    step(workload, "cold warm-up")
    // Warm-up, and an estimate of one pass to choose the passes per repeat.
    var estimate = Double.infinity
    for k in 0..<2 {
      let engine = LayoutEngine(tree)
      let start = monotonicNanoseconds()
      _ = try engine.layout(proposal: Sweep.proposal(Sweep.coldWidth(k)), environment: Sweep.environment)
      estimate = min(estimate, Double(monotonicNanoseconds() - start))
    }
    let passes = Self.rounds(for: estimate, target: Self.coldRepeatNanoseconds, limit: 2_000)
    let repeats = repeats(forRunNanoseconds: estimate * Double(passes))
    var perPass: [Double] = []
    var checksum = 0.0
    var k = 0
    for repeatIndex in 0..<repeats {
      step(workload, "cold \(repeatIndex + 1)/\(repeats) (\(passes) passes)")
      var total: UInt64 = 0
      for _ in 0..<passes {
        let engine = LayoutEngine(tree)
        let proposal = Sweep.proposal(Sweep.coldWidth(k))
        let start = monotonicNanoseconds()
        let layout = try engine.layout(proposal: proposal, environment: Sweep.environment)
        total += monotonicNanoseconds() - start
        checksum += layout.size.width
        k += 1
      }
      perPass.append(Double(total) / Double(passes))
    }
    result.cold = Spread(perPass)
    result.coldPassesPerRepeat = passes
    result.checksum += checksum

    if AllocationCounter.isWorking {
      let engine = LayoutEngine(tree)
      let proposal = Sweep.proposal(Sweep.coldWidth(0))
      let counted = try AllocationCounter.count {
        _ = try engine.layout(proposal: proposal, environment: Sweep.environment)
      }
      result.allocationsPerColdPass = Double(counted.allocations)
    }
  }

  // MARK: - Sweep, reference, parallel

  private func measureSweep(
    _ workload: Workload, _ node: Node, _ tree: LayoutTree, into result: inout WorkloadResult
  ) throws {
    let widths = Sweep.widths
    let engine = LayoutEngine(tree)

    // The serial frames at every width (the parallel check compares against them); also the warm-up.
    step(workload, "serial sweep (frames kept for the checks)")
    let serialStart = monotonicNanoseconds()
    var serial: [[Rect]] = []
    serial.reserveCapacity(widths.count)
    for width in widths {
      serial.append(try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment).frames)
    }
    let serialNanoseconds = Double(monotonicNanoseconds() - serialStart)
    // A second warm-up that keeps nothing, so the engine's buffers are no longer shared with `serial`.
    step(workload, "sweep warm-up")
    let warmUpStart = monotonicNanoseconds()
    for width in widths {
      _ = try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment)
    }
    let warmUpNanoseconds = Double(monotonicNanoseconds() - warmUpStart)
    let rounds = Self.rounds(for: warmUpNanoseconds, target: Self.sweepRepeatNanoseconds, limit: 1_000)
    let repeats = repeats(forRunNanoseconds: max(serialNanoseconds, warmUpNanoseconds * Double(rounds)))
    result.sweepsPerRepeat = rounds

    step(workload, "counting allocations")
    try countWarmAllocations(engine, widths, into: &result)
    try timeWarmSweeps(workload, "sweep", engine, widths, rounds: rounds, repeats: repeats, into: &result)
    try measureWidths(workload, engine, widths, sweeps: max(repeats, rounds), into: &result)

    if options.skipReference {
      result.referenceNote = "skipped (--no-reference)"
    } else if !ReferenceColumn.isAvailable {
      result.referenceNote = "needs ReferenceSolver"
    } else {
      try measureReference(workload, node, serial, repeats: repeats, into: &result)
    }

    try measureParallel(workload, tree, engine, serial, repeats: repeats, rounds: rounds, into: &result)
  }

  /// The reference solver on every K-th sweep width.
  ///
  /// The per-layout time is the mean over the sampled widths. Also counts the sampled widths where its
  /// frames differ from the engine's.
  private func measureReference(
    _ workload: Workload, _ node: Node, _ serial: [[Rect]], repeats sweepRepeats: Int,
    into result: inout WorkloadResult
  ) throws {
    let indices = Array(stride(from: 0, to: Sweep.widths.count, by: options.referenceStep))
    result.referenceStep = options.referenceStep
    result.referenceWidths = indices.count

    step(workload, "reference check (\(indices.count) widths)")
    var mismatches = 0
    let checkStart = monotonicNanoseconds()
    for index in indices {
      let proposal = Sweep.proposal(Sweep.widths[index])
      guard let frames = try ReferenceColumn.layout(node, proposal: proposal, environment: Sweep.environment) else {
        result.referenceNote = "needs ReferenceSolver"
        return
      }
      if let difference = firstBitDifference(frames, serial[index]) {
        if mismatches == 0 {
          result.referenceFirstMismatch = "width \(Int(Sweep.widths[index])): \(difference) (reference vs engine)"
        }
        mismatches += 1
      }
    }
    result.referenceMismatches = mismatches
    let checkSeconds = Double(monotonicNanoseconds() - checkStart) / 1e9
    // The reference can be slow: fewer repeats when one run takes seconds (the output says how many).
    let repeats = checkSeconds > 5 ? 1 : checkSeconds > 1 ? min(3, sweepRepeats) : sweepRepeats

    var perLayout: [Double] = []
    var checksum = 0.0
    for repeatIndex in 0..<repeats {
      step(workload, "reference \(repeatIndex + 1)/\(repeats) (\(indices.count) widths)")
      let start = monotonicNanoseconds()
      for index in indices {
        let proposal = Sweep.proposal(Sweep.widths[index])
        let frames = try ReferenceColumn.layout(node, proposal: proposal, environment: Sweep.environment)
        checksum += frames?.first?.width ?? 0
      }
      perLayout.append(Double(monotonicNanoseconds() - start) / Double(indices.count))
    }
    result.reference = Spread(perLayout)
    result.checksum += checksum
  }

  /// The sweep split across threads (one engine per thread, widths interleaved) against the same code on
  /// one thread; first an untimed run that checks every thread's frames against the serial frames.
  private func measureParallel(
    _ workload: Workload, _ tree: LayoutTree, _ serialEngine: LayoutEngine, _ serial: [[Rect]], repeats: Int,
    rounds: Int, into result: inout WorkloadResult
  ) throws {
    let threads = options.threads
    result.threads = threads
    let many = EngineSet(tree: tree, count: threads)
    let one = EngineSet(engine: serialEngine)

    step(workload, "parallel check (\(threads) threads)")
    let check = many.sweep(compareWith: serial, rounds: 1)
    var mismatches = 0
    for (thread, outcome) in check.outcomes.enumerated() {
      if let error = outcome.error { throw BenchFailure(description: "thread \(thread): \(error)") }
      if outcome.mismatches > 0, result.parallelFirstMismatch == nil {
        result.parallelFirstMismatch = "thread \(thread), \(outcome.firstMismatch ?? "")"
      }
      mismatches += outcome.mismatches
    }
    result.parallelMismatches = mismatches

    var oneTimes: [Double] = []
    var manyTimes: [Double] = []
    var efficiencies: [Double] = []
    for repeatIndex in 0..<repeats {
      step(workload, "parallel \(repeatIndex + 1)/\(repeats) (1 and \(threads) threads)")
      let single = one.sweep(compareWith: nil, rounds: rounds)
      let parallel = many.sweep(compareWith: nil, rounds: rounds)
      for outcome in single.outcomes + parallel.outcomes {
        if let error = outcome.error { throw BenchFailure(description: error) }
        result.checksum += outcome.checksum
      }
      oneTimes.append(single.nanoseconds / Double(rounds))
      manyTimes.append(parallel.nanoseconds / Double(rounds))
      efficiencies.append(single.nanoseconds / parallel.nanoseconds / Double(threads))
    }
    result.parallelOneThread = Spread(oneTimes)
    result.parallelThreads = Spread(manyTimes)
    result.parallelEfficiencySpread = Spread(efficiencies)
  }

  // MARK: - Scale

  /// A short warm sweep (every 35th width, 33 layouts) for the scale family, its allocations and memory.
  private func measureScaleWarm(_ workload: Workload, _ tree: LayoutTree, into result: inout WorkloadResult) throws {
    let widths = Array(stride(from: 320.0, through: 1440, by: 35))
    let engine = LayoutEngine(tree)
    step(workload, "warm-up")
    let warmUpStart = monotonicNanoseconds()
    for width in widths {
      _ = try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment)
    }
    let warmUpNanoseconds = Double(monotonicNanoseconds() - warmUpStart)
    let rounds = Self.rounds(for: warmUpNanoseconds, target: Self.sweepRepeatNanoseconds, limit: 1_000)
    let repeats = repeats(forRunNanoseconds: warmUpNanoseconds * Double(rounds))
    result.sweepsPerRepeat = rounds
    try countWarmAllocations(engine, widths, into: &result)
    try timeWarmSweeps(workload, "warm", engine, widths, rounds: rounds, repeats: repeats, into: &result)
    result.sweepStep = 35
  }

  // MARK: - Warm sweeps, shared by the full sweep and the scale family

  /// Heap allocations and bytes per warm pass over `widths` (when the counter works).
  private func countWarmAllocations(_ engine: LayoutEngine, _ widths: [Double], into result: inout WorkloadResult)
    throws
  {
    guard AllocationCounter.isWorking else { return }
    let counted = try AllocationCounter.count {
      for width in widths {
        _ = try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment)
      }
    }
    result.allocationsPerWarmPass = Double(counted.allocations) / Double(widths.count)
    result.bytesAllocatedPerWarmPass = Double(counted.bytes) / Double(widths.count)
  }

  /// `repeats` timings of `rounds` warm sweeps over `widths`: time per layout, checksum and memory.
  private func timeWarmSweeps(
    _ workload: Workload, _ label: String, _ engine: LayoutEngine, _ widths: [Double], rounds: Int, repeats: Int,
    into result: inout WorkloadResult
  ) throws {
    var perLayout: [Double] = []
    var checksum = 0.0
    for repeatIndex in 0..<repeats {
      step(workload, "\(label) \(repeatIndex + 1)/\(repeats)")
      let start = monotonicNanoseconds()
      for _ in 0..<rounds {
        for width in widths {
          checksum += try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment).size.width
        }
      }
      perLayout.append(Double(monotonicNanoseconds() - start) / Double(widths.count * rounds))
    }
    result.sweep = Spread(perLayout)
    result.sweepWidths = widths.count
    result.checksum += checksum
    result.engineFootprint = engine.footprint
  }
}

/// A set of engines, one per thread, that sweeps the widths interleaved: thread t lays out widths
/// t, t + n, t + 2n, … with its own engine, keeping its caches from one run to the next.
final class EngineSet {
  private let engines: UnsafeMutableBufferPointer<LayoutEngine>

  /// `count` fresh engines over `tree`.
  init(tree: LayoutTree, count: Int) {
    engines = .allocate(capacity: count)
    for index in 0..<count { (engines.baseAddress! + index).initialize(to: LayoutEngine(tree)) }
  }

  /// A set of one existing engine.
  init(engine: LayoutEngine) {
    engines = .allocate(capacity: 1)
    engines.baseAddress!.initialize(to: engine)
  }

  deinit {
    engines.baseAddress!.deinitialize(count: engines.count)
    engines.deallocate()
  }

  /// Runs the sweep on `engines.count` threads with `DispatchQueue.concurrentPerform`.
  ///
  /// Each thread runs its widths `rounds` times. Returns the wall time and each thread's outcome. With
  /// `serial`, every thread compares each of its results with the serial frames at the same width, bit for
  /// bit (that run is for checking, not timing).
  func sweep(compareWith serial: [[Rect]]?, rounds: Int) -> (nanoseconds: Double, outcomes: [ThreadOutcome]) {
    let threads = engines.count
    let outcomes = UnsafeMutableBufferPointer<ThreadOutcome>.allocate(capacity: threads)
    outcomes.initialize(repeating: ThreadOutcome())
    defer {
      outcomes.baseAddress!.deinitialize(count: threads)
      outcomes.deallocate()
    }
    // Each iteration touches only its own engine and its own outcome slot.
    nonisolated(unsafe) let engines = self.engines
    nonisolated(unsafe) let slots = outcomes
    let widths = Sweep.widths
    let start = monotonicNanoseconds()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      let engine = engines[thread]
      var outcome = ThreadOutcome()
      var index = thread
      do {
        for _ in 0..<rounds {
          index = thread
          while index < widths.count {
            let layout = try engine.layout(proposal: Sweep.proposal(widths[index]), environment: Sweep.environment)
            if let serial, let difference = firstBitDifference(layout.frames, serial[index]) {
              if outcome.mismatches == 0 { outcome.firstMismatch = "width \(Int(widths[index])): \(difference)" }
              outcome.mismatches += 1
            }
            outcome.checksum += layout.size.width
            index += threads
          }
        }
      } catch {
        outcome.error = "width \(Int(widths[index])): \(error)"
      }
      slots[thread] = outcome
    }
    let elapsed = Double(monotonicNanoseconds() - start)
    return (elapsed, Array(outcomes))
  }
}

/// How well the machine runs `threads` threads right now, independent of FlexLayout.
///
/// The same split as the parallel sweep (1,121 items interleaved over `concurrentPerform`), but each item
/// is a fixed amount of pure arithmetic on registers: no memory traffic, no allocation. An efficiency well
/// under 1 here means other processes hold the cores, and the engine's parallel efficiency is capped by it.
enum ParallelCalibration {
  static func efficiency(threads: Int, repeats: Int = 5) -> Double {
    var ratios: [Double] = []
    _ = run(threads: threads)  // warm-up: starts the worker threads
    for _ in 0..<repeats {
      let one = run(threads: 1)
      let many = run(threads: threads)
      ratios.append(one / many / Double(threads))
    }
    return Spread(ratios).median
  }

  /// Wall time of the split work on `threads` threads.
  private static func run(threads: Int) -> Double {
    let items = Sweep.widths.count
    let sums = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: threads)
    sums.initialize(repeating: 0)
    defer { sums.deallocate() }
    nonisolated(unsafe) let slots = sums
    let start = monotonicNanoseconds()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      var state = UInt64(thread + 1)
      var item = thread
      while item < items {
        for _ in 0..<100_000 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        item += threads
      }
      slots[thread] = state
    }
    let elapsed = Double(monotonicNanoseconds() - start)
    if sums.reduce(0, &+) == 42 { printError("") }  // keeps the loop observable
    return elapsed
  }
}
