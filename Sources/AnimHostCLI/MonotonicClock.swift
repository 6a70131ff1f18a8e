import Glibc

/// The monotonic clock: the only wall time animhost reads, for pacing live playback.
package struct MonotonicClock: PlaybackClock {
  /// The live clock.
  package init() {}

  /// Seconds since an arbitrary fixed point (CLOCK_MONOTONIC).
  package func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
