import HostSystem

/// A source of monotonic time for live playback, in seconds since an arbitrary fixed point.
///
/// The live clock is `LiveClock` (HostSystem's `MonotonicClock`); tests use a manual clock they
/// advance by hand, so every playback scenario is a deterministic table (as `StableFileWatch` is
/// fed its times).
package protocol PlaybackClock {
  /// The time now in seconds; it never goes back.
  func now() -> Double
}

/// The live clock: HostSystem's monotonic clock.
package struct LiveClock: PlaybackClock {
  /// The live clock.
  package init() {}

  /// Seconds on the monotonic clock.
  package func now() -> Double { MonotonicClock.now() }
}
