import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension TreeSpec {
  /// The same tree with every length multiplied by `factor` (ratios, priorities and line limits unchanged).
  func scaled(by factor: Double) -> TreeSpec {
    func optional(_ value: Double?) -> Double? { value.map { $0 * factor } }
    var copy = self
    copy.measure = measure?.scaled(by: factor)
    copy.children = children.map { $0.scaled(by: factor) }
    switch kind {
    case .fixed(let width, let height): copy.kind = .fixed(width: width * factor, height: height * factor)
    case .flexible(let leaf): copy.kind = .flexible(leaf.scaled(by: factor))
    case .text(let leaf):
      // Every length scaled; the rest (line limit, breaks, style) kept. (The string goes: its widths no
      // longer measure it.)
      copy.kind = .text(
        TextLeaf(
          wordWidths: leaf.wordWidths.map { $0 * factor }, spaceWidth: leaf.spaceWidth * factor,
          lineHeight: leaf.lineHeight * factor, lineLimit: leaf.lineLimit, reservesSpace: leaf.reservesSpace,
          baseline: optional(leaf.baseline), lineBreaks: leaf.lineBreaks, style: leaf.style,
          characterWidths: leaf.characterWidths.map { $0.map { $0 * factor } }))
    case .measured: break  // the model, scaled above
    case .spacer(let minLength): copy.kind = .spacer(minLength: minLength * factor)
    case .hstack(let spacing, let alignment): copy.kind = .hstack(spacing: optional(spacing), alignment: alignment)
    case .vstack(let spacing, let alignment): copy.kind = .vstack(spacing: optional(spacing), alignment: alignment)
    case .zstack: break
    case .frame(let width, let height, let alignment):
      copy.kind = .frame(width: optional(width), height: optional(height), alignment: alignment)
    case .flexibleFrame(let frame, let alignment):
      let scaled = FlexibleFrame(
        minWidth: optional(frame.minWidth), idealWidth: optional(frame.idealWidth), maxWidth: optional(frame.maxWidth),
        minHeight: optional(frame.minHeight), idealHeight: optional(frame.idealHeight),
        maxHeight: optional(frame.maxHeight))
      copy.kind = .flexibleFrame(scaled, alignment: alignment)
    case .safeAreaPadding(let edges, let length): copy.kind = .safeAreaPadding(edges: edges, length: length * factor)
    case .padding(let insets):
      copy.kind = .padding(
        EdgeInsets(
          top: insets.top * factor, leading: insets.leading * factor, bottom: insets.bottom * factor,
          trailing: insets.trailing * factor))
    case .fixedSize, .aspectRatio, .scroll, .background, .overlay, .hidden, .clipped, .geometryReader, .divider,
      .ignoresSafeArea:
      break
    case .safeAreaInset(let edge, let spacing, let alignment):
      copy.kind = .safeAreaInset(edge: edge, spacing: optional(spacing), alignment: alignment)
    case .offset(let x, let y): copy.kind = .offset(x: x * factor, y: y * factor)
    case .alignmentGuide(let guide, let value):
      switch value {
      case .guide(let read, let plus): copy.kind = .alignmentGuide(guide, .guide(read, plus: plus * factor))
      case .widthFraction(let f, let plus): copy.kind = .alignmentGuide(guide, .widthFraction(f, plus: plus * factor))
      case .heightFraction(let f, let plus):
        copy.kind = .alignmentGuide(guide, .heightFraction(f, plus: plus * factor))
      case .computed: break
      }
    case .position(let x, let y): copy.kind = .position(x: x * factor, y: y * factor)
    case .layout(let layout):
      // S20: the test layouts' lengths are their `spacing` and `inset` arguments.
      var arguments = layout.arguments
      for name in ["spacing", "inset"] { if let value = arguments.number(name) { arguments[name] = value * factor } }
      copy.kind = .layout(try! TestLayouts.registry.layout(named: layout.name, arguments: arguments)!)
    case .containerRelativeFrame(var frame):
      frame.spacing = frame.spacing * factor
      copy.kind = .containerRelativeFrame(frame)
    case .flow(let spacing, let lineSpacing, let alignment):
      copy.kind = .flow(spacing: spacing * factor, lineSpacing: lineSpacing * factor, alignment: alignment)
    case .grid(let columns, let rowSpacing):
      let scaled = columns.map { column -> GridColumn in
        var copy = column
        copy.spacing = column.spacing * factor
        switch column.sizing {
        case .fixed(let size): copy.sizing = .fixed(size * factor)
        case .flexible(let low, let high): copy.sizing = .flexible(min: low * factor, max: high * factor)
        case .adaptive(let low, let high): copy.sizing = .adaptive(min: low * factor, max: high * factor)
        }
        return copy
      }
      copy.kind = .grid(columns: scaled, rowSpacing: rowSpacing * factor)
    case .viewThatFits, .dynamicTypeSize, .dynamicTypeBuckets: break
    case .buckets(let axis, let thresholds, let accessibility):
      copy.kind = .buckets(
        axis: axis, thresholds: thresholds.map { $0 * factor },
        accessibilityThresholds: accessibility?.map { $0 * factor })
    case .split(let columns, let dividerWidth, let collapsedColumn):
      let scaled = columns.map { column in
        SplitColumnWidths(
          min: column.min * factor, ideal: optional(column.ideal), max: column.max * factor, fraction: column.fraction)
      }
      copy.kind = .split(columns: scaled, dividerWidth: dividerWidth * factor, collapsedColumn: collapsedColumn)
    }
    return copy
  }

  /// Whether some length comes from a default that does not scale: a stack's default spacing (8, or 0 next to
  /// a spacer), a geometry reader's 10 on an axis proposed nil, a divider's thickness and 10, or a safe area
  /// (a safeAreaInset: edges touch within a pixel, which does not scale).
  var usesUnscaledDefaults: Bool {
    switch kind {
    case .hstack(nil, _), .vstack(nil, _), .geometryReader, .divider, .safeAreaInset, .safeAreaPadding: return true
    case .layout(let layout) where layout.arguments["spacing"] == nil: return true  // a stack layout's default gaps
    case .fixed, .flexible, .text, .measured, .spacer, .hstack, .vstack, .zstack, .frame, .flexibleFrame, .padding,
      .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame, .flow, .grid, .viewThatFits, .buckets, .split,
      .background, .overlay, .offset, .position, .hidden, .clipped, .ignoresSafeArea, .alignmentGuide, .layout,
      .dynamicTypeSize, .dynamicTypeBuckets:
      return children.contains { $0.usesUnscaledDefaults }
    }
  }
}

extension Properties {
  /// Property 9: exact scaling by powers of two.
  @Suite struct ScalingProperty {
    @Test("(9) scaling every length and the proposal by 2 or 4 scales every coordinate by exactly that factor")
    func exactScaling() {
      PropertyRunner.checkLayouts(
        "exact scaling",
        keep: { !$0.tree.usesUnscaledDefaults && $0.environment.displayScale == nil },
        generate: { generator in
          generator.options.defaultSpacing = false
          let tree = generator.tree()
          return LayoutCase(
            tree: tree, proposal: generator.proposal(), environment: generator.environment(scales: [nil]))
        }
      ) { value in
        if value.tree.usesUnscaledDefaults { return nil }  // a geometry reader drawn anyway
        let node = value.tree.node()
        for solver in Solver.allCases {
          let base = solver.layout(node, value.proposal, value.environment)
          for factor in [2.0, 4.0] {
            let proposal = ProposedSize(
              width: value.proposal.width.map { $0 * factor }, height: value.proposal.height.map { $0 * factor })
            let scaled = solver.layout(value.tree.scaled(by: factor).node(), proposal, value.environment)
            switch (base, scaled) {
            case (.laidOut(let a), .laidOut(let b)):
              for index in a.frames.indices {
                let f = a.frames[index]
                let expected = Rect(
                  x: f.x * factor, y: f.y * factor, width: f.width * factor, height: f.height * factor)
                if !sameBits(expected, b.frames[index]) {
                  return "\(solver), ×\(factor): node #\(index) is \(b.frames[index]), expected \(expected) "
                    + "(\(f) unscaled)"
                }
              }
            case (.failed, .failed):
              break
            default:
              return "\(solver), ×\(factor): \(scaled.summary) scaled, \(base.summary) unscaled"
            }
          }
        }
        return nil
      }
    }
  }
}
