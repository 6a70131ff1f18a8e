import Testing
import TransitionEngine

@testable import Rendering

/// Where a sparse layer's shadow is blurred (`ShadowIslands`), and that blurring it island by
/// island draws what blurring it whole draws.
@Suite struct ShadowIslandsTests {
  private typealias S = RasterScenes

  /// A 200×200 surface with opaque squares of `side` pixels at the given corners.
  private static func layer(_ corners: [(Int, Int)], side: Int = 4) -> PixelSurface {
    let surface = PixelSurface(width: 200, height: 200)
    for (x0, y0) in corners {
      for y in y0..<(y0 + side) {
        for x in x0..<(x0 + side) { surface.pixels[y * 200 + x] = 0xFF00_00FF }
      }
      surface.dirty = surface.dirty.union(RasterRect(x0: x0, y0: y0, x1: x0 + side, y1: y0 + side))
    }
    return surface
  }

  private static let whole = RasterRect(x0: 0, y0: 0, x1: 200, y1: 200)

  /// A layer, the blur's reach, and the islands expected (nil: blurred whole).
  struct Case: CustomTestStringConvertible {
    var name: String
    var corners: [(Int, Int)]
    var reach: Int
    var offset: (x: Int, y: Int) = (0, 0)
    var expected: [RasterRect]?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "two squares far apart are two islands", corners: [(20, 20), (150, 150)], reach: 10,
      expected: [
        RasterRect(x0: 10, y0: 10, x1: 34, y1: 34), RasterRect(x0: 140, y0: 140, x1: 164, y1: 164),
      ]),
    Case(
      name: "squares whose shadows meet are one", corners: [(20, 20), (40, 20)], reach: 10,
      expected: [RasterRect(x0: 10, y0: 10, x1: 54, y1: 34)]),
    Case(
      name: "the offset moves the island", corners: [(20, 20)], reach: 5, offset: (7, -3),
      expected: [RasterRect(x0: 22, y0: 12, x1: 36, y1: 26)]),
    Case(
      name: "an island is cut at the region's edge", corners: [(0, 0)], reach: 10,
      expected: [RasterRect(x0: 0, y0: 0, x1: 14, y1: 14)]),
    Case(
      name: "squares every 20 pixels cover too much",
      corners: stride(from: 0, to: 200, by: 20)
        .flatMap { y in stride(from: 0, to: 200, by: 20).map { x in (x, y) } }, reach: 10,
      expected: nil),
  ]

  @Test("islands of a layer", arguments: cases)
  func islands(_ c: Case) {
    let islands = ShadowIslands(
      of: LayerTiles(of: Self.layer(c.corners)), offset: c.offset, reach: c.reach,
      within: Self.whole)
    let sorted = islands?.rects.sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    #expect(sorted == c.expected)
  }

  @Test("an empty layer has no islands")
  func emptyLayer() {
    #expect(
      ShadowIslands(
        of: LayerTiles(of: PixelSurface(width: 200, height: 200)), offset: (0, 0), reach: 10,
        within: Self.whole)
        == nil)
  }

  /// A clear 120×120 container casting a shadow, holding small squares at the points given.
  private static func render(_ points: [(Double, Double)]) -> RGBAImage {
    var container = S.view(0, 0, 120, 120, Color(red: 0, green: 0, blue: 0, alpha: 0))
    container.shadowOpacity = 0.9
    container.shadowRadius = 2
    container.shadowOffset = Size(width: 2, height: 3)
    container.children = points.map { S.view($0.0, $0.1, 3, 3, S.blue) }
    let size = Size(width: 120, height: 120)
    return FrameRasterizer(pointSize: size, scale: 2).render(S.window(size, .white, [container]))
  }

  /// The largest channel difference between two images over a square of device pixels.
  private static func largestDifference(
    _ a: RGBAImage, _ b: RGBAImage, from: Int, to: Int
  ) -> Int {
    var largest = 0
    for y in from..<to {
      for x in from..<to {
        let p = SIMD4<Int>(truncatingIfNeeded: a.pixel(x: x, y: y))
        let q = SIMD4<Int>(truncatingIfNeeded: b.pixel(x: x, y: y))
        let d = p &- q
        largest = max(largest, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
      }
    }
    return largest
  }

  @Test(
    "each island's shadow is the shadow its square casts alone",
    arguments: [((10.0, 10.0), 0, 40), ((100.0, 100.0), 180, 240)])
  func islandsMatchTheWhole(_ square: (Double, Double), _ from: Int, _ to: Int) {
    let both = Self.render([(10, 10), (100, 100)])
    let alone = Self.render([square])
    #expect(Self.largestDifference(both, alone, from: from, to: to) <= 1)
    // The shadow is there: below and right of the square, darker than the white.
    let shade = both.pixel(x: Int(square.0) * 2 + 8, y: Int(square.1) * 2 + 10)
    #expect(shade.x < 250, "the shadow darkens \(shade)")
  }
}
