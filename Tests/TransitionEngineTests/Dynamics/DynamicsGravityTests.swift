import Testing
import TransitionEngine

@Suite("Gravity")
struct DynamicsGravityTests {
  @Test("free fall matches ½·1000·t² and 1000·t", arguments: [0.25, 1.0, 2.0])
  func freeFall(seconds: Double) throws {
    let (world, box) = makeBoxWorld(center: DynamicsVector(x: 500, y: 0))
    world.advance(to: seconds)
    let body = world.body(box)
    let expected = 0.5 * 1000 * seconds * seconds
    #expect(isClose(body.center.y, expected, within: max(0.005 * expected, 1)))
    #expect(isClose(body.velocity.y, 1000 * seconds, within: 1e-9 * 1000 * seconds))
    #expect(body.center.x == 500)
  }

  @Test("free fall follows the semi-implicit Euler closed form exactly", arguments: [1, 60, 480])
  func discreteClosedForm(steps: Int) {
    let (world, box) = makeBoxWorld(center: .zero)
    world.advance(to: Double(steps) * dt)
    let n = Double(steps)
    let expected = 1000 * dt * dt * n * (n + 1) / 2
    #expect(world.stepCount == steps)
    #expect(isClose(world.body(box).center.y, expected, within: 1e-9 * max(expected, 1)))
  }

  @Test(
    "direction and magnitude scale the acceleration",
    arguments: [
      DynamicsVector(x: 0, y: 1), DynamicsVector(x: 0, y: 2.5), DynamicsVector(x: 1, y: 0),
      DynamicsVector(x: -0.5, y: 0.5), DynamicsVector(x: 3, y: -4),
    ])
  func directionAndMagnitude(direction: DynamicsVector) {
    let world = DynamicsWorld()
    let box = world.addBody(center: .zero, size: Size(width: 50, height: 80))
    let gravity = DynamicsGravity(items: [box])
    gravity.direction = direction
    world.addBehavior(gravity)
    world.advance(to: 0.5)
    let expected = direction * (1000 * 0.5)
    #expect(isClose(world.body(box).velocity, expected, within: 1e-9 * expected.length))
    #expect(isClose(gravity.magnitude, direction.length, within: 1e-12))
  }

  @Test("setAngle(_:magnitude:) points gravity along the angle")
  func angleAndMagnitude() {
    let gravity = DynamicsGravity()
    gravity.setAngle(Double.pi, magnitude: 0.5)
    #expect(isClose(gravity.direction, DynamicsVector(x: -0.5, y: 0), within: 1e-12))
    #expect(isClose(gravity.acceleration, DynamicsVector(x: -500, y: 0), within: 1e-9))
    gravity.magnitude = 2
    #expect(isClose(gravity.direction, DynamicsVector(x: -2, y: 0), within: 1e-12))
  }

  @Test("gravity only acts on its own items")
  func onlyListedItems() {
    let world = DynamicsWorld()
    let falling = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    let floating = world.addBody(
      center: DynamicsVector(x: 100, y: 0), size: Size(width: 10, height: 10))
    world.addBehavior(DynamicsGravity(items: [falling]))
    world.advance(to: 1)
    #expect(world.body(falling).center.y > 400)
    #expect(world.body(floating).center == DynamicsVector(x: 100, y: 0))
  }
}
