import Testing
import TransitionEngine

/// How a caller slices the time it advances a world by.
enum Slicing: String, Sendable, CaseIterable {
  case singleCall
  case frames60
  case frames120
  case irregular

  /// The times passed to `advance(to:)`, ending at `end`.
  func times(to end: Double) -> [Double] {
    switch self {
    case .singleCall:
      return [end]
    case .frames60:
      return (1...Int(end * 60)).map { Double($0) / 60 }
    case .frames120:
      return (1...Int(end * 120)).map { Double($0) / 120 }
    case .irregular:
      return stride(from: 0.0137, to: end, by: 0.0137).map { $0 } + [end]
    }
  }
}

@Suite("Determinism")
struct DynamicsDeterminismTests {
  /// A busy scene: boxes falling in bounds, colliding, one on a spring, one snapped.
  func scene() -> (DynamicsWorld, [DynamicsBodyID]) {
    let world = DynamicsWorld(referenceBounds: DynamicsRect(x: 0, y: 0, width: 400, height: 700))
    var boxes: [DynamicsBodyID] = []
    for index in 0..<5 {
      let center = DynamicsVector(x: 60 + Double(index) * 70, y: 100 + Double(index % 2) * 90)
      boxes.append(
        world.addBody(
          center: center, size: Size(width: 50, height: 40), angle: Double(index) * 0.2))
    }
    let collision = DynamicsCollision(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    world.addBehavior(collision)
    world.addBehavior(DynamicsGravity(items: Array(boxes.prefix(4))))
    world.addBehavior(
      DynamicsItemBehavior(
        items: boxes, properties: DynamicsItemProperties(elasticity: 0.6, friction: 0.3)))
    let spring = DynamicsAttachment(
      item: boxes[0], offsetFromCenter: DynamicsVector(x: 10, y: 5),
      attachedToAnchor: DynamicsVector(x: 60, y: 20))
    spring.frequency = 2
    spring.damping = 0.2
    world.addBehavior(spring)
    world.addBehavior(DynamicsSnap(item: boxes[4], snapTo: DynamicsVector(x: 300, y: 400)))
    let push = DynamicsPush(items: [boxes[2]], mode: .instantaneous)
    push.setAngle(-0.5, magnitude: 0.3)
    world.addBehavior(push)
    return (world, boxes)
  }

  @Test("results are bit-identical however time is sliced", arguments: Slicing.allCases)
  func slicing(_ slicing: Slicing) {
    let (reference, referenceBoxes) = scene()
    reference.advance(to: 2)
    let (world, boxes) = scene()
    for time in slicing.times(to: 2) { world.advance(to: time) }
    #expect(world.stepCount == reference.stepCount)
    #expect(world.stepCount == 480)
    for (box, referenceBox) in zip(boxes, referenceBoxes) {
      let body = world.body(box)
      let expected = reference.body(referenceBox)
      #expect(body.center == expected.center)
      #expect(body.angle == expected.angle)
      #expect(body.velocity == expected.velocity)
      #expect(body.angularVelocity == expected.angularVelocity)
    }
  }
}
