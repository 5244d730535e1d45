import Foundation
import Testing

@testable import FlexLayout
@testable import FlexLayoutFormat
@testable import FlexLayoutTesting

extension DecodingOptions {
  /// Strict mode with the property kit's test layouts registered (``TestLayouts``).
  static let testing = DecodingOptions(layouts: TestLayouts.registry)
}

/// Helpers shared by the format and CLI tests (namespaced to stay clear of other suites' helpers).
enum FormatTesting {
  /// Whether the tests were compiled without optimisation.
  static var isDebugBuild: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }

  /// Decodes `json` and returns the error, recording an issue when it decodes.
  static func decodeError(
    _ json: String, options: DecodingOptions = .testing, sourceLocation: SourceLocation = #_sourceLocation
  ) -> FormatError? {
    do {
      _ = try LayoutRequest(json: json, options: options)
      Issue.record("decoded, but an error was expected", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  /// The `path: message` lines of the error for `json` (no positions).
  static func problems(
    _ json: String, options: DecodingOptions = .testing, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    decodeError(json, options: options, sourceLocation: sourceLocation)?.issues.map { "\($0.path): \($0.message)" }
      ?? []
  }

  /// A request whose root is `node` (JSON text of one node).
  static func request(_ node: String, proposal: String = #"{"width": 100, "height": 100}"#) -> String {
    #"{"proposal": \#(proposal), "root": \#(node)}"#
  }

  /// Decodes a request whose root is `node`.
  static func decodeRoot(_ node: String) throws -> Node {
    try LayoutRequest(json: request(node), options: .testing).root
  }

  /// The first structural difference between two trees (every field, Double bit patterns), or `nil`.
  static func difference(_ a: Node, _ b: Node) -> String? {
    var stack: [(Node, Node, String)] = [(a, b, "/root")]
    while let (left, right, path) = stack.popLast() {
      if left.id != right.id { return "\(path): id \(left.id ?? "nil") vs \(right.id ?? "nil")" }
      if left.layoutPriority?.bitPattern != right.layoutPriority?.bitPattern {
        return "\(path): layoutPriority \(String(describing: left.layoutPriority)) vs "
          + String(describing: right.layoutPriority)
      }
      let leftFields = fields(left.kind)
      let rightFields = fields(right.kind)
      if leftFields != rightFields { return "\(path): \(leftFields) vs \(rightFields)" }
      if left.scaledLengths != right.scaledLengths {
        return "\(path): scaled lengths \(scaled(left)) vs \(scaled(right))"
      }
      let leftChildren = left.children
      let rightChildren = right.children
      if leftChildren.count != rightChildren.count { return "\(path): child counts differ" }
      let isModifier =
        leftFields.hasPrefix("frame") || leftFields.hasPrefix("flexibleFrame")
        || leftFields.hasPrefix("padding") || leftFields.hasPrefix("fixedSize") || leftFields.hasPrefix("aspect")
        || leftFields.hasPrefix("scroll") || leftFields.hasPrefix("containerRelativeFrame")
      let isSplit = leftFields.hasPrefix("split")
      for index in leftChildren.indices {
        let childPath =
          isModifier ? "\(path)/child" : isSplit ? "\(path)/columns/\(index)/child" : "\(path)/children/\(index)"
        stack.append((leftChildren[index], rightChildren[index], childPath))
      }
    }
    return nil
  }

  /// The node's scaled lengths as `field: style` text, in field order.
  static func scaled(_ node: Node) -> String {
    "[" + node.scaledLengths.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }

  /// The scalable lengths that `kind` holds with a finite value: the fields a scaled declaration changes,
  /// which the encoder therefore writes in the scaled form. (The kind's own list, less the fields that
  /// scaling leaves alone: absent or infinite; and a fraction-form container-relative frame's spacing,
  /// which that form does not use.)
  static func presentScalableLengths(_ kind: Node.Kind) -> [ScaledLength] {
    kind.scalableLengths.sorted().filter { field in
      if case .containerRelativeFrame(let frame) = kind, frame.fraction != nil, field == .spacing { return false }
      var scaled = kind
      scaled.scale(field) { $0 + 1 }
      return "\(scaled)" != "\(kind)"
    }
  }

  /// Every field of a kind as text, Doubles as bit patterns so that 0 and −0 differ (``KindFields``, which the
  /// property kit compares generated trees by).
  static func fields(_ kind: Node.Kind) -> String {
    KindFields.description(of: kind)
  }

  /// A random valid tree of every kind of format version 1, with awkward but legal values and scaled
  /// lengths on some nodes.
  static func randomTree(_ generator: inout SplitMix64, nodes budget: Int) -> Node {
    var remaining = budget
    var counter = 0
    return randomNode(&generator, depth: 0, remaining: &remaining, idCounter: &counter)
  }

  private static func randomNode(
    _ generator: inout SplitMix64, depth: Int, remaining: inout Int, idCounter: inout Int
  ) -> Node {
    func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
    func length() -> Double {
      let choices: [Double] = [0, 1, 8, 10.5, 100.3, 1.0 / 3.0, 44, 1e-300, 9_999_999, 0.1 + 0.2]
      return choices[pick(choices.count)]
    }
    remaining -= 1
    let leafOnly = remaining <= 0 || depth > 6
    let choice = leafOnly ? pick(5) : pick(19)
    var node: Node
    switch choice {
    case 0: node = .fixed(width: length(), height: length())
    case 1:
      let low = length()
      node = .flexible(minWidth: low, maxWidth: pick(2) == 0 ? .infinity : Swift.min(low + 50, 1e7), minHeight: 0)
    case 2:
      node =
        pick(2) == 0
        ? .text(
          wordWidths: (0..<pick(4)).map { _ in length() }, spaceWidth: length(), lineHeight: 17,
          lineLimit: pick(2) == 0 ? nil : 1 + pick(3))
        : .text("hello wide world", charWidth: 7.5, lineHeight: 20, lineLimit: nil)
    case 3: node = .spacer(minLength: length())
    case 4: node = .fixed(width: 3, height: 4)
    case 5, 6, 7:
      var children: [Node] = []
      for _ in 0..<pick(4) {
        children.append(randomNode(&generator, depth: depth + 1, remaining: &remaining, idCounter: &idCounter))
      }
      let spacing: Double? = [nil, 0, -4, 8.25][pick(4)]
      if choice == 5 {
        node = .hstack(spacing: spacing, alignment: VerticalAlignment.edgesAndCenter[pick(3)], children)
      } else if choice == 6 {
        node = .vstack(spacing: spacing, alignment: HorizontalAlignment.builtIn[pick(3)], children)
      } else {
        node = .zstack(alignment: FormatTesting.alignments[pick(9)], children)
      }
    case 13, 14, 15, 16, 17:
      node = randomAdaptive(choice, &generator, depth: depth, remaining: &remaining, idCounter: &idCounter)
    default:
      let child = randomNode(&generator, depth: depth + 1, remaining: &remaining, idCounter: &idCounter)
      switch choice {
      case 8:
        node =
          pick(2) == 0
          ? child.frame(
            width: pick(2) == 0 ? nil : length(), height: pick(2) == 0 ? nil : length(),
            alignment: FormatTesting.alignments[pick(9)])
          : child.frame(
            minWidth: pick(2) == 0 ? nil : length(), idealWidth: pick(2) == 0 ? nil : length(),
            maxWidth: [nil, .infinity, 200][pick(3)], minHeight: pick(2) == 0 ? nil : 5,
            alignment: FormatTesting.alignments[pick(9)])
      case 9:
        node =
          pick(2) == 0
          ? child.padding([16, 0, -3.5][pick(3)])
          : child.padding(EdgeInsets(top: 1, leading: -2, bottom: 0, trailing: 8))
      case 10: node = child.fixedSize(horizontal: pick(2) == 0, vertical: pick(2) == 0)
      case 11: node = child.aspectRatio([nil, 1.5, 0.25][pick(3)], contentMode: pick(2) == 0 ? .fit : .fill)
      case 18:
        let axes: Axes = [.horizontal, .vertical, .both, []][pick(4)]
        let alignment = FormatTesting.alignments[pick(9)]
        node =
          pick(3) == 0
          ? child.containerRelativeFrame(axes, fraction: [0, 0.25, 1, 2.5][pick(4)], alignment: alignment)
          : child.containerRelativeFrame(
            axes, count: 1 + pick(4), span: 1 + pick(5), spacing: [0, 8, -2.5, 1.0 / 3.0][pick(4)],
            alignment: alignment)
      default: node = child.scroll([.vertical, .horizontal, .both, []][pick(4)])
      }
    }
    if pick(3) == 0 {
      idCounter += 1
      node.id = ["n\(idCounter)", "id with space \(idCounter)", "é/~\"\(idCounter)"][pick(3)]
    }
    if pick(5) == 0 { node.layoutPriority = [1, -1, 0.5, 1e300][pick(4)] }
    if pick(4) == 0 {
      for field in presentScalableLengths(node.kind) where pick(2) == 0 {
        node.scaledLengths[field] = TextStyle.allCases[pick(TextStyle.allCases.count)]
      }
    }
    return node
  }

  /// A random flow (13), grid (14), viewThatFits (15), buckets (16) or split (17).
  private static func randomAdaptive(
    _ choice: Int, _ generator: inout SplitMix64, depth: Int, remaining: inout Int, idCounter: inout Int
  ) -> Node {
    func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
    func children(_ count: Int) -> [Node] {
      (0..<count).map { _ in randomNode(&generator, depth: depth + 1, remaining: &remaining, idCounter: &idCounter) }
    }
    switch choice {
    case 13:
      return .flow(
        spacing: [8, 0, -3.5][pick(3)], lineSpacing: [8, 1e-9][pick(2)],
        alignment: HorizontalAlignment.builtIn[pick(3)], children(pick(4)))
    case 14:
      let columns: [GridColumn] = (0..<1 + pick(3)).map { _ in
        let alignment = FormatTesting.alignments[pick(9)]
        switch pick(3) {
        case 0: return .fixed([0, 70, 33.3][pick(3)], spacing: [8, 0][pick(2)], alignment: alignment)
        case 1: return .flexible(min: [10, 0, 44.5][pick(3)], max: [.infinity, 200][pick(2)], alignment: alignment)
        default: return .adaptive(min: [40, 0.25, 160][pick(3)], max: [.infinity, 320][pick(2)], spacing: 16)
        }
      }
      return .grid(columns, rowSpacing: [8, 0, -2][pick(3)], children(pick(5)))
    case 15:
      return .viewThatFits(in: [.both, .horizontal, .vertical][pick(3)], children(1 + pick(3)))
    case 16:
      let thresholds = Array([0, 320, 600.5, 1e7].prefix(pick(4)))
      let accessibility = pick(2) == 0 ? nil : thresholds.map { $0 / 2 }
      return .buckets(
        pick(2) == 0 ? .horizontal : .vertical, thresholds: thresholds, accessibilityThresholds: accessibility,
        children(thresholds.count + 1))
    default:
      let columns = children(1 + pick(3)).map { child in
        SplitColumn(
          min: [0, 220][pick(2)], ideal: [nil, 240][pick(2)], max: [.infinity, 280][pick(2)],
          fraction: [nil, 0, 0.22, 1][pick(4)], child)
      }
      return .split(columns, dividerWidth: [0, 1][pick(2)], collapsedColumn: pick(columns.count))
    }
  }

  static let alignments: [Alignment] = [
    .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
  ]
}
