/// Counts the colours of visible pixels (alpha ≥ 128), exactly up to 32768 distinct premultiplied
/// values, then in 5-bit-per-channel bins holding the mean colour.
package struct ColorHistogram {
  /// A straight-alpha colour and how many pixels have it.
  package struct Entry: Equatable, Sendable {
    /// The colour, straight alpha, RGB.
    package var color: SIMD3<UInt8>
    /// Pixels with this colour.
    package var count: Int
  }

  /// log2 of the exact table size.
  private static let slotBits = 16
  /// Distinct values counted exactly before switching to coarse bins.
  private static let exactLimit = 1 << 15
  /// Premultiplied pixel values (0: empty slot).
  private var keys: [UInt32]
  /// Pixels per value, parallel to `keys`.
  private var counts: [UInt32]
  /// Distinct values in `keys`.
  private var distinct = 0
  /// Coarse bins once the exact table overflows: count and R, G, B sums per 15-bit colour.
  private var coarse: [UInt64] = []

  /// An empty histogram.
  package init() {
    keys = Array(repeating: 0, count: 1 << Self.slotBits)
    counts = Array(repeating: 0, count: 1 << Self.slotBits)
  }

  /// Empties the histogram, keeping its storage.
  package mutating func reset() {
    if distinct > 0 {
      keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
    distinct = 0
    coarse = []
  }

  /// Counts `count` pixels of a premultiplied RGBA value (little-endian packed); pixels with
  /// alpha below 128 are ignored, as GIF shows them transparent.
  @inline(__always)
  package mutating func add(_ pixel: UInt32, count: Int) {
    guard pixel >> 24 >= 128 else { return }
    if !coarse.isEmpty {
      addCoarse(ColorHistogram.straight(pixel), count: count)
      return
    }
    let mask = (1 << Self.slotBits) - 1
    var h = Int(truncatingIfNeeded: (pixel &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
    while true {
      let key = keys[h]
      if key == pixel {
        counts[h] &+= UInt32(truncatingIfNeeded: count)
        return
      }
      if key == 0 { break }
      h = (h + 1) & mask
    }
    keys[h] = pixel
    counts[h] = UInt32(truncatingIfNeeded: count)
    distinct += 1
    if distinct >= Self.exactLimit { switchToCoarse() }
  }

  /// The distinct values counted (32768 once they overflowed into coarse bins).
  package var distinctCount: Int { coarse.isEmpty ? distinct : Self.exactLimit }

  /// Whether more than 32768 distinct values were seen, so `forEachPixel` sees none.
  package var isCoarse: Bool { !coarse.isEmpty }

  /// Calls `body` with each distinct premultiplied pixel value and its count (exact mode only).
  package func forEachPixel(_ body: (UInt32, Int) -> Void) {
    guard coarse.isEmpty else { return }
    for i in keys.indices where keys[i] != 0 { body(keys[i], Int(counts[i])) }
  }

  /// The colours counted so far, in a deterministic order.
  package func entries() -> [Entry] {
    var result: [Entry] = []
    if coarse.isEmpty {
      result.reserveCapacity(distinct)
      for i in keys.indices where keys[i] != 0 {
        result.append(Entry(color: ColorHistogram.straight(keys[i]), count: Int(counts[i])))
      }
      return result
    }
    for bin in 0..<(1 << 15) where coarse[bin * 4] > 0 {
      let n = coarse[bin * 4]
      let mean = SIMD3<UInt8>(
        UInt8((coarse[bin * 4 + 1] + n / 2) / n), UInt8((coarse[bin * 4 + 2] + n / 2) / n),
        UInt8((coarse[bin * 4 + 3] + n / 2) / n))
      result.append(Entry(color: mean, count: Int(n)))
    }
    return result
  }

  /// The straight-alpha RGB of a premultiplied little-endian RGBA value.
  @inline(__always)
  package static func straight(_ pixel: UInt32) -> SIMD3<UInt8> {
    let a = pixel >> 24
    let r = pixel & 0xFF
    let g = (pixel >> 8) & 0xFF
    let b = (pixel >> 16) & 0xFF
    if a == 255 { return SIMD3(UInt8(r), UInt8(g), UInt8(b)) }
    guard a > 0 else { return SIMD3(0, 0, 0) }
    @inline(__always) func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
    return SIMD3(un(r), un(g), un(b))
  }

  /// Moves the exact counts into 5-bit bins.
  private mutating func switchToCoarse() {
    coarse = Array(repeating: 0, count: (1 << 15) * 4)
    for i in keys.indices where keys[i] != 0 {
      addCoarse(ColorHistogram.straight(keys[i]), count: Int(counts[i]))
    }
  }

  /// Counts a straight colour in its 5-bit bin.
  private mutating func addCoarse(_ c: SIMD3<UInt8>, count: Int) {
    let bin = (Int(c.x >> 3) << 10 | Int(c.y >> 3) << 5 | Int(c.z >> 3)) * 4
    let n = UInt64(count)
    coarse[bin] += n
    coarse[bin + 1] += UInt64(c.x) * n
    coarse[bin + 2] += UInt64(c.y) * n
    coarse[bin + 3] += UInt64(c.z) * n
  }
}
