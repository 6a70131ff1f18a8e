/// A GIF colour table: index 0 is the transparent colour, indices 1...
///
/// the opaque colours.
package struct GIFPalette: Equatable, Sendable {
  /// The opaque colours; colour `i` has index `i + 1`.
  package let colors: [SIMD3<UInt8>]
  /// The table holds `1 << bits` entries (1...8).
  package let bits: Int

  /// A table for at most 255 colours.
  package init(colors: [SIMD3<UInt8>]) {
    precondition(colors.count <= 255, "GIFPalette: at most 255 colours plus the transparent one")
    self.colors = colors
    var bits = 1
    while 1 << bits < colors.count + 1 { bits += 1 }
    self.bits = bits
  }

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

  /// The index of the nearest colour (squared RGB distance) and that distance.
  package func nearest(_ c: SIMD3<UInt8>) -> (index: UInt8, error: Int) {
    var best = 0
    var bestError = Int.max
    let r = Int(c.x)
    let g = Int(c.y)
    let b = Int(c.z)
    for (i, p) in colors.enumerated() {
      let dr = Int(p.x) - r
      let dg = Int(p.y) - g
      let db = Int(p.z) - b
      let e = dr * dr + dg * dg + db * db
      if e < bestError {
        bestError = e
        best = i
        if e == 0 { break }
      }
    }
    return colors.isEmpty ? (0, Int.max) : (UInt8(best + 1), bestError)
  }
}
