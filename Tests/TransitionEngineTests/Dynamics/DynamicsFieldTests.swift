import Testing
import TransitionEngine

@Suite("Fields")
struct DynamicsFieldTests {
  @Test(
    "a radial field pulls toward its position at strength × 1000 points/s²",
    arguments: [
      DynamicsVector(x: 500, y: 100), DynamicsVector(x: 100, y: 600),
      DynamicsVector(x: -300, y: -200),
    ])
  func radialPull(start: DynamicsVector) {
    let world = DynamicsWorld()
    let box = world.addBody(center: start, size: Size(width: 20, height: 20))
    let field = DynamicsField.radialGravityField(position: DynamicsVector(x: 100, y: 100))
    field.strength = 0.5
    field.addItem(box)
    world.addBehavior(field)
    world.advance(to: 0.1)
    let toward = (field.position - start).normalized
    let body = world.body(box)
    #expect(isClose(body.velocity, toward * 50, within: 0.5))
    let steps = 24.0
    let travelled = 500 * dt * dt * steps * (steps + 1) / 2
    #expect(isClose(body.center, start + toward * travelled, within: 1e-6))
  }

  @Test("a radial field's falloff weakens it with distance", arguments: [100.0, 200.0, 400.0])
  func falloff(distance: Double) {
    let world = DynamicsWorld()
    let box = world.addBody(
      center: DynamicsVector(x: distance, y: 0), size: Size(width: 10, height: 10))
    let field = DynamicsField.radialGravityField(position: .zero)
    field.falloff = 2
    field.addItem(box)
    world.addBehavior(field)
    world.advance(to: dt)
    let expected = 1000 * (100 / distance) * (100 / distance) * dt
    #expect(isClose(world.body(box).velocity.x, -expected, within: 1e-9))
  }

  @Test(
    "a linear field acts only inside its region",
    arguments: [
      DynamicsFieldRegion.rectangle(Size(width: 200, height: 200)),
      DynamicsFieldRegion.circle(radius: 150), DynamicsFieldRegion.infinite,
    ])
  func linearRegion(region: DynamicsFieldRegion) {
    let world = DynamicsWorld()
    let inside = world.addBody(
      center: DynamicsVector(x: 320, y: 290), size: Size(width: 20, height: 20))
    let outside = world.addBody(
      center: DynamicsVector(x: 700, y: 300), size: Size(width: 20, height: 20))
    let field = DynamicsField.linearGravityField(direction: DynamicsVector(x: 1, y: 0))
    field.position = DynamicsVector(x: 300, y: 300)
    field.region = region
    field.addItem(inside)
    field.addItem(outside)
    world.addBehavior(field)
    world.advance(to: 0.1)
    #expect(isClose(world.body(inside).velocity, DynamicsVector(x: 100, y: 0), within: 1e-9))
    let expectedOutside = region == .infinite ? 100.0 : 0
    #expect(isClose(world.body(outside).velocity.x, expectedOutside, within: 1e-9))
  }
}
