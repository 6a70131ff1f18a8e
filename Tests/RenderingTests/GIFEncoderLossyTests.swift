import Rendering
import Testing

/// Lossy LZW matching: every decoded index is the pixel's own or one its tolerance allows.
extension GIFEncoderTests {
  static let lossyCases: [(name: String, limit: Int, unchangedEvery: Int)] = [
    ("exact colours only", 0, 0), ("small tolerance", 12, 0), ("wide tolerance", 300, 0),
    ("with unchanged pixels", 12, 3),
  ]

  @Test(arguments: lossyCases)
  func lossyLZWStaysWithinItsTolerance(_ c: (name: String, limit: Int, unchangedEvery: Int))
    throws
  {
    // A 16-step grey ramp as the palette (index 0 transparent) and a noisy gradient to map.
    let palette: [UInt32] = [0] + (0..<16).map { UInt32($0 * 17) * 0x01_0101 }
    var state: UInt32 = 99
    var pixels: [UInt32] = []
    var indices: [UInt8] = []
    for i in 0..<40_000 {
      state = state &* 1_103_515_245 &+ 12345
      let grey = min(255, max(0, (i % 400) * 255 / 400 + Int(state >> 16) % 9 - 4))
      var entry = UInt32(grey) * 0x01_0101
      let unchanged = c.unchangedEvery > 0 && i % c.unchangedEvery == 0
      if unchanged { entry |= LZWTolerance.keepsPrevious }
      pixels.append(entry)
      indices.append(unchanged ? 0 : UInt8((grey + 8) / 17 + 1))
    }
    var lossy: [UInt8] = []
    var exact: [UInt8] = []
    var lzw = LZWEncoder()
    pixels.withUnsafeBufferPointer { pixelBuffer in
      palette.withUnsafeBufferPointer { paletteBuffer in
        indices.withUnsafeBufferPointer { input in
          let tolerance = LZWTolerance(
            pixels: pixelBuffer, palette: paletteBuffer, limit: c.limit)
          lzw.encode(input, minCodeSize: 5, tolerance: tolerance, into: &lossy)
          lzw.encode(input, minCodeSize: 5, into: &exact)
        }
      }
    }
    let decoded = try GIFTestDecoder.lzwDecode(
      Self.blockData(lossy), minCodeSize: 5, count: indices.count)
    #expect(decoded.count == indices.count)
    for (i, (got, want)) in zip(decoded, indices).enumerated() where got != want {
      let shown = got == 0 ? -1 : Int(palette[Int(got)] & 0xFF)
      let truth = Int(pixels[i] & 0xFF)
      let allowed =
        got == 0
        ? pixels[i] & LZWTolerance.keepsPrevious != 0
        : 3 * (shown - truth) * (shown - truth)
          <= c.limit
      #expect(allowed, "pixel \(i): index \(got) instead of \(want)")
      if !allowed { break }
    }
    #expect(lossy.count <= exact.count)
  }

  /// The LZW codes of an image data block, without the minimum code size and sub-block lengths.
  static func blockData(_ block: [UInt8]) -> [UInt8] {
    var data: [UInt8] = []
    var p = 1
    while p < block.count, block[p] != 0 {
      data += block[(p + 1)..<(p + 1 + Int(block[p]))]
      p += 1 + Int(block[p])
    }
    return data
  }
}
