/// A proposal as the engine handles it: two plain Doubles, with NaN standing for "unspecified".
///
/// NaN never occurs as a real proposal (validation rejects NaN inputs and every container floors what
/// it proposes at 0), so it is free to mean `nil`, and a proposal's cache key is just the bit patterns
/// of its two lengths (with −0 folded into +0).
struct Proposal {
  var width: Double
  var height: Double

  @inline(__always)
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  @inline(__always)
  init(_ major: Double, _ minor: Double, along axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  init(_ proposal: ProposedSize) {
    self.init(width: proposal.width ?? .nan, height: proposal.height ?? .nan)
  }

  static let unspecified = Proposal(width: .nan, height: .nan)

  @inline(__always)
  subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  var proposedSize: ProposedSize {
    ProposedSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
  }

  /// The cache key of one length: its bit pattern, −0 folded into +0.
  @inline(__always)
  static func key(_ length: Double) -> UInt64 { (length + 0).bitPattern }
}
