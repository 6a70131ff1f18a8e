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
}
