import TransitionEngine

extension RasterCanvas {
  /// A resizable snapshot (SnapshotRegion): the region of the frozen content drawn into the
  /// bounds as nine slices, the corners unscaled, the edges stretched along one axis and the
  /// middle along both; caps wider than the bounds shrink in proportion.
  func drawSnapshot(_ content: FrameNode, region: SnapshotRegion, bounds: Rect, _ h: Homography) {
    let source = region.rect
    guard source.width > 0, source.height > 0, bounds.width > 0, bounds.height > 0 else { return }
    // The region is in the content's bounds space; the content is drawn from its parent's.
    let toParent = Self.localToParent(content)
    let (top, left, bottom, right) = (
      region.capInsets[0], region.capInsets[1], region.capInsets[2], region.capInsets[3]
    )
    let xs = Self.slices(source.x, source.width, left, right, bounds.x, bounds.width)
    let ys = Self.slices(source.y, source.height, top, bottom, bounds.y, bounds.height)
    for (sx, dx) in xs {
      for (sy, dy) in ys where sx.length > 0 && sy.length > 0 && dx.length > 0 && dy.length > 0 {
        let slice = Rect(x: dx.start, y: dy.start, width: dx.length, height: dy.length)
        let saved = pushClip(slice, radius: 0, h)
        if !clip.rect.isEmpty {
          let place = Homography.translation(-sx.start, -sy.start)
            .then(.scale(dx.length / sx.length, dy.length / sy.length))
            .then(.translation(dx.start, dy.start)).then(h)
          guard let fromParent = toParent.inverted else {
            popClip(saved)
            return
          }
          draw(content, in: fromParent.then(place))
        }
        popClip(saved)
      }
    }
  }

  /// One interval of a nine-slice axis: where it starts and how long it is.
  struct SliceSpan {
    var start: Double
    var length: Double
  }

  /// The three source and destination spans along one axis: the caps keep their size (both
  /// shrink in proportion when they do not fit the destination) and the middle stretches.
  static func slices(
    _ s0: Double, _ sLength: Double, _ capA: Double, _ capB: Double, _ d0: Double,
    _ dLength: Double
  ) -> [(SliceSpan, SliceSpan)] {
    let a = min(max(capA, 0), sLength), b = min(max(capB, 0), sLength - a)
    let fit = a + b > dLength && a + b > 0 ? dLength / (a + b) : 1
    let (da, db) = (a * fit, b * fit)
    return [
      (SliceSpan(start: s0, length: a), SliceSpan(start: d0, length: da)),
      (
        SliceSpan(start: s0 + a, length: sLength - a - b),
        SliceSpan(start: d0 + da, length: dLength - da - db)
      ),
      (
        SliceSpan(start: s0 + sLength - b, length: b),
        SliceSpan(start: d0 + dLength - db, length: db)
      ),
    ]
  }
}

extension RasterCanvas {
  /// Two looks blended as a cross-fade (a CATransition's fade): `(1 − f) × old + f × new`,
  /// pixel by pixel in premultiplied RGBA, then drawn over the target.
  func crossfade(
    _ old: FrameNode, _ new: FrameNode, _ fraction: Double, _ h: Homography,
    _ sublayer: Transform3D?
  ) {
    let f = fraction.isFinite ? min(max(fraction, 0), 1) : 1
    if target.isClear, clip.plane == nil, clip.pending == nil {
      crossfadeOnClear(old, new, f, h, sublayer)
      return
    }
    let savedOld = beginLayer()
    draw(old, in: h, sublayer: sublayer)
    let a = endLayer(savedOld)
    let savedNew = beginLayer()
    draw(new, in: h, sublayer: sublayer)
    let b = endLayer(savedNew)
    let region = a.dirty.union(b.dirty)
    let kb = UInt32((f * 255).rounded()), ka = 255 - kb
    if !region.isEmpty, region.intersection(clip.rect) == region, clipMask(for: region) == nil {
      // Mixed straight onto the target in one pass.
      for y in region.y0..<region.y1 {
        let pa = a.pixels + y * width, pb = b.pixels + y * width, dst = target.pixels + y * width
        for x in region.x0..<region.x1 where pa[x] | pb[x] != 0 {
          let s = PixelMath.scale(pa[x], ka) &+ PixelMath.scale(pb[x], kb)
          if s >> 24 == 255 { dst[x] = s } else if s != 0 { dst[x] = PixelMath.over(s, dst[x]) }
        }
      }
      target.dirty = target.dirty.union(region)
      // Releasing clears what each layer drew, a row at a time.
      release(a)
      release(b)
      return
    }
    if !region.isEmpty {
      for y in region.y0..<region.y1 {
        let pa = a.pixels + y * width, pb = b.pixels + y * width
        for x in region.x0..<region.x1 where pa[x] | pb[x] != 0 {
          pb[x] = PixelMath.scale(pa[x], ka) &+ PixelMath.scale(pb[x], kb)
          pa[x] = 0
        }
      }
      a.dirty = .empty
      b.dirty = region
    }
    release(a)
    composite(b, opacity: 255)
    release(b)
  }

  /// `crossfade` on a clear offscreen target with no clip coverage, with one layer fewer: the
  /// old look is drawn on the target itself (as on a fresh layer) and the blend is written
  /// there, pixel for pixel what blending in a layer and drawing it over the clear target gives.
  private func crossfadeOnClear(
    _ old: FrameNode, _ new: FrameNode, _ f: Double, _ h: Homography, _ sublayer: Transform3D?
  ) {
    draw(old, in: h, sublayer: sublayer)
    let a = target
    let savedNew = beginLayer()
    draw(new, in: h, sublayer: sublayer)
    let b = endLayer(savedNew)
    let region = a.dirty.union(b.dirty)
    let shown = region.intersection(clip.rect)
    let kb = UInt32((f * 255).rounded()), ka = 255 - kb
    let kaFour = SIMD4(repeating: ka), kbFour = SIMD4(repeating: kb)
    if !region.isEmpty {
      for y in region.y0..<region.y1 {
        let pa = a.pixels + y * width, pb = b.pixels + y * width
        let rowShown = y >= shown.y0 && y < shown.y1
        var x = region.x0
        while x < region.x1 {
          if rowShown && x >= shown.x0 && x + 4 <= shown.x1 {
            // Four shown pixels at once (`PixelMath.scaleFour`), the same bits.
            let va = UnsafeRawPointer(pa + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let vb = UnsafeRawPointer(pb + x).loadUnaligned(as: SIMD4<UInt32>.self)
            if va | vb != .zero {
              let mixed = PixelMath.scaleFour(va, kaFour) &+ PixelMath.scaleFour(vb, kbFour)
              UnsafeMutableRawPointer(pa + x).storeBytes(of: mixed, as: SIMD4<UInt32>.self)
              UnsafeMutableRawPointer(pb + x).storeBytes(of: .zero, as: SIMD4<UInt32>.self)
            }
            x += 4
            continue
          }
          if pa[x] | pb[x] != 0 {
            let inside = rowShown && x >= shown.x0 && x < shown.x1
            pa[x] = inside ? PixelMath.scale(pa[x], ka) &+ PixelMath.scale(pb[x], kb) : 0
            pb[x] = 0
          }
          x += 1
        }
      }
      b.dirty = .empty
    }
    a.dirty = shown
    release(b)
  }
}
