import Testing

@testable import FlexLayout

extension Rules {
  /// S11: content-derived breakpoints, with Dynamic Type scaling (D12).
  @Suite("Rules: buckets (S11)")
  struct BucketsRuleTests {
    /// Buckets at 680 and 960 (the inbox's) over three flexible children b0, b1, b2.
    static func inbox(_ axis: Axis = .horizontal, accessibilityThresholds: [Double]? = nil) -> Node {
      Node.buckets(
        axis, thresholds: [680, 960], accessibilityThresholds: accessibilityThresholds,
        (0..<3).map { Node.flexible().id("b\($0)") }
      ).id("buckets")
    }

    /// The chosen bucket of `node` at `width` × 500 in `environment`.
    static func chosen(
      _ node: Node, _ width: Double?, _ environment: LayoutEnvironment = .standard,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Selection? {
      try layoutBoth(node, proposal(width, 500), environment, sourceLocation: sourceLocation).selection("buckets")
    }

    @Test(
      "S11 the bucket is the number of thresholds reached (v >= t), at t − 1, t, t + 1 and the neighbours",
      arguments: [
        (679.0, 0), (680, 1), (681, 1), (Double(680).nextDown, 0), (Double(680).nextUp, 1),
        (959, 1), (960, 2), (961, 2), (Double(960).nextDown, 1), (Double(960).nextUp, 2),
        (0, 0),
      ])
    func boundaries(width: Double, bucket: Int) throws {
      let result = try layoutBoth(Self.inbox(), proposal(width, 500))
      #expect(result.selection("buckets") == .child(bucket))
      for index in 0..<3 {
        let node = try #require(result.ids["b\(index)"])
        #expect(result.isVisible(node) == (index == bucket))
      }
      // The chosen child gets the real proposal and sits at (0, 0).
      #expect(result["b\(bucket)"] == rect(0, 0, width, 500))
    }

    @Test("S11 an unspecified width picks the last bucket")
    func nilPicksLast() throws {
      #expect(try Self.chosen(Self.inbox(), nil) == .child(2))
      let result = try layoutBoth(Self.inbox(), proposal(nil, 500))
      #expect(result["b2"] == rect(0, 0, 10, 500))
    }

    @Test("S11 the height axis", arguments: [(499.0, 0), (500, 1), (Double(500).nextDown, 0), (501, 1)])
    func heightAxis(height: Double, bucket: Int) throws {
      let buckets = Node.buckets(.vertical, thresholds: [500], [Node.flexible(), Node.flexible()]).id("buckets")
      let result = try layoutBoth(buckets, proposal(10, height))
      #expect(result.selection("buckets") == .child(bucket))
      let unspecified = try layoutBoth(buckets, proposal(10, nil))
      #expect(unspecified.selection("buckets") == .child(1))
    }

    @Test(
      "S11 D12: at accessibility sizes thresholds scale by k / 100 exactly: 600 → 672 (a1), 680 → 952 (a5)",
      arguments: [
        (DynamicTypeSize.accessibility1, 600.0, 672.0), (.accessibility2, 600, 720), (.accessibility3, 600, 780),
        (.accessibility4, 600, 840), (.accessibility5, 600, 840), (.accessibility5, 680, 952),
        (.accessibility1, 680, 761.6),
      ])
    func dynamicTypeScaling(size: DynamicTypeSize, threshold: Double, scaled: Double) throws {
      let buckets = Node.buckets(thresholds: [threshold], [Node.flexible(), Node.flexible()]).id("buckets")
      let environment = LayoutEnvironment(dynamicTypeSize: size)
      #expect(try Self.chosen(buckets, scaled, environment) == .child(1))
      #expect(try Self.chosen(buckets, scaled.nextDown, environment) == .child(0))
      #expect(try Self.chosen(buckets, threshold, environment) == .child(0))
    }

    @Test("S11 below the accessibility sizes the thresholds do not scale", arguments: DynamicTypeSize.allCases)
    func noScalingBelowAccessibility(size: DynamicTypeSize) throws {
      let environment = LayoutEnvironment(dynamicTypeSize: size)
      let expected: Selection = size.isAccessibilitySize ? .child(0) : .child(1)
      #expect(try Self.chosen(Self.inbox(), 680, environment) == expected)
    }

    @Test("S11 explicit accessibilityThresholds replace the scaled ones at accessibility sizes only")
    func explicitAccessibilityThresholds() throws {
      let buckets = Self.inbox(accessibilityThresholds: [760, 1_080])
      let large = LayoutEnvironment(dynamicTypeSize: .xxxLarge)
      let accessible = LayoutEnvironment(dynamicTypeSize: .accessibility2)
      #expect(try Self.chosen(buckets, 700, large) == .child(1))
      #expect(try Self.chosen(buckets, 759, accessible) == .child(0))
      #expect(try Self.chosen(buckets, 760, accessible) == .child(1))
      #expect(try Self.chosen(buckets, Double(1_080).nextDown, accessible) == .child(1))
      #expect(try Self.chosen(buckets, 1_080, accessible) == .child(2))
    }

    @Test("S1.5 an unchosen bucket is not laid out: a greedy child there is no infinite-frame error")
    func unchosenNotChecked() throws {
      let buckets = Node.buckets(
        thresholds: [100], [Node.flexible().id("greedy"), Node.fixed(width: 10, height: 10).id("fixed")]
      ).id("buckets")
      let result = try layoutBoth(buckets, proposal(.infinity, .infinity))
      #expect(result.selection("buckets") == .child(1))
      #expect(result["greedy"] == .zero)
      #expect(result["buckets"] == rect(0, 0, 10, 10))
    }

    @Test("S11 a buckets in an hstack is proposed its share and hides the rest")
    func inStack() throws {
      let buckets = Node.buckets(
        thresholds: [100], [Node.fixed(width: 40, height: 10).id("narrow"), Node.flexible().id("wide")]
      ).id("buckets")
      let tree = Node.hstack(spacing: 0, [Node.fixed(width: 50, height: 10), buckets])
      // The stack probes the buckets at 0 (narrow, 40) and ∞ (wide, ∞); placed, it is offered 250 → wide.
      let result = try layoutBoth(tree, proposal(300, 10))
      #expect(result.selection("buckets") == .child(1))
      #expect(result["wide"] == rect(50, 0, 250, 10))
      #expect(result["narrow"] == .zero)
      let tight = try layoutBoth(tree, proposal(149, 10))
      #expect(tight.selection("buckets") == .child(0))
      #expect(tight["narrow"] == rect(50, 0, 40, 10))
    }

    @Test("S11 the bucket never moves down as the width grows (sweep, with Dynamic Type)")
    func monotone() throws {
      for size in [DynamicTypeSize.large, .accessibility3] {
        var previous = 0
        var width = 0.0
        while width <= 1_500 {
          guard case .child(let bucket) = try Self.chosen(Self.inbox(), width, LayoutEnvironment(dynamicTypeSize: size))
          else {
            Issue.record("no selection at \(width)")
            return
          }
          #expect(bucket >= previous, "at \(width)")
          previous = bucket
          width += 7.5
        }
      }
    }
  }
}
