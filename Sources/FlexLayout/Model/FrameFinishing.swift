/// The last step of every layout, shared by the engine and the reference solver: turns an exact
/// left-to-right frame in root coordinates into the frame a renderer gets (Docs/Semantics.md S1.4).
///
/// 1. Right-to-left: mirror the edges about the root's width: `minX' = W − (x + width)`,
///    `maxX' = W − x`, so edges that touch before mirroring still touch after.
/// 2. With a display scale `s`: round each edge to the pixel grid, `r(v) = floor(v × s + 0.5 + 1e-6) / s`,
///    and take the size as the difference of the rounded edges, so neighbours that share an edge still
///    share it. The 1e-6 pixel nudge sends an edge that is a half pixel in exact arithmetic the same way
///    however its last bits came out (`85.5` and `85.49999999999999` both round up).
/// 3. Replace −0 by +0.
enum FrameFinishing {
  /// The nudge, in pixels, added before flooring (see step 2).
  static let halfPixelNudge = 1e-6

  /// The finished frame; `frame` must be finite.
  @inline(__always)
  static func finish(_ frame: Rect, rootWidth: Double, environment: LayoutEnvironment) -> Rect {
    var minX = frame.origin.x
    var maxX = minX + frame.size.width
    if environment.layoutDirection == .rightToLeft {
      (minX, maxX) = (rootWidth - maxX, rootWidth - minX)
    }
    let minY = frame.origin.y
    if let scale = environment.displayScale {
      let left = round(minX, scale)
      let top = round(minY, scale)
      let right = round(maxX, scale)
      let bottom = round(minY + frame.size.height, scale)
      return Rect(x: left + 0, y: top + 0, width: (right - left) + 0, height: (bottom - top) + 0)
    }
    return Rect(x: minX + 0, y: minY + 0, width: frame.size.width + 0, height: frame.size.height + 0)
  }

  @inline(__always)
  static func round(_ value: Double, _ scale: Double) -> Double {
    (value * scale + 0.5 + halfPixelNudge).rounded(.down) / scale
  }

  /// Whether every component of `frame` is finite.
  @inline(__always)
  static func isFinite(_ frame: Rect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
      && frame.size.height.isFinite
  }
}
