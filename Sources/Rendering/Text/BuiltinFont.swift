import TransitionEngine

/// A small stroke font for printable ASCII, used when no font file can be found.
///
/// Each glyph is a few polylines on a grid four units wide, capitals six units tall, with
/// two units below the baseline; every stroke segment becomes a filled rectangle with square
/// ends, all wound the same way so overlaps fill under the nonzero rule.
package final class BuiltinFont: OutlineFont {
  /// The grid's metrics: 8 units per em, so capitals are 0.75 em tall.
  package let metrics = FontMetrics(unitsPerEm: 8, ascender: 7, descender: -2, lineHeight: 9)
  private static let strokeWidth = 0.7
  private static let sideBearing = 0.6
  private static let advance = 5.2
  /// The glyph drawn for characters outside printable ASCII: an empty box.
  private static let missing: UInt32 = 0

  /// The built-in font.
  package init() {}

  /// The character's code for printable ASCII, else the missing glyph.
  package func glyphID(for scalar: Unicode.Scalar) -> UInt32 {
    (0x20...0x7E).contains(scalar.value) ? scalar.value : Self.missing
  }

  /// The glyph's strokes as filled rectangles.
  package func outline(of glyph: UInt32) -> GlyphOutline {
    let source: String
    if glyph == Self.missing {
      source = "0,0 0,6 4,6 4,0 0,0"
    } else if let scalar = Unicode.Scalar(glyph),
      let strokes = BuiltinGlyphs.strokes[Character(scalar)]
    {
      source = strokes
    } else {
      source = ""
    }
    var path = Path()
    for line in Self.polylines(source) {
      if line.count == 1 { path.append(Self.segment(line[0], line[0])) }
      for (a, b) in zip(line, line.dropFirst()) { path.append(Self.segment(a, b)) }
    }
    return GlyphOutline(path: path, advance: Self.advance)
  }

  /// No kerning: every glyph has the same advance.
  package func kerning(_ left: UInt32, _ right: UInt32) -> Double { 0 }

  /// Parses "x,y x,y;x,y x,y" into polylines.
  private static func polylines(_ source: String) -> [[Point]] {
    source.split(separator: ";").map { stroke in
      stroke.split(separator: " ").compactMap { pair -> Point? in
        let xy = pair.split(separator: ",")
        guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
        return Point(x: x + sideBearing, y: y)
      }
    }
  }

  /// A rectangle around a segment, extended by half the stroke width at each end.
  private static func segment(_ a: Point, _ b: Point) -> Path {
    let half = strokeWidth / 2
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    let (ux, uy) = length > 0 ? (dx / length * half, dy / length * half) : (half, 0.0)
    let (nx, ny) = (-uy, ux)
    var path = Path()
    path.move(to: Point(x: a.x - ux + nx, y: a.y - uy + ny))
    path.line(to: Point(x: b.x + ux + nx, y: b.y + uy + ny))
    path.line(to: Point(x: b.x + ux - nx, y: b.y + uy - ny))
    path.line(to: Point(x: a.x - ux - nx, y: a.y - uy - ny))
    path.close()
    return path
  }
}
