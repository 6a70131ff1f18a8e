import TransitionEngine

/// A line of glyphs with their pen positions and the line's width, in font units.
struct GlyphRun {
  /// The glyphs in drawing order.
  var glyphs: [UInt32]
  /// Where the pen is when each glyph is drawn.
  var positions: [Double]
  /// Each glyph's advance, kerning with the next glyph included.
  var advances: [Double]
  /// The sum of the advances.
  var width: Double

  /// Places glyphs one after the other by their advances and the font's kerning.
  init(_ glyphs: [UInt32], font: any OutlineFont, outline: (UInt32) -> GlyphOutline) {
    self.glyphs = glyphs
    positions = []
    advances = []
    var pen = 0.0
    for (index, glyph) in glyphs.enumerated() {
      let next = index + 1 < glyphs.count ? glyphs[index + 1] : nil
      let advance = outline(glyph).advance + (next.map { font.kerning(glyph, $0) } ?? 0)
      positions.append(pen)
      advances.append(advance)
      pen += advance
    }
    width = pen
  }
}

extension Path {
  /// Appends another path with every point mapped through `transform`.
  mutating func appendTransformed(_ other: Path, _ transform: (Point) -> Point) {
    for element in other.elements {
      switch element {
      case let .move(p): move(to: transform(p))
      case let .line(p): line(to: transform(p))
      case let .quad(c, p): quad(to: transform(p), control: transform(c))
      case let .cubic(c1, c2, p):
        cubic(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .close: close()
      }
    }
  }
}
