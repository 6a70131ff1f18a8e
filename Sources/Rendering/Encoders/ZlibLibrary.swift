import CZlib
import HostSystem

/// zlib's functions, from `libz.so.1` loaded the first time an image is compressed or read, so
/// that commands which write no PNG never load it (issue 18).
///
/// The C declarations come from the CZlib module; only the calls go through these pointers.
/// PNG's CRC-32 is computed in Swift (`CRC32`), so that framing a chunk cannot fail.
struct ZlibLibrary: @unchecked Sendable {
  /// The library's soname, as the dynamic linker looks it up.
  static let soname = "libz.so.1"

  typealias Version = @convention(c) () -> UnsafePointer<CChar>?
  typealias DeflateInit2 =
    @convention(c) (
      UnsafeMutablePointer<z_stream>?, Int32, Int32, Int32, Int32, Int32, UnsafePointer<CChar>?,
      Int32
    ) -> Int32
  typealias DeflateBound = @convention(c) (UnsafeMutablePointer<z_stream>?, uLong) -> uLong
  typealias Deflate = @convention(c) (UnsafeMutablePointer<z_stream>?, Int32) -> Int32
  typealias DeflateEnd = @convention(c) (UnsafeMutablePointer<z_stream>?) -> Int32
  typealias Uncompress =
    @convention(c) (
      UnsafeMutablePointer<Bytef>?, UnsafeMutablePointer<uLongf>?, UnsafePointer<Bytef>?, uLong
    ) -> Int32

  let version: Version
  let deflateInit2: DeflateInit2
  let deflateBound: DeflateBound
  let deflate: Deflate
  let deflateEnd: DeflateEnd
  let uncompress: Uncompress

  /// The library, loaded once for the process; or why it cannot be loaded.
  static let shared: Result<ZlibLibrary, SharedLibrary.LoadFailure> = load()

  /// The library, or the error that says it is missing and how to install it.
  static func loaded() throws(EncoderError) -> ZlibLibrary {
    switch shared {
    case .success(let library): return library
    case .failure(let failure):
      throw EncoderError(
        .compression, subject: soname,
        "cannot load zlib (\(failure.message)); install zlib (Debian: zlib1g)")
    }
  }

  private static func load() -> Result<ZlibLibrary, SharedLibrary.LoadFailure> {
    Result { () throws(SharedLibrary.LoadFailure) in
      let library = try SharedLibrary.open(soname).get()
      func need<F>(_ name: String, _ type: F.Type) throws(SharedLibrary.LoadFailure) -> F {
        try library.require(name, as: type, in: soname)
      }
      return ZlibLibrary(
        version: try need("zlibVersion", Version.self),
        deflateInit2: try need("deflateInit2_", DeflateInit2.self),
        deflateBound: try need("deflateBound", DeflateBound.self),
        deflate: try need("deflate", Deflate.self),
        deflateEnd: try need("deflateEnd", DeflateEnd.self),
        uncompress: try need("uncompress", Uncompress.self))
    }
  }
}
