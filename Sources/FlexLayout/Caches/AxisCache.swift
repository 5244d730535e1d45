/// Each separable node's answers along one axis, keyed by the exact proposed length on that axis.
///
/// A separable node's width depends only on the proposed width (and its height only on the proposed
/// height), so one entry answers every proposal with that width, whatever its height: a stack's probes
/// at (0, h) for many different h all hit the same width entry. Keys are bit patterns (−0 folded into
/// +0, NaN for "unspecified"), entries per node and axis `ways`, oldest replaced first.
struct AxisCache {
  /// Entries per node and axis: a stack's probes at 0 and ∞ and the real proposal. (Four cost 10 % more
  /// memory on deep trees for no measurable gain; the probes of a separable stack are made once.)
  static let ways = 3
  private static let empty = UInt64.max

  private let keys: ArenaBuffer<UInt64>
  private let lengths: ArenaBuffer<Double>
  private let nextVictim: ArenaBuffer<UInt8>

  init(nodes: Int, in storage: ArenaStorage) {
    keys = storage.allocate(nodes * 2 * Self.ways, repeating: Self.empty)
    lengths = storage.allocate(nodes * 2 * Self.ways, repeating: 0)
    nextVictim = storage.allocate(nodes * 2, repeating: 0)
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
  /// Returns whether it replaced an answer.
  @discardableResult
  func store(_ slot: Int, _ axis: Axis, _ key: UInt64, _ length: Double) -> Bool {
    let line = Self.line(slot, axis)
    let victim = Int(nextVictim[line])
    nextVictim[line] = UInt8((victim + 1) % Self.ways)
    let evicted = keys[line &* Self.ways &+ victim] != Self.empty
    keys[line &* Self.ways &+ victim] = key
    lengths[line &* Self.ways &+ victim] = length
    return evicted
  }

  /// Copies every entry of `other` (fewer or as many slots) into this cache.
  func copyAll(from other: AxisCache) {
    keys.copy(from: other.keys, count: other.keys.count)
    lengths.copy(from: other.lengths, count: other.lengths.count)
    nextVictim.copy(from: other.nextVictim, count: other.nextVictim.count)
  }

  /// Forgets node `slot`'s entries on both axes.
  func removeEntries(of slot: Int) {
    for line in [Self.line(slot, .horizontal), Self.line(slot, .vertical)] {
      for entry in (line &* Self.ways)..<((line &+ 1) &* Self.ways) { keys[entry] = Self.empty }
      nextVictim[line] = 0
    }
  }

  /// Node `slot`'s entries along `axis`: proposal keys and lengths.
  func entries(of slot: Int, _ axis: Axis) -> [(key: UInt64, length: Double)] {
    let line = Self.line(slot, axis)
    var found: [(key: UInt64, length: Double)] = []
    for entry in (line &* Self.ways)..<((line &+ 1) &* Self.ways) where keys[entry] != Self.empty {
      found.append((keys[entry], lengths[entry]))
    }
    return found
  }

  /// The number of node slots.
  var slotCount: Int { nextVictim.count / 2 }

  /// Forgets every entry.
  func removeAll() {
    keys.fill(with: Self.empty)
    nextVictim.fill(with: 0)
  }

  /// The memory held, in bytes.
  var footprint: Int { keys.footprint + lengths.footprint + nextVictim.footprint }
}
