/// Where an offscreen layer holds anything: the bounds of its pixels in each tile of `tile`
/// pixels it was drawn in, found in one scan.
///
/// A particle layer (falling snow, sparks) is mostly transparent. Its shadow is blurred island
/// by island from these bounds (`ShadowIslands`), and it is composited and cleared only inside
/// them (`RasterCanvas.composite`), instead of reading the whole frame twice more for a few
/// dozen flakes.
struct LayerTiles {
  /// The side of a scanning tile, in device pixels.
  static let tile = 32

  /// Each non-empty tile's bounds of pixels with some alpha (what casts a shadow).
  let visible: [RasterRect]
  /// Each non-empty tile's bounds of pixels that are not all zero (what compositing reads); the
  /// rectangles do not overlap and hold every such pixel of the layer's drawing.
  let content: [RasterRect]
  /// The pixels inside `content`.
  let contentArea: Int
  /// The part of the layer scanned: its drawing, inside its bounds.
  let scanned: RasterRect

  /// The scan of `layer` inside its drawing (`dirty`).
  init(of layer: PixelSurface) {
    let width = layer.width
    let source = layer.dirty.intersection(RasterRect(x0: 0, y0: 0, x1: width, y1: layer.height))
    scanned = source
    guard !source.isEmpty else {
      (visible, content, contentArea) = ([], [], 0)
      return
    }
    let tile = Self.tile
    let columns = (source.width + tile - 1) / tile
    let rows = (source.height + tile - 1) / tile
    let none = RasterRect(x0: .max, y0: .max, x1: .min, y1: .min)
    // Each tile's bounds, in layer coordinates (empty: x0 == Int.max).
    var alpha = [RasterRect](repeating: none, count: columns * rows)
    var nonzero = alpha
    for y in source.y0..<source.y1 {
      let row = layer.pixels + y * width
      let band = (y - source.y0) / tile * columns
      var x = source.x0
      while x < source.x1 {
        if x + 8 <= source.x1, RasterCanvas.eightTransparent(row + x) {
          x += 8
          continue
        }
        let pixel = row[x]
        if pixel != 0 {
          let k = band + (x - source.x0) / tile
          nonzero[k].include(x, y)
          if pixel >> 24 != 0 { alpha[k].include(x, y) }
        }
        x += 1
      }
    }
    visible = alpha.filter { $0.x0 != .max }
    content = nonzero.filter { $0.x0 != .max }
    contentArea = content.reduce(0) { $0 + $1.width * $1.height }
  }
}

extension RasterRect {
  /// Grows the rectangle (empty: x0 == Int.max) to hold pixel (x, y).
  @inline(__always)
  fileprivate mutating func include(_ x: Int, _ y: Int) {
    self = RasterRect(
      x0: Swift.min(x0, x), y0: Swift.min(y0, y), x1: Swift.max(x1, x + 1),
      y1: Swift.max(y1, y + 1))
  }
}
