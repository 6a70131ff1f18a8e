import Testing
import TransitionEngine

@testable import Rendering

/// Where a layer's scan finds its pixels (`LayerTiles`), and that compositing a sparse layer
/// by its tiles draws and clears what compositing it whole does.
@Suite struct LayerTilesTests {
  /// A 200×200 surface with the given pixels set.
  private static func layer(_ pixels: [(x: Int, y: Int, value: UInt32)]) -> PixelSurface {
    let surface = PixelSurface(width: 200, height: 200)
    for p in pixels {
      surface.pixels[p.y * 200 + p.x] = p.value
      surface.dirty = surface.dirty.union(RasterRect(x0: p.x, y0: p.y, x1: p.x + 1, y1: p.y + 1))
    }
    return surface
  }

  private static let red: UInt32 = 0xFF00_00FF
  /// Not a valid premultiplied colour: no alpha, some red.
  private static let redWithoutAlpha: UInt32 = 0x0000_0040

  /// A layer's pixels and the tile bounds expected.
  struct Case: CustomTestStringConvertible {
    var name: String
    var pixels: [(x: Int, y: Int, value: UInt32)]
    var content: [RasterRect]
    var visible: [RasterRect]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "an empty layer holds nothing", pixels: [], content: [], visible: []),
    Case(
      name: "two pixels in one tile share its bounds",
      pixels: [(3, 4, red), (10, 20, red)],
      content: [RasterRect(x0: 3, y0: 4, x1: 11, y1: 21)],
      visible: [RasterRect(x0: 3, y0: 4, x1: 11, y1: 21)]),
    Case(
      name: "pixels in two tiles are two bounds (tiles start at the drawing's corner)",
      pixels: [(10, 10, red), (150, 100, red)],
      content: [
        RasterRect(x0: 10, y0: 10, x1: 11, y1: 11), RasterRect(x0: 150, y0: 100, x1: 151, y1: 101),
      ],
      visible: [
        RasterRect(x0: 10, y0: 10, x1: 11, y1: 11), RasterRect(x0: 150, y0: 100, x1: 151, y1: 101),
      ]),
    Case(
      name: "a pixel without alpha is content but casts no shadow",
      pixels: [(50, 50, red), (60, 52, redWithoutAlpha)],
      content: [RasterRect(x0: 50, y0: 50, x1: 61, y1: 53)],
      visible: [RasterRect(x0: 50, y0: 50, x1: 51, y1: 51)]),
  ]

  @Test("the bounds of a layer's pixels, tile by tile", arguments: cases)
  func bounds(_ c: Case) {
    let tiles = LayerTiles(of: Self.layer(c.pixels))
    let order: (RasterRect, RasterRect) -> Bool = { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    #expect(tiles.content.sorted(by: order) == c.content)
    #expect(tiles.visible.sorted(by: order) == c.visible)
    #expect(tiles.contentArea == c.content.reduce(0) { $0 + $1.width * $1.height })
  }

  /// A sparse layer: translucent and opaque squares and a stray pixel, drawn over a region
  /// larger than they are.
  private static func sparseLayer() -> PixelSurface {
    var pixels: [(x: Int, y: Int, value: UInt32)] = []
    for (x0, y0, value) in [(12, 30, red), (140, 90, 0x8020_4080 as UInt32), (70, 170, red)] {
      for y in y0..<(y0 + 6) { for x in x0..<(x0 + 9) { pixels.append((x, y, value)) } }
    }
    pixels.append((199, 199, 0x4010_1010))
    let surface = layer(pixels)
    surface.dirty = RasterRect(x0: 0, y0: 0, x1: 200, y1: 200)
    return surface
  }

  /// A canvas whose target holds a pattern of opaque and translucent colours.
  private static func canvas() -> RasterCanvas {
    let canvas = RasterCanvas(FrameRasterizer(pointSize: Size(width: 100, height: 100), scale: 2))
    canvas.target = PixelSurface(width: 200, height: 200)
    for i in 0..<(200 * 200) {
      let v = UInt32(truncatingIfNeeded: i &* 2_654_435_761)
      let alpha: UInt32 = i % 3 == 0 ? 0x80 : 0xFF
      let c = v & 0x7F7F7F
      canvas.target.pixels[i] = alpha << 24 | (alpha == 0xFF ? c : (c >> 1) & 0x7F7F7F)
    }
    canvas.target.dirty = RasterRect(x0: 0, y0: 0, x1: 200, y1: 200)
    return canvas
  }

  /// A copy of a surface's pixels.
  private static func pixels(of surface: PixelSurface) -> [UInt32] {
    withExtendedLifetime(surface) {
      Array(UnsafeBufferPointer(start: surface.pixels, count: surface.width * surface.height))
    }
  }

  @Test(
    "compositing by tiles draws and clears what compositing whole does", arguments: [255, 200, 37])
  func compositeByTiles(_ opacity: Int) throws {
    let whole = Self.canvas()
    let wholeLayer = Self.sparseLayer()
    whole.composite(wholeLayer, opacity: UInt32(opacity))
    let tiled = Self.canvas()
    let tiledLayer = Self.sparseLayer()
    let tiles = LayerTiles(of: tiledLayer)
    #expect(tiles.contentArea * 2 <= 200 * 200, "the layer is sparse enough for the tiled path")
    tiled.composite(tiledLayer, opacity: UInt32(opacity), tiles: tiles)
    let drawn = Self.pixels(of: tiled.target)
    #expect(drawn == Self.pixels(of: whole.target))
    #expect(drawn != Self.pixels(of: Self.canvas().target))
    #expect(Self.pixels(of: tiledLayer).allSatisfy { $0 == 0 })
    #expect(tiledLayer.dirty.isEmpty)
  }
}
