import Testing
import TransitionEngine

@testable import Rendering

/// What the rasterizer draws for a warped node (`FrameNode.warp`), pixel by pixel: the genie's
/// pinch and slide into the bottom edge, and the ripple's waves behind their front.
@Suite struct WarpRasterTests {
  private typealias S = RasterScenes

  /// The pixels of a square window at scale 1, white behind the views.
  private static func render(_ side: Double, _ children: [FrameNode]) -> RGBAImage {
    let size = Size(width: side, height: side)
    return FrameRasterizer(pointSize: size, scale: 1).render(S.window(size, .white, children))
  }

  /// A 40×40 page of horizontal stripes, 4 points of blue then 4 of red, warped.
  private static func suckedPage(_ progress: Double) -> FrameNode {
    var page = S.view(0, 0, 40, 40, S.blue, children: S.stripes(40, 40))
    page.warp = WarpFrame(kind: .suck, progress: progress)
    return page
  }

  /// What a pixel shows: the page's blue or red, or the white window.
  enum Shows: String, CustomTestStringConvertible {
    case blue, red, white
    var testDescription: String { rawValue }
  }

  private static func shows(_ p: SIMD4<UInt8>) -> Shows? {
    if p.x > 240, p.y > 240, p.z > 240 { return .white }
    if p.z > 200, p.x < 60 { return .blue }
    if p.x > 200, p.z < 60 { return .red }
    return nil
  }

  @Test(
    "suck: the bottom pinches into the middle of the bottom edge, then the page slides in",
    arguments: [
      // At 0 the page is as it is.
      (0.0, 1, 38, Shows.blue), (0, 38, 38, .blue),
      // At 0.2 the pinch has reached 42 % up the sides: the bottom corners are gone, the top
      // row is whole and has not moved.
      (0.2, 3, 39, .white), (0.2, 20, 39, .blue), (0.2, 1, 10, .red), (0.2, 1, 1, .blue),
      // At 0.45 the sides are S-curves down to the point; the page has slid 3.9 points, so
      // row 30 shows the red stripe of rows 24–28, and row 2 the window.
      (0.45, 10, 30, .white), (0.45, 20, 30, .red), (0.45, 20, 2, .white),
      // At 0.6 it has slid ((0.6 − 0.2) ÷ 0.8)² × 40 = 10 points: the top blue stripe (rows
      // 0–4) is at 10–14, the first red one (8–12) at 18–22, and above it the window shows.
      (0.6, 20, 12, .blue), (0.6, 20, 19, .red), (0.6, 20, 6, .white), (0.6, 2, 12, .white),
      // At 1 it is gone.
      (1, 20, 38, .white), (1, 20, 20, .white),
    ] as [(Double, Int, Int, Shows)])
  func suckPinchesAndSlides(progress: Double, x: Int, y: Int, expected: Shows) {
    let image = Self.render(40, [Self.suckedPage(progress)])
    let pixel = image.pixel(x: x, y: y)
    #expect(Self.shows(pixel) == expected, "at \(progress), (\(x), \(y)): \(pixel)")
  }

  @Test("suck at 0 draws the page exactly as it is unwarped")
  func suckAtZeroIsExact() {
    let plain = S.view(0, 0, 40, 40, S.blue, children: S.stripes(40, 40))
    #expect(Self.render(40, [Self.suckedPage(0)]).pixels == Self.render(40, [plain]).pixels)
  }

  /// An 80×80 page of vertical stripes, 4 points of blue then 4 of red (stripes' edges make
  /// any displacement show).
  private static func ripplePage(_ progress: Double?) -> FrameNode {
    let stripes = stride(from: 0.0, to: 80, by: 8).map { x in S.view(x, 0, 4, 80, S.red) }
    var page = S.view(0, 0, 80, 80, S.blue, children: stripes)
    page.warp = progress.map { WarpFrame(kind: .ripple, progress: $0) }
    return page
  }

  @Test(
    "ripple: pixels change only behind the wave front, which spreads from the middle",
    arguments: [0.15, 0.3, 0.6])
  func rippleChangesBehindTheFront(progress: Double) {
    let plain = Self.render(80, [Self.ripplePage(nil)])
    let warped = Self.render(80, [Self.ripplePage(progress)])
    // The front: p × (half the diagonal + 3 wavelengths), a wavelength being 80 ÷ 7.
    let lambda = 80.0 / 7
    let front = progress * ((2 * 40.0 * 40).squareRoot() + 3 * lambda)
    // Along the middle row, right of the middle: distance x + 0.5 − 40.
    let changed = (40..<80).filter { warped.pixel(x: $0, y: 40) != plain.pixel(x: $0, y: 40) }
    let farthest = changed.map { Double($0) + 0.5 - 40 }.max() ?? 0
    #expect(!changed.isEmpty, "the waves move the stripes")
    #expect(farthest <= front + 2, "nothing changes ahead of the front: \(farthest) > \(front)")
    #expect(farthest >= min(front, 40) - lambda, "the waves reach the front: \(farthest)")
    #expect(warped.pixel(x: 0, y: 0) == plain.pixel(x: 0, y: 0) || front > 56)
  }

  @Test("ripple at 0 and at 1 draws the page exactly as it is", arguments: [0.0, 1])
  func rippleEndsAreExact(progress: Double) {
    let plain = Self.render(80, [Self.ripplePage(nil)])
    #expect(Self.render(80, [Self.ripplePage(progress)]).pixels == plain.pixels)
  }

  /// `count` values from a fixed seed.
  private static func values(_ count: Int, seed: UInt64) -> [UInt32] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 32)
    }
  }

  /// Premultiplied pixels from random values: each channel no larger than the alpha.
  private static func pixels(_ count: Int, seed: UInt64) -> [UInt32] {
    values(count, seed: seed).map { r in
      let alpha = [0, 255, r >> 24][Int(r % 3)]
      let channel = { (v: UInt32) in alpha == 0 ? 0 : v % (alpha + 1) }
      return alpha << 24 | channel(r) << 16 | channel(r >> 8) << 8 | channel(r >> 16)
    }
  }

  @Test("a cell's four bilinear samples in lanes are the scalar ones", arguments: [0, 1, 255])
  func blendInLanes(_ weightLimit: Int) {
    let corners = (1...4).map { Self.pixels(1024, seed: UInt64($0)) }
    let weights = Self.values(2048, seed: 9).map { weightLimit == 0 ? 0 : $0 % 256 }
    for i in stride(from: 0, to: 1024, by: 4) {
      func lanes(_ v: [UInt32], _ at: Int) -> SIMD4<UInt32> { SIMD4(v[at..<(at + 4)]) }
      let wx = lanes(weights, i), wy = lanes(weights, 1024 + i)
      let found = RasterCanvas.blendFour(
        lanes(corners[0], i), lanes(corners[1], i), lanes(corners[2], i), lanes(corners[3], i),
        weightLimit == 1 ? wx & 1 : wx, wy)
      let expected = (0..<4).map { k in
        RasterCanvas.blend(
          corners[0][i + k], corners[1][i + k], corners[2][i + k], corners[3][i + k],
          weightLimit == 1 ? wx[k] & 1 : wx[k], wy[k])
      }
      #expect(found == SIMD4(expected), "pixels \(i)...\(i + 3)")
    }
  }

  @Test("a cell's light in lanes is the scalar one, lighter and darker")
  func lightInLanes() {
    let colors = Self.pixels(1024, seed: 5)
    // Sizes across the whole range, 65152 to 65280 (where the amount reaches 255) among them.
    let light = Self.values(1024, seed: 6).enumerated().map { i, v in
      i % 16 == 0 ? 65152 + v % 129 : v % 65281
    }
    for i in stride(from: 0, to: 1024, by: 4) {
      let color = SIMD4(colors[i..<(i + 4)]), size = SIMD4(light[i..<(i + 4)])
      let darker = SIMD4<Int32>(Int32(i & 1), 1, 0, Int32(i >> 2 & 1)) .== 1
      let found = RasterCanvas.litFour(color, size, darker)
      let expected = (0..<4).map { k in
        RasterCanvas.lit(color[k], min((size[k] + 128) >> 8, 255), darker: darker[k])
      }
      #expect(found == SIMD4(expected), "pixels \(i)...\(i + 3)")
    }
  }

  @Test("a warp draws the same pixels every time")
  func warpsAreDeterministic() {
    let page = Self.ripplePage(0.4)
    #expect(Self.render(80, [page]).pixels == Self.render(80, [page]).pixels)
  }
}
