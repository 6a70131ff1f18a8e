import TransitionEngine

// libm math only (the Swift standard library has no atan2); no other C call here.
#if canImport(Glibc)
  import func Glibc.atan2
#endif

extension RasterCanvas {
  /// A gradient layer's colours over the rounded bounds (CAGradientLayer): each pixel's place
  /// in the gradient is found in the layer's bounds space through the inverse map, so it holds
  /// under perspective.
  func drawGradient(
    _ g: GradientFrame, bounds: Rect, radius: Double, _ h: Homography, opacity: Double
  ) {
    guard let first = g.colors.first, bounds.width > 0, bounds.height > 0 else { return }
    guard g.colors.count > 1 else {
      fill(bounds, radius: radius, h, color: Self.pack(first, opacity))
      return
    }
    guard let inverse = h.inverted else { return }
    let ramp = Self.ramp(g, opacity: opacity)
    let saved = beginLayer()
    fill(bounds, radius: radius, h, color: 0xFFFF_FFFF)
    let layer = endLayer(saved)
    let region = layer.dirty
    let start = SIMD2(
      bounds.x + g.startPoint.x * bounds.width, bounds.y + g.startPoint.y * bounds.height)
    let end = SIMD2(bounds.x + g.endPoint.x * bounds.width, bounds.y + g.endPoint.y * bounds.height)
    let axis = end - start
    let axisLength2 = (axis * axis).sum()
    let baseAngle = atan2(axis.y, axis.x)
    // The radial gradient's ellipse through the end point's x and y distances; a zero one
    // takes the other (a circle), as a gradient along one axis asks for (**chosen**).
    let rx = abs(axis.x) > 0 ? abs(axis.x) : abs(axis.y)
    let ry = abs(axis.y) > 0 ? abs(axis.y) : abs(axis.x)
    let kind = g.kind
    /// Where around a conic gradient a local point lies, 0..<1.
    @inline(__always) func turn(_ d: SIMD2<Double>) -> Double {
      var turn = (atan2(d.y, d.x) - baseAngle) / (2 * .pi)
      turn -= turn.rounded(.down)
      return turn
    }
    // Inside a rectangular clip the colours go straight onto the target (one pass, not two).
    let direct =
      !region.isEmpty && region.intersection(clip.rect) == region && clipMask(for: region) == nil
    ramp.withUnsafeBufferPointer { colors in
      // Axial and radial places are ratios of forms linear in the device point (the inverse
      // map's homogeneous coordinates), worked out once a row; conic needs an angle a pixel.
      let m = inverse
      let zx = m.m13, zy = m.m23, z0 = m.m33
      // Axial: ((p − start) · axis) / |axis|², p the local point, times w over w.
      let ax = axisLength2 > 0 ? axis / axisLength2 : SIMD2(0, 0)
      let tx = m.m11 * ax.x + m.m12 * ax.y - zx * (start * ax).sum()
      let ty = m.m21 * ax.x + m.m22 * ax.y - zy * (start * ax).sum()
      let t0 = m.m31 * ax.x + m.m32 * ax.y - z0 * (start * ax).sum()
      // Radial: ((p − start) / (rx, ry)) times w, per coordinate.
      let (irx, iry) = rx > 0 ? (1 / rx, 1 / ry) : (0, 0)
      let ux = (m.m11 - zx * start.x) * irx, uy = (m.m21 - zy * start.x) * irx
      let u0 = (m.m31 - z0 * start.x) * irx
      let vx = (m.m12 - zx * start.y) * iry, vy = (m.m22 - zy * start.y) * iry
      let v0 = (m.m32 - z0 * start.y) * iry
      // An axial gradient whose place does not change down the rows (a horizontal gradient, a
      // page turned about a vertical axis) takes each column's entry once, from the same
      // arithmetic (ty and zy are zero, so every row's sums are z0 and t0).
      let byColumn = kind == .axial && ty == 0 && zy == 0
      var columnEntries = [Int16](repeating: -1, count: byColumn ? region.width : 0)
      if byColumn {
        for x in region.x0..<region.x1 {
          let px = Double(x) + 0.5
          let w = zx * px + z0
          guard w > 1e-12 else { continue }
          let t = (tx * px + t0) / w
          columnEntries[x - region.x0] = Int16(
            t.isFinite ? Int(min(max(t, 0), 1) * 255 + 0.5) : 255)
        }
      }
      for y in region.y0..<region.y1 {
        let row = layer.pixels + y * width
        let dst = target.pixels + y * width
        let py = Double(y) + 0.5
        let (zRow, tRow) = (zy * py + z0, ty * py + t0)
        let (uRow, vRow) = (uy * py + u0, vy * py + v0)
        for x in region.x0..<region.x1 where row[x] != 0 {
          var index = 0
          if byColumn {
            let entry = columnEntries[x - region.x0]
            guard entry >= 0 else {
              row[x] = 0
              continue
            }
            index = Int(entry)
          } else {
            let px = Double(x) + 0.5
            let w = zx * px + zRow
            guard w > 1e-12 else {
              row[x] = 0
              continue
            }
            let t: Double
            switch kind {
            case .axial:
              t = (tx * px + tRow) / w
            case .radial:
              guard rx > 0 else {
                t = 1
                break
              }
              let u = (ux * px + uRow) / w, v = (vx * px + vRow) / w
              t = (u * u + v * v).squareRoot()
            case .conic:
              // w > 0 above, so the point maps.
              let p = SIMD2(
                (m.m11 * px + m.m21 * py + m.m31) / w, (m.m12 * px + m.m22 * py + m.m32) / w)
              t = turn(p - start)
            }
            // Nearest of the 256 entries; t * 255 + 0.5 is never negative, so truncating rounds.
            index = t.isFinite ? Int(min(max(t, 0), 1) * 255 + 0.5) : 255
          }
          let coverage = row[x] >> 24
          let color = coverage == 255 ? colors[index] : PixelMath.scale(colors[index], coverage)
          guard direct else {
            row[x] = color
            continue
          }
          // Drawn straight onto the target, as compositing the layer would.
          if color >> 24 == 255 {
            dst[x] = color
          } else if color != 0 {
            dst[x] = PixelMath.over(color, dst[x])
          }
        }
      }
    }
    if direct {
      // Releasing clears the coverage, a row at a time.
      target.dirty = target.dirty.union(region)
    } else {
      composite(layer, opacity: 255)
    }
    release(layer)
  }

  /// 256 packed colours along the gradient: its stops (evenly spaced without locations, the
  /// first and last colours held outside them), interpolated in premultiplied RGBA.
  static func ramp(_ g: GradientFrame, opacity: Double) -> [UInt32] {
    let count = g.colors.count
    var stops: [Double] = (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    if let locations = g.locations, locations.count >= count {
      stops = Array(locations.prefix(count))
    }
    let colors = g.colors.map { c -> SIMD4<Double> in
      let a = min(max(c.alpha, 0), 1) * min(max(opacity, 0), 1)
      return SIMD4(c.red * a, c.green * a, c.blue * a, a)
    }
    return (0..<256).map { i in
      let t = Double(i) / 255
      var c = colors[0]
      if t >= stops[count - 1] {
        c = colors[count - 1]
      } else if t > stops[0] {
        var k = 1
        while k < count - 1, stops[k] < t { k += 1 }
        let span = stops[k] - stops[k - 1]
        let f = span > 0 ? (t - stops[k - 1]) / span : 1
        c = colors[k - 1] + (colors[k] - colors[k - 1]) * f
      }
      let v = (c * 255).rounded(.toNearestOrAwayFromZero)
      func lane(_ x: Double) -> UInt32 { UInt32(min(max(x, 0), 255)) }
      let a = lane(v[3])
      return min(lane(v[0]), a) | min(lane(v[1]), a) << 8 | min(lane(v[2]), a) << 16 | a << 24
    }
  }

  /// A shadow cast by a path (CALayer.shadowPath) instead of the layer's drawing: the path
  /// filled in the shadow colour, blurred and offset, under what the layer draws next.
  func drawPathShadow(_ path: Path, _ node: FrameNode, _ h: Homography) {
    let saved = beginLayer()
    fill(path, h, color: 0xFFFF_FFFF)
    let shape = endLayer(saved)
    let c = node.shadowColor
    let s = rasterizer.scale
    drawShadow(
      of: shape,
      color: PixelMath.pack(
        c.red, c.green, c.blue, c.alpha, opacity: node.shadowOpacity * min(node.alpha, 1)),
      dx: node.shadowOffset.width * s, dy: node.shadowOffset.height * s,
      sigma: node.shadowRadius / 2 * s, hiddenUnderOpaque: false)
    release(shape)
  }
}
