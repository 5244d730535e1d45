import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Self-tests of the kit: the generator is portable and seeded, its trees are valid and cover every
  /// node kind, and the shrinker finds minimal cases.
  @Suite struct PropertyKitSelfTests {
    @Test("SplitMix64 matches the reference implementation's outputs")
    func splitMixKnownValues() {
      var generator = SplitMix64(seed: 1_234_567)
      let expected: [UInt64] = [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
      ]
      #expect((0..<5).map { _ in generator.next() } == expected)
    }

    @Test("bounded draws stay in range and hit every value")
    func boundedDraws() {
      var generator = SplitMix64(seed: 7)
      var seen = Set<Int>()
      for _ in 0..<10_000 {
        let value = generator.int(below: 7)
        #expect((0..<7).contains(value))
        seen.insert(value)
        let unit = generator.unit()
        #expect(unit >= 0 && unit < 1)
      }
      #expect(seen.count == 7)
    }

    @Test("seeds parse in decimal and hex, and print as 0x + 16 hex digits")
    func seeds() {
      #expect(PropertyConfig.parseSeed("42") == 42)
      #expect(PropertyConfig.parseSeed("0x2A") == 42)
      #expect(PropertyConfig.parseSeed(PropertyConfig.format(0xDEAD_BEEF)) == 0xDEAD_BEEF)
      #expect(PropertyConfig.format(1) == "0x0000000000000001")
      let seeds = PropertyConfig.caseSeeds(property: "a", count: 3)
      #expect(seeds == PropertyConfig.caseSeeds(property: "a", count: 3))
      if PropertyConfig.seed == nil {
        #expect(seeds != PropertyConfig.caseSeeds(property: "b", count: 3))
      }
    }

    @Test("the same seed generates the same case")
    func reproducible() {
      for seed in [UInt64(1), 2, 0xFFFF_FFFF_FFFF_FFFF] {
        var a = Generator(seed: seed)
        var b = Generator(seed: seed)
        #expect(Cases.any(&a) == Cases.any(&b))
        #expect(a.history(steps: 50, around: .unspecified) == b.history(steps: 50, around: .unspecified))
      }
    }

    @Test("generated trees are valid, reach every node kind, and use awkward values")
    func generatedTreesAreValid() throws {
      var kinds = Set<String>()
      var sawNegativeInset = false
      var sawHuge = false
      var sawThird = false
      var sawNilProposal = false
      var sawInfiniteProposal = false
      var sawScaledLength = false
      var generator = Generator(seed: 99)
      generator.options.safeAreaInsets = true  // every kind, safeAreaInset included
      for _ in 0..<2_000 {
        let value = Cases.any(&generator)
        do {
          try value.tree.node().validate()
        } catch {
          Issue.record("invalid tree (\(error)):\n\(value.description)")
          return
        }
        for entry in FlatTree(value.tree).entries {
          kinds.insert(entry.spec.kind.name)
          sawScaledLength = sawScaledLength || !entry.spec.scaledLengths.isEmpty
          if case .padding(let insets) = entry.spec.kind, insets.top < 0 || insets.leading < 0 {
            sawNegativeInset = true
          }
          if case .fixed(let width, _) = entry.spec.kind {
            sawHuge = sawHuge || width >= 1e5
            sawThird = sawThird || width == 1.0 / 3
          }
        }
        sawNilProposal = sawNilProposal || value.proposal.width == nil || value.proposal.height == nil
        sawInfiniteProposal = sawInfiniteProposal || value.proposal.width == .infinity
      }
      #expect(kinds == Set(NodeKind.allCases.map(\.name)))
      #expect(sawNegativeInset && sawHuge && sawThird && sawNilProposal && sawInfiniteProposal && sawScaledLength)
    }

    @Test("measure models answer valid sizes and scale exactly")
    func measureModels() {
      var generator = Generator(seed: 5)
      for _ in 0..<2_000 {
        let model = generator.measureModel()
        let proposal = generator.proposal()
        let size = model.size(for: proposal)
        for axis in Axis.allCases {
          #expect(!size[axis].isNaN && size[axis] >= 0)
          #expect(size[axis].isFinite || proposal[axis] == .infinity)
        }
        let scaled = model.scaled(by: 4).size(
          for: ProposedSize(width: proposal.width.map { $0 * 4 }, height: proposal.height.map { $0 * 4 }))
        #expect(scaled.width == size.width * 4 && scaled.height == size.height * 4)
      }
    }

    @Test("a 50-step history has 50 proposals, none negative or NaN")
    func histories() {
      var generator = Generator(seed: 11)
      for _ in 0..<200 {
        let history = generator.history(steps: 50, around: generator.proposal())
        #expect(history.count == 50)
        for proposal in history {
          for axis in Axis.allCases {
            if let value = proposal[axis] { #expect(value >= 0 && !value.isNaN) }
          }
        }
      }
    }

    @Test("the shrinker reduces a failing tree to a minimal one")
    func shrinkerFindsMinimalCase() {
      // A made-up property: "no text has a word wider than 50". The minimal failing tree is one text
      // with a single word, whatever tree it started in.
      func wideWord(_ value: LayoutCase) -> String? {
        for entry in FlatTree(value.tree).entries {
          if case .text(let text) = entry.spec.kind, text.wordWidths.contains(where: { $0 > 50 }) {
            return "a text has a word wider than 50"
          }
        }
        return nil
      }
      var generator = Generator(seed: 3)
      var shrunk = 0
      for _ in 0..<300 where shrunk < 12 {
        let value = Cases.any(&generator)
        guard let message = wideWord(value), value.tree.count > 3 else { continue }
        let minimal = Shrinker.shrink(value, message: message, candidates: { $0.shrinkCandidates() }, failure: wideWord)
        #expect(minimal.value.tree.count == 1)
        if case .text(let text) = minimal.value.tree.kind {
          #expect(text.wordWidths.count == 1)
          #expect(text.wordWidths[0] == 51)
        } else {
          Issue.record("shrunk to a non-text leaf:\n\(minimal.value.description)")
        }
        #expect(minimal.value.proposal.width == nil || minimal.value.proposal.width == 0)
        shrunk += 1
      }
      #expect(shrunk > 0)
    }

    @Test("every shrinking candidate is valid and smaller or simpler")
    func shrinkCandidatesAreValid() {
      var generator = Generator(seed: 21)
      for _ in 0..<25 {
        let value = Cases.any(&generator)
        for candidate in value.shrinkCandidates() {
          #expect((try? candidate.tree.node().validate()) != nil)
          #expect(candidate.tree.count <= value.tree.count)
          #expect(candidate != value)
        }
      }
    }

    @Test("scaled trees and zero-padding wraps stay valid")
    func transformsStayValid() {
      var generator = Generator(seed: 8)
      for _ in 0..<500 {
        let tree = generator.tree()
        #expect((try? tree.scaled(by: 4).node().validate()) != nil)
        for target in 0..<tree.count {
          if let wrapped = wrappingInZeroPadding(tree, at: target) {
            #expect(wrapped.count == tree.count + 1)
            #expect((try? wrapped.node().validate()) != nil)
          }
        }
      }
    }

    @Test("a case prints as Swift that rebuilds it: each kind as `.name(fields)`, in the code that builds it")
    func swiftForm() {
      // Each text is the Swift expression on its left, so the printed form compiles to the same kind.
      let kinds: [(Node.Kind, String)] = [
        (.fixed(width: 1.0, height: 0.5), ".fixed(width: 1.0, height: 0.5)"),
        (.hstack(spacing: nil, alignment: .top), ".hstack(spacing: nil, alignment: .top)"),
        (.aspectRatio(nil, contentMode: .fill), ".aspectRatio(nil, contentMode: .fill)"),
        (.scroll(Axes(rawValue: 2)), ".scroll(Axes(rawValue: 2))"),
        (
          .padding(EdgeInsets(top: 1.0, leading: 0.0, bottom: -2.0, trailing: 0.5)),
          ".padding(EdgeInsets(top: 1.0, leading: 0.0, bottom: -2.0, trailing: 0.5))"
        ),
        (
          .buckets(axis: .vertical, thresholds: [320.0], accessibilityThresholds: nil),
          ".buckets(axis: .vertical, thresholds: [320.0], accessibilityThresholds: nil)"
        ),
        (
          .grid(
            columns: [
              GridColumn(
                .flexible(min: 10.0, max: .infinity), spacing: 8.0,
                alignment: Alignment(horizontal: .center, vertical: .top))
            ],
            rowSpacing: 8.0),
          ".grid(columns: [GridColumn(.flexible(min: 10.0, max: .infinity), spacing: 8.0, "
            + "alignment: Alignment(horizontal: .center, vertical: .top))], rowSpacing: 8.0)"
        ),
        (
          .containerRelativeFrame(
            ContainerRelativeFrame(
              axes: Axes(rawValue: 1), fraction: 0.5, alignment: Alignment(horizontal: .leading, vertical: .center))),
          ".containerRelativeFrame(ContainerRelativeFrame(axes: Axes(rawValue: 1), fraction: 0.5, "
            + "alignment: Alignment(horizontal: .leading, vertical: .center)))"
        ),
        (
          .split(
            columns: [SplitColumnWidths(min: 10.0, ideal: nil, max: .infinity, fraction: 0.25)], dividerWidth: 1.0,
            collapsedColumn: 0),
          ".split(columns: [SplitColumnWidths(min: 10.0, ideal: nil, max: .infinity, fraction: 0.25)], "
            + "dividerWidth: 1.0, collapsedColumn: 0)"
        ),
        // Issue 25: a custom layout by its registered name and values, not `AnyLayout(storage: …)`.
        (
          .layout(TestLayouts.make("equalWidth", ["spacing": 4.0])),
          ".layout(TestLayouts.make(\"equalWidth\", [\"spacing\": 4.0]))"
        ),
        (
          .layout(TestLayouts.make("hstackLayout", ["alignment": "bottom"])),
          ".layout(TestLayouts.make(\"hstackLayout\", [\"alignment\": \"bottom\"]))"
        ),
        (.layout(TestLayouts.make("percentWidth")), ".layout(TestLayouts.make(\"percentWidth\", [:]))"),
      ]
      for (kind, text) in kinds {
        #expect(CaseDescription.swift(kind: kind) == text)
      }
      var stack = TreeSpec(
        .vstack(spacing: 4, alignment: .leading), children: [.measured(.aspect(idealWidth: 40, ratio: 1.5))],
        id: "a", priority: 1)
      stack.scaledLengths = [.spacing: .title]
      #expect(
        CaseDescription.swift(stack) == """
          Node(.vstack(spacing: 4.0, alignment: .leading), children: [
              Node.measured { MeasureModel.aspect(idealWidth: 40.0, ratio: 1.5).size(for: $0) }
            ])
            .scaled(.spacing, relativeTo: .title)
            .layoutPriority(1.0)
            .id("a")
          """)
    }

    @Test("widths stay in their range and reach both ends, whole numbers and fractions; strings their lengths")
    func userDraws() {
      var generator = Generator(seed: 17)
      var (sawLow, sawHigh, sawWhole, sawFraction) = (false, false, false, false)
      var lengths = Set<Int>()
      for _ in 0..<2_000 {
        let width = generator.width(in: 320...1440)
        #expect((320...1440).contains(width))
        sawLow = sawLow || width == 320
        sawHigh = sawHigh || width == 1440
        sawWhole = sawWhole || (width == width.rounded() && width != 320 && width != 1440)
        sawFraction = sawFraction || width != width.rounded()
        let text = generator.string(length: 0...200, alphabet: "ab ")
        #expect((0...200).contains(text.count) && text.allSatisfy { "ab ".contains($0) })
        lengths.insert(text.count)
      }
      #expect(sawLow && sawHigh && sawWhole && sawFraction)
      #expect(lengths.contains(0) && lengths.contains(200) && lengths.count > 150)
      #expect(generator.width(in: 5...5) == 5)
      #expect(generator.string(length: 0...0, alphabet: "") == "")
      for _ in 0..<100 {
        #expect((0.25...0.75).contains(generator.width(in: 0.25...0.75)))  // no whole number in the range
      }
      var size = Set<DynamicTypeSize>()
      for _ in 0..<500 { size.insert(generator.dynamicTypeSize()) }
      #expect(size == Set(DynamicTypeSize.allCases))
    }

    @Test("templates draw valid trees of the user's parts, no deeper than asked, the same for the same seed")
    func templates() throws {
      let leaf = TreeTemplate { g in .fixed(width: g.width(in: 0...100), height: 10) }
      let tree = TreeTemplate.recursive(maxDepth: 3, leaf: leaf) { subtree in
        .oneOf([leaf, .container(children: 0...3, of: subtree) { _, nodes in .hstack(nodes) }], weights: [1, 3])
      }
      func depth(_ node: Node) -> Int { 1 + (node.children.map(depth).max() ?? 0) }
      var generator = Generator(seed: 4)
      var deepest = 0
      for _ in 0..<500 {
        let node = generator.node(tree)
        try node.validate()
        deepest = Swift.max(deepest, depth(node))
      }
      #expect(deepest == 3)
      var (a, b) = (Generator(seed: 9), Generator(seed: 9))
      let (first, second) = (a.node(tree), b.node(tree))
      #expect(
        try ReferenceSolver.layout(first, proposal: .unspecified, environment: .standard).frames
          == ReferenceSolver.layout(second, proposal: .unspecified, environment: .standard).frames)
      for _ in 0..<50 { try generator.node(.anyKind).validate() }
      var always = Generator(seed: 1)
      #expect(always.node(.always(.spacer())).kind.tag == .spacer)
    }

    @Test("shrinking helpers: strings get strictly shorter, numbers simpler and in range, one field at a time")
    func shrinkHelpers() {
      #expect(Shrinker.candidates("") == [])
      #expect(Shrinker.candidates("ab") == ["", "b", "a"])
      let text = "hello wide world"
      let shorter = Shrinker.candidates(text)
      #expect(
        shorter.first == "" && shorter.allSatisfy { $0.count < text.count } && Set(shorter).count == shorter.count)
      #expect(shorter.contains("hello") == false && shorter.contains("ello wide world"))
      let widths = Shrinker.simpler(1000.5, in: 320...1440)
      #expect(widths.first == 320 && widths.contains(1000) && widths.allSatisfy { (320...1440).contains($0) })
      #expect(Shrinker.simpler(320, in: 320...1440).isEmpty)
      #expect(Shrinker.simpler(10) == [0, 5, 8, 9])
      #expect(Shrinker.simpler(-10) == [0, -5, -8, -9])
      #expect(Shrinker.simpler(0 as Int).isEmpty)
      let minimal = Shrinker.shrink(
        1_000, message: "big", candidates: { (value: Int) in Shrinker.simpler(value) },
        failure: { (value: Int) in value > 37 ? "big" : nil })
      #expect(minimal.value == 38 && minimal.steps > 0)
      struct Pair: Equatable {
        var a: Int
        var b: Int
      }
      #expect(
        Shrinker.candidates(of: Pair(a: 2, b: 3), varying: \.b, by: Shrinker.simpler)
          == [Pair(a: 2, b: 0), Pair(a: 2, b: 2)])
    }

    @Test("the spacer-edge oracle follows S3.1 and D9")
    func spacerEdges() {
      let spacer = TreeSpec(.spacer(minLength: 8))
      let fixed = TreeSpec(.fixed(width: 1, height: 1))
      #expect(SpecFacts.gaps(spacing: nil, children: [fixed, spacer, fixed], axis: .horizontal) == [0, 0, 0])
      #expect(SpecFacts.gaps(spacing: nil, children: [fixed, fixed], axis: .horizontal) == [0, 8])
      #expect(SpecFacts.gaps(spacing: 3, children: [fixed, spacer], axis: .horizontal) == [0, 3])
      let padded = TreeSpec(.padding(EdgeInsets(top: 5, leading: 2, bottom: 0, trailing: 0)), children: [spacer])
      // Leading inset removes the spacer edge on the start side only, horizontally.
      #expect(SpecFacts.gaps(spacing: nil, children: [fixed, padded, fixed], axis: .horizontal) == [0, 8, 0])
      #expect(SpecFacts.gaps(spacing: nil, children: [fixed, padded, fixed], axis: .vertical) == [0, 8, 0])
      let framed = TreeSpec(.frame(width: 10, height: nil, alignment: .center), children: [spacer])
      #expect(SpecFacts.gaps(spacing: nil, children: [fixed, framed], axis: .horizontal) == [0, 8])
      #expect(SpecFacts.gaps(spacing: nil, children: [fixed, framed], axis: .vertical) == [0, 0])
    }
  }
}
