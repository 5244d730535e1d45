/// Each separable node's answers along one axis, keyed by the exact proposed length on that axis.
///
/// A separable node's width depends only on the proposed width (and its height only on the proposed
/// height), so one entry answers every proposal with that width, whatever its height: a stack's probes
/// at (0, h) for many different h all hit the same width entry. Keys are bit patterns (−0 folded into
/// +0, NaN for "unspecified"), entries per node and axis `ways`, oldest replaced first.
struct AxisCache {
  static let ways = 4
  private static let empty = UInt64.max

  private var keys: [UInt64]
  private var lengths: [Double]
  private var nextVictim: [UInt8]

  init(nodes: Int) {
    keys = [UInt64](repeating: Self.empty, count: nodes * 2 * Self.ways)
    lengths = [Double](repeating: 0, count: nodes * 2 * Self.ways)
    nextVictim = [UInt8](repeating: 0, count: nodes * 2)
  }

  @inline(__always)
  private static func line(_ slot: Int, _ axis: Axis) -> Int { slot &* 2 &+ (axis == .horizontal ? 0 : 1) }

  /// The cached length of node `slot` along `axis` for the proposed length with key `key`, if any.
  @inline(__always)
  func lookup(_ slot: Int, _ axis: Axis, _ key: UInt64) -> Double? {
    let base = Self.line(slot, axis) &* Self.ways
    for entry in base..<(base + Self.ways) where keys[entry] == key { return lengths[entry] }
    return nil
  }

  /// Records a length, replacing the oldest entry of that node and axis.
  @inline(__always)
  mutating func store(_ slot: Int, _ axis: Axis, _ key: UInt64, _ length: Double) {
    let line = Self.line(slot, axis)
    let victim = Int(nextVictim[line])
    nextVictim[line] = UInt8((victim + 1) % Self.ways)
    keys[line &* Self.ways &+ victim] = key
    lengths[line &* Self.ways &+ victim] = length
  }

  /// Forgets every entry.
  mutating func removeAll() {
    for index in keys.indices { keys[index] = Self.empty }
  }

  /// The memory held, in bytes.
  var footprint: Int { keys.count * 16 + nextVictim.count }
}
