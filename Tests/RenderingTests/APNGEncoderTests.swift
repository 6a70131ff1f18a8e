import Rendering
import Testing

@Suite struct APNGEncoderTests {
  private func encode(_ frames: [(RGBAImage, Double)]) throws -> [UInt8] {
    let sink = MemorySink()
    let encoder = try APNGEncoder(
      width: frames[0].0.width, height: frames[0].0.height, frameCount: frames.count, sink: sink)
    for (image, seconds) in frames { try encoder.append(image, duration: seconds) }
    try encoder.finish()
    return sink.bytes
  }

  /// A slide with a translucent overlay frame and a repeated frame in the middle.
  private static func sequence() -> [(RGBAImage, Double)] {
    var frames = (0..<5).map {
      (GIFTestFrames.slide(width: 48, height: 90, index: $0, count: 5), 1.0 / 60)
    }
    frames.insert(frames[2], at: 3)
    let overlay = GIFTestFrames.filling(
      frames[5].0, x: 4, y: 4, width: 10, height: 10, SIMD4(0, 0, 60, 128))
    frames.append((overlay, 0.25))
    return frames
  }

  @Test func framesCompositeBackToTheSource() throws {
    let frames = Self.sequence()
    let decoded = try PNGTestDecoder(try encode(frames))
    #expect(decoded.frameCountAnnounced == frames.count)
    #expect(decoded.plays == 0)
    #expect(decoded.colorType == 6)
    #expect(decoded.frames.count == frames.count)
    #expect(Array(decoded.chunkTypes.prefix(4)) == ["IHDR", "acTL", "fcTL", "IDAT"])
    for (i, frame) in decoded.frames.enumerated() {
      #expect(frame.canvas == frames[i].0.straightAlphaPixels(), "frame \(i)")
      #expect(frame.dispose == 0)
    }
    #expect(decoded.image == frames[0].0.straightAlphaPixels())
    #expect(
      decoded.frames[0].blend == 0 && decoded.frames[1].blend == 1, "opaque changes blend OVER")
    #expect(decoded.frames[3].rect == (0, 0, 1, 1), "a repeated frame is a 1×1 no-op")
    #expect(decoded.frames[6].blend == 0, "a translucent change replaces (SOURCE)")
  }

  static let delayCases: [(name: String, seconds: [Double], expected: [[Int]])] = [
    ("60 fps", [1.0 / 60, 1.0 / 60], [[1, 60], [1, 60]]),
    ("tenths", [0.1, 0.3], [[1, 10], [3, 10]]),
    (
      "odd durations track the total in ms", [0.0004, 0.0004, 0.0004],
      [[0, 1000], [1, 1000], [0, 1000]]
    ),
  ]

  @Test(arguments: delayCases)
  func delaysAreExactFractions(_ c: (name: String, seconds: [Double], expected: [[Int]])) throws {
    let images = (0..<c.seconds.count).map {
      GIFTestFrames.slide(width: 20, height: 30, index: $0, count: c.seconds.count)
    }
    let decoded = try PNGTestDecoder(try encode(Array(zip(images, c.seconds))))
    #expect(decoded.frames.map { [$0.delay.numerator, $0.delay.denominator] } == c.expected)
  }

  @Test func wrongFrameCountsThrow() throws {
    let image = RGBAImage(width: 2, height: 2)
    let encoder = try APNGEncoder(width: 2, height: 2, frameCount: 2, sink: MemorySink())
    try encoder.append(image, duration: 0.1)
    let short = #expect(throws: EncoderError.self) { try encoder.finish() }
    #expect(short?.code == .frameCount)
    let one = try APNGEncoder(width: 2, height: 2, frameCount: 1, sink: MemorySink())
    try one.append(image, duration: 0.1)
    let extra = #expect(throws: EncoderError.self) { try one.append(image, duration: 0.1) }
    #expect(extra?.code == .frameCount)
    #expect(throws: EncoderError.self) {
      try APNGEncoder(width: 2, height: 2, frameCount: 0, sink: MemorySink())
    }
  }

  @Test func isDeterministic() throws {
    #expect(try encode(Self.sequence()) == encode(Self.sequence()))
  }

  @Test(
    .enabled(
      if: ExternalDecoder.hasPngcheck, "pngcheck is not installed (apt-get install pngcheck)"))
  func pngcheckAccepts() throws {
    let path = try ExternalDecoder.temporaryFile(try encode(Self.sequence()), suffix: ".png")
    let verdict = ExternalDecoder.pngcheck(path)
    #expect(verdict.ok, "\(verdict.output)")
  }

  @Test(.enabled(if: ExternalDecoder.hasPillow, "Pillow is not installed (pip install pillow)"))
  func pillowDecodesEveryFrame() throws {
    let frames = Self.sequence()
    let path = try ExternalDecoder.temporaryFile(try encode(frames), suffix: ".png")
    let result = try ExternalDecoder.pillowFrames(path, pixels: true)
    #expect(result.format == "PNG")
    #expect(result.loop == 0)
    #expect(result.frames.count == frames.count)
    for (i, frame) in result.frames.enumerated() {
      #expect(frame.width == 48 && frame.height == 90)
      #expect(abs(frame.duration - frames[i].1 * 1000) < 0.001, "frame \(i) duration")
      #expect(frame.rgba == frames[i].0.straightAlphaPixels(), "frame \(i) pixels")
    }
  }

  @Test(
    .enabled(
      if: ExternalDecoder.hasImageMagick,
      "ImageMagick is not installed (apt-get install imagemagick)"))
  func imageMagickReadsTheDefaultImage() throws {
    let path = try ExternalDecoder.temporaryFile(try encode(Self.sequence()), suffix: ".png")
    let frames = try ExternalDecoder.imageMagickFrames(path)
    #expect(frames.first?.width == 48 && frames.first?.height == 90)
  }

  @Test(
    .enabled(
      if: ExternalDecoder.hasImageMagickAPNG,
      "ImageMagick reads APNG frames only with ffmpeg installed"))
  func imageMagickReadsEveryFrame() throws {
    // ImageMagick reads APNG through ffmpeg, which resamples to a constant frame rate, so the
    // frames here share one delay (a 0.25 s frame would come back as several).
    let frames = Self.sequence().map { ($0.0, 1.0 / 30) }
    let path = try ExternalDecoder.temporaryFile(try encode(frames), suffix: ".png")
    let decoded = try ExternalDecoder.imageMagickFrames("apng:" + path)
    #expect(decoded.count == frames.count)
  }

  @Test func unchangedRunsInsideARowKeepTheirColour() throws {
    // Over white with a blue stripe (x 20...21), two red squares (rows 4...9) move right by 2
    // pixels, and one green pixel appears at (15, 12). In the changed rectangle (2, 4, 36, 9),
    // a run of unchanged pixels inside a row in one colour keeps it (the squares' red middles),
    // a run mixing colours is transparent (white and blue), and so is a run touching either end
    // of a row (row 12's white before the green pixel).
    let white = SIMD4<UInt8>(255, 255, 255, 255)
    let red = SIMD4<UInt8>(220, 30, 40, 255)
    let blue = SIMD4<UInt8>(20, 60, 200, 255)
    let base = GIFTestFrames.filling(
      GIFTestFrames.solid(width: 40, height: 16, white), x: 20, y: 0, width: 2, height: 16, blue)
    func squares(at x: Int) -> RGBAImage {
      GIFTestFrames.filling(
        GIFTestFrames.filling(base, x: x, y: 4, width: 8, height: 6, red), x: x + 26, y: 4,
        width: 8, height: 6, red)
    }
    let second = GIFTestFrames.filling(
      squares(at: 4), x: 15, y: 12, width: 1, height: 1, SIMD4(30, 180, 60, 255))
    let decoded = try PNGTestDecoder(try encode([(squares(at: 2), 0.1), (second, 0.1)]))
    let frame = try #require(decoded.frames.last)
    #expect(frame.canvas == second.straightAlphaPixels())
    #expect(frame.blend == 1 && frame.rect == (2, 4, 36, 9))
    func row(_ y: Int) -> [SIMD4<UInt8>] {
      (0..<36).map { x in
        let o = (y * 36 + x) * 4
        return SIMD4(
          frame.pixels[o], frame.pixels[o + 1], frame.pixels[o + 2], frame.pixels[o + 3])
      }
    }
    let clear = SIMD4<UInt8>(0, 0, 0, 0)
    let squaresRow = row(0)
    #expect(squaresRow[0..<2].allSatisfy { $0 == white }, "changed: red moved off")
    #expect(squaresRow[2..<8].allSatisfy { $0 == red }, "unchanged red inside the row")
    #expect(squaresRow[8..<10].allSatisfy { $0 == red }, "changed: red moved on")
    #expect(squaresRow[10..<26].allSatisfy { $0 == clear }, "unchanged white and blue")
    #expect(squaresRow[26..<28].allSatisfy { $0 == white })
    #expect(squaresRow[28..<36].allSatisfy { $0 == red })
    let greenRow = row(8)
    #expect(greenRow[0..<13].allSatisfy { $0 == clear }, "unchanged white at the row's start")
    #expect(greenRow[13] == SIMD4(30, 180, 60, 255))
    #expect(greenRow[14..<36].allSatisfy { $0 == clear })
  }
}
