/// A media timeline: maps the engine's clock time to the time an animation believes it is
/// (its course time), as a CALayer's `speed`, `timeOffset` and `beginTime` do.
///
/// The wall clock (id 0) is course = clock. A paused clock stands still (layer speed 0 with a
/// time offset), a negative speed plays backward, and an eased clock glides from one course
/// time to another along a curve, as a percent-driven transition does when it finishes or
/// cancels.
package enum MediaClock: Equatable, Sendable {
  /// course = base + speed × (t − anchor).
  case running(anchor: Double, base: Double, speed: Double)
  /// Course moves from `from` to `to` over `duration` seconds along `curve`, then continues at
  /// speed `then` (1 after a finish, 0 after a cancel).
  case eased(
    anchor: Double, from: Double, to: Double, duration: Double, curve: TimingCurve, then: Double)

  /// The wall clock: course time is clock time.
  package static let wall = MediaClock.running(anchor: 0, base: 0, speed: 1)

  /// A clock standing still at a course time, from a clock time on.
  package static func paused(at course: Double, since time: Double) -> MediaClock {
    .running(anchor: time, base: course, speed: 0)
  }

  /// The course time at a clock time.
  package func course(at time: Double) -> Double {
    switch self {
    case let .running(anchor, base, speed):
      return base + speed * (time - anchor)
    case let .eased(anchor, from, to, duration, curve, then):
      let elapsed = time - anchor
      if elapsed >= duration { return to + then * (elapsed - duration) }
      guard elapsed > 0 else { return from }
      return from + (to - from) * curve.value(at: elapsed / duration)
    }
  }

  /// The speed of the course at a clock time after any easing: 0 when it stands still.
  package func speed(at time: Double) -> Double {
    switch self {
    case let .running(_, _, speed):
      return speed
    case let .eased(anchor, from, to, duration, _, then):
      guard time < anchor + duration else { return then }
      return to == from ? 0 : (to > from ? 1 : -1)
    }
  }

  /// The first clock time at or after `time` at which the moving course is at or past `target`.
  ///
  /// Forward means at or above it, backward at or below it; nil when that never happens (the
  /// clock stands still, or moves the other way). A course already past the target while
  /// moving that way gives `time`.
  package func firstTime(reaching target: Double, forward: Bool, after time: Double) -> Double? {
    switch self {
    case let .running(anchor, base, speed):
      return Self.linearTime(
        reaching: target, forward: forward, anchor: anchor, base: base, speed: speed, after: time)
    case let .eased(anchor, from, to, duration, curve, then):
      let end = anchor + duration
      let start = max(time, anchor)
      if start < end, to != from, (to > from) == forward {
        if Self.passed(course(at: start), target, forward) { return start }
        if Self.passed(to, target, forward) {
          let fraction = (target - from) / (to - from)
          return max(start, anchor + curve.progress(reaching: fraction) * duration)
        }
      }
      return Self.linearTime(
        reaching: target, forward: forward, anchor: end, base: to, speed: then,
        after: max(time, end))
    }
  }

  private static func linearTime(
    reaching target: Double, forward: Bool, anchor: Double, base: Double, speed: Double,
    after time: Double
  ) -> Double? {
    guard speed != 0, (speed > 0) == forward else { return nil }
    if passed(base + speed * (time - anchor), target, forward) { return time }
    return max(time, anchor + (target - base) / speed)
  }

  private static func passed(_ course: Double, _ target: Double, _ forward: Bool) -> Bool {
    forward
      ? course >= target - Engine.timeTolerance : course <= target + Engine.timeTolerance
  }
}

extension TimingCurve {
  /// The progress at which the curve first reaches a fraction (bisection; the curve is taken
  /// as rising, as UIKit's cubic curves are).
  package func progress(reaching fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if value(at: middle) < fraction { low = middle } else { high = middle }
    }
    return high
  }
}
