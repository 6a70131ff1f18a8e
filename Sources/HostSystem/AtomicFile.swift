#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A file written without a name in its destination's directory and named only when complete,
/// so a failure, a signal or a crash never leaves a partial file behind.
///
/// `init` opens an anonymous file (`O_TMPFILE`, mode 0600); where the file system cannot make
/// one it falls back to a named temporary file (`mkstemp`). `write` appends, `commit` syncs,
/// sets the mode (an existing destination's own mode wins), links the file under a temporary
/// name (`linkat`) and renames it over the destination; `discard` (or deinit without a commit,
/// or any failure) drops it. A destination the user could not write is refused up front.
package final class AtomicFile {
  /// The destination path.
  package let path: String
  /// The temporary name beside the destination: an anonymous file has it only during the
  /// commit's link-and-rename, a fallback file from the start.
  package private(set) var temporaryPath: String
  /// Whether the file has no name while it is written (`O_TMPFILE`).
  package let isAnonymous: Bool
  /// Whether `temporaryPath` currently names the file, so a failure must remove it.
  private var isNamed: Bool
  /// The destination's mode when it exists already, kept by the commit.
  private let existingPermissions: FilePermissions?
  /// The file, open until the commit, the discard or a failure.
  private var descriptor: FileDescriptor?
  /// The guard against interrupts, when asked for.
  private var registration: InterruptCleanup.Registration?

  /// Opens the file that will become `path`.
  ///
  /// - Parameters:
  ///   - path: the file to write in the end.
  ///   - temporaryPrefix: how the temporary name starts, beside `path`.
  ///   - removedOnInterrupt: if SIGINT, SIGTERM or SIGHUP (or, for a named fallback file, one
  ///     of the other terminating signals a handler can catch) ends the process before the
  ///     commit, exit 128 + the signal and remove any temporary name (`InterruptCleanup`).
  ///   - allowsAnonymous: try `O_TMPFILE` first; tests pass false to exercise the fallback.
  /// - Throws: SystemError whose message reads `cannot write '<path>': <strerror>`, or says why
  ///   an existing destination cannot be replaced.
  package init(
    path: String, temporaryPrefix: String = ".animhost-", removedOnInterrupt: Bool = false,
    allowsAnonymous: Bool = true
  ) throws(SystemError) {
    self.path = path
    existingPermissions = try Self.replaceablePermissions(of: path)
    let directory = FileSystem.directory(of: path)
    let prefix = (directory == "/" ? "/" : directory + "/") + temporaryPrefix
    let made =
      removedOnInterrupt
      ? InterruptCleanup.withSignalsBlocked {
        Self.open(
          directory: directory, prefix: prefix, registering: true, anonymous: allowsAnonymous)
      }
      : Self.open(
        directory: directory, prefix: prefix, registering: false, anonymous: allowsAnonymous)
    switch made {
    case .success(let opened):
      descriptor = opened.descriptor
      temporaryPath = opened.name
      isAnonymous = opened.isAnonymous
      isNamed = !opened.isAnonymous
      registration = opened.registration
    case .failure(let code):
      throw SystemError(code, operation: "write", subject: path)
    }
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

  /// Syncs the file, sets its mode, names it and renames it over the destination.
  ///
  /// The mode is the replaced destination's own; for a new file it is `permissions` less the
  /// umask, or `O_TMPFILE`'s and `mkstemp`'s 0600 when none is given. A mode the file system
  /// cannot store (vfat) is not an error.
  /// - Throws: SystemError; nothing is left behind and the destination is untouched.
  package func commit(permissions: FilePermissions? = nil) throws(SystemError) {
    guard let descriptor else { preconditionFailure("AtomicFile: commit after commit or discard") }
    do {
      try descriptor.synchronize()
    } catch {
      throw failing(error.code)
    }
    if let mode = existingPermissions ?? permissions?.lessUmask() {
      try? descriptor.setPermissions(mode)
    }
    if isAnonymous { try link(descriptor) }
    self.descriptor = nil
    do {
      try descriptor.close()
      try FileSystem.rename(temporaryPath, to: path)
    } catch {
      throw failing(error.code)
    }
    isNamed = false
    releaseGuard()
  }

  /// Closes and removes the temporary file, unless committed.
  ///
  /// The destination is left as it was. Discarding twice does nothing.
  package func discard() {
    guard let descriptor else { return }
    self.descriptor = nil
    try? descriptor.close()
    if isNamed { try? FileSystem.removeFile(temporaryPath) }
    isNamed = false
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

  /// What `open` made: the descriptor, the temporary name, and the interrupt guard.
  private struct Opened {
    var descriptor: FileDescriptor
    var name: String
    var isAnonymous: Bool
    var registration: InterruptCleanup.Registration?
  }

  /// Opens an anonymous file in the directory, or where the file system cannot make one
  /// (EOPNOTSUPP, or EISDIR and EINVAL from kernels before 3.11) a named one from `mkstemp`.
  private static func open(directory: String, prefix: String, registering: Bool, anonymous: Bool)
    -> Result<Opened, Errno>
  {
    let opened =
      anonymous
      ? valueOrErrno { system_open(directory, system_O_TMPFILE | O_WRONLY | O_CLOEXEC, 0o600) }
      : .failure(Errno(rawValue: EOPNOTSUPP))
    switch opened {
    case .success(let fd):
      let name = prefix + randomSuffix()
      return .success(
        Opened(
          descriptor: FileDescriptor(rawValue: fd), name: name, isAnonymous: true,
          registration: registering ? InterruptCleanup.register(name, named: false) : nil))
    case .failure(let code)
    where code != Errno(rawValue: EOPNOTSUPP) && code != .isDirectory
      && code != .invalidArgument:
      return .failure(code)
    case .failure:
      var template = Array((prefix + "XXXXXX").utf8CString)
      return valueOrErrno { system_mkstemp(&template) }.map { fd in
        let name = text(template)
        return Opened(
          descriptor: FileDescriptor(rawValue: fd), name: name, isAnonymous: false,
          registration: registering ? InterruptCleanup.register(name, named: true) : nil)
      }
    }
  }

  /// Gives the anonymous file its temporary name, choosing another if one is taken.
  private func link(_ descriptor: FileDescriptor) throws(SystemError) {
    let source = "/proc/self/fd/\(descriptor.rawValue)"
    for _ in 0..<16 {
      switch valueOrErrno({ system_linkat(source, temporaryPath, AT_SYMLINK_FOLLOW) }) {
      case .success:
        isNamed = true
        return
      case .failure(.fileExists):
        let name = String(temporaryPath.dropLast(6)) + Self.randomSuffix()
        if let registration {
          InterruptCleanup.unregister(registration)
          self.registration = InterruptCleanup.register(name, named: false)
        }
        temporaryPath = name
      case .failure(let code):
        throw failing(code)
      }
    }
    throw failing(.fileExists)
  }

  /// Six random letters and digits, as `mkstemp` would choose.
  private static func randomSuffix() -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<6).map { _ in alphabet.randomElement() ?? "X" })
  }

  /// The mode of an existing destination to keep, or nil when there is none.
  /// - Throws: SystemError when the user could not write the destination (a read-only file,
  ///   or another user's): replacing it would discard its permissions and owner.
  private static func replaceablePermissions(of path: String) throws(SystemError)
    -> FilePermissions?
  {
    guard let status = try? FileSystem.status(of: path), status.kind == .regular else {
      return nil
    }
    guard system_access(path, W_OK) == 0 else {
      let mode = String(status.mode & 0o7777, radix: 8)
      throw SystemError(
        .permissionDenied, subject: path,
        message: "cannot replace '\(path)': you may not write it (mode 0\(mode), owner uid "
          + "\(status.owner)); write to another file or change its permissions first")
    }
    return FilePermissions(rawValue: status.mode & 0o7777)
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
    if isNamed { try? FileSystem.removeFile(temporaryPath) }
    isNamed = false
    releaseGuard()
    return SystemError(code, operation: "write", subject: path)
  }
}
