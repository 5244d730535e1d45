#if canImport(Glibc)
  import Glibc

  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin

  private let systemWrite = Darwin.write
#endif

/// The controlling terminal: its size, and the signals that tell of a resize.
enum Terminal {
  /// Whether standard output is a terminal.
  static var isInteractive: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in cells (ioctl `TIOCGWINSZ` on standard output), or `nil` when it is not a terminal.
  static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Calls `redraw` now and after every window-size change, until an interrupt or termination signal, or
  /// until `redraw` returns `false`.
  ///
  /// The signals are blocked and taken synchronously with `sigwait`, so no handler runs concurrently with
  /// drawing.
  static func runResizeLoop(_ redraw: () -> Bool) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGWINCH)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    guard redraw() else { return }
    while true {
      var received: Int32 = 0
      guard sigwait(&signals, &received) == 0, received == SIGWINCH, redraw() else { return }
    }
  }

  /// Writes `text` to standard output.
  static func write(_ text: String) { write(text, to: STDOUT_FILENO) }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

  private static func write(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}
