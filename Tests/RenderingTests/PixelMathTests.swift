import Testing

@testable import Rendering

/// The four-pixel blends (`PixelMath.overFour`, `addScaledFour`, `overColorFour`, `scaleFour`)
/// give what the scalar `over`, `scale` and sums give, bit for bit.
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

  @Test(
    "a colour at four coverages over four pixels matches the scalar blend",
    arguments: [0xFF10_2030 as UInt32, 0x8040_2010, 0x0000_0000])
  func overColorFour(_ color: UInt32) {
    let count = 4096
    let background = Self.pixels(count, seed: 4)
    // Coverages 0 to 255, a quarter of them 0 (a lane left as it is).
    let coverage = Self.pixels(count, seed: 5).map { $0 % 4 == 0 ? 0 : $0 >> 24 }
    var blended = background
    blended.withUnsafeMutableBufferPointer { dst in
      for i in stride(from: 0, to: count, by: 4) {
        let c = SIMD4(coverage[i], coverage[i + 1], coverage[i + 2], coverage[i + 3])
        PixelMath.overColorFour(dst.baseAddress! + i, color, c)
      }
    }
    let expected = (0..<count).map {
      coverage[$0] == 0
        ? background[$0] : PixelMath.over(PixelMath.scale(color, coverage[$0]), background[$0])
    }
    #expect(blended == expected)
  }

  @Test("four pixels scaled at once match the scalar scale")
  func scaleFour() {
    let count = 4096
    let pixels = Self.pixels(count, seed: 6)
    let factors = Self.pixels(count, seed: 7).map { $0 >> 24 }
    let scaled = stride(from: 0, to: count, by: 4).flatMap { i -> [UInt32] in
      let p = SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
      let c = SIMD4(factors[i], factors[i + 1], factors[i + 2], factors[i + 3])
      let s = PixelMath.scaleFour(p, c)
      return [s[0], s[1], s[2], s[3]]
    }
    #expect(scaled == (0..<count).map { PixelMath.scale(pixels[$0], factors[$0]) })
  }

  @Test("four pixels at four coverages at once match the scalar blend")
  func overFourCovered() {
    let count = 4096
    var source = Self.pixels(count, seed: 8)
    let background = Self.pixels(count, seed: 9)
    // Coverage from a clip plane times an opacity, as `composite` makes it.
    let plane = Self.pixels(count, seed: 10).map { $0 % 5 == 0 ? 0 : $0 >> 24 }
    let coverage = plane.map { PixelMath.mul8(200, $0) }
    var blended = background
    source.withUnsafeMutableBufferPointer { src in
      blended.withUnsafeMutableBufferPointer { dst in
        for i in stride(from: 0, to: count, by: 4) {
          let c = PixelMath.mul8Four(
            SIMD4(repeating: 200), SIMD4(plane[i], plane[i + 1], plane[i + 2], plane[i + 3]))
          PixelMath.overFour(src.baseAddress! + i, dst.baseAddress! + i, coverage: c)
        }
      }
    }
    let expected = (0..<count).map {
      coverage[$0] == 0
        ? background[$0] : PixelMath.over(PixelMath.scale(source[$0], coverage[$0]), background[$0])
    }
    #expect(blended == expected)
  }
}
