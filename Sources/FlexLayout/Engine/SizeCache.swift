/// Each cached node's answers to its most recent distinct proposals, keyed by the exact proposal.
///
/// Every node with a cache slot (containers, text, measured leaves, aspect ratios; see
/// `TreeCompiler`) owns `ways` entries. A lookup compares both lengths' bit patterns, so an entry is
/// only ever reused for exactly the proposal it answered; because a node's answer depends only on its
/// subtree, the proposal and the environment, a hit returns exactly what recomputing would. When all
/// entries are taken, the oldest is replaced (round robin). Entries survive across passes, which is
/// what makes a resize sweep cheap; the engine clears them when the environment changes.
struct SizeCache {
  /// Entries per node. Stacks probe each child at 0, ∞ and the real proposal, and place it with a
  /// fourth; nested stacks of the other axis double that.
  static let ways = 8
  private static let empty = UInt64.max

  private var widthKeys: [UInt64]
  private var heightKeys: [UInt64]
  private var sizes: [Size]
  private var nextVictim: [UInt8]

  init(nodes: Int) {
    let entries = nodes * Self.ways
    widthKeys = [UInt64](repeating: Self.empty, count: entries)
    heightKeys = [UInt64](repeating: Self.empty, count: entries)
    sizes = [Size](repeating: .zero, count: entries)
    nextVictim = [UInt8](repeating: 0, count: nodes)
  }

  /// The cached answer of node `slot` to the proposal with keys (`width`, `height`), if any.
  @inline(__always)
  func lookup(_ slot: Int, _ width: UInt64, _ height: UInt64) -> Size? {
    let base = slot &* Self.ways
    for entry in base..<(base + Self.ways) where widthKeys[entry] == width && heightKeys[entry] == height {
      return sizes[entry]
    }
    return nil
  }

  /// Records node `slot`'s answer to a proposal, replacing its oldest entry.
  @inline(__always)
  mutating func store(_ slot: Int, _ width: UInt64, _ height: UInt64, _ size: Size) {
    let victim = Int(nextVictim[slot])
    nextVictim[slot] = UInt8((victim + 1) % Self.ways)
    let entry = slot &* Self.ways &+ victim
    widthKeys[entry] = width
    heightKeys[entry] = height
    sizes[entry] = size
  }

  /// Forgets every entry.
  mutating func removeAll() {
    for index in widthKeys.indices {
      widthKeys[index] = Self.empty
      heightKeys[index] = Self.empty
    }
    for index in nextVictim.indices { nextVictim[index] = 0 }
  }

  /// The memory held, in bytes.
  var footprint: Int {
    widthKeys.count * (16 + MemoryLayout<Size>.stride) + nextVictim.count
  }
}
