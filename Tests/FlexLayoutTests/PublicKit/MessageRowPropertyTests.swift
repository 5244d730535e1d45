import FlexLayout
import FlexLayoutTesting
import Testing
import XCTest

// Issue 26's example, written as a user of the FlexLayoutTesting product would: only its public API (no
// @testable), from Swift Testing and from XCTest. Docs/Testing.md, "Property tests of your own components",
// shows both forms.

/// A message row's inputs: what the property draws and the shrinker shrinks.
private struct Row: Sendable {
  var subject: String
  var time: String
  var width: Double
  var size: DynamicTypeSize
}

/// The row: the subject (one line), a spacer and the time label, `id` "time". With `contained` the subject sits
/// in a frame no wider than the space it is offered (`minWidth: 0`), as a truncating label does; without it, the
/// subject is as a renderer measured it (word widths: no characters to break a word at, S2.9), and a word wider
/// than the row pushes the time label out.
private func rowNode(_ row: Row, contained: Bool) -> Node {
  let measured = row.subject.split(separator: " ").map { Double($0.count) * 8 }
  let subject =
    contained
    ? Node.text(row.subject, charWidth: 8, lineLimit: 1) : Node.text(wordWidths: measured, spaceWidth: 8, lineLimit: 1)
  return .hstack([
    contained ? subject.frame(minWidth: 0, alignment: .leading).layoutPriority(-1) : subject,
    .spacer(),
    Node.text(row.time, charWidth: 8).id("time"),
  ])
}

/// `nil` when the time label lies inside the row (the width the row is proposed, to a millionth of a point: the
/// stack's sums may round an ulp past it) and is as wide as it is on its own; otherwise what is wrong.
private func timeLabelVisible(_ row: Row, contained: Bool) -> String? {
  let environment = LayoutEnvironment(dynamicTypeSize: row.size)
  do {
    let result = try LayoutEngine(rowNode(row, contained: contained))
      .layout(proposal: ProposedSize(width: row.width, height: nil), environment: environment)
    let full = try LayoutEngine(Node.text(row.time, charWidth: 8))
      .layout(proposal: .unspecified, environment: environment).size.width
    guard let time = result["time"] else { return "no time label" }
    if time.x < 0 || time.maxX > row.width + 1e-6 { return "time label at \(time), outside the row 0…\(row.width)" }
    if time.width != full { return "time label \(time.width) wide, \(full) on its own" }
    return nil
  } catch {
    return "layout failed: \(error)"
  }
}

/// Rows with subjects of 0–200 characters at widths of 320–1440 points and any Dynamic Type size.
private func drawRow(_ generator: inout Generator) -> Row {
  Row(
    subject: generator.string(length: 0...200), time: generator.random.pick(["9:41", "12:45", "Yesterday"]),
    width: generator.width(in: 320...1440), size: generator.dynamicTypeSize())
}

/// `.large`, then shorter subjects, then narrower widths (never below 320).
private func smallerRows(_ row: Row) -> [Row] {
  Shrinker.candidates(of: row, varying: \.size) { $0 == .large ? [] : [.large] }
    + Shrinker.candidates(of: row, varying: \.subject, by: Shrinker.candidates)
    + Shrinker.candidates(of: row, varying: \.width) { Shrinker.simpler($0, in: 320...1440) }
}

/// Whether the row still fails with the subject's last character removed (it should not: the shrunk subject is
/// as short as failing allows).
private func stillFailsWithoutLastCharacter(_ row: Row) -> Bool {
  var shorter = row
  shorter.subject.removeLast()
  return timeLabelVisible(shorter, contained: false) != nil
}

private func describeRow(_ row: Row) -> String {
  "subject \(row.subject.count) characters \(row.subject.debugDescription), time \(row.time.debugDescription), "
    + "width \(row.width), \(row.size)"
}

@Suite struct MessageRowPropertyTests {
  @Test("for every subject up to 200 characters and every width, the time label stays fully visible")
  func timeLabelStaysVisible() {
    let failure = PropertyCheck.run(
      name: "message row: time label visible", filter: "MessageRowPropertyTests", generate: drawRow,
      shrink: smallerRows, describe: describeRow
    ) { row in
      timeLabelVisible(row, contained: true)
    }
    #expect(failure == nil, "\(failure?.report ?? "")")
  }

  @Test("a subject that is not contained pushes the time label out: the runner shrinks it and names the seed")
  func uncontainedSubjectIsFoundAndShrunk() throws {
    // Pinned seeds and count, so that FLEXLAYOUT_SEED or FLEXLAYOUT_PROPERTY_CASES set for another test leave
    // this one alone.
    let failure = try #require(
      PropertyCheck.run(
        name: "message row: time label visible (uncontained)", cases: 200, seed: nil,
        baseSeed: PropertyConfig.defaultBaseSeed, filter: "MessageRowPropertyTests", generate: drawRow,
        shrink: smallerRows, describe: describeRow
      ) { row in
        timeLabelVisible(row, contained: false)
      })
    let (original, shrunk) = (failure.originalCase, failure.shrunkCase)
    #expect(
      shrunk.subject.count < original.subject.count
        || (shrunk.subject.count == original.subject.count && shrunk.width < original.width))
    #expect(failure.shrinkSteps > 0)
    // The minimal case is one word just too wide for the narrowest row: no space left in it, at 320 points.
    #expect(!shrunk.subject.contains(" ") && shrunk.width == 320)
    #expect(!stillFailsWithoutLastCharacter(shrunk))
    #expect(timeLabelVisible(shrunk, contained: false) == failure.shrunkMessage)
    #expect(timeLabelVisible(shrunk, contained: true) == nil)

    let seed = PropertyConfig.format(failure.seed)
    #expect(failure.replay == "FLEXLAYOUT_SEED=\(seed) swift test --filter MessageRowPropertyTests")
    #expect(failure.report.contains("seed \(seed)"))
    #expect(failure.report.contains(failure.replay))
    #expect(failure.report.contains(describeRow(shrunk)))

    // The seed names the case: a run of that one seed fails on the same case.
    let again = PropertyCheck.run(
      name: "message row: time label visible (uncontained)", seed: failure.seed, generate: drawRow,
      property: { timeLabelVisible($0, contained: false) })
    #expect(again?.originalCase.subject == original.subject && again?.originalCase.width == original.width)
    #expect(again?.caseCount == 1 && again?.caseIndex == 0)
  }
}

/// The same property from XCTest.
final class MessageRowXCTests: XCTestCase {
  func testTimeLabelStaysVisible() {
    let failure = PropertyCheck.run(
      name: "message row: time label visible (XCTest)", filter: "MessageRowXCTests", generate: drawRow,
      shrink: smallerRows, describe: describeRow
    ) { row in
      timeLabelVisible(row, contained: true)
    }
    if let failure { XCTFail(failure.report) }
  }
}
