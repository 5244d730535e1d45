import Foundation

/// How fast this machine runs right now, measured the same way before and after the workloads.
///
/// Shared and virtual machines change speed from minute to minute (other tenants, frequency scaling):
/// two runs of the same build can differ by 1.5×. These two probes let a reader tell a slower engine
/// from a slower machine: divide a workload's time by the probe's ratio between two runs.
struct MachineSpeed: Sendable {
  /// Nanoseconds per step of a dependent chain of 64-bit multiplies, adds and shifts (compute-bound, one
  /// core; the shift keeps the optimiser from collapsing the chain).
  var arithmeticNanoseconds: Double
  /// Gigabytes per second read and written over an 8 MiB buffer (beyond L2; in the L3 of large server
  /// parts).
  var memoryGigabytesPerSecond: Double

  /// The best of `repeats` runs of each probe (the least disturbed).
  static func measure(repeats: Int = 5) -> MachineSpeed {
    var arithmetic = Double.infinity
    var memory = 0.0
    let buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 1 << 20)
    buffer.initialize(repeating: 1)
    defer { buffer.deallocate() }
    var sink: UInt64 = 0
    for _ in 0..<repeats {
      let steps = 5_000_000
      var state: UInt64 = sink | 1
      var start = monotonicNanoseconds()
      for _ in 0..<steps { state = (state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) ^ (state >> 29) }
      arithmetic = min(arithmetic, Double(monotonicNanoseconds() - start) / Double(steps))
      sink ^= state
      let passes = 8
      start = monotonicNanoseconds()
      for pass in 0..<passes {
        for index in buffer.indices { buffer[index] = buffer[index] &+ UInt64(pass) }
      }
      let bytes = Double(passes * buffer.count * MemoryLayout<UInt64>.stride * 2)
      memory = max(memory, bytes / Double(monotonicNanoseconds() - start))
      sink ^= buffer[Int(sink % UInt64(buffer.count))]
    }
    if sink == 42 { printError("") }  // keeps the work observable
    return MachineSpeed(arithmeticNanoseconds: arithmetic, memoryGigabytesPerSecond: memory)
  }

  /// Two probes, before and after a run, as the reports' JSON gives them.
  static func json(before: MachineSpeed, after: MachineSpeed) -> JSON {
    .object([
      ("arithmeticNanosecondsBefore", .number(before.arithmeticNanoseconds)),
      ("memoryGigabytesPerSecondBefore", .number(before.memoryGigabytesPerSecond)),
      ("arithmeticNanosecondsAfter", .number(after.arithmeticNanoseconds)),
      ("memoryGigabytesPerSecondAfter", .number(after.memoryGigabytesPerSecond)),
    ])
  }

  var summary: String {
    "\(decimal(arithmeticNanoseconds, 3)) ns per arithmetic step, \(decimal(memoryGigabytesPerSecond, 3)) GB/s memory"
  }
}
