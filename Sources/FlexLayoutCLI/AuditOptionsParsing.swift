import FlexLayout
import FlexLayoutFormat
import FlexLayoutTesting

/// The matrix options `check` and `snapshot` share (Docs/CLI.md, "check"): widths, heights, Dynamic Type sizes,
/// directions, display scales and devices, read into an ``AuditMatrix`` over a request's defaults.
enum MatrixOptions {
  static let specs: [OptionSpec] = [
    OptionSpec(name: "--from", valueName: "<a>", help: "The first width, in points (default 320)."),
    OptionSpec(name: "--to", valueName: "<b>", help: "The last width, in points (≥ --from; default 1440)."),
    OptionSpec(name: "--step", valueName: "<s>", help: "Points between sampled widths (> 0; default 1)."),
    OptionSpec(
      name: "--height", valueName: "<h>",
      help: "A window height, points or 'null'; repeatable (default: the request's).",
      isRepeatable: true),
    OptionSpec(
      name: "--dynamic-type", valueName: "<sizes>",
      help: "'all' or a comma list of Dynamic Type sizes (large,accessibility3,…)."),
    OptionSpec(
      name: "--layout-direction", valueName: "<d>", help: "'both', 'leftToRight' or 'rightToLeft'."),
    OptionSpec(
      name: "--scale", valueName: "<scales>",
      help: "Display scales, comma list; 'none' is exact (default: the request's)."),
    OptionSpec(
      name: "--device", valueName: "<name>",
      help: "A device window: iphone-se, iphone, ipad-11-half, … (Docs/Audits.md)."
    ),
  ]

  /// The matrix the options give, over `request`'s height, scale and safe area; `sizes` and `directions` are
  /// the defaults when the options do not name them.
  static func matrix(
    _ invocation: Invocation, request: LayoutRequest, sizes: [DynamicTypeSize], directions: [LayoutDirection]
  ) throws(UsageError) -> AuditMatrix {
    var matrix = AuditMatrix(
      heights: [request.proposal.height], dynamicTypeSizes: sizes, layoutDirections: directions,
      displayScales: [request.environment.displayScale], safeAreaInsets: request.environment.safeAreaInsets)
    if let name = invocation.options["--device"] {
      guard let device = DevicePreset.named(name) else {
        throw UsageError(message: "--device: unknown device \"\(name)\"\(hint(name, DevicePreset.all.map(\.name)))")
      }
      for option in ["--from", "--to", "--step", "--height", "--scale"] where invocation.options[option] != nil {
        throw UsageError(message: "'\(option)' cannot be combined with --device, which sets the window")
      }
      matrix = AuditMatrix(device: device, dynamicTypeSizes: sizes, layoutDirections: directions)
    }
    if let text = invocation.options["--from"] { matrix.from = try SweepCommand.points(text, option: "--from") }
    if let text = invocation.options["--to"] { matrix.to = try SweepCommand.points(text, option: "--to") }
    guard matrix.from <= matrix.to else {
      throw UsageError(
        message: "'--to' (\(JSONWriter.number(matrix.to))) must not be less than '--from' "
          + "(\(JSONWriter.number(matrix.from))): the width range is empty")
    }
    if let text = invocation.options["--step"] {
      guard let step = Double(text), step.isFinite, step > 0, step <= maximumFormatMagnitude else {
        throw UsageError(message: "invalid value '\(text)' for '--step' (expected points > 0)")
      }
      matrix.step = step
    }
    if let texts = invocation.values["--height"] {
      var heights: [Double?] = []
      for text in texts {
        let value = try FlexLayoutCommand.dimension(text, option: "--height")
        if let value, !value.isFinite {
          throw UsageError(message: "'--height' must be points or 'null', got '\(text)'")
        }
        heights.append(value)
      }
      matrix.heights = heights
    }
    if let text = invocation.options["--dynamic-type"] {
      matrix.dynamicTypeSizes = try dynamicTypeSizes(text)
    }
    if let text = invocation.options["--layout-direction"] {
      switch text {
      case "both": matrix.layoutDirections = LayoutDirection.allCases
      case "leftToRight": matrix.layoutDirections = [.leftToRight]
      case "rightToLeft": matrix.layoutDirections = [.rightToLeft]
      default:
        let names = ["both", "leftToRight", "rightToLeft"]
        throw UsageError(message: "--layout-direction: unknown direction \"\(text)\"\(hint(text, names))")
      }
    }
    if let text = invocation.options["--scale"] {
      var scales: [Double?] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        if part == "none" {
          scales.append(nil)
        } else if let scale = Double(part), scale.isFinite, scale > 0, scale <= 100 {
          scales.append(scale)
        } else {
          throw UsageError(message: "--scale: invalid display scale '\(part)' (expected a number > 0 or 'none')")
        }
      }
      matrix.displayScales = scales
    }
    return matrix
  }

  /// `all`, or a comma list of sizes (each spelled as ``DynamicTypeSize``'s raw value).
  static func dynamicTypeSizes(_ text: String) throws(UsageError) -> [DynamicTypeSize] {
    if text == "all" { return DynamicTypeSize.allCases }
    var sizes: [DynamicTypeSize] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let size = DynamicTypeSize(rawValue: part) else {
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        throw UsageError(message: "--dynamic-type: unknown Dynamic Type size \"\(part)\"\(hint(part, names))")
      }
      if !sizes.contains(size) { sizes.append(size) }
    }
    return sizes
  }

  /// ` (did you mean "x"?)` or, with no close name, the list of names.
  static func hint(_ word: String, _ names: [String]) -> String {
    if let close = Suggestions.closest(to: word, in: names) { return " (did you mean \"\(close)\"?)" }
    return " (expected one of \(names.joined(separator: ", ")))"
  }

  /// Checks the matrix's size before any work: over the limit is exit 3.
  static func checkSize(_ matrix: AuditMatrix, _ io: CommandIO) -> Int32? {
    let count = matrix.configurationCount
    guard count > AuditMatrix.maximumConfigurations else { return nil }
    io.error(
      "the matrix has \(count) configurations, more than the limit of \(AuditMatrix.maximumConfigurations); "
        + "use a larger --step, fewer sizes or fewer directions")
    return FlexLayoutCommand.ExitCode.limitExceeded
  }
}
