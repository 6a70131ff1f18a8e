extension CoverageAccumulator {
  /// Rasterizes contours clipped to a (non-empty) region into a sink.
  ///
  /// A band of rows that only vertical edges cross, each spanning the whole band (the sides
  /// of a large rectangle, or of a rounded one between its corners), gives every row of the
  /// band the same cells, so the same runs: its first row is scanned and its runs are repeated
  /// on the others, and the rows above and below are rasterized on their own, each exactly as
  /// a single pass over the region would (see `verticalBand`).
  func rasterize<S: CoverageSink>(
    _ contours: DeviceContours, in region: RasterRect, _ rule: FillRule, into sink: S
  ) {
    guard let band = Self.verticalBand(contours, region) else {
      rasterize(region, rule, into: sink) { contours.addEdges(to: $0) }
      return
    }
    rasterize(
      RasterRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: band.lowerBound + 1), rule,
      into: RepeatingSink(base: sink, row: band.lowerBound, end: band.upperBound)
    ) { contours.addEdges(to: $0) }
    if band.upperBound < region.y1 {
      rasterize(
        RasterRect(x0: region.x0, y0: band.upperBound, x1: region.x1, y1: region.y1), rule,
        into: sink
      ) { contours.addEdges(to: $0) }
    }
  }

  /// The rows (at least 8, within the region) that only vertical edges cross, each from above
  /// the first row to below the last; nil when there are none, or too many edges to look.
  ///
  /// In those rows each edge adds ±1 times the same fractions to the same cells, so every row
  /// scans alike. Above and below, the edges give the same cells as in one pass: device y
  /// less a whole row number is exact for points below that row, an edge wholly above or below
  /// a pass is dropped, and a vertical edge cut at a pass's top or bottom keeps its x.
  static func verticalBand(_ contours: DeviceContours, _ region: RasterRect) -> Range<Int>? {
    let points = contours.points
    guard region.height >= 16, points.count <= 512 else { return nil }
    // The heights that slanted edges reach (whole spans) or vertical edges end at (points).
    var spans: [(Double, Double)] = []
    spans.reserveCapacity(points.count + 2)
    var start = 0
    for end in contours.ends {
      var previous = points[end - 1]
      for j in start..<end {
        let p = points[j]
        defer { previous = p }
        guard p.x.isFinite, p.y.isFinite else { return nil }
        if p.y == previous.y { continue }
        if p.x == previous.x {
          spans.append((p.y, p.y))
          spans.append((previous.y, previous.y))
        } else {
          spans.append((min(p.y, previous.y), max(p.y, previous.y)))
        }
      }
      start = end
    }
    spans.append((-Double.infinity, Double(region.y0)))
    spans.append((Double(region.y1), Double.infinity))
    spans.sort { $0.0 < $1.0 }
    // The widest gap between the spans, in whole rows.
    var best: Range<Int>? = nil
    var reach = spans[0].1
    for span in spans.dropFirst() {
      if span.0 > reach {
        let lo = Int(reach.rounded(.up)), hi = Int(span.0.rounded(.down))
        if hi - lo >= 8, hi - lo > (best?.count ?? 0) { best = lo..<hi }
      }
      reach = max(reach, span.1)
    }
    return best
  }
}

/// Passes runs on, and repeats those of one row on the rows after it up to `end`.
struct RepeatingSink<Base: CoverageSink>: CoverageSink {
  let base: Base
  let row: Int
  let end: Int

  @inline(__always) func run(y: Int, x0: Int, x1: Int, coverage: UInt32) {
    base.run(y: y, x0: x0, x1: x1, coverage: coverage)
    guard y == row else { return }
    for other in (row + 1)..<end { base.run(y: other, x0: x0, x1: x1, coverage: coverage) }
  }
}
