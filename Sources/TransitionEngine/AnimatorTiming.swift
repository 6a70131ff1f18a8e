/// UIViewAnimatingState: where a property animator is in its life.
package enum AnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are gone.
  case inactive = 0
  /// Started or paused: its animations are on screen.
  case active = 1
  /// Stopped with stopAnimation(false): waiting for finishAnimation(at:).
  case stopped = 2
}

/// UIViewAnimatingPosition: where a property animator's views end.
package enum AnimatingPosition: Int, Sendable {
  /// At the values its animation blocks set.
  case end = 0
  /// At the values they had before.
  case start = 1
  /// Where they were shown when it stopped.
  case current = 2
}

/// A property animator's timing: UICubicTimingParameters or UISpringTimingParameters.
package enum AnimatorTiming: Equatable, Sendable {
  /// A cubic Bézier curve (UICubicTimingParameters).
  case cubic(TimingCurve)
  /// A spring with a damping ratio, fitted to the duration
  /// (UISpringTimingParameters(dampingRatio:initialVelocity:)).
  case springRatio(damping: Double, initialVelocity: Double)
  /// A physical spring (UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)); it
  /// ignores the animator's duration and takes its own settling time.
  case springPhysics(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

  /// Whether the parameters describe a spring that can move: mass and stiffness above zero,
  /// damping at least zero, all finite.
  package var isValid: Bool {
    guard case let .springPhysics(mass, stiffness, damping, velocity) = self else { return true }
    return mass.isFinite && stiffness.isFinite && damping.isFinite && velocity.isFinite
      && mass > 0 && stiffness > 0 && damping >= 0
  }

  /// The seconds a physical spring takes to settle, with the same rest threshold as
  /// `SpringCurve`; nil for the other timings, which take the animator's duration.
  package var settlingTime: Double? {
    guard case let .springPhysics(mass, stiffness, damping, velocity) = self, isValid else {
      return nil
    }
    let omega = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    let zeta = min(
      max(ratio, SpringCurve.dampingRange.lowerBound), SpringCurve.dampingRange.upperBound)
    func settled(_ time: Double) -> Bool {
      SpringCurve.envelope(zeta: zeta, omega: omega, velocity: velocity, time: time)
        <= SpringCurve.restThreshold
    }
    var high = 1 / omega
    while !settled(high), high < 1e6 { high *= 2 }
    var low = 0.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if settled(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// The curve an animation that runs for this many seconds follows: a spring is fitted to
  /// them with its damping ratio and initial velocity.
  package func curve(overSeconds seconds: Double) -> TimingCurve {
    switch self {
    case let .cubic(curve):
      return curve
    case let .springRatio(damping, velocity):
      return AnimationTiming.spring(damping: damping, initialVelocity: velocity)
        .curve(forDuration: seconds)
    case let .springPhysics(mass, stiffness, damping, velocity):
      guard isValid else { return .easeInOut }
      let ratio = damping / (2 * (stiffness * mass).squareRoot())
      return AnimationTiming.spring(damping: ratio, initialVelocity: velocity)
        .curve(forDuration: seconds)
    }
  }
}
