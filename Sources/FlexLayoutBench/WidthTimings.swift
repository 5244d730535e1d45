// The warm sweep width by width: each layout timed on its own, and the widths where an adaptive container's
// arrangement changes (the transitions). Measured after the sweep's own timings, so those are unchanged.
import FlexLayout

extension Runner {
  /// Times every width's warm layout on its own over `sweeps` whole sweeps and keeps each width's median (ns);
  /// first, one untimed sweep finds the transition widths.
  ///
  /// Each timed layout includes one clock read (about 22 ns on the 2-core EPYC). A median per width leaves out
  /// the layouts another process interrupted, which the sweep's mean per layout keeps, so on a busy machine
  /// these sit below that mean; the point is their shape across the widths.
  func measureWidths(
    _ workload: Workload, _ engine: LayoutEngine, _ widths: [Double], sweeps: Int, into result: inout WorkloadResult
  ) throws {
    step(workload, "transitions")
    var previous: [NodeID: Selection]?
    for width in widths {
      let arrangement = Self.arrangement(
        try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment))
      if let previous, previous != arrangement { result.transitionWidths.append(width) }
      previous = arrangement
    }

    var samples = [Double](repeating: 0, count: sweeps * widths.count)
    var checksum = 0.0
    for sweep in 0..<sweeps {
      if sweep % 10 == 0 { step(workload, "width by width \(sweep + 1)/\(sweeps)") }
      for (index, width) in widths.enumerated() {
        let start = monotonicNanoseconds()
        checksum += try engine.layout(proposal: Sweep.proposal(width), environment: Sweep.environment).size.width
        samples[sweep * widths.count + index] = Double(monotonicNanoseconds() - start)
      }
    }
    result.nanosecondsPerWidth = widths.indices.map { index in
      Spread((0..<sweeps).map { samples[$0 * widths.count + index] }).median
    }
    result.widthSweeps = sweeps
    result.checksum += checksum
  }

  /// What the adaptive containers show in `layout`: their selections, with a grid's cell widths reduced to
  /// how many columns there are (the widths change at every width; the arrangement changes with the count).
  static func arrangement(_ layout: LayoutResult) -> [NodeID: Selection] {
    layout.selections.mapValues { selection in
      guard case .widths(let widths) = selection else { return selection }
      return .widths([Double](repeating: 0, count: widths.count))
    }
  }
}
