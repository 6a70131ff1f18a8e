import TransitionEngine

/// A warp evaluated at the corners of square cells of device pixels, for interpolating inside
/// them: per corner, the device point of the flat drawing to sample, how far inside the
/// warped page's edges it lies (device pixels, across and down), its light and its squeeze.
///
/// The warp is smooth across a cell of four pixels, so a pixel costs a few multiplications
/// instead of the field's square root, lookups and two projective maps (**chosen**: at a
/// ripple's shortest wavelength, a seventh of a 100-pixel side, a wave spans 14 pixels).
struct WarpMesh {
  /// The cells' side in device pixels.
  static let cell = 4
  /// The values kept per corner.
  static let lanes = 6

  let region: RasterRect
  let columns: Int
  let rows: Int
  /// `lanes` values per corner, row by row: source x, source y, inside across, inside down,
  /// light, squeeze.
  private(set) var values: [Double]
  /// Per cell, row by row: whether the warp leaves each of its pixels as the flat drawing has it.
  ///
  /// That is when all four corners sample exactly their own pixel centre, unlit, unsqueezed,
  /// half a pixel or more inside the page; the pixels are then copied instead of sampled.
  /// Interpolating such corners gives every pixel its own centre exactly, so the copy is the
  /// same bytes.
  private(set) var unwarped: [Bool]

  /// The mesh over a device region: `inverse` takes device pixels to the page's local points,
  /// `h` takes them back, `scale` is device pixels per local point across and down.
  init(
    _ field: WarpField, region: RasterRect, inverse: Homography, _ h: Homography,
    scale: SIMD2<Double>
  ) {
    self.region = region
    columns = (region.width + Self.cell - 1) / Self.cell + 1
    rows = (region.height + Self.cell - 1) / Self.cell + 1
    values = [Double](repeating: 0, count: columns * rows * Self.lanes)
    for j in 0..<rows {
      for i in 0..<columns {
        let x = Double(region.x0 + i * Self.cell) + 0.5
        let y = Double(region.y0 + j * Self.cell) + 0.5
        let k = (j * columns + i) * Self.lanes
        guard let local = inverse.apply(x, y) else {
          values[k + 2] = -1e9
          continue
        }
        let mapped = field.map(local)
        guard let device = h.apply(mapped.source.x, mapped.source.y) else {
          values[k + 2] = -1e9
          continue
        }
        values[k] = device.x
        values[k + 1] = device.y
        values[k + 2] = mapped.inside.x * scale.x
        values[k + 3] = mapped.inside.y * scale.y
        values[k + 4] = mapped.light
        values[k + 5] = mapped.squeeze
      }
    }
    unwarped = [Bool](repeating: false, count: max(columns - 1, 0) * max(rows - 1, 0))
    for j in 0..<(rows - 1) {
      for i in 0..<(columns - 1) {
        unwarped[j * (columns - 1) + i] =
          isUnwarped(i, j) && isUnwarped(i + 1, j) && isUnwarped(i, j + 1)
          && isUnwarped(i + 1, j + 1)
      }
    }
  }

  /// Whether a corner samples its own pixel centre, unlit and unsqueezed, inside the page.
  private func isUnwarped(_ i: Int, _ j: Int) -> Bool {
    let k = (j * columns + i) * Self.lanes
    return values[k] == Double(region.x0 + i * Self.cell) + 0.5
      && values[k + 1] == Double(region.y0 + j * Self.cell) + 0.5 && values[k + 2] >= 0.5
      && values[k + 3] >= 0.5 && values[k + 4] == 0 && values[k + 5] <= 1.5
  }
}
