import Rendering

/// Synthetic transition-like frames: a rounded card sliding in over a screen with a header bar,
/// anti-aliased edges at sub-pixel positions, and optionally a dimming layer over what is behind.
enum GIFTestFrames {
  /// Frame `index` of `count` (ease-out slide from the right), premultiplied RGBA.
  static func slide(width: Int, height: Int, index: Int, count: Int, dim: Bool = false) -> RGBAImage
  {
    let t = count > 1 ? Double(index) / Double(count - 1) : 1
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    let cardX = Double(width) * (1 - eased) + Double(width) * 0.06
    let cardY = Double(height) * 0.12
    let cardW = Double(width) * 0.88
    let cardH = Double(height) * 0.8
    let radius = Double(width) * 0.05
    let dimAlpha = dim ? 0.4 * eased : 0
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let header = Int(Double(height) * 0.08)
    let rows = (0..<height).map { y -> (Double, Double, Double) in
      y < header ? (0.20, 0.47, 0.96) : (0.95, 0.95, 0.97)
    }
    for y in 0..<height {
      let py = Double(y) + 0.5
      let base = rows[y]
      for x in 0..<width {
        let px = Double(x) + 0.5
        var r = base.0 * (1 - dimAlpha)
        var g = base.1 * (1 - dimAlpha)
        var b = base.2 * (1 - dimAlpha)
        // Coverage of the rounded card (signed distance, one pixel of anti-aliasing).
        let qx = max(abs(px - (cardX + cardW / 2)) - cardW / 2 + radius, 0)
        let qy = max(abs(py - (cardY + cardH / 2)) - cardH / 2 + radius, 0)
        let outside = min(
          max(
            abs(px - (cardX + cardW / 2)) - cardW / 2 + radius,
            abs(py - (cardY + cardH / 2)) - cardH / 2 + radius), 0)
        let distance = (qx * qx + qy * qy).squareRoot() + outside - radius
        let coverage = min(max(0.5 - distance, 0), 1)
        if coverage > 0 {
          let inBar = py < cardY + cardH * 0.1
          let card = inBar ? (0.98, 0.36, 0.30) : (1.0, 1.0, 1.0)
          r = r * (1 - coverage) + card.0 * coverage
          g = g * (1 - coverage) + card.1 * coverage
          b = b * (1 - coverage) + card.2 * coverage
        }
        let o = (y * width + x) * 4
        pixels[o] = UInt8((r * 255).rounded())
        pixels[o + 1] = UInt8((g * 255).rounded())
        pixels[o + 2] = UInt8((b * 255).rounded())
        pixels[o + 3] = 255
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// A solid premultiplied image.
  static func solid(width: Int, height: Int, _ color: SIMD4<UInt8>) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for i in 0..<(width * height) {
      image.pixels[i * 4] = color.x
      image.pixels[i * 4 + 1] = color.y
      image.pixels[i * 4 + 2] = color.z
      image.pixels[i * 4 + 3] = color.w
    }
    return image
  }

  /// `image` with a rectangle filled with a premultiplied colour.
  static func filling(
    _ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, _ color: SIMD4<UInt8>
  ) -> RGBAImage {
    var out = image
    for row in y..<(y + height) {
      for col in x..<(x + width) {
        let o = (row * image.width + col) * 4
        out.pixels[o] = color.x
        out.pixels[o + 1] = color.y
        out.pixels[o + 2] = color.z
        out.pixels[o + 3] = color.w
      }
    }
    return out
  }

  /// Straight RGBA as GIF shows it: alpha below 128 is transparent black, the rest opaque.
  static func asGIFShowsIt(_ image: RGBAImage) -> [UInt8] {
    var out = image.straightAlphaPixels()
    for i in stride(from: 0, to: out.count, by: 4) {
      if out[i + 3] < 128 {
        out[i] = 0; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 0
      } else {
        out[i + 3] = 255
      }
    }
    return out
  }
}
