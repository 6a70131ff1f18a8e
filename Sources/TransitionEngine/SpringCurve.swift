// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.cos
  import func Glibc.exp
  import func Glibc.log
  import func Glibc.sin
#endif

/// A damped spring fitted to a duration, as
/// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:) builds it.
///
/// The spring has unit mass and moves the fraction of the change from 0 toward 1. Its damping
/// ratio is the caller's; its stiffness is chosen so that the oscillation's amplitude envelope
/// falls to `restThreshold` of the distance exactly at the duration (the spring "comes to rest"
/// when the animation ends, as UIKit stretches a CASpringAnimation's settling time over the
/// duration). The remaining error, at most the threshold, is spread linearly over the
/// animation so that progress 0 maps to 0 and 1 to 1 exactly.
package struct SpringCurve: Equatable, Hashable, Sendable {
  /// The damping ratio ζ, clamped to `dampingRange` (1 is critically damped).
  package let damping: Double
  /// The initial velocity in distances per second (1 covers the whole change in one second).
  package let initialVelocity: Double
  /// The seconds over which the spring settles.
  package let duration: Double
  /// The fitted undamped angular frequency ω₀ in radians per second (stiffness = ω₀² for
  /// unit mass).
  package let angularFrequency: Double

  /// The fraction of the distance at which the spring counts as settled.
  package static let restThreshold = 0.001
  /// The damping ratios the fit accepts; smaller ones never settle, larger ones are overdamped.
  package static let dampingRange = 0.01...10.0

  /// Fits a spring with this damping ratio and initial velocity to the duration.
  package init(damping: Double, initialVelocity: Double, duration: Double) {
    precondition(duration > 0, "a spring needs a positive duration")
    let zeta = min(
      max(damping.isFinite ? damping : 1, Self.dampingRange.lowerBound),
      Self.dampingRange.upperBound)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.damping = zeta
    self.initialVelocity = velocity
    self.duration = duration
    angularFrequency = Self.fit(zeta: zeta, velocity: velocity, duration: duration)
  }

  /// The fraction of the change applied at a linear progress in 0...1; may leave 0...1 (overshoot).
  package func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    if p == 0 || p == 1 { return p }
    let residual = Self.displacement(
      zeta: damping, omega: angularFrequency, velocity: initialVelocity, time: duration)
    let s = Self.displacement(
      zeta: damping, omega: angularFrequency, velocity: initialVelocity, time: p * duration)
    return 1 + s - p * residual
  }

  /// The spring's displacement from the target (starting at -1 with the given velocity) after a
  /// time.
  static func displacement(zeta: Double, omega: Double, velocity v: Double, time t: Double)
    -> Double
  {
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (v - zeta * omega) / wd
      return exp(-zeta * omega * t) * (-cos(wd * t) + b * sin(wd * t))
    }
    if zeta == 1 {
      return exp(-omega * t) * (-1 + (v - omega) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v + r1) / (r2 - r1)
    return (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// The amplitude envelope of the displacement at a time, an upper bound of its size.
  static func envelope(zeta: Double, omega: Double, velocity v: Double, time t: Double) -> Double {
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (v - zeta * omega) / wd
      return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
    }
    if zeta == 1 {
      return exp(-omega * t) * (1 + abs(v - omega) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v + r1) / (r2 - r1)
    return abs(-1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
  }

  /// The ω₀ whose envelope meets the rest threshold at the duration: bisection in log space.
  private static func fit(zeta: Double, velocity: Double, duration: Double) -> Double {
    let target = log(restThreshold)
    func excess(_ omega: Double) -> Double {
      log(envelope(zeta: zeta, omega: omega, velocity: velocity, time: duration)) - target
    }
    var low = log(1e-3 / duration)
    var high = log(1e7 / duration)
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if excess(exp(middle)) > 0 { low = middle } else { high = middle }
      if high - low < 1e-12 { break }
    }
    return exp(high)
  }
}
