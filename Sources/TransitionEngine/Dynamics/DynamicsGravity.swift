/// Accelerates its items uniformly, like `UIGravityBehavior`.
///
/// The acceleration is `direction × 1000` points/s², independent of mass, so the default
/// direction (0, 1) pulls down at 1000 points/s² and the vector's length is the magnitude.
package final class DynamicsGravity: DynamicsItemListBehavior {
  /// The gravity vector; its length is the magnitude (1 = 1000 points/s²); default (0, 1).
  package var direction = DynamicsVector(x: 0, y: 1) {
    didSet { if direction != oldValue { setNeedsResume() } }
  }

  /// The direction's angle in radians (0 is right, π/2 is down).
  package var angle: Double {
    get { direction.angle }
    set { direction = DynamicsVector(angle: newValue, length: magnitude) }
  }

  /// The direction's length, where 1 means 1000 points/s².
  package var magnitude: Double {
    get { direction.length }
    set { direction = DynamicsVector(angle: angle, length: newValue) }
  }

  /// Sets the angle and magnitude together.
  package func setAngle(_ angle: Double, magnitude: Double) {
    direction = DynamicsVector(angle: angle, length: magnitude)
  }

  /// The acceleration in points/s² the behaviour applies.
  package var acceleration: DynamicsVector { direction * DynamicsTuning.gravityAcceleration }

  override func applyForces(in world: DynamicsWorld, timeStep: Double) {
    let change = acceleration * timeStep
    for index in bodyIndices(in: world) where !world.bodies[index].properties.isAnchored {
      world.bodies[index].velocity += change
    }
  }
}
