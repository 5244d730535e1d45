// Clocks, statistics, the allocation counter and output helpers.
import CAllocationCounter
import FlexLayout
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Time

/// Monotonic time in nanoseconds.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}

/// Median, minimum and maximum of a set of measurements.
struct Spread: Sendable {
  var median: Double
  var min: Double
  var max: Double
  var count: Int

  init(_ values: [Double]) {
    precondition(!values.isEmpty, "a spread needs at least one value")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    min = sorted[0]
    max = sorted[sorted.count - 1]
    count = sorted.count
  }

  /// Every figure multiplied by `factor`.
  func scaled(by factor: Double) -> Spread {
    var copy = self
    copy.median *= factor
    copy.min *= factor
    copy.max *= factor
    return copy
  }
}

// MARK: - Frames

/// A description of the first frame where `a` and `b` differ in any bit, or `nil` when every frame is
/// bit-for-bit identical (Double bit patterns: 0 and −0 differ, NaN equals the same NaN).
func firstBitDifference(_ a: [Rect], _ b: [Rect]) -> String? {
  guard a.count == b.count else { return "frame counts differ: \(a.count) vs \(b.count)" }
  for index in a.indices {
    let x = a[index]
    let y = b[index]
    if x.x.bitPattern != y.x.bitPattern || x.y.bitPattern != y.y.bitPattern
      || x.width.bitPattern != y.width.bitPattern || x.height.bitPattern != y.height.bitPattern
    {
      return "node #\(index): \(x) vs \(y)"
    }
  }
  return nil
}

// MARK: - Allocation counter

/// Keeps allocations of the self-check alive so the optimiser cannot remove or stack-promote them.
nonisolated(unsafe) private var allocationSink: [Int] = []

/// The C allocation counter (Sources/CAllocationCounter), with a self-check.
enum AllocationCounter {
  /// Whether the counter works here: interposed, and it saw the allocation of a fresh Array.
  static let isWorking: Bool = {
    guard flex_alloc_counter_available() != 0 else { return false }
    let count = 1_000 + Int(monotonicNanoseconds() % 2)
    flex_alloc_counter_start()
    allocationSink = [Int](repeating: 7, count: count)
    flex_alloc_counter_stop()
    let seen = flex_alloc_counter_allocations()
    let bytes = flex_alloc_counter_bytes()
    allocationSink = []
    return seen >= 1 && bytes >= UInt64(count * MemoryLayout<Int>.stride)
  }()

  /// Runs `body` with counting on; returns the allocations and the bytes requested.
  static func count(_ body: () throws -> Void) rethrows -> (allocations: UInt64, bytes: UInt64) {
    flex_alloc_counter_start()
    defer { flex_alloc_counter_stop() }
    try body()
    flex_alloc_counter_stop()
    return (flex_alloc_counter_allocations(), flex_alloc_counter_bytes())
  }
}

// MARK: - Output

/// Writes `text` to stderr.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// `value` with `digits` decimals.
func decimal(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return "n/a" }
  return String(format: "%.\(digits)f", value)
}

/// `value` with 3 significant digits for small numbers, grouped thousands for large ones.
func readable(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  let magnitude = abs(value)
  if magnitude >= 1_000 { return grouped(Int(value.rounded())) }
  if magnitude >= 100 { return decimal(value, 0) }
  if magnitude >= 10 { return decimal(value, 1) }
  if magnitude >= 1 { return decimal(value, 2) }
  return decimal(value, 3)
}

/// An integer with comma thousands separators.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var out = ""
  for (offset, character) in digits.enumerated() {
    if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
    out.append(character)
  }
  return value < 0 ? "-" + out : out
}
