/// Records shared between equal nodes of a compiled tree: a list of a thousand alike rows holds each of its
/// leaves' records once.
///
/// A compiled tree is never written after its facts are derived, so two nodes whose records are equal bit for
/// bit can read one. Only kinds whose record is all their own are shared (``LayoutArena/sharingKey(of:)``):
/// plain leaves (fixed, flexible, spacer) and the frame and padding modifiers. Not a stack (its facts write its
/// internal spacing into its record, which its children decide), and not a text (a pass scales its words for
/// the Dynamic Type size the node sees, in a buffer parallel to the records).
///
/// The table is small and fixed (a lookup costs a hash and two compares), so it holds what a list's rows repeat,
/// not every distinct record of a large tree; the sharing is deterministic, since the compiler's counting walk
/// decides it in preorder, the order its second walk lays the records out.
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

  /// 256 entries. A key may sit at two places, given by two bytes of its hash, so that two keys that meet at
  /// one place still both find a place. An empty entry holds a text's key, which no shared record has.
  private var table = [Entry](repeating: Entry(key: RecordSharing.empty, start: 0), count: 256)
  private static let empty = Key(kind: .text)

  /// The start of an equal record already laid out, or `nil`: then the record of `kind` is laid out at `start`
  /// and later equal records share it (unless both its places are taken by then: the second is given up).
  mutating func sharedStart(for kind: Node.Kind, laidOutAt start: Int) -> Int? {
    guard let key = LayoutArena.sharingKey(of: kind) else { return nil }
    let hash = Self.hash(of: key)
    let first = Int(truncatingIfNeeded: hash >> 56)
    let second = Int(truncatingIfNeeded: (hash >> 48) & 0xFF)
    if table[first].key == key { return table[first].start }
    if table[second].key == key { return table[second].start }
    table[table[first].key == Self.empty ? first : second] = Entry(key: key, start: start)
    return nil
  }

  /// The fields of `key` mixed by multiplication and shifts.
  @inline(__always)
  private static func hash(of key: Key) -> UInt64 {
    @inline(__always) func mix(_ hash: UInt64, _ field: UInt64) -> UInt64 {
      let product = (hash ^ field) &* 0xBF58_476D_1CE4_E5B9
      return product ^ (product >> 31)
    }
    var hash = UInt64(key.kind.rawValue) &+ 0x9E37_79B9_7F4A_7C15
    hash = mix(mix(mix(hash, key.a), key.b), key.c)
    return mix(mix(mix(hash, key.d), key.e), key.f)
  }
}
