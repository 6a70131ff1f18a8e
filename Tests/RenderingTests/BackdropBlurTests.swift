import Testing

@testable import Rendering

@Suite("BackdropBlur")
struct BackdropBlurTests {
  /// The blur matches a direct double-precision 2D Gaussian with clamped edges.
  ///
  /// Tolerances, in 8-bit levels, on noise overlaid with solid rectangles (full-contrast
  /// edges and corners, the worst case for an approximation):
  /// - Exact kernel (σ < `boxThreshold`): max 1. Rounding costs 0.5; truncating the kernel
  ///   at ⌈3σ⌉ (the reference uses ⌈4σ⌉) moves about 0.5 % of the 2D weight, which measured
  ///   at most 0.92 in all (at σ = 3, where ⌈3σ⌉ = 3σ exactly).
  /// - Three boxes: max 4, mean 1. The three-box kernel's cumulative differs from the
  ///   Gaussian's by up to ≈ 1 % (its shape, plus a variance up to σ low from odd widths), so
  ///   a 0→255 edge is ≈ 2.5 levels off along one axis, and near a corner the row and column
  ///   errors add up; measured at most 3.6 (σ = 5) and a mean of at most 0.75.
  @Test(arguments: [0.8, 1.5, 3, 4.9, 5, 8, 20])
  func matchesDirectGaussian(sigma: Double) {
    let image = BackdropTestImage.random(width: 61, height: 47, seed: UInt64(sigma * 10))
    let reference = BackdropReferenceBlur.blur(image, sigma: sigma)
    var blurred = image
    var blur = BackdropBlur(sigma: sigma)
    blurred.blur(&blur)
    let errors = BackdropReferenceBlur.errors(blurred, reference, rect: (0, 0, 61, 47))
    let exact = sigma < BackdropBlurKernel.boxThreshold
    #expect(errors.maximum <= (exact ? 1 : 4))
    #expect(errors.mean <= (exact ? 0.5 : 1))
  }

  /// A constant image is a fixed point: every weight set sums to 1 and rounding absorbs
  /// the float error.
  @Test(
    arguments: [0x0000_0000, 0xFF20_80C0, 0x8040_2010, 0xFFFF_FFFF, 0x0101_0101] as [UInt32],
    [0.8, 3, 8, 45])
  func constantImageStaysConstant(color: UInt32, sigma: Double) {
    var image = BackdropTestImage(width: 40, height: 33, fill: color)
    var blur = BackdropBlur(sigma: sigma)
    image.blur(&blur)
    #expect(image == BackdropTestImage(width: 40, height: 33, fill: color))
  }

  /// Only pixels inside the rect change, and inside it the result still sees the pixels
  /// around it, so it matches the whole-image reference.
  @Test(arguments: [1.5, 8, 20])
  func onlyTheRectChanges(sigma: Double) {
    let image = BackdropTestImage.random(width: 64, height: 48, seed: 7)
    let rect = (x0: 13, y0: 9, x1: 41, y1: 30)
    var blurred = image
    var blur = BackdropBlur(sigma: sigma)
    blurred.blur(&blur, rect: rect)
    for y in 0..<48 {
      for x in 0..<64 where !(rect.x0..<rect.x1).contains(x) || !(rect.y0..<rect.y1).contains(y) {
        #expect(blurred[x, y] == image[x, y])
      }
    }
    let reference = BackdropReferenceBlur.blur(image, sigma: sigma)
    let errors = BackdropReferenceBlur.errors(blurred, reference, rect: rect)
    #expect(errors.maximum <= (sigma < BackdropBlurKernel.boxThreshold ? 1 : 4))
  }

  /// Rects that are empty or outside the image change nothing.
  @Test(arguments: [(10, 10, 10, 20), (-5, -5, 0, 0), (70, 0, 90, 10), (5, 5, 3, 3)])
  func emptyRectChangesNothing(x0: Int, y0: Int, x1: Int, y1: Int) {
    let image = BackdropTestImage.random(width: 32, height: 24, seed: 3)
    var blurred = image
    var blur = BackdropBlur(sigma: 4)
    blurred.blur(&blur, rect: (x0, y0, x1, y1))
    #expect(blurred == image)
  }

  /// A transparent border around an opaque square blurs without a dark fringe.
  ///
  /// Premultiplied, every pixel is (k·C, k·255) for some coverage k, so un-premultiplying
  /// gives C back. Both channels are rounded to 8 bits, so the check is that C lies within 1
  /// of the interval of colours consistent with the rounded pixel,
  /// [(c − ½)·255 / (a + ½), (c + ½)·255 / (a − ½)]; a straight-alpha blur would pull the
  /// colour towards the transparent black and fail by far.
  @Test(arguments: [0.8, 3, 8, 20])
  func noDarkFringe(sigma: Double) {
    let color = SIMD4(200, 120, 40, 255)
    var image = BackdropTestImage(width: 48, height: 48)
    image.fill(rect: (16, 16, 32, 32), with: BackdropTestImage.pack(200, 120, 40, 255))
    var blur = BackdropBlur(sigma: sigma)
    image.blur(&blur)
    var fringe = 0
    for pixel in image.pixels {
      let channels = BackdropTestImage.channels(pixel)
      let alpha = Double(channels.w)
      guard alpha > 0 else { continue }
      fringe += channels.w < 255 ? 1 : 0
      for channel in 0..<3 {
        let value = Double(channels[channel])
        let lower = (value - 0.5) * 255 / (alpha + 0.5)
        let upper = (value + 0.5) * 255 / max(alpha - 0.5, 0.5)
        #expect(Double(color[channel]) >= lower - 1)
        #expect(Double(color[channel]) <= upper + 1)
      }
    }
    #expect(fringe > 0)
  }

  /// Repeated runs, and runs after the scratch buffers served other sizes, give equal bits.
  @Test func deterministicWithReusedScratch() {
    let image = BackdropTestImage.random(width: 50, height: 40, seed: 11)
    var first = image
    var fresh = BackdropBlur(sigma: 6)
    first.blur(&fresh)
    var reused = BackdropBlur(sigma: 1.2)
    var other = BackdropTestImage.random(width: 90, height: 70, seed: 12)
    other.blur(&reused)
    reused.sigma = 6
    var second = image
    second.blur(&reused)
    #expect(first == second)
    var third = image
    third.blur(&reused, rect: (0, 0, 50, 40))
    #expect(first == third)
  }

  /// A row stride wider than the image blurs the same pixels and leaves the padding alone.
  @Test func strideWiderThanWidth() {
    let image = BackdropTestImage.random(width: 30, height: 20, seed: 5)
    var padded = BackdropTestImage.random(width: 37, height: 20, seed: 6)
    for y in 0..<20 {
      for x in 0..<30 {
        padded[x, y] = image[x, y]
      }
    }
    let before = padded
    var expected = image
    var blur = BackdropBlur(sigma: 7)
    expected.blur(&blur)
    padded.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      blur.apply(to: base, width: 30, height: 20, stride: 37, rect: (0, 0, 30, 20))
    }
    for y in 0..<20 {
      for x in 0..<37 {
        #expect(padded[x, y] == (x < 30 ? expected[x, y] : before[x, y]))
      }
    }
  }

  /// Small sigmas get a normalised kernel of radius ⌈3σ⌉; larger ones three boxes whose
  /// variance is within σ of σ² and whose reach stays within 3σ.
  @Test(arguments: [0.1, 0.8, 1.5, 4.9, 5, 8, 15, 45, 120])
  func kernelChoice(sigma: Double) throws {
    switch BackdropBlurKernel(sigma: sigma) {
    case .gaussian(let weights):
      #expect(sigma < BackdropBlurKernel.boxThreshold)
      #expect(weights.count - 1 == Int((3 * sigma).rounded(.up)))
      let total = weights.dropFirst().reduce(weights[0]) { $0 + 2 * $1 }
      #expect(abs(total - 1) < 1e-5)
    case .boxes(let radii):
      #expect(sigma >= BackdropBlurKernel.boxThreshold)
      try #require(radii.count == 3)
      let variance = radii.map { Double(4 * $0 * ($0 + 1)) / 12 }.reduce(0, +)
      #expect(abs(variance - sigma * sigma) <= sigma)
      #expect(Double(radii.reduce(0, +)) <= 3 * sigma)
    }
  }

  /// A negligible sigma is the identity and leaves pixels bit-for-bit alone.
  @Test(arguments: [0, 0.05, -3, .nan])
  func negligibleSigmaIsIdentity(sigma: Double) {
    let image = BackdropTestImage.random(width: 16, height: 16, seed: 9)
    var blurred = image
    var blur = BackdropBlur(sigma: sigma)
    blurred.blur(&blur)
    #expect(blur.kernel.isIdentity)
    #expect(blurred == image)
  }
}
