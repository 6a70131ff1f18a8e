import Testing
import TransitionEngine

@Suite("World bookkeeping")
struct DynamicsWorldTests {
  @Test("actions run after every step, behaviour actions before the world's")
  func actions() {
    let world = DynamicsWorld()
    let box = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    let gravity = DynamicsGravity(items: [box])
    var calls: [String] = []
    gravity.action = { calls.append("gravity") }
    world.action = { calls.append("world") }
    world.addBehavior(gravity)
    world.advance(to: 3 * dt)
    #expect(calls == ["gravity", "world", "gravity", "world", "gravity", "world"])
  }

  @Test("child behaviours act while their parent is in the world")
  func childBehaviours() {
    let world = DynamicsWorld()
    let box = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    let composite = DynamicsBehavior()
    let gravity = DynamicsGravity(items: [box])
    composite.addChildBehavior(gravity)
    world.addBehavior(composite)
    #expect(gravity.world === world)
    world.advance(to: 0.5)
    #expect(isClose(world.body(box).velocity.y, 500, within: 1e-9))
    composite.removeChildBehavior(gravity)
    #expect(gravity.world == nil)
    world.advance(to: 1)
    #expect(isClose(world.body(box).velocity.y, 500, within: 1e-9))
  }

  @Test("the step count follows the clock, not the call pattern", arguments: [1, 7, 60])
  func stepCount(calls: Int) {
    let world = DynamicsWorld()
    let box = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    world.addBehavior(DynamicsGravity(items: [box]))
    for call in 1...calls { world.advance(to: Double(call) / Double(calls)) }
    #expect(world.stepCount == 240)
    #expect(world.time == 1)
    #expect(isClose(world.elapsedTime, 1, within: 1e-9))
  }

  @Test("removing a body leaves the others and their behaviours intact")
  func removeBody() {
    let world = DynamicsWorld()
    let first = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    let second = world.addBody(
      center: DynamicsVector(x: 100, y: 0), size: Size(width: 10, height: 10))
    world.addBehavior(DynamicsGravity(items: [first, second]))
    world.removeBody(first)
    #expect(!world.contains(first))
    world.advance(to: 1)
    #expect(isClose(world.body(second).velocity.y, 1000, within: 1e-9))
    #expect(world.bodies.map(\.id) == [second])
  }

  @Test("bodies(intersecting:) finds rotated frames")
  func bodiesInRect() {
    let world = DynamicsWorld()
    let tilted = world.addBody(
      center: DynamicsVector(x: 100, y: 100), size: Size(width: 100, height: 10),
      angle: Double.pi / 2)
    let far = world.addBody(
      center: DynamicsVector(x: 500, y: 500), size: Size(width: 10, height: 10))
    let rect = DynamicsRect(x: 90, y: 140, width: 20, height: 20)
    #expect(world.bodies(intersecting: rect) == [tilted])
    #expect(!world.bodies(intersecting: rect).contains(far))
  }

  @Test("item behaviour velocity helpers read and add velocities")
  func itemBehaviourVelocities() {
    let world = DynamicsWorld()
    let box = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    let item = DynamicsItemBehavior(items: [box])
    world.addBehavior(item)
    item.addLinearVelocity(DynamicsVector(x: 3, y: 4), for: box)
    item.addAngularVelocity(2, for: box)
    #expect(item.linearVelocity(for: box) == DynamicsVector(x: 3, y: 4))
    #expect(item.angularVelocity(for: box) == 2)
  }

  @Test("advancing backwards is a programmer error")
  func backwardsTraps() async {
    await #expect(processExitsWith: .failure) {
      let world = DynamicsWorld()
      world.advance(to: 1)
      world.advance(to: 0.5)
    }
  }
}
