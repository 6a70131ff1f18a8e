/// CAMediaTimingFillMode: what an animation shows outside its active duration.
package enum FillMode: Int, Sendable {
  /// Nothing: the layer shows what it would without the animation (`.removed`).
  case removed = 0
  /// After the active duration, the value it ended at (`.forwards`).
  case forwards
  /// Before its begin time, the value it starts at (`.backwards`).
  case backwards
  /// Both (`.both`).
  case both
}

/// CAMediaTiming as an explicit animation carries it: its place in its parent's time.
///
/// The local time is `(parentTime − beginTime) × speed + timeOffset`. One cycle is `duration`
/// seconds, or twice that when it autoreverses; the active duration is `repeatDuration` when
/// set, else `repeatCount` cycles (at least one, fractions allowed, infinity for ever).
package struct MediaTiming: Equatable, Sendable {
  /// When the animation begins in its parent's time (0 when added: now).
  package var beginTime = 0.0
  /// Seconds one pass takes (0 when added: the transaction's duration).
  package var duration = 0.0
  /// How fast local time runs against the parent's (0 stands still at `timeOffset`).
  package var speed = 1.0
  /// Seconds added to the local time, wrapping around within the active duration.
  package var timeOffset = 0.0
  /// How many cycles it plays; 0 plays one, infinity plays for ever.
  package var repeatCount = 0.0
  /// How many seconds it repeats for; 0 leaves it to `repeatCount`.
  package var repeatDuration = 0.0
  /// Whether each cycle plays forward then backward.
  package var autoreverses = false
  /// What it shows before its begin time and after its active duration.
  package var fillMode = FillMode.removed

  /// Timing with Core Animation's defaults.
  package init() {}

  /// Where an animation is within its passes.
  package struct Position: Equatable, Sendable {
    /// The cycles completed before this one (0 in the first), as cumulative animations count.
    package var iteration: Double
    /// Seconds into the pass, in 0...duration; it falls on the way back of an autoreverse.
    package var time: Double

    /// A position from an iteration and a time within the pass.
    package init(iteration: Double, time: Double) {
      self.iteration = iteration
      self.time = time
    }
  }

  /// Seconds of one cycle: the duration, twice it when the animation autoreverses.
  package var cycleDuration: Double { autoreverses ? 2 * duration : duration }

  /// Seconds of local time the animation is active: `repeatDuration` when set (it wins over
  /// `repeatCount`), else `repeatCount` cycles (at least one); infinity for ever.
  package var activeDuration: Double {
    let cycle = cycleDuration
    guard cycle > 0 else { return 0 }
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return repeatCount * cycle }
    return cycle
  }

  /// The parent time at which the active duration ends; infinity when it never does (speed 0
  /// or repeating for ever).
  package var activeEnd: Double {
    let active = activeDuration
    guard speed != 0, active.isFinite else { return .infinity }
    return beginTime + active / abs(speed)
  }

  /// Allows for rounding when a parent time falls exactly on a begin or an end.
  static let tolerance = 1e-9

  /// The position shown at a parent time; nil when the animation shows nothing then (before
  /// its begin without a backwards fill, after its active duration without a forwards fill).
  package func position(at parentTime: Double) -> Position? {
    let active = activeDuration
    let elapsed: Double
    if parentTime < beginTime - Self.tolerance {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      elapsed = 0
    } else {
      let running = max(parentTime - beginTime, 0) * abs(speed)
      if running >= active - Self.tolerance {
        guard fillMode == .forwards || fillMode == .both else { return nil }
        elapsed = active
      } else {
        elapsed = running
      }
    }
    return position(atActiveTime: elapsed)
  }

  /// The position at a time into the active duration (0...activeDuration): the time offset
  /// wraps around the active duration; a negative speed plays it from its end (**chosen**).
  package func position(atActiveTime elapsed: Double) -> Position {
    let cycle = cycleDuration
    guard cycle > 0 else { return Position(iteration: 0, time: 0) }
    let active = activeDuration
    var t = speed < 0 && active.isFinite ? active - elapsed : elapsed
    t += timeOffset
    if active.isFinite {
      let wrapped = t - (t / active).rounded(.down) * active
      // The end of the active duration shows its last value, not the first one again.
      t = wrapped < Self.tolerance && t > Self.tolerance ? active : wrapped
    } else if t < 0 {
      t -= (t / cycle).rounded(.down) * cycle
    }
    var iteration = (t / cycle).rounded(.down)
    var phase = t - iteration * cycle
    if iteration > 0, phase < Self.tolerance, t >= active - Self.tolerance {
      iteration -= 1
      phase = cycle
    }
    let time = autoreverses && phase > duration ? cycle - phase : phase
    return Position(iteration: iteration, time: min(max(time, 0), duration))
  }
}
