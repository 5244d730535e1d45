import FlexLayout
import Foundation
import Testing

/// The example host, `flexlayout-terminal`, run as a separate process: deterministic drawings that follow
/// the width.
extension Live {
  @Suite("Terminal example host")
  struct TerminalHostTests {
    /// The built executable next to the test bundle (`.build/<triple>/debug/flexlayout-terminal`).
    static let executable: URL? = {
      var directories: [URL] = []
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        directories.append(URL(fileURLWithPath: path).deletingLastPathComponent())
      }
      directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
      return directories.map { $0.appendingPathComponent("flexlayout-terminal") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
      let executable = try #require(executable, "build the package first: swift build --product flexlayout-terminal")
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let errorData = ErrorReader(error.fileHandleForReading)
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (String(decoding: data, as: UTF8.self), errorData.text(), process.terminationStatus)
    }

    /// Reads a pipe to its end on its own thread.
    final class ErrorReader: @unchecked Sendable {
      private let done = DispatchSemaphore(value: 0)
      private var data = Data()

      init(_ handle: FileHandle) {
        Thread {
          self.data = handle.readDataToEndOfFile()
          self.done.signal()
        }.start()
      }

      func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
      }
    }

    @Test("one deterministic drawing per width, re-laid out incrementally, following the inbox's buckets")
    func widths() throws {
      let arguments = ["inbox", "--widths", "40,100,104,130", "--height", "30"]
      let first = try Self.run(arguments)
      #expect(first.status == 0, "\(first.error)")
      #expect(try Self.run(arguments).output == first.output, "deterministic")
      let drawings = first.output.components(separatedBy: "\n\n")
      try #require(drawings.count == 4)
      for (drawing, (width, label)) in zip(
        drawings, [(40, "compact-list"), (100, "two-columns"), (104, "two-columns"), (130, "three-columns")])
      {
        let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines[0].hasPrefix("inbox at \(width)×30 cells (\(width * 8)×510 pt): "))
        #expect(lines.count == 31, "a status line and 30 rows")
        #expect(lines.dropFirst().allSatisfy { $0.count <= width })
        #expect(lines[1].hasPrefix("┌ inbox "), "\(lines[1])")
        #expect(drawing.contains(" \(label) ") || drawing.contains("[\(label)]"), "width \(width)")
        #expect(lines.last?.hasPrefix("└") == true)
      }
      // Each pass reuses the live tree: a new layout of the buckets is new to the renderer (every laid-out node
      // changes), a few points more within the same layout move a few frames only.
      func counts(_ drawing: String) -> (nodes: Int, changed: Int)? {
        let status = drawing.prefix { $0 != "\n" }
        let numbers = status.split(separator: ": ").last?.split(separator: ",").compactMap {
          Int($0.split(separator: " ").first ?? "")
        }
        guard let numbers, numbers.count >= 2 else { return nil }
        return (numbers[0], numbers[1])
      }
      let sameLayout = try #require(counts(drawings[2]))
      let newLayout = try #require(counts(drawings[3]))
      #expect(sameLayout.changed > 0 && sameLayout.changed * 4 < sameLayout.nodes, "\(sameLayout)")
      #expect(newLayout.changed == newLayout.nodes, "\(newLayout)")
    }

    @Test("right-to-left, every example, errors and the example list")
    func optionsAndErrors() throws {
      for entry in Examples.all {
        let result = try Self.run([entry.name, "--width", "90"])
        #expect(result.status == 0, "\(entry.name): \(result.error)")
        #expect(result.output.hasPrefix("\(entry.name) at 90×"))
      }
      let ltr = try Self.run(["axis-switch", "--width", "50", "--height", "10"]).output
      let rtl = try Self.run(["axis-switch", "--width", "50", "--height", "10", "--rtl"]).output
      #expect(ltr != rtl)
      let list = try Self.run(["--list"])
      #expect(list.output.split(separator: "\n").count == Examples.all.count)
      let unknown = try Self.run(["no-such-example"])
      #expect(unknown.status == 2 && unknown.error.contains("no example named \"no-such-example\""))
      let badWidth = try Self.run(["--widths", "40,,80"])
      #expect(badWidth.status == 2 && badWidth.error.contains("--widths"))
      let fallback = try Self.run([])
      #expect(fallback.status == 0 && fallback.output.hasPrefix("inbox at 100×45 cells"), "100 columns when not a tty")
    }
  }
}
