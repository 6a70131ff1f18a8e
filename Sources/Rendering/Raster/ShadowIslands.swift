/// The separate places a sparse layer's shadow falls: rectangles that each hold some of the
/// layer's pixels (moved by the shadow's offset) with all of the shadow they cast, and that do
/// not overlap, so each can be blurred and painted on its own.
///
/// A particle layer (falling snow, sparks) is mostly transparent: blurring the whole frame
/// for a few dozen flakes spends nearly all its time on zeros. The layer is scanned in tiles
/// of `tile` pixels for the bounds of what each holds; each bound, moved and grown by the
/// blur's reach, is merged with every other it overlaps until none do. A pixel's shadow
/// depends only on the layer within the reach, which all lies in its own rectangle, so
/// blurring rectangle by rectangle gives what blurring the whole region gives (up to the
/// order of floating-point sums).
struct ShadowIslands {
  /// The side of a scanning tile, in device pixels.
  static let tile = 32
  /// More rectangles than this and the layer is not sparse: blur it whole.
  static let maxCount = 1024

  /// The rectangles, in device pixels, inside the region given.
  let rects: [RasterRect]

  /// The islands of `layer`'s visible pixels moved by `offset` and grown by `reach`, inside
  /// `region`; nil when together they cover more than half of `region` or are too many.
  init?(
    of layer: PixelSurface, offset: (x: Int, y: Int), reach: Int, within region: RasterRect
  ) {
    let width = layer.width
    let source = layer.dirty.intersection(RasterRect(x0: 0, y0: 0, x1: width, y1: layer.height))
    guard !source.isEmpty else { return nil }
    let tile = Self.tile
    let columns = (source.width + tile - 1) / tile
    let rows = (source.height + tile - 1) / tile
    // Each tile's bounds of visible pixels, in layer coordinates (empty: x0 == Int.max).
    var bounds = [RasterRect](
      repeating: RasterRect(x0: .max, y0: .max, x1: .min, y1: .min), count: columns * rows)
    for y in source.y0..<source.y1 {
      let row = layer.pixels + y * width
      let band = (y - source.y0) / tile * columns
      var x = source.x0
      while x < source.x1 {
        if x + 8 <= source.x1, RasterCanvas.eightTransparent(row + x) {
          x += 8
          continue
        }
        if row[x] >> 24 != 0 {
          let k = band + (x - source.x0) / tile
          bounds[k] = RasterRect(
            x0: min(bounds[k].x0, x), y0: min(bounds[k].y0, y), x1: max(bounds[k].x1, x + 1),
            y1: max(bounds[k].y1, y + 1))
        }
        x += 1
      }
    }
    var rects: [RasterRect] = []
    for b in bounds where b.x0 != .max {
      let moved = RasterRect(
        x0: b.x0 + offset.x, y0: b.y0 + offset.y, x1: b.x1 + offset.x, y1: b.y1 + offset.y)
      let grown = moved.outset(reach).intersection(region)
      if !grown.isEmpty { rects.append(grown) }
      if rects.count > Self.maxCount { return nil }
    }
    rects = Self.merged(rects)
    let area = rects.reduce(0) { $0 + $1.width * $1.height }
    guard area * 2 <= region.width * region.height else { return nil }
    self.rects = rects
  }

  /// The rectangles with every overlapping pair replaced by the rectangle around both, until
  /// none overlap.
  static func merged(_ input: [RasterRect]) -> [RasterRect] {
    var rects = input
    var changed = true
    while changed {
      changed = false
      var i = 0
      while i < rects.count {
        var j = i + 1
        while j < rects.count {
          if !rects[i].intersection(rects[j]).isEmpty {
            rects[i] = rects[i].union(rects[j])
            rects.remove(at: j)
            changed = true
          } else {
            j += 1
          }
        }
        i += 1
      }
    }
    return rects
  }
}
