import FlexLayout
import Synchronization

/// Audits a screen across a matrix of windows (Docs/Audits.md): every width at every height, Dynamic Type size,
/// direction and display scale, with the checks of ``AuditCheck``; returns deterministic, sorted findings, each
/// over the exact closed width interval where it holds.
///
/// ```swift
/// let report = try LayoutAudit.run(screen, matrix: AuditMatrix(from: 320, to: 1024))
/// #expect(report.findings.isEmpty, "\(report.text)")          // Swift Testing
/// XCTAssertTrue(report.findings.isEmpty, report.text)           // XCTest
/// ```
///
/// Each stream (one height, size, direction and scale) is swept by one warm engine; streams run on
/// ``AuditOptions/threads`` threads. Findings are identical with the reference solver and on any number of
/// threads.
public enum LayoutAudit {
  /// Audits `screen` over `matrix` with `options`. `progress`, when given, is called (serially, from the threads
  /// that do the work) with the streams done and their total.
  ///
  /// - Throws: ``AuditError`` for a matrix or option out of range, a matrix over 10⁷ configurations (before any
  ///   work), or a screen that is not a valid tree. A configuration the screen cannot be laid out in is a
  ///   `layout-error` finding, not an error.
  public static func run(
    _ screen: Node, matrix: AuditMatrix = AuditMatrix(), options: AuditOptions = AuditOptions(),
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) throws(AuditError) -> AuditReport {
    if let problem = matrix.problem() ?? options.problem() { throw problem }
    let tree: LayoutTree
    do {
      tree = try LayoutTree(screen)
    } catch {
      throw .invalidScreen(error)
    }
    let facts = AuditScreen(screen)
    var streams: [AuditStreamConfiguration] = []
    for height in matrix.heights {
      for scale in matrix.displayScales {
        for size in matrix.dynamicTypeSizes {
          for direction in matrix.layoutDirections {
            streams.append(
              AuditStreamConfiguration(
                height: height, displayScale: scale, dynamicTypeSize: size, layoutDirection: direction,
                safeAreaInsets: matrix.safeAreaInsets))
          }
        }
      }
    }
    let done = Mutex(0)
    let total = streams.count
    let outputs = WorkerThreads.map(streams.count, threads: options.threads ?? WorkerThreads.activeCores) {
      [streams] index in
      let stream = AuditStream(
        screen: facts, tree: tree, matrix: matrix, options: options, configuration: streams[index])
      let output = stream.run()
      if let progress {
        done.withLock { count in
          count += 1
          progress(count, total)
        }
      }
      return StreamOutput(findings: output.findings, arrangements: output.arrangements, layouts: stream.layouts)
    }
    var findings = outputs.flatMap(\.findings)
    if options.checks.contains(.breaksAtTextSize) {
      findings += TextSizeBreaks.findings(
        from: findings, sizes: matrix.dynamicTypeSizes, limit: options.resolvedTextSizeLimit, allows: facts.allows)
    }
    findings.sort(by: AuditFinding.reportOrder)
    return AuditReport(
      findings: findings, configurations: matrix.configurationCount, layouts: outputs.reduce(0) { $0 + $1.layouts },
      arrangements: outputs.flatMap(\.arrangements), matrix: matrix, options: options)
  }

  /// The JSON Pointer of every node of `root`, by preorder number (`/root`, `/root/children/0`, …): how findings
  /// and snapshots name nodes.
  public static func pointers(of root: Node) -> [String] { AuditScreen(root).pointers }

  private struct StreamOutput: Sendable {
    var findings: [AuditFinding]
    var arrangements: [ArrangementSpan]
    var layouts: Int
  }
}

/// What an audit found, and what it did.
public struct AuditReport: Sendable {
  /// Every finding, sorted (``AuditFinding``).
  public var findings: [AuditFinding]
  /// The configurations sampled (the matrix's).
  public var configurations: Int
  /// The layouts done: every sample, and the refinement of every edge.
  public var layouts: Int
  /// The screen's arrangements, stream by stream in matrix order, each over its width interval.
  public var arrangements: [ArrangementSpan]
  public var matrix: AuditMatrix
  public var options: AuditOptions
}
