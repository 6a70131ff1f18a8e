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
    // Swift's Glibc module has no pipe2, so the ends are made close-on-exec just after; the
    // spawn lock keeps a child started on another thread from inheriting them in between.
    let made = ChildProcess.spawnLock.withLock { () -> Result<[Int32], SystemError> in
      var ends: [Int32] = [-1, -1]
      return Result { () throws(SystemError) in
        _ = try valueOrErrno { system_pipe(&ends) }.get("create", "pipe")
        for end in ends {
          guard system_fcntl(end, F_SETFD, FD_CLOEXEC) == 0 else {
            let error = SystemError(Errno.current, operation: "set flags of", subject: "pipe")
            _ = system_close(ends[0])
            _ = system_close(ends[1])
            throw error
          }
        }
        return ends
      }
    }
    let ends = try made.get()
    let pair = (
      readEnd: FileDescriptor(rawValue: ends[0]), writeEnd: FileDescriptor(rawValue: ends[1])
    )
    if nonBlocking {
      do throws(SystemError) {
        try pair.readEnd.setNonBlocking(true)
        try pair.writeEnd.setNonBlocking(true)
      } catch {
        _ = system_close(ends[0])
        _ = system_close(ends[1])
        throw error
      }
    }
    return pair
  }
}
