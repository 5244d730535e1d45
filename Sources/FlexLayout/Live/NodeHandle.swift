/// A stable reference to one node of a ``LiveTree``.
///
/// A handle stays valid across every edit of its tree — inserting, moving and detaching nodes, changing
/// fields, laying out — until its node is destroyed with ``LiveTree/remove(_:)``. It is a small value
/// (`Hashable`, `Sendable`): keep it in a renderer's own tables, send it to other threads, compare it.
///
/// Using a handle whose node was destroyed, or a handle of another tree, is never a crash: every
/// ``LiveTree`` method that takes one throws a ``LiveTreeError`` with the code
/// ``LiveTreeError/Code/invalidHandle``, and every ``LiveLayout`` query answers `nil` (or `false`).
/// A destroyed node's storage may be reused by a later node, but never under an equal handle.
public struct NodeHandle: Hashable, Sendable, CustomStringConvertible {
  /// A random number identifying the tree that created the handle.
  let tree: UInt64
  /// The index of the node's storage in its tree.
  let slot: UInt32
  /// How many times the storage at `slot` had been freed when this handle was made.
  let generation: UInt32

  init(tree: UInt64, slot: Int, generation: UInt32) {
    self.tree = tree
    self.slot = UInt32(slot)
    self.generation = generation
  }

  /// `h7`, or `h7.2` when the storage of a destroyed node is being reused for the second time. Stable
  /// for the lifetime of the handle and meant for logs and error messages.
  public var description: String { generation == 0 ? "h\(slot)" : "h\(slot).\(generation)" }
}

extension NodeHandle {
  /// The node's number in its tree (for the C interface's handles).
  package var slotValue: Int { Int(slot) }
  /// How many times that number had been reused when the handle was made.
  package var generationValue: UInt32 { generation }
}

/// A node of a known tree by its number and generation: what a ``NodeHandle`` holds besides its tree, for a
/// caller that checks the tree itself (the C interface, whose handles carry their tree's tag) and so passes
/// two words, not a handle, across the library boundary. A tuple, not a struct: another module builds it
/// without a call (a package initializer is not inlined across modules).
package typealias PackedNode = (number: Int, generation: UInt32)
