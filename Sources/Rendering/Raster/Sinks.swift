/// Blends one premultiplied colour over a surface, through the clip's coverage plane if any.
struct SolidSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  let color: UInt32
  let mask: UnsafeMutablePointer<UInt8>?

  @inline(__always) func run(y: Int, x0: Int, x1: Int, coverage: UInt32) {
    let row = pixels + y * width
    if let mask {
      let m = mask + y * width
      // Fully covered and fully inside the clip, an opaque colour is simply stored (what the
      // blend below gives, without it).
      let opaque = coverage == 255 && color >> 24 == 255
      for x in x0..<x1 {
        if opaque && m[x] == 255 {
          row[x] = color
          continue
        }
        let c = PixelMath.mul8(coverage, UInt32(m[x]))
        if c != 0 { row[x] = PixelMath.over(PixelMath.scale(color, c), row[x]) }
      }
      return
    }
    let s = coverage == 255 ? color : PixelMath.scale(color, coverage)
    let inverse = 255 &- (s >> 24)
    if inverse == 0 {
      (row + x0).update(repeating: s, count: x1 - x0)
    } else {
      for x in x0..<x1 { row[x] = s &+ PixelMath.scale(row[x], inverse) }
    }
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
