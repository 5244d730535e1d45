import FlexLayout

/// Greedy shrinking: repeatedly take the first smaller candidate that still fails, until none does.
enum Shrinker {
  /// The smallest failing case reachable from `start` by `candidates`, its failure message, and the number of accepted
  /// steps.
  ///
  /// Stops after `budget` evaluations of `failure`.
  ///
  /// After a candidate is accepted, the scan resumes at the same position in the new candidate list
  /// (earlier candidates rarely start failing), and a final full pass confirms that none helps.
  static func shrink<Case>(
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
  static func simpler(_ value: Double) -> [Double] {
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

  /// The well-founded order shrinking descends: lower ``complexity`` first, then smaller magnitude
  /// (so no chain of "simpler" values can cycle).
  static func isSimpler(_ a: Double, than b: Double) -> Bool {
    let (ca, cb) = (complexity(a), complexity(b))
    return ca < cb || (ca == cb && abs(a) < abs(b))
  }

  /// A rough measure of how hard a number is to read: 0 < small integers < integers < decimals < the rest.
  static func complexity(_ value: Double) -> Int {
    if value == 0 { return 0 }
    if !value.isFinite { return 1 }
    if value == value.rounded() { return abs(value) <= 100 ? 1 : 2 }
    if value * 10 == (value * 10).rounded() { return 3 }
    return 4
  }

  static func simpler(_ value: Double?) -> [Double?] {
    guard let value else { return [] }
    return [nil] + simpler(value).map { Optional($0) }
  }

  /// Smaller trees than `spec`, most aggressive first: structural changes anywhere in the tree (a leaf, a child in
  /// place of its parent, fewer children, no id or priority), then simpler parameters anywhere.
  ///
  /// Only valid trees.
  static func candidates(_ spec: TreeSpec) -> [TreeSpec] {
    (structuralCandidates(spec) + simplerParameters(spec)).filter { candidate in
      (try? candidate.node().validate()) != nil
    }
  }

  private static func structuralCandidates(_ spec: TreeSpec) -> [TreeSpec] {
    var result: [TreeSpec] = []
    let children = spec.children
    // Replace the node by a simple leaf or by one of its children.
    // (Only for containers, modifiers and the richer leaves, so that shrinking cannot cycle between the two.)
    if spec.count > 1 || isRichLeaf(spec) {
      result += [TreeSpec(.fixed(width: 10, height: 10)), TreeSpec(.flexible(FlexibleLeaf()))]
    }
    result += children
    // Drop children of a stack.
    if spec.hasDroppableChildren {
      for index in children.indices {
        var fewer = children
        fewer.remove(at: index)
        result.append(spec.replacingChildren(fewer))
      }
    }
    switch spec.kind {
    case .buckets(let axis, let thresholds, let accessibility, let children) where !thresholds.isEmpty:
      // Drop a child with a threshold next to it.
      for index in children.indices {
        let threshold = Swift.min(index, thresholds.count - 1)
        var fewer = children
        fewer.remove(at: index)
        var fewerThresholds = thresholds
        fewerThresholds.remove(at: threshold)
        var fewerAccessibility = accessibility
        fewerAccessibility?.remove(at: threshold)
        result.append(
          TreeSpec(
            .buckets(
              axis: axis, thresholds: fewerThresholds, accessibilityThresholds: fewerAccessibility, children: fewer),
            id: spec.id, priority: spec.priority))
      }
    case .split(let columns, let dividerWidth, let collapsedColumn) where columns.count > 1:
      for index in columns.indices {
        var fewer = columns
        fewer.remove(at: index)
        let collapsed = collapsedColumn > index ? collapsedColumn - 1 : Swift.min(collapsedColumn, fewer.count - 1)
        result.append(
          TreeSpec(
            .split(columns: fewer, dividerWidth: dividerWidth, collapsedColumn: collapsed), id: spec.id,
            priority: spec.priority))
      }
    case .grid(let columns, let rowSpacing, let children) where columns.count > 1:
      for index in columns.indices {
        var fewer = columns
        fewer.remove(at: index)
        result.append(
          TreeSpec(
            .grid(columns: fewer, rowSpacing: rowSpacing, children: children), id: spec.id, priority: spec.priority))
      }
    default:
      break
    }
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
        var replaced = children
        replaced[index] = smaller
        result.append(spec.replacingChildren(replaced))
      }
    }
    return result
  }

  private static func simplerParameters(_ spec: TreeSpec) -> [TreeSpec] {
    var result = parameterCandidates(spec)
    if let priority = spec.priority {
      for simpler in simpler(priority) {
        var copy = spec
        copy.priority = simpler
        result.append(copy)
      }
    }
    let children = spec.children
    for index in children.indices {
      for simpler in simplerParameters(children[index]) {
        var replaced = children
        replaced[index] = simpler
        result.append(spec.replacingChildren(replaced))
      }
    }
    return result
  }

  private static func isRichLeaf(_ spec: TreeSpec) -> Bool {
    switch spec.kind {
    case .text, .measured, .spacer: return true
    default: return false
    }
  }

  /// The same node with one parameter simplified.
  private static func parameterCandidates(_ spec: TreeSpec) -> [TreeSpec] {
    var kinds: [TreeSpec.Kind] = []
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
        for value in values {
          var copy = leaf
          copy[keyPath: path] = value
          kinds.append(.flexible(copy))
        }
      }
    case .text(let leaf):
      for index in leaf.wordWidths.indices {
        var copy = leaf
        copy.wordWidths.remove(at: index)
        kinds.append(.text(copy))
        for value in simpler(leaf.wordWidths[index]) {
          copy = leaf
          copy.wordWidths[index] = value
          kinds.append(.text(copy))
        }
      }
      for value in simpler(leaf.spaceWidth) {
        var copy = leaf
        copy.spaceWidth = value
        kinds.append(.text(copy))
      }
      for value in simpler(leaf.lineHeight) {
        var copy = leaf
        copy.lineHeight = value
        kinds.append(.text(copy))
      }
      if leaf.lineLimit != nil {
        var copy = leaf
        copy.lineLimit = nil
        kinds.append(.text(copy))
      }
    case .measured(let model):
      kinds += measureCandidates(model).map { .measured($0) }
    case .spacer(let minLength):
      kinds += simpler(minLength).map { .spacer(minLength: $0) }
    case .hstack(let spacing, let alignment, let children):
      kinds += simpler(spacing).map { .hstack(spacing: $0, alignment: alignment, children: children) }
      if alignment != .center { kinds.append(.hstack(spacing: spacing, alignment: .center, children: children)) }
    case .vstack(let spacing, let alignment, let children):
      kinds += simpler(spacing).map { .vstack(spacing: $0, alignment: alignment, children: children) }
      if alignment != .center { kinds.append(.vstack(spacing: spacing, alignment: .center, children: children)) }
    case .zstack(let alignment, let children):
      if alignment != .center { kinds.append(.zstack(alignment: .center, children: children)) }
    case .frame(let width, let height, let alignment, let child):
      kinds += simpler(width).map { .frame(width: $0, height: height, alignment: alignment, child: child) }
      kinds += simpler(height).map { .frame(width: width, height: $0, alignment: alignment, child: child) }
      if alignment != .center { kinds.append(.frame(width: width, height: height, alignment: .center, child: child)) }
    case .flexibleFrame(let frame, let alignment, let child):
      for path in [\FlexibleFrame.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight] {
        for value in simpler(frame[keyPath: path]) {
          var copy = frame
          copy[keyPath: path] = value
          kinds.append(.flexibleFrame(copy, alignment: alignment, child: child))
        }
      }
      if alignment != .center { kinds.append(.flexibleFrame(frame, alignment: .center, child: child)) }
    case .padding(let insets, let child):
      for path in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] {
        for value in simpler(insets[keyPath: path]) {
          var copy = insets
          copy[keyPath: path] = value
          kinds.append(.padding(copy, child: child))
        }
      }
    case .fixedSize(let horizontal, let vertical, let child):
      if horizontal { kinds.append(.fixedSize(horizontal: false, vertical: vertical, child: child)) }
      if vertical { kinds.append(.fixedSize(horizontal: horizontal, vertical: false, child: child)) }
    case .aspectRatio(let ratio, let mode, let child):
      if let ratio {
        kinds.append(.aspectRatio(nil, contentMode: mode, child: child))
        if ratio != 1 { kinds.append(.aspectRatio(1, contentMode: mode, child: child)) }
      }
      if mode != .fit { kinds.append(.aspectRatio(ratio, contentMode: .fit, child: child)) }
    case .scroll(let axes, let child):
      // both → one axis → vertical; the empty set stays (it is its own simplest case).
      if axes == .both { kinds += [.scroll(.vertical, child: child), .scroll(.horizontal, child: child)] }
      if axes == .horizontal { kinds.append(.scroll(.vertical, child: child)) }
    case .containerRelativeFrame(let frame, let child):
      if frame.alignment != .center {
        kinds.append(.containerRelativeFrame(with(frame) { $0.alignment = .center }, child: child))
      }
      if frame.axes == .both {
        kinds.append(.containerRelativeFrame(with(frame) { $0.axes = .horizontal }, child: child))
        kinds.append(.containerRelativeFrame(with(frame) { $0.axes = .vertical }, child: child))
      }
      if frame.fraction != nil {
        kinds.append(.containerRelativeFrame(with(frame) { $0.fraction = nil }, child: child))
      } else {
        if frame.count > 1 { kinds.append(.containerRelativeFrame(with(frame) { $0.count = 1 }, child: child)) }
        if frame.span > 1 { kinds.append(.containerRelativeFrame(with(frame) { $0.span = 1 }, child: child)) }
        kinds += simpler(frame.spacing).map { value in
          .containerRelativeFrame(with(frame) { $0.spacing = value }, child: child)
        }
      }
    case .flow(let spacing, let lineSpacing, let alignment, let children):
      kinds += simpler(spacing).map {
        .flow(spacing: $0, lineSpacing: lineSpacing, alignment: alignment, children: children)
      }
      kinds += simpler(lineSpacing).map {
        .flow(spacing: spacing, lineSpacing: $0, alignment: alignment, children: children)
      }
      if alignment != .leading {
        kinds.append(.flow(spacing: spacing, lineSpacing: lineSpacing, alignment: .leading, children: children))
      }
    case .grid(let columns, let rowSpacing, let children):
      kinds += simpler(rowSpacing).map { .grid(columns: columns, rowSpacing: $0, children: children) }
      for index in columns.indices {
        for simpler in simplerColumns(columns[index]) {
          var copy = columns
          copy[index] = simpler
          kinds.append(.grid(columns: copy, rowSpacing: rowSpacing, children: children))
        }
      }
    case .viewThatFits(let axes, let children):
      if axes != .both { kinds.append(.viewThatFits(axes: .both, children: children)) }
    case .buckets(let axis, let thresholds, let accessibility, let children):
      if accessibility != nil {
        kinds.append(.buckets(axis: axis, thresholds: thresholds, accessibilityThresholds: nil, children: children))
      }
      if axis != .horizontal {
        kinds.append(
          .buckets(
            axis: .horizontal, thresholds: thresholds, accessibilityThresholds: accessibility, children: children))
      }
      for index in thresholds.indices {
        for value in simpler(thresholds[index]) {
          var copy = thresholds
          copy[index] = value
          kinds.append(
            .buckets(axis: axis, thresholds: copy, accessibilityThresholds: accessibility, children: children))
        }
      }
    case .split(let columns, let dividerWidth, let collapsedColumn):
      kinds += simpler(dividerWidth).map {
        .split(columns: columns, dividerWidth: $0, collapsedColumn: collapsedColumn)
      }
      if collapsedColumn != 0 { kinds.append(.split(columns: columns, dividerWidth: dividerWidth, collapsedColumn: 0)) }
      for index in columns.indices {
        let column = columns[index]
        var variants: [TreeSpec.SplitColumnSpec] = []
        for value in simpler(column.min) { variants.append(with(column) { $0.min = value }) }
        if column.ideal != nil { variants.append(with(column) { $0.ideal = nil }) }
        if column.max != .infinity { variants.append(with(column) { $0.max = .infinity }) }
        if column.fraction != nil { variants.append(with(column) { $0.fraction = nil }) }
        for variant in variants {
          var copy = columns
          copy[index] = variant
          kinds.append(.split(columns: copy, dividerWidth: dividerWidth, collapsedColumn: collapsedColumn))
        }
      }
    }
    var result = kinds.map { kind in
      var copy = spec
      copy.kind = kind
      return copy
    }
    if !spec.scaledLengths.isEmpty {
      var copy = spec
      copy.scaledLengths = [:]
      result.insert(copy, at: 0)
    }
    return result
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

  /// Simpler proposals: each axis nil, 0, or a simpler number.
  static func candidates(_ proposal: ProposedSize) -> [ProposedSize] {
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

  /// Simpler environments: no display scale, `.large`, left-to-right.
  static func candidates(_ environment: LayoutEnvironment) -> [LayoutEnvironment] {
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
}
