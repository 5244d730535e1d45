/// Every kind of node, without its fields: the one list of kinds the whole package reads.
///
/// The raw value is the kind's `flexlayout_kind` value in the C interface, and the order is the order of
/// ``Node/Kind``'s cases and of the documentation. Each kind's facts are in its ``descriptor``.
public enum NodeKind: UInt8, CaseIterable, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  case fixed, flexible, text, measured, spacer
  case hstack, vstack, zstack
  case frame, flexibleFrame, padding, fixedSize, aspectRatio, scroll, containerRelativeFrame
  case flow, grid, viewThatFits, buckets, split
  case background, overlay
  case offset, position, hidden, geometryReader
  case divider
  case ignoresSafeArea, safeAreaInset
  case alignmentGuide
  case layout
  case clipped
  case safeAreaPadding
  case dynamicTypeSize, dynamicTypeBuckets

  /// The kind's description (built by a switch each time, of constants only: no table lookup, no copy of
  /// shared storage, so reading a fact in a hot loop costs what the fact costs).
  @inline(__always)
  public var descriptor: KindDescriptor { KindDescriptor.describe(self) }

  /// The kind's name as the JSON format spells it.
  public var name: String { descriptor.name }

  /// The kind of the JSON name `name` (`"hstack"`), or `nil`.
  public init?(name: String) {
    guard let found = KindDescriptor.byName[name] else { return nil }
    self = found
  }

  public var description: String { name }
}

/// The children a kind takes, which also decides how a JSON Pointer steps from the node to a child.
public enum KindFamily: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
  /// No children.
  case leaf
  /// Exactly one child (`/child`), which the node sizes and places.
  case modifier
  /// Any number of children (`/children/i`).
  case container
  /// One child per column (`/columns/i/child`).
  case split
  /// One primary child (`/child`) that gives the node its size and placement, and one secondary child
  /// (`/content`) laid out in the primary's frame (backgrounds, overlays).
  case decorated

  /// The number of children a node of this family must have when laid out, or `nil` when any number is
  /// allowed (containers; a split has one per column).
  public var requiredChildCount: Int? {
    switch self {
    case .leaf: return 0
    case .modifier: return 1
    case .decorated: return 2
    case .container, .split: return nil
    }
  }

  /// The JSON Pointer step from a node of this family to its child at `index` (`/children/2`).
  public func pointerStep(toChild index: Int) -> String {
    switch self {
    case .leaf, .modifier: return "/child"
    case .container: return "/children/\(index)"
    case .split: return "/columns/\(index)/child"
    case .decorated: return index == 0 ? "/child" : "/content"
    }
  }
}

/// The leaves, as a kind of their own: what the leaves' layout switches over (Layouts/Leaves).
public enum LeafKind: UInt8, Sendable, BitwiseCopyable {
  case fixed, flexible, text, measured, spacer, divider
}

/// The one-child modifiers, as a kind of their own: what the modifiers' layout switches over
/// (Layouts/Modifiers), so that a new modifier is a compile error there and nowhere else in the passes.
public enum ModifierKind: UInt8, Sendable, BitwiseCopyable {
  case frame, flexibleFrame, padding, fixedSize, aspectRatio, scroll, containerRelativeFrame
  case offset, position, geometryReader, ignoresSafeArea, alignmentGuide
  /// A modifier that changes how its subtree is drawn and nothing of its layout (S16.3 `hidden`, S16.5
  /// `clipped`): its child answers and sits exactly as without it; what it changes is a mark in the result
  /// (``NodeMarks``), which its kind's descriptor row declares.
  case drawingOnly
}

/// The selectors that show one child: what their layout switches over (Layouts/Selectors).
public enum SelectorKind: UInt8, Sendable, BitwiseCopyable {
  case viewThatFits, buckets, dynamicTypeBuckets
}

/// The decorations, a primary child with a secondary content: what their layout switches over
/// (Layouts/Decorations).
public enum DecorationKind: UInt8, Sendable, BitwiseCopyable {
  case background, overlay, safeAreaInset
}

/// Which layout's rules a kind follows: what the passes' one switch per operation dispatches on.
public enum LayoutRole: Sendable, Equatable, BitwiseCopyable {
  case leaf(LeafKind)
  case stack(Axis)
  case zstack
  case modifier(ModifierKind)
  case flow
  case grid
  case selector(SelectorKind)
  case split
  case decoration(DecorationKind)
  /// A host-written ``Layout`` (S20).
  case custom
}

/// The one description of a node kind: what every layer (the model, both solvers, the JSON format, the live
/// tree, the C interface, the property tests) needs to know about a kind besides its fields and its layout.
///
/// Adding a kind: a case in ``NodeKind`` and ``Node/Kind``, a row in ``describe(_:)``, then follow the compiler
/// through the exhaustive switches (Docs/Architecture.md, "Adding a node kind"). Every fact here is a
/// constant of the row, so reading one in a hot loop costs what the fact costs.
public struct KindDescriptor: Sendable, BitwiseCopyable {
  /// Where a node takes its layout priority from when it has none of its own (S3.2).
  public enum DefaultPriority: Sendable, BitwiseCopyable {
    /// 0.
    case zero
    /// −∞: yields to every sibling (a bare spacer).
    case lowest
    /// The (effective) priority of its child (fixedSize).
    case child
  }

  /// Whether a node's width depends only on the proposed width and its height only on the proposed height
  /// (so that it can be sized one axis at a time, S13.1).
  public enum Separability: Sendable, BitwiseCopyable {
    /// Always (fixed, flexible and spacer leaves).
    case always
    /// When every child is separable and no child reads its container (stacks, frames, padding, …).
    case whenChildrenAre
    /// Never (text, measured leaves, aspect ratios, the adaptive containers, …).
    case never
  }

  /// Which explicit alignment-guide values a node of the kind has, for its parent to line it up by (S19.2).
  public enum ExplicitGuides: Sendable, BitwiseCopyable {
    /// None: every guide has its default value (and the node's content's values do not escape it).
    case noValues
    /// Its own: a text's baselines, a measured leaf's host-answered ones.
    case own
    /// Its (primary) child's, shifted by where the child sits.
    case child
    /// Its own value for the guide it sets, its child's for the others (an alignment guide).
    case childAndOwn
    /// Its children's merged: the top-most first baseline, the bottom-most last baseline, the mean of each
    /// custom alignment; never an edge or centre (stacks, zstacks).
    case merged
    /// Its shown child's (the selectors).
    case shown
    /// What its custom ``Layout`` answers (by default its children's merged, as a stack's; S20.6).
    case answeredByLayout
  }

  /// What a laid-out node of the kind reports as its selection (S1.6).
  public enum SelectionShape: Sendable, BitwiseCopyable {
    /// Nothing.
    case none
    /// The child it shows (viewThatFits, buckets).
    case child
    /// The columns it shows (split).
    case columns
    /// The widths of its columns (grid).
    case widths
  }

  /// The kind.
  public let kind: NodeKind
  /// The layout whose rules it follows.
  public let role: LayoutRole
  /// Whether a spacer below this node still sees the enclosing stack's axis (and its spacer edges count in
  /// the stack's gaps): true for the one-child modifiers that keep the child in the stack's flow (S2.5, S3.1).
  public let passesStackAxis: Bool
  /// The layout priority of a node that sets none (S3.2).
  public let defaultPriority: DefaultPriority
  /// The explicit guide values it passes to its parent (S19.2), where the row says; else the role's default.
  let explicitGuidesOverride: ExplicitGuides?
  /// Whether it can be sized one axis at a time.
  public let separability: Separability
  /// What it marks on the result (``NodeMarks``): `hidden` for a hidden node, which its subtree inherits
  /// (``NodeMarks/inherited``); `clipsToBounds` for a clipped one, which is its own.
  public let marks: NodeMarks
  /// The facts about it that the whole tree asks (whether any node has them), counted by the arena.
  let treeFacts: TreeFacts

  /// Kind facts a whole tree asks about: does any node have one?
  struct TreeFacts: OptionSet, Sendable, BitwiseCopyable {
    let rawValue: UInt8
    /// Its answers read the display scale (a divider's thickness, S17.1).
    static let readsDisplayScale = TreeFacts(rawValue: 1 << 0)
    /// It defines a safe area its content sees (a safeAreaInset, S18.3).
    static let definesSafeArea = TreeFacts(rawValue: 1 << 1)
    /// It draws its children out of preorder (a background's content before its primary, S15.4).
    static let reordersDrawing = TreeFacts(rawValue: 1 << 2)
    /// It sets the Dynamic Type size its subtree sees (a dynamicTypeSize, S14.4).
    static let setsTypeSize = TreeFacts(rawValue: 1 << 3)
  }

  /// Whether its answers read the display scale (dividers, S17.1).
  public var readsDisplayScale: Bool { treeFacts.contains(.readsDisplayScale) }
  /// Whether it defines a safe area for its content (safeAreaInset, S18.3).
  public var definesSafeArea: Bool { treeFacts.contains(.definesSafeArea) }
  /// Whether it draws its children out of preorder (background, S15.4).
  public var reordersDrawing: Bool { treeFacts.contains(.reordersDrawing) }
  /// Whether it sets the Dynamic Type size its subtree sees (dynamicTypeSize, S14.4).
  public var setsTypeSize: Bool { treeFacts.contains(.setsTypeSize) }

  /// The children it takes.
  public var family: KindFamily {
    switch role {
    case .leaf: return .leaf
    case .modifier: return .modifier
    case .split: return .split
    case .decoration: return .decorated
    case .stack, .zstack, .flow, .grid, .selector, .custom: return .container
    }
  }
  /// Whether it is a fixed, flexible or spacer leaf, whose answers need nothing but its record.
  @inline(__always)
  public var isPlainLeaf: Bool {
    switch role {
    case .leaf(.fixed), .leaf(.flexible), .leaf(.spacer): return true
    case .leaf(.text), .leaf(.measured), .leaf(.divider), .stack, .zstack, .modifier, .flow, .grid, .selector, .split,
      .decoration, .custom:
      return false
    }
  }

  /// The explicit guide values it passes to its parent (S19.2). Unless the row says otherwise: leaves have
  /// none, one-child layouts pass their child's, stacks merge, selectors pass the shown child's, and the flows,
  /// grids and splits keep their content's to themselves (FL-26). (Computed, not stored in the initialiser:
  /// the descriptor is built on every read, so its construction stays a few constants.)
  public var explicitGuides: ExplicitGuides {
    if let explicitGuidesOverride { return explicitGuidesOverride }
    switch role {
    case .leaf, .flow, .grid, .split: return .noValues
    case .modifier, .decoration: return .child
    case .stack, .zstack: return .merged
    case .selector: return .shown
    case .custom: return .answeredByLayout
    }
  }

  /// What it reports as its selection.
  public var selection: SelectionShape {
    switch role {
    case .selector: return .child
    case .split: return .columns
    case .grid: return .widths
    case .leaf, .stack, .zstack, .modifier, .flow, .decoration, .custom: return .none
    }
  }

  /// Whether the node lays out only some of its children, chosen at layout (the others are hidden, S1.5): a
  /// `viewThatFits`, `buckets` or `split`.
  public var selectsChildren: Bool { selection == .child || selection == .columns }

  /// Whether it is content a screen reader reads (a leaf other than a spacer or a divider; see `ReadingOrder`).
  public var isContent: Bool {
    if case .leaf(let leaf) = role { return leaf != .spacer && leaf != .divider }
    return false
  }

  /// Whether its answers depend on the axis of the stack around it (S2.5, S17): spacers and dividers, whose
  /// orientation the arena keeps up to date.
  public var readsStackAxis: Bool { kind == .spacer || kind == .divider }

  /// The kind's name (`"hstack"`): in Swift and C messages, and in the JSON format unless ``formatName``
  /// says otherwise.
  public var name: String { Self.spelledName(kind) }

  /// The name after its indefinite article, as messages write it: "an overlay", "an hstack" (aitch), "a vstack".
  public var nameWithArticle: String { Self.withArticle(name) }

  /// `name` after "a" or "an", by its first sound: a vowel letter, or an "h" read as a letter (hstack).
  public static func withArticle(_ name: String) -> String {
    let first = name.first.map { Character($0.lowercased()) }
    let vowel = first.map { "aeiou".contains($0) } ?? false
    return (vowel || name == "hstack" ? "an " : "a ") + name
  }
  /// The name the JSON format gives the kind (`"kind": "hstack"`): ``name`` for most kinds, `"frame"` for a
  /// flexible frame (the format tells the two frame forms apart by their fields), and `nil` for a measured
  /// leaf, which has no JSON form (its size comes from a host function).
  public var formatName: String? {
    switch kind {
    case .measured: return nil
    case .flexibleFrame: return "frame"
    case .fixed, .flexible, .text, .spacer, .divider, .hstack, .vstack, .zstack, .frame, .padding, .fixedSize,
      .aspectRatio, .scroll, .containerRelativeFrame, .flow, .grid, .viewThatFits, .buckets, .split, .background,
      .overlay, .offset, .position, .hidden, .geometryReader, .ignoresSafeArea, .safeAreaInset, .alignmentGuide,
      .layout, .clipped, .safeAreaPadding, .dynamicTypeSize, .dynamicTypeBuckets:
      return name
    }
  }
  /// The length fields that may be declared as scaling with Dynamic Type (``Node/scaledLengths``, S14).
  public var scalableLengths: [ScaledLength] {
    fields.compactMap { $0.scales ? ScaledLength(rawValue: $0.name) : nil }
  }
  /// Its fields, each described once (``FieldDescriptor``), in the order of its C setter's parameters.
  public var fields: [FieldDescriptor] { Self.fieldTable[Int(kind.rawValue)] }
  /// The kind's value in the C interface's `flexlayout_kind` enum.
  public var cValue: Int32 { Int32(kind.rawValue) }

  init(
    _ kind: NodeKind, _ role: LayoutRole, separable: Separability = .never, passesStackAxis: Bool = false,
    defaultPriority: DefaultPriority = .zero, explicitGuides: ExplicitGuides? = nil, marks: NodeMarks = [],
    treeFacts: TreeFacts = []
  ) {
    self.kind = kind
    self.role = role
    self.separability = separable
    self.passesStackAxis = passesStackAxis
    self.defaultPriority = defaultPriority
    self.explicitGuidesOverride = explicitGuides
    self.marks = marks
    self.treeFacts = treeFacts
  }

  /// The JSON name: the case name.
  private static func spelledName(_ kind: NodeKind) -> String {
    switch kind {
    case .fixed: return "fixed"
    case .flexible: return "flexible"
    case .text: return "text"
    case .measured: return "measured"
    case .spacer: return "spacer"
    case .hstack: return "hstack"
    case .vstack: return "vstack"
    case .zstack: return "zstack"
    case .frame: return "frame"
    case .flexibleFrame: return "flexibleFrame"
    case .padding: return "padding"
    case .fixedSize: return "fixedSize"
    case .aspectRatio: return "aspectRatio"
    case .scroll: return "scroll"
    case .containerRelativeFrame: return "containerRelativeFrame"
    case .flow: return "flow"
    case .grid: return "grid"
    case .viewThatFits: return "viewThatFits"
    case .buckets: return "buckets"
    case .split: return "split"
    case .background: return "background"
    case .overlay: return "overlay"
    case .offset: return "offset"
    case .position: return "position"
    case .hidden: return "hidden"
    case .geometryReader: return "geometryReader"
    case .divider: return "divider"
    case .ignoresSafeArea: return "ignoresSafeArea"
    case .safeAreaInset: return "safeAreaInset"
    case .alignmentGuide: return "alignmentGuide"
    case .layout: return "layout"
    case .clipped: return "clipped"
    case .safeAreaPadding: return "safeAreaPadding"
    case .dynamicTypeSize: return "dynamicTypeSize"
    case .dynamicTypeBuckets: return "dynamicTypeBuckets"
    }
  }

  /// Every kind's descriptor, indexed by ``NodeKind/rawValue``.
  public static let all: [KindDescriptor] = NodeKind.allCases.map(describe)

  /// The kinds by JSON name.
  static let byName: [String: NodeKind] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.kind) })

  /// The description of `kind`: the one place each kind's facts are written (its scalable lengths below).
  @inline(__always)
  static func describe(_ kind: NodeKind) -> KindDescriptor {
    switch kind {
    case .fixed: return KindDescriptor(kind, .leaf(.fixed), separable: .always)
    case .flexible: return KindDescriptor(kind, .leaf(.flexible), separable: .always)
    case .text: return KindDescriptor(kind, .leaf(.text), explicitGuides: .own)
    case .measured: return KindDescriptor(kind, .leaf(.measured), explicitGuides: .own)
    case .spacer: return KindDescriptor(kind, .leaf(.spacer), separable: .always, defaultPriority: .lowest)
    case .hstack: return KindDescriptor(kind, .stack(.horizontal), separable: .whenChildrenAre)
    case .vstack: return KindDescriptor(kind, .stack(.vertical), separable: .whenChildrenAre)
    case .zstack: return KindDescriptor(kind, .zstack, separable: .whenChildrenAre)
    case .frame:
      return KindDescriptor(kind, .modifier(.frame), separable: .whenChildrenAre, passesStackAxis: true)
    case .flexibleFrame:
      return KindDescriptor(kind, .modifier(.flexibleFrame), separable: .whenChildrenAre, passesStackAxis: true)
    case .padding:
      return KindDescriptor(kind, .modifier(.padding), separable: .whenChildrenAre, passesStackAxis: true)
    case .safeAreaPadding:
      // S18.6: a padding whose insets its subtree also sees as safe area.
      return KindDescriptor(
        kind, .modifier(.padding), separable: .whenChildrenAre, passesStackAxis: true, treeFacts: .definesSafeArea)
    case .fixedSize:
      return KindDescriptor(
        kind, .modifier(.fixedSize), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child)
    case .aspectRatio: return KindDescriptor(kind, .modifier(.aspectRatio), passesStackAxis: true)
    case .scroll:
      return KindDescriptor(kind, .modifier(.scroll), separable: .whenChildrenAre, explicitGuides: .noValues)
    case .containerRelativeFrame:
      return KindDescriptor(kind, .modifier(.containerRelativeFrame), passesStackAxis: true)
    case .flow: return KindDescriptor(kind, .flow)
    case .grid: return KindDescriptor(kind, .grid)
    case .viewThatFits: return KindDescriptor(kind, .selector(.viewThatFits))
    case .buckets: return KindDescriptor(kind, .selector(.buckets))
    case .split: return KindDescriptor(kind, .split)
    case .background:
      return KindDescriptor(
        kind, .decoration(.background), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child,
        treeFacts: .reordersDrawing)
    case .overlay:
      return KindDescriptor(
        kind, .decoration(.overlay), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child)
    case .offset:
      return KindDescriptor(
        kind, .modifier(.offset), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child)
    case .hidden:
      return KindDescriptor(
        kind, .modifier(.drawingOnly), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child,
        marks: .hidden)
    case .position: return KindDescriptor(kind, .modifier(.position), separable: .whenChildrenAre)
    case .geometryReader: return KindDescriptor(kind, .modifier(.geometryReader), separable: .whenChildrenAre)
    case .divider: return KindDescriptor(kind, .leaf(.divider), treeFacts: .readsDisplayScale)
    case .ignoresSafeArea:
      return KindDescriptor(
        kind, .modifier(.ignoresSafeArea), separable: .whenChildrenAre, passesStackAxis: true,
        defaultPriority: .child)
    case .safeAreaInset:
      return KindDescriptor(
        kind, .decoration(.safeAreaInset), explicitGuides: .noValues, treeFacts: .definesSafeArea)
    case .alignmentGuide:
      return KindDescriptor(
        kind, .modifier(.alignmentGuide), separable: .whenChildrenAre, passesStackAxis: true,
        defaultPriority: .child, explicitGuides: .childAndOwn)
    case .layout: return KindDescriptor(kind, .custom)
    case .clipped:
      return KindDescriptor(
        kind, .modifier(.drawingOnly), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child,
        marks: .clipsToBounds)
    case .dynamicTypeSize:
      // S14.4: laid out as if it were not there; what it changes is the Dynamic Type size below it.
      return KindDescriptor(
        kind, .modifier(.drawingOnly), separable: .whenChildrenAre, passesStackAxis: true, defaultPriority: .child,
        treeFacts: .setsTypeSize)
    case .dynamicTypeBuckets: return KindDescriptor(kind, .selector(.dynamicTypeBuckets))
    }
  }

  /// The fields of every kind, in ``NodeKind`` order, described once (built on first use).
  private static let fieldTable: [[FieldDescriptor]] = NodeKind.allCases.map(fields(of:))

  /// The fields of `kind` (see ``fields``): the one place a kind's fields are described.
  private static func fields(of kind: NodeKind) -> [FieldDescriptor] {
    typealias F = FieldDescriptor
    switch kind {
    case .fixed:
      return [F.scaled("width", .length, .finiteNonNegative), F.scaled("height", .length, .finiteNonNegative)]
    case .flexible:
      return F.flexibleConstraints
    case .text:
      return [
        F("words", .lengths, .finiteNonNegative, c: "word_widths"),
        F("spaceWidth", .length, default: "4", .finiteNonNegative),
        F("lineHeight", .length, default: "17", .finiteNonNegative),
        F("lineLimit", .optionalCount, default: "null", .positive),
        F("reservesSpace", .flag, default: "false", c: "reserves"),
        F("baseline", .optionalLength, default: "null", .finiteNonNegative),
        F("lineBreaks", .indices, default: "[]", .ownRules, c: "line_breaks"),
        F("style", .optionalTextStyle, default: "null"),
        F("characters", .lengthLists, default: "[]", .ownRules, c: "character_widths"),
      ]
    case .measured:
      return [F("measure", .hostFunction, .ownRules)]
    case .spacer:
      return [F.scaled("minLength", .length, default: "8", .finiteNonNegative)]
    case .divider, .hidden, .clipped, .geometryReader:
      return []
    case .hstack:
      return [
        F.scaled("spacing", .optionalLength, default: "null", .finite),
        F("alignment", .verticalAlignment, default: "\"center\""),
      ]
    case .vstack:
      return [
        F.scaled("spacing", .optionalLength, default: "null", .finite),
        F("alignment", .horizontalAlignment, default: "\"center\""),
      ]
    case .zstack, .background, .overlay:
      return [F.centred]
    case .frame:
      return [
        F.scaled("width", .optionalLength, default: "null", .finiteNonNegative),
        F.scaled("height", .optionalLength, default: "null", .finiteNonNegative), F.centred,
      ]
    case .flexibleFrame:
      return F.flexibleConstraints + [F.centred]
    case .padding:
      return ["top", "leading", "bottom", "trailing"].map { F.scaled($0, .length, default: "0", .finite) }
    case .safeAreaPadding:
      return [
        F("edges", .edges, default: "[\"top\", \"leading\", \"bottom\", \"trailing\"]"),
        F("length", .length, default: "16", .finiteNonNegative),
      ]
    case .fixedSize:
      return [F("horizontal", .flag, default: "true"), F("vertical", .flag, default: "true")]
    case .aspectRatio:
      return [
        F("ratio", .optionalNumber, default: "null", .positive), F("contentMode", .contentMode, default: "\"fit\""),
      ]
    case .scroll:
      return [F("axes", .axes, default: "[\"vertical\"]")]
    case .containerRelativeFrame:
      return [
        F("axes", .axes), F("count", .count, default: "1", .ownRules), F("span", .count, default: "1", .ownRules),
        F.scaled("spacing", .length, default: "0", .finite),
        F("fraction", .optionalNumber, default: "null", .finiteNonNegative),
        F.centred,
      ]
    case .flow:
      return [
        F.scaled("spacing", .length, default: "8", .finite), F.scaled("lineSpacing", .length, default: "8", .finite),
        F("alignment", .lineAlignment, default: "\"leading\"", .ownRules),
      ]
    case .grid:
      return [F("columns", .gridColumns, .nonEmpty), F.scaled("rowSpacing", .length, default: "8", .finite)]
    case .viewThatFits:
      return [F("axes", .axes, default: "[\"horizontal\", \"vertical\"]")]
    case .buckets:
      return [
        F("axis", .axis, default: "\"width\""), F("thresholds", .lengths, .ascending),
        F("accessibilityThresholds", .optionalLengths, default: "null", .ascending),
      ]
    case .split:
      // A split's columns are set one by one in C (`flexlayout_set_split_column`, by index).
      return [
        F("columns", .splitColumns, .nonEmpty, c: "index"),
        F.scaled("dividerWidth", .length, default: "0", .finiteNonNegative),
        F("collapsedColumn", .count, default: "0", .ownRules),
      ]
    case .offset, .position:
      return [F("x", .length, default: "0", .finite), F("y", .length, default: "0", .finite)]
    case .ignoresSafeArea:
      return [F("edges", .edges, default: "[\"top\", \"leading\", \"bottom\", \"trailing\"]")]
    case .safeAreaInset:
      return [
        F("edge", .edge), F("spacing", .optionalLength, default: "null", .finite),
        F("alignment", .edgeAlignment, default: "\"center\"", .ownRules),
      ]
    case .alignmentGuide:
      // C spells the value as its form and its parts (`form`, `read`, `fraction`, `plus`).
      return [F("guide", .guide, .ownRules), F("value", .guideValue, .ownRules, c: "form")]
    case .dynamicTypeSize:
      return [F("min", .optionalTypeSize, default: "null"), F("max", .optionalTypeSize, default: "null", .ownRules)]
    case .dynamicTypeBuckets:
      return [F("thresholds", .typeSizes, .ascending)]
    case .layout:
      // C sets the named values one by one (`flexlayout_set_layout_value`).
      return [F("name", .name, .ownRules), F("values", .namedValues, default: "{}", c: "value")]
    }
  }
}
