import Testing
import TransitionEngine

import func Glibc.cos
import func Glibc.sin

@Suite("Attachment")
struct DynamicsAttachmentTests {
  static let anchor = DynamicsVector(x: 500, y: 100)

  /// A small box hanging on a rigid 200-point attachment, released at `angle` from vertical.
  func pendulum(angle: Double) -> (DynamicsWorld, DynamicsBodyID, DynamicsAttachment) {
    let world = DynamicsWorld()
    let start = Self.anchor + DynamicsVector(x: 200 * sin(angle), y: 200 * cos(angle))
    let bob = world.addBody(center: start, size: Size(width: 20, height: 20))
    let attachment = DynamicsAttachment(item: bob, attachedToAnchor: Self.anchor)
    world.addBehavior(attachment)
    world.addBehavior(DynamicsGravity(items: [bob]))
    return (world, bob, attachment)
  }

  @Test("a rigid attachment keeps its length while swinging", arguments: [0.3, 1.5707963, 2.5])
  func keepsLength(angle: Double) throws {
    let (world, bob, attachment) = pendulum(angle: angle)
    let length = try #require(attachment.length)
    #expect(isClose(length, 200, within: 1e-9))
    let recorder = StepRecorder(world) { $0.body(bob).center.distance(to: Self.anchor) }
    runFrames(world, to: 3)
    #expect(recorder.samples.count == 720)
    #expect(recorder.samples.allSatisfy { isClose($0.value, 200, within: 0.5) })
  }

  @Test("a small swing has the pendulum period 2π·√(L/g)")
  func period() throws {
    let (world, bob, _) = pendulum(angle: 0.1)
    let recorder = StepRecorder(world) { $0.body(bob).velocity.x }
    runFrames(world, to: 6)
    let samples = recorder.samples
    let turns = zip(samples, samples.dropFirst()).filter { $0.0.value > 0 && $0.1.value <= 0 }
    #expect(turns.count >= 2)
    let first = try #require(turns.first?.1.time)
    let second = try #require(turns.dropFirst().first?.1.time)
    let expected = 2 * Double.pi * (200.0 / 1000).squareRoot()
    #expect(isClose(second - first, expected, within: 0.01 * expected))
  }

  @Test("a spring attachment oscillates at its frequency", arguments: [1.0, 2.0, 4.0])
  func springFrequency(frequency: Double) throws {
    let world = DynamicsWorld()
    let box = world.addBody(
      center: DynamicsVector(x: 150, y: 0), size: Size(width: 100, height: 100))
    let spring = DynamicsAttachment(item: box, attachedToAnchor: .zero, length: 100)
    spring.frequency = frequency
    world.addBehavior(spring)
    let recorder = StepRecorder(world) { $0.body(box).velocity.x }
    runFrames(world, to: 3.5 / frequency)
    let samples = recorder.samples
    let maxima = zip(samples, samples.dropFirst()).filter { $0.0.value > 0 && $0.1.value <= 0 }
    #expect(maxima.count == 3)
    let last = try #require(maxima.last?.1.time)
    let period = last / Double(maxima.count)
    #expect(isClose(period, 1 / frequency, within: 0.02 / frequency))
    #expect(isClose(world.body(box).center.y, 0, within: 1e-9))
  }

  @Test("a pin at an offset lets the item hang below it, rotated")
  func offsetRotatesWithItem() {
    let world = DynamicsWorld()
    let box = world.addBody(
      center: DynamicsVector(x: 300, y: 300), size: Size(width: 100, height: 20))
    let pin = DynamicsAttachment(
      item: box, offsetFromCenter: DynamicsVector(x: 50, y: 0),
      attachedToAnchor: DynamicsVector(x: 350, y: 300), length: 0)
    world.addBehavior(pin)
    world.addBehavior(DynamicsGravity(items: [box]))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [box], properties: DynamicsItemProperties(resistance: 3, angularResistance: 3)))
    runFrames(world, to: 10)
    let body = world.body(box)
    #expect(isClose(body.center, DynamicsVector(x: 350, y: 350), within: 1))
    #expect(isClose(body.angle, -Double.pi / 2, within: 0.02))
    #expect(
      isClose(body.point(atOffset: DynamicsVector(x: 50, y: 0)), pin.anchorPoint, within: 0.5))
  }

  @Test("a rigid item-to-item attachment keeps the items' distance")
  func itemToItem() {
    let world = DynamicsWorld()
    let first = world.addBody(
      center: DynamicsVector(x: 100, y: 100), size: Size(width: 50, height: 50))
    let second = world.addBody(
      center: DynamicsVector(x: 300, y: 100), size: Size(width: 50, height: 50))
    world.addBehavior(DynamicsAttachment(item: first, attachedTo: second))
    let push = DynamicsPush(items: [first], mode: .instantaneous)
    push.pushDirection = DynamicsVector(x: 0, y: 1)
    world.addBehavior(push)
    let recorder = StepRecorder(world) {
      $0.body(first).center.distance(to: $0.body(second).center)
    }
    runFrames(world, to: 2)
    #expect(recorder.samples.allSatisfy { isClose($0.value, 200, within: 0.5) })
    let momentum = world.body(first).velocity + world.body(second).velocity
    // Mass of each 50 × 50 box is 0.25; the push gave 100 mass·points/s in total.
    #expect(isClose(momentum * 0.25, DynamicsVector(x: 0, y: 100), within: 1e-6))
  }
}
