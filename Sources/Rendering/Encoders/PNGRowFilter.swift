/// PNG scanline filtering: each row gets the filter (None, Sub, Up, Average, Paeth) whose output
/// has the smallest sum of absolute values as signed bytes, the usual adaptive heuristic.
package enum PNGRowFilter {
  /// How rows are filtered.
  package enum Choice: Sendable {
    /// Each row gets the filter whose output is smallest by the heuristic.
    case adaptive
    /// Every row is stored as it is (filter type 0).
    case unfiltered
  }

  /// Rows prefixed with filter type 0 (None), otherwise as they are; the arguments as `filter`'s.
  package static func unfiltered(
    _ pixels: [UInt8], offset: Int = 0, stride: Int, rowBytes: Int, rows: Int
  ) -> [UInt8] {
    precondition(
      rows == 0 || offset + (rows - 1) * stride + rowBytes <= pixels.count,
      "PNGRowFilter: rows outside the pixels")
    var out = [UInt8](repeating: 0, count: rows * (rowBytes + 1))
    pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        guard let from = src.baseAddress, let to = dst.baseAddress else { return }
        for y in 0..<rows {
          (to + y * (rowBytes + 1) + 1).update(from: from + offset + y * stride, count: rowBytes)
        }
      }
    }
    return out
  }

  /// Filtered rows, each prefixed with its filter type, for `rows` rows of `rowBytes` bytes
  /// from `pixels` (starting at `offset`, rows `stride` bytes apart) with `bpp` bytes a pixel.
  package static func filter(
    _ pixels: [UInt8], offset: Int = 0, stride: Int, rowBytes: Int, rows: Int, bpp: Int
  ) -> [UInt8] {
    precondition(
      rows == 0 || offset + (rows - 1) * stride + rowBytes <= pixels.count,
      "PNGRowFilter: rows outside the pixels")
    var out = [UInt8](repeating: 0, count: rows * (rowBytes + 1))
    var scratch = [UInt8](repeating: 0, count: 5 * rowBytes)
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    pixels.withUnsafeBufferPointer { src in
      zeros.withUnsafeBufferPointer { zero in
        scratch.withUnsafeMutableBufferPointer { s in
          out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<rows {
              let row = UnsafeBufferPointer(
                rebasing: src[(offset + y * stride)..<(offset + y * stride + rowBytes)])
              let up =
                y == 0
                ? zero
                : UnsafeBufferPointer(
                  rebasing: src[
                    (offset + (y - 1) * stride)..<(offset + (y - 1) * stride + rowBytes)])
              var s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0
              for i in 0..<rowBytes {
                let x = row[i]
                let a = i >= bpp ? row[i &- bpp] : 0
                let b = up[i]
                let c = i >= bpp ? up[i &- bpp] : 0
                let p = Int32(a) &+ Int32(b) &- Int32(c)
                let pa = abs(p &- Int32(a))
                let pb = abs(p &- Int32(b))
                let pc = abs(p &- Int32(c))
                let paeth = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                let f1 = x &- a
                let f2 = x &- b
                let f3 = x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1)
                let f4 = x &- paeth
                s[i] = x
                s[rowBytes &+ i] = f1
                s[2 &* rowBytes &+ i] = f2
                s[3 &* rowBytes &+ i] = f3
                s[4 &* rowBytes &+ i] = f4
                s0 &+= magnitude(x)
                s1 &+= magnitude(f1)
                s2 &+= magnitude(f2)
                s3 &+= magnitude(f3)
                s4 &+= magnitude(f4)
              }
              let sums = (s0, s1, s2, s3, s4)
              var best = 0
              var bestSum = sums.0
              if sums.1 < bestSum { best = 1; bestSum = sums.1 }
              if sums.2 < bestSum { best = 2; bestSum = sums.2 }
              if sums.3 < bestSum { best = 3; bestSum = sums.3 }
              if sums.4 < bestSum { best = 4 }
              let o = y * (rowBytes + 1)
              dst[o] = UInt8(best)
              for i in 0..<rowBytes { dst[o + 1 + i] = s[best * rowBytes + i] }
            }
          }
        }
      }
    }
    return out
  }

  @inline(__always) private static func magnitude(_ v: UInt8) -> Int {
    Int(Int8(bitPattern: v).magnitude)
  }
}
