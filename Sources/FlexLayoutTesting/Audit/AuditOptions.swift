import FlexLayout

/// What an audit checks and its thresholds (Docs/Audits.md defines each check and gives the source of each
/// default).
public struct AuditOptions: Sendable, Hashable {
  /// The checks to run (all by default).
  public var checks: Set<AuditCheck>
  /// `target-size`: the smallest touch target, in points on both axes (44: Apple's HIG; 48 for Android's
  /// Accessibility Test Framework; 24 for WCAG 2.5.8).
  public var minimumTargetSize: Double
  /// `target-spacing`: the diameter of WCAG 2.5.8's circle around an undersized target, in points (24).
  public var targetSpacing: Double
  /// `flicker`: an arrangement holding for less than this width, in points, between two changes (5, as
  /// ReDeCheck's small-range layouts).
  public var flickerWidth: Double
  /// `layout-jump`: the largest acceptable layout-shift score at a transition (0.1: Web Vitals' "good").
  public var maximumShiftScore: Double
  /// `layout-jump`: a leaf has moved when its origin moved by more than this, in points (1).
  public var movedDistance: Double
  /// `breaks-at-text-size`: a failure when the first failing size is at or below this one; `nil` is the first
  /// size whose body text is at least twice Large's (accessibility3: 40 / 17 pt, WCAG 1.4.4's 200 %).
  public var textSizeLimit: DynamicTypeSize?
  /// `overlap`: two leaves overlap when they intersect by more than this on both axes, in points (0.001).
  public var overlapTolerance: Double
  /// How far an edge may pass another and still count as touching, in points (10⁻⁶): protrusions, overflows and
  /// shortfalls this small are floating-point noise (sums of exact lengths differ by ulps), not findings. Small
  /// enough that every edge of a finding lies on the 1/1024-pt grid where the geometry puts it.
  public var tolerance: Double
  /// The solver: the engine (warm, fast) or the reference solver (the oracle: the same findings, slowly).
  public var solver: Solver
  /// Threads to run configurations on (the streams of one height, size, direction and scale are split among
  /// them); `nil`: the number of active processor cores. Findings never depend on it.
  public var threads: Int?

  /// The two solvers.
  public enum Solver: String, Sendable, Hashable, CaseIterable {
    case engine, reference
  }

  public init(
    checks: Set<AuditCheck> = Set(AuditCheck.allCases), minimumTargetSize: Double = 44, targetSpacing: Double = 24,
    flickerWidth: Double = 5, maximumShiftScore: Double = 0.1, movedDistance: Double = 1,
    textSizeLimit: DynamicTypeSize? = nil, overlapTolerance: Double = 0.001, tolerance: Double = 1e-6,
    solver: Solver = .engine, threads: Int? = nil
  ) {
    self.checks = checks
    self.minimumTargetSize = minimumTargetSize
    self.targetSpacing = targetSpacing
    self.flickerWidth = flickerWidth
    self.maximumShiftScore = maximumShiftScore
    self.movedDistance = movedDistance
    self.textSizeLimit = textSizeLimit
    self.overlapTolerance = overlapTolerance
    self.tolerance = tolerance
    self.solver = solver
    self.threads = threads
  }

  /// The failure limit of `breaks-at-text-size`: ``textSizeLimit``, or the first size whose body is at least
  /// twice Large's.
  public var resolvedTextSizeLimit: DynamicTypeSize {
    textSizeLimit
      ?? DynamicTypeSize.allCases.first { $0.bodyPointSize >= 2 * DynamicTypeSize.large.bodyPointSize }
      ?? .accessibility5
  }

  /// What is wrong with the options, naming the field, or `nil`.
  public func problem() -> AuditError? {
    for (name, value) in [
      ("minimumTargetSize", minimumTargetSize), ("targetSpacing", targetSpacing), ("flickerWidth", flickerWidth),
      ("maximumShiftScore", maximumShiftScore), ("movedDistance", movedDistance),
      ("overlapTolerance", overlapTolerance), ("tolerance", tolerance),
    ] where !(value >= 0) || !value.isFinite {
      return .invalidField(name, "must be a finite number ≥ 0")
    }
    if let threads, threads < 1 { return .invalidField("threads", "must be at least 1") }
    return nil
  }
}
