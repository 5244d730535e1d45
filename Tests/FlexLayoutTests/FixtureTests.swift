import FlexLayout
import Foundation
import Testing

@testable import FlexLayoutFormat

/// One JSON case file from `Fixtures/cases` (copied from shared/semantics/cases).
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

  /// Whether the file uses the `grid` kind anywhere.
  static func usesGrid(_ document: JSONDocument) -> Bool {
    (0..<document.count).contains { value in
      document.key(of: value) == "kind" && document.string(value) == "grid"
    }
  }
}

/// Every recorded SwiftUI case: decoded in fixture mode, laid out by both solvers (which must agree bit
/// for bit), and compared with the expected frames within the case's tolerance (default 1e-6).
@Suite("Fixtures")
struct FixtureTests {
  @Test func theCasesAreBundled() {
    #expect(FixtureFile.all.count >= 9)
  }

  @Test(arguments: FixtureFile.all)
  func fixture(_ file: FixtureFile) throws {
    let bytes = [UInt8](try Data(contentsOf: file.url))
    let document = try JSONReader.parse(bytes)
    if FixtureFile.usesGrid(document) {
      // grid arrives with the adaptive-containers issue
      do {
        _ = try LayoutFixture(json: bytes)
        Issue.record("\(file.name) uses the grid kind, which format version 1 does not have, yet it decoded")
      } catch {
        let unknownKinds = error.issues.filter { $0.code == .unknownKind }
        #expect(!unknownKinds.isEmpty, "\(error)")
        #expect(unknownKinds.allSatisfy { $0.path.hasSuffix("/kind") && $0.message.contains("\"grid\"") })
        #expect(error.issues.allSatisfy { $0.code == .unknownKind }, "\(error)")
      }
      return
    }

    let fixture = try LayoutFixture(json: bytes)
    let request = fixture.request
    let reference = try ReferenceSolver.layout(
      request.root, proposal: request.proposal, environment: request.environment)
    let engine = try LayoutEngine(request.root)
    let fast = try engine.layout(proposal: request.proposal, environment: request.environment)
    let difference = reference.firstBitDifference(from: fast)
    #expect(difference == nil, "engine vs reference: \(difference ?? "")")

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
