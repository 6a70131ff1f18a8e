import TransitionEngine

extension RasterCanvas {
  /// What to put back when an offscreen layer ends.
  struct SavedTarget {
    let target: PixelSurface
    let clip: RasterClip
  }

  /// Sends drawing to a fresh offscreen layer; inside it only the clip's rectangle applies,
  /// the clip's coverage applies once, when the layer is composited.
  func beginLayer() -> SavedTarget {
    let saved = SavedTarget(target: target, clip: clip)
    target = acquireSurface()
    clip = RasterClip(rect: clip.rect, plane: nil)
    return saved
  }

  /// Ends the offscreen layer and returns it; drawing goes back where it was.
  func endLayer(_ saved: SavedTarget) -> PixelSurface {
    let layer = target
    target = saved.target
    clip = saved.clip
    return layer
  }

  /// Draws a layer over the target with an opacity (0…255), through the clip.
  func composite(_ layer: PixelSurface, opacity: UInt32) {
    let region = layer.dirty.intersection(clip.rect)
    guard !region.isEmpty, opacity > 0 else { return }
    let plane = clip.plane?.values
    for y in region.y0..<region.y1 {
      let src = layer.pixels + y * width, dst = target.pixels + y * width
      if let plane {
        let m = plane + y * width
        for x in region.x0..<region.x1 where src[x] != 0 {
          let c = PixelMath.mul8(opacity, UInt32(m[x]))
          if c != 0 { dst[x] = PixelMath.over(PixelMath.scale(src[x], c), dst[x]) }
        }
      } else if opacity == 255 {
        for x in region.x0..<region.x1 {
          let s = src[x]
          if s >> 24 == 255 { dst[x] = s } else if s != 0 { dst[x] = PixelMath.over(s, dst[x]) }
        }
      } else {
        for x in region.x0..<region.x1 where src[x] != 0 {
          dst[x] = PixelMath.over(PixelMath.scale(src[x], opacity), dst[x])
        }
      }
    }
    target.dirty = target.dirty.union(region)
  }

  /// Multiplies a layer by another layer's alpha (Core Animation's mask).
  func applyMask(_ mask: PixelSurface, to layer: PixelSurface) {
    let region = layer.dirty
    guard !region.isEmpty else { return }
    for y in region.y0..<region.y1 {
      let p = layer.pixels + y * width, m = mask.pixels + y * width
      for x in region.x0..<region.x1 where p[x] != 0 {
        p[x] = PixelMath.scale(p[x], m[x] >> 24)
      }
    }
  }

  // MARK: - Clipping

  /// Narrows the clip to a rounded rectangle in local coordinates; returns the clip to restore.
  func pushClip(_ rect: Rect, radius: Double, _ h: Homography) -> RasterClip {
    let saved = clip
    if radius <= 0, h.isAxisAligned {
      let (x0, y0, x1, y1) = Self.deviceRect(rect, h)
      let r = PixelRect(x0: Int(x0.rounded()), y0: Int(y0.rounded()), x1: Int(x1.rounded()), y1: Int(y1.rounded()))
      let aligned = abs(x0 - Double(r.x0)) < 1e-3 && abs(y0 - Double(r.y0)) < 1e-3
        && abs(x1 - Double(r.x1)) < 1e-3 && abs(y1 - Double(r.y1)) < 1e-3
      if aligned {
        clip.rect = clip.rect.intersection(r)
        return saved
      }
    }
    let path = Path.roundedRect(rect, radius: radius)
    let lines = Polylines(path, tolerance: Self.tolerance(h, near: Self.corners(of: rect)))
    let contours = DeviceContours(lines, h)
    let region = contours.bounds.intersection(clip.rect)
    let plane = acquirePlane()
    if !region.isEmpty {
      accumulator.begin(region)
      contours.addEdges(to: accumulator)
      accumulator.scan(.nonZero, into: PlaneSink(values: plane.values, width: width, mask: saved.plane?.values))
      plane.dirty = region
    }
    clip = RasterClip(rect: region, plane: plane)
    return saved
  }

  /// Restores a clip from before `pushClip`.
  func popClip(_ saved: RasterClip) {
    if let plane = clip.plane, plane !== saved.plane { release(plane) }
    clip = saved
  }

  // MARK: - Shadows

  /// Draws the blurred, offset alpha of a layer in one colour under what is there.
  ///
  /// The blur is three box blurs in a row, close to a Gaussian of standard deviation `sigma`
  /// pixels; the offset is rounded to whole pixels.
  func drawShadow(of layer: PixelSurface, color: UInt32, dx: Double, dy: Double, sigma: Double) {
    guard color != 0, !layer.dirty.isEmpty else { return }
    let ox = Int(dx.rounded()), oy = Int(dy.rounded())
    let radius = sigma > 0.3 ? max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded())) : 0
    let src = layer.dirty
    let moved = PixelRect(x0: src.x0 + ox, y0: src.y0 + oy, x1: src.x1 + ox, y1: src.y1 + oy)
    let region = moved.outset(3 * radius + 1).intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    guard !region.isEmpty else { return }
    let (rw, rh) = (region.width, region.height)
    if blurScratch.count < rw * rh + max(rw, rh) * 2 {
      blurScratch = Array(repeating: 0, count: rw * rh + max(rw, rh) * 2)
    }
    blurScratch.withUnsafeMutableBufferPointer { buffer in
      guard let a = buffer.baseAddress else { return }
      let line = a + rw * rh
      for y in 0..<rh {
        let sy = y + region.y0 - oy
        for x in 0..<rw {
          let sx = x + region.x0 - ox
          let inside = sy >= src.y0 && sy < src.y1 && sx >= src.x0 && sx < src.x1
          a[y * rw + x] = inside ? Float(layer.pixels[sy * width + sx] >> 24) : 0
        }
      }
      if radius > 0 {
        for _ in 0..<3 {
          for y in 0..<rh { Self.boxBlur(a + y * rw, count: rw, step: 1, radius: radius, scratch: line) }
          for x in 0..<rw { Self.boxBlur(a + x, count: rh, step: rw, radius: radius, scratch: line) }
        }
      }
      let visible = region.intersection(clip.rect)
      guard !visible.isEmpty else { return }
      let plane = clip.plane?.values
      for y in visible.y0..<visible.y1 {
        let dst = target.pixels + y * width
        let row = a + (y - region.y0) * rw - region.x0
        for x in visible.x0..<visible.x1 {
          var c = UInt32(min(max(row[x], 0), 255) + 0.5)
          if let plane { c = PixelMath.mul8(c, UInt32(plane[y * width + x])) }
          if c != 0 { dst[x] = PixelMath.over(PixelMath.scale(color, c), dst[x]) }
        }
      }
      target.dirty = target.dirty.union(visible)
    }
  }

  /// One box blur of width `2 * radius + 1` along a line of `count` values `step` apart.
  private static func boxBlur(
    _ p: UnsafeMutablePointer<Float>, count: Int, step: Int, radius: Int, scratch: UnsafeMutablePointer<Float>
  ) {
    for i in 0..<count { scratch[i] = p[i * step] }
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in 0..<min(radius, count) { sum += scratch[i] }
    for i in 0..<count {
      if i + radius < count { sum += scratch[i + radius] }
      if i - radius - 1 >= 0 { sum -= scratch[i - radius - 1] }
      p[i * step] = sum * scale
    }
  }
}
