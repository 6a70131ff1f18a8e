#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// An open file descriptor.
///
/// It is a plain value: closing it is an explicit call.
///
/// Descriptors opened here are close-on-exec; a child process gets a descriptor only through a
/// spawn file action (`ChildProcess.FileAction`).
package struct FileDescriptor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C descriptor number.
  package let rawValue: Int32

  /// A descriptor from its number.
  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// Standard input, descriptor 0.
  package static let standardInput = FileDescriptor(rawValue: 0)
  /// Standard output, descriptor 1.
  package static let standardOutput = FileDescriptor(rawValue: 1)
  /// Standard error, descriptor 2.
  package static let standardError = FileDescriptor(rawValue: 2)

  /// As `descriptor 3`, the subject of errors about it.
  package var description: String { "descriptor \(rawValue)" }

  /// How a file is opened: for reading, writing or both.
  package enum AccessMode: Sendable {
    /// `O_RDONLY`.
    case readOnly
    /// `O_WRONLY`.
    case writeOnly
    /// `O_RDWR`.
    case readWrite

    /// The C flag.
    var flag: Int32 {
      switch self {
      case .readOnly: O_RDONLY
      case .writeOnly: O_WRONLY
      case .readWrite: O_RDWR
      }
    }
  }

  /// Options for opening a file, beside the access mode.
  package struct OpenOptions: OptionSet, Sendable {
    /// The C flags.
    package let rawValue: Int32

    /// Options from C flags.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Create the file if it does not exist (`O_CREAT`); needs permissions.
    package static let create = OpenOptions(rawValue: O_CREAT)
    /// With `create`, fail if the file exists (`O_EXCL`).
    package static let exclusive = OpenOptions(rawValue: O_EXCL)
    /// Empty the file (`O_TRUNC`).
    package static let truncate = OpenOptions(rawValue: O_TRUNC)
    /// Fail on a symbolic link as the last component (`O_NOFOLLOW`).
    package static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
    /// Never block on open, read or write (`O_NONBLOCK`): a FIFO or device cannot hang us.
    package static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
    /// Opening a terminal does not make it the controlling terminal (`O_NOCTTY`).
    package static let noControllingTerminal = OpenOptions(rawValue: O_NOCTTY)
  }

  /// Opens a file, close-on-exec.
  ///
  /// The corresponding C function is `open(2)`.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - mode: read, write or both.
  ///   - options: how to open it (create, truncate, …).
  ///   - permissions: the mode of a created file (less the umask); required with `.create`.
  /// - Returns: the open descriptor.
  /// - Throws: SystemError with the path as its subject.
  package static func open(
    _ path: String, _ mode: AccessMode, options: OpenOptions = [],
    permissions: FilePermissions? = nil
  ) throws(SystemError) -> FileDescriptor {
    precondition(
      !options.contains(.create) || permissions != nil,
      "FileDescriptor.open: .create needs permissions")
    let flags = mode.flag | options.rawValue | O_CLOEXEC
    let fd = try valueOrErrno { system_open(path, flags, permissions?.mode ?? 0) }
      .get("open", path)
    return FileDescriptor(rawValue: fd)
  }

  /// Closes the descriptor.
  ///
  /// It must not be used again. The corresponding C function is `close(2)` (never retried: on Linux
  /// the descriptor is gone even after EINTR).
  package func close() throws(SystemError) {
    _ = try valueOrErrno(retryOnInterrupt: false) { system_close(rawValue) }
      .get("close", description)
  }

  /// Runs `body`, then closes the descriptor, also when `body` throws.
  ///
  /// The close's own result is dropped, so use this for descriptors whose close cannot lose
  /// data (readers); a writer calls `close()` and checks it.
  package func closeAfter<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    defer { _ = system_close(rawValue) }
    return try body()
  }

  /// A copy of the descriptor numbered at least `minimum`, close-on-exec.
  ///
  /// The corresponding C call is `fcntl(F_DUPFD_CLOEXEC)`.
  package func duplicate(atLeast minimum: Int32) throws(SystemError) -> FileDescriptor {
    let fd = try valueOrErrno { system_fcntl(rawValue, F_DUPFD_CLOEXEC, minimum) }
      .get("duplicate", description)
    return FileDescriptor(rawValue: fd)
  }

  /// Makes reads and writes return at once instead of blocking (`O_NONBLOCK`), or blocking again.
  package func setNonBlocking(_ nonBlocking: Bool) throws(SystemError) {
    let flags = try valueOrErrno { system_fcntl(rawValue, F_GETFL) }.get(
      "read flags of", description)
    let updated = nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK
    _ = try valueOrErrno { system_fcntl(rawValue, F_SETFL, updated) }
      .get("set flags of", description)
  }

  /// The status of the open file.
  ///
  /// The corresponding C function is `fstat(2)`.
  package func status() throws(SystemError) -> FileStatus {
    var info = stat()
    _ = try valueOrErrno { system_fstat(rawValue, &info) }.get("stat", description)
    return FileStatus(info)
  }
}
