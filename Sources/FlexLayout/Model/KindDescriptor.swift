/// Every kind of node, without its fields: the one list of kinds the whole package reads.
///
/// The raw value is the kind's `flexlayout_kind` value in the C interface, and the order is the order of
/// ``Node/Kind``'s cases and of the documentation. Each kind's facts are in its ``descriptor``.
public enum NodeKind: UInt8, CaseIterable, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  case fixed, flexible, text, measured, spacer
  case hstack, vstack, zstack
  case frame, flexibleFrame, padding, fixedSize, aspectRatio, scroll, containerRelativeFrame
  case flow, grid, viewThatFits, buckets, split

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
public enum KindFamily: String, Hashable, Sendable, CaseIterable {
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

/// The one description of a node kind: what every layer (the model, both solvers, the JSON format, the live
/// tree, the C interface, the property tests) needs to know about a kind besides its fields and its layout.
///
/// Adding a kind: a case in ``NodeKind`` and ``Node/Kind``, a row in ``KindDescriptor/all``, then follow the
/// compiler through the exhaustive switches (Docs/Architecture.md, "Adding a node kind").
public struct KindDescriptor: Sendable {
  /// Where a node takes its layout priority from when it has none of its own (S3.2).
  public enum DefaultPriority: Sendable {
    /// 0.
    case zero
    /// −∞: yields to every sibling (a bare spacer).
    case lowest
    /// The (effective) priority of its child (fixedSize).
    case child
  }

  /// The kind.
  public let kind: NodeKind
  /// The kind's name (`"hstack"`): in Swift and C messages, and in the JSON format unless ``formatName``
  /// says otherwise.
  public let name: String
  /// The name the JSON format gives the kind (`"kind": "hstack"`): ``name`` for most kinds, `"frame"` for a
  /// flexible frame (the format tells the two frame forms apart by their fields), and `nil` for a measured
  /// leaf, which has no JSON form (its size comes from a host function).
  public let formatName: String?
  /// The children it takes.
  public let family: KindFamily
  /// The length fields that may be declared as scaling with Dynamic Type (``Node/scaledLengths``, S14).
  public var scalableLengths: [ScaledLength] { Self.scalableLengths(of: kind) }
  /// Whether a spacer below this node still sees the enclosing stack's axis (and its spacer edges count in
  /// the stack's gaps): true for the one-child modifiers that keep the child in the stack's flow (S2.5, S3.1).
  public let passesStackAxis: Bool
  /// The layout priority of a node that sets none (S3.2).
  public let defaultPriority: DefaultPriority
  /// Whether the node lays out only some of its children, chosen at layout (the others are hidden, S1.5): a
  /// `viewThatFits`, `buckets` or `split`.
  public let selectsChildren: Bool
  /// The kind's value in the C interface's `flexlayout_kind` enum.
  public var cValue: Int32 { Int32(kind.rawValue) }

  init(
    _ kind: NodeKind, _ family: KindFamily, passesStackAxis: Bool = false, defaultPriority: DefaultPriority = .zero,
    selectsChildren: Bool = false
  ) {
    self.kind = kind
    self.name = Self.spelledName(kind)
    switch kind {
    case .measured: self.formatName = nil
    case .flexibleFrame: self.formatName = "frame"
    default: self.formatName = self.name
    }
    self.family = family
    self.passesStackAxis = passesStackAxis
    self.defaultPriority = defaultPriority
    self.selectsChildren = selectsChildren
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
    }
  }

  private static let frameLengths: [ScaledLength] = [
    .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight,
  ]

  /// Every kind's descriptor, indexed by ``NodeKind/rawValue``.
  public static let all: [KindDescriptor] = NodeKind.allCases.map(describe)

  /// The kinds by JSON name.
  static let byName: [String: NodeKind] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.kind) })

  /// The description of `kind`: the one place each kind's facts are written (its scalable lengths below).
  @inline(__always)
  static func describe(_ kind: NodeKind) -> KindDescriptor {
    switch kind {
    case .fixed: return KindDescriptor(kind, .leaf)
    case .flexible: return KindDescriptor(kind, .leaf)
    case .text: return KindDescriptor(kind, .leaf)
    case .measured: return KindDescriptor(kind, .leaf)
    case .spacer: return KindDescriptor(kind, .leaf, defaultPriority: .lowest)
    case .hstack, .vstack: return KindDescriptor(kind, .container)
    case .zstack: return KindDescriptor(kind, .container)
    case .frame: return KindDescriptor(kind, .modifier, passesStackAxis: true)
    case .flexibleFrame: return KindDescriptor(kind, .modifier, passesStackAxis: true)
    case .padding: return KindDescriptor(kind, .modifier, passesStackAxis: true)
    case .fixedSize: return KindDescriptor(kind, .modifier, passesStackAxis: true, defaultPriority: .child)
    case .aspectRatio: return KindDescriptor(kind, .modifier, passesStackAxis: true)
    case .scroll: return KindDescriptor(kind, .modifier)
    case .containerRelativeFrame: return KindDescriptor(kind, .modifier, passesStackAxis: true)
    case .flow: return KindDescriptor(kind, .container)
    case .grid: return KindDescriptor(kind, .container)
    case .viewThatFits: return KindDescriptor(kind, .container, selectsChildren: true)
    case .buckets: return KindDescriptor(kind, .container, selectsChildren: true)
    case .split: return KindDescriptor(kind, .split, selectsChildren: true)
    }
  }

  /// The scalable lengths of `kind` (see ``scalableLengths``).
  private static func scalableLengths(of kind: NodeKind) -> [ScaledLength] {
    switch kind {
    case .fixed: return [.width, .height]
    case .flexible: return frameLengths
    case .spacer: return [.minLength]
    case .hstack, .vstack: return [.spacing]
    case .frame: return [.width, .height]
    case .flexibleFrame: return frameLengths
    case .padding: return [.top, .leading, .bottom, .trailing]
    case .containerRelativeFrame: return [.spacing]
    case .flow: return [.spacing, .lineSpacing]
    case .grid: return [.rowSpacing]
    case .split: return [.dividerWidth]
    case .text, .measured, .zstack, .fixedSize, .aspectRatio, .scroll, .viewThatFits, .buckets: return []
    }
  }
}
