// FlexLayoutBench --audit: the layout audit of issue 26 beside a bare sweep of the same configurations.
import Dispatch
import FlexLayout
import FlexLayoutTesting
import Foundation
import Synchronization

/// One `--audit` workload: a built-in example, audited over the default matrix (320…1440 at 1 pt, its own height,
/// all 12 Dynamic Type sizes, both directions: 26,904 configurations).
struct AuditWorkload {
  var name: String
  var root: Node
  var matrix: AuditMatrix

  /// `audit-inbox`, … one per built-in example.
  static let all: [AuditWorkload] = Examples.all.map { example in
    AuditWorkload(
      name: "audit-\(example.name)", root: example.root, matrix: AuditMatrix(heights: [example.proposal.height]))
  }

  static func select(_ names: [String]) throws -> [AuditWorkload] {
    if names.isEmpty { return all }
    return try names.flatMap { $0.split(separator: ",").map(String.init) }.map { name in
      guard let workload = all.first(where: { $0.name == name || $0.name == "audit-\(name)" }) else {
        throw UsageError(description: "unknown audit workload '\(name)' (\(all.map(\.name).joined(separator: ", ")))")
      }
      return workload
    }
  }
}

/// What one audit workload measured.
struct AuditResult {
  var name: String
  var nodes: Int
  var configurations: Int
  var layouts: Int
  var findings: Int
  /// Seconds: the audit, and a bare sweep of the same configurations (warm engines, the same threads, text lines
  /// reported as the audit asks), medians and ranges over the repeats.
  var audit: [Double]
  var bare: [Double]
  var threads: Int

  var auditMedian: Double { audit.sorted()[audit.count / 2] }
  var bareMedian: Double { bare.sorted()[bare.count / 2] }
}

enum AuditBench {
  /// The bare sweep: every configuration of `matrix` laid out once, each stream (height, size, direction,
  /// scale) by one warm engine, streams spread over `threads` threads as the audit spreads them.
  static func bareSweep(_ tree: LayoutTree, _ matrix: AuditMatrix, threads: Int) {
    var streams: [LayoutEnvironment] = []
    var heights: [Double?] = []
    for height in matrix.heights {
      for scale in matrix.displayScales {
        for size in matrix.dynamicTypeSizes {
          for direction in matrix.layoutDirections {
            streams.append(
              LayoutEnvironment(
                displayScale: scale, dynamicTypeSize: size, layoutDirection: direction,
                safeAreaInsets: matrix.safeAreaInsets))
            heights.append(height)
          }
        }
      }
    }
    let next = Atomic<Int>(0)
    let (environments, windowHeights) = (streams, heights)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while true {
        let stream = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard stream < environments.count else { return }
        let engine = LayoutEngine(tree)
        engine.reportsTextLines = true
        for width in 0..<matrix.widthCount {
          _ = try? engine.layout(
            proposal: ProposedSize(width: matrix.width(width), height: windowHeights[stream]),
            environment: environments[stream])
        }
      }
    }
  }

  static func run(_ workload: AuditWorkload, threads: Int, repeats: Int) -> AuditResult {
    let tree = try! LayoutTree(workload.root)
    let options = AuditOptions(threads: threads)
    var report = try! LayoutAudit.run(workload.root, matrix: workload.matrix, options: options)  // warm-up
    var audit: [Double] = []
    var bare: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repeats {
      // Interleaved, so that both see the same machine.
      audit.append(
        seconds(
          clock.measure { report = try! LayoutAudit.run(workload.root, matrix: workload.matrix, options: options) }))
      bare.append(seconds(clock.measure { bareSweep(tree, workload.matrix, threads: threads) }))
    }
    return AuditResult(
      name: workload.name, nodes: tree.count, configurations: report.configurations, layouts: report.layouts,
      findings: report.findings.count, audit: audit, bare: bare, threads: threads)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func table(_ results: [AuditResult]) -> String {
    var out = "# FlexLayoutBench --audit (issue 26: the layout audit)\n\n"
    if SystemInfo.isDebug {
      out += "**WARNING: DEBUG BUILD. Run `swift build -c release --product FlexLayoutBench`.**\n\n"
    }
    out += "- FlexLayout: \(FlexLayoutVersion.string); \(SystemInfo.toolchain); \(SystemInfo.configuration)\n"
    out += "- machine: \(SystemInfo.machine), \(SystemInfo.activeCores) active cores"
    out += SystemInfo.cpuModel.map { " (\($0))\n" } ?? "\n"
    out += "- matrix: 320…1440 at 1 pt, the example's height, 12 Dynamic Type sizes, both directions; "
    out +=
      "threads \(results.first?.threads ?? 0); medians (min – max) over the repeats, audit and bare sweep interleaved\n\n"
    out += Report.markdown(
      [
        "workload", "nodes", "configurations", "layouts", "findings", "audit s", "bare sweep s", "audit / bare",
        "µs per configuration",
      ],
      results.map { r in
        [
          r.name, "\(r.nodes)", "\(r.configurations)", "\(r.layouts)", "\(r.findings)",
          "\(format(r.auditMedian)) (\(format(r.audit.min()!)) – \(format(r.audit.max()!)))",
          "\(format(r.bareMedian)) (\(format(r.bare.min()!)) – \(format(r.bare.max()!)))",
          String(format: "%.2f×", r.auditMedian / r.bareMedian),
          String(format: "%.1f", r.auditMedian / Double(r.configurations) * 1e6),
        ]
      })
    return out
  }

  static func json(_ results: [AuditResult]) -> String {
    let entries = results.map { r in
      "    {\"workload\": \"\(r.name)\", \"nodes\": \(r.nodes), \"configurations\": \(r.configurations), "
        + "\"layouts\": \(r.layouts), \"findings\": \(r.findings), \"threads\": \(r.threads), "
        + "\"auditSeconds\": [\(r.audit.map { String($0) }.joined(separator: ", "))], "
        + "\"bareSweepSeconds\": [\(r.bare.map { String($0) }.joined(separator: ", "))]}"
    }
    return "{\n  \"audit\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}

func auditMain(_ options: Options) -> Int32 {
  let workloads: [AuditWorkload]
  do {
    workloads = try AuditWorkload.select(options.workloads)
  } catch {
    printError("FlexLayoutBench: \(error)")
    return 64
  }
  let results = workloads.map { AuditBench.run($0, threads: options.threads, repeats: options.repeats ?? 5) }
  let json = AuditBench.json(results)
  print(options.json ? json : AuditBench.table(results), terminator: "")
  return writeJSONFile(json, options) ? 0 : 1
}
