import FlexLayout
import Synchronization

/// A pure, deterministic measure function for ``Node/measured(_:)`` leaves, kept as data so that a
/// failing case can be printed, shrunk and scaled.
///
/// Every model answers sizes ≥ 0, never NaN, and an infinite length only on an axis proposed `.infinity`
/// (the contract of ``MeasuredLeaf``). Every model is exactly scale-equivariant for powers of two: scaling
/// its lengths and the proposal by 2 or 4 scales the answer by exactly the same factor.
enum MeasureModel: Hashable, Sendable {
  /// Always `width × height`.
  case fixed(width: Double, height: Double)
  /// Like a flexible leaf: `clamp(p, min, max)` per axis, the ideal for `nil`.
  case flexible(FlexibleLeaf)
  /// Greedy word wrap like the text leaf (no height cap): width = widest line, height = lines × lineHeight.
  case wrapping(wordWidths: [Double], spaceWidth: Double, lineHeight: Double)
  /// A fixed aspect ratio (width / height): width = the finite proposed width or `idealWidth`.
  case aspect(idealWidth: Double, ratio: Double)
  /// Snaps each finite proposal down to a multiple of `unit` (> 0); the ideal for `nil` or `.infinity`.
  case stepped(unit: Double, idealWidth: Double, idealHeight: Double)

  /// The model's answer to `proposal`.
  func size(for proposal: ProposedSize) -> Size {
    switch self {
    case .fixed(let width, let height):
      return Size(width: width, height: height)
    case .flexible(let leaf):
      func axis(_ p: Double?, _ low: Double, _ ideal: Double, _ high: Double) -> Double {
        guard let p else { return ideal }
        return Swift.min(Swift.max(p, low), high)
      }
      return Size(
        width: axis(proposal.width, leaf.minWidth, leaf.idealWidth, leaf.maxWidth),
        height: axis(proposal.height, leaf.minHeight, leaf.idealHeight, leaf.maxHeight))
    case .wrapping(let words, let space, let lineHeight):
      guard let first = words.first else { return .zero }
      let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
      var widest = 0.0
      var line = first
      var lines = 1
      for word in words.dropFirst() {
        let joined = (line + space) + word
        if let limit, joined > limit {
          widest = Swift.max(widest, line)
          line = word
          lines += 1
        } else {
          line = joined
        }
      }
      widest = Swift.max(widest, line)
      return Size(width: widest, height: Double(lines) * lineHeight)
    case .aspect(let idealWidth, let ratio):
      let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth
      return Size(width: width, height: width / ratio)
    case .stepped(let unit, let idealWidth, let idealHeight):
      func axis(_ p: Double?, _ ideal: Double) -> Double {
        guard let p, p.isFinite else { return ideal }
        return (p / unit).rounded(.down) * unit
      }
      return Size(width: axis(proposal.width, idealWidth), height: axis(proposal.height, idealHeight))
    }
  }

  /// The same model with every length multiplied by `factor`.
  func scaled(by factor: Double) -> MeasureModel {
    switch self {
    case .fixed(let width, let height):
      return .fixed(width: width * factor, height: height * factor)
    case .flexible(let leaf):
      return .flexible(leaf.scaled(by: factor))
    case .wrapping(let words, let space, let lineHeight):
      return .wrapping(
        wordWidths: words.map { $0 * factor }, spaceWidth: space * factor, lineHeight: lineHeight * factor)
    case .aspect(let idealWidth, let ratio):
      return .aspect(idealWidth: idealWidth * factor, ratio: ratio)
    case .stepped(let unit, let idealWidth, let idealHeight):
      return .stepped(unit: unit * factor, idealWidth: idealWidth * factor, idealHeight: idealHeight * factor)
    }
  }
}

/// A thread-safe record of measure calls: which measured leaf (by its preorder index) was asked what.
final class MeasureLog: Sendable {
  private let calls = Mutex<[(leaf: Int, proposal: ProposedSize)]>([])

  /// Records one call.
  func record(leaf: Int, proposal: ProposedSize) {
    calls.withLock { $0.append((leaf, proposal)) }
  }

  /// The calls so far, in the order they were made.
  var entries: [(leaf: Int, proposal: ProposedSize)] { calls.withLock { $0 } }

  /// How many calls so far.
  var count: Int { calls.withLock { $0.count } }

  /// Returns the calls so far and forgets them.
  func drain() -> [(leaf: Int, proposal: ProposedSize)] {
    calls.withLock { entries in
      defer { entries.removeAll() }
      return entries
    }
  }
}

extension FlexibleLeaf {
  /// The same leaf with every length multiplied by `factor`.
  func scaled(by factor: Double) -> FlexibleLeaf {
    FlexibleLeaf(
      minWidth: minWidth * factor, idealWidth: idealWidth * factor, maxWidth: maxWidth * factor,
      minHeight: minHeight * factor, idealHeight: idealHeight * factor, maxHeight: maxHeight * factor)
  }
}
