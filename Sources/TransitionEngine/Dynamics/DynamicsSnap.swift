/// Pulls an item to a point and turns it upright with a damped spring, like `UISnapBehavior`.
///
/// The item's centre is held to ``snapPoint`` and its angle to the nearest multiple of 2π by
/// springs of ``DynamicsTuning/snapFrequency`` (3 Hz) with damping ratio
/// `0.5 + damping`, so the default damping 0.5 is critically damped (ratio 1), 0 overshoots
/// slightly (ratio 0.5) and 1 is overdamped (ratio 1.5). The springs scale with the item's
/// mass and inertia, so every item settles at the same rate.
package final class DynamicsSnap: DynamicsBehavior {
  /// The snapped item.
  package let item: DynamicsBodyID

  /// The point the item's centre settles at.
  package var snapPoint: DynamicsVector {
    didSet { if snapPoint != oldValue { setNeedsResume() } }
  }

  /// The amount of oscillation damping, 0…1; default 0.5.
  package var damping = 0.5 {
    didSet {
      precondition((0...1).contains(damping), "damping must lie in 0...1")
      if damping != oldValue { setNeedsResume() }
    }
  }

  private var bodyIndex: Int?
  private var rows: [DynamicsConstraintRow] = []
  private var angularRow: DynamicsConstraintRow?

  /// Creates a snap of `item` to `point`.
  package init(item: DynamicsBodyID, snapTo point: DynamicsVector) {
    self.item = item
    self.snapPoint = point
    super.init()
  }

  override func prepareConstraints(in world: DynamicsWorld, timeStep: Double) {
    rows = []
    angularRow = nil
    bodyIndex = world.index(of: item)
    guard let index = bodyIndex, !world.bodies[index].properties.isAnchored else {
      bodyIndex = nil
      return
    }
    let body = world.bodies[index]
    let ratio = DynamicsTuning.snapBaseDampingRatio + damping
    let linear = DynamicsSpring(
      frequency: DynamicsTuning.snapFrequency, dampingRatio: ratio,
      effectiveMass: body.mass, timeStep: timeStep)
    let error = body.center - snapPoint
    rows = [
      DynamicsConstraintRow(
        axis: DynamicsVector(x: 1, y: 0), error: error.x, inverseMass: body.inverseMass,
        spring: linear),
      DynamicsConstraintRow(
        axis: DynamicsVector(x: 0, y: 1), error: error.y, inverseMass: body.inverseMass,
        spring: linear),
    ]
    if body.inverseInertia > 0 {
      let angular = DynamicsSpring(
        frequency: DynamicsTuning.snapFrequency, dampingRatio: ratio,
        effectiveMass: body.momentOfInertia, timeStep: timeStep)
      angularRow = DynamicsConstraintRow(
        axis: DynamicsVector(x: 1, y: 0),
        error: body.angle.remainder(dividingBy: 2 * Double.pi),
        inverseMass: body.inverseInertia, spring: angular)
    }
  }

  override func solveVelocityConstraints(in world: DynamicsWorld) {
    guard let index = bodyIndex else { return }
    var body = world.bodies[index]
    for rowIndex in rows.indices {
      let lambda = rows[rowIndex].impulse(forSpeed: body.velocity.dot(rows[rowIndex].axis))
      body.velocity += rows[rowIndex].axis * (lambda * body.inverseMass)
    }
    if var row = angularRow {
      body.angularVelocity += row.impulse(forSpeed: body.angularVelocity) * body.inverseInertia
      angularRow = row
    }
    world.bodies[index] = body
  }
}
