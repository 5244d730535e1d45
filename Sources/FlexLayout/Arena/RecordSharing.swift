/// Records shared between equal nodes of a compiled tree: a list of a thousand alike rows holds each of its
/// leaves' records once.
///
/// A compiled tree is never written after its facts are derived, so two nodes whose records are equal bit for
/// bit can read one. Only kinds whose record is all their own are shared (``LayoutArena/sharingKey(of:)``):
/// plain leaves (fixed, flexible, spacer) and the frame and padding modifiers. Not a stack (its facts write its
/// internal spacing into its record, which its children decide), and not a text (a pass scales its words for
/// the Dynamic Type size the node sees, in a buffer parallel to the records).
///
/// The table is direct-mapped (one entry per hash, the newest kept), so a lookup costs a hash and one compare,
/// and the sharing is deterministic: the compiler's two walks see the nodes in the same order.
struct RecordSharing {
  /// A shareable node's record, as the bit patterns of its fields (unused fields 0).
  struct Key: Equatable {
    var kind: NodeKind
    var a: UInt64 = 0
    var b: UInt64 = 0
    var c: UInt64 = 0
    var d: UInt64 = 0
    var e: UInt64 = 0
    var f: UInt64 = 0
  }

  /// One entry of the table: a key and where its record was laid out.
  private struct Entry {
    var key: Key
    var start: Int
  }

  /// 256 entries, indexed by the top byte of a key's hash. An empty entry holds a text's key, which no shared
  /// record has.
  private var table = [Entry](repeating: Entry(key: Key(kind: .text), start: 0), count: 256)

  /// The start of an equal record already laid out, or `nil`: then the record of `kind` is laid out at `start`
  /// and later equal records share it.
  mutating func sharedStart(for kind: Node.Kind, laidOutAt start: Int) -> Int? {
    guard let key = LayoutArena.sharingKey(of: kind) else { return nil }
    let index = Self.index(of: key)
    if table[index].key == key { return table[index].start }
    table[index] = Entry(key: key, start: start)
    return nil
  }

  /// The table index of `key`: its fields mixed by multiplication and shifts, the top byte kept.
  @inline(__always)
  private static func index(of key: Key) -> Int {
    @inline(__always) func mix(_ hash: UInt64, _ field: UInt64) -> UInt64 {
      let product = (hash ^ field) &* 0xBF58_476D_1CE4_E5B9
      return product ^ (product >> 31)
    }
    var hash = UInt64(key.kind.rawValue) &+ 0x9E37_79B9_7F4A_7C15
    hash = mix(mix(mix(hash, key.a), key.b), key.c)
    hash = mix(mix(mix(hash, key.d), key.e), key.f)
    return Int(truncatingIfNeeded: hash >> 56)
  }
}
