import FlexLayout
import FlexLayoutFormat
import FlexLayoutTesting
import Foundation

/// `flexlayout snapshot [<file>|-] [matrix options] -o DIR` and `--verify DIR`: one frames file and one picture
/// per arrangement of the screen, and a comparison of frames (not pixels) against recorded ones.
enum SnapshotCommand {
  static let subcommand = Subcommand(
    name: "snapshot",
    abstract: "Record frames and a picture per arrangement, or verify a recording.",
    discussion: """
      Sweeps the widths from --from to --to like check (default 320 to 1440 at 1 pt, each arrangement's
      edges exact to 1/1024 pt), at Large and left to right unless --dynamic-type or --layout-direction
      say otherwise, and finds the screen's arrangements: the widths over which every viewThatFits,
      buckets, split and grid shows the same thing. With -o it writes, per arrangement, NAME.json (every
      laid-out node's frame at the middle of the interval, with the configuration) and NAME.svg, NAME
      naming the configuration and the interval (large-ltr-w320-679.9990234375). With --verify it lays the
      screen out again at each recorded file's width and configuration, compares every frame bit for bit,
      and lists the frames that changed with their widths, and the arrangements that appeared or went:
      exit 0 when nothing changed, 1 when something did. Frames are compared, so nothing depends on the
      machine that draws.
      """,
    argumentsUsage: "[<file>]",
    argumentHelp: [("<file>", "The request file, or '-' for standard input (default).")],
    options: MatrixOptions.specs + [
      OptionSpec(name: "--output", valueName: "<dir>", help: "Write the snapshots into this folder.", shortName: "-o"),
      OptionSpec(name: "--verify", valueName: "<dir>", help: "Compare with the snapshots recorded in this folder."),
    ],
    maximumPositionals: 1, minimumPositionals: 0, run: run)

  static func run(_ invocation: Invocation, _ io: CommandIO) -> Int32 {
    let output = invocation.options["--output"]
    let verify = invocation.options["--verify"]
    do throws(UsageError) {
      try RequestInput.checkNotTerminal(invocation, io)
      guard (output == nil) != (verify == nil) else {
        throw UsageError(message: "give one of -o <dir> (record) and --verify <dir> (compare)")
      }
      if output == "" || verify == "" { throw UsageError(message: "the folder name is empty") }
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help snapshot", io)
    }
    let request: LayoutRequest
    switch RequestInput.load(invocation, io) {
    case .success(let decoded): request = decoded
    case .failure(let code): return code
    }
    let matrix: AuditMatrix
    do throws(UsageError) {
      matrix = try MatrixOptions.matrix(invocation, request: request, sizes: [.large], directions: [.leftToRight])
    } catch {
      return FlexLayoutCommand.usageError(error.message, usage: subcommand.usage, helpCommand: "help snapshot", io)
    }
    if let code = MatrixOptions.checkSize(matrix, io) { return code }
    let report: AuditReport
    do {
      report = try LayoutAudit.run(request.root, matrix: matrix, options: AuditOptions(checks: []))
    } catch {
      return CheckCommand.reportAuditError(error, io)
    }
    let snapshots: [Snapshot]
    do {
      snapshots = try report.arrangements.map { span throws(LayoutError) in try Snapshot(span, request: request) }
    } catch {
      return FlexLayoutCommand.report(FormatError(error), io)
    }
    if let output { return record(snapshots, request: request, to: output, io) }
    return compare(snapshots, request: request, with: verify!, io)
  }

  /// One arrangement's recording: its span, the width laid out (the middle) and the result.
  struct Snapshot {
    var span: ArrangementSpan
    var width: Double
    var result: LayoutResult

    init(_ span: ArrangementSpan, request: LayoutRequest) throws(LayoutError) {
      self.span = span
      width = span.from + (span.to - span.from) / 2
      let engine = try LayoutEngine(request.root)
      engine.reportsTextLines = true  // the picture draws each text on the lines the layout made
      result = try engine.layout(
        proposal: ProposedSize(width: width, height: span.configuration.height),
        environment: span.configuration.environment)
    }

    /// `large-ltr-h900-s2-w320-679.9990234375`.
    var name: String {
      let c = span.configuration
      var name = "\(c.dynamicTypeSize.rawValue)-\(c.layoutDirection == .leftToRight ? "ltr" : "rtl")"
      if let height = c.height { name += "-h\(JSONWriter.number(height))" }
      if let scale = c.displayScale { name += "-s\(JSONWriter.number(scale))" }
      return name + "-w\(JSONWriter.number(span.from))-\(JSONWriter.number(span.to))"
    }
  }

  static let version = 1

  /// The frames file: the configuration, the interval, the width and every laid-out node's frame.
  static func json(_ snapshot: Snapshot, _ pointers: [String]) -> String {
    let c = snapshot.span.configuration
    let insets = c.safeAreaInsets
    var text = "{\n  \"flexlayoutSnapshot\": \(version),\n"
    text += "  \"dynamicTypeSize\": \(JSONWriter.string(c.dynamicTypeSize.rawValue)),\n"
    text += "  \"layoutDirection\": \(JSONWriter.string(c.layoutDirection.rawValue)),\n"
    text += "  \"height\": \(c.height.map(JSONWriter.number) ?? "null"),\n"
    text += "  \"displayScale\": \(c.displayScale.map(JSONWriter.number) ?? "null"),\n"
    text +=
      "  \"safeAreaInsets\": {\"top\": \(JSONWriter.number(insets.top)), \"leading\": "
      + "\(JSONWriter.number(insets.leading)), \"bottom\": \(JSONWriter.number(insets.bottom)), \"trailing\": "
      + "\(JSONWriter.number(insets.trailing))},\n"
    text += "  \"from\": \(JSONWriter.number(snapshot.span.from)),\n  \"to\": \(JSONWriter.number(snapshot.span.to)),\n"
    text += "  \"width\": \(JSONWriter.number(snapshot.width)),\n"
    text += "  \"arrangement\": \(JSONWriter.string(snapshot.span.description)),\n  \"frames\": [\n"
    let result = snapshot.result
    let lines = result.frames.indices.filter { result.visibility[$0] }.map { index -> String in
      let f = result.frames[index]
      return "    {\"pointer\": \(JSONWriter.string(pointers[index])), "
        + "\"x\": \(JSONWriter.number(f.x)), \"y\": \(JSONWriter.number(f.y)), "
        + "\"width\": \(JSONWriter.number(f.width)), \"height\": \(JSONWriter.number(f.height))}"
    }
    return text + lines.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  static func record(_ snapshots: [Snapshot], request: LayoutRequest, to directory: String, _ io: CommandIO) -> Int32 {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      io.error("cannot create '\(directory)': \(error.localizedDescription)")
      return FlexLayoutCommand.ExitCode.invalidInput
    }
    let outline = TreeOutline(request.root)
    let pointers = LayoutAudit.pointers(of: request.root)
    for snapshot in snapshots {
      let base = (directory as NSString).appendingPathComponent(snapshot.name)
      let c = snapshot.span.configuration
      let panel = LayoutPicture.Panel(
        title: "width \(JSONWriter.number(snapshot.width)) (\(JSONWriter.number(snapshot.span.from))–"
          + "\(JSONWriter.number(snapshot.span.to)))",
        result: snapshot.result, typeSize: c.dynamicTypeSize, layoutDirection: c.layoutDirection)
      let svg = LayoutPicture.svg(outline: outline, panels: [panel]).svg
      for (text, path) in [(json(snapshot, pointers), base + ".json"), (svg, base + ".svg")] {
        if RenderCommand.write(text, to: path, io) != FlexLayoutCommand.ExitCode.success {
          return FlexLayoutCommand.ExitCode.invalidInput
        }
      }
      io.print("\(snapshot.name): \(snapshot.span.description)")
    }
    io.print("\(snapshots.count) arrangement\(snapshots.count == 1 ? "" : "s") recorded in \(directory)")
    return FlexLayoutCommand.ExitCode.success
  }

  /// A recorded frames file, read back.
  struct Recorded {
    var name: String
    var configuration: AuditStreamConfiguration
    var width: Double
    var frames: [String: Rect]
  }

  static func compare(_ snapshots: [Snapshot], request: LayoutRequest, with directory: String, _ io: CommandIO)
    -> Int32
  {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      io.error("cannot read '\(directory)': \(error.localizedDescription)")
      return FlexLayoutCommand.ExitCode.invalidInput
    }
    var recorded: [Recorded] = []
    for name in names {
      let path = (directory as NSString).appendingPathComponent(name)
      switch InputFile.read(path, io) {
      case .success(let bytes):
        do {
          recorded.append(try read(bytes, name: String(name.dropLast(5))))
        } catch {
          io.error("'\(path)' is not a snapshot:")
          return FlexLayoutCommand.report(error, io)
        }
      case .failure(let code): return code
      }
    }
    let pointers = LayoutAudit.pointers(of: request.root)
    var changes: [String] = []
    let current = Set(snapshots.map(\.name))
    for old in recorded where !current.contains(old.name) {
      changes.append("arrangement \(old.name) is gone")
    }
    let old = Set(recorded.map(\.name))
    for snapshot in snapshots where !old.contains(snapshot.name) {
      changes.append("arrangement \(snapshot.name) is new: \(snapshot.span.description)")
    }
    for entry in recorded {
      let result: LayoutResult
      do {
        result = try LayoutEngine(request.root).layout(
          proposal: ProposedSize(width: entry.width, height: entry.configuration.height),
          environment: entry.configuration.environment)
      } catch {
        changes.append("\(entry.name): at width \(JSONWriter.number(entry.width)) the layout fails: \(error)")
        continue
      }
      var now: [String: Rect] = [:]
      for index in result.frames.indices where result.visibility[index] { now[pointers[index]] = result.frames[index] }
      for pointer in Set(entry.frames.keys).union(now.keys).sorted() where entry.frames[pointer] != now[pointer] {
        func text(_ rect: Rect?) -> String { rect.map(\.description) ?? "not laid out" }
        changes.append(
          "\(entry.name): \(pointer) at width \(JSONWriter.number(entry.width)): "
            + "\(text(entry.frames[pointer])) → \(text(now[pointer]))")
      }
    }
    for change in changes { io.print(change) }
    io.print(
      changes.isEmpty
        ? "\(recorded.count) snapshot\(recorded.count == 1 ? "" : "s") verified: no frame changed"
        : "\(changes.count) change\(changes.count == 1 ? "" : "s") against \(recorded.count) snapshots")
    if changes.isEmpty { return FlexLayoutCommand.ExitCode.success }
    io.keepsOutputOnFailure = true
    return CheckCommand.ExitCode.newFindings
  }

  /// Reads a frames file; problems are format issues at their JSON Pointers.
  static func read(_ bytes: [UInt8], name: String) throws(FormatError) -> Recorded {
    let document: JSONDocument
    do {
      document = try JSONReader.parse(bytes)
    } catch {
      throw FormatError(error)
    }
    let root = document.root
    func member(_ key: String) throws(FormatError) -> Int {
      guard document.kind(root) == .object, let value = document.member(root, key) else {
        throw FormatError(.missingField, path: "/\(key)", message: "missing required field \"\(key)\"")
      }
      return value
    }
    func number(_ value: Int, _ path: String) throws(FormatError) -> Double {
      guard let number = document.number(value), number.isFinite else {
        throw FormatError(.type, path: path, message: "expected a number")
      }
      return number
    }
    func optionalNumber(_ key: String) throws(FormatError) -> Double? {
      let value = try member(key)
      return document.isNull(value) ? nil : try number(value, "/\(key)")
    }
    guard document.number(try member("flexlayoutSnapshot")) == Double(version) else {
      throw FormatError(.invalidValue, path: "/flexlayoutSnapshot", message: "not a snapshot of version \(version)")
    }
    guard let size = document.string(try member("dynamicTypeSize")).flatMap(DynamicTypeSize.init(rawValue:)) else {
      throw FormatError(.invalidValue, path: "/dynamicTypeSize", message: "expected a Dynamic Type size")
    }
    guard let direction = document.string(try member("layoutDirection")).flatMap(LayoutDirection.init(rawValue:)) else {
      throw FormatError(.invalidValue, path: "/layoutDirection", message: "expected leftToRight or rightToLeft")
    }
    let insetsValue = try member("safeAreaInsets")
    var insets = EdgeInsets()
    for (key, path) in [
      ("top", \EdgeInsets.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing),
    ] {
      guard let value = document.member(insetsValue, key) else {
        throw FormatError(.missingField, path: "/safeAreaInsets/\(key)", message: "missing required field \"\(key)\"")
      }
      insets[keyPath: path] = try number(value, "/safeAreaInsets/\(key)")
    }
    let configuration = AuditStreamConfiguration(
      height: try optionalNumber("height"), displayScale: try optionalNumber("displayScale"), dynamicTypeSize: size,
      layoutDirection: direction, safeAreaInsets: insets)
    var frames: [String: Rect] = [:]
    for element in document.elements(try member("frames")) {
      let path = document.pointer(of: element)
      guard let pointer = document.member(element, "pointer").flatMap(document.string) else {
        throw FormatError(.missingField, path: path + "/pointer", message: "missing required field \"pointer\"")
      }
      var values: [Double] = []
      for key in ["x", "y", "width", "height"] {
        guard let value = document.member(element, key) else {
          throw FormatError(.missingField, path: path + "/\(key)", message: "missing required field \"\(key)\"")
        }
        values.append(try number(value, path + "/\(key)"))
      }
      frames[pointer] = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
    return Recorded(
      name: name, configuration: configuration, width: try number(try member("width"), "/width"), frames: frames)
  }
}
