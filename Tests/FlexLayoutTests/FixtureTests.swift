import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutFormat

/// One JSON case file from `Fixtures/cases` (the researched semantic cases, kept in the repository).
struct FixtureFile: Sendable, CustomTestStringConvertible {
  let name: String
  let url: URL

  var testDescription: String { name }

  /// Every `*.json` file under `Fixtures/cases`, sorted by name.
  static let all: [FixtureFile] = {
    guard
      let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
        .appendingPathComponent("cases"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      FixtureFile(name: String($0.dropLast(5)), url: directory.appendingPathComponent($0))
    }
  }()
}

/// Every recorded SwiftUI case: decoded in fixture mode, laid out by both solvers (which must agree bit
/// for bit), and compared with the expected frames within the case's tolerance (default 1e-6).
@Suite("Fixtures")
struct FixtureTests {
  @Test func theCasesAreBundled() {
    #expect(FixtureFile.all.count >= 9)
    // Six of them measure LazyVGrid; each names its grid "grid".
    #expect(FixtureFile.all.filter { $0.name.contains("-grid-") }.count >= 6)
  }

  @Test(arguments: FixtureFile.all)
  func fixture(_ file: FixtureFile) throws {
    let bytes = [UInt8](try Data(contentsOf: file.url))
    let fixture = try LayoutFixture(json: bytes)
    let request = fixture.request
    let reference = try ReferenceSolver.layout(
      request.root, proposal: request.proposal, environment: request.environment)
    let engine = try LayoutEngine(request.root)
    let fast = try engine.layout(proposal: request.proposal, environment: request.environment)
    let difference = reference.firstBitDifference(from: fast)
    #expect(difference == nil, "engine vs reference: \(difference ?? "")")

    if file.name.contains("-grid-") {
      guard case .widths(let widths) = reference.selection("grid") else {
        Issue.record("no column widths reported for the grid: \(String(describing: reference.selection("grid")))")
        return
      }
      #expect(!widths.isEmpty && widths.allSatisfy { $0.isFinite && $0 >= 0 })
    }
    #expect(!fixture.expected.isEmpty)
    for expectation in fixture.expected {
      guard let frame = reference[expectation.id] else {
        Issue.record("no frame for id \"\(expectation.id)\"")
        continue
      }
      #expect(!expectation.fields.isEmpty, "\(expectation.id) asserts nothing")
      let mismatches = expectation.mismatches(in: frame, tolerance: fixture.tolerance)
      #expect(
        mismatches.isEmpty,
        "\(mismatches.joined(separator: "; "))\nresult:\n\(resultJSON(reference))")
    }
  }
}
