/// A cache from premultiplied RGBA pixels to the nearest index of one palette, with the error.
package struct ColorMap {
  /// log2 of the cache size.
  private static let slotBits = 16
  /// Cached premultiplied pixels (0: empty slot).
  private var keys: [UInt32]
  /// Each slot's palette index in the low byte and its error, at most 2^23, above it.
  private var values: [UInt32]
  /// Filled slots; the cache is emptied at 3/4 full.
  private var used = 0
  /// The palette this map answers for.
  package private(set) var palette: GIFPalette

  /// An empty cache for a palette.
  package init(palette: GIFPalette) {
    self.palette = palette
    keys = Array(repeating: 0, count: 1 << Self.slotBits)
    values = Array(repeating: 0, count: 1 << Self.slotBits)
  }

  /// Switches to another palette, forgetting what was cached.
  package mutating func reset(palette: GIFPalette) {
    self.palette = palette
    if used > 0 { keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
    used = 0
  }

  /// The palette index (high bits: squared error) of a visible premultiplied pixel.
  @inline(__always)
  package mutating func lookup(_ pixel: UInt32) -> UInt32 {
    let mask = (1 << Self.slotBits) - 1
    var h = Int(truncatingIfNeeded: (pixel &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
    while true {
      let key = keys[h]
      if key == pixel { return values[h] }
      if key == 0 { break }
      h = (h + 1) & mask
    }
    let found = palette.nearest(ColorHistogram.straight(pixel))
    let value = UInt32(found.index) | UInt32(min(found.error, 1 << 23)) << 8
    if used >= (1 << Self.slotBits) * 3 / 4 {
      reset(palette: palette)
      return value
    }
    keys[h] = pixel
    values[h] = value
    used += 1
    return value
  }
}
