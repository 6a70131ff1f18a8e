import Testing
import TransitionEngine

/// Collects collision events in the order they are reported.
final class EventLog {
  var events: [DynamicsCollisionEvent] = []

  init(_ collision: DynamicsCollision) {
    collision.eventHandler = { [unowned self] in self.events.append($0) }
  }
}

@Suite("Boundaries and collision events")
struct DynamicsBoundaryTests {
  static let bounds = DynamicsRect(x: 0, y: 0, width: 400, height: 600)

  @Test(
    "reference bounds keep a thrown box inside",
    arguments: [DynamicsInsets.zero, DynamicsInsets(top: 10, left: 20, bottom: 30, right: 40)])
  func referenceBounds(insets: DynamicsInsets) {
    let world = DynamicsWorld(referenceBounds: Self.bounds)
    let box = world.addBody(
      center: DynamicsVector(x: 200, y: 300), size: Size(width: 60, height: 40),
      angle: 0.3)
    let collision = DynamicsCollision(items: [box])
    collision.setTranslatesReferenceBoundsIntoBoundary(insets: insets)
    world.addBehavior(collision)
    world.addBehavior(DynamicsGravity(items: [box]))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [box], properties: DynamicsItemProperties(elasticity: 0.8, friction: 0.3)))
    world.addLinearVelocity(DynamicsVector(x: 2500, y: -800), to: box)
    world.addAngularVelocity(4, to: box)
    let recorder = StepRecorder(world) { $0.body(box).frame }
    runFrames(world, to: 15)
    let inner = Self.bounds.inset(by: insets)
    let margin = 0.5
    #expect(recorder.samples.count > 600)
    #expect(
      recorder.samples.allSatisfy { sample in
        sample.value.minX >= inner.minX - margin && sample.value.maxX <= inner.maxX + margin
          && sample.value.minY >= inner.minY - margin && sample.value.maxY <= inner.maxY + margin
      })
    let final = world.body(box).frame
    #expect(!world.isRunning)
    #expect(isClose(final.maxY, inner.maxY, within: 0.5))
  }

  @Test("a boundary reports began then ended with its identifier")
  func boundaryEvents() throws {
    let (world, box) = makeBoxWorld(center: DynamicsVector(x: 500, y: 850))
    let collision = floorCollision(items: [box], floorY: 1000)
    let log = EventLog(collision)
    world.addBehavior(collision)
    world.addBehavior(
      DynamicsItemBehavior(items: [box], properties: DynamicsItemProperties(elasticity: 0.8)))
    runFrames(world, to: 0.6)
    let events = log.events
    try #require(events.count >= 2)
    #expect(events[0].phase == .began)
    #expect(events[0].participants == .boundary(box, identifier: "floor"))
    #expect(isClose(try #require(events[0].point).y, 1000, within: 5))
    #expect(isClose(events[0].time, (2 * 100 / 1000.0).squareRoot(), within: 0.01))
    #expect(events[1].phase == .ended)
    #expect(events[1].participants == .boundary(box, identifier: "floor"))
    #expect(events[1].point == nil)
    #expect(events[1].time > events[0].time)
  }

  @Test("the reference bounds boundary is reported with a nil identifier")
  func referenceBoundsEvents() throws {
    let world = DynamicsWorld(referenceBounds: Self.bounds)
    let box = world.addBody(
      center: DynamicsVector(x: 200, y: 500), size: Size(width: 100, height: 100))
    let collision = DynamicsCollision(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    let log = EventLog(collision)
    world.addBehavior(collision)
    world.addBehavior(DynamicsGravity(items: [box]))
    runFrames(world, to: 1)
    let first = try #require(log.events.first)
    #expect(first.phase == .began)
    #expect(first.participants == .boundary(box, identifier: nil))
  }

  @Test("two items report began then ended in the behaviour's item order")
  func itemEvents() {
    let world = DynamicsWorld()
    let left = world.addBody(
      center: DynamicsVector(x: 200, y: 300), size: Size(width: 100, height: 100))
    let right = world.addBody(
      center: DynamicsVector(x: 450, y: 300), size: Size(width: 100, height: 100))
    let collision = DynamicsCollision(items: [right, left])
    let log = EventLog(collision)
    world.addBehavior(collision)
    world.addBehavior(
      DynamicsItemBehavior(
        items: [left, right], properties: DynamicsItemProperties(elasticity: 1)))
    world.addLinearVelocity(DynamicsVector(x: 300, y: 0), to: left)
    world.advance(to: 1)
    #expect(log.events.map(\.phase) == [.began, .ended])
    #expect(log.events.map(\.participants) == [.items(right, left), .items(right, left)])
  }

  @Test("mode decides what collides", arguments: [DynamicsCollisionMode.items, .boundaries])
  func mode(mode: DynamicsCollisionMode) {
    let (world, box) = makeBoxWorld(center: DynamicsVector(x: 500, y: 850))
    let collision = floorCollision(items: [box], floorY: 1000)
    collision.mode = mode
    world.addBehavior(collision)
    runFrames(world, to: 1)
    let onFloor = isClose(world.body(box).frame.maxY, 1000, within: 0.5)
    #expect(onFloor == (mode == .boundaries))
  }

  @Test("a closed rectangle boundary keeps items in and out", arguments: [true, false])
  func rectangleBoundary(inside: Bool) {
    let (world, box) = makeBoxWorld(
      center: inside ? DynamicsVector(x: 500, y: 300) : DynamicsVector(x: 500, y: 50))
    let collision = DynamicsCollision(items: [box])
    collision.addBoundary(
      identifier: "shelf", rectangle: DynamicsRect(x: 300, y: 200, width: 400, height: 300))
    world.addBehavior(collision)
    runFrames(world, to: 2)
    let bottom = world.body(box).frame.maxY
    #expect(isClose(bottom, inside ? 500 : 200, within: 0.5))
  }
}
