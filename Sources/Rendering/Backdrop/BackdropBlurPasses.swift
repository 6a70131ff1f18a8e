/// The clamped geometry of one blur: the output rectangle and the rows it reads.
struct BackdropBlurArea {
  let width: Int
  let height: Int
  let x0: Int
  let y0: Int
  let x1: Int
  let y1: Int
  /// Samples read on each side of an output pixel.
  let margin: Int
  /// The first image row the column pass reads.
  let firstSourceRow: Int
  /// One past the last image row the column pass reads.
  let lastSourceRow: Int

  var columns: Int { x1 - x0 }
  var rows: Int { y1 - y0 }

  /// Clamps `rect` to the image; nil when nothing is left to blur.
  init?(width: Int, height: Int, rect: (x0: Int, y0: Int, x1: Int, y1: Int), margin: Int) {
    self.width = width
    self.height = height
    x0 = max(0, rect.x0)
    y0 = max(0, rect.y0)
    x1 = min(width, rect.x1)
    y1 = min(height, rect.y1)
    self.margin = margin
    firstSourceRow = max(0, y0 - margin)
    lastSourceRow = min(height, y1 + margin)
    guard x0 < x1, y0 < y1 else { return nil }
  }
}

/// The row and column passes of `BackdropBlur` over borrowed buffers, run together: each
/// source row is filtered across, then fed down the columns (`BackdropColumnStream`), which
/// writes each output row back as soon as the rows below it that it reads have been read.
struct BackdropBlurPasses {
  let pixels: UnsafeMutablePointer<UInt32>
  let stride: Int
  let area: BackdropBlurArea
  let kernel: BackdropBlurKernel
  /// `BackdropColumnStream.scratchCount` samples for the column pass.
  let columnScratch: UnsafeMutablePointer<SIMD4<Float>>
  let line: UnsafeMutablePointer<SIMD4<Float>>
  let spare: UnsafeMutablePointer<SIMD4<Float>>

  /// Blurs the area in place.
  ///
  /// Writing row `y` in place is safe: it happens after the source rows down to `y + margin`
  /// have been read, and no later output reads a source row above that.
  func run() {
    var stream = BackdropColumnStream(
      columns: area.columns, kernel: kernel, scratch: columnScratch)
    // Padded rows [y0 - margin, y1 + margin): the first source row repeated above the image,
    // the source rows, the last source row repeated below it.
    let start = area.y0 - area.margin
    let above = area.firstSourceRow - start
    let below = start + area.rows + 2 * area.margin - area.lastSourceRow
    var written = 0
    for y in area.firstSourceRow..<area.lastSourceRow {
      filterRow(y)
      var repeats = 1
      if y == area.firstSourceRow { repeats += above }
      if y == area.lastSourceRow - 1 { repeats += below }
      for _ in 0..<repeats {
        guard let row = stream.feed(UnsafePointer(spare)) else { continue }
        let target = pixels + (area.y0 + written) * stride + area.x0
        for x in 0..<area.columns {
          target[x] = BackdropPixel.pack(row[x])
        }
        written += 1
      }
    }
  }

  /// Filters one source row across the output columns into `spare`.
  private func filterRow(_ y: Int) {
    let margin = area.margin
    let count = area.columns + 2 * margin
    let start = area.x0 - margin
    // Padded samples [start, start + count) split into left edge, image, right edge.
    let inside = max(0, start)..<min(area.width, start + count)
    let row = pixels + y * stride
    let leftEdge = BackdropPixel.unpack(row[0])
    let rightEdge = BackdropPixel.unpack(row[area.width - 1])
    var index = 0
    while index < inside.lowerBound - start {
      line[index] = leftEdge
      index += 1
    }
    for x in inside {
      line[x - start] = BackdropPixel.unpack(row[x])
    }
    index = inside.upperBound - start
    while index < count {
      line[index] = rightEdge
      index += 1
    }
    kernel.run(line, count: count, spare: spare)
  }
}
