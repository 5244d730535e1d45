import Testing

@testable import FlexLayout

/// A live tree's first layout checks the nodes it was built with by reading their records
/// (`LayoutArena.fieldsSurelyValid`) and takes the full check only when that read cannot vouch for a node.
/// These tests pin that the read never vouches for a node the full check rejects, and that it does vouch for
/// the common valid nodes (else it saves nothing).
@Suite struct QuickFieldCheckTests {
  /// Numbers that pass or fail each rule: lengths, negatives, non-finite values.
  static let numbers: [Double] = [0, 12.5, -1, .nan, .infinity, -.infinity, 2e7]
  static let custom = HorizontalAlignment.custom("column", default: .leading)
  static let badCustom = HorizontalAlignment.custom("", default: .leading)

  /// Every kind the read knows, with every number in each numeric field (the others valid) and with built-in,
  /// custom and invalid custom alignments.
  static var candidates: [Node.Kind] {
    var kinds: [Node.Kind] = [.fixedSize(horizontal: true, vertical: false), .hidden, .clipped, .divider]
    let horizontal: [HorizontalAlignment] = [.leading, .trailing, custom, badCustom]
    let vertical: [VerticalAlignment] = [.top, .firstTextBaseline, .custom("row", default: .top)]
    for n in numbers {
      kinds += [.fixed(width: n, height: 10), .fixed(width: 10, height: n), .spacer(minLength: n)]
      kinds += [.offset(x: n, y: 0), .offset(x: 0, y: n), .position(x: n, y: 0), .position(x: 0, y: n)]
      kinds += [.frame(width: n, height: nil, alignment: .center), .frame(width: nil, height: n, alignment: .center)]
      kinds += (0..<4).map { edge in
        var values = [0.0, 0, 0, 0]
        values[edge] = n
        return .padding(EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
      }
      kinds += vertical.map { .hstack(spacing: n, alignment: $0) }
      kinds += horizontal.map { .vstack(spacing: n, alignment: $0) }
    }
    for h in horizontal {
      let alignment = Alignment(horizontal: h, vertical: .center)
      kinds += [.zstack(alignment: alignment), .background(alignment: alignment), .overlay(alignment: alignment)]
      kinds += [.frame(width: 10, height: nil, alignment: alignment), .vstack(spacing: nil, alignment: h)]
    }
    return kinds
  }

  /// The node as a root with the children its kind takes.
  static func node(_ kind: Node.Kind) -> Node {
    let leaf = Node(.fixed(width: 5, height: 5))
    let children = Array(repeating: leaf, count: kind.family.requiredChildCount ?? 2)
    return Node(kind, children: children)
  }

  @Test func theReadNeverVouchesForAnInvalidNode() throws {
    var vouched = 0
    for kind in Self.candidates {
      let node = Self.node(kind)
      let tree = LiveTree(root: node)
      let root = Int(try #require(tree.root).slot)
      // The full check of the kind as the tree holds it (a live tree reads an optional length's NaN as
      // unset, as Docs/C-API.md passes one).
      let held = tree.arena.kind(of: root)
      let full = Result { () throws(LayoutError) in try held.checkFields(childCount: node.children.count, id: nil) }
      if tree.arena.fieldsSurelyValid(root) {
        vouched += 1
        #expect(throws: Never.self, "\(kind)") { try full.get() }
      }
      // And the live tree's first layout agrees with the full check either way.
      let layout = Result { () throws(LiveTreeError) in try tree.layout(proposal: ProposedSize(width: 100, height: 100))
      }
      switch (full, layout) {
      case (.success, .success): break
      case (.failure(let expected), .failure(let got)):
        #expect(got.layoutError?.message == expected.message, "\(kind)")
      default: Issue.record("\(kind): validation \(full), live layout \(layout)")
      }
    }
    #expect(vouched > Self.candidates.count / 3)
  }

  @Test func theReadVouchesForTheCommonValidNodes() {
    let common: [Node.Kind] = [
      .fixed(width: 20, height: 17), .spacer(minLength: 8), .hstack(spacing: 8, alignment: .center),
      .vstack(spacing: nil, alignment: .leading), .zstack(alignment: .topLeading),
      .frame(width: 100, height: nil, alignment: .center), .padding(EdgeInsets(all: 16)), .offset(x: -3, y: 4),
      .background(alignment: .center), .overlay(alignment: .bottomTrailing),
      .fixedSize(horizontal: false, vertical: true),
    ]
    for kind in common {
      let tree = LiveTree(root: Self.node(kind))
      #expect(tree.arena.fieldsSurelyValid(Int(tree.root!.slot)), "\(kind)")
    }
  }
}
