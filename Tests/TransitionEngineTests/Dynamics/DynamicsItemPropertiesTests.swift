import Testing
import TransitionEngine

import func Glibc.exp
import func Glibc.pow

@Suite("Item properties")
struct DynamicsItemPropertiesTests {
  /// A gravity-free world with one 100 × 100 box moving right at 300 points/s.
  func movingBox(_ properties: DynamicsItemProperties) -> (DynamicsWorld, DynamicsBodyID) {
    let world = DynamicsWorld()
    let box = world.addBody(center: .zero, size: Size(width: 100, height: 100))
    world.addBehavior(DynamicsItemBehavior(items: [box], properties: properties))
    world.addLinearVelocity(DynamicsVector(x: 300, y: 0), to: box)
    world.addAngularVelocity(3, to: box)
    return (world, box)
  }

  @Test("resistance decays velocity by 1/(1 + r·Δt) per step", arguments: [0.5, 2, 10])
  func resistance(rate: Double) {
    let (world, box) = movingBox(DynamicsItemProperties(resistance: rate))
    world.advance(to: 0.5)
    let expected = 300 * pow(1 / (1 + rate * dt), 120)
    #expect(isClose(world.body(box).velocity.x, expected, within: 1e-9 * 300))
    #expect(world.body(box).angularVelocity == 3)
  }

  @Test("small resistance approximates exponential decay", arguments: [0.5, 1, 2])
  func resistanceIsNearlyExponential(rate: Double) {
    let (world, box) = movingBox(DynamicsItemProperties(resistance: rate))
    world.advance(to: 0.5)
    let continuous = 300 * exp(-rate * 0.5)
    #expect(isClose(world.body(box).velocity.x, continuous, within: 0.01 * continuous))
  }

  @Test("angular resistance decays angular velocity the same way", arguments: [1, 4])
  func angularResistance(rate: Double) {
    let (world, box) = movingBox(DynamicsItemProperties(angularResistance: rate))
    world.advance(to: 0.5)
    let expected = 3 * pow(1 / (1 + rate * dt), 120)
    #expect(isClose(world.body(box).angularVelocity, expected, within: 1e-9))
    #expect(world.body(box).velocity.x == 300)
  }

  @Test("friction decelerates a sliding box at μ·g", arguments: [0.25, 0.5, 1])
  func slidingFriction(friction: Double) {
    let (world, box) = makeBoxWorld(center: DynamicsVector(x: 500, y: 950))
    world.addBehavior(floorCollision(items: [box], floorY: 1000))
    world.addBehavior(
      DynamicsItemBehavior(items: [box], properties: DynamicsItemProperties(friction: friction)))
    world.addLinearVelocity(DynamicsVector(x: 400, y: 0), to: box)
    runFrames(world, to: 3)
    let expected = 400 * 400 / (2 * friction * 1000)
    #expect(isClose(world.body(box).center.x - 500, expected, within: 0.03 * expected + 2))
    #expect(abs(world.body(box).angle) < 0.01)
  }

  @Test(
    "allowsRotation false keeps the angle 0 after an off-centre collision",
    arguments: [false, true])
  func allowsRotation(allowed: Bool) {
    let world = DynamicsWorld()
    let moving = world.addBody(
      center: DynamicsVector(x: 100, y: 300), size: Size(width: 100, height: 100))
    let struck = world.addBody(
      center: DynamicsVector(x: 400, y: 360), size: Size(width: 100, height: 100))
    world.addBehavior(DynamicsCollision(items: [moving, struck]))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [moving, struck],
        properties: DynamicsItemProperties(elasticity: 0.5, allowsRotation: allowed)))
    world.addLinearVelocity(DynamicsVector(x: 400, y: 0), to: moving)
    world.advance(to: 1.5)
    let spin = abs(world.body(moving).angle) + abs(world.body(struck).angle)
    if allowed {
      #expect(spin > 0.01)
    } else {
      #expect(world.body(moving).angle == 0)
      #expect(world.body(struck).angle == 0)
      #expect(world.body(struck).velocity.x > 100)
    }
  }

  @Test("an anchored item does not move but others bounce off it")
  func anchored() {
    let world = DynamicsWorld()
    let moving = world.addBody(
      center: DynamicsVector(x: 100, y: 300), size: Size(width: 100, height: 100))
    let wall = world.addBody(
      center: DynamicsVector(x: 400, y: 300), size: Size(width: 100, height: 400))
    world.addBehavior(DynamicsCollision(items: [moving, wall]))
    world.addBehavior(
      DynamicsItemBehavior(items: [moving], properties: DynamicsItemProperties(elasticity: 1)))
    world.addBehavior(
      DynamicsItemBehavior(items: [wall], properties: DynamicsItemProperties(isAnchored: true)))
    world.addLinearVelocity(DynamicsVector(x: 300, y: 0), to: moving)
    world.addBehavior(DynamicsGravity(items: [wall]))
    world.advance(to: 1.5)
    #expect(world.body(wall).center == DynamicsVector(x: 400, y: 300))
    #expect(isClose(world.body(moving).velocity.x, -300, within: 3))
  }
}
