// What the harness can tell about the machine, the toolchain and the build.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum SystemInfo {
  /// Cores available to this process.
  static var activeCores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Cores online (sysconf).
  static var onlineCores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// `uname -m`.
  static var machine: String {
    var name = utsname()
    uname(&name)
    return withUnsafeBytes(of: &name.machine) { bytes in
      String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
  }

  /// The CPU model from /proc/cpuinfo, when readable.
  static var cpuModel: String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// `debug` or `release`, from the build's `DEBUG` condition.
  static var configuration: String {
    #if DEBUG
      return "debug"
    #else
      return "release"
    #endif
  }

  static var isDebug: Bool { configuration == "debug" }

  /// The compiler that built the harness, as far as `#if compiler` can tell.
  ///
  /// Adds the `FLEXLAYOUT_TOOLCHAIN` environment variable when set (e.g. the first line of `swift --version`).
  static var toolchain: String {
    var text: String
    #if compiler(>=6.4)
      text = "Swift compiler ≥ 6.4"
    #elseif compiler(>=6.3.1)
      text = "Swift compiler 6.3.x (≥ 6.3.1)"
    #elseif compiler(>=6.3)
      text = "Swift compiler 6.3"
    #elseif compiler(>=6.2)
      text = "Swift compiler 6.2"
    #elseif compiler(>=6.1)
      text = "Swift compiler 6.1"
    #elseif compiler(>=6.0)
      text = "Swift compiler 6.0"
    #else
      text = "Swift compiler < 6.0"
    #endif
    #if swift(>=6)
      text += ", Swift 6 language mode"
    #endif
    if let given = ProcessInfo.processInfo.environment["FLEXLAYOUT_TOOLCHAIN"], !given.isEmpty {
      text += " (FLEXLAYOUT_TOOLCHAIN: \(given))"
    }
    return text
  }

  /// The operating system, as Foundation reports it.
  static var operatingSystem: String { ProcessInfo.processInfo.operatingSystemVersionString }

  /// The load average (1, 5, 15 minutes) when the harness started, from /proc/loadavg.
  static let loadAverage: String? = {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }()
}
