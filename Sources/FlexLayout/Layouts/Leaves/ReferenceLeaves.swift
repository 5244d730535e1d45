/// The reference reading of S2 (leaves): see `Leaves.swift`, beside this file.
extension ReferencePass {
  // MARK: - S2 Leaves

  /// S2: the size of leaf `index`, of kind `leaf`: the one switch over the leaves.
  mutating func leafSize(_ index: Int, _ leaf: LeafKind, _ p: ProposedSize) throws(LayoutError) -> Size {
    switch (leaf, tree.node(index).kind) {
    case (.fixed, .fixed(let width, let height)): return Size(width: width, height: height)  // S2.1
    case (.flexible, .flexible(let leaf)): return Self.flexibleLeafSize(leaf, p)
    case (.text, .text(let text)): return textSize(text, typeSizes[index], p)
    case (.measured, .measured(let leaf)): return try measure(index, leaf, p)
    case (.spacer, .spacer(let minLength)): return spacerSize(index, minLength, p)
    case (.divider, .divider): return dividerSize(index, p)
    case (.fixed, _), (.flexible, _), (.text, _), (.measured, _), (.spacer, _), (.divider, _):
      preconditionFailure("the leaf is not its kind")
    }
  }

  /// `clamp(v, lo, hi) = min(max(v, lo), hi)`, with Swift's `min`/`max` in that argument order.
  static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
    Swift.min(Swift.max(value, low), high)
  }

  /// S2.2: per axis `p == nil ? ideal : clamp(p, min, max)`.
  static func flexibleLeafSize(_ leaf: FlexibleLeaf, _ p: ProposedSize) -> Size {
    Size(
      width: p.width.map { clamp($0, leaf.minWidth, leaf.maxWidth) } ?? leaf.idealWidth,
      height: p.height.map { clamp($0, leaf.minHeight, leaf.maxHeight) } ?? leaf.idealHeight)
  }

  /// S2.3: greedy word wrap over the Dynamic Type scaled lengths (S7.1), capped by the line limit and the
  /// lines that fit the height proposal, at the Dynamic Type size `type` the text sees (S14.4).
  func textSize(_ text: TextLeaf, _ type: DynamicTypeSize, _ p: ProposedSize) -> Size {
    let lineHeight = text.scaledLineHeight(at: type)
    // S2.6: lineLimit lines tall, the height proposal ignored.
    let reserved = text.reservesSpace ? text.lineLimit.map { Double($0) * lineHeight } : nil
    let wrapped = textLines(text, type, p)
    return Size(width: wrapped.widestKeptLine, height: reserved ?? Double(wrapped.kept) * lineHeight)
  }

  /// S2.3, S2.7, S2.9: the lines `text` needs for `p` (each run of words between forced line breaks wrapped
  /// greedily at the proposed width on its own, an empty run an empty line 0 wide, a word wider than a finite
  /// width on its own line broken between its characters when it has them), the lines it keeps (its line limit,
  /// and the lines its height proposal holds unless it reserves its lines) and its widest kept line; every
  /// length scaled for the Dynamic Type size (S7.1).
  func textLines(_ text: TextLeaf, _ type: DynamicTypeSize, _ p: ProposedSize) -> TextLines {
    let words = text.wordWidths.map { text.scaledLength($0, at: type) }
    let characters = text.characterWidths.map { $0.map { text.scaledLength($0, at: type) } }
    let lineHeight = text.scaledLineHeight(at: type)
    if !text.hasLines {
      return TextLines(needed: 0, kept: 0, widestKeptLine: 0, proposedWidth: p.width)
    }
    let space = text.scaledLength(text.spaceWidth, at: type)
    // lines(width): nil and ∞ put every word of a run on one line (every join fits under ∞).
    let width = p.width ?? .infinity
    var lines: [Double] = []
    // The line each word broken into several lines starts on.
    var brokenStarts: [Int] = []
    // S2.9: word `index` starts a line: whole, or, wider than a finite width and with characters, as the
    // characters up to the first that does not fit (at least one) per line, the last piece the line.
    func startLine(with index: Int) {
      guard width.isFinite, words[index] > width, !characters.isEmpty else {
        lines.append(words[index])
        return
      }
      var piece = characters[index][0]
      let start = lines.count
      defer { if lines.count > start + 1 { brokenStarts.append(start) } }
      for character in characters[index].dropFirst() {
        if piece + character <= width {
          piece = piece + character
        } else {
          lines.append(piece)
          piece = character
        }
      }
      lines.append(piece)
    }
    var runStart = 0
    for runEnd in text.lineBreaks + [words.count] {
      let run = runStart..<runEnd
      runStart = runEnd
      guard let first = run.first else {
        lines.append(0)
        continue
      }
      startLine(with: first)
      for index in run.dropFirst() {
        let joined = (lines[lines.count - 1] + space) + words[index]
        if joined <= width {
          lines[lines.count - 1] = joined
        } else {
          startLine(with: index)
        }
      }
    }
    // The line cap, compared in Double so a huge height over a tiny line height cannot overflow an Int.
    var kept = lines.count
    if let limit = text.lineLimit, limit < kept { kept = limit }
    if let height = p.height, height.isFinite, lineHeight != 0, !(text.reservesSpace && text.lineLimit != nil) {
      let fitting = Swift.max(1, (height / lineHeight).rounded(.down))
      if fitting < Double(kept) { kept = Int(fitting) }
    }
    var widest = 0.0
    for line in lines[0..<kept] { widest = Swift.max(widest, line) }
    return TextLines(
      needed: lines.count, kept: kept, widestKeptLine: widest, proposedWidth: p.width,
      brokenWords: brokenStarts.filter { $0 < kept }.count)
  }

  /// S2.4: the host's answer; a thrown error or a bad answer fails the layout naming the node.
  mutating func measure(_ index: Int, _ leaf: MeasuredLeaf, _ p: ProposedSize) throws(LayoutError) -> Size {
    statistics.measureCalls += 1
    let answer: Size
    do {
      answer = try leaf.measure(p)
    } catch {
      throw tree.failure(index, MeasuredLeaf.thrownMessage(error, proposal: p))
    }
    if let problem = MeasuredLeaf.problem(with: answer, to: p) { throw tree.failure(index, problem) }
    return answer
  }

  /// S17: in an hstack a vertical line, `(thickness, p_h ?? 10)`; in a vstack or outside any stack a
  /// horizontal one, `(p_w ?? 10, thickness)`; the thickness is the environment's (S17.1).
  func dividerSize(_ index: Int, _ p: ProposedSize) -> Size {
    let thickness = environment.dividerThickness
    if tree.enclosingStackAxis(of: index) == .horizontal { return Size(width: thickness, height: p.height ?? 10) }
    return Size(width: p.width ?? 10, height: thickness)
  }

  /// S2.5: along the enclosing stack's axis `p == nil ? m : max(p, m)`, across it 0; outside any stack
  /// that rule on both axes.
  func spacerSize(_ index: Int, _ minLength: Double, _ p: ProposedSize) -> Size {
    func along(_ proposal: Double?) -> Double {
      guard let proposal else { return minLength }
      return Swift.max(proposal, minLength)
    }
    switch tree.enclosingStackAxis(of: index) {
    case .horizontal: return Size(width: along(p.width), height: 0)
    case .vertical: return Size(width: 0, height: along(p.height))
    case nil: return Size(width: along(p.width), height: along(p.height))
    }
  }
}
