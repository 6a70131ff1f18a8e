#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The monotonic clock (`CLOCK_MONOTONIC`): the only clock animhost reads, for pacing live
/// playback, scanner deadlines and benchmarks.
///
/// It never jumps with the wall clock.
package enum MonotonicClock {
  /// Seconds since an arbitrary fixed point.
  ///
  /// The corresponding C function is `clock_gettime(2)`.
  package static func now() -> Double {
    var time = timespec()
    _ = system_clock_gettime_monotonic(&time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The seconds `body` takes.
  package static func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }
}
