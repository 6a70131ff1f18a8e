import func Glibc.exp

@testable import Rendering

/// A plain, slow 2D Gaussian convolution in double precision: the blur's reference.
///
/// Every output pixel is Σ g(dx) g(dy) · image[clamp(x + dx), clamp(y + dy)] / Σ g(dx) g(dy)
/// over |dx|, |dy| ≤ ⌈4σ⌉ with g(d) = exp(−d² / 2σ²), so samples beyond the image take the
/// nearest edge pixel. To keep the debug-build test quick, the taps that clamp onto the same
/// pixel are summed first (`folded`), which changes the order of additions, not the result.
enum BackdropReferenceBlur {
  static func blur(_ image: BackdropTestImage, sigma: Double) -> [SIMD4<Double>] {
    let columns = folded(size: image.width, sigma: sigma)
    let rows = folded(size: image.height, sigma: sigma)
    var planes = Array(repeating: [Double](repeating: 0, count: image.pixels.count), count: 4)
    for (index, pixel) in image.pixels.enumerated() {
      let channels = BackdropTestImage.channels(pixel)
      for channel in 0..<4 {
        planes[channel][index] = Double(channels[channel])
      }
    }
    var result: [SIMD4<Double>] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        var sums: [Double] = [0, 0, 0, 0]
        for (sourceY, rowWeight) in rows[y] {
          for (sourceX, columnWeight) in columns[x] {
            let weight = rowWeight * columnWeight
            let index = sourceY * image.width + sourceX
            for channel in 0..<4 {
              sums[channel] += planes[channel][index] * weight
            }
          }
        }
        result.append(SIMD4(sums[0], sums[1], sums[2], sums[3]))
      }
    }
    return result
  }

  /// For each output position, the normalised 1D weight landing on each source position.
  private static func folded(size: Int, sigma: Double) -> [[(Int, Double)]] {
    let radius = Int((4 * sigma).rounded(.up))
    let taps = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = taps.reduce(0, +)
    return (0..<size).map { position in
      var weights = [Double](repeating: 0, count: size)
      for (offset, tap) in zip(-radius...radius, taps) {
        weights[min(max(position + offset, 0), size - 1)] += tap / total
      }
      return weights.enumerated().filter { $0.element > 0 }.map { ($0.offset, $0.element) }
    }
  }

  /// The largest and the mean |blurred − reference| over the channels of pixels inside `rect`.
  static func errors(
    _ blurred: BackdropTestImage, _ reference: [SIMD4<Double>],
    rect: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) -> (maximum: Double, mean: Double) {
    var worst = 0.0
    var total = 0.0
    for y in rect.y0..<rect.y1 {
      for x in rect.x0..<rect.x1 {
        let actual = SIMD4<Double>(BackdropTestImage.channels(blurred[x, y]))
        let difference = actual - reference[y * blurred.width + x]
        let magnitude = SIMD4(
          difference.x.magnitude, difference.y.magnitude,
          difference.z.magnitude, difference.w.magnitude)
        worst = max(worst, magnitude.max())
        total += magnitude.sum()
      }
    }
    let count = Double(4 * (rect.x1 - rect.x0) * (rect.y1 - rect.y0))
    return (worst, total / count)
  }
}
