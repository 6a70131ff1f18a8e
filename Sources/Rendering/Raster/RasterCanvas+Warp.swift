import TransitionEngine

extension RasterCanvas {
  /// Draws a node through a mesh warp (FrameNode.warp): everything it draws is rendered
  /// offscreen, then each device pixel over the node's bounds takes its colour from the point
  /// of the flat drawing that the warp (`WarpField`, evaluated on a `WarpMesh`) moves there.
  ///
  /// Only the bounds are warped: what the node draws outside them is not shown meanwhile. A
  /// warp that leaves the page as it is draws it directly.
  func drawWarped(_ node: FrameNode, _ h: Homography) {
    guard let warp = node.warp, let inverse = h.inverted else { return }
    let page = Rect(origin: node.boundsOrigin, size: node.frame.size)
    guard page.width > 0, page.height > 0 else { return drawUncurled(node, h) }
    let field = WarpField(warp, page: page)
    if field.isEmpty { return }
    if field.isIdentity { return drawUncurled(node, h) }
    let region = Self.deviceBounds(of: Self.corners(of: page), h).intersection(clip.rect)
    guard !region.isEmpty else { return }
    let saved = beginLayer()
    drawUncurled(node, h)
    let flat = endLayer(saved)
    defer { release(flat) }
    let mesh = WarpMesh(
      field, region: region, inverse: inverse, h, scale: Self.pixelsPerPoint(page, h))
    let lanes = WarpMesh.lanes, cell = WarpMesh.cell
    // One row of the mesh interpolated down to the pixel row being drawn.
    var row = [Double](repeating: 0, count: mesh.columns * lanes)
    let plane = clip.plane?.values
    mesh.values.withUnsafeBufferPointer { corners in
      row.withUnsafeMutableBufferPointer { row in
        for y in region.y0..<region.y1 {
          let j = (y - region.y0) / cell
          let fy = Double((y - region.y0) % cell) / Double(cell)
          let above = j * mesh.columns * lanes, below = above + mesh.columns * lanes
          for k in 0..<(mesh.columns * lanes) {
            row[k] = corners[above + k] + (corners[below + k] - corners[above + k]) * fy
          }
          let dst = target.pixels + y * width
          let source = flat.pixels + y * width
          let unwarpedRow = j * (mesh.columns - 1)
          var start = region.x0
          for i in 0..<(mesh.columns - 1) where start < region.x1 {
            let end = min(start + cell, region.x1)
            defer { start = end }
            if mesh.unwarped[unwarpedRow + i] {
              // The flat drawing's own pixels, as sampling them at their centres gives.
              for x in start..<end {
                var color = source[x]
                if let plane { color = PixelMath.scale(color, UInt32(plane[y * width + x])) }
                if color != 0 { dst[x] = PixelMath.over(color, dst[x]) }
              }
              continue
            }
            let a = i * lanes, b = a + lanes
            // Well inside the page and unsqueezed at both ends: every pixel is fully covered
            // and sampled once, so the edges' coverage and the squeeze need no working out.
            let interior =
              row[a + 2] >= 0.500_001 && row[b + 2] >= 0.500_001 && row[a + 3] >= 0.500_001
              && row[b + 3] >= 0.500_001 && row[a + 5] <= 1.499_999 && row[b + 5] <= 1.499_999
            if interior,
              Self.warpInterior(
                row, a, b, flat, dst, start, end, plane.map { $0 + y * width }, width, height)
            {
              continue
            }
            for x in start..<end {
              let fx = Double(x - start) / Double(cell)
              // The corners' lanes interpolated across, written out (a debug build calls
              // closures).
              let across = row[a + 2] + (row[b + 2] - row[a + 2]) * fx + 0.5
              let down = row[a + 3] + (row[b + 3] - row[a + 3]) * fx + 0.5
              guard across > 0, down > 0 else { continue }
              let coverage = (across < 1 ? across : 1) * (down < 1 ? down : 1)
              let squeeze = row[a + 5] + (row[b + 5] - row[a + 5]) * fx
              let sx = row[a] + (row[b] - row[a]) * fx
              let sy = row[a + 1] + (row[b + 1] - row[a + 1]) * fx
              var color =
                squeeze > 1.5
                ? Self.sample(flat, sx, sy, squeeze: squeeze, width, height)
                : Self.bilinear(flat.pixels, sx, sy, width, height)
              let light = row[a + 4] + (row[b + 4] - row[a + 4]) * fx
              if light > 0.004 || light < -0.004 { color = Self.lit(color, light) }
              if coverage < 1 {
                color = PixelMath.scale(color, UInt32(Self.roundedUnsigned(coverage * 255)))
              }
              if let plane { color = PixelMath.scale(color, UInt32(plane[y * width + x])) }
              guard color != 0 else { continue }
              dst[x] = PixelMath.over(color, dst[x])
            }
          }
        }
      }
    }
    target.dirty = target.dirty.union(region)
  }

  /// Device pixels per local point across and down at the page's middle.
  static func pixelsPerPoint(_ page: Rect, _ h: Homography) -> SIMD2<Double> {
    let middle = SIMD2(page.x + page.width / 2, page.y + page.height / 2)
    guard let o = h.apply(middle.x, middle.y), let ax = h.apply(middle.x + 1, middle.y),
      let ay = h.apply(middle.x, middle.y + 1)
    else { return SIMD2(1, 1) }
    func length(_ v: SIMD2<Double>) -> Double { max((v * v).sum().squareRoot(), 1e-6) }
    return SIMD2(length(ax - o), length(ay - o))
  }

  /// One cell's span of a row well inside the page and unsqueezed: every pixel is fully
  /// covered and sampled once (bilinearly), lit, clipped by the plane's row and drawn over.
  ///
  /// It runs in fixed point: the source and the light are taken to 256ths at the cell's two
  /// ends and stepped across in integers, with no clamping (interpolation stays between the
  /// ends). False, drawing nothing, when the cell's sources do not lie a pixel inside the
  /// surface: the caller's general loop draws it then.
  @inline(__always)
  private static func warpInterior(
    _ row: UnsafeMutableBufferPointer<Double>, _ a: Int, _ b: Int, _ flat: PixelSurface,
    _ dst: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int,
    _ plane: UnsafeMutablePointer<UInt8>?, _ width: Int, _ height: Int
  ) -> Bool {
    let x0 = floored((row[a] - 0.5) * 256), x1 = floored((row[b] - 0.5) * 256)
    let y0 = floored((row[a + 1] - 0.5) * 256), y1 = floored((row[b + 1] - 0.5) * 256)
    let inside =
      x0 >= 0 && x1 >= 0 && y0 >= 0 && y1 >= 0 && x0 >> 8 <= width - 2 && x1 >> 8 <= width - 2
      && y0 >> 8 <= height - 2 && y1 >> 8 <= height - 2
    guard inside else { return false }
    // The light in 65280ths (255 × 256): |light| ≤ 0.004 is about 261.
    let l0 = Int(min(max(row[a + 4], -1), 1) * 65280), l1 = Int(min(max(row[b + 4], -1), 1) * 65280)
    let pixels = flat.pixels
    if end - start == 4 && WarpMesh.cell == 4 {
      drawCellFour(pixels, width, x: (x0, x1), y: (y0, y1), light: (l0, l1), plane, dst, start)
      return true
    }
    for x in start..<end {
      let k = x - start
      let sx = x0 + (x1 - x0) * k / WarpMesh.cell, sy = y0 + (y1 - y0) * k / WarpMesh.cell
      var color = blend(
        pixels + (sy >> 8) * width + sx >> 8, width, UInt32(sx & 255), UInt32(sy & 255))
      let light = l0 + (l1 - l0) * k / WarpMesh.cell
      if light > 261 || light < -261 {
        color = lit(color, UInt32(min((abs(light) + 128) >> 8, 255)), darker: light < 0)
      }
      if let plane { color = PixelMath.scale(color, UInt32(plane[x])) }
      guard color != 0 else { continue }
      dst[x] = PixelMath.over(color, dst[x])
    }
    return true
  }

  /// A whole 4-pixel cell of `warpInterior` in four lanes, the same bits as its loop: sources
  /// `x` and `y` and the light stepped across from the cell's two ends (256ths and 65280ths).
  ///
  /// The vectors are built whole from scalars: lanes set one by one went through memory (two
  /// and a half times slower), and converting lanes between integer types is a generic call.
  @inline(__always)
  private static func drawCellFour(
    _ pixels: UnsafeMutablePointer<UInt32>, _ width: Int, x: (Int, Int), y: (Int, Int),
    light: (Int, Int), _ plane: UnsafeMutablePointer<UInt8>?,
    _ dst: UnsafeMutablePointer<UInt32>, _ start: Int
  ) {
    func steps(_ ends: (Int, Int)) -> (Int, Int, Int, Int) {
      let (from, to) = ends
      return (from, from + (to - from) / 4, from + (to - from) * 2 / 4, from + (to - from) * 3 / 4)
    }
    let sx = steps(x), sy = steps(y), l = steps(light)
    let p0 = pixels + (sy.0 >> 8) * width + sx.0 >> 8
    let p1 = pixels + (sy.1 >> 8) * width + sx.1 >> 8
    let p2 = pixels + (sy.2 >> 8) * width + sx.2 >> 8
    let p3 = pixels + (sy.3 >> 8) * width + sx.3 >> 8
    let a = SIMD4(p0[0], p1[0], p2[0], p3[0]), b = SIMD4(p0[1], p1[1], p2[1], p3[1])
    let c = SIMD4(p0[width], p1[width], p2[width], p3[width])
    let d = SIMD4(p0[width + 1], p1[width + 1], p2[width + 1], p3[width + 1])
    let wx = SIMD4(UInt32(sx.0 & 255), UInt32(sx.1 & 255), UInt32(sx.2 & 255), UInt32(sx.3 & 255))
    let wy = SIMD4(UInt32(sy.0 & 255), UInt32(sy.1 & 255), UInt32(sy.2 & 255), UInt32(sy.3 & 255))
    let size = SIMD4(UInt32(abs(l.0)), UInt32(abs(l.1)), UInt32(abs(l.2)), UInt32(abs(l.3)))
    let darkens = SIMD4(Int32(l.0), Int32(l.1), Int32(l.2), Int32(l.3)) .< 0
    var color = blendFour(a, b, c, d, wx, wy)
    let shown = size .> 261
    if any(shown) { color.replace(with: litFour(color, size, darkens), where: shown) }
    if let plane {
      let coverage = SIMD4<UInt32>(
        UInt32(plane[start]), UInt32(plane[start + 1]), UInt32(plane[start + 2]),
        UInt32(plane[start + 3]))
      color = PixelMath.scaleFour(color, coverage)
    }
    PixelMath.overFour(color, dst + start)
  }

  /// The flat drawing at a device point: up to eight bilinear samples spread across the
  /// `squeeze` pixels a pinched row folds into one, averaged.
  @inline(__always)
  private static func sample(
    _ flat: PixelSurface, _ x: Double, _ y: Double, squeeze: Double, _ width: Int, _ height: Int
  ) -> UInt32 {
    let taps = min(Int(squeeze.rounded(.up)), 8)
    var (rb, ag): (UInt32, UInt32) = (0, 0)
    for k in 0..<taps {
      let offset = ((Double(k) + 0.5) / Double(taps) - 0.5) * squeeze
      let p = bilinear(flat.pixels, x + offset, y, width, height)
      // Eight taps of at most 255 per channel fit in each 16-bit lane.
      rb &+= p & 0x00FF_00FF
      ag &+= p >> 8 & 0x00FF_00FF
    }
    let n = UInt32(taps)
    func average(_ lanes: UInt32) -> UInt32 {
      ((lanes & 0xFFFF) + n / 2) / n | (((lanes >> 16) + n / 2) / n) << 16
    }
    return average(rb) | average(ag) << 8
  }

  /// The surface at a device point (pixel centres at half-integers), bilinearly interpolated
  /// in fixed point: the four neighbours weighted in 256ths (from the point's position in
  /// 256ths of a pixel) and summed once, two channels per multiply; the edges extend.
  @inline(__always)
  static func bilinear(
    _ pixels: UnsafeMutablePointer<UInt32>, _ x: Double, _ y: Double, _ width: Int,
    _ height: Int
  ) -> UInt32 {
    // Clamped by hand, not with min and max: a debug build calls those generically.
    var fx = x - 0.5, fy = y - 0.5
    fx = fx < -1 ? -1 : (fx > Double(width) ? Double(width) : fx)
    fy = fy < -1 ? -1 : (fy > Double(height) ? Double(height) : fy)
    let x0 = floored(fx), y0 = floored(fy)
    let wx = UInt32((fx - Double(x0)) * 256), wy = UInt32((fy - Double(y0)) * 256)
    // x0 is −1…width, so each neighbour is at most one past an edge.
    let xa = x0 < 0 ? 0 : (x0 >= width ? width - 1 : x0)
    let xb = x0 + 1 >= width ? width - 1 : x0 + 1
    let ya = (y0 < 0 ? 0 : (y0 >= height ? height - 1 : y0)) * width
    let yb = (y0 + 1 >= height ? height - 1 : y0 + 1) * width
    let a = pixels[ya + xa]
    if wx | wy == 0 { return a }
    return blend(a, pixels[ya + xb], pixels[yb + xa], pixels[yb + xb], wx, wy)
  }

  /// The pixel at `p` blended with its right, lower and lower-right neighbours by `wx` and
  /// `wy` (256ths).
  @inline(__always)
  static func blend(
    _ p: UnsafeMutablePointer<UInt32>, _ width: Int, _ wx: UInt32, _ wy: UInt32
  ) -> UInt32 {
    if wx | wy == 0 { return p[0] }
    return blend(p[0], p[1], p[width], p[width + 1], wx, wy)
  }

  /// Four pixels (top left, top right, bottom left, bottom right) blended by `wx` and `wy`
  /// (256ths), in fixed point: weights in 256ths that add up to 256 (so a channel times a
  /// weight, summed, fits 16 bits), two channels per multiply.
  @inline(__always)
  static func blend(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ wx: UInt32, _ wy: UInt32
  ) -> UInt32 {
    let wd = (wx * wy + 128) >> 8
    let wb = wx - wd, wc = wy - wd
    let wa = 256 - wb - wc - wd
    let m: UInt32 = 0x00FF_00FF
    let rb = ((a & m) &* wa &+ (b & m) &* wb &+ (c & m) &* wc &+ (d & m) &* wd &+ 0x0080_0080) >> 8
    let ag =
      (a >> 8 & m) &* wa &+ (b >> 8 & m) &* wb &+ (c >> 8 & m) &* wc &+ (d >> 8 & m) &* wd
      &+ 0x0080_0080
    return rb & m | ag & ~m
  }

  /// `lit` in four lanes: each pixel by its own light, in 65280ths, darker where `darker`.
  @inline(__always)
  static func litFour(
    _ p: SIMD4<UInt32>, _ light: SIMD4<UInt32>, _ darker: SIMDMask<SIMD4<Int32>>
  ) -> SIMD4<UInt32> {
    // min((light + 128) >> 8, 255): over 65152 it is 255.
    let k = ((light &+ 128) &>> 8).replacing(with: 255, where: light .> 65152)
    let a = p &>> 24
    let rgb = SIMD4<UInt32>(repeating: 0x00FF_FFFF)
    var result = PixelMath.scaleFour(p & rgb, 255 &- k)
    let white = a | a &<< 8 | a &<< 16
    result.replace(with: result &+ PixelMath.scaleFour(white, k), where: .!darker)
    return result & rgb | a &<< 24
  }

  /// `blend` in four lanes: four sets of neighbours, each by its own weights.
  @inline(__always)
  static func blendFour(
    _ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ c: SIMD4<UInt32>, _ d: SIMD4<UInt32>,
    _ wx: SIMD4<UInt32>, _ wy: SIMD4<UInt32>
  ) -> SIMD4<UInt32> {
    let wd = (wx &* wy &+ 128) &>> 8
    let wb = wx &- wd, wc = wy &- wd
    let wa = 256 &- wb &- wc &- wd
    let m = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let half = SIMD4<UInt32>(repeating: 0x0080_0080)
    let rb = ((a & m) &* wa &+ (b & m) &* wb &+ (c & m) &* wc &+ (d & m) &* wd &+ half) &>> 8
    let ag =
      (a &>> 8 & m) &* wa &+ (b &>> 8 & m) &* wb &+ (c &>> 8 & m) &* wc &+ (d &>> 8 & m) &* wd
      &+ half
    return rb & m | ag & ~m
  }

  /// The largest integer not above `v` (a finite value well inside `Int`'s range), without
  /// the library call `rounded(.down)` makes.
  @inline(__always)
  static func floored(_ v: Double) -> Int {
    let i = Int(v)
    return Double(i) > v ? i - 1 : i
  }

  /// `v.rounded()` for a finite `v ≥ 0` (halves away from zero), without the library call.
  @inline(__always)
  static func roundedUnsigned(_ v: Double) -> Int {
    let i = Int(v)
    return v - Double(i) >= 0.5 ? i + 1 : i
  }

  /// A pixel lightened towards white (light > 0) or darkened (light < 0), its alpha kept.
  @inline(__always)
  private static func lit(_ p: UInt32, _ light: Double) -> UInt32 {
    lit(p, UInt32(roundedUnsigned(min(abs(light), 1) * 255)), darker: light < 0)
  }

  /// A pixel taken `k`/255 of the way to black (`darker`) or to white, its alpha kept.
  @inline(__always)
  static func lit(_ p: UInt32, _ k: UInt32, darker: Bool) -> UInt32 {
    let a = p >> 24
    if darker { return (PixelMath.scale(p, 255 - k) & 0x00FF_FFFF) | a << 24 }
    let white = a | a << 8 | a << 16
    // rgb + (white − rgb) × k: each channel stays within the alpha (premultiplied).
    let rgb = PixelMath.scale(p & 0x00FF_FFFF, 255 - k) &+ PixelMath.scale(white, k)
    return rgb & 0x00FF_FFFF | a << 24
  }
}
