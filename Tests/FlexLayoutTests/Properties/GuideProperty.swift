import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Property 17: alignment guides (Docs/Semantics.md S19).
  @Suite struct GuideProperty {
    @Test("(17) texts in a baseline-aligned hstack share one baseline, exactly (S19.1, S19.3)")
    func baselineRowsShareOneBaseline() {
      PropertyRunner.checkLayouts(
        "baseline-aligned texts share one baseline",
        keep: { value in
          // Shrinking keeps a baseline row over texts that have baselines and lines.
          guard case .hstack(_, let alignment) = value.tree.kind, !alignment.isEdgeOrCenter else { return false }
          return value.tree.children.allSatisfy { child in
            guard case .text(let text) = child.kind else { return true }
            return text.lineHeight > 0 && text.baseline != nil
          }
        },
        generate: { generator in
          // Lengths in quarters of a point, so every sum and difference the layout takes is exact.
          var children: [TreeSpec] = []
          for _ in 0..<generator.random.int(in: 1...5) {
            switch generator.random.int(below: 4) {
            case 0:
              let size = { (g: inout Generator) in Double(g.random.int(in: 0...160)) / 4 }
              children.append(TreeSpec(.fixed(width: size(&generator), height: size(&generator))))
            case 1:
              children.append(
                TreeSpec(.padding(EdgeInsets(all: 4)), children: [TreeSpec(.text(Self.dyadicText(&generator)))]))
            default:
              children.append(TreeSpec(.text(Self.dyadicText(&generator))))
            }
          }
          let alignment: VerticalAlignment = generator.random.chance(0.5) ? .firstTextBaseline : .lastTextBaseline
          let tree = TreeSpec(.hstack(spacing: 4, alignment: alignment), children: children)
          let width = generator.random.chance(0.2) ? nil : Double(generator.random.int(in: 10...600))
          var environment = LayoutEnvironment.standard
          environment.layoutDirection = generator.random.chance(0.5) ? .leftToRight : .rightToLeft
          return LayoutCase(tree: tree, proposal: ProposedSize(width: width, height: nil), environment: environment)
        }
      ) { value in
        guard case .hstack(_, let alignment) = value.tree.kind else { return nil }
        let flat = FlatTree(value.tree)
        for solver in Solver.allCases {
          guard case .laidOut(let result) = solver.layout(value.tree.node(), value.proposal, value.environment) else {
            return "\(solver) failed"
          }
          var baselines: [Double] = []
          for child in flat[0].children {
            guard case .text(let text) = flat[child].spec.kind, !text.wordWidths.isEmpty,
              let line = text.baseline
            else { continue }
            let frame = result.frames[child]
            let lines = text.lineHeight > 0 ? (frame.height / text.lineHeight).rounded() : 1
            let kept = lines.isFinite ? Int(lines) : 1
            let last = alignment == .lastTextBaseline ? Double(kept - 1) * text.lineHeight : 0
            baselines.append(frame.y + last + line)
          }
          if let first = baselines.first, baselines.contains(where: { $0 != first }) {
            return "\(solver): the texts' baselines are at \(baselines)"
          }
        }
        return nil
      }
    }

    /// A text whose lengths are quarters of a point, with its baseline given.
    static func dyadicText(_ generator: inout Generator) -> TextLeaf {
      let words = (0..<generator.random.int(in: 1...4)).map { _ in Double(generator.random.int(in: 1...40) * 4) }
      let lineHeight = generator.random.pick([16.0, 20, 24, 34.5])
      return TextLeaf(
        wordWidths: words, spaceWidth: 4, lineHeight: lineHeight,
        lineLimit: generator.random.chance(0.7) ? nil : generator.random.int(in: 1...2),
        baseline: generator.random.pick([12.0, 15.25, 18.5, 26]))
    }

    @Test("(17) an edge or centre guide that answers its own value changes no frame, bit for bit (S19.4)")
    func defaultGuideChangesNothing() {
      PropertyRunner.checkLayouts(
        "a guide answering the default changes nothing",
        generate: { generator in
          var value = Cases.any(&generator)
          let flat = FlatTree(value.tree)
          // A child of a stack or zstack (which never pass edges or centres up), wrapped in a guide for the
          // container's own alignment, reading that same guide.
          let candidates = (1..<flat.count).filter { index in
            guard let parent = flat[index].parent else { return false }
            switch flat[parent].spec.kind {
            case .hstack, .vstack, .zstack: return true
            default: return false
            }
          }
          guard let target = candidates.isEmpty ? nil : generator.random.pick(candidates),
            let parent = flat[target].parent
          else { return value }
          let guide: AlignmentGuide
          switch flat[parent].spec.kind {
          case .hstack(_, let alignment): guide = .vertical(alignment.isEdgeOrCenter ? alignment : .center)
          case .vstack(_, let alignment): guide = .horizontal(alignment.isEdgeOrCenter ? alignment : .center)
          case .zstack(let alignment):
            guide =
              generator.random.chance(0.5)
              ? .horizontal(alignment.horizontal.isEdgeOrCenter ? alignment.horizontal : .leading)
              : .vertical(alignment.vertical.isEdgeOrCenter ? alignment.vertical : .bottom)
          default: return value
          }
          value.tree = value.tree.wrapping(at: target, in: .alignmentGuide(guide, .guide(guide)), id: markerID)
          return value
        }
      ) { value in
        guard let target = FlatTree(value.tree).entries.firstIndex(where: { $0.spec.id == markerID }) else {
          return nil
        }
        return compareWrapped(value, target: target, moved: { $1 })
      }
    }
  }
}
