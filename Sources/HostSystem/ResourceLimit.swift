#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A limit the kernel enforces on this process and its children (`setrlimit`).
package enum ResourceLimit: Sendable {
  /// Seconds of CPU time; past the soft limit the kernel sends SIGXCPU, past the hard one
  /// SIGKILL. The corresponding C constant is `RLIMIT_CPU`.
  case cpuSeconds
  /// Bytes of address space; allocations past it fail. The corresponding C constant is
  /// `RLIMIT_AS`.
  case addressSpace
  /// Bytes a file may be written to; past it the write fails with SIGXFSZ. The corresponding C
  /// constant is `RLIMIT_FSIZE`.
  case fileSize

  private var resource: Int32 {
    switch self {
    case .cpuSeconds: Int32(RLIMIT_CPU.rawValue)
    case .addressSpace: Int32(RLIMIT_AS.rawValue)
    case .fileSize: Int32(RLIMIT_FSIZE.rawValue)
    }
  }

  /// Lowers the limit to `value` (soft) and `hard` (nil: the same), never raising either above the
  /// current hard limit.
  ///
  /// The corresponding C function is `setrlimit(2)`.
  package func lower(to value: UInt64, hard: UInt64? = nil) throws(SystemError) {
    let current = system_getrlimit(resource)?.hard ?? UInt64.max
    let soft = min(value, current)
    let ceiling = min(max(hard ?? value, soft), current)
    try statusOrErrno {
      system_setrlimit(resource, soft, ceiling) == 0 ? 0 : Errno.current.rawValue
    }
    .get("set the limit of", "\(self)")
  }

  /// The soft limit, or nil when unlimited or unreadable.
  ///
  /// The corresponding C function is `getrlimit(2)`.
  package var current: UInt64? {
    guard let limit = system_getrlimit(resource), limit.soft != UInt64.max else {
      return nil
    }
    return limit.soft
  }
}
