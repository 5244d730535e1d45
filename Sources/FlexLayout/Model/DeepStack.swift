#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs recursion over deep trees on a thread whose stack is sized for the tree.
///
/// Validation, compilation and both solvers recurse once or a few times per level of the tree. A
/// thread's stack (8 MiB on Linux's main thread, 512 KiB on many secondary threads) holds a few thousand
/// levels at best, so a tree deeper than ``directDepth`` is processed on a short-lived thread with
/// `bytesPerLevel` of stack per level, and the caller waits for it. The result, and any error, are
/// exactly what a direct call gives; only the stack differs.
enum DeepStack {
  /// Trees up to this depth are processed on the caller's thread.
  static let directDepth = 256
  /// Stack reserved per tree level on the helper thread (generous: debug builds use several KiB).
  static let bytesPerLevel = 64 * 1024

  /// Runs `body` directly, or on a thread with room for `depth` levels when the tree is deeper than
  /// ``directDepth``.
  static func run<T>(depth: Int, _ body: () throws(LayoutError) -> T) throws(LayoutError) -> T {
    guard depth > directDepth else { return try body() }
    var outcome: Result<T, LayoutError>?
    withoutActuallyEscaping(body) { body in
      let task = Work {
        outcome = Result { () throws(LayoutError) -> T in try body() }
      }
      onLargeStack(bytes: Swift.max(depth, 1) * bytesPerLevel + (1 << 20)) { task.run() }
    }
    // The helper thread has been joined: `outcome` is set.
    return try outcome!.get()
  }

  /// The closure a helper thread runs, handed over as an unmanaged pointer.
  private final class Work {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
    func run() { work() }
  }

  /// Runs `work` on a new thread with a stack of `bytes` and waits for it to finish; runs it on the
  /// current thread if no thread can be created.
  private static func onLargeStack(bytes: Int, _ work: () -> Void) {
    withoutActuallyEscaping(work) { work in
      let box = Unmanaged.passRetained(Work(work))
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, bytes)
        #if canImport(Darwin)
          var thread: pthread_t?
        #else
          var thread = pthread_t()
        #endif
        let started = pthread_create(
          &thread, &attributes,
          { context in
            #if canImport(Darwin)
              Unmanaged<Work>.fromOpaque(context).takeUnretainedValue().run()
            #else
              Unmanaged<Work>.fromOpaque(context!).takeUnretainedValue().run()
            #endif
            return nil
          }, box.toOpaque())
        if started == 0 {
          #if canImport(Darwin)
            pthread_join(thread!, nil)
          #else
            pthread_join(thread, nil)
          #endif
        } else {
          box.takeUnretainedValue().run()
        }
      #else
        box.takeUnretainedValue().run()
      #endif
      box.release()
    }
  }
}

extension Node {
  /// The depth of the subtree (a leaf is 1), computed without recursion. It walks the children arrays, not the
  /// nodes: a node copied onto the walk's stack would retain every field it holds.
  var depth: Int {
    var deepest = 1
    var pending: [(siblings: [Node], level: Int)] = [(children, 2)]
    while let (siblings, level) = pending.popLast() {
      if siblings.isEmpty { continue }
      deepest = Swift.max(deepest, level)
      for index in siblings.indices where !siblings[index].children.isEmpty {
        pending.append((siblings[index].children, level + 1))
      }
    }
    return deepest
  }
}
