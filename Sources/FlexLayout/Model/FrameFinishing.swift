/// The last step of every layout, shared by the engine and the reference solver: turns an exact
/// left-to-right frame in root coordinates into the frame a renderer gets.
///
/// 1. Right-to-left: mirror about the root's width, `x' = rootWidth − x − width`.
/// 2. With a display scale `s`: round the origin and the far corner to the pixel grid,
///    `r(v) = floor(v × s + 0.5) / s`, and take the size as the difference of the rounded edges, so
///    neighbours that share an edge still share it.
/// 3. Replace −0 by +0.
enum FrameFinishing {
  /// The finished frame; `frame` must be finite.
  @inline(__always)
  static func finish(_ frame: Rect, rootWidth: Double, environment: LayoutEnvironment) -> Rect {
    var x = frame.origin.x
    let y = frame.origin.y
    if environment.layoutDirection == .rightToLeft {
      x = rootWidth - x - frame.size.width
    }
    var maxX = x + frame.size.width
    var maxY = y + frame.size.height
    var minX = x
    var minY = y
    if let scale = environment.displayScale {
      minX = round(minX, scale)
      minY = round(minY, scale)
      maxX = round(maxX, scale)
      maxY = round(maxY, scale)
      return Rect(x: minX + 0, y: minY + 0, width: (maxX - minX) + 0, height: (maxY - minY) + 0)
    }
    return Rect(x: minX + 0, y: minY + 0, width: frame.size.width + 0, height: frame.size.height + 0)
  }

  @inline(__always)
  static func round(_ value: Double, _ scale: Double) -> Double {
    (value * scale + 0.5).rounded(.down) / scale
  }

  /// Whether every component of `frame` is finite.
  @inline(__always)
  static func isFinite(_ frame: Rect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
      && frame.size.height.isFinite
  }
}
