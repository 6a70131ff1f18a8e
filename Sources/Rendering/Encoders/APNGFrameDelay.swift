/// Turns frame durations into APNG delay fractions that add up to the real duration: a duration
/// that is a whole number of 1/den seconds for a common den (1, 2, 4, 5, 10, 20, 24, 25, 30, 50,
/// 60, 100, 120, 1000) is stored exactly; any other gets milliseconds rounded so the running total
/// of stored delays tracks the running total of durations.
struct APNGFrameDelay {
  /// Denominators tried, smallest first, for an exact fraction.
  private static let denominators = [1, 2, 4, 5, 10, 20, 24, 25, 30, 50, 60, 100, 120, 1000]
  /// The real time so far, in seconds.
  private var elapsed = 0.0
  /// The sum of the delays written, in seconds.
  private var stored = 0.0

  /// The (delay_num, delay_den) for the next frame.
  mutating func next(_ duration: Double) -> (numerator: UInt16, denominator: UInt16) {
    elapsed += duration
    for den in Self.denominators {
      let scaled = duration * Double(den)
      let whole = scaled.rounded()
      if abs(scaled - whole) <= 1e-6 * max(1, whole), whole <= 65535 {
        stored += whole / Double(den)
        return (UInt16(whole), UInt16(den))
      }
    }
    let ms = min(65535, max(0, ((elapsed - stored) * 1000).rounded()))
    stored += ms / 1000
    return (UInt16(ms), 1000)
  }
}
