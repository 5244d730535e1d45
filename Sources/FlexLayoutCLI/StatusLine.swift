/// One line of text redrawn in place on a terminal: ``show(_:)`` replaces the line, ``erase()`` clears it.
///
/// The one progress printer of the tools: `flexlayout sweep` and `demo` draw through it (``ProgressLine``
/// adds their pacing), and so does FlexLayoutBench. Callers make one only for a terminal (see
/// ``standardError``): redirected or piped runs get no progress text at all.
public struct StatusLine {
  private let write: (String) -> Void

  /// A line drawn by passing its text, carriage return and terminal escapes included, to `write`.
  public init(_ write: @escaping (String) -> Void) {
    self.write = write
  }

  /// The line on standard error when it is a terminal; `nil` when it is redirected or piped.
  public static var standardError: StatusLine? {
    StandardStreams.standardErrorIsTerminal ? StatusLine { StandardStreams.write($0, to: 2) } : nil
  }

  /// Replaces the line with `text` (which must not contain a line break).
  public func show(_ text: String) {
    write("\r\u{1B}[K" + text)
  }

  /// Clears the line and leaves the cursor at its start.
  public func erase() {
    write("\r\u{1B}[K")
  }
}
