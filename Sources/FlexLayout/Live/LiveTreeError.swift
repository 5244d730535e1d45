/// Why an edit or a layout of a ``LiveTree`` failed, and which node it is about.
///
/// Nothing a host does with a live tree aborts the process: misuse (a destroyed handle, a cycle, a second
/// parent, a child for a leaf, removing the root…) and invalid content (a negative width, a measure
/// function that answers NaN) are reported as a `LiveTreeError`. A failed edit changes nothing; a failed
/// layout leaves the tree and its caches as they were, and a later layout may succeed.
public struct LiveTreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of failure.
  public enum Code: String, Hashable, Sendable {
    /// The handle's node was destroyed, or the handle belongs to another tree.
    case invalidHandle
    /// The edit would make a node its own ancestor.
    case cycle
    /// The node already has a parent (detach it first, or use ``LiveTree/move(_:into:at:)``).
    case alreadyHasParent
    /// The node is the tree's root, which the edit cannot apply to (set another root first).
    case isRoot
    /// The node has no parent, and the edit needs one.
    case noParent
    /// A child index is out of range.
    case indexOutOfRange
    /// The node's kind does not allow the edit: a child for a leaf, a second child for a modifier, a
    /// split child without column widths, a kind change that does not fit the node's children, a text
    /// edit of a node that is not a text…
    case kindMismatch
    /// The tree has no root to lay out (``LiveTree/setRoot(_:)``).
    case noRoot
    /// A modifier has no child when the tree is laid out.
    case missingChild
    /// A field of a node is invalid, or the tree is deeper than ``Node/maximumDepth``, found when the
    /// tree is compiled for layout; ``LiveTreeError/layoutError`` holds the validation error.
    case invalidNode
    /// The root proposal or the environment is invalid (`/proposal/width`, `/environment/displayScale`).
    case invalidProposal
    /// The layout pass failed at a node: a measure function threw or answered an invalid size, or a
    /// frame would be infinite; ``LiveTreeError/layoutError`` holds the engine's error.
    case layoutFailed
    /// No layout has succeeded yet, so there are no results to read.
    case noLayout
    /// The tree's structure was edited since the last layout: lay it out again before reading its results.
    case layoutOutdated
    /// The node was not under the root in the last layout.
    case notInLayout
  }

  /// What went wrong.
  public var code: Code
  /// The node the error is about, when there is one.
  public var handle: NodeHandle?
  /// The JSON Pointer of the node (or of its offending field, `/root/children/2/width`) in the tree as the
  /// JSON format spells it, or `nil` when the node is not attached under the root (or the error is about
  /// no node).
  public var path: String?
  /// The node's id, when it has one.
  public var id: String?
  /// What is wrong, as a sentence fragment.
  public var message: String
  /// The underlying error of the validator or the engine, for ``Code/invalidNode``,
  /// ``Code/invalidProposal`` and ``Code/layoutFailed``.
  public var layoutError: LayoutError?

  /// Creates an error.
  public init(
    _ code: Code, handle: NodeHandle? = nil, path: String? = nil, id: String? = nil, message: String,
    layoutError: LayoutError? = nil
  ) {
    self.code = code
    self.handle = handle
    self.path = path
    self.id = id
    self.message = message
    self.layoutError = layoutError
  }

  /// `path (handle h3, id "title"): message`, leaving out what is unknown (a detached node shows as
  /// `(detached)`).
  public var description: String {
    var subject: [String] = []
    if let handle { subject.append("handle \(handle)") }
    if let id { subject.append("id \"\(id)\"") }
    let place = path ?? (handle == nil ? "" : "(detached)")
    let about = subject.isEmpty ? "" : " (\(subject.joined(separator: ", ")))"
    let prefix = place + about
    return prefix.isEmpty ? message : "\(prefix): \(message)"
  }
}
