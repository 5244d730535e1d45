import FlexLayout
import Testing

@testable import FlexLayoutTesting

/// The alignments a node applies to its children by the plain fractions of S6, per axis (nil: that axis is not
/// aligned by it, or is aligned by guide values that may be explicit: a baseline, a custom alignment, or an
/// alignment guide below; property 17 checks those).
private func alignments(of spec: TreeSpec) -> (horizontal: AxisAlignment?, vertical: AxisAlignment?) {
  if spec.children.contains(where: \.containsAlignmentGuide) { return (nil, nil) }
  func plain(_ guide: HorizontalAlignment) -> AxisAlignment? { guide.isEdgeOrCenter ? guide.axisAlignment : nil }
  func plain(_ guide: VerticalAlignment) -> AxisAlignment? { guide.isEdgeOrCenter ? guide.axisAlignment : nil }
  switch spec.kind {
  case .hstack(_, let alignment): return (nil, plain(alignment))
  case .vstack(_, let alignment): return (plain(alignment), nil)
  case .zstack(let alignment), .frame(_, _, let alignment), .flexibleFrame(_, let alignment):
    return (plain(alignment.horizontal), plain(alignment.vertical))
  default: return (nil, nil)
  }
}

/// Checks every aligned child in `result` against the closed forms of S6 — start `0`, centre `(s − c) / 2`, end `s − c`
/// — as an offset from the parent (`x = parentX + dx`, S1.1).
///
/// Exact layouts must match bit for bit; with a display scale `s` the edges compared (start, centre or end) may differ
/// by half a pixel, and right-to-left swaps leading and trailing.
private func checkAlignment(_ flat: FlatTree, _ result: LayoutResult, _ environment: LayoutEnvironment) -> String? {
  for index in 0..<flat.count where result.visibility[index] {
    let (horizontal, vertical) = alignments(of: flat[index].spec)
    let parent = result.frames[index]
    for child in flat[index].children {
      let frame = result.frames[child]
      for (axis, alignment) in [(Axis.horizontal, horizontal), (.vertical, vertical)] {
        guard var alignment else { continue }
        let space = parent.size[axis]
        let length = frame.size[axis]
        let origin = frame.origin[axis]
        guard let scale = environment.displayScale else {
          let expected = parent.origin[axis] + alignment.offset(child: length, in: space)
          if origin != expected {
            return "#\(child) in #\(index), \(axis) \(alignment): origin \(origin), expected \(expected) "
              + "(child \(frame), parent \(parent))"
          }
          continue
        }
        if axis == .horizontal && environment.layoutDirection == .rightToLeft {
          alignment = alignment == .start ? .end : alignment == .end ? .start : .center
        }
        let (actual, expected): (Double, Double)
        switch alignment {
        case .start: (actual, expected) = (origin, parent.origin[axis])
        case .center: (actual, expected) = (origin + length / 2, parent.origin[axis] + space / 2)
        case .end: (actual, expected) = (origin + length, parent.origin[axis] + space)
        }
        if abs(actual - expected) > 0.5 / scale + 1e-9 * Swift.max(1, abs(expected)) {
          return "#\(child) in #\(index), \(axis) \(alignment) at scale \(scale): at \(actual), expected \(expected) "
            + "within half a pixel (child \(frame), parent \(parent))"
        }
      }
    }
  }
  return nil
}

extension Properties {
  /// Property 7: alignment closed forms (stacks across their axis, z-stacks and frames on both axes).
  @Suite struct AlignmentProperty {
    @Test("(7) alignment closed forms, exact layouts: start, centre and end offsets, bit for bit")
    func exactAlignment() {
      PropertyRunner.checkLayouts("alignment, exact", keep: Cases.isExact, generate: Cases.exact) { value in
        eachSolver(value) { _, result, flat in checkAlignment(flat, result, value.environment) }
      }
    }

    @Test("(7) alignment closed forms at display scales 1, 2 and 3, either direction: within half a pixel")
    func roundedAlignment() {
      PropertyRunner.checkLayouts(
        "alignment, rounded", keep: { $0.environment.displayScale != nil },
        generate: { generator in
          let tree = generator.tree()
          return LayoutCase(
            tree: tree, proposal: generator.proposal(), environment: generator.environment(scales: [1, 2, 3]))
        }
      ) { value in
        eachSolver(value) { _, result, flat in checkAlignment(flat, result, value.environment) }
      }
    }
  }
}
