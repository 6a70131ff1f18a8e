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
    defer {
      // Each row read below is left transparent; when that was all of it, the layer is clean.
      for y in region.y0..<region.y1 {
        (layer.pixels + y * width + region.x0).update(repeating: 0, count: region.width)
      }
      if region == layer.dirty { layer.dirty = .empty }
    }
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
      let r = RasterRect(
        x0: Int(x0.rounded()), y0: Int(y0.rounded()), x1: Int(x1.rounded()), y1: Int(y1.rounded()))
      let aligned =
        abs(x0 - Double(r.x0)) < 1e-3 && abs(y0 - Double(r.y0)) < 1e-3
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
      accumulator.scan(
        .nonZero, into: PlaneSink(values: plane.values, width: width, mask: saved.plane?.values))
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
  /// pixels. Wide blurs run on a grid `factor` times coarser (block averages in, bilinear
  /// samples out), which a blur that wide cannot show. The offset is rounded to whole pixels.
  ///
  /// With `hiddenUnderOpaque`, pixels where the layer itself is opaque are skipped: the layer,
  /// drawn next at full opacity, hides them.
  func drawShadow(
    of layer: PixelSurface, color: UInt32, dx: Double, dy: Double, sigma: Double,
    hiddenUnderOpaque: Bool
  ) {
    guard color != 0, !layer.dirty.isEmpty, dx.isFinite, dy.isFinite, sigma.isFinite else { return }
    // The engine clamps the radius (EngineLimits.shadowRadius); this keeps the scratch bounded
    // for a tree made some other way.
    let sigma = min(sigma, EngineLimits.shadowRadius.value / 2 * rasterizer.scale)
    let ox = Int(dx.rounded()), oy = Int(dy.rounded())
    let factor = sigma >= 4 ? min(8, Int(sigma / 2)) : 1
    let lowSigma = sigma / Double(factor)
    let radius =
      lowSigma > 0.3
      ? max(1, Int((((4 * lowSigma * lowSigma + 1).squareRoot() - 1) / 2).rounded())) : 0
    let src = layer.dirty
    let moved = RasterRect(x0: src.x0 + ox, y0: src.y0 + oy, x1: src.x1 + ox, y1: src.y1 + oy)
    let region = moved.outset((3 * radius + 1) * factor).intersection(
      RasterRect(x0: 0, y0: 0, x1: width, y1: height))
    let visible = region.intersection(clip.rect)
    guard !visible.isEmpty else { return }
    let lw = (region.width + factor - 1) / factor, lh = (region.height + factor - 1) / factor
    let needed = lw * lh + max(lw, lh) * (2 * radius + 3)
    if blurScratch.count < needed { blurScratch = Array(repeating: 0, count: needed) }
    blurScratch.withUnsafeMutableBufferPointer { buffer in
      guard let a = buffer.baseAddress else { return }
      a.update(repeating: 0, count: lw * lh)
      let line = a + lw * lh
      let inside = moved.intersection(region)
      let weight = 1 / Float(factor * factor)
      if !inside.isEmpty {
        for y in inside.y0..<inside.y1 {
          let from = layer.pixels + (y - oy) * width - ox
          let cells = a + ((y - region.y0) / factor) * lw
          // One division per row: the blocks after the first start on the grid.
          var x = inside.x0
          var cell = (x - region.x0) / factor
          var blockEnd = min(inside.x1, region.x0 + (cell + 1) * factor)
          while x < inside.x1 {
            var sum: UInt32 = 0
            for i in x..<blockEnd { sum &+= from[i] >> 24 }
            cells[cell] += Float(sum) * weight
            x = blockEnd
            cell += 1
            blockEnd = min(inside.x1, blockEnd + factor)
          }
        }
      }
      if radius > 0 {
        let other = line + max(lw, lh)
        for _ in 0..<3 {
          for y in 0..<lh { Self.boxBlurRow(a + y * lw, count: lw, radius: radius, scratch: line) }
        }
        for _ in 0..<3 {
          Self.boxBlurColumns(a, width: lw, height: lh, radius: radius, sums: line, copy: other)
        }
      }
      let plane = clip.plane?.values
      // Bilinear sampling positions of each visible column on the coarse grid.
      var columns: [(Int, Int, Float)] = []
      columns.reserveCapacity(visible.width)
      func sample(_ d: Int, _ count: Int) -> (Int, Int, Float) {
        let u = max(0, (Float(d) + 0.5) / Float(factor) - 0.5)
        let i = min(Int(u), count - 1)
        return (i, min(i + 1, count - 1), u - Float(i))
      }
      for x in visible.x0..<visible.x1 { columns.append(sample(x - region.x0, lw)) }
      for y in visible.y0..<visible.y1 {
        let dst = target.pixels + y * width
        let own = layer.pixels + y * width
        let skipOpaque = hiddenUnderOpaque && plane == nil
        let (j0, j1, fy) = sample(y - region.y0, lh)
        let r0 = a + j0 * lw, r1 = a + j1 * lw
        for (k, (i0, i1, fx)) in columns.enumerated() {
          if skipOpaque && own[visible.x0 + k] >> 24 == 255 { continue }
          let top = r0[i0] + (r0[i1] - r0[i0]) * fx, bottom = r1[i0] + (r1[i1] - r1[i0]) * fx
          let v = top + (bottom - top) * fy
          var c = UInt32(min(max(v, 0), 255) + 0.5)
          let x = visible.x0 + k
          if let plane { c = PixelMath.mul8(c, UInt32(plane[y * width + x])) }
          if c != 0 { dst[x] = PixelMath.over(PixelMath.scale(color, c), dst[x]) }
        }
      }
      target.dirty = target.dirty.union(visible)
    }
  }

  /// One box blur of width `2 * radius + 1` along a row of `count` values.
  private static func boxBlurRow(
    _ p: UnsafeMutablePointer<Float>, count: Int, radius: Int, scratch: UnsafeMutablePointer<Float>
  ) {
    scratch.update(from: p, count: count)
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in 0..<min(radius, count) { sum += scratch[i] }
    for i in 0..<count {
      if i + radius < count { sum += scratch[i + radius] }
      if i - radius - 1 >= 0 { sum -= scratch[i - radius - 1] }
      p[i] = sum * scale
    }
  }

  /// One box blur of height `2 * radius + 1` down every column at once, row by row, keeping
  /// a running sum per column (rows stay contiguous in memory).
  private static func boxBlurColumns(
    _ p: UnsafeMutablePointer<Float>, width: Int, height: Int, radius: Int,
    sums: UnsafeMutablePointer<Float>, copy: UnsafeMutablePointer<Float>
  ) {
    // `copy` holds the last 2 * radius + 2 input rows as a ring, since output overwrites input.
    let ring = 2 * radius + 2
    let scale = 1 / Float(2 * radius + 1)
    sums.update(repeating: 0, count: width)
    for y in 0..<min(radius, height) {
      let row = p + y * width
      for x in 0..<width { sums[x] += row[x] }
    }
    for y in 0..<height {
      let slot = copy + (y % ring) * width
      slot.update(from: p + y * width, count: width)
      if y + radius < height {
        let add = p + (y + radius) * width
        for x in 0..<width { sums[x] += add[x] }
      }
      if y - radius - 1 >= 0 {
        let sub = copy + ((y - radius - 1) % ring) * width
        for x in 0..<width { sums[x] -= sub[x] }
      }
      let out = p + y * width
      for x in 0..<width { out[x] = sums[x] * scale }
    }
  }
}
