import TransitionEngine

// libm math only (the Swift standard library has no asin, cos or sin); no other C call here.
#if canImport(Glibc)
  import func Glibc.asin
  import func Glibc.cos
  import func Glibc.sin
#endif

extension RasterCanvas {
  /// Draws a node through a page curl (FrameNode.curl): everything it draws is rendered
  /// offscreen, then each device pixel finds the topmost point of the curled page that lands
  /// on it and samples the flat drawing there.
  ///
  /// The page wraps round a cylinder of radius r lying on it, whose axis runs across the page
  /// perpendicular to the curl's direction d and moves from the lifting edge (progress 0) to
  /// past the far edge (progress 1, the page wholly lifted away). A page point u past the axis
  /// sits at angle θ = u / r on the cylinder (seen at r·sin θ); past θ = π it lies flat on top,
  /// mirrored. Where θ > π/2 the back of the page faces the viewer: the content shows through
  /// it faintly, mirrored, on near-white paper. The page casts a soft shadow beside the curl.
  func drawCurled(_ node: FrameNode, _ h: Homography) {
    guard let curl = node.curl, let inverse = h.inverted else { return }
    let progress = min(max(curl.progress.isFinite ? curl.progress : 0, 0), 1)
    guard progress < 1 else { return }
    guard progress > 0 else { return drawUncurled(node, h) }
    let page = Rect(origin: node.boundsOrigin, size: node.frame.size)
    let r = max(curl.radius.isFinite ? curl.radius : 1, 0.5)
    let d = SIMD2(cos(curl.angle), sin(curl.angle))
    let corners = Self.corners(of: page)
    let along = corners.map { ($0 * d).sum() }
    let (smin, smax) = (along.min() ?? 0, along.max() ?? 0)
    let axis = smax - progress * (smax - smin + .pi * r)
    let saved = beginLayer()
    drawUncurled(node, h)
    let flat = endLayer(saved)
    defer { release(flat) }
    // Where the curled page can land: the page, its mirror about the fold, a radius around.
    let mirror = axis + .pi * r / 2
    var reach = corners + corners.map { $0 - 2 * (($0 * d).sum() - mirror) * d }
    reach = reach.flatMap { p in [p - r * d, p + r * d] }
    let deviceRegion = Self.deviceBounds(of: reach, h).intersection(clip.rect)
    guard !deviceRegion.isEmpty else { return }
    let plane = clipPlane()?.values
    let side = SIMD2(-d.y, d.x)
    let across = corners.map { ($0 * side).sum() }
    let beside = (across.min() ?? 0)...(across.max() ?? 0)
    let bounds = PageBounds(
      minX: page.x, maxX: page.x + page.width, minY: page.y, maxY: page.y + page.height)
    for y in deviceRegion.y0..<deviceRegion.y1 {
      let dst = target.pixels + y * width
      for x in deviceRegion.x0..<deviceRegion.x1 {
        guard let p = inverse.apply(Double(x) + 0.5, Double(y) + 0.5) else { continue }
        let s = (p * d).sum() - axis
        let foot = p - s * d
        var color: UInt32 = 0
        var shadow = 0.0
        if s < 0, !Self.contains(bounds, foot + (.pi * r - s) * d) {
          // The page lies flat here, not under its curled-over part: this very pixel of the
          // flat drawing (what `pageHit` and `sample` give, without resampling it).
          if Self.contains(bounds, p) { color = flat.pixels[y * width + x] }
        } else if let hit = Self.pageHit(s: s, r: r, foot: foot, d: d, axis: axis, page: bounds) {
          let sample = Self.sample(flat, hit.source, h, width: width, height: height)
          color = Self.shaded(hit.back ? Self.paperBack(sample) : sample, hit.shade)
        } else if s > 0, s < 2 * r, beside.contains((foot * side).sum()) {
          // Cast by the page lifted above, as much as it is opaque there.
          let above = Self.sample(flat, foot + (.pi / 2 * r) * d, h, width: width, height: height)
          shadow = 0.3 * (1 - s / (2 * r)) * Double(above >> 24) / 255
        }
        if shadow > 0 { color = UInt32((shadow * 255).rounded()) << 24 }
        guard color != 0 else { continue }
        if let plane { color = PixelMath.scale(color, UInt32(plane[y * width + x])) }
        dst[x] = PixelMath.over(color, dst[x])
      }
    }
    target.dirty = target.dirty.union(deviceRegion)
  }

  /// The topmost point of the curled page seen at signed distance `s` past the axis (whose
  /// foot on the axis line is `foot`): its flat position, whether its back shows, and how
  /// lit it is; nil where no part of the page lands.
  private static func pageHit(
    s: Double, r: Double, foot: SIMD2<Double>, d: SIMD2<Double>, axis: Double, page: PageBounds
  ) -> (source: SIMD2<Double>, back: Bool, shade: Double)? {
    func inside(_ u: Double) -> SIMD2<Double>? {
      let q = foot + u * d
      return contains(page, q) ? q : nil
    }
    if s <= 0, let q = inside(.pi * r - s) { return (q, true, 0.9) }
    if s >= 0, s <= r {
      let theta = asin(min(s / r, 1))
      // The back of the curl is lit most where it faces up, darker towards its rim.
      if let q = inside(r * (.pi - theta)) { return (q, true, 0.72 + 0.18 * cos(theta)) }
      if let q = inside(r * theta) { return (q, false, 1 - 0.45 * sin(theta)) }
    }
    if s <= 0, let q = inside(s) { return (q, false, 1) }
    return nil
  }

  /// Whether a local point lies on the page, edges included.
  @inline(__always)
  private static func contains(_ page: PageBounds, _ q: SIMD2<Double>) -> Bool {
    q.x >= page.minX && q.x <= page.maxX && q.y >= page.minY && q.y <= page.maxY
  }

  /// The flat drawing at a local point, bilinearly sampled in device pixels.
  private static func sample(
    _ surface: PixelSurface, _ local: SIMD2<Double>, _ h: Homography, width: Int, height: Int
  ) -> UInt32 {
    guard let q = h.apply(local.x, local.y) else { return 0 }
    let fx = q.x - 0.5, fy = q.y - 0.5
    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
    let tx = fx - Double(x0), ty = fy - Double(y0)
    let x0c = min(max(x0, 0), width - 1), x1c = min(max(x0 + 1, 0), width - 1)
    let y0c = min(max(y0, 0), height - 1), y1c = min(max(y0 + 1, 0), height - 1)
    @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
      let p = surface.pixels[y * width + x]
      return SIMD4(Double(p & 255), Double(p >> 8 & 255), Double(p >> 16 & 255), Double(p >> 24))
    }
    // The four neighbours by weight; a zero weight adds nothing (its texel is not read).
    var sum = SIMD4<Double>()
    let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty
    if w00 > 0 { sum += w00 * texel(x0c, y0c) }
    if w10 > 0 { sum += w10 * texel(x1c, y0c) }
    if w01 > 0 { sum += w01 * texel(x0c, y1c) }
    if w11 > 0 { sum += w11 * texel(x1c, y1c) }
    // Round half away from zero without a libm call: the sums are never negative.
    let v = (sum + 0.5).rounded(.down)
    func lane(_ x: Double) -> UInt32 { UInt32(min(max(x, 0), 255)) }
    return lane(v[0]) | lane(v[1]) << 8 | lane(v[2]) << 16 | lane(v[3]) << 24
  }

  /// A pixel of the page's front, darkened where the cylinder turns away from the light.
  private static func shaded(_ p: UInt32, _ light: Double) -> UInt32 {
    guard light < 1 else { return p }
    let k = UInt32((min(max(light, 0), 1) * 255).rounded())
    return (PixelMath.scale(p, k) & 0x00FF_FFFF) | (p & 0xFF00_0000)
  }

  /// The back of the page: near-white paper with the content showing through faintly.
  private static func paperBack(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    guard a > 0 else { return 0 }
    let white = PixelMath.scale(a | a << 8 | a << 16 | a << 24, 204)
    let faint = PixelMath.scale(p, 51)
    return (white &+ faint) & 0x00FF_FFFF | a << 24
  }

  /// The device pixels around some local points.
  static func deviceBounds(of points: [SIMD2<Double>], _ h: Homography) -> RasterRect {
    var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for p in points {
      guard let q = h.apply(p.x, p.y) else {
        return RasterRect(x0: 0, y0: 0, x1: Int.max / 2, y1: Int.max / 2)
      }
      (x0, y0, x1, y1) = (min(x0, q.x), min(y0, q.y), max(x1, q.x), max(y1, q.y))
    }
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .empty }
    let big = 1e7
    return RasterRect(
      x0: Int(max(x0, -big).rounded(.down)) - 1, y0: Int(max(y0, -big).rounded(.down)) - 1,
      x1: Int(min(x1, big).rounded(.up)) + 1, y1: Int(min(y1, big).rounded(.up)) + 1)
  }
}

/// A page's edges in its local coordinates, read once per curl rather than per pixel.
private struct PageBounds {
  let minX: Double
  let maxX: Double
  let minY: Double
  let maxY: Double
}
