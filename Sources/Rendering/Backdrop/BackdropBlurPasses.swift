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
  var sourceRows: Int { lastSourceRow - firstSourceRow }

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

/// The row and column passes of `BackdropBlur` over borrowed buffers.
struct BackdropBlurPasses {
  let pixels: UnsafeMutablePointer<UInt32>
  let stride: Int
  let area: BackdropBlurArea
  let kernel: BackdropBlurKernel
  /// `area.columns × area.sourceRows` samples: the row pass's output, column by column.
  let transposed: UnsafeMutablePointer<SIMD4<Float>>
  let line: UnsafeMutablePointer<SIMD4<Float>>
  let spare: UnsafeMutablePointer<SIMD4<Float>>

  /// Filters every source row across the output columns into `transposed`.
  func filterRows() {
    let margin = area.margin
    let count = area.columns + 2 * margin
    let start = area.x0 - margin
    // Padded samples [start, start + count) split into left edge, image, right edge.
    let inside = max(0, start)..<min(area.width, start + count)
    let sourceRows = area.sourceRows
    for y in area.firstSourceRow..<area.lastSourceRow {
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
      let column = transposed + (y - area.firstSourceRow)
      for x in 0..<area.columns {
        column[x * sourceRows] = spare[x]
      }
    }
  }

  /// Filters every output column of `transposed` and writes rounded pixels back.
  func filterColumns() {
    let margin = area.margin
    let count = area.rows + 2 * margin
    let start = area.y0 - margin
    // Padded rows [start, start + count): repeated first row, source rows, repeated last row.
    let above = area.firstSourceRow - start
    let below = start + count - area.lastSourceRow
    let sourceRows = area.sourceRows
    let output = pixels + area.y0 * stride + area.x0
    for x in 0..<area.columns {
      let column = transposed + x * sourceRows
      var index = 0
      while index < above {
        line[index] = column[0]
        index += 1
      }
      (line + above).update(from: column, count: sourceRows)
      index = above + sourceRows
      while index < above + sourceRows + below {
        line[index] = column[sourceRows - 1]
        index += 1
      }
      kernel.run(line, count: count, spare: spare)
      var target = output + x
      for y in 0..<area.rows {
        target.pointee = BackdropPixel.pack(spare[y])
        target += stride
      }
    }
  }
}
