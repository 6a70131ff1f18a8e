/// A source of monotonic time for live playback, in seconds since an arbitrary fixed point.
///
/// The live clock is `MonotonicClock`; tests use a manual clock they advance by hand, so every
/// playback scenario is a deterministic table (as `StableFileWatch` is fed its times).
package protocol PlaybackClock {
  /// The time now in seconds; it never goes back.
  func now() -> Double
}
