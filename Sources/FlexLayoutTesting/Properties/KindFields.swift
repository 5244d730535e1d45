import FlexLayout

/// A node kind's fields as text, exactly: how the kit compares and hashes the kinds of generated trees
/// (``TreeSpec``), and how the format tests compare decoded trees.
enum KindFields {
  /// Every field of `kind` as text, Doubles as `value#bitPattern` so that 0 and −0 (and NaNs) differ; a measured
  /// leaf as `measured` (its function has no fields) and a custom layout by its description.
  static func description(of kind: Node.Kind) -> String {
    func bits(_ value: Double?) -> String { value.map { "\($0)#\($0.bitPattern)" } ?? "nil" }
    func name(_ alignment: Alignment) -> String { "\(alignment.horizontal)/\(alignment.vertical)" }
    switch kind {
    case .fixed(let width, let height): return "fixed \(bits(width)) \(bits(height))"
    case .flexible(let leaf):
      return "flexible "
        + [
          leaf.minWidth, leaf.idealWidth, leaf.maxWidth, leaf.minHeight, leaf.idealHeight,
          leaf.maxHeight,
        ].map(bits).joined(separator: " ")
    case .text(let text):
      return "text \(text.wordWidths.map(bits)) \(bits(text.spaceWidth)) \(bits(text.lineHeight)) "
        + "\(String(describing: text.lineLimit)) \(text.reservesSpace) \(bits(text.baseline)) \(text.lineBreaks) \(String(describing: text.style))"
        + " \(text.characterWidths.map { $0.map(bits) })"
    case .measured: return "measured"
    case .spacer(let minLength): return "spacer \(bits(minLength))"
    case .hstack(let spacing, let alignment): return "hstack \(bits(spacing)) \(alignment)"
    case .vstack(let spacing, let alignment): return "vstack \(bits(spacing)) \(alignment)"
    case .zstack(let alignment): return "zstack \(name(alignment))"
    case .background(let alignment): return "background \(name(alignment))"
    case .overlay(let alignment): return "overlay \(name(alignment))"
    case .offset(let x, let y): return "offset \(bits(x)) \(bits(y))"
    case .position(let x, let y): return "position \(bits(x)) \(bits(y))"
    case .hidden: return "hidden"
    case .clipped: return "clipped"
    case .dynamicTypeSize(let min, let max):
      return "dynamicTypeSize \(min?.rawValue ?? "nil") \(max?.rawValue ?? "nil")"
    case .dynamicTypeBuckets(let thresholds): return "dynamicTypeBuckets \(thresholds.map(\.rawValue))"
    case .alignmentGuide(let guide, let value):
      switch value {
      case .guide(let read, let plus): return "alignmentGuide \(guide) guide \(read) \(bits(plus))"
      case .widthFraction(let f, let plus): return "alignmentGuide \(guide) width \(bits(f)) \(bits(plus))"
      case .heightFraction(let f, let plus): return "alignmentGuide \(guide) height \(bits(f)) \(bits(plus))"
      case .computed: return "alignmentGuide \(guide) computed"
      }
    case .divider: return "divider"
    case .ignoresSafeArea(let edges): return "ignoresSafeArea \(edges.rawValue)"
    case .safeAreaInset(let edge, let spacing, let alignment):
      return "safeAreaInset \(edge) \(bits(spacing)) \(name(alignment))"
    case .geometryReader: return "geometryReader"
    case .layout(let layout): return "layout \(layout)"
    case .frame(let width, let height, let alignment):
      return "frame \(bits(width)) \(bits(height)) \(name(alignment))"
    case .flexibleFrame(let frame, let alignment):
      return "flexibleFrame "
        + [
          frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight,
          frame.idealHeight, frame.maxHeight,
        ].map(bits).joined(separator: " ") + " \(name(alignment))"
    case .safeAreaPadding(let edges, let length): return "safeAreaPadding \(edges.rawValue) \(bits(length))"
    case .padding(let insets):
      return "padding " + [insets.top, insets.leading, insets.bottom, insets.trailing].map(bits).joined(separator: " ")
    case .fixedSize(let horizontal, let vertical): return "fixedSize \(horizontal) \(vertical)"
    case .aspectRatio(let ratio, let mode): return "aspectRatio \(bits(ratio)) \(mode)"
    case .scroll(let axes): return "scroll \(axes.rawValue)"
    case .containerRelativeFrame(let frame):
      return "containerRelativeFrame \(frame.axes.rawValue) \(frame.count) \(frame.span) \(bits(frame.spacing)) "
        + "\(bits(frame.fraction)) \(name(frame.alignment))"
    case .flow(let spacing, let lineSpacing, let alignment):
      return "flow \(bits(spacing)) \(bits(lineSpacing)) \(alignment)"
    case .grid(let columns, let rowSpacing): return "grid \(columns) \(bits(rowSpacing))"
    case .viewThatFits(let axes): return "viewThatFits \(axes.rawValue)"
    case .buckets(let axis, let thresholds, let accessibilityThresholds):
      return "buckets \(axis) \(thresholds.map(bits)) \(String(describing: accessibilityThresholds?.map(bits)))"
    case .split(let columns, let dividerWidth, let collapsedColumn):
      let widths = columns.map { [$0.min, $0.ideal, $0.max, $0.fraction].map(bits) }
      return "split \(widths) \(bits(dividerWidth)) \(collapsedColumn)"
    }
  }
}
