/// A one-line progress indicator on standard error, for long runs.
///
/// It draws a ``StatusLine`` through ``CommandIO/progress``, which exists only when standard error is a
/// terminal: redirected or piped runs get no progress text at all. The line is redrawn at most ten times a
/// second, only once the run has taken half a second, and erased by ``finish()``.
final class ProgressLine {
  private let line: StatusLine?
  private let label: String
  private let total: Int
  /// Steps between clock readings, a power of two.
  private let every: Int
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant?
  private var hasDrawn = false

  /// A line for `total` steps; the clock is read every `every` steps (a power of two: 64 suits steps of a few
  /// microseconds, 1 steps that take milliseconds).
  init(_ io: CommandIO, label: String, total: Int, every: Int = 64) {
    self.line = io.progress.map(StatusLine.init)
    self.label = label
    self.total = Swift.max(total, 1)
    self.every = every
    self.start = clock.now
  }

  /// Reports that `done` of the total steps are finished.
  func update(_ done: Int) {
    guard let line else { return }
    // Reading the clock costs tens of nanoseconds; check it only every `every` steps.
    guard done & (every - 1) == 0 else { return }
    let now = clock.now
    guard now - start >= .milliseconds(500) else { return }
    if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
    lastDrawn = now
    hasDrawn = true
    line.show("\(label): \(done) of \(total) (\(done * 100 / total) %)")
  }

  /// Erases the line, if one was drawn.
  func finish() {
    guard let line, hasDrawn else { return }
    line.erase()
    hasDrawn = false
  }
}
