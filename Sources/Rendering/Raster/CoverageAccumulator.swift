/// Receives runs of pixels that share one coverage value.
protocol CoverageSink {
  /// Pixels `x0..<x1` of row `y` (device coordinates) are covered `coverage / 255`.
  func run(y: Int, x0: Int, x1: Int, coverage: UInt32)
}

/// How overlapping contours fill.
enum FillRule {
  case nonZero, evenOdd
}

/// An anti-aliased scanline rasterizer by signed-area accumulation.
///
/// Each edge adds, per pixel cell it crosses, the change in covered area that its piece of
/// the row makes; a running sum along a row then gives the signed winding coverage of every
/// pixel exactly (box filter). Cells are zeroed as they are read, so the buffer is reusable.
///
/// Tall regions are rasterized in bands of `bandRows` rows (`rasterize`): every band takes
/// every edge again but keeps only its own rows, each computed exactly as without bands, so
/// the cells hold the same sums and the buffer stays small (a full-frame shape at 4× took
/// 21 MB of cells).
///
/// Each row also keeps a bit per block of 8 cells that an edge touched, so the scan skips the
/// untouched blocks (the inside and outside of a shape) 8 cells at a time, 512 at a time where
/// a whole word of blocks is untouched.
final class CoverageAccumulator {
  private var cells: UnsafeMutablePointer<Float>
  private var capacity: Int
  /// The touched blocks: `wordsPerRow` words of 64 block bits per row.
  private var marks: UnsafeMutablePointer<UInt64>
  private var marksCapacity: Int
  private var wordsPerRow = 1
  /// The region being rasterized, in device pixels.
  private(set) var region = RasterRect.empty
  private var stride = 0
  /// The rows of the region (from its top) whose cells are kept now.
  private var band = 0..<0

  /// The most rows rasterized at once.
  static let bandRows = 256

  init() {
    capacity = 1
    cells = .allocate(capacity: 1)
    cells.initialize(to: 0)
    marksCapacity = 1
    marks = .allocate(capacity: 1)
    marks.initialize(to: 0)
  }

  deinit {
    cells.deallocate()
    marks.deallocate()
  }

  /// Rasterizes the edges `addEdges` adds, clipped to `region` (which must not be empty),
  /// into the sink, a band of rows at a time; `addEdges` is called once per band.
  func rasterize<S: CoverageSink>(
    _ region: RasterRect, _ rule: FillRule, into sink: S, addEdges: (CoverageAccumulator) -> Void
  ) {
    begin(region)
    var top = 0
    while top < region.height {
      band = top..<min(top + Self.bandRows, region.height)
      addEdges(self)
      scan(rule, into: sink)
      top = band.upperBound
    }
  }

  /// Prepares the buffers for edges clipped to `region`.
  private func begin(_ region: RasterRect) {
    self.region = region
    stride = region.width + 2
    let needed = stride * (min(region.height, Self.bandRows) + 1)
    if needed > capacity {
      cells.deallocate()
      capacity = needed
      cells = .allocate(capacity: needed)
      cells.initialize(repeating: 0, count: needed)
    }
    wordsPerRow = (stride + 8 * 64 - 1) / (8 * 64)
    let words = wordsPerRow * (min(region.height, Self.bandRows) + 1)
    if words > marksCapacity {
      marks.deallocate()
      marksCapacity = words
      marks = .allocate(capacity: words)
      marks.initialize(repeating: 0, count: words)
    }
  }

  /// Notes that cells `first...last` of a row were written.
  @inline(__always) private func mark(row: Int, _ first: Int, _ last: Int) {
    let words = marks + row * wordsPerRow
    for block in (first >> 3)...(last >> 3) { words[block >> 6] |= 1 << UInt64(block & 63) }
  }

  /// Adds an edge between two device points; its direction gives its winding sign.
  func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    let w = Double(region.width), h = Double(region.height)
    var (x0, y0, x1, y1) = (
      ax - Double(region.x0), ay - Double(region.y0), bx - Double(region.x0), by - Double(region.y0)
    )
    guard y0 != y1, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return }
    // Nothing of an edge wholly above or below the band lands in it (clipping only shortens).
    guard max(y0, y1) > Double(band.lowerBound), min(y0, y1) < Double(band.upperBound) else {
      return
    }
    var sign = 1.0
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
      sign = -1
    }
    guard y1 > 0, y0 < h else { return }
    let slope = (x1 - x0) / (y1 - y0)
    if y0 < 0 {
      x0 += (0 - y0) * slope
      y0 = 0
    }
    if y1 > h {
      x1 -= (y1 - h) * slope
      y1 = h
    }
    // Split where it leaves 0...w across: a piece left of the region becomes a vertical edge
    // on its left side (it still covers everything to its right); a piece right of it is moved
    // just past the right side, where it is never read.
    var tA = 2.0, tB = 2.0
    if (x0 < 0) != (x1 < 0), x1 != x0 { tA = (0 - x0) / (x1 - x0) }
    if (x0 > w) != (x1 > w), x1 != x0 { tB = (w - x0) / (x1 - x0) }
    if tA > 1 && tB > 1 {
      segment(min(max(x0, 0), w), y0, min(max(x1, 0), w), y1, sign)
      return
    }
    if tB < tA { swap(&tA, &tB) }
    var (px, py) = (x0, y0)
    for t in [tA, tB, 1] where t <= 1 {
      let t = max(t, 0)
      let (nx, ny) = t == 1 ? (x1, y1) : (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
      segment(min(max(px, 0), w), py, min(max(nx, 0), w), ny, sign)
      (px, py) = (nx, ny)
    }
  }

  /// The integral of min(max(u, 0), 1).
  @inline(__always) private static func ramp(_ u: Double) -> Double {
    u <= 0 ? 0 : (u >= 1 ? u - 0.5 : 0.5 * u * u)
  }

  /// An edge already inside the region, top to bottom, with its winding sign.
  private func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ sign: Double) {
    guard y1 > y0 else { return }
    let slope = (x1 - x0) / (y1 - y0)
    let rowStart = max(Int(y0.rounded(.down)), band.lowerBound)
    let rowEnd = min(Int(y1.rounded(.up)), band.upperBound)
    var row = rowStart
    while row < rowEnd {
      let ya = max(y0, Double(row)), yb = min(y1, Double(row + 1))
      if yb > ya {
        let d = Float((yb - ya) * sign)
        let xa = x0 + (ya - y0) * slope, xb = x0 + (yb - y0) * slope
        // Interpolation can land a hair outside 0...w; clamp so no cell left of the row is
        // touched (a write at index -1 corrupted the heap).
        let width = Double(region.width)
        let (xl, xr) = xa < xb ? (max(xa, 0), min(xb, width)) : (max(xb, 0), min(xa, width))
        let line = cells + (row - band.lowerBound) * stride
        let i0 = Int(xl.rounded(.down))
        let iEnd = Int(xr.rounded(.up))
        mark(row: row - band.lowerBound, i0, max(iEnd, i0 + 1))
        if iEnd <= i0 + 1 {
          let frac = Float((xl + xr) * 0.5 - Double(i0))
          line[i0] += d * (1 - frac)
          line[i0 + 1] += d * frac
        } else {
          let s = 1 / (xr - xl)
          var previous = 0.0
          for j in i0..<iEnd {
            let t = Double(j + 1)
            let cover = s * (Self.ramp(t - xl) - Self.ramp(t - xr))
            line[j] += d * Float(cover - previous)
            previous = cover
          }
          line[iEnd] += d * Float(1 - previous)
        }
      }
      row += 1
    }
  }

  /// Turns the band's accumulated edges into coverage runs, zeroing the cells as it goes.
  private func scan<S: CoverageSink>(_ rule: FillRule, into sink: S) {
    let w = region.width
    for row in band {
      let line = cells + (row - band.lowerBound) * stride
      let words = marks + (row - band.lowerBound) * wordsPerRow
      let y = row + region.y0
      var acc: Float = 0
      var x = 0
      while x < w {
        let v = line[x]
        if v != 0 {
          acc += v
          line[x] = 0
        }
        let end = nextWritten(after: x, line, words, w)
        let c = Self.coverage(acc, rule)
        if c != 0 { sink.run(y: y, x0: x + region.x0, x1: end + region.x0, coverage: c) }
        x = end
      }
      line[w] = 0
      line[w + 1] = 0
      words.update(repeating: 0, count: wordsPerRow)
    }
  }

  /// The first cell after `x` (and before `w`) that holds a value, or `w`: the touched
  /// blocks are found from the row's mark bits (lowest set bit first), so untouched runs cost
  /// nothing however long.
  @inline(__always) private func nextWritten(
    after x: Int, _ line: UnsafeMutablePointer<Float>, _ words: UnsafeMutablePointer<UInt64>,
    _ w: Int
  ) -> Int {
    var end = x + 1
    while end < w {
      // The first touched block at or after the one holding `end`.
      var word = end >> 9
      var bits = words[word] & (~0 << UInt64((end >> 3) & 63))
      while bits == 0 {
        word += 1
        if word >= wordsPerRow { return w }
        bits = words[word]
      }
      let block = word << 6 + bits.trailingZeroBitCount
      end = max(end, block << 3)
      let blockEnd = min((block + 1) << 3, w)
      while end < blockEnd {
        if line[end] != 0 { return end }
        end += 1
      }
    }
    return w
  }

  @inline(__always) private static func coverage(_ acc: Float, _ rule: FillRule) -> UInt32 {
    var a = abs(acc)
    if rule == .evenOdd {
      a = a - 2 * (a * 0.5).rounded(.down)
      if a > 1 { a = 2 - a }
    }
    return UInt32(min(a, 1) * 255 + 0.5)
  }
}
