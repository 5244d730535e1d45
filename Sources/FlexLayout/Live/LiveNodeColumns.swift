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
  /// The layouts (`LiveTree.refreshStamp`) in which the node was queued for a facts refresh, had its own facts
  /// change, may have changed answers because a child's facts changed, and was reset.
  private(set) var queuedStamp: ArenaBuffer<UInt32>
  private(set) var factsChangedStamp: ArenaBuffer<UInt32>
  private(set) var answersMayChangeStamp: ArenaBuffer<UInt32>
  private(set) var resetStamp: ArenaBuffer<UInt32>
  /// The `LiveTree.layoutEpoch` in which the node was found under the root.
  private(set) var memberEpoch: ArenaBuffer<UInt32>
  /// The layout (`LiveTree.reportRound`) in which the node was last reported changed.
  private(set) var reportStamp: ArenaBuffer<UInt32>
  /// The bulk-read round in which the node's finished frame was last resolved.
  private(set) var unresolvedStamp: ArenaBuffer<UInt32>
  /// The node's width before the last pass placed it (right-to-left reporting).
  private(set) var widthBefore: ArenaBuffer<Double>

  init(capacity: Int) {
    self.capacity = capacity
    storage = ArenaStorage()
    (generations, states, subtreeSizes, heights) = (
      storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: []),
      storage.allocate(capacity, repeating: 1), storage.allocate(capacity, repeating: 1)
    )
    (queuedStamp, factsChangedStamp, answersMayChangeStamp, resetStamp) = (
      storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: 0),
      storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: 0)
    )
    (memberEpoch, reportStamp, unresolvedStamp) = (
      storage.allocate(capacity, repeating: 0), storage.allocate(capacity, repeating: 0),
      storage.allocate(capacity, repeating: 0)
    )
    widthBefore = storage.allocate(capacity, repeating: 0)
  }

  /// Adds node number `count`: not alive yet, generation 0, every stamp 0.
  mutating func append() {
    if count == capacity { grow() }
    count += 1
  }

  /// Sets every stamp of every node to 0 (the stamps wrapped around).
  func clearLayoutStamps() {
    for column in [queuedStamp, factsChangedStamp, answersMayChangeStamp, resetStamp] { column.fill(with: 0) }
  }

  /// The memory held, in bytes.
  var footprint: Int { capacity * (4 + 2 + 4 + 4 + 4 * 7 + 8) }

  /// Doubles every column, copying the node numbers in use.
  private mutating func grow() {
    var grown = LiveNodeColumns(capacity: Swift.max(2 * capacity, 64))
    grown.count = count
    grown.generations.base.update(from: generations.base, count: count)
    grown.states.base.update(from: states.base, count: count)
    grown.subtreeSizes.base.update(from: subtreeSizes.base, count: count)
    grown.heights.base.update(from: heights.base, count: count)
    for (new, old) in [
      (grown.queuedStamp, queuedStamp), (grown.factsChangedStamp, factsChangedStamp),
      (grown.answersMayChangeStamp, answersMayChangeStamp), (grown.resetStamp, resetStamp),
      (grown.memberEpoch, memberEpoch), (grown.reportStamp, reportStamp), (grown.unresolvedStamp, unresolvedStamp),
    ] {
      new.base.update(from: old.base, count: count)
    }
    grown.widthBefore.base.update(from: widthBefore.base, count: count)
    self = grown
  }
}
