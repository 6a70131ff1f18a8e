/// The coefficients of a soft constraint that behaves like a damped spring, integrated implicitly.
///
/// For natural frequency `f` and damping ratio `ζ` acting on effective mass `m`, the spring
/// has stiffness `k = m ω²` and damping `c = 2 m ζ ω` with `ω = 2πf`. Each step of `Δt`
/// solves `Ċ + biasRate · C + softness · λ = 0` for the impulse `λ`, with
/// `softness = 1 / (Δt (c + Δt k))` and `biasRate = Δt k · softness`. This implicit form is
/// stable for any stiffness. A frequency of 0 gives a rigid constraint (no softness, no bias).
struct DynamicsSpring {
  /// The compliance added to the inverse effective mass.
  let softness: Double
  /// The fraction of the position error per second fed back into the velocity target.
  let biasRate: Double

  /// A rigid constraint.
  static let rigid = DynamicsSpring(softness: 0, biasRate: 0)

  private init(softness: Double, biasRate: Double) {
    self.softness = softness
    self.biasRate = biasRate
  }

  /// The spring of `frequency` hertz and `dampingRatio` on `effectiveMass`, for `timeStep`.
  init(frequency: Double, dampingRatio: Double, effectiveMass: Double, timeStep: Double) {
    guard frequency > 0, effectiveMass > 0 else {
      self = .rigid
      return
    }
    let omega = 2 * Double.pi * frequency
    let stiffness = effectiveMass * omega * omega
    let damping = 2 * effectiveMass * dampingRatio * omega
    let combined = timeStep * (damping + timeStep * stiffness)
    softness = combined > 0 ? 1 / combined : 0
    biasRate = timeStep * stiffness * softness
  }

  /// Whether the constraint is rigid (frequency 0).
  var isRigid: Bool { softness == 0 }
}

/// One scalar constraint row: the error along an axis and its accumulated impulse.
struct DynamicsConstraintRow {
  /// The unit axis the row acts along (or a unit placeholder for angular rows).
  var axis: DynamicsVector
  /// The position error at the start of the step.
  var error: Double
  /// The effective mass including the spring's softness.
  var mass: Double
  /// The spring coefficients.
  var spring: DynamicsSpring
  /// The impulse accumulated over this step's sweeps.
  var accumulated = 0.0

  /// Creates a row whose plain effective mass is `1 / inverseMass`.
  init(
    axis: DynamicsVector, error: Double, inverseMass: Double, spring: DynamicsSpring
  ) {
    self.axis = axis
    self.error = error
    self.spring = spring
    let total = inverseMass + spring.softness
    self.mass = total > 0 ? 1 / total : 0
  }

  /// The impulse that drives the row's velocity `speed` toward the spring's target.
  mutating func impulse(forSpeed speed: Double) -> Double {
    let lambda = -mass * (speed + spring.biasRate * error + spring.softness * accumulated)
    accumulated += lambda
    return lambda
  }
}
