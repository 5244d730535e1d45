import FlexLayout

/// What makes two observations at different widths the same finding: the check and the nodes (at most two).
/// Plain integers, so that hashing one per finding per width costs a few words, not strings and arrays.
struct FindingKey: Hashable, Sendable {
  /// The check's position in ``AuditCheck/allCases``, or `layoutErrorCode`.
  var code: Int
  /// The nodes' preorder numbers, -1 where absent.
  var first: Int
  var second: Int

  static let layoutErrorCode = -1
  private static let codes = Dictionary(uniqueKeysWithValues: AuditCheck.allCases.enumerated().map { ($1, $0) })

  init(_ check: AuditCheck, _ nodes: [Int]) {
    self.init(code: Self.codes[check]!, nodes: nodes)
  }

  init(code: Int, nodes: [Int]) {
    self.code = code
    first = nodes.first ?? -1
    second = nodes.count > 1 ? nodes[1] : -1
  }

  /// The check's name, as findings spell it.
  var check: String {
    code == Self.layoutErrorCode ? AuditFinding.layoutError : AuditCheck.allCases[code].rawValue
  }

  /// The nodes, in order.
  var nodes: [Int] { first < 0 ? [] : second < 0 ? [first] : [first, second] }
}

/// A check holding at one width: its key, how much, in what unit, and what it says.
struct Observation: Sendable {
  var key: FindingKey
  var amount: Double
  var unit: String
  var message: String
}

/// The window one configuration lays the screen out in.
struct AuditWindow: Sendable {
  var width: Double
  /// `nil`: unspecified (the window is as tall as the screen).
  var height: Double?
  var insets: EdgeInsets
  var direction: LayoutDirection
}

/// The checks of Docs/Audits.md that one layout decides on its own (all but `flicker`, `layout-jump` and
/// `breaks-at-text-size`, which compare layouts): each reads the result's frames, visibility and text lines
/// with the screen's static facts, in O(nodes) plus the pairs the overlapping subtrees hold. One per stream:
/// its scratch buffers are kept from layout to layout. (They are `@exclusivity(unchecked)`: one thread uses a
/// stream's checks, and no two accesses to one buffer overlap; the dynamic checks cost a third of the checks.)
final class ConfigurationChecks {
  let screen: AuditScreen
  let options: AuditOptions
  /// Per node: the intervals a leaf must lie in (`outside-parent`), and its subtree's box of drawn leaves
  /// (`overlap`).
  @exclusivity(unchecked) private var xBounds: [(low: Double, high: Double)]
  @exclusivity(unchecked) private var yBounds: [(low: Double, high: Double)]
  @exclusivity(unchecked) private var boxes: [Rect?]
  /// A sequential container's children with a box, and two subtrees' drawn leaves (`overlap`).
  @exclusivity(unchecked) private var children: [(box: Rect, node: Int)] = []
  @exclusivity(unchecked) private var leavesA: [Int] = []
  @exclusivity(unchecked) private var leavesB: [Int] = []
  /// The laid-out nodes of the result being observed, in preorder (unchosen branches skipped whole).
  @exclusivity(unchecked) private var visible: [Int] = []
  /// Per node, when a screen has clipped nodes: the intersection of its clipped ancestors' frames, what of
  /// it can be drawn (`nil`: no clipped ancestor).
  @exclusivity(unchecked) private var clipRects: [Rect?] = []

  init(screen: AuditScreen, options: AuditOptions) {
    self.screen = screen
    self.options = options
    let unbounded = (low: -Double.infinity, high: Double.infinity)
    xBounds = Array(repeating: unbounded, count: screen.count)
    yBounds = xBounds
    boxes = Array(repeating: nil, count: screen.count)
  }

  /// Every check that holds in `result`, laid out in `window`, by key.
  func observe(_ result: LayoutResult, in window: AuditWindow) -> [FindingKey: Observation] {
    var found: [FindingKey: Observation] = [:]
    func add(
      _ check: AuditCheck, _ nodes: [Int], _ amount: Double, _ unit: String, _ message: @autoclosure () -> String
    ) {
      guard options.checks.contains(check), !screen.allows(check, nodes) else { return }
      let key = FindingKey(check, nodes)
      if let known = found[key], known.amount >= amount { return }
      found[key] = Observation(key: key, amount: amount, unit: unit, message: message())
    }
    visible.removeAll(keepingCapacity: true)
    var node = 0
    while node < screen.count {
      if result.visibility[node] {
        visible.append(node)
        node += 1
      } else {
        node = screen.subtreeEnd[node]
      }
    }
    if screen.hasClips { findClipRects(result) }
    let checks = options.checks
    if checks.contains(.textTruncated) || checks.contains(.wordOverflow) || checks.contains(.wordBroken) {
      texts(result, add)
    }
    if checks.contains(.outsideParent) { outsideParent(result, add) }
    if checks.contains(.outsideWindow) { outsideWindow(result, window, add) }
    if checks.contains(.overlap) { overlaps(result, add) }
    if checks.contains(.unsafeArea) { unsafeArea(result, window, add) }
    if checks.contains(.targetSize) || checks.contains(.targetSpacing) { targets(result, add) }
    if checks.contains(.minWidth) { minimumWidths(result, add) }
    return found
  }

  typealias Add = (AuditCheck, [Int], Double, String, @autoclosure () -> String) -> Void

  // MARK: Texts

  /// `text-truncated`, `word-overflow` and `word-broken`, from how each drawn text wrapped where it was placed.
  private func texts(_ result: LayoutResult, _ add: Add) {
    for node in screen.texts where screen.isDrawn(node, result) {
      guard let lines = result.textLines(of: NodeID(node)) else { continue }
      if lines.kept < lines.needed {
        let lost = lines.needed - lines.kept
        add(
          .textTruncated, [node], Double(lost), "lines",
          "keeps \(lines.kept) of the \(lines.needed) lines it needs (\(lost) lost)")
      }
      if let width = lines.proposedWidth, width.isFinite, lines.widestKeptLine > width + options.tolerance {
        add(
          .wordOverflow, [node], lines.widestKeptLine - width, "points",
          "its widest line is \(Self.points(lines.widestKeptLine)) pt in \(Self.points(width)) pt")
      }
      if lines.brokenWords > 0, let width = lines.proposedWidth {
        let words = lines.brokenWords == 1 ? "a word" : "\(lines.brokenWords) words"
        add(
          .wordBroken, [node], Double(lines.brokenWords), "words",
          "breaks \(words) between characters in \(Self.points(width)) pt")
      }
    }
  }

  // MARK: Clipping

  /// S16.5: each laid-out node's clip, the intersection of its clipped ancestors' frames.
  private func findClipRects(_ result: LayoutResult) {
    if clipRects.count != screen.count { clipRects = Array(repeating: nil, count: screen.count) }
    for node in visible {
      let parent = screen.parents[node]
      guard parent >= 0 else {
        clipRects[node] = nil
        continue
      }
      var clip = clipRects[parent]
      if screen.clipsToBounds[parent] {
        let frame = result.frames[parent]
        clip = clip.map { $0.intersection(frame) } ?? frame
      }
      clipRects[node] = clip
    }
  }

  /// What of `node`'s frame can be drawn: the frame, cut to its clipped ancestors (S16.5); `nil` when nothing
  /// of it shows.
  @inline(__always)
  private func drawnPart(_ node: Int, _ result: LayoutResult) -> Rect? {
    let frame = result.frames[node]
    guard screen.hasClips, let clip = clipRects[node] else { return frame }
    let part = clip.intersection(frame)
    return part.width >= 0 && part.height >= 0 ? part : nil
  }

  // MARK: Protrusion

  /// `outside-parent`: a drawn leaf outside an ancestor's frame, on an axis where nothing lets it out: each
  /// node's containing interval is its ancestors' frames intersected, reset to unbounded below a decoration's
  /// content, an offset, a position, a node that ignores safe areas, and (along its axes) a scroll.
  private func outsideParent(_ result: LayoutResult, _ add: Add) {
    let frames = result.frames
    let unbounded = (low: -Double.infinity, high: Double.infinity)
    for node in visible.dropFirst() {
      let parent = screen.parents[node]
      let frame = frames[parent]
      var (x, y) = (xBounds[parent], yBounds[parent])
      x = (Swift.max(x.low, frame.x), Swift.min(x.high, frame.maxX))
      y = (Swift.max(y.low, frame.y), Swift.min(y.high, frame.maxY))
      let escape = screen.escapes[node]
      if escape & 1 != 0 { x = unbounded }
      if escape & 2 != 0 { y = unbounded }
      xBounds[node] = x
      yBounds[node] = y
      // S16.5: only what a clipped ancestor lets be drawn can stick out.
      guard screen.isDrawn(node, result), let f = drawnPart(node, result) else { continue }
      let out = Swift.max(
        x.low - f.x, f.maxX - x.high, y.low - f.y, f.maxY - y.high)
      guard out > options.tolerance else { continue }
      add(.outsideParent, [node], out, "points", "sticks out of \(ancestorItLeaves(node, result)) by up to")
    }
  }

  /// The pointer (and id) of the innermost ancestor whose frame `node` sticks out of.
  private func ancestorItLeaves(_ node: Int, _ result: LayoutResult) -> String {
    let f = result.frames[node]
    var ancestor = screen.parents[node]
    while ancestor >= 0 {
      let a = result.frames[ancestor]
      let tolerance = options.tolerance
      if f.x < a.x - tolerance || f.maxX > a.maxX + tolerance || f.y < a.y - tolerance || f.maxY > a.maxY + tolerance {
        return screen.ids[ancestor].map { "\"\($0)\"" } ?? screen.pointers[ancestor]
      }
      ancestor = screen.parents[ancestor]
    }
    return "an ancestor"
  }

  /// `outside-window`: a drawn leaf outside the window horizontally not inside a horizontal scroll, or
  /// vertically (when the window has a height) not inside a vertical scroll.
  private func outsideWindow(_ result: LayoutResult, _ window: AuditWindow, _ add: Add) {
    let tolerance = options.tolerance
    let height = windowHeight(result, window)
    for node in visible where screen.draws[node] && !screen.hidden[node] {
      guard let f = drawnPart(node, result) else { continue }  // S16.5: what a clipped ancestor shows
      var out = 0.0
      if !screen.scrollsHorizontally[node] { out = Swift.max(out, -f.x, f.maxX - window.width) }
      if let height, window.height != nil, !screen.scrollsVertically[node] {
        out = Swift.max(out, -f.y, f.maxY - height)
      }
      if out > tolerance { add(.outsideWindow, [node], out, "points", "reaches outside the window by") }
    }
  }

  /// The window's height: the configuration's, or the screen's own plus its insets when unspecified.
  private func windowHeight(_ result: LayoutResult, _ window: AuditWindow) -> Double? {
    if let height = window.height { return height }
    guard let root = result.frames.first else { return nil }
    return root.maxY + window.insets.bottom
  }

  // MARK: Overlap

  /// `overlap`: pairs of drawn leaves intersecting (by more than the tolerance on both axes) whose lowest
  /// common ancestor lays children out one after another. For each such container, its children's subtrees
  /// are boxed (the union of their drawn leaves), the boxes swept along the container's axis, and only leaves
  /// of intersecting boxes compared. (Which pair is found never depends on the sweep: every intersecting pair
  /// of boxes is compared; the order of comparison does not change the findings, which are keyed by nodes.)
  private func overlaps(_ result: LayoutResult, _ add: Add) {
    let frames = result.frames
    let tolerance = options.overlapTolerance
    // The box of each subtree's drawn leaves (nil: none), children before parents (reverse preorder).
    // Only laid-out nodes get a box this pass; a child not laid out has a stale one, and is skipped by its
    // visibility.
    for node in visible.reversed() {
      var box: Rect? = screen.draws[node] && !screen.hidden[node] ? frames[node] : nil
      var child = node + 1
      while child < screen.subtreeEnd[node] {
        if result.visibility[child], let childBox = boxes[child] {
          box = box.map { $0.union(childBox) } ?? childBox
        }
        child = screen.subtreeEnd[child]
      }
      boxes[node] = box
    }
    for container in screen.sequentialNodes where result.visibility[container] {
      children.removeAll(keepingCapacity: true)
      var child = container + 1
      while child < screen.subtreeEnd[container] {
        if result.visibility[child], let box = boxes[child] { children.append((box, child)) }
        child = screen.subtreeEnd[child]
      }
      guard children.count > 1 else { continue }
      // Swept along the container's own axis: its children follow one another there, so each meets few others.
      if screen.sweepsVertically[container] {
        if !children.isSorted(by: { $0.box.y <= $1.box.y }) { children.sort { $0.box.y < $1.box.y } }
        for i in children.indices {
          for j in (i + 1)..<children.count {
            if children[j].box.y >= children[i].box.maxY - tolerance { break }
            guard Self.intersection(children[i].box, children[j].box, tolerance) != nil else { continue }
            compareLeaves(children[i].node, children[j].node, result, add)
          }
        }
      } else {
        if !children.isSorted(by: { $0.box.x <= $1.box.x }) { children.sort { $0.box.x < $1.box.x } }
        for i in children.indices {
          for j in (i + 1)..<children.count {
            if children[j].box.x >= children[i].box.maxX - tolerance { break }
            guard Self.intersection(children[i].box, children[j].box, tolerance) != nil else { continue }
            compareLeaves(children[i].node, children[j].node, result, add)
          }
        }
      }
    }
  }

  /// Every intersecting pair of drawn leaves, one from each subtree.
  private func compareLeaves(_ a: Int, _ b: Int, _ result: LayoutResult, _ add: Add) {
    leavesA.removeAll(keepingCapacity: true)
    leavesB.removeAll(keepingCapacity: true)
    for node in a..<screen.subtreeEnd[a] where screen.isDrawn(node, result) { leavesA.append(node) }
    for node in b..<screen.subtreeEnd[b] where screen.isDrawn(node, result) { leavesB.append(node) }
    for x in leavesA {
      for y in leavesB {
        guard let overlap = Self.intersection(result.frames[x], result.frames[y], options.overlapTolerance) else {
          continue
        }
        let pair = x < y ? [x, y] : [y, x]
        add(.overlap, pair, overlap.width * overlap.height, "square points", "overlap by")
      }
    }
  }

  // MARK: Safe area, targets, widths

  /// `unsafe-area`: a drawn text or a touch target whose part inside the window is not inside the safe area,
  /// and that no ancestor lets ignore it.
  private func unsafeArea(_ result: LayoutResult, _ window: AuditWindow, _ add: Add) {
    let insets = window.insets
    guard insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0,
      let height = windowHeight(result, window)
    else { return }
    let (left, right) =
      window.direction == .leftToRight ? (insets.leading, insets.trailing) : (insets.trailing, insets.leading)
    let screenRect = Rect(x: 0, y: 0, width: window.width, height: height)
    let safe = Rect(
      x: left, y: insets.top, width: Swift.max(window.width - left - right, 0),
      height: Swift.max(height - insets.top - insets.bottom, 0))
    var candidates = screen.targets.filter { !screen.hidden[$0] && result.visibility[$0] }
    candidates += screen.texts.filter { screen.isDrawn($0, result) }
    for node in Set(candidates).sorted() where !screen.ignoresSafeArea[node] {
      guard let inside = Self.intersection(result.frames[node], screenRect, 0) else { continue }
      let safePart = Self.intersection(inside, safe, 0).map { $0.width * $0.height } ?? 0
      let unsafe = inside.width * inside.height - safePart
      if unsafe > options.tolerance {
        add(.unsafeArea, [node], unsafe, "square points", "lies outside the safe area over")
      }
    }
  }

  /// `target-size` and `target-spacing` over the laid-out, shown touch targets.
  private func targets(_ result: LayoutResult, _ add: Add) {
    let shown = screen.targets.filter { !screen.hidden[$0] && result.visibility[$0] }
    let minimum = options.minimumTargetSize
    let diameter = options.targetSpacing
    for node in shown {
      let f = result.frames[node]
      if f.width < minimum || f.height < minimum {
        add(
          .targetSize, [node], Swift.max(minimum - f.width, minimum - f.height), "points",
          "is \(Self.points(f.width)) × \(Self.points(f.height)) pt, below \(Self.points(minimum)) pt by")
      }
    }
    // WCAG 2.5.8: a circle of the diameter centred on each undersized target must meet no other target, nor
    // another undersized target's circle; and no two targets share one frame.
    for (i, a) in shown.enumerated() {
      for b in shown[(i + 1)...] {
        let (fa, fb) = (result.frames[a], result.frames[b])
        if fa == fb {
          add(.targetSpacing, [a, b], 0, "points", "have the same frame")
          continue
        }
        let smallA = fa.width < diameter || fa.height < diameter
        let smallB = fb.width < diameter || fb.height < diameter
        var closeness = 0.0
        if smallA { closeness = Swift.max(closeness, diameter / 2 - Self.distance(from: Self.center(fa), to: fb)) }
        if smallB { closeness = Swift.max(closeness, diameter / 2 - Self.distance(from: Self.center(fb), to: fa)) }
        if smallA && smallB {
          let apart = Self.length(Self.center(fa), Self.center(fb))
          closeness = Swift.max(closeness, diameter - apart)
        }
        if closeness > options.tolerance {
          add(
            .targetSpacing, [a, b], closeness, "points", "are closer than the \(Self.points(diameter))-pt spacing by")
        }
      }
    }
  }

  /// `min-width`: a shown node narrower than its annotated minimum.
  private func minimumWidths(_ result: LayoutResult, _ add: Add) {
    for node in screen.minimumWidths where result.visibility[node] && !screen.hidden[node] {
      guard let minimum = screen.audits[node]?.minWidth else { continue }
      let width = result.frames[node].width
      if width < minimum - options.tolerance {
        add(
          .minWidth, [node], minimum - width, "points",
          "is \(Self.points(width)) pt wide, below its minimum of \(Self.points(minimum)) pt by")
      }
    }
  }

  // MARK: Geometry

  /// The intersection of two rectangles when it exceeds `tolerance` on both axes.
  static func intersection(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Rect? {
    let overlap = a.intersection(b)
    return overlap.width > tolerance && overlap.height > tolerance ? overlap : nil
  }

  static func center(_ r: Rect) -> Point { Point(x: r.x + r.width / 2, y: r.y + r.height / 2) }

  static func length(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The distance from a point to a rectangle (0 inside it).
  static func distance(from p: Point, to r: Rect) -> Double {
    let dx = Swift.max(r.x - p.x, 0, p.x - r.maxX)
    let dy = Swift.max(r.y - p.y, 0, p.y - r.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// A length as findings print it: at most three decimals.
  static func points(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
  }
}

extension Array {
  /// Whether every element is in order with the next by `inOrder`.
  fileprivate func isSorted(by inOrder: (Element, Element) -> Bool) -> Bool {
    var index = 1
    while index < count {
      if !inOrder(self[index - 1], self[index]) { return false }
      index += 1
    }
    return true
  }
}
