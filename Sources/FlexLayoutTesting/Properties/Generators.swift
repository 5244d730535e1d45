import FlexLayout

/// What a tree of ``Generator/tree()`` may contain.
///
/// The defaults cover every node kind that exists, except that safe-area insets are off.
public struct TreeOptions: Sendable {
  /// The deepest tree (the root is depth 1); at this depth every node is a leaf. At least 1.
  public var maxDepth = 6
  /// Roughly the most nodes in a tree: once this many are drawn the rest are leaves, so a tree may exceed it by the
  /// leaves its open containers and modifiers still need. At least 1.
  public var maxNodes = 28
  /// The most children of a container drawn with any number of children (a split's or a buckets' count follows
  /// its columns or thresholds instead).
  public var maxChildren = 5
  /// Stacks may leave `spacing` nil (the default 8 / 0 next to spacers).
  ///
  /// Off where a test needs every length explicit (exact scaling).
  public var defaultSpacing = true
  /// Measured leaves with a pure model.
  public var measured = true
  /// `id`s on some nodes.
  public var ids = true
  /// Layout priorities on some nodes.
  public var priorities = true
  /// Lengths of 10^5 to 10^6 now and then.
  public var hugeLengths = true
  /// Negative padding insets and stack spacing now and then.
  public var negativeInsets = true
  /// The adaptive containers: flow, grid, viewThatFits, buckets and split.
  public var adaptiveContainers = true
  /// Lengths that scale with Dynamic Type (`Node.scaledLengths`, S14) on some nodes.
  public var scaledLengths = true
  /// Container-relative frames (S13), which read the root's or a scroll's proposal.
  public var containerRelativeFrames = true
  /// Safe-area insets in the window now and then (S18.1), and safeAreaInset nodes. Off by default: a safe area
  /// grows frames past the laws most properties check (a padding is its child plus its insets), and touching is
  /// decided within a pixel, which does not scale.
  public var safeAreaInsets = false

  /// The defaults: every kind but safeAreaInset, trees of depth ≤ 6 and about 28 nodes.
  public init() {}
}

/// Draws random cases from a ``SplitMix64`` stream: the values of your own components (Dynamic Type sizes,
/// widths, strings, trees from your ``TreeTemplate``s) and FlexLayout's own random trees of every node kind,
/// proposals and environments.
///
/// The runner (``PropertyCheck``) hands `generate` one fresh generator per case, seeded with the case's seed, so a
/// case is a pure function of its seed: draw everything from the generator (never from the system's random
/// source) and the same seed gives the same case on every machine and toolchain.
///
/// Values lean towards the awkward: 0, 1/3, 100.3, one-ulp neighbours, 10^6, fractional offsets.
/// Every tree of ``tree()`` is valid by construction (``Node/validate()`` accepts it).
public struct Generator {
  /// The stream every draw comes from; draw from it directly for values the generator has no method for.
  public var random: SplitMix64
  /// What ``tree()`` may draw.
  public var options: TreeOptions
  private var budget = 0
  private var nextID = 0

  /// A generator whose draws are fixed by `seed` (and `options`).
  public init(seed: UInt64, options: TreeOptions = TreeOptions()) {
    random = SplitMix64(seed: seed)
    self.options = options
  }

  // MARK: Numbers

  /// A finite length ≥ 0 for a leaf or a frame: small, awkward, and now and then huge.
  mutating func length(upTo limit: Double = 240) -> Double {
    switch random.weighted([8, 10, 10, 12, 14, 22, 16, 4, options.hugeLengths ? 2 : 0]) {
    case 0: return 0
    case 1: return random.pick([1.0 / 3, 2.0 / 3, 0.5, 1, 0.1, 0.25])
    case 2: return random.pick([10.0, 100.3, 33.3, 44.4, 8, 16, 20, 50, 64.5, 99.99])
    case 3: return Double(random.int(in: 1...Int(limit)))
    case 4: return Double(random.int(in: 1...Int(limit))) / Double(random.pick([2, 3, 4, 7, 10]))
    case 5: return random.double(in: 0, limit)
    case 6: return random.double(in: 0, limit).rounded() + random.pick([0.3, 0.7, 1.0 / 3, 0.5, 0.1])
    case 7:
      let base = Double(random.int(in: 1...Int(limit)))
      return random.chance(0.5) ? base.nextUp : base.nextDown
    default: return random.pick([1e5, 1e6, 99_999.7, 123_456.789, 1e6 / 3])
    }
  }

  /// A maximum: a length not below `low`, or infinity.
  mutating func maximum(atLeast low: Double) -> Double {
    if random.chance(0.45) { return .infinity }
    return random.chance(0.15) ? low : low + length()
  }

  /// A finite length for stack spacing and padding; negative only when negative insets are on.
  mutating func signedLength() -> Double {
    if options.negativeInsets && random.chance(0.2) {
      return -random.pick([1.0, 1.0 / 3, 4, 8, 20.5, random.double(in: 0, 30)])
    }
    return random.pick([0.0, 0, 8, 16, 1.0 / 3, 10.5, 4, 100.3, random.double(in: 0, 40)])
  }

  /// A proposal length: finite mostly, sometimes nil or infinity.
  mutating func proposalAxis(finiteBias: Double = 0.8) -> Double? {
    if random.chance(finiteBias) { return proposalLength() }
    return random.chance(0.5) ? nil : .infinity
  }

  /// A finite proposal length ≥ 0.
  mutating func proposalLength() -> Double {
    switch random.weighted([6, 20, 20, 20, 8, 4, options.hugeLengths ? 2 : 0]) {
    case 0: return 0
    case 1: return Double(random.int(in: 1...1_200))
    case 2: return random.double(in: 0, 1_200)
    case 3: return Double(random.int(in: 1...1_200)) / Double(random.pick([2, 3, 7, 10]))
    case 4: return random.pick([100.3, 1.0 / 3, 375, 320, 414, 768, 1_024])
    case 5:
      let base = Double(random.int(in: 1...600))
      return random.chance(0.5) ? base.nextUp : base.nextDown
    default: return random.pick([1e5, 1e6, 99_999.7])
    }
  }

  // MARK: Proposals and environments

  /// A proposal, in points: both axes finite about 3 times in 4, otherwise each axis finite, nil or infinite.
  ///
  /// Finite lengths are ≥ 0 (0 included), mostly up to 1,200, with fractions, one-ulp neighbours of integers and
  /// device widths (320, 375, 414, 768, 1,024), and now and then 10^5 or 10^6 (``TreeOptions/hugeLengths``).
  public mutating func proposal() -> ProposedSize {
    if random.chance(0.75) { return ProposedSize(width: proposalLength(), height: proposalLength()) }
    return ProposedSize(width: proposalAxis(finiteBias: 0.4), height: proposalAxis(finiteBias: 0.4))
  }

  /// A proposal finite on both axes, drawn as ``proposal()`` draws its finite lengths.
  public mutating func finiteProposal() -> ProposedSize {
    ProposedSize(width: proposalLength(), height: proposalLength())
  }

  /// A Dynamic Type size: `.large` (the default) half the time, otherwise any of the twelve, `.large` and the
  /// five accessibility sizes included, each equally likely.
  public mutating func dynamicTypeSize() -> DynamicTypeSize {
    random.chance(0.5) ? .large : random.pick(DynamicTypeSize.allCases)
  }

  /// An environment: a display scale picked from `scales` (`nil`: exact layout, no pixel rounding; the default list
  /// makes it `nil` two times in five), a Dynamic Type size as ``dynamicTypeSize()`` draws it, right-to-left three
  /// times in ten, and, with ``TreeOptions/safeAreaInsets``, safe-area insets half the time.
  ///
  /// `scales` must not be empty; its values must be `nil` or > 0.
  public mutating func environment(scales: [Double?] = [nil, nil, 1, 2, 3]) -> LayoutEnvironment {
    var environment = LayoutEnvironment(
      displayScale: random.pick(scales), dynamicTypeSize: dynamicTypeSize(),
      layoutDirection: random.chance(0.7) ? .leftToRight : .rightToLeft)
    if options.safeAreaInsets && random.chance(0.5) {
      environment.safeAreaInsets = EdgeInsets(
        top: random.pick([0, 20, 47, 59]), leading: random.pick([0, 0, 44, 1.0 / 3]),
        bottom: random.pick([0, 34, 21]), trailing: random.pick([0, 0, 44]))
    }
    return environment
  }

  // MARK: Trees

  /// A random tree over every node kind FlexLayout has, as ``options`` allows: containers, modifiers,
  /// decorations and leaves with awkward lengths, ids, priorities and scaled lengths. `tree().node()` is the
  /// ``Node``; the ``TreeSpec`` itself can be compared, printed and shrunk (``Shrinker``).
  ///
  /// Every tree is valid (``Node/validate()`` accepts it); a layout of it may still throw a `LayoutError` where
  /// the semantics call for one (an infinite proposal reaching a flexible leaf, for example).
  public mutating func tree() -> TreeSpec {
    budget = options.maxNodes
    nextID = 0
    return node(depth: 1)
  }

  /// A random subtree at `depth`, drawing on the node budget of the current tree.
  mutating func subtree(depth: Int, budget nodes: Int) -> TreeSpec {
    budget = nodes
    return node(depth: depth)
  }

  /// A random node: a leaf at the depth limit or once the budget is spent, otherwise of a random family;
  /// now and then with an id, a layout priority or scaled lengths.
  private mutating func node(depth: Int) -> TreeSpec {
    budget -= 1
    let leafOnly = depth >= options.maxDepth || budget <= 0
    var spec = node(of: leafOnly ? .leaf : family(), depth: depth)
    if options.ids && random.chance(0.2) {
      nextID += 1
      spec.id = "n\(nextID)"
    }
    if options.priorities && random.chance(0.15) {
      spec.priority = random.pick([-1.0, 0, 1, 2, 0.5, 1_000, -0.25])
    }
    if options.scaledLengths && random.chance(0.1) {
      for field in spec.scalableLengths where random.chance(0.5) {
        spec.scaledLengths[field] = random.pick(TextStyle.allCases)
      }
    }
    return spec
  }

  /// A node of a random kind of `family`, with its fields and its children (drawn at `depth + 1`): as many
  /// as the family requires, else as many as the kind's draw says (a split's columns, a buckets' thresholds
  /// + 1), else any number.
  private mutating func node(of family: KindFamily, depth: Int) -> TreeSpec {
    let drawn = recipe(for: kind(in: family)).draw(&self)
    let count: Int
    if let required = family.requiredChildCount {
      count = required
    } else {
      switch drawn.children {
      case .exactly(let exact): count = exact
      case .atLeast(let minimum): count = Swift.max(minimum, childCount())
      }
    }
    var spec = drawn.node
    spec.children = (0..<count).map { _ in node(depth: depth + 1) }
    if case .layout(let layout) = spec.kind, layout.name == PercentWidthLayout.name {
      // S20.9: some children carry their fraction of the width, the others share the rest.
      for index in spec.children.indices where random.chance(0.6) {
        spec.children[index].fraction = random.pick([0.1, 0.25, 0.5, 0.3, 0.75, 0])
      }
    }
    return spec
  }

  /// How many children a container draws: mostly 1 to 4, now and then none or the most allowed.
  private mutating func childCount() -> Int {
    let count = random.weighted([1, 4, 5, 4, 3, 2]) + (random.chance(0.05) ? options.maxChildren : 0)
    return Swift.min(count, options.maxChildren)
  }

  /// The kinds of each family, in ``NodeKind`` order.
  private static let kinds = Dictionary(grouping: NodeKind.allCases) { $0.descriptor.family }

  /// How often a node that may have children is of each family: leaves 38, modifiers 32, containers 28
  /// and splits 2 (together the 30 the stacks and adaptive containers had as one group), decorations 16.
  private static func weight(of family: KindFamily) -> Double {
    switch family {
    case .leaf: return 38
    case .modifier: return 32
    case .container: return 28
    case .split: return 2
    case .decorated: return 16
    }
  }

  /// A random family, among those with a kind the options allow.
  private mutating func family() -> KindFamily {
    let families = KindFamily.allCases.filter { family in
      Self.kinds[family, default: []].contains { recipe(for: $0).weight > 0 }
    }
    return families[random.weighted(families.map(Self.weight))]
  }

  /// A random kind of `family`, by the kinds' weights.
  private mutating func kind(in family: KindFamily) -> NodeKind {
    let kinds = Self.kinds[family, default: []]
    return kinds[random.weighted(kinds.map { recipe(for: $0).weight })]
  }

  /// How one kind is drawn: how often against the other kinds of its family, and its fields.
  private struct KindRecipe {
    /// The kind's weight among the kinds of its family; 0 when the options leave it out.
    var weight: Double
    /// Draws the kind's fields.
    var draw: (inout Generator) -> DrawnKind
  }

  /// A kind's fields as drawn: the node without its children, and how many children it takes when its
  /// family does not fix the number.
  private struct DrawnKind {
    var node: TreeSpec
    var children: ChildCount

    init(_ kind: Node.Kind, children: ChildCount = .atLeast(0)) {
      node = TreeSpec(kind)
      self.children = children
    }

    init(measure model: MeasureModel) {
      node = .measured(model)
      children = .exactly(0)
    }
  }

  /// The children of a container or a split.
  private enum ChildCount {
    /// At least this many (a viewThatFits needs one), else as many as ``childCount()`` draws.
    case atLeast(Int)
    /// Exactly this many: a split's column count, a buckets' threshold count + 1.
    case exactly(Int)
  }

  /// How `kind` is drawn: the one place the generator knows a kind's fields, its weight among the kinds of
  /// its family, and the options that leave it out (measured leaves, the adaptive containers flow, grid,
  /// viewThatFits, buckets and split, container-relative frames).
  ///
  /// A new kind fails to compile here until it has a case; its family (``KindDescriptor/family``) then
  /// decides when it is drawn and how many children it gets.
  private func recipe(for kind: NodeKind) -> KindRecipe {
    let adaptive: Double = options.adaptiveContainers ? 1 : 0
    switch kind {
    case .fixed:
      return KindRecipe(weight: 20) { DrawnKind(.fixed(width: $0.length(), height: $0.length())) }
    case .flexible:
      return KindRecipe(weight: 28) { DrawnKind(.flexible($0.flexibleLeaf())) }
    case .text:
      return KindRecipe(weight: 20) { DrawnKind(.text($0.text())) }
    case .measured:
      return KindRecipe(weight: options.measured ? 16 : 0) { DrawnKind(measure: $0.measureModel()) }
    case .spacer:
      return KindRecipe(weight: 12) { g in
        DrawnKind(.spacer(minLength: g.random.chance(0.4) ? 8 : g.length(upTo: 40)))
      }
    case .divider:
      return KindRecipe(weight: 4) { _ in DrawnKind(.divider) }
    case .hstack:
      return KindRecipe(weight: 5) { g in
        DrawnKind(.hstack(spacing: g.spacing(), alignment: g.verticalGuide()))
      }
    case .vstack:
      return KindRecipe(weight: 5) { g in
        DrawnKind(.vstack(spacing: g.spacing(), alignment: g.horizontalGuide()))
      }
    case .zstack:
      return KindRecipe(weight: 4) { DrawnKind(.zstack(alignment: $0.guideAlignment())) }
    case .background:
      return KindRecipe(weight: 1) { DrawnKind(.background(alignment: $0.guideAlignment())) }
    case .overlay:
      return KindRecipe(weight: 1) { DrawnKind(.overlay(alignment: $0.guideAlignment())) }
    case .flow:
      return KindRecipe(weight: adaptive) { g in
        DrawnKind(
          .flow(
            spacing: g.random.chance(0.4) ? 8 : g.signedLength(),
            lineSpacing: g.random.chance(0.4) ? 8 : g.signedLength(),
            alignment: g.random.pick(HorizontalAlignment.builtIn)))
      }
    case .grid:
      return KindRecipe(weight: adaptive) { g in
        let columns = (0..<g.random.int(in: 1...4)).map { _ in g.gridColumn() }
        return DrawnKind(.grid(columns: columns, rowSpacing: g.random.chance(0.4) ? 8 : g.signedLength()))
      }
    case .viewThatFits:
      return KindRecipe(weight: adaptive) { g in
        DrawnKind(
          .viewThatFits(axes: g.random.pick([Axes.both, .both, .horizontal, .vertical])), children: .atLeast(1))
      }
    case .buckets:
      return KindRecipe(weight: adaptive) { g in
        let count = g.random.int(in: 0...3)
        let thresholds = g.ascending(count)
        let accessibility = g.random.chance(0.3) ? g.ascending(count) : nil
        let axis: Axis = g.random.chance(0.75) ? .horizontal : .vertical
        return DrawnKind(
          .buckets(axis: axis, thresholds: thresholds, accessibilityThresholds: accessibility),
          children: .exactly(count + 1))
      }
    case .split:
      return KindRecipe(weight: adaptive) { g in
        let columns = (0..<g.random.int(in: 1...3)).map { _ in g.splitColumn() }
        let dividerWidth = g.random.pick([0.0, 1, 0.5, 1.0 / 3])
        return DrawnKind(
          .split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: g.random.int(below: columns.count)),
          children: .exactly(columns.count))
      }
    case .frame:
      return KindRecipe(weight: 16) { g in
        let width = g.random.chance(0.35) ? nil : g.length()
        let height = g.random.chance(0.35) ? nil : g.length()
        return DrawnKind(.frame(width: width, height: height, alignment: g.alignment()))
      }
    case .flexibleFrame:
      return KindRecipe(weight: 16) { DrawnKind(.flexibleFrame($0.flexibleFrame(), alignment: $0.alignment())) }
    case .padding:
      return KindRecipe(weight: 18) { DrawnKind(.padding($0.insets())) }
    case .ignoresSafeArea:
      return KindRecipe(weight: 4) { g in
        DrawnKind(.ignoresSafeArea(edges: g.random.pick([.all, .all, .vertical, .bottom, .top, .horizontal, []])))
      }
    case .safeAreaInset:
      // Only with safe areas on: a safe area moves frames (scrolls, ignoresSafeArea) past the laws the other
      // properties check, on purpose.
      return KindRecipe(weight: options.safeAreaInsets ? 2 : 0) { g in
        DrawnKind(
          .safeAreaInset(
            edge: g.random.pick(Edge.allCases), spacing: g.random.pick([nil, 0, 4, 12.5]), alignment: g.alignment()))
      }
    case .safeAreaPadding:
      // With safe areas on only, as safeAreaInset: its safe area grows scrolls and ignoresSafeArea (S18.6).
      return KindRecipe(weight: options.safeAreaInsets ? 2 : 0) { g in
        DrawnKind(
          .safeAreaPadding(
            edges: g.random.pick([.all, .all, .horizontal, .vertical, .top, .bottom, .leading, []]),
            length: g.random.pick([16, 0, 8, 12.5, 20])))
      }
    case .offset:
      return KindRecipe(weight: 5) { g in DrawnKind(.offset(x: g.signedLength(), y: g.signedLength())) }
    case .position:
      return KindRecipe(weight: 4) { g in DrawnKind(.position(x: g.signedLength(), y: g.signedLength())) }
    case .hidden:
      return KindRecipe(weight: 4) { _ in DrawnKind(.hidden) }
    case .clipped:
      return KindRecipe(weight: 3) { _ in DrawnKind(.clipped) }
    case .dynamicTypeSize:
      return KindRecipe(weight: 3) { g in
        let low = g.random.chance(0.5) ? nil : g.random.pick(DynamicTypeSize.allCases)
        let high = g.random.chance(0.5) ? nil : g.random.pick(DynamicTypeSize.allCases)
        if let low, let high, high < low { return DrawnKind(.dynamicTypeSize(min: high, max: low)) }
        return DrawnKind(.dynamicTypeSize(min: low, max: g.random.chance(0.2) ? low : high))
      }
    case .dynamicTypeBuckets:
      return KindRecipe(weight: adaptive) { g in
        let thresholds = DynamicTypeSize.allCases.filter { _ in g.random.chance(0.2) }
        return DrawnKind(.dynamicTypeBuckets(thresholds: thresholds), children: .exactly(thresholds.count + 1))
      }
    case .alignmentGuide:
      return KindRecipe(weight: 5) { g in DrawnKind(.alignmentGuide(g.guide(), g.guideValue())) }
    case .geometryReader:
      return KindRecipe(weight: 4) { _ in DrawnKind(.geometryReader) }
    case .layout:
      return KindRecipe(weight: 3) { g in DrawnKind(.layout(g.customLayout())) }
    case .fixedSize:
      return KindRecipe(weight: 12) { g in
        DrawnKind(.fixedSize(horizontal: g.random.chance(0.6), vertical: g.random.chance(0.6)))
      }
    case .aspectRatio:
      return KindRecipe(weight: 12) { g in
        let ratio: Double? = g.random.chance(0.3) ? nil : g.random.pick([1.0, 1.5, 1.0 / 3, 16.0 / 9, 0.01, 100, 0.75])
        // Fill against a nil axis proposes infinity; keep it rarer than fit so most cases stay finite.
        return DrawnKind(.aspectRatio(ratio, contentMode: g.random.chance(0.7) ? .fit : .fill))
      }
    case .scroll:
      return KindRecipe(weight: 10) { g in
        DrawnKind(.scroll(g.random.pick([Axes.vertical, .vertical, .horizontal, .both, Axes(rawValue: 0)])))
      }
    case .containerRelativeFrame:
      return KindRecipe(weight: options.containerRelativeFrames ? 8 : 0) {
        DrawnKind(.containerRelativeFrame($0.containerRelativeFrame()))
      }
    }
  }

  // MARK: Fields

  /// A flexible leaf with `min ≤ ideal ≤ max` on each axis.
  mutating func flexibleLeaf() -> FlexibleLeaf {
    if random.chance(0.25) { return FlexibleLeaf() }
    func axis(_ generator: inout Generator) -> (Double, Double, Double) {
      let low = generator.random.chance(0.5) ? 0 : generator.length(upTo: 120)
      let ideal = generator.random.chance(0.3) ? low : low + generator.length()
      return (low, ideal, generator.maximum(atLeast: ideal))
    }
    let (minWidth, idealWidth, maxWidth) = axis(&self)
    let (minHeight, idealHeight, maxHeight) = axis(&self)
    return FlexibleLeaf(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)
  }

  /// A synthetic text leaf: now and then a styled string (S2.8), else word widths.
  mutating func text() -> TextLeaf {
    if random.chance(0.12) {
      let lineLimit = random.chance(0.7) ? nil : random.int(in: 1...3)
      let string = (0..<random.int(in: 0...6)).map { _ in random.pick(Self.styledWords) }.joined(
        separator: random.chance(0.8) ? " " : random.pick(["\n", "  ", " \n\n"]))
      return TextLeaf(
        string, style: random.pick(TextStyle.allCases), lineLimit: lineLimit,
        reservesSpace: lineLimit != nil && random.chance(0.4), baseline: random.chance(0.8) ? nil : 12)
    }
    let words = (0..<random.weighted([1, 4, 4, 4, 3, 2, 2])).map { _ in wordWidth() }
    let lineLimit = random.chance(0.7) ? nil : random.int(in: 1...3)
    var leaf = TextLeaf(
      wordWidths: words, spaceWidth: random.pick([4.0, 0, 1.0 / 3, 3.5, 8]),
      lineHeight: random.pick([17.0, 0, 20.3, 1.0 / 3, 14, 22]), lineLimit: lineLimit,
      reservesSpace: lineLimit != nil && random.chance(0.4),
      baseline: random.chance(0.7) ? nil : random.pick([0, 12, 13.6, 30, 1.0 / 3]),
      lineBreaks: random.chance(0.8) ? [] : lineBreaks(wordCount: words.count),
      style: random.chance(0.75) ? nil : random.pick(TextStyle.allCases))
    // S2.9: now and then characters, so that words wider than their lines break.
    if random.chance(0.3) { leaf.characterWidths = words.map { characterWidths(of: $0) } }
    return leaf
  }

  /// One to five character widths about as wide as a word of `width` together (not exactly: a word's width is
  /// its own measure), now and then one of them 0.
  mutating func characterWidths(of width: Double) -> [Double] {
    let count = random.int(in: 1...5)
    var widths = [Double](repeating: width / Double(count), count: count)
    if count > 1 && random.chance(0.2) { widths[random.int(below: count)] = 0 }
    return widths
  }

  /// Words for styled strings: Latin, accented, punctuated, currency, CJK, emoji, a long compound.
  static let styledWords = [
    "Hello,", "World!", "iiii", "WWWW", "Café", "naïve", "Łódź", "“quoted”", "€42", "—", "中文", "😀", "a",
    "Donaudampfschifffahrt", "11:32", "#tag",
  ]

  /// S2.7: one to three forced line breaks among `wordCount` words, ascending (a repeat, or one at either end,
  /// is an empty line).
  private mutating func lineBreaks(wordCount: Int) -> [Int] {
    (0..<random.int(in: 1...3)).map { _ in random.int(in: 0...wordCount) }.sorted()
  }

  private mutating func wordWidth() -> Double {
    random.chance(0.1) ? 0 : random.pick([8.0, 24, 32, 1.0 / 3, 100.3, 7.5]) + Double(random.int(in: 0...40))
  }

  /// A measure model.
  mutating func measureModel() -> MeasureModel {
    switch random.int(below: 5) {
    case 0: return .fixed(width: length(), height: length())
    case 1: return .flexible(flexibleLeaf())
    case 2:
      return .wrapping(
        wordWidths: (0..<random.int(in: 0...5)).map { _ in wordWidth() }, spaceWidth: random.pick([4.0, 0, 1.0 / 3]),
        lineHeight: random.pick([17.0, 20.3, 0]))
    case 3: return .aspect(idealWidth: length(), ratio: random.pick([1.0, 1.5, 1.0 / 3, 16.0 / 9, 0.75]))
    default:
      return .stepped(unit: random.pick([1.0, 0.5, 1.0 / 3, 10, 7.3]), idealWidth: length(), idealHeight: length())
    }
  }

  /// A stack spacing (nil when default spacing is allowed, now and then).
  mutating func spacing() -> Double? {
    options.defaultSpacing && random.chance(0.4) ? nil : signedLength()
  }

  /// `count` strictly ascending finite thresholds ≥ 0.
  mutating func ascending(_ count: Int) -> [Double] {
    var values: [Double] = []
    var last = -1.0
    for _ in 0..<count {
      var value = random.chance(0.5) ? proposalLength() : last + 1 + length(upTo: 400)
      if value <= last { value = random.chance(0.3) ? last.nextUp : last + 1 + length(upTo: 200) }
      values.append(value)
      last = value
    }
    return values
  }

  /// A grid column: fixed, flexible or adaptive, with any valid spacing and alignment.
  mutating func gridColumn() -> GridColumn {
    var spacing = random.chance(0.5) ? 8 : signedLength()
    let sizing: GridColumn.Sizing
    switch random.int(below: 3) {
    case 0:
      sizing = .fixed(length())
    case 1:
      let low = random.chance(0.4) ? 10 : length(upTo: 150)
      sizing = .flexible(min: low, max: maximum(atLeast: low))
    default:
      let low = random.pick([1.0 / 3, 20, 44.5, 50, 80, 100.3]) + Double(random.int(in: 0...60))
      if !(low + spacing > 0) { spacing = 8 }
      sizing = .adaptive(min: low, max: maximum(atLeast: low))
    }
    return GridColumn(sizing, spacing: spacing, alignment: alignment())
  }

  /// A split column's widths: any valid min, ideal, max and fraction.
  mutating func splitColumn() -> SplitColumnWidths {
    let low = random.chance(0.3) ? 0 : length(upTo: 300)
    let ideal: Double? = random.chance(0.5) ? nil : low + length(upTo: 200)
    let high = random.chance(0.6) ? .infinity : (ideal ?? low) + length(upTo: 300)
    let fraction: Double? = random.chance(0.6) ? nil : random.pick([0, 0.25, 1.0 / 3, 0.5, 0.7, 1])
    return SplitColumnWidths(min: low, ideal: ideal, max: high, fraction: fraction)
  }

  /// The custom alignments trees are drawn with: one per axis over an edge, one over a baseline.
  static let customHorizontal = HorizontalAlignment.custom("column", default: .leading)
  static let customVertical = VerticalAlignment.custom("row", default: .firstTextBaseline)

  /// A horizontal alignment: mostly built in, sometimes the custom one.
  mutating func horizontalGuide() -> HorizontalAlignment {
    random.chance(0.15) ? Self.customHorizontal : random.pick(HorizontalAlignment.builtIn)
  }

  /// A vertical alignment: an edge, a centre, a baseline, sometimes the custom one.
  mutating func verticalGuide() -> VerticalAlignment {
    random.chance(0.15) ? Self.customVertical : random.pick(VerticalAlignment.builtIn)
  }

  /// A two-axis alignment of any guides.
  mutating func guideAlignment() -> Alignment {
    random.chance(0.5) ? alignment() : Alignment(horizontal: horizontalGuide(), vertical: verticalGuide())
  }

  /// A custom layout of the test registry (S20): the shipped ones, the stacks written as layouts, and one that
  /// answers its own explicit alignment.
  mutating func customLayout() -> AnyLayout {
    // Arguments always given, so that scaling them scales every length of the layout (property 9).
    let spacing: [String: any Sendable] = ["spacing": random.pick([0.0, 4, 8, 12.5, -3])]
    switch random.int(below: 5) {
    case 0: return TestLayouts.make("equalWidth", spacing)
    case 1: return TestLayouts.make("percentWidth", spacing)
    case 2:
      return TestLayouts.stackLayout(for: .hstack(spacing: spacing["spacing"] as? Double, alignment: verticalGuide()))!
    case 3:
      return TestLayouts.stackLayout(
        for: .vstack(spacing: spacing["spacing"] as? Double, alignment: horizontalGuide()))!
    default: return TestLayouts.make("cornerLayout", ["inset": random.pick([0.0, 4, 10.5])])
    }
  }

  /// Any guide an alignment guide may set.
  mutating func guide() -> AlignmentGuide {
    random.chance(0.5) ? .horizontal(horizontalGuide()) : .vertical(verticalGuide())
  }

  /// An alignment guide's value in one of its data forms.
  mutating func guideValue() -> GuideValue {
    let plus = random.chance(0.4) ? 0 : signedLength()
    switch random.int(below: 3) {
    case 0: return .guide(guide(), plus: plus)
    case 1: return .widthFraction(random.pick([0, 0.5, 1, -0.25, 1.5]), plus: plus)
    default: return .heightFraction(random.pick([0, 0.5, 1, 0.8]), plus: plus)
    }
  }

  /// One of the nine two-axis alignments.
  mutating func alignment() -> Alignment {
    Alignment(
      horizontal: random.pick(HorizontalAlignment.builtIn), vertical: random.pick(VerticalAlignment.edgesAndCenter))
  }

  /// A flexible frame: each field present or not, sometimes contradictory (min > max after normalising).
  mutating func flexibleFrame() -> FlexibleFrame {
    func finite(_ generator: inout Generator) -> Double? {
      generator.random.chance(0.5) ? nil : generator.length()
    }
    func maximum(_ generator: inout Generator) -> Double? {
      generator.random.chance(0.5) ? nil : (generator.random.chance(0.5) ? .infinity : generator.length())
    }
    return FlexibleFrame(
      minWidth: finite(&self), idealWidth: finite(&self), maxWidth: maximum(&self),
      minHeight: finite(&self), idealHeight: finite(&self), maxHeight: maximum(&self))
  }

  /// A container-relative frame: count/span/spacing or a fraction, on one or both axes (S13).
  mutating func containerRelativeFrame() -> ContainerRelativeFrame {
    let axes = random.pick([Axes.horizontal, .horizontal, .vertical, .both, Axes(rawValue: 0)])
    if random.chance(0.3) {
      return ContainerRelativeFrame(
        axes: axes, fraction: random.pick([0, 0.25, 1.0 / 3, 0.5, 1, 1.5]), alignment: alignment())
    }
    let count = random.int(in: 1...4)
    return ContainerRelativeFrame(
      axes: axes, count: count, span: random.int(in: 1...count + 1), spacing: random.chance(0.4) ? 0 : signedLength(),
      alignment: alignment())
  }

  /// Padding insets, negative ones included when allowed.
  mutating func insets() -> EdgeInsets {
    if random.chance(0.3) { return EdgeInsets(all: random.chance(0.5) ? 16 : signedLength()) }
    return EdgeInsets(top: signedLength(), leading: signedLength(), bottom: signedLength(), trailing: signedLength())
  }

  // MARK: Proposal histories

  /// A history of `steps` proposals for the cache properties: resize sweeps forwards and back,
  /// alternations, values one ulp apart, nil and infinite axes, repeats and jumps.
  mutating func history(steps: Int, around target: ProposedSize) -> [ProposedSize] {
    var result: [ProposedSize] = []
    while result.count < steps {
      let remaining = steps - result.count
      let run = Swift.min(remaining, random.int(in: 1...12))
      let axis: Axis = random.chance(0.7) ? .horizontal : .vertical
      var base = random.chance(0.5) ? target : proposal()
      if base[axis] == nil || base[axis] == .infinity { base[axis] = proposalLength() }
      let start = base[axis] ?? 0
      switch random.weighted([5, 4, 4, 3, 2, 2]) {
      case 0:  // sweep forwards then back
        let step = random.pick([1.0, 0.5, 1.0 / 3, 7.3, 25, 0.1])
        let half = (run + 1) / 2
        let values = (0..<half).map { start + Double($0) * step }
        let sweep = values + values.reversed().dropFirst()
        for value in sweep.prefix(run) { base[axis] = Swift.max(0, value); result.append(base) }
      case 1:  // alternation A, B, A, B
        var other = base
        other[axis] = proposalLength()
        for index in 0..<run { result.append(index % 2 == 0 ? base : other) }
      case 2:  // one ulp apart
        for index in 0..<run {
          var value = start
          for _ in 0..<(index % 3) { value = index % 2 == 0 ? value.nextUp : Swift.max(0, value.nextDown) }
          base[axis] = value
          result.append(base)
        }
      case 3:  // the target itself, repeated
        for _ in 0..<run { result.append(target) }
      case 4:  // nil and infinite axes
        for _ in 0..<run {
          result.append(ProposedSize(width: proposalAxis(finiteBias: 0.3), height: proposalAxis(finiteBias: 0.3)))
        }
      default:  // random jumps
        for _ in 0..<run { result.append(proposal()) }
      }
    }
    return Array(result.prefix(steps))
  }
}
