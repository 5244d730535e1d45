// `--request FILE`: the user's own tree as a workload, so a renderer author can see what their screen costs
// across a resize sweep with every measurement the built-in workloads get.
import FlexLayout
import FlexLayoutFormat
import Foundation

/// A format-1 request read as a benchmark workload.
struct RequestWorkload {
  var workload: Workload
  var proposal: ProposedSize
  var environment: LayoutEnvironment

  /// Reads and decodes the request at `path` (errors name the file and the JSON Pointer of each problem).
  static func load(_ path: String) throws(UsageError) -> RequestWorkload {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw UsageError(description: "cannot read \(path): \(error.localizedDescription)")
    }
    let request: LayoutRequest
    do {
      request = try LayoutRequest(json: bytes)
    } catch {
      throw UsageError(
        description: "\(path) is not a layout request:\n" + error.issues.map { "  \($0)" }.joined(separator: "\n"))
    }
    let root = request.root
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let workload = Workload(
      name: name, id: nil, summary: "the request \(path) (\(grouped(root.count)) nodes)", mode: .sweep,
      build: { root })
    return RequestWorkload(workload: workload, proposal: request.proposal, environment: request.environment)
  }
}
