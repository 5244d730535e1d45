import Testing

@testable import FlexLayout

extension Rules {
  /// S14.4: a dynamicTypeSize limits the Dynamic Type size its subtree sees; S11.5: dynamicTypeBuckets chooses a
  /// child by that size. Every case through both solvers (cold and warm engine, reference).
  @Suite("Rules: Dynamic Type limits and branches (S14.4, S11.5)")
  struct DynamicTypeRuleTests {
    /// A text of two 40-pt words (space 4, line height 17) with id `text`.
    static let text = Node(.text(TextLeaf(wordWidths: [40, 40], spaceWidth: 4, lineHeight: 17))).id("text")

    static func environment(_ size: DynamicTypeSize) -> LayoutEnvironment {
      LayoutEnvironment(dynamicTypeSize: size)
    }

    /// The size `text` answers at `size` with nothing limiting it (its width and height at that size).
    static func plainText(at size: DynamicTypeSize) throws -> Rect? {
      try layoutBoth(text, proposal(nil, nil), environment(size))["text"]
    }

    @Test("the ordinals number the sizes 0…11 smallest first, and read back")
    func ordinals() {
      for (index, size) in DynamicTypeSize.allCases.enumerated() {
        #expect(size.ordinal == index)
        #expect(DynamicTypeSize(ordinal: index) == size)
        if index > 0 { #expect(DynamicTypeSize.allCases[index - 1] < size) }
      }
      #expect(DynamicTypeSize.allCases.count == DynamicTypeSize.largestOrdinal + 1)
      #expect(DynamicTypeSize(ordinal: -1) == nil && DynamicTypeSize(ordinal: 12) == nil)
    }

    @Test(
      "S14.4 the size a text sees is the environment's limited by min ... max",
      arguments: [
        (DynamicTypeSize.large, DynamicTypeSize?.some(.xLarge), DynamicTypeSize?.some(.xLarge), DynamicTypeSize.xLarge),
        (.accessibility3, nil, .accessibility1, .accessibility1),
        (.xSmall, .large, nil, .large),
        (.medium, .small, .xxLarge, .medium),
        (.accessibility5, .small, .xxLarge, .xxLarge),
        (.large, nil, nil, .large),
      ])
    func limitsTheText(
      environment: DynamicTypeSize, min: DynamicTypeSize?, max: DynamicTypeSize?, seen: DynamicTypeSize
    ) throws {
      let limited = Node(.dynamicTypeSize(min: min, max: max), children: [Self.text])
      let result = try layoutBoth(limited, proposal(nil, nil), Self.environment(environment))
      #expect(result["text"] == (try Self.plainText(at: seen)))
    }

    @Test("S14.4 Apple's examples: a range inside a pinned size limits it; two ranges intersect")
    func nestedLimits() throws {
      // ContentView().dynamicTypeSize(...large).dynamicTypeSize(.xLarge): the size is large.
      let pinnedOutside = Self.text.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)
      #expect(try layoutBoth(pinnedOutside, proposal(nil, nil))["text"] == (try Self.plainText(at: .large)))
      // ContentView().dynamicTypeSize(.small...).dynamicTypeSize(...large): from small to large.
      let intersected = Self.text.dynamicTypeSize(DynamicTypeSize.small...).dynamicTypeSize(...DynamicTypeSize.large)
      for (environment, seen) in [
        (DynamicTypeSize.xSmall, DynamicTypeSize.small), (.medium, .medium), (.accessibility2, .large),
      ] {
        let result = try layoutBoth(intersected, proposal(nil, nil), Self.environment(environment))
        #expect(result["text"] == (try Self.plainText(at: seen)), "\(environment)")
      }
      // Ranges that miss each other: the inner one has the last word (D-rule, Docs/Decisions.md FL-28).
      let disjoint = Self.text.dynamicTypeSize(...DynamicTypeSize.small).dynamicTypeSize(DynamicTypeSize.xLarge...)
      #expect(try layoutBoth(disjoint, proposal(nil, nil))["text"] == (try Self.plainText(at: .small)))
      // A pin inside a range: the pin.
      let pinnedInside = Self.text.dynamicTypeSize(.xSmall).dynamicTypeSize(DynamicTypeSize.large...)
      #expect(try layoutBoth(pinnedInside, proposal(nil, nil))["text"] == (try Self.plainText(at: .xSmall)))
    }

    @Test("S14.4 scaled lengths below a limit scale by the limited size, at .large too")
    func scaledLengths() throws {
      let box = Node.fixed(width: 100, height: 20).scaled(.width).id("box")
      for (environment, seen) in [(DynamicTypeSize.large, DynamicTypeSize.xLarge), (.accessibility4, .xLarge)] {
        let result = try layoutBoth(box.dynamicTypeSize(.xLarge), proposal(nil, nil), Self.environment(environment))
        #expect(result["box"]?.width == TextStyle.body.scale(100, at: seen), "\(environment)")
      }
      // A box outside the limit scales by the environment's size.
      let row = Node.hstack([box, Self.text.dynamicTypeSize(.xSmall)])
      let result = try layoutBoth(row, proposal(nil, nil), Self.environment(.xxLarge))
      #expect(result["box"]?.width == TextStyle.body.scale(100, at: .xxLarge))
      #expect(result["text"]?.size == (try Self.plainText(at: .xSmall))?.size)
    }

    @Test("S14.4 buckets below a limit read the limited size (D12's accessibility thresholds)")
    func bucketsSeeTheLimit() throws {
      let buckets = Node.buckets(thresholds: [600], [Node.flexible(), Node.flexible()]).id("buckets")
      // At accessibility1, 600 scales to 672: 650 picks bucket 0; limited to xxxLarge it stays 600: bucket 1.
      let free = try layoutBoth(buckets, proposal(650, 100), Self.environment(.accessibility1))
      #expect(free.selection("buckets") == .child(0))
      let limited = try layoutBoth(
        buckets.dynamicTypeSize(...DynamicTypeSize.xxxLarge), proposal(650, 100), Self.environment(.accessibility1))
      #expect(limited.selection("buckets") == .child(1))
    }

    /// Branches at accessibility1 and accessibility3 over three flexible children d0, d1, d2.
    static let branches = Node.dynamicTypeBuckets(
      thresholds: [.accessibility1, .accessibility3], (0..<3).map { Node.flexible().id("d\($0)") }
    ).id("branches")

    @Test(
      "S11.5 the child is the number of thresholds at or below the size, at every size",
      arguments: DynamicTypeSize.allCases)
    func chosenBySize(size: DynamicTypeSize) throws {
      let expected = size < .accessibility1 ? 0 : size < .accessibility3 ? 1 : 2
      let result = try layoutBoth(Self.branches, proposal(300, 200), Self.environment(size))
      #expect(result.selection("branches") == .child(expected))
      for index in 0..<3 {
        #expect(result.isVisible(try #require(result.ids["d\(index)"])) == (index == expected))
      }
      // The chosen child gets the proposal and sits at (0, 0), whatever the proposal (none here).
      #expect(result["d\(expected)"] == rect(0, 0, 300, 200))
      let ideal = try layoutBoth(Self.branches, proposal(nil, nil), Self.environment(size))
      #expect(ideal.selection("branches") == .child(expected))
    }

    @Test("S11.5 the branch reads the limited size: a pinned dialog keeps its large layout")
    func branchesUnderALimit() throws {
      let pinned = Self.branches.dynamicTypeSize(.large)
      let result = try layoutBoth(pinned, proposal(300, 200), Self.environment(.accessibility5))
      #expect(result.selection("branches") == .child(0))
      let capped = Self.branches.dynamicTypeSize(...DynamicTypeSize.accessibility2)
      #expect(
        try layoutBoth(capped, proposal(300, 200), Self.environment(.accessibility5)).selection("branches")
          == .child(1))
    }

    @Test("S11.5 no thresholds: one child, always shown")
    func noThresholds() throws {
      let single = Node.dynamicTypeBuckets(thresholds: [], [Node.fixed(width: 30, height: 10).id("only")]).id("one")
      let result = try layoutBoth(single, proposal(100, 100), Self.environment(.accessibility5))
      #expect(result.selection("one") == .child(0))
      #expect(result["only"] == rect(0, 0, 30, 10))
    }

    @Test("S14.4, S11.5 validation names the field: max below min, thresholds out of order, children")
    func validation() {
      let badRange = Node(.dynamicTypeSize(min: .xLarge, max: .small), children: [Self.text])
      #expect(checkErrorBoth(runBoth(badRange, proposal(100, 100)))?.path == "/root/max")
      let unordered = Node.dynamicTypeBuckets(
        thresholds: [.accessibility1, .large], [Node.flexible(), Node.flexible(), Node.flexible()])
      #expect(checkErrorBoth(runBoth(unordered, proposal(100, 100)))?.path == "/root/thresholds/1")
      let repeated = Node.dynamicTypeBuckets(
        thresholds: [.large, .large], [Node.flexible(), Node.flexible(), Node.flexible()])
      #expect(checkErrorBoth(runBoth(repeated, proposal(100, 100)))?.path == "/root/thresholds/1")
      let short = Node.dynamicTypeBuckets(thresholds: [.large], [Node.flexible()])
      #expect(checkErrorBoth(runBoth(short, proposal(100, 100)))?.path == "/root/children")
    }

    @Test("S14.2 under a limit: a scaled minimum past an unscaled ideal is an error at .large too, live as in both")
    func scaledLengthsAreCheckedUnderALimit() throws {
      let leaf = Node(.flexible(FlexibleLeaf(minHeight: 10, idealHeight: 10, maxHeight: 40))).scaled(.minHeight)
      let limited = leaf.dynamicTypeSize(.xLarge)
      let error = checkErrorBoth(runBoth(limited, proposal(100, nil)))
      #expect(error?.path == "/root/child")
      let tree = LiveTree()
      let root = tree.create(from: Node.vstack([leaf]))
      try tree.setRoot(root)
      _ = try tree.layout(proposal: proposal(100, nil))
      // The limit arrives above the leaf by an edit: the leaf's scaled minimum is checked as resolved.
      let limit = tree.create(.dynamicTypeSize(min: .xLarge, max: .xLarge))
      let child = try #require(try tree.children(of: root).first)
      try tree.removeFromParent(child)
      try tree.insert(child, into: limit)
      try tree.insert(limit, into: root)
      #expect(throws: LiveTreeError.self) { try tree.layout(proposal: proposal(100, nil)) }
    }

    @Test("S14.4 a live tree: inserting, editing and removing a limit gives a fresh engine's frames")
    func liveEdits() throws {
      let tree = LiveTree()
      let row = tree.create(.hstack())
      let text = tree.create(.text(TextLeaf(wordWidths: [40, 40], spaceWidth: 4, lineHeight: 17)), id: "text")
      let box = tree.create(.fixed(width: 100, height: 20), id: "box")
      try tree.setScaledLengths([.width: .body], of: box)
      try tree.insert(text, into: row)
      try tree.insert(box, into: row)
      try tree.setRoot(row)
      let environment = Self.environment(.accessibility2)
      func check(_ expected: Node, _ step: String) throws {
        _ = try tree.layout(proposal: proposal(400, 300), environment: environment)
        let fresh = try LayoutEngine(expected).layout(proposal: proposal(400, 300), environment: environment)
        #expect(try tree.frame(of: text) == fresh["text"], "\(step)")
        #expect(try tree.frame(of: box) == fresh["box"], "\(step)")
      }
      let boxNode = Node.fixed(width: 100, height: 20).scaled(.width).id("box")
      try check(Node.hstack([Self.text, boxNode]), "no limit")
      let limit = tree.create(.dynamicTypeSize(min: nil, max: .large))
      try tree.removeFromParent(text)
      try tree.insert(text, into: limit)
      try tree.insert(limit, into: row, at: 0)
      try check(Node.hstack([Self.text.dynamicTypeSize(...DynamicTypeSize.large), boxNode]), "text limited")
      try tree.removeFromParent(box)
      try tree.removeFromParent(text)
      try tree.insert(box, into: limit)
      try tree.insert(text, into: row, at: 0)
      try check(Node.hstack([Self.text, boxNode.dynamicTypeSize(...DynamicTypeSize.large)]), "box limited")
      try tree.setKind(.dynamicTypeSize(min: .xLarge, max: .xLarge), of: limit)
      try check(Node.hstack([Self.text, boxNode.dynamicTypeSize(.xLarge)]), "limit pinned")
      try tree.removeFromParent(box)
      try tree.removeFromParent(limit)
      try tree.insert(box, into: row)
      try check(Node.hstack([Self.text, boxNode]), "limit removed")
    }
  }
}
