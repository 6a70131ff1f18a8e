#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A byte sink that streams into a temporary file (`.animhost-XXXXXX`) beside the destination
/// and renames it into place on `commit()`; until then the destination is untouched.
///
/// The temporary file is removed on `discard()`, on deinit without a commit, and by a signal
/// handler if SIGINT, SIGTERM or SIGHUP arrives while it exists (see `InterruptCleanup`).
package final class AtomicFileSink: ByteSink {
  /// The destination path.
  package let path: String
  /// The temporary file's path.
  package let temporaryPath: String
  private var fd: Int32
  /// Set once the file is renamed into place or removed.
  private var finished = false
  private var buffer: [UInt8] = []
  private static let bufferSize = 1 << 16

  /// Creates the temporary file; throws when the directory is missing or not writable.
  package init(path: String) throws(AtomicFile.WriteError) {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    var template = Array((directory.isEmpty && slash != nil ? "/" : directory + "/").utf8CString.dropLast())
    template += Array(".animhost-XXXXXX".utf8CString)
    let created = InterruptCleanup.withSignalsBlocked { () -> (fd: Int32, error: Int32) in
      let fd = mkstemp(&template)
      let error = errno
      if fd >= 0 {
        InterruptCleanup.register(String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      return (fd, error)
    }
    fd = created.fd
    guard fd >= 0 else {
      errno = created.error
      throw AtomicFile.WriteError(
        path: path,
        message: "cannot write '\(path)': \(Self.lastError()); check that the directory exists and is writable")
    }
    temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    buffer.reserveCapacity(Self.bufferSize)
  }

  deinit {
    discard()
  }

  /// Appends bytes, writing to the file whenever the buffer fills.
  package func write(_ bytes: [UInt8]) throws {
    precondition(fd >= 0, "AtomicFileSink: write after commit or discard")
    buffer += bytes
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Flushes, syncs and renames the file into place with mode 0644 less the umask.
  package func commit() throws(AtomicFile.WriteError) {
    precondition(fd >= 0, "AtomicFileSink: commit after commit or discard")
    do { try flush() } catch { throw failing(error) }
    if fsync(fd) != 0 { throw failing(nil) }
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o644 & ~mask)
    if close(fd) != 0 {
      fd = -1
      throw failing(nil)
    }
    fd = -1
    if rename(temporaryPath, path) != 0 { throw failing(nil) }
    finished = true
    InterruptCleanup.unregister()
  }

  /// Closes and removes the temporary file, unless committed; the destination is left as it was.
  package func discard() {
    guard !finished else { return }
    finished = true
    if fd >= 0 { close(fd) }
    fd = -1
    unlink(temporaryPath)
    InterruptCleanup.unregister()
  }

  private func flush() throws(AtomicFile.WriteError) {
    var written = 0
    let failure: String? = buffer.withUnsafeBytes { raw in
      while written < raw.count {
        let n = Glibc.write(fd, raw.baseAddress.map { $0 + written }, raw.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return Self.lastError()
        }
        written += n
      }
      return nil
    }
    buffer.removeAll(keepingCapacity: true)
    if let failure {
      throw AtomicFile.WriteError(path: path, message: "cannot write '\(path)': \(failure); check the path and free space")
    }
  }

  /// Discards the temporary file and returns the error to throw.
  private func failing(_ error: AtomicFile.WriteError?) -> AtomicFile.WriteError {
    let message = error?.message ?? "cannot write '\(path)': \(Self.lastError()); check the path and free space"
    discard()
    return AtomicFile.WriteError(path: path, message: message)
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }
}
