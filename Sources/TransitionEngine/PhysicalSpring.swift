/// CASpringAnimation's physical spring: the fraction of the change it has covered after a time.
struct PhysicalSpring {
  /// The damping ratio ζ = damping / (2 √(stiffness × mass)).
  var zeta: Double
  /// The undamped angular frequency ω₀ = √(stiffness / mass).
  var omega: Double
  /// The initial velocity in distances per second, toward the target when positive.
  var velocity: Double

  /// The spring for CASpringAnimation's mass, stiffness, damping and initial velocity.
  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    omega = (stiffness / mass).squareRoot()
    zeta = damping / (2 * (stiffness * mass).squareRoot())
    velocity = initialVelocity
  }

  /// The fraction covered `time` seconds after it was let go: 1 − x(t), x starting at 1; it
  /// overshoots 1 when the spring is underdamped.
  func fraction(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    return 1 + SpringCurve.displacement(zeta: zeta, omega: omega, velocity: velocity, time: time)
  }
}
