// The benchmark workloads: the FlexLayout readings of W1–W4 (Docs/Benchmarks.md, "The workloads"), the depth-12
// variant of W2, and the scale families.
import FlexLayout

/// One benchmark workload.
struct Workload: Sendable {
  /// How the harness runs a workload.
  enum Mode: Sendable {
    /// The full set of measurements over the 320…1440 sweep.
    case sweep
    /// Cold cost per node at one size, plus a short warm sweep (the scale curve).
    case scale
    /// Not runnable yet; the reason is printed instead ("needs flow").
    case placeholder(String)
  }

  /// The short name used in tables, JSON and `--workload` (`inbox`).
  var name: String
  /// The WORKLOADS.md id (`W1`), when it has one.
  var id: String?
  /// What the tree is, in a line.
  var summary: String
  var mode: Mode
  /// Builds the node tree (not timed); `nil` for placeholders.
  var build: (@Sendable () -> Node)?

  /// The standard set, in the order of the tables.
  static let standard: [Workload] =
    [inbox, deep, deep12, flow, grid, flat] + seeds + scaleFamily + decorationPair + alignmentPair + styledText
    + customLayouts

  /// Every workload `--workload` accepts.
  static let all: [Workload] = standard

  /// Named groups of workloads for `--workload`.
  static let groups: [String: [String]] = [
    "scale": scaleFamily.map(\.name),
    "scale-rows": scaleFamily.filter { $0.name.hasPrefix("scale-rows") }.map(\.name),
    "scale-flat": scaleFamily.filter { $0.name.hasPrefix("scale-flat") }.map(\.name),
    "seeds": seeds.map(\.name),
    "decorations": decorationPair.map(\.name),
    "alignment": alignmentPair.map(\.name),
    "text": ["rows-text-center"] + styledText.map(\.name),
    "custom": customLayouts.map(\.name),
    "standard": standard.map(\.name),
  ]

  /// Resolves `--workload` selectors (names, ids or groups, case-insensitive) to workloads in the
  /// standard order, without duplicates.
  static func select(_ selectors: [String]) throws(UsageError) -> [Workload] {
    if selectors.isEmpty { return standard }
    var names = Set<String>()
    for selector in selectors {
      let key = selector.lowercased()
      if let group = groups[key] {
        names.formUnion(group)
      } else if let workload = all.first(where: { $0.name.lowercased() == key || $0.id?.lowercased() == key }) {
        names.insert(workload.name)
      } else {
        throw UsageError(description: "unknown workload '\(selector)' (see --list)")
      }
    }
    return all.filter { names.contains($0.name) }
  }

  // MARK: - W1–W4

  /// W1 "inbox": a three-column mail screen, 5,176 nodes.
  static let inbox = Workload(
    name: "inbox", id: "W1",
    summary: "hstack[frame 240{30 sidebar rows}, frame 360{1000 message rows}, 20 paragraphs]",
    mode: .sweep, build: { inboxTree(messages: 1000) })

  /// W2 "deep": alternating stacks, depth 10, leaves `frame(minWidth 10, minHeight 10){ flexible }`.
  static let deep = Workload(
    name: "deep", id: "W2", summary: "complete binary tree of h/v stacks, depth 10, 1,024 framed leaves",
    mode: .sweep, build: { deepTree(depth: 10) })

  /// W2 at depth 12, for the depth-scaling check (depth 12 ≤ 4.5 × depth 10 in total time).
  static let deep12 = Workload(
    name: "deep12", id: "W2/12", summary: "W2 at depth 12 (4,096 framed leaves)",
    mode: .sweep, build: { deepTree(depth: 12) })

  /// W3 "wide grid": `flow(spacing 16, lineSpacing 16)` of 10,000 fixed 160×120 cards, 10,001 nodes.
  static let flow = Workload(
    name: "flow", id: "W3", summary: "flow(spacing 16, lineSpacing 16) of 10,000 fixed 160×120",
    mode: .sweep, build: { flowTree(items: 10_000) })

  /// W3g: the W3 items in a grid with one `adaptive(min 160)` column, spacing 16, 10,001 nodes.
  static let grid = Workload(
    name: "grid", id: "W3g", summary: "grid([adaptive(min 160, spacing 16)], rowSpacing 16) of 10,000 fixed 160×120",
    mode: .sweep, build: { gridTree(items: 10_000) })

  /// W4 "wide flat": one `hstack(spacing 0)` of 10,000 flexible leaves, 10,001 nodes.
  static let flat = Workload(
    name: "flat", id: "W4", summary: "hstack(spacing 0) of 10,000 flexible",
    mode: .sweep, build: { flatTree(children: 10_000) })

  // MARK: - Seed screens

  /// The built-in example screens (`Examples.all`: inbox, product page, article grid, …).
  static let seeds: [Workload] = Examples.all.map { example in
    Workload(
      name: "seed-\(example.name)", id: nil, summary: "built-in example: \(example.summary)", mode: .sweep,
      build: { example.root })
  }

  // MARK: - Decorations (issue 15)

  /// W1 message rows with four more nodes each: two modifiers over two leaves' worth of plain modifiers
  /// (`rows-modified`), or a background and an overlay badge (`rows-decorated`). Same node count (9,001), so
  /// their costs per node compare a decoration with a plain modifier.
  static let decorationPair: [Workload] = [
    Workload(
      name: "rows-modified", id: nil,
      summary:
        "vstack(spacing 0) of 1,000 W1 message rows, each under frame(maxWidth ∞).padding(4).padding(1).frame(minHeight 20)",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: modifiedRow(), count: 1_000)) }),
    Workload(
      name: "rows-decorated", id: nil,
      summary: "vstack(spacing 0) of 1,000 W1 message rows, each with a flexible background and an 8×8 overlay badge",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: decoratedRow(), count: 1_000)) }),
  ]

  // MARK: - Alignment guides (issue 16)

  /// W1 message rows whose sender and time are texts (5,001 nodes), aligned by their centres
  /// (`rows-text-center`) or by their first text baselines (`rows-text-baseline`): their costs per node
  /// compare alignment by guides with the plain alignment.
  static let alignmentPair: [Workload] = [
    Workload(
      name: "rows-text-center", id: nil,
      summary: "vstack(spacing 0) of 1,000 W1 rows of a 17-pt sender, a subject, a spacer and a 13-pt time, centred",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: textRow(.center), count: 1_000)) }),
    Workload(
      name: "rows-text-baseline", id: nil,
      summary: "the same rows aligned by their first text baselines",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: textRow(.firstTextBaseline), count: 1_000)) }),
  ]

  // MARK: - Styled text (issue 29.7)

  /// The `rows-text-center` rows with styled, proportional texts (5,001 nodes): a headline sender and a caption
  /// time, measured with Inter's advances and scaled by their own styles' tables.
  static let styledText: [Workload] = [
    Workload(
      name: "rows-styled-text", id: nil,
      summary: "vstack(spacing 0) of 1,000 rows of a headline sender, a subject, a spacer and a caption time",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: styledTextRow(), count: 1_000)) })
  ]

  // MARK: - Custom layouts (issue 16)

  /// W1 message rows (5,001 nodes) whose row is a custom layout: the built-in hstack's rules written on the
  /// public protocol (`rows-custom-hstack`, the same frames as `rows-message`, bit for bit), and the shipped
  /// equal-width row (`rows-equal-width`). Against `rows-message`, the first measures what a custom layout costs
  /// over the built-in container it reimplements: its callbacks, the proxies and the unoptimised algorithm.
  static let customLayouts: [Workload] = [
    Workload(
      name: "rows-message", id: nil, summary: "vstack(spacing 0) of 1,000 W1 message rows (the built-in hstack)",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: messageRow(), count: 1_000)) }),
    Workload(
      name: "rows-custom-hstack", id: nil,
      summary: "the same rows, each row an HStackLayout (the hstack's rules on the Layout protocol)",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: customRow(), count: 1_000)) }),
    Workload(
      name: "rows-equal-width", id: nil,
      summary: "the same rows' leaves, each row the shipped EqualWidthRow (spacing 8)",
      mode: .sweep, build: { .vstack(spacing: 0, [Node](repeating: equalWidthRow(), count: 1_000)) }),
  ]

  // MARK: - Scale

  /// Cold cost per node at 1,000 … 1,000,000 nodes, for W1-like message rows and W4-like flat rows.
  static let scaleFamily: [Workload] = {
    let sizes: [(label: String, nodes: Int)] = [("1k", 1_000), ("10k", 10_000), ("100k", 100_000), ("1m", 1_000_000)]
    var family: [Workload] = []
    for (label, nodes) in sizes {
      family.append(
        Workload(
          name: "scale-rows-\(label)", id: nil,
          summary: "vstack(spacing 0) of \(nodes / 5) W1 message rows (\(nodes + 1) nodes)",
          mode: .scale, build: { rowsTree(rows: nodes / 5) }))
    }
    for (label, nodes) in sizes {
      family.append(
        Workload(
          name: "scale-flat-\(label)", id: nil,
          summary: "hstack(spacing 0) of \(nodes) flexible (\(nodes + 1) nodes)",
          mode: .scale, build: { flatTree(children: nodes) }))
    }
    return family
  }()
}

// MARK: - Trees

/// W1 sidebar row: `hstack(spacing 8, center) [fixed 20×20, fixed 120×17, spacer, fixed 24×17]`.
func sidebarRow() -> Node {
  .hstack(
    spacing: 8, alignment: .center,
    [.fixed(width: 20, height: 20), .fixed(width: 120, height: 17), .spacer(), .fixed(width: 24, height: 17)])
}

/// W1 message row: `hstack(spacing 8, center) [fixed 140×17, flexible(17…17) subject, spacer, fixed 60×17]`.
func messageRow() -> Node {
  .hstack(
    spacing: 8, alignment: .center,
    [
      .fixed(width: 140, height: 17), .flexible(minHeight: 17, maxHeight: 17), .spacer(),
      .fixed(width: 60, height: 17),
    ])
}

/// A W1 message row whose hstack is an ``HStackLayout``: the same frames through the custom-layout path.
func customRow() -> Node {
  Node(.layout(AnyLayout(HStackLayout(alignment: .center, spacing: 8))), children: messageRow().children)
}

/// A W1 message row's leaves in an ``EqualWidthRow``.
func equalWidthRow() -> Node {
  Node(.layout(AnyLayout(EqualWidthRow(spacing: 8))), children: messageRow().children)
}

/// A W1 message row under four plain modifiers (the comparison for ``decoratedRow()``).
func modifiedRow() -> Node {
  messageRow().frame(maxWidth: .infinity, alignment: .leading).padding(4).padding(
    EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
  )
  .frame(minHeight: 20)
}

/// A W1 message row with texts: `hstack(spacing 8, alignment) [text sender (17 pt), flexible(17…17) subject,
/// spacer, text time (13 pt)]`.
func textRow(_ alignment: VerticalAlignment) -> Node {
  .hstack(
    spacing: 8, alignment: alignment,
    [
      .text("Jane Appleseed", charWidth: 8, lineHeight: 17), .flexible(minHeight: 17, maxHeight: 17), .spacer(),
      .text("9:41 AM", charWidth: 6, lineHeight: 13),
    ])
}

/// `textRow(.center)` with styled texts: a headline sender and a caption time.
func styledTextRow() -> Node {
  .hstack(
    spacing: 8, alignment: .center,
    [
      .text("Jane Appleseed", style: .headline), .flexible(minHeight: 17, maxHeight: 17), .spacer(),
      .text("9:41 AM", style: .caption),
    ])
}

/// A W1 message row with a flexible background and an 8×8 badge over its top-trailing corner.
func decoratedRow() -> Node {
  messageRow().background(.flexible()).overlay(alignment: .topTrailing, .fixed(width: 8, height: 8))
}

/// W1: `hstack(spacing 0) [frame(width 240){ vstack × 30 rows }, frame(width 360){ vstack × messages },
/// vstack × 20 paragraphs]`.
func inboxTree(messages: Int) -> Node {
  .hstack(
    spacing: 0,
    [
      Node.vstack(spacing: 0, (0..<30).map { _ in sidebarRow() }).frame(width: 240),
      Node.vstack(spacing: 0, (0..<messages).map { _ in messageRow() }).frame(width: 360),
      .vstack(spacing: 0, (0..<20).map { _ in .flexible(minHeight: 60, maxHeight: 60) }),
    ])
}

/// W2: a complete binary tree; containers at even depth `hstack(spacing 0)`, at odd depth
/// `vstack(spacing 0)`; leaves `frame(minWidth 10, minHeight 10){ flexible }`.
func deepTree(depth: Int, level: Int = 0) -> Node {
  if level == depth { return Node.flexible().frame(minWidth: 10, minHeight: 10) }
  let children = [deepTree(depth: depth, level: level + 1), deepTree(depth: depth, level: level + 1)]
  return level % 2 == 0 ? .hstack(spacing: 0, children) : .vstack(spacing: 0, children)
}

/// W3: `flow(spacing 16, lineSpacing 16)` of `items` fixed 160×120 cards.
func flowTree(items: Int) -> Node {
  .flow(spacing: 16, lineSpacing: 16, [Node](repeating: .fixed(width: 160, height: 120), count: items))
}

/// W3g: `grid([adaptive(min 160, spacing 16)], rowSpacing 16)` of `items` fixed 160×120 cards.
func gridTree(items: Int) -> Node {
  .grid(
    [.adaptive(min: 160, spacing: 16)], rowSpacing: 16,
    [Node](repeating: .fixed(width: 160, height: 120), count: items))
}

/// W4: `hstack(spacing 0)` of `children` flexible leaves.
func flatTree(children: Int) -> Node {
  .hstack(spacing: 0, [Node](repeating: .flexible(), count: children))
}

/// The scale rows family: `vstack(spacing 0)` of W1 message rows.
func rowsTree(rows: Int) -> Node {
  .vstack(spacing: 0, [Node](repeating: messageRow(), count: rows))
}
