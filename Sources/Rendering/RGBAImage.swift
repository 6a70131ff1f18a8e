/// A bitmap of 8-bit RGBA pixels with premultiplied alpha, rows top to bottom.
package struct RGBAImage: Equatable, Sendable {
  package let width: Int
  package let height: Int
  /// `width * height * 4` bytes: R, G, B, A per pixel, colour already multiplied by alpha.
  package var pixels: [UInt8]

  /// A transparent image.
  package init(width: Int, height: Int) {
    precondition(width >= 0 && height >= 0, "RGBAImage: negative size")
    self.width = width
    self.height = height
    pixels = Array(repeating: 0, count: width * height * 4)
  }

  /// An image from premultiplied pixel bytes.
  package init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      pixels.count == width * height * 4, "RGBAImage: pixel count does not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied pixel at a column and row.
  package func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
    let i = (y * width + x) * 4
    return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// The pixels with straight (not premultiplied) alpha, as PNG and GIF store them.
  package func straightAlphaPixels() -> [UInt8] {
    var out = pixels
    for i in stride(from: 0, to: out.count, by: 4) {
      let a = Int(out[i + 3])
      guard a != 0, a != 255 else { continue }
      for c in 0..<3 {
        out[i + c] = UInt8(min(255, (Int(out[i + c]) * 255 + a / 2) / a))
      }
    }
    return out
  }
}
