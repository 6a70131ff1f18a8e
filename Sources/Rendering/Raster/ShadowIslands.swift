/// The separate places a sparse layer's shadow falls: rectangles that each hold some of the
/// layer's pixels (moved by the shadow's offset) with all of the shadow they cast, and that do
/// not overlap, so each can be blurred and painted on its own.
///
/// A particle layer (falling snow, sparks) is mostly transparent: blurring the whole frame
/// for a few dozen flakes spends nearly all its time on zeros. The layer is scanned in tiles
/// (`LayerTiles`) for the bounds of what each holds; each bound, moved and grown by the
/// blur's reach, is merged with every other it overlaps until none do. A pixel's shadow
/// depends only on the layer within the reach, which all lies in its own rectangle, so
/// blurring rectangle by rectangle gives what blurring the whole region gives (up to the
/// order of floating-point sums).
struct ShadowIslands {
  /// More rectangles than this and the layer is not sparse: blur it whole.
  static let maxCount = 1024

  /// The rectangles, in device pixels, inside the region given.
  let rects: [RasterRect]

  /// The islands of a layer's visible pixels (scanned into `tiles`) moved by `offset` and grown
  /// by `reach`, inside `region`; nil when together they cover more than half of `region` or are
  /// too many.
  init?(of tiles: LayerTiles, offset: (x: Int, y: Int), reach: Int, within region: RasterRect) {
    guard !tiles.scanned.isEmpty else { return nil }
    var rects: [RasterRect] = []
    for b in tiles.visible {
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
