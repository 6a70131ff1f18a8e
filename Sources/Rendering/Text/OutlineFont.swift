import TransitionEngine

/// One glyph's outline and advance in font units, y pointing up from the baseline.
package struct GlyphOutline: Sendable {
  /// The filled outline (nonzero winding), the pen at the origin on the baseline.
  package var path: Path
  /// How far the pen moves after the glyph.
  package var advance: Double
}

/// A font's vertical metrics in font units (y up; the descender is negative).
package struct FontMetrics: Equatable, Sendable {
  /// Font units per em: a font size of `s` points scales by `s / unitsPerEm`.
  package var unitsPerEm: Double
  /// The distance from the baseline up to the top of the line.
  package var ascender: Double
  /// The distance from the baseline to the bottom of the line, negative below it.
  package var descender: Double
  /// The height of one line, ascender to descender plus any line gap.
  package var lineHeight: Double
}

/// A source of glyph outlines in font units: FreeType's or the built-in one.
///
/// Not thread-safe: `LabelTextLayout` serialises every call under its lock.
package protocol OutlineFont: AnyObject {
  /// The font's vertical metrics.
  var metrics: FontMetrics { get }
  /// The glyph that draws a character (the font's missing-glyph glyph when it has none).
  func glyphID(for scalar: Unicode.Scalar) -> UInt32
  /// A glyph's outline and advance.
  func outline(of glyph: UInt32) -> GlyphOutline
  /// The kerning adjustment between two glyphs, added to the left glyph's advance.
  func kerning(_ left: UInt32, _ right: UInt32) -> Double
}
