// One axis of a plot: how data values map to points on the page, and where its ticks go.
import Foundation

/// A linear or logarithmic axis from `low` to `high` (data units) drawn from `start` to `end` (points).
struct PlotAxis {
  /// A tick: a labelled one gets a tick label and a darker grid line, an unlabelled one a faint line.
  struct Tick {
    var value: Double
    var label: String?
  }

  var low: Double
  var high: Double
  var logarithmic: Bool
  var start = 0.0
  var end = 1.0
  /// How a tick value is written (default: `PlotAxis.label`).
  var format: (Double) -> String = PlotAxis.label

  /// Where `value` falls, in points (values outside the axis fall outside `start…end`).
  func position(_ value: Double) -> Double {
    let fraction =
      logarithmic ? (log10(value) - log10(low)) / (log10(high) - log10(low)) : (value - low) / (high - low)
    return start + fraction * (end - start)
  }

  /// The ticks: for a linear axis every multiple of a 1-2-5 step (about `target` of them); for a logarithmic
  /// one every power of ten labelled and 2…9 times it faint, with 2 and 5 (then every multiple) labelled too
  /// when fewer than three powers of ten fall on the axis.
  func ticks(target: Int = 8) -> [Tick] {
    let inside = { (value: Double) in value >= self.low * (1 - 1e-9) && value <= self.high * (1 + 1e-9) }
    guard logarithmic else {
      let step = Self.niceStep((high - low) / Double(target))
      let first = (low / step).rounded(.up)
      return stride(from: first, through: (high / step).rounded(.down), by: 1).map { multiple in
        let value = multiple * step
        return Tick(value: abs(value) < step * 1e-9 ? 0 : value, label: format(value))
      }
    }
    let decades = Int(log10(low).rounded(.down))...Int(log10(high).rounded(.up))
    let candidates = decades.flatMap { decade in (1...9).map { (Double($0) * pow(10, Double(decade)), $0) } }
      .filter { inside($0.0) }
    let powers = candidates.filter { $0.1 == 1 }.count
    let labelled: Set<Int> =
      powers >= 3 ? [1] : candidates.filter { [1, 2, 5].contains($0.1) }.count >= 3 ? [1, 2, 5] : Set(1...9)
    return candidates.map { Tick(value: $0.0, label: labelled.contains($0.1) ? format($0.0) : nil) }
  }

  /// A linear axis over `values`, widened to whole tick steps (and to 0 when `fromZero`).
  static func linear(_ values: [Double], fromZero: Bool = false, target: Int = 8) -> PlotAxis {
    var low = values.min() ?? 0
    var high = values.max() ?? 1
    if fromZero { low = min(low, 0) }
    if high <= low { high = low + 1 }
    let step = niceStep((high - low) / Double(target))
    low = (low / step).rounded(.down) * step
    high = (high / step).rounded(.up) * step
    return PlotAxis(low: low, high: high, logarithmic: false)
  }

  /// A logarithmic axis over the positive `values`, from the power of ten at or below the smallest to the
  /// one at or above the largest.
  static func logarithmic(_ values: [Double]) -> PlotAxis {
    let positive = values.filter { $0 > 0 && $0.isFinite }
    let low = pow(10, (log10(positive.min() ?? 1) + 1e-9).rounded(.down))
    var high = pow(10, (log10(positive.max() ?? 10) - 1e-9).rounded(.up))
    if high <= low { high = low * 10 }
    return PlotAxis(low: low, high: high, logarithmic: true)
  }

  /// 1, 2 or 5 times a power of ten, near `raw`.
  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let power = pow(10, log10(raw).rounded(.down))
    let multiple = raw / power
    return (multiple < 1.5 ? 1 : multiple < 3.5 ? 2 : multiple < 7.5 ? 5 : 10) * power
  }

  /// A tick label: `0.05`, `2`, `250`, `1,000`, `20,000`.
  static func label(_ value: Double) -> String {
    abs(value) >= 1_000 ? grouped(Int(value.rounded())) : String(format: "%g", value)
  }

  /// A node count as a tick label: `1k`, `10k`, `100k`, `1M`.
  static func countLabel(_ value: Double) -> String {
    value >= 1e6 ? String(format: "%gM", value / 1e6) : value >= 1e3 ? String(format: "%gk", value / 1e3) : label(value)
  }
}
