import Testing
import TransitionEngine

/// An item and a push magnitude with the velocity change UIKit documents for them.
struct PushCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let density: Double
  let magnitude: Double
  /// The velocity change of an instantaneous push, or the acceleration of a continuous one.
  let expected: Double
  var testDescription: String { "\(width)×\(height) ρ=\(density) m=\(magnitude)" }
}

@Suite("Push")
struct DynamicsPushTests {
  static let cases = [
    PushCase(width: 100, height: 100, density: 1, magnitude: 1, expected: 100),
    PushCase(width: 200, height: 100, density: 1, magnitude: 1, expected: 50),
    PushCase(width: 100, height: 100, density: 2, magnitude: 1, expected: 50),
    PushCase(width: 100, height: 100, density: 1, magnitude: 2.5, expected: 250),
    PushCase(width: 50, height: 50, density: 1, magnitude: 1, expected: 400),
  ]

  func world(for push: PushCase, mode: DynamicsPush.Mode) -> (
    DynamicsWorld, DynamicsBodyID, DynamicsPush
  ) {
    let world = DynamicsWorld()
    let box = world.addBody(
      center: .zero, size: Size(width: push.width, height: push.height))
    world.addBehavior(
      DynamicsItemBehavior(items: [box], properties: DynamicsItemProperties(density: push.density)))
    let behavior = DynamicsPush(items: [box], mode: mode)
    behavior.setAngle(0, magnitude: push.magnitude)
    world.addBehavior(behavior)
    return (world, box, behavior)
  }

  @Test("an instantaneous push changes velocity by 100·magnitude/mass", arguments: cases)
  func instantaneous(_ push: PushCase) {
    let (world, box, behavior) = world(for: push, mode: .instantaneous)
    world.advance(to: dt)
    #expect(isClose(world.body(box).velocity.x, push.expected, within: 1e-9 * push.expected))
    #expect(!behavior.active)
    world.advance(to: 1)
    #expect(isClose(world.body(box).velocity.x, push.expected, within: 1e-9 * push.expected))
    #expect(isClose(world.body(box).center.x, push.expected * 1, within: 1e-6))
  }

  @Test("a continuous push accelerates at 100·magnitude/mass", arguments: cases)
  func continuous(_ push: PushCase) {
    let (world, box, behavior) = world(for: push, mode: .continuous)
    world.advance(to: 1)
    let steps = 240.0
    #expect(behavior.active)
    #expect(isClose(world.body(box).velocity.x, push.expected, within: 1e-9 * push.expected))
    let discrete = push.expected * dt * dt * steps * (steps + 1) / 2
    #expect(isClose(world.body(box).center.x, discrete, within: 1e-9 * discrete))
    #expect(isClose(world.body(box).center.x, push.expected / 2, within: 0.005 * push.expected))
  }

  @Test("reactivating an instantaneous push applies it again")
  func reactivation() {
    let (world, box, behavior) = world(for: Self.cases[0], mode: .instantaneous)
    world.advance(to: 0.5)
    behavior.active = true
    world.advance(to: 1)
    #expect(isClose(world.body(box).velocity.x, 200, within: 1e-9))
  }

  @Test("an inactive push does nothing")
  func inactive() {
    let (world, box, behavior) = world(for: Self.cases[0], mode: .continuous)
    behavior.active = false
    world.advance(to: 1)
    #expect(world.body(box).velocity == .zero)
  }

  @Test("a push at an offset from the centre also spins the item")
  func offsetSpins() {
    let (world, box, behavior) = world(for: Self.cases[0], mode: .instantaneous)
    behavior.setTargetOffsetFromCenter(DynamicsVector(x: 0, y: -50), for: box)
    world.advance(to: dt)
    let body = world.body(box)
    // torque = r × J = (0, −50) × (100, 0) = 5000; inertia = (100² + 100²) / 12.
    #expect(isClose(body.angularVelocity, 5000 / (20_000.0 / 12), within: 1e-9))
    #expect(isClose(body.velocity.x, 100, within: 1e-9))
  }
}
