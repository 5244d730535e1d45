import Dispatch
import Foundation
import Testing

@testable import FlexLayout

/// The thread model: one tree per thread at a time, independent trees in parallel, results are values.
extension Live {
  @Suite("Thread model")
  struct ConcurrencyTests {
    /// A session on one tree: build an example, sweep widths, edit, sweep again; returns every pass's result.
    static func session(_ index: Int) throws -> [LayoutResult] {
      let entry = Examples.all[index % Examples.all.count]
      let tree = LiveTree(root: entry.root)
      var results: [LayoutResult] = []
      let height = entry.proposal.height
      for width in stride(from: 320.0, through: 1280, by: 80) {
        _ = try tree.layout(proposal: ProposedSize(width: width, height: height))
        results.append(try tree.result())
      }
      // Edit every text leaf's words and relayout.
      for node in tree.nodes {
        if case .text(var text) = try tree.kind(of: node) {
          text.wordWidths.append(Double(7 * (index % 5 + 1)))
          try tree.setText(text, of: node)
        }
      }
      for width in stride(from: 1280.0, through: 320, by: -160) {
        _ = try tree.layout(proposal: ProposedSize(width: width, height: height))
        results.append(try tree.result())
      }
      return results
    }

    /// Results gathered from many threads.
    final class Collected: @unchecked Sendable {
      private let lock = NSLock()
      private var results: [Int: Result<[LayoutResult], Error>] = [:]

      func set(_ index: Int, _ result: Result<[LayoutResult], Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
      }

      func get(_ index: Int) -> Result<[LayoutResult], Error>? {
        lock.lock()
        defer { lock.unlock() }
        return results[index]
      }
    }

    @Test("independent trees lay out in parallel with bit-identical results")
    func parallelTrees() throws {
      let sessions = 16
      let sequential = try (0..<sessions).map { try Self.session($0) }
      let collected = Collected()
      DispatchQueue.concurrentPerform(iterations: sessions) { index in
        collected.set(index, Result { try Self.session(index) })
      }
      for index in 0..<sessions {
        let parallel = try #require(collected.get(index)).get()
        #expect(parallel.count == sequential[index].count)
        for (a, b) in zip(parallel, sequential[index]) {
          #expect(a.firstBitDifference(from: b) == nil, "session \(index)")
        }
      }
    }

    @Test("a layout's report is a Sendable value that other tasks read while the tree goes on")
    func resultsCrossTasks() async throws {
      let tree = LiveTree(root: Examples.inbox(messages: 6))
      let layout = try tree.layout(proposal: ProposedSize(width: 1000, height: 700))
      let first = try #require(tree.handle(forID: "three-first-row"))
      let frame = try tree.frame(of: first)
      let laidOut = try tree.laidOutNodes().count
      // Hand the report to another task while this one lays out the tree again.
      let reader = Task.detached { () -> (Size, Int, Bool) in
        (layout.size, layout.changedHandles.count, layout.changedHandles.contains(first))
      }
      let next = try tree.layout(proposal: ProposedSize(width: 500, height: 700))
      let (size, changed, includesFirst) = await reader.value
      #expect(size == Size(width: 1000, height: 700) && next.size == Size(width: 500, height: 700))
      #expect(changed == laidOut && includesFirst, "a first layout reports every laid-out node")
      #expect(laidOut < layout.nodeCount, "the buckets' other layouts are not laid out")
      #expect(try tree.frame(of: first) != frame, "the row moved to the compact list")
    }
  }
}
