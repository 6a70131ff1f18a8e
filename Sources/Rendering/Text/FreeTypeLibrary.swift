import CFreeType
import HostSystem

/// FreeType's functions, from `libfreetype.so.6` loaded the first time a font is opened, so
/// that commands which draw no text (`list`, `info`, `--help`) never load FreeType, libpng and
/// the rest of what FreeType links (issue 18: 0.5 ms of every start).
///
/// The C declarations come from the CFreeType module; only the calls go through these pointers.
struct FreeTypeLibrary: @unchecked Sendable {
  /// The library's soname, as the dynamic linker looks it up.
  static let soname = "libfreetype.so.6"

  let initFreeType: InitFreeType
  let doneFreeType: DoneFreeType
  let newFace: NewFace
  let doneFace: DoneFace
  let getCharIndex: GetCharIndex
  let loadGlyph: LoadGlyph
  let getKerning: GetKerning
  let outlineDecompose: OutlineDecompose

  /// The library, loaded once for the process; or why it cannot be loaded.
  static let shared: Result<FreeTypeLibrary, SharedLibrary.LoadFailure> = load()

  private static func load() -> Result<FreeTypeLibrary, SharedLibrary.LoadFailure> {
    let library: SharedLibrary
    switch SharedLibrary.open(soname) {
    case .success(let loaded): library = loaded
    case .failure(let failure): return .failure(failure)
    }
    func missing(_ name: String) -> SharedLibrary.LoadFailure {
      SharedLibrary.LoadFailure(message: "\(soname) has no \(name)")
    }
    guard let initFreeType = library.function("FT_Init_FreeType", as: InitFreeType.self)
    else { return .failure(missing("FT_Init_FreeType")) }
    guard let doneFreeType = library.function("FT_Done_FreeType", as: DoneFreeType.self)
    else { return .failure(missing("FT_Done_FreeType")) }
    guard let newFace = library.function("FT_New_Face", as: NewFace.self)
    else { return .failure(missing("FT_New_Face")) }
    guard let doneFace = library.function("FT_Done_Face", as: DoneFace.self)
    else { return .failure(missing("FT_Done_Face")) }
    guard let getCharIndex = library.function("FT_Get_Char_Index", as: GetCharIndex.self)
    else { return .failure(missing("FT_Get_Char_Index")) }
    guard let loadGlyph = library.function("FT_Load_Glyph", as: LoadGlyph.self)
    else { return .failure(missing("FT_Load_Glyph")) }
    guard let getKerning = library.function("FT_Get_Kerning", as: GetKerning.self)
    else { return .failure(missing("FT_Get_Kerning")) }
    guard
      let outlineDecompose = library.function(
        "FT_Outline_Decompose", as: OutlineDecompose.self)
    else { return .failure(missing("FT_Outline_Decompose")) }
    return .success(
      FreeTypeLibrary(
        initFreeType: initFreeType, doneFreeType: doneFreeType, newFace: newFace,
        doneFace: doneFace, getCharIndex: getCharIndex, loadGlyph: loadGlyph,
        getKerning: getKerning, outlineDecompose: outlineDecompose))
  }

  typealias InitFreeType = @convention(c) (UnsafeMutablePointer<FT_Library?>?) -> FT_Error
  typealias DoneFreeType = @convention(c) (FT_Library?) -> FT_Error
  typealias NewFace =
    @convention(c) (FT_Library?, UnsafePointer<CChar>?, FT_Long, UnsafeMutablePointer<FT_Face?>?)
    -> FT_Error
  typealias DoneFace = @convention(c) (FT_Face?) -> FT_Error
  typealias GetCharIndex = @convention(c) (FT_Face?, FT_ULong) -> FT_UInt
  typealias LoadGlyph = @convention(c) (FT_Face?, FT_UInt, FT_Int32) -> FT_Error
  typealias GetKerning =
    @convention(c) (FT_Face?, FT_UInt, FT_UInt, FT_UInt, UnsafeMutablePointer<FT_Vector>?) ->
    FT_Error
  typealias OutlineDecompose =
    @convention(c) (
      UnsafeMutablePointer<FT_Outline>?, UnsafePointer<FT_Outline_Funcs>?,
      UnsafeMutableRawPointer?
    ) -> FT_Error
}
