import Testing

@testable import FlexLayout

extension Rules {
  @Suite("Rules: container-relative frames (S13)")
  struct ContainerRelativeRuleTests {
    @Test("S13.2 the count/span formula at several container sizes", arguments: [320.0, 390, 744, 1024, 1366])
    func countSpanFormula(_ width: Double) throws {
      let node = Node.hstack(
        spacing: 0,
        [
          Node.flexible().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("two-thirds"),
          Node.flexible().containerRelativeFrame(.horizontal, count: 4, spacing: 12).id("quarter"),
          Node.flexible().containerRelativeFrame(.horizontal, fraction: 0.25).id("fraction"),
        ])
      let result = try layoutBoth(node, proposal(width, 600))
      #expect(result["two-thirds"]?.width == (width - 10 * 2) / 3 * 2 + 10 * 1)
      #expect(result["quarter"]?.width == (width - 12 * 3) / 4)
      #expect(result["fraction"]?.width == width * 0.25)
      // The height axis is not container-relative: the flexible leaf fills the proposed 600.
      #expect(result["quarter"]?.height == 600)
    }

    @Test("S13.2 worked numbers: halves of 400, two-thirds of 310 with spacing 5")
    func workedNumbers() throws {
      let halves = try layoutBoth(
        Node.flexible().containerRelativeFrame(.horizontal, count: 2).id("half"), proposal(400, 100))
      #expect(halves["half"]?.width == 200)
      let thirds = try layoutBoth(
        Node.flexible().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 5).id("x"), proposal(310, 100))
      #expect(thirds["x"]?.width == 205)  // (310 − 10) / 3 × 2 + 5
    }

    @Test("S13.1 inside a scroll inside a stack, the container is the scroll, not the stack or the root")
    func scrollIsTheContainer() throws {
      let node = Node.hstack(
        spacing: 0,
        [
          .fixed(width: 100, height: 50),
          Node.vstack([Node.flexible().containerRelativeFrame(.horizontal, count: 2).id("half")]).scroll().id("scroll"),
        ])
      let result = try layoutBoth(node, proposal(500, 800))
      // Half of the 400 the stack offers the scroll; the scroll is as wide as that content (S5.6).
      #expect(result["half"]?.width == 200)
      #expect(result["scroll"]?.width == 200)
      // On the scroll axis the scroll's proposal (800) is the container.
      let vertical = Node.vstack([Node.flexible().containerRelativeFrame(.vertical, fraction: 0.5).id("v")])
        .scroll().frame(height: 300)
      #expect(try layoutBoth(vertical, proposal(200, 800))["v"]?.height == 150)
    }

    @Test("S13.1 an unspecified container axis falls back to the outer container, then passes through")
    func unspecifiedContainer() throws {
      let inner = Node.flexible(idealWidth: 33).containerRelativeFrame(.horizontal, fraction: 0.5).id("x")
      // The horizontal scroll is proposed nil width: the root's 600 is the container.
      let nested = Node.vstack([inner]).scroll(.horizontal).frame(width: nil)
      #expect(try layoutBoth(nested, proposal(600, 400))["x"]?.width == 300)
      // The root proposal is nil too: no container, the child's ideal width passes through.
      #expect(try layoutBoth(nested, proposal(nil, 400))["x"]?.width == 33)
    }

    @Test("S13.4 a sweep where only the container changes: warm engine equals the reference at every width")
    func containerOnlySweep() throws {
      // The frame gives the container-relative node the same proposal (200) at every width; only the
      // container (the root proposal) changes. A cache keyed on the proposal alone would go stale.
      let node = Node.zstack([
        .flexible(),
        Node.flexible().containerRelativeFrame(.horizontal, fraction: 0.5).id("x").frame(width: 200),
        Node.grid(
          [.flexible(), .flexible()], [Node.flexible().containerRelativeFrame(.horizontal, count: 5).id("cell")]),
        Node.flow([Node.flexible().containerRelativeFrame(.horizontal, count: 10).id("chip")]),
      ])
      let engine = try LayoutEngine(node)
      for width in Array(stride(from: 320.0, through: 1440, by: 56))
        + Array(stride(from: 1440.0, through: 320, by: -97))
      {
        let warm = try engine.layout(proposal: proposal(width, 900))
        let reference = try ReferenceSolver.layout(node, proposal: proposal(width, 900))
        #expect(warm.firstBitDifference(from: reference) == nil, "width \(width)")
        #expect(warm["x"]?.width == width * 0.5)
        #expect(warm["cell"]?.width == width / 5)
        #expect(warm["chip"]?.width == width / 10)
      }
    }

    @Test("S0.5 invalid container-relative fields are errors naming the field")
    func validation() throws {
      let zero = Node.flexible().containerRelativeFrame(.horizontal, count: 0)
      #expect(layoutErrorBoth(zero, proposal(100, 100))?.path == "/root/count")
      let negative = Node.hstack([Node.flexible().containerRelativeFrame(.horizontal, fraction: -1)])
      #expect(layoutErrorBoth(negative, proposal(100, 100))?.path == "/root/children/0/fraction")
    }
  }

  @Suite("Rules: scaled lengths (S14)")
  struct ScaledLengthRuleTests {
    @Test("S14.1 a scaled 24-point icon at every Dynamic Type size", arguments: DynamicTypeSize.allCases)
    func scaledIcon(_ size: DynamicTypeSize) throws {
      let node = Node.hstack([
        Node.fixed(width: 24, height: 24).scaled(.width, .height).id("icon"),
        Node.fixed(width: 24, height: 24).scaled(.width, relativeTo: .caption).id("caption"),
        Node.fixed(width: 24, height: 24).id("plain"),
      ]).padding(8).scaled(.leading)
      let result = try layoutBoth(node, proposal(400, 200), LayoutEnvironment(dynamicTypeSize: size))
      let body = TextStyle.body.pointSize(at: size)
      #expect(result["icon"]?.width == (size == .large ? 24 : 24 * body / 17))
      #expect(result["icon"]?.height == result["icon"]?.width)
      let caption = TextStyle.caption.pointSize(at: size)
      #expect(result["caption"]?.width == (size == .large ? 24 : 24 * caption / 12))
      #expect(result["plain"]?.width == 24)
    }

    @Test("S14.1 the engine recompiles for each size and comes back to the same frames")
    func sizeChanges() throws {
      let node = Examples.readableArticle()
      let engine = try LayoutEngine(node)
      let large = try engine.layout(proposal: proposal(800, 900))
      let huge = try engine.layout(
        proposal: proposal(800, 900), environment: LayoutEnvironment(dynamicTypeSize: .accessibility1))
      #expect(huge["article-icon"]?.width == 24.0 * 28 / 17)
      let back = try engine.layout(proposal: proposal(800, 900))
      #expect(back.firstBitDifference(from: large) == nil)
    }

    @Test("S14.2 scaling a length the kind does not have is an error naming it")
    func unknownField() throws {
      let node = Node.hstack([Node.fixed(width: 1, height: 1).scaled(.spacing)])
      #expect(layoutErrorBoth(node, proposal(100, 100))?.path == "/root/children/0/spacing")
    }

    @Test("S14.2 a scaled minimum that passes an unscaled maximum is an error at that size only")
    func scaledPastMaximum() throws {
      let node = Node.flexible(minWidth: 20, maxWidth: 30).scaled(.minWidth)
      _ = try layoutBoth(node, proposal(100, 100))
      let error = layoutErrorBoth(node, proposal(100, 100), LayoutEnvironment(dynamicTypeSize: .accessibility1))
      #expect(error?.path == "/root")
    }
  }
}
