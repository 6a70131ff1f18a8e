/// Encodes one image as a PNG: RGB8 when every pixel is opaque, else RGBA8 with straight alpha;
/// adaptive row filters; zlib deflate.
package enum PNGEncoder {
  /// The PNG file for an image.
  package static func encode(_ image: RGBAImage) throws -> [UInt8] {
    try checkSize(width: image.width, height: image.height)
    let opaque = isOpaque(image.pixels)
    var file = PNGChunk.signature
    file += PNGChunk.make("IHDR", header(width: image.width, height: image.height, alpha: !opaque))
    let whole = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
    file += PNGChunk.make(
      "IDAT",
      try compressedData(
        image.straightAlphaPixels(), imageWidth: image.width, rect: whole, alpha: !opaque))
    file += PNGChunk.make("IEND", [])
    return file
  }

  /// Throws unless PNG can hold the size (1...2^31-1 each way).
  static func checkSize(width: Int, height: Int) throws {
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw EncoderError(
        .badSize, subject: "\(width)x\(height)",
        "PNG size '\(width)x\(height)' is out of range; use a width and height of at least 1")
    }
  }

  /// The IHDR payload: 8-bit RGB or RGBA, no interlace.
  static func header(width: Int, height: Int, alpha: Bool) -> [UInt8] {
    PNGChunk.bigEndian(UInt32(width)) + PNGChunk.bigEndian(UInt32(height)) + [
      8, alpha ? 6 : 2, 0, 0, 0,
    ]
  }

  /// Whether every pixel of premultiplied or straight RGBA bytes has alpha 255.
  static func isOpaque(_ pixels: [UInt8]) -> Bool {
    var i = 3
    while i < pixels.count {
      if pixels[i] != 255 { return false }
      i += 4
    }
    return true
  }

  /// Filtered, deflated rows of `rect` from straight RGBA pixels `imageWidth` wide (RGB when
  /// `alpha` is false).
  ///
  /// `.adaptive` picks each row's filter and deflates with run-length matches only (a still
  /// picture: smooth areas become runs); `.unfiltered` keeps the bytes as they are and deflates
  /// with full string matching at `level` (animation frames: mostly transparent, with the same
  /// shapes drawn again and again, which matching finds and filtering would hide).
  static func compressedData(
    _ straight: [UInt8], imageWidth: Int, rect: PixelRect, alpha: Bool,
    rows: PNGRowFilter.Choice = .adaptive, level: Int32 = 6
  ) throws -> [UInt8] {
    if alpha {
      let offset = (rect.y * imageWidth + rect.x) * 4
      if rows == .unfiltered {
        let unfiltered = PNGRowFilter.unfiltered(
          straight, offset: offset, stride: imageWidth * 4, rowBytes: rect.width * 4,
          rows: rect.height)
        return try ZlibDeflater.compress(unfiltered, level: level, strategy: .standard)
      }
      let filtered = PNGRowFilter.filter(
        straight, offset: offset, stride: imageWidth * 4,
        rowBytes: rect.width * 4, rows: rect.height, bpp: 4)
      return try ZlibDeflater.compress(filtered, strategy: .runLength)
    }
    var rgb = [UInt8](repeating: 0, count: rect.width * rect.height * 3)
    var o = 0
    for y in rect.y..<(rect.y + rect.height) {
      var i = (y * imageWidth + rect.x) * 4
      for _ in 0..<rect.width {
        rgb[o] = straight[i]
        rgb[o + 1] = straight[i + 1]
        rgb[o + 2] = straight[i + 2]
        o += 3
        i += 4
      }
    }
    let filtered = PNGRowFilter.filter(
      rgb, stride: rect.width * 3, rowBytes: rect.width * 3, rows: rect.height, bpp: 3)
    return try ZlibDeflater.compress(filtered, strategy: .runLength)
  }
}
