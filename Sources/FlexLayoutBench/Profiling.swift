// `--profile cold|warm|compile` (and with `--live`: build|first|resize|edit|read): only the part of one
// workload a profiler should see.
//
//   valgrind --tool=callgrind --toggle-collect='*profiledWarmSweep*' \
//     .build/release/FlexLayoutBench --workload W1 --profile warm
//   perf record .build/release/FlexLayoutBench --live --workload live-100k --profile build
import FlexLayout

enum Profiling {
  /// Cold passes per `--profile cold` run, and compiles per `--profile compile` run.
  static let coldPasses = 10

  /// Runs the `mode` part of `workload` once; returns the exit status.
  static func run(_ workload: Workload, mode: String) -> Int32 {
    guard let build = workload.build else {
      printError("FlexLayoutBench: \(workload.name) cannot be profiled (\(workload.summary))")
      return 1
    }
    do {
      if mode == "compile" {
        let node = build()
        let start = monotonicNanoseconds()
        let nodes = try profiledCompiles(node, count: coldPasses)
        let elapsed = Double(monotonicNanoseconds() - start) / 1e6
        printError(
          "profiled \(workload.name) compile: \(coldPasses) compiles of \(grouped(nodes)) nodes, "
            + "\(decimal(elapsed, 1)) ms in all")
        return 0
      }
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

  /// `count` compiles of `node` (`LayoutTree.init`: the field checks, the arena and its facts); returns the
  /// node count.
  @inline(never)
  static func profiledCompiles(_ node: Node, count: Int) throws -> Int {
    var nodes = 0
    for _ in 0..<count { nodes = try LayoutTree(node).count }
    return nodes
  }

  /// One warm sweep over every width.
  @inline(never)
  static func profiledWarmSweep(_ engine: LayoutEngine) throws {
    for width in Sweep.widths {
      _ = try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment)
    }
  }

  /// Live modes: what each repeats (5 times, after one untimed round) inside a function named
  /// `profiledLive…`.
  static let liveModes = ["build", "build-attached", "first", "resize", "edit", "read"]

  /// Runs the `mode` part of a live workload; returns the exit status.
  static func runLive(_ workload: LiveWorkload, mode: String) -> Int32 {
    do {
      let start = monotonicNanoseconds()
      var list = try LiveList(workload)
      _ = try list.tree.layout(proposal: LiveRunner.proposal)
      switch mode {
      case "build": try profiledLiveBuild(workload)
      case "build-attached": try profiledLiveBuild(workload, attached: true)
      case "first": try profiledLiveFirstLayouts((0..<5).map { _ in try LiveList(workload) })
      case "resize": try profiledLiveResize(list.tree)
      case "edit": try profiledLiveEdits(&list)
      default: try profiledLiveReads(list)
      }
      let elapsed = Double(monotonicNanoseconds() - start) / 1e6
      printError("profiled \(workload.name) \(mode): \(decimal(elapsed, 1)) ms in all (set-up included)")
      return 0
    } catch {
      printError("FlexLayoutBench: \(workload.name): \(error)")
      return 1
    }
  }

  @inline(never)
  static func profiledLiveBuild(_ workload: LiveWorkload, attached: Bool = false) throws {
    for _ in 0..<5 { _ = try LiveList(workload, attached: attached) }
  }

  /// The first layouts of trees built outside the profiled function. (Building inside it and calling a second
  /// `profiledLive…` function to lay out would toggle a profiler's collection off for the layout: `first`
  /// measured the build until issue 30.)
  @inline(never)
  static func profiledLiveFirstLayouts(_ lists: [LiveList]) throws {
    for list in lists { _ = try list.tree.layout(proposal: LiveRunner.proposal) }
  }

  @inline(never)
  static func profiledLiveResize(_ tree: LiveTree) throws {
    for pass in 0..<200 { _ = try tree.layout(proposal: pass % 2 == 0 ? LiveRunner.resized : LiveRunner.proposal) }
  }

  @inline(never)
  static func profiledLiveEdits(_ list: inout LiveList) throws {
    for k in 0..<200 {
      try list.tree.setKind(
        .fixed(width: 121 + Double(k % 3), height: 17), of: list.titles[(k * 7_919) % list.titles.count])
      _ = try list.tree.layout(proposal: LiveRunner.resized)
    }
  }

  @inline(never)
  static func profiledLiveReads(_ list: LiveList) throws {
    for _ in 0..<50 { _ = try list.tree.frames(of: list.handles) }
  }
}
