/// Why a tree could not be laid out, and where.
///
/// `path` is a JSON Pointer into the tree as the JSON format spells it (`/root/children/3/child`),
/// so the same message names the same place for Swift and JSON users. `id` is the node's own id when
/// it has one.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON Pointer of the offending node or field, starting at `/root`.
  public var path: String
  /// The offending node's id, when it has one.
  public var id: String?
  /// What is wrong, in a sentence fragment (`"width must be finite and ≥ 0, got -3"`).
  public var message: String

  /// Creates an error at `path`.
  public init(path: String, id: String? = nil, message: String) {
    self.path = path
    self.id = id
    self.message = message
  }

  /// `path: message`, with the id when there is one.
  public var description: String {
    if let id { return "\(path) (id \"\(id)\"): \(message)" }
    return "\(path): \(message)"
  }
}

/// A non-fatal note about the input, e.g. contradictory frame constraints that were resolved.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The JSON Pointer of the node the note is about.
  public var path: String
  /// The note.
  public var message: String

  /// Creates a diagnostic at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}
