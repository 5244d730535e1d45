// The renderer-path measurements of issue 14: build, first layout, resize, edits and bulk reads through a
// LiveTree, each beside the LayoutEngine on the same tree.
import CAllocationCounter
import FlexLayout
import FlexLayoutCLI

/// What one live workload measured. Times are medians over repeats (or over the 21 edits).
struct LiveResult {
  var workload: LiveWorkload
  var failure: String?
  var nodes = 0

  /// Create + insert of every node, ns per node; and the same after `reserveCapacity` for all of them.
  var build: Spread?
  var reservedBuild: Spread?
  /// The build with every insert into a parent already under the root (rows first, then their children).
  var attachedBuild: Spread?
  /// The first `layout` of a freshly built tree at (800, 900), ns per node.
  var firstLayout: Spread?
  /// `LayoutTree(node)` of the value tree, and a fresh `LayoutEngine`'s first layout on it, ns per node.
  var engineCompile: Spread?
  var engineCold: Spread?
  /// One pass of the resize 800 ↔ 801 wide, ns per node: live, and a warm `LayoutEngine`.
  var resize: Spread?
  var engineWarm: Spread?
  /// Heap allocations per warm resize pass of the live tree.
  var allocationsPerResize = Double.nan
  /// Edit + layout at 801 wide, µs per edit (21 edits on different rows).
  var sizePreservingEdit: Spread?
  var growingEdit: Spread?
  /// Insert a new row, then remove it, each with a layout, µs.
  var insertRow: Spread?
  var removeRow: Spread?
  /// Nodes recomputed and changed by a median size-preserving and growing edit.
  var sizePreservingRecomputed = 0
  var growingChanged = 0
  /// `frames(of:)` for every node: the first read after a resize (it resolves what changed), and a second
  /// read, ns per node.
  var bulkReadFirst: Spread?
  var bulkRead: Spread?
  /// Heap in use after building and laying out the tree, per node (everything the tree holds).
  var bytesPerNode = Double.nan
  /// Whether the live tree's final frames equal a fresh `LayoutEngine`'s on its snapshot, bit for bit.
  var identical: Bool?

  var firstOverEngineCold: Double? { ratio(firstLayout, engineCold) }
  var firstOverEngineCompileAndCold: Double? {
    guard let first = firstLayout, let compile = engineCompile, let cold = engineCold else { return nil }
    return first.median / (compile.median + cold.median)
  }
  /// The median over repeats of live resize / engine warm, each repeat timing both back to back.
  var resizeOverEngineWarm: Double? { resizeRatios?.median }
  var resizeRatios: Spread?

  private func ratio(_ a: Spread?, _ b: Spread?) -> Double? {
    guard let a, let b, b.median > 0 else { return nil }
    return a.median / b.median
  }
}

/// Runs the live workloads.
struct LiveRunner {
  var options: Options

  static let proposal = ProposedSize(width: 800, height: 900)
  static let resized = ProposedSize(width: 801, height: 900)
  /// Edits per kind; the median is reported.
  static let edits = 21

  func run(_ workload: LiveWorkload) -> LiveResult {
    var result = LiveResult(workload: workload)
    result.nodes = workload.nodeCount
    do {
      try measure(workload, into: &result)
    } catch {
      result.failure = "\(error)"
    }
    StatusLine.standardError?.erase()
    return result
  }

  private func step(_ workload: LiveWorkload, _ text: String) {
    StatusLine.standardError?.show("\(workload.name): \(text)")
  }

  private var repeats: Int { options.repeats ?? 5 }

  private func measure(_ workload: LiveWorkload, into result: inout LiveResult) throws {
    let perNode = 1 / Double(workload.nodeCount)
    let repeats = workload.nodeCount > 100_000 ? min(self.repeats, 3) : self.repeats

    // Build and first layout: a fresh tree each repeat (after one warm-up build).
    var builds: [Double] = []
    var firsts: [Double] = []
    var list: LiveList?
    for index in -1..<repeats {
      step(workload, index < 0 ? "build warm-up" : "build and first layout \(index + 1)/\(repeats)")
      list = nil
      let heapBefore = HeapUsage.bytesInUse()
      let start = monotonicNanoseconds()
      let built = try LiveList(workload)
      let buildEnd = monotonicNanoseconds()
      _ = try built.tree.layout(proposal: Self.proposal)
      let layoutEnd = monotonicNanoseconds()
      if index >= 0 {
        builds.append(Double(buildEnd - start) * perNode)
        firsts.append(Double(layoutEnd - buildEnd) * perNode)
      }
      if let before = heapBefore, let after = HeapUsage.bytesInUse() {
        result.bytesPerNode = Double(after - before) * perNode
      }
      list = built
    }
    guard var list else { throw BenchFailure(description: "no tree") }
    result.build = Spread(builds)
    result.firstLayout = Spread(firsts)
    /// `repeats` timed builds of the workload, ns per node.
    func timedBuilds(reserving: Bool = false, attached: Bool = false) throws -> Spread {
      try Spread(
        (0..<repeats).map { _ in
          let start = monotonicNanoseconds()
          _ = try LiveList(workload, reserving: reserving, attached: attached)
          return Double(monotonicNanoseconds() - start) * perNode
        })
    }
    step(workload, "builds with reserveCapacity")
    result.reservedBuild = try timedBuilds(reserving: true)
    step(workload, "builds attached")
    result.attachedBuild = try timedBuilds(attached: true)

    // The LayoutEngine on the same tree: compile, cold, warm.
    step(workload, "LayoutEngine cold")
    let node = workload.valueTree()
    var compiles: [Double] = []
    var colds: [Double] = []
    var engine: LayoutEngine?
    for _ in 0..<repeats {
      let start = monotonicNanoseconds()
      let compiled = try LayoutTree(node)
      let compiledEnd = monotonicNanoseconds()
      let fresh = LayoutEngine(compiled)
      let coldStart = monotonicNanoseconds()
      _ = try fresh.layout(proposal: Self.proposal)
      let coldEnd = monotonicNanoseconds()
      compiles.append(Double(compiledEnd - start) * perNode)
      colds.append(Double(coldEnd - coldStart) * perNode)
      engine = fresh
    }
    result.engineCompile = Spread(compiles)
    result.engineCold = Spread(colds)

    // Resize 800 ↔ 801: warm passes, live and engine alike.
    step(workload, "resize")
    let tree = list.tree
    let passes = max(2, min(2_000, 20_000_000 / workload.nodeCount))
    // Live and engine repeats interleave, so that a change of the machine's speed affects both alike.
    guard let engine else { throw BenchFailure(description: "no engine") }
    var liveTimes: [Double] = []
    var engineTimes: [Double] = []
    for _ in 0..<repeats {
      liveTimes += try timedPasses(repeats: 1, passes: passes) { width in
        _ = try tree.layout(proposal: ProposedSize(width: width, height: 900))
      }
      engineTimes += try timedPasses(repeats: 1, passes: passes) { width in
        _ = try engine.layout(proposal: ProposedSize(width: width, height: 900))
      }
    }
    result.resize = Spread(liveTimes).scaled(by: perNode)
    result.engineWarm = Spread(engineTimes).scaled(by: perNode)
    result.resizeRatios = Spread(zip(liveTimes, engineTimes).map { $0 / $1 })
    if AllocationCounter.isWorking {
      let counted = try AllocationCounter.count {
        for pass in 0..<20 { _ = try tree.layout(proposal: pass % 2 == 0 ? Self.resized : Self.proposal) }
      }
      result.allocationsPerResize = Double(counted.allocations) / 20
    }
    _ = try tree.layout(proposal: Self.resized)

    // Bulk reads after a resize: the first resolves what the resize changed.
    step(workload, "bulk reads")
    var firstReads: [Double] = []
    var reads: [Double] = []
    for index in 0..<repeats {
      _ = try tree.layout(proposal: index % 2 == 0 ? Self.proposal : Self.resized)
      var start = monotonicNanoseconds()
      _ = try tree.frames(of: list.handles)
      firstReads.append(Double(monotonicNanoseconds() - start) * perNode)
      start = monotonicNanoseconds()
      _ = try tree.frames(of: list.handles)
      reads.append(Double(monotonicNanoseconds() - start) * perNode)
    }
    result.bulkReadFirst = Spread(firstReads)
    result.bulkRead = Spread(reads)
    _ = try tree.layout(proposal: Self.resized)

    // Edits, each followed by a layout at 801 wide, on different rows.
    step(workload, "size-preserving edits")
    let rows = list.titles.count
    func row(_ k: Int, _ salt: Int) -> Int { (k &* 7_919 &+ salt &* 104_729 &+ 17) % rows }
    var recomputed: [Int] = []
    result.sizePreservingEdit = try Spread(
      (0..<Self.edits).map { k in
        let title = list.titles[row(k, 1)]
        let start = monotonicNanoseconds()
        try tree.setKind(.fixed(width: 121 + Double(k % 3), height: 17), of: title)
        let layout = try tree.layout(proposal: Self.resized)
        let elapsed = Double(monotonicNanoseconds() - start) / 1_000
        recomputed.append(layout.recomputedNodes)
        return elapsed
      })
    result.sizePreservingRecomputed = recomputed.sorted()[recomputed.count / 2]

    step(workload, "growing edits")
    var changed: [Int] = []
    result.growingEdit = try Spread(
      (0..<Self.edits).map { k in
        let title = list.titles[row(k, 2)]
        let start = monotonicNanoseconds()
        try tree.setKind(.fixed(width: 120, height: 24), of: title)
        let layout = try tree.layout(proposal: Self.resized)
        let elapsed = Double(monotonicNanoseconds() - start) / 1_000
        changed.append(layout.changedHandles.count)
        return elapsed
      })
    result.growingChanged = changed.sorted()[changed.count / 2]

    step(workload, "insert and remove rows")
    var inserts: [Double] = []
    var removes: [Double] = []
    for k in 0..<Self.edits {
      let parent = list.lists[k % list.lists.count]
      let count = try tree.children(of: parent).count
      var start = monotonicNanoseconds()
      let added = try list.appendRow(to: parent, at: row(k, 3) % (count + 1), decorated: workload.decorated)
      _ = try tree.layout(proposal: Self.resized)
      inserts.append(Double(monotonicNanoseconds() - start) / 1_000)
      start = monotonicNanoseconds()
      try tree.remove(added)
      _ = try tree.layout(proposal: Self.resized)
      removes.append(Double(monotonicNanoseconds() - start) / 1_000)
      list.handles.removeLast(workload.decorated ? 9 : 5)
      list.titles.removeLast()
    }
    result.insertRow = Spread(inserts)
    result.removeRow = Spread(removes)

    // The check: the live tree's frames after all of it equal a fresh engine's on the same tree.
    step(workload, "checking frames against a fresh LayoutEngine")
    let expected = try LayoutEngine(tree.snapshot()).layout(proposal: Self.resized).frames
    let live = try tree.frames(of: tree.laidOutNodes())
    result.identical = firstBitDifference(live, expected) == nil
  }

  /// `repeats` timings of `passes` layouts alternating 801 and 800 wide (after 4 warm-up passes), in ns per
  /// layout.
  private func timedPasses(repeats: Int, passes: Int, _ layout: (Double) throws -> Void) throws -> [Double] {
    for pass in 0..<4 { try layout(pass % 2 == 0 ? 801 : 800) }
    var times: [Double] = []
    for _ in 0..<repeats {
      let start = monotonicNanoseconds()
      for pass in 0..<passes { try layout(pass % 2 == 0 ? 801 : 800) }
      times.append(Double(monotonicNanoseconds() - start) / Double(passes))
    }
    return times
  }
}

/// The process's heap in use, from the C library's allocator statistics (glibc's `mallinfo2`).
enum HeapUsage {
  /// Bytes in use now, or `nil` where the C library does not tell.
  static func bytesInUse() -> Int? {
    let bytes = flex_heap_bytes_in_use()
    return bytes > 0 ? Int(bytes) : nil
  }
}
