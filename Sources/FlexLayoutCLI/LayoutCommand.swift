import FlexLayout
import FlexLayoutFormat
import Foundation

/// `flexlayout layout [<file>|-] [--width W] [--height H] [--scale S] [--engine fast|reference]`.
enum LayoutCommand {
  static let subcommand = Subcommand(
    name: "layout",
    abstract: "Lay out a request and print the frames as JSON.",
    discussion: """
      Reads a JSON request (Docs/Format.md) from <file>, or from standard input when <file> is '-' or
      absent, lays it out and prints the root size and the frame of every node that has an id.
      Options override the request's proposal and display scale. Problems in the request are reported
      with their JSON Pointer, all of them (up to 20), on standard error.
      """,
    argumentsUsage: "[<file>]",
    argumentHelp: [("<file>", "The request file, or '-' for standard input (default).")],
    options: [
      OptionSpec(name: "--width", valueName: "<w>", help: "Proposed width: points, 'infinity' or 'null'."),
      OptionSpec(name: "--height", valueName: "<h>", help: "Proposed height: points, 'infinity' or 'null'."),
      OptionSpec(name: "--scale", valueName: "<s>", help: "Display scale in pixels per point (> 0)."),
      OptionSpec(
        name: "--engine", valueName: "<engine>", help: "'fast' (LayoutEngine, default) or 'reference'."),
    ],
    maximumPositionals: 1, minimumPositionals: 0, run: run)

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    let engine: FlexLayoutCommand.Engine
    var width: Double??
    var height: Double??
    var scale: Double?
    do throws(UsageError) {
      let engineName = invocation.options["--engine"] ?? "fast"
      guard let choice = FlexLayoutCommand.Engine(rawValue: engineName) else {
        throw UsageError(message: "invalid value '\(engineName)' for '--engine' (expected 'fast' or 'reference')")
      }
      engine = choice
      if let text = invocation.options["--width"] {
        width = .some(try FlexLayoutCommand.dimension(text, option: "--width"))
      }
      if let text = invocation.options["--height"] {
        height = .some(try FlexLayoutCommand.dimension(text, option: "--height"))
      }
      if let text = invocation.options["--scale"] {
        guard let value = Double(text), value.isFinite, value > 0, value <= 1000 else {
          throw UsageError(message: "invalid value '\(text)' for '--scale' (expected a number > 0 and ≤ 1000)")
        }
        scale = value
      }
      try RequestInput.checkNotTerminal(invocation, io)
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help layout", io)
    }

    var request: LayoutRequest
    switch RequestInput.load(invocation, io) {
    case .success(let decoded): request = decoded
    case .failure(let code): return code
    }
    if let width { request.proposal.width = width }
    if let height { request.proposal.height = height }
    if let scale { request.environment.displayScale = scale }

    let result: LayoutResult
    do {
      result = try FlexLayoutCommand.layout(request, engine: engine)
    } catch {
      return FlexLayoutCommand.report(FormatError(error), io)
    }
    for diagnostic in result.diagnostics { io.warning(diagnostic.description) }
    guard isEncodable(result) else {
      io.error("internal error: the layout produced a non-finite frame; please report this with the input")
      return FlexLayoutCommand.ExitCode.internalError
    }
    io.standardOutput += resultJSON(result)
    return FlexLayoutCommand.ExitCode.success
  }
}

/// Reading a request from a file or standard input.
enum InputFile {
  enum Outcome {
    case success([UInt8])
    case failure(Int32)
  }

  static func read(_ path: String, _ io: CommandIO) -> Outcome {
    let limit = JSONReader.Limits.standard.maximumBytes
    let bytes: [UInt8]
    if path == "-" {
      bytes = io.readStandardInput()
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        io.error("cannot read '\(path)': no such file")
        return .failure(FlexLayoutCommand.ExitCode.invalidInput)
      }
      guard !isDirectory.boolValue else {
        io.error("cannot read '\(path)': it is a directory")
        return .failure(FlexLayoutCommand.ExitCode.invalidInput)
      }
      if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
        io.error("'\(path)' is \(size) bytes, more than the input limit of \(limit)")
        return .failure(FlexLayoutCommand.ExitCode.limitExceeded)
      }
      do {
        bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      } catch {
        io.error("cannot read '\(path)': \(error.localizedDescription)")
        return .failure(FlexLayoutCommand.ExitCode.invalidInput)
      }
    }
    if bytes.count > limit {
      io.error("the input is \(bytes.count) bytes, more than the limit of \(limit)")
      return .failure(FlexLayoutCommand.ExitCode.limitExceeded)
    }
    return .success(bytes)
  }
}

/// Reading and decoding the request of a command that takes `[<file>|-]`.
enum RequestInput {
  enum Outcome {
    case success(LayoutRequest)
    case failure(Int32)
  }

  /// A usage error when no file is given and standard input is a terminal (nothing to wait for).
  static func checkNotTerminal(_ invocation: Invocation, _ io: CommandIO) throws(UsageError) {
    if invocation.positionals.isEmpty, io.standardInputIsTerminal {
      throw UsageError(message: "no input: give a request file, or pipe a request to standard input")
    }
  }

  /// Reads the request named by the first positional argument (standard input when absent or `-`) and
  /// decodes it, reporting problems on `io`.
  static func load(_ invocation: Invocation, _ io: CommandIO) -> Outcome {
    let input: [UInt8]
    switch InputFile.read(invocation.positionals.first ?? "-", io) {
    case .success(let bytes): input = bytes
    case .failure(let code): return .failure(code)
    }
    do {
      return .success(try LayoutRequest(json: input))
    } catch {
      return .failure(FlexLayoutCommand.report(error, io))
    }
  }
}
