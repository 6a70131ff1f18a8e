/// The column pass of `BackdropBlur`, run on whole rows as they arrive instead of on whole
/// columns, so it keeps only the rows the filter spans rather than the row pass's full output.
///
/// Each column sees exactly the arithmetic `BackdropBlurKernel.run` does on that column's
/// padded samples, in the same order (the lanes of a row are independent), so the output bits
/// are the same; what changes is that memory grows with the kernel's height, not the image's.
/// Rows are fed top to bottom, padding included; after the first `2 × margin` the stream
/// hands back one output row per row fed.
struct BackdropColumnStream {
  /// One stage of three box blurs: a running sum per column over its last `2r + 1` inputs.
  fileprivate struct Box {
    let radius: Int
    /// `2r + 2` input rows, the oldest one just before the window and the window itself.
    let ring: UnsafeMutablePointer<SIMD4<Float>>
    let sums: UnsafeMutablePointer<SIMD4<Float>>
    let output: UnsafeMutablePointer<SIMD4<Float>>
    var fed = 0

    var ringRows: Int { 2 * radius + 2 }
  }

  /// Samples per row.
  let columns: Int
  private let kernel: BackdropBlurKernel
  /// For the Gaussian: the last `2R + 1` rows fed, and the row it outputs.
  private let ring: UnsafeMutablePointer<SIMD4<Float>>
  private let output: UnsafeMutablePointer<SIMD4<Float>>
  private var fed = 0
  private var boxes: [Box] = []

  /// The scratch a stream of `columns` samples per row needs with this kernel.
  static func scratchCount(columns: Int, kernel: BackdropBlurKernel) -> Int {
    switch kernel {
    case .gaussian(let weights): columns * (2 * weights.count)
    case .boxes(let radii): radii.reduce(0) { $0 + columns * (2 * $1 + 4) }
    }
  }

  /// A stream over `scratch`, which holds at least `scratchCount` samples.
  init(columns: Int, kernel: BackdropBlurKernel, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
    self.columns = columns
    self.kernel = kernel
    switch kernel {
    case .gaussian(let weights):
      ring = scratch
      output = scratch + columns * (2 * weights.count - 1)
    case .boxes(let radii):
      ring = scratch
      output = scratch
      var next = scratch
      for radius in radii {
        let box = Box(
          radius: radius, ring: next, sums: next + columns * (2 * radius + 2),
          output: next + columns * (2 * radius + 3))
        boxes.append(box)
        next += columns * (2 * radius + 4)
      }
    }
  }

  /// Feeds the next padded row; returns the next output row once the filter spans enough.
  ///
  /// The row returned stays valid until the next call.
  mutating func feed(_ row: UnsafePointer<SIMD4<Float>>) -> UnsafePointer<SIMD4<Float>>? {
    switch kernel {
    case .gaussian(let weights):
      return weights.withUnsafeBufferPointer { convolve(row, weights: $0) }
    case .boxes:
      var input = row
      for stage in boxes.indices {
        guard let produced = boxes[stage].feed(input, columns: columns) else { return nil }
        input = produced
      }
      return input
    }
  }

  /// The Gaussian: the centre row times the middle weight, then each pair of rows at ±k, as
  /// `BackdropBlurKernel.convolve` adds them.
  private mutating func convolve(
    _ row: UnsafePointer<SIMD4<Float>>, weights: UnsafeBufferPointer<Float>
  ) -> UnsafePointer<SIMD4<Float>>? {
    let radius = weights.count - 1
    let rows = 2 * radius + 1
    (ring + (fed % rows) * columns).update(from: row, count: columns)
    fed += 1
    guard fed >= rows else { return nil }
    let first = fed - rows
    func slot(_ padded: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
      ring + (padded % rows) * columns
    }
    let center = slot(first + radius)
    let middle = weights[0]
    for index in 0..<columns {
      output[index] = center[index] * middle
    }
    for offset in stride(from: 1, through: radius, by: 1) {
      let weight = weights[offset]
      let left = slot(first + radius - offset)
      let right = slot(first + radius + offset)
      for index in 0..<columns {
        output[index] += (left[index] + right[index]) * weight
      }
    }
    return UnsafePointer(output)
  }
}

extension BackdropColumnStream.Box {
  /// Takes the next input row; returns this box's next output row once it has `2r + 1`.
  ///
  /// The first output sums its window from zero in order, the later ones add the newest row
  /// and take the one that left, as `BackdropBlurKernel.box`'s running sum does.
  fileprivate mutating func feed(
    _ row: UnsafePointer<SIMD4<Float>>, columns: Int
  ) -> UnsafePointer<SIMD4<Float>>? {
    let width = 2 * radius + 1
    let scale = 1 / Float(width)
    (ring + (fed % ringRows) * columns).update(from: row, count: columns)
    fed += 1
    guard fed >= width else { return nil }
    if fed == width {
      sums.update(repeating: .zero, count: columns)
      for input in 0..<width {
        let source = ring + (input % ringRows) * columns
        for index in 0..<columns {
          sums[index] += source[index]
        }
      }
    } else {
      let newest = ring + ((fed - 1) % ringRows) * columns
      let oldest = ring + ((fed - 1 - width) % ringRows) * columns
      for index in 0..<columns {
        sums[index] += newest[index] - oldest[index]
      }
    }
    for index in 0..<columns {
      output[index] = sums[index] * scale
    }
    return UnsafePointer(output)
  }
}
