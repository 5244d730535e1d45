import FlexLayout

/// Greedy shrinking: repeatedly take the first smaller candidate that still fails, until none does.
///
/// ``shrink(_:message:budget:candidates:failure:)`` works on any value given a function listing smaller values;
/// the rest lists candidates for common values: numbers (`simpler(_:)` of a `Double` or an `Int`,
/// ``simpler(_:in:)``), strings (`candidates(_:)` of a `String`), one field of a structure
/// (``candidates(of:varying:by:)``), and FlexLayout's generated trees, proposals and environments.
public enum Shrinker {
  /// The smallest failing case reachable from `start` by `candidates`, its failure message, and the number of accepted
  /// steps (0 when no candidate fails: `value` is then `start` and `message` the one passed in).
  ///
  /// `candidates` lists values smaller or simpler than its argument, most aggressive first; `failure` answers a
  /// message when a value still fails and `nil` when it passes. Every candidate must be strictly smaller by some
  /// well-founded measure (shorter, fewer nodes, closer to 0), or shrinking may cycle until the budget runs out; and
  /// candidates must stay in the property's domain (a width the property never draws may fail for another reason).
  /// Stops after `budget` evaluations of `failure`.
  ///
  /// After a candidate is accepted, the scan resumes at the same position in the new candidate list
  /// (earlier candidates rarely start failing), and a final full pass confirms that none helps.
  public static func shrink<Case>(
    _ start: Case, message: String, budget: Int = 6_000,
    candidates: (Case) -> [Case], failure: (Case) -> String?
  ) -> (value: Case, message: String, steps: Int) {
    var current = start
    var currentMessage = message
    var steps = 0
    var evaluations = 0
    var position = 0
    var list = candidates(current)
    var sinceImprovement = 0
    while evaluations < budget && sinceImprovement < list.count {
      if position >= list.count { position = 0 }
      let candidate = list[position]
      evaluations += 1
      if let message = failure(candidate) {
        current = candidate
        currentMessage = message
        steps += 1
        list = candidates(current)
        sinceImprovement = 0
      } else {
        position += 1
        sinceImprovement += 1
      }
    }
    return (current, currentMessage, steps)
  }

  /// Simpler values to try in place of `value`, simplest first: 0, 1, 10, 100, its integer part, one
  /// decimal, then values closer to 0 by halving the distance (on the integers when `value` is one).
  ///
  /// Every value is finite and strictly simpler than `value` (``isSimpler(_:than:)``); none for 0, infinities and
  /// NaN. Negative values shrink towards 0 too.
  public static func simpler(_ value: Double) -> [Double] {
    guard value != 0, value.isFinite else { return [] }
    var raw: [Double] = [0, 1, 10, 100, value.rounded(.towardZero), (value * 10).rounded(.towardZero) / 10]
    let magnitude = abs(value)
    var step = magnitude / 2
    while step >= 1 || (value != value.rounded() && step >= 1e-3 && raw.count < 24) {
      let distance = value == value.rounded() ? step.rounded(.up) : step
      raw.append(value < 0 ? value + distance : value - distance)
      step /= 2
    }
    if value == value.rounded() && magnitude >= 1 { raw.append(value < 0 ? value + 1 : value - 1) }
    var result: [Double] = []
    for candidate in raw where candidate.isFinite && isSimpler(candidate, than: value) && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }

  /// The well-founded order shrinking descends: lower ``complexity(_:)`` first, then smaller magnitude
  /// (so no chain of "simpler" values can cycle).
  public static func isSimpler(_ a: Double, than b: Double) -> Bool {
    let (ca, cb) = (complexity(a), complexity(b))
    return ca < cb || (ca == cb && abs(a) < abs(b))
  }

  /// A rough measure of how hard a number is to read: 0 < small integers (to 100), infinities and NaN < other
  /// integers < one decimal < the rest.
  public static func complexity(_ value: Double) -> Int {
    if value == 0 { return 0 }
    if !value.isFinite { return 1 }
    if value == value.rounded() { return abs(value) <= 100 ? 1 : 2 }
    if value * 10 == (value * 10).rounded() { return 3 }
    return 4
  }

  /// `nil`, then the simpler values of `simpler(_:)` of a `Double`; none for `nil`.
  public static func simpler(_ value: Double?) -> [Double?] {
    guard let value else { return [] }
    return [nil] + simpler(value).map { Optional($0) }
  }

  /// Smaller trees than `spec`, most aggressive first: structural changes anywhere in the tree (a simplest leaf or a
  /// child in place of a node, fewer children, fewer parts, no id or priority), then simpler fields anywhere.
  ///
  /// Only valid trees (``Node/validate()`` accepts them); none for a simplest leaf with simplest fields.
  public static func candidates(_ spec: TreeSpec) -> [TreeSpec] {
    (structuralCandidates(spec) + simplerParameters(spec)).filter { candidate in
      (try? candidate.node().validate()) != nil
    }
  }

  /// The leaves any other node may be replaced by. Nodes of their kinds are never replaced by them, so that
  /// shrinking cannot cycle between a leaf and one of these.
  static let simplestLeaves = [TreeSpec(.fixed(width: 10, height: 10)), TreeSpec(.flexible(FlexibleLeaf()))]

  /// Changes to the shape of the tree, read from the nodes' families; only parts that come with a child (a
  /// buckets' threshold, a split's column) or that a kind holds a list of (a grid's columns) are kind-specific
  /// (``fieldCandidates(_:)``).
  private static func structuralCandidates(_ spec: TreeSpec) -> [TreeSpec] {
    var result: [TreeSpec] = []
    let children = spec.children
    // Replace the node by a simplest leaf or by one of its children.
    if spec.count > 1 || !simplestLeaves.contains(where: { $0.kind.tag == spec.kind.tag }) {
      result += simplestLeaves
    }
    result += children
    // Drop a child of a container (the validity filter rejects what leaves a container too few).
    if spec.kind.family == .container {
      for index in children.indices {
        var fewer = spec
        fewer.children.remove(at: index)
        result.append(fewer)
      }
    }
    result += fieldCandidates(spec).parts
    if spec.id != nil {
      var copy = spec
      copy.id = nil
      result.append(copy)
    }
    if spec.priority != nil {
      var copy = spec
      copy.priority = nil
      result.append(copy)
    }
    for index in children.indices {
      for smaller in structuralCandidates(children[index]) {
        var copy = spec
        copy.children[index] = smaller
        result.append(copy)
      }
    }
    return result
  }

  private static func simplerParameters(_ spec: TreeSpec) -> [TreeSpec] {
    var result = fieldCandidates(spec).values
    if !spec.scaledLengths.isEmpty {
      var copy = spec
      copy.scaledLengths = [:]
      result.insert(copy, at: 0)
    }
    if let priority = spec.priority {
      for simpler in simpler(priority) {
        var copy = spec
        copy.priority = simpler
        result.append(copy)
      }
    }
    for index in spec.children.indices {
      for simpler in simplerParameters(spec.children[index]) {
        var copy = spec
        copy.children[index] = simpler
        result.append(copy)
      }
    }
    return result
  }

  /// The same node with its kind's fields shrunk, the one place the shrinker knows a kind: `parts` drop part
  /// of the fields, with the child that goes with it when there is one (a grid column; a buckets' threshold
  /// with a child; a split's column with its content); `values` simplify one field (or a measured leaf's
  /// model). Everything else the shrinker does reads the family. A new kind fails to compile here until it
  /// has a case.
  private static func fieldCandidates(_ spec: TreeSpec) -> (parts: [TreeSpec], values: [TreeSpec]) {
    var parts: [TreeSpec] = []
    var kinds: [Node.Kind] = []
    var models: [MeasureModel] = []
    /// The node with `kind`, without its child at `index` when there is one.
    func part(_ kind: Node.Kind, droppingChild index: Int? = nil) -> TreeSpec {
      var copy = spec
      copy.kind = kind
      if let index { copy.children.remove(at: index) }
      return copy
    }
    switch spec.kind {
    case .fixed(let width, let height):
      kinds += simpler(width).map { .fixed(width: $0, height: height) }
      kinds += simpler(height).map { .fixed(width: width, height: $0) }
    case .flexible(let leaf):
      for path in [\FlexibleLeaf.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight] {
        var values = simpler(leaf[keyPath: path])
        if leaf[keyPath: path] != .infinity, path == \FlexibleLeaf.maxWidth || path == \FlexibleLeaf.maxHeight {
          values.insert(.infinity, at: 0)
        }
        kinds += values.map { value in .flexible(with(leaf) { $0[keyPath: path] = value }) }
      }
    case .text(let leaf):
      if leaf.style != nil { kinds.append(.text(with(leaf) { $0.style = nil })) }
      // S2.9: without characters, no word breaks; a word's characters go with it.
      if !leaf.characterWidths.isEmpty { kinds.append(.text(with(leaf) { $0.characterWidths = [] })) }
      for index in leaf.lineBreaks.indices { kinds.append(.text(with(leaf) { $0.lineBreaks.remove(at: index) })) }
      for index in leaf.wordWidths.indices {
        // The breaks after the word move back with the words (a break before it now comes before the next).
        kinds.append(
          .text(
            with(leaf) {
              $0.wordWidths.remove(at: index)  // (drops the characters too: S2.9's words no longer match them)
              $0.lineBreaks = $0.lineBreaks.map { $0 > index ? $0 - 1 : $0 }
            }))
        kinds += simpler(leaf.wordWidths[index]).map { value in .text(with(leaf) { $0.wordWidths[index] = value }) }
      }
      kinds += simpler(leaf.spaceWidth).map { value in .text(with(leaf) { $0.spaceWidth = value }) }
      kinds += simpler(leaf.lineHeight).map { value in .text(with(leaf) { $0.lineHeight = value }) }
      if leaf.reservesSpace { kinds.append(.text(with(leaf) { $0.reservesSpace = false })) }
      if leaf.lineLimit != nil {
        kinds.append(
          .text(
            with(leaf) {
              $0.lineLimit = nil
              $0.reservesSpace = false
            }))
      }
    case .measured:
      models = spec.measure.map(measureCandidates) ?? []
    case .spacer(let minLength):
      kinds += simpler(minLength).map { .spacer(minLength: $0) }
    case .hstack(let spacing, let alignment):
      kinds += simpler(spacing).map { .hstack(spacing: $0, alignment: alignment) }
      if alignment != .center { kinds.append(.hstack(spacing: spacing, alignment: .center)) }
    case .vstack(let spacing, let alignment):
      kinds += simpler(spacing).map { .vstack(spacing: $0, alignment: alignment) }
      if alignment != .center { kinds.append(.vstack(spacing: spacing, alignment: .center)) }
    case .zstack(let alignment):
      if alignment != .center { kinds.append(.zstack(alignment: .center)) }
    case .background(let alignment):
      if alignment != .center { kinds.append(.background(alignment: .center)) }
      kinds.append(.overlay(alignment: alignment))
    case .overlay(let alignment):
      if alignment != .center { kinds.append(.overlay(alignment: .center)) }
    case .offset(let x, let y):
      kinds += simpler(x).map { .offset(x: $0, y: y) }
      kinds += simpler(y).map { .offset(x: x, y: $0) }
    case .position(let x, let y):
      kinds += simpler(x).map { .position(x: $0, y: y) }
      kinds += simpler(y).map { .position(x: x, y: $0) }
    case .hidden, .clipped, .geometryReader, .divider:
      break
    case .dynamicTypeSize(let min, let max):
      if min != nil { kinds.append(.dynamicTypeSize(min: nil, max: max)) }
      if max != nil { kinds.append(.dynamicTypeSize(min: min, max: nil)) }
    case .dynamicTypeBuckets(let thresholds):
      // Drop a child with a threshold next to it.
      if !thresholds.isEmpty {
        for index in spec.children.indices {
          let threshold = Swift.min(index, thresholds.count - 1)
          parts.append(
            part(.dynamicTypeBuckets(thresholds: with(thresholds) { $0.remove(at: threshold) }), droppingChild: index))
        }
      }
    case .layout:
      kinds.append(.zstack())
    case .alignmentGuide(let guide, let value):
      switch value {
      case .guide(let read, let plus):
        kinds += simpler(plus).map { .alignmentGuide(guide, .guide(read, plus: $0)) }
      case .widthFraction(let f, let plus):
        kinds += simpler(plus).map { .alignmentGuide(guide, .widthFraction(f, plus: $0)) }
        kinds.append(.alignmentGuide(guide, .guide(guide)))
      case .heightFraction(let f, let plus):
        kinds += simpler(plus).map { .alignmentGuide(guide, .heightFraction(f, plus: $0)) }
        kinds.append(.alignmentGuide(guide, .guide(guide)))
      case .computed:
        break
      }
    case .ignoresSafeArea(let edges):
      if edges != .all { kinds.append(.ignoresSafeArea(edges: .all)) }
    case .safeAreaInset(let edge, let spacing, let alignment):
      if spacing != nil { kinds.append(.safeAreaInset(edge: edge, spacing: nil, alignment: alignment)) }
      if edge != .bottom { kinds.append(.safeAreaInset(edge: .bottom, spacing: spacing, alignment: alignment)) }
      if alignment != .center { kinds.append(.safeAreaInset(edge: edge, spacing: spacing, alignment: .center)) }
    case .frame(let width, let height, let alignment):
      kinds += simpler(width).map { .frame(width: $0, height: height, alignment: alignment) }
      kinds += simpler(height).map { .frame(width: width, height: $0, alignment: alignment) }
      if alignment != .center { kinds.append(.frame(width: width, height: height, alignment: .center)) }
    case .flexibleFrame(let frame, let alignment):
      for path in [\FlexibleFrame.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight] {
        kinds += simpler(frame[keyPath: path]).map { value in
          .flexibleFrame(with(frame) { $0[keyPath: path] = value }, alignment: alignment)
        }
      }
      if alignment != .center { kinds.append(.flexibleFrame(frame, alignment: .center)) }
    case .padding(let insets):
      for path in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] {
        kinds += simpler(insets[keyPath: path]).map { value in .padding(with(insets) { $0[keyPath: path] = value }) }
      }
    case .safeAreaPadding(let edges, let length):
      kinds.append(.padding(EdgeInsets(edges, length)))  // without its safe area
      kinds += simpler(length).filter { $0 >= 0 }.map { .safeAreaPadding(edges: edges, length: $0) }
      if edges != .all { kinds.append(.safeAreaPadding(edges: .all, length: length)) }
    case .fixedSize(let horizontal, let vertical):
      if horizontal { kinds.append(.fixedSize(horizontal: false, vertical: vertical)) }
      if vertical { kinds.append(.fixedSize(horizontal: horizontal, vertical: false)) }
    case .aspectRatio(let ratio, let mode):
      if let ratio {
        kinds.append(.aspectRatio(nil, contentMode: mode))
        if ratio != 1 { kinds.append(.aspectRatio(1, contentMode: mode)) }
      }
      if mode != .fit { kinds.append(.aspectRatio(ratio, contentMode: .fit)) }
    case .scroll(let axes):
      // both → one axis → vertical; the empty set stays (it is its own simplest case).
      if axes == .both { kinds += [.scroll(.vertical), .scroll(.horizontal)] }
      if axes == .horizontal { kinds.append(.scroll(.vertical)) }
    case .containerRelativeFrame(let frame):
      if frame.alignment != .center { kinds.append(.containerRelativeFrame(with(frame) { $0.alignment = .center })) }
      if frame.axes == .both {
        kinds.append(.containerRelativeFrame(with(frame) { $0.axes = .horizontal }))
        kinds.append(.containerRelativeFrame(with(frame) { $0.axes = .vertical }))
      }
      if frame.fraction != nil {
        kinds.append(.containerRelativeFrame(with(frame) { $0.fraction = nil }))
      } else {
        if frame.count > 1 { kinds.append(.containerRelativeFrame(with(frame) { $0.count = 1 })) }
        if frame.span > 1 { kinds.append(.containerRelativeFrame(with(frame) { $0.span = 1 })) }
        kinds += simpler(frame.spacing).map { value in .containerRelativeFrame(with(frame) { $0.spacing = value }) }
      }
    case .flow(let spacing, let lineSpacing, let alignment):
      kinds += simpler(spacing).map { .flow(spacing: $0, lineSpacing: lineSpacing, alignment: alignment) }
      kinds += simpler(lineSpacing).map { .flow(spacing: spacing, lineSpacing: $0, alignment: alignment) }
      if alignment != .leading { kinds.append(.flow(spacing: spacing, lineSpacing: lineSpacing, alignment: .leading)) }
    case .grid(let columns, let rowSpacing):
      if columns.count > 1 {
        for index in columns.indices {
          parts.append(part(.grid(columns: with(columns) { $0.remove(at: index) }, rowSpacing: rowSpacing)))
        }
      }
      kinds += simpler(rowSpacing).map { .grid(columns: columns, rowSpacing: $0) }
      for index in columns.indices {
        kinds += simplerColumns(columns[index]).map { column in
          .grid(columns: with(columns) { $0[index] = column }, rowSpacing: rowSpacing)
        }
      }
    case .viewThatFits(let axes):
      if axes != .both { kinds.append(.viewThatFits(axes: .both)) }
    case .buckets(let axis, let thresholds, let accessibility):
      // Drop a child with a threshold next to it.
      if !thresholds.isEmpty {
        for index in spec.children.indices {
          let threshold = Swift.min(index, thresholds.count - 1)
          let fewer = Node.Kind.buckets(
            axis: axis, thresholds: with(thresholds) { $0.remove(at: threshold) },
            accessibilityThresholds: accessibility.map { with($0) { $0.remove(at: threshold) } })
          parts.append(part(fewer, droppingChild: index))
        }
      }
      if accessibility != nil {
        kinds.append(.buckets(axis: axis, thresholds: thresholds, accessibilityThresholds: nil))
      }
      if axis != .horizontal {
        kinds.append(.buckets(axis: .horizontal, thresholds: thresholds, accessibilityThresholds: accessibility))
      }
      for index in thresholds.indices {
        kinds += simpler(thresholds[index]).map { value in
          .buckets(
            axis: axis, thresholds: with(thresholds) { $0[index] = value }, accessibilityThresholds: accessibility)
        }
      }
    case .split(let columns, let dividerWidth, let collapsedColumn):
      // Drop a column with its content.
      if columns.count > 1 {
        for index in columns.indices {
          let fewer = with(columns) { $0.remove(at: index) }
          let collapsed = collapsedColumn > index ? collapsedColumn - 1 : Swift.min(collapsedColumn, fewer.count - 1)
          parts.append(
            part(.split(columns: fewer, dividerWidth: dividerWidth, collapsedColumn: collapsed), droppingChild: index))
        }
      }
      kinds += simpler(dividerWidth).map {
        .split(columns: columns, dividerWidth: $0, collapsedColumn: collapsedColumn)
      }
      if collapsedColumn != 0 { kinds.append(.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: 0)) }
      for index in columns.indices {
        let column = columns[index]
        var variants: [SplitColumnWidths] = []
        for value in simpler(column.min) { variants.append(with(column) { $0.min = value }) }
        if column.ideal != nil { variants.append(with(column) { $0.ideal = nil }) }
        if column.max != .infinity { variants.append(with(column) { $0.max = .infinity }) }
        if column.fraction != nil { variants.append(with(column) { $0.fraction = nil }) }
        kinds += variants.map { variant in
          .split(
            columns: with(columns) { $0[index] = variant }, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn
          )
        }
      }
    }
    let values = kinds.map { part($0) } + models.map { model in with(spec) { $0.measure = model } }
    return (parts, values)
  }

  private static func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var copy = value
    change(&copy)
    return copy
  }

  private static func simplerColumns(_ column: GridColumn) -> [GridColumn] {
    var result: [GridColumn] = []
    if column.alignment != .center { result.append(with(column) { $0.alignment = .center }) }
    result += simpler(column.spacing).map { value in with(column) { $0.spacing = value } }
    switch column.sizing {
    case .fixed(let size):
      result += simpler(size).map { value in with(column) { $0.sizing = .fixed(value) } }
    case .flexible(let low, let high):
      result.append(with(column) { $0.sizing = .fixed(low) })
      if high != .infinity { result.append(with(column) { $0.sizing = .flexible(min: low, max: .infinity) }) }
      result += simpler(low).map { value in with(column) { $0.sizing = .flexible(min: value, max: high) } }
    case .adaptive(let low, let high):
      result.append(with(column) { $0.sizing = .flexible(min: low, max: high) })
      if high != .infinity { result.append(with(column) { $0.sizing = .adaptive(min: low, max: .infinity) }) }
      result += simpler(low).map { value in with(column) { $0.sizing = .adaptive(min: value, max: high) } }
    }
    return result
  }

  private static func measureCandidates(_ model: MeasureModel) -> [MeasureModel] {
    switch model {
    case .fixed(let width, let height):
      return simpler(width).map { .fixed(width: $0, height: height) }
        + simpler(height).map { .fixed(width: width, height: $0) }
    case .flexible(let leaf):
      return [.fixed(width: leaf.idealWidth, height: leaf.idealHeight)]
    case .wrapping(let words, let space, let lineHeight):
      var result: [MeasureModel] = words.indices.map { index in
        var fewer = words
        fewer.remove(at: index)
        return .wrapping(wordWidths: fewer, spaceWidth: space, lineHeight: lineHeight)
      }
      result += simpler(space).map { .wrapping(wordWidths: words, spaceWidth: $0, lineHeight: lineHeight) }
      return result
    case .aspect(let idealWidth, let ratio):
      return simpler(idealWidth).map { .aspect(idealWidth: $0, ratio: ratio) }
        + (ratio == 1 ? [] : [.aspect(idealWidth: idealWidth, ratio: 1)])
    case .stepped(let unit, let idealWidth, let idealHeight):
      return (unit == 1 ? [] : [.stepped(unit: 1, idealWidth: idealWidth, idealHeight: idealHeight)])
        + [.fixed(width: idealWidth, height: idealHeight)]
    }
  }

  /// Simpler proposals: one axis at a time made a simpler number ≥ 0 (an infinite axis 0 or 100); a `nil` axis
  /// stays `nil`.
  public static func candidates(_ proposal: ProposedSize) -> [ProposedSize] {
    var result: [ProposedSize] = []
    for axis in Axis.allCases {
      guard let value = proposal[axis] else { continue }
      var values: [Double] = simpler(value).filter { $0 >= 0 }
      if value == .infinity { values = [0, 100] }
      for candidate in values {
        var copy = proposal
        copy[axis] = candidate
        result.append(copy)
      }
    }
    return result
  }

  /// Simpler environments, one change each: no display scale (or 1), `.large`, left-to-right. Safe-area insets are
  /// kept.
  public static func candidates(_ environment: LayoutEnvironment) -> [LayoutEnvironment] {
    var result: [LayoutEnvironment] = []
    if environment.displayScale != nil {
      var copy = environment
      copy.displayScale = nil
      result.append(copy)
    }
    if environment.displayScale != nil && environment.displayScale != 1 {
      var copy = environment
      copy.displayScale = 1
      result.append(copy)
    }
    if environment.dynamicTypeSize != .large {
      var copy = environment
      copy.dynamicTypeSize = .large
      result.append(copy)
    }
    if environment.layoutDirection != .leftToRight {
      var copy = environment
      copy.layoutDirection = .leftToRight
      result.append(copy)
    }
    return result
  }

  // MARK: Values of your own

  /// Simpler values than `value` within `range`, simplest first: the range's lower bound, then those of
  /// `simpler(_:)` of a `Double` that lie in `range`. Each is strictly simpler than `value` (``isSimpler(_:than:)``),
  /// so a width drawn from 320...1440 shrinks towards 320, whole numbers and fewer decimals, never out of the range.
  public static func simpler(_ value: Double, in range: ClosedRange<Double>) -> [Double] {
    var result: [Double] = []
    for candidate in [range.lowerBound] + simpler(value)
    where range.contains(candidate) && isSimpler(candidate, than: value) && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }

  /// Smaller integers than `value`, towards 0: 0, then `value` less half the distance, a quarter, …, and `value`
  /// moved 1 towards 0. None for 0.
  public static func simpler(_ value: Int) -> [Int] {
    guard value != 0 else { return [] }
    var result = [0]
    var distance = value.magnitude / 2
    while distance > 0 {
      let candidate = value < 0 ? value + Int(distance) : value - Int(distance)
      if !result.contains(candidate) { result.append(candidate) }
      distance /= 2
    }
    let nearer = value < 0 ? value + 1 : value - 1
    if !result.contains(nearer) { result.append(nearer) }
    return result
  }

  /// Shorter strings than `text`, shortest first: the empty string, then `text` with a run of characters removed,
  /// from half its length down to one character, at every position. Every candidate is strictly shorter (in
  /// `Character`s) and keeps the remaining characters in order; none for the empty string.
  public static func candidates(_ text: String) -> [String] {
    let characters = Array(text)
    guard !characters.isEmpty else { return [] }
    var result: [String] = [""]
    var seen: Set<String> = [""]
    var run = characters.count / 2
    while run >= 1 {
      var start = 0
      while start < characters.count {
        let end = Swift.min(start + run, characters.count)
        let candidate = String(characters[..<start] + characters[end...])
        if seen.insert(candidate).inserted { result.append(candidate) }
        start += run
      }
      run /= 2
    }
    return result
  }

  /// `value` with its `field` replaced by each of `shrink(value[keyPath: field])`, in that order: how a case
  /// of several fields lists its candidates, one field at a time (concatenate the lists, most effective field
  /// first).
  ///
  /// ```swift
  /// shrink: { row in
  ///   Shrinker.candidates(of: row, varying: \.subject, by: Shrinker.candidates)
  ///     + Shrinker.candidates(of: row, varying: \.width) { Shrinker.simpler($0, in: 320...1440) }
  /// }
  /// ```
  public static func candidates<Value, Field>(
    of value: Value, varying field: WritableKeyPath<Value, Field>, by shrink: (Field) -> [Field]
  ) -> [Value] {
    shrink(value[keyPath: field]).map { smaller in
      var copy = value
      copy[keyPath: field] = smaller
      return copy
    }
  }
}
