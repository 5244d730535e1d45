import Foundation

/// Runs `body` on a new thread with a `megabytes` stack and returns its result, without blocking a thread
/// of the test's executor while it runs.
///
/// Debug builds spend several kilobytes of stack per tree level, so the 1,000-deep chains of the
/// measure-call budget overflow an 8 MiB thread there; the budget is about call counts, not stack use,
/// so it runs on a larger stack. (How deep a tree may be on a given stack is tested elsewhere.)
func withLargeStack<T: Sendable>(megabytes: Int = 256, _ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: body()) }
    thread.stackSize = megabytes << 20
    thread.start()
  }
}
