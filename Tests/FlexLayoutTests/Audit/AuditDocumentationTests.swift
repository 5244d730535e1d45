import FlexLayout
import FlexLayoutTesting
import Testing

/// The worked example of Docs/Audits.md, "In a test", with the numbers the page quotes.
@Suite("Audit documentation")
struct AuditDocumentationTests {
  @Test("Docs/Audits.md's example: 24 target-size findings for the flag, 4 word-overflows of the squeezed time")
  func workedExample() throws {
    let screen: Node = .hstack([
      .text("Re: layout engine benchmarks", charWidth: 7, lineLimit: 1).audit(allow: [.textTruncated]).id("subject"),
      .spacer(),
      .text("09:41", charWidth: 7).id("time"),
      Node.fixed(width: 28, height: 28).role(.button).id("flag"),
    ]).padding(12)
    let report = try LayoutAudit.run(screen, matrix: AuditMatrix(from: 320, to: 1024))
    #expect(report.configurations == 16_920 && report.findings.count == 28)
    let flags = report.findings.filter { $0.check == "target-size" }
    #expect(flags.count == 24 && flags.allSatisfy { $0.id == "flag" && $0.from == 320 && $0.to == 1024 })
    #expect(flags.first?.amount == 16)
    let squeezed = report.findings.filter { $0.check == "word-overflow" }
    #expect(squeezed.map(\.id) == ["time", "time", "time", "time"])
    #expect(Set(squeezed.map(\.dynamicTypeSize)) == [.accessibility4, .accessibility5])
    #expect(Set(squeezed.map(\.to)) == [330.2939453125, 367.3525390625])
    let text = report.text()
    #expect(text.hasSuffix("28 findings (28 new) in 16920 configurations (16960 layouts)\n"), "\(text.suffix(80))")
    #expect(
      text.contains(
        "target-size \"flag\" at xSmall, left to right, unspecified height: widths 320–1024: is 28 × 28 pt, "
          + "below 44 pt by 16 points"))
  }
}
