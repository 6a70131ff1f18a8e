import func Glibc.exp

/// The one-dimensional filter that `BackdropBlur` runs along rows and then along columns.
///
/// Below `boxThreshold` the filter is a sampled Gaussian truncated at ⌈3σ⌉ and normalised to
/// sum 1. From the threshold up it is three successive box blurs whose odd widths follow the
/// standard "boxes for Gauss" construction (widths `wl` and `wl + 2`, mixed so the summed
/// variance is nearest σ²), each a running sum, so the cost per pixel does not depend on σ.
/// The threshold is 5 rather than 2 because, measured against a true Gaussian on
/// full-contrast edges, three integer-width boxes err by up to 9, 5 and 4.4 levels at
/// σ = 2, 3 and 4, but by at most about 3.6 from σ = 5 up; the exact kernel costs about
/// 0.85 ms per tap on a 780×1688 frame, so at σ just under 5 it takes about twice the
/// box path's time.
package enum BackdropBlurKernel: Equatable, Sendable {
  /// A symmetric sampled Gaussian; `weights[k]` multiplies the samples `k` pixels either side.
  case gaussian(weights: [Float])
  /// Three successive box blurs; a box of radius `r` averages `2r + 1` samples.
  case boxes(radii: [Int])

  /// The smallest sigma, in pixels, that uses the three-box approximation.
  package static let boxThreshold = 5.0

  /// Chooses the filter for a Gaussian of standard deviation `sigma` pixels.
  ///
  /// A sigma below 0.1 pixel (or not finite) yields the identity filter.
  package init(sigma: Double) {
    guard sigma.isFinite, sigma >= 0.1 else {
      self = .gaussian(weights: [1])
      return
    }
    if sigma < Self.boxThreshold {
      self = .gaussian(weights: Self.gaussianWeights(sigma: sigma))
    } else {
      self = .boxes(radii: Self.boxRadii(sigma: sigma))
    }
  }

  /// Pixels read on each side of an output pixel: the kernel's half-width.
  package var margin: Int {
    switch self {
    case .gaussian(let weights): weights.count - 1
    case .boxes(let radii): radii.reduce(0, +)
    }
  }

  /// Whether the filter leaves every sample unchanged.
  package var isIdentity: Bool { margin == 0 }

  /// Filters `count` samples in `line` into `count - 2 * margin` samples left in `spare`.
  ///
  /// Both buffers hold at least `count` samples; `line` is overwritten.
  func run(
    _ line: UnsafeMutablePointer<SIMD4<Float>>, count: Int,
    spare: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    switch self {
    case .gaussian(let weights):
      weights.withUnsafeBufferPointer { convolve(line, count: count, weights: $0, into: spare) }
    case .boxes(let radii):
      // Ping-pong line → spare → line → spare, each pass shortening the valid run.
      var length = count
      var source = line
      var target = spare
      for radius in radii {
        box(source, count: length, radius: radius, into: target)
        length -= 2 * radius
        swap(&source, &target)
      }
      if source != spare {
        spare.update(from: source, count: length)
      }
    }
  }

  /// Convolves with a symmetric kernel, pairing the samples at ±k before multiplying.
  ///
  /// The loops run tap by tap over the whole line, which streams memory and vectorises.
  private func convolve(
    _ source: UnsafeMutablePointer<SIMD4<Float>>, count: Int,
    weights: UnsafeBufferPointer<Float>, into target: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let radius = weights.count - 1
    let outputs = count - 2 * radius
    let center = source + radius
    let middle = weights[0]
    for index in 0..<outputs {
      target[index] = center[index] * middle
    }
    for offset in stride(from: 1, through: radius, by: 1) {
      let weight = weights[offset]
      let left = center - offset
      let right = center + offset
      for index in 0..<outputs {
        target[index] += (left[index] + right[index]) * weight
      }
    }
  }

  /// Averages each run of `2 * radius + 1` samples with a running sum.
  private func box(
    _ source: UnsafeMutablePointer<SIMD4<Float>>, count: Int, radius: Int,
    into target: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let width = 2 * radius + 1
    let scale = 1 / Float(width)
    var sum = SIMD4<Float>.zero
    for index in 0..<width {
      sum += source[index]
    }
    target[0] = sum * scale
    var index = 1
    while index < count - 2 * radius {
      sum += source[index + 2 * radius] - source[index - 1]
      target[index] = sum * scale
      index += 1
    }
  }

  /// Normalised weights `exp(-k² / 2σ²)` for k in 0...⌈3σ⌉.
  private static func gaussianWeights(sigma: Double) -> [Float] {
    let radius = Int((3 * sigma).rounded(.up))
    let raw = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = raw.dropFirst().reduce(raw[0]) { $0 + 2 * $1 }
    return raw.map { Float($0 / total) }
  }

  /// Radii of the three boxes: `m` boxes of odd width `wl`, the rest `wl + 2`.
  ///
  /// `wl` is the largest odd width at most √(4σ² + 1) (the ideal common width of three
  /// boxes), and `m` is the count that brings the summed variance (w² − 1) / 12 nearest σ².
  private static func boxRadii(sigma: Double) -> [Int] {
    let variance = sigma * sigma
    var lower = Int((4 * variance + 1).squareRoot())
    if lower % 2 == 0 {
      lower -= 1
    }
    let lowerSquared = Double(lower * lower)
    let ideal =
      (12 * variance - 3 * lowerSquared - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)
    let lowerCount = min(3, max(0, Int(ideal.rounded())))
    return (0..<3).map { $0 < lowerCount ? (lower - 1) / 2 : (lower + 1) / 2 }
  }
}
