import TransitionEngine

extension RasterCanvas {
  /// An image's pixels stretched over the rounded bounds (a UIImage drawn by a UIImageView):
  /// each device pixel is mapped back into the image through the inverse map, so the picture
  /// holds under perspective, and sampled bilinearly in premultiplied RGBA (**chosen**: Core
  /// Animation's default minification and magnification filters are linear).
  func drawBitmap(
    _ bitmap: BitmapImage, bounds: Rect, radius: Double, _ h: Homography, opacity: Double
  ) {
    guard bounds.width > 0, bounds.height > 0, let inverse = h.inverted else { return }
    let saved = beginLayer()
    fill(bounds, radius: radius, h, color: 0xFFFF_FFFF)
    let layer = endLayer(saved)
    let region = layer.dirty
    let (bw, bh) = (bitmap.width, bitmap.height)
    let kx = Double(bw) / bounds.width, ky = Double(bh) / bounds.height
    let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
    bitmap.pixels.withUnsafeBufferPointer { source in
      for y in region.y0..<region.y1 {
        let row = layer.pixels + y * width
        for x in region.x0..<region.x1 where row[x] != 0 {
          guard let p = inverse.apply(Double(x) + 0.5, Double(y) + 0.5) else {
            row[x] = 0
            continue
          }
          let u = (p.x - bounds.x) * kx - 0.5, v = (p.y - bounds.y) * ky - 0.5
          let sample = Self.bilinear(source, bw, bh, u, v)
          row[x] = PixelMath.scale(PixelMath.scale(sample, row[x] >> 24), alpha)
        }
      }
    }
    composite(layer, opacity: 255)
    release(layer)
  }

  /// The premultiplied colour at (u, v) in pixel units (centres at whole numbers), clamped at
  /// the edges.
  @inline(__always)
  static func bilinear(
    _ pixels: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ u: Double, _ v: Double
  ) -> UInt32 {
    guard u.isFinite, v.isFinite else { return 0 }
    let cu = min(max(u, 0), Double(w - 1)), cv = min(max(v, 0), Double(h - 1))
    let x0 = Int(cu), y0 = Int(cv)
    let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
    let fx = UInt32(((cu - Double(x0)) * 256).rounded()),
      fy = UInt32(((cv - Double(y0)) * 256).rounded())
    func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
      guard f > 0 else { return a }
      guard f < 256 else { return b }
      let g = 256 - f
      let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f) >> 8) & 0x00FF_00FF
      let ag = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f)) & 0xFF00_FF00
      return rb | ag
    }
    let top = mix(pixels[y0 * w + x0], pixels[y0 * w + x1], fx)
    let bottom = mix(pixels[y1 * w + x0], pixels[y1 * w + x1], fx)
    return mix(top, bottom, fy)
  }
}
