#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Pipes.
extension FileDescriptor {
  /// A new pipe, both ends close-on-exec (and non-blocking when asked).
  ///
  /// The corresponding C functions are `pipe(2)` and `fcntl(2)`.
  package static func pipe(
    nonBlocking: Bool = false
  ) throws(SystemError) -> (readEnd: FileDescriptor, writeEnd: FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    _ = try valueOrErrno { system_pipe(&ends) }.get("create", "pipe")
    let pair = (
      readEnd: FileDescriptor(rawValue: ends[0]), writeEnd: FileDescriptor(rawValue: ends[1])
    )
    do throws(SystemError) {
      for end in [pair.readEnd, pair.writeEnd] {
        _ = try valueOrErrno { system_fcntl(end.rawValue, F_SETFD, FD_CLOEXEC) }
          .get("set flags of", end.description)
        if nonBlocking { try end.setNonBlocking(true) }
      }
    } catch {
      _ = system_close(ends[0])
      _ = system_close(ends[1])
      throw error
    }
    return pair
  }
}
