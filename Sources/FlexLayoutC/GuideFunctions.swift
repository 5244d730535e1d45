import CFlexLayout
import FlexLayout

// The alignment-guide functions of flexlayout.h (S19): alignment guide nodes, custom alignments, and the
// baselines of texts and measured leaves.

/// A guide callback and its context; called on the thread that lays out, during that call only.
private struct CGuideFunction: @unchecked Sendable {
  let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<flexlayout_view_dimensions>?) -> Double
  let context: UnsafeMutableRawPointer?

  func value(_ d: ViewDimensions) -> Double {
    var dimensions = flexlayout_view_dimensions()
    dimensions.width = d.width
    dimensions.height = d.height
    withUnsafeMutableBytes(of: &dimensions.guides) { raw in
      let guides = raw.bindMemory(to: Double.self)
      for (index, guide) in AlignmentGuide.builtIn.enumerated() { guides[index] = d[guide] }
    }
    return callback(context, &dimensions)
  }
}

/// A baseline callback and its context.
private struct CBaselines: @unchecked Sendable {
  let callback:
    @convention(c) (
      UnsafeMutableRawPointer?, Double, Double, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
    ) -> Int32
  let context: UnsafeMutableRawPointer?

  func baselines(_ size: Size) -> (first: Double, last: Double)? {
    var first = Double.nan
    var last = Double.nan
    guard callback(context, size.width, size.height, &first, &last) == 0 else { return nil }
    return (first, last)
  }
}

@_cdecl("flexlayout_create_alignment_guide")
public func flexlayoutCreateAlignmentGuide(
  _ tree: OpaquePointer?, _ guide: flexlayout_guide, _ form: flexlayout_guide_form, _ read: flexlayout_guide,
  _ fraction: Double, _ plus: Double
) -> flexlayout_node {
  create(tree) { () throws(CError) in
    .alignmentGuide(try Convert.guide(guide), try Convert.guideValue(form, read, fraction, plus))
  }
}

@_cdecl("flexlayout_set_alignment_guide")
public func flexlayoutSetAlignmentGuide(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ guide: flexlayout_guide, _ form: flexlayout_guide_form,
  _ read: flexlayout_guide, _ fraction: Double, _ plus: Double
) -> flexlayout_status {
  set(tree, node) { () throws(CError) in
    .alignmentGuide(try Convert.guide(guide), try Convert.guideValue(form, read, fraction, plus))
  }
}

@_cdecl("flexlayout_set_alignment_guide_custom")
public func flexlayoutSetAlignmentGuideCustom(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ name: UnsafePointer<CChar>?, _ fallback: flexlayout_guide
) -> flexlayout_status {
  edit(tree, node) { kind throws(CError) in
    guard case .alignmentGuide(_, let value) = kind else { throw mismatch(node, kind, "an alignment guide") }
    kind = .alignmentGuide(try Convert.custom(name, fallback), value)
  }
}

@_cdecl("flexlayout_set_alignment_guide_function")
public func flexlayoutSetAlignmentGuideFunction(
  _ tree: OpaquePointer?, _ node: flexlayout_node,
  _ value: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<flexlayout_view_dimensions>?) -> Double)?,
  _ context: UnsafeMutableRawPointer?
) -> flexlayout_status {
  edit(tree, node) { kind throws(CError) in
    guard let value else { throw .invalidArgument("the guide callback is NULL") }
    guard case .alignmentGuide(let guide, _) = kind else { throw mismatch(node, kind, "an alignment guide") }
    let function = CGuideFunction(callback: value, context: context)
    kind = .alignmentGuide(guide, .computed { function.value($0) })
  }
}

@_cdecl("flexlayout_set_custom_alignment")
public func flexlayoutSetCustomAlignment(
  _ tree: OpaquePointer?, _ node: flexlayout_node, _ name: UnsafePointer<CChar>?, _ fallback: flexlayout_guide
) -> flexlayout_status {
  edit(tree, node) { kind throws(CError) in
    let custom = try Convert.custom(name, fallback)
    let axis: Axes
    switch custom {
    case .horizontal: axis = .horizontal
    case .vertical: axis = .vertical
    }
    // The kind's alignment field, as its description types it: one that aligns by any guide (not a flow's
    // lines, not a safe-area inset's bar) on the custom alignment's axis.
    let aligning: Set<FieldDescriptor.ValueType> = [.alignment, .horizontalAlignment, .verticalAlignment]
    var probe = kind
    guard kind.descriptor.fields.contains(where: { $0.name == "alignment" && aligning.contains($0.type) }),
      probe.visitAlignment({ _ in })?.contains(axis) == true
    else { throw mismatch(node, kind, "a node that aligns its children on the custom alignment's axis") }
    _ = kind.visitAlignment { alignment in
      switch custom {
      case .horizontal(let guide): alignment.horizontal = guide
      case .vertical(let guide): alignment.vertical = guide
      }
    }
  }
}

@_cdecl("flexlayout_set_text_baseline")
public func flexlayoutSetTextBaseline(_ tree: OpaquePointer?, _ node: flexlayout_node, _ baseline: Double)
  -> flexlayout_status
{
  edit(tree, node) { kind throws(CError) in
    guard case .text(var text) = kind else { throw mismatch(node, kind, "a text") }
    text.baseline = Convert.optional(baseline)
    kind = .text(text)
  }
}

@_cdecl("flexlayout_set_measured_baselines")
public func flexlayoutSetMeasuredBaselines(
  _ tree: OpaquePointer?, _ node: flexlayout_node,
  _ baselines: (
    @convention(c) (
      UnsafeMutableRawPointer?, Double, Double, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
    ) -> Int32
  )?,
  _ context: UnsafeMutableRawPointer?
) -> flexlayout_status {
  edit(tree, node) { kind throws(CError) in
    guard case .measured(var leaf) = kind else { throw mismatch(node, kind, "a measured leaf") }
    if let baselines {
      let function = CBaselines(callback: baselines, context: context)
      leaf.baselines = { function.baselines($0) }
    } else {
      leaf.baselines = nil
    }
    kind = .measured(leaf)
  }
}
