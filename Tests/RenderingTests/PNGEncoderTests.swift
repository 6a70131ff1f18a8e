import Rendering
import Testing

@Suite struct PNGEncoderTests {
  static let images: [(name: String, image: RGBAImage, colorType: Int)] = [
    ("opaque slide", GIFTestFrames.slide(width: 50, height: 80, index: 3, count: 6), 2),
    ("one pixel", GIFTestFrames.solid(width: 1, height: 1, SIMD4(1, 2, 3, 255)), 2),
    (
      "translucent",
      GIFTestFrames.filling(
        RGBAImage(width: 9, height: 7), x: 2, y: 1, width: 5, height: 4, SIMD4(60, 30, 0, 128)), 6
    ),
    ("noise", noise(width: 33, height: 17), 6),
  ]

  /// Deterministic premultiplied noise (every filter gets chosen somewhere).
  static func noise(width: Int, height: Int) -> RGBAImage {
    var state: UInt32 = 7
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<(width * height) {
      state = state &* 1_664_525 &+ 1_013_904_223
      let a = UInt8(state >> 24)
      for c in 0..<3 {
        pixels[i * 4 + c] = UInt8((Int(state >> UInt32(8 * c)) & 0xFF) * Int(a) / 255)
      }
      pixels[i * 4 + 3] = a
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @Test(arguments: images)
  func decodesBackToTheStraightPixels(_ c: (name: String, image: RGBAImage, colorType: Int)) throws
  {
    let png = try PNGEncoder.encode(c.image)
    let decoded = try PNGTestDecoder(png)
    #expect(decoded.chunkTypes == ["IHDR", "IDAT", "IEND"])
    #expect(decoded.width == c.image.width && decoded.height == c.image.height)
    #expect(decoded.colorType == c.colorType)
    #expect(decoded.image == c.image.straightAlphaPixels())
  }

  @Test func isDeterministic() throws {
    let image = GIFTestFrames.slide(width: 40, height: 60, index: 1, count: 3)
    #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(image))
  }

  @Test func emptyImageIsRefused() {
    let error = #expect(throws: EncoderError.self) {
      try PNGEncoder.encode(RGBAImage(width: 0, height: 3))
    }
    #expect(error?.code == .badSize)
  }

  @Test(
    .enabled(
      if: ExternalDecoder.hasPngcheck, "pngcheck is not installed (apt-get install pngcheck)"),
    arguments: images)
  func pngcheckAccepts(_ c: (name: String, image: RGBAImage, colorType: Int)) throws {
    let path = try ExternalDecoder.temporaryFile(try PNGEncoder.encode(c.image), suffix: ".png")
    let verdict = ExternalDecoder.pngcheck(path)
    #expect(verdict.ok, "\(verdict.output)")
  }

  @Test(
    .enabled(if: ExternalDecoder.hasPillow, "Pillow is not installed (pip install pillow)"),
    arguments: images)
  func pillowReadsTheSamePixels(_ c: (name: String, image: RGBAImage, colorType: Int)) throws {
    let path = try ExternalDecoder.temporaryFile(try PNGEncoder.encode(c.image), suffix: ".png")
    let result = try ExternalDecoder.pillowFrames(path, pixels: true)
    #expect(result.format == "PNG")
    #expect(result.frames.count == 1)
    #expect(result.frames.first?.rgba == c.image.straightAlphaPixels())
  }

  @Test(
    .enabled(
      if: ExternalDecoder.hasImageMagick,
      "ImageMagick is not installed (apt-get install imagemagick)"))
  func imageMagickReadsTheSize() throws {
    let image = GIFTestFrames.slide(width: 31, height: 45, index: 2, count: 4)
    let path = try ExternalDecoder.temporaryFile(try PNGEncoder.encode(image), suffix: ".png")
    let frames = try ExternalDecoder.imageMagickFrames(path)
    #expect(frames.count == 1)
    #expect(frames.first?.width == 31 && frames.first?.height == 45)
  }
}
