import CFlexLayout
import FlexLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error on its way to the C caller: a status, a message, the JSON Pointer and the node it is about.
struct CError: Error {
  var status: flexlayout_status
  var message: String
  var path: String
  var node: flexlayout_node

  init(_ status: flexlayout_status, _ message: String, path: String = "", node: flexlayout_node = 0) {
    self.status = status
    self.message = message
    self.path = path
    self.node = node
  }

  static func invalidArgument(_ message: String) -> CError { CError(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, message) }
}

/// One thread's last error, with its strings as C strings owned by it (freed when replaced or when the
/// thread exits).
final class LastError {
  var status = FLEXLAYOUT_OK
  var node: flexlayout_node = 0
  private(set) var message: UnsafeMutablePointer<CChar>
  private(set) var path: UnsafeMutablePointer<CChar>

  init() {
    message = Self.copy("")
    path = Self.copy("")
  }

  deinit {
    free(message)
    free(path)
  }

  func set(_ error: CError) {
    let newMessage = Self.copy(error.message)
    let newPath = Self.copy(error.path)
    free(message)
    free(path)
    message = newMessage
    path = newPath
    status = error.status
    node = error.node
  }

  func clear() { set(CError(FLEXLAYOUT_OK, "")) }

  /// A malloc'd copy of `string` (an empty string if memory is exhausted).
  static func copy(_ string: String) -> UnsafeMutablePointer<CChar> {
    if let copy = strdup(string) { return copy }
    guard let empty = calloc(1, 1) else { fatalError("out of memory") }
    return empty.assumingMemoryBound(to: CChar.self)
  }

  /// The key of the per-thread `LastError`; its destructor releases a thread's object when it exits.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { pointer in
      #if canImport(Darwin)
        Unmanaged<LastError>.fromOpaque(pointer).release()
      #else
        if let pointer { Unmanaged<LastError>.fromOpaque(pointer).release() }
      #endif
    }
    precondition(created == 0, "pthread_key_create failed")
    return key
  }()

  /// This thread's last error, created on first use.
  static var current: LastError {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<LastError>.fromOpaque(pointer).takeUnretainedValue()
    }
    let error = LastError()
    pthread_setspecific(key, Unmanaged.passRetained(error).toOpaque())
    return error
  }
}

/// Records `error` as this thread's last error and returns its status.
func fail(_ error: CError) -> flexlayout_status {
  LastError.current.set(error)
  return error.status
}

/// Runs a call that needs no tree.
func call(_ body: () throws(CError) -> Void) -> flexlayout_status {
  do {
    try body()
    return FLEXLAYOUT_OK
  } catch {
    return fail(error)
  }
}

/// Runs a call on the tree `pointer`, holding it busy for the duration. The tree is borrowed from its box
/// without a retain: the box keeps it alive, and freeing it is refused while it is busy.
func call(_ pointer: OpaquePointer?, _ body: (CTree) throws(CError) -> Void) -> flexlayout_status {
  callInline(pointer, body)
}

/// ``call(_:_:)`` inlined into its caller, for the calls made once per node of a build (`create`): there the
/// closure and the kind it builds cost more than the work around them when called through.
@inline(__always)
func callInline(_ pointer: OpaquePointer?, _ body: (CTree) throws(CError) -> Void) -> flexlayout_status {
  let box: Unmanaged<CTree>
  do {
    box = try CTree.box(of: pointer)
  } catch {
    return fail(error)
  }
  return box._withUnsafeGuaranteedRef { tree -> flexlayout_status in
    guard tree.busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
      return fail(CTree.busyError)
    }
    defer { tree.release() }
    do throws(CError) {
      try body(tree)
      return FLEXLAYOUT_OK
    } catch {
      return fail(error)
    }
  }
}

/// ``callInline(_:_:)`` after a first try that cannot fail, for the calls made once per node of a build
/// (`insert`): `attempt` runs on the tree, held busy, and answers whether it did the call; when it did not (a
/// refusal, whose reason it does not know) or the pointer is not a tree that is free, `body` runs through
/// ``callInline(_:_:)`` to do the call or word its error. A call that succeeds then never prepares room for a
/// `CError`, which cost as much as the checks themselves.
@inline(__always)
func callTrying(
  _ pointer: OpaquePointer?, _ attempt: (CTree) -> Bool, otherwise body: (CTree) throws(CError) -> Void
) -> flexlayout_status {
  if let box = CTree.aliveBox(of: pointer) {
    let done = box._withUnsafeGuaranteedRef { tree -> Bool in
      guard tree.busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
        return false
      }
      defer { tree.release() }
      return attempt(tree)
    }
    if done { return FLEXLAYOUT_OK }
  }
  return callAfterRefusal(pointer, body)
}

/// ``callInline(_:_:)`` out of line: the path a refused first try takes, kept out of its caller so that the
/// caller's common path does not pay for the error's room (its frame, its saved registers).
@inline(never)
func callAfterRefusal(_ pointer: OpaquePointer?, _ body: (CTree) throws(CError) -> Void) -> flexlayout_status {
  callInline(pointer, body)
}

/// Checks an output pointer.
func output<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: String) throws(CError) -> UnsafeMutablePointer<T> {
  guard let pointer else { throw .invalidArgument("\(name) is NULL") }
  return pointer
}

/// Copies `values` to a caller's buffer with the library's array-getter convention: `*count` receives the
/// number of values; a NULL buffer with capacity 0 only asks for it; otherwise min(count, capacity) values
/// are written and a smaller capacity is `FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL`.
func copyOut<T>(
  _ values: [T], to buffer: UnsafeMutablePointer<T>?, capacity: Int, count: UnsafeMutablePointer<Int>?,
  _ what: String
) throws(CError) {
  let countPointer = try output(count, "count")
  guard capacity >= 0 else { throw .invalidArgument("capacity \(UInt(bitPattern: capacity)) is too large") }
  countPointer.pointee = values.count
  guard let buffer else {
    guard capacity == 0 else { throw .invalidArgument("the buffer is NULL but capacity is \(capacity)") }
    return
  }
  let written = Swift.min(values.count, capacity)
  values.withUnsafeBufferPointer { source in
    if written > 0, let base = source.baseAddress { buffer.update(from: base, count: written) }
  }
  if capacity < values.count {
    throw CError(
      FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL, "\(what): \(values.count) values do not fit in a buffer of \(capacity)")
  }
}

/// ``copyOut(_:to:capacity:count:_:)`` for values turned into the C type by `transform`, leaving out those it
/// turns into `nil`, without an intermediate array.
func copyOut<Source, Value>(
  _ values: [Source], to buffer: UnsafeMutablePointer<Value>?, capacity: Int, count: UnsafeMutablePointer<Int>?,
  _ what: String, transform: (Source) -> Value?
) throws(CError) {
  let countPointer = try output(count, "count")
  guard capacity >= 0 else { throw .invalidArgument("capacity \(UInt(bitPattern: capacity)) is too large") }
  var total = 0
  for value in values where transform(value) != nil { total += 1 }
  countPointer.pointee = total
  guard let buffer else {
    guard capacity == 0 else { throw .invalidArgument("the buffer is NULL but capacity is \(capacity)") }
    return
  }
  var written = 0
  for value in values where written < capacity {
    guard let converted = transform(value) else { continue }
    buffer[written] = converted
    written += 1
  }
  if capacity < total {
    throw CError(FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL, "\(what): \(total) values do not fit in a buffer of \(capacity)")
  }
}

/// Copies `string` to a caller's buffer with the array getters' convention, counting bytes: `*size` receives
/// the bytes the string needs with its terminating NUL; a NULL buffer with capacity 0 only asks for it;
/// otherwise the string and its NUL are written, and a smaller capacity is `FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL`
/// with the buffer holding the first capacity − 1 bytes and a NUL (a C string still, cut mid-character if the
/// string is not ASCII).
func copyOut(
  string: String, to buffer: UnsafeMutablePointer<CChar>?, capacity: Int, size: UnsafeMutablePointer<Int>?,
  _ what: String
) throws(CError) {
  let sizePointer = try output(size, "size")
  guard capacity >= 0 else { throw .invalidArgument("capacity \(UInt(bitPattern: capacity)) is too large") }
  let bytes = Array(string.utf8)
  sizePointer.pointee = bytes.count + 1
  guard let buffer else {
    guard capacity == 0 else { throw .invalidArgument("the buffer is NULL but capacity is \(capacity)") }
    return
  }
  guard capacity > 0 else {
    throw CError(FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL, "\(what): \(bytes.count + 1) bytes do not fit in a buffer of 0")
  }
  let written = Swift.min(bytes.count, capacity - 1)
  for index in 0..<written { buffer[index] = CChar(bitPattern: bytes[index]) }
  buffer[written] = 0
  if written < bytes.count {
    throw CError(
      FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL,
      "\(what): \(bytes.count + 1) bytes (with the terminating NUL) do not fit in a buffer of \(capacity)")
  }
}

// MARK: - Status names and version

/// Static C strings: the status names and the version, made once.
enum StaticStrings {
  static let statusNames: [String] = [
    "FLEXLAYOUT_OK", "FLEXLAYOUT_ERROR_INVALID_ARGUMENT", "FLEXLAYOUT_ERROR_INVALID_HANDLE", "FLEXLAYOUT_ERROR_CYCLE",
    "FLEXLAYOUT_ERROR_ALREADY_HAS_PARENT", "FLEXLAYOUT_ERROR_IS_ROOT", "FLEXLAYOUT_ERROR_NO_PARENT",
    "FLEXLAYOUT_ERROR_INDEX_OUT_OF_RANGE", "FLEXLAYOUT_ERROR_KIND_MISMATCH", "FLEXLAYOUT_ERROR_NO_ROOT",
    "FLEXLAYOUT_ERROR_MISSING_CHILD", "FLEXLAYOUT_ERROR_INVALID_NODE", "FLEXLAYOUT_ERROR_INVALID_PROPOSAL",
    "FLEXLAYOUT_ERROR_LAYOUT_FAILED", "FLEXLAYOUT_ERROR_NO_LAYOUT", "FLEXLAYOUT_ERROR_NOT_IN_LAYOUT",
    "FLEXLAYOUT_ERROR_BUSY", "FLEXLAYOUT_ERROR_INVALID_REQUEST", "FLEXLAYOUT_ERROR_LIMIT",
    "FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL", "FLEXLAYOUT_ERROR_LAYOUT_OUTDATED",
  ]

  /// Immutable after their one-time initialization, and never freed.
  nonisolated(unsafe) static let statusPointers: [UnsafeMutablePointer<CChar>] = statusNames.map(LastError.copy)
  nonisolated(unsafe) static let unknownStatus = LastError.copy("FLEXLAYOUT_UNKNOWN_STATUS")
  nonisolated(unsafe) static let version = LastError.copy(FlexLayoutVersion.string)
}

/// A handle as messages write it: `0x` and 16 hexadecimal digits (tag, generation and index are visible).
func hex(_ node: flexlayout_node) -> String {
  let digits = String(node, radix: 16)
  return "0x" + String(repeating: "0", count: Swift.max(0, 16 - digits.count)) + digits
}
