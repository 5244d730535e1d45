/// A safe-area space (Docs/Semantics.md S18): a rectangle in layout coordinates (root coordinates, left to
/// right, before mirroring and rounding) and the insets that mark its unsafe edges. The window is one; a
/// `safeAreaInset` node makes another for its main content. Both solvers read spaces through this type.
struct SafeAreaSpace: Sendable, Equatable {
  /// The space's whole rectangle (its outer edges).
  var frame: Rect
  /// How far in from each edge the safe area begins.
  var insets: EdgeInsets

  /// S18.2: how far `rect` grows on each edge into the unsafe margins of `spaces` (outermost first) that it
  /// touches, innermost space first, each test made on the rectangle grown so far. An edge touches when it lies
  /// within `epsilon` outside the safe area's edge or inside it, and no further out than the space's edge
  /// (SwiftUI's rule, read from OpenSwiftUI's `SafeAreaInsets.adjust`); it then moves out to the space's
  /// edge. A space without any inset changes nothing.
  static func growth(of rect: Rect, in spaces: [SafeAreaSpace], epsilon: Double) -> EdgeInsets {
    // The edges as they grow; each growth is measured from the rectangle's own edge when it happens, so an
    // edge that never moves grows by exactly 0 (even on an infinite rectangle).
    var growth = EdgeInsets()
    var minX = rect.x
    var minY = rect.y
    var maxX = rect.x + rect.width
    var maxY = rect.y + rect.height
    for space in spaces.reversed() {
      let insets = space.insets
      if insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0 { continue }
      let outerMinX = space.frame.x
      let outerMinY = space.frame.y
      let outerMaxX = space.frame.x + space.frame.width
      let outerMaxY = space.frame.y + space.frame.height
      let innerMinX = outerMinX + insets.leading
      let innerMinY = outerMinY + insets.top
      let innerMaxX = outerMaxX - insets.trailing
      let innerMaxY = outerMaxY - insets.bottom
      if minY - epsilon < innerMinY && outerMinY < minY + epsilon {
        minY = outerMinY
        growth.top = rect.y - outerMinY
      }
      if innerMaxY < maxY + epsilon && maxY - epsilon < outerMaxY {
        maxY = outerMaxY
        growth.bottom = outerMaxY - (rect.y + rect.height)
      }
      if minX - epsilon < innerMinX && outerMinX < minX + epsilon {
        minX = outerMinX
        growth.leading = rect.x - outerMinX
      }
      if innerMaxX < maxX + epsilon && maxX - epsilon < outerMaxX {
        maxX = outerMaxX
        growth.trailing = outerMaxX - (rect.x + rect.width)
      }
    }
    return growth
  }

  /// S18.2: the touching distance, half a pixel and a thousandth of a point (a pixel is a point without a
  /// display scale).
  static func epsilon(_ environment: LayoutEnvironment) -> Double {
    (environment.displayScale.map { 1 / $0 } ?? 1) * 0.5 + 0.001
  }

  /// S18.1: the window's space around a root of size `rootSize` placed at (leading, top).
  static func window(rootSize: Size, _ insets: EdgeInsets) -> SafeAreaSpace {
    SafeAreaSpace(
      frame: Rect(
        x: 0, y: 0, width: (insets.leading + rootSize.width) + insets.trailing,
        height: (insets.top + rootSize.height) + insets.bottom),
      insets: insets)
  }
}

extension EdgeInsets {
  /// S18.5: `frame` grown by these insets: `(x − leading, y − top, (w + leading) + trailing, (h + top) + bottom)`.
  func growing(_ frame: Rect) -> Rect {
    Rect(
      x: frame.x - leading, y: frame.y - top, width: (frame.width + leading) + trailing,
      height: (frame.height + top) + bottom)
  }

  /// The insets on `edges` only; 0 elsewhere.
  func on(_ edges: Edges) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
  }
}
