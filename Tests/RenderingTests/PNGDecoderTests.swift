import Rendering
import Testing

/// Reading back the PNGs animhost writes, and refusing damaged ones.
@Suite struct PNGDecoderTests {
  /// An image with opaque and (when `translucent`) half-transparent pixels, premultiplied.
  static func image(translucent: Bool) -> RGBAImage {
    var image = RGBAImage(width: 7, height: 5)
    for y in 0..<5 {
      for x in 0..<7 {
        let i = (y * 7 + x) * 4
        let alpha = translucent && x == 3 ? 128 : 255
        image.pixels[i] = UInt8((x * 36) * alpha / 255)
        image.pixels[i + 1] = UInt8((y * 60) * alpha / 255)
        image.pixels[i + 2] = UInt8(((x + y) * 20) * alpha / 255)
        image.pixels[i + 3] = UInt8(alpha)
      }
    }
    return image
  }

  @Test(arguments: [false, true])
  func whatTheEncoderWritesReadsBack(translucent: Bool) throws {
    let image = Self.image(translucent: translucent)
    let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image), subject: "x.png")
    #expect(decoded.width == 7 && decoded.height == 5)
    let off = zip(decoded.pixels, image.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(off <= (translucent ? 1 : 0), "straight alpha in the file: at most one count off")
  }

  @Test(arguments: [
    ("empty", 0, "not a PNG file"), ("cut", 40, "ends in the middle of a chunk"),
    ("crc", -1, "checksum is wrong"),
  ])
  func aDamagedFileIsAnErrorNamingIt(name: String, cut: Int, words: String) throws {
    var bytes = try PNGEncoder.encode(Self.image(translucent: false))
    switch cut {
    case 0: bytes = []
    case -1: bytes[20] ^= 0xFF
    default: bytes = Array(bytes.prefix(cut))
    }
    let error = #expect(throws: EncoderError.self) {
      try PNGDecoder.decode(bytes, subject: "g.png")
    }
    #expect(error?.message.hasPrefix("cannot read 'g.png': ") == true)
    #expect(error?.message.contains(words) == true, "\(name): \(error?.message ?? "")")
  }

  /// A PNG of one row (filter 0) of raw sample bytes in a layout, with optional PLTE and tRNS.
  static func png(
    width: Int, colorType: UInt8, depth: UInt8, row: [UInt8], palette: [UInt8] = [],
    transparency: [UInt8] = [], interlaced: Bool = false
  ) throws -> [UInt8] {
    var header = PNGChunk.bigEndian(UInt32(width)) + PNGChunk.bigEndian(UInt32(1))
    header += [depth, colorType, 0, 0, interlaced ? 1 : 0]
    var bytes = PNGChunk.signature + PNGChunk.make("IHDR", header)
    if !palette.isEmpty { bytes += PNGChunk.make("PLTE", palette) }
    if !transparency.isEmpty { bytes += PNGChunk.make("tRNS", transparency) }
    bytes += PNGChunk.make("IDAT", try ZlibDeflater.compress([0] + row))
    return bytes + PNGChunk.make("IEND", [])
  }

  @Test(
    "every colour type and depth a scene's picture may use reads as premultiplied RGBA",
    arguments: [
      (
        "grey 8", UInt8(0), UInt8(8), 2, [UInt8(0), 255], [UInt8](), [UInt8](),
        [0, 0, 0, 255, 255, 255, 255, 255]
      ),
      (
        "grey 1", 0, 1, 3, [0b1010_0000], [], [],
        [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]
      ),
      (
        "palette 2 with tRNS", 3, 2, 3, [0b0001_1000], [255, 0, 0, 0, 255, 0, 0, 0, 255], [255, 0],
        [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255]
      ),
      ("grey and alpha", 4, 8, 1, [200, 128], [], [], [100, 100, 100, 128]),
      ("RGB 16", 2, 16, 1, [0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x00], [], [], [0x12, 0xAB, 0xFF, 255]),
      (
        "grey 16 with a transparent grey", 0, 16, 1, [0x40, 0x00], [], [0x40, 0x00], [0, 0, 0, 0]
      ),
    ] as [(String, UInt8, UInt8, Int, [UInt8], [UInt8], [UInt8], [UInt8])])
  func everyLayout(
    name: String, colorType: UInt8, depth: UInt8, width: Int, row: [UInt8], palette: [UInt8],
    transparency: [UInt8], expected: [UInt8]
  ) throws {
    let bytes = try Self.png(
      width: width, colorType: colorType, depth: depth, row: row, palette: palette,
      transparency: transparency)
    let image = try PNGDecoder.decode(bytes, subject: "p.png")
    #expect(image.width == width && image.height == 1)
    #expect(image.pixels == expected, "\(name)")
  }

  @Test("an interlaced picture is refused with the fix")
  func interlacedIsRefused() throws {
    let bytes = try Self.png(width: 1, colorType: 0, depth: 8, row: [0], interlaced: true)
    let error = #expect(throws: EncoderError.self) {
      try PNGDecoder.decode(bytes, subject: "p.png", fix: "save it as a PNG file")
    }
    #expect(
      error?.message
        == "cannot read 'p.png': it is interlaced; save it again without interlacing")
  }
}
