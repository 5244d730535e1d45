/// Hands out runs of consecutive indices (blocks) of one pool: the child runs of nodes, their records, the
/// columns of grids and splits.
///
/// A compiled tree packs its blocks end to end (``appendExact(_:)``), so a node's children lie next to each
/// other and next to its siblings' in preorder. A live tree asks for blocks whose capacity is a power of two
/// (``allocate(_:)``), so a run grows by doubling, and freed blocks are kept per size and reused first: every
/// operation is O(1) besides copying a run that moves. The allocator only counts; the elements live in an
/// ``ArenaBuffer`` of `capacity` elements owned by the arena.
struct BlockAllocator {
  /// The number of elements the pool holds.
  let capacity: Int
  /// One past the last element handed out.
  private(set) var end = 0
  /// Freed blocks by size class (class k holds blocks of 2^k elements).
  private var free: [[Int32]] = []

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The capacity class of a block for `count` elements: the smallest k with 2^k ≥ count (0 for 0 or 1).
  static func sizeClass(for count: Int) -> Int {
    count <= 1 ? 0 : Int.bitWidth - (count - 1).leadingZeroBitCount
  }

  /// The number of elements of a block of class `sizeClass`.
  static func blockSize(_ sizeClass: Int) -> Int { 1 << sizeClass }

  /// Whether a block for `count` more elements fits without growing the pool.
  func hasRoom(for count: Int) -> Bool {
    if count == 0 { return true }
    let sizeClass = Self.sizeClass(for: count)
    if sizeClass < free.count && !free[sizeClass].isEmpty { return true }
    return end + Self.blockSize(sizeClass) <= capacity
  }

  /// A block of exactly `count` elements at the end of the pool (compiled trees); the caller checked room.
  mutating func appendExact(_ count: Int) -> Int {
    let start = end
    end += count
    precondition(end <= capacity, "block pool overflow")
    return start
  }

  /// A block of `2^sizeClass(for: count)` elements, a freed one when there is one; the caller checked room.
  mutating func allocate(_ count: Int) -> Int {
    let sizeClass = Self.sizeClass(for: count)
    if sizeClass < free.count, let reused = free[sizeClass].popLast() { return Int(reused) }
    let start = end
    end += Self.blockSize(sizeClass)
    precondition(end <= capacity, "block pool overflow")
    return start
  }

  /// Returns a block of class `sizeClass(for: count)` allocated with ``allocate(_:)``.
  mutating func release(_ start: Int, count: Int) {
    let sizeClass = Self.sizeClass(for: count)
    while free.count <= sizeClass { free.append([]) }
    free[sizeClass].append(Int32(start))
  }

  /// The freed blocks waiting for reuse, as (start, element count) (for the invariant checks).
  var freeBlocks: [(start: Int, count: Int)] {
    free.enumerated().flatMap { sizeClass, starts in starts.map { (Int($0), Self.blockSize(sizeClass)) } }
  }

  /// Takes over the blocks of `other` (an arena growing into a larger pool).
  mutating func adopt(_ other: BlockAllocator) {
    precondition(other.end <= capacity, "block pool overflow")
    end = other.end
    free = other.free
  }
}

/// Hands out small integers (cache slots, container-state numbers), reusing freed ones first.
struct SlotAllocator {
  /// One past the highest number handed out.
  private(set) var end = 0
  private var free: [Int32] = []

  /// The number of numbers in use.
  var inUse: Int { end - free.count }

  mutating func allocate() -> Int32 {
    if let reused = free.popLast() { return reused }
    end += 1
    return Int32(end - 1)
  }

  mutating func release(_ slot: Int32) {
    free.append(slot)
  }

  /// The freed numbers waiting for reuse (for the invariant checks).
  var freeSlots: [Int32] { free }
}
