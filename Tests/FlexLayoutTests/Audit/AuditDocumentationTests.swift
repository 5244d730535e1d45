import FlexLayout
import FlexLayoutTesting
import Testing

/// The worked example of Docs/Audits.md, "In a test", with the numbers the page quotes.
@Suite("Audit documentation")
struct AuditDocumentationTests {
  @Test(
    "Docs/Audits.md's example: 24 target-size findings for the flag; the subject gives way, the time keeps its width")
  func workedExample() throws {
    let screen: Node = .hstack([
      .text("Re: layout engine benchmarks", charWidth: 7, lineLimit: 1).audit(allow: [.textTruncated]).id("subject"),
      .spacer(),
      .text("09:41", charWidth: 7).id("time"),
      Node.fixed(width: 28, height: 28).role(.button).id("flag"),
    ]).padding(12)
    let report = try LayoutAudit.run(screen, matrix: AuditMatrix(from: 320, to: 1024))
    #expect(report.configurations == 16_920 && report.findings.count == 24)
    let flags = report.findings.filter { $0.check == "target-size" }
    #expect(flags.count == 24 && flags.allSatisfy { $0.id == "flag" && $0.from == 320 && $0.to == 1024 })
    #expect(flags.first?.amount == 16)
    // S2.9: the subject's long words break between characters, so it gives way at accessibility5 in 320 pt
    // and the time keeps its one line (before character breaking, "benchmarks" held its ground and the time
    // was squeezed below its width).
    let narrowest = try LayoutEngine(screen).layout(
      proposal: ProposedSize(width: 320, height: nil), environment: LayoutEnvironment(dynamicTypeSize: .accessibility5))
    let time = try #require(narrowest["time"])
    #expect(time.height == DynamicTypeSize.accessibility5.scaleText(17), "one line")
    let text = report.text()
    #expect(text.hasSuffix("24 findings (24 new) in 16920 configurations (16920 layouts)\n"), "\(text.suffix(80))")
    #expect(
      text.contains(
        "target-size \"flag\" at xSmall, left to right, unspecified height: widths 320–1024: is 28 × 28 pt, "
          + "below 44 pt by 16 points"))
  }
}
