import FlexLayout

/// A layout result as JSON, in the shape Docs/Format.md describes under "The result".
///
/// For example:
///
/// ```json
/// {
///   "size": {"width": 1024, "height": 768},
///   "frames": [
///     {"id": "sidebar", "x": 0, "y": 0, "width": 240, "height": 768}
///   ],
///   "selections": {}
/// }
/// ```
///
/// `frames` holds every node that has an id and was laid out (not inside an unchosen branch of an
/// adaptive container), in drawing order, back to front (Docs/Semantics.md S15.4: document order, except that
/// a background's content comes before the node it decorates), in root coordinates; a frame carries each of its
/// node's marks (``NodeMarks``) as `"<mark>": true`: `"hidden": true` inside a `hidden` node (S16.3); a text that
/// dropped lines (S2.3: its line limit or its height) carries `"truncated": {"lines": needed, "kept": kept}`, and
/// one that broke words between characters on its kept lines (S2.9) `"brokenWords": n`, when the result reports
/// text lines (``LayoutResult/textLines``). `selections` holds, for every
/// identified adaptive container that was laid out, its choice: the chosen child's index for
/// `viewThatFits` and `buckets`, the visible column indices for `split`, the resolved cell widths for
/// `grid`; keys in sorted order, so it is `{}` for trees of format version 1. Numbers use the shortest
/// form that reads back to the same `Double` (``JSONWriter/number(_:)``); the output is byte-identical
/// for identical results and ends with a newline.
///
/// - Precondition: every frame is finite (``LayoutResult`` guarantees it); see ``isEncodable(_:)``.
public func resultJSON(_ result: LayoutResult) -> String {
  let size = result.size
  var output = "{\n  \"size\": {\"width\": \(JSONWriter.number(size.width)), "
  output += "\"height\": \(JSONWriter.number(size.height))},\n"
  var rank = [Int](repeating: 0, count: result.frames.count)
  for (position, node) in result.drawingOrder.enumerated() { rank[node.index] = position }
  let identified = result.ids.sorted { rank[$0.value.index] < rank[$1.value.index] }
  let visible = identified.filter { entry in
    entry.value.index < result.visibility.count ? result.visibility[entry.value.index] : true
  }
  if visible.isEmpty {
    output += "  \"frames\": [],\n"
  } else {
    output += "  \"frames\": [\n"
    for (position, entry) in visible.enumerated() {
      let frame = result.frames[entry.value.index]
      output += "    {\"id\": \(JSONWriter.string(entry.key)), \"x\": \(JSONWriter.number(frame.x)), "
      output += "\"y\": \(JSONWriter.number(frame.y)), \"width\": \(JSONWriter.number(frame.width)), "
      output += "\"height\": \(JSONWriter.number(frame.height))"
      let marks = result.marks(of: entry.value)
      for (mark, name) in NodeMarks.named where marks.contains(mark) { output += ", \(JSONWriter.string(name)): true" }
      // S2.3: a text that dropped lines, with the lines it needs at its width and the lines it kept.
      if let lines = result.textLines(of: entry.value) {
        if lines.isTruncated {
          output += ", \"truncated\": {\"lines\": \(lines.needed), \"kept\": \(lines.kept)}"
        }
        // S2.9: the words broken between characters on its kept lines.
        if lines.brokenWords > 0 { output += ", \"brokenWords\": \(lines.brokenWords)" }
      }
      output += "}"
      output += position < visible.count - 1 ? ",\n" : "\n"
    }
    output += "  ],\n"
  }
  let selections = visible.compactMap { entry in
    result.selections[entry.value].map { (id: entry.key, selection: $0) }
  }.sorted { $0.id < $1.id }
  if selections.isEmpty {
    output += "  \"selections\": {}\n}\n"
  } else {
    output += "  \"selections\": {\n"
    for (position, entry) in selections.enumerated() {
      output += "    \(JSONWriter.string(entry.id)): \(selectionJSON(entry.selection))"
      output += position < selections.count - 1 ? ",\n" : "\n"
    }
    output += "  }\n}\n"
  }
  return output
}

/// One selection's JSON value: an index, or an array of indices or widths.
func selectionJSON(_ selection: Selection) -> String {
  switch selection {
  case .child(let index): return String(index)
  case .columns(let columns): return "[" + columns.map(String.init).joined(separator: ", ") + "]"
  case .widths(let widths): return "[" + widths.map(JSONWriter.number).joined(separator: ", ") + "]"
  }
}

/// Whether every frame of `result` is finite, so ``resultJSON(_:)`` writes only JSON numbers.
public func isEncodable(_ result: LayoutResult) -> Bool {
  let framesAreFinite = result.frames.allSatisfy { frame in
    frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
  }
  let widthsAreFinite = result.selections.values.allSatisfy { selection in
    if case .widths(let widths) = selection { return widths.allSatisfy(\.isFinite) }
    return true
  }
  return framesAreFinite && widthsAreFinite
}
