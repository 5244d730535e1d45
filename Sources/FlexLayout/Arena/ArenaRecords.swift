/// How each kind's fields are stored in the arena: a record of Doubles in `values` (NaN for an absent
/// optional), plus the `flags` and `alignments` bytes and `aux`. This file is the one place that knows the
/// layout of a record: it writes a ``Node/Kind`` into the arena, reads it back, and offers typed views that
/// the layouts read.
///
/// | kind | record | flags | alignment | aux |
/// | --- | --- | --- | --- | --- |
/// | fixed | width, height | | | |
/// | flexible | min, ideal, max width; min, ideal, max height | | | |
/// | text | space, line height, line limit (0: none), word count, baseline (NaN: default), line break count, words…, line breaks (word indices)… | bit 0: reserves its lines | | |
/// | measured | | | | measure function (baselines: `baselineFunctions`) |
/// | spacer | min length | orientation (derived): 0 none, 1 horizontal, 2 vertical | | |
/// | divider | | orientation (derived), as a spacer's | | |
/// | hstack, vstack | spacing (NaN: default), internal spacing (derived) | ``NodeFlags`` (derived) | minor axis | |
/// | zstack | | | yes | |
/// | frame | width, height | | yes | |
/// | flexibleFrame | normalised min, ideal, max width and height; then the six given values | | yes | |
/// | padding | top, leading, bottom, trailing | | | |
/// | safeAreaPadding | top, leading, bottom, trailing (as a padding's), length | edges (``Edges`` bits) | | |
/// | fixedSize | | bit 0 horizontal, bit 1 vertical | | |
/// | aspectRatio | ratio (NaN: the child's ideal) | 0 fit, 1 fill | | |
/// | scroll, viewThatFits | | axes | | |
/// | containerRelativeFrame | count, span, spacing, fraction | axes | yes | |
/// | offset, position | x, y | | | |
/// | ignoresSafeArea | | edges (``Edges`` bits) | | |
/// | safeAreaInset | spacing (NaN: default) | the edge (``Edge`` case index) | yes | |
/// | hidden, clipped, geometryReader, background, overlay | | | background and overlay | |
/// | flow | spacing, line spacing | ``NodeFlags`` (derived) | horizontal | |
/// | grid | row spacing, column count, per column: sizing, a, b, spacing, alignment | | | first column |
/// | buckets | count, has accessibility thresholds, thresholds…, accessibility thresholds… | 0 width, 1 height | | |
/// | layout | | | | the layout (in `customLayouts`) |
/// | alignmentGuide | target guide number, read guide number (-1: another form; the value: `guideValues`) | | | |
/// | split | divider width, collapsed column, column count, per column: min, ideal, max, fraction | | | first column |
extension LayoutArena {
  // MARK: Writing

  /// The number of record values `kind` needs.
  static func recordLength(of kind: Node.Kind) -> Int {
    switch kind {
    case .fixed, .frame, .offset, .position: return 2
    case .flexible: return 6
    case .text(let text):
      // S2.9: with characters, the number of lists, each list's end among them, the characters, and the
      // position of the widest among them.
      let lists = text.characterWidths.count
      let characters = lists == 0 ? 0 : 2 + lists + text.characterWidths.joined().count
      return 6 + text.wordWidths.count + text.lineBreaks.count + characters
    case .measured, .zstack, .fixedSize, .scroll, .viewThatFits, .background, .overlay, .hidden, .clipped,
      .geometryReader,
      .divider, .ignoresSafeArea, .layout:
      return 0
    case .safeAreaInset: return 1
    case .alignmentGuide: return 2
    case .spacer, .aspectRatio: return 1
    case .hstack, .vstack, .flow: return 2
    case .flexibleFrame: return 12
    case .padding, .containerRelativeFrame: return 4
    case .safeAreaPadding: return 5
    case .grid(let columns, _): return 2 + 5 * columns.count
    case .buckets(_, let thresholds, let accessibility): return 2 + thresholds.count + (accessibility?.count ?? 0)
    case .split(let columns, _, _): return 3 + 4 * columns.count
    case .dynamicTypeSize: return 0
    case .dynamicTypeBuckets(let thresholds): return 1 + thresholds.count
    }
  }

  /// The number of record values node `node` holds now.
  func recordLength(_ node: Int) -> Int {
    switch kinds[node] {
    case .fixed, .frame, .hstack, .vstack, .flow, .offset, .position, .alignmentGuide: return 2
    case .flexible: return 6
    case .text:
      let head = 6 + Int(value(node, 3)) + Int(value(node, 5))
      guard flags[node] & NodeFlags.textBreaksWords != 0 else { return head }
      let lists = Int(value(node, head))
      return head + 1 + lists + (lists == 0 ? 0 : Int(value(node, head + lists)) + 1)
    case .measured, .zstack, .fixedSize, .scroll, .viewThatFits, .background, .overlay, .hidden, .clipped,
      .geometryReader,
      .divider, .ignoresSafeArea, .layout:
      return 0
    case .safeAreaInset: return 1
    case .spacer, .aspectRatio: return 1
    case .flexibleFrame: return 12
    case .padding, .containerRelativeFrame: return 4
    case .safeAreaPadding: return 5
    case .grid: return 2 + 5 * Int(value(node, 1))
    case .buckets: return 2 + Int(value(node, 0)) * (value(node, 1) == 0 ? 1 : 2)
    case .split: return 3 + 4 * Int(value(node, 2))
    case .dynamicTypeSize: return 0
    case .dynamicTypeBuckets: return 1 + Int(value(node, 0))
    }
  }

  /// The key by which a compiled tree shares the record of `kind` with equal nodes (`RecordSharing`): its fields
  /// as ``writeFields(_:of:)`` stores them; `nil` for a kind whose record is not all its own (a stack's facts
  /// write into it, a text's words are scaled beside it) or not worth sharing.
  static func sharingKey(of kind: Node.Kind) -> RecordSharing.Key? {
    func stored(_ value: Double?) -> UInt64 { storedField(value).bitPattern }
    switch kind {
    case .fixed(let width, let height):
      return RecordSharing.Key(kind: .fixed, a: width.bitPattern, b: height.bitPattern)
    case .flexible(let leaf):
      return RecordSharing.Key(
        kind: .flexible, a: leaf.minWidth.bitPattern, b: leaf.idealWidth.bitPattern, c: leaf.maxWidth.bitPattern,
        d: leaf.minHeight.bitPattern, e: leaf.idealHeight.bitPattern, f: leaf.maxHeight.bitPattern)
    case .spacer(let minLength):
      return RecordSharing.Key(kind: .spacer, a: minLength.bitPattern)
    case .frame(let width, let height, _):
      return RecordSharing.Key(kind: .frame, a: stored(width), b: stored(height))
    case .flexibleFrame(let frame, _):
      return RecordSharing.Key(
        kind: .flexibleFrame, a: stored(frame.minWidth), b: stored(frame.idealWidth), c: stored(frame.maxWidth),
        d: stored(frame.minHeight), e: stored(frame.idealHeight), f: stored(frame.maxHeight))
    case .padding(let insets):
      return RecordSharing.Key(
        kind: .padding, a: insets.top.bitPattern, b: insets.leading.bitPattern, c: insets.bottom.bitPattern,
        d: insets.trailing.bitPattern)
    case .text, .measured, .hstack, .vstack, .zstack, .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame,
      .flow, .viewThatFits, .grid, .buckets, .background, .overlay, .offset, .position, .hidden, .clipped,
      .geometryReader, .divider, .ignoresSafeArea, .safeAreaInset, .alignmentGuide, .layout, .safeAreaPadding,
      .split, .dynamicTypeSize, .dynamicTypeBuckets:
      return nil
    }
  }

  /// The number of columns (grid, split) `kind` has; 0 for other kinds.
  static func columnCount(of kind: Node.Kind) -> Int {
    switch kind {
    case .grid(let columns, _): return columns.count
    case .split(let columns, _, _): return columns.count
    case .fixed, .flexible, .text, .measured, .spacer, .hstack, .vstack, .zstack, .frame, .flexibleFrame, .padding,
      .fixedSize, .aspectRatio, .scroll, .containerRelativeFrame, .flow, .viewThatFits, .buckets, .background, .overlay,
      .offset, .position, .hidden, .clipped, .geometryReader, .divider, .ignoresSafeArea, .safeAreaInset,
      .alignmentGuide, .layout, .safeAreaPadding, .dynamicTypeSize, .dynamicTypeBuckets:
      return 0
    }
  }

  /// Writes `kind`'s fields into node `node`, whose record starts at `recordStart[node]` and has room for
  /// ``recordLength(of:)`` values. Derived fields (a spacer's orientation, a stack's internal spacing and
  /// flags) are left for `ArenaFacts`; a measured leaf's function goes to ``setMeasure(_:of:)``.
  func writeFields(_ kind: Node.Kind, of node: Int) {
    kinds[node] = kind.tag
    let start = Int(recordStart[node])
    var position = start
    func put(_ value: Double) {
      values[position] = value
      position += 1
    }
    // An optional field holds NaN when unset; one given as NaN keeps that apart, for the check to reject.
    func put(_ value: Double?) { put(Self.storedField(value)) }
    var flagBits: UInt8 = 0
    var alignment = NodeAlignment()
    switch kind {
    case .fixed(let width, let height):
      put(width)
      put(height)
    case .flexible(let leaf):
      for value in [leaf.minWidth, leaf.idealWidth, leaf.maxWidth, leaf.minHeight, leaf.idealHeight, leaf.maxHeight] {
        put(value)
      }
    case .text(let text):
      put(text.spaceWidth)
      put(text.lineHeight)
      put(Double(text.lineLimit ?? 0))
      put(Double(text.wordWidths.count))
      put(text.baseline)
      put(Double(text.lineBreaks.count))
      for width in text.wordWidths { put(width) }
      for word in text.lineBreaks { put(Double(word)) }
      // S2.9: the number of lists, each list's end among the characters (counted from the first), the
      // characters, then the position of the widest among them (the width-0 answer, `LayoutPass.textSize`). As
      // many lists as given, so that an invalid count reaches the field check.
      if !text.characterWidths.isEmpty { put(Double(text.characterWidths.count)) }
      var end = 0
      for characters in text.characterWidths {
        end += characters.count
        put(Double(end))
      }
      for characters in text.characterWidths { for width in characters { put(width) } }
      if !text.characterWidths.isEmpty { put(Double(Self.widestCharacter(text))) }
      flagBits =
        (text.reservesSpace ? NodeFlags.textReservesLines : 0)
        | (text.lineBreaks.isEmpty ? 0 : NodeFlags.textBreaksLines)
        | (text.characterWidths.isEmpty ? 0 : NodeFlags.textBreaksWords)
        | (!text.characterWidths.isEmpty && Self.hasPositiveLengths(text) ? NodeFlags.textPositiveLengths : 0)
        | UInt8(text.style.map { $0.index + 1 } ?? 0) << NodeFlags.textStyleShift
    case .measured:
      break
    case .spacer(let minLength):
      put(minLength)
    case .hstack(let spacing, let minor):
      put(spacing)
      put(0)
      alignment.vertical = minor.axisAlignment
      alignment.verticalGuide = guideNumber(.vertical(minor))
    case .vstack(let spacing, let minor):
      put(spacing)
      put(0)
      alignment.horizontal = minor.axisAlignment
      alignment.horizontalGuide = guideNumber(.horizontal(minor))
    case .zstack(let value), .background(let value), .overlay(let value):
      alignment = nodeAlignment(value)
    case .frame(let width, let height, let value):
      put(width)
      put(height)
      alignment = nodeAlignment(value)
    case .flexibleFrame(let frame, let value):
      let horizontal = frame.normalized(along: .horizontal)
      let vertical = frame.normalized(along: .vertical)
      for normalized in [horizontal, vertical] {
        put(normalized.min)
        put(normalized.ideal)
        put(normalized.max)
      }
      for given in [
        frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight, frame.maxHeight,
      ] {
        put(given)
      }
      alignment = nodeAlignment(value)
    case .offset(let x, let y), .position(let x, let y):
      put(x)
      put(y)
    case .hidden, .clipped, .geometryReader, .divider:
      break
    case .dynamicTypeSize(let min, let max):
      flagBits = Self.typeSizeLimitBits(min: min, max: max)
    case .dynamicTypeBuckets(let thresholds):
      put(Double(thresholds.count))
      for size in thresholds { put(Double(size.ordinal)) }
    case .alignmentGuide(let guide, let value):
      put(Double(guideNumber(guide)))
      put(Double(value.readGuide.map(guideNumber) ?? -1))
      guideValues[Int32(node)] = value
    case .layout(let layout):
      // The layout itself goes to ``attachSideFields(_:of:packed:)``.
      for guide in layout.namedAlignments { _ = guideNumber(guide) }  // S20.2: numbered before any pass
    case .ignoresSafeArea(let edges):
      flagBits = edges.rawValue
    case .safeAreaInset(let edge, let spacing, let value):
      put(spacing)
      flagBits = UInt8(Edge.allCases.firstIndex(of: edge)!)
      alignment = nodeAlignment(value)
    case .padding(let insets):
      put(insets.top)
      put(insets.leading)
      put(insets.bottom)
      put(insets.trailing)
    case .safeAreaPadding(let edges, let length):
      let insets = EdgeInsets(edges, length)
      put(insets.top)
      put(insets.leading)
      put(insets.bottom)
      put(insets.trailing)
      put(length)
      flagBits = edges.rawValue
    case .fixedSize(let horizontal, let vertical):
      flagBits = Axes(horizontal: horizontal, vertical: vertical).rawValue
    case .aspectRatio(let ratio, let mode):
      put(ratio)
      flagBits = mode == .fit ? 0 : 1
    case .scroll(let axes), .viewThatFits(let axes):
      flagBits = axes.rawValue
    case .containerRelativeFrame(let frame):
      put(Double(frame.count))
      put(Double(frame.span))
      put(frame.spacing)
      put(frame.fraction)
      flagBits = frame.axes.rawValue
      alignment = nodeAlignment(frame.alignment)
    case .flow(let spacing, let lineSpacing, let lines):
      put(spacing)
      put(lineSpacing)
      alignment.horizontal = lines.axisAlignment
      alignment.horizontalGuide = guideNumber(.horizontal(lines))
    case .grid(let columns, let rowSpacing):
      put(rowSpacing)
      put(Double(columns.count))
      for column in columns {
        switch column.sizing {
        case .fixed(let size):
          put(0)
          put(size)
          put(size)
        case .flexible(let low, let high):
          put(1)
          put(low)
          put(high)
        case .adaptive(let low, let high):
          put(2)
          put(low)
          put(high)
        }
        put(column.spacing)
        put(Double(Self.alignmentCode(column.alignment)))
      }
    case .buckets(let axis, let thresholds, let accessibility):
      put(Double(thresholds.count))
      put(accessibility == nil ? 0 : 1)
      for value in thresholds { put(value) }
      for value in accessibility ?? [] { put(value) }
      flagBits = axis == .horizontal ? 0 : 1
    case .split(let columns, let dividerWidth, let collapsedColumn):
      put(dividerWidth)
      put(Double(collapsedColumn))
      put(Double(columns.count))
      for column in columns {
        put(column.min)
        put(column.ideal)
        put(column.max)
        put(column.fraction)
      }
    }
    assert(position - start == Self.recordLength(of: kind), "record length")
    flags[node] = flagBits
    // Only kinds with children have an alignment, and a container number (given first, by
    // `attachSideFields`) to keep it by.
    let container = Int(containerIndex[node])
    if container >= 0 { alignments[container] = alignment }
  }

  /// The code of a two-axis alignment in a record: `3 × horizontal + vertical`.
  static func alignmentCode(_ alignment: Alignment) -> Int {
    let horizontal = HorizontalAlignment.builtIn.firstIndex(of: alignment.horizontal) ?? 1
    let vertical = VerticalAlignment.edgesAndCenter.firstIndex(of: alignment.vertical) ?? 1
    return 3 * horizontal + vertical
  }

  static func alignment(code: Int) -> Alignment {
    Alignment(
      horizontal: HorizontalAlignment.builtIn[code / 3], vertical: VerticalAlignment.edgesAndCenter[code % 3])
  }

  // MARK: Reading back

  /// The kind and fields of node `node`, as they were written (a flexible frame's given constraints, not the
  /// normalised ones).
  func kind(of node: Int) -> Node.Kind {
    func optional(_ k: Int) -> Double? {
      Self.given(value(node, k))
    }
    let twoAxis = { self.alignment(of: node) }
    switch kinds[node] {
    case .fixed: return .fixed(width: value(node, 0), height: value(node, 1))
    case .flexible:
      return .flexible(
        FlexibleLeaf(
          minWidth: value(node, 0), idealWidth: value(node, 1), maxWidth: value(node, 2), minHeight: value(node, 3),
          idealHeight: value(node, 4), maxHeight: value(node, 5)))
    case .text:
      let count = Int(value(node, 3))
      let limit = Int(value(node, 2))
      var text = TextLeaf(
        wordWidths: (0..<count).map { value(node, 6 + $0) }, spaceWidth: value(node, 0),
        lineHeight: value(node, 1), lineLimit: limit == 0 ? nil : limit,
        reservesSpace: flags[node] & NodeFlags.textReservesLines != 0,
        baseline: optional(4), lineBreaks: textLineBreaks(node).map { Int(values[$0]) }, style: textStyle(node),
        characterWidths: (0..<textCharacterLists(node)).map { list in
          textCharacters(node, word: list).map { values[$0] }
        })
      text.string = textStrings[Int32(node)]
      return .text(text)
    case .measured:
      return .measured(MeasuredLeaf(measureClosure(of: node), baselines: baselineFunctions[Int32(node)]))
    case .spacer: return .spacer(minLength: value(node, 0))
    case .divider: return .divider
    case .dynamicTypeSize:
      let limit = typeSizeLimit(node)
      return .dynamicTypeSize(min: DynamicTypeSize(ordinal: limit.min), max: DynamicTypeSize(ordinal: limit.max))
    case .dynamicTypeBuckets:
      return .dynamicTypeBuckets(
        thresholds: (0..<Int(value(node, 0))).map { DynamicTypeSize(ordinal: Int(value(node, 1 + $0)))! })
    case .ignoresSafeArea: return .ignoresSafeArea(edges: Edges(rawValue: flags[node]))
    case .safeAreaInset:
      return .safeAreaInset(edge: Edge.allCases[Int(flags[node])], spacing: optional(0), alignment: twoAxis())
    case .hstack: return .hstack(spacing: optional(0), alignment: twoAxis().vertical)
    case .vstack: return .vstack(spacing: optional(0), alignment: twoAxis().horizontal)
    case .zstack: return .zstack(alignment: twoAxis())
    case .background: return .background(alignment: twoAxis())
    case .overlay: return .overlay(alignment: twoAxis())
    case .frame: return .frame(width: optional(0), height: optional(1), alignment: twoAxis())
    case .flexibleFrame:
      return .flexibleFrame(
        FlexibleFrame(
          minWidth: optional(6), idealWidth: optional(7), maxWidth: optional(8), minHeight: optional(9),
          idealHeight: optional(10), maxHeight: optional(11)), alignment: twoAxis())
    case .padding:
      return .padding(
        EdgeInsets(top: value(node, 0), leading: value(node, 1), bottom: value(node, 2), trailing: value(node, 3)))
    case .safeAreaPadding: return .safeAreaPadding(edges: Edges(rawValue: flags[node]), length: value(node, 4))
    case .fixedSize: return .fixedSize(horizontal: flags[node] & 1 != 0, vertical: flags[node] & 2 != 0)
    case .offset: return .offset(x: value(node, 0), y: value(node, 1))
    case .position: return .position(x: value(node, 0), y: value(node, 1))
    case .hidden: return .hidden
    case .clipped: return .clipped
    case .alignmentGuide:
      guard let value = guideValues[Int32(node)] else { preconditionFailure("an alignment guide has a value") }
      return .alignmentGuide(guideTable[Int(guideTarget(node))], value)
    case .geometryReader: return .geometryReader
    case .layout:
      return .layout(customLayout(node))
    case .aspectRatio: return .aspectRatio(optional(0), contentMode: flags[node] == 0 ? .fit : .fill)
    case .scroll: return .scroll(Axes(rawValue: flags[node]))
    case .viewThatFits: return .viewThatFits(axes: Axes(rawValue: flags[node]))
    case .containerRelativeFrame:
      return .containerRelativeFrame(containerRelativeFrame(node))
    case .flow:
      return .flow(
        spacing: value(node, 0), lineSpacing: value(node, 1), alignment: twoAxis().horizontal)
    case .grid:
      let columns = (0..<gridColumnCount(node)).map { gridColumn(node, $0).column }
      return .grid(columns: columns, rowSpacing: gridRowSpacing(node))
    case .buckets:
      let count = Int(value(node, 0))
      let thresholds = (0..<count).map { value(node, 2 + $0) }
      let accessibility = value(node, 1) == 0 ? nil : (0..<count).map { value(node, 2 + count + $0) }
      return .buckets(
        axis: flags[node] == 0 ? .horizontal : .vertical, thresholds: thresholds,
        accessibilityThresholds: accessibility)
    case .split:
      let columns = (0..<splitColumnCount(node)).map { index -> SplitColumnWidths in
        let base = 3 + 4 * index
        return SplitColumnWidths(
          min: value(node, base), ideal: optional(base + 1), max: value(node, base + 2), fraction: optional(base + 3))
      }
      return .split(columns: columns, dividerWidth: splitDividerWidth(node), collapsedColumn: Int(value(node, 1)))
    }
  }

  /// A Swift closure calling the measure function of a measured leaf (for reading the kind back).
  func measureClosure(of node: Int) -> @Sendable (ProposedSize) throws -> Size {
    switch measures[Int(aux[node])] {
    case .swift(let closure)?: return closure
    case .c(let function)?: return { proposal in try function.measure(proposal) }
    case nil: return { _ in .zero }
    }
  }

  // MARK: Checking

  /// Whether node `node`'s declared fields surely pass validation (``Node/Kind/checkFields(childCount:id:)``),
  /// read straight from its record, for the common kinds whose fields have no rules between them. `false`
  /// means "check them the full way", not "invalid". A live tree's first layout checks every node it was
  /// built with; this keeps it from rebuilding each node's kind to do so. The child count is the caller's to
  /// check. `QuickFieldCheckTests` pin that it never passes a node the full check rejects.
  func fieldsSurelyValid(_ node: Int) -> Bool {
    func length(_ k: Int) -> Bool {
      let number = value(node, k)
      return number.isFinite && number >= 0
    }
    func unset(_ k: Int) -> Bool { Self.given(value(node, k)) == nil }
    func optionalLength(_ k: Int) -> Bool { unset(k) || length(k) }
    func finite(_ k: Int) -> Bool { value(node, k).isFinite }
    func builtInGuides() -> Bool {
      let alignment = storedAlignment(node)
      return alignment.horizontalGuide < GuideNumber.firstCustom && alignment.verticalGuide < GuideNumber.firstCustom
    }
    switch kinds[node] {
    case .fixed: return length(0) && length(1)
    case .spacer: return length(0)
    case .hstack, .vstack: return (unset(0) || finite(0)) && builtInGuides()
    case .zstack, .background, .overlay: return builtInGuides()
    case .frame: return optionalLength(0) && optionalLength(1) && builtInGuides()
    case .padding: return finite(0) && finite(1) && finite(2) && finite(3)
    case .offset, .position: return finite(0) && finite(1)
    case .fixedSize, .hidden, .clipped, .geometryReader, .divider: return true
    case .flexible, .text, .measured, .flexibleFrame, .aspectRatio, .scroll, .containerRelativeFrame, .flow, .grid,
      .viewThatFits, .buckets, .split, .ignoresSafeArea, .safeAreaInset, .alignmentGuide, .layout, .safeAreaPadding,
      .dynamicTypeSize, .dynamicTypeBuckets:
      return false  // rules between fields, lists or names: the full check
    }
  }

  // MARK: Typed views

  /// A dynamicTypeSize's flags: its `min` ordinal + 1 in the low four bits, its `max` ordinal + 1 in the high
  /// four (0: not given).
  static func typeSizeLimitBits(min: DynamicTypeSize?, max: DynamicTypeSize?) -> UInt8 {
    UInt8(min.map { $0.ordinal + 1 } ?? 0) | UInt8(max.map { $0.ordinal + 1 } ?? 0) << 4
  }

  /// A dynamicTypeSize's limits as ordinals (``DynamicTypeSize/ordinal``), -1 where not given.
  @inline(__always)
  func typeSizeLimit(_ node: Int) -> (min: Int, max: Int) {
    (Int(flags[node] & 15) &- 1, Int(flags[node] >> 4) &- 1)
  }

  /// The number of a dynamicTypeBuckets node's thresholds.
  @inline(__always)
  func typeSizeThresholdCount(_ node: Int) -> Int { Int(value(node, 0)) }

  /// Threshold `index` of a dynamicTypeBuckets node, as an ordinal (``DynamicTypeSize/ordinal``).
  @inline(__always)
  func typeSizeThreshold(_ node: Int, _ index: Int) -> Int { Int(value(node, 1 &+ index)) }

  /// A fixed leaf's length along `axis`.
  @inline(__always)
  func fixedLength(_ node: Int, _ axis: Axis) -> Double { value(node, axis == .horizontal ? 0 : 1) }

  /// The min, ideal and max along `axis` of a flexible leaf, or the normalised ones of a flexible frame (NaN:
  /// unconstrained).
  @inline(__always)
  func flexibleAxis(_ node: Int, _ axis: Axis) -> FlexibleAxis {
    let base = Int(recordStart[node]) &+ (axis == .horizontal ? 0 : 3)
    return FlexibleAxis(min: values[base], ideal: values[base &+ 1], max: values[base &+ 2])
  }

  /// A spacer's minimum length.
  @inline(__always)
  func spacerMinLength(_ node: Int) -> Double { value(node, 0) }

  /// The axis a spacer expands along (its enclosing stack's), or `nil` outside any stack (S2.5).
  @inline(__always)
  func spacerOrientation(_ node: Int) -> Axis? {
    switch flags[node] {
    case 1: return .horizontal
    case 2: return .vertical
    default: return nil
    }
  }

  /// A stack's own spacing (NaN: the default gaps).
  @inline(__always)
  func stackSpacing(_ node: Int) -> Double { value(node, 0) }

  /// A stack's gaps between its children, summed in order (S3.1).
  @inline(__always)
  func stackInternalSpacing(_ node: Int) -> Double { value(node, 1) }

  /// A fixed frame's length along `axis` (NaN: the child's).
  @inline(__always)
  func frameLength(_ node: Int, _ axis: Axis) -> Double { value(node, axis == .horizontal ? 0 : 1) }

  /// A padding's insets.
  @inline(__always)
  func insets(_ node: Int) -> EdgeInsets {
    let base = Int(recordStart[node])
    return EdgeInsets(
      top: values[base], leading: values[base &+ 1], bottom: values[base &+ 2], trailing: values[base &+ 3])
  }

  /// A padding's insets summed across `axis` (leading + trailing, or top + bottom).
  @inline(__always)
  func insetSum(_ node: Int, _ axis: Axis) -> Double {
    let base = Int(recordStart[node])
    return axis == .horizontal ? values[base &+ 1] + values[base &+ 3] : values[base] + values[base &+ 2]
  }

  /// The axes of a fixedSize, scroll or viewThatFits (and a container-relative frame).
  @inline(__always)
  func axes(_ node: Int) -> Axes { Axes(rawValue: flags[node]) }

  /// An aspect ratio's ratio (NaN: the child's ideal size) and content mode.
  @inline(__always)
  func aspectRatio(_ node: Int) -> (ratio: Double, mode: ContentMode) {
    (value(node, 0), flags[node] == 0 ? .fit : .fill)
  }

  /// A container-relative frame's fields.
  func containerRelativeFrame(_ node: Int) -> ContainerRelativeFrame {
    let twoAxis = alignment(of: node)
    let fraction = value(node, 3)
    var frame = ContainerRelativeFrame(
      axes: axes(node), count: Int(value(node, 0)), span: Int(value(node, 1)), spacing: value(node, 2),
      alignment: twoAxis)
    if let fraction = Self.given(fraction) { frame.fraction = fraction }
    return frame
  }

  /// A text leaf's space width, line height and line limit (0: none), unscaled.
  @inline(__always)
  func textMetrics(_ node: Int) -> (space: Double, lineHeight: Double, lineLimit: Int) {
    (value(node, 0), value(node, 1), Int(value(node, 2)))
  }

  /// A text leaf's line height, unscaled: ``textMetrics(_:)``'s without converting the line limit.
  @inline(__always)
  func textLineHeight(_ node: Int) -> Double { value(node, 1) }

  /// A text leaf's words: their indices in `values`.
  @inline(__always)
  func textWords(_ node: Int) -> Range<Int> {
    let first = Int(recordStart[node]) &+ 6
    return first..<(first &+ Int(value(node, 3)))
  }

  /// A text leaf's style (S2.8), or nil for an unstyled text.
  @inline(__always)
  func textStyle(_ node: Int) -> TextStyle? {
    let code = Int((flags[node] >> NodeFlags.textStyleShift) & NodeFlags.textStyleMask)
    return code == 0 ? nil : TextStyle.allCases[code - 1]
  }

  /// A text length of `node` (a word width, the space, the baseline) at `size` (S7.1, S2.8).
  @inline(__always)
  func scaledTextLength(_ node: Int, _ length: Double, _ size: DynamicTypeSize) -> Double {
    size == .large ? length : TextLeaf.scaledLength(length, textStyle(node), at: size)
  }

  /// A line height of text `node` at `size` (S7.1, S2.8).
  @inline(__always)
  func scaledTextLineHeight(_ node: Int, _ lineHeight: Double, _ size: DynamicTypeSize) -> Double {
    size == .large ? lineHeight : TextLeaf.scaledLineHeight(lineHeight, textStyle(node), at: size)
  }

  /// Whether a text leaf has no lines: no words and no forced line breaks (S2.3, S2.7: `(0, 0)`, no baselines).
  @inline(__always)
  func textHasNoLines(_ node: Int) -> Bool { value(node, 3) == 0 && flags[node] & NodeFlags.textBreaksLines == 0 }

  /// A text leaf's forced line breaks (S2.7): the indices in `values` of its break values, each the index of
  /// the word (counted from the text's first) that starts a new line.
  @inline(__always)
  func textLineBreaks(_ node: Int) -> Range<Int> {
    let first = Int(recordStart[node]) &+ 6 &+ Int(value(node, 3))
    return first..<(first &+ Int(value(node, 5)))
  }

  /// What an optional field given as NaN (`.frame(width: .nan)`) holds: a NaN apart from the unset one, so that
  /// a live tree's check rejects it as a from-scratch layout does, while every reading of the record still takes
  /// it as unset. (The C interface passes NaN for "unset" and turns it into `nil` first.)
  static let givenNaN = Double(nan: 0x0bad, signaling: false)

  /// An optional field as a record stores it: NaN when unset, ``givenNaN`` when given as NaN.
  @inline(__always)
  static func storedField(_ value: Double?) -> Double { value.map { $0.isNaN ? givenNaN : $0 } ?? .nan }

  /// An optional field's stored `value` as it was given: `nil` when unset (any NaN but ``givenNaN``), `.nan`
  /// when given as NaN.
  @inline(__always)
  static func given(_ value: Double) -> Double? {
    guard value.isNaN else { return value }
    return value.bitPattern == givenNaN.bitPattern ? .nan : nil
  }

  /// The least width ``NodeFlags/textPositiveLengths`` asks of a text's words and characters: any Dynamic Type
  /// scale (at least a third) keeps it above 0.
  static let positiveTextLength = 0x1p-900

  /// The position of `text`'s first widest character among all its characters (0 for NaN widths, which fail
  /// validation): scaling keeps the order of widths, so it is the widest at every Dynamic Type size too.
  static func widestCharacter(_ text: TextLeaf) -> Int {
    var widest = 0
    var width = -Double.infinity
    for (index, character) in text.characterWidths.joined().enumerated() where character > width {
      (widest, width) = (index, character)
    }
    return widest
  }

  /// Whether every word and character width of `text` is at least ``positiveTextLength`` (NaN is not).
  static func hasPositiveLengths(_ text: TextLeaf) -> Bool {
    text.wordWidths.allSatisfy { $0 >= positiveTextLength }
      && text.characterWidths.allSatisfy { $0.allSatisfy { $0 >= positiveTextLength } }
  }

  /// Whether a text leaf has character widths (S2.9), so that a word wider than its line breaks.
  @inline(__always)
  func textHasCharacters(_ node: Int) -> Bool { flags[node] & NodeFlags.textBreaksWords != 0 }

  /// The index in `values` of a text leaf's character block (S2.9), after its words and line breaks: the
  /// number of lists, then each list's end, the characters and the position of the widest.
  @inline(__always)
  private func textCharacterBlock(_ node: Int) -> Int {
    Int(recordStart[node]) &+ 6 &+ Int(value(node, 3)) &+ Int(value(node, 5))
  }

  /// The number of character-width lists of a text leaf (S2.9): one per word when valid, 0 without characters.
  @inline(__always)
  func textCharacterLists(_ node: Int) -> Int {
    guard textHasCharacters(node) else { return 0 }
    return Int(values[textCharacterBlock(node)])
  }

  /// The indices in `values` of the character widths of word `word` (counted from the text's first) of a text
  /// leaf with characters (S2.9).
  @inline(__always)
  func textCharacters(_ node: Int, word: Int) -> Range<Int> {
    let count = textCharacterBlock(node)
    let lists = Int(values[count])
    let ends = count &+ 1
    let first = ends &+ lists
    return (first &+ (word == 0 ? 0 : Int(values[ends &+ word &- 1])))..<(first &+ Int(values[ends &+ word]))
  }

  /// The indices in `values` of every character width of a valid text leaf with characters and without forced
  /// line breaks (S2.9), from the indices of its words (``textWords(_:)``): its record then holds one list per
  /// word right after them. The value at `upperBound` is the position of the widest character.
  @inline(__always)
  func textCharacters(afterWords words: Range<Int>) -> Range<Int> {
    let first = words.upperBound &+ 1 &+ words.count
    return first..<(first &+ Int(values[first &- 1]))
  }

  /// The indices in `values` of every character width of a text leaf (S2.9); empty without characters. With
  /// characters, the value at `upperBound` is the position of the widest among them.
  @inline(__always)
  func textAllCharacters(_ node: Int) -> Range<Int> {
    let lists = textCharacterLists(node)
    guard lists > 0 else { return 0..<0 }
    let ends = textCharacterBlock(node) &+ 1
    return (ends &+ lists)..<(ends &+ lists &+ Int(values[ends &+ lists &- 1]))
  }

  /// A flow's spacing between items and between lines.
  @inline(__always)
  func flowSpacing(_ node: Int) -> (items: Double, lines: Double) { (value(node, 0), value(node, 1)) }

  /// A grid's row spacing.
  @inline(__always)
  func gridRowSpacing(_ node: Int) -> Double { value(node, 0) }

  /// The number of a grid's columns.
  @inline(__always)
  func gridColumnCount(_ node: Int) -> Int { Int(value(node, 1)) }

  /// Column `index` of a grid.
  @inline(__always)
  func gridColumn(_ node: Int, _ index: Int) -> GridColumnRecord {
    let base = Int(recordStart[node]) &+ 2 &+ 5 &* index
    return GridColumnRecord(
      sizing: GridColumnRecord.Sizing(rawValue: UInt8(values[base])) ?? .fixed, a: values[base &+ 1],
      b: values[base &+ 2], spacing: values[base &+ 3], alignmentCode: Int(values[base &+ 4]))
  }

  /// The number of a buckets node's thresholds, whether it has accessibility replacements, and its axis.
  @inline(__always)
  func bucketsLayout(_ node: Int) -> (count: Int, hasAccessibility: Bool, axis: Axis) {
    (Int(value(node, 0)), value(node, 1) != 0, flags[node] == 0 ? .horizontal : .vertical)
  }

  /// Threshold `index` of a buckets node, or its accessibility replacement.
  @inline(__always)
  func bucketsThreshold(_ node: Int, _ index: Int, accessibility: Bool) -> Double {
    value(node, 2 &+ index &+ (accessibility ? Int(value(node, 0)) : 0))
  }

  /// A split's divider width.
  @inline(__always)
  func splitDividerWidth(_ node: Int) -> Double { value(node, 0) }

  /// A split's collapsed column.
  @inline(__always)
  func splitCollapsedColumn(_ node: Int) -> Int { Int(value(node, 1)) }

  /// The number of a split's columns.
  @inline(__always)
  func splitColumnCount(_ node: Int) -> Int { Int(value(node, 2)) }

  /// Column `index` of a split, its ideal resolved (the min when absent).
  @inline(__always)
  func splitColumn(_ node: Int, _ index: Int) -> SplitColumnRecord {
    let base = Int(recordStart[node]) &+ 3 &+ 4 &* index
    let min = values[base]
    let ideal = values[base &+ 1]
    return SplitColumnRecord(
      min: min, ideal: ideal.isNaN ? min : ideal, max: values[base &+ 2], fraction: values[base &+ 3])
  }

  /// Whether two fixed, flexible or spacer leaves answer alike and take the same share: the same kind,
  /// orientation, record and layout priority.
  func sameLeaf(_ a: Int, _ b: Int) -> Bool {
    guard kinds[a] == kinds[b], flags[a] == flags[b], priorities[a].bitPattern == priorities[b].bitPattern else {
      return false
    }
    let length = recordLength(a)
    for k in 0..<length where value(a, k).bitPattern != value(b, k).bitPattern { return false }
    return true
  }
}

/// One grid column as the layout reads it.
struct GridColumnRecord {
  enum Sizing: UInt8 {
    case fixed, flexible, adaptive
  }

  var sizing: Sizing
  /// The size (fixed) or the minimum (flexible, adaptive).
  var a: Double
  /// The size (fixed) or the maximum (flexible, adaptive).
  var b: Double
  /// The gap after the column.
  var spacing: Double
  var alignmentCode: Int

  /// How items sit in their cells.
  var alignment: Alignment { LayoutArena.alignment(code: alignmentCode) }

  /// Where items sit in their cells on each axis, read from the code without building an ``Alignment`` (whose
  /// custom cases make every copy of one a reference-counted copy): the code's two digits in the order of
  /// `HorizontalAlignment.builtIn` and `VerticalAlignment.edgesAndCenter`, which is `AxisAlignment`'s.
  @inline(__always)
  var cellAlignment: (horizontal: AxisAlignment, vertical: AxisAlignment) {
    (AxisAlignment.allCases[alignmentCode / 3], AxisAlignment.allCases[alignmentCode % 3])
  }

  /// The column as the model spells it.
  var column: GridColumn {
    switch sizing {
    case .fixed: return GridColumn(.fixed(a), spacing: spacing, alignment: alignment)
    case .flexible: return GridColumn(.flexible(min: a, max: b), spacing: spacing, alignment: alignment)
    case .adaptive: return GridColumn(.adaptive(min: a, max: b), spacing: spacing, alignment: alignment)
    }
  }
}

/// One split column as the layout reads it; `fraction` is NaN when absent and `ideal` defaults to `min`.
struct SplitColumnRecord {
  var min: Double
  var ideal: Double
  var max: Double
  var fraction: Double
}

extension CMeasure {
  /// Calls the host: NaN for an unspecified axis; a non-zero status fails.
  func measure(_ proposal: ProposedSize) throws -> Size {
    // NaN × NaN until the host writes it: a callback that returns 0 without writing fails the layout.
    var result = Size(width: .nan, height: .nan)
    let status = withUnsafeMutablePointer(to: &result) { pointer in
      pointer.withMemoryRebound(to: Double.self, capacity: 2) { doubles in
        callback(context, proposal.width ?? .nan, proposal.height ?? .nan, doubles)
      }
    }
    guard status == 0 else { throw CMeasureFailure(status: status) }
    return result
  }
}

/// A C measure callback returned a non-zero status.
struct CMeasureFailure: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "the host's callback returned \(status)" }
}
