/// Each cached node's answers to its most recent distinct proposals, keyed by the exact proposal.
///
/// Every node with a cache slot (containers, text, measured leaves, aspect ratios; see
/// `TreeCompiler`) owns `ways` entries. A lookup compares both lengths' bit patterns, so an entry is
/// only ever reused for exactly the proposal it answered (or, keyed `LayoutPass.anyHeight`, for every height
/// at its width: an answer the pass saw read no height); because a node's answer depends only on its
/// subtree, the proposal and the environment, a hit returns exactly what recomputing would. When all
/// entries are taken, the oldest is replaced (round robin). Entries survive across passes, which is
/// what makes a resize sweep cheap; the engine clears them when the environment changes.
struct SizeCache {
  /// Entries per node. Stacks probe each child at 0, ∞ and the real proposal, and place it with a
  /// fourth; nested stacks of the other axis double that.
  static let ways = 8
  private static let empty = UInt64.max

  private let widthKeys: ArenaBuffer<UInt64>
  private let heightKeys: ArenaBuffer<UInt64>
  /// The container size the answer was computed in (S13), for nodes that read it; empty when no node of
  /// the tree does.
  private let containerKeys: ArenaBuffer<UInt64>
  private let sizes: ArenaBuffer<Size>
  private let nextVictim: ArenaBuffer<UInt8>
  /// Per slot, `intervalWays` of a text's answers decided by its greedy walk, each with the widths that wrap it
  /// the same way (`TextWidthInterval`) and the heights it holds at (`LayoutPass.anyHeight` when it reads no
  /// height, else `TextWidthInterval.lines`; `empty`: none): the first for an answer of one line, the second for
  /// more. Two, because a stack probes a text at heights 0 and ∞ and allocates it its own height: a wrapped text
  /// keeps one line at the first, its lines at the other two. Empty when the tree holds no text.
  static let intervalWays = 2
  private let intervalLow: ArenaBuffer<Double>
  private let intervalHigh: ArenaBuffer<Double>
  private let intervalLines: ArenaBuffer<UInt64>
  private let intervalSizes: ArenaBuffer<Size>

  init(nodes: Int, containerKeys: Bool, intervals: Bool, in storage: ArenaStorage) {
    let entries = nodes * Self.ways
    widthKeys = storage.allocate(entries, repeating: Self.empty)
    heightKeys = storage.allocate(entries, repeating: Self.empty)
    self.containerKeys = storage.allocate(containerKeys ? entries * 2 : 0, repeating: 0)
    sizes = storage.allocate(entries, repeating: .zero)
    nextVictim = storage.allocate(nodes, repeating: 0)
    let intervalEntries = intervals ? nodes * Self.intervalWays : 0
    intervalLow = storage.allocate(intervalEntries, repeating: .infinity)
    intervalHigh = storage.allocate(intervalEntries, repeating: .infinity)
    intervalLines = storage.allocate(intervalEntries, repeating: Self.empty)
    intervalSizes = storage.allocate(intervalEntries, repeating: .zero)
  }

  /// The entry holding node `slot`'s answer to the proposal with keys (`width`, `height`), and, when the node
  /// is `dependent` on its container, in a container with keys (`containerWidth`, `containerHeight`); -1 when
  /// none does. An entry stored with the height key ``LayoutPass/anyHeight`` answers every height.
  @inline(__always)
  func lookup(
    _ slot: Int, _ width: UInt64, _ height: UInt64, _ dependent: Bool, _ containerWidth: UInt64,
    _ containerHeight: UInt64
  ) -> Int {
    let base = slot &* Self.ways
    for entry in base..<(base + Self.ways) where widthKeys[entry] == width {
      let key = heightKeys[entry]
      if key != height && key != LayoutPass.anyHeight { continue }
      if dependent
        && (containerKeys[2 &* entry] != containerWidth || containerKeys[2 &* entry &+ 1] != containerHeight)
      {
        continue
      }
      return entry
    }
    return -1
  }

  /// The answer in `entry` (found by ``lookup(_:_:_:_:_:_:)``).
  @inline(__always)
  func answer(at entry: Int) -> Size { sizes[entry] }

  /// Whether the answer in `entry` serves every height proposal (its height key is ``LayoutPass/anyHeight``).
  @inline(__always)
  func answersEveryHeight(at entry: Int) -> Bool { heightKeys[entry] == LayoutPass.anyHeight }

  /// Records node `slot`'s answer to a proposal, replacing its oldest entry; returns the entry it replaced,
  /// if that held an answer (a measured leaf keeps it for the rest of the pass).
  @inline(__always)
  @discardableResult
  func store(
    _ slot: Int, _ width: UInt64, _ height: UInt64, _ dependent: Bool, _ containerWidth: UInt64,
    _ containerHeight: UInt64, _ size: Size
  ) -> (width: UInt64, height: UInt64, size: Size)? {
    let victim = Int(nextVictim[slot])
    nextVictim[slot] = UInt8((victim + 1) % Self.ways)
    let entry = slot &* Self.ways &+ victim
    let evicted =
      widthKeys[entry] == Self.empty ? nil : (width: widthKeys[entry], height: heightKeys[entry], size: sizes[entry])
    widthKeys[entry] = width
    heightKeys[entry] = height
    if dependent {
      containerKeys[2 &* entry] = containerWidth
      containerKeys[2 &* entry &+ 1] = containerHeight
    }
    sizes[entry] = size
    return evicted
  }

  /// Text `slot`'s answer kept in interval `way` when `width` lies in its widths, with the heights it holds at
  /// (see ``intervalLines``); nil otherwise (or without intervals).
  @inline(__always)
  func interval(_ slot: Int, _ way: Int, containing width: Double) -> (lines: UInt64, size: Size)? {
    let entry = slot &* Self.intervalWays &+ way
    guard entry < intervalLow.count,
      TextWidthInterval.contains(width, low: intervalLow[entry], high: intervalHigh[entry])
    else { return nil }
    return (intervalLines[entry], intervalSizes[entry])
  }

  /// Keeps text `slot`'s `answer` for the widths of `interval`, at the heights `lines` names (see
  /// ``intervalLines``), in the way for its number of lines.
  @inline(__always)
  func storeInterval(_ slot: Int, _ interval: TextWidthInterval, lines: UInt64, _ answer: Size) {
    let entry = slot &* Self.intervalWays &+ (interval.kept > 1 ? 1 : 0)
    guard entry < intervalLow.count else { return }
    intervalLow[entry] = interval.low
    intervalHigh[entry] = interval.high
    intervalLines[entry] = lines
    intervalSizes[entry] = answer
  }

  /// Whether this cache keeps text intervals.
  var keepsIntervals: Bool { intervalLow.count > 0 }

  /// Copies every entry of `other` (fewer or as many slots) into this cache; container keys only when both keep
  /// them.
  func copyAll(from other: SizeCache) {
    widthKeys.copy(from: other.widthKeys, count: other.widthKeys.count)
    heightKeys.copy(from: other.heightKeys, count: other.heightKeys.count)
    sizes.copy(from: other.sizes, count: other.sizes.count)
    nextVictim.copy(from: other.nextVictim, count: other.nextVictim.count)
    if containerKeys.count > 0 && other.containerKeys.count > 0 {
      containerKeys.copy(from: other.containerKeys, count: other.containerKeys.count)
    }
    if intervalLow.count > 0 && other.intervalLow.count > 0 {
      intervalLow.copy(from: other.intervalLow, count: other.intervalLow.count)
      intervalHigh.copy(from: other.intervalHigh, count: other.intervalHigh.count)
      intervalLines.copy(from: other.intervalLines, count: other.intervalLines.count)
      intervalSizes.copy(from: other.intervalSizes, count: other.intervalSizes.count)
    }
  }

  /// Whether this cache keeps container keys (S13).
  var keepsContainerKeys: Bool { containerKeys.count > 0 }

  /// Forgets node `slot`'s entries (its answers changed, or the slot has a new owner).
  func removeEntries(of slot: Int) {
    for entry in (slot &* Self.ways)..<((slot &+ 1) &* Self.ways) {
      widthKeys[entry] = Self.empty
      heightKeys[entry] = Self.empty
    }
    nextVictim[slot] = 0
    if slot &* Self.intervalWays < intervalLow.count { forgetIntervals(of: slot) }
  }

  /// Forgets text `slot`'s intervals.
  private func forgetIntervals(of slot: Int) {
    for entry in (slot &* Self.intervalWays)..<((slot &+ 1) &* Self.intervalWays) {
      intervalLow[entry] = .infinity
      intervalHigh[entry] = .infinity
      intervalLines[entry] = Self.empty
    }
  }

  /// Node `slot`'s entries: the proposal keys and answers it holds (for checking an edited node's answers).
  func entries(of slot: Int) -> [(width: UInt64, height: UInt64, container: (UInt64, UInt64), size: Size)] {
    var found: [(width: UInt64, height: UInt64, container: (UInt64, UInt64), size: Size)] = []
    for entry in (slot &* Self.ways)..<((slot &+ 1) &* Self.ways) where widthKeys[entry] != Self.empty {
      let container = containerKeys.count > 0 ? (containerKeys[2 &* entry], containerKeys[2 &* entry &+ 1]) : (0, 0)
      found.append((widthKeys[entry], heightKeys[entry], container, sizes[entry]))
    }
    return found
  }

  /// The number of node slots.
  var slotCount: Int { nextVictim.count }

  /// Forgets every entry.
  func removeAll() {
    widthKeys.fill(with: Self.empty)
    heightKeys.fill(with: Self.empty)
    nextVictim.fill(with: 0)
    intervalLow.fill(with: .infinity)
    intervalHigh.fill(with: .infinity)
    intervalLines.fill(with: Self.empty)
  }

  /// The memory held, in bytes.
  var footprint: Int {
    widthKeys.footprint + heightKeys.footprint + containerKeys.footprint + sizes.footprint + nextVictim.footprint
      + intervalLow.footprint + intervalHigh.footprint + intervalLines.footprint + intervalSizes.footprint
  }
}
