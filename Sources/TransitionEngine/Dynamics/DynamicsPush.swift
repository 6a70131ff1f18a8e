/// Pushes its items with a continuous force or a one-off impulse, like `UIPushBehavior`.
///
/// A push of magnitude 1 is a force of 100 mass·points/s²: it accelerates a 100 × 100
/// item of density 1 (mass 1) at 100 points/s² when continuous, and changes that item's
/// velocity by 100 points/s when instantaneous. Heavier items respond proportionally less.
/// An instantaneous push applies once, at the next step while active, and then deactivates
/// itself; setting ``active`` again applies it again. A target offset applies the force at
/// a point away from the centre (in the item's rotating coordinates), which also spins it.
package final class DynamicsPush: DynamicsItemListBehavior {
  /// Whether the push acts every step or once.
  package enum Mode: Hashable, Sendable {
    /// A force applied every step while active.
    case continuous
    /// An impulse applied at one step, after which the push deactivates.
    case instantaneous
  }

  /// Whether the push acts every step or once.
  package let mode: Mode

  /// The push vector; its length is the magnitude; default zero.
  package var pushDirection = DynamicsVector.zero {
    didSet { if pushDirection != oldValue { setNeedsResume() } }
  }

  private var isActive = true
  private var targetOffsets: [(DynamicsBodyID, DynamicsVector)] = []

  /// Creates a push of `mode` for `items`, active and with zero magnitude.
  package init(items: [DynamicsBodyID] = [], mode: Mode) {
    self.mode = mode
    super.init(items: items)
  }

  /// Whether the push acts; an instantaneous push clears it after acting.
  package var active: Bool {
    get { isActive }
    set {
      isActive = newValue
      if newValue { setNeedsResume() }
    }
  }

  /// The push's angle in radians (0 is right, π/2 is down).
  package var angle: Double {
    get { pushDirection.angle }
    set { pushDirection = DynamicsVector(angle: newValue, length: magnitude) }
  }

  /// The push's magnitude; 1 accelerates a unit-mass item at 100 points/s².
  package var magnitude: Double {
    get { pushDirection.length }
    set { pushDirection = DynamicsVector(angle: angle, length: newValue) }
  }

  /// Sets the angle and magnitude together.
  package func setAngle(_ angle: Double, magnitude: Double) {
    pushDirection = DynamicsVector(angle: angle, length: magnitude)
  }

  /// Applies the push to `item` at `offset` from its centre, in the item's coordinates.
  package func setTargetOffsetFromCenter(_ offset: DynamicsVector, for item: DynamicsBodyID) {
    targetOffsets.removeAll { $0.0 == item }
    if offset != .zero { targetOffsets.append((item, offset)) }
    setNeedsResume()
  }

  /// The offset from the centre at which the push acts on `item`; zero unless set.
  package func targetOffsetFromCenter(for item: DynamicsBodyID) -> DynamicsVector {
    targetOffsets.first { $0.0 == item }?.1 ?? .zero
  }

  override func applyForces(in world: DynamicsWorld, timeStep: Double) {
    guard isActive else { return }
    let force = pushDirection * DynamicsTuning.pushScale
    let impulse = mode == .continuous ? force * timeStep : force
    for item in items {
      guard let index = world.index(of: item), !world.bodies[index].properties.isAnchored
      else { continue }
      let body = world.bodies[index]
      let point = body.point(atOffset: targetOffsetFromCenter(for: item))
      world.bodies[index].applyImpulse(impulse, at: point)
    }
    if mode == .instantaneous { isActive = false }
  }
}
