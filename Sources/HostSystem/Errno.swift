#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// An error number from the C library, named the Swift way; its description is `strerror`'s text.
package struct Errno: RawRepresentable, Error, Hashable, Sendable, CustomStringConvertible {
  /// The C value, such as `ENOENT`.
  package let rawValue: Int32

  /// The error with this C value.
  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// The calling thread's current errno.
  static var current: Errno { Errno(rawValue: system_errno) }

  /// The C library's text for the error, such as `No such file or directory`.
  package var description: String { system_strerror(rawValue) }

  /// Operation not permitted.
  ///
  /// The corresponding C error is `EPERM`.
  package static let notPermitted = Errno(rawValue: EPERM)
  /// No such file or directory.
  ///
  /// The corresponding C error is `ENOENT`.
  package static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
  /// No such process.
  ///
  /// The corresponding C error is `ESRCH`.
  package static let noSuchProcess = Errno(rawValue: ESRCH)
  /// A signal interrupted the call.
  ///
  /// The corresponding C error is `EINTR`.
  package static let interrupted = Errno(rawValue: EINTR)
  /// An input/output error.
  ///
  /// The corresponding C error is `EIO`.
  package static let ioError = Errno(rawValue: EIO)
  /// Not an open descriptor.
  ///
  /// The corresponding C error is `EBADF`.
  package static let badFileDescriptor = Errno(rawValue: EBADF)
  /// No child process to wait for.
  ///
  /// The corresponding C error is `ECHILD`.
  package static let noChildProcess = Errno(rawValue: ECHILD)
  /// The call would block a non-blocking descriptor.
  ///
  /// The corresponding C error is `EAGAIN`.
  package static let wouldBlock = Errno(rawValue: EAGAIN)
  /// Permission denied.
  ///
  /// The corresponding C error is `EACCES`.
  package static let permissionDenied = Errno(rawValue: EACCES)
  /// The file exists.
  ///
  /// The corresponding C error is `EEXIST`.
  package static let fileExists = Errno(rawValue: EEXIST)
  /// A path component is not a directory.
  ///
  /// The corresponding C error is `ENOTDIR`.
  package static let notDirectory = Errno(rawValue: ENOTDIR)
  /// The path is a directory.
  ///
  /// The corresponding C error is `EISDIR`.
  package static let isDirectory = Errno(rawValue: EISDIR)
  /// An invalid argument.
  ///
  /// The corresponding C error is `EINVAL`.
  package static let invalidArgument = Errno(rawValue: EINVAL)
  /// Not a terminal.
  ///
  /// The corresponding C error is `ENOTTY`.
  package static let notTerminal = Errno(rawValue: ENOTTY)
  /// The file would grow past a limit.
  ///
  /// The corresponding C error is `EFBIG`.
  package static let fileTooLarge = Errno(rawValue: EFBIG)
  /// No space left on the device.
  ///
  /// The corresponding C error is `ENOSPC`.
  package static let noSpace = Errno(rawValue: ENOSPC)
  /// The reading end of a pipe is closed.
  ///
  /// The corresponding C error is `EPIPE`.
  package static let brokenPipe = Errno(rawValue: EPIPE)
  /// Too many symbolic links, or `O_NOFOLLOW` met one.
  ///
  /// The corresponding C error is `ELOOP`.
  package static let tooManySymbolicLinks = Errno(rawValue: ELOOP)
}
