import Testing
import TransitionEngine

/// Two boxes on a line: their densities, start velocities and the shared elasticity.
struct HeadOnCase: Sendable, CustomTestStringConvertible {
  let densities: (Double, Double)
  let velocities: (Double, Double)
  let elasticity: Double
  var testDescription: String { "ρ=\(densities) v=\(velocities) e=\(elasticity)" }
}

@Suite("Item–item collisions")
struct DynamicsItemCollisionTests {
  static let cases = [
    HeadOnCase(densities: (1, 1), velocities: (300, 0), elasticity: 1),
    HeadOnCase(densities: (1, 1), velocities: (200, -100), elasticity: 1),
    HeadOnCase(densities: (1, 1), velocities: (500, -500), elasticity: 1),
    HeadOnCase(densities: (2, 1), velocities: (300, 0), elasticity: 1),
    HeadOnCase(densities: (1, 3), velocities: (400, -100), elasticity: 0.5),
    HeadOnCase(densities: (1, 1), velocities: (300, -100), elasticity: 0),
  ]

  @Test("head-on collisions follow the 1D impact laws and conserve momentum", arguments: cases)
  func headOn(_ impact: HeadOnCase) {
    let world = DynamicsWorld()
    let left = world.addBody(
      center: DynamicsVector(x: 200, y: 300), size: Size(width: 100, height: 100))
    let right = world.addBody(
      center: DynamicsVector(x: 450, y: 300), size: Size(width: 100, height: 100))
    world.addBehavior(DynamicsCollision(items: [left, right]))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [left],
        properties: DynamicsItemProperties(
          elasticity: impact.elasticity, density: impact.densities.0)))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [right],
        properties: DynamicsItemProperties(
          elasticity: impact.elasticity, density: impact.densities.1)))
    world.addLinearVelocity(DynamicsVector(x: impact.velocities.0, y: 0), to: left)
    world.addLinearVelocity(DynamicsVector(x: impact.velocities.1, y: 0), to: right)
    world.advance(to: 1)

    let (m1, m2) = impact.densities
    let (u1, u2) = impact.velocities
    let e = impact.elasticity
    let expected1 = (m1 * u1 + m2 * u2 + m2 * e * (u2 - u1)) / (m1 + m2)
    let expected2 = (m1 * u1 + m2 * u2 + m1 * e * (u1 - u2)) / (m1 + m2)
    let scale = max(abs(u1), abs(u2))
    let v1 = world.body(left).velocity
    let v2 = world.body(right).velocity
    #expect(isClose(v1.x, expected1, within: 0.01 * scale))
    #expect(isClose(v2.x, expected2, within: 0.01 * scale))
    #expect(isClose(m1 * v1.x + m2 * v2.x, m1 * u1 + m2 * u2, within: 1e-9 * scale))
    #expect(abs(m1 * v1.y + m2 * v2.y) < 1e-9)
    #expect(abs(world.body(left).angle) < 1e-3)
  }

  @Test("items in different collision behaviours pass through each other")
  func separateBehaviours() {
    let world = DynamicsWorld()
    let left = world.addBody(
      center: DynamicsVector(x: 200, y: 300), size: Size(width: 100, height: 100))
    let right = world.addBody(
      center: DynamicsVector(x: 450, y: 300), size: Size(width: 100, height: 100))
    world.addBehavior(DynamicsCollision(items: [left]))
    world.addBehavior(DynamicsCollision(items: [right]))
    world.addLinearVelocity(DynamicsVector(x: 300, y: 0), to: left)
    world.advance(to: 1)
    #expect(world.body(left).velocity.x == 300)
    #expect(world.body(right).center.x == 450)
  }
}
