import TransitionEngine

extension RasterCanvas {
  /// Draws the blurred, offset alpha of a layer in one colour under what is there.
  ///
  /// The blur is three box blurs in a row, close to a Gaussian of standard deviation `sigma`
  /// pixels (`ShadowBlur`). Wide blurs run on a grid `factor` times coarser (block averages in,
  /// bilinear samples out), which a blur that wide cannot show. The offset is rounded to whole
  /// pixels. A sparse layer (particles) is blurred island by island (`ShadowIslands`) instead
  /// of over its whole bounds.
  ///
  /// With `hiddenUnderOpaque`, pixels where the layer itself is opaque are skipped: the layer,
  /// drawn next at full opacity, hides them.
  ///
  /// Returns the layer's scan when it made one (for islands), for compositing the layer next.
  @discardableResult
  func drawShadow(
    of layer: PixelSurface, color: UInt32, dx: Double, dy: Double, sigma: Double,
    hiddenUnderOpaque: Bool
  ) -> LayerTiles? {
    guard color != 0, !layer.dirty.isEmpty, dx.isFinite, dy.isFinite, sigma.isFinite else {
      return nil
    }
    // The engine clamps the radius (EngineLimits.shadowRadius); this keeps the scratch bounded
    // for a tree made some other way.
    let sigma = min(sigma, EngineLimits.shadowRadius.value / 2 * rasterizer.scale)
    let ox = Int(dx.rounded()), oy = Int(dy.rounded())
    let factor = sigma >= 4 ? min(8, Int(sigma / 2)) : 1
    let lowSigma = sigma / Double(factor)
    let radius =
      lowSigma > 0.3
      ? max(1, Int((((4 * lowSigma * lowSigma + 1).squareRoot() - 1) / 2).rounded())) : 0
    let src = layer.dirty
    let moved = RasterRect(x0: src.x0 + ox, y0: src.y0 + oy, x1: src.x1 + ox, y1: src.y1 + oy)
    let region = moved.outset((3 * radius + 1) * factor).intersection(
      RasterRect(x0: 0, y0: 0, x1: width, y1: height))
    guard !region.intersection(clip.rect).isEmpty else { return nil }
    let skipOpaque = hiddenUnderOpaque && clipPlane() == nil
    // A sparse layer (particles) is blurred island by island, each with its own grid.
    let tiles = factor == 1 && radius > 0 ? LayerTiles(of: layer) : nil
    if let tiles,
      let islands = ShadowIslands(
        of: tiles, offset: (ox, oy), reach: 3 * radius + 1, within: region)
    {
      for island in islands.rects {
        blurAndPaint(
          layer, moved.intersection(island), offset: (ox, oy), island, factor: 1,
          radius: radius, color: color, skipOpaque: skipOpaque)
      }
      return tiles
    }
    blurAndPaint(
      layer, moved.intersection(region), offset: (ox, oy), region, factor: factor,
      radius: radius, color: color, skipOpaque: skipOpaque)
    return tiles
  }

  /// Blurs the layer's alpha inside `moved` on a grid over `region` (`factor` pixels a cell)
  /// and paints it in `color` over the region's visible pixels.
  private func blurAndPaint(
    _ layer: PixelSurface, _ moved: RasterRect, offset: (x: Int, y: Int), _ region: RasterRect,
    factor: Int, radius: Int, color: UInt32, skipOpaque: Bool
  ) {
    let visible = region.intersection(clip.rect)
    guard !visible.isEmpty else { return }
    let grid = ShadowGrid(
      region: region, factor: factor,
      width: (region.width + factor - 1) / factor, height: (region.height + factor - 1) / factor)
    let needed =
      grid.width * grid.height
      + ShadowBlur.scratchCount(width: grid.width, height: grid.height, radius: radius)
    if blurScratch.count < needed { blurScratch = Array(repeating: 0, count: needed) }
    blurScratch.withUnsafeMutableBufferPointer { buffer in
      guard let a = buffer.baseAddress else { return }
      a.update(repeating: 0, count: grid.width * grid.height)
      let busyRows = accumulateAlpha(of: layer, moved: moved, offset: offset, into: a, grid)
      ShadowBlur.blur(
        a, width: grid.width, height: grid.height, radius: radius, busyRows: busyRows,
        scratch: a + grid.width * grid.height)
      if factor == 1 {
        paintShadowExactly(a, grid, visible, color: color, layer: skipOpaque ? layer : nil)
      } else {
        paintShadowSampled(a, grid, visible, color: color, layer: skipOpaque ? layer : nil)
      }
      target.dirty = target.dirty.union(visible)
    }
  }

  /// Block averages of the layer's alpha, moved by the offset, on the grid; returns which grid
  /// rows received any.
  private func accumulateAlpha(
    of layer: PixelSurface, moved inside: RasterRect, offset: (x: Int, y: Int),
    into a: UnsafeMutablePointer<Float>, _ grid: ShadowGrid
  ) -> [Bool] {
    var busy = [Bool](repeating: false, count: grid.height)
    guard !inside.isEmpty else { return busy }
    let (factor, region, lw) = (grid.factor, grid.region, grid.width)
    let weight = 1 / Float(factor * factor)
    for y in inside.y0..<inside.y1 {
      let from = layer.pixels + (y - offset.y) * width - offset.x
      let row = (y - region.y0) / factor
      let cells = a + row * lw
      var any: UInt32 = 0
      // One division per row: the blocks after the first start on the grid.
      var x = inside.x0
      var cell = (x - region.x0) / factor
      var blockEnd = min(inside.x1, region.x0 + (cell + 1) * factor)
      while x < inside.x1 {
        var sum: UInt32 = 0
        for i in x..<blockEnd { sum &+= from[i] >> 24 }
        cells[cell] += Float(sum) * weight
        any |= sum
        x = blockEnd
        cell += 1
        blockEnd = min(inside.x1, blockEnd + factor)
      }
      if any != 0 { busy[row] = true }
    }
    return busy
  }

  /// Paints a full-resolution blurred grid in `color` over the visible pixels.
  private func paintShadowExactly(
    _ a: UnsafeMutablePointer<Float>, _ grid: ShadowGrid, _ visible: RasterRect, color: UInt32,
    layer: PixelSurface?
  ) {
    let plane = clipPlane()?.values
    for y in visible.y0..<visible.y1 {
      let dst = target.pixels + y * width
      let values = a + (y - grid.region.y0) * grid.width - grid.region.x0
      let own = layer.map { $0.pixels + y * width }
      // The shade of pixel x (0: none).
      @inline(__always) func shade(_ x: Int) -> UInt32 {
        let v = values[x]
        guard v >= 0.5 else { return 0 }
        if let own, own[x] >> 24 == 255 { return 0 }
        let c = UInt32(min(v, 255) + 0.5)
        return plane.map { PixelMath.mul8(c, UInt32($0[y * width + x])) } ?? c
      }
      Self.paint(color, over: dst + visible.x0, count: visible.width) { shade(visible.x0 + $0) }
    }
  }

  /// Paints a coarse blurred grid in `color` over the visible pixels, sampled bilinearly.
  private func paintShadowSampled(
    _ a: UnsafeMutablePointer<Float>, _ grid: ShadowGrid, _ visible: RasterRect, color: UInt32,
    layer: PixelSurface?
  ) {
    let plane = clipPlane()?.values
    let factor = grid.factor
    func sample(_ d: Int, _ count: Int) -> (Int, Int, Float) {
      let u = max(0, (Float(d) + 0.5) / Float(factor) - 0.5)
      let i = min(Int(u), count - 1)
      return (i, min(i + 1, count - 1), u - Float(i))
    }
    // Bilinear sampling positions of each visible column on the coarse grid.
    let columns = (visible.x0..<visible.x1).map { sample($0 - grid.region.x0, grid.width) }
    // The grid interpolated down to the row being painted (bilinear is separable).
    var line = [Float](repeating: 0, count: grid.width)
    line.withUnsafeMutableBufferPointer { line in
      for y in visible.y0..<visible.y1 {
        let (j0, j1, fy) = sample(y - grid.region.y0, grid.height)
        let r0 = a + j0 * grid.width, r1 = a + j1 * grid.width
        var any = false
        for i in 0..<grid.width {
          let v = r0[i] + (r1[i] - r0[i]) * fy
          line[i] = v
          any = any || v >= 0.5
        }
        // Nothing in this row rounds to a shade.
        guard any else { continue }
        let dst = target.pixels + y * width
        let own = layer.map { $0.pixels + y * width }
        // The shade of column k (0: none).
        @inline(__always) func shade(_ k: Int) -> UInt32 {
          let (i0, i1, fx) = columns[k]
          let (v0, v1) = (line[i0], line[i1])
          // Between two values under a half, so it rounds to nothing.
          if v0 < 0.5 && v1 < 0.5 { return 0 }
          let x = visible.x0 + k
          if let own, own[x] >> 24 == 255 { return 0 }
          let v = v0 + (v1 - v0) * fx
          let c = UInt32(min(max(v, 0), 255) + 0.5)
          return plane.map { PixelMath.mul8(c, UInt32($0[y * width + x])) } ?? c
        }
        Self.paint(color, over: dst + visible.x0, count: columns.count, shade: shade)
      }
    }
  }
}

extension RasterCanvas {
  /// Paints `color` over `count` pixels from `dst`, pixel k at coverage `shade(k)` (0: left as
  /// it is), four at a time where it can (`PixelMath.overColorFour`).
  @inline(__always)
  fileprivate static func paint(
    _ color: UInt32, over dst: UnsafeMutablePointer<UInt32>, count: Int,
    shade: (Int) -> UInt32
  ) {
    var k = 0
    while k + 4 <= count {
      let c = SIMD4(shade(k), shade(k + 1), shade(k + 2), shade(k + 3))
      if c != .zero { PixelMath.overColorFour(dst + k, color, c) }
      k += 4
    }
    for k in k..<count {
      let c = shade(k)
      if c != 0 { dst[k] = PixelMath.over(PixelMath.scale(color, c), dst[k]) }
    }
  }
}

/// Where a shadow's blur grid lies: the device rectangle it covers and its cells.
private struct ShadowGrid {
  /// The device pixels the grid covers.
  let region: RasterRect
  /// Device pixels per cell along each axis.
  let factor: Int
  /// Cells per row.
  let width: Int
  /// Rows of cells.
  let height: Int
}
