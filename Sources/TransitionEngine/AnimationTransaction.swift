/// The parameters of one UIView.animate or UIView.animateKeyframes call.
package struct AnimationParameters: Equatable, Sendable {
  /// Seconds one pass of the change takes.
  package var duration: Double
  /// Seconds before it starts.
  package var delay: Double
  /// The easing: a curve or a spring.
  package var timing: AnimationTiming
  /// Whether it repeats forever (UIView.AnimationOptions.repeat); its completion never runs.
  package var repeats: Bool
  /// Whether each pass runs forward then backward (UIView.AnimationOptions.autoreverse).
  package var autoreverses: Bool
  /// Whether it replaces running animations and starts from the presented value
  /// (UIView.AnimationOptions.beginFromCurrentState) instead of adding to them.
  package var beginFromCurrentState: Bool
  /// How a keyframes transaction computes values between keyframes.
  package var keyframeMode: KeyframeCalculationMode

  /// Parameters with a curve and no options.
  package init(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut) {
    self.duration = duration
    self.delay = delay
    timing = .curve(curve)
    repeats = false
    autoreverses = false
    beginFromCurrentState = false
    keyframeMode = .linear
  }

  /// From UIKit raw option bits (UIView.AnimationOptions / UIView.KeyframeAnimationOptions).
  ///
  /// Bit 2 is beginFromCurrentState, 3 repeat, 4 autoreverse, 10–12 the keyframe calculation
  /// mode, 16–19 the curve. A spring damping ratio, when given, replaces the curve.
  package init(
    duration: Double, delay: Double, options: UInt, springDamping: Double?, springVelocity: Double?
  ) {
    self.init(duration: duration, delay: delay, curve: TimingCurve(options: options))
    if let springDamping {
      timing = .spring(damping: springDamping, initialVelocity: springVelocity ?? 0)
    }
    beginFromCurrentState = options & (1 << 2) != 0
    repeats = options & (1 << 3) != 0
    autoreverses = options & (1 << 4) != 0
    keyframeMode = KeyframeCalculationMode(options: options)
  }

  /// Seconds from the start (after the delay) to the end: one pass, or two when it autoreverses.
  package var activeDuration: Double {
    repeats ? .infinity : duration * (autoreverses ? 2 : 1)
  }
}

/// An open animation transaction: property changes made while it is open animate.
struct OpenTransaction {
  /// What the animate call asked for.
  var parameters: AnimationParameters
  /// The id its animations and completion share.
  var group: Int
  /// The media clock its animations run on.
  var clock = 0
  /// The course time of that clock at which its animations begin, before the delay.
  var origin = 0.0
  /// The property animator whose addAnimations block it is, or nil.
  var animator: Int?
  /// The curve its animations follow (a spring fitted once to the duration).
  var curve: TimingCurve
  /// How many animations it started.
  var animationCount = 0
  /// The keyframes being collected, for an animateKeyframes transaction.
  var keyframes: KeyframeRecorder?
  /// The clocks its animations went on (layers with their own timing run theirs on their
  /// local time).
  var clocksUsed: Set<Int> = []
}

/// A committed transaction waiting for its animations to end.
struct AnimationGroup {
  /// The transaction's group id.
  var id: Int
  /// The media clock its animations run on.
  var clock: Int
  /// The course time its animations begin (after the delay).
  var begin: Double
  /// The course time its animations end.
  var end: Double
  /// The completion block, if any.
  var completion: ((Bool) -> Void)?
  /// False once every animation of the group was removed before it ended.
  var finished = true
  /// The clock time its completion runs: when its clock's course, moving forward, reaches
  /// `end`, or moving backward, `begin`; infinity while neither is ahead.
  var due: Double
  /// Whether it completes at `due` whatever its clock does (it animated nothing, or every
  /// animation of it was removed).
  var isForced = false
}
