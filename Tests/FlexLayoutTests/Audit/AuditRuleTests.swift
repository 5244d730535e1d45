import FlexLayout
import FlexLayoutTesting
import Testing

/// The checks of Docs/Audits.md, one rule each: a minimal defective screen reported with its exact interval, and
/// its fixed twin not reported. Every screen is also audited with the reference solver and on one and three
/// threads, which must give the same findings.
@Suite("Audit rules")
struct AuditRuleTests {
  /// The 1/1024-pt grid edges are refined to.
  static let unit = 1.0 / 1024

  /// Audits `screen` over `matrix` with `checks`; expects identical findings from the reference solver and on
  /// other thread counts, and returns them.
  static func audit(
    _ screen: Node, _ matrix: AuditMatrix, _ checks: Set<AuditCheck>, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [AuditFinding] {
    let engine = try LayoutAudit.run(screen, matrix: matrix, options: AuditOptions(checks: checks, threads: 2))
    let reference = try LayoutAudit.run(
      screen, matrix: matrix, options: AuditOptions(checks: checks, solver: .reference, threads: 1))
    let three = try LayoutAudit.run(screen, matrix: matrix, options: AuditOptions(checks: checks, threads: 3))
    #expect(engine.findings == reference.findings, "engine vs reference", sourceLocation: sourceLocation)
    #expect(engine.findings == three.findings, "2 threads vs 3", sourceLocation: sourceLocation)
    return engine.findings
  }

  static func matrix(_ from: Double, _ to: Double, sizes: [DynamicTypeSize] = [.large], height: Double? = nil)
    -> AuditMatrix
  {
    AuditMatrix(from: from, to: to, heights: [height], dynamicTypeSizes: sizes, layoutDirections: [.leftToRight])
  }

  @Test("text-truncated: a one-line text whose words need two lines below their joined width")
  func textTruncated() throws {
    // "aaaa bbbb" at 10 pt a character: 90 pt on one line.
    let text = Node.text("aaaa bbbb", charWidth: 10, lineLimit: 1).id("t")
    let findings = try Self.audit(text, Self.matrix(50, 120), [.textTruncated])
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.check == "text-truncated" && finding.id == "t")
    #expect(finding.from == 50 && finding.to == 90 - Self.unit, "\(finding.from)…\(finding.to)")
    #expect(finding.amount == 1 && finding.unit == "lines")
    let twin = Node.text("aaaa bbbb", charWidth: 10, lineLimit: 2)
    #expect(try Self.audit(twin, Self.matrix(50, 120), [.textTruncated]).isEmpty)
  }

  @Test("text-truncated: a height proposal that holds fewer lines than the text needs")
  func textTruncatedByHeight() throws {
    let text = Node.text("aaaa bbbb", charWidth: 10, lineHeight: 20).id("t")
    let findings = try Self.audit(text, Self.matrix(50, 120, height: 30), [.textTruncated])
    #expect(findings.map(\.to) == [90 - Self.unit])
    #expect(try Self.audit(text, Self.matrix(50, 120, height: 40), [.textTruncated]).isEmpty)
  }

  @Test("word-overflow: a word wider than the width proposed to it")
  func wordOverflow() throws {
    // A word measured by a renderer (the words form) has no characters to break at (S2.9), so it sticks out.
    let word = Node.text(wordWidths: [100], spaceWidth: 10).id("word")
    let findings = try Self.audit(word, Self.matrix(50, 150), [.wordOverflow])
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.from == 50 && finding.to == 100 - Self.unit)
    #expect(finding.amount == 50, "the widest overflow, at 50 pt: 100 − 50")
    #expect(try Self.audit(word, Self.matrix(100, 150), [.wordOverflow]).isEmpty)
  }

  @Test("word-broken: a string's word wider than its line, cut between characters on a kept line (S2.9)")
  func wordBroken() throws {
    // "abcdef" is 60 wide: below 60 it breaks, and no line is wider than the width (no word-overflow).
    let word = Node.text("abcdef", charWidth: 10).id("word")
    let checks: Set<AuditCheck> = [.wordBroken, .wordOverflow]
    let findings = try Self.audit(word, Self.matrix(20, 100), checks)
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.check == "word-broken", "\(findings)")
    #expect(finding.from == 20 && finding.to == 60 - Self.unit && finding.amount == 1 && finding.unit == "words")
    // Two long words, each broken; a line limit of 1 keeps only the first word's first piece.
    let two = Node.text("abcdef ghijkl", charWidth: 10)
    #expect(try Self.audit(two, Self.matrix(30, 30), [.wordBroken]).first?.amount == 2)
    let limited = Node.text("abcdef ghijkl", charWidth: 10, lineLimit: 1)
    #expect(try Self.audit(limited, Self.matrix(30, 30), [.wordBroken]).first?.amount == 1)
    // The words form has no characters: its long word overflows instead.
    let measured = Node.text(wordWidths: [60], spaceWidth: 10)
    #expect(try Self.audit(measured, Self.matrix(20, 100), checks).map(\.check) == ["word-overflow"])
  }

  @Test("outside-parent: a child wider than its fixed frame, exempt under an offset or as a background's content")
  func outsideParent() throws {
    let screen = Node.fixed(width: 150, height: 20).id("wide").frame(width: 100, height: 20)
    let findings = try Self.audit(screen, Self.matrix(300, 320), [.outsideParent])
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.id == "wide" && finding.amount == 25)
    #expect(finding.from == 300 && finding.to == 320)
    let twin = Node.fixed(width: 100, height: 20).frame(width: 100, height: 20)
    #expect(try Self.audit(twin, Self.matrix(300, 320), [.outsideParent]).isEmpty)
    // On purpose: moved by an offset, or a background larger than its primary.
    let moved = Node.fixed(width: 50, height: 20).offset(x: 80).frame(width: 100, height: 20)
    let glow = Node.fixed(width: 50, height: 20).background(.fixed(width: 80, height: 40))
    for exempt in [moved, glow] {
      #expect(try Self.audit(exempt, Self.matrix(300, 320), [.outsideParent]).isEmpty)
    }
  }

  @Test("a hidden node's whole subtree draws nothing (S16.3): none of its leaves is reported")
  func hiddenSubtreeIsNotDrawn() throws {
    // The leaf is the hidden node's great-grandchild: it inherits the mark through two nodes.
    let wide = Node.hstack([Node.fixed(width: 150, height: 20).id("wide")]).frame(width: 100, height: 20)
    #expect(try Self.audit(wide, Self.matrix(300, 320), [.outsideParent]).map(\.id) == ["wide"])
    #expect(try Self.audit(wide.hidden(), Self.matrix(300, 320), [.outsideParent]).isEmpty)
  }

  @Test("outside-parent and outside-window (S16.5): only what a clipped ancestor lets be drawn can stick out")
  func clippedContentIsNotOutside() throws {
    // Clipped to the frame, the 150-wide leaf draws only inside it.
    let clipped = Node.fixed(width: 150, height: 20).id("wide").frame(width: 100, height: 20).clipped()
    #expect(try Self.audit(clipped, Self.matrix(300, 320), [.outsideParent]).isEmpty)
    // Clipped to a wider frame, what sticks out of the inner frame is still drawn, and reported, by what shows:
    // the leaf is 150 wide, centred in a 100-wide frame (25 out each side), cut to a 120-wide clip (10 out).
    let partly = Node.fixed(width: 150, height: 20).id("wide").frame(width: 100, height: 20)
      .frame(width: 120, height: 20).clipped()
    let finding = try #require(try Self.audit(partly, Self.matrix(300, 320), [.outsideParent]).first)
    #expect(finding.id == "wide" && finding.amount == 10)
    // A row wider than the window, clipped to a window-wide frame: nothing needs horizontal scrolling.
    let row = Node.hstack(spacing: 0, [Node.fixed(width: 400, height: 20).id("long")])
    let window = Self.matrix(320, 330)
    let unclipped = try Self.audit(row.frame(width: 320, height: 20), window, [.outsideWindow])
    #expect(unclipped.map(\.id) == ["long"])
    #expect(try Self.audit(row.frame(width: 320, height: 20).clipped(), window, [.outsideWindow]).isEmpty)
  }

  @Test("outside-window: content wider than the window, the other leaf right to left; exempt in a horizontal scroll")
  func outsideWindow() throws {
    let row = Node.hstack(spacing: 0, [.fixed(width: 300, height: 10).id("a"), .fixed(width: 100, height: 10).id("b")])
    var matrix = Self.matrix(350, 450)
    matrix.layoutDirections = [.leftToRight, .rightToLeft]
    let findings = try Self.audit(row, matrix, [.outsideWindow])
    #expect(findings.count == 2)
    // Left to right the trailing leaf overflows; right to left (mirrored about the root's 400 pt) the other.
    #expect(findings.map(\.id) == ["a", "b"])
    #expect(findings.map(\.layoutDirection) == [.rightToLeft, .leftToRight])
    for finding in findings {
      #expect(finding.from == 350 && finding.to == 400 - Self.unit && finding.amount == 50)
    }
    #expect(try Self.audit(row.scroll(.horizontal), matrix, [.outsideWindow]).isEmpty)
  }

  @Test("overlap: a frame smaller than its child in a stack; not in a zstack")
  func overlap() throws {
    let first = Node.fixed(width: 100, height: 10).id("big").frame(width: 50, height: 10)
    let second = Node.fixed(width: 50, height: 10).id("next")
    let findings = try Self.audit(.hstack(spacing: 0, [first, second]), Self.matrix(200, 210), [.overlap])
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.nodes.map(\.id) == ["big", "next"])
    #expect(finding.amount == 250, "25 × 10 square points")
    #expect(try Self.audit(.zstack([first, second]), Self.matrix(200, 210), [.overlap]).isEmpty)
    #expect(
      try Self.audit(.hstack(spacing: 0, [.fixed(width: 50, height: 10), second]), Self.matrix(200, 210), [.overlap])
        .isEmpty)
  }

  @Test("unsafe-area: a text moved into the top inset, not when the window has no inset or the text is placed inside")
  func unsafeArea() throws {
    var matrix = Self.matrix(300, 310, height: 600)
    matrix.safeAreaInsets = EdgeInsets(top: 20)
    let moved = Node.vstack([Node.text("hi", charWidth: 10).id("t").offset(y: -30), .spacer()])
    let findings = try Self.audit(moved, matrix, [.unsafeArea])
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.id == "t")
    // At y −10…7: the 7 pt inside the window lie above the 20-pt inset, 20 pt wide.
    #expect(finding.amount == 20 * 7, "\(finding.amount)")
    let placed = Node.vstack([Node.text("hi", charWidth: 10).offset(y: 0), .spacer()])
    #expect(try Self.audit(placed, matrix, [.unsafeArea]).isEmpty)
    let escaped = Node.vstack([Node.text("hi", charWidth: 10).offset(y: -30), .spacer()]).ignoresSafeArea()
    #expect(try Self.audit(escaped, matrix, [.unsafeArea]).isEmpty)
  }

  @Test("target-size: a 30-pt button below 44 pt; a 44-pt one passes")
  func targetSize() throws {
    let small = Node.fixed(width: 30, height: 30).role(.button).id("b")
    let finding = try #require(try Self.audit(small, Self.matrix(300, 310), [.targetSize]).first)
    #expect(finding.amount == 14 && finding.from == 300 && finding.to == 310)
    #expect(try Self.audit(.fixed(width: 44, height: 44).role(.button), Self.matrix(300, 310), [.targetSize]).isEmpty)
  }

  @Test("target-spacing: two 20-pt buttons 2 pt apart, and two with one frame; 14 pt apart pass")
  func targetSpacing() throws {
    func row(_ spacing: Double) -> Node {
      .hstack(
        spacing: spacing,
        [
          Node.fixed(width: 20, height: 20).role(.button).id("a"),
          Node.fixed(width: 20, height: 20).role(.button).id("b"),
        ])
    }
    let finding = try #require(try Self.audit(row(2), Self.matrix(300, 310), [.targetSpacing]).first)
    #expect(finding.nodes.map(\.id) == ["a", "b"] && finding.amount == 2, "\(finding.amount)")
    #expect(try Self.audit(row(14), Self.matrix(300, 310), [.targetSpacing]).isEmpty)
    let stacked = Node.zstack([
      Node.fixed(width: 50, height: 50).role(.button).id("x"), Node.fixed(width: 50, height: 50).role(.button).id("y"),
    ])
    let same = try Self.audit(stacked, Self.matrix(300, 310), [.targetSpacing])
    #expect(same.count == 1 && same.first?.message == "have the same frame")
  }

  @Test("flicker: buckets 3 pt apart flicker; 10 pt apart do not")
  func flicker() throws {
    func screen(_ second: Double) -> Node {
      .buckets(
        thresholds: [400, second],
        [.fixed(width: 10, height: 10), .fixed(width: 20, height: 10), .fixed(width: 30, height: 10)]
      ).id("sizes")
    }
    let findings = try Self.audit(screen(403), Self.matrix(390, 420), [.flicker])
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.id == "sizes")
    #expect(finding.from == 400 && finding.to == 403 - Self.unit && finding.amount == 3)
    #expect(try Self.audit(screen(410), Self.matrix(390, 420), [.flicker]).isEmpty)
  }

  @Test("layout-jump: a footer pushed up a hundred points when a column becomes a row shifts 0.125 of the window")
  func layoutJump() throws {
    func screen(_ side: Double) -> Node {
      func leaves() -> [Node] { [.fixed(width: side, height: side / 2), .fixed(width: side, height: side / 2)] }
      return .vstack(
        spacing: 0,
        [
          .viewThatFits(in: .horizontal, [.hstack(spacing: 0, leaves()), .vstack(spacing: 0, leaves())]),
          Node.fixed(width: 2 * side, height: side / 2).id("footer"),
        ])
    }
    // Below 400 the column (200 × 200) puts the footer at y 200; from 400 the row (400 × 100) at y 100. The
    // leaves of the two stacks are different nodes: only the footer is laid out on both sides.
    let findings = try Self.audit(screen(200), Self.matrix(380, 420, height: 400), [.layoutJump])
    let finding = try #require(findings.first)
    #expect(findings.count == 1 && finding.from == 400 && finding.to == 400)
    #expect(finding.nodes.map(\.id) == ["footer"], "the leaf that moves")
    // Impact: before and after, 400 × 200 of the 400 × 400 window (0.5); distance 100 / 400.
    #expect(finding.amount == 0.125, "\(finding.amount)")
    #expect(try Self.audit(screen(20), Self.matrix(30, 60, height: 400), [.layoutJump]).isEmpty)
  }

  @Test("min-width: a flexible panel that wants 300 pt, visible narrower")
  func minWidth() throws {
    let panel = Node.flexible(idealWidth: 100, idealHeight: 10).audit(minWidth: 300).id("panel")
    let finding = try #require(try Self.audit(panel, Self.matrix(250, 350), [.minWidth]).first)
    #expect(finding.from == 250 && finding.to == 300 - Self.unit, "\(finding.to)")
    #expect(finding.amount == 50)
    #expect(try Self.audit(panel, Self.matrix(300, 350), [.minWidth]).isEmpty)
  }

  @Test("breaks-at-text-size: a one-line label in 100 pt breaks at accessibility3; in 120 pt only at accessibility4")
  func breaksAtTextSize() throws {
    func label(_ width: Double) -> Node {
      Node.text("aaaa bbbb", charWidth: 5, lineLimit: 1).id("label").frame(width: width)
    }
    let sizes: [DynamicTypeSize] = [.large, .accessibility1, .accessibility2, .accessibility3, .accessibility4]
    let findings = try Self.audit(label(100), Self.matrix(300, 310, sizes: sizes), [.textTruncated, .breaksAtTextSize])
    let breaks = findings.filter { $0.check == "breaks-at-text-size" }
    #expect(breaks.count == 1 && breaks.first?.dynamicTypeSize == .accessibility3 && breaks.first?.id == "label")
    #expect(breaks.first?.message == "text-truncated appears at accessibility3, passing at large")
    #expect(
      findings.filter { $0.check == "text-truncated" }.map(\.dynamicTypeSize) == [.accessibility3, .accessibility4])
    let wider = try Self.audit(label(120), Self.matrix(300, 310, sizes: sizes), [.textTruncated, .breaksAtTextSize])
    #expect(wider.filter { $0.check == "breaks-at-text-size" }.isEmpty, "first fails at accessibility4, past the limit")
    #expect(wider.filter { $0.check == "text-truncated" }.map(\.dynamicTypeSize) == [.accessibility4])
  }

  @Test("an allow annotation silences its check for the node; a layout error is a finding of its own")
  func allowAndLayoutErrors() throws {
    let clipped = Node.text("aaaa bbbb", charWidth: 10, lineLimit: 1).audit(allow: [.textTruncated])
    #expect(try Self.audit(clipped, Self.matrix(50, 120), [.textTruncated]).isEmpty)
    // A measured leaf whose host function throws fails at every width: one finding over the range.
    struct Unmeasurable: Error {}
    let greedy = Node.measured { _ in throw Unmeasurable() }.id("greedy")
    let findings = try Self.audit(greedy, Self.matrix(300, 320), [])
    let finding = try #require(findings.first)
    #expect(
      findings.count == 1 && finding.check == "layout-error" && finding.from == 300 && finding.to == 320, "\(findings)")
    #expect(finding.id == "greedy", "\(finding)")
  }
}
