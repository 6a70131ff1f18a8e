/// Blurs a rectangle of an image in place with a Gaussian of standard deviation sigma (pixels).
///
/// Pixels are premultiplied RGBA8 packed one per `UInt32` (see `BackdropPixel`). The blur is
/// separable: a row pass filters each row into floats, and a column pass fed those rows top to
/// bottom (`BackdropColumnStream`, which keeps only the rows its filter spans) writes pixels
/// back rounded to nearest (ties to even). Both passes run
/// `BackdropBlurKernel` on premultiplied channels in `Float`, so transparent pixels add no
/// colour and leave no dark fringe. Samples
/// beyond the image edge repeat the edge pixel, as Core Image's clamped blur does. The
/// scratch buffers live in the value and are reused by later calls.
package struct BackdropBlur: Sendable {
  /// The standard deviation of the Gaussian in pixels.
  package var sigma: Double {
    didSet { kernel = BackdropBlurKernel(sigma: sigma) }
  }

  /// The one-dimensional filter chosen for `sigma`.
  package private(set) var kernel: BackdropBlurKernel

  /// The column pass's rows (`BackdropColumnStream.scratchCount`).
  private var columnScratch: [SIMD4<Float>] = []
  /// One padded row or column of input samples.
  private var line: [SIMD4<Float>] = []
  /// The filter's second buffer, which ends up holding its output.
  private var spare: [SIMD4<Float>] = []

  /// Creates a blur with standard deviation `sigma` pixels.
  package init(sigma: Double) {
    self.sigma = sigma
    self.kernel = BackdropBlurKernel(sigma: sigma)
  }

  /// Blurs the pixels inside `rect`, writing nothing outside it.
  ///
  /// `rect` is half-open and clamped to the image. Pixels up to the kernel's margin outside
  /// it (at most about 3σ) are read where they exist; beyond the image edge the edge pixel
  /// repeats. The output depends only on the input, so equal inputs give equal bits.
  ///
  /// - Parameters:
  ///   - pixels: The first pixel of the image; rows are `stride` pixels apart.
  ///   - width: The image width in pixels.
  ///   - height: The image height in pixels.
  ///   - stride: The distance between rows in pixels, at least `width`.
  ///   - rect: The half-open rectangle to blur, in pixels.
  package mutating func apply(
    to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
    rect: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    let area = BackdropBlurArea(
      width: width, height: height, rect: rect, margin: kernel.margin)
    guard let area, !kernel.isIdentity else { return }
    let lineCount = area.columns + 2 * area.margin
    var columnScratch = take(
      \.columnScratch,
      count: BackdropColumnStream.scratchCount(columns: area.columns, kernel: kernel))
    var line = take(\.line, count: lineCount)
    var spare = take(\.spare, count: lineCount)
    columnScratch.withUnsafeMutableBufferPointer { columnBuffer in
      line.withUnsafeMutableBufferPointer { lineBuffer in
        spare.withUnsafeMutableBufferPointer { spareBuffer in
          guard
            let columnScratch = columnBuffer.baseAddress,
            let line = lineBuffer.baseAddress,
            let spare = spareBuffer.baseAddress
          else { return }
          BackdropBlurPasses(
            pixels: pixels, stride: stride, area: area, kernel: kernel,
            columnScratch: columnScratch, line: line, spare: spare
          ).run()
        }
      }
    }
    self.columnScratch = columnScratch
    self.line = line
    self.spare = spare
  }

  /// Moves a scratch buffer out of `self`, grown to at least `count` samples.
  private mutating func take(
    _ key: WritableKeyPath<BackdropBlur, [SIMD4<Float>]>, count: Int
  ) -> [SIMD4<Float>] {
    var buffer = self[keyPath: key]
    self[keyPath: key] = []
    if buffer.count < count {
      buffer = Array(repeating: .zero, count: count)
    }
    return buffer
  }
}
