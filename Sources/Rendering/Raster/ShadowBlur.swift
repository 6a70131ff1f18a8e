/// Three box blurs along rows, then three down columns, of a grid of floats in place: close to
/// a Gaussian, as shadows use.
///
/// A box blur is a running sum, so each output waits for the one before it. Columns are summed
/// a whole row at a time (rows are contiguous, so the adds vectorize). Rows are summed eight at
/// a time: a group of eight rows is interleaved into `SIMD8` lanes, blurred three times there and
/// written back, so eight sums advance per step. Every lane adds and subtracts the same values
/// in the same order as a row-by-row blur, so the result is the same to the bit.
enum ShadowBlur {
  /// The floats of scratch a grid of `width` × `height` needs besides itself.
  static func scratchCount(width: Int, height: Int, radius: Int) -> Int {
    // Eight more than the row groups' two lane buffers, to align them for SIMD8.
    max(16 * width + 8, max(width, height) * (2 * radius + 3))
  }

  /// Blurs `grid` (`width` × `height`, row-major) with boxes of width `2 * radius + 1`.
  ///
  /// `busyRows[y]` says row `y` may hold a non-zero value; rows of a group of eight with none
  /// stay zero through the row passes and are skipped.
  static func blur(
    _ grid: UnsafeMutablePointer<Float>, width: Int, height: Int, radius: Int,
    busyRows: [Bool], scratch: UnsafeMutablePointer<Float>
  ) {
    guard radius > 0, width > 0, height > 0 else { return }
    var y = 0
    while y < height {
      let rows = min(8, height - y)
      if busyRows[y..<(y + rows)].contains(true) {
        blurRowGroup(grid + y * width, width: width, rows: rows, radius: radius, scratch: scratch)
      }
      y += 8
    }
    let sums = scratch, ring = scratch + max(width, height)
    for _ in 0..<3 {
      blurColumns(grid, width: width, height: height, radius: radius, sums: sums, ring: ring)
    }
  }

  /// Three box blurs along each of up to eight rows, the rows side by side in SIMD lanes.
  private static func blurRowGroup(
    _ rows: UnsafeMutablePointer<Float>, width: Int, rows count: Int, radius: Int,
    scratch: UnsafeMutablePointer<Float>
  ) {
    let raw = UnsafeMutableRawPointer(scratch).alignedUp(
      toMultipleOf: MemoryLayout<SIMD8<Float>>.alignment)
    let a = raw.bindMemory(to: SIMD8<Float>.self, capacity: 2 * width)
    let b = a + width
    for x in 0..<width {
      var lanes = SIMD8<Float>(repeating: 0)
      for k in 0..<count { lanes[k] = rows[k * width + x] }
      a[x] = lanes
    }
    let scale = SIMD8<Float>(repeating: 1 / Float(2 * radius + 1))
    boxPass(from: a, to: b, count: width, radius: radius, scale: scale)
    boxPass(from: b, to: a, count: width, radius: radius, scale: scale)
    boxPass(from: a, to: b, count: width, radius: radius, scale: scale)
    for x in 0..<width {
      let lanes = b[x]
      for k in 0..<count { rows[k * width + x] = lanes[k] }
    }
    UnsafeMutableRawPointer(scratch).bindMemory(to: Float.self, capacity: 16 * width + 8)
  }

  /// One box blur of `count` lane vectors: the running sum a row-by-row blur keeps, per lane.
  @inline(__always)
  private static func boxPass(
    from input: UnsafeMutablePointer<SIMD8<Float>>, to output: UnsafeMutablePointer<SIMD8<Float>>,
    count: Int, radius: Int, scale: SIMD8<Float>
  ) {
    var sum = SIMD8<Float>(repeating: 0)
    for i in 0..<min(radius, count) { sum += input[i] }
    for i in 0..<count {
      if i + radius < count { sum += input[i + radius] }
      if i - radius - 1 >= 0 { sum -= input[i - radius - 1] }
      output[i] = sum * scale
    }
  }

  /// One box blur of height `2 * radius + 1` down every column at once, row by row, keeping
  /// a running sum per column (rows stay contiguous in memory).
  private static func blurColumns(
    _ p: UnsafeMutablePointer<Float>, width: Int, height: Int, radius: Int,
    sums: UnsafeMutablePointer<Float>, ring copy: UnsafeMutablePointer<Float>
  ) {
    // `copy` holds the last 2 * radius + 2 input rows as a ring, since output overwrites input.
    let ring = 2 * radius + 2
    let scale = 1 / Float(2 * radius + 1)
    sums.update(repeating: 0, count: width)
    for y in 0..<min(radius, height) {
      let row = p + y * width
      for x in 0..<width { sums[x] += row[x] }
    }
    for y in 0..<height {
      let slot = copy + (y % ring) * width
      slot.update(from: p + y * width, count: width)
      if y + radius < height {
        let add = p + (y + radius) * width
        for x in 0..<width { sums[x] += add[x] }
      }
      if y - radius - 1 >= 0 {
        let sub = copy + ((y - radius - 1) % ring) * width
        for x in 0..<width { sums[x] -= sub[x] }
      }
      let out = p + y * width
      for x in 0..<width { out[x] = sums[x] * scale }
    }
  }
}
