/// The specification of FlexLayout as code.
///
/// Plain recursion over the value tree, written to be read beside `Docs/Semantics.md` (comments cite its
/// rule numbers, e.g. `S3.4`).
///
/// The reference solver defines what a correct layout is; ``LayoutEngine`` must agree with it bit for bit
/// on every frame. It keeps nothing between calls. Within one call it memoises each node's answer per
/// exact proposal (S0.3), so deep trees and nested stacks stay polynomial; it is still much slower than
/// the engine and is meant for tests and for checking results, not for production layout.
public enum ReferenceSolver {
  /// Lays `root` out for `proposal` in `environment`.
  ///
  /// - Parameters:
  ///   - root: the tree; it is validated first (``Node/validate()``).
  ///   - proposal: the root proposal in points; per axis `nil` (answer the ideal size), a finite length
  ///     ≥ 0, or `.infinity`.
  ///   - environment: display scale, Dynamic Type size and layout direction (default ``LayoutEnvironment/standard``).
  /// - Returns: one frame per node in preorder, in root coordinates with the root at (0, 0), mirrored for
  ///   right-to-left and rounded to the pixel grid when the environment has a display scale (S1.4), and
  ///   `.zero` for the invisible nodes of unchosen branches (S1.5); each node's visibility; the choice of
  ///   every visible viewThatFits, buckets, split and grid (S1.6); the node ids; one diagnostic per
  ///   contradictory flexible-frame axis, in preorder; and counters of the work done.
  /// - Throws: a ``LayoutError`` naming the offending place by JSON Pointer: the first invalid node
  ///   (S0.5); a NaN or negative root proposal (`/proposal/width`, `/proposal/height`); a display scale
  ///   that is not finite and > 0 (`/environment/displayScale`); a measure function that throws or
  ///   answers NaN, a negative length, or an infinite length on an axis not proposed infinity (S2.4); or
  ///   the first node in preorder whose frame would not be finite (S1.3).
  ///
  /// With `reportingTextLines`, the result also says how each visible text wrapped where it was placed
  /// (``LayoutResult/textLines``), as ``LayoutEngine/reportsTextLines`` does.
  public static func layout(
    _ root: Node, proposal: ProposedSize, environment: LayoutEnvironment = .standard,
    reportingTextLines: Bool = false
  ) throws(LayoutError) -> LayoutResult {
    // Deep trees recurse on a thread with room for them (the result is the same).
    try DeepStack.run(depth: root.depth) { () throws(LayoutError) -> LayoutResult in
      try layoutOnThisThread(
        root, proposal: proposal, environment: environment, reportingTextLines: reportingTextLines)
    }
  }

  private static func layoutOnThisThread(
    _ root: Node, proposal: ProposedSize, environment: LayoutEnvironment, reportingTextLines: Bool
  ) throws(LayoutError) -> LayoutResult {
    try root.validateOnThisThread()  // S0.5
    try environment.check(rootProposal: proposal)
    // S14: scaled lengths take their values for this Dynamic Type size; the result is validated again.
    var root = root
    if root.hasScaledLengths {
      root = root.resolvingScaledLengths(at: environment.dynamicTypeSize)
      try root.validateOnThisThread()
    }
    let tree = ReferenceTree(root)
    var pass = ReferencePass(tree: tree, environment: environment, rootProposal: proposal)
    // S1.2, S18.1: the root inside the window's safe area, at (leading, top); the window is a safe-area space.
    let insets = environment.safeAreaInsets
    let inside = environment.rootProposal(inWindow: proposal)
    if environment.hasSafeAreaInsets {
      let rootSize = try pass.size(0, ReferencePass.normalized(inside))
      pass.spaces = [SafeAreaSpace.window(rootSize: rootSize, insets)]
    }
    try pass.place(0, at: Point(x: insets.leading, y: insets.top), inside)

    // S1.3: every placed frame must be finite (S1.5: invisible nodes were not placed and are not checked). The
    // error names the node the infinity comes from: from the first infinite frame in preorder, down through the
    // first laid-out child whose size is infinite.
    if var index = pass.frames.indices.first(where: { pass.visibility[$0] && !FrameFinishing.isFinite(pass.frames[$0]) }
    ) {
      while let child = tree.children(index).first(where: {
        pass.visibility[$0] && !(pass.frames[$0].width.isFinite && pass.frames[$0].height.isFinite)
      }) {
        index = child
      }
      throw tree.failure(
        index,
        "frame would be infinite (\(pass.laidOutSizes[index] ?? pass.frames[index].size)): an infinite proposal "
          + "reached a node that takes "
          + "all the space it is offered")
    }
    // S1.4: mirror, round, and turn −0 into +0; S1.5: invisible frames stay `.zero`.
    // S1.4, S18.1: the window's width, from the root's size as laid out (a root scroll's growth not counted).
    let rootWidth = environment.mirrorWidth(rootWidth: try pass.size(0, ReferencePass.normalized(inside)).width)
    var frames = pass.frames
    for index in frames.indices where pass.visibility[index] {
      frames[index] = FrameFinishing.finish(frames[index], rootWidth: rootWidth, environment: environment)
    }

    var ids: [String: NodeID] = [:]
    var diagnostics: [LayoutDiagnostic] = []
    var reorders = false
    for index in 0..<tree.count {
      let node = tree.node(index)
      reorders = reorders || node.kind.descriptor.reordersDrawing
      if let id = node.id { ids[id] = NodeID(index) }
      if case .flexibleFrame(let frame, _) = node.kind {
        diagnostics += contradictions(in: frame, path: tree.path(of: index))
      }
    }
    var result = LayoutResult(
      frames: frames, ids: ids, diagnostics: diagnostics, visibility: pass.visibility,
      selections: pass.selections, drawingOrder: reorders ? Self.drawingOrder(tree) : [],
      // S16.3 and every other mark: each node's kind's, joined with its parent's (parents come first).
      marks: NodeMarks.table(
        count: tree.count, kind: { tree.node($0).kind.tag }, parent: { tree.parent(of: $0) ?? -1 }),
      statistics: pass.statistics)
    if reportingTextLines {
      result.textLines = [TextLines?](repeating: nil, count: tree.count)
      for (index, proposal) in pass.placedProposals where pass.visibility[index] {
        guard case .text(let text) = tree.node(index).kind else { continue }
        result.textLines[index] = pass.textLines(text, pass.typeSizes[index], proposal)
      }
    }
    return result
  }

  /// S15.4: back to front, a node before its children, which come in order, except that a background draws
  /// its content (second child) before its primary.
  static func drawingOrder(_ tree: ReferenceTree) -> [NodeID] {
    var order: [NodeID] = []
    var pending = [0]
    while let index = pending.popLast() {
      order.append(NodeID(index))
      var children = tree.children(index)
      if tree.node(index).kind.descriptor.reordersDrawing { children.reverse() }
      pending += children.reversed()
    }
    return order
  }

  /// S5.2 (D7): one diagnostic per axis whose minimum still exceeds its maximum after normalisation.
  static func contradictions(in frame: FlexibleFrame, path: String) -> [LayoutDiagnostic] {
    var diagnostics: [LayoutDiagnostic] = []
    for (axis, name) in [(Axis.horizontal, "Width"), (.vertical, "Height")] {
      guard frame.normalized(along: axis).contradictory else { continue }
      let given = frame.constraints(along: axis)
      diagnostics.append(
        LayoutDiagnostic(
          path: path,
          message: "contradictory frame constraints: min\(name) \(given.min ?? 0) > max\(name) "
            + "\(given.max ?? 0); the minimum wins"))
    }
    return diagnostics
  }
}
