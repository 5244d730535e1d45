// `--svg DIR` and `FlexLayoutBench plot REPORT.json --svg DIR`: the plots of a report written as SVG files.
import Foundation

/// Writes the plots of a report into a directory.
enum PlotFiles {
  /// Makes sure `directory` exists, creating it (not its parents) if needed; checked before a run starts, so
  /// a mistyped path fails at once rather than after minutes of measuring.
  static func prepare(_ directory: String) throws(UsageError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw UsageError(description: "--svg \(directory): not a directory") }
      return
    }
    let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(description: "--svg \(directory): its parent directory \(parent) does not exist")
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    } catch {
      throw UsageError(description: "--svg \(directory): cannot create it: \(error.localizedDescription)")
    }
  }

  /// Draws the plots of `comparison` (``ComparePlot``) into `directory` (which exists); returns the paths
  /// written. A figure no workload has in both reports gets no file.
  static func writeComparison(_ comparison: Comparison, oldName: String, newName: String, into directory: String)
    throws(UsageError) -> [String]
  {
    var written: [String] = []
    for plot in ComparePlot.plotted {
      guard
        let svg = ComparePlot.draw(
          comparison, figure: plot.figure, logarithmic: plot.logarithmic, oldName: oldName, newName: newName)
      else { continue }
      written.append(try writeFile(svg, named: plot.file, into: directory))
    }
    return written
  }

  /// Writes `svg` to the file `name` in `directory`; returns its path.
  private static func writeFile(_ svg: String, named name: String, into directory: String) throws(UsageError)
    -> String
  {
    let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw UsageError(description: "cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  /// Draws every plot `report` has the figures for into `directory` (which exists); returns the paths
  /// written and notes on what could not be drawn. `name` names the report in errors.
  static func write(_ report: [String: Any], name: String, into directory: String) throws(UsageError) -> (
    written: [String], notes: [String]
  ) {
    let data = try PlotData(report: report, name: name)
    var plots: [(file: String, svg: String?)] = [
      ("scale.svg", ScalePlot.draw(data)), ("cold-warm.svg", ColdWarmPlot.draw(data)),
    ]
    var notes: [String] = []
    if plots[0].svg == nil { notes.append("no scale workloads in \(name): no scale plot") }
    let sweeps = data.workloads.filter { $0.mode == "sweep" }
    for workload in sweeps {
      plots.append(("sweep-\(fileName(workload.name)).svg", SweepPlot.draw(workload, data)))
    }
    if !sweeps.isEmpty, !sweeps.contains(where: { !$0.widthNanoseconds.isEmpty }) {
      notes.append("\(name) has no per-width timings (recorded before they were measured): no sweep plots")
    }
    var written: [String] = []
    for (file, svg) in plots {
      guard let svg else { continue }
      written.append(try writeFile(svg, named: file, into: directory))
    }
    guard !written.isEmpty else {
      throw UsageError(
        description: "\(name) has nothing to plot: no workload has cold and warm figures (a --live report has none)")
    }
    return (written, notes)
  }

  /// `name` with anything but letters, digits, `-`, `_` and `.` replaced by `_`.
  static func fileName(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
  }
}

/// Runs `plot REPORT.json --svg DIR`; returns the exit status.
func plotMain(_ arguments: [String]) -> Int32 {
  var reportPath: String?
  var directory: String?
  var unexpected = false
  var index = 0
  while index < arguments.count {
    let argument = arguments[index]
    if argument == "--svg", index + 1 < arguments.count {
      directory = arguments[index + 1]
      index += 1
    } else if argument.hasPrefix("--svg=") {
      directory = String(argument.dropFirst("--svg=".count))
    } else if !argument.hasPrefix("-"), reportPath == nil {
      reportPath = argument
    } else {
      unexpected = true
    }
    index += 1
  }
  guard !unexpected, let reportPath, let directory, !directory.isEmpty else {
    printError("FlexLayoutBench: plot takes a report and a directory: FlexLayoutBench plot REPORT.json --svg DIR")
    return 64
  }
  do {
    let report = try ReportFile.read(reportPath)
    try PlotFiles.prepare(directory)
    let (written, notes) = try PlotFiles.write(report, name: reportPath, into: directory)
    for note in notes { printError("FlexLayoutBench: plot: \(note)") }
    for path in written { print(path) }
    return 0
  } catch {
    printError("FlexLayoutBench: plot: \(error)")
    return 1
  }
}
