#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process I/O for ``FlexLayoutCommand/main()``.
enum StandardStreams {
  /// Makes a closed pipe (`flexlayout … | head`) an ordinary write error instead of a fatal signal.
  static func ignoreBrokenPipes() {
    _ = signal(SIGPIPE, SIG_IGN)
  }

  static var standardInputIsTerminal: Bool { isatty(0) != 0 }

  static var standardErrorIsTerminal: Bool { isatty(2) != 0 }

  /// Writes all of `text` to the file descriptor, retrying short writes; stops quietly on an error
  /// such as a closed pipe.
  static func write(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    return Musl.write(descriptor, bytes, count)
  #else
    return Darwin.write(descriptor, bytes, count)
  #endif
}
