/// A fixed-size run of plain values in memory owned by an ``ArenaStorage``: the engine's arrays.
///
/// Reads and writes are plain loads and stores — no copy-on-write uniqueness check, no retain, and
/// bounds checks only in debug builds — which is what keeps a layout pass's inner loops tight. Writes are
/// `nonmutating`: a buffer is a view, and the storage that owns the memory decides its lifetime. Only
/// `BitwiseCopyable` values are stored, so the memory needs no deinitialisation.
struct ArenaBuffer<Element: BitwiseCopyable> {
  let base: UnsafeMutablePointer<Element>
  let count: Int

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < count, "arena index out of range")
      return base[index]
    }
    nonmutating set {
      assert(index >= 0 && index < count, "arena index out of range")
      base[index] = newValue
    }
  }

  /// `0 ..< count`.
  var indices: Range<Int> { 0..<count }

  /// Sets every element to `value`.
  func fill(with value: Element) {
    base.update(repeating: value, count: count)
  }

  /// The memory held, in bytes.
  var footprint: Int { count * MemoryLayout<Element>.stride }
}

/// Owns the memory of a set of ``ArenaBuffer``s and frees it when the last reference goes away.
///
/// A `LayoutTree` owns one for its (immutable) arrays; each engine's pass owns one for its caches and
/// scratch. Buffers must not outlive their storage: every holder of a buffer also holds the storage.
final class ArenaStorage {
  private var blocks: [UnsafeMutableRawPointer] = []

  /// A buffer of `count` elements, each `value`.
  func allocate<Element: BitwiseCopyable>(_ count: Int, repeating value: Element) -> ArenaBuffer<Element> {
    let base = memory(for: Element.self, count: count)
    base.initialize(repeating: value, count: count)
    return ArenaBuffer(base: base, count: count)
  }

  /// A buffer of `count` elements: a copy of the first `prefix` elements of `source`, then `value`. Each
  /// element is written once (a grown arena copies its buffers this way rather than filling, then copying).
  func allocate<Element: BitwiseCopyable>(
    _ count: Int, copying prefix: Int, of source: ArenaBuffer<Element>, repeating value: Element
  ) -> ArenaBuffer<Element> {
    precondition(prefix <= count && prefix <= source.count, "arena copy out of range")
    let base = memory(for: Element.self, count: count)
    base.initialize(from: source.base, count: prefix)
    (base + prefix).initialize(repeating: value, count: count - prefix)
    return ArenaBuffer(base: base, count: count)
  }

  /// A buffer holding a copy of `elements`.
  func allocate<Element: BitwiseCopyable>(copying elements: [Element]) -> ArenaBuffer<Element> {
    let base = memory(for: Element.self, count: elements.count)
    elements.withUnsafeBufferPointer { source in
      if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
    }
    return ArenaBuffer(base: base, count: elements.count)
  }

  /// Uninitialised room for `count` elements, 64-byte aligned and started a different number of cache
  /// lines into its block for each buffer. Large blocks come from fresh pages, so without the stagger every
  /// buffer would start at the same offset within a 4 KiB page, and a pass streaming through several of
  /// them at the same index would have its loads and stores collide in the cache (4K aliasing): the same
  /// sweep ran 1.75× slower or faster depending on where the heap happened to place the buffers.
  private func memory<Element>(for _: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
    let stagger = 64 * (1 + (blocks.count * 23) % 63)
    let bytes = Swift.max(count, 1) * MemoryLayout<Element>.stride
    let block = UnsafeMutableRawPointer.allocate(byteCount: bytes + stagger, alignment: 64)
    blocks.append(block)
    return (block + stagger).bindMemory(to: Element.self, capacity: Swift.max(count, 1))
  }

  deinit {
    for block in blocks { block.deallocate() }
  }
}

/// Per-node state that only some nodes have (containers, or text leaves): one element per such node,
/// reached through the tree's `stateIndex` map. Nodes without state read `absent` and ignore writes.
struct SparseNodeBuffer<Element: BitwiseCopyable> {
  let values: ArenaBuffer<Element>
  let stateIndex: ArenaBuffer<Int32>
  let absent: Element

  @inline(__always)
  subscript(node: Int) -> Element {
    get {
      let index = Int(stateIndex[node])
      return index < 0 ? absent : values[index]
    }
    nonmutating set {
      let index = Int(stateIndex[node])
      if index >= 0 { values[index] = newValue }
    }
  }

  /// Sets every element to `value`.
  func fill(with value: Element) { values.fill(with: value) }

  /// The memory held, in bytes (the index map belongs to the tree).
  var footprint: Int { values.footprint }
}

extension ArenaStorage {
  /// A sparse buffer with one element, `value`, per node that `stateIndex` maps to `0 ..< count`.
  func allocateSparse<Element: BitwiseCopyable>(
    _ count: Int, stateIndex: ArenaBuffer<Int32>, repeating value: Element, absent: Element
  ) -> SparseNodeBuffer<Element> {
    SparseNodeBuffer(values: allocate(count, repeating: value), stateIndex: stateIndex, absent: absent)
  }
}

extension ArenaBuffer {
  /// Copies the first `count` elements of `other` into this buffer.
  func copy(from other: ArenaBuffer<Element>, count: Int) {
    precondition(count <= self.count && count <= other.count, "arena copy out of range")
    base.update(from: other.base, count: count)
  }

  /// Copies the first elements of `other`, as many as both hold.
  func copyPrefix(from other: ArenaBuffer<Element>) {
    base.update(from: other.base, count: Swift.min(count, other.count))
  }
}
