import Testing

@testable import Rendering

@Suite("BackdropVibrancy")
struct BackdropVibrancyTests {
  /// Over a light blur content is multiplied by the backdrop; over a dark one, screened.
  @Test(arguments: [false, true])
  func blendFollowsStyle(dark: Bool) {
    let content = BackdropTestImage.pack(128, 128, 128, 255)
    let backdrop = BackdropTestImage.pack(200, 100, 50, 255)
    let result = BackdropTestImage.channels(
      BackdropVibrancy.composite(content: content, over: backdrop, dark: dark))
    let expected =
      dark
      ? SIMD4(
        128 + 200 - 128 * 200 / 255, 128 + 100 - 128 * 100 / 255, 128 + 50 - 128 * 50 / 255, 255)
      : SIMD4(200 * 128 / 255, 100 * 128 / 255, 50 * 128 / 255, 255)
    for channel in 0..<4 {
      #expect(abs(result[channel] - expected[channel]) <= 1)
    }
  }

  /// Transparent content leaves the backdrop exactly as it was.
  @Test(arguments: [false, true])
  func transparentContentKeepsBackdrop(dark: Bool) {
    let backdrop = BackdropTestImage.pack(20, 40, 60, 200)
    #expect(BackdropVibrancy.composite(content: 0, over: backdrop, dark: dark) == backdrop)
  }

  /// Half-transparent content mixes halfway between the backdrop and the blend.
  @Test func partialCoverageMixes() {
    let content = BackdropTestImage.pack(128, 128, 128, 128)
    let backdrop = BackdropTestImage.pack(200, 100, 50, 255)
    let result = BackdropTestImage.channels(
      BackdropVibrancy.composite(content: content, over: backdrop, dark: true))
    #expect(result.w == 255)
    #expect(result.x > 200 && result.y > 100 && result.z > 50)
  }

  /// The rect form composites inside the rect only.
  @Test func rectFormTouchesOnlyTheRect() {
    let content = BackdropTestImage(width: 8, height: 6, fill: 0xFFFF_FFFF)
    var backdrop = BackdropTestImage(width: 8, height: 6, fill: 0xFF20_4060)
    backdrop.pixels.withUnsafeMutableBufferPointer { target in
      content.pixels.withUnsafeBufferPointer { source in
        guard let targetBase = target.baseAddress, let sourceBase = source.baseAddress else {
          return
        }
        BackdropVibrancy.composite(
          content: sourceBase, over: targetBase, width: 8, height: 6, stride: 8,
          rect: (2, 1, 5, 4), dark: true)
      }
    }
    for y in 0..<6 {
      for x in 0..<8 {
        let inside = (2..<5).contains(x) && (1..<4).contains(y)
        #expect(backdrop[x, y] == (inside ? 0xFFFF_FFFF : 0xFF20_4060))
      }
    }
  }
}
