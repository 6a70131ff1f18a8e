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
    let library: SharedLibrary
    switch SharedLibrary.open(soname) {
    case .success(let loaded): library = loaded
    case .failure(let failure): return .failure(failure)
    }
    func missing(_ name: String) -> SharedLibrary.LoadFailure {
      SharedLibrary.LoadFailure(message: "\(soname) has no \(name)")
    }
    guard let version = library.function("zlibVersion", as: Version.self)
    else { return .failure(missing("zlibVersion")) }
    guard let deflateInit2 = library.function("deflateInit2_", as: DeflateInit2.self)
    else { return .failure(missing("deflateInit2_")) }
    guard let deflateBound = library.function("deflateBound", as: DeflateBound.self)
    else { return .failure(missing("deflateBound")) }
    guard let deflate = library.function("deflate", as: Deflate.self)
    else { return .failure(missing("deflate")) }
    guard let deflateEnd = library.function("deflateEnd", as: DeflateEnd.self)
    else { return .failure(missing("deflateEnd")) }
    guard let uncompress = library.function("uncompress", as: Uncompress.self)
    else { return .failure(missing("uncompress")) }
    return .success(
      ZlibLibrary(
        version: version, deflateInit2: deflateInit2, deflateBound: deflateBound,
        deflate: deflate, deflateEnd: deflateEnd, uncompress: uncompress))
  }
}
