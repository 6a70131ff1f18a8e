import Testing

@testable import Rendering

/// The four-pixel blends (`PixelMath.overFour`, `addScaledFour`) give what the scalar
/// `over(scale(s, opacity), d)` and `s + scale(d, inverse)` give, bit for bit.
@Suite struct PixelMathTests {
  /// `count` premultiplied pixels from a fixed seed: alpha 0, 255 or between, and channels no
  /// larger than alpha; every eighth one invalid (a channel over alpha), whose sum carries.
  private static func pixels(_ count: Int, seed: UInt64) -> [UInt32] {
    var state = seed
    func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { i in
      let r = next()
      let alpha: UInt32 = [0, 255, r >> 24][Int(r % 3)]
      if i % 8 == 7 { return r | 0x0101_0101 }
      let channel = { (v: UInt32) in alpha == 0 ? 0 : v % (alpha + 1) }
      return alpha << 24 | channel(r) << 16 | channel(r >> 8) << 8 | channel(r >> 16)
    }
  }

  @Test("four pixels at once match the scalar blend", arguments: [255, 254, 128, 1, 0])
  func overFour(_ opacity: Int) {
    let count = 4096
    var source = Self.pixels(count, seed: 1)
    let background = Self.pixels(count, seed: 2)
    var blended = background
    source.withUnsafeMutableBufferPointer { src in
      blended.withUnsafeMutableBufferPointer { dst in
        for i in stride(from: 0, to: count, by: 4) {
          PixelMath.overFour(
            src.baseAddress! + i, dst.baseAddress! + i, opacity: UInt32(opacity))
        }
      }
    }
    let expected = (0..<count).map {
      PixelMath.over(PixelMath.scale(source[$0], UInt32(opacity)), background[$0])
    }
    #expect(blended == expected)
  }

  @Test(
    "a colour over four pixels at once matches the scalar sum",
    arguments: [0x8040_2010 as UInt32, 0x0100_0000, 0xFE7F_7F7F, 0x0000_0000])
  func addScaledFour(_ color: UInt32) {
    let count = 4096
    let background = Self.pixels(count, seed: 3)
    var blended = background
    let inverse = 255 - color >> 24
    blended.withUnsafeMutableBufferPointer { dst in
      for i in stride(from: 0, to: count, by: 4) {
        PixelMath.addScaledFour(dst.baseAddress! + i, color, inverse)
      }
    }
    #expect(blended == background.map { color &+ PixelMath.scale($0, inverse) })
  }
}
