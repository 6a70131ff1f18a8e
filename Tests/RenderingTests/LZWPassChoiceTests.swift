import Rendering
import Testing

/// The sample that picks a frame's LZW passes, on real index streams and on sample sizes.
@Suite struct LZWPassChoiceTests {
  /// A synthetic index stream and its `LZWTolerance` entries over a 16-step grey ramp.
  struct Stream: CustomTestStringConvertible, Sendable {
    /// What the stream shows.
    var name: String
    /// Row width in pixels.
    var width: Int
    /// Rows.
    var height: Int
    /// How each pixel's grey (0...255) and whether it is unchanged come from x, y and noise.
    var pixel: @Sendable (_ x: Int, _ y: Int, _ noise: Int) -> (grey: Int, unchanged: Bool)

    var testDescription: String { name }

    /// The ramp (index 0 transparent): index i + 1 is grey i × 17.
    static let palette: [UInt32] = [0] + (0..<16).map { UInt32($0 * 17) * 0x01_0101 }

    /// The indices (nearest ramp step, 0 where unchanged) and tolerance entries.
    func make() -> (indices: [UInt8], colors: [UInt32]) {
      var state: UInt32 = 7
      var indices: [UInt8] = []
      var colors: [UInt32] = []
      for y in 0..<height {
        for x in 0..<width {
          state = state &* 1_103_515_245 &+ 12345
          let p = pixel(x, y, Int(state >> 16) % 9 - 4)
          let grey = min(255, max(0, p.grey))
          var entry = UInt32(grey) * 0x01_0101
          if p.unchanged { entry |= LZWTolerance.keepsPrevious }
          colors.append(entry)
          indices.append(p.unchanged ? 0 : UInt8((grey + 8) / 17 + 1))
        }
      }
      return (indices, colors)
    }

    /// The choice for the stream with a tolerance of `limit`.
    func choice(limit: Int) -> LZWPassChoice {
      let (indices, colors) = make()
      var lzw = LZWEncoder()
      var scratch = LZWPassChoice.Scratch()
      return indices.withUnsafeBufferPointer { image in
        colors.withUnsafeBufferPointer { pixels in
          Self.palette.withUnsafeBufferPointer { palette in
            LZWPassChoice.sampling(
              image, width: width,
              tolerance: LZWTolerance(pixels: pixels, palette: palette, limit: limit),
              minCodeSize: 5, lzw: &lzw, scratch: &scratch)
          }
        }
      }
    }
  }

  /// A horizontal grey gradient with ±4 of noise (0 to 255 over 780 pixels).
  static let gradient: @Sendable (Int, Int, Int) -> (grey: Int, unchanged: Bool) = { x, _, n in
    (x * 255 / 780 + n, false)
  }

  static let streamCases: [(stream: Stream, limit: Int, passes: LZWPassChoice.Passes)] = [
    // One grey everywhere: both ways give the same codes, so the sample cannot tell.
    (Stream(name: "flat fill", width: 780, height: 1688) { _, _, _ in (120, false) }, 300, .both),
    // A squared distance of 300 (10 a channel) lets the noisy pixels near a step boundary take
    // either step, so lossy matching joins them into longer strings.
    (Stream(name: "noisy gradient", width: 780, height: 1688, pixel: gradient), 300, .lossy),
    // 12 (2 a channel) allows neither step at a boundary pixel: nothing to gain.
    (Stream(name: "noisy gradient, tight", width: 780, height: 1688, pixel: gradient), 12, .both),
    (Stream(name: "noisy gradient, exact", width: 780, height: 1688, pixel: gradient), 0, .both),
    // Noise only in the bottom half still shows in bands spread over the whole height.
    (
      Stream(name: "noise below a flat top", width: 780, height: 1688) { x, y, n in
        y < 844 ? (200, false) : gradient(x, y, n)
      }, 300, .lossy
    ),
    // Too few rows for 8192 sampled pixels: both passes, compared in full.
    (Stream(name: "short rectangle", width: 780, height: 100, pixel: gradient), 300, .both),
  ]

  @Test(arguments: streamCases)
  func sampleChoosesThePasses(
    _ c: (stream: Stream, limit: Int, passes: LZWPassChoice.Passes)
  ) {
    let choice = c.stream.choice(limit: c.limit)
    #expect(choice.passes == c.passes, "sample \(choice.sampleLossless), \(choice.sampleLossy) B")
  }

  static let sizeCases:
    [(name: String, lossless: Int, lossy: Int, pixels: Int, passes: LZWPassChoice.Passes)] = [
      ("lossy 90%", 1000, 900, 40_000, .lossy),
      ("lossy 95% exactly", 1000, 950, 40_000, .lossy),
      ("lossy 96%: unclear", 1000, 960, 40_000, .both),
      ("equal: unclear", 1000, 1000, 40_000, .both),
      ("lossy 105% exactly: unclear", 1000, 1050, 40_000, .both),
      ("lossy 106%", 1000, 1060, 40_000, .lossless),
      ("too few pixels", 1000, 500, 8191, .both),
      ("no sample", 0, 0, 0, .both),
    ]

  @Test(arguments: sizeCases)
  func sampleSizesChooseThePasses(
    _ c: (name: String, lossless: Int, lossy: Int, pixels: Int, passes: LZWPassChoice.Passes)
  ) {
    let choice = LZWPassChoice(sampleLossless: c.lossless, sampleLossy: c.lossy, pixels: c.pixels)
    #expect(choice.passes == c.passes)
  }

  static let aloneCases: [(name: String, lossless: Int, lossy: Int, bytes: Int, alone: Bool)] = [
    // A 10% smaller sample implies lossless data of 10/9 the lossy: 9,216 B saves 1,024.
    ("implied saving 1024 B", 1000, 900, 9216, true),
    ("implied saving 1023 B", 1000, 900, 9207, false),
    ("large frame", 1000, 800, 100_000, true),
    ("small frame", 1000, 800, 2000, false),
    // Not a lossy-only choice: the lossless pass runs whatever the size.
    ("unclear sample", 1000, 960, 100_000, false),
  ]

  @Test(arguments: aloneCases)
  func loneLossyPassNeedsAnImpliedSaving(
    _ c: (name: String, lossless: Int, lossy: Int, bytes: Int, alone: Bool)
  ) {
    let choice = LZWPassChoice(sampleLossless: c.lossless, sampleLossy: c.lossy, pixels: 40_000)
    #expect(choice.keepsLossyAlone(lossyBytes: c.bytes) == c.alone)
  }
}
