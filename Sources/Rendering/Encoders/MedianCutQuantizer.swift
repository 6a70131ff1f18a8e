/// Chooses at most N colours for a histogram: every colour when they fit, else a variance-based
/// median cut (split the box with the largest squared error at the weighted median of its widest
/// channel) whose boxes give their count-weighted mean.
///
/// Deterministic for a given histogram.
package enum MedianCutQuantizer {
  /// A range of histogram entries and how much it would gain from a split.
  private struct Box {
    /// First entry.
    var start: Int
    /// One past the last entry.
    var end: Int
    /// Count-weighted squared error around the mean.
    var error: Double
    /// The channel with the largest variance.
    var axis: Int
  }

  /// The palette for the histogram entries, at most `maxColors` colours, sorted by packed RGB value
  /// so equal inputs give equal tables.
  package static func palette(for entries: [ColorHistogram.Entry], maxColors: Int) -> [SIMD3<UInt8>]
  {
    palettes(for: entries, sizes: [maxColors])[0]
  }

  /// The palettes of at most each of `sizes` colours, from one run of the cut: the cut splits
  /// boxes in the same order whatever the limit, so a smaller palette is an earlier state of a
  /// larger one's run, and each equals `palette(for:maxColors:)` with that limit.
  package static func palettes(for entries: [ColorHistogram.Entry], sizes: [Int])
    -> [[SIMD3<UInt8>]]
  {
    precondition(sizes.allSatisfy { $0 >= 1 }, "MedianCutQuantizer: sizes must be positive")
    var merged: [UInt32: Int] = [:]
    for e in entries { merged[pack(e.color), default: 0] += e.count }
    let sortedKeys = merged.keys.sorted()
    let everything = merged.count <= (sizes.max() ?? 1) ? sortedKeys.map(unpack) : []
    var items = sortedKeys.map {
      ColorHistogram.Entry(color: unpack($0), count: merged[$0, default: 0])
    }
    var keys: [UInt64] = []
    var boxes = [measure(items, 0, items.count)]
    var results: [Int: [SIMD3<UInt8>]] = [:]
    for size in sizes.sorted() {
      if merged.count <= size {
        results[size] = everything
        continue
      }
      split(&boxes, of: &items, upTo: size, keys: &keys)
      results[size] = colors(of: boxes, items)
    }
    return sizes.map { results[$0] ?? [] }
  }

  /// Splits the box with the largest error until there are `maxColors` boxes or none can split.
  private static func split(
    _ boxes: inout [Box], of items: inout [ColorHistogram.Entry], upTo maxColors: Int,
    keys: inout [UInt64]
  ) {
    while boxes.count < maxColors {
      var best = -1
      var bestError = 0.0
      for (i, box) in boxes.enumerated() where box.error > bestError && box.end - box.start > 1 {
        best = i
        bestError = box.error
      }
      if best < 0 { break }
      let box = boxes[best]
      let axis = box.axis
      sort(&items, box.start..<box.end, axis: axis, keys: &keys)
      let total = items[box.start..<box.end].reduce(0) { $0 + $1.count }
      var running = 0
      var cut = box.start + 1
      for i in box.start..<(box.end - 1) {
        running += items[i].count
        cut = i + 1
        if running * 2 >= total { break }
      }
      boxes[best] = measure(items, box.start, cut)
      boxes.append(measure(items, cut, box.end))
    }
  }

  /// Sorts entries by their value on `axis`, then by packed colour (a total order: the colours
  /// are distinct), as plain integers with the positions alongside: comparison closures over
  /// the entries took 4% of snow's GIF time.
  private static func sort(
    _ items: inout [ColorHistogram.Entry], _ range: Range<Int>, axis: Int, keys: inout [UInt64]
  ) {
    keys.removeAll(keepingCapacity: true)
    for i in range {
      let c = items[i].color
      keys.append(UInt64(UInt32(c[axis]) << 24 | pack(c)) << 32 | UInt64(i - range.lowerBound))
    }
    keys.sort()
    let old = Array(items[range])
    for (k, key) in keys.enumerated() {
      items[range.lowerBound + k] = old[Int(truncatingIfNeeded: key & 0xFFFF_FFFF)]
    }
  }

  /// Each box's count-weighted mean, without repeats, sorted by packed RGB value.
  private static func colors(of boxes: [Box], _ items: [ColorHistogram.Entry]) -> [SIMD3<UInt8>] {
    let colors = boxes.map { box -> SIMD3<UInt8> in
      var sum = SIMD3<Int>(0, 0, 0)
      var n = 0
      for e in items[box.start..<box.end] {
        sum &+= SIMD3<Int>(truncatingIfNeeded: e.color) &* e.count
        n += e.count
      }
      let half = n / 2
      return SIMD3<UInt8>(truncatingIfNeeded: (sum &+ half) / max(n, 1))
    }
    return Array(Set(colors.map(pack))).sorted().map(unpack)
  }

  /// The error and widest axis of entries start..<end.
  private static func measure(_ items: [ColorHistogram.Entry], _ start: Int, _ end: Int) -> Box {
    var n = 0.0
    var sum = SIMD3<Double>(0, 0, 0)
    var sumSq = SIMD3<Double>(0, 0, 0)
    for e in items[start..<end] {
      let w = Double(e.count)
      let c = SIMD3<Double>(Double(e.color.x), Double(e.color.y), Double(e.color.z))
      n += w
      sum += c * w
      sumSq += c * c * w
    }
    let variance = sumSq - sum * sum / max(n, 1)
    var axis = 0
    if variance[1] > variance[axis] { axis = 1 }
    if variance[2] > variance[axis] { axis = 2 }
    return Box(start: start, end: end, error: variance.sum(), axis: axis)
  }

  @inline(__always) private static func pack(_ c: SIMD3<UInt8>) -> UInt32 {
    UInt32(c.x) << 16 | UInt32(c.y) << 8 | UInt32(c.z)
  }

  @inline(__always) private static func unpack(_ v: UInt32) -> SIMD3<UInt8> {
    SIMD3(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
  }
}
