/// Counts the passes of one ``LiveTree`` and the host measure calls made in the current one.
///
/// `@unchecked Sendable`: it is captured by the measure closures of the trees that ``LiveTree`` compiles, and
/// those closures are only ever called by that live tree's own engine, on the thread using the live tree
/// (a live tree is not `Sendable`). Nothing else can reach them: ``LiveTree/snapshot()`` and
/// ``LiveTree/node(of:)`` hand out the host's own functions, and ``LiveLayout`` does not expose its compiled
/// tree.
final class MeasureClock: @unchecked Sendable {
  /// The number of the current pass.
  var epoch = 0
  /// Host calls and answers repeated from the memo in the current pass.
  var hostCalls = 0
  var memoHits = 0

  /// Starts a new pass.
  func tick() {
    epoch &+= 1
    hostCalls = 0
    memoHits = 0
  }
}

/// One measured leaf's host answers in the current pass, so that the host function is called at most once
/// per distinct proposal per pass even when the engine's small per-node cache has evicted an answer.
/// Cleared at the start of every pass: its memory is bounded by one pass's proposals. Only successful
/// answers are kept (the engine still validates them); a throw is never remembered.
final class MeasureMemo: @unchecked Sendable {  // see `MeasureClock` for why this is safe
  struct Key: Hashable {
    var width: UInt64
    var height: UInt64

    init(_ proposal: ProposedSize) {
      width = proposal.width.map { ($0 + 0).bitPattern } ?? UInt64.max
      height = proposal.height.map { ($0 + 0).bitPattern } ?? UInt64.max
    }
  }

  let clock: MeasureClock
  let measure: @Sendable (ProposedSize) throws -> Size
  private var epoch = -1
  private var answers: [Key: Size] = [:]

  init(clock: MeasureClock, measure: @escaping @Sendable (ProposedSize) throws -> Size) {
    self.clock = clock
    self.measure = measure
  }

  func answer(_ proposal: ProposedSize) throws -> Size {
    if epoch != clock.epoch {
      answers.removeAll(keepingCapacity: true)
      epoch = clock.epoch
    }
    let key = Key(proposal)
    if let known = answers[key] {
      clock.memoHits += 1
      return known
    }
    clock.hostCalls += 1
    let size = try measure(proposal)
    answers[key] = size
    return size
  }

  /// A measured leaf that asks the host through a new memo.
  static func leaf(_ leaf: MeasuredLeaf, clock: MeasureClock) -> MeasuredLeaf {
    let memo = MeasureMemo(clock: clock, measure: leaf.measure)
    return MeasuredLeaf { proposal in try memo.answer(proposal) }
  }
}
