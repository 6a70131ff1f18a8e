/// A file written under a temporary name in its destination's directory and renamed into place,
/// so a failure or an interruption never leaves a partial file at the destination.
///
/// `init` creates the temporary file (`mkstemp`, mode 0600), `write` appends to it, `commit`
/// syncs it, sets its mode and renames it over the destination; `discard` (or deinit without a
/// commit, or any failure) removes it.
package final class AtomicFile {
  /// The destination path.
  package let path: String
  /// The temporary file's path, beside the destination.
  package let temporaryPath: String
  /// The temporary file, open until the commit, the discard or a failure.
  private var descriptor: FileDescriptor?
  /// The guard against interrupts, when asked for.
  private var registration: InterruptCleanup.Registration?

  /// Creates the temporary file `<directory>/<prefix>XXXXXX`.
  ///
  /// - Parameters:
  ///   - path: the file to write in the end.
  ///   - temporaryPrefix: how the temporary file's name starts, beside `path`.
  ///   - removedOnInterrupt: also remove the temporary file if SIGINT, SIGTERM or SIGHUP ends
  ///     the process before the commit (`InterruptCleanup`).
  /// - Throws: SystemError whose message reads `cannot write '<path>': <strerror>`.
  package init(
    path: String, temporaryPrefix: String = ".animhost-", removedOnInterrupt: Bool = false
  ) throws(SystemError) {
    self.path = path
    let directory = FileSystem.directory(of: path)
    var template = Array(
      ((directory == "/" ? "/" : directory + "/") + temporaryPrefix + "XXXXXX").utf8CString)
    let made =
      removedOnInterrupt
      ? InterruptCleanup.withSignalsBlocked { Self.makeTemporary(&template, registering: true) }
      : Self.makeTemporary(&template, registering: false)
    switch made {
    case .success(let (fd, registration)):
      descriptor = FileDescriptor(rawValue: fd)
      self.registration = registration
    case .failure(let code):
      throw SystemError(code, operation: "write", subject: path)
    }
    temporaryPath = Self.text(template)
  }

  deinit { discard() }

  /// Whether the file can still be written: neither committed, discarded nor failed.
  package var isOpen: Bool { descriptor != nil }

  /// Appends bytes to the temporary file.
  /// - Throws: SystemError; the temporary file is removed.
  package func write(_ bytes: [UInt8]) throws(SystemError) {
    guard let descriptor else { preconditionFailure("AtomicFile: write after commit or discard") }
    do {
      try descriptor.writeAll(bytes)
    } catch {
      throw failing(error.code)
    }
  }

  /// Syncs the temporary file, sets its mode (when given, less the umask) and renames it over the
  /// destination.
  ///
  /// Without a mode the file keeps `mkstemp`'s 0600.
  ///
  /// A mode the file system cannot store (vfat) is not an error: the file stays 0600.
  /// - Throws: SystemError; the temporary file is removed and the destination is untouched.
  package func commit(permissions: FilePermissions? = nil) throws(SystemError) {
    guard let descriptor else { preconditionFailure("AtomicFile: commit after commit or discard") }
    do {
      try descriptor.synchronize()
    } catch {
      throw failing(error.code)
    }
    if let permissions { try? descriptor.setPermissions(permissions.lessUmask()) }
    self.descriptor = nil
    do {
      try descriptor.close()
      try FileSystem.rename(temporaryPath, to: path)
    } catch {
      throw failing(error.code)
    }
    releaseGuard()
  }

  /// Closes and removes the temporary file, unless committed.
  ///
  /// The destination is left as it was. Discarding twice does nothing.
  package func discard() {
    guard let descriptor else { return }
    self.descriptor = nil
    try? descriptor.close()
    try? FileSystem.removeFile(temporaryPath)
    releaseGuard()
  }

  /// Writes bytes to a path atomically, in one go.
  /// - Throws: SystemError whose message reads `cannot write '<path>': <strerror>`.
  package static func write(
    _ bytes: [UInt8], to path: String, temporaryPrefix: String = ".animhost-",
    permissions: FilePermissions? = 0o644
  ) throws(SystemError) {
    let file = try AtomicFile(path: path, temporaryPrefix: temporaryPrefix)
    try file.write(bytes)
    try file.commit(permissions: permissions)
  }

  /// Creates the temporary file from the template (`mkstemp`), registering it with
  /// `InterruptCleanup` when asked.
  private static func makeTemporary(
    _ template: inout [CChar], registering: Bool
  ) -> Result<(Int32, InterruptCleanup.Registration?), Errno> {
    valueOrErrno { system_mkstemp(&template) }.map { fd in
      (fd, registering ? InterruptCleanup.register(text(template)) : nil)
    }
  }

  /// Stops guarding the temporary file against interrupts.
  private func releaseGuard() {
    if let registration { InterruptCleanup.unregister(registration) }
    registration = nil
  }

  /// A NUL-terminated C string as text.
  private static func text(_ bytes: [CChar]) -> String {
    String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Removes the temporary file and returns the error to throw, about the destination.
  private func failing(_ code: Errno) -> SystemError {
    // A committed file has no descriptor but its temporary file may still exist.
    if let descriptor { try? descriptor.close() }
    descriptor = nil
    try? FileSystem.removeFile(temporaryPath)
    releaseGuard()
    return SystemError(code, operation: "write", subject: path)
  }
}
