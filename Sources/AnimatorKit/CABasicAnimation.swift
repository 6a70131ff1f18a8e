/// An animation between two values of a key path, as Core Animation's CABasicAnimation.
///
/// Values are CGFloat, Double, Float, Int or NSNumber for scalars, CGPoint, CGSize, CGRect,
/// CATransform3D, CGColor or UIColor, and CGPath or UIBezierPath for `path`.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value it starts from; nil follows Core Animation's from/to/by rules.
  open var fromValue: Any?
  /// The value it ends at.
  open var toValue: Any?
  /// The change it makes.
  open var byValue: Any?

  override func encode(
    into animation: inout animhost_ca_animation_v1, _ storage: CAAnimationStorage
  ) {
    animation.kind = ANIMHOST_CA_BASIC
    animation.from_value = storage.value(fromValue, keyPath, "fromValue")
    animation.to_value = storage.value(toValue, keyPath, "toValue")
    animation.by_value = storage.value(byValue, keyPath, "byValue")
  }
}

/// A spring animation, as Core Animation's CASpringAnimation: a physical spring run in real
/// time (its duration only cuts it off; `settlingDuration` says when it comes to rest).
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring; above 0.
  open var mass: CGFloat = 1
  /// The spring's stiffness; above 0.
  open var stiffness: CGFloat = 100
  /// The damping; 0 or more.
  open var damping: CGFloat = 10
  /// The initial velocity, in distances per second (positive toward the target).
  open var initialVelocity: CGFloat = 0

  /// The seconds the spring takes to come to rest (its motion falls under a thousandth).
  open var settlingDuration: CFTimeInterval {
    let m = Double(mass)
    let k = Double(stiffness)
    let c = Double(damping)
    guard m > 0, k > 0, c > 0 else { return .infinity }
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    // The envelope falls as e^(-ζω t) (underdamped) or with the slower root (overdamped).
    let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    return rate > 0 ? -log(0.001) / rate : .infinity
  }

  override func encode(
    into animation: inout animhost_ca_animation_v1, _ storage: CAAnimationStorage
  ) {
    super.encode(into: &animation, storage)
    animation.kind = ANIMHOST_CA_SPRING
    animation.mass = Double(mass)
    animation.stiffness = Double(stiffness)
    animation.damping = Double(damping)
    animation.initial_velocity = Double(initialVelocity)
  }
}
