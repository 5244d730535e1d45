/// Alignment guides in the arena (S19): guides numbered once per tree, what each number means, the derived
/// mask of the guides a node may set explicitly, and the fields of alignment guides and baselines.
///
/// A guide's number: the eight built-in guides are 0–7 in the order of ``AlignmentGuide/builtIn`` (leading,
/// horizontal centre, trailing, top, vertical centre, bottom, first and last text baseline); custom alignments
/// are numbered from 8 as the tree first names them, and keep their number for the arena's life.
enum GuideNumber {
  static let leading: Int32 = 0
  static let horizontalCenter: Int32 = 1
  static let top: Int32 = 3
  static let verticalCenter: Int32 = 4
  static let firstBaseline: Int32 = 6
  static let lastBaseline: Int32 = 7
  static let firstCustom: Int32 = 8
}

/// What the passes need to know of one guide number.
struct GuideFacts: BitwiseCopyable {
  /// The axis the guide measures along.
  var axis: Axis
  /// Where its default value sits (a custom alignment's: its default guide's).
  var fraction: AxisAlignment
  /// A custom alignment's default guide, -1 for a built-in one.
  var fallback: Int32
  /// The explicit-value classes (``GuideClass``) a node's value for the guide may come from.
  var classes: UInt8
}

/// The classes of explicit guide values, one bit each, as a node's ``LayoutArena/guideMasks`` holds them.
enum GuideClass {
  /// Leading, horizontal centre or trailing set by an alignment guide.
  static let horizontalEdges: UInt8 = 1
  /// Top, vertical centre or bottom set by an alignment guide.
  static let verticalEdges: UInt8 = 2
  /// Text baselines.
  static let baselines: UInt8 = 4
  /// A horizontal custom alignment.
  static let horizontalCustom: UInt8 = 8
  /// A vertical custom alignment.
  static let verticalCustom: UInt8 = 16
  /// The classes a stack or zstack passes up from its children (never edges or centres, S19.2).
  static let merged: UInt8 = baselines | horizontalCustom | verticalCustom
  /// Every class (a custom layout that answers its own values, S20.6).
  static let all: UInt8 = horizontalEdges | verticalEdges | merged
}

/// A measured leaf's baseline function (S19.1): a Swift closure, possibly wrapping a C callback.
typealias BaselineFunction = @Sendable (Size) -> (first: Double, last: Double)?

extension LayoutArena {
  // MARK: Numbering guides

  /// The number of `guide`, numbering a custom alignment the first time it is named.
  func guideNumber(_ guide: AlignmentGuide) -> Int32 {
    if let known = guideNumbers[guide] { return known }
    let number = Int32(guideTable.count)
    let fallback = guide.customDefault.map(guideNumber) ?? -1
    guideTable.append(guide)
    guideNumbers[guide] = number
    let own = guide.axis == .horizontal ? GuideClass.horizontalCustom : GuideClass.verticalCustom
    guideFacts.append(
      GuideFacts(
        axis: guide.axis, fraction: guide.fraction, fallback: fallback,
        classes: fallback >= 0 ? own | guideFacts[Int(fallback)].classes : own))
    return number
  }

  /// The facts of the built-in guides, in number order.
  static let builtInGuideFacts: [GuideFacts] = AlignmentGuide.builtIn.map { guide in
    let classes: UInt8
    switch guide {
    case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): classes = GuideClass.baselines
    case .horizontal: classes = GuideClass.horizontalEdges
    case .vertical: classes = GuideClass.verticalEdges
    }
    return GuideFacts(axis: guide.axis, fraction: guide.fraction, fallback: -1, classes: classes)
  }

  /// The alignment a node stores for `alignment`: the fractions for the plain path and the guide numbers.
  func nodeAlignment(_ alignment: Alignment) -> NodeAlignment {
    var stored = NodeAlignment(alignment)
    stored.horizontalGuide = guideNumber(.horizontal(alignment.horizontal))
    stored.verticalGuide = guideNumber(.vertical(alignment.vertical))
    return stored
  }

  /// The two-axis alignment a node stores, read back.
  func alignment(of node: Int) -> Alignment {
    let stored = storedAlignment(node)
    guard case .horizontal(let horizontal) = guideTable[Int(stored.horizontalGuide)],
      case .vertical(let vertical) = guideTable[Int(stored.verticalGuide)]
    else { preconditionFailure("an alignment's guides are on their axes") }
    return Alignment(horizontal: horizontal, vertical: vertical)
  }

  /// Whether a node with explicit-value mask `mask` may set a value for guide `number` (its own, or through
  /// a custom alignment's default guide).
  @inline(__always)
  func maySet(_ mask: UInt8, _ number: Int32) -> Bool {
    mask & guideFacts[Int(number)].classes != 0
  }

  // MARK: The derived mask

  /// The explicit-value classes `node` may pass to its parent, from its kind and its children's masks
  /// (``KindDescriptor/explicitGuides``).
  func computeGuideMask(_ node: Int) -> UInt8 {
    let kind = kinds[node]
    switch kind.descriptor.explicitGuides {
    case .noValues:
      return 0
    case .own:
      if kind == .text { return textHasNoLines(node) ? 0 : GuideClass.baselines }
      return baselineFunctions[Int32(node)] == nil ? 0 : GuideClass.baselines
    case .child:
      return childCount[node] > 0 ? guideMasks[Int(childList[Int(childStart[node])])] : 0
    case .childAndOwn:
      let own = guideFacts[Int(guideTarget(node))]
      let bit: UInt8
      if own.fallback >= 0 {
        bit = own.axis == .horizontal ? GuideClass.horizontalCustom : GuideClass.verticalCustom
      } else {
        bit = own.classes
      }
      return (childCount[node] > 0 ? guideMasks[onlyChild(node)] : 0) | bit
    case .answeredByLayout:
      // S20.6: a layout that answers its own values may set any guide; else it merges as a stack does.
      if customLayout(node).definesExplicitAlignment { return GuideClass.all }
      var mask: UInt8 = 0
      for slot in slots(of: node) { mask |= guideMasks[Int(childList[slot])] }
      return mask & GuideClass.merged
    case .merged, .shown:
      var mask: UInt8 = 0
      for slot in slots(of: node) { mask |= guideMasks[Int(childList[slot])] }
      return kind.descriptor.explicitGuides == .merged ? mask & GuideClass.merged : mask
    }
  }

  /// Whether a stack or zstack aligns its children by guide values on `axis` rather than by the plain
  /// fractions: some child may set a value the alignment reads (S19.3).
  func alignsByGuides(_ node: Int, _ axis: Axis) -> Bool {
    let alignment = storedAlignment(node)
    let number = axis == .horizontal ? alignment.horizontalGuide : alignment.verticalGuide
    for slot in slots(of: node) where maySet(guideMasks[Int(childList[slot])], number) { return true }
    return false
  }

  /// Whether an ancestor may read `node`'s explicit guide values: one that aligns by a guide the values may
  /// be for (a stack or zstack, a frame, a decoration's content, an alignment guide's function), reached through
  /// the ancestors that pass them up. A live tree's early cutoff (`IncrementalLayout.swift`) compares answers
  /// only, so it must not stop at such a node: an edit that keeps its size may still move its guides.
  func explicitValuesAreRead(from node: Int) -> Bool {
    var mask = guideMasks[node]
    var current = node
    while mask != 0 {
      let parent = Int(parents[current])
      guard parent >= 0 else { return false }
      let alignment = storedAlignment(parent)
      let descriptor = kinds[parent].descriptor
      switch descriptor.role {
      case .stack(let axis):
        if maySet(mask, alignment.guide(axis.other)) { return true }
      case .zstack:
        if maySet(mask, alignment.horizontalGuide) || maySet(mask, alignment.verticalGuide) { return true }
      case .modifier(.frame), .modifier(.flexibleFrame), .modifier(.containerRelativeFrame),
        .modifier(.alignmentGuide):
        if maySet(mask, alignment.horizontalGuide) || maySet(mask, alignment.verticalGuide)
          || kinds[parent] == .alignmentGuide
        {
          return true
        }
      case .decoration:
        if childCount[parent] > 1 && child(parent, 1) == current
          && (maySet(mask, alignment.horizontalGuide) || maySet(mask, alignment.verticalGuide))
        {
          return true
        }
      case .custom:
        return true  // S20.2: a custom layout may read any guide of its children's dimensions
      case .leaf, .modifier, .flow, .grid, .selector, .split:
        break
      }
      switch descriptor.explicitGuides {
      case .noValues, .own: return false
      case .merged, .answeredByLayout: mask &= GuideClass.merged
      case .child, .childAndOwn, .shown: break
      }
      if descriptor.role == .decoration(.background) || descriptor.role == .decoration(.overlay),
        child(parent, 0) != current
      {
        return false  // a decoration passes its primary's values, not its content's
      }
      current = parent
    }
    return false
  }

  // MARK: Fields

  /// An alignment guide's target guide number.
  @inline(__always)
  func guideTarget(_ node: Int) -> Int32 { Int32(value(node, 0)) }

  /// The guide number an alignment guide's value reads (its `guide` form), -1 for the other forms.
  @inline(__always)
  func guideRead(_ node: Int) -> Int32 { Int32(value(node, 1)) }

  /// A text leaf's baseline below a line's top, unscaled; NaN for the default fraction of the line height.
  @inline(__always)
  func textBaseline(_ node: Int) -> Double { value(node, 4) }
}
