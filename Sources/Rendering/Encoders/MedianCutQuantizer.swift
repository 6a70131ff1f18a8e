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
    var items = merged(entries)
    let everything = items.count <= (sizes.max() ?? 1) ? items.map(\.color) : []
    var keys: [UInt64] = []
    var boxes = [measure(items, 0, items.count)]
    var results: [Int: [SIMD3<UInt8>]] = [:]
    for size in sizes.sorted() {
      if items.count <= size {
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
      let cut = partition(&items, box.start..<box.end, axis: box.axis, keys: &keys)
      boxes[best] = measure(items, box.start, cut)
      boxes.append(measure(items, cut, box.end))
    }
  }

  /// Puts the entries before a box's weighted median first and returns where they end: in the
  /// order by value on `axis`, then by packed colour (a total order: the colours are distinct),
  /// the first entries whose counts reach half the box's, but at most all but the last.
  ///
  /// A weighted quickselect over plain integer keys (the order on top, the position below): the
  /// sets on either side are those a full sort gives, and what is made of a box does not depend
  /// on its entries' order (`measure` adds whole numbers exactly), so the palettes are the same.
  /// Sorting every box took 3 to 4% of snow's GIF time.
  private static func partition(
    _ items: inout [ColorHistogram.Entry], _ range: Range<Int>, axis: Int, keys: inout [UInt64]
  ) -> Int {
    keys.removeAll(keepingCapacity: true)
    var total = 0
    for i in range {
      let c = items[i].color
      keys.append(UInt64(UInt32(c[axis]) << 24 | pack(c)) << 32 | UInt64(i - range.lowerBound))
      total += items[i].count
    }
    let median = items.withUnsafeBufferPointer { items in
      keys.withUnsafeMutableBufferPointer { keys in
        weightedMedian(keys, total: total) { items[range.lowerBound + Int($0 & 0xFFFF_FFFF)].count }
      }
    }
    // The entries up to the last one before the cut go first (branch-free, as above).
    let cut = min(median + 1, keys.count - 1)
    let last = UInt32(truncatingIfNeeded: keys[cut - 1] >> 32)
    var before = range.lowerBound
    items.withUnsafeMutableBufferPointer { items in
      for i in range {
        let entry = items[i]
        items[i] = items[before]
        items[before] = entry
        before += UInt32(entry.color[axis]) << 24 | pack(entry.color) <= last ? 1 : 0
      }
    }
    return range.lowerBound + cut
  }

  /// The position, in the keys' order, of the first key whose running weight reaches half.
  ///
  /// `total` is the keys' whole weight. The keys are rearranged so that the smaller ones come
  /// before that position and the larger ones after. The keys are distinct and their weights
  /// positive.
  private static func weightedMedian(
    _ keys: UnsafeMutableBufferPointer<UInt64>, total: Int, weight: (UInt64) -> Int
  ) -> Int {
    var low = 0
    var high = keys.count
    // The weight of keys[..<low]; under half the total throughout.
    var before = 0
    while high - low > 1 {
      // Median of three as the pivot, moved to the end of the window.
      let a = keys[low], b = keys[(low + high) / 2], c = keys[high - 1]
      let pivot = max(min(a, b), min(max(a, b), c))
      let at = pivot == a ? low : pivot == b ? (low + high) / 2 : high - 1
      keys.swapAt(at, high - 1)
      var smaller = low
      var smallerWeight = 0
      // Branch-free: whether a key is smaller is a coin toss, which a branch would mispredict.
      for j in low..<(high - 1) {
        let key = keys[j]
        keys[j] = keys[smaller]
        keys[smaller] = key
        let isSmaller = key < pivot ? 1 : 0
        smaller += isSmaller
        smallerWeight += weight(key) & -isSmaller
      }
      keys.swapAt(smaller, high - 1)
      if (before + smallerWeight) * 2 >= total {
        high = smaller
      } else if (before + smallerWeight + weight(pivot)) * 2 >= total {
        return smaller
      } else {
        before += smallerWeight + weight(pivot)
        low = smaller + 1
      }
    }
    return low
  }

  /// The entries with equal colours merged, sorted by packed colour (two 12-bit radix passes:
  /// a dictionary and a sort took 1.4% of snow's GIF time).
  private static func merged(_ entries: [ColorHistogram.Entry]) -> [ColorHistogram.Entry] {
    var keys = entries.map { UInt64(pack($0.color)) << 40 | UInt64($0.count) }
    var other = [UInt64](repeating: 0, count: keys.count)
    for shift: UInt64 in [40, 52] {
      var starts = [Int](repeating: 0, count: 4097)
      for key in keys { starts[Int((key >> shift) & 0xFFF) + 1] += 1 }
      for d in 0..<4096 { starts[d + 1] += starts[d] }
      for key in keys {
        let d = Int((key >> shift) & 0xFFF)
        other[starts[d]] = key
        starts[d] += 1
      }
      swap(&keys, &other)
    }
    var result: [ColorHistogram.Entry] = []
    result.reserveCapacity(keys.count)
    var i = 0
    while i < keys.count {
      let color = keys[i] >> 40
      var count = 0
      while i < keys.count, keys[i] >> 40 == color {
        count += Int(keys[i] & 0xFF_FFFF_FFFF)
        i += 1
      }
      result.append(ColorHistogram.Entry(color: unpack(UInt32(color)), count: count))
    }
    return result
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
