import FlexLayout

/// A request as pretty-printed JSON in the current format version (Docs/Format.md), deterministic for
/// a given input.
///
/// Used for round trips and by the property tests to print failing cases. Every field is written
/// explicitly (defaults included, `nil` optionals omitted), so the output decodes to the same tree;
/// text leaves are written in the `text` form when they were made from a string (``TextLeaf/stringWords``),
/// else in the `words` form. Leaves sit on one line; indentation stops growing
/// after 32 levels so deep trees stay linear in size.
///
/// A ``Node/Kind/measured(_:)`` leaf has no JSON form: it is written as a `fixed` leaf of its ideal
/// size (its answer to the unspecified proposal), or 0 × 0 when that answer throws or is not a finite
/// size ≥ 0. The stand-in answers every proposal with that one size, so a printed case containing
/// measured leaves reproduces only layouts that do not depend on them.
///
/// A tree with invalid values (NaN or an infinity where a finite length belongs) still encodes: the
/// value is written as the string `"nan"` or `"infinity"`, which the decoder then reports. So does a tree
/// the model accepts but the format does not: a `viewThatFits` with no axes is written with `"axes": []`,
/// which the decoder rejects.
///
/// A scaled length (`Node.scaledLengths`) is written as `{"scaled": value, "relativeTo": "style"}`, so
/// decoding gives back the same declarations; see ``NodeEncoder/ownFields(_:scaled:)`` for the
/// declarations that change nothing and are left out.
public func requestJSON(root: Node, proposal: ProposedSize, environment: LayoutEnvironment) -> String {
  var output = "{\n  \"formatVersion\": \(flexLayoutFormatVersion),\n"
  output += "  \"proposal\": {\"width\": \(dimension(proposal.width)), \"height\": \(dimension(proposal.height))},\n"
  var environmentFields: [String] = []
  if let scale = environment.displayScale {
    environmentFields.append("\"displayScale\": \(JSONWriter.number(scale))")
  }
  if environment.dynamicTypeSize != .large {
    environmentFields.append("\"dynamicTypeSize\": \(JSONWriter.string(environment.dynamicTypeSize.rawValue))")
  }
  if environment.layoutDirection != .leftToRight {
    environmentFields.append("\"layoutDirection\": \(JSONWriter.string(environment.layoutDirection.rawValue))")
  }
  let insets = environment.safeAreaInsets
  if insets != EdgeInsets() {
    let edges = [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
    ]
    environmentFields.append(
      "\"safeAreaInsets\": {" + edges.map { "\"\($0.0)\": \(JSONWriter.number($0.1))" }.joined(separator: ", ") + "}")
  }
  if !environmentFields.isEmpty {
    output += "  \"environment\": {\(environmentFields.joined(separator: ", "))},\n"
  }
  output += "  \"root\": "
  NodeEncoder.write(root, level: 1, into: &output)
  output += "\n}\n"
  return output
}

/// One node (and its subtree) as JSON, in the same form as the `root` of ``requestJSON(root:proposal:environment:)``.
public func nodeJSON(_ node: Node) -> String {
  var output = ""
  NodeEncoder.write(node, level: 0, into: &output)
  return output
}

private func dimension(_ value: Double?) -> String {
  value.map(JSONWriter.number) ?? "null"
}

/// Writes nodes without recursion (an explicit stack of pending nodes and text).
enum NodeEncoder {
  private enum Task {
    case node(Node, level: Int)
    case text(String)
  }

  static func indent(_ level: Int) -> String {
    String(repeating: "  ", count: Swift.min(level, 32))
  }

  static func write(_ root: Node, level: Int, into output: inout String) {
    var tasks: [Task] = [.node(root, level: level)]
    while let task = tasks.popLast() {
      switch task {
      case .text(let text):
        output += text
      case .node(let node, let level):
        var fields = ["\"kind\": \(JSONWriter.string(kindName(node.kind)))"]
        if let id = node.id { fields.append("\"id\": \(JSONWriter.string(id))") }
        if let priority = node.layoutPriority { fields.append("\"layoutPriority\": \(JSONWriter.number(priority))") }
        if !node.layoutValues.isEmpty {
          fields.append("\"layoutValues\": \(CustomLayoutForms.json(node.layoutValues))")
        }
        if let role = node.role { fields.append("\"role\": \(JSONWriter.string(role.rawValue))") }
        if let audit = node.audit, !audit.isEmpty { fields.append("\"audit\": \(AuditForms.json(audit))") }
        fields += ownFields(node.kind, scaled: node.scaledLengths)
        output += "{" + fields.joined(separator: ", ")
        let children = node.children
        switch node.kind.family {
        case .leaf:
          output += "}"
        case .split:
          guard case .split(let columns, _, _) = node.kind, !columns.isEmpty else {
            output += ", \"columns\": []}"
            continue
          }
          output += ", \"columns\": [\n"
          tasks.append(.text("\n" + indent(level) + "]}"))
          for (index, column) in columns.enumerated().reversed() {
            if index < columns.count - 1 { tasks.append(.text(",\n")) }
            tasks.append(.text("}"))
            if index < children.count { tasks.append(.node(children[index], level: level + 2)) }
            var fields = ["\"min\": \(JSONWriter.number(column.min))"]
            if let ideal = column.ideal { fields.append("\"ideal\": \(JSONWriter.number(ideal))") }
            fields.append("\"max\": \(JSONWriter.number(column.max))")
            if let fraction = column.fraction { fields.append("\"fraction\": \(JSONWriter.number(fraction))") }
            let header = "{" + fields.joined(separator: ", ") + ", \"child\":\n" + indent(level + 2)
            tasks.append(.text(indent(level + 1) + header))
          }
        case .container:
          guard !children.isEmpty else {
            output += ", \"children\": []}"
            continue
          }
          output += ", \"children\": [\n"
          tasks.append(.text("\n" + indent(level) + "]}"))
          for (index, child) in children.enumerated().reversed() {
            if index < children.count - 1 { tasks.append(.text(",\n")) }
            tasks.append(.node(child, level: level + 1))
            tasks.append(.text(indent(level + 1)))
          }
        case .modifier, .decorated:
          // The child fields of the family, in order (`child`, then `content` for a decoration).
          let keys = node.kind.family.childFields
          output += ", \"\(keys[0])\":\n" + indent(level + 1)
          tasks.append(.text("}"))
          for (index, key) in keys.enumerated().reversed() where index < children.count {
            tasks.append(.node(children[index], level: level + 1))
            if index > 0 { tasks.append(.text(", \"\(key)\":\n" + indent(level + 1))) }
          }
        }
      }
    }
  }

  /// The name the node is written under: its kind's ``KindDescriptor/formatName``, `fixed` for a measured
  /// leaf (written as a stand-in of its ideal size).
  static func kindName(_ kind: Node.Kind) -> String {
    kind.descriptor.formatName ?? "fixed"
  }

  static func alignmentName(_ alignment: Alignment) -> String {
    NodeKinds.alignments.first { $0.1 == alignment }?.0 ?? "center"
  }

  /// `"name": value`, or `"name": {"scaled": value, "relativeTo": "style"}` for a scaled length.
  static func length(_ name: String, _ value: Double, scaledRelativeTo style: TextStyle?) -> String {
    guard let style else { return "\"\(name)\": \(JSONWriter.number(value))" }
    return "\"\(name)\": {\"scaled\": \(JSONWriter.number(value)), \"relativeTo\": \"\(style.rawValue)\"}"
  }

  /// The kind's own fields except `child`/`children`, as `"name": value` strings in encoding order, with
  /// the lengths in `scaled` (the node's ``Node/scaledLengths``) in the scaled form.
  ///
  /// A scaled declaration that changes nothing is left out: on an infinite length, on an optional frame
  /// length that is absent, on the spacing of a fraction-form container-relative frame, and on a measured
  /// leaf (written as a fixed stand-in). One on a length the kind does not have, which the model rejects,
  /// is written as `"field": {"scaled": null, "relativeTo": "style"}`, which the decoder rejects too.
  static func ownFields(_ kind: Node.Kind, scaled: [ScaledLength: TextStyle] = [:]) -> [String] {
    var unwritten = scaled
    if case .measured = kind { unwritten = [:] }
    var fields = plainFields(kind, scaled: &unwritten)
    let has = scalableLengths(kind)
    for (field, style) in unwritten.sorted(by: { $0.key < $1.key }) where !has.contains(field) {
      fields.append("\"\(field.rawValue)\": {\"scaled\": null, \"relativeTo\": \"\(style.rawValue)\"}")
    }
    return fields
  }

  /// The length fields each kind has.
  static func scalableLengths(_ kind: Node.Kind) -> Set<ScaledLength> { kind.scalableLengths }

  /// A set of edges as the format writes it: `["top", "bottom"]`, in ``Edge`` order.
  static func edgesList(_ edges: Edges) -> String {
    "[" + Edge.allCases.filter { edges.contains(Edges($0)) }.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      + "]"
  }

  static func axesList(_ axes: Axes) -> String {
    var names: [String] = []
    if axes.contains(.horizontal) { names.append("\"horizontal\"") }
    if axes.contains(.vertical) { names.append("\"vertical\"") }
    return "[" + names.joined(separator: ", ") + "]"
  }

  static func numbers(_ values: [Double]) -> String {
    "[" + values.map(JSONWriter.number).joined(separator: ", ") + "]"
  }

  static func gridColumn(_ column: GridColumn) -> String {
    var fields: [String]
    switch column.sizing {
    case .fixed(let size):
      fields = ["\"type\": \"fixed\"", "\"size\": \(JSONWriter.number(size))"]
    case .flexible(let min, let max):
      fields = ["\"type\": \"flexible\"", "\"min\": \(JSONWriter.number(min))", "\"max\": \(JSONWriter.number(max))"]
    case .adaptive(let min, let max):
      fields = ["\"type\": \"adaptive\"", "\"min\": \(JSONWriter.number(min))", "\"max\": \(JSONWriter.number(max))"]
    }
    fields.append("\"spacing\": \(JSONWriter.number(column.spacing))")
    fields.append("\"alignment\": \(JSONWriter.string(alignmentName(column.alignment)))")
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
