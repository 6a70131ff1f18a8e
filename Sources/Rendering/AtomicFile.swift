#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Writes a file under a temporary name in the same directory and renames it into place, so a
/// failure never leaves a partial file at the destination.
package enum AtomicFile {
  /// An error writing an output file.
  package struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The destination path.
    package var path: String
    /// What went wrong and how to fix it.
    package var message: String
    package var description: String { message }
  }

  /// Writes the bytes to the path atomically.
  package static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    var template = Array((directory.isEmpty ? "/" : directory + "/").utf8CString.dropLast())
    template += Array(".animhost-XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else {
      throw WriteError(path: path, message: "cannot write '\(path)': \(String(cString: strerror(errno))); check that the directory exists and is writable")
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { raw in
      while written < raw.count {
        let n = Glibc.write(fd, raw.baseAddress.map { $0 + written }, raw.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        written += n
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    fchmod(fd, 0o644 & ~currentUmask())
    close(fd)
    if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, message: "cannot write '\(path)': \(failure); check the path and free space")
    }
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return mask
  }
}
