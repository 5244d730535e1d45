// `--write-workloads DIR`: the workloads as JSON layout requests, for the CLI and other engines.
import FlexLayout
import FlexLayoutFormat
import Foundation

enum WorkloadFiles {
  /// The workloads written as requests.
  ///
  /// A request holds one proposal: (1000, 900), the middle of the sweep; the harness sweeps the width
  /// from 320 to 1440. Files are named `<id>-<name>.json` (`W1-inbox.json`, `W2-deep12.json`).
  static let written: [Workload] = [Workload.inbox, Workload.deep, Workload.flow, Workload.grid, Workload.flat]
  static let requestWidth = 1000.0

  /// The JSON request for `root` at `proposal`, from FlexLayoutFormat's encoder.
  static func requestJSON(root: Node, proposal: ProposedSize, environment: LayoutEnvironment) -> String {
    FlexLayoutFormat.requestJSON(root: root, proposal: proposal, environment: environment)
  }

  /// Writes each workload's request into `directory` (`selection`, or W1, W2, W3, W3g and W4 when it is
  /// empty), then reads it back and checks it lays out bit-identically to the tree built in code; returns
  /// the exit status.
  static func write(_ selection: [Workload], into directory: String, maxBytes: Int) -> Int32 {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      printError("FlexLayoutBench: cannot create \(directory): \(error)")
      return 1
    }
    var status: Int32 = 0
    let workloads = selection.isEmpty ? written : selection.filter { $0.id != nil }
    for workload in workloads {
      guard let build = workload.build else { continue }
      let id = workload.id?.split(separator: "/").first.map(String.init) ?? "workload"
      let file = "\(id)-\(workload.name).json"
      let path = (directory as NSString).appendingPathComponent(file)
      do {
        let proposal = Sweep.proposal(requestWidth)
        let root = build()
        let json = requestJSON(root: root, proposal: proposal, environment: Sweep.environment)
        let data = Data(json.utf8)
        if maxBytes > 0 && data.count > maxBytes {
          printError(
            "FlexLayoutBench: skipped \(file): \(grouped(data.count)) bytes > \(grouped(maxBytes)); "
              + "write it with --max-bytes 0")
          continue
        }
        try data.write(to: URL(fileURLWithPath: path))
        print("wrote \(path) (\(grouped(data.count)) bytes, \(workload.summary)); \(roundTrip(root, json))")
      } catch {
        printError("FlexLayoutBench: \(file): \(error)")
        status = 1
      }
    }
    return status
  }

  /// Reads `json` back and compares its layout with `root`'s at the request's proposal, bit for bit.
  static func roundTrip(_ root: Node, _ json: String) -> String {
    let request: LayoutRequest
    do {
      request = try LayoutRequest(json: json)
    } catch {
      return "not readable by this build's format reader: \(String("\(error)".prefix(100)))"
    }
    do {
      let original = try LayoutEngine(root).layout(proposal: request.proposal, environment: request.environment)
      let decoded = try LayoutEngine(request.root).layout(proposal: request.proposal, environment: request.environment)
      if let difference = firstBitDifference(original.frames, decoded.frames) {
        return "READ BACK DIFFERENTLY: \(difference)"
      }
      return "read back: identical layout"
    } catch {
      return "layout failed: \(error)"
    }
  }
}
