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
    let mirrored = environment.layoutDirection == .rightToLeft
    guard let scale = environment.displayScale else {
      return Unrounded().finish(frame, rootWidth: rootWidth, mirrored: mirrored)
    }
    return PixelGrid(scale: scale).finish(frame, rootWidth: rootWidth, mirrored: mirrored)
  }

  /// Steps 1–3 for one kind of display scale; the engine specialises its frame loop for each.
  protocol Finisher {
    /// The finished frame; `frame` must be finite.
    func finish(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect
    /// `finish` for a frame whose coordinates and lengths (and the root width, when mirrored) are all
    /// smaller than ``smallLimit`` in magnitude: then no edge needs the large-value path of `floor`.
    func finishSmall(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect
  }

  /// The bound of `Finisher.finishSmall`: sums of three such values stay below 2^52, where every
  /// `Double` step is at most 1 and the magic-number floor is exact.
  static let smallLimit = 0x1p50

  /// No display scale: mirroring only, sizes unchanged.
  struct Unrounded: Finisher {
    @inline(__always)
    func finish(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect {
      var minX = frame.origin.x
      if mirrored { minX = rootWidth - (minX + frame.size.width) }
      return Rect(x: minX + 0, y: frame.origin.y + 0, width: frame.size.width + 0, height: frame.size.height + 0)
    }

    @inline(__always)
    func finishSmall(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect {
      finish(frame, rootWidth: rootWidth, mirrored: mirrored)
    }
  }

  /// Display scale 1: `r(v) = floor(v + 0.5 + 1e-6)`, which is `PixelGrid(scale: 1)` bit for bit.
  struct UnitGrid: Finisher {
    @inline(__always)
    func finish(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect {
      roundedFrame(edges(of: frame, rootWidth: rootWidth, mirrored: mirrored)) {
        FrameFinishing.floor($0 + 0.5 + halfPixelNudge)
      }
    }

    @inline(__always)
    func finishSmall(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect {
      roundedFrame(edges(of: frame, rootWidth: rootWidth, mirrored: mirrored)) {
        FrameFinishing.floorOfSmall($0 + 0.5 + halfPixelNudge)
      }
    }
  }

  /// The exact edges (left, top, right, bottom) of `frame`, mirrored for right-to-left (step 1).
  @inline(__always)
  static func edges(of frame: Rect, rootWidth: Double, mirrored: Bool) -> SIMD4<Double> {
    let minX = frame.origin.x
    let maxX = minX + frame.size.width
    let minY = frame.origin.y
    let maxY = minY + frame.size.height
    return mirrored ? SIMD4(rootWidth - maxX, minY, rootWidth - minX, maxY) : SIMD4(minX, minY, maxX, maxY)
  }

  /// The frame between the rounded edges (step 2), −0 folded into +0 (step 3).
  @inline(__always)
  static func roundedFrame(_ edges: SIMD4<Double>, _ round: (SIMD4<Double>) -> SIMD4<Double>) -> Rect {
    let rounded = round(edges)
    return Rect(
      x: rounded[0] + 0, y: rounded[1] + 0, width: (rounded[2] - rounded[0]) + 0,
      height: (rounded[3] - rounded[1]) + 0)
  }

  /// `r(v) = floor(v × scale + 0.5 + 1e-6) / scale` (step 2).
  @inline(__always)
  static func round(_ value: Double, _ scale: Double) -> Double {
    PixelGrid(scale: scale).round(value)
  }

  /// The pixel grid of one display scale, with the arithmetic of `r(v)` specialised once: for a scale
  /// that is a power of two (1, 2, 4, …) multiplying by the reciprocal is exactly the division, and
  /// multiplying or dividing by 1 is the value itself, so every form gives the same bits as the formula.
  struct PixelGrid: Finisher {
    let scale: Double
    /// `1 / scale` when that is exact (scale a power of two), else NaN.
    let exactInverse: Double

    /// `scale` must be finite and > 0.
    @inline(__always)
    init(scale: Double) {
      self.scale = scale
      let inverse = 1 / scale
      exactInverse = scale.significandBitPattern == 0 && inverse.isNormal ? inverse : .nan
    }

    @inline(__always)
    func finish(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect {
      roundedFrame(edges(of: frame, rootWidth: rootWidth, mirrored: mirrored)) { round($0) }
    }

    /// The general path: a large scale can take small lengths past 2^52 pixels.
    @inline(__always)
    func finishSmall(_ frame: Rect, rootWidth: Double, mirrored: Bool) -> Rect {
      finish(frame, rootWidth: rootWidth, mirrored: mirrored)
    }

    /// `round` of each lane.
    @inline(__always)
    func round(_ values: SIMD4<Double>) -> SIMD4<Double> {
      if scale == 1 { return FrameFinishing.floor(values + 0.5 + halfPixelNudge) }
      let down = FrameFinishing.floor(values * scale + 0.5 + halfPixelNudge)
      return exactInverse.isNaN ? down / scale : down * exactInverse
    }

    @inline(__always)
    func round(_ value: Double) -> Double {
      if scale == 1 { return FrameFinishing.floor(value + 0.5 + halfPixelNudge) }
      let down = FrameFinishing.floor(value * scale + 0.5 + halfPixelNudge)
      return exactInverse.isNaN ? down / scale : down * exactInverse
    }
  }

  /// `floor` of each lane, as ``floor(_:)`` computes it.
  @inline(__always)
  static func floor(_ values: SIMD4<Double>) -> SIMD4<Double> {
    guard all((values .< 0x1p52) .& (values .> -0x1p52)) else {
      return SIMD4(floor(values[0]), floor(values[1]), floor(values[2]), floor(values[3]))
    }
    return floorOfSmall(values)
  }

  /// `floor` of each lane of `values`, all of magnitude at most 2^52.
  @inline(__always)
  static func floorOfSmall(_ values: SIMD4<Double>) -> SIMD4<Double> {
    let magic = SIMD4<Double>(repeating: 0x1p52).replacing(with: -0x1p52, where: values .< 0)
    let nearest = (values + magic) - magic
    return nearest.replacing(with: nearest - 1, where: nearest .> values)
  }

  /// `value.rounded(.down)`, bit for bit (−0 aside, which `finish` folds into +0), without a call into
  /// libm: x86-64 before SSE4.1 has no rounding instruction, and the call dominated frame finishing.
  @inline(__always)
  static func floor(_ value: Double) -> Double {
    // Beyond 2^52 every Double is an integer (and NaN/±∞ fail the comparison): the value is its floor.
    guard Swift.abs(value) < 0x1p52 else { return value.rounded(.down) }
    // Adding and subtracting 2^52 rounds to the nearest integer (the sum's unit in the last place is 1);
    // the nearest is at most 1/2 away, so the floor is it or the integer below. (An integer round trip
    // would do too, but the optimiser turns that back into the libm call.)
    let magic = value < 0 ? -0x1p52 : 0x1p52
    let nearest = (value + magic) - magic
    return nearest > value ? nearest - 1 : nearest
  }

  /// Whether every component of `frame` is finite.
  @inline(__always)
  static func isFinite(_ frame: Rect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
      && frame.size.height.isFinite
  }
}
