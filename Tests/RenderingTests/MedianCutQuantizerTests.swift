import Testing

@testable import Rendering

/// The median cut (`MedianCutQuantizer`), whose boxes are split by a weighted quickselect,
/// against a plain cut that sorts each box before splitting it.
@Suite struct MedianCutQuantizerTests {
  private typealias Entry = ColorHistogram.Entry

  private static func pack(_ c: SIMD3<UInt8>) -> UInt32 {
    UInt32(c.x) << 16 | UInt32(c.y) << 8 | UInt32(c.z)
  }

  /// The cut written plainly: merge equal colours, sort by packed value, and split the box with
  /// the largest error at the weighted median of its widest channel after sorting it by that
  /// channel, then by packed colour.
  private static func reference(_ entries: [Entry], maxColors: Int) -> [SIMD3<UInt8>] {
    var merged: [UInt32: Int] = [:]
    for e in entries { merged[pack(e.color), default: 0] += e.count }
    var items = merged.keys.sorted().map { key in
      Entry(
        color: SIMD3(UInt8(key >> 16), UInt8((key >> 8) & 0xFF), UInt8(key & 0xFF)),
        count: merged[key, default: 0])
    }
    if items.count <= maxColors { return items.map(\.color) }
    func measure(_ range: Range<Int>) -> (error: Double, axis: Int) {
      var n = 0.0
      var sum = SIMD3<Double>(repeating: 0)
      var squares = SIMD3<Double>(repeating: 0)
      for e in items[range] {
        let c = SIMD3<Double>(Double(e.color.x), Double(e.color.y), Double(e.color.z))
        n += Double(e.count)
        sum += c * Double(e.count)
        squares += c * c * Double(e.count)
      }
      let variance = squares - sum * sum / max(n, 1)
      let axis =
        variance[1] > variance[0]
        ? (variance[2] > variance[1] ? 2 : 1)
        : (variance[2] > variance[0] ? 2 : 0)
      return (variance.sum(), axis)
    }
    var boxes = [(range: 0..<items.count, measured: measure(0..<items.count))]
    while boxes.count < maxColors {
      // The first of the boxes with the largest error that can split.
      let splittable = boxes.indices.filter {
        boxes[$0].range.count > 1 && boxes[$0].measured.error > 0
      }
      guard let best = splittable.max(by: { boxes[$0].measured.error < boxes[$1].measured.error })
      else { break }
      let (range, measured) = boxes[best]
      let axis = measured.axis
      items[range].sort { a, b in
        (a.color[axis], pack(a.color)) < (b.color[axis], pack(b.color))
      }
      let total = items[range].reduce(0) { $0 + $1.count }
      var running = 0
      var cut = range.lowerBound + 1
      for i in range.dropLast() {
        running += items[i].count
        cut = i + 1
        if running * 2 >= total { break }
      }
      boxes[best] = (range.lowerBound..<cut, measure(range.lowerBound..<cut))
      boxes.append((cut..<range.upperBound, measure(cut..<range.upperBound)))
    }
    let means = boxes.map { box -> UInt32 in
      var sum = SIMD3<Int>(repeating: 0)
      var n = 0
      for e in items[box.range] {
        sum &+= SIMD3<Int>(truncatingIfNeeded: e.color) &* e.count
        n += e.count
      }
      return pack(SIMD3<UInt8>(truncatingIfNeeded: (sum &+ n / 2) / max(n, 1)))
    }
    return Set(means).sorted().map {
      SIMD3(UInt8($0 >> 16), UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF))
    }
  }

  /// `count` entries from a fixed seed: channels from `levels` (few levels: many equal colours
  /// to merge and many equal channel values), counts 1 to `maxCount`.
  private static func entries(_ count: Int, seed: UInt64, levels: Int, maxCount: Int) -> [Entry] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    func channel() -> UInt8 { UInt8(next() % levels * 255 / max(levels - 1, 1)) }
    return (0..<count).map { _ in
      Entry(color: SIMD3(channel(), channel(), channel()), count: 1 + next() % maxCount)
    }
  }

  @Test(
    "the palettes are those of the plain cut",
    arguments: [
      (entries: 40, levels: 256, maxCount: 5),
      (entries: 300, levels: 256, maxCount: 1),
      (entries: 2_000, levels: 6, maxCount: 1_000),
      (entries: 5_000, levels: 256, maxCount: 50_000),
      (entries: 20_000, levels: 32, maxCount: 3),
    ])
  func sameAsSorting(_ shape: (entries: Int, levels: Int, maxCount: Int)) {
    let entries = Self.entries(
      shape.entries, seed: UInt64(shape.entries), levels: shape.levels, maxCount: shape.maxCount)
    let sizes = [1, 2, 63, 127, 255]
    let found = MedianCutQuantizer.palettes(for: entries, sizes: sizes)
    let expected = sizes.map { Self.reference(entries, maxColors: $0) }
    #expect(found == expected)
  }

  @Test(
    "a box splits where the running count first reaches half, keeping its last colour apart",
    arguments: [
      (counts: [1, 1, 2], expected: [SIMD3<UInt8>(5, 0, 0), SIMD3(20, 0, 0)]),
      (counts: [2, 1, 1], expected: [SIMD3<UInt8>(0, 0, 0), SIMD3(15, 0, 0)]),
      (counts: [1, 5, 0], expected: [SIMD3<UInt8>(0, 0, 0), SIMD3(10, 0, 0)]),
    ])
  func cut(_ example: (counts: [Int], expected: [SIMD3<UInt8>])) {
    let entries = example.counts.enumerated().filter { $0.element > 0 }.map {
      Entry(color: SIMD3(UInt8($0.offset * 10), 0, 0), count: $0.element)
    }
    #expect(MedianCutQuantizer.palette(for: entries, maxColors: 2) == example.expected)
  }

  @Test("equal colours are merged and every colour is kept when they fit, sorted")
  func merges() {
    let entries = [
      Entry(color: SIMD3(9, 9, 9), count: 3), Entry(color: SIMD3(1, 2, 3), count: 1),
      Entry(color: SIMD3(9, 9, 9), count: 4), Entry(color: SIMD3(0, 0, 255), count: 2),
    ]
    #expect(
      MedianCutQuantizer.palette(for: entries, maxColors: 3) == [
        SIMD3(0, 0, 255), SIMD3(1, 2, 3), SIMD3(9, 9, 9),
      ])
  }
}
