// `--profile cold|warm`: only the part of one workload a profiler should see.
//
//   valgrind --tool=callgrind --toggle-collect='*profiledWarmSweep*' \
//     .build/release/FlexLayoutBench --workload W1 --profile warm
import FlexLayout

enum Profiling {
  /// Cold passes per `--profile cold` run.
  static let coldPasses = 10

  /// Runs the `mode` part of `workload` once; returns the exit status.
  static func run(_ workload: Workload, mode: String) -> Int32 {
    guard let build = workload.build else {
      printError("FlexLayoutBench: \(workload.name) cannot be profiled (\(workload.summary))")
      return 1
    }
    do {
      let tree = try LayoutTree(build())
      let start = monotonicNanoseconds()
      var layouts = 0
      if mode == "cold" {
        layouts = coldPasses
        try profiledColdPasses(tree, passes: coldPasses)
      } else {
        let engine = LayoutEngine(tree)
        for width in Sweep.widths {
          _ = try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment)
        }
        layouts = Sweep.widths.count
        try profiledWarmSweep(engine)
      }
      let elapsed = Double(monotonicNanoseconds() - start) / 1e6
      printError(
        "profiled \(workload.name) \(mode): \(layouts) layouts of \(grouped(tree.count)) nodes, "
          + "\(decimal(elapsed, 1)) ms in all (warm-up included)")
      return 0
    } catch {
      printError("FlexLayoutBench: \(workload.name): \(error)")
      return 1
    }
  }

  /// `passes` cold layouts, each with a fresh engine.
  @inline(never)
  static func profiledColdPasses(_ tree: LayoutTree, passes: Int) throws {
    for k in 0..<passes {
      let engine = LayoutEngine(tree)
      _ = try engine.layout(proposal: Sweep.proposal(Sweep.coldWidth(k)), environment: Sweep.environment)
    }
  }

  /// One warm sweep over every width.
  @inline(never)
  static func profiledWarmSweep(_ engine: LayoutEngine) throws {
    for width in Sweep.widths {
      _ = try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment)
    }
  }
}
