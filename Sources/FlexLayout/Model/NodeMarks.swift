/// What a node's kind marks on a layout's result besides frames: the one channel through which the engine,
/// the reference solver, the live tree, the JSON encoder, the pictures and the C interface learn that a node is
/// hidden, and whatever mark a kind adds next (Docs/Architecture.md, "Result marks").
///
/// A kind declares its marks once, in its ``KindDescriptor`` row (``KindDescriptor/marks``): the node carries
/// them, and every node below it those that are ``inherited``. Everything else reads
/// ``LayoutResult/marks(of:)``, ``LiveTree/marks(of:)`` or `flexlayout_get_marks`.
public struct NodeMarks: OptionSet, Sendable, Hashable, BitwiseCopyable, CustomStringConvertible {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Docs/Semantics.md S16.3: the node or an ancestor is a `hidden` node. It is laid out and keeps its frame;
  /// a renderer draws none of them. (`FLEXLAYOUT_MARK_HIDDEN` in C, `"hidden": true` in JSON results.)
  public static let hidden = NodeMarks(rawValue: 1 << 0)

  /// Docs/Semantics.md S16.5: the node is a `clipped` node: nothing of its subtree is drawn outside its frame.
  /// Its own mark, not its subtree's: a renderer clips the node's descendants to its frame (UIKit's
  /// `clipsToBounds`, CSS's `overflow: hidden`). (`FLEXLAYOUT_MARK_CLIPS_TO_BOUNDS` in C, `"clipsToBounds":
  /// true` in JSON results.)
  public static let clipsToBounds = NodeMarks(rawValue: 1 << 1)

  /// The marks a node's subtree inherits from it: `hidden`.
  public static let inherited: NodeMarks = [.hidden]

  /// Every mark with the name the JSON results give it, in bit order.
  public static let named: [(mark: NodeMarks, name: String)] = [(.hidden, "hidden"), (.clipsToBounds, "clipsToBounds")]

  public var description: String {
    "[" + Self.named.filter { contains($0.mark) }.map(\.name).joined(separator: ", ") + "]"
  }
}

extension NodeMarks {
  /// The marks of every node of a tree numbered in preorder (a parent before its children), or `[]` when no
  /// node carries one: each node's kind's marks, joined with the inherited ones of its parent. `kind(i)` is node
  /// `i`'s kind and `parent(i)` its parent's number (negative for the root).
  static func table(count: Int, kind: (Int) -> NodeKind, parent: (Int) -> Int) -> [NodeMarks] {
    var marks = [NodeMarks](repeating: [], count: count)
    var any = false
    for node in 0..<count {
      let up = parent(node)
      marks[node] = kind(node).descriptor.marks.union(up >= 0 ? marks[up].intersection(.inherited) : [])
      any = any || !marks[node].isEmpty
    }
    return any ? marks : []
  }

  /// The marks of one node, from its ancestors' kinds and its own (a tree not numbered in preorder). O(depth).
  static func of(_ node: Int, kind: (Int) -> NodeKind, parent: (Int) -> Int) -> NodeMarks {
    var marks = kind(node).descriptor.marks
    var index = parent(node)
    while index >= 0 {
      marks.formUnion(kind(index).descriptor.marks.intersection(.inherited))
      index = parent(index)
    }
    return marks
  }
}
