// The thin layer, continued: resource limits, socket pairs and raise (see Syscalls.swift).

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The corresponding C function is `setrlimit(2)`.
func system_setrlimit(_ resource: Int32, _ soft: UInt64, _ hard: UInt64) -> Int32 {
  var limit = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
  return setrlimit(__rlimit_resource_t(UInt32(resource)), &limit)
}

/// The corresponding C function is `getrlimit(2)`; the soft and hard limits.
func system_getrlimit(_ resource: Int32) -> (soft: UInt64, hard: UInt64)? {
  var limit = rlimit()
  guard getrlimit(__rlimit_resource_t(UInt32(resource)), &limit) == 0 else { return nil }
  return (UInt64(limit.rlim_cur), UInt64(limit.rlim_max))
}

/// The corresponding C function is `socketpair(2)`, for a connected pair of local stream
/// sockets.
func system_socketpair(_ fds: inout [Int32]) -> Int32 {
  socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds)
}

/// The corresponding C function is `send(2)` with `MSG_NOSIGNAL`: a closed peer is EPIPE, never
/// SIGPIPE.
func system_send_nosignal(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  send(fd, buffer, count, Int32(MSG_NOSIGNAL))
}

/// The corresponding C function is `shutdown(2)`, for the writing direction.
func system_shutdown_writing(_ fd: Int32) -> Int32 {
  shutdown(fd, Int32(SHUT_WR))
}

/// The corresponding C function is `raise(3)`.
func system_raise(_ signal: Int32) -> Int32 { raise(signal) }

/// The corresponding C function is `getrusage(2)` for this process: its peak resident memory
/// in kilobytes.
func system_peak_resident_kilobytes() -> Int {
  var usage = rusage()
  return getrusage(RUSAGE_SELF.rawValue, &usage) == 0 ? Int(usage.ru_maxrss) : 0
}
