import TransitionEngine

/// The fixed step used by the world, for closed-form expectations.
let dt = DynamicsWorld.timeStep

/// Whether `value` is within `tolerance` of `expected`.
func isClose(_ value: Double, _ expected: Double, within tolerance: Double) -> Bool {
  abs(value - expected) <= tolerance
}

/// Whether two vectors are within `tolerance` of each other.
func isClose(_ value: DynamicsVector, _ expected: DynamicsVector, within tolerance: Double)
  -> Bool
{
  value.distance(to: expected) <= tolerance
}

/// Advances `world` to `time` in 60 Hz frames, like a display link would.
func runFrames(_ world: DynamicsWorld, to time: Double) {
  var frame = (world.time * 60).rounded(.down) + 1
  while frame / 60 < time {
    world.advance(to: frame / 60)
    frame += 1
  }
  world.advance(to: time)
}

/// Records one value after every step of a world.
final class StepRecorder<Value> {
  private(set) var samples: [(time: Double, value: Value)] = []

  /// Installs the recorder as `world`'s action, sampling `read` after each step.
  init(_ world: DynamicsWorld, read: @escaping (DynamicsWorld) -> Value) {
    world.action = { [unowned world, unowned self] in
      self.samples.append((world.time, read(world)))
    }
  }
}

/// A world with a 100 × 100 box at `center` and, optionally, gravity on it.
func makeBoxWorld(
  center: DynamicsVector, size: Size = Size(width: 100, height: 100),
  gravity: Bool = true
) -> (DynamicsWorld, DynamicsBodyID) {
  let world = DynamicsWorld(referenceBounds: DynamicsRect(x: 0, y: 0, width: 2000, height: 2000))
  let box = world.addBody(center: center, size: size)
  if gravity { world.addBehavior(DynamicsGravity(items: [box])) }
  return (world, box)
}

/// A floor segment at y = `floorY` spanning far to both sides.
func floorCollision(items: [DynamicsBodyID], floorY: Double) -> DynamicsCollision {
  let collision = DynamicsCollision(items: items)
  collision.addBoundary(
    identifier: "floor", from: DynamicsVector(x: -5000, y: floorY),
    to: DynamicsVector(x: 5000, y: floorY))
  return collision
}
