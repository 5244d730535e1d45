import FlexLayout

/// One problem found in a request, named by where it is.
///
/// `path` is the JSON Pointer of the offending value (`/root/children/3/kind`), or of the object that
/// lacks a required member followed by the member's name. `line`/`column` locate it in the input when
/// it came from text.
public struct FormatIssue: Hashable, Sendable, CustomStringConvertible {
  /// The class of problem; the raw value is stable and documented in Docs/Format.md.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// The input is not JSON (includes duplicate keys, trailing garbage, bare `NaN`/`Infinity`).
    case syntax
    /// The input is not valid UTF-8, or a string holds a lone surrogate.
    case encoding
    /// A value has the wrong JSON type (`"width": "100"`).
    case type
    /// A number is out of its range (negative size, beyond ±1e7, infinite minimum, zero scale…).
    case range
    /// A value is not one of the allowed names (`"alignment": "middle"`), or a field combination is
    /// invalid (`width` with `minWidth`, `words` with `text`).
    case invalidValue
    /// A required field is missing.
    case missingField
    /// A field the node kind does not have.
    case unknownField
    /// A `kind` this version does not know.
    case unknownKind
    /// A custom layout `name` the host has not registered (``DecodingOptions/layouts``).
    case unknownLayout
    /// An id used twice.
    case duplicateID
    /// A `formatVersion` this build cannot read.
    case unsupportedVersion
    /// A size limit was exceeded (nesting, node count, input size). Exit code 3.
    case limit
    /// The tree decoded but could not be laid out (e.g. an infinite frame at the root).
    case layout
  }

  /// The class of problem.
  public var code: Code
  /// The JSON Pointer of the problem (`""` is the whole document).
  public var path: String
  /// What is wrong and what was expected.
  public var message: String
  /// The 1-based line in the input, when known.
  public var line: Int?
  /// The 1-based column in the input (Unicode scalars), when known.
  public var column: Int?

  /// Creates an issue.
  public init(code: Code, path: String, message: String, line: Int? = nil, column: Int? = nil) {
    self.code = code
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  /// The issue as `path: message [line L, column C]`.
  ///
  /// The position is left out when unknown; the whole document's path shows as `(document)`. Paths
  /// deeper than 16 levels show their first and last 8 components around a count of the rest.
  /// Control characters (from keys in the input) are written as `\u{…}`, so an issue is always one line.
  public var description: String {
    var text = "\(path.isEmpty ? "(document)" : Self.abbreviated(path)): \(message)"
    if let line, let column { text += " [line \(line), column \(column)]" }
    return Self.printable(text)
  }

  static func abbreviated(_ path: String) -> String {
    // Split on the scalar "/", so a combining mark after it does not hide it.
    let components = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
      .map { String(String.UnicodeScalarView($0)) }
    guard components.count > 16 else { return path }
    let head = components.prefix(8).joined(separator: "/")
    let tail = components.suffix(8).joined(separator: "/")
    return "/\(head)/...(\(components.count - 16) more)/\(tail)"
  }

  /// `text` with every control character written as `\u{XX}`.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}

/// Why a request could not be decoded or laid out: every problem found, in document order, up to a cap.
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, at least one.
  public var issues: [FormatIssue]
  /// Whether decoding stopped at the error cap, so more problems may exist.
  public var isTruncated: Bool

  /// Creates an error from its issues.
  public init(issues: [FormatIssue], isTruncated: Bool = false) {
    self.issues = issues
    self.isTruncated = isTruncated
  }

  /// Creates an error with a single issue.
  public init(_ code: FormatIssue.Code, path: String, message: String) {
    self.init(issues: [FormatIssue(code: code, path: path, message: message)])
  }

  /// Creates an error from a syntax error of the JSON reader.
  public init(_ error: JSONSyntaxError) {
    let code: FormatIssue.Code
    switch error.kind {
    case .syntax: code = .syntax
    case .encoding: code = .encoding
    case .limit: code = .limit
    }
    self.init(issues: [
      FormatIssue(code: code, path: error.pointer, message: error.message, line: error.line, column: error.column)
    ])
  }

  /// Creates an error from a layout error (code ``FormatIssue/Code/layout``).
  public init(_ error: LayoutError) {
    var message = error.message
    if let id = error.id { message += " (node id \"\(id)\")" }
    self.init(issues: [FormatIssue(code: .layout, path: error.path, message: message)])
  }

  /// Whether any issue is a limit, which the CLI reports with exit code 3.
  public var isLimit: Bool { issues.contains { $0.code == .limit } }

  /// The CLI exit code: 3 when a limit was exceeded, 1 otherwise.
  public var exitCode: Int32 { isLimit ? 3 : 1 }

  /// One line per issue; a last line says when the list was cut off.
  public var description: String {
    var lines = issues.map(\.description)
    if isTruncated { lines.append("(stopped after \(issues.count) errors)") }
    return lines.joined(separator: "\n")
  }
}

/// Collects issues up to a cap while decoding.
final class IssueCollector {
  let cap: Int
  private(set) var issues: [FormatIssue] = []
  private(set) var isTruncated = false

  init(cap: Int) { self.cap = Swift.max(1, cap) }

  /// Whether the cap is reached; decoding should stop.
  var isFull: Bool { isTruncated }

  var isEmpty: Bool { issues.isEmpty }

  func add(_ issue: FormatIssue) {
    guard !isTruncated else { return }
    if issues.count == cap {
      isTruncated = true
      return
    }
    issues.append(issue)
  }

  var error: FormatError { FormatError(issues: issues, isTruncated: isTruncated) }
}
