import CFreeType
import HostSystem
import TransitionEngine

/// A TrueType or OpenType font read with FreeType, its outlines in unscaled font units.
package final class FreeTypeFont: OutlineFont {
  /// Why a font file could not be opened.
  package struct LoadError: Error, Equatable {
    /// The FreeType error code.
    package var code: Int32
    /// Why FreeType itself could not be loaded (dlerror's message), or nil when it was.
    package var unavailable: String? = nil
  }

  private let freeType: FreeTypeLibrary
  private var library: FT_Library?
  private var face: FT_Face?
  /// The face's hhea metrics in font units.
  package let metrics: FontMetrics
  private let hasKerning: Bool

  /// Opens the first face of a font file.
  package init(path: String) throws(LoadError) {
    let freeType: FreeTypeLibrary
    switch FreeTypeLibrary.shared {
    case .success(let loaded): freeType = loaded
    case .failure(let failure): throw LoadError(code: -1, unavailable: failure.message)
    }
    self.freeType = freeType
    var library: FT_Library?
    var error = freeType.initFreeType(&library)
    guard error == 0, let library else { throw LoadError(code: error) }
    var face: FT_Face?
    error = freeType.newFace(library, path, 0, &face)
    guard error == 0, let face else {
      _ = freeType.doneFreeType(library)
      throw LoadError(code: error == 0 ? -1 : error)
    }
    let record = face.pointee
    guard record.units_per_EM > 0, record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
      _ = freeType.doneFace(face)
      _ = freeType.doneFreeType(library)
      throw LoadError(code: Int32(FT_Err_Invalid_File_Format))
    }
    self.library = library
    self.face = face
    let ascender = Double(record.ascender)
    let descender = Double(record.descender)
    metrics = FontMetrics(
      unitsPerEm: Double(record.units_per_EM), ascender: ascender, descender: descender,
      lineHeight: max(Double(record.height), ascender - descender))
    hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
  }

  deinit {
    if let face { _ = freeType.doneFace(face) }
    if let library { _ = freeType.doneFreeType(library) }
  }

  /// The glyph index from the face's Unicode charmap, 0 (.notdef) when missing.
  package func glyphID(for scalar: Unicode.Scalar) -> UInt32 {
    guard let face else { return 0 }
    return freeType.getCharIndex(face, FT_ULong(scalar.value))
  }

  /// The unhinted, unscaled outline and horizontal advance.
  package func outline(of glyph: UInt32) -> GlyphOutline {
    let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
    guard let face, freeType.loadGlyph(face, glyph, Int32(flags)) == 0,
      let slot = face.pointee.glyph
    else { return GlyphOutline(path: Path(), advance: 0) }
    let advance = Double(slot.pointee.advance.x)
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
      return GlyphOutline(path: Path(), advance: advance)
    }
    return GlyphOutline(
      path: Self.decompose(&slot.pointee.outline, freeType), advance: advance)
  }

  /// The unscaled `kern` table adjustment, 0 when the face has none.
  package func kerning(_ left: UInt32, _ right: UInt32) -> Double {
    guard hasKerning, let face, left != 0, right != 0 else { return 0 }
    var delta = FT_Vector()
    guard freeType.getKerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &delta) == 0
    else {
      return 0
    }
    return Double(delta.x)
  }

  /// Walks an outline's contours into a path, conic arcs as quadratic curves.
  private static func decompose(_ outline: inout FT_Outline, _ freeType: FreeTypeLibrary) -> Path {
    let builder = PathBuilder()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        PathBuilder.from(user).move(to)
        return 0
      },
      line_to: { to, user in
        PathBuilder.from(user).line(to)
        return 0
      },
      conic_to: { control, to, user in
        PathBuilder.from(user).quad(control, to)
        return 0
      },
      cubic_to: { c1, c2, to, user in
        PathBuilder.from(user).cubic(c1, c2, to)
        return 0
      },
      shift: 0, delta: 0)
    let user = Unmanaged.passUnretained(builder).toOpaque()
    let error = withExtendedLifetime(builder) {
      freeType.outlineDecompose(&outline, &funcs, user)
    }
    guard error == 0 else { return Path() }
    return builder.finish()
  }
}

/// Collects FreeType's decomposition callbacks into a path.
private final class PathBuilder {
  private var path = Path()

  /// The builder behind FreeType's user pointer.
  static func from(_ user: UnsafeMutableRawPointer?) -> PathBuilder {
    guard let user else { preconditionFailure("FreeType called back without the builder") }
    return Unmanaged<PathBuilder>.fromOpaque(user).takeUnretainedValue()
  }

  private func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
    guard let v else { return .zero }
    return Point(x: Double(v.pointee.x), y: Double(v.pointee.y))
  }

  func move(_ to: UnsafePointer<FT_Vector>?) {
    if !path.isEmpty { path.close() }
    path.move(to: point(to))
  }

  func line(_ to: UnsafePointer<FT_Vector>?) { path.line(to: point(to)) }

  func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
    path.quad(to: point(to), control: point(control))
  }

  func cubic(
    _ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?,
    _ to: UnsafePointer<FT_Vector>?
  ) {
    path.cubic(to: point(to), control1: point(c1), control2: point(c2))
  }

  func finish() -> Path {
    if !path.isEmpty { path.close() }
    return path
  }
}
