/// A GIF colour table: index 0 is the transparent colour, indices 1...
///
/// the opaque colours.
package struct GIFPalette: Equatable, Sendable {
  /// The opaque colours; colour `i` has index `i + 1`.
  package let colors: [SIMD3<UInt8>]
  /// The table holds `1 << bits` entries (1...8).
  package let bits: Int
  /// The colours' red, green and blue in lanes of 8, for `nearest`; the last block is padded
  /// with a colour further from every pixel than any real one.
  private let lanes: [(r: SIMD8<Float>, g: SIMD8<Float>, b: SIMD8<Float>)]

  /// A table for at most 255 colours.
  package init(colors: [SIMD3<UInt8>]) {
    precondition(colors.count <= 255, "GIFPalette: at most 255 colours plus the transparent one")
    self.colors = colors
    lanes = stride(from: 0, to: colors.count, by: 8).map { start in
      var block = (r: SIMD8<Float>(repeating: 4096), g: SIMD8<Float>(), b: SIMD8<Float>())
      for i in start..<min(start + 8, colors.count) {
        block.r[i - start] = Float(colors[i].x)
        block.g[i - start] = Float(colors[i].y)
        block.b[i - start] = Float(colors[i].z)
      }
      return block
    }
    var bits = 1
    while 1 << bits < colors.count + 1 { bits += 1 }
    self.bits = bits
  }

  /// Two tables are equal when their colours are (the lanes follow from them).
  package static func == (a: GIFPalette, b: GIFPalette) -> Bool { a.colors == b.colors }

  /// The table as stored in the file: `1 << bits` RGB triples, unused entries black.
  package func tableBytes() -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 3 << bits)
    for (i, c) in colors.enumerated() {
      bytes[(i + 1) * 3] = c.x
      bytes[(i + 1) * 3 + 1] = c.y
      bytes[(i + 1) * 3 + 2] = c.z
    }
    return bytes
  }

  /// The index of the nearest colour (squared RGB distance) and that distance; the first such
  /// colour where several are as near.
  ///
  /// Eight colours at a time: the distances are whole numbers under 2^24, exact in `Float`.
  /// Each lane keeps the first colour nearest among its own, and of the lanes as near as the
  /// nearest, the lowest index wins. Snow's GIF spends about three quarters of the time here
  /// that one colour at a time took (4.1% → 3.2% of its CPU time).
  package func nearest(_ c: SIMD3<UInt8>) -> (index: UInt8, error: Int) {
    guard !colors.isEmpty else { return (0, Int.max) }
    let r = SIMD8<Float>(repeating: Float(c.x))
    let g = SIMD8<Float>(repeating: Float(c.y))
    let b = SIMD8<Float>(repeating: Float(c.z))
    var best = SIMD8<Float>(repeating: .infinity)
    var bestIndex = SIMD8<Int32>(repeating: 0)
    var index = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
    for block in lanes {
      let dr = block.r - r
      let dg = block.g - g
      let db = block.b - b
      let e = dr * dr + dg * dg + db * db
      let nearer = e .< best
      best.replace(with: e, where: nearer)
      bestIndex.replace(with: index, where: nearer)
      index &+= 8
    }
    // Lane by lane: `SIMD8.min()` and `pointwiseMin` are generic calls, not inlined (1.3% of
    // snow's GIF time).
    var error = best[0]
    for lane in 1..<8 { error = Swift.min(error, best[lane]) }
    var winner = Int32.max
    for lane in 0..<8 where best[lane] == error { winner = min(winner, bestIndex[lane]) }
    return (UInt8(winner + 1), Int(error))
  }
}
