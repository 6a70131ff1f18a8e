/// Blends one premultiplied colour over a surface, through the clip's coverage plane if any.
struct SolidSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  let color: UInt32
  let mask: UnsafeMutablePointer<UInt8>?

  @inline(__always) func run(y: Int, x0: Int, x1: Int, coverage: UInt32) {
    let row = pixels + y * width
    guard let mask else {
      unmasked(row, x0, x1, coverage: coverage)
      return
    }
    let m = mask + y * width
    // Fully covered and fully inside the clip, an opaque colour is simply stored (what the
    // blend below gives, without it).
    let opaque = coverage == 255 && color >> 24 == 255
    var x = x0
    while x < x1 {
      // Where eight or more mask values are 255 (inside the clip), or 0 (outside), the run
      // is drawn as without a mask, or passed.
      if x + 8 <= x1 {
        let word = Self.eight(m + x)
        if word == ~0 || word == 0 {
          var end = x + 8
          while end + 8 <= x1, Self.eight(m + end) == word { end += 8 }
          if word != 0 { unmasked(row, x, end, coverage: coverage) }
          x = end
          continue
        }
      }
      if opaque && m[x] == 255 {
        row[x] = color
      } else {
        let c = PixelMath.mul8(coverage, UInt32(m[x]))
        if c != 0 { row[x] = PixelMath.over(PixelMath.scale(color, c), row[x]) }
      }
      x += 1
    }
  }

  /// Pixels `x0..<x1` of a row covered `coverage / 255`, with no clip plane (a mask value
  /// of 255 gives the same: `mul8(c, 255) == c`).
  @inline(__always) private func unmasked(
    _ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, coverage: UInt32
  ) {
    let s = coverage == 255 ? color : PixelMath.scale(color, coverage)
    let inverse = 255 &- (s >> 24)
    if inverse == 0 {
      (row + x0).update(repeating: s, count: x1 - x0)
    } else {
      // Four at a time (`PixelMath.addScaledFour`), the rest one by one.
      var x = x0
      while x + 4 <= x1 {
        PixelMath.addScaledFour(row + x, s, inverse)
        x += 4
      }
      while x < x1 {
        row[x] = s &+ PixelMath.scale(row[x], inverse)
        x += 1
      }
    }
  }

  /// Eight mask values as one word.
  @inline(__always) static func eight(_ p: UnsafeMutablePointer<UInt8>) -> UInt64 {
    UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
  }
}

/// Writes coverage, times the enclosing clip's coverage if any, into a coverage plane.
struct PlaneSink: CoverageSink {
  let values: UnsafeMutablePointer<UInt8>
  let width: Int
  let mask: UnsafeMutablePointer<UInt8>?

  @inline(__always) func run(y: Int, x0: Int, x1: Int, coverage: UInt32) {
    let row = values + y * width
    if let mask {
      let m = mask + y * width
      for x in x0..<x1 { row[x] = UInt8(PixelMath.mul8(coverage, UInt32(m[x]))) }
    } else {
      (row + x0).update(repeating: UInt8(coverage), count: x1 - x0)
    }
  }
}
