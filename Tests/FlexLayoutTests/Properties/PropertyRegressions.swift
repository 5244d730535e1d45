import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Minimal cases the properties found, kept as fixed tests so they stay fixed whatever the generator draws next.
  ///
  /// Each names the property that found it.
  @Suite struct PropertyRegressions {
    /// Both solvers agree on `root` at `proposal`, and every frame is well formed.
    func expectAgreement(
      _ root: Node, _ proposal: ProposedSize, _ environment: LayoutEnvironment = .standard,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let engine = Solver.engine.layout(root, proposal, environment)
      let reference = Solver.reference.layout(root, proposal, environment)
      if let difference = engine.difference(from: reference) {
        Issue.record("engine vs reference: \(difference)", sourceLocation: sourceLocation)
      }
      for outcome in [engine, reference] {
        if let result = outcome.result, let problem = Checks.wellFormed(result, nodeCount: root.count) {
          Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
      }
    }

    @Test("stack at the root (5): a baseline row is never shorter than its child when the guide value is near 10⁵")
    func baselineRowWithFarBaseline() throws {
      // A text 84,135 scaled points below the top of its column: the row's union lost the low bits of the
      // column's 95.3-point height (95.29999999998836) before S19.3's union was computed per child.
      let column = Node.vstack([
        Node.spacer(minLength: 84_135).scaled(.minLength, relativeTo: .headline), .text(wordWidths: [0]),
      ])
      let root = Node.hstack(alignment: .firstTextBaseline, [column.position(x: 0, y: 0).id("child")])
      let environment = LayoutEnvironment(dynamicTypeSize: .accessibility5)
      let proposal = ProposedSize(width: 0, height: 95.3)
      expectAgreement(root, proposal, environment)
      let result = try LayoutEngine(root).layout(proposal: proposal, environment: environment)
      let child = try #require(result["child"])
      #expect(result.size.height >= child.height)
    }

    @Test("engine == reference (2): a grid whose cell reads its container keeps no rows between sizing and placing")
    func gridRowsUnderAChangingContainer() {
      // A grid sized in a custom vstack (whose container is the root's) and placed inside the scroll view (whose
      // container is the scroll's): its container-relative cell answers differently, so row heights kept from
      // sizing would place the cell at the wrong height (8.5 instead of 8).
      let grid = Node.grid(
        [GridColumn(.fixed(0), spacing: 0)], rowSpacing: 0,
        [Node.fixed(width: 0, height: 0).containerRelativeFrame(.vertical)])
      for layout in [Node.vstack([]), Node(.layout(AnyLayout(VStackLayout())))] {
        var root = layout
        root.children = [.fixed(width: 0, height: 0), grid.scroll(.vertical)]
        expectAgreement(root, ProposedSize(width: 0, height: 1))
      }
    }

    @Test("cache transparency: nested vstacks after passes at (0, 0) and (1, 0)")
    func nestedStacksAfterResize() throws {
      let root = Node.vstack([.vstack([.flexible(idealWidth: 0, idealHeight: 0)])])
      let engine = try LayoutEngine(root)
      _ = try engine.layout(proposal: ProposedSize(width: 0, height: 0))
      _ = try engine.layout(proposal: ProposedSize(width: 1, height: 0))
      let warm = Outcome { try engine.layout(proposal: ProposedSize(width: 0, height: 0)) }
      let cold = Solver.engine.layout(root, ProposedSize(width: 0, height: 0), .standard)
      #expect(warm.difference(from: cold) == nil, "\(warm.difference(from: cold) ?? "")")
    }

    @Test("cache transparency: a container-relative frame under a fixed frame after the container changes")
    func containerRelativeAfterContainerChange() throws {
      let root = Node.vstack([Node.fixed(width: 0, height: 0).containerRelativeFrame(.vertical)])
        .frame(width: 0, height: 0)
      let proposal = ProposedSize(width: 613.432952956236, height: 1_175)
      let engine = try LayoutEngine(root)
      _ = try engine.layout(proposal: proposal)
      _ = try engine.layout(proposal: ProposedSize(width: 0, height: 0))
      let warm = Outcome { try engine.layout(proposal: proposal) }
      let cold = Solver.engine.layout(root, proposal, .standard)
      #expect(warm.difference(from: cold) == nil, "\(warm.difference(from: cold) ?? "")")
    }

    @Test("totality: negative spacing whose sum comes out a hair below zero")
    func negativeSpacingRoundsBelowZero() {
      let flexible = Node.flexible(idealWidth: 0, idealHeight: 0)
      let root = Node.hstack(
        spacing: -20.5,
        [
          flexible, .flexible(idealHeight: 0), .flexible(idealWidth: 0, idealHeight: 0), .spacer(minLength: 7.5),
          .fixed(width: 8, height: 0),
        ])
      expectAgreement(root, ProposedSize(width: 0, height: 0))
    }

    @Test("engine == reference: aspectRatio fill under fixedSize proposes infinity")
    func fillUnderFixedSize() {
      let root = Node.vstack([
        Node.flexible(idealWidth: 1, idealHeight: 1).aspectRatio(contentMode: .fill).fixedSize(
          horizontal: true, vertical: false),
        Node.zstack([]).layoutPriority(1),
      ])
      expectAgreement(root, ProposedSize(width: 0, height: 0))
    }

    // The two cases below fail under the current rounding rule (S1.4): edges that are equal in exact
    // arithmetic come out a few ulps apart from different float expressions, straddle a half-pixel
    // boundary, and round a whole pixel apart. They are known issues until the rule changes; when it
    // does, `withKnownIssue` reports that no issue was recorded, and the wrapper should go.

    @Test("pixel rounding: right-to-left siblings that touch keep touching (found at 10,000 cases)")
    func mirroredSiblingsTouch() throws {
      let root = Node.hstack(
        spacing: 0,
        [
          .text(wordWidths: [0, 0, 0], spaceWidth: 1, lineHeight: 0), .flexible(idealWidth: 0, idealHeight: 0),
          .fixed(width: 143.5, height: 0),
        ])
      let environment = LayoutEnvironment(
        displayScale: 1, dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft)
      for solver in Solver.allCases {
        let result = try #require(solver.layout(root, ProposedSize(width: 4_101, height: 0), environment).result)
        let (flexible, fixed) = (result.frames[2], result.frames[3])
        // S1.4 mirrors edges (W − (x + w), W − x) and nudges half pixels: the shared edge stays shared.
        #expect(fixed.maxX == flexible.x, "\(solver): \(fixed) ends where \(flexible) starts")
      }
    }

    @Test("alignment: a bottom-aligned child's bottom edge rounds with its frame's (found at 10,000 cases)")
    func bottomAlignedEdgeRoundsTogether() throws {
      let root = Node.vstack([
        Node.flexible(idealWidth: 0, idealHeight: 0),
        Node.flexible(idealWidth: 0, idealHeight: 139).padding(EdgeInsets(top: 56, leading: 0, bottom: 10, trailing: 0))
          .fixedSize(horizontal: false, vertical: true).frame(minHeight: 76.33333333333333, alignment: .bottomLeading),
        Node.fixed(width: 0, height: 38.5),
      ])
      for solver in Solver.allCases {
        let result = try #require(
          solver.layout(root, ProposedSize(width: 0, height: 132), LayoutEnvironment(displayScale: 1)).result)
        let (frame, child) = (result.frames[2], result.frames[3])
        // Exact bottoms 85.5 and 85.49999999999999: the S1.4 nudge rounds both to 86.
        #expect(child.maxY == frame.maxY, "\(solver): child \(child) in frame \(frame)")
      }
    }
  }
}

extension Properties.PropertyRegressions {
  /// Issue 18 (a 30,000-case soak, seed 0x954bf4d32753f586): the last split column's remainder came out
  /// −3.686287386450715e-17 and was proposed to a measured leaf, which answered a negative height.
  @Test("S0.2, S12.3: a split's last column is never proposed a negative width (issue 18)")
  func splitRemainderNeverNegative() {
    let log = MeasureLog()
    let leaf = TreeSpec.measured(.aspect(idealWidth: 0, ratio: 1))
    let split = TreeSpec(
      .split(
        columns: [
          SplitColumnWidths(min: 0, ideal: nil, max: .infinity, fraction: 1.0),
          SplitColumnWidths(min: 0, ideal: 99.99, max: .infinity, fraction: nil),
        ], dividerWidth: 0.0012298654898046748, collapsedColumn: 0),
      children: [TreeSpec(.fixed(width: 0, height: 0)), leaf])
    let spec = TreeSpec(
      .fixedSize(horizontal: true, vertical: false),
      children: [TreeSpec(.zstack(alignment: .center), children: [split])])
    let proposal = ProposedSize(width: 0, height: 0)
    for solver in Solver.allCases {
      let outcome = solver.layout(spec.node(log: log), proposal, .standard)
      if case .failed(let error) = outcome { Issue.record("\(solver) failed: \(error)") }
      let proposals = log.drain().map(\.proposal)
      #expect(!proposals.isEmpty, "the leaf was measured")
      for proposal in proposals {
        #expect(Properties.ProposalDomainProperty.problem(with: proposal) == nil, "\(solver): \(proposal)")
      }
    }
    expectAgreement(spec.node(), proposal)
  }

  @Test("S0.2, S9.1: an adaptive grid column's cell width is never negative (issue 18)")
  func adaptiveCellWidthNeverNegative() throws {
    // min 1e-300, spacing 0.1, share 0.3: k = floor(0.4 / (1e-300 + 0.1)) = 4, and (0.3 − 3 × 0.1) / 4 is
    // −1.4e-17 unfloored.
    let log = MeasureLog()
    let spec = TreeSpec(
      .grid(columns: [.adaptive(min: 1e-300, spacing: 0.1)], rowSpacing: 0),
      children: [TreeSpec.measured(.aspect(idealWidth: 0, ratio: 1))])
    let proposal = ProposedSize(width: 0.3, height: nil)
    for solver in Solver.allCases {
      let outcome = solver.layout(spec.node(log: log), proposal, .standard)
      if case .failed(let error) = outcome { Issue.record("\(solver) failed: \(error)") }
      for entry in log.drain() {
        #expect(Properties.ProposalDomainProperty.problem(with: entry.proposal) == nil, "\(solver): \(entry.proposal)")
      }
    }
    let result = try LayoutEngine(spec.node()).layout(proposal: proposal)
    guard case .widths(let widths)? = result.selections[NodeID(0)] else {
      Issue.record("the grid reports its widths")
      return
    }
    #expect(widths.count == 4 && widths.allSatisfy { $0 == 0 && $0.sign == .plus }, "\(widths)")
    expectAgreement(spec.node(), proposal)
  }
}

extension Properties.PropertyRegressions {
  /// Issue 25, property 18 at 3,000 cases with the default base seed (case 1796): an alignment guide that reads
  /// a flexible child's last baseline under an infinite height proposal had the value ∞; the stack's union
  /// `max(length + (G − value))` became `0 + (∞ − ∞)`, and the shipped `VStackLayout` answered −∞ wide where the
  /// built-in stacks hid the same garbage behind their parent. A data-form guide value that is not finite is no
  /// explicit value (S19.4).
  @Test("seed 0x5441a186b2d1d25c: an alignment guide whose value is infinite aligns by the plain rule (S19.4)")
  func seed0x5441a186b2d1d25c() throws {
    let guided = Node.flexible(minWidth: 0, idealWidth: 0, minHeight: 0, idealHeight: 0)
      .alignmentGuide(.leading, .guide(.vertical(.lastTextBaseline)))
    let builtIn = Node.vstack(alignment: .center, [Node.vstack(alignment: .leading, [guided]).id("inner")])
    let custom = Node.vstack(
      alignment: .center,
      [Node(.layout(TestLayouts.make("vstackLayout", ["alignment": "leading"])), children: [guided]).id("inner")])
    let zero = ProposedSize(width: 0, height: 0)
    expectAgreement(builtIn, zero)
    for solver in Solver.allCases {
      let expected = solver.layout(builtIn, zero, .standard)
      let got = solver.layout(custom, zero, .standard)
      #expect(got.difference(from: expected) == nil, "\(solver): \(got.difference(from: expected) ?? "")")
    }
    // Probed at (0, ∞) the inner stack is 0 wide (the plain rule), not −∞ or NaN.
    for solver in Solver.allCases {
      let alone = solver.layout(
        Node.vstack(alignment: .leading, [guided]).frame(height: 10), ProposedSize(width: 0, height: nil), .standard)
      let result = try #require(alone.result, "\(solver)")
      #expect(result.frames.allSatisfy { $0.width == 0 && $0.x == 0 }, "\(solver): \(result.frames)")
    }
  }

  /// Issue 25, property "custom layouts warm equals cold" in a release soak (`FLEXLAYOUT_BASE_SEED=96304903`,
  /// case 1713 of 5000): the equal-width row's cache (its children's ideal widths) was made once per pass, under
  /// whichever container was in effect at its first call. Its child reads the container, which differs between
  /// sizing the scroll from outside and placing its content, so a warm pass (whose sizing came from the caches)
  /// made the cache under the scroll's container and a cold one under the root's. A layout cache is now made
  /// again when the container differs (S20.4).
  @Test("seed 0x860f3c1e5a7d3354: a custom layout's cache is made again when its container changes (S20.4)")
  func seed0x860f3c1e5a7d3354() throws {
    let row = Node(
      .layout(AnyLayout(EqualWidthRow(spacing: 4), name: EqualWidthRow.name)),
      children: [Node.fixed(width: 0, height: 0).containerRelativeFrame(.horizontal)])
    let root = Node(.layout(TestLayouts.make("hstackLayout", ["alignment": "bottom"])), children: [row.scroll([])])
    let warm = try LayoutEngine(root)
    for width in [320.0, 200, 320, 1440, 0, 200] {
      let proposal = ProposedSize(width: width, height: 0)
      let cold = Solver.engine.layout(root, proposal, .standard)
      let again = Outcome { try warm.layout(proposal: proposal) }
      #expect(again.difference(from: cold) == nil, "warm vs cold at \(width): \(again.difference(from: cold) ?? "")")
      expectAgreement(root, proposal)
    }
  }
}

extension Properties.PropertyRegressions {
  /// Issue 25, property 19 in a release soak (`FLEXLAYOUT_BASE_SEED=941218259`, case 18926 of 20000): a fill
  /// aspect ratio inside a vertical scroll under a safe area is infinitely tall. Both solvers refused it, but
  /// the engine's error printed the frame where it noticed (the flexible leaf, placed inside the safe area,
  /// 0 wide) and the reference's the scroll's (2 wide, at the origin), so the audit's findings differed in
  /// their words. The error now names the node the infinity comes from and prints its size (S1.3), the same
  /// in both solvers.
  @Test("seed 0x429e49954b49f0e7: an infinite frame's error is the same words in both solvers (S1.3)")
  func seed0x429e49954b49f0e7() throws {
    let root = Node(
      .scroll(.vertical),
      children: [
        Node(
          .aspectRatio(nil, contentMode: .fill),
          children: [Node.flexible(minWidth: 0, idealWidth: 1, minHeight: 0, idealHeight: 1)])
      ])
    let matrix = AuditMatrix(
      from: 0, to: 60, step: 7, heights: [nil], dynamicTypeSizes: [.large], layoutDirections: [.leftToRight],
      displayScales: [nil], safeAreaInsets: EdgeInsets(top: 3, leading: 2))
    let engine = try LayoutAudit.run(root, matrix: matrix, options: AuditOptions(threads: 3))
    let reference = try LayoutAudit.run(root, matrix: matrix, options: AuditOptions(solver: .reference, threads: 1))
    #expect(engine.findings == reference.findings)
    let messages = Set(engine.findings.filter { $0.check == "layout-error" }.map(\.message))
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.allSatisfy { $0.hasPrefix("frame would be infinite (") && !$0.contains(", ") }, "\(messages)")
  }
}

extension Properties.PropertyRegressions {
  /// Issue 25, property 19 in the next release soak (`FLEXLAYOUT_BASE_SEED=1874124836`, case 10443 of 20000):
  /// a vertical scroll proposed ∞ × ∞ by a fill aspect ratio, under a window's safe area. The scroll's frame
  /// grows under the leading margin (S18.5), so the reference's frame was 3 wide where the scroll answered 1;
  /// the engine printed the answer. An error prints the source's size as laid out, before any growth (S1.3).
  @Test("seed 0x860230a612b35743: an infinite scroll's error prints its size before the safe-area growth (S1.3)")
  func seed0x860230a612b35743() throws {
    let root = Node(
      .aspectRatio(nil, contentMode: .fill), children: [Node.fixed(width: 1, height: 1).scroll(.vertical)])
    var environment = LayoutEnvironment.standard
    environment.safeAreaInsets = EdgeInsets(top: 3, leading: 2)
    for width in [0.0, 20, 60] {
      let proposal = ProposedSize(width: width, height: nil)
      var messages: [String] = []
      for solver in Solver.allCases {
        guard case .failed(let error) = solver.layout(root, proposal, environment) else {
          Issue.record("\(solver) laid out an infinite scroll at \(width)")
          continue
        }
        messages.append("\(error)")
      }
      #expect(Set(messages).count == 1, "\(messages)")
      #expect(messages.allSatisfy { $0.contains("/root/child") && $0.contains("(1.0×inf)") }, "\(messages)")
    }
  }
}

extension Properties.PropertyRegressions {
  /// Found by the soak of 2026-12-05 (base seed 296737836; property 18, case 9815 of 20,000, seed
  /// 0xe94d47750adcf031): the built-in stacks and their reimplementation on the public `Layout` protocol
  /// (`HStackLayout`, `VStackLayout`) disagreed, in both solvers alike. The zero-wide grid column measures the row
  /// at (0, nil); there the column's `aspectRatio(.fill)` turns the nil height into an (∞, ∞) proposal, so the
  /// column is infinitely wide and 9 tall. Built in, its first baseline is its text's (0): a container has guide
  /// values on an axis where its length is finite (S19.1). As a custom layout it had none, because both solvers
  /// merged a custom layout's children's values only when *both* its lengths were finite (S20.6 asks only the
  /// guide's axis); the row fell back to the column's bottom and came out 9 tall against 10.
  @Test("custom layouts (18, S20.6): a custom layout infinitely wide still has its children's vertical guide values")
  func baselineRowInZeroWideGrid() {
    func tree(customLayouts: Bool) -> Node {
      let row: Node.Kind = .hstack(spacing: nil, alignment: .custom("row", default: .firstTextBaseline))
      let column: Node.Kind = .vstack(spacing: nil, alignment: .center)
      let columnChildren: [Node] = [
        .text(wordWidths: [0], spaceWidth: 0, lineHeight: 0),
        Node.flexible(minWidth: 0, idealWidth: 1, minHeight: 0, idealHeight: 1, maxHeight: 1)
          .aspectRatio(contentMode: .fill),
      ]
      return Node(
        .grid(columns: [GridColumn(.fixed(0), spacing: 0, alignment: .center)], rowSpacing: 0),
        children: [
          Self.rowOfColumn(
            row, column, columnChildren,
            then: [Node.flexible(minWidth: 0, idealWidth: 0, minHeight: 0, idealHeight: 1)],
            customLayouts: customLayouts)
        ])
    }
    let environment = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 44))
    let proposal = ProposedSize(width: 0, height: 0)
    for solver in Solver.allCases {
      let builtIn = solver.layout(tree(customLayouts: false), proposal, environment)
      let custom = solver.layout(tree(customLayouts: true), proposal, environment)
      #expect(custom.difference(from: builtIn) == nil, "\(solver)")
      // The row is 10 tall: the column's text baseline (0) lines up with the leaf's bottom (1).
      #expect(builtIn.result?.frames[0].height == 10, "\(solver)")
    }
  }

  /// Session 40's soak, property "custom-layout stacks equal stacks" (`FLEXLAYOUT_BASE_SEED=2667411244`, case 6613
  /// of 20,000, seed 0x6bdf5fdc57187d9a): a vstack proposed no height and placed at its ideal width puts its
  /// text below an aspectRatio fill child that answers ∞ there, so its first baseline came out ∞ while its own
  /// height (9) is finite. A baseline row took `∞ − ∞` into its union (S19.3): the built-in row answered a
  /// height of −∞ silently, the same row as a custom layout failed ("a length must be ≥ 0"). A value that is
  /// not finite is now none (Docs/Semantics.md S19.2), in both solvers and in `dimensions(in:)`.
  @Test("seed 0x6bdf5fdc57187d9a: an explicit value that comes out infinite is none, for built-in and custom rows")
  func seed0x6bdf5fdc57187d9a() throws {
    func tree(customLayouts: Bool) -> Node {
      let columnChildren: [Node] = [
        Node.flexible(minWidth: 0, idealWidth: 1, minHeight: 0, idealHeight: 1).aspectRatio(contentMode: .fill),
        Node(.text(TextLeaf(wordWidths: [0], spaceWidth: 0, lineHeight: 0, baseline: 12))),
      ]
      let row = Self.rowOfColumn(
        .hstack(spacing: nil, alignment: .firstTextBaseline), .vstack(spacing: nil, alignment: .center),
        columnChildren, customLayouts: customLayouts)
      return Node(.aspectRatio(nil, contentMode: .fit), children: [row])
    }
    let proposal = ProposedSize(width: 0, height: 0)
    for solver in Solver.allCases {
      let builtIn = solver.layout(tree(customLayouts: false), proposal, .standard)
      let custom = solver.layout(tree(customLayouts: true), proposal, .standard)
      #expect(custom.result != nil, "\(solver): \(custom)")
      #expect(custom.difference(from: builtIn) == nil, "\(solver)")
      #expect(builtIn.result?.frames.allSatisfy { $0.height.isFinite && $0.height >= 0 } == true, "\(solver)")
    }
    expectAgreement(tree(customLayouts: false), proposal)
  }

  /// A row holding a column (then `rest`), as built-in stacks or as their forms on the public `Layout` protocol
  /// (`TestLayouts.stackLayout(for:)`): the two trees property 18 compares.
  static func rowOfColumn(
    _ row: Node.Kind, _ column: Node.Kind, _ columnChildren: [Node], then rest: [Node] = [], customLayouts: Bool
  ) -> Node {
    func stack(_ kind: Node.Kind) -> Node.Kind { customLayouts ? .layout(TestLayouts.stackLayout(for: kind)!) : kind }
    return Node(stack(row), children: [Node(stack(column), children: columnChildren)] + rest)
  }
}
