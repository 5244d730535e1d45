/// Per node number, what a ``LiveTree`` keeps besides the arena and the pass: plain columns in one storage,
/// grown together (doubling, copied once per growth), read and written with plain loads and stores — no
/// copy-on-write check, which an `Array` owned by a class pays on every write.
struct LiveNodeColumns {
  private var storage: ArenaStorage
  /// The node numbers in use: `0 ..< count`.
  private(set) var count = 0
  /// How many node numbers the columns hold before they grow.
  private(set) var capacity: Int

  /// The node's handle generation and state (see `LiveTree.NodeState`).
  private(set) var generations: ArenaBuffer<UInt32>
  private(set) var states: ArenaBuffer<LiveTree.NodeState>
  /// The number of nodes in the node's subtree (kept by the structural edits).
  private(set) var subtreeSizes: ArenaBuffer<Int32>
  /// The node's height (1 for a leaf; the root's is the tree's depth).
  private(set) var heights: ArenaBuffer<Int32>
  /// What happened to the node in the current layout (`marks`, see ``LayoutMarks``), valid while its
  /// `markStamp` is the layout's `LiveTree.refreshStamp`.
  private(set) var markStamp: ArenaBuffer<UInt32>
  private(set) var marks: ArenaBuffer<LayoutMarks>
  /// The `LiveTree.layoutEpoch` in which the node was found under the root.
  private(set) var memberEpoch: ArenaBuffer<UInt32>
  /// The layout (`LiveTree.reportRound`) in which the node was last reported changed.
  private(set) var reportStamp: ArenaBuffer<UInt32>
  /// The bulk-read round in which the node's finished frame was last resolved.
  private(set) var unresolvedStamp: ArenaBuffer<UInt32>

  init(capacity: Int) {
    self.capacity = capacity
    storage = ArenaStorage()
    (generations, states, subtreeSizes, heights) = (
      storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: []),
      storage.allocate(capacity, repeating: 1), storage.allocate(capacity, repeating: 1)
    )
    (markStamp, marks) = (storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: []))
    (memberEpoch, reportStamp, unresolvedStamp) = (
      storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: 0),
      storage.allocate(capacity, repeating: 0)
    )
  }

  /// Adds node number `count`: not alive yet, generation 0, every stamp 0.
  mutating func append() {
    if count == capacity { grow(to: Swift.max(2 * capacity, 64)) }
    count += 1
  }

  /// Makes room for `numbers` node numbers in all.
  mutating func reserveCapacity(_ numbers: Int) {
    if numbers > capacity { grow(to: numbers) }
  }

  /// Sets every node's mark stamp to 0 (the stamps wrapped around).
  func clearLayoutStamps() { markStamp.fill(with: 0) }

  /// Whether node `node` has `mark` in the layout stamped `stamp`.
  @inline(__always)
  func has(_ mark: LayoutMarks, _ node: Int, in stamp: UInt32) -> Bool {
    markStamp[node] == stamp && marks[node].contains(mark)
  }

  /// Gives node `node` `mark` in the layout stamped `stamp`.
  @inline(__always)
  func set(_ mark: LayoutMarks, _ node: Int, in stamp: UInt32) {
    if markStamp[node] != stamp {
      markStamp[node] = stamp
      marks[node] = mark
    } else {
      marks[node].insert(mark)
    }
  }

  /// The memory held, in bytes.
  var footprint: Int { capacity * (4 + 2 + 4 + 4 + 4 + 1 + 4 * 3) }

  /// Moves every column to room for `capacity` numbers, copying the node numbers in use.
  private mutating func grow(to capacity: Int) {
    var grown = LiveNodeColumns(capacity: capacity)
    grown.count = count
    grown.generations.base.update(from: generations.base, count: count)
    grown.states.base.update(from: states.base, count: count)
    grown.subtreeSizes.base.update(from: subtreeSizes.base, count: count)
    grown.heights.base.update(from: heights.base, count: count)
    for (new, old) in [
      (grown.markStamp, markStamp), (grown.memberEpoch, memberEpoch), (grown.reportStamp, reportStamp),
      (grown.unresolvedStamp, unresolvedStamp),
    ] {
      new.base.update(from: old.base, count: count)
    }
    grown.marks.base.update(from: marks.base, count: count)
    self = grown
  }
}

/// What happened to a node in one layout (see `LiveNodeColumns.marks`).
struct LayoutMarks: OptionSet {
  let rawValue: UInt8
  /// Queued for a facts refresh.
  static let queued = LayoutMarks(rawValue: 1)
  /// Its own facts changed (what its parent reads of it): its answers cannot stop a recomputation.
  static let factsChanged = LayoutMarks(rawValue: 2)
  /// A child's facts changed: its answers may have changed.
  static let answersMayChange = LayoutMarks(rawValue: 4)
  /// It forgot its answers in this layout (and is under the root).
  static let reset = LayoutMarks(rawValue: 8)
}
