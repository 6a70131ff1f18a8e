/// How a transaction's animations progress over their duration.
package enum AnimationTiming: Equatable, Sendable {
  /// A CAMediaTimingFunction-style curve (UIView.AnimationOptions curve bits).
  case curve(TimingCurve)
  /// UIKit's usingSpringWithDamping: a damping ratio and an initial velocity in distances per
  /// second.
  case spring(damping: Double, initialVelocity: Double)

  /// The curve an animation of this duration follows; a spring is fitted to the duration.
  package func curve(forDuration duration: Double) -> TimingCurve {
    switch self {
    case let .curve(curve):
      return curve
    case let .spring(damping, velocity):
      guard duration > 0, duration.isFinite else { return .linear }
      return .spring(SpringCurve(damping: damping, initialVelocity: velocity, duration: duration))
    }
  }
}

/// How a keyframe animation computes values between its keyframes (CAAnimationCalculationMode).
package enum KeyframeCalculationMode: Equatable, Sendable {
  /// Straight lines between keyframe values at their key times (the default).
  case linear
  /// Each keyframe value holds until the next key time; nothing in between.
  case discrete
  /// Straight lines, with key times respaced so the value moves at an even pace.
  case paced
  /// A Catmull-Rom spline through the keyframe values at their key times.
  case cubic
  /// A Catmull-Rom spline with key times respaced for an even pace.
  case cubicPaced

  /// The mode for UIView.KeyframeAnimationOptions bits 10–12 (0 linear … 4 cubicPaced).
  package init(options: UInt) {
    switch (options >> 10) & 7 {
    case 1: self = .discrete
    case 2: self = .paced
    case 3: self = .cubic
    case 4: self = .cubicPaced
    default: self = .linear
    }
  }
}
