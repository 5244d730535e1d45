#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// Runs jobs on a few threads of its own (POSIX threads: the kit stays free of Foundation and Dispatch) and
/// returns their results in job order, so what the jobs compute never depends on the thread count.
enum WorkerThreads {
  /// The number of processor cores online (at least 1).
  static var activeCores: Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      return Swift.max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    #else
      return 1
    #endif
  }

  /// `job(i)` for every `i` in `0..<count`, on `threads` threads (the caller's among them), in index order.
  static func map<T: Sendable>(_ count: Int, threads: Int, _ job: @escaping @Sendable (Int) -> T) -> [T] {
    let results = Mutex<[T?]>([T?](repeating: nil, count: count))
    let next = Atomic<Int>(0)
    let work: @Sendable () -> Void = {
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        let value = job(index)
        results.withLock { $0[index] = value }
      }
    }
    let helpers = Swift.max(Swift.min(threads, count) - 1, 0)
    var started: [Thread] = []
    for _ in 0..<helpers {
      if let thread = Thread(work) { started.append(thread) }
    }
    work()
    for thread in started { thread.join() }
    return results.withLock { $0.map { $0! } }
  }

  /// A joinable POSIX thread running one closure.
  private final class Thread {
    private final class Box {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    #if canImport(Darwin)
      private var handle: pthread_t?
    #else
      private var handle = pthread_t()
    #endif

    /// Starts `body` on a new thread with an 8 MiB stack, or returns `nil` when no thread can be made.
    init?(_ body: @escaping @Sendable () -> Void) {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let box = Unmanaged.passRetained(Box(body))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let status = pthread_create(
          &handle, &attributes,
          { context in
            #if canImport(Darwin)
              let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
            #else
              let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            #endif
            box.body()
            return nil
          }, box.toOpaque())
        if status != 0 {
          box.release()
          return nil
        }
      #else
        return nil
      #endif
    }

    func join() {
      #if canImport(Darwin)
        if let handle { pthread_join(handle, nil) }
      #elseif canImport(Glibc) || canImport(Musl)
        pthread_join(handle, nil)
      #endif
    }
  }
}
