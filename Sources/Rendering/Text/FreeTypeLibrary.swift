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
    Result { () throws(SharedLibrary.LoadFailure) in
      let library = try SharedLibrary.open(soname).get()
      func need<F>(_ name: String, _ type: F.Type) throws(SharedLibrary.LoadFailure) -> F {
        try library.require(name, as: type, in: soname)
      }
      return FreeTypeLibrary(
        initFreeType: try need("FT_Init_FreeType", InitFreeType.self),
        doneFreeType: try need("FT_Done_FreeType", DoneFreeType.self),
        newFace: try need("FT_New_Face", NewFace.self),
        doneFace: try need("FT_Done_Face", DoneFace.self),
        getCharIndex: try need("FT_Get_Char_Index", GetCharIndex.self),
        loadGlyph: try need("FT_Load_Glyph", LoadGlyph.self),
        getKerning: try need("FT_Get_Kerning", GetKerning.self),
        outlineDecompose: try need("FT_Outline_Decompose", OutlineDecompose.self))
    }
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
