import FlexLayout

/// The nodes an explorer page draws, each with its number on the page (its *slot*): the root (its outline),
/// every identified node (a labelled box styled by its kind's family) and every leaf without an id (the
/// content, thin grey outlines), in preorder, as `render` draws them (``LayoutPicture``).
package struct ExplorerNodes {
  /// One drawn node.
  struct Node {
    /// The node's preorder number, its ``NodeID/index``.
    let index: Int
    /// The node's id, `nil` for the root or a leaf without one.
    let id: String?
    /// The number of identified ancestors (the colour of its box).
    let depth: Int
    /// How the box is drawn: leaves filled, containers and splits outlined, modifiers and decorated nodes
    /// with thin dashes.
    let family: KindFamily
  }

  /// A text leaf's words, for its lines, in points scaled to the request's Dynamic Type size: its characters
  /// where it was made from a string (``TextLeaf/stringWords``, each character one a viewer has a glyph for,
  /// ``GlyphFallback``), else grey bars.
  struct Text {
    let slot: Int
    /// The text itself, unscaled, for its lines (``TextLineBreaks``).
    let text: TextLeaf
    let wordWidths: [Double]
    let spaceWidth: Double
    let lineHeight: Double
    /// The first line's baseline below the text's top (S19.1).
    let baseline: Double
    /// The words' characters, or `nil` for a text given as widths.
    let words: [String]?
    /// The Dynamic Type size the text is laid out at (the page's, or a dynamicTypeSize's limit, S14.4).
    let typeSize: DynamicTypeSize
  }

  /// The drawn nodes by slot, in preorder.
  let nodes: [Node]
  /// The slot of each node of the tree by preorder number, `nil` for a node not drawn.
  let slotByIndex: [Int?]
  /// The text leaves with words.
  let texts: [Text]
  /// The identified adaptive containers, for the selections.
  let outline: TreeOutline
  /// The Dynamic Type size of the page (a text under a dynamicTypeSize sees its limit: ``Text/typeSize``).
  let typeSize: DynamicTypeSize
  /// The scrolls and clipped nodes by preorder number. Each one's *clip*, what of its subtree shows (a scroll's
  /// viewport less the bars drawn over it, S5.6; a clipped node's frame, S16.5; ``LayoutPicture/ScrollClips``),
  /// has a slot of its own after the drawn nodes: `nodes.count + i` for `clippers[i]`.
  let clippers: [Int]
  /// Per drawn node by slot, the slot of the clip it is drawn in (its nearest scroll's or clipped node's), or nil.
  let clipOfSlot: [Int?]

  /// The drawn nodes of `root`, whose texts are laid out at `typeSize`.
  package init(_ root: FlexLayout.Node, typeSize: DynamicTypeSize) {
    let outline = TreeOutline(root)
    self.outline = outline
    self.typeSize = typeSize
    let families = outline.families
    let identified = Dictionary(uniqueKeysWithValues: outline.entries.map { ($0.index, $0) })
    let drawn = Set([0] + outline.entries.map(\.index) + outline.anonymousLeaves).sorted()
    var slotByIndex = [Int?](repeating: nil, count: families.count)
    nodes = drawn.enumerated().map { slot, index in
      slotByIndex[index] = slot
      let entry = identified[index]
      return Node(index: index, id: entry?.id, depth: entry?.depth ?? 0, family: families[index])
    }
    self.slotByIndex = slotByIndex
    // Parents come before their children in preorder: each node's nearest clipping ancestor in one pass.
    let clippers = outline.kinds.indices.filter { Self.clips(outline.kinds[$0]) }
    var clipSlotOfClipper = [Int?](repeating: nil, count: families.count)
    for (position, index) in clippers.enumerated() { clipSlotOfClipper[index] = drawn.count + position }
    var clipAbove = [Int?](repeating: nil, count: families.count)
    for index in families.indices.dropFirst() {
      let parent = outline.parents[index]
      clipAbove[index] = clipSlotOfClipper[parent] ?? clipAbove[parent]
    }
    self.clippers = clippers
    clipOfSlot = drawn.map { clipAbove[$0] }
    texts = outline.texts.compactMap { index, text in
      slotByIndex[index].map { slot in
        let typeSize = outline.typeSize(of: index, under: typeSize)
        return Text(
          slot: slot, text: text, wordWidths: text.wordWidths.map { text.scaledLength($0, at: typeSize) },
          spaceWidth: text.scaledLength(text.spaceWidth, at: typeSize), lineHeight: text.scaledLineHeight(at: typeSize),
          baseline: text.baseline.map { text.scaledLength($0, at: typeSize) } ?? text.scaledLineHeight(at: typeSize)
            * TextLeaf.defaultBaselineFraction,
          words: text.stringWords?.map { GlyphFallback.drawable($0) }, typeSize: typeSize)
      }
    }
  }

  /// Whether a node of `kind` clips what its subtree draws: a scroll (to its viewport) or a node marked
  /// ``NodeMarks/clipsToBounds``.
  static func clips(_ kind: NodeKind) -> Bool {
    kind == .scroll || kind.descriptor.marks.contains(.clipsToBounds)
  }
}
