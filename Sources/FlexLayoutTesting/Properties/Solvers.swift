import FlexLayout

/// The two implementations under test.
enum Solver: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The fast engine, a fresh instance per call (cold caches).
  case engine
  /// The reference solver.
  case reference

  var description: String { rawValue }

  /// Lays `node` out, turning a thrown error into an ``Outcome``.
  func layout(_ node: Node, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> Outcome {
    switch self {
    case .engine:
      return Outcome {
        let engine = try LayoutEngine(node)
        // The compiled arena's invariants (ArenaInvariants.swift), in release soaks too.
        let problems = engine.tree.invariantViolations()
        if !problems.isEmpty {
          throw LayoutError(path: "?", message: "arena invariants: " + problems.joined(separator: "; "))
        }
        return try engine.layout(proposal: proposal, environment: environment)
      }
    case .reference:
      return Outcome { try ReferenceSolver.layout(node, proposal: proposal, environment: environment) }
    }
  }
}

/// What a layout call gave: a result or an error.
enum Outcome: Sendable {
  case laidOut(LayoutResult)
  /// A thrown ``LayoutError`` (any other error is wrapped in one at `"?"`).
  case failed(LayoutError)

  /// Runs `body`, capturing a thrown error.
  init(_ body: () throws -> LayoutResult) {
    do {
      self = .laidOut(try body())
    } catch {
      self = .failed(error as? LayoutError ?? LayoutError(path: "?", message: "not a LayoutError: \(error)"))
    }
  }

  /// The result, if the layout succeeded.
  var result: LayoutResult? {
    if case .laidOut(let result) = self { return result }
    return nil
  }

  /// A short description for failure messages.
  var summary: String {
    switch self {
    case .laidOut(let result): return "size \(result.size), \(result.frames.count) frames"
    case .failed(let error): return "LayoutError \(error)"
    }
  }

  /// `nil` when `self` and `other` are the same bit for bit (frames, ids and diagnostics), or errors
  /// naming the same place (path and id; with `messages`, the same message too); otherwise what differs.
  func difference(from other: Outcome, messages: Bool = false) -> String? {
    switch (self, other) {
    case (.laidOut(let a), .laidOut(let b)):
      if let difference = a.firstBitDifference(from: b) { return difference }
      if a.ids != b.ids { return "ids differ: \(a.ids) vs \(b.ids)" }
      let (diagnosticsA, diagnosticsB) = (a.diagnostics.map(\.description), b.diagnostics.map(\.description))
      if diagnosticsA != diagnosticsB { return "diagnostics differ: \(diagnosticsA) vs \(diagnosticsB)" }
      return nil
    case (.failed(let a), .failed(let b)):
      if a.path != b.path || a.id != b.id { return "errors name different places: \(a) vs \(b)" }
      if messages && a.message != b.message { return "error messages differ: \(a) vs \(b)" }
      return nil
    case (.laidOut(let a), .failed(let b)):
      return "laid out (\(a.size)) vs failed: \(b)"
    case (.failed(let a), .laidOut(let b)):
      return "failed: \(a) vs laid out (\(b.size))"
    }
  }
}

/// Checks shared by several properties.
enum Checks {
  /// `nil` when every frame is finite, every size ≥ 0, no component is −0 and there is one frame per
  /// node; otherwise the first problem.
  static func wellFormed(_ result: LayoutResult, nodeCount: Int) -> String? {
    if result.frames.count != nodeCount {
      return "expected \(nodeCount) frames, got \(result.frames.count)"
    }
    for (index, frame) in result.frames.enumerated() {
      let parts = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
      for (name, value) in parts {
        if !value.isFinite { return "node #\(index) \(name) is not finite: \(frame)" }
        if value.bitPattern == (-0.0).bitPattern { return "node #\(index) \(name) is -0: \(frame)" }
      }
      if frame.width < 0 || frame.height < 0 { return "node #\(index) has a negative size: \(frame)" }
    }
    return nil
  }

  /// Whether `a` and `b` agree to within a few units in the last place of the largest magnitude involved
  /// (sums of root coordinates are associated differently by different formulas).
  static func close(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
    if a == b { return true }
    let magnitude = Swift.max(Swift.max(abs(a), abs(b)), abs(scale), 1)
    return abs(a - b) <= 16 * magnitude.ulp
  }

  /// The pixel-grid rounding of the spec: `floor(v × s + 0.5) / s`.
  static func pixelRound(_ value: Double, _ scale: Double) -> Double {
    (value * scale + 0.5 + 1e-6).rounded(.down) / scale  // S1.4: a 1e-6-pixel nudge before flooring
  }

  /// Whether `value` lies on the pixel grid of `scale` (to within 1e-9 of a pixel, relative).
  static func onGrid(_ value: Double, _ scale: Double) -> Bool {
    let pixels = value * scale
    return abs(pixels - pixels.rounded()) <= 1e-9 * Swift.max(1, abs(pixels))
  }
}

/// Facts about nodes that the properties need, computed from the spec (Docs/Semantics.md).
enum SpecFacts {
  /// The node's priority in a stack or z-stack (S3.2): its own when set; −∞ for a bare spacer; the child's
  /// for fixedSize; 0 otherwise.
  static func effectivePriority(_ spec: TreeSpec) -> Double {
    if let priority = spec.priority { return priority }
    switch spec.kind.descriptor.defaultPriority {
    case .lowest: return -.infinity
    case .child: return spec.children.isEmpty ? 0 : effectivePriority(spec.children[0])
    case .zero: return 0
    }
  }

  /// Whether `spec` has a spacer edge on its `end` (or start) side along `axis` (S3.1, D9).
  static func hasSpacerEdge(_ spec: TreeSpec, end: Bool, axis: Axis) -> Bool {
    switch spec.kind {
    case .spacer: return true
    case .frame(let width, let height, _):
      if (axis == .horizontal ? width : height) != nil { return false }
      return hasSpacerEdge(spec.children[0], end: end, axis: axis)
    case .flexibleFrame(let frame, _):
      let (low, ideal, high) = frame.constraints(along: axis)
      if low != nil || ideal != nil || high != nil { return false }
      return hasSpacerEdge(spec.children[0], end: end, axis: axis)
    case .padding(let insets):
      let inset = end ? insets.end(along: axis) : insets.start(along: axis)
      if inset != 0 { return false }
      return hasSpacerEdge(spec.children[0], end: end, axis: axis)
    case .safeAreaPadding(let edges, let length):
      // S18.6: a padding of `length` on `edges`.
      let inset = EdgeInsets(edges, length)
      if (end ? inset.end(along: axis) : inset.start(along: axis)) != 0 { return false }
      return hasSpacerEdge(spec.children[0], end: end, axis: axis)
    case .containerRelativeFrame(let frame):
      if frame.axes.contains(axis) { return false }  // S13.5: a frame that constrains that axis
      return hasSpacerEdge(spec.children[0], end: end, axis: axis)
    // S15.1: a decoration's edges are its primary's; S16.1, S16.3, S16.5: offset, hidden and clipped keep their
    // child's; S19.4, S14.4: so do an alignment guide and a dynamicTypeSize.
    case .fixedSize, .aspectRatio, .background, .overlay, .offset, .hidden, .clipped, .ignoresSafeArea,
      .alignmentGuide, .dynamicTypeSize:
      return hasSpacerEdge(spec.children[0], end: end, axis: axis)
    case .fixed, .flexible, .text, .measured, .divider, .hstack, .vstack, .zstack, .scroll, .flow, .grid,
      .viewThatFits, .buckets, .split, .position, .geometryReader, .safeAreaInset, .layout, .dynamicTypeBuckets:
      return false
    }
  }

  /// The gaps of a stack along `axis` (gap[0] = 0, gap[i] before child i), per S3.1.
  static func gaps(spacing: Double?, children: [TreeSpec], axis: Axis) -> [Double] {
    children.indices.map { index in
      if index == 0 { return 0 }
      if let spacing { return spacing }
      let touchesSpacer =
        hasSpacerEdge(children[index - 1], end: true, axis: axis)
        || hasSpacerEdge(children[index], end: false, axis: axis)
      return touchesSpacer ? 0 : 8
    }
  }
}
